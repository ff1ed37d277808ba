/**
 * Which draft a schema is written in, and which keywords each draft (and each vocabulary of the
 * 2019-09/2020-12 meta-schemas) defines. Keywords outside a draft's set are ignored in that draft.
 */
import type { Draft, JsonValue } from '../types';

const DRAFT_BY_URI: ReadonlyMap<string, Draft> = new Map<string, Draft>([
  ['json-schema.org/draft-04/schema', '4'],
  ['json-schema.org/draft-06/schema', '6'],
  ['json-schema.org/draft-07/schema', '7'],
  ['json-schema.org/draft/2019-09/schema', '2019-09'],
  ['json-schema.org/draft/2020-12/schema', '2020-12'],
]);

/** The draft named by a `$schema` URI (http or https, with or without the trailing `#`), if any. */
export function draftOfUri(uri: string): Draft | undefined {
  const key = uri.replace(/^https?:\/\//, '').replace(/#$/, '');
  return DRAFT_BY_URI.get(key);
}

/** The canonical meta-schema URI of a draft. */
export function metaSchemaUri(draft: Draft): string {
  switch (draft) {
    case '4':
      return 'http://json-schema.org/draft-04/schema#';
    case '6':
      return 'http://json-schema.org/draft-06/schema#';
    case '7':
      return 'http://json-schema.org/draft-07/schema#';
    case '2019-09':
      return 'https://json-schema.org/draft/2019-09/schema';
    case '2020-12':
      return 'https://json-schema.org/draft/2020-12/schema';
  }
}

/**
 * Picks the draft from the schema's `$schema`. Without one, `fallback` (default 2020-12) applies and
 * `known` is true; with a `$schema` that names no draft, `known` is false and the fallback applies.
 */
export function detectDraft(
  schema: JsonValue,
  fallback: Draft = '2020-12',
): { draft: Draft; known: boolean } {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    return { draft: fallback, known: true };
  }
  if (!Object.prototype.hasOwnProperty.call(schema, '$schema')) return { draft: fallback, known: true };
  const uri = schema.$schema;
  if (typeof uri !== 'string') return { draft: fallback, known: false };
  const draft = draftOfUri(uri);
  return draft ? { draft, known: true } : { draft: fallback, known: false };
}

const COMMON = [
  'type',
  'enum',
  'multipleOf',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'patternProperties',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'format',
  '$ref',
];
const DRAFT6 = [...COMMON, 'dependencies', 'const', 'contains', 'propertyNames'];
const DRAFT7 = [...DRAFT6, 'if', 'then', 'else'];

const CORE_2019 = ['$ref', '$recursiveRef'];
const APPLICATOR_2019 = [
  'items',
  'additionalItems',
  'contains',
  'additionalProperties',
  'properties',
  'patternProperties',
  'dependentSchemas',
  'propertyNames',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const VALIDATION = [
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
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
];
const APPLICATOR_2020 = [
  'prefixItems',
  'items',
  'contains',
  'additionalProperties',
  'properties',
  'patternProperties',
  'dependentSchemas',
  'propertyNames',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
];

/** Keywords of each vocabulary that have an effect on validation. */
export const VOCABULARY_KEYWORDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(
  [
    ['https://json-schema.org/draft/2019-09/vocab/core', CORE_2019],
    ['https://json-schema.org/draft/2019-09/vocab/applicator', APPLICATOR_2019],
    ['https://json-schema.org/draft/2019-09/vocab/validation', VALIDATION],
    ['https://json-schema.org/draft/2019-09/vocab/format', ['format']],
    ['https://json-schema.org/draft/2019-09/vocab/meta-data', []],
    ['https://json-schema.org/draft/2019-09/vocab/content', []],
    ['https://json-schema.org/draft/2020-12/vocab/core', ['$ref', '$dynamicRef']],
    ['https://json-schema.org/draft/2020-12/vocab/applicator', APPLICATOR_2020],
    [
      'https://json-schema.org/draft/2020-12/vocab/unevaluated',
      ['unevaluatedItems', 'unevaluatedProperties'],
    ],
    ['https://json-schema.org/draft/2020-12/vocab/validation', VALIDATION],
    ['https://json-schema.org/draft/2020-12/vocab/format-annotation', ['format']],
    ['https://json-schema.org/draft/2020-12/vocab/format-assertion', ['format']],
    ['https://json-schema.org/draft/2020-12/vocab/meta-data', []],
    ['https://json-schema.org/draft/2020-12/vocab/content', []],
  ],
);

/** The vocabulary URI that turns `format` into an assertion (2020-12). */
export const FORMAT_ASSERTION_VOCABULARY = 'https://json-schema.org/draft/2020-12/vocab/format-assertion';

const KEYWORDS: Readonly<Record<Draft, ReadonlySet<string>>> = {
  '4': new Set([...COMMON, 'dependencies']),
  '6': new Set(DRAFT6),
  '7': new Set(DRAFT7),
  '2019-09': new Set([...CORE_2019, ...APPLICATOR_2019, ...VALIDATION, 'format']),
  '2020-12': new Set([
    '$ref',
    '$dynamicRef',
    ...APPLICATOR_2020,
    'unevaluatedItems',
    'unevaluatedProperties',
    ...VALIDATION,
    'format',
  ]),
};

/** The validation keywords of a draft (with its default vocabularies). */
export function draftKeywords(draft: Draft): ReadonlySet<string> {
  return KEYWORDS[draft];
}

/** The keyword that holds a schema's identifier in a draft. */
export function idKeyword(draft: Draft): '$id' | 'id' {
  return draft === '4' ? 'id' : '$id';
}

/** Whether `$ref` overrides its sibling keywords (draft 4 to 7). */
export function refOverridesSiblings(draft: Draft): boolean {
  return draft === '4' || draft === '6' || draft === '7';
}
