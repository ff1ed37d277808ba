// Spec section 2.4: required, propertyNames, minProperties/maxProperties, dependentRequired,
// dependentSchemas, and their draft-7 predecessor `dependencies` (spec section 9).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { Draft, JsonValue } from '../../shared/src/types';
import { ALL, FROM_2019, FROM_6, META, UP_TO_7, runRows, type SpecRow } from './spec-table';

const required: SpecRow[] = [
  {
    rule: 'required 1',
    case: 'every listed property present',
    drafts: ALL,
    schema: { required: ['id', 'name'] },
    instance: { id: 1, name: 'a' },
    compliant: true,
  },
  {
    rule: 'required 1',
    case: 'each missing property is an error',
    drafts: ALL,
    schema: { required: ['id', 'name'] },
    instance: {},
    compliant: false,
    keyword: ['required', 'required'],
    at: ['#/required', '#/required'],
  },
  {
    rule: 'required 1',
    case: 'not applied to non-objects',
    drafts: ALL,
    schema: { required: ['id'] },
    instance: ['id'],
    compliant: true,
  },
  {
    rule: 'required 2',
    case: 'an empty array requires nothing (draft 6 on)',
    drafts: FROM_6,
    schema: { required: [] },
    instance: {},
    compliant: true,
    notIn: 'draft 4 rejects an empty required (see "required rule 2 (draft 4)")',
  },
  {
    rule: 'required 3',
    case: 'null counts as present',
    drafts: ALL,
    schema: { required: ['name'] },
    instance: { name: null },
    compliant: true,
  },
  {
    rule: 'required 3',
    case: 'a present null is still checked against its type',
    drafts: ALL,
    schema: { properties: { name: { type: 'string' } }, required: ['name'] },
    instance: { name: null },
    compliant: false,
    keyword: 'type',
    at: '#/properties/name/type',
  },
  {
    rule: 'required 4',
    case: 'extra undeclared properties do not matter',
    drafts: ALL,
    schema: { required: ['id'] },
    instance: { id: 1, other: 2, more: 3 },
    compliant: true,
  },
  {
    rule: 'required 5',
    case: 'one missing property',
    drafts: ALL,
    schema: { required: ['id', 'name'] },
    instance: { id: 1, Name: 'case matters' },
    compliant: false,
    keyword: 'required',
    at: '#/required',
  },
];

const propertyNames: SpecRow[] = [
  {
    rule: 'propertyNames 1',
    case: 'each name is checked',
    drafts: FROM_6,
    schema: { propertyNames: { maxLength: 3 } },
    instance: { abc: 1, abcd: 2 },
    compliant: false,
    keyword: 'propertyNames',
    at: '#/propertyNames',
  },
  {
    rule: 'propertyNames 1',
    case: 'regardless of the value',
    drafts: FROM_6,
    schema: { propertyNames: { maxLength: 3 } },
    instance: { abc: 'a value much longer than three', xyz: null },
    compliant: true,
  },
  {
    rule: 'propertyNames 1',
    case: 'every failing name is reported',
    drafts: FROM_6,
    schema: { propertyNames: { maxLength: 1 } },
    instance: { ab: 1, cd: 2, e: 3 },
    compliant: false,
    keyword: ['propertyNames', 'propertyNames'],
    at: ['#/propertyNames', '#/propertyNames'],
  },
  {
    rule: 'propertyNames 2',
    case: 'names are strings: type string always holds',
    drafts: FROM_6,
    schema: { propertyNames: { type: 'string' } },
    instance: { a: 1, '1': 2, '': 3 },
    compliant: true,
  },
  {
    rule: 'propertyNames 2',
    case: 'names are strings: a numeric name is not a number',
    drafts: FROM_6,
    schema: { propertyNames: { type: 'number' } },
    instance: { '1': 1 },
    compliant: false,
    keyword: 'propertyNames',
    at: '#/propertyNames',
  },
  {
    rule: 'propertyNames 2',
    case: 'the empty object has no names to check',
    drafts: FROM_6,
    schema: { propertyNames: false },
    instance: {},
    compliant: true,
  },
  {
    rule: 'propertyNames 3',
    case: 'identifier names pass',
    drafts: FROM_6,
    schema: { propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } },
    instance: { valid_name: 1, _x9: 2 },
    compliant: true,
  },
  {
    rule: 'propertyNames 3',
    case: 'a name failing the identifier pattern',
    drafts: FROM_6,
    schema: { propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } },
    instance: { valid_name: 1, '9lives': 2 },
    compliant: false,
    keyword: 'propertyNames',
    at: '#/propertyNames',
  },
];

/** One row per property count from 0 to 4 (spec min/max rule 2). */
const counts: SpecRow[] = [0, 1, 2, 3, 4].map((n): SpecRow => {
  const instance = Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
  const outcome = n < 2 ? 'minProperties' : n > 3 ? 'maxProperties' : undefined;
  return {
    rule: 'minProperties/maxProperties 2',
    case: `${n} ${n === 1 ? 'property' : 'properties'} with min 2 and max 3`,
    drafts: ALL,
    schema: { minProperties: 2, maxProperties: 3 },
    instance,
    compliant: outcome === undefined,
    ...(outcome ? { keyword: outcome, at: `#/${outcome}` } : {}),
  };
});

