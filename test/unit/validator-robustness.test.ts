// Bad input for the engine: very deep instances, prototype-like names, values the draft ignores.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, validate, validateText } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

void describe('deep nesting', () => {
  void test('a 100,000-deep array gives one clear error, not a RangeError', () => {
    let deep: JsonValue = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const result = validate({ items: { $ref: '#' } }, deep);
    assert.equal(result.valid, false);
    assert.equal(result.errors.length, 1);
    const [error] = result.errors;
    assert.equal(error?.keyword, 'nesting');
    assert.equal(error?.message, 'Validation stopped here: the value is nested more than 1000 levels deep.');
    assert.equal(error?.instancePath, '/0'.repeat(1001));
  });

  void test('a 100,000-deep object under anyOf and unevaluatedProperties still ends with one error', () => {
    let deep: JsonValue = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const result = validate(
      { anyOf: [{ properties: { a: { $ref: '#' } } }, { type: 'string' }], unevaluatedProperties: false },
      deep,
    );
    assert.equal(result.valid, false);
    assert.deepEqual(
      result.errors.map((e) => e.keyword),
      ['nesting'],
    );
  });

  void test('nesting within the limit validates normally', () => {
    let deep: JsonValue = 'leaf';
    for (let i = 0; i < 900; i++) deep = { a: deep };
    assert.equal(
      validate({ properties: { a: { $ref: '#' } }, type: ['object', 'string'] }, deep).valid,
      true,
    );
  });

  void test('a 100,000-deep schema is a problem, not a crash', () => {
    let schema: JsonValue = {};
    for (let i = 0; i < 100_000; i++) schema = { properties: { a: schema } };
    const compiled = compile(schema);
    assert.deepEqual(
      compiled.problems.map((p) => [p.code, p.message]),
      [['schema-too-deep', 'The schema is nested too deeply to be used.']],
    );
    assert.equal(compiled.validate({}).valid, false);
  });

  void test('validateText of a 100,000-deep document reports the nesting as a syntax problem', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    const result = validateText({ items: { $ref: '#' } }, text);
    assert.equal(result.valid, false);
    assert.ok(result.syntaxProblems.length > 0);
  });
});

void describe('prototype-like names', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  // JSON.parse makes "__proto__" an own property; an object literal would set the prototype instead.
  const schema = JSON.parse(
    JSON.stringify({
      type: 'object',
      properties: Object.fromEntries(names.map((n) => [n, { type: 'number' }])),
      required: names,
      additionalProperties: false,
    }),
  ) as JsonValue;

  void test('absent prototype-like names are missing, not inherited', () => {
    assert.deepEqual(
      validate(schema, {}).errors.map((e) => e.message),
      names.map((n) => `Missing required property "${n}".`),
    );
  });

  void test('present prototype-like names are validated as properties', () => {
    const data = JSON.parse(
      '{"__proto__":1,"constructor":2,"toString":3,"hasOwnProperty":4,"valueOf":"x"}',
    ) as JsonValue;
    assert.deepEqual(
      validate(schema, data).errors.map((e) => [e.keyword, e.instancePath]),
      [['type', '/valueOf']],
    );
  });

  void test('additionalProperties, dependentRequired and enum with prototype-like names', () => {
    const data = JSON.parse('{"__proto__":{}}') as JsonValue;
    assert.deepEqual(
      validate({ additionalProperties: false }, data).errors.map((e) => [e.keyword, e.target.path]),
      [['additionalProperties', '/__proto__']],
    );
    assert.equal(validate({ dependentRequired: { constructor: ['toString'] } }, {}).valid, true);
    assert.equal(validate({ enum: ['constructor'] }, 'toString').valid, false);
    assert.equal(
      validate({ propertyNames: { enum: ['constructor'] } }, JSON.parse('{"constructor":1}') as JsonValue)
        .valid,
      true,
    );
  });
});

void describe('per-draft vocabularies', () => {
  const table: { name: string; schema: JsonValue; data: JsonValue; valid: boolean }[] = [
    {
      name: 'draft 4 ignores propertyNames',
      schema: { $schema: 'http://json-schema.org/draft-04/schema#', propertyNames: false },
      data: { a: 1 },
      valid: true,
    },
    {
      name: 'draft 6 applies propertyNames',
      schema: { $schema: 'http://json-schema.org/draft-06/schema#', propertyNames: false },
      data: { a: 1 },
      valid: false,
    },
    {
      name: 'draft 4 ignores const',
      schema: { $schema: 'http://json-schema.org/draft-04/schema#', const: 1 },
      data: 2,
      valid: true,
    },
    {
      name: 'draft 4 exclusiveMaximum is a boolean modifier',
      schema: { $schema: 'http://json-schema.org/draft-04/schema#', maximum: 3, exclusiveMaximum: true },
      data: 3,
      valid: false,
    },
    {
      name: 'draft 7 ignores dependentRequired',
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', dependentRequired: { a: ['b'] } },
      data: { a: 1 },
      valid: true,
    },
    {
      name: 'draft 7 dependencies array form',
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', dependencies: { a: ['b'] } },
      data: { a: 1 },
      valid: false,
    },
    {
      name: 'draft 7 dependencies schema form',
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        dependencies: { a: { required: ['b'] } },
      },
      data: { a: 1 },
      valid: false,
    },
    {
      name: '2019-09 ignores dependencies',
      schema: { $schema: 'https://json-schema.org/draft/2019-09/schema', dependencies: { a: ['b'] } },
      data: { a: 1 },
      valid: true,
    },
    {
      name: 'draft 7 ignores unevaluatedProperties',
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', unevaluatedProperties: false },
      data: { a: 1 },
      valid: true,
    },
    {
      name: '2019-09 applies unevaluatedProperties',
      schema: { $schema: 'https://json-schema.org/draft/2019-09/schema', unevaluatedProperties: false },
      data: { a: 1 },
      valid: false,
    },
    {
      name: '2019-09 ignores prefixItems',
      schema: { $schema: 'https://json-schema.org/draft/2019-09/schema', prefixItems: [false] },
      data: [1],
      valid: true,
    },
    {
      name: '2020-12 items array form is not a keyword form',
      schema: { items: [false] },
      data: [1],
      valid: true,
    },
    {
      name: '2019-09 items array form with additionalItems',
      schema: {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        items: [{}],
        additionalItems: false,
      },
      data: [1, 2],
      valid: false,
    },
    { name: '1.0 is an integer from draft 6', schema: { type: 'integer' }, data: 1.0, valid: true },
    {
      name: 'format is an annotation by default',
      schema: { format: 'email' },
      data: 'not an email',
      valid: true,
    },
    { name: 'string length counts code points', schema: { maxLength: 1 }, data: '\u{1F600}', valid: true },
  ];
  for (const c of table) {
    void test(c.name, () => assert.equal(validate(c.schema, c.data).valid, c.valid));
  }

  void test('format asserts when asked', () => {
    const result = compile({ format: 'email' }, { formatAssertion: true }).validate('not an email');
    assert.deepEqual(
      result.errors.map((e) => [e.keyword, e.message]),
      [['format', 'String "not an email" is not a valid email.']],
    );
  });
});

void test('contains makes items evaluated for unevaluatedItems in 2020-12 only', () => {
  const schema = { contains: { type: 'string' }, unevaluatedItems: false };
  assert.equal(validate(schema, ['a']).valid, true);
  assert.equal(
    validate({ $schema: 'https://json-schema.org/draft/2019-09/schema', ...schema }, ['a']).valid,
    false,
  );
});
