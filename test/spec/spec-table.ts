// The runner behind the spec tables: each row is one numbered rule (or example) of
// /work/shared/spec/object-validation-spec.md, run in every draft where its keywords exist and, to
// prove section 9, in every draft that lacks one of its keywords (where that keyword is ignored).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, type CompiledSchema } from '../../shared/src/index';
import { ajvAccepts } from './oracle';
import type { Draft, JsonObject, JsonValue, ValidationResult } from '../../shared/src/types';

export const ALL: readonly Draft[] = ['4', '6', '7', '2019-09', '2020-12'];
export const FROM_6: readonly Draft[] = ['6', '7', '2019-09', '2020-12'];
export const FROM_7: readonly Draft[] = ['7', '2019-09', '2020-12'];
export const FROM_2019: readonly Draft[] = ['2019-09', '2020-12'];
export const UP_TO_7: readonly Draft[] = ['4', '6', '7'];

/** The meta-schema URI that selects each draft through `$schema`. */
export const META: Record<Draft, string> = {
  '4': 'http://json-schema.org/draft-04/schema#',
  '6': 'http://json-schema.org/draft-06/schema#',
  '7': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** What a check must yield: the outcome and, when not compliant, which keywords failed where. */
export interface Outcome {
  compliant: boolean;
  /** The keywords of the reported errors (one entry per error, order irrelevant). */
  keyword?: string | string[];
  /** The schema locations of the reported errors (`#/...`, order irrelevant). */
  at?: string | string[];
  /** The messages of the reported errors (order irrelevant). */
  messages?: string[];
}

export interface SpecRow extends Outcome {
  /** The spec rule, e.g. `additionalProperties 5`; becomes the test name `additionalProperties rule 5`. */
  rule: string;
  /** What this row shows, when the rule has several rows. */
  case?: string;
  /** The drafts in which every keyword of the schema exists and the outcome above must hold. */
  drafts: readonly Draft[];
  schema: JsonValue;
  instance: JsonValue;
  /**
   * The outcome in the drafts that lack a keyword of the schema (it is ignored there, spec section 9).
   * Default: compliant, since the rows fail only by the keyword under test.
   */
  ignored?: Outcome;
  /** Why ajv, the second opinion on each expected outcome, gets this row wrong (it must then disagree). */
  ajvDiffers?: string;
  /**
   * Why the row is not run in the drafts outside `drafts` that have all its keywords (another row
   * covers them). Boolean subschemas need no reason: draft 4 has none.
   */
  notIn?: string;
}

/** Keywords that appeared after draft 4, by the first draft that has them. */
const SINCE: Record<string, Draft> = {
  propertyNames: '6',
  const: '6',
  contains: '6',
  if: '7',
  then: '7',
  else: '7',
  unevaluatedProperties: '2019-09',
  dependentRequired: '2019-09',
  dependentSchemas: '2019-09',
};
/** Keywords that later drafts dropped, by the last draft that has them. */
const UNTIL: Record<string, Draft> = { dependencies: '7' };

const ORDER = (d: Draft): number => ALL.indexOf(d);

/** Keywords whose value is a map of name -> subschema. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
/** Keywords whose value is one subschema. */
const SCHEMA_ONE = [
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'items',
  'contains',
];
/** Keywords whose value is an array of subschemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every keyword used anywhere in the schema (property names inside `properties` are not keywords). */
function keywordsOf(schema: JsonValue, out = new Set<string>()): Set<string> {
  if (!isObject(schema)) return out;
  for (const [key, value] of Object.entries(schema)) {
    out.add(key);
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      for (const sub of Object.values(value)) keywordsOf(sub, out);
    } else if (key === 'dependencies' && isObject(value)) {
      for (const sub of Object.values(value)) if (!Array.isArray(sub)) keywordsOf(sub, out);
    } else if (SCHEMA_ONE.includes(key)) {
      keywordsOf(value, out);
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      for (const sub of value) keywordsOf(sub, out);
    }
  }
  return out;
}

/** The keywords of the schema that the draft does not have. */
function missingIn(schema: JsonValue, draft: Draft): string[] {
  return [...keywordsOf(schema)].filter((k) => {
    const since = SINCE[k];
    const until = UNTIL[k];
    return (
      (since !== undefined && ORDER(draft) < ORDER(since)) ||
      (until !== undefined && ORDER(draft) > ORDER(until))
    );
  });
}

/** Whether the schema has a boolean subschema (draft 4 has none). */
function hasBooleanSubschema(schema: JsonValue): boolean {
  if (!isObject(schema)) return false;
  return Object.entries(schema).some(([key, value]) => {
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      return Object.values(value).some((s) => typeof s === 'boolean' || hasBooleanSubschema(s));
    }
    if (SCHEMA_ONE.includes(key)) {
      // Draft 4 allows a boolean additionalProperties: it is a keyword value there, not a subschema.
      return (typeof value === 'boolean' && key !== 'additionalProperties') || hasBooleanSubschema(value);
    }
    if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      return value.some((s) => typeof s === 'boolean' || hasBooleanSubschema(s));
    }
    return false;
  });
}

function list(v: string | string[] | undefined): string[] | undefined {
  return v === undefined ? undefined : (Array.isArray(v) ? [...v] : [v]).sort();
}

/**
 * The same instance written as text gives the same outcome and errors, each with a range that covers
 * the part its target names (a key starts with a quote; a parent key is a key or the opening brace),
 * and the same parts again when the text is JSONC with CRLF line ends.
 */
