import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeLens, Diagnostic } from 'vscode-languageserver-protocol/node';
import { SORT_BY_SCHEMA_COMMAND } from '../../shared/src/protocol';
import { Client, Fixture } from './harness';

/**
 * Beyond validation problems, the server speaks the `locale` of `initialize` in what it writes itself:
 * syntax problems, why a schema cannot be used (and why it applies), the sort command's results and
 * notifications, the schema code lens, the note on problems left out. Ranges and codes stay as they are.
 */
const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { kind: { type: 'string' }, id: { type: 'integer' }, tags: { items: { type: 'string' } } },
});

/** Two syntax errors and a duplicate key, each with its own range. */
const SYNTAX = '{\n  "a": 1\n  "b": [1,, 2],\n  "a": 3\n}\n';

type Said = [code: string, message: string, range: [number, number, number, number]];

interface Expected {
  syntax: Said[];
  missingSchema: Said;
  /** What `schemaFor` says about the missing schema: why it applies, why it cannot be used. */
  schemaFor: { reason: string; error: string };
  alreadySorted: string;
  sortSyntax: string;
  lensUnused: string;
  lensUsed: string;
  hidden: string;
}

const EXPECTED: Record<string, Expected> = {
  de: {
    syntax: [
      ['comma-expected', 'Komma erwartet', [2, 2, 2, 5]],
      ['value-expected', 'Wert erwartet', [2, 10, 2, 11]],
      ['duplicate-key', 'Doppelter Objektschlüssel "a".', [3, 2, 3, 5]],
    ],
    missingSchema: [
      'schema-load',
      'Das Schema nowhere.json kann nicht verwendet werden: die Datei ist nicht vorhanden. Die Eigenschaft "$schema" des Dokuments nennt es.',
      [0, 13, 0, 29],
    ],
    schemaFor: {
      reason: 'Die Eigenschaft "$schema" des Dokuments nennt es.',
      error: 'die Datei ist nicht vorhanden',
    },
    alreadySorted: 'Bereits in Schemareihenfolge.',
    sortSyntax:
      'Das Dokument hat Syntaxfehler, daher wurde nichts sortiert: Beheben Sie diese zuerst (Zeile 1: Wert erwartet).',
    lensUnused: 'Keine bekannte Datei verwendet dieses Schema · Arbeitsbereich validieren',
    lensUsed: 'Von 2 Dateien verwendet · 1 nicht konform',
    hidden: '100 weitere Probleme werden nicht angezeigt (höchstens 1000 pro Dokument).',
  },
  ja: {
    syntax: [
      ['comma-expected', 'コンマが必要です', [2, 2, 2, 5]],
      ['value-expected', '値が必要です', [2, 10, 2, 11]],
      ['duplicate-key', 'オブジェクト キー "a" が重複しています。', [3, 2, 3, 5]],
    ],
    missingSchema: [
      'schema-load',
      'スキーマ nowhere.json は使用できません: ファイルが存在しません。ドキュメントの "$schema" プロパティで指定されています。',
      [0, 13, 0, 29],
    ],
    schemaFor: {
      reason: 'ドキュメントの "$schema" プロパティで指定されています。',
      error: 'ファイルが存在しません',
    },
    alreadySorted: 'すでにスキーマの順序です。',
    sortSyntax:
      'ドキュメントに構文エラーがあるため、並べ替えませんでした。先に修正してください (1 行目: 値が必要です)。',
    lensUnused: 'このスキーマを使用している既知のファイルはありません · ワークスペースの検証',
    lensUsed: '2 個のファイルで使用 · 1 個が非準拠',
    hidden: 'ほかに 100 件の問題は表示されません (1 ドキュメントあたり最大 1000 件)。',
  },
  'xx-unknown': {
    syntax: [
      ['comma-expected', 'Expected comma', [2, 2, 2, 5]],
      ['value-expected', 'Value expected', [2, 10, 2, 11]],
      ['duplicate-key', 'Duplicate object key "a".', [3, 2, 3, 5]],
    ],
    missingSchema: [
      'schema-load',
      'The schema nowhere.json cannot be used: the file does not exist. The document\'s "$schema" property names it.',
      [0, 13, 0, 29],
    ],
    schemaFor: { reason: 'The document\'s "$schema" property names it.', error: 'the file does not exist' },
    alreadySorted: 'Already in schema order.',
    sortSyntax:
      'The document has syntax errors, so nothing was sorted: fix them first (line 1: Value expected).',
    lensUnused: 'No known file uses this schema · Validate Workspace',
    lensUsed: 'Used by 2 files · 1 not compliant',
    hidden: '100 more problems are not shown (at most 1000 per document).',
  },
};