const sizes: SpecRow[] = [
  {
    rule: 'minProperties/maxProperties 1',
    case: 'the minimum is inclusive',
    drafts: ALL,
    schema: { minProperties: 1 },
    instance: { a: 1 },
    compliant: true,
  },
  {
    rule: 'minProperties/maxProperties 1',
    case: 'the maximum is inclusive',
    drafts: ALL,
    schema: { maxProperties: 1 },
    instance: { a: 1 },
    compliant: true,
  },
  {
    rule: 'minProperties/maxProperties 1',
    case: 'zero bounds: only the empty object',
    drafts: ALL,
    schema: { minProperties: 0, maxProperties: 0 },
    instance: { a: 1 },
    compliant: false,
    keyword: 'maxProperties',
    at: '#/maxProperties',
  },
  {
    rule: 'minProperties/maxProperties 1',
    case: 'not applied to non-objects',
    drafts: ALL,
    schema: { minProperties: 2 },
    instance: [1, 2, 3],
    compliant: true,
  },
  ...counts,
];

const dependentRequired: SpecRow[] = [
  {
    rule: 'dependentRequired 1',
    case: 'p present with its dependencies',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing', 'cvc'] } },
    instance: { card: 1, billing: 2, cvc: 3 },
    compliant: true,
  },
  {
    rule: 'dependentRequired 1',
    case: 'p present, each missing dependency is reported',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing', 'cvc'] } },
    instance: { card: 1 },
    compliant: false,
    keyword: ['dependentRequired', 'dependentRequired'],
    at: ['#/dependentRequired/card', '#/dependentRequired/card'],
  },
  {
    rule: 'dependentRequired 1',
    case: 'a present null triggers it',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing'] } },
    instance: { card: null },
    compliant: false,
    keyword: 'dependentRequired',
    at: '#/dependentRequired/card',
  },
  {
    rule: 'dependentRequired 2',
    case: 'p absent: nothing is required',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing'] } },
    instance: { cvc: 1 },
    compliant: true,
  },
  {
    rule: 'dependentRequired 3',
    case: 'one-directional: the dependency alone is fine',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing'] } },
    instance: { billing: 1 },
    compliant: true,
  },
  {
    rule: 'dependentRequired 3',
    case: 'bidirectional when both entries are listed',
    drafts: FROM_2019,
    schema: { dependentRequired: { card: ['billing'], billing: ['card'] } },
    instance: { billing: 1 },
    compliant: false,
    keyword: 'dependentRequired',
    at: '#/dependentRequired/billing',
  },
];

const dependentSchemas: SpecRow[] = [
  {
    rule: 'dependentSchemas 1',
    case: 'p present: the subschema applies',
    drafts: FROM_2019,
    schema: { dependentSchemas: { card: { required: ['billing'] } } },
    instance: { card: 1 },
    compliant: false,
    keyword: 'required',
    at: '#/dependentSchemas/card/required',
  },
  {
    rule: 'dependentSchemas 1',
    case: 'p present: the subschema holds',
    drafts: FROM_2019,
    schema: {
      dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
    },
    instance: { card: 1, billing: 'x' },
    compliant: true,
  },
  {
    rule: 'dependentSchemas 1',
    case: 'the subschema applies to the whole object',
    drafts: FROM_2019,
    schema: { dependentSchemas: { card: { maxProperties: 2 } } },
    instance: { card: 1, a: 2, b: 3 },
    compliant: false,
    keyword: 'maxProperties',
    at: '#/dependentSchemas/card/maxProperties',
  },
  {
    rule: 'dependentSchemas 1',
    case: 'both schemas apply independently (nothing is merged)',
    drafts: FROM_2019,
    schema: {
      properties: { card: {} },
      additionalProperties: false,
      dependentSchemas: { card: { properties: { billing: { type: 'string' } } } },
    },
    instance: { card: 1, billing: 'x' },
    compliant: false,
    keyword: 'additionalProperties',
    at: '#/additionalProperties',
    ignored: { compliant: false, keyword: 'additionalProperties', at: '#/additionalProperties' },
  },
  {
    rule: 'dependentSchemas 2',
    case: 'p absent: the subschema is not applied',
    drafts: FROM_2019,
    schema: {
      dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
    },
    instance: { billing: 5 },
    compliant: true,
  },
  {
    rule: 'dependentSchemas 2',
    case: 'p absent: a described property is just additional',
    drafts: FROM_2019,
    schema: {
      properties: { card: {} },
      additionalProperties: { type: 'number' },
      dependentSchemas: { card: { properties: { billing: { type: 'string' } } } },
    },
    instance: { billing: 'x' },
    compliant: false,
    keyword: 'type',
    at: '#/additionalProperties/type',
    ignored: { compliant: false, keyword: 'type', at: '#/additionalProperties/type' },
  },
];

