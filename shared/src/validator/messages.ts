/** Wording helpers shared by the keyword modules: messages name the property, the rule and the fix. */
import type { JsonValue } from '../types';

/** A short JSON rendering of a value for a message (long values are cut). */
export function show(value: JsonValue | undefined): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? text.slice(0, 57) + '...' : text;
}

/** `"a", "b", "c"` (long lists are cut with a count of the rest). */
export function showList(values: readonly JsonValue[], max = 10): string {
  const shown = values.slice(0, max).map(show).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/** `a`, `a or b`, `a, b or c`. */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** `1 item`, `2 items`. */
export function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The JSON type of a value as JSON Schema names it (`integer` is never returned; it is a number). */
export function jsonType(value: JsonValue): 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'boolean' | 'number' | 'string' | 'object';
}

/** Adds a reason in parentheses before the final full stop of a message. */
export function withReason(message: string, reason: string): string {
  const base = message.endsWith('.') ? message.slice(0, -1) : message;
  return `${base} (${reason}).`;
}
