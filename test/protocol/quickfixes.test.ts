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
    // JSONC allows comments, so the problem can also be suppressed.
    assert.deepEqual(titles(actions), [
      'Add missing required property "version"',
      'Suppress "required" on this line',
    ]);
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

const SERVICE = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['tls', 'limits', 'port', 'replicas', 'endpoints', 'mode'],
  properties: {
    tls: { $ref: '#/$defs/tls' },
    limits: {
      allOf: [
        { $ref: '#/$defs/limitsBase' },
        { required: ['memory'], properties: { memory: { type: 'string', examples: ['512Mi'] } } },
      ],
    },
    port: { type: 'integer', minimum: 1024 },
    replicas: { type: ['integer', 'null'], minimum: 1 },
    endpoints: { type: 'array', minItems: 1, items: { $ref: '#/$defs/endpoint' } },
    mode: { $ref: 'common.schema.json#/$defs/mode' },
    ratio: { type: 'number' },
    enabled: { type: 'boolean' },
    label: { type: 'string' },
    aliases: { type: 'array', items: { type: 'string' } },
    ports: { type: 'array', items: { type: 'integer' } },
  },
  $defs: {
    tls: {
      type: 'object',
      required: ['cert', 'key', 'ca'],
      properties: {
        cert: { type: 'string' },
        key: { type: 'string', default: 'tls.key' },
        ca: { $ref: '#/$defs/ca' },
      },
    },
    ca: { type: 'object', required: ['bundle'], properties: { bundle: { type: 'string', const: 'system' } } },
    limitsBase: {
      type: 'object',
      required: ['cpu'],
      properties: { cpu: { type: 'number', exclusiveMinimum: 0 } },
    },
    endpoint: { type: 'object', required: ['path'], properties: { path: { type: 'string', default: '/' } } },
  },
});

const COMMON = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $defs: { mode: { $ref: '#/$defs/modes' }, modes: { enum: ['blue-green', 'rolling'] } },
});

void describe('quick fixes from resolved subschemas, and type conversions', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let counter = 0;

  before(async () => {
    fixture = new Fixture({ 'service.schema.json': SERVICE, 'common.schema.json': COMMON });
    client = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  async function openDoc(text: string): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
    const uri = fixture.uri(`svc${++counter}.json`);
    return { uri, diagnostics: await client.open(uri, text, 'json') };
  }

  async function applyTitled(uri: string, title: string, range = FULL): Promise<Diagnostic[]> {
    const actions = await client.codeActions(uri, range);
    const action = actions.find((a) => a.title === title);
    assert.ok(action, `no action "${title}" among ${JSON.stringify(titles(actions))}`);
    return client.apply(action);
  }

  void test('missing properties get values from $ref, allOf, type arrays, bounds and nested required objects', async () => {
    const { uri, diagnostics } = await openDoc('{\n  "$schema": "./service.schema.json"\n}\n');
    assert.equal(diagnostics.length, 6);
    const actions = await client.codeActions(uri, diagnostics[0].range);
    const all = actions.find((a) => a.title === 'Add all missing required properties');
    assert.ok(all, JSON.stringify(titles(actions)));
    // Re-validating the result: every inserted value is valid, nested required objects included.
    assert.deepEqual(codes(await client.apply(all)), []);
    assert.deepEqual(JSON.parse(client.text(uri)), {
      $schema: './service.schema.json',
      tls: { cert: '', key: 'tls.key', ca: { bundle: 'system' } },
      limits: { cpu: 1, memory: '512Mi' },
      port: 1024,
      replicas: 1,
      endpoints: [{ path: '/' }],
      mode: 'blue-green',
    });
  });

  void test('one missing $ref\'d object gets {} with its own required properties, not ""', async () => {
    const text =
      '{\n  "$schema": "./service.schema.json",\n  "limits": { "cpu": 2, "memory": "1Gi" },\n  "port": 8080,\n  "replicas": null,\n  "endpoints": [{ "path": "/a" }],\n  "mode": "rolling"\n}\n';
    const { uri, diagnostics } = await openDoc(text);
    assert.deepEqual(codes(diagnostics), ['required: Missing required property "tls".']);
    assert.deepEqual(await applyTitled(uri, 'Add missing required property "tls"', diagnostics[0].range), []);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./service.schema.json",\n  "tls": {\n    "cert": "",\n    "key": "tls.key",\n    "ca": {\n      "bundle": "system"\n    }\n  },\n  "limits": { "cpu": 2, "memory": "1Gi" },\n  "port": 8080,\n  "replicas": null,\n  "endpoints": [{ "path": "/a" }],\n  "mode": "rolling"\n}\n',
    );
  });

  const VALID =
    '"tls": { "cert": "c", "key": "k", "ca": { "bundle": "system" } }, "limits": { "cpu": 1, "memory": "1Mi" }, "replicas": 2, "endpoints": [{ "path": "/" }], "mode": "rolling"';

  const conversions: { name: string; member: string; offered: string[]; title?: string; after?: string }[] = [
    {
      name: 'a numeric string to integer',
      member: '"port": "8080"',
      offered: ['Convert to integer'],
      title: 'Convert to integer',
      after: '"port": 8080',
    },
    { name: 'a decimal string is not an integer', member: '"port": "8080.5"', offered: [] },
    { name: 'a string that is not JSON number syntax', member: '"port": "0x1F"', offered: [] },
    { name: "a string beyond a double's precision", member: '"ratio": "0.12345678901234567"', offered: [] },
    {
      name: 'a decimal string to number',
      member: '"ratio": "0.25"',
      offered: ['Convert to number'],
      title: 'Convert to number',
      after: '"ratio": 0.25',
    },
    {
      name: '"true" to boolean',
      member: '"enabled": "true"',
      offered: ['Convert to boolean'],
      title: 'Convert to boolean',
      after: '"enabled": true',
    },
    { name: '"yes" is not a boolean', member: '"enabled": "yes"', offered: [] },
    {
      name: 'a number to string, as written',
      member: '"label": 12.50',
      offered: ['Convert to string'],
      title: 'Convert to string',
      after: '"label": "12.50"',
    },
    {
      name: 'a string into an array of strings',
      member: '"aliases": "svc"',
      offered: ['Wrap in array'],
      title: 'Wrap in array',
      after: '"aliases": ["svc"]',
    },
    { name: 'no wrap where the items would be wrong', member: '"ports": "80"', offered: [] },
  ];
  for (const c of conversions) {
    void test(`type fix: ${c.name}`, async () => {
      const text = `{ "$schema": "./service.schema.json", ${VALID}, "port": 1024, ${c.member} }`.replace(
        c.member.startsWith('"port"') ? '"port": 1024, ' : '\u0000',
        '',
      );
      const { uri, diagnostics } = await openDoc(text);
      assert.equal(diagnostics.length, 1, codes(diagnostics).join('\n'));
      assert.equal(diagnostics[0].code, 'type');
      const actions = await client.codeActions(uri, diagnostics[0].range);
      assert.deepEqual(
        titles(actions).filter((t) => /^(Convert to|Wrap in)/.test(t)),
        c.offered,
      );
      if (!c.title || !c.after) return;
      assert.deepEqual(await applyTitled(uri, c.title, diagnostics[0].range), []);
      assert.equal(client.text(uri), text.replace(c.member, c.after));
    });
  }
});

