import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver';
import { Client, Fixture, rangeOf, summary } from './harness';

const INFORMATION = 3;

const RECORD_SCHEMA = JSON.stringify({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'kind'],
    properties: {
      id: { type: 'string', pattern: '^r[0-9]+$' },
      kind: { enum: ['user', 'order'] },
      note: { type: 'string' },
    },
    additionalProperties: false,
  },
});

/** About 100 bytes a record (400 KB by default), a few of them broken, pretty-printed like an export. */
function records(count = 4000): string {
  const list = Array.from({ length: count }, (_, i) => ({
    id: i % 500 === 7 ? `x${i}` : `r${i}`,
    kind: i % 700 === 3 ? 'admin' : 'user',
    note: `record number ${i} of the export`,
  }));
  return JSON.stringify(list, null, 2);
}

void describe('large documents over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({
      'records.schema.json': RECORD_SCHEMA,
      'small.schema.json': '{ "required": ["a"] }',
    });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: {
        jsonObjectValidator: {
          schemas: [{ fileMatch: ['*.records.json'], url: './records.schema.json' }],
          validationDelay: 0,
        },
      },
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('edits inside one record give exactly the diagnostics a fresh full validation gives', async () => {
    const uri = fixture.uri('big.records.json');
    const text = records();
    const opened = await client.open(uri, text);
    assert.equal(opened.length, 8 + 6);
    // Three edits in a row inside records: break one, fix another, break a third.
    const edits: [needle: string, replacement: string][] = [
      ['"r1234"', '"q1234"'],
      ['"x7"', '"r7"'],
      ['"user",\n    "note": "record number 3000 ', '"usr",\n    "note": "record number 3000 '],
    ];
    let current: typeof opened = opened;
    for (const [needle, replacement] of edits) {
      const range = rangeOf(client.text(uri), needle);
      // One character each time, as typed.
      const offset = [...needle].findIndex((c, i) => c !== replacement[i]);
      const at = { line: range.start.line, character: range.start.character + offset };
      const sameLength = needle.length === replacement.length;
      current = await client.edit(
        uri,
        { start: at, end: { line: at.line, character: at.character + 1 } },
        sameLength ? replacement[offset] : '',
      );
    }
    const fresh = await client.open(fixture.uri('fresh.records.json'), client.text(uri));
    assert.deepEqual(summary(current), summary(fresh));
    assert.equal(current.length, 8 + 6 + 1 - 1 + 1);
    assert.deepEqual(
      current.map((d) => d.relatedInformation?.[0]?.location.uri),
      fresh.map((d) => d.relatedInformation?.[0]?.location.uri),
    );
  });

  /**
   * Opens `text` twice: as VS Code's client writes a didOpen (its fields before its text, which the
   * document worker reads from the message's bytes while the server decodes them, see earlyOpen.ts), and
   * with the text first (the server sends the worker the text it decoded). Returns both diagnostics.
   */
  const openBothWays = async (name: string, text: string): Promise<[Diagnostic[], Diagnostic[]]> => {
    const early = await client.open(fixture.uri(`${name}.records.json`), text);
    const uri = fixture.uri(`${name}-text-first.records.json`);
    const wait = client.waitFor(uri);
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { text, uri, languageId: 'json', version: 1 },
    });
    return [early, await wait];
  };

  void test('a 1 MB document read from its didOpen as it arrives gives what its text sent whole gives', async () => {
    const text = records(12_000);
    assert.ok(text.length >= 1024 * 1024, `${text.length}`);
    const [early, sent] = await openBothWays('early', text);
    assert.ok(early.length > 20);
    assert.deepEqual(summary(early), summary(sent));
    // And it follows edits as any document does.
    const uri = fixture.uri('early.records.json');
    const range = rangeOf(text, '"r10001"');
    const edited = await client.edit(
      uri,
      { start: range.start, end: { ...range.start, character: range.start.character + 2 } },
      '"q',
    );
    const fresh = await client.open(fixture.uri('early-fresh.records.json'), client.text(uri));
    assert.deepEqual(summary(edited), summary(fresh));
    assert.equal(edited.length, early.length + 1);
  });

  void test('a document over maxFileSize is validated on open and save only, and says so', async () => {
    await client.changeSettings({
      jsonObjectValidator: {
        schemas: [{ fileMatch: ['*.records.json'], url: './records.schema.json' }],
        validationDelay: 0,
        maxFileSize: 1000,
      },
    });
    const uri = fixture.uri('limited.json');
    const text = `{ "$schema": "./small.schema.json", "padding": "${'x'.repeat(1200)}" }`;
    const note =
      'This document is larger than "jsonObjectValidator.maxFileSize" (1000 bytes): it is validated when it is opened and saved, not while you type.';
    assert.deepEqual(summary(await client.open(uri, text)), [
      ['0:0-0:1', 'schema-load', INFORMATION, note],
      ['0:0-0:1', 'required', 1, 'Missing required property "a".'],
    ]);
    const saved = client.waitFor(uri);
    await client.sendEdits(uri, [{ range: rangeOf(text, '"padding"'), newText: '"a"' }]);
    await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri } });
    assert.deepEqual(summary(await saved), [['0:0-0:1', 'schema-load', INFORMATION, note]]);
  });

  void test('a 1 MB document over maxFileSize read from its didOpen: validated on open, alike', async () => {
    const [early, sent] = await openBothWays('limited-early', records(12_000));
    assert.equal(early[0]?.code, 'schema-load');
    assert.ok(early.length > 20);
    assert.deepEqual(summary(early), summary(sent));
  });
});
