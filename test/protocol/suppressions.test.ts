import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticTag } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, rangeOf, summary } from './harness';

const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { name: { type: 'string' }, port: { type: 'integer' } },
  additionalProperties: false,
});

void describe('suppression comments over stdio', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let counter = 0;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  function uriFor(languageId: string): string {
    return fixture.uri(`doc${++counter}.${languageId}`);
  }

  void test('a suppressed problem is gone; an unused comment is a faded hint', async () => {
    const text = [
      '{',
      '  "$schema": "./schema.json",',
      '  // json-object-validator-disable-next-line additionalProperties',
      '  "extra": 1,',
      '  // json-object-validator-disable-next-line required',
      '  "port": "80"',
      '}',
    ].join('\n');
    const diagnostics = await client.open(uriFor('jsonc'), text, 'jsonc');
    assert.deepEqual(summary(diagnostics), [
      ['5:10-5:14', 'type', 1, 'Incorrect type: expected integer, got string.'],
      ['4:2-4:53', 'unused-suppression', 4, 'This comment suppresses no problem.'],
    ]);
    const hint = diagnostics[1];
    assert.deepEqual(hint.range, rangeOf(text, '// json-object-validator-disable-next-line required'));
    assert.deepEqual(hint.tags, [DiagnosticTag.Unnecessary]);
  });

  void test('a region suppresses up to its enable', async () => {
    const text = [
      '{',
      '  "$schema": "./schema.json",',
      '  /* json-object-validator-disable */',
      '  "a": 1,',
      '  /* json-object-validator-enable */',
      '  "b": 2',
      '}',
    ].join('\n');
    const diagnostics = await client.open(uriFor('jsonc'), text, 'jsonc');
    assert.deepEqual(summary(diagnostics), [
      [
        '5:2-5:5',
        'additionalProperties',
        1,
        'Property "b" is not allowed: the schema allows only "name", "port".',
      ],
    ]);
  });

  void test('in JSON, where comments are errors, nothing is suppressed', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  // json-object-validator-disable-next-line\n  "a": 1\n}';
    const diagnostics = await client.open(uriFor('json'), text, 'json');
    assert.deepEqual(
      summary(diagnostics).map((d) => d[1]),
      ['comment-not-permitted', 'additionalProperties'],
    );
  });

  void test('the quick fix adds the comment with the line indentation, and the problem goes', async () => {
    const text = '{\n  "$schema": "./schema.json",\n    "port": "80"\n}';
    const uri = uriFor('jsonc');
    const diagnostics = await client.open(uri, text, 'jsonc');
    assert.deepEqual(summary(diagnostics), [
      ['2:12-2:16', 'type', 1, 'Incorrect type: expected integer, got string.'],
    ]);
    const actions = await client.codeActions(uri, diagnostics[0].range);
    const action = actions.find((a) => a.title === 'Suppress "type" on this line');
    assert.ok(action, JSON.stringify(actions.map((a) => a.title)));
    assert.equal(action.kind, 'quickfix');
    assert.deepEqual(action.edit?.changes?.[uri], [
      {
        range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } },
        newText: '    // json-object-validator-disable-next-line type\n',
      },
    ]);
    assert.deepEqual(summary(await client.apply(action)), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n    // json-object-validator-disable-next-line type\n    "port": "80"\n}',
    );
  });

  const joined: [string, string, string][] = [
    ['a second keyword joins the comment already above the line', 'required', 'required, type'],
    ['a keyword joins the list before the reason', 'required -- old data', 'required, type -- old data'],
  ];
  for (const [name, before, after] of joined) {
    void test(name, async () => {
      const line = (rest: string): string =>
        `{\n  "$schema": "./schema.json",\n  // json-object-validator-disable-next-line ${rest}\n  "port": "80"\n}`;
      const uri = uriFor('jsonc');
      const diagnostics = await client.open(uri, line(before), 'jsonc');
      const type = diagnostics.find((d) => d.code === 'type');
      assert.ok(type);
      const action = (await client.codeActions(uri, type.range)).find(
        (a) => a.title === 'Suppress "type" on this line',
      );
      assert.ok(action);
      assert.deepEqual(summary(await client.apply(action)), []);
      assert.equal(client.text(uri), line(after));
    });
  }

  void test('the quick fix on an unused comment removes its line', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  // json-object-validator-disable-next-line\n  "port": 80\n}';
    const uri = uriFor('jsonc');
    const diagnostics = await client.open(uri, text, 'jsonc');
    assert.deepEqual(summary(diagnostics), [
      ['2:2-2:44', 'unused-suppression', 4, 'This comment suppresses no problem.'],
    ]);
    const action = (await client.codeActions(uri, diagnostics[0].range)).find(
      (a) => a.title === 'Remove unused suppression comment',
    );
    assert.ok(action);
    assert.deepEqual(action.edit?.changes?.[uri], [
      { range: { start: { line: 2, character: 0 }, end: { line: 3, character: 0 } }, newText: '' },
    ]);
    assert.deepEqual(summary(await client.apply(action)), []);
    assert.equal(client.text(uri), '{\n  "$schema": "./schema.json",\n  "port": 80\n}');
  });
});
