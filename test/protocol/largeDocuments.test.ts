import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
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

/** About 400 KB of records, a few of them broken, pretty-printed like an export. */
function records(): string {
  const list = Array.from({ length: 4000 }, (_, i) => ({
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
});
