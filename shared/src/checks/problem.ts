import { english, type Texts } from '../l10n/texts';
import type { JsonObject, JsonPointer, JsonValue, SchemaProblem, Severity } from '../types';

/** Builds a SchemaProblem; `uri` stays empty because only the caller knows the document's URI. */
export function schemaProblem(
  pointer: JsonPointer,
  part: 'key' | 'value',
  keyword: string,
  code: string,
  severity: Severity,
  message: string,
  data?: Record<string, unknown>,
): SchemaProblem {
  const problem: SchemaProblem = { uri: '', pointer, part, keyword, message, severity, code };
  if (data !== undefined) problem.data = data;
  return problem;
}

/** A string quoted for a message, cut in the middle of a long one (a pattern may be 70 KB). */
export function quoted(text: string, max = 60): string {
  const json = JSON.stringify(text);
  return json.length <= max ? json : `${json.slice(0, max - 4)}…${json.slice(-3)}`;
}

/** Appends one reference token to a JSON Pointer, escaping `~` and `/` as RFC 6901 requires. */
export function childPointer(pointer: JsonPointer, token: string | number): JsonPointer {
  const text = String(token);
  // Most tokens need no escaping; skipping the regexes matters on schemas with many thousands of nodes.
  if (!text.includes('~') && !text.includes('/')) return `${pointer}/${text}`;
  return `${pointer}/${text.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** True for a JSON object (not an array, not null). */
export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own-property lookup that is safe for names like `__proto__` or `constructor`. */
export function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Describes a value for a message: "a string", "the number -1", "null", "an array". */
export function describe(value: JsonValue, texts: Texts = english): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return texts.t('check.found.number', { value: String(value) });
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return texts.t('check.found.string', { value: JSON.stringify(shown) });
  }
  return texts.t(Array.isArray(value) ? 'check.found.array' : 'check.found.object');
}

/**
 * A key that is equal for deeply equal JSON values (object key order ignored), for finding duplicates
 * in `enum` and friends in linear time.
 */
export function canonicalKey(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey(value[k])}`).join(',')}}`;
}
