// Spec section 2.2 (object type) and 2.4: properties, patternProperties, additionalProperties,
// unevaluatedProperties. One row per numbered rule or example, run in each draft.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validateText } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';
import { ALL, FROM_2019, FROM_6, META, UP_TO_7, runRows, type SpecRow } from './spec-table';

const objectType: SpecRow[] = [
  {
    rule: 'type 1',
    case: 'an empty object',
    drafts: ALL,
    schema: { type: 'object' },
    instance: {},
    compliant: true,
  },
  {
    rule: 'type 1',
    case: 'an object with properties',
    drafts: ALL,
    schema: { type: 'object' },
    instance: { a: 1, b: [null] },
    compliant: true,
  },
  ...(
    [
      ['a string', 'x'],
      ['an array', []],
      ['an array of pairs', [['a', 1]]],
      ['a number', 1],
      ['a fraction', 1.5],
      ['true', true],
      ['null', null],
    ] satisfies [string, JsonValue][]
  ).map(([name, instance]): SpecRow => ({
    rule: 'type 2',
    case: `rejects ${name}`,
    drafts: ALL,
    schema: { type: 'object' },
    instance,
    compliant: false,
    keyword: 'type',
    at: '#/type',
  })),
];

const properties: SpecRow[] = [
  {
    rule: 'properties 1',
    case: 'a listed property is validated by its subschema',
    drafts: ALL,
    schema: { properties: { age: { type: 'integer', minimum: 0 } } },
    instance: { age: -1 },
    compliant: false,
    keyword: 'minimum',
    at: '#/properties/age/minimum',
  },
  {
    rule: 'properties 1',
    case: 'each listed property is validated',
    drafts: ALL,
    schema: { properties: { a: { type: 'string' }, b: { type: 'string' } } },
    instance: { a: 1, b: 2 },
    compliant: false,
    keyword: ['type', 'type'],
    at: ['#/properties/a/type', '#/properties/b/type'],
  },
  {
    rule: 'properties 2',
    case: 'a property with no matching key is ignored',
    drafts: ALL,
    schema: { properties: { a: { type: 'string' } } },
    instance: { b: 1 },
    compliant: true,
  },
  {
    rule: 'properties 3',
    case: 'a listed property may be left out',
    drafts: ALL,
    schema: { properties: { a: { type: 'string' }, b: { type: 'number' } } },
    instance: { b: 1 },
    compliant: true,
  },
  {
    rule: 'properties 3',
    case: 'the empty object',
    drafts: ALL,
    schema: { properties: { a: { type: 'string' } } },
    instance: {},
    compliant: true,
  },
  {
    rule: 'properties 3',
    case: 'extra properties are valid by default',
    drafts: ALL,
    schema: { properties: { a: { type: 'string' } } },
    instance: { a: 'x', extra: 1, more: { deep: true } },
    compliant: true,
  },
  {
    rule: 'properties 4',
    case: 'a string where a number is required',
    drafts: ALL,
    schema: { properties: { price: { type: 'number' } } },
    instance: { price: '9.99' },
    compliant: false,
    keyword: 'type',
    at: '#/properties/price/type',
  },
  {
    rule: 'properties 4',
    case: 'the right type',
    drafts: ALL,
    schema: { properties: { price: { type: 'number' } } },
    instance: { price: 9.99 },
    compliant: true,
  },
  {
    rule: 'properties 5',
    case: 'null fails type string',
    drafts: ALL,
    schema: { properties: { name: { type: 'string' } } },
    instance: { name: null },
    compliant: false,
    keyword: 'type',
    at: '#/properties/name/type',
  },
  {
    rule: 'properties 5',
    case: 'absent is valid where null is not',
    drafts: ALL,
    schema: { properties: { name: { type: 'string' } } },
    instance: {},
    compliant: true,
  },
];

