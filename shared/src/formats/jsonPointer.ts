/** JSON Pointers: RFC 6901 (`json-pointer`) and draft-handrews-relative-json-pointer-01 (`relative-json-pointer`). */

const RELATIVE_PREFIX = /^(?:0|[1-9][0-9]*)/;

/** RFC 6901 JSON Pointer (string form, not a URI fragment): empty, or `/`-prefixed tokens where `~` is `~0`/`~1`. */
export function isJsonPointer(value: string): boolean {
  if (value !== '' && !value.startsWith('/')) return false;
  for (let i = value.indexOf('~'); i >= 0; i = value.indexOf('~', i + 1)) {
    const next = value[i + 1];
    if (next !== '0' && next !== '1') return false;
  }
  return true;
}

/** Relative JSON Pointer: a non-negative integer without leading zeros, then `#` or a JSON Pointer. */
export function isRelativeJsonPointer(value: string): boolean {
  const m = RELATIVE_PREFIX.exec(value);
  if (!m) return false;
  const rest = value.slice(m[0].length);
  return rest === '#' || isJsonPointer(rest);
}
