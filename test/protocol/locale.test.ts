import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-protocol/node';
import { Client, cursorIn, Fixture } from './harness';

/**
 * The server speaks the `locale` of `initialize`: diagnostics, quick-fix titles and hover in that
 * language, the keyword codes and the schema's names and values as written, English for a locale it
 * does not know.
 */
const SCHEMA = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2, description: 'Der Name des Dienstes.' },
    mode: { enum: ['fast', 'slow'] },
    port: { type: 'integer', maximum: 65535 },
  },
  required: ['name', 'kind'],
  additionalProperties: false,
});

const DOCUMENT = '{\n  "$schema": "./schema.json",\n  "name": "a",\n  "mode": "fats",\n  "port": 70000\n}\n';

interface Expected {
  diagnostics: string[];
  /** The titles of the quick fixes on the enum error ("Replace with ..."), then on the missing property. */
  enumFixes: string[];
  requiredFixes: string[];
  /** The hover on "name": its constraints line. */
  hover: string;
  /** The related information of the first problem: where its rule is in the schema. */
  rule: string;
}

const EXPECTED: Record<string, Expected> = {
  de: {
    diagnostics: [
      'required: Die erforderliche Eigenschaft "kind" fehlt.',
      'minLength: Die Zeichenfolge ist zu kurz: 1 Zeichen; mindestens 2 erforderlich.',
      'enum: Der Wert muss einer der folgenden sein: "fast", "slow". Meinten Sie "fast"?',
      'maximum: Der Wert 70000 liegt außerhalb des Bereichs: Er darf höchstens 65535 sein.',
    ],
    enumFixes: ['Durch "fast" ersetzen', 'Durch "slow" ersetzen'],
    requiredFixes: ['Fehlende erforderliche Eigenschaft "kind" hinzufügen'],
    hover: '`string · mindestens 2 Zeichen · erforderlich`',
    rule: 'Die Regel: "required" in schema.json',
  },
  ja: {
    diagnostics: [
      'required: 必須プロパティ "kind" がありません。',
      'minLength: 文字列が短すぎます: 1 文字。少なくとも 2 文字が必要です。',
      'enum: 値は "fast"、"slow" のいずれかである必要があります。もしかして "fast" ですか?',
      'maximum: 値 70000 は範囲外です: 65535 以下である必要があります。',
    ],
    enumFixes: ['"fast" に置き換える', '"slow" に置き換える'],
    requiredFixes: ['不足している必須プロパティ "kind" を追加する'],
    hover: '`string · 2 文字以上 · 必須`',
    rule: 'ルール: schema.json の "required"',
  },
  'zh-cn': {
    diagnostics: [
      'required: 缺少必需的属性 "kind"。',
      'minLength: 字符串太短：1 个字符；至少需要 2 个。',
      'enum: 值必须是以下值之一："fast"、"slow"。你是否是指 "fast"？',
      'maximum: 值 70000 超出范围：必须不大于 65535。',
    ],
    enumFixes: ['替换为 "fast"', '替换为 "slow"'],
    requiredFixes: ['添加缺少的必需属性 "kind"'],
    hover: '`string · 至少 2 个字符 · 必需`',
    rule: '规则：schema.json 中的 "required"',
  },
  'pt-BR': {
    diagnostics: [
      'required: A propriedade obrigatória "kind" está ausente.',
      'minLength: A cadeia de caracteres é curta demais: 1 caractere; no mínimo 2 obrigatórios.',
      'enum: O valor deve ser um destes: "fast", "slow". Você quis dizer "fast"?',
      'maximum: O valor 70000 está fora do intervalo: deve ser no máximo 65535.',
    ],
    enumFixes: ['Substituir por "fast"', 'Substituir por "slow"'],
    requiredFixes: ['Adicionar a propriedade obrigatória ausente "kind"'],
    hover: '`string · no mínimo 2 caracteres · obrigatória`',
    rule: 'A regra: "required" em schema.json',
  },
  'xx-unknown': {
    diagnostics: [
      'required: Missing required property "kind".',
      'minLength: String is too short: 1 character; at least 2 required.',
      'enum: Value must be one of "fast", "slow". Did you mean "fast"?',
      'maximum: Value 70000 is out of range: it must be at most 65535.',
    ],
    enumFixes: ['Replace with "fast"', 'Replace with "slow"'],
    requiredFixes: ['Add missing required property "kind"'],
    hover: '`string · at least 2 characters · required`',
    rule: 'The rule: "required" in schema.json',
  },
};

function said(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${String(d.code)}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
  );
}

function titles(actions: CodeAction[]): string[] {
  // The suppression fix is JSONC's; the document is JSON, so only the schema's fixes are listed.
  return actions.map((a) => a.title);
}

for (const [locale, expected] of Object.entries(EXPECTED)) {
  void describe(`the server started with locale ${locale}`, { timeout: 30_000 }, () => {
    let fixture: Fixture;
    let client: Client;

    before(async () => {
      fixture = new Fixture({ 'schema.json': SCHEMA });
      client = await Client.start({ rootUri: fixture.uri(''), locale });
    });
    after(async () => {
      await client.stop();
      fixture.dispose();
    });

    void test('publishes its diagnostics, quick fixes and hover in that language', async () => {
      const uri = fixture.uri('service.json');
      const diagnostics = await client.open(uri, DOCUMENT);
      assert.deepEqual(said(diagnostics), expected.diagnostics);
      // The codes stay the keywords whatever the language.
      assert.deepEqual(
        diagnostics.map((d) => d.code),
        ['required', 'minLength', 'enum', 'maximum'],
      );

      assert.equal(diagnostics[0].relatedInformation?.[0]?.message, expected.rule);

      const enumError = diagnostics.find((d) => d.code === 'enum');
      assert.ok(enumError);
      const enumActions = await client.codeActions(uri, enumError.range);
      assert.deepEqual(titles(enumActions), expected.enumFixes);
      const requiredError = diagnostics.find((d) => d.code === 'required');
      assert.ok(requiredError);
      assert.deepEqual(titles(await client.codeActions(uri, requiredError.range)), expected.requiredFixes);

      const { position } = cursorIn(DOCUMENT.replace('"name"', '"na|me"'));
      const hover = await client.request<Hover | null>('textDocument/hover', {
        textDocument: { uri },
        position,
      });
      const parts = ((hover?.contents as MarkupContent | undefined)?.value ?? '').split('\n\n');
      // The schema author's description is shown as written.
      assert.equal(parts[0], '**name**');
      assert.equal(parts[1], 'Der Name des Dienstes.');
      assert.equal(parts[2], expected.hover);
    });
  });
}
