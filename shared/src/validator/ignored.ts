/**
 * Keywords a schema's draft ignores, found below the subschemas whose outcome an error reports, and
 * the sentence that says so. A draft-04 schema that writes `"const"` inside `oneOf` branches (as
 * SchemaStore's Azure Functions schema does) gets branches that all match, and the failure people see
 * ("must not match the \"not\" schema") says nothing about why; this note does. Only the error path
 * calls into this module: a valid document never pays for it.
 */
import { foreignKeyword, isAssertionOrApplicator, atLeast } from '../checks/vocabulary';
import { keywordReplacement } from '../checks/lint-drafts';
import { escapePointerSegment } from '../json/pointer';
import { isObject } from '../schema/registry';
import { metaSchemaUri } from '../schema/drafts';
import type { Draft, JsonObject, JsonValue } from '../types';
import type { Texts } from '../l10n/texts';

/** A subschema to search, with its `#/pointer` in its document. */
export interface SchemaAt {
  node: JsonValue;
  pointer: string;
}

/** One ignored keyword: where it is, and why it is ignored. */
export interface IgnoredKeyword {
  keyword: string;
  /** `#/pointer` of the keyword in its document. */
  pointer: string;
  /** The first draft that has the keyword (unset when it is ignored for standing beside `$ref`). */
  since?: Draft;
  /** True when the keyword is ignored because it stands beside `$ref` (drafts 4 to 7). */
  besideRef?: boolean;
}

/** Keywords whose values are data or names, never subschemas: the walk does not enter them. */
const DATA_KEYWORDS = new Set([
  'enum',
  'const',
  'default',
  'examples',
  'required',
  'type',
  'title',
  'description',
  '$comment',
  'format',
  'pattern',
  '$schema',
  '$id',
  'id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$vocabulary',
]);

/** Keywords whose values map names to subschemas. */
const MAP_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'dependencies',
]);

/** The walk stops after this many subschemas: a note is a hint, not worth a long search. */
const WALK_BUDGET = 5_000;

/**
 * Every keyword `draft` ignores in the subschemas below `roots`, following `$ref`s through `follow`
 * (each subschema once), nearest first.
 */
export function findIgnoredKeywords(
  roots: readonly SchemaAt[],
  draft: Draft,
  follow: (schema: JsonObject) => SchemaAt | undefined,
): IgnoredKeyword[] {
  const found: IgnoredKeyword[] = [];
  const seen = new Set<object>();
  const queue: SchemaAt[] = [...roots];
  const refOnly = !atLeast(draft, '2019-09');
  for (let i = 0; i < queue.length && i < WALK_BUDGET; i++) {
    const { node, pointer } = queue[i];
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    const hasRef = typeof node.$ref === 'string';
    for (const key of Object.keys(node)) {
      const at = `${pointer}/${escapePointerSegment(key)}`;
      const foreign = foreignKeyword(key, draft);
      if (foreign !== undefined && !((key === 'id' || key === '$id') && typeof node[key] !== 'string')) {
        found.push({ keyword: key, pointer: at, since: foreign.since });
      } else if (refOnly && hasRef && key !== '$ref' && isAssertionOrApplicator(key, draft)) {
        found.push({ keyword: key, pointer: at, besideRef: true });
      }
      if (DATA_KEYWORDS.has(key)) continue;
      const value = node[key];
      if (MAP_KEYWORDS.has(key) && isObject(value)) {
        for (const name of Object.keys(value)) {
          queue.push({ node: value[name], pointer: `${at}/${escapePointerSegment(name)}` });
        }
      } else if (Array.isArray(value)) {
        value.forEach((sub, index) => queue.push({ node: sub, pointer: `${at}/${index}` }));
      } else if (isObject(value)) {
        queue.push({ node: value, pointer: at });
      }
    }
    if (hasRef) {
      const target = follow(node);
      if (target !== undefined) queue.push(target);
    }
  }
  return found;
}

/** The sentence appended to an error whose outcome may depend on `found` (undefined when empty). */
export function ignoredKeywordNote(
  texts: Texts,
  found: readonly IgnoredKeyword[],
  draft: Draft,
): string | undefined {
  const first = found[0];
  if (first === undefined) return undefined;
  const others = found.length - 1;
  const more = others === 0 ? '' : texts.t('count.morePlaces', { count: others });
  const pointer = first.pointer;
  if (first.besideRef === true) {
    return texts.t('ignored.besideRef', { draft, keyword: first.keyword, pointer, more });
  }
  const { keyword, since } = first;
  const advice: string[] = [];
  if (since !== undefined && !atLeast(draft, since)) {
    advice.push(texts.t('ignored.declareDraft', { uri: metaSchemaUri(since), keyword }));
  }
  const instead = keywordReplacement(keyword, draft, texts);
  if (instead !== undefined) advice.push(instead);
  const said =
    advice.length > 0
      ? texts.t('ignored.advice', { advice: advice.join(texts.t('ignored.adviceSeparator')) })
      : '';
  return texts.t('ignored.notInDraft', { draft, keyword, pointer, more, advice: said });
}

/** Appends `note` to a message as its last sentence. */
export function withNote(message: string, note: string): string {
  return `${message} ${note}`;
}
