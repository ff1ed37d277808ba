import type { JsonPointer, JsonValue } from '../types';

/**
 * Splits an RFC 6901 JSON Pointer into its unescaped reference tokens (`~1` becomes `/`, then `~0`
 * becomes `~`). The empty pointer is the whole document. A pointer that does not start with `/` is read
 * as if it did, so a sloppy caller still gets the segments it meant rather than an exception.
 */
export function parsePointer(pointer: JsonPointer): string[] {
  if (pointer === '') return [];
  const body = pointer.charCodeAt(0) === 0x2f ? pointer.slice(1) : pointer;
  const segments = body.split('/');
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    // Order matters: `~01` must become `~1`, not `/`.
    if (s.includes('~')) segments[i] = s.replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return segments;
}

/**
 * The value a JSON Pointer names inside `value`, or undefined where it leads nowhere. A pointer that does
 * not start with `/` (an anchor name in a fragment) is not a path: it names the whole value, as `''` does.
 */
export function valueAtPointer(value: JsonValue | undefined, pointer: JsonPointer): JsonValue | undefined {
  if (pointer.charCodeAt(0) !== 0x2f) return value;
  let current = value;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else return undefined;
  }
  return current;
}

/** Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`. */
export function escapePointerSegment(segment: string | number): string {
  const s = typeof segment === 'number' ? String(segment) : segment;
  if (!s.includes('~') && !s.includes('/')) return s;
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON Pointer from unescaped segments (numbers are array indices). */
export function formatPointer(segments: readonly (string | number)[]): JsonPointer {
  let out = '';
  for (const s of segments) out += '/' + escapePointerSegment(s);
  return out;
}

/** Appends one unescaped segment to a JSON Pointer. */
export function appendPointer(pointer: JsonPointer, segment: string | number): JsonPointer {
  return pointer + '/' + escapePointerSegment(segment);
}
