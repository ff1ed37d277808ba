/**
 * The alternatives of an anyOf/oneOf said in words ("an integer from 0 to 2", "one of "off", "warn"",
 * "an array"), so that a value no branch admits is told what it may be instead of which branch number
 * came closest.
 */
import type { JsonObject, JsonValue } from '../types';
import { isObject } from '../schema/registry';
import { show, showList } from './messages';
import type { MessageId } from '../l10n/en';
import type { Texts } from '../l10n/texts';

/** Keywords that say nothing about which values a schema admits. */
const ANNOTATIONS = new Set([
  'description',
  'markdownDescription',
  'title',
  '$comment',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  'id',
  '$schema',
  '$anchor',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'deprecationMessage',
  'doNotSuggest',
  'defaultSnippets',
  'errorMessage',
  'patternErrorMessage',
]);

/** Keywords whose failure is about the value itself, not about what it contains. */
export const VALUE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
]);

const KIND: ReadonlyMap<string, MessageId> = new Map(
  Object.entries({
    integer: 'words.integer',
    number: 'words.number',
    string: 'words.string',
    boolean: 'words.boolean',
    null: 'words.null',
    object: 'words.object',
    array: 'words.array',
  } as const),
);

/**
 * Keywords that only constrain values of one kind (they pass every other value), so a branch with
 * them is still said by its type: numbers, strings, objects, arrays.
 */
const ONE_KIND_KEYWORDS: ReadonlySet<string> = new Set([
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['minLength', 'maxLength', 'pattern', 'format'],
  ...['properties', 'patternProperties', 'additionalProperties', 'required', 'propertyNames'],
  ...['minProperties', 'maxProperties', 'dependencies', 'dependentRequired', 'dependentSchemas'],
  'unevaluatedProperties',
  ...['items', 'prefixItems', 'additionalItems', 'contains', 'minContains', 'maxContains'],
  ...['minItems', 'maxItems', 'uniqueItems', 'unevaluatedItems'],
]);

const num = (v: JsonValue | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function numberWords(texts: Texts, s: JsonObject): string | undefined {
  const words: string[] = [];
  // Draft 4 spells exclusive bounds as booleans beside minimum/maximum.
  const lowExclusive = s.exclusiveMinimum === true;
  const highExclusive = s.exclusiveMaximum === true;
  const low = num(s.exclusiveMinimum) ? s.exclusiveMinimum : s.minimum;
  const high = num(s.exclusiveMaximum) ? s.exclusiveMaximum : s.maximum;
  const lowOpen = lowExclusive || num(s.exclusiveMinimum);
  const highOpen = highExclusive || num(s.exclusiveMaximum);
  if (num(low) && num(high) && !lowOpen && !highOpen) {
    words.push(texts.t('words.range', { low: String(low), high: String(high) }));
  } else {
    if (num(low)) words.push(texts.t(lowOpen ? 'words.greaterThan' : 'words.atLeast', { low: String(low) }));
    if (num(high)) words.push(texts.t(highOpen ? 'words.lessThan' : 'words.atMost', { high: String(high) }));
  }
  if (num(s.multipleOf)) words.push(texts.t('words.multipleOf', { value: String(s.multipleOf) }));
  return words.length > 0 ? words.join(texts.t('words.and')) : undefined;
}

function stringWords(texts: Texts, s: JsonObject): string | undefined {
  const words: string[] = [];
  const min = num(s.minLength) ? s.minLength : undefined;
  const max = num(s.maxLength) ? s.maxLength : undefined;
  if (min !== undefined && max !== undefined) {
    words.push(texts.t('words.lengthRange', { min: String(min), max: String(max), count: max }));
  } else if (min !== undefined) {
    words.push(
      min === 1 ? texts.t('words.notEmpty') : texts.t('words.minLength', { min: String(min), count: min }),
    );
  } else if (max !== undefined) words.push(texts.t('words.maxLength', { max: String(max), count: max }));
  if (typeof s.pattern === 'string') words.push(texts.t('words.matching', { pattern: show(s.pattern) }));
  if (typeof s.format === 'string') words.push(texts.t('words.format', { format: show(s.format) }));
  return words.length > 0 ? words.join(texts.t('list.separator')) : undefined;
}

/**
 * A branch as a noun phrase, following `$ref`s with `refTarget`; undefined when the branch is not a
 * plain constraint on one value (then the branch-by-branch report says more than words would).
 */
export function describeBranch(
  texts: Texts,
  schema: JsonValue,
  refTarget: (s: JsonObject) => JsonValue | undefined,
  hops = 0,
): string | undefined {
  if (!isObject(schema) || hops > 8) return undefined;
  const keys = Object.keys(schema).filter((k) => !ANNOTATIONS.has(k));
  if (keys.includes('$ref')) {
    if (keys.length !== 1) return undefined;
    const target = refTarget(schema);
    return target === undefined ? undefined : describeBranch(texts, target, refTarget, hops + 1);
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.length === 1
      ? show(schema.enum[0])
      : texts.t('words.oneOf', { values: showList(texts, schema.enum) });
  }
  if ('const' in schema) return show(schema.const);
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (
    !Array.isArray(types) ||
    types.length === 0 ||
    !types.every((t) => typeof t === 'string' && KIND.has(t))
  ) {
    return undefined;
  }
  const kinds = types as string[];
  // Every other keyword must constrain one of the named kinds; anything else (not, if, allOf...)
  // would be hidden by a short phrase.
  for (const k of keys) {
    if (k === 'type') continue;
    if (!ONE_KIND_KEYWORDS.has(k)) return undefined;
  }
  if (kinds.length > 1) return kinds.map((t) => texts.t(KIND.get(t) as MessageId)).join(texts.t('words.or'));
  const kind = kinds[0];
  const detail =
    kind === 'integer' || kind === 'number'
      ? numberWords(texts, schema)
      : kind === 'string'
        ? stringWords(texts, schema)
        : undefined;
  const noun = texts.t(KIND.get(kind) as MessageId);
  return detail === undefined ? noun : texts.t('words.kindWith', { noun, detail });
}

/** `a, or b, or c`: alternatives that may themselves contain commas stay apart. */
export function alternativesList(texts: Texts, phrases: readonly string[]): string {
  return phrases.join(texts.t('words.alternativeSeparator'));
}
