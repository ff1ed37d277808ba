import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  CompletionItem,
  CompletionList,
  Diagnostic,
  TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { applyEdits, Client, cursorIn, Fixture } from './harness';

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    name: { type: 'string', description: 'The service name.' },
    mode: { enum: ['fast', 'slow'], enumDescriptions: ['Quick.', 'Careful.'] },
    port: { type: 'integer', default: 8080 },
    protocol: { enum: ['http', 'https'] },
    legacy: { type: 'boolean', deprecated: true },
    internal: { type: 'string', doNotSuggest: true },
    owner: {
      type: 'object',
      properties: { id: { type: 'integer' }, email: { type: 'string' } },
      required: ['id', 'email'],
    },
    tags: { type: 'array', items: { type: 'string' } },
    shape: { $ref: '#/$defs/shape' },
    card: { type: 'string' },
  },
  required: ['name'],
  if: { properties: { protocol: { const: 'https' } }, required: ['protocol'] },
  then: { properties: { certificate: { type: 'string' } }, required: ['certificate'] },
  dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
  unevaluatedProperties: false,
  $defs: {
    shape: {
      type: 'object',
      oneOf: [
        {
          properties: { kind: { const: 'circle' }, radius: { type: 'number', default: 1 } },
          required: ['kind', 'radius'],
        },
        {
          properties: { kind: { const: 'square' }, side: { type: 'number' } },
          required: ['kind', 'side'],
        },
      ],
    },
  },
};

const CLOSED = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  allOf: [{ properties: { inherited: { type: 'string' } } }],
  properties: { own: { type: 'string' }, Upper: {}, lower: {} },
  propertyNames: { pattern: '^[a-z]+$' },
  additionalProperties: false,
};

const LIMITED = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  properties: { a: {}, b: {} },
  maxProperties: 1,
};

const ORDER = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  properties: {
    status: { enum: ['open', 'shipped'] },
    shippedAt: { type: 'string' },
    note: { type: 'string' },
  },
  if: { properties: { status: { const: 'shipped' } }, required: ['status'] },
  then: { required: ['shippedAt'] },
  else: { not: { required: ['shippedAt'] } },
};

const EXTRAS = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  properties: {
    server: {
      type: 'object',
      properties: { host: { type: 'string' }, port: { type: 'integer' } },
      defaultSnippets: [
        {
          label: 'local server',
          description: 'On this machine.',
          body: { host: 'localhost', port: '^${1:8080}' },
        },
      ],
    },
    level: { type: ['string', 'null'], examples: ['debug', 'info'] },
  },
};

const CHAINS = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://example.com/tree',
  $dynamicAnchor: 'node',
  $ref: '#/$defs/labelled',
  properties: { children: { type: 'array', items: { $dynamicRef: '#node' } } },
  $defs: {
    labelled: { $ref: '#/$defs/named' },
    named: { properties: { label: { type: 'string' }, weight: { type: 'number' } }, required: ['label'] },
  },
};

const SNIPPET_CAPABILITIES = {
  workspace: { configuration: false, workspaceFolders: true },
  textDocument: {
    completion: { completionItem: { snippetSupport: true } },
    publishDiagnostics: { relatedInformation: true },
  },
};

/** Items as a client lists them: by sortText, then label. */
function listed(list: CompletionList | null): CompletionItem[] {
  return [...(list?.items ?? [])].sort((a, b) =>
    (a.sortText ?? a.label) === (b.sortText ?? b.label)
      ? a.label.localeCompare(b.label)
      : (a.sortText ?? a.label) < (b.sortText ?? b.label)
        ? -1
        : 1,
  );
}

function labels(list: CompletionList | null): string[] {
  return listed(list).map((i) => i.label);
}

/** What accepting an item with the default of every placeholder leaves in the document. */
function accept(text: string, item: CompletionItem): string {
  const edit = item.textEdit as TextEdit;
  const plain = edit.newText
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '');
  return applyEdits(text, [{ range: edit.range, newText: plain }, ...(item.additionalTextEdits ?? [])]);
}

function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${String(d.code)}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
  );
}

