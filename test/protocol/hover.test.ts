import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CompletionList, Hover, LocationLink, MarkupContent } from 'vscode-languageserver-protocol/node';
import { Client, cursorIn, Fixture, rangeOf } from './harness';

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    name: { title: 'Name', type: 'string', description: 'The *service* name.', minLength: 1 },
    mode: {
      enum: ['fast', 'slow'],
      markdownEnumDescriptions: ['Runs **quickly**.', 'Runs carefully.'],
      default: 'fast',
    },
    retries: { type: 'integer', deprecationMessage: 'Use "retry" instead.' },
    shape: { $ref: '#/$defs/shape' },
    labels: {
      type: 'object',
      patternProperties: { '^x-': { type: 'string', description: 'An extension label.' } },
      additionalProperties: { type: 'number', description: 'A metric.' },
    },
  },
  required: ['name'],
  $defs: {
    shape: {
      oneOf: [
        {
          title: 'Circle',
          properties: { kind: { const: 'circle' }, size: { type: 'number', description: 'The radius.' } },
          required: ['kind'],
        },
        {
          title: 'Square',
          properties: { kind: { const: 'square' }, size: { type: 'number', description: 'The side.' } },
          required: ['kind'],
        },
      ],
    },
  },
};

const SCHEMA_TEXT = JSON.stringify(SCHEMA, null, 2);

