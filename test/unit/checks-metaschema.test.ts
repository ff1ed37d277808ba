// Differential test against the official meta-schemas (as shipped by ajv): for every keyword and a
// table of good and bad values, in several positions, checkSchema reports an error exactly when the
// draft's meta-schema rejects the schema, except for the documented cases where checkSchema is
// deliberately stricter (regex validity and the like) or deliberately milder.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import AjvDraft04 from 'ajv-draft-04';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import { checkSchema } from '../../shared/src/checks/index';
import type { Draft, JsonObject, JsonValue } from '../../shared/src/types';

const options = { validateFormats: false, strict: false, validateSchema: false } as const;

function metaValidator(draft: Draft): ValidateFunction {
  switch (draft) {
    case '4':
      return new AjvDraft04(options).getSchema('http://json-schema.org/draft-04/schema') as ValidateFunction;
    case '6': {
      const ajv = new Ajv(options);
      ajv.addMetaSchema(draft06);
      return ajv.getSchema('http://json-schema.org/draft-06/schema') as ValidateFunction;
    }
    case '7':
      return new Ajv(options).getSchema('http://json-schema.org/draft-07/schema') as ValidateFunction;
    case '2019-09':
      return new Ajv2019(options).getSchema(
        'https://json-schema.org/draft/2019-09/schema',
      ) as ValidateFunction;
    case '2020-12':
      return new Ajv2020(options).getSchema(
        'https://json-schema.org/draft/2020-12/schema',
      ) as ValidateFunction;
  }
}

const KEYWORDS = [
  '$schema',
  'id',
  '$id',
  '$ref',
  '$comment',
  '$anchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$defs',
  'definitions',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'format',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  'multipleOf',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'enum',
  'const',
  'type',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'dependencies',
  'dependentSchemas',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
];

const VALUES: JsonValue[] = [
  null,
  true,
  false,
  0,
  1,
  2.5,
  -1,
  '',
  'object',
  'name',
  'a#b',
  '#/definitions/x',
  '9lives',
  '(',
  [],
  ['a'],
  ['a', 'a'],
  ['a', 1],
  ['object', 'string'],
  ['object', 'object'],
  ['objekt'],
  [{}],
  [true],
  [{}, 5],
  {},
  { a: {} },
  { a: true },
  { a: 1 },
  { a: [] },
  { a: ['b'] },
  { a: ['b', 'b'] },
  { '(': {} },
  { 'https://x': true },
  { 'https://x': 1 },
];

/**
 * Where checkSchema reports an error that the meta-schema does not, and why.
 * Keyed by `keyword` or `keyword@draft`; the predicate says which values.
 */
const STRICTER: Record<string, (value: JsonValue) => boolean> = {
  // Regex validity: the meta-schemas only declare `format: "regex"`, which is an annotation.
  pattern: (v) => v === '(',
  patternProperties: (v) => typeof v === 'object' && v !== null && '(' in v,
  // `$defs` is walked in every draft because `$ref` reaches it by pointer; draft 4-7 meta-schemas ignore it.
  '$defs@4': () => true,
  '$defs@6': () => true,
  '$defs@7': () => true,
  // The draft 4 meta-schema does not declare `$ref` or `format`; a non-string is still meaningless.
  '$ref@4': () => true,
  'format@4': () => true,
  // ajv's copy of the draft-07 meta-schema lacks `writeOnly`, which the draft 7 specification defines.
  'writeOnly@7': () => true,
};

/** Where the meta-schema reports an error that checkSchema leaves to a lint or a warning, and why. */
const MILDER: Record<string, (value: JsonValue) => boolean> = {
  // The draft 7 specification only says SHOULD (non-empty, unique); ajv's copy of the meta-schema
  // keeps draft 6's minItems/uniqueItems. checkSchema warns instead.
  'enum@7': (v) => Array.isArray(v),
  // Not keywords of 2020-12 (the lint `keyword-not-in-draft` reports them); the meta-schema still
  // constrains their old values in a way no 2020-12 schema relies on.
  '$recursiveAnchor@2020-12': () => true,
  '$recursiveRef@2020-12': () => true,
};

function listed(
  table: Record<string, (v: JsonValue) => boolean>,
  keyword: string,
  draft: Draft,
  v: JsonValue,
): boolean {
  const rule = table[`${keyword}@${draft}`] ?? table[keyword];
  return rule !== undefined && rule(v);
}

/** The same keyword/value in a few positions: the root, a property schema, an allOf entry. */
function placements(keyword: string, value: JsonValue, draft: Draft): Array<[string, JsonObject]> {
  const own: JsonObject = { [keyword]: value };
  // Draft 4's exclusive flags need their limit beside them; test the flag's own value here.
  if (draft === '4' && keyword === 'exclusiveMaximum') own.maximum = 0;
  if (draft === '4' && keyword === 'exclusiveMinimum') own.minimum = 0;
  return [
    ['root', own],
    ['properties/p', { properties: { p: own } }],
    ['allOf/0', { allOf: [own] }],
  ];
}

/** Compares meta-schema and checkSchema for one keyword; returns the disagreements and the meta verdicts. */
function compare(
  draft: Draft,
  meta: ValidateFunction,
  keyword: string,
): { disagreements: string[]; verdicts: boolean[] } {
  const disagreements: string[] = [];
  const verdicts: boolean[] = [];
  for (const value of VALUES) {
    for (const [where, schema] of placements(keyword, value, draft)) {
      const metaValid = meta(schema) === true;
      verdicts.push(metaValid);
      const errors = checkSchema(schema, draft).filter((p) => p.severity === 'error');
      if (metaValid && errors.length > 0 && !listed(STRICTER, keyword, draft, value)) {
        disagreements.push(`${where} ${JSON.stringify(value)}: checkSchema says ${errors[0]?.message ?? ''}`);
      }
      if (!metaValid && errors.length === 0 && !listed(MILDER, keyword, draft, value)) {
        disagreements.push(`${where} ${JSON.stringify(value)}: meta-schema rejects, checkSchema is silent`);
      }
    }
  }
  return { disagreements, verdicts };
}

for (const draft of ['4', '6', '7', '2019-09', '2020-12'] as const) {
  void describe(`checkSchema agrees with the draft ${draft} meta-schema`, () => {
    const meta = metaValidator(draft);
    const verdicts: boolean[] = [];
    for (const keyword of KEYWORDS) {
      void test(keyword, () => {
        const result = compare(draft, meta, keyword);
        verdicts.push(...result.verdicts);
        assert.deepEqual(result.disagreements, []);
      });
    }
    void test('the value table exercises both verdicts', () => {
      assert.ok(verdicts.filter((v) => v).length > 500, 'too few schemas the meta-schema accepts');
      assert.ok(verdicts.filter((v) => !v).length > 500, 'too few schemas the meta-schema rejects');
    });
  });
}
