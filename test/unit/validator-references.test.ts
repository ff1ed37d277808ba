// References: pointers with escapes, embedded resources, anchors, remote documents, meta-schemas,
// dynamic references, and the problems for unresolvable and cyclic references.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { CompileOptions, JsonValue, SchemaProblem } from '../../shared/src/types';

function outcome(schema: JsonValue, data: JsonValue, options?: CompileOptions): boolean {
  return compile(schema, options).validate(data).valid;
}

function problemCodes(problems: SchemaProblem[]): [string, string, string][] {
  return problems.map((p) => [p.code, p.pointer, p.severity]);
}

void describe('reference resolution', () => {
  const table: {
    name: string;
    schema: JsonValue;
    valid: JsonValue[];
    invalid: JsonValue[];
    options?: CompileOptions;
  }[] = [
    {
      name: 'pointer with ~0, ~1 and percent-escapes',
      schema: JSON.parse(
        '{"$defs":{"a/b":{"type":"string"},"c~d":{"type":"number"},"e%f":{"type":"boolean"}},' +
          '"properties":{"x":{"$ref":"#/$defs/a~1b"},"y":{"$ref":"#/$defs/c~0d"},"z":{"$ref":"#/$defs/e%25f"}}}',
      ) as JsonValue,
      valid: [{ x: 's', y: 1, z: true }],
      invalid: [{ x: 1 }, { y: 's' }, { z: 0 }],
    },
    {
      name: 'embedded $id resource with a relative reference',
      schema: {
        $id: 'https://example.com/root.json',
        $defs: { item: { $id: 'item.json', type: 'integer' } },
        properties: { n: { $ref: 'item.json' } },
      },
      valid: [{ n: 1 }],
      invalid: [{ n: 'x' }],
    },
    {
      name: 'URN $id and a fragment pointer against it',
      schema: {
        $id: 'urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed',
        $defs: { s: { type: 'string' } },
        properties: { a: { $ref: 'urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed#/$defs/s' } },
      },
      valid: [{ a: 'x' }],
      invalid: [{ a: 1 }],
    },
    {
      name: '$anchor',
      schema: { $defs: { s: { $anchor: 'str', type: 'string' } }, items: { $ref: '#str' } },
      valid: [['a']],
      invalid: [[1]],
    },
    {
      name: 'draft-4 id and a #name identifier',
      schema: {
        $schema: 'http://json-schema.org/draft-04/schema#',
        definitions: { s: { id: '#str', type: 'string' } },
        items: { $ref: '#str' },
      },
      valid: [['a']],
      invalid: [[1]],
    },
    {
      name: 'remote documents through options.schemas',
      schema: { $ref: 'https://example.com/defs.json#/$defs/positive' },
      options: {
        schemas: { 'https://example.com/defs.json': { $defs: { positive: { type: 'number', minimum: 0 } } } },
      },
      valid: [1],
      invalid: [-1],
    },
    {
      name: 'a bundled meta-schema validates schemas offline',
      schema: { $ref: 'https://json-schema.org/draft/2020-12/schema' },
      valid: [{ type: 'string' }, true],
      invalid: [{ type: 12 }, { properties: { a: 1 } }],
    },
    {
      name: 'draft-07 meta-schema through $schema-style URI with https',
      schema: { $ref: 'https://json-schema.org/draft-07/schema#' },
      valid: [{ minimum: 1 }],
      invalid: [{ minimum: 'one' }],
    },
    {
      name: '$ref siblings are ignored in draft 7',
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $defs: { a: {} },
        $ref: '#/$defs/a',
        type: 'string',
      },
      valid: [1],
      invalid: [],
    },
    {
      name: '$ref siblings apply from 2019-09',
      schema: {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        $defs: { a: {} },
        $ref: '#/$defs/a',
        type: 'string',
      },
      valid: ['x'],
      invalid: [1],
    },
    {
      name: '$dynamicRef resolves to the outermost $dynamicAnchor',
      schema: {
        $id: 'https://example.com/strict-list',
        $ref: 'list',
        $defs: {
          item: { $dynamicAnchor: 'item', type: 'string' },
          list: { $id: 'list', $defs: { item: { $dynamicAnchor: 'item' } }, items: { $dynamicRef: '#item' } },
        },
      },
      valid: [['a']],
      invalid: [[1]],
    },
    {
      name: 'recursion with progress is not a cycle',
      schema: { properties: { children: { items: { $ref: '#' } }, name: { type: 'string' } } },
      valid: [{ name: 'a', children: [{ name: 'b', children: [] }] }],
      invalid: [{ children: [{ name: 1 }] }],
    },
  ];
  for (const c of table) {
    void test(c.name, () => {
      const compiled = compile(c.schema, c.options);
      assert.deepEqual(compiled.problems, []);
      assert.deepEqual(compiled.missingReferences, []);
      for (const v of c.valid) assert.equal(compiled.validate(v).valid, true, `valid: ${JSON.stringify(v)}`);
      for (const v of c.invalid) {
        assert.equal(compiled.validate(v).valid, false, `invalid: ${JSON.stringify(v)}`);
      }
    });
  }
});

