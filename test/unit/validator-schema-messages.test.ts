// Schema-authored messages: deprecated/deprecationMessage as warnings, errorMessage (string and
// ajv-errors object form) and patternErrorMessage in place of our wording, keyword unchanged.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

function report(schema: JsonValue, value: JsonValue): [string, string, string, string, string][] {
  const result = compile(schema).validate(value);
  return result.errors.map((e) => [e.keyword, e.severity, e.target.path, e.target.part, e.message]);
}

void describe('deprecated', () => {
  const table: {
    name: string;
    schema: JsonValue;
    value: JsonValue;
    expected: [string, string, string, string, string][];
  }[] = [
    {
      name: 'deprecated: true on a property (2020-12): a warning on its key',
      schema: { properties: { old: { deprecated: true }, fine: {} } },
      value: { old: 1, fine: 2 },
      expected: [['deprecated', 'warning', '/old', 'key', 'Property "old" is deprecated.']],
    },
    {
      name: 'deprecationMessage gives the message, in any draft',
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        properties: { old: { deprecationMessage: 'Use "new" instead.' } },
      },
      value: { old: 1 },
      expected: [['deprecated', 'warning', '/old', 'key', 'Use "new" instead.']],
    },
    {
      name: 'deprecated is not a keyword of draft 7',
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        properties: { old: { deprecated: true } },
      },
      value: { old: 1 },
      expected: [],
    },
    {
      name: 'an array item: the value',
      schema: { items: { deprecated: true } },
      value: [1],
      expected: [['deprecated', 'warning', '/0', 'value', 'This value is deprecated.']],
    },
    {
      name: 'through $ref, beside an error',
      schema: {
        properties: { old: { $ref: '#/$defs/legacy' } },
        $defs: { legacy: { type: 'string', deprecated: true } },
      },
      value: { old: 1 },
      expected: [
        ['type', 'error', '/old', 'value', 'Incorrect type: expected string, got integer.'],
        ['deprecated', 'warning', '/old', 'key', 'Property "old" is deprecated.'],
      ],
    },
    {
      name: 'an absent deprecated property says nothing',
      schema: { properties: { old: { deprecated: true } } },
      value: {},
      expected: [],
    },
  ];
  for (const row of table) {
    void test(row.name, () => assert.deepEqual(report(row.schema, row.value), row.expected));
  }

  void test('a deprecation is a warning: the document stays valid', () => {
    const result = compile({ properties: { old: { deprecated: true } } }).validate({ old: 1 });
    assert.equal(result.valid, true);
    assert.equal(result.errors.length, 1);
  });
});

void describe('errorMessage and patternErrorMessage', () => {
  const table: { name: string; schema: JsonValue; value: JsonValue; expected: [string, string][] }[] = [
    {
      name: 'a string leaves the errors of subschemas alone',
      schema: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' } },
        errorMessage: 'A contact needs a name.',
      },
      value: { name: 3 },
      expected: [['type', 'Incorrect type: expected string, got integer.']],
    },
    {
      name: 'own keyword errors are replaced, subschema errors are not',
      schema: {
        required: ['name'],
        properties: { age: { type: 'integer' } },
        errorMessage: 'A contact needs a name.',
      },
      value: { age: 'x' },
      expected: [
        ['required', 'A contact needs a name.'],
        ['type', 'Incorrect type: expected integer, got string.'],
      ],
    },
    {
      name: 'object form: per keyword, per required property, per property, and "_" for the rest',
      schema: {
        type: 'object',
        required: ['id', 'name'],
        maxProperties: 2,
        properties: { id: { type: 'integer' }, name: {} },
        errorMessage: {
          required: { id: 'Every record needs an "id".' },
          properties: { id: 'The id is a whole number.' },
          _: 'This record is malformed.',
        },
      },
      value: { id: 'x', a: 1, b: 2 },
      expected: [
        ['required', 'This record is malformed.'],
        ['maxProperties', 'This record is malformed.'],
        ['type', 'The id is a whole number.'],
      ],
    },
    {
      name: 'object form: a required property with its own message',
      schema: { required: ['id'], errorMessage: { required: { id: 'Every record needs an "id".' } } },
      value: {},
      expected: [['required', 'Every record needs an "id".']],
    },
    {
      name: 'patternErrorMessage replaces the pattern message (and wins over errorMessage)',
      schema: {
        type: 'string',
        pattern: '^[a-z]+$',
        patternErrorMessage: 'Lower-case letters only.',
        errorMessage: 'Not a slug.',
      },
      value: 'Abc',
      expected: [['pattern', 'Lower-case letters only.']],
    },
    {
      name: 'errorMessage.oneOf replaces the closest branch’s errors of a failed oneOf',
      schema: {
        oneOf: [{ required: ['radius'] }, { required: ['side'] }],
        errorMessage: { oneOf: 'A shape has a radius or a side.' },
      },
      value: {},
      expected: [['required', 'A shape has a radius or a side.']],
    },
    {
      name: 'the message inside a propertyNames subschema flows into the propertyNames error',
      schema: { propertyNames: { pattern: '^[a-z]+$', patternErrorMessage: 'use lower case' } },
      value: { Abc: 1 },
      expected: [['propertyNames', 'Property name "Abc" is not valid: use lower case']],
    },
  ];
  for (const row of table) {
    void test(row.name, () => {
      const result = compile(row.schema).validate(row.value);
      assert.deepEqual(
        result.errors.map((e) => [e.keyword, e.message]),
        row.expected,
      );
    });
  }

  void test('the keyword and params stay, so quick fixes still work', () => {
    const result = compile({
      properties: { a: {} },
      additionalProperties: false,
      errorMessage: { additionalProperties: 'Only "a" here.' },
    }).validate({ b: 1 });
    assert.equal(result.errors[0]?.keyword, 'additionalProperties');
    assert.equal(result.errors[0]?.message, 'Only "a" here.');
    assert.equal(result.errors[0]?.params.property, 'b');
  });
});
