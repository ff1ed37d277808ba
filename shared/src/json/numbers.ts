/**
 * Number literals that say more than their double (`9007199254740993`, `1e400`): found from the
 * candidates a scan noted, and given by JSON Pointer so that the validator can decide on the literal.
 * Most documents have none, and finding that out costs nothing beyond the structure scan.
 */
import { isInexactLiteral } from '../decimal';
import { isWordCharacter } from './tokens';
import type { JsonPointer } from '../types';

/** Whether the character at `i` is one of `0-9 . e E + -` (false outside the text). */
function isNumberChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  // NaN (outside the text) fails every comparison.
  return (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Where the number token around (an `e` at) or just before (a delimiter at) `offset` starts, or -1. */
function tokenStartNear(text: string, offset: number): number {
  let end = offset;
  const c = text.charCodeAt(offset);
  if (c === 101 || c === 69) {
    while (isNumberChar(text, end)) end++;
  } else {
    while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  }
  let start = end;
  while (isNumberChar(text, start - 1)) start--;
  return start < end ? start : -1;
}

/** The token of number characters starting at `start`. */
function tokenAt(text: string, start: number): string {
  let end = start;
  while (isNumberChar(text, end)) end++;
  return text.slice(start, end);
}

/**
 * The inexact literals among the candidate offsets (from the structure scan of valid text),
 * with `rootStart` checked too when the root is a number. `pointerAt` maps a value's start to its path.
 * With `matters`, only the literals whose double it accepts are checked (see NumberSensitivity).
 */
export function inexactLiterals(
  text: string,
  candidates: readonly number[],
  rootStart: number,
  pointerAt: (offset: number) => JsonPointer | undefined,
  matters?: (x: number) => boolean,
): Map<JsonPointer, string> | undefined {
  const starts = new Set<number>();
  for (const offset of candidates) {
    const start = tokenStartNear(text, offset);
    if (start >= 0) starts.add(start);
  }
  const root = text.charCodeAt(rootStart);
  if (root === 45 || (root >= 48 && root <= 57)) starts.add(rootStart);
  let found: Map<JsonPointer, string> | undefined;
  for (const start of starts) {
    const c = text.charCodeAt(start);
    if (c !== 45 && !(c >= 48 && c <= 57)) continue;
    const literal = tokenAt(text, start);
    if (matters !== undefined && !matters(Number(literal))) continue;
    if (!isInexactLiteral(literal)) continue;
    const pointer = pointerAt(start);
    if (pointer !== undefined) (found ??= new Map()).set(pointer, literal);
  }
  return found;
}

/** A text read in slices (a document's chunked buffer, or a string). */
interface SlicedText {
  readonly length: number;
  slice(start: number, end: number): string;
}

// A number token with an exponent (a 2-digit one is not needed: 1e23 is past 2^53). Tokens of 16 or more
// digits and dots are the other candidates, found by longRunCandidates.
const EXPONENT = /[0-9.][eE][+-]?[0-9]/g;

function isDigitOrDot(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46;
}

/**
 * The start of a digit followed by 15 or more digits or dots (what `/[0-9][0-9.]{15}/` matches), one
 * per run of digits and dots that has one, in text order. Every such stretch is 16 characters long, so it
 * covers a multiple of 16 (minus one): only those offsets are looked at, and the run around a hit is read
 * from there. A regex tried every digit of the text and read on from it, most of the literal search's time.
 */
function longRunCandidates(text: string, out: number[]): void {
  const n = text.length;
  let next = 15;
  while (next < n) {
    if (!isDigitOrDot(text.charCodeAt(next))) {
      next += 16;
      continue;
    }
    let start = next;
    while (start > 0 && isDigitOrDot(text.charCodeAt(start - 1))) start--;
    let end = next + 1;
    while (end < n && isDigitOrDot(text.charCodeAt(end))) end++;
    let digit = start;
    while (digit < end && text.charCodeAt(digit) === 46) digit++;
    if (end - digit >= 16) out.push(digit);
    // The next offset looked at lies past this run (a later run cannot start inside it).
    next += 16 * Math.ceil((end - next) / 16);
  }
}

/** Where candidates for inexact literals start: long runs of digits and exponents, in text order. */
function candidateStarts(text: string): number[] {
  const long: number[] = [];
  longRunCandidates(text, long);
  const out: number[] = [];
  let i = 0;
  EXPONENT.lastIndex = 0;
  for (let m = EXPONENT.exec(text); m !== null; m = EXPONENT.exec(text)) {
    while (i < long.length && long[i] < m.index) out.push(long[i++]);
    out.push(m.index);
  }
  while (i < long.length) out.push(long[i++]);
  return out;
}

/**
 * The runs of number characters in `text` (at absolute `base`) that are inexact literals, appended to
 * `out` as [start, literal] pairs in text order; `skipBefore` drops runs that start before it.
 */
function collectInexact(text: string, base: number, skipBefore: number, out: [number, string][]): void {
  let lastEnd = -1;
  for (const at of candidateStarts(text)) {
    if (at < lastEnd) continue;
    let start = at;
    while (isNumberChar(text, start - 1)) start--;
    let end = at + 1;
    while (isNumberChar(text, end)) end++;
    lastEnd = end;
    const c = text.charCodeAt(start);
    if (base + start < skipBefore || (c !== 45 && !(c >= 48 && c <= 57))) continue;
    // After a letter the scanner is inside a word (or a string), which runs on through the digits: no
    // value starts here. Runs inside hashes and identifiers would otherwise each cost a tree lookup.
    // (A byte order mark is skipped before the scanner starts.)
    if (start === 0 && base > 0) continue;
    const before = start === 0 ? -1 : text.charCodeAt(start - 1);
    if (before >= 0 && isWordCharacter(before) && !(before === 0xfeff && start === 1 && base === 0)) continue;
    const literal = text.slice(start, end);
    if (isInexactLiteral(literal)) out.push([base + start, literal]);
  }
}

/**
 * Where a document's text has number literals beyond a double, kept in step with edits at a cost that
 * depends on the edit: every maximal run of number characters whose literal is inexact and that follows
 * a delimiter, wherever it is (strings and comments included; a parse tree decides which are values). An edit can change
 * only the runs it touches, so those are dropped, the later ones shifted, and the edited stretch read
 * again; the whole text is read once, when the index is made.
 */
export class LiteralIndex {
  private runs: [number, string][] = [];

  constructor(text: string) {
    collectInexact(text, 0, 0, this.runs);
  }

  /** The index of a text whose runs were found elsewhere (by another thread, from the same text). */
  static of(runs: readonly (readonly [number, string])[]): LiteralIndex {
    const index = new LiteralIndex('');
    index.runs = runs.map(([start, literal]) => [start, literal]);
    return index;
  }

  /** The runs, [start, literal], in text order. */
  get entries(): readonly (readonly [number, string])[] {
    return this.runs;
  }

  /** Follows an edit: [start, end) of the old text replaced by `length` characters, giving `text`. */
  update(text: SlicedText, start: number, end: number, length: number): void {
    const delta = length - (end - start);
    const kept: [number, string][] = [];
    for (const run of this.runs) {
      const runEnd = run[0] + run[1].length;
      // A run that touches the edit may grow, shrink or split: it is read again below.
      if (runEnd < start) kept.push(run);
      else if (run[0] > end) kept.push([run[0] + delta, run[1]]);
    }
    // The edited stretch, widened to whole runs of number characters on both sides.
    let from = Math.max(0, start - 64);
    let to = Math.min(text.length, start + length + 64);
    let window = text.slice(from, to);
    while (from > 0 && isNumberChar(window, start - from - 1) && leadingRun(window) >= start - from) {
      from = Math.max(0, from - 4096);
      window = text.slice(from, to);
    }
    while (to < text.length && trailingRun(window) >= to - (start + length)) {
      to = Math.min(text.length, to + 4096);
      window = text.slice(from, to);
    }
    // Runs cut by the window's edges are not the window's to report.
    const firstWhole = from === 0 ? 0 : from + leadingRun(window);
    const lastWhole = to === text.length ? to : to - trailingRun(window);
    const found: [number, string][] = [];
    collectInexact(window.slice(0, lastWhole - from), from, firstWhole, found);
    const fresh = found.filter(([s, literal]) => s + literal.length >= start && s <= start + length);
    if (fresh.length === 0) {
      this.runs = kept;
      return;
    }
    const at = kept.findIndex(([s]) => s > start);
    this.runs = at < 0 ? [...kept, ...fresh] : [...kept.slice(0, at), ...fresh, ...kept.slice(at)];
  }
}

/** Number characters at the start of `s`. */
function leadingRun(s: string): number {
  let i = 0;
  while (isNumberChar(s, i)) i++;
  return i;
}

/** Number characters at the end of `s`. */
function trailingRun(s: string): number {
  let i = s.length;
  while (isNumberChar(s, i - 1)) i--;
  return s.length - i;
}
