// When a failing anyOf/oneOf/not depends on keywords the schema's draft ignores, the message says so
// (the real case: SchemaStore's draft-04 Azure Functions schema with "const" inside oneOf branches).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, validate } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

const CONST_NOTE = (pointer: string, more = '') =>
  `Note: this schema is draft 4, which has no "const", so "const" at ${pointer}${more} is ignored and a subschema here accepts more than it says; declare "$schema": "http://json-schema.org/draft-06/schema#" (the first draft with "const") or a later draft, or write "enum": [<value>] instead, and this result may change.`;

/** The shape of the Azure Functions schema (function.json) that rejects every real document. */
function azureLike(draft: string): JsonValue {
  return {
    $schema: draft,
    definitions: {
      dynamicBinding: { properties: { type: { not: { enum: ['httpTrigger', 'http', 'sql'] } } } },
      httpBinding: {
        oneOf: [
          { properties: { type: { enum: ['httpTrigger'] }, direction: { enum: ['in'] } } },
          { properties: { type: { enum: ['http'] }, direction: { enum: ['out'] } } },
        ],
      },
      sqlBinding: {
        oneOf: [
          { properties: { type: { enum: ['sql'] }, direction: { enum: ['in'] } } },
          { properties: { type: { const: 'sql' }, direction: { const: 'out' } } },
        ],
      },
    },
    properties: {
      bindings: {
        type: 'array',
        items: {
          oneOf: [
            { $ref: '#/definitions/dynamicBinding' },
            { oneOf: [{ $ref: '#/definitions/httpBinding' }, { $ref: '#/definitions/sqlBinding' }] },
          ],
        },
      },
    },
  };
}

const DRAFT4 = 'http://json-schema.org/draft-04/schema#';
const DRAFT6 = 'http://json-schema.org/draft-06/schema#';

void describe('keywords the draft ignores, named in the failure they cause', () => {
  void test('draft 4 with "const" in oneOf branches: the failure says const is ignored and what would change it', () => {
    const text = '{ "bindings": [ { "type": "httpTrigger", "direction": "in", "name": "req" } ] }';
    const { errors } = compile(azureLike(DRAFT4)).validateText(text);
    assert.deepEqual(
      errors.map((e) => [
        e.keyword,
        e.instancePath,
        e.message,
        text.slice(e.range?.offset, (e.range?.offset ?? 0) + (e.range?.length ?? 0)),
      ]),
      [
        [
          'not',
          '/bindings/0/type',
          'Value must not match the "not" schema in the definition "dynamicBinding", under "type" (closest of 2 alternatives of oneOf: the one under "bindings", in the items, in oneOf branch 1). ' +
            CONST_NOTE('#/definitions/sqlBinding/oneOf/1/properties/type/const', ' (and 1 more place)'),
          '"httpTrigger"',
        ],
      ],
    );
  });

  void test('the same schema declared draft 6 accepts the document: the note named the fix', () => {
    const data = { bindings: [{ type: 'httpTrigger', direction: 'in', name: 'req' }] };
    assert.deepEqual(validate(azureLike(DRAFT6), data).errors, []);
  });

  void test('oneOf with several passing branches names the ignored keyword in those branches', () => {
    const schema: JsonValue = {
      $schema: DRAFT4,
      oneOf: [
        { properties: { kind: { const: 'a' } } },
        { properties: { kind: { enum: ['b'] } } },
        { properties: { kind: { const: 'c' } } },
      ],
    };
    const [error] = validate(schema, { kind: 'c' }).errors;
    assert.equal(
      error?.message,
      "Value matches 2 alternatives of the oneOf at the schema's root (branches 1 and 3); it must match exactly one. " +
        CONST_NOTE('#/oneOf/0/properties/kind/const', ' (and 1 more place)'),
    );
  });

  void test('"not" whose subschema has an ignored keyword', () => {
    const schema = { $schema: DRAFT4, not: { properties: { mode: { const: 'legacy' } } } };
    const [error] = validate(schema, { mode: 'modern' }).errors;
    assert.equal(
      error?.message,
      'Value must not match the "not" schema at the schema\'s root. ' +
        CONST_NOTE('#/not/properties/mode/const'),
    );
  });

  void test('draft 7: keywords beside "$ref" are ignored, and the failure says so', () => {
    const schema: JsonValue = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { any: {} },
      oneOf: [{ $ref: '#/definitions/any', required: ['a'] }, { required: ['b'] }],
    };
    const [error] = validate(schema, { b: 1 }).errors;
    assert.equal(
      error?.message,
      "Value matches 2 alternatives of the oneOf at the schema's root (branches 1 and 2); it must match exactly one. " +
        'Note: in draft 7, keywords beside "$ref" are ignored, as "required" at #/oneOf/0/required is, so a subschema here accepts more than it says; put the "$ref" and the other keywords in separate "allOf" entries to apply both, and this result may change.',
    );
  });

  const unchanged: [name: string, schema: JsonValue, data: JsonValue, message: string][] = [
    [
      'the draft has the keyword',
      { $schema: DRAFT6, oneOf: [{ const: 1 }, { type: 'integer' }] },
      1,
      "Value matches 2 alternatives of the oneOf at the schema's root (branches 1 and 2); it must match exactly one.",
    ],
    [
      'the ignored keyword is outside the failing keyword',
      {
        $schema: DRAFT4,
        properties: { other: { const: 1 } },
        oneOf: [{ type: 'integer' }, { minimum: 0 }],
      },
      1,
      "Value matches 2 alternatives of the oneOf at the schema's root (branches 1 and 2); it must match exactly one.",
    ],
    [
      'a property named like a keyword is a name, not a keyword',
      { $schema: DRAFT4, not: { properties: { const: { type: 'string' } } } },
      { const: 'x' },
      'Value must not match the "not" schema at the schema\'s root.',
    ],
    [
      'data that looks like a keyword (an enum value) is not one',
      { $schema: DRAFT4, not: { enum: [{ const: 1 }] } },
      { const: 1 },
      'Value must not match the "not" schema at the schema\'s root.',
    ],
  ];
  for (const [name, schema, data, message] of unchanged) {
    void test(`no note when ${name}`, () => {
      assert.deepEqual(
        validate(schema, data).errors.map((e) => e.message),
        [message],
      );
    });
  }

  void test('a reference cycle is walked once', () => {
    const schema: JsonValue = {
      $schema: DRAFT4,
      definitions: { node: { properties: { next: { $ref: '#/definitions/node' }, tag: { const: 't' } } } },
      not: { $ref: '#/definitions/node' },
    };
    const [error] = validate(schema, {}).errors;
    assert.equal(
      error?.message,
      'Value must not match the "not" schema at the schema\'s root. ' +
        CONST_NOTE('#/definitions/node/properties/tag/const'),
    );
  });
});
