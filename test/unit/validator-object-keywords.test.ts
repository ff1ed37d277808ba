// Errors of the object keywords: exact keyword, instancePath, schemaPath, message, params and target.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '../../shared/src/index';
import type { ErrorTarget, JsonValue } from '../../shared/src/types';

interface ExpectedError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params?: Record<string, unknown>;
  target: ErrorTarget;
}

function check(schema: JsonValue, data: JsonValue, expected: ExpectedError[]): void {
  const result = validate(schema, data);
  const actual = result.errors.map((e) => {
    const out: ExpectedError = {
      keyword: e.keyword,
      instancePath: e.instancePath,
      schemaPath: e.schemaPath,
      message: e.message,
      target: e.target,
    };
    return out;
  });
  assert.deepEqual(
    actual,
    expected.map(({ params: _params, ...rest }) => rest),
  );
  expected.forEach((e, i) => {
    if (e.params) assert.deepEqual(result.errors[i]?.params, e.params, `params of error ${i}`);
  });
  assert.equal(result.valid, expected.length === 0);
}

const cases: { name: string; schema: JsonValue; data: JsonValue; errors: ExpectedError[] }[] = [
  {
    name: 'type object rejects an array',
    schema: { type: 'object' },
    data: [],
    errors: [
      {
        keyword: 'type',
        instancePath: '',
        schemaPath: '#/type',
        message: 'Incorrect type: expected object, got array.',
        params: { expected: ['object'], actual: 'array' },
        target: { path: '', part: 'value' },
      },
    ],
  },
  {
    name: 'null is not absent: it fails type string',
    schema: { properties: { name: { type: 'string' } } },
    data: { name: null },
    errors: [
      {
        keyword: 'type',
        instancePath: '/name',
        schemaPath: '#/properties/name/type',
        message: 'Incorrect type: expected string, got null.',
        target: { path: '/name', part: 'value' },
      },
    ],
  },
  {
    name: 'required names the missing property and hints from its schema',
    schema: {
      properties: { zip: { type: 'string', default: '00000' }, name: { type: 'string' } },
      required: ['name', 'zip'],
    },
    data: { name: 'x' },
    errors: [
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        message: 'Missing required property "zip".',
        params: { missingProperty: 'zip', placeholder: '00000' },
        target: { path: '', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'required in a nested object targets the key of that object',
    schema: { properties: { address: { required: ['city'] } } },
    data: { address: {} },
    errors: [
      {
        keyword: 'required',
        instancePath: '/address',
        schemaPath: '#/properties/address/required',
        message: 'Missing required property "city".',
        params: { missingProperty: 'city' },
        target: { path: '/address', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'additionalProperties false lists the allowed names',
    schema: { properties: { name: {}, age: {} }, additionalProperties: false },
    data: { name: 'a', nmae: 'b' },
    errors: [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        message: 'Property "nmae" is not allowed: the schema allows only "name", "age".',
        params: { property: 'nmae', allowedProperties: ['name', 'age'], allowedPatterns: [] },
        target: { path: '/nmae', part: 'key' },
      },
    ],
  },
  {
    name: 'additionalProperties false with patternProperties mentions the patterns',
    schema: { properties: { id: {} }, patternProperties: { '^x-': {} }, additionalProperties: false },
    data: { id: 1, 'x-a': 2, other: 3 },
    errors: [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        message: 'Property "other" is not allowed: the schema allows only "id" and names matching "^x-".',
        target: { path: '/other', part: 'key' },
      },
    ],
  },
  {
    name: 'additionalProperties beside allOf does not see the allOf properties (spec pitfall)',
    schema: { allOf: [{ properties: { a: {} } }], properties: { b: {} }, additionalProperties: false },
    data: { a: 1, b: 2 },
    errors: [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        message: 'Property "a" is not allowed: the schema allows only "b".',
        target: { path: '/a', part: 'key' },
      },
    ],
  },
  {
    name: 'additionalProperties as a schema reports on the value',
    schema: { additionalProperties: { type: 'number' } },
    data: { a: 'x' },
    errors: [
      {
        keyword: 'type',
        instancePath: '/a',
        schemaPath: '#/additionalProperties/type',
        message: 'Incorrect type: expected number, got string.',
        target: { path: '/a', part: 'value' },
      },
    ],
  },
  {
    name: 'a false property subschema reports on the key',
    schema: { properties: { legacy: false } },
    data: { legacy: 1 },
    errors: [
      {
        keyword: 'false',
        instancePath: '/legacy',
        schemaPath: '#/properties/legacy',
        message: 'Property "legacy" is not allowed.',
        target: { path: '/legacy', part: 'key' },
      },
    ],
  },
  {
    name: 'every matching patternProperties subschema applies',
    schema: { patternProperties: { a: { type: 'string' }, b: { minLength: 3 } } },
    data: { ab: 'x' },
    errors: [
      {
        keyword: 'minLength',
        instancePath: '/ab',
        schemaPath: '#/patternProperties/b/minLength',
        message: 'String is too short: 1 character; at least 3 required.',
        target: { path: '/ab', part: 'value' },
      },
    ],
  },
  {
    name: 'patterns are unanchored',
    schema: { patternProperties: { num: { type: 'number' } } },
    data: { myNumber: 'no', xnumy: 'bad' },
    errors: [
      {
        keyword: 'type',
        instancePath: '/xnumy',
        schemaPath: '#/patternProperties/num/type',
        message: 'Incorrect type: expected number, got string.',
        target: { path: '/xnumy', part: 'value' },
      },
    ],
  },
  {
    name: 'propertyNames reports on the offending key',
    schema: { propertyNames: { pattern: '^[a-z]+$' } },
    data: { good: 1, Bad: 2 },
    errors: [
      {
        keyword: 'propertyNames',
        instancePath: '',
        schemaPath: '#/propertyNames',
        message: 'Property name "Bad" is not valid: string "Bad" does not match the pattern "^[a-z]+$".',
        target: { path: '/Bad', part: 'key' },
      },
    ],
  },
  {
    name: 'maxProperties counts and targets the parent key',
    schema: { properties: { o: { maxProperties: 3 } } },
    data: { o: { a: 1, b: 2, c: 3, d: 4 } },
    errors: [
      {
        keyword: 'maxProperties',
        instancePath: '/o',
        schemaPath: '#/properties/o/maxProperties',
        message: 'Object has 4 properties; at most 3 are allowed.',
        params: { limit: 3, count: 4 },
        target: { path: '/o', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'minProperties',
    schema: { minProperties: 2 },
    data: { a: 1 },
    errors: [
      {
        keyword: 'minProperties',
        instancePath: '',
        schemaPath: '#/minProperties',
        message: 'Object has 1 property; at least 2 are required.',
        params: { limit: 2, count: 1 },
        target: { path: '', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'dependentRequired names trigger and dependent',
    schema: { dependentRequired: { shipping: ['address'] } },
    data: { shipping: true },
    errors: [
      {
        keyword: 'dependentRequired',
        instancePath: '',
        schemaPath: '#/dependentRequired/shipping',
        message: '"shipping" requires "address" (dependentRequired).',
        params: { trigger: 'shipping', dependent: 'address', missingProperty: 'address' },
        target: { path: '', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'dependentSchemas applies to the whole object and says why',
    schema: { dependentSchemas: { card: { required: ['billing'] } } },
    data: { card: 1 },
    errors: [
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/dependentSchemas/card/required',
        message: 'Missing required property "billing" (applies because "card" is present: dependentSchemas).',
        target: { path: '', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'dependentSchemas does not extend a closed schema (spec pitfall)',
    schema: {
      properties: { card: {} },
      additionalProperties: false,
      dependentSchemas: { card: { properties: { billing: {} } } },
    },
    data: { card: 1, billing: 2 },
    errors: [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        message: 'Property "billing" is not allowed: the schema allows only "card".',
        target: { path: '/billing', part: 'key' },
      },
    ],
  },
  {
    name: 'unevaluatedProperties sees allOf and lists what is declared',
    schema: { allOf: [{ properties: { a: {} } }], properties: { b: {} }, unevaluatedProperties: false },
    data: { a: 1, b: 2, c: 3 },
    errors: [
      {
        keyword: 'unevaluatedProperties',
        instancePath: '',
        schemaPath: '#/unevaluatedProperties',
        message: 'Property "c" is not allowed: the schema allows only "b", "a" (unevaluatedProperties).',
        params: { property: 'c', allowedProperties: ['b', 'a'] },
        target: { path: '/c', part: 'key' },
      },
    ],
  },
  {
    name: 'a then property counts only when its if holds (unevaluatedProperties rule 4)',
    schema: {
      properties: { kind: {} },
      if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
      then: { properties: { number: {} } },
      unevaluatedProperties: false,
    },
    data: { kind: 'cash', number: '4111' },
    errors: [
      {
        keyword: 'unevaluatedProperties',
        instancePath: '',
        schemaPath: '#/unevaluatedProperties',
        message: 'Property "number" is not allowed: the schema allows only "kind" (unevaluatedProperties).',
        target: { path: '/number', part: 'key' },
      },
    ],
  },
  {
    name: 'the redeclare-as-true workaround closes an extended schema (spec pitfall)',
    schema: {
      allOf: [{ properties: { a: { type: 'string' } } }],
      properties: { a: true, b: {} },
      additionalProperties: false,
    },
    data: { a: 'x', b: 1 },
    errors: [],
  },
  {
    name: 'default does not fill in a missing required property (spec pitfall)',
    schema: { properties: { a: { default: 1 } }, required: ['a'] },
    data: {},
    errors: [
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        message: 'Missing required property "a".',
        params: { missingProperty: 'a', placeholder: 1 },
        target: { path: '', part: 'parentKey' },
      },
    ],
  },
  {
    name: 'enum lists allowed values',
    schema: { properties: { c: { enum: ['a', 'b', 'c'] } } },
    data: { c: 'd' },
    errors: [
      {
        keyword: 'enum',
        instancePath: '/c',
        schemaPath: '#/properties/c/enum',
        message: 'Value must be one of "a", "b", "c".',
        params: { allowedValues: ['a', 'b', 'c'] },
        target: { path: '/c', part: 'value' },
      },
    ],
  },
  {
    name: 'const',
    schema: { const: 'US' },
    data: 'FR',
    errors: [
      {
        keyword: 'const',
        instancePath: '',
        schemaPath: '#/const',
        message: 'Value must be "US".',
        params: { allowedValues: ['US'] },
        target: { path: '', part: 'value' },
      },
    ],
  },
  {
    name: 'schema paths carry the root $id',
    schema: { $id: 'https://example.com/s.json', properties: { a: { type: 'string' } } },
    data: { a: 1 },
    errors: [
      {
        keyword: 'type',
        instancePath: '/a',
        schemaPath: 'https://example.com/s.json#/properties/a/type',
        message: 'Incorrect type: expected string, got integer.',
        target: { path: '/a', part: 'value' },
      },
    ],
  },
  {
    name: 'names with / and ~ are escaped in pointers',
    schema: { properties: { 'a/b~c': { type: 'string' } } },
    data: { 'a/b~c': 1 },
    errors: [
      {
        keyword: 'type',
        instancePath: '/a~1b~0c',
        schemaPath: '#/properties/a~1b~0c/type',
        message: 'Incorrect type: expected string, got integer.',
        target: { path: '/a~1b~0c', part: 'value' },
      },
    ],
  },
  {
    name: 'every violation is collected, not only the first',
    schema: { type: 'object', required: ['a', 'b'], properties: { c: { type: 'string' } }, maxProperties: 0 },
    data: { c: 1 },
    errors: [
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        message: 'Missing required property "a".',
        target: { path: '', part: 'parentKey' },
      },
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        message: 'Missing required property "b".',
        target: { path: '', part: 'parentKey' },
      },
      {
        keyword: 'maxProperties',
        instancePath: '',
        schemaPath: '#/maxProperties',
        message: 'Object has 1 property; at most 0 are allowed.',
        target: { path: '', part: 'parentKey' },
      },
      {
        keyword: 'type',
        instancePath: '/c',
        schemaPath: '#/properties/c/type',
        message: 'Incorrect type: expected string, got integer.',
        target: { path: '/c', part: 'value' },
      },
    ],
  },
];

void describe('object keyword errors', () => {
  for (const c of cases) {
    void test(c.name, () => check(c.schema, c.data, c.errors));
  }
});