function assertSameAsText(
  compiled: CompiledSchema,
  instance: JsonValue,
  result: ValidationResult,
  how: string,
): void {
  const text = JSON.stringify(instance, null, 2);
  const fromText = compiled.validateText(text);
  assert.deepEqual(fromText.syntaxProblems, [], `${how}: text problems`);
  assert.equal(fromText.valid, result.valid, `${how}: validateText agrees`);
  assert.deepEqual(
    fromText.errors.map(({ range: _range, ...rest }) => rest),
    result.errors,
    `${how}: validateText reports the same errors`,
  );
  const covered = fromText.errors.map((e) => {
    assert.ok(e.range, `${how}: ${e.keyword} at ${e.instancePath} has a range`);
    const part = text.slice(e.range.offset, e.range.offset + e.range.length);
    if (e.target.part === 'key') assert.match(part, /^".*"$/, `${how}: a key range`);
    if (e.target.part === 'parentKey') assert.match(part, /^(".*"|\{)$/, `${how}: a parent key range`);
    return part;
  });
  // The same text as JSONC with a comment line and CRLF line ends: the same parts are covered.
  const jsonc = `// ${how}\r\n${text.replace(/\n/g, '\r\n')}`;
  const fromJsonc = compiled.validateText(jsonc, { allowComments: true });
  assert.deepEqual(fromJsonc.syntaxProblems, [], `${how}: JSONC problems`);
  assert.deepEqual(
    fromJsonc.errors.map(
      (e) => e.range && jsonc.slice(e.range.offset, e.range.offset + e.range.length).replace(/\r\n/g, '\n'),
    ),
    covered,
    `${how}: JSONC with CRLF covers the same parts`,
  );
}

/** Validates in one draft, selected once by `$schema` and once by the `draft` option, and checks the outcome. */
export function assertOutcome(schema: JsonValue, instance: JsonValue, draft: Draft, expected: Outcome): void {
  const variants: { how: string; schema: JsonValue; options: { draft: Draft } }[] = [
    { how: 'draft option', schema, options: { draft } },
  ];
  if (isObject(schema)) {
    // A different fallback draft proves that `$schema` is what selects the draft.
    const fallback: Draft = draft === '4' ? '2020-12' : '4';
    variants.push({
      how: '$schema',
      schema: { $schema: META[draft], ...schema },
      options: { draft: fallback },
    });
  }
  for (const v of variants) {
    const compiled = compile(v.schema, v.options);
    assert.equal(compiled.draft, draft, `${v.how}: draft`);
    assert.deepEqual(
      compiled.problems.filter((p) => p.severity === 'error').map((p) => p.message),
      [],
      `${v.how}: the schema has no errors`,
    );
    const result = compiled.validate(instance);
    assertSameAsText(compiled, instance, result, v.how);
    const summary = result.errors.map((e) => `${e.keyword} at ${e.schemaPath}: ${e.message}`).join('\n');
    assert.equal(
      result.valid,
      expected.compliant,
      `${v.how}: compliant should be ${expected.compliant}\n${summary}`,
    );
    if (expected.compliant) {
      assert.deepEqual(result.errors, [], `${v.how}: no errors`);
      continue;
    }
    assert.ok(result.errors.length > 0, `${v.how}: a non-compliant instance has errors`);
    const keywords = list(expected.keyword);
    if (keywords) {
      assert.deepEqual(
        result.errors.map((e) => e.keyword).sort(),
        keywords,
        `${v.how}: keywords\n${summary}`,
      );
    }
    const at = list(expected.at);
    if (at) {
      assert.deepEqual(
        result.errors.map((e) => e.schemaPath).sort(),
        at,
        `${v.how}: schema paths\n${summary}`,
      );
    }
    const messages = list(expected.messages);
    if (messages) {
      assert.deepEqual(result.errors.map((e) => e.message).sort(), messages, `${v.how}: messages`);
    }
  }
}

/** The test name: the rule, the draft, and what the row shows. */
function testName(row: SpecRow, draft: Draft, ignoredKeywords?: string[]): string {
  const [keyword, ...number] = row.rule.split(' ');
  const rule =
    number.length === 1 && /^\d+$/.test(number[0] ?? '') ? `${keyword} rule ${number[0]}` : row.rule;
  const where = ignoredKeywords ? `draft ${draft}, ${ignoredKeywords.join(', ')} ignored` : `draft ${draft}`;
  return `${rule} (${where})${row.case ? `: ${row.case}` : ''}`;
}

/** Registers one test per row and draft: the stated outcome where the keywords exist, `ignored` elsewhere. */
export function runRows(rows: readonly SpecRow[]): void {
  for (const row of rows) {
    for (const draft of ALL) {
      const missing = missingIn(row.schema, draft);
      if (row.drafts.includes(draft)) {
        void test(testName(row, draft), () => {
          assert.deepEqual(missing, [], `the row uses keywords draft ${draft} lacks`);
          assertOutcome(row.schema, row.instance, draft, row);
          // A second opinion on the expectation itself (ajv has no notion of an ignored keyword, so only here).
          const ajv = ajvAccepts(row.schema, row.instance, draft);
          if (row.ajvDiffers === undefined) {
            assert.equal(ajv, row.compliant, 'ajv agrees with the expected outcome');
          } else assert.equal(ajv, !row.compliant, `ajv is known to differ: ${row.ajvDiffers}`);
        });
      } else if (missing.length > 0) {
        void test(testName(row, draft, missing), () => {
          assertOutcome(row.schema, row.instance, draft, row.ignored ?? { compliant: true });
        });
      } else {
        // Every draft must be accounted for: a row may leave one out only for a stated reason (then
        // another row covers that draft); without one, the omission is a failing test.
        const reason = (draft === '4' && hasBooleanSubschema(row.schema)) || row.notIn !== undefined;
        if (!reason) {
          void test(testName(row, draft), () =>
            assert.fail('the row leaves out this draft without a reason'),
          );
        }
      }
    }
  }
}
