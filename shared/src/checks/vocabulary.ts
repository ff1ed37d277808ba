import type { Draft } from '../types';

/** The drafts in publication order. */
export const DRAFTS: readonly Draft[] = ['4', '6', '7', '2019-09', '2020-12'];

/** Position of a draft in publication order, for "since" comparisons. */
export function draftIndex(draft: Draft): number {
  return DRAFT_INDEX[draft];
}

const DRAFT_INDEX: Record<Draft, number> = { '4': 0, '6': 1, '7': 2, '2019-09': 3, '2020-12': 4 };

/** True when `draft` is `since` or later. */
export function atLeast(draft: Draft, since: Draft): boolean {
  return draftIndex(draft) >= draftIndex(since);
}

/** What a keyword's value must look like (what its draft's meta-schema requires of it). */
export type KeywordShape =
  | 'schema'
  | 'schemaOrBoolean'
  | 'schemaOrSchemaArray'
  | 'schemaArray'
  | 'schemaMap'
  | 'patternSchemaMap'
  | 'dependencies'
  | 'stringArrayMap'
  | 'stringArray'
  | 'nonNegativeInteger'
  | 'number'
  | 'positiveNumber'
  | 'exclusiveLimit'
  | 'boolean'
  | 'string'
  | 'regex'
  | 'type'
  | 'enum'
  | 'array'
  | 'anchor'
  | 'id'
  | 'vocabulary'
  | 'any';

interface KeywordSpec {
  since: Draft;
  /** Last draft that has the keyword, when a later one dropped it. */
  until?: Draft;
  shape: KeywordShape | ((draft: Draft) => KeywordShape);
  /** Annotation only: its absence from a draft changes no validation outcome. */
  annotation?: boolean;
}

const KEYWORDS: Record<string, KeywordSpec> = {
  $schema: { since: '4', shape: 'string', annotation: true },
  id: { since: '4', until: '4', shape: 'id' },
  $id: { since: '6', shape: 'id' },
  $ref: { since: '4', shape: 'string' },
  $comment: { since: '7', shape: 'string', annotation: true },
  $anchor: { since: '2019-09', shape: 'anchor' },
  $recursiveRef: { since: '2019-09', until: '2019-09', shape: 'string' },
  $recursiveAnchor: { since: '2019-09', until: '2019-09', shape: 'boolean' },
  $dynamicRef: { since: '2020-12', shape: 'string' },
  $dynamicAnchor: { since: '2020-12', shape: 'anchor' },
  $vocabulary: { since: '2019-09', shape: 'vocabulary', annotation: true },
  // Both containers are walked in every draft (see ALWAYS_WALKED): `$ref` reaches them by pointer whatever
  // the draft, and the later meta-schemas still check `definitions`.
  $defs: { since: '2019-09', shape: 'schemaMap', annotation: true },
  definitions: { since: '4', shape: 'schemaMap', annotation: true },
  title: { since: '4', shape: 'string', annotation: true },
  description: { since: '4', shape: 'string', annotation: true },
  default: { since: '4', shape: 'any', annotation: true },
  examples: { since: '6', shape: 'array', annotation: true },
  readOnly: { since: '7', shape: 'boolean', annotation: true },
  writeOnly: { since: '7', shape: 'boolean', annotation: true },
  deprecated: { since: '2019-09', shape: 'boolean', annotation: true },
  format: { since: '4', shape: 'string' },
  contentMediaType: { since: '7', shape: 'string', annotation: true },
  contentEncoding: { since: '7', shape: 'string', annotation: true },
  contentSchema: { since: '2019-09', shape: 'schema', annotation: true },
  multipleOf: { since: '4', shape: 'positiveNumber' },
  maximum: { since: '4', shape: 'number' },
  minimum: { since: '4', shape: 'number' },
  exclusiveMaximum: { since: '4', shape: 'exclusiveLimit' },
  exclusiveMinimum: { since: '4', shape: 'exclusiveLimit' },
  maxLength: { since: '4', shape: 'nonNegativeInteger' },
  minLength: { since: '4', shape: 'nonNegativeInteger' },
  pattern: { since: '4', shape: 'regex' },
  maxItems: { since: '4', shape: 'nonNegativeInteger' },
  minItems: { since: '4', shape: 'nonNegativeInteger' },
  uniqueItems: { since: '4', shape: 'boolean' },
  maxContains: { since: '2019-09', shape: 'nonNegativeInteger' },
  minContains: { since: '2019-09', shape: 'nonNegativeInteger' },
  maxProperties: { since: '4', shape: 'nonNegativeInteger' },
  minProperties: { since: '4', shape: 'nonNegativeInteger' },
  required: { since: '4', shape: 'stringArray' },
  dependentRequired: { since: '2019-09', shape: 'stringArrayMap' },
  enum: { since: '4', shape: 'enum' },
  const: { since: '6', shape: 'any' },
  type: { since: '4', shape: 'type' },
  properties: { since: '4', shape: 'schemaMap' },
  patternProperties: { since: '4', shape: 'patternSchemaMap' },
  additionalProperties: { since: '4', shape: (d) => (d === '4' ? 'schemaOrBoolean' : 'schema') },
  unevaluatedProperties: { since: '2019-09', shape: 'schema' },
  propertyNames: { since: '6', shape: 'schema' },
  // Not a keyword from 2019-09 on, but those meta-schemas still check its shape; see lint `dependencies-deprecated`.
  dependencies: { since: '4', shape: 'dependencies' },
  dependentSchemas: { since: '2019-09', shape: 'schemaMap' },
  items: { since: '4', shape: (d) => (d === '2020-12' ? 'schema' : 'schemaOrSchemaArray') },
  prefixItems: { since: '2020-12', shape: 'schemaArray' },
  additionalItems: {
    since: '4',
    until: '2019-09',
    shape: (d) => (d === '4' ? 'schemaOrBoolean' : 'schema'),
  },
  unevaluatedItems: { since: '2019-09', shape: 'schema' },
  contains: { since: '6', shape: 'schema' },
  allOf: { since: '4', shape: 'schemaArray' },
  anyOf: { since: '4', shape: 'schemaArray' },
  oneOf: { since: '4', shape: 'schemaArray' },
  not: { since: '4', shape: 'schema' },
  if: { since: '7', shape: 'schema' },
  then: { since: '7', shape: 'schema' },
  else: { since: '7', shape: 'schema' },
};

