// The pitfalls the spec names, on realistic schemas: what goes wrong, the message that explains it,
// and the fix the spec recommends. Each row names the spec rule it demonstrates.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { JsonObject, JsonValue } from '../../shared/src/types';
import { ALL, FROM_2019, FROM_6, FROM_7, UP_TO_7, runRows, type SpecRow } from './spec-table';

const address: JsonObject = {
  properties: { street: { type: 'string' }, city: { type: 'string' } },
  required: ['street', 'city'],
};
const usAddress = { street: '1 Main St', city: 'Springfield', state: 'IL' };

const closedExtension: SpecRow[] = [
  {
    rule: 'additionalProperties 5',
    case: 'pitfall: additionalProperties beside allOf rejects the inherited properties',
    drafts: ALL,
    schema: { allOf: [address], properties: { state: { type: 'string' } }, additionalProperties: false },
    instance: usAddress,
    compliant: false,
    keyword: ['additionalProperties', 'additionalProperties'],
    at: ['#/additionalProperties', '#/additionalProperties'],
    messages: [
      'Property "city" is not allowed: the schema allows only "state".',
      'Property "street" is not allowed: the schema allows only "state".',
    ],
  },
  {
    rule: 'additionalProperties 5',
    case: 'pitfall: a closed base cannot be extended through allOf',
    drafts: ALL,
    schema: {
      allOf: [{ ...address, additionalProperties: false }],
      properties: { state: { type: 'string' } },
    },
    instance: usAddress,
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/allOf/0/additionalProperties',
    messages: ['Property "state" is not allowed: the schema allows only "street", "city".'],
  },
  {
    rule: 'additionalProperties 6',
    case: 'fix: redeclare the inherited names as true',
    drafts: FROM_6,
    schema: {
      allOf: [address],
      properties: { street: true, city: true, state: { type: 'string' } },
      additionalProperties: false,
    },
    instance: usAddress,
    compliant: true,
  },
  {
    rule: 'additionalProperties 6',
    case: 'fix: redeclared names keep the inherited constraints',
    drafts: FROM_6,
    schema: {
      allOf: [address],
      properties: { street: true, city: true, state: { type: 'string' } },
      additionalProperties: false,
    },
    instance: { ...usAddress, city: 42, county: 'Sangamon' },
    compliant: false,
    keyword: ['additionalProperties', 'type'],
    at: ['#/additionalProperties', '#/allOf/0/properties/city/type'],
  },
  {
    rule: 'additionalProperties 6',
    case: 'fix in draft 4: redeclare the inherited names as {}',
    drafts: ALL,
    schema: {
      allOf: [address],
      properties: { street: {}, city: {}, state: { type: 'string' } },
      additionalProperties: false,
    },
    instance: usAddress,
    compliant: true,
  },
  {
    rule: 'unevaluatedProperties 1',
    case: 'fix from 2019-09: unevaluatedProperties sees the allOf names',
    drafts: FROM_2019,
    schema: { allOf: [address], properties: { state: { type: 'string' } }, unevaluatedProperties: false },
    instance: { ...usAddress, zip: '62701' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
    messages: [
      'Property "zip" is not allowed: the schema allows only "state", "street", "city" (unevaluatedProperties).',
    ],
  },
];

const shipping = (ifRequired: boolean): JsonValue => ({
  properties: { country: { type: 'string' }, zip: { type: 'string' } },
  if: { properties: { country: { const: 'US' } }, ...(ifRequired ? { required: ['country'] } : {}) },
  then: { required: ['zip'] },
});

const conditionals: SpecRow[] = [
  {
    rule: 'if/then/else 4',
    case: 'pitfall: an if without required fires when the property is absent',
    drafts: FROM_7,
    schema: shipping(false),
    instance: {},
    compliant: false,
    keyword: 'required',
    at: '#/then/required',
    messages: [
      'Property "zip" is required because "country" is absent and the "if" has no "required" for it, so the condition holds (the if/then at the schema\'s root).',
    ],
  },
  {
    rule: 'if/then/else 4',
    case: 'fix: required in the if',
    drafts: FROM_7,
    schema: shipping(true),
    instance: {},
    compliant: true,
  },
  {
    rule: 'if/then/else 4',
    case: 'the fixed if still fires for its value',
    drafts: FROM_7,
    schema: shipping(true),
    instance: { country: 'US' },
    compliant: false,
    keyword: 'required',
    at: '#/then/required',
    messages: ['Property "zip" is required because "country" is "US" (the if/then at the schema\'s root).'],
  },
  {
    rule: 'if/then/else 6',
    case: 'pitfall: several branches without required all fire on absence',
    drafts: FROM_7,
    schema: {
      allOf: [
        { if: { properties: { method: { const: 'card' } } }, then: { required: ['cardNumber'] } },
        { if: { properties: { method: { const: 'iban' } } }, then: { required: ['iban'] } },
      ],
    },
    instance: {},
    compliant: false,
    keyword: ['required', 'required'],
    at: ['#/allOf/0/then/required', '#/allOf/1/then/required'],
    messages: [
      'Property "cardNumber" is required because "method" is absent and the "if" has no "required" for it, so the condition holds (the if/then in allOf branch 1).',
      'Property "iban" is required because "method" is absent and the "if" has no "required" for it, so the condition holds (the if/then in allOf branch 2).',
    ],
  },
  {
    rule: 'if/then/else 5',
    case: 'fix: each allOf-wrapped if names its property in required',
    drafts: FROM_7,
    schema: {
      allOf: [
        {
          if: { properties: { method: { const: 'card' } }, required: ['method'] },
          then: { required: ['cardNumber'] },
        },
        {
          if: { properties: { method: { const: 'iban' } }, required: ['method'] },
          then: { required: ['iban'] },
        },
      ],
    },
    instance: { method: 'iban' },
    compliant: false,
    keyword: 'required',
    at: '#/allOf/1/then/required',
    messages: ['Property "iban" is required because "method" is "iban" (the if/then in allOf branch 2).'],
  },
];

const defaults: SpecRow[] = [
  {
    rule: 'default',
    case: 'pitfall: a missing property with a default is still missing for required',
    drafts: ALL,
    schema: { properties: { currency: { type: 'string', default: 'EUR' } }, required: ['currency'] },
    instance: { amount: 5 },
    compliant: false,
    keyword: 'required',
    at: '#/required',
    messages: ['Missing required property "currency".'],
  },
  {
    rule: 'default',
    case: 'pitfall: a default does not satisfy an if (the absent value is not the default)',
    drafts: FROM_7,
    schema: {
      properties: { currency: { default: 'USD' } },
      if: { properties: { currency: { const: 'USD' } }, required: ['currency'] },
      then: { required: ['routingNumber'] },
    },
    instance: {},
    compliant: true,
  },
  {
    rule: 'default',
    case: 'a default that breaks its own schema is not validated either',
    drafts: ALL,
    schema: { properties: { retries: { type: 'integer', default: 'three' } } },
    instance: {},
    compliant: true,
  },
];

const patterns: SpecRow[] = [
  {
    rule: 'patternProperties 2',
    case: 'pitfall: an unanchored name pattern matches inside other names',
    drafts: ALL,
    schema: { patternProperties: { 'x-': { type: 'string' } } },
    instance: { 'max-width': 100 },
    compliant: false,
    keyword: 'type',
    at: '#/patternProperties/x-/type',
  },
  {
    rule: 'patternProperties 2',
    case: 'fix: anchor with ^',
    drafts: ALL,
    schema: { patternProperties: { '^x-': { type: 'string' } } },
    instance: { 'max-width': 100, 'x-note': 'ok' },
    compliant: true,
  },
  {
    rule: 'if/then/else 7',
    case: 'pitfall: an unanchored value pattern in if matches a longer value',
    drafts: FROM_7,
    schema: {
      if: { properties: { plan: { pattern: 'pro' } }, required: ['plan'] },
      then: { required: ['seats'] },
    },
    instance: { plan: 'nonprofit' },
    compliant: false,
    keyword: 'required',
    at: '#/then/required',
    messages: [
      'Property "seats" is required because "plan" is "nonprofit" (the if/then at the schema\'s root).',
    ],
  },
  {
    rule: 'if/then/else 7',
    case: 'fix: anchor both ends',
    drafts: FROM_7,
    schema: {
      if: { properties: { plan: { pattern: '^pro$' } }, required: ['plan'] },
      then: { required: ['seats'] },
    },
    instance: { plan: 'nonprofit' },
    compliant: true,
  },
];

const nullVersusAbsent: SpecRow[] = [
  {
    rule: 'properties 5',
    case: 'pitfall: null is not absent',
    drafts: ALL,
    schema: { properties: { middleName: { type: 'string' } } },
    instance: { middleName: null },
    compliant: false,
    keyword: 'type',
    at: '#/properties/middleName/type',
    messages: ['Incorrect type: expected string, got null.'],
  },
  {
    rule: 'properties 5',
    case: 'fix: allow null in the type',
    drafts: ALL,
    schema: { properties: { middleName: { type: ['string', 'null'] } } },
    instance: { middleName: null },
    compliant: true,
  },
  {
    rule: 'required 3',
    case: 'pitfall: null satisfies required',
    drafts: ALL,
    schema: { properties: { middleName: { type: ['string', 'null'] } }, required: ['middleName'] },
    instance: { middleName: null },
    compliant: true,
  },
  {
    rule: 'required 3',
    case: 'absent fails required where null passes',
    drafts: ALL,
    schema: { properties: { middleName: { type: ['string', 'null'] } }, required: ['middleName'] },
    instance: {},
    compliant: false,
    keyword: 'required',
    at: '#/required',
  },
];

const card = {
  properties: { card: { type: 'string' } },
  dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
};

const dependentSchemas: SpecRow[] = [
  {
    rule: 'dependentSchemas 2',
    case: 'pitfall: dependentSchemas does not extend a closed schema',
    drafts: FROM_2019,
    schema: { ...card, additionalProperties: false },
    instance: { card: '4111', billing: 'Main St' },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
    messages: ['Property "billing" is not allowed: the schema allows only "card".'],
    ignored: { compliant: false, keyword: 'additionalProperties', at: '#/additionalProperties' },
  },
  {
    rule: 'dependentSchemas 2',
    case: 'fix: unevaluatedProperties sees the names of a triggered dependentSchemas',
    drafts: FROM_2019,
    schema: { ...card, unevaluatedProperties: false },
    instance: { card: '4111', billing: 'Main St' },
    compliant: true,
  },
  {
    rule: 'dependentSchemas 2',
    case: 'with the trigger absent, the described property is just unevaluated',
    drafts: FROM_2019,
    schema: { ...card, unevaluatedProperties: false },
    instance: { billing: 'Main St' },
    compliant: false,
    keyword: 'unevaluatedProperties',
    at: '#/unevaluatedProperties',
  },
  {
    rule: 'dependentSchemas 2',
    case: 'the same pitfall with dependencies up to draft 7',
    drafts: UP_TO_7,
    schema: {
      properties: { card: { type: 'string' } },
      dependencies: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
      additionalProperties: false,
    },
    instance: { card: '4111', billing: 'Main St' },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
    ignored: { compliant: false, keyword: 'additionalProperties', at: '#/additionalProperties' },
  },
];

const notBusiness = (required: boolean): JsonValue => ({
  not: { properties: { type: { enum: ['business'] } }, ...(required ? { required: ['type'] } : {}) },
});

const implication: SpecRow[] = [
  {
    rule: 'Implication 1',
    case: 'A implies B before draft 7',
    drafts: ALL,
    schema: { anyOf: [notBusiness(true), { required: ['vat'] }] },
    instance: { type: 'business' },
    compliant: false,
    keyword: 'required',
    at: '#/anyOf/1/required',
    messages: [
      'Property "vat" is required because "type" is "business" (the implication at the schema\'s root).',
    ],
  },
  {
    rule: 'Implication 3',
    case: 'the negation with required leaves an absent type alone',
    drafts: ALL,
    schema: { anyOf: [notBusiness(true), { required: ['vat'] }] },
    instance: {},
    compliant: true,
  },
  {
    rule: 'Implication 4',
    case: 'named in definitions, referenced from allOf (drafts 4 to 7)',
    drafts: UP_TO_7,
    schema: {
      definitions: { businessNeedsVat: { anyOf: [notBusiness(true), { required: ['vat'] }] } },
      allOf: [{ $ref: '#/definitions/businessNeedsVat' }],
    },
    instance: { type: 'business' },
    compliant: false,
    keyword: 'required',
    at: '#/definitions/businessNeedsVat/anyOf/1/required',
    notIn: 'from 2019-09 the container is $defs (next row)',
  },
  {
    rule: 'Implication 4',
    case: 'named in $defs, referenced from allOf (2019-09 on)',
    drafts: FROM_2019,
    schema: {
      $defs: { businessNeedsVat: { anyOf: [notBusiness(true), { required: ['vat'] }] } },
      allOf: [{ $ref: '#/$defs/businessNeedsVat' }],
    },
    instance: { type: 'business', vat: 'DE1' },
    compliant: true,
    notIn: '$defs is a 2019-09 keyword; earlier drafts use definitions (previous row)',
  },
];

/**
 * Wrong behaviour the core shows today. Each row asserts what happens now; the FIXME says what is
 * right. When the core is fixed, the row fails: move it to the tables above with the right outcome.
 */
const implicationWithoutRequired: SpecRow[] = [
  {
    rule: 'Implication 1',
    case: 'without required in the negation, absence counts as A, and the message says so',
    drafts: ALL,
    schema: { anyOf: [notBusiness(false), { required: ['vat'] }] },
    instance: {},
    compliant: false,
    keyword: 'required',
    at: '#/anyOf/1/required',
    messages: [
      'Property "vat" is required because "type" is absent and the condition in "not" has no "required" for it, so the condition holds (the implication at the schema\'s root).',
    ],
  },
];

void describe('pitfall: extending a closed schema', () => runRows(closedExtension));
void describe('pitfall: conditionals firing on absence', () => runRows(conditionals));
void describe('pitfall: default fills in nothing', () => {
  runRows(defaults);
  void test('default rule (every draft): validation leaves the instance unchanged', () => {
    for (const draft of ALL) {
      const instance: JsonObject = { amount: 5 };
      const compiled = compile(
        { properties: { currency: { default: 'EUR' } }, required: ['currency'] },
        { draft },
      );
      assert.equal(compiled.validate(instance).valid, false);
      assert.deepEqual(instance, { amount: 5 }, `draft ${draft}`);
    }
  });
});
void describe('pitfall: unanchored patterns', () => runRows(patterns));
void describe('pitfall: null versus absent', () => runRows(nullVersusAbsent));
void describe('pitfall: dependentSchemas and closed schemas', () => runRows(dependentSchemas));
void describe('pitfall: the implication pattern before draft 7', () => runRows(implication));
void describe('pitfall: an implication whose negation has no required', () =>
  runRows(implicationWithoutRequired));
