import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from 'jsonc-parser';
import { Client, Fixture, rangeOf, summary } from './harness';

const SCHEMA = JSON.stringify(
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $defs: {
      base: {
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        required: ['id'],
      },
      address: {
        type: 'object',
        properties: {
          street: { type: 'string' },
          city: { type: 'string' },
          zip: { type: 'string', pattern: '^[0-9]{5}$' },
        },
        required: ['street', 'city'],
      },
    },
    type: 'object',
    properties: {
      kind: { enum: ['person', 'company'] },
      address: { $ref: '#/$defs/address' },
      contact: {
        type: 'object',
        oneOf: [
          {
            properties: {
              kind: { const: 'email' },
              email: { type: 'string' },
              verified: { type: 'boolean' },
            },
            required: ['kind'],
          },
          {
            properties: { kind: { const: 'phone' }, phone: { type: 'string' }, country: { type: 'string' } },
            required: ['kind'],
          },
        ],
      },
      payment: {
        type: 'object',
        anyOf: [
          { properties: { card: { type: 'string' }, expiry: { type: 'string' } }, required: ['card'] },
          { properties: { iban: { type: 'string' }, bic: { type: 'string' } }, required: ['iban'] },
        ],
      },
      tags: {
        type: 'array',
        items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } },
      },
    },
    allOf: [{ $ref: '#/$defs/base' }],
    if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
    then: { properties: { vat: { type: 'string' }, employees: { type: 'integer', minimum: 1 } } },
    else: { properties: { birthday: { type: 'string' }, nickname: { type: 'string' } } },
  },
  null,
  2,
);

const PERSON = [
  '{',
  '  "nickname": "Bob", // what friends say',
  '  "zzz": true,',
  '  "contact": { "verified": true, "email": "bob@example.com", "kind": "email" },',
  '  // where Bob lives',
  '  "address": {',
  '    "zip": "1234",',
  '    "city": "Springfield",',
  '    "street": "Main St 1"',
  '  },',
  '  "name": "Bob",',
  '  "tags": [{ "value": "x", "key": "a" }, { "value": "y", "key": "b" }],',
  '  "kind": "person",',
  '  "birthday": "1990-01-01",',
  '  "$schema": "./schema.json",',
  '  "id": "seven"',
  '}',
  '',
].join('\n');

const PERSON_SORTED = [
  '{',
  '  "$schema": "./schema.json",',
  '  "kind": "person",',
  '  // where Bob lives',
  '  "address": {',
  '    "street": "Main St 1",',
  '    "city": "Springfield",',
  '    "zip": "1234"',
  '  },',
  '  "contact": { "kind": "email", "email": "bob@example.com", "verified": true },',
  '  "tags": [{ "key": "a", "value": "x" }, { "key": "b", "value": "y" }],',
  '  "id": "seven",',
  '  "name": "Bob",',
  '  "birthday": "1990-01-01",',
  '  "nickname": "Bob", // what friends say',
  '  "zzz": true',
  '}',
  '',
].join('\n');

const ALL = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function message(d: Diagnostic): string {
  return typeof d.message === 'string' ? d.message : d.message.value;
}

/** What stands at a range, as a value when it is one (so a sorted object equals its unsorted self). */
function at(text: string, range: Range): string {
  const doc = TextDocument.create('x', 'jsonc', 1, text);
  const slice = text.slice(doc.offsetAt(range.start), doc.offsetAt(range.end));
  const errors: unknown[] = [];
  const value: unknown = parse(slice, errors as never, { allowTrailingComma: true });
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return errors.length > 0 ? slice : JSON.stringify(canonical(value));
}