void describe('completion over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let plainClient: Client;
  let counter = 0;

  before(async () => {
    fixture = new Fixture({
      'schema.json': JSON.stringify(SCHEMA, null, 2),
      'closed.schema.json': JSON.stringify(CLOSED, null, 2),
      'limited.schema.json': JSON.stringify(LIMITED, null, 2),
      'chains.schema.json': JSON.stringify(CHAINS, null, 2),
      'order.schema.json': JSON.stringify(ORDER, null, 2),
      'extras.schema.json': JSON.stringify(EXTRAS, null, 2),
    });
    client = await Client.start({ rootUri: fixture.uri(''), capabilities: SNIPPET_CAPABILITIES });
    plainClient = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    await plainClient.stop();
    fixture.dispose();
  });

  async function complete(
    marked: string,
    on = client,
  ): Promise<{ text: string; uri: string; list: CompletionList | null }> {
    const { text, position } = cursorIn(marked);
    const uri = fixture.uri(`doc${++counter}.json`);
    await on.open(uri, text);
    const list = await on.request<CompletionList | null>('textDocument/completion', {
      textDocument: { uri },
      position,
    });
    return { text, uri, list };
  }

  void test('property names: required first, deprecated last, present and hidden names left out', async () => {
    const { list } = await complete('{\n  "$schema": "./schema.json",\n  |\n}\n');
    assert.deepEqual(labels(list), [
      'name',
      'mode',
      'port',
      'protocol',
      'owner',
      'tags',
      'shape',
      'card',
      'legacy',
    ]);
    const items = listed(list);
    assert.equal(items[0].detail, 'required · string');
    assert.deepEqual(items[8].tags, [1]);
    assert.deepEqual(
      items.map((i) => (i.textEdit as TextEdit).newText),
      [
        '"name": "$1"',
        '"mode": "${1|fast,slow|}"',
        '"port": ${1:8080}',
        '"protocol": "${1|http,https|}"',
        '"owner": {\n    "id": ${1:0},\n    "email": "$2"\n  }',
        '"tags": [$1]',
        '"shape": {\n    "kind": "${1:circle}",\n    "radius": ${2:1}\n  }',
        '"card": "$1"',
        '"legacy": ${1|false,true|}',
      ],
    );
    assert.deepEqual((items[0].textEdit as TextEdit).range, {
      start: { line: 2, character: 2 },
      end: { line: 2, character: 2 },
    });
    for (const item of items) {
      assert.equal(item.insertTextFormat, 2);
      assert.equal(item.insertTextMode, 1);
    }
  });

  void test('resolve gives the documentation: description and constraints', async () => {
    const { list } = await complete('{ "$schema": "./schema.json", | }');
    const name = listed(list).find((i) => i.label === 'name');
    assert.ok(name);
    const resolved = await client.request<CompletionItem>('completionItem/resolve', name);
    assert.deepEqual(resolved.documentation, {
      kind: 'markdown',
      value: 'The service name.\n\n_string · required_',
    });
  });

  void test('oneOf: a discriminator already present narrows the branches', async () => {
    const both = await complete('{ "$schema": "./schema.json", "name": "a", "shape": { | } }');
    assert.deepEqual(labels(both.list), ['kind', 'radius', 'side']);
    const circle = await complete(
      '{ "$schema": "./schema.json", "name": "a", "shape": { "kind": "circle", | } }',
    );
    assert.deepEqual(labels(circle.list), ['radius']);
    assert.equal(listed(circle.list)[0].detail, 'required · number');
    const square = await complete(
      '{ "$schema": "./schema.json", "name": "a", "shape": { "kind": "square", | } }',
    );
    assert.deepEqual(labels(square.list), ['side']);
  });

  void test('if/then/else: the branch the current content selects', async () => {
    const plain = await complete('{ "$schema": "./schema.json", "name": "a", "protocol": "http", | }');
    assert.ok(!labels(plain.list).includes('certificate'));
    const tls = await complete('{ "$schema": "./schema.json", "name": "a", "protocol": "https", | }');
    assert.deepEqual(labels(tls.list)[0], 'certificate');
    assert.equal(listed(tls.list)[0].detail, 'required · string');
  });

  void test('dependentSchemas of present properties', async () => {
    const without = await complete('{ "$schema": "./schema.json", "name": "a", | }');
    assert.ok(!labels(without.list).includes('billing'));
    const withCard = await complete('{ "$schema": "./schema.json", "name": "a", "card": "x", | }');
    assert.deepEqual(labels(withCard.list)[0], 'billing');
  });

  void test('closed objects: additionalProperties, propertyNames, maxProperties and a not reject names', async () => {
    const closed = await complete('{ "$schema": "./closed.schema.json", | }');
    // "inherited" is declared in allOf but the root's additionalProperties: false forbids it;
    // "Upper" breaks propertyNames.
    assert.deepEqual(labels(closed.list), ['own', 'lower']);
    const limited = await complete('{ "$schema": "./limited.schema.json", "a": 1, | }');
    assert.deepEqual(labels(limited.list), []);
    // A name that a "not" the object does not break yet would then forbid.
    const open = await complete('{ "$schema": "./order.schema.json", "status": "open", | }');
    assert.deepEqual(labels(open.list), ['note']);
    const shipped = await complete('{ "$schema": "./order.schema.json", "status": "shipped", | }');
    assert.deepEqual(labels(shipped.list), ['shippedAt', 'note']);
  });

  void test('$ref chains and $dynamicRef', async () => {
    const root = await complete('{ "$schema": "./chains.schema.json", | }');
    assert.deepEqual(labels(root.list), ['label', 'children', 'weight']);
    const nested = await complete(
      '{ "$schema": "./chains.schema.json", "label": "x", "children": [ { | } ] }',
    );
    assert.deepEqual(labels(nested.list), ['label', 'children', 'weight']);
  });

  void test('quotes, colon and commas: typed quote, bare word, following and preceding members', async () => {
    const quoted = await complete('{ "$schema": "./schema.json", "na|" }');
    const q = listed(quoted.list).find((i) => i.label === 'name');
    assert.equal(q?.filterText, '"name"');
    assert.equal(accept(quoted.text, q), '{ "$schema": "./schema.json", "name": "" }');
    const bare = await complete('{ "$schema": "./schema.json", na| }');
    const b = listed(bare.list).find((i) => i.label === 'name');
    assert.equal(b?.filterText, 'name');
    assert.equal(accept(bare.text, b), '{ "$schema": "./schema.json", "name": "" }');
    const following = await complete('{ "$schema": "./schema.json",\n  |\n  "port": 1\n}');
    const f = listed(following.list).find((i) => i.label === 'name');
    assert.equal(accept(following.text, f!), '{ "$schema": "./schema.json",\n  "name": "",\n  "port": 1\n}');
    const preceding = await complete('{ "$schema": "./schema.json" // the schema\n  |\n}');
    const p = listed(preceding.list).find((i) => i.label === 'name');
    assert.equal(accept(preceding.text, p!), '{ "$schema": "./schema.json", // the schema\n  "name": ""\n}');
    // Right after a closed object: the comma goes with the new text (two insertions at one place
    // would be ambiguous).
    const adjacent = await complete('{ "$schema": "./schema.json", "owner": {}| }');
    const a = listed(adjacent.list).find((i) => i.label === 'name');
    assert.deepEqual(a?.additionalTextEdits, []);
    assert.equal(accept(adjacent.text, a), '{ "$schema": "./schema.json", "owner": {}, "name": "" }');
    const renaming = await complete('{ "$schema": "./schema.json", "na|": "x" }');
    const r = listed(renaming.list).find((i) => i.label === 'name');
    assert.equal((r?.textEdit as TextEdit).newText, '"name"');
    assert.equal(accept(renaming.text, r!), '{ "$schema": "./schema.json", "name": "x" }');
  });

  void test('values: enum with descriptions, default, booleans', async () => {
    const mode = await complete('{ "$schema": "./schema.json", "mode": | }');
    assert.deepEqual(labels(mode.list), ['"fast"', '"slow"']);
    const fast = listed(mode.list)[0];
    const resolved = await client.request<CompletionItem>('completionItem/resolve', fast);
    assert.deepEqual(resolved.documentation, { kind: 'markdown', value: 'Quick.' });
    assert.equal(accept(mode.text, fast), '{ "$schema": "./schema.json", "mode": "fast" }');
    const typed = await complete('{ "$schema": "./schema.json", "mode": "sl|" }');
    const slow = listed(typed.list).find((i) => i.label === '"slow"');
    assert.equal(accept(typed.text, slow!), '{ "$schema": "./schema.json", "mode": "slow" }');
    const port = await complete('{ "$schema": "./schema.json", "port": |, "name": "a" }');
    assert.deepEqual(labels(port.list), ['8080']);
    const legacy = await complete('{ "$schema": "./schema.json", "legacy": |\n "name": "a" }');
    assert.deepEqual(labels(legacy.list), ['true', 'false']);
    assert.equal(
      accept(legacy.text, listed(legacy.list)[0]),
      '{ "$schema": "./schema.json", "legacy": true,\n "name": "a" }',
    );
    const kind = await complete('{ "$schema": "./schema.json", "shape": { "kind": | } }');
    assert.deepEqual(labels(kind.list), ['"circle"', '"square"']);
  });

  void test('defaultSnippets, examples and null', async () => {
    const names = await complete('{ "$schema": "./extras.schema.json",\n  |\n}');
    const snippet = listed(names.list).find((i) => i.label === 'local server');
    assert.equal(snippet?.kind, 15);
    assert.equal(
      (snippet?.textEdit as TextEdit).newText,
      '"server": {\n    "host": "localhost",\n    "port": ${1:8080}\n  }',
    );
    assert.equal(
      accept(names.text, snippet),
      '{ "$schema": "./extras.schema.json",\n  "server": {\n    "host": "localhost",\n    "port": 8080\n  }\n}',
    );
    const resolved = await client.request<CompletionItem>('completionItem/resolve', snippet);
    assert.deepEqual(resolved.documentation, { kind: 'markdown', value: 'On this machine.' });
    const level = await complete('{ "$schema": "./extras.schema.json", "level": | }');
    assert.deepEqual(labels(level.list), ['"debug"', '"info"', 'null']);
  });

  void test('beside VS Code’s JSON support without a schema: what it offers from the document is left to it', async () => {
    const vscodeLike = await Client.start({
      rootUri: fixture.uri(''),
      capabilities: SNIPPET_CAPABILITIES,
      initializationOptions: { builtInJsonLanguageFeatures: true },
      settings: {
        jsonObjectValidator: { schemas: [{ fileMatch: ['*.mapped.json'], url: './schema.json' }] },
      },
    });
    try {
      // VS Code offers "id" (the other "owner" object has it) and "fast" (the other "mode"): ours
      // offer only the rest. Another client gets everything from us.
      const names = '{ "name": "a", "shape": { "kind": "circle", "owner": { "id": 1 } }, "owner": { | } }';
      const values = '{ "name": "a", "shape": { "kind": "circle", "mode": "fast" }, "mode": | }';
      const at = async (marked: string, on: Client): Promise<string[]> => {
        const { text, position } = cursorIn(marked);
        const uri = fixture.uri(`doc${++counter}.mapped.json`);
        await on.open(uri, text);
        const list = await on.request<CompletionList | null>('textDocument/completion', {
          textDocument: { uri },
          position,
        });
        return labels(list);
      };
      assert.deepEqual(await at(names, vscodeLike), ['email']);
      assert.deepEqual(await at(values, vscodeLike), ['"slow"']);
      const other = await Client.start({
        rootUri: fixture.uri(''),
        capabilities: SNIPPET_CAPABILITIES,
        settings: {
          jsonObjectValidator: { schemas: [{ fileMatch: ['*.mapped.json'], url: './schema.json' }] },
        },
      });
      try {
        assert.deepEqual(await at(names, other), ['id', 'email']);
        assert.deepEqual(await at(values, other), ['"fast"', '"slow"']);
      } finally {
        await other.stop();
      }
    } finally {
      await vscodeLike.stop();
    }
  });

  void test('$schema: schema files of the workspace as relative paths, and meta-schemas', async () => {
    const { list } = await complete('{ "$schema": "|" }');
    assert.deepEqual(labels(list), [
      '"./chains.schema.json"',
      '"./closed.schema.json"',
      '"./extras.schema.json"',
      '"./limited.schema.json"',
      '"./order.schema.json"',
      '"./schema.json"',
      '"https://json-schema.org/draft/2020-12/schema"',
      '"https://json-schema.org/draft/2019-09/schema"',
      '"http://json-schema.org/draft-07/schema#"',
      '"http://json-schema.org/draft-06/schema#"',
      '"http://json-schema.org/draft-04/schema#"',
    ]);
  });

  void test('a large document: only the part around the cursor is parsed again, with the same answers', async () => {
    const records = Array.from({ length: 1000 }, (_, i) => ({
      name: `svc${i}`,
      protocol: 'https',
      certificate: 'c',
    }));
    fixture.write('many.schema.json', JSON.stringify({ type: 'array', items: SCHEMA }));
    const text = JSON.stringify(records, null, 2);
    assert.ok(text.length > 64 * 1024);
    const uri = fixture.uri('many.json');
    await client.changeSettings({
      jsonObjectValidator: { schemas: [{ fileMatch: ['many.json'], url: './many.schema.json' }] },
    });
    await client.open(uri, text);
    // Retype the key "protocol" of record 300: it is offered again (in the schema's order).
    const key = text.indexOf('"protocol"', text.indexOf('"svc300"'));
    const lines = TextDocument.create('x', 'json', 1, text);
    const keyRange = { start: lines.positionAt(key), end: lines.positionAt(key + '"protocol"'.length) };
    await client.sendEdits(uri, [{ range: keyRange, newText: '""' }]);
    const edited = client.text(uri);
    const { position } = cursorIn(`${edited.slice(0, key + 1)}|${edited.slice(key + 1)}`);
    const list = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri },
      position,
    });
    assert.deepEqual(labels(list), ['mode', 'port', 'protocol', 'owner', 'tags', 'shape', 'card', 'legacy']);
    assert.deepEqual((listed(list)[0].textEdit as TextEdit).range, {
      start: { line: position.line, character: position.character - 1 },
      end: { line: position.line, character: position.character + 1 },
    });
    // Between two records: a new item, a skeleton with the required name.
    const between = edited.indexOf('},', edited.indexOf('"svc450"')) + 2;
    const gap = cursorIn(`${edited.slice(0, between)}|${edited.slice(between)}`);
    const items = await client.request<CompletionList>('textDocument/completion', {
      textDocument: { uri },
      position: gap.position,
    });
    assert.deepEqual(labels(items), ['{}']);
    assert.equal((listed(items)[0].textEdit as TextEdit).newText, '{\n    "name": "$1"\n  },');
    await client.changeSettings({ jsonObjectValidator: {} });
  });

  void test('without snippet support: plain text, no tab stops', async () => {
    const { list } = await complete('{ "$schema": "./schema.json", | }', plainClient);
    const owner = listed(list).find((i) => i.label === 'owner');
    assert.equal(owner?.insertTextFormat, 1);
    assert.equal((owner?.textEdit as TextEdit).newText, '"owner": {\n  "id": 0,\n  "email": ""\n}');
  });

  void test('every accepted property leaves no new problem; a required one removes its problem', async () => {
    const marked = '{\n  "$schema": "./schema.json",\n  |\n}\n';
    const { text, uri, list } = await complete(marked);
    const before = problems(client.diagnostics.get(uri) ?? (await client.waitFor(uri, () => true, true)));
    // The empty line after a comma is where a property goes: until then, the comma trails.
    assert.deepEqual(before, [
      'trailing-comma: Trailing comma',
      'required: Missing required property "name".',
    ]);
    for (const item of listed(list)) {
      const accepted = accept(text, item);
      const after = problems(await client.open(fixture.uri(`accepted-${item.label}.json`), accepted));
      // Adding "card" makes "billing" required (dependentSchemas): the one new problem, by design.
      const expected =
        item.label === 'name'
          ? []
          : item.label === 'card'
            ? [
                before[1],
                'required: Missing required property "billing" (applies because "card" is present: dependentSchemas).',
              ]
            : [before[1]];
      assert.deepEqual(
        after.filter((p) => !p.startsWith('deprecated')),
        expected,
        `after accepting ${item.label}: ${accepted}`,
      );
    }
  });
});