void describe('reference problems', () => {
  void test('an unresolvable remote reference is a problem, a missing reference and an error when reached', () => {
    const compiled = compile({ properties: { a: { $ref: 'https://example.com/missing.json#/x' } } });
    assert.deepEqual(problemCodes(compiled.problems), [['unresolvable-ref', '/properties/a/$ref', 'error']]);
    assert.deepEqual(compiled.missingReferences, ['https://example.com/missing.json']);
    assert.deepEqual(compiled.validate({}).valid, true);
    const result = compiled.validate({ a: 1 });
    assert.deepEqual(
      result.errors.map((e) => [e.keyword, e.instancePath, e.schemaPath, e.message]),
      [
        [
          '$ref',
          '/a',
          '#/properties/a/$ref',
          'Cannot check this value: the reference "https://example.com/missing.json#/x" cannot be resolved.',
        ],
      ],
    );
  });

  void test('a pointer into nothing is unresolvable but nothing is missing', () => {
    const compiled = compile({ $ref: '#/$defs/nope' });
    assert.deepEqual(problemCodes(compiled.problems), [['unresolvable-ref', '/$ref', 'error']]);
    assert.deepEqual(compiled.missingReferences, []);
  });

  void test('$ref to itself is a cyclic-ref problem and an error, never a stack overflow', () => {
    const compiled = compile({ $ref: '#' });
    assert.deepEqual(problemCodes(compiled.problems), [['cyclic-ref', '/$ref', 'error']]);
    assert.deepEqual(
      compiled.validate(1).errors.map((e) => [e.keyword, e.schemaPath, e.message]),
      [
        [
          '$ref',
          '#/$ref',
          'Cannot check this value: the reference "#" leads back to itself without checking anything.',
        ],
      ],
    );
  });

  void test('a -> b -> a through allOf is a cycle', () => {
    const compiled = compile({
      $defs: { a: { $ref: '#/$defs/b' }, b: { allOf: [{ $ref: '#/$defs/a' }] } },
      properties: { x: { $ref: '#/$defs/a' } },
    });
    assert.deepEqual(problemCodes(compiled.problems), [['cyclic-ref', '/$defs/b/allOf/0/$ref', 'error']]);
    assert.equal(
      compiled.problems[0]?.message,
      'Reference cycle without progress: "#/$defs/b" -> "#/$defs/a" refers back to itself without checking any property or item in between.',
    );
    assert.equal(compiled.validate({ x: 1 }).valid, false);
    assert.equal(compiled.validate({ y: 1 }).valid, true);
  });

  void test('an unknown $schema is a warning and the default draft applies', () => {
    const compiled = compile({ $schema: 'https://example.com/my-dialect', dependentRequired: { a: ['b'] } });
    assert.deepEqual(problemCodes(compiled.problems), [['unknown-schema-draft', '/$schema', 'warning']]);
    assert.equal(compiled.draft, '2020-12');
    assert.equal(compiled.validate({ a: 1 }).valid, false);
  });

  void test('the problem URI is the root $id, or the baseUri option', () => {
    assert.equal(
      compile({ $id: 'https://example.com/s.json', $ref: '#/nope' }).problems[0]?.uri,
      'https://example.com/s.json',
    );
    assert.equal(
      compile({ $ref: '#/nope' }, { baseUri: 'file:///w/s.json' }).problems[0]?.uri,
      'file:///w/s.json',
    );
    assert.equal(compile({ $ref: '#/nope' }).problems[0]?.uri, '');
  });

  void test('relative references resolve against baseUri', () => {
    const compiled = compile(
      { $ref: 'defs.json#/$defs/s' },
      {
        baseUri: 'file:///w/schemas/main.json',
        schemas: { 'file:///w/schemas/defs.json': { $defs: { s: { type: 'string' } } } },
      },
    );
    assert.deepEqual(compiled.problems, []);
    assert.equal(compiled.validate('x').valid, true);
    assert.equal(compiled.validate(1).valid, false);
    assert.equal(compiled.validate(1).errors[0]?.schemaPath, 'file:///w/schemas/defs.json#/$defs/s/type');
  });

  void test('an invalid pattern is a schema problem, never a crash', () => {
    const compiled = compile({ properties: { a: { pattern: '(' } }, patternProperties: { '[': {} } });
    assert.deepEqual(
      problemCodes(compiled.problems)
        .filter(([code]) => code === 'invalid-regex')
        .map(([, pointer]) => pointer)
        .sort(),
      ['/patternProperties/[', '/properties/a/pattern'],
    );
    assert.equal(compiled.validate({ a: 'x', '[': 1 }).valid, true);
  });
});