const patternProperties: SpecRow[] = [
  {
    rule: 'patternProperties 1',
    case: 'a matching name is validated',
    drafts: ALL,
    schema: { patternProperties: { '^x-': { type: 'string' } } },
    instance: { 'x-trace': 1 },
    compliant: false,
    keyword: 'type',
    at: '#/patternProperties/^x-/type',
  },
  {
    rule: 'patternProperties 1',
    case: 'a matching name with a valid value',
    drafts: ALL,
    schema: { patternProperties: { '^x-': { type: 'string' } } },
    instance: { 'x-trace': 'abc' },
    compliant: true,
  },
  {
    rule: 'patternProperties 2',
    case: 'an unanchored expression matches in the middle of a name',
    drafts: ALL,
    schema: { patternProperties: { id: { type: 'integer' } } },
    instance: { user_id_hash: 'f00' },
    compliant: false,
    keyword: 'type',
    at: '#/patternProperties/id/type',
  },
  {
    rule: 'patternProperties 2',
    case: '^ and $ anchor the expression',
    drafts: ALL,
    schema: { patternProperties: { '^id$': { type: 'integer' } } },
    instance: { user_id_hash: 'f00', idx: 'x', id: 7 },
    compliant: true,
  },
  {
    rule: 'patternProperties 3',
    case: 'a name that matches no expression is ignored',
    drafts: ALL,
    schema: { patternProperties: { '^x-': { type: 'string' } } },
    instance: { trace: 1, 'X-upper': 2 },
    compliant: true,
  },
  {
    rule: 'patternProperties 4',
    case: 'the first of two matching expressions fails',
    drafts: ALL,
    schema: { patternProperties: { '^a': { maxLength: 3 }, b$: { minLength: 2 } } },
    instance: { ab: 'xxxx' },
    compliant: false,
    keyword: 'maxLength',
    at: '#/patternProperties/^a/maxLength',
  },
  {
    rule: 'patternProperties 4',
    case: 'the second of two matching expressions fails',
    drafts: ALL,
    schema: { patternProperties: { '^a': { maxLength: 3 }, b$: { minLength: 2 } } },
    instance: { ab: 'x' },
    compliant: false,
    keyword: 'minLength',
    at: '#/patternProperties/b$/minLength',
  },
  {
    rule: 'patternProperties 4',
    case: 'both matching expressions hold',
    drafts: ALL,
    schema: { patternProperties: { '^a': { maxLength: 3 }, b$: { minLength: 2 } } },
    instance: { ab: 'xx' },
    compliant: true,
  },
  {
    rule: 'patternProperties 4',
    case: 'properties and a matching pattern both apply',
    drafts: ALL,
    schema: { properties: { ab: { type: 'string' } }, patternProperties: { '^a': { minLength: 2 } } },
    instance: { ab: 'x' },
    compliant: false,
    keyword: 'minLength',
    at: '#/patternProperties/^a/minLength',
  },
];

const closed = {
  properties: { name: { type: 'string' } },
  patternProperties: { '^x-': {} },
  additionalProperties: false,
};

const additionalProperties: SpecRow[] = [
  {
    rule: 'additionalProperties 1',
    case: 'names in properties or matching patternProperties are not additional',
    drafts: ALL,
    schema: closed,
    instance: { name: 'a', 'x-note': 1 },
    compliant: true,
  },
  {
    rule: 'additionalProperties 1',
    case: 'a name in neither is additional',
    drafts: ALL,
    schema: closed,
    instance: { name: 'a', note: 1 },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
  },
  {
    rule: 'additionalProperties 2',
    case: 'allowed by default',
    drafts: ALL,
    schema: { properties: { name: { type: 'string' } } },
    instance: { name: 'a', note: 1 },
    compliant: true,
  },
  {
    rule: 'additionalProperties 2',
    case: 'true says the default out loud (a boolean here is valid even in draft 4)',
    drafts: ALL,
    schema: { properties: { name: { type: 'string' } }, additionalProperties: true },
    instance: { name: 'a', note: 1 },
    compliant: true,
  },
  {
    rule: 'additionalProperties 3',
    case: 'false: the empty object',
    drafts: ALL,
    schema: { additionalProperties: false },
    instance: {},
    compliant: true,
  },
  {
    rule: 'additionalProperties 3',
    case: 'false: each additional property is reported',
    drafts: ALL,
    schema: { properties: { a: {} }, additionalProperties: false },
    instance: { a: 1, b: 2, c: 3 },
    compliant: false,
    keyword: ['additionalProperties', 'additionalProperties'],
    at: ['#/additionalProperties', '#/additionalProperties'],
  },
  {
    rule: 'additionalProperties 3',
    case: 'false does not apply to non-objects',
    drafts: ALL,
    schema: { additionalProperties: false },
    instance: ['a'],
    compliant: true,
  },
  {
    rule: 'additionalProperties 4',
    case: 'every additional value must validate against the subschema',
    drafts: ALL,
    schema: { properties: { id: { type: 'string' } }, additionalProperties: { type: 'number' } },
    instance: { id: 'a', width: 1, height: 'tall' },
    compliant: false,
    keyword: 'type',
    at: '#/additionalProperties/type',
  },
  {
    rule: 'additionalProperties 4',
    case: 'the subschema does not apply to declared names',
    drafts: ALL,
    schema: { properties: { id: { type: 'string' } }, additionalProperties: { type: 'number' } },
    instance: { id: 'a', width: 1, height: 2 },
    compliant: true,
  },
  {
    rule: 'additionalProperties 5',
    case: 'a property declared inside allOf is additional beside it',
    drafts: ALL,
    schema: { allOf: [{ properties: { name: { type: 'string' } } }], additionalProperties: false },
    instance: { name: 'a' },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
  },
  {
    rule: 'additionalProperties 5',
    case: 'allOf cannot extend a closed schema',
    drafts: ALL,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } }, additionalProperties: false }],
      properties: { age: { type: 'integer' } },
    },
    instance: { name: 'a', age: 3 },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/allOf/0/additionalProperties',
  },
  {
    rule: 'additionalProperties 5',
    case: 'a property declared by a $ref beside it is additional (2019-09 on)',
    drafts: FROM_2019,
    schema: {
      $defs: { base: { properties: { name: { type: 'string' } } } },
      properties: { item: { $ref: '#/$defs/base', properties: { size: {} }, additionalProperties: false } },
    },
    instance: { item: { name: 'a', size: 1 } },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/properties/item/additionalProperties',
    notIn: 'up to draft 7 the keywords beside $ref are ignored (next row)',
  },
  {
    rule: 'additionalProperties 5',
    case: "up to draft 7 an additionalProperties beside $ref is ignored with the $ref's other siblings",
    drafts: UP_TO_7,
    schema: {
      definitions: { base: { properties: { name: { type: 'string' } } } },
      properties: {
        item: { $ref: '#/definitions/base', properties: { size: {} }, additionalProperties: false },
      },
    },
    instance: { item: { name: 'a', size: 1, other: 2 } },
    compliant: true,
    notIn: 'from 2019-09 the keywords beside $ref apply (previous row)',
    ajvDiffers: 'ajv 8 applies the keywords beside $ref in every draft',
  },
  {
    rule: 'additionalProperties 6',
    case: 'redeclared as true, the inherited name is recognized',
    drafts: FROM_6,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } } }],
      properties: { name: true, age: { type: 'integer' } },
      additionalProperties: false,
    },
    instance: { name: 'a', age: 3 },
    compliant: true,
  },
  {
    rule: 'additionalProperties 6',
    case: 'the inherited subschema still applies',
    drafts: FROM_6,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } } }],
      properties: { name: true, age: { type: 'integer' } },
      additionalProperties: false,
    },
    instance: { name: 1 },
    compliant: false,
    keyword: 'type',
    at: '#/allOf/0/properties/name/type',
  },
  {
    rule: 'additionalProperties 6',
    case: 'other names are still rejected',
    drafts: FROM_6,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } } }],
      properties: { name: true, age: { type: 'integer' } },
      additionalProperties: false,
    },
    instance: { name: 'a', nickname: 'b' },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
  },
  {
    rule: 'additionalProperties 6',
    case: 'redeclared as {} (draft 4 has no boolean schemas)',
    drafts: ALL,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } } }],
      properties: { name: {}, age: { type: 'integer' } },
      additionalProperties: false,
    },
    instance: { name: 'a', age: 3 },
    compliant: true,
  },
];

