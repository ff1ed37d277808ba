/**
 * The alternatives of an anyOf/oneOf said in words ("an integer from 0 to 2", "one of "off", "warn"",
 * "an array"), so that a value no branch admits is told what it may be instead of which branch number
 * came closest.
 */
import type { JsonObject, JsonValue } from '../types';
import { isObject } from '../schema/registry';
import { show, showList } from './messages';

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

const KIND: ReadonlyMap<string, string> = new Map(
  Object.entries({
    integer: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'true or false',
    null: 'null',
    object: 'an object',
    array: 'an array',
  }),
);

/** Keywords that only constrain values of one kind, and that kind (they pass every other value). */
const KIND_OF_KEYWORD: ReadonlyMap<string, string> = new Map(
  Object.entries({
    minimum: 'number',
    maximum: 'number',
    exclusiveMinimum: 'number',
    exclusiveMaximum: 'number',
    multipleOf: 'number',
    minLength: 'string',
    maxLength: 'string',
    pattern: 'string',
    format: 'string',
    properties: 'object',
    patternProperties: 'object',
    additionalProperties: 'object',
    required: 'object',
    propertyNames: 'object',
    minProperties: 'object',
    maxProperties: 'object',
    dependencies: 'object',
    dependentRequired: 'object',
    dependentSchemas: 'object',
    unevaluatedProperties: 'object',
    items: 'array',
    prefixItems: 'array',
    additionalItems: 'array',
    contains: 'array',
    minContains: 'array',
    maxContains: 'array',
    minItems: 'array',
    maxItems: 'array',
    uniqueItems: 'array',
    unevaluatedItems: 'array',
  }),
);

const num = (v: JsonValue | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function numberWords(s: JsonObject): string | undefined {
  const words: string[] = [];
  // Draft 4 spells exclusive bounds as booleans beside minimum/maximum.
  const lowExclusive = s.exclusiveMinimum === true;
  const highExclusive = s.exclusiveMaximum === true;
  const low = num(s.exclusiveMinimum) ? s.exclusiveMinimum : s.minimum;
  const high = num(s.exclusiveMaximum) ? s.exclusiveMaximum : s.maximum;
  const lowOpen = lowExclusive || num(s.exclusiveMinimum);
  const highOpen = highExclusive || num(s.exclusiveMaximum);
  if (num(low) && num(high) && !lowOpen && !highOpen) words.push(`from ${low} to ${high}`);
  else {
    if (num(low)) words.push(lowOpen ? `greater than ${low}` : `of at least ${low}`);
    if (num(high)) words.push(highOpen ? `less than ${high}` : `of at most ${high}`);
  }
  if (num(s.multipleOf)) words.push(`that is a multiple of ${s.multipleOf}`);
  return words.length > 0 ? words.join(' and ') : undefined;
}

function stringWords(s: JsonObject): string | undefined {
  const words: string[] = [];
  const min = num(s.minLength) ? s.minLength : undefined;
  const max = num(s.maxLength) ? s.maxLength : undefined;
  if (min !== undefined && max !== undefined) words.push(`of ${min} to ${max} characters`);
  else if (min !== undefined) words.push(min === 1 ? 'that is not empty' : `of at least ${min} characters`);
  else if (max !== undefined) words.push(`of at most ${max} characters`);
  if (typeof s.pattern === 'string') words.push(`matching ${show(s.pattern)}`);
  if (typeof s.format === 'string') words.push(`in the format ${show(s.format)}`);
  return words.length > 0 ? words.join(', ') : undefined;
}

/**
 * A branch as a noun phrase, following `$ref`s with `refTarget`; undefined when the branch is not a
 * plain constraint on one value (then the branch-by-branch report says more than words would).
 */
export function describeBranch(
  schema: JsonValue,
  refTarget: (s: JsonObject) => JsonValue | undefined,
  hops = 0,
): string | undefined {
  if (!isObject(schema) || hops > 8) return undefined;
  const keys = Object.keys(schema).filter((k) => !ANNOTATIONS.has(k));
  if (keys.includes('$ref')) {
    if (keys.length !== 1) return undefined;
    const target = refTarget(schema);
    return target === undefined ? undefined : describeBranch(target, refTarget, hops + 1);
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.length === 1 ? show(schema.enum[0]) : `one of ${showList(schema.enum)}`;
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
    if (!KIND_OF_KEYWORD.has(k)) return undefined;
  }
  if (kinds.length > 1) return kinds.map((t) => KIND.get(t)).join(' or ');
  const kind = kinds[0];
  const detail =
    kind === 'integer' || kind === 'number'
      ? numberWords(schema)
      : kind === 'string'
        ? stringWords(schema)
        : undefined;
  const noun = KIND.get(kind) as string;
  return detail === undefined ? noun : `${noun} ${detail}`;
}

/** `a, or b, or c`: alternatives that may themselves contain commas stay apart. */
export function alternativesList(phrases: readonly string[]): string {
  return phrases.join(', or ');
}