function said(diagnostics: Diagnostic[]): Said[] {
  return diagnostics.map((d) => [
    String(d.code),
    typeof d.message === 'string' ? d.message : d.message.value,
    [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
  ]);
}

for (const [locale, expected] of Object.entries(EXPECTED)) {
  void describe(`the server's own sentences with locale ${locale}`, { timeout: 60_000 }, () => {
    let fixture: Fixture;
    let client: Client;

    before(async () => {
      fixture = new Fixture({ 'schema.json': SCHEMA, 'unused.schema.json': SCHEMA });
      client = await Client.start({ rootUri: fixture.uri(''), locale });
    });
    after(async () => {
      await client.stop();
      fixture.dispose();
    });

    const lensTitles = async (uri: string): Promise<string[]> =>
      (
        (await client.request<CodeLens[] | null>('textDocument/codeLens', { textDocument: { uri } })) ?? []
      ).map((l) => l.command?.title ?? '');
    const sort = (uri: string): Promise<{ changed: boolean; message: string }> =>
      client.request('workspace/executeCommand', { command: SORT_BY_SCHEMA_COMMAND, arguments: [uri] });

    void test('syntax problems: in that language, at their ranges', async () => {
      assert.deepEqual(said(await client.open(fixture.uri('syntax.json'), SYNTAX)), expected.syntax);
    });

    void test('a schema that cannot be loaded (a missing local file): why, and why it applies', async () => {
      const uri = fixture.uri('missing.json');
      assert.deepEqual(said(await client.open(uri, '{ "$schema": "./nowhere.json" }')), [
        expected.missingSchema,
      ]);
      const answer = await client.request<{ reason: string; error?: string }>(
        'jsonObjectValidator/schemaFor',
        { uri },
      );
      assert.deepEqual({ reason: answer.reason, error: answer.error }, expected.schemaFor);
    });

    void test('the sort command: its result and the notification say why nothing changed', async () => {
      const sorted = fixture.uri('sorted.json');
      await client.open(sorted, '{ "$schema": "./schema.json", "kind": "k", "id": 1 }');
      const broken = fixture.uri('broken.json');
      await client.open(broken, '{ "$schema": "./schema.json", "id": 1, "kind": }');
      client.messages.length = 0;
      assert.deepEqual(await sort(sorted), { changed: false, message: expected.alreadySorted });
      assert.deepEqual(await sort(broken), { changed: false, message: expected.sortSyntax });
      assert.deepEqual(client.messages, [expected.alreadySorted, expected.sortSyntax]);
    });

    void test('the code lens over a schema: unused, then used by the open documents', async () => {
      const unused = fixture.uri('unused.schema.json');
      await client.open(unused, SCHEMA);
      assert.deepEqual(await lensTitles(unused), [expected.lensUnused]);
      const schema = fixture.uri('schema.json');
      await client.open(schema, SCHEMA);
      // sorted.json and broken.json (the sort test's) use it; broken.json has syntax errors.
      assert.deepEqual(await lensTitles(schema), [expected.lensUsed]);
    });

    void test('the note on problems left out (at most 1000 per document)', async () => {
      const items = Array.from({ length: 1100 }, (_, i) => i).join(', ');
      const diagnostics = await client.open(
        fixture.uri('many.json'),
        `{ "$schema": "./schema.json", "tags": [${items}] }`,
      );
      assert.equal(diagnostics.length, 1001);
      const last = diagnostics[1000];
      assert.deepEqual([last.code, last.message], ['too-many-problems', expected.hidden]);
    });
  });
}
