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

/** Member spans of the valid container whose opening bracket is at start. */
export function indexContainer(text: string, start: number): ContainerSpans {
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
    pos = skipValue(text, pos);
    ends.push(pos);
    pos = skipWhitespace(text, pos);
  }
  return spans;
}

/** What one pass over a valid document learns that JSON.parse does not tell. */
export interface Structure {
  /** End of the root value. */
  rootEnd: number;
  /** Object members in the text (colons outside strings); more than the parsed value has means duplicates. */
  members: number;
  /** Offset of the first bracket nested deeper than the limit, or -1. */
  tooDeepAt: number;
  /**
   * For a root object or array: the offsets of the commas between its members followed by the offset of
   * its closing bracket, from which rootSpans derives every member's span on demand.
   */
  rootSeparators: number[] | undefined;
  /** Offsets at which lines start (valid JSON has no line break inside a token, so the scan sees all). */
  lineStarts: Int32Array;
  lineCount: number;
  /**
   * Where a number literal may say more than its double (16 characters or more, or an exponent of two
   * digits or more): offsets of what ends a long value, or of the `e`. Most documents have none.
   */
  numberCandidates: number[];
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of the text after bodyStart: what scanBytes reads. */
export function encodeBody(text: string, bodyStart: number): Uint8Array {
  return encoder.encode(bodyStart > 0 ? text.slice(bodyStart) : text);
}

/**
 * Walks a valid document once, from bodyStart to the end of the text: counts object members, finds where
 * nesting first exceeds maxDepth, notes the root's member separators and where lines start. `body` is
 * the text's UTF-8 bytes after bodyStart when the caller has them (read from a file), so that they need
 * not be encoded again.
 *
 * It reads the UTF-8 bytes rather than the string: one native encode plus a loop over a Uint8Array costs
 * less than a charCodeAt loop, and far less when the string is a concatenation (an edited document is
 * one), whose every charCodeAt goes through an indirection.
 */
export function scanStructure(
  text: string,
  bodyStart: number,
  rootStart: number,
  maxDepth: number,
  body?: Uint8Array,
): Structure {
  const bytes = body ?? encodeBody(text, bodyStart);
  return structureOf(text, rootStart, scanBytes(bytes, bytes.length, bodyStart, maxDepth, STRING_BYTES));
}

/** What scanBytes found, as a Structure of the text (a scalar root's end is found in the text). */
export function structureOf(text: string, rootStart: number, s: ByteScan): Structure {
  const c0 = text.charCodeAt(rootStart);
  const rootIsContainer = c0 === OPEN_BRACE || c0 === OPEN_BRACKET;
  return {
    rootEnd: rootIsContainer ? s.rootEnd : skipValue(text, rootStart),
    members: s.members,
    tooDeepAt: s.tooDeepAt,
    rootSeparators: rootIsContainer ? s.separators : undefined,
    lineStarts: s.lineStarts,
    lineCount: s.lineCount,
    numberCandidates: s.numberCandidates,
  };
}

/**
 * The layout of scanBytes' `nodes`: NODE_FIELDS numbers per node. scanBytes keeps its own copies of these
 * (it may use nothing outside its body); the tree tests fail if the two ever disagree.
 */
export const F_START = 0;
export const F_END = 1;
export const F_DEPTH = 2;
export const F_IS_ARRAY = 3;
/** INSIDE_ARRAY / INSIDE_OBJECT bits of the enclosing containers (see tree.ts). */
export const F_CONTEXT = 4;
export const F_HEIGHT = 5;
export const F_LEAF_HEIGHT = 6;
/** Member index in the parent (the parent's commas before this child). */
export const F_INDEX = 7;
/** The node's commas are `commas[F_COMMAS_FROM .. F_COMMAS_TO)`. */
export const F_COMMAS_FROM = 8;
export const F_COMMAS_TO = 9;
export const NODE_FIELDS = 10;

/** What scanBytes finds, in UTF-16 offsets of the text. */
export interface ByteScan {
  /** Just after the bracket that closes depth 1 (-1 for a scalar root, or a tree scan stopped too deep). */
  rootEnd: number;
  /** Colons outside strings: one per object member. */
  members: number;
  /** Offset of the first bracket nested deeper than maxDepth, or -1. */
  tooDeepAt: number;
  /** Commas at depth 1, then the closing bracket of the root (only without nodes). */
  separators: number[];
  /** Where lines start, the first at 0. */
  lineStarts: Int32Array;
  lineCount: number;
  /** See Structure.numberCandidates (only without nodes). */
  numberCandidates: number[];
  /**
   * With nodeMin: NODE_FIELDS numbers per container of nodeMin characters or more (or with such inside),
   * in closing order.
   */
  nodes: Int32Array;
  nodeCount: number;
  /** With nodeMin: the commas of every node, each node's in one stretch. */
  commas: Int32Array;
  /** With nodeMin: the root is a container too short to be a node. */
  leafRoot: boolean;
}

/**
 * The bytes a string's characters are checked for (1), all others (0) are stepped over: the closing
 * quote, a backslash, every non-ASCII byte (to turn byte offsets into UTF-16 offsets) and 0, which
 * valid JSON never has inside a string, so that a scan running off the end of its bytes stops. Built
 * once and handed to scanBytes, which may use nothing from outside its own body.
 */
export function stringBytes(): Uint8Array {
  const table = new Uint8Array(256);
  table[0] = 1;
  table[34] = 1;
  table[92] = 1;
  table.fill(1, 0x80);
  return table;
}

/** The table every scan on this thread uses (see stringBytes). */
export const STRING_BYTES = stringBytes();

/**
 * The one scan of valid JSON (JSON.parse accepted it), over the UTF-8 bytes of the text after bodyStart.
 * Without nodeMin (the library's one-shot path) it counts members, notes where nesting first exceeds
 * maxDepth, the root's separators, line starts and long number literals; with nodeMin (the parse tree of
 * validTree.ts) it gives, instead of the separators and numbers, the containers of nodeMin characters or
 * more with their commas, and stops at the first container nested deeper than maxDepth. Valid JSON has
 * non-ASCII bytes only inside strings, so the string loop is the one place that turns byte offsets into
 * UTF-16 offsets. `strings` is stringBytes' table.
 *
 * This is the hot loop of both paths, hence one flat loop that tests the common bytes first; the tree's
 * work sits in the branches of brackets and commas, which the one-shot path passes with one test. It
 * allocates nothing a one-shot scan does not return: a typed array allocated per call (a class table,
 * the tree's stacks) cost small documents more than the loop itself (10,000 files of 1-10 KB: 190 ms
 * against 100 ms).
 *
 * It uses nothing from outside its own body, because parallelScan.ts ships its source text to a worker
 * thread: keep it that way (no module constants, no helpers).
 */
export function scanBytes(
  bytes: Uint8Array,
  length: number,
  bodyStart: number,
  maxDepth: number,
  strings: Uint8Array,
  nodeMin = -1,
): ByteScan {
  // The layout of a node (F_ in scan.ts) and the bits of its context (tree.ts).
  const F_START = 0;
  const F_END = 1;
  const F_DEPTH = 2;
  const F_IS_ARRAY = 3;
  const F_CONTEXT = 4;
  const F_HEIGHT = 5;
  const F_LEAF_HEIGHT = 6;
  const F_INDEX = 7;
  const F_COMMAS_FROM = 8;
  const F_COMMAS_TO = 9;
  const NODE_FIELDS = 10;
  const INSIDE_ARRAY = 1;
  const INSIDE_OBJECT = 2;
  const tree = nodeMin >= 0;
  const n = length;
  // One line per 16 bytes fits pretty-printed JSON, so that a small document's array seldom grows
  // (growing it twice cost 10,000 small documents a third of the scan); a large one starts at one line
  // per 64 bytes, its growth amortised, so that compact text does not keep much more than it uses.
  let lineStarts = new Int32Array(n < 1 << 20 ? Math.max(16, n >>> 4) : n >>> 6);
  let lineCount = 1;
  let members = 0;
  let tooDeepAt = -1;
  let depth = 0;
  let rootEnd = -1;
  const separators: number[] = [];
  // A number literal can say more than its double only when it is long or has a 2-digit exponent; a
  // value's length is the distance from the structural character before it to the delimiter after it.
  // Only the one-shot path reads them (the tree passes its `e`s and keeps valueStart to no purpose).
  const numberCandidates: number[] = [];
  let valueStart = 0;
  // The tree's open containers: start, kind, first comma, deepest level reached, leaf height, child
  // nodes. The stack lives in typed arrays: an object per container would be most of the scan's cost.
  const stack = tree ? maxDepth + 1 : 0;
  const starts = tree ? new Int32Array(stack) : undefined;
  const arrays = tree ? new Uint8Array(stack) : undefined;
  const commaBases = tree ? new Int32Array(stack) : undefined;
  const deepests = tree ? new Int32Array(stack) : undefined;
  const leafHeights = tree ? new Int32Array(stack) : undefined;
  const hasKids = tree ? new Uint8Array(stack) : undefined;
  let commas = tree ? new Int32Array(1024) : undefined;
  let commaTop = 0;
  let nodes = tree ? new Int32Array(NODE_FIELDS * 64) : undefined;
  let nodeCount = 0;
  let nodeCommas = tree ? new Int32Array(1024) : undefined;
  let nodeCommaTop = 0;
  let leafRoot = false;
  // UTF-16 offset = byte offset - shift (+ bodyStart): UTF-8 sequences are longer than their UTF-16 units.
  let shift = -bodyStart;
  let pos = 0;
  while (pos < n) {
    const c = bytes[pos];
    if (c === 34) {
      pos++;
      for (;;) {
        const d = bytes[pos];
        if (strings[d] === 0) {
          pos++;
          continue;
        }
        if (d === 34 || pos >= n) break;
        if (d === 92) pos += 2;
        else {
          // A continuation byte adds no UTF-16 unit; a 4-byte lead (a surrogate pair) adds two, not one.
          shift += (d & 0xc0) === 0x80 ? 1 : d >= 0xf0 ? -1 : 0;
          pos++;
        }
      }
      pos++;
      valueStart = pos;
      continue;
    }
    if (c === 10 || c === 13) {
      // A line break may end a value: a long one is a candidate before the indentation starts anew.
      if (pos - valueStart > 15 && !tree) numberCandidates.push(pos - shift);
      // A line break (CR, LF or CRLF), then the indentation, which is most of a pretty-printed file.
      if (c === 13 && bytes[pos + 1] === 10) pos++;
      pos++;
      if (lineCount === lineStarts.length) {
        const grown = new Int32Array(lineCount * 2);
        grown.set(lineStarts);
        lineStarts = grown;
      }
      lineStarts[lineCount++] = pos - shift;
      while (bytes[pos] === 32) pos++;
      valueStart = pos;
      continue;
    }
    if (c === 58) {
      members++;
      valueStart = pos + 1;
    } else if (c === 44) {
      if (tree) {
        if (commaTop === commas!.length) {
          const grown = new Int32Array(commas!.length * 2);
          grown.set(commas!);
          commas = grown;
        }
        commas![commaTop++] = pos - shift;
      } else {
        if (depth === 1) separators.push(pos - shift);
        if (pos - valueStart > 15) numberCandidates.push(pos - shift);
      }
      valueStart = pos + 1;
    } else if (c === 123 || c === 91) {
      if (depth >= maxDepth && tooDeepAt < 0) {
        tooDeepAt = pos - shift;
        // The tree's stack ends here (the recovering parser reports the nesting): the scan stops.
        if (tree) break;
      }
      if (tree) {
        starts![depth] = pos - shift;
        arrays![depth] = c === 91 ? 1 : 0;
        commaBases![depth] = commaTop;
        deepests![depth] = depth + 1;
        leafHeights![depth] = 0;
        hasKids![depth] = 0;
      }
      depth++;
      valueStart = pos + 1;
    } else if (c === 125 || c === 93) {
      const d = --depth;
      if (tree) {
        const start = starts![d];
        const end = pos + 1 - shift;
        const height = deepests![d] - d;
        if (d > 0 && deepests![d] > deepests![d - 1]) deepests![d - 1] = deepests![d];
        if (end - start >= nodeMin || hasKids![d] === 1) {
          let context = 0;
          for (let i = 0; i < d; i++) context |= arrays![i] === 1 ? INSIDE_ARRAY : INSIDE_OBJECT;
          const own = commaTop - commaBases![d];
          if (nodeCommaTop + own > nodeCommas!.length) {
            const grown = new Int32Array(Math.max(nodeCommas!.length * 2, nodeCommaTop + own));
            grown.set(nodeCommas!);
            nodeCommas = grown;
          }
          nodeCommas!.set(commas!.subarray(commaBases![d], commaTop), nodeCommaTop);
          if ((nodeCount + 1) * NODE_FIELDS > nodes!.length) {
            const grown = new Int32Array(nodes!.length * 2);
            grown.set(nodes!);
            nodes = grown;
          }
          const at = nodeCount++ * NODE_FIELDS;
          nodes![at + F_START] = start;
          nodes![at + F_END] = end;
          nodes![at + F_DEPTH] = d;
          nodes![at + F_IS_ARRAY] = arrays![d];
          nodes![at + F_CONTEXT] = context;
          nodes![at + F_HEIGHT] = height;
          nodes![at + F_LEAF_HEIGHT] = leafHeights![d];
          // The parent's commas before this child (the child's own are dropped below) give its member index.
          nodes![at + F_INDEX] = d > 0 ? commaBases![d] - commaBases![d - 1] : 0;
          nodes![at + F_COMMAS_FROM] = nodeCommaTop;
          nodes![at + F_COMMAS_TO] = nodeCommaTop + own;
          nodeCommaTop += own;
          if (d > 0) hasKids![d - 1] = 1;
        } else if (d === 0) {
          leafRoot = true;
        } else if (height > leafHeights![d - 1]) leafHeights![d - 1] = height;
        commaTop = commaBases![d];
      } else if (pos - valueStart > 15) numberCandidates.push(pos - shift);
      if (d === 0) {
        if (!tree) separators.push(pos - shift);
        rootEnd = pos + 1 - shift;
      }
      valueStart = pos + 1;
    } else if ((c === 101 || c === 69) && !tree) {
      // Outside strings only `true`, `false` and exponents have an e; from two exponent digits on
      // (1e23) the literal may be more than its double says.
      let j = pos + 1;
      if (bytes[j] === 43 || bytes[j] === 45) j++;
      const d0 = bytes[j] - 48;
      const d1 = bytes[j + 1] - 48;
      if (d0 >= 0 && d0 <= 9 && d1 >= 0 && d1 <= 9) numberCandidates.push(pos - shift);
    }
    pos++;
  }
  return {
    rootEnd,
    members,
    tooDeepAt,
    separators,
    lineStarts,
    lineCount,
    numberCandidates,
    nodes: nodes === undefined ? new Int32Array(0) : nodes.subarray(0, nodeCount * NODE_FIELDS),
    nodeCount,
    commas: nodeCommas === undefined ? new Int32Array(0) : nodeCommas.subarray(0, nodeCommaTop),
    leafRoot,
  };
}

/** Member spans of a valid container from the offsets of its commas and closing bracket. */
export function spansFromSeparators(
  text: string,
  open: number,
  separators: readonly number[],
): ContainerSpans {
  const spans = newSpans(text.charCodeAt(open) === OPEN_BRACKET);
  const { starts, ends, keyStarts, keyEnds } = spans;
  let segment = open + 1;
  for (const sep of separators) {
    let p = skipWhitespace(text, segment);
    if (p >= sep) break; // only an empty container has an empty segment
    if (!spans.isArray) {
      keyStarts.push(p);
      p = stringEnd(text, p);
      keyEnds.push(p);
      p = skipWhitespace(text, skipWhitespace(text, p) + 1);
    }
    let end = sep;
    while (end > p && isWhitespace(text.charCodeAt(end - 1))) end--;
    starts.push(p);
    ends.push(end);
    segment = sep + 1;
  }
  return spans;
}

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