const ALWAYS_WALKED = new Set(['$defs', 'definitions']);

const shapesByDraft = new Map<Draft, Map<string, KeywordShape | undefined>>();

/** The shape `draft` requires of `keyword`'s value, or undefined when the draft does not have it. */
export function keywordShape(keyword: string, draft: Draft): KeywordShape | undefined {
  let shapes = shapesByDraft.get(draft);
  if (shapes === undefined) {
    shapes = new Map(Object.keys(KEYWORDS).map((k) => [k, computeShape(k, draft)]));
    shapesByDraft.set(draft, shapes);
  }
  return shapes.get(keyword);
}

function computeShape(keyword: string, draft: Draft): KeywordShape | undefined {
  if (!Object.hasOwn(KEYWORDS, keyword)) return undefined;
  const spec = KEYWORDS[keyword];
  if (!ALWAYS_WALKED.has(keyword) && !inDraft(spec, draft)) return undefined;
  return typeof spec.shape === 'function' ? spec.shape(draft) : spec.shape;
}

function inDraft(spec: KeywordSpec, draft: Draft): boolean {
  return atLeast(draft, spec.since) && (spec.until === undefined || atLeast(spec.until, draft));
}

/** Where a keyword that `draft` lacks does exist, for the `keyword-not-in-draft` lint. */
export interface ForeignKeyword {
  since: Draft;
  until?: Draft;
}

/**
 * A keyword that some other draft has but `draft` does not, and whose absence changes validation
 * (annotations are left out: ignoring them changes nothing); undefined otherwise.
 */
export function foreignKeyword(keyword: string, draft: Draft): ForeignKeyword | undefined {
  if (!Object.hasOwn(KEYWORDS, keyword)) return undefined;
  const spec = KEYWORDS[keyword];
  if (spec.annotation === true || inDraft(spec, draft)) return undefined;
  return spec.until === undefined ? { since: spec.since } : { since: spec.since, until: spec.until };
}

/** Human name of a draft for messages: "draft 7", "draft 2020-12". */
export function draftName(draft: Draft): string {
  return `draft ${draft}`;
}

/** True for a keyword of `draft` that can change a validation outcome (not an annotation, not an identifier). */
export function isAssertionOrApplicator(keyword: string, draft: Draft): boolean {
  if (keyword === 'id' || keyword === '$id' || keyword === '$ref') return false;
  // The 2019-09 and 2020-12 meta-schemas still give "dependencies" a shape (so it is checked), but
  // those drafts ignore it: suggesting it for a typo, say, would point at a keyword with no effect.
  if (keyword === 'dependencies' && atLeast(draft, '2019-09')) return false;
  if (keywordShape(keyword, draft) === undefined) return false;
  return KEYWORDS[keyword].annotation !== true;
}

/** True when some draft defines `keyword` (as an assertion, applicator, identifier or annotation). */
export function isKnownKeyword(keyword: string): boolean {
  return Object.hasOwn(KEYWORDS, keyword);
}

const targetsByDraft = new Map<Draft, string[]>();

/** The keywords of `draft` whose misspelling changes validation: assertions, applicators and `$ref`. */
export function misspellingTargets(draft: Draft): readonly string[] {
  let targets = targetsByDraft.get(draft);
  if (targets === undefined) {
    targets = Object.keys(KEYWORDS).filter((k) => k === '$ref' || isAssertionOrApplicator(k, draft));
    targetsByDraft.set(draft, targets);
  }
  return targets;
}
