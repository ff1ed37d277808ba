/**
 * Number literals that say more than their double (`9007199254740993`, `1e400`): found from the
 * candidates a scan noted, and given by JSON Pointer so that the validator can decide on the literal.
 * Most documents have none, and finding that out costs nothing beyond the structure scan.
 */
import { isInexactLiteral } from '../decimal';
import type { JsonPointer } from '../types';

const NUMBER_CHAR = /[0-9.eE+-]/;

function isNumberChar(text: string, i: number): boolean {
  return i >= 0 && i < text.length && NUMBER_CHAR.test(text[i]);
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
 * The inexact literals among the candidate offsets (from the structure scan, or `slowPathCandidates`),
 * with `rootStart` checked too when the root is a number. `pointerAt` maps a value's start to its path.
 */
export function inexactLiterals(
  text: string,
  candidates: readonly number[],
  rootStart: number,
  pointerAt: (offset: number) => JsonPointer | undefined,
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
    if (!isInexactLiteral(literal)) continue;
    const pointer = pointerAt(start);
    if (pointer !== undefined) (found ??= new Map()).set(pointer, literal);
  }
  return found;
}

// A number token with 16 or more digits, or a 3-digit exponent: the only ones that can be inexact.
const MAYBE_INEXACT = /[0-9][0-9.]{15}|[eE][+-]?[0-9]{3}/;

/**
 * Ends of the number tokens that may be inexact in a text the recovering parser read (comments,
 * strings skipped). One native search decides first whether there can be any at all.
 */
export function slowPathCandidates(text: string, from: number): number[] {
  if (!MAYBE_INEXACT.test(text)) return [];
  const out: number[] = [];
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i++;
      while (i < n && text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 ? 2 : 1;
      i++;
    } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
      while (i < n && text.charCodeAt(i) !== 10) i++;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i;
      while (isNumberChar(text, i)) i++;
      const token = text.slice(start, i);
      if (MAYBE_INEXACT.test(token)) out.push(i);
    } else {
      i++;
    }
  }
  return out;
}