/** Spec section 9: up to draft 7 one keyword, `dependencies`, had both forms. */
const dependencies: SpecRow[] = [
  {
    rule: 'dependentRequired 1',
    case: 'dependencies with an array value, p present without its dependency',
    drafts: UP_TO_7,
    schema: { dependencies: { card: ['billing'] } },
    instance: { card: 1 },
    compliant: false,
    keyword: 'dependencies',
    at: '#/dependencies/card',
  },
  {
    rule: 'dependentRequired 1',
    case: 'dependencies with an array value, p present with its dependency',
    drafts: UP_TO_7,
    schema: { dependencies: { card: ['billing'] } },
    instance: { card: 1, billing: 2 },
    compliant: true,
  },
  {
    rule: 'dependentRequired 2',
    case: 'dependencies with an array value, p absent',
    drafts: UP_TO_7,
    schema: { dependencies: { card: ['billing'] } },
    instance: { billing: 2 },
    compliant: true,
  },
  {
    rule: 'dependentSchemas 1',
    case: 'dependencies with a schema value, p present',
    drafts: UP_TO_7,
    schema: { dependencies: { card: { required: ['billing'] } } },
    instance: { card: 1 },
    compliant: false,
    keyword: 'required',
    at: '#/dependencies/card/required',
  },
  {
    rule: 'dependentSchemas 1',
    case: 'dependencies with a schema value applies to the whole object',
    drafts: UP_TO_7,
    schema: { dependencies: { card: { minProperties: 3 } } },
    instance: { card: 1, billing: 2 },
    compliant: false,
    keyword: 'minProperties',
    at: '#/dependencies/card/minProperties',
  },
  {
    rule: 'dependentSchemas 2',
    case: 'dependencies with a schema value, p absent',
    drafts: UP_TO_7,
    schema: { dependencies: { card: { required: ['billing'] } } },
    instance: { cash: 1 },
    compliant: true,
  },
  {
    rule: 'dependentSchemas 1',
    case: 'dependencies mixing both forms',
    drafts: UP_TO_7,
    schema: { dependencies: { card: ['billing'], billing: { properties: { card: { type: 'string' } } } } },
    instance: { card: 1, billing: 2 },
    compliant: false,
    keyword: 'type',
    at: '#/dependencies/billing/properties/card/type',
  },
];

void describe('spec 2.4: required', () => runRows(required));
void describe('spec 2.4: propertyNames', () => runRows(propertyNames));
void describe('spec 2.4: minProperties / maxProperties', () => runRows(sizes));
void describe('spec 2.4: dependentRequired', () => runRows(dependentRequired));
void describe('spec 2.4: dependentSchemas', () => runRows(dependentSchemas));
void describe('spec 9: dependencies up to draft 7', () => runRows(dependencies));

/** The problems of a schema with severity error, as `pointer code` strings. */
function schemaErrors(schema: JsonValue, draft: Draft): string[] {
  return compile({ $schema: META[draft], ...(schema as object) })
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.pointer} ${p.code}`);
}

void describe('spec 2.4: malformed keyword values are schema problems', () => {
  const table: { rule: string; schema: JsonValue; drafts: readonly Draft[]; problems: string[] }[] = [
    { rule: 'required 2', schema: { required: [] }, drafts: ['4'], problems: ['/required empty-array'] },
    { rule: 'required 2', schema: { required: [] }, drafts: FROM_6, problems: [] },
    {
      rule: 'required 2',
      schema: { required: ['a', 'a'] },
      drafts: ALL,
      problems: ['/required/1 duplicate-entry'],
    },
    { rule: 'required 2', schema: { required: [1] }, drafts: ALL, problems: ['/required/0 keyword-type'] },
    { rule: 'required 2', schema: { required: ['a'] }, drafts: ALL, problems: [] },
    {
      rule: 'minProperties/maxProperties 1',
      schema: { minProperties: -1 },
      drafts: ALL,
      problems: ['/minProperties invalid-number'],
    },
    {
      rule: 'minProperties/maxProperties 1',
      schema: { maxProperties: 1.5 },
      drafts: ALL,
      problems: ['/maxProperties invalid-number'],
    },
    {
      rule: 'minProperties/maxProperties 1',
      schema: { minProperties: 0, maxProperties: 0 },
      drafts: ALL,
      problems: [],
    },
  ];
  for (const row of table) {
    for (const draft of row.drafts) {
      const [keyword, number] = row.rule.split(' ');
      void test(`${keyword} rule ${number} (draft ${draft}): ${JSON.stringify(row.schema)}`, () => {
        assert.deepEqual(schemaErrors(row.schema, draft), row.problems);
      });
    }
  }
  void test('required rule 2 (draft 4): the empty-array problem says why', () => {
    const [problem] = compile({ $schema: META['4'], required: [] }).problems;
    assert.deepEqual(problem, {
      uri: '',
      pointer: '/required',
      part: 'value',
      keyword: 'required',
      message: 'In draft 4, "required" must list at least one property name; remove the empty array.',
      severity: 'error',
      code: 'empty-array',
    });
  });
});
