/** Deep JSON equality for `enum`, `const` and `uniqueItems` (1 and 1.0 are equal; key order does not matter). */
import type { JsonValue } from '../types';

/** True when two JSON values are equal as JSON (numbers by value, objects regardless of key order). */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!jsonEqual(a[k], b[k])) return false;
  }
  return true;
}
