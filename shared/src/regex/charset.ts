/**
 * Sets of code points (or, for patterns read without the `u` flag, UTF-16 code units) as sorted,
 * disjoint, non-adjacent inclusive ranges, and the fixed sets of ECMA-262 patterns.
 */

/** An inclusive range of code points. */
export type Range = readonly [number, number];

/** The largest code point; without the `u` flag the largest code unit is 0xffff instead. */
export const MAX_CODE_POINT = 0x10ffff;

export const DIGIT: Range[] = [[0x30, 0x39]];
export const WORD: Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
/** ECMA-262 WhiteSpace and LineTerminator: what `\s` matches (Unicode 15 `Zs` included). */
export const SPACE: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
export const LINE_TERMINATORS: Range[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

/** Sorts and merges ranges so that they are disjoint and not adjacent. */
export function normalize(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** Everything up to `max` that is not in `ranges`. */
export function complement(ranges: readonly Range[], max: number): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [lo, hi] of normalize(ranges)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= max) out.push([next, max]);
  return out;
}

/** True when `cp` is in the normalized `ranges` (binary search). */
export function contains(ranges: readonly Range[], cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid];
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

const propertySets = new Map<string, Range[]>();
let probeText: string | undefined;

/** Every code point but the surrogates, in order, as UTF-16 (built from code units in large chunks). */
function buildProbeText(): string {
  const units = new Uint16Array(0xf800 + 2 * 0x100000);
  let i = 0;
  for (let cp = 0; cp < 0x10000; cp++) if (cp < 0xd800 || cp > 0xdfff) units[i++] = cp;
  for (let cp = 0x10000; cp <= MAX_CODE_POINT; cp++) {
    units[i++] = 0xd800 + ((cp - 0x10000) >> 10);
    units[i++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
  }
  // One string per code point took about a second; chunks of code units stay under the engine's
  // argument limit.
  const parts: string[] = [];
  for (let at = 0; at < units.length; at += 0x2000) {
    parts.push(String.fromCharCode.apply(null, Array.from(units.subarray(at, at + 0x2000))));
  }
  return parts.join('');
}

function codePointAtProbeIndex(index: number): number {
  if (index < 0xd800) return index;
  if (index < 0xf800) return index + 0x800;
  return 0x10000 + ((index - 0xf800) >> 1);
}

/**
 * The code points of a Unicode property escape (`\p{…}` or `\P{…}`, as written), asked of the
 * JavaScript engine itself so that the sets are exactly the ones its `u` RegExps use: one global
 * match over a string of every code point but the surrogates (which would pair up), then each surrogate
 * alone. Computed once per escape (some tens of milliseconds) and kept.
 */
export function propertyEscapeSet(escape: string): Range[] {
  let set = propertySets.get(escape);
  if (set !== undefined) return set;
  probeText ??= buildProbeText();
  const ranges: Range[] = [];
  for (const m of probeText.matchAll(new RegExp(`[${escape}]+`, 'gu'))) {
    const first = codePointAtProbeIndex(m.index);
    const lastIndex = m.index + m[0].length - 1;
    // The last unit of an astral character is its low surrogate, at an odd offset from 0xf800.
    const last = codePointAtProbeIndex(lastIndex >= 0xf800 ? lastIndex - 1 : lastIndex);
    // A run may cross the gap the surrogates left in the probe text; they are probed on their own.
    if (first < 0xd800 && last >= 0xe000) ranges.push([first, 0xd7ff], [0xe000, last]);
    else ranges.push([first, last]);
  }
  const single = new RegExp(`^[${escape}]$`, 'u');
  for (let cp = 0xd800; cp <= 0xdfff; cp += 1) {
    if (single.test(String.fromCharCode(cp))) ranges.push([cp, cp]);
  }
  set = normalize(ranges);
  propertySets.set(escape, set);
  return set;
}

/** Code points that have other cases, sorted, and for each the class of all its cases. */
let caseClasses: { points: number[]; classes: number[][] } | undefined;

/**
 * Classes of code points that are equal ignoring case, as the engine's `iu` flags see them: candidates
 * are each code point's single-code-point lower and upper case, kept when the engine agrees (`ı`
 * upper-cases to `I`, but simple case folding, which `iu` uses, keeps them apart). Cased letters all
 * lie below U+20000.
 */
function buildCaseClasses(): { points: number[]; classes: number[][] } {
  const parent = new Map<number, number>();
  const find = (cp: number): number => {
    let root = cp;
    for (let up = parent.get(root); up !== undefined && up !== root; up = parent.get(root)) root = up;
    parent.set(cp, root);
    return root;
  };
  const join = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  for (let cp = 0; cp < 0x20000; cp++) {
    if (cp === 0xd800) cp = 0xe000;
    const text = String.fromCodePoint(cp);
    for (const other of [text.toLowerCase(), text.toUpperCase()]) {
      const ocp = other.codePointAt(0) ?? cp;
      if (ocp === cp || other.length !== (ocp > 0xffff ? 2 : 1)) continue;
      if (new RegExp(`^\\u{${cp.toString(16)}}$`, 'iu').test(other)) join(cp, ocp);
    }
  }
  const byRoot = new Map<number, number[]>();
  for (const cp of parent.keys()) {
    const root = find(cp);
    let members = byRoot.get(root);
    if (members === undefined) byRoot.set(root, (members = []));
    members.push(cp);
  }
  const points = [...parent.keys()].sort((a, b) => a - b);
  const classes = points.map((cp) => byRoot.get(find(cp)) ?? [cp]);
  return { points, classes };
}

/** `ranges` with every other case of each code point in it added (a set under the `i` flag). */
export function caseClosure(ranges: readonly Range[]): Range[] {
  caseClasses ??= buildCaseClasses();
  const sorted = normalize(ranges);
  const added: Range[] = [];
  const { points, classes } = caseClasses;
  for (let i = 0; i < points.length; i++) {
    if (contains(sorted, points[i])) for (const cp of classes[i]) added.push([cp, cp]);
  }
  return added.length === 0 ? sorted : normalize([...sorted, ...added]);
}
