import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, summary } from './harness';

const WARNING = 2;
const ALL = { start: { line: 0, character: 0 }, end: { line: 99, character: 0 } };

const PITFALLS = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "allOf": [{ "properties": { "a": { "type": "string" } } }],
  "properties": { "b": { "type": "number" }, "c": true, "d": true, "e": true, "f": true, "kind": true, "x": true },
  "additionalProperties": false,
  "if": { "properties": { "kind": { "const": "x" } } },
  "then": { "required": ["x"] },
  "dependencies": { "c": ["d"], "e": { "required": ["f"] } }
}
`;

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => String(d.code));
}

void describe('checks in schema files over stdio', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({});
    client = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('pitfall warnings at the keyword, each with its mechanical fix applied and re-checked', async () => {
    const uri = fixture.uri('pitfalls.schema.json');
    const diagnostics = await client.open(uri, PITFALLS);
    assert.deepEqual(summary(diagnostics), [
      [
        '8:2-8:16',
        'dependencies-deprecated',
        WARNING,
        '"dependencies" is not a keyword in draft 2020-12 and is ignored. Move "c" to "dependentRequired" and "e" to "dependentSchemas".',
      ],
      [
        '5:2-5:24',
        'additional-properties-beside-combinator',
        WARNING,
        '"additionalProperties": false rejects "a", which is declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid. Use "unevaluatedProperties" instead of "additionalProperties", or redeclare it in this object\'s "properties" as true.',
      ],
      [
        '6:2-6:6',
        'if-without-required',
        WARNING,
        'This "if" tests "kind" but does not require it: an object without "kind" passes the "if", so "then" applies to it too. Add "kind" to the "if"\'s "required" so that "then" applies only when "kind" is present.',
      ],
    ]);
    // The Problems row is one or two sentences; the whole explanation stays with the diagnostic for
    // the hover, asides included.
    assert.deepEqual(
      diagnostics.map((d) => (d.data as { detail?: string }).detail),
      [
        '"dependencies" is not a keyword in draft 2020-12 and is ignored; move "c" to "dependentRequired" and "e" to "dependentSchemas".',
        '"additionalProperties": false rejects "a", which is declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid. Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare it in this object\'s "properties" as true.',
        undefined,
      ],
    );
    // Hovering the shortened warning shows the whole explanation.
    const hover = await client.request<{ contents: { kind: string; value: string } } | null>(
      'textDocument/hover',
      {
        textDocument: { uri },
        position: diagnostics[1].range.start,
      },
    );
    assert.ok(hover, 'a hover on the warning');
    assert.equal(hover.contents.kind, 'markdown');
    assert.ok(
      hover.contents.value.startsWith((diagnostics[1].data as { detail: string }).detail),
      hover.contents.value,
    );

    const steps: [title: string, remaining: string[]][] = [
      [
        'Split "dependencies" into "dependentRequired" and "dependentSchemas"',
        ['additional-properties-beside-combinator', 'if-without-required'],
      ],
      ['Replace "additionalProperties": false by "unevaluatedProperties": false', ['if-without-required']],
      ['Add "kind" to the "if"\'s "required"', []],
    ];
    for (const [title, remaining] of steps) {
      const actions = await client.codeActions(uri, ALL);
      const action = actions.find((a) => a.title === title);
      assert.ok(action, `${title} not in ${JSON.stringify(actions.map((a) => a.title))}`);
      assert.deepEqual(codes(await client.apply(action)), remaining);
    }
    assert.equal(
      client.text(uri),
      `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "allOf": [{ "properties": { "a": { "type": "string" } } }],
  "properties": { "b": { "type": "number" }, "c": true, "d": true, "e": true, "f": true, "kind": true, "x": true },
  "unevaluatedProperties": false,
  "if": { "properties": { "kind": { "const": "x" } }, "required": ["kind"] },
  "then": { "required": ["x"] },
  "dependentRequired": {
    "c": ["d"]
  },
  "dependentSchemas": {
    "e": {
      "required": ["f"]
    }
  }
}
`,
    );
  });

  void test('a file that documents use as their schema is checked as a schema, even without a meta-schema $schema', async () => {
    const schemaUri = fixture.uri('used-as-schema.json');
    const schemaText =
      '{\n  "type": "object",\n  "required": "name",\n  "patternProperties": { "([": true }\n}\n';
    fixture.write('used-as-schema.json', schemaText);
    // Opened first: nothing says it is a schema yet.
    assert.deepEqual(await client.open(schemaUri, schemaText), []);
    const checked = client.waitFor(schemaUri, (d) => d.length > 0);
    await client.open(fixture.uri('user.json'), '{ "$schema": "./used-as-schema.json" }');
    const diagnostics = await checked;
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.code, d.severity]),
      [
        [2, 'keyword-type', 1],
        [3, 'invalid-regex', 1],
      ],
    );
  });

  void test('a *.schema.json file is a schema at once (the catalog maps it to draft 7), checked in that draft', async () => {
    // No "$schema": the association's draft 7 applies, so "dependencies" is a keyword, not a pitfall.
    const text = '{\n  "required": "name",\n  "dependencies": { "a": ["b"] }\n}\n';
    const diagnostics = await client.open(fixture.uri('fresh.schema.json'), text);
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.code, d.severity]),
      [[1, 'keyword-type', 1]],
    );
  });

  void test('a $ref into another file is not flagged in the schema file; a missing local definition is', async () => {
    const text =
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "properties": {\n    "owner": { "$ref": "./people.schema.json#/$defs/owner" },\n    "team": { "$ref": "#/$defs/team" }\n  }\n}\n';
    const diagnostics = await client.open(fixture.uri('service.schema.json'), text);
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.code]),
      [[4, 'unresolvable-ref']],
    );
  });
});
