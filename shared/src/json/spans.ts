/**
 * Where the members of one object or array sit in the text, in text order. The fast path builds them for
 * the root and for large containers a lookup walks through; the recovering parser can give them for every
 * container. Both are built on first use and cached. Offsets are UTF-16 code units; ends are exclusive.
 */
export interface ContainerSpans {
  readonly isArray: boolean;
  /** Start of each member's value. */
  readonly starts: number[];
  /** End of each member's value. */
  readonly ends: number[];
  /** Start of each member's key token, the opening quote (objects only). */
  readonly keyStarts: number[];
  /** End of each member's key token, after the closing quote (objects only). */
  readonly keyEnds: number[];
  /** Decoded keys; the recovering parser fills them, the fast path decodes them on first lookup. */
  keys: string[] | undefined;
  /** Key to the index of its LAST occurrence (the one JSON.parse keeps), built on first lookup. */
  lastIndexOf: Map<string, number> | undefined;
}

/** An empty span list for a container that starts being read. */
export function newSpans(isArray: boolean): ContainerSpans {
  return {
    isArray,
    starts: [],
    ends: [],
    keyStarts: [],
    keyEnds: [],
    keys: undefined,
    lastIndexOf: undefined,
  };
}

/** Index of the member a pointer segment names, or -1 (array segments must be canonical decimals). */
export function memberIndex(
  spans: ContainerSpans,
  segment: string,
  decodeKey: (i: number) => string,
): number {
  if (spans.isArray) {
    const i = arrayIndex(segment);
    return i >= 0 && i < spans.starts.length ? i : -1;
  }
  let map = spans.lastIndexOf;
  if (!map) {
    map = new Map();
    const n = spans.starts.length;
    for (let i = 0; i < n; i++) map.set(spans.keys ? spans.keys[i] : decodeKey(i), i);
    spans.lastIndexOf = map;
  }
  return map.get(segment) ?? -1;
}

/** The array index a pointer segment denotes, or -1 when it is not a canonical non-negative integer. */
export function arrayIndex(segment: string): number {
  const n = segment.length;
  if (n === 0 || n > 15) return -1;
  const first = segment.charCodeAt(0);
  if (first === 48) return n === 1 ? 0 : -1;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const c = segment.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    value = value * 10 + (c - 48);
  }
  return value;
}