/** Problems as a set: code, message and the value they stand on (which moves with its property). */
function problemSet(text: string, diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${String(d.code)} | ${message(d)} | ${at(text, d.range)}`).sort();
}

void describe('Sort Properties in Schema Order over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let counter = 0;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: { jsonObjectValidator: { validationDelay: 0 } },
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  async function openDoc(
    text: string,
    languageId = 'jsonc',
  ): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
    const uri = fixture.uri(`doc${++counter}.${languageId === 'jsonc' ? 'jsonc' : 'json'}`);
    return { uri, diagnostics: await client.open(uri, text, languageId) };
  }

  async function sourceActions(uri: string, range: Range = ALL, only = ['source']): Promise<CodeAction[]> {
    return (await client.codeActions(uri, range, only)).filter((a) =>
      a.kind?.startsWith('source.sortBySchema'),
    );
  }

  async function sortCommand(
    uri: string,
    position?: Range['start'],
  ): Promise<{ changed: boolean; message: string }> {
    return client.request('workspace/executeCommand', {
      command: 'jsonObjectValidator.sortBySchema',
      arguments: position ? [uri, position] : [uri],
    });
  }

  void test('the server announces the source action kinds and the command', () => {
    const provider = client.serverCapabilities.codeActionProvider;
    assert.ok(typeof provider === 'object');
    assert.deepEqual(provider.codeActionKinds, [
      'quickfix',
      'source.fixAll.jsonObjectValidator',
      'source.sortBySchema.jsonObjectValidator',
      'source.sortBySchema.object.jsonObjectValidator',
    ]);
    assert.ok(
      client.serverCapabilities.executeCommandProvider?.commands.includes('jsonObjectValidator.sortBySchema'),
    );
  });

  void test('whole document: every object by the subschemas that apply to it ($ref, allOf, else, oneOf, array items); the problems move with their properties', async () => {
    const { uri, diagnostics } = await openDoc(PERSON);
    const problemsBefore = problemSet(PERSON, diagnostics);
    assert.deepEqual(
      diagnostics.map((d) => `${String(d.code)}: ${message(d)}`),
      [
        'type: Incorrect type: expected integer, got string.',
        'pattern: String "1234" does not match the pattern "^[0-9]{5}$".',
      ].sort(),
    );
    const actions = await sourceActions(uri);
    assert.deepEqual(
      actions.map((a) => [a.title, a.kind]),
      [
        ['Sort Properties in Schema Order', 'source.sortBySchema.jsonObjectValidator'],
        // At the top of the document the object at the cursor is the root: its members only.
        ['Sort Properties of This Object in Schema Order', 'source.sortBySchema.object.jsonObjectValidator'],
      ],
    );
    const sorted = await client.apply(actions[0]);
    assert.equal(client.text(uri), PERSON_SORTED);
    assert.deepEqual(problemSet(PERSON_SORTED, sorted), problemsBefore);
    // Exactly what a fresh validation of the sorted text gives.
    const fresh = await openDoc(PERSON_SORTED);
    assert.deepEqual(summary(sorted), summary(fresh.diagnostics));
    assert.deepEqual(await sourceActions(uri), [], 'sorted: nothing more to offer');
  });
  void test('the command sorts the whole document: then (if holds), the oneOf branch that holds, the anyOf branch that holds', async () => {
    const text = [
      '{',
      '  "employees": 0,',
      '  "vat": "DE1",',
      '  "payment": { "bic": "B", "expiry": "12/30", "iban": "I" },',
      '  "contact": { "country": "DE", "phone": "123", "kind": "phone" },',
      '  "kind": "company",',
      '  "id": 1,',
      '  "$schema": "./schema.json"',
      '}',
    ].join('\n');
    const { uri, diagnostics } = await openDoc(text, 'json');
    const problemsBefore = problemSet(text, diagnostics);
    assert.deepEqual(problemsBefore, [
      'minimum | Value 0 is out of range: it must be at least 1 (because "kind" is "company": the if/then at the schema\'s root). | 0',
    ]);
    const next = client.waitFor(uri);
    assert.deepEqual(await sortCommand(uri), {
      changed: true,
      message: 'Sorted the properties in schema order.',
    });
    const after = await next;
    assert.equal(
      client.text(uri),
      [
        '{',
        '  "$schema": "./schema.json",',
        '  "kind": "company",',
        '  "contact": { "kind": "phone", "phone": "123", "country": "DE" },',
        // Only the branch that holds gives the order: "expiry" (of the card branch) is not named.
        '  "payment": { "iban": "I", "bic": "B", "expiry": "12/30" },',
        '  "id": 1,',
        '  "vat": "DE1",',
        '  "employees": 0',
        '}',
      ].join('\n'),
    );
    assert.deepEqual(problemSet(client.text(uri), after), problemsBefore);
    assert.deepEqual(client.messages, [], 'a sort that changed the text says nothing');
  });

  void test('the object at the cursor: its members only, not the objects in it; never on save', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  "address": { "zip": "12345", "street": "S", "city": "C" },\n  "id": 1,\n  "tags": [{ "value": "x", "key": "a" }],\n  "kind": "person"\n}\n';
    const { uri } = await openDoc(text, 'json');
    const cursor = rangeOf(text, '"street"');
    const actions = await sourceActions(uri, cursor);
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Sort Properties in Schema Order', 'Sort Properties of This Object in Schema Order'],
    );
    // Only the lightbulb's plain request, or other kinds: no sort computed at all.
    assert.deepEqual(
      (await client.codeActions(uri, cursor)).filter((a) => a.kind?.startsWith('source')),
      [],
    );
    assert.deepEqual(await sourceActions(uri, cursor, ['source.fixAll']), []);
    assert.deepEqual(
      (await sourceActions(uri, cursor, ['source.sortBySchema.object.jsonObjectValidator'])).map(
        (a) => a.title,
      ),
      ['Sort Properties of This Object in Schema Order'],
    );
    // On save (an automatic request) only the whole document is offered: nobody pointed at an object.
    const automatic = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: cursor,
      context: { diagnostics: [], only: ['source.sortBySchema'], triggerKind: 2 },
    });
    assert.deepEqual(
      automatic.map((a) => a.title),
      ['Sort Properties in Schema Order'],
    );
    await client.apply(actions[1]);
    assert.equal(
      client.text(uri),
      text.replace(
        '{ "zip": "12345", "street": "S", "city": "C" }',
        '{ "street": "S", "city": "C", "zip": "12345" }',
      ),
    );
    // The command with a position does the same in an array item.
    const item = rangeOf(client.text(uri), '"key"').start;
    const next = client.waitFor(uri);
    assert.equal((await sortCommand(uri, item)).changed, true);
    await next;
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "address": { "street": "S", "city": "C", "zip": "12345" },\n  "id": 1,\n  "tags": [{ "key": "a", "value": "x" }],\n  "kind": "person"\n}\n',
    );
  });

  void test('comments, CRLF, tabs and a trailing comma are kept', async () => {
    const text =
      '{\r\n\t"id": 1, // the id\r\n\t/* the kind */\r\n\t"kind": "person",\r\n\t"$schema": "./schema.json",\r\n}\r\n';
    const { uri } = await openDoc(text);
    const next = client.waitFor(uri);
    assert.equal((await sortCommand(uri)).changed, true);
    await next;
    assert.equal(
      client.text(uri),
      '{\r\n\t"$schema": "./schema.json",\r\n\t/* the kind */\r\n\t"kind": "person",\r\n\t"id": 1, // the id\r\n}\r\n',
    );
  });

  void test('nothing to do, or nothing possible: no edit, and the person is told why', async () => {
    const cases: [string, string, string][] = [
      ['{ "$schema": "./schema.json", "kind": "person", "id": 1 }', 'json', 'Already in schema order.'],
      [
        '{ "$schema": "./schema.json", "id": 1, "kind": }',
        'json',
        'The document has syntax errors, so nothing was sorted: fix them first (line 1: Value expected).',
      ],
      ['{ "b": 1, "a": 2 }', 'json', 'No schema applies to this document, so there is no order to sort by.'],
    ];
    for (const [text, languageId, expected] of cases) {
      const { uri } = await openDoc(text, languageId);
      client.messages.length = 0;
      const edits = client.appliedEdits.length;
      assert.deepEqual(await sortCommand(uri), { changed: false, message: expected });
      assert.deepEqual(client.messages, [expected]);
      assert.equal(client.appliedEdits.length, edits, 'no edit was sent');
      assert.equal(client.text(uri), text);
      assert.deepEqual(await sourceActions(uri), []);
    }
    const { uri } = await openDoc('{ "$schema": "./schema.json", "kind": "person", "id": 1 }', 'json');
    assert.deepEqual(await sortCommand(uri, { line: 0, character: 0 }), {
      changed: false,
      message: 'Already in schema order.',
    });
  });

  void test('a document of 1 MB or more (on the document worker) is refused with a message', async () => {
    const records = Array.from({ length: 30_000 }, (_, i) => `{ "value": "v${i}", "key": "k${i}" }`);
    const text = `{ "tags": [${records.join(', ')}], "$schema": "./schema.json" }`;
    assert.ok(text.length > 1024 * 1024);
    const { uri } = await openDoc(text, 'json');
    assert.deepEqual(await sourceActions(uri), []);
    assert.deepEqual(await sortCommand(uri), {
      changed: false,
      message: `Documents of 1 MB or more are not sorted (this one has ${Math.round((text.length / 1024 / 1024) * 10) / 10} MB).`,
    });
    await client.close(uri);
  });

  void test('an editor that refuses the edit: the result says so', async () => {
    const { uri } = await openDoc('{ "id": 1, "$schema": "./schema.json" }', 'json');
    client.refuseEdits = 'the file is read-only';
    try {
      assert.deepEqual(await sortCommand(uri), {
        changed: false,
        message: 'The editor did not apply the sort: the file is read-only.',
      });
    } finally {
      client.refuseEdits = undefined;
    }
  });
});

void describe(
  'Sort Properties in Schema Order for a client of versioned edits that registers its commands',
  { timeout: 30_000 },
  () => {
    void test('the edit names the version it was made for; the command is not announced', async () => {
      const fixture = new Fixture({ 'schema.json': SCHEMA });
      const client = await Client.start({
        rootUri: fixture.uri(''),
        capabilities: { workspace: { applyEdit: true, workspaceEdit: { documentChanges: true } } },
        initializationOptions: { registerCommands: false },
      });
      try {
        assert.equal(client.serverCapabilities.executeCommandProvider, undefined);
        const uri = fixture.uri('doc.json');
        await client.open(uri, '{ "id": 1, "$schema": "./schema.json" }');
        const next = client.waitFor(uri);
        assert.equal(
          (
            await client.request<{ changed: boolean }>('workspace/executeCommand', {
              command: 'jsonObjectValidator.sortBySchema',
              arguments: [uri, null],
            })
          ).changed,
          true,
        );
        await next;
        assert.deepEqual(client.appliedEdits, [
          {
            documentChanges: [
              {
                textDocument: { uri, version: 1 },
                edits: [
                  {
                    range: { start: { line: 0, character: 2 }, end: { line: 0, character: 37 } },
                    newText: '"$schema": "./schema.json", "id": 1',
                  },
                ],
              },
            ],
          },
        ]);
        assert.equal(client.text(uri), '{ "$schema": "./schema.json", "id": 1 }');
      } finally {
        await client.stop();
        fixture.dispose();
      }
    });
  },
);