void describe(
  'the branch a person meant, and its quick fix (an ESLint rule level)',
  { timeout: 30_000 },
  () => {
    const RULES = JSON.stringify({
      definitions: {
        rule: {
          oneOf: [
            { type: 'integer', minimum: 0, maximum: 2 },
            { type: 'string', enum: ['off', 'warn', 'error'] },
            { type: 'array' },
          ],
        },
      },
      type: 'object',
      properties: { rules: { type: 'object', additionalProperties: { $ref: '#/definitions/rule' } } },
    });
    let fixture: Fixture;
    let client: Client;

    before(async () => {
      fixture = new Fixture({ 'eslintrc.schema.json': RULES });
      client = await Client.start({ rootUri: fixture.uri('') });
    });
    after(async () => {
      await client.stop();
      fixture.dispose();
    });

    void test('"warning" is told the three words and offered "warn" first; "3" is told the range', async () => {
      const text =
        '{\n  "$schema": "./eslintrc.schema.json",\n  "rules": {\n    "no-unused-vars": "warning",\n    "eqeqeq": 3\n  }\n}\n';
      const uri = fixture.uri('.eslintrc.json');
      const diagnostics = await client.open(uri, text, 'json');
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.range, d.message]),
        [
          [
            'enum',
            rangeOf(text, '"warning"'),
            'Value must be one of "off", "warn", "error", or an integer from 0 to 2, or an array. Did you mean "warn"?',
          ],
          [
            'maximum',
            rangeOf(text, '3'),
            'Value 3 must be an integer from 0 to 2, or one of "off", "warn", "error", or an array.',
          ],
        ],
      );
      const actions = await client.codeActions(uri, diagnostics[0].range);
      assert.deepEqual(titles(actions).slice(0, 3), [
        'Replace with "warn"',
        'Replace with "off"',
        'Replace with "error"',
      ]);
      assert.equal(actions[0].isPreferred, true);
      const remaining = await client.apply(actions[0]);
      assert.deepEqual(
        remaining.map((d) => d.code),
        ['maximum'],
      );
      assert.match(client.text(uri), /"no-unused-vars": "warn",/);
    });
  },
);
