/** Wording helpers shared by the keyword modules: messages name the property, the rule and the fix. */
import type { Texts } from '../l10n/texts';
import type { JsonValue } from '../types';

/** A short JSON rendering of a value for a message (long values are cut). */
export function show(value: JsonValue | undefined): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? text.slice(0, 57) + '...' : text;
}

/** `"a", "b", "c"` (long lists are cut with a count of the rest). */
export function showList(texts: Texts, values: readonly JsonValue[], max = 10): string {
  return texts.list(values.slice(0, max).map(show), values.length);
}

/** The JSON type of a value as JSON Schema names it (`integer` is never returned; it is a number). */
export function jsonType(value: JsonValue): 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'boolean' | 'number' | 'string' | 'object';
}

/** Adds a reason in parentheses before the final full stop of a message. */
export function withReason(texts: Texts, message: string, reason: string): string {
  // The reason qualifies the rule, so it goes before a closing "Did you mean ...?" question.
  const question = message.lastIndexOf(texts.didYouMeanPrefix);
  const rule = question >= 0 ? message.slice(0, question) : message;
  const stop = texts.t('sentence.end');
  const base = rule.endsWith(stop) ? rule.slice(0, -stop.length) : rule;
  return texts.t('reason.wrap', { message: base, reason }) + (question >= 0 ? message.slice(question) : '');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * A schema location (`#/definitions/address/allOf/0`) said for people: "at the schema's root", or the
 * path in words ("in the definition "address", in allOf branch 1"). The exact pointer stays in the
 * error's `schemaPath`.
 */
export function place(texts: Texts, here: string): string {
  const segments = here.replace(/^#/, '').split('/').slice(1).map(unescapePointer);
  if (segments.length === 0) return texts.t('place.root');
  const words: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    if ((segment === 'definitions' || segment === '$defs') && next !== undefined) {
      words.push(texts.t('place.definition', { name: show(next) }));
      i++;
    } else if (segment === 'properties' && next !== undefined) {
      words.push(texts.t('place.property', { name: show(next) }));
      i++;
    } else if (segment === 'patternProperties' && next !== undefined) {
      words.push(texts.t('place.patternProperty', { pattern: show(next) }));
      i++;
    } else if (
      (segment === 'allOf' || segment === 'anyOf' || segment === 'oneOf') &&
      /^\d+$/.test(next ?? '')
    ) {
      words.push(texts.t('place.branch', { keyword: segment, number: Number(next) + 1 }));
      i++;
    } else if ((segment === 'items' || segment === 'prefixItems') && /^\d+$/.test(next ?? '')) {
      words.push(texts.t('place.item', { number: Number(next) + 1 }));
      i++;
    } else if (segment === 'items' || segment === 'additionalItems') {
      words.push(texts.t('place.items'));
    } else if (segment === 'dependentSchemas' || segment === 'dependencies') {
      words.push(
        next !== undefined
          ? texts.t('place.dependency', { keyword: segment, name: show(next) })
          : texts.t('place.keyword', { keyword: segment }),
      );
      if (next !== undefined) i++;
    } else {
      words.push(texts.t('place.segment', { segment }));
    }
  }
  return words.join(texts.t('list.separator'));
}