void test('outcome helper sanity: a plain schema validates', () => {
  assert.equal(outcome({ type: 'string' }, 'x'), true);
  assert.equal(outcome({ type: 'string' }, 1), false);
});

void describe('bundled meta-schemas', () => {
  const metas: [string, string][] = [
    ['4', 'http://json-schema.org/draft-04/schema#'],
    ['6', 'http://json-schema.org/draft-06/schema#'],
    ['7', 'http://json-schema.org/draft-07/schema#'],
    ['2019-09', 'https://json-schema.org/draft/2019-09/schema'],
    ['2020-12', 'https://json-schema.org/draft/2020-12/schema'],
  ];
  for (const [draft, uri] of metas) {
    void test(`draft ${draft}: the meta-schema resolves offline and checks schemas`, () => {
      const compiled = compile({ $ref: uri });
      assert.deepEqual(compiled.problems, []);
      assert.deepEqual(compiled.missingReferences, []);
      assert.equal(
        compiled.validate({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }).valid,
        true,
      );
      assert.equal(compiled.validate({ type: 'objekt' }).valid, false);
      assert.equal(compiled.validate({ minProperties: -1 }).valid, false);
    });
  }

  void test('the draft-07 meta-schema declares writeOnly as the published one does', () => {
    const compiled = compile({ $ref: 'http://json-schema.org/draft-07/schema#' });
    assert.equal(compiled.validate({ writeOnly: true }).valid, true);
    assert.equal(compiled.validate({ writeOnly: 'yes' }).valid, false);
  });
});

void test('a custom meta-schema among the preloaded documents sets the draft, without a warning', () => {
  const schemas = {
    'https://example.com/meta-2019': {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      $id: 'https://example.com/meta-2019',
    },
  };
  const compiled = compile(
    { $schema: 'https://example.com/meta-2019', dependencies: { a: ['b'] } },
    { schemas },
  );
  assert.deepEqual(compiled.problems, []);
  assert.equal(compiled.draft, '2019-09');
  // 2019-09 has no `dependencies`; the default 2020-12 would not either, so check a 2019-09-only form too.
  assert.equal(compiled.validate({ a: 1 }).valid, true);
  const items = compile(
    { $schema: 'https://example.com/meta-2019', items: [{ type: 'string' }] },
    { schemas },
  );
  assert.equal(items.validate([1]).valid, false);
});

void test('a meta-schema whose $schema is itself does not loop', () => {
  const schemas = { 'https://example.com/self': { $schema: 'https://example.com/self' } };
  const compiled = compile({ $schema: 'https://example.com/self' }, { schemas });
  assert.deepEqual(
    compiled.problems.map((p) => p.code),
    ['unknown-schema-draft'],
  );
});