function markdown(hover: Hover | null): string {
  return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

/** Zero-based line of the n-th occurrence of `needle` in the schema text. */
function schemaLine(needle: string, occurrence = 0): number {
  let offset = -1;
  for (let i = 0; i <= occurrence; i++) offset = SCHEMA_TEXT.indexOf(needle, offset + 1);
  return SCHEMA_TEXT.slice(0, offset).split('\n').length - 1;
}

void describe('hover and go to definition over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let counter = 0;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA_TEXT });
    client = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  async function at<R>(method: string, marked: string): Promise<{ text: string; uri: string; result: R }> {
    const { text, position } = cursorIn(marked);
    const uri = fixture.uri(`doc${++counter}.json`);
    await client.open(uri, text);
    const result = await client.request<R>(method, { textDocument: { uri }, position });
    return { text, uri, result };
  }

  void test('a key: title, description, constraints, a link to the declaration', async () => {
    const { text, result } = await at<Hover>(
      'textDocument/hover',
      '{ "$schema": "./schema.json", "na|me": "x" }',
    );
    const link = `[schema.json:${schemaLine('"name"') + 1}](${fixture.uri('schema.json')}#L${schemaLine('"name"') + 1})`;
    assert.equal(
      markdown(result),
      ['**Name**', 'The \\*service\\* name.', '`string · at least 1 character · required`', link].join(
        '\n\n',
      ),
    );
    assert.deepEqual(result.range, rangeOf(text, '"name"'));
  });

  void test('an enum value: its own description and the default', async () => {
    const { result } = await at<Hover>(
      'textDocument/hover',
      '{ "$schema": "./schema.json", "mode": "fa|st" }',
    );
    const value = markdown(result);
    assert.match(
      value,
      /^\*\*mode\*\*\n\n`one of "fast", "slow"`\n\nDefault: `"fast"`\n\n`"fast"`: Runs \*\*quickly\*\*\./,
    );
  });

  void test('deprecation', async () => {
    const { result } = await at<Hover>('textDocument/hover', '{ "$schema": "./schema.json", "ret|ries": 1 }');
    assert.match(markdown(result), /\*\*Deprecated:\*\* Use "retry" instead\./);
  });

  void test('several subschemas: what each says and which branch applies now', async () => {
    const { result } = await at<Hover>(
      'textDocument/hover',
      '{ "$schema": "./schema.json", "shape": { "kind": "square", "si|ze": 2 } }',
    );
    const lines = markdown(result).split('\n\n');
    assert.equal(lines[0], '**size**');
    assert.ok(
      lines.includes(
        '✗ `#/$defs/shape/oneOf/0/properties/size`: does not apply now (oneOf branch 0 of `#/$defs/shape`: Value must be "circle".)',
      ),
      markdown(result),
    );
    assert.ok(lines.includes('The radius.'));
    assert.ok(
      lines.includes(
        '✓ `#/$defs/shape/oneOf/1/properties/size`: applies now (oneOf branch 1 of `#/$defs/shape`)',
      ),
      markdown(result),
    );
    // Only the branch that applies is linked.
    assert.ok(lines[lines.length - 1].includes(`#L${schemaLine('"size"', 1) + 1}`), lines[lines.length - 1]);
  });

  void test('go to definition: the properties entry, through $ref and in the branch that applies', async () => {
    const { text, result } = await at<LocationLink[]>(
      'textDocument/definition',
      '{ "$schema": "./schema.json", "shape": { "kind": "circle", "si|ze": 2 } }',
    );
    assert.equal(result.length, 1);
    assert.equal(result[0].targetUri, fixture.uri('schema.json'));
    const line = schemaLine('"size"');
    assert.deepEqual(result[0].targetSelectionRange.start, {
      line,
      character: SCHEMA_TEXT.split('\n')[line].indexOf('"size"'),
    });
    assert.deepEqual(result[0].originSelectionRange, rangeOf(text, '"size"'));
  });

  void test('go to definition: patternProperties and from a value', async () => {
    const { result } = await at<LocationLink[]>(
      'textDocument/definition',
      '{ "$schema": "./schema.json", "labels": { "x-team": "co|re" } }',
    );
    assert.equal(result.length, 1);
    const line = schemaLine('"^x-"');
    assert.equal(result[0].targetSelectionRange.start.line, line);
  });

  void test('go to definition: additionalProperties for a name nothing else declares', async () => {
    const { result } = await at<LocationLink[]>(
      'textDocument/definition',
      '{ "$schema": "./schema.json", "labels": { "c|pu": 1 } }',
    );
    assert.equal(result.length, 1);
    assert.equal(result[0].targetSelectionRange.start.line, schemaLine('"additionalProperties"'));
  });

  void test('the built-in JSON support present: no completion or hover where it serves the document', async () => {
    const vscodeLike = await Client.start({
      rootUri: fixture.uri(''),
      initializationOptions: { builtInJsonLanguageFeatures: true },
      settings: {
        jsonObjectValidator: { schemas: [{ fileMatch: ['*.mapped.json'], url: './schema.json' }] },
      },
    });
    try {
      const own = cursorIn('{ "$schema": "./schema.json", "na|me": "x" }');
      const ownUri = fixture.uri('own.json');
      await vscodeLike.open(ownUri, own.text);
      const mapped = cursorIn('{ "na|me": "x" }');
      const mappedUri = fixture.uri('a.mapped.json');
      await vscodeLike.open(mappedUri, mapped.text);
      const hoverOwn = await vscodeLike.request<Hover | null>('textDocument/hover', {
        textDocument: { uri: ownUri },
        position: own.position,
      });
      const hoverMapped = await vscodeLike.request<Hover | null>('textDocument/hover', {
        textDocument: { uri: mappedUri },
        position: mapped.position,
      });
      assert.equal(hoverOwn, null);
      assert.match(markdown(hoverMapped), /^\*\*Name\*\*/);
      const completionOwn = await vscodeLike.request<CompletionList | null>('textDocument/completion', {
        textDocument: { uri: ownUri },
        position: own.position,
      });
      assert.equal(completionOwn, null);
      // Go to definition has no built-in twin: always on.
      const definition = await vscodeLike.request<LocationLink[] | null>('textDocument/definition', {
        textDocument: { uri: ownUri },
        position: own.position,
      });
      assert.equal(definition?.length, 1);
      await vscodeLike.changeSettings({ jsonObjectValidator: { languageFeatures: 'always' } });
      const always = await vscodeLike.request<Hover | null>('textDocument/hover', {
        textDocument: { uri: ownUri },
        position: own.position,
      });
      assert.match(markdown(always), /^\*\*Name\*\*/);
      await vscodeLike.changeSettings({ jsonObjectValidator: { languageFeatures: 'off' } });
      const off = await vscodeLike.request<Hover | null>('textDocument/hover', {
        textDocument: { uri: mappedUri },
        position: mapped.position,
      });
      assert.equal(off, null);
    } finally {
      await vscodeLike.stop();
    }
  });
});
