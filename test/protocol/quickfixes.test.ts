import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, rangeOf } from './harness';

const SCHEMA = JSON.stringify(
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      name: { type: 'string' },
      version: { type: 'number', default: 1 },
      mode: { enum: ['fast', 'slow'] },
      kind: { const: 'service' },
      tags: { type: 'array', examples: [['a']] },
      billing_address: { type: 'string' },
      credit_card: { type: 'string' },
      owner: {
        type: 'object',
        properties: { id: { type: 'integer' }, email: { type: 'string' } },
        required: ['id', 'email'],
      },
    },
    required: ['name', 'version', 'kind'],
    dependentRequired: { credit_card: ['billing_address'] },
    additionalProperties: false,
  },
  null,
  2,
);

const FULL = { start: { line: 0, character: 0 }, end: { line: 999, character: 0 } };

function titles(actions: CodeAction[]): string[] {
  return actions.map((a) => a.title);
}

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${String(d.code)}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
  );
}

void describe('quick fixes over stdio', { timeout: 30_000 }, () => {
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

  async function openDoc(
    text: string,
    languageId = 'json',
  ): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
    const uri = fixture.uri(`doc${++counter}.${languageId}`);
    return { uri, diagnostics: await client.open(uri, text, languageId) };
  }

  async function applyTitled(uri: string, title: string, range = FULL): Promise<Diagnostic[]> {
    const actions = await client.codeActions(uri, range);
    const action = actions.find((a) => a.title === title);
    assert.ok(action, `no action "${title}" among ${JSON.stringify(titles(actions))}`);
    return client.apply(action);
  }

  void test('add one missing property: default value, schema order, comments kept', async () => {
    const text = '{\n  "$schema": "./schema.json",\n  "name": "svc", // the name\n  "kind": "service"\n}\n';
    const { uri, diagnostics } = await openDoc(text, 'jsonc');
    assert.deepEqual(codes(diagnostics), ['required: Missing required property "version".']);
    const actions = await client.codeActions(uri, diagnostics[0].range);
    assert.deepEqual(titles(actions), ['Add missing required property "version"']);
    assert.equal(actions[0].isPreferred, true);
    assert.deepEqual(
      actions[0].diagnostics?.map((d) => d.message),
      ['Missing required property "version".'],
    );
    assert.deepEqual(await client.apply(actions[0]), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "name": "svc", // the name\n  "version": 1,\n  "kind": "service"\n}\n',
    );
  });

  void test('add all missing required properties in one edit (const, type placeholder, nested object)', async () => {
    const text = '{\n    "$schema": "./schema.json",\n    "owner": {}\n}\n';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(codes(diagnostics), [
      'required: Missing required property "name".',
      'required: Missing required property "version".',
      'required: Missing required property "kind".',
      'required: Missing required property "id".',
      'required: Missing required property "email".',
    ]);
    const rootActions = await client.codeActions(uri, diagnostics[0].range);
    assert.deepEqual(titles(rootActions), [
      'Add missing required property "name"',
      'Add all missing required properties',
      'Add missing required property "version"',
      'Add missing required property "kind"',
    ]);
    const remaining = await client.apply(rootActions[1]);
    assert.equal(
      client.text(uri),
      '{\n    "$schema": "./schema.json",\n    "name": "",\n    "version": 1,\n    "kind": "service",\n    "owner": {}\n}\n',
    );
    assert.deepEqual(codes(remaining), [
      'required: Missing required property "id".',
      'required: Missing required property "email".',
    ]);
    assert.deepEqual(await applyTitled(uri, 'Add all missing required properties', remaining[0].range), []);
    assert.equal(
      client.text(uri),
      '{\n    "$schema": "./schema.json",\n    "name": "",\n    "version": 1,\n    "kind": "service",\n    "owner": {\n        "id": 0,\n        "email": ""\n    }\n}\n',
    );
  });

  void test('rename a misspelt property ("Did you mean ...?") and remove one that is not allowed', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 2,\n  "kind": "service",\n  "billing_adress": "Main St 1",\n  "colour": "red"\n}\n';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(codes(diagnostics), [
      'additionalProperties: Property "billing_adress" is not allowed: the schema allows only "name", "version", "mode", "kind", "tags", "billing_address", "credit_card", "owner". Did you mean "billing_address"?',
      'additionalProperties: Property "colour" is not allowed: the schema allows only "name", "version", "mode", "kind", "tags", "billing_address", "credit_card", "owner".',
    ]);
    const actions = await client.codeActions(uri, diagnostics[0].range);
    assert.deepEqual(titles(actions), [
      "Did you mean 'billing_address'? Rename 'billing_adress'",
      'Remove property "billing_adress"',
    ]);
    const afterRename = await client.apply(actions[0]);
    assert.equal(afterRename.length, 1);
    const colour = await client.codeActions(uri, afterRename[0].range);
    assert.deepEqual(titles(colour), ['Remove property "colour"']);
    assert.deepEqual(await client.apply(colour[0]), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 2,\n  "kind": "service",\n  "billing_address": "Main St 1"\n}\n',
    );
  });

  void test('no rename is offered where the message suggests none (three edits from "credit_card")', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 2,\n  "kind": "service",\n  "credit_cardxyz": 1\n}\n';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(codes(diagnostics), [
      'additionalProperties: Property "credit_cardxyz" is not allowed: the schema allows only "name", "version", "mode", "kind", "tags", "billing_address", "credit_card", "owner".',
    ]);
    assert.deepEqual(titles(await client.codeActions(uri, diagnostics[0].range)), [
      'Remove property "credit_cardxyz"',
    ]);
  });

  void test('replace a value with an allowed enum or const value', async () => {
    const text = '{ "$schema": "./schema.json", "name": "n", "version": 1, "kind": "svc", "mode": "fsat" }';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.range]),
      [
        ['const', rangeOf(text, '"svc"')],
        ['enum', rangeOf(text, '"fsat"')],
      ],
    );
    assert.deepEqual(titles(await client.codeActions(uri, diagnostics[1].range)), [
      'Replace with "fast"',
      'Replace with "slow"',
    ]);
    const remaining = await applyTitled(uri, 'Replace with "slow"', diagnostics[1].range);
    assert.deepEqual(
      remaining.map((d) => d.code),
      ['const'],
    );
    assert.deepEqual(await applyTitled(uri, 'Replace with "service"', remaining[0].range), []);
    assert.equal(
      client.text(uri),
      '{ "$schema": "./schema.json", "name": "n", "version": 1, "kind": "service", "mode": "slow" }',
    );
  });

  void test('add the property that dependentRequired asks for', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 1,\n  "kind": "service",\n  "credit_card": "4111"\n}';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['dependentRequired'],
    );
    assert.deepEqual(await applyTitled(uri, 'Add property "billing_address" required by "credit_card"'), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 1,\n  "kind": "service",\n  "billing_address": "",\n  "credit_card": "4111"\n}',
    );
  });

  void test('fix all: every unambiguous fix in one source action', async () => {
    const text =
      '{\n  "$schema": "./schema.json",\n  "nmae": "x",\n  "kind": "svc",\n  "owner": { "id": 1 }\n}\n';
    const { uri, diagnostics } = await openDoc(text);
    assert.equal(diagnostics.length, 5);
    const actions = await client.codeActions(uri, FULL, ['source.fixAll']);
    assert.deepEqual(titles(actions), [
      'Fix all JSON Object Validator problems that have an unambiguous fix',
    ]);
    assert.equal(actions[0].kind, 'source.fixAll.jsonObjectValidator');
    assert.deepEqual(await client.apply(actions[0]), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "name": "x",\n  "version": 1,\n  "kind": "service",\n  "owner": { "id": 1, "email": "" }\n}\n',
    );
  });

  void test('no fix for a range without problems', async () => {
    const text = '{ "$schema": "./schema.json", "name": "n", "version": 1, "kind": "service" }';
    const { uri } = await openDoc(text);
    assert.deepEqual(await client.codeActions(uri, rangeOf(text, '"name"')), []);
  });
});
