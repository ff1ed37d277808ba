/**
 * Checks of schema documents: `checkSchema` finds what makes a schema invalid (what the draft's
 * meta-schema rejects, plus invalid regular expressions); `lintSchema` warns about legal constructs
 * that do not do what they seem to (the spec's pitfalls). Both locate each problem by a JSON Pointer
 * into the schema document and leave `uri` empty for the caller to fill.
 */
import type { Draft, JsonValue, SchemaProblem } from '../types';
import { lintDocument } from './lint';
import { checkStructure } from './structure';
import { english, textsFor, type Texts } from '../l10n/texts';

/**
 * Codes of `checkSchema` (errors unless noted) and their `data`:
 * `keyword-type`, `invalid-schema`, `empty-array`, `invalid-number`, `unknown-type` (`{ suggestion }`
 * when one is close), `duplicate-entry` (`{ duplicate?, firstIndex }`; a warning for `enum` from draft 7
 * on), `empty-enum` (warning), `invalid-regex` (also for a pattern V8 or this validator cannot compile),
 * `regex-note` (warning: the pattern needed a lenient reading, or may exceed its matching budget), `invalid-anchor`, `invalid-id`, `exclusive-without-limit`,
 * `min-exceeds-max` (warning, `{ min, max }`).
 */
export const SCHEMA_CHECK_CODES = [
  'keyword-type',
  'invalid-schema',
  'empty-array',
  'invalid-number',
  'unknown-type',
  'duplicate-entry',
  'empty-enum',
  'invalid-regex',
  'regex-note',
  'invalid-anchor',
  'invalid-id',
  'exclusive-without-limit',
  'min-exceeds-max',
] as const;

/**
 * Codes of `lintSchema` (all warnings) and the `data` a quick fix needs:
 * `additional-properties-beside-combinator` (`{ properties, declarations: [{ property, pointer }],
 * unevaluatedPropertiesAvailable, additionalPropertiesFalse }`), `closed-schema-extended` (`{ properties,
 * declarations, closedBy, closingIsFalse, unevaluatedPropertiesAvailable }`), `required-but-not-allowed`
 * (`{ property, reason: 'additionalProperties' | 'false-schema' | 'propertyNames' }`),
 * `required-exceeds-max-properties` (`{ required, maxProperties }`), `if-without-required`
 * (`{ property, ifHasRequired }`), `implication-without-required` (`{ property }`), `then-without-if`,
 * `else-without-if`, `if-without-then-else`, `keyword-not-in-draft` (`{ keyword, draft, since, until? }`),
 * `unknown-keyword` (`{ keyword, suggestion }`), `dependencies-deprecated` (`{ dependentRequired,
 * dependentSchemas }`: the entry names to move to each), `ref-sibling-ignored` (`{ keyword, ref }`).
 */
export const SCHEMA_LINT_CODES = [
  'additional-properties-beside-combinator',
  'closed-schema-extended',
  'required-but-not-allowed',
  'required-exceeds-max-properties',
  'if-without-required',
  'implication-without-required',
  'then-without-if',
  'else-without-if',
  'if-without-then-else',
  'keyword-not-in-draft',
  'unknown-keyword',
  'dependencies-deprecated',
  'ref-sibling-ignored',
] as const;

/** Structural problems that make a schema invalid or ambiguous, located by JSON Pointer into the schema document. */
export function checkSchema(
  schema: JsonValue,
  draft: Draft,
  texts: Texts | string = english,
): SchemaProblem[] {
  return checkStructure(schema, draft, typeof texts === 'string' ? textsFor(texts) : texts);
}

/** Warnings about legal but surprising constructs (the spec's pitfalls), each with a message that explains the consequence. */
export function lintSchema(
  schema: JsonValue,
  draft: Draft,
  texts: Texts | string = english,
): SchemaProblem[] {
  return lintDocument(schema, draft, typeof texts === 'string' ? textsFor(texts) : texts);
}
