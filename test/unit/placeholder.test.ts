// The value a "missing property" error proposes (params.placeholder): resolved through $ref and
// allOf, meeting the property's own rules, and bounded on recursive or enormous schemas.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

function placeholderFor(schema: JsonValue, data: JsonValue = {}): unknown {
  const errors = compile(schema)
    .validate(data)
    .errors.filter((e) => e.keyword === 'required');
  assert.equal(errors.length, 1, JSON.stringify(errors));
  return errors[0].params.placeholder;
}

const wrap = (property: JsonValue, defs: Record<string, JsonValue> = {}): JsonValue => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  required: ['p'],
  properties: { p: property },
  $defs: defs,
});

void describe('missing-property placeholders', () => {
  const cases: { name: string; schema: JsonValue; placeholder: unknown }[] = [
    { name: 'default wins over type', schema: wrap({ type: 'integer', default: 7 }), placeholder: 7 },
    {
      name: 'const through $ref',
      schema: wrap({ $ref: '#/$defs/c' }, { c: { const: 'x' } }),
      placeholder: 'x',
    },
    { name: 'first enum value', schema: wrap({ enum: ['b', 'a'] }), placeholder: 'b' },
    { name: 'first example', schema: wrap({ type: 'string', examples: ['e.g.'] }), placeholder: 'e.g.' },
    {
      name: 'nullable type takes the real type',
      schema: wrap({ type: ['null', 'boolean'] }),
      placeholder: false,
    },
    { name: 'integer at its minimum', schema: wrap({ type: 'integer', minimum: 2.5 }), placeholder: 3 },
    {
      name: 'number above an exclusive minimum',
      schema: wrap({ type: 'number', exclusiveMinimum: 4 }),
      placeholder: 5,
    },
    { name: 'negative maximum', schema: wrap({ type: 'integer', maximum: -3 }), placeholder: -3 },
    {
      name: 'multipleOf respected',
      schema: wrap({ type: 'integer', minimum: 5, multipleOf: 4 }),
      placeholder: 8,
    },
    {
      name: 'object through $ref with nested required, typed by its keywords',
      schema: wrap(
        { $ref: '#/$defs/o' },
        {
          o: { required: ['a', 'b'], properties: { a: { type: 'string' }, b: { $ref: '#/$defs/n' } } },
          n: { properties: { z: { default: 0 } }, required: ['z'] },
        },
      ),
      placeholder: { a: '', b: { z: 0 } },
    },
    {
      name: 'allOf members add required properties',
      schema: wrap({
        allOf: [
          { type: 'object', required: ['a'] },
          { required: ['b'], properties: { b: { type: 'boolean' } } },
        ],
      }),
      placeholder: { a: '', b: false },
    },
    {
      name: 'array at its minimum length with item placeholders',
      schema: wrap({
        type: 'array',
        minItems: 2,
        items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      }),
      placeholder: [{ id: 0 }, { id: 0 }],
    },
    {
      name: 'no type: the first anyOf branch',
      schema: wrap({ anyOf: [{ type: 'number' }, { type: 'string' }] }),
      placeholder: 0,
    },
    {
      name: 'a recursive schema stops at itself',
      schema: wrap(
        { $ref: '#/$defs/node' },
        { node: { type: 'object', required: ['child'], properties: { child: { $ref: '#/$defs/node' } } } },
      ),
      placeholder: { child: {} },
    },
    { name: 'false schema', schema: wrap(false), placeholder: '' },
  ];
  for (const c of cases) {
    void test(c.name, () => {
      assert.deepEqual(placeholderFor(c.schema), c.placeholder);
    });
  }

  void test('draft-07 definitions and a $ref into another resource ($id)', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      required: ['p'],
      properties: { p: { $ref: 'https://example.com/other#/definitions/o' } },
      definitions: {
        other: {
          $id: 'https://example.com/other',
          definitions: {
            o: { type: 'object', required: ['q'], properties: { q: { $ref: '#/definitions/v' } } },
            v: { const: 42 },
          },
        },
      },
    };
    assert.deepEqual(placeholderFor(schema), { q: 42 });
  });

  void test('enormous required lists stay bounded: nested names are cut, never enumerated', () => {
    const names = Array.from({ length: 2000 }, (_, i) => `n${i}`);
    const level: JsonValue = { $ref: '#/$defs/wide' };
    const wide = {
      type: 'object',
      required: names,
      properties: Object.fromEntries(names.map((n) => [n, { $ref: '#/$defs/wide' }])),
    };
    const value = placeholderFor(wrap(level, { wide })) as Record<string, unknown>;
    // At most 50 names per object and a recursion stop: the wide object's own copies are {}.
    assert.equal(Object.keys(value).length, 50);
    assert.deepEqual(value.n0, {});
  });
});