const thenAllowsCard = {
  properties: { kind: { enum: ['card', 'cash'] } },
  if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
  then: { properties: { cardNumber: { type: 'string' } } },
  unevaluatedProperties: false,
};

const unevaluatedProperties: SpecRow[] = [
  {
    rule: 'unevaluatedProperties 1',
    case: 'a property declared inside allOf is evaluated (no redeclaration)',
    drafts: FROM_2019,
    schema: { allOf: [{ properties: { name: { type: 'string' } } }], unevaluatedProperties: false },
    instance: { name: 'a' },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 1',
    case: 'allOf can extend a closed schema',
    drafts: FROM_2019,
    schema: {
      allOf: [{ properties: { name: { type: 'string' } } }],
      properties: { age: { type: 'integer' } },
      unevaluatedProperties: false,
    },
    instance: { name: 'a', age: 3, nickname: 'b' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 1',
    case: 'like additionalProperties, a subschema validates the rest',
    drafts: FROM_2019,
    schema: { properties: { id: { type: 'string' } }, unevaluatedProperties: { type: 'number' } },
    instance: { id: 'a', size: 'big' },
    compliant: false,
    keyword: 'type',
    at: '#/unevaluatedProperties/type',
  },
  {
    rule: 'unevaluatedProperties 1',
    case: 'names evaluated by a $ref beside it',
    drafts: FROM_2019,
    schema: {
      $defs: { named: { properties: { name: { type: 'string' } } } },
      $ref: '#/$defs/named',
      unevaluatedProperties: false,
    },
    instance: { name: 'a' },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 1',
    case: 'names matched by patternProperties and additionalProperties of a subschema',
    drafts: FROM_2019,
    schema: {
      allOf: [{ patternProperties: { '^x-': {} } }, { properties: { a: {} }, additionalProperties: true }],
      unevaluatedProperties: false,
    },
    instance: { 'x-a': 1, b: 2 },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of a passing anyOf branch are evaluated',
    drafts: FROM_2019,
    schema: {
      anyOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'string' } }, required: ['b'] },
      ],
      unevaluatedProperties: false,
    },
    instance: { a: 'x', b: 'y' },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of a failing anyOf branch are not evaluated',
    drafts: FROM_2019,
    schema: {
      anyOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'string' } }, required: ['b'] },
      ],
      unevaluatedProperties: false,
    },
    instance: { a: 1, b: 'y' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of a triggered dependentSchemas subschema are evaluated',
    drafts: FROM_2019,
    schema: {
      properties: { card: {} },
      dependentSchemas: { card: { properties: { billing: { type: 'string' } } } },
      unevaluatedProperties: false,
    },
    instance: { card: 1, billing: 'x' },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of a not-triggered dependentSchemas subschema are not',
    drafts: FROM_2019,
    schema: {
      properties: { cash: {} },
      dependentSchemas: { card: { properties: { billing: { type: 'string' } } } },
      unevaluatedProperties: false,
    },
    instance: { cash: 1, billing: 'x' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of the passing oneOf branch are evaluated',
    drafts: FROM_2019,
    schema: {
      oneOf: [{ properties: { a: {} } }, { properties: { b: {} }, required: ['b'] }],
      unevaluatedProperties: false,
    },
    instance: { a: 1 },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'names of a failing if are not evaluated',
    drafts: FROM_2019,
    schema: {
      if: { properties: { a: { const: 1 } }, required: ['a'] },
      unevaluatedProperties: false,
    },
    instance: { a: 2 },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'propertyNames and dependentRequired check names but evaluate none',
    drafts: FROM_2019,
    schema: {
      propertyNames: { maxLength: 5 },
      dependentRequired: { a: ['b'] },
      unevaluatedProperties: false,
    },
    instance: { a: 1, b: 2 },
    compliant: false,
    keyword: ['unevaluatedProperties', 'unevaluatedProperties'],
    at: ['#/unevaluatedProperties', '#/unevaluatedProperties'],
  },
  {
    rule: 'unevaluatedProperties 2',
    case: 'a failing allOf entry fails the schema: its error alone is reported, its names do not cascade',
    drafts: FROM_2019,
    schema: { allOf: [{ properties: { a: { type: 'string' }, b: {} } }], unevaluatedProperties: false },
    instance: { a: 1, b: 2 },
    compliant: false,
    keyword: 'type',
    at: '#/allOf/0/properties/a/type',
    ignored: { compliant: false, keyword: 'type', at: '#/allOf/0/properties/a/type' },
  },
  {
    rule: 'unevaluatedProperties 3',
    case: 'false: a name outside the list',
    drafts: FROM_2019,
    schema: { properties: { a: {} }, unevaluatedProperties: false },
    instance: { a: 1, b: 2 },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 3',
    case: 'false: only listed names',
    drafts: FROM_2019,
    schema: { properties: { a: {} }, unevaluatedProperties: false },
    instance: { a: 1 },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 4',
    case: 'a then property is evaluated when if holds',
    drafts: FROM_2019,
    schema: thenAllowsCard,
    instance: { kind: 'card', cardNumber: '4111' },
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 4',
    case: 'a then property is rejected when the discriminator differs',
    drafts: FROM_2019,
    schema: thenAllowsCard,
    instance: { kind: 'cash', cardNumber: '4111' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'unevaluatedProperties 4',
    case: 'an else property is evaluated only when if fails',
    drafts: FROM_2019,
    schema: {
      if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
      then: { properties: { kind: {}, cardNumber: {} } },
      else: { properties: { kind: {}, cashier: {} } },
      unevaluatedProperties: false,
    },
    instance: { kind: 'card', cashier: 'x' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
];

void describe('spec 2.2: object type', () => runRows(objectType));
void describe('spec 2.4: properties', () => runRows(properties));
void describe('spec 2.4: patternProperties', () => runRows(patternProperties));
void describe('spec 2.4: additionalProperties', () => runRows(additionalProperties));
void describe('spec 2.4: unevaluatedProperties', () => runRows(unevaluatedProperties));

void describe('spec 2.2: object type rule 3 (keys are strings)', () => {
  const texts: [string, string][] = [
    ['a bare number as key', '{1: "a"}'],
    ['a bare word as key', '{name: "a"}'],
    ['a single-quoted key', '{\'name\': "a"}'],
  ];
  for (const draft of ALL) {
    for (const [name, text] of texts) {
      void test(`type rule 3 (draft ${draft}): ${name} is not an instance`, () => {
        const result = validateText({ $schema: META[draft], type: 'object' }, text);
        assert.equal(result.valid, false);
        assert.deepEqual(result.errors, []);
        const errors = result.syntaxProblems.filter((p) => p.severity === 'error');
        assert.ok(errors.length > 0, 'a syntax error');
        // The first problem is at the key: the document breaks there.
        assert.equal(errors[0]?.range.offset, 1);
      });
    }
  }
});
