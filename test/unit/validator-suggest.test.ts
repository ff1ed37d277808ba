// "Did you mean": a property that is not allowed names the declared property it is closest to.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '../../shared/src/index';
import { closestName, editDistance } from '../../shared/src/validator/suggest';
import { suggestValue } from '../../shared/src/validator/values';
import type { JsonValue } from '../../shared/src/types';

void describe('editDistance (optimal string alignment)', () => {
  const rows: [string, string, number, number][] = [
    // a, b, limit, expected (limit + 1 means "more than limit")
    ['name', 'name', 2, 0],
    ['nmae', 'name', 2, 1],
    ['nam', 'name', 2, 1],
    ['naem', 'name', 2, 1],
    ['billing_adress', 'billing_address', 2, 1],
    ['adress', 'address', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['kitten', 'sitting', 2, 3],
    ['a', 'abcd', 2, 3],
    ['', 'ab', 2, 2],
  ];
  for (const [a, b, limit, expected] of rows) {
    void test(`${JSON.stringify(a)} -> ${JSON.stringify(b)} (limit ${limit}) = ${expected}`, () => {
      assert.equal(editDistance(a, b, limit), expected);
    });
  }
});

void describe('closestName', () => {
  const declared = ['id', 'name', 'email', 'billing_address', 'shipping_address', 'Country'];
  const rows: [string, string[], string | undefined][] = [
    ['nmae', [], 'name'],
    ['emial', [], 'email'],
    ['billing_adress', [], 'billing_address'],
    ['shiping_adress', [], 'shipping_address'],
    ['country', [], 'Country'],
    ['NAME', [], 'name'],
    // One edit in a two-letter name is half of it: no suggestion.
    ['ix', [], undefined],
    ['phone', [], undefined],
    // A declared name the object already has is not suggested.
    ['nmae', ['name'], undefined],
  ];
  for (const [name, present, expected] of rows) {
    void test(`${JSON.stringify(name)} with ${JSON.stringify(present)} present -> ${String(expected)}`, () => {
      assert.equal(
        closestName(name, declared, (n) => present.includes(n)),
        expected,
      );
    });
  }

  void test('the nearest candidate wins over an earlier farther one; ties go to the earlier one', () => {
    assert.equal(
      closestName('abcdef', ['abcxyf', 'abcdeg'], () => false),
      'abcdeg',
    );
    assert.equal(
      closestName('abcdef', ['abcdeg', 'abcdex'], () => false),
      'abcdeg',
    );
  });
});

void describe('messages of properties that are not allowed', () => {
  const rows: {
    name: string;
    schema: JsonValue;
    data: JsonValue;
    keyword: string;
    message: string;
    suggestion: string | undefined;
  }[] = [
    {
      name: 'additionalProperties false, a typo',
      schema: { properties: { billing_address: {}, name: {} }, additionalProperties: false },
      data: { billing_adress: 'x' },
      keyword: 'additionalProperties',
      message:
        'Property "billing_adress" is not allowed: the schema allows only "billing_address", "name". Did you mean "billing_address"?',
      suggestion: 'billing_address',
    },
    {
      name: 'additionalProperties false, another letter case',
      schema: { properties: { userId: {} }, additionalProperties: false },
      data: { userid: 1 },
      keyword: 'additionalProperties',
      message: 'Property "userid" is not allowed: the schema allows only "userId". Did you mean "userId"?',
      suggestion: 'userId',
    },
    {
      name: 'additionalProperties false, nothing close',
      schema: { properties: { name: {} }, additionalProperties: false },
      data: { colour: 'red' },
      keyword: 'additionalProperties',
      message: 'Property "colour" is not allowed: the schema allows only "name".',
      suggestion: undefined,
    },
    {
      name: 'additionalProperties false, the close name is already there',
      schema: { properties: { name: {} }, additionalProperties: false },
      data: { name: 'a', nmae: 'b' },
      keyword: 'additionalProperties',
      message: 'Property "nmae" is not allowed: the schema allows only "name".',
      suggestion: undefined,
    },
    {
      name: 'unevaluatedProperties false, a name declared in allOf',
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        allOf: [{ properties: { email: { type: 'string' } } }],
        unevaluatedProperties: false,
      },
      data: { emial: 'a@b' },
      keyword: 'unevaluatedProperties',
      message:
        'Property "emial" is not allowed: the schema allows only "email" (unevaluatedProperties). Did you mean "email"?',
      suggestion: 'email',
    },
    {
      name: 'enum: a mistyped string value names the allowed one it meant',
      schema: { enum: ['fast', 'slow'] },
      data: 'fsat',
      keyword: 'enum',
      message: 'Value must be one of "fast", "slow". Did you mean "fast"?',
      suggestion: 'fast',
    },
    {
      name: 'enum: a value far from every allowed one gets no guess',
      schema: { enum: ['fast', 'slow'] },
      data: 'medium',
      keyword: 'enum',
      message: 'Value must be one of "fast", "slow".',
      suggestion: undefined,
    },
    {
      name: 'enum: letter case alone is a guess',
      schema: { properties: { level: { enum: ['Debug', 'Info'] } } },
      data: { level: 'info' },
      keyword: 'enum',
      message: 'Value must be one of "Debug", "Info". Did you mean "Info"?',
      suggestion: 'Info',
    },
    {
      name: 'anyOf of an enum and a pattern (case-insensitive enum): the list and the guess, not the pattern',
      schema: { anyOf: [{ enum: ['node', 'classic'] }, { pattern: '^([Nn]ode|[Cc]lassic)$' }] },
      data: 'nodee',
      keyword: 'anyOf',
      message:
        'Value must be one of "node", "classic", or a variant the schema\'s pattern allows. Did you mean "node"?',
      suggestion: 'node',
    },
    {
      name: 'a reason goes before the question',
      schema: { anyOf: [{ enum: ['alpha', 'beta'] }, { allOf: [{ type: 'object' }] }] },
      data: 'alpah',
      keyword: 'enum',
      message:
        'Value must be one of "alpha", "beta" (closest of 2 alternatives of anyOf: the one in anyOf branch 1). Did you mean "alpha"?',
      suggestion: 'alpha',
    },
  ];
  for (const row of rows) {
    void test(row.name, () => {
      const result = validate(row.schema, row.data);
      assert.equal(result.errors.length, 1);
      const [error] = result.errors;
      assert.equal(error.keyword, row.keyword);
      assert.equal(error.message, row.message);
      assert.equal(error.params.suggestion, row.suggestion);
      assert.equal('suggestion' in error.params, row.suggestion !== undefined);
    });
  }
});

void describe('suggestValue: a value that extends or shortens an allowed one', () => {
  const cases: [string, string[], string | undefined][] = [
    ['warning', ['off', 'warn', 'error'], 'warn'],
    ['err', ['off', 'warn', 'error'], 'error'],
    ['Warning', ['off', 'warn', 'error'], 'warn'],
    ['wa', ['off', 'warn', 'error'], undefined],
    ['war', ['warn', 'warning'], 'warn'],
    ['abcdefgh', ['abc', 'abcd'], undefined],
    ['erro', ['off', 'warn', 'error'], 'error'],
    ['offline', ['on', 'off'], 'off'],
    ['something', ['off', 'warn', 'error'], undefined],
  ];
  for (const [value, allowed, expected] of cases) {
    void test(`${value} in ${allowed.join('|')} -> ${expected ?? 'nothing'}`, () =>
      assert.equal(suggestValue(value, allowed), expected));
  }
});
