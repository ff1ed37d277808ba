import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic, Range } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, rangeOf, summary } from './harness';

const SCHEMA = JSON.stringify({
  $defs: {
    record: {
      type: 'object',
      required: ['id', 'kind'],
      properties: {
        id: { type: 'string', pattern: '^r[0-9]+$' },
        kind: { enum: ['user', 'order'] },
        note: { type: 'string' },
      },
      unevaluatedProperties: false,
    },
  },
  type: 'object',
  required: ['records'],
  properties: {
    records: { type: 'array', items: { $ref: '#/$defs/record' }, contains: { required: ['note'] } },
  },
  unevaluatedProperties: false,
});

/** About 300 KB of records inside `{"records": [...]}`, a few of them broken, pretty-printed. */
function document(): string {
  const records = Array.from({ length: 3000 }, (_, i) => ({
    id: i % 500 === 7 ? `x${i}` : `r${i}`,
    kind: i % 700 === 3 ? 'admin' : 'user',
    note: `record number ${i} of the export`,
  }));
  return JSON.stringify({ records }, null, 2);
}

/** The diagnostics of the same text in a document the server sees for the first time. */
async function fresh(client: Client, fixture: Fixture, text: string, name: string): Promise<Diagnostic[]> {
  const uri = fixture.uri(name);
  const diagnostics = await client.open(uri, text);
  await client.close(uri);
  return diagnostics;
}

/** Diagnostics outside a line range, the later ones moved by `shift` lines (what an edit must leave alone). */
function outside(diagnostics: Diagnostic[], from: number, to: number, shift = 0): string[] {
  return summary(
    diagnostics
      .filter((d) => d.range.end.line < from || d.range.start.line > to)
      .map((d) =>
        d.range.start.line > to
          ? {
              ...d,
              range: {
                start: { ...d.range.start, line: d.range.start.line + shift },
                end: { ...d.range.end, line: d.range.end.line + shift },
              },
            }
          : d,
      ),
  ).map((s) => s.join(' '));
}

void describe('editing a large document one keystroke at a time', { timeout: 120_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({ 'records.schema.json': SCHEMA });
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

  void test('typing a property: every keystroke gets the diagnostics of a fresh validation, other records keep theirs', async () => {
    const uri = fixture.uri('typing.records.json');
    const text = document();
    const opened = await client.open(uri, text);
    assert.equal(opened.length, 6 + 5);
    // A new line inside record 1500, then `"nickname": "Ada L",` typed on it one character at a time.
    const kind = rangeOf(text, '"kind"', 1500);
    const line = kind.start.line;
    let current = await client.edit(uri, { start: kind.start, end: kind.start }, '\n    ');
    let at = { line: line + 1, character: 4 };
    const typed = '"nickname": "Ada L",';
    const seen = new Set<string>();
    for (const character of typed) {
      current = await client.edit(uri, { start: at, end: at }, character);
      at = { line: at.line, character: at.character + 1 };
      const expected = await fresh(client, fixture, client.text(uri), `fresh-${seen.size}.records.json`);
      assert.deepEqual(summary(current), summary(expected), `after typing ${JSON.stringify(at)}`);
      // Whatever the record's own state, every other record keeps its diagnostics.
      assert.deepEqual(outside(current, line - 3, line + 3), outside(opened, line - 3, line + 2, 1));
      for (const d of current) {
        if (d.range.start.line >= line - 3 && d.range.start.line <= line + 3) seen.add(String(d.code));
      }
    }
    // On the way the record had a string left open and a missing colon and comma; now it has a property
    // the schema does not allow.
    for (const code of ['unexpected-end-of-string', 'colon-expected', 'comma-expected']) {
      assert.ok(seen.has(code), `${code} in ${[...seen].join(', ')}`);
    }
    const final = client.text(uri);
    assert.deepEqual(
      summary(current).filter((s) => s[1] === 'unevaluatedProperties' && s[0].startsWith(`${line + 1}:`)),
      [
        [
          rangeString(rangeOf(final, '"nickname"')),
          'unevaluatedProperties',
          1,
          'Property "nickname" is not allowed: the schema allows only "id", "kind", "note" (unevaluatedProperties).',
        ],
      ],
    );
    await client.close(uri);
  });

  void test('a syntax error inside one record is reported there; every other diagnostic stays', async () => {
    const uri = fixture.uri('broken.records.json');
    const text = document();
    const opened = await client.open(uri, text);
    // The comma after the "id" of record 2000 deleted: a missing comma in that record.
    const id = rangeOf(text, '"r2000",');
    const comma = { line: id.end.line, character: id.end.character - 1 };
    const missing = await client.edit(uri, { start: comma, end: id.end }, '');
    const next = rangeOf(client.text(uri), '"kind"', 2000);
    assert.deepEqual(
      summary(missing).filter((s) => s[1] === 'comma-expected'),
      [[rangeString(next), 'comma-expected', 1, 'Expected comma']],
    );
    assert.deepEqual(
      outside(missing, id.start.line - 2, id.start.line + 2),
      outside(opened, id.start.line - 2, id.start.line + 2),
    );
    assert.deepEqual(
      summary(missing),
      summary(await fresh(client, fixture, client.text(uri), 'f1.records.json')),
    );
    // The closing quote of a note deleted: the string ends at the end of its line.
    const note = rangeOf(client.text(uri), 'of the export"', 2500);
    const quote = { line: note.end.line, character: note.end.character - 1 };
    const open = await client.edit(uri, { start: quote, end: note.end }, '');
    const opening = rangeOf(client.text(uri), '"record number 2500');
    const lineEnd = client.text(uri).split('\n')[opening.start.line].length;
    assert.deepEqual(
      summary(open).filter((s) => s[1] === 'unexpected-end-of-string'),
      [
        [
          `${opening.start.line}:${opening.start.character}-${opening.start.line}:${lineEnd}`,
          'unexpected-end-of-string',
          1,
          'Unexpected end of string.',
        ],
      ],
    );
    assert.deepEqual(
      outside(open, note.start.line - 4, note.start.line + 2),
      outside(missing, note.start.line - 4, note.start.line + 2),
    );
    assert.deepEqual(
      summary(open),
      summary(await fresh(client, fixture, client.text(uri), 'f2.records.json')),
    );
    // Both undone: exactly the diagnostics of the opened document.
    await client.edit(uri, { start: quote, end: quote }, '"');
    const restored = await client.edit(uri, { start: comma, end: comma }, ',');
    assert.equal(client.text(uri), text);
    assert.deepEqual(summary(restored), summary(opened));
    await client.close(uri);
  });
});

function rangeString(r: Range): string {
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}
