import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Fixture, rangeOf, summary } from './harness';

const SCHEMA = JSON.stringify(
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      name: { type: 'string' },
      version: { type: 'number', default: 1 },
      mode: { enum: ['fast', 'slow'] },
      address: {
        type: 'object',
        properties: { street: { type: 'string' }, city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
    },
    required: ['name', 'version'],
    additionalProperties: false,
  },
  null,
  2,
);

const ERROR = 1;
const WARNING = 2;
const INFORMATION = 3;

void describe('diagnostics over stdio', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({ rootUri: fixture.uri('') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('exact ranges, messages and codes; the root $schema is never "not allowed"', async () => {
    const uri = fixture.uri('a.json');
    const text = [
      '{',
      '  "$schema": "./schema.json",',
      '  "name": 3,',
      '  "mode": "fsat",',
      '  "address": { "street": "x", "zip": 1 },',
      '  "extra": true',
      '}',
      '',
    ].join('\n');
    const diagnostics = await client.open(uri, text);
    assert.deepEqual(summary(diagnostics), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "version".'],
      ['2:10-2:11', 'type', ERROR, 'Incorrect type: expected string, got integer.'],
      ['3:10-3:16', 'enum', ERROR, 'Value must be one of "fast", "slow". Did you mean "fast"?'],
      ['4:2-4:11', 'required', ERROR, 'Missing required property "city".'],
      [
        '4:30-4:35',
        'additionalProperties',
        ERROR,
        'Property "zip" is not allowed: the schema allows only "street", "city".',
      ],
      [
        '5:2-5:9',
        'additionalProperties',
        ERROR,
        'Property "extra" is not allowed: the schema allows only "name", "version", "mode", "address".',
      ],
    ]);
    for (const d of diagnostics) {
      assert.equal(d.source, 'json-object-validator');
      assert.match(d.codeDescription?.href ?? '', /^https:\/\/json-schema\.org\/understanding-json-schema\//);
    }
    // The squiggle links to the rule: the "version" entry of the root "required".
    const schemaLines = SCHEMA.split('\n');
    const requiredLine = schemaLines.findIndex((l) => l.includes('"required": ['));
    const versionLine = schemaLines.findIndex((l, i) => i > requiredLine && l.includes('"version"'));
    assert.deepEqual(diagnostics[0].relatedInformation, [
      {
        location: {
          uri: fixture.uri('schema.json'),
          range: {
            start: { line: versionLine, character: 4 },
            end: { line: versionLine, character: 13 },
          },
        },
        message: 'The rule: "required" in schema.json',
      },
    ]);
    assert.deepEqual(diagnostics[0].data, {
      kind: 'validation',
      keyword: 'required',
      instancePath: '',
      schemaPath: `${fixture.uri('schema.json')}#/required`,
      params: { missingProperty: 'version', placeholder: 1 },
    });
  });

  void test('syntax errors are reported and the parts that parsed are still validated', async () => {
    const uri = fixture.uri('broken.json');
    const text =
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 1,\n  "extra": 1,\n  "mode": \n}\n';
    const diagnostics = await client.open(uri, text);
    const codes = diagnostics.map((d) => d.code);
    assert.ok(
      codes.some(
        (c) => c !== 'additionalProperties' && diagnostics.find((d) => d.code === c)?.severity === ERROR,
      ),
    );
    const extra = diagnostics.find((d) => d.code === 'additionalProperties');
    assert.deepEqual(extra?.range, rangeOf(text, '"extra"'));
    const syntax = diagnostics.filter((d) => (d.data as { kind?: string } | undefined)?.kind === 'syntax');
    assert.equal(syntax.length >= 1, true);
    assert.equal(syntax[0].range.start.line, 6);
  });

  void test('comments are errors in JSON and fine in JSONC', async () => {
    const text = '{\n  // a comment\n  "$schema": "./schema.json", "name": "n", "version": 1\n}\n';
    const json = await client.open(fixture.uri('c.json'), text, 'json');
    assert.deepEqual(
      json.map((d) => [d.range.start.line, d.severity]),
      [[1, ERROR]],
    );
    const jsonc = await client.open(fixture.uri('c.jsonc'), text, 'jsonc');
    assert.deepEqual(jsonc, []);
  });

  void test('a large document with a duplicate key: exact diagnostics, the last value validated', async () => {
    // Over 1 MB and 60,000 lines, with non-ASCII text near the end: a slip in offsets would show.
    const filler = Array.from({ length: 60_000 }, (_, i) => `    "street ${i}"`).join(',\n');
    const lines = [
      '{',
      '  "$schema": "./schema.json",',
      '  "name": "big",',
      '  "mode": "fast",',
      '  "mode": "fsat",',
      '  "address": {',
      '    "street": [',
      filler,
      '    ],',
      '    "city": "Köln 𝄞"',
      '  },',
      '  "version": 1,',
      '  "extra": true',
      '}',
      '',
    ];
    const text = lines.join('\n').replace('"street": [', '"street": "x", "zip": [');
    assert.ok(text.length > 1 << 20);
    const diagnostics = await client.open(fixture.uri('big.json'), text);
    const at = (needle: string): string => {
      const r = rangeOf(text, needle);
      return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
    };
    assert.deepEqual(summary(diagnostics), [
      ['4:2-4:8', 'duplicate-key', WARNING, 'Duplicate object key "mode".'],
      ['4:10-4:16', 'enum', ERROR, 'Value must be one of "fast", "slow". Did you mean "fast"?'],
      [
        at('"zip"'),
        'additionalProperties',
        ERROR,
        'Property "zip" is not allowed: the schema allows only "street", "city".',
      ],
      [
        at('"extra"'),
        'additionalProperties',
        ERROR,
        'Property "extra" is not allowed: the schema allows only "name", "version", "mode", "address".',
      ],
    ]);
  });

  void test('a schema that cannot be loaded gives one diagnostic on the $schema value, saying why', async () => {
    const text = '{\n  "$schema": "./missing.schema.json",\n  "a": 1\n}\n';
    const diagnostics = await client.open(fixture.uri('m.json'), text);
    assert.deepEqual(summary(diagnostics), [
      [
        '1:13-1:36',
        'schema-load',
        ERROR,
        `The schema missing.schema.json cannot be used: the file does not exist. The document's "$schema" property names it.`,
      ],
    ]);
  });

  void test('an http $schema on an untrusted domain is not fetched: a warning that says which domain', async () => {
    const text = '{ "$schema": "https://example.com/s.json" }';
    const diagnostics = await client.open(fixture.uri('h.json'), text);
    assert.deepEqual(summary(diagnostics), [
      [
        '0:13-0:41', // the whole string token, quotes included
        'schema-load',
        WARNING,
        `The schema https://example.com/s.json is not downloaded: https://example.com/ is not a trusted domain ("jsonObjectValidator.schemaDownload.trustedDomains"). The document's "$schema" property names it.`,
      ],
    ]);
    assert.deepEqual(diagnostics[0].data, {
      kind: 'schema-load',
      url: 'https://example.com/s.json',
      domain: 'https://example.com/',
    });
  });

  void test('edits re-validate, and the newest edit wins', async () => {
    const uri = fixture.uri('e.json');
    const text = '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": 1\n}\n';
    assert.deepEqual(await client.open(uri, text), []);
    // Two quick edits: only the state after the second is published last.
    await client.sendEdits(uri, [{ range: rangeOf(text, '1\n'), newText: '"one"\n' }]);
    const next = client.waitFor(uri);
    await client.sendEdits(uri, [{ range: rangeOf(client.text(uri), '"one"'), newText: 'true' }]);
    const diagnostics = await next;
    assert.deepEqual(summary(diagnostics), [
      ['3:13-3:17', 'type', ERROR, 'Incorrect type: expected number, got boolean.'],
    ]);
    assert.equal(
      client.text(uri),
      '{\n  "$schema": "./schema.json",\n  "name": "n",\n  "version": true\n}\n',
    );
  });

  void test('closing a document clears its diagnostics', async () => {
    const uri = fixture.uri('close.json');
    const diagnostics = await client.open(uri, '{ "$schema": "./schema.json" }');
    assert.equal(diagnostics.length, 2);
    assert.deepEqual(await client.close(uri), []);
  });

  void test('a document without any schema gets no diagnostics beyond syntax', async () => {
    assert.deepEqual(await client.open(fixture.uri('plain.json'), '{ "anything": [1, 2] }'), []);
  });

  void test('duplicate keys are warnings', async () => {
    const text = '{ "$schema": "./schema.json", "name": "a", "version": 1, "name": "b" }';
    const diagnostics = await client.open(fixture.uri('dup.json'), text);
    assert.deepEqual(
      diagnostics.map((d) => [d.severity, d.range]),
      [[WARNING, rangeOf(text, '"name"', 1)]],
    );
    assert.notEqual(INFORMATION, WARNING);
  });

  void test('deprecated properties are warnings with the deprecated tag; the severity setting applies', async () => {
    const schema = JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      properties: {
        timeout: { type: 'number', deprecated: true },
        retries: { deprecationMessage: 'Use "retry.count" instead.' },
        slug: { type: 'string', pattern: '^[a-z]+$', patternErrorMessage: 'Lower-case letters only.' },
      },
    });
    fixture.write('deprecating.schema.json', schema);
    const text =
      '{\n  "$schema": "./deprecating.schema.json",\n  "timeout": 5,\n  "retries": 1,\n  "slug": "A"\n}\n';
    const uri = fixture.uri('deprecating.json');
    const diagnostics = await client.open(uri, text);
    assert.deepEqual(summary(diagnostics), [
      ['2:2-2:11', 'deprecated', WARNING, 'Property "timeout" is deprecated.'],
      ['3:2-3:11', 'deprecated', WARNING, 'Use "retry.count" instead.'],
      ['4:10-4:13', 'pattern', ERROR, 'Lower-case letters only.'],
    ]);
    assert.deepEqual(
      diagnostics.map((d) => d.tags),
      [[2], [2], undefined],
    );
    const updated = client.waitFor(uri, (d) => d.length === 1);
    await client.changeSettings({ jsonObjectValidator: { severity: { deprecated: 'off' } } });
    assert.deepEqual(
      summary(await updated).map((d) => d[1]),
      ['pattern'],
    );
    await client.changeSettings({ jsonObjectValidator: {} });
  });
});
