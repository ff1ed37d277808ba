// Every numbered rule and example of the object validation spec (section 2), run in each draft
// that has the keywords involved, plus the pitfalls the spec names.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { Draft, JsonValue } from '../../shared/src/types';

const ALL: Draft[] = ['4', '6', '7', '2019-09', '2020-12'];
const FROM6: Draft[] = ['6', '7', '2019-09', '2020-12'];
const FROM7: Draft[] = ['7', '2019-09', '2020-12'];
const FROM2019: Draft[] = ['2019-09', '2020-12'];
const UPTO7: Draft[] = ['4', '6', '7'];

interface Rule {
  rule: string;
  drafts: Draft[];
  schema: JsonValue;
  /** [instance, compliant] */
  cases: [JsonValue, boolean][];
}

const rules: Rule[] = [
  // 2.2 object type
  {
    rule: 'type 1: {type: object} accepts an object',
    drafts: ALL,
    schema: { type: 'object' },
    cases: [
      [{}, true],
      [{ a: 1 }, true],
    ],
  },
  {
    rule: 'type 2: rejects strings, arrays and every other non-object',
    drafts: ALL,
    schema: { type: 'object' },
    cases: [
      ['{}', false],
      [[], false],
      [1, false],
      [null, false],
      [true, false],
    ],
  },
  // properties
  {
    rule: 'properties 1: a listed property is validated against its subschema',
    drafts: ALL,
    schema: { properties: { age: { type: 'integer' } } },
    cases: [
      [{ age: 3 }, true],
      [{ age: 'x' }, false],
    ],
  },
  {
    rule: 'properties 2-3: unlisted, missing and extra properties are fine; {} is valid',
    drafts: ALL,
    schema: { properties: { age: { type: 'integer' } } },
    cases: [
      [{}, true],
      [{ other: 'x' }, true],
    ],
  },
  {
    rule: 'properties 4: a string where a number is required fails',
    drafts: ALL,
    schema: { properties: { n: { type: 'number' } } },
    cases: [[{ n: '1' }, false]],
  },
  {
    rule: 'properties 5: null is not absent',
    drafts: ALL,
    schema: { properties: { s: { type: 'string' } } },
    cases: [
      [{ s: null }, false],
      [{}, true],
    ],
  },
  // patternProperties
  {
    rule: 'patternProperties 1-3: matching names are validated, others ignored',
    drafts: ALL,
    schema: { patternProperties: { '^x-': { type: 'string' } } },
    cases: [
      [{ 'x-a': 's' }, true],
      [{ 'x-a': 1 }, false],
      [{ y: 1 }, true],
    ],
  },
  {
    rule: 'patternProperties 2: patterns are unanchored',
    drafts: ALL,
    schema: { patternProperties: { id: { type: 'string' } } },
    cases: [
      [{ userId: 1 }, true],
      [{ name: 1 }, true],
      [{ my_id_2: 1 }, false],
      [{ idx: 1 }, false],
    ],
  },
  {
    rule: 'patternProperties 4: every matching expression applies',
    drafts: ALL,
    schema: { patternProperties: { a: { type: 'string' }, b: { maxLength: 2 } } },
    cases: [
      [{ ab: 'xy' }, true],
      [{ ab: 'xyz' }, false],
      [{ ab: 1 }, false],
    ],
  },
  // additionalProperties
  {
    rule: 'additionalProperties 1-3: false rejects names neither listed nor matched',
    drafts: ALL,
    schema: { properties: { a: {} }, patternProperties: { '^x-': {} }, additionalProperties: false },
    cases: [
      [{ a: 1, 'x-b': 2 }, true],
      [{ a: 1, c: 2 }, false],
    ],
  },
  {
    rule: 'additionalProperties 2: allowed by default',
    drafts: ALL,
    schema: { properties: { a: {} } },
    cases: [[{ z: 1 }, true]],
  },
  {
    rule: 'additionalProperties 4: a subschema validates every additional value',
    drafts: ALL,
    schema: { properties: { a: {} }, additionalProperties: { type: 'boolean' } },
    cases: [
      [{ a: 'x', b: true }, true],
      [{ b: 'x' }, false],
    ],
  },
  {
    rule: 'additionalProperties 5: allOf cannot extend a closed schema',
    drafts: ALL,
    schema: { allOf: [{ properties: { a: {} } }], properties: { b: {} }, additionalProperties: false },
    cases: [
      [{ b: 1 }, true],
      [{ a: 1, b: 1 }, false],
    ],
  },
  {
    rule: 'additionalProperties 6: redeclaring inherited names (as true) is the workaround',
    drafts: FROM6,
    schema: {
      allOf: [{ properties: { a: { type: 'string' } } }],
      properties: { a: true, b: {} },
      additionalProperties: false,
    },
    cases: [
      [{ a: 's', b: 1 }, true],
      [{ a: 1 }, false],
      [{ c: 1 }, false],
    ],
  },
  {
    rule: 'additionalProperties 6 in draft 4: redeclare with {}',
    drafts: ['4'],
    schema: {
      allOf: [{ properties: { a: { type: 'string' } } }],
      properties: { a: {}, b: {} },
      additionalProperties: false,
    },
    cases: [
      [{ a: 's', b: 1 }, true],
      [{ a: 1 }, false],
      [{ c: 1 }, false],
    ],
  },
  // unevaluatedProperties
  {
    rule: 'unevaluatedProperties 1-3: sees allOf, no redeclaration needed',
    drafts: FROM2019,
    schema: { allOf: [{ properties: { a: {} } }], properties: { b: {} }, unevaluatedProperties: false },
    cases: [
      [{ a: 1, b: 1 }, true],
      [{ a: 1, c: 1 }, false],
    ],
  },
  {
    rule: 'unevaluatedProperties 4: a then property counts only when if holds',
    drafts: FROM2019,
    schema: {
      properties: { kind: { enum: ['card', 'cash'] } },
      if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
      then: { properties: { number: { type: 'string' } } },
      unevaluatedProperties: false,
    },
    cases: [
      [{ kind: 'card', number: '4111' }, true],
      [{ kind: 'cash', number: '4111' }, false],
      [{ kind: 'cash' }, true],
    ],
  },
  {
    rule: 'unevaluatedProperties: names of failed anyOf branches do not count',
    drafts: FROM2019,
    schema: {
      anyOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: {} }, required: ['b'] },
      ],
      unevaluatedProperties: false,
    },
    cases: [
      [{ a: 's' }, true],
      [{ b: 1 }, true],
      [{ a: 1, b: 1 }, false],
    ],
  },
  {
    rule: 'unevaluatedProperties: sees through $ref and dependentSchemas',
    drafts: FROM2019,
    schema: {
      $defs: { base: { properties: { a: {} } } },
      $ref: '#/$defs/base',
      dependentSchemas: { a: { properties: { b: {} } } },
      unevaluatedProperties: false,
    },
    cases: [
      [{ a: 1, b: 1 }, true],
      [{ b: 1 }, false],
      [{ a: 1, c: 1 }, false],
    ],
  },
  {
    rule: 'unevaluatedProperties is not a keyword before 2019-09',
    drafts: UPTO7,
    schema: { unevaluatedProperties: false },
    cases: [[{ a: 1 }, true]],
  },
  // required
  {
    rule: 'required 1,5: every listed property must be present',
    drafts: ALL,
    schema: { required: ['a', 'b'] },
    cases: [
      [{ a: 1, b: 2 }, true],
      [{ a: 1 }, false],
    ],
  },
  {
    rule: 'required 2: an empty array requires nothing',
    drafts: FROM6,
    schema: { required: [] },
    cases: [[{}, true]],
  },
  {
    rule: 'required 3: null counts as present and still meets its type',
    drafts: ALL,
    schema: { required: ['a'], properties: { a: { type: 'string' } } },
    cases: [
      [{ a: null }, false],
      [{ a: 's' }, true],
    ],
  },
  {
    rule: 'required 3: null present satisfies required alone',
    drafts: ALL,
    schema: { required: ['a'] },
    cases: [[{ a: null }, true]],
  },
  {
    rule: 'required 4: extra properties do not matter',
    drafts: ALL,
    schema: { required: ['a'] },
    cases: [[{ a: 1, z: 2 }, true]],
  },
  // propertyNames
  {
    rule: 'propertyNames 1,3: each name is checked, regardless of its value',
    drafts: FROM6,
    schema: { propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } },
    cases: [
      [{ ok_1: null }, true],
      [{ '1bad': 1 }, false],
    ],
  },
  {
    rule: 'propertyNames 2: names are strings (a number schema rejects every name)',
    drafts: FROM6,
    schema: { propertyNames: { type: 'number' } },
    cases: [
      [{}, true],
      [{ '1': 1 }, false],
    ],
  },
  {
    rule: 'propertyNames is not a keyword in draft 4',
    drafts: ['4'],
    schema: { propertyNames: { maxLength: 1 } },
    cases: [[{ long: 1 }, true]],
  },
  // minProperties / maxProperties
  {
    rule: 'min/maxProperties 1-2: with 2..3, 0 and 1 fail, 2 and 3 pass, 4 fails',
    drafts: ALL,
    schema: { minProperties: 2, maxProperties: 3 },
    cases: [
      [{}, false],
      [{ a: 1 }, false],
      [{ a: 1, b: 2 }, true],
      [{ a: 1, b: 2, c: 3 }, true],
      [{ a: 1, b: 2, c: 3, d: 4 }, false],
    ],
  },
  // dependentRequired
  {
    rule: 'dependentRequired 1-3: one-directional presence dependency',
    drafts: FROM2019,
    schema: { dependentRequired: { card: ['billing'] } },
    cases: [
      [{ card: 1, billing: 2 }, true],
      [{ card: 1 }, false],
      [{}, true],
      [{ billing: 2 }, true],
    ],
  },
  {
    rule: 'dependentRequired 3: bidirectional needs both entries',
    drafts: FROM2019,
    schema: { dependentRequired: { card: ['billing'], billing: ['card'] } },
    cases: [
      [{ billing: 2 }, false],
      [{ card: 1 }, false],
      [{ card: 1, billing: 2 }, true],
    ],
  },
  // dependentSchemas
  {
    rule: 'dependentSchemas 1: applies to the whole object when the trigger is present',
    drafts: FROM2019,
    schema: { dependentSchemas: { card: { required: ['billing'] } } },
    cases: [
      [{ card: 1 }, false],
      [{ card: 1, billing: 1 }, true],
    ],
  },
  {
    rule: 'dependentSchemas 2: absent trigger, the subschema does not apply; it does not extend a closed schema',
    drafts: FROM2019,
    schema: {
      properties: { card: {} },
      additionalProperties: false,
      dependentSchemas: { card: { properties: { billing: { type: 'string' } } } },
    },
    cases: [
      [{}, true],
      [{ card: 1 }, true],
      [{ card: 1, billing: 's' }, false],
    ],
  },
  {
    rule: 'dependencies (array = dependentRequired, schema = dependentSchemas) up to draft 7',
    drafts: UPTO7,
    schema: { dependencies: { card: ['billing'], vip: { required: ['since'] } } },
    cases: [
      [{ card: 1 }, false],
      [{ vip: true }, false],
      [{ card: 1, billing: 1, vip: true, since: 1 }, true],
    ],
  },
  {
    rule: 'dependentRequired is not a keyword before 2019-09',
    drafts: UPTO7,
    schema: { dependentRequired: { a: ['b'] } },
    cases: [[{ a: 1 }, true]],
  },
  {
    rule: 'dependencies is not a keyword from 2019-09',
    drafts: FROM2019,
    schema: { dependencies: { a: ['b'] } },
    cases: [[{ a: 1 }, true]],
  },
  // if / then / else
  {
    rule: 'if/then/else table: valid/valid, valid/invalid, invalid/valid, invalid/invalid, absent',
    drafts: FROM7,
    schema: {
      if: { properties: { t: { const: 1 } }, required: ['t'] },
      then: { required: ['a'] },
      else: { required: ['b'] },
    },
    cases: [
      [{ t: 1, a: 1 }, true],
      [{ t: 1 }, false],
      [{ t: 2, b: 1 }, true],
      [{ t: 2 }, false],
    ],
  },
  {
    rule: 'if/then/else: no if, always valid',
    drafts: FROM7,
    schema: { then: false, else: false },
    cases: [[{}, true]],
  },
  {
    rule: 'if/then/else 2: an undefined then or else behaves as true',
    drafts: FROM7,
    schema: { if: { required: ['t'] }, else: { required: ['b'] } },
    cases: [
      [{ t: 1 }, true],
      [{}, false],
    ],
  },
  {
    rule: 'if/then/else 4,6: an if without required fires for an absent property',
    drafts: FROM7,
    schema: { if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } },
    cases: [
      [{}, false],
      [{ country: 'FR' }, true],
      [{ country: 'US', zip: '1' }, true],
    ],
  },
  {
    rule: 'if/then/else 4: default does not cause the branch',
    drafts: FROM7,
    schema: {
      properties: { country: { default: 'US' } },
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['zip'] },
    },
    cases: [[{}, true]],
  },
  {
    rule: 'if/then/else 5: more than two branches as allOf of if/then pairs with required',
    drafts: FROM7,
    schema: {
      allOf: [
        { if: { properties: { c: { const: 'US' } }, required: ['c'] }, then: { required: ['zip'] } },
        { if: { properties: { c: { const: 'CA' } }, required: ['c'] }, then: { required: ['postal'] } },
      ],
    },
    cases: [
      [{ c: 'US', zip: 1 }, true],
      [{ c: 'CA', postal: 1 }, true],
      [{ c: 'US' }, false],
      [{ c: 'CA' }, false],
      [{}, true],
    ],
  },
  {
    rule: 'if/then/else 7: patterns in branches are unanchored',
    drafts: FROM7,
    schema: { if: { required: ['c'] }, then: { properties: { zip: { pattern: '[0-9]{5}' } } } },
    cases: [
      [{ c: 1, zip: 'ZIP 12345' }, true],
      [{ c: 1, zip: '1234' }, false],
    ],
  },
  {
    rule: 'if/then is not a keyword before draft 7',
    drafts: ['4', '6'],
    schema: { if: {}, then: false },
    cases: [[{}, true]],
  },
  // implication
  {
    rule: 'implication 1-3: anyOf [not A, B] requires B only when A holds',
    drafts: ALL,
    schema: {
      anyOf: [
        { not: { properties: { type: { enum: ['business'] } }, required: ['type'] } },
        { required: ['vat'] },
      ],
    },
    cases: [
      [{ type: 'business', vat: 'x' }, true],
      [{ type: 'business' }, false],
      [{ type: 'private' }, true],
      [{}, true],
    ],
  },
  {
    rule: 'implication 2: if/then/else is (A -> B) AND (!A -> C)',
    drafts: ALL,
    schema: {
      allOf: [
        { anyOf: [{ not: { required: ['a'] } }, { required: ['b'] }] },
        { anyOf: [{ required: ['a'] }, { required: ['c'] }] },
      ],
    },
    cases: [
      [{ a: 1, b: 1 }, true],
      [{ a: 1 }, false],
      [{ c: 1 }, true],
      [{}, false],
    ],
  },
  {
    rule: 'implication 4: kept in $defs/definitions and referenced from allOf',
    drafts: ALL,
    schema: {
      definitions: {
        businessNeedsVat: { anyOf: [{ not: { required: ['business'] } }, { required: ['vat'] }] },
      },
      allOf: [{ $ref: '#/definitions/businessNeedsVat' }],
    },
    cases: [
      [{ business: true }, false],
      [{ business: true, vat: 1 }, true],
    ],
  },
  // enum, const, default, $defs/$ref
  {
    rule: 'enum: a property value from the list',
    drafts: ALL,
    schema: { properties: { c: { enum: ['a', 1, null] } } },
    cases: [
      [{ c: 1 }, true],
      [{ c: 'b' }, false],
    ],
  },
  {
    rule: 'const: a single allowed value (deep equality)',
    drafts: FROM6,
    schema: { const: { a: [1, 2] } },
    cases: [
      [{ a: [1, 2] }, true],
      [{ a: [2, 1] }, false],
    ],
  },
  {
    rule: 'default has no effect on validation',
    drafts: ALL,
    schema: { properties: { a: { type: 'string', default: 5 } } },
    cases: [
      [{}, true],
      [{ a: 5 }, false],
    ],
  },
  {
    rule: '$defs and $ref "#/$defs/<name>"',
    drafts: FROM2019,
    schema: { $defs: { name: { type: 'string' } }, properties: { n: { $ref: '#/$defs/name' } } },
    cases: [
      [{ n: 's' }, true],
      [{ n: 1 }, false],
    ],
  },
];

void describe('spec rules per draft', () => {
  for (const r of rules) {
    for (const draft of r.drafts) {
      void test(`[draft ${draft}] ${r.rule}`, () => {
        const compiled = compile(r.schema, { draft });
        assert.equal(compiled.draft, draft);
        for (const [instance, compliant] of r.cases) {
          const result = compiled.validate(instance);
          assert.equal(
            result.valid,
            compliant,
            `${JSON.stringify(instance)} should be ${compliant ? 'compliant' : 'not compliant'}`,
          );
          assert.equal(result.errors.length === 0, compliant, 'errors agree with the verdict');
        }
      });
    }
  }
});

void test('draft 4: required with at least one string is the only valid form (checkSchema reports the empty array)', () => {
  const compiled = compile({ required: [] }, { draft: '4' });
  assert.ok(compiled.problems.some((p) => p.keyword === 'required' && p.severity === 'error'));
});
