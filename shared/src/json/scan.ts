/**
 * Character-code scanning over text that JSON.parse has already accepted. Because the text is known to
 * be valid, these routines only track what they need (string ends, nesting, member boundaries) and never
 * check grammar; all of them are iterative so no nesting depth can exhaust the stack.
 */
import { newSpans, type ContainerSpans } from './spans';

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** Index of the first character at or after pos that is not JSON whitespace. */
export function skipWhitespace(text: string, pos: number): number {
  for (;;) {
    const c = text.charCodeAt(pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
    else return pos;
  }
}

/** Index just after the closing quote of the string whose opening quote is at pos. */
export function stringEnd(text: string, pos: number): number {
  let i = pos;
  for (;;) {
    i = text.indexOf('"', i + 1);
    if (i < 0) return text.length;
    if (text.charCodeAt(i - 1) !== BACKSLASH) return i + 1;
    // An escaped quote has an odd run of backslashes before it.
    let j = i - 2;
    while (text.charCodeAt(j) === BACKSLASH) j--;
    if (((i - 1 - j) & 1) === 0) return i + 1;
  }
}

/** Index just after the container whose opening bracket lies before pos (pos is inside it). */
export function skipRest(text: string, pos: number): number {
  let depth = 1;
  for (;;) {
    const c = text.charCodeAt(pos);
    if (c === QUOTE) {
      pos = stringEnd(text, pos);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (--depth === 0) return pos + 1;
    } else if (c !== c) return pos; // NaN: ran off the end
    pos++;
  }
}

/** Index just after the value that starts at pos. */
export function skipValue(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === QUOTE) return stringEnd(text, pos);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) return skipRest(text, pos + 1);
  return primitiveEnd(text, pos);
}

/** End of a number or literal: the next delimiter. */
function primitiveEnd(text: string, pos: number): number {
  const n = text.length;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (
      c === COMMA ||
      c === CLOSE_BRACE ||
      c === CLOSE_BRACKET ||
      c === 32 ||
      c === 10 ||
      c === 13 ||
      c === 9
    ) {
      return pos;
    }
    pos++;
  }
  return pos;
}

/** The decoded text of the key token from keyStart (opening quote) to keyEnd (after the closing quote). */
export function decodeKey(text: string, keyStart: number, keyEnd: number): string {
  const raw = text.slice(keyStart + 1, keyEnd - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(keyStart, keyEnd)) as string) : raw;
}

/**
 * Member spans of the valid container whose opening bracket is at start. `skip` finds the end of each
 * member's value, so a caller can learn more on the way (see scanStructure).
 */
export function indexContainer(
  text: string,
  start: number,
  skip: (text: string, pos: number) => number = skipValue,
): ContainerSpans {
  const isArray = text.charCodeAt(start) === OPEN_BRACKET;
  const spans = newSpans(isArray);
  const { starts, ends, keyStarts, keyEnds } = spans;
  let pos = skipWhitespace(text, start + 1);
  const n = text.length;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c === CLOSE_BRACE || c === CLOSE_BRACKET) break;
    if (c === COMMA) {
      pos = skipWhitespace(text, pos + 1);
      continue;
    }
    if (!isArray) {
      keyStarts.push(pos);
      pos = stringEnd(text, pos);
      keyEnds.push(pos);
      pos = skipWhitespace(text, pos);
      if (text.charCodeAt(pos) === COLON) pos = skipWhitespace(text, pos + 1);
    }
    starts.push(pos);
    pos = skip(text, pos);
    ends.push(pos);
    pos = skipWhitespace(text, pos);
  }
  return spans;
}

/** What one pass over a valid document learns besides the root's member spans. */
export interface StructureCounts {
  /** Object members in the text (colons outside strings); more than the parsed value has means duplicates. */
  members: number;
  /** Offset of the first bracket nested deeper than the limit, or -1. */
  tooDeepAt: number;
}

/**
 * Walks a valid document once: member spans of the root container (when it is one), the number of object
 * members, and where (if anywhere) nesting first exceeds maxDepth.
 */
export function scanStructure(
  text: string,
  rootStart: number,
  maxDepth: number,
): { rootEnd: number; rootSpans: ContainerSpans | undefined; counts: StructureCounts } {
  const counts: StructureCounts = { members: 0, tooDeepAt: -1 };
  const c = text.charCodeAt(rootStart);
  if (c !== OPEN_BRACE && c !== OPEN_BRACKET) {
    return { rootEnd: skipValue(text, rootStart), rootSpans: undefined, counts };
  }
  if (maxDepth < 1) counts.tooDeepAt = rootStart;
  const countingSkip = (t: string, pos: number): number => skipCounting(t, pos, maxDepth - 1, counts);
  const rootSpans = indexContainer(text, rootStart, countingSkip);
  if (!rootSpans.isArray) counts.members += rootSpans.starts.length;
  const last = rootSpans.ends.length;
  const after = skipWhitespace(text, last ? rootSpans.ends[last - 1] : rootStart + 1);
  // After the last member only whitespace and, for a non-empty container, nothing but the closer remain.
  return { rootEnd: skipRest(text, after), rootSpans, counts };
}

/** skipValue that also counts object members and notes the first bracket deeper than `room` levels. */
function skipCounting(text: string, pos: number, room: number, counts: StructureCounts): number {
  const c0 = text.charCodeAt(pos);
  if (c0 === QUOTE) return stringEnd(text, pos);
  if (c0 !== OPEN_BRACE && c0 !== OPEN_BRACKET) return primitiveEnd(text, pos);
  let members = 0;
  let depth = 1;
  if (room < 1 && counts.tooDeepAt < 0) counts.tooDeepAt = pos;
  pos++;
  for (;;) {
    const c = text.charCodeAt(pos);
    if (c === QUOTE) {
      pos = stringEnd(text, pos);
      continue;
    }
    if (c === COLON) members++;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > room && counts.tooDeepAt < 0) counts.tooDeepAt = pos;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (--depth === 0) {
        pos++;
        break;
      }
    } else if (c !== c) break;
    pos++;
  }
  counts.members += members;
  return pos;
}
