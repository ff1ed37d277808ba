/**
 * The parse tree of text that JSON.parse accepted, built around JSON.parse's value: one pass over the
 * characters finds the containers long enough to be tree nodes (and the commas between their members),
 * then each node gets its member spans and its part of the value. Much cheaper than the recovering
 * parser, and the tree is the one `parseTree` would build for the same text (valid text has no problems,
 * so the nodes are exactly the containers of NODE_MIN_LENGTH or more).
 */
import type { JsonObject, JsonValue } from '../types';
import { MAX_NESTING_DEPTH } from './problems';
import { decodeKey, skipValue, skipWhitespace, stringEnd } from './scan';
import { INSIDE_ARRAY, INSIDE_OBJECT, NODE_MIN_LENGTH, TreeNode, type ParseTree } from './tree';

const encoder = new TextEncoder();
const C_QUOTE = 1;
const C_COMMA = 2;
const C_COLON = 3;
const C_OPEN = 4;
const C_CLOSE = 5;
const C_LINE = 6;
/** Byte classes of the scan; everything else (0) is stepped over. */
const CLASSES = new Uint8Array(256);
CLASSES[34] = C_QUOTE;
CLASSES[44] = C_COMMA;
CLASSES[58] = C_COLON;
CLASSES[123] = C_OPEN;
CLASSES[91] = C_OPEN;
CLASSES[125] = C_CLOSE;
CLASSES[93] = C_CLOSE;
CLASSES[10] = C_LINE;
CLASSES[13] = C_LINE;

/** Where lines start (after each line break), as UTF-16 offsets: what a line index needs. */
export interface LineStarts {
  starts: Int32Array;
  count: number;
}

/** A container that becomes a node. */
interface OpenContainer {
  start: number;
  isArray: boolean;
  leafHeight: number;
  /** Child nodes with their member index. */
  kids: Map<number, TreeNode> | null;
}

/**
 * The tree of a valid JSON text and its JSON.parse value, or undefined when the text has duplicate keys
 * or is nested too deeply (the recovering parser has problems to report then).
 */
export function buildValidTree(
  text: string,
  value: JsonValue,
  nodeMin: number = NODE_MIN_LENGTH,
  lines?: (found: LineStarts) => void,
): ParseTree | undefined {
  const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rootStart = skipWhitespace(text, bodyStart);
  const first = text.charCodeAt(rootStart);
  const tree: ParseTree = {
    value,
    root: undefined,
    rootStart,
    rootEnd: -1,
    before: [],
    after: [],
    beforeErrors: 0,
    afterErrors: 0,
    tooDeep: false,
    bodyStart,
    length: text.length,
  };
  if (first !== 123 && first !== 91) {
    tree.rootEnd = skipValue(text, rootStart);
    return tree;
  }
  // One pass over the UTF-8 bytes (cheaper than charCodeAt, see scan.ts), offsets converted to UTF-16.
  const bytes = encoder.encode(bodyStart > 0 ? text.slice(bodyStart) : text);
  const classes = CLASSES;
  // The open containers: start, kind, first comma, deepest level reached, leaf height, child nodes.
  let depth = 0;
  const starts = new Int32Array(MAX_NESTING_DEPTH + 1);
  const arrays = new Uint8Array(MAX_NESTING_DEPTH + 1);
  const commaBases = new Int32Array(MAX_NESTING_DEPTH + 1);
  const deepests = new Int32Array(MAX_NESTING_DEPTH + 1);
  const leafHeights = new Int32Array(MAX_NESTING_DEPTH + 1);
  const kidsAt: (Map<number, TreeNode> | null)[] = new Array<Map<number, TreeNode> | null>(
    MAX_NESTING_DEPTH + 1,
  ).fill(null);
  let commas = new Int32Array(1024);
  let commaTop = 0;
  let colons = 0;
  let root: TreeNode | undefined;
  let leafRoot = false;
  const n = bytes.length;
  // UTF-16 offset = byte offset - shift (UTF-8 sequences are longer than their UTF-16 units).
  let shift = -bodyStart;
  let pos = 0;
  let lineStarts = new Int32Array(Math.max(64, n >>> 6));
  let lineCount = 0;
  while (pos < n) {
    const k = classes[bytes[pos]];
    if (k === 0) {
      pos++;
      continue;
    }
    if (k === C_LINE) {
      // A line break (CR, LF or CRLF), then the indentation, which is most of a pretty-printed file.
      if (bytes[pos] === 13 && bytes[pos + 1] === 10) pos++;
      pos++;
      if (lineCount === lineStarts.length) {
        const grown = new Int32Array(lineCount * 2);
        grown.set(lineStarts);
        lineStarts = grown;
      }
      lineStarts[lineCount++] = pos - shift;
      while (bytes[pos] === 32) pos++;
      continue;
    }
    if (k === C_QUOTE) {
      pos++;
      for (;;) {
        const c = bytes[pos];
        if (c === 34 || pos >= n) break;
        if (c === 92) pos += 2;
        else {
          // A continuation byte adds no UTF-16 unit; a 4-byte lead (a surrogate pair) adds two, not one.
          if (c >= 0x80) shift += (c & 0xc0) === 0x80 ? 1 : c >= 0xf0 ? -1 : 0;
          pos++;
        }
      }
    } else if (k === C_COMMA) {
      if (commaTop === commas.length) {
        const grown = new Int32Array(commas.length * 2);
        grown.set(commas);
        commas = grown;
      }
      commas[commaTop++] = pos - shift;
    } else if (k === C_COLON) colons++;
    else if (k === C_OPEN) {
      // The stack lives in typed arrays: an object per container would be most of this scan's cost.
      if (depth >= MAX_NESTING_DEPTH) return undefined;
      starts[depth] = pos - shift;
      arrays[depth] = bytes[pos] === 91 ? 1 : 0;
      commaBases[depth] = commaTop;
      deepests[depth] = depth + 1;
      leafHeights[depth] = 0;
      kidsAt[depth] = null;
      depth++;
    } else {
      const d = --depth;
      const start = starts[d];
      const end = pos + 1 - shift;
      const height = deepests[d] - d;
      const kids = kidsAt[d];
      if (d > 0 && deepests[d] > deepests[d - 1]) deepests[d - 1] = deepests[d];
      if (end - start >= nodeMin || kids !== null) {
        let context = 0;
        for (let i = 0; i < d; i++) context |= arrays[i] === 1 ? INSIDE_ARRAY : INSIDE_OBJECT;
        const open: OpenContainer = { start, isArray: arrays[d] === 1, leafHeight: leafHeights[d], kids };
        const node = makeNode(text, open, commas.subarray(commaBases[d], commaTop), end, context, height);
        if (d === 0) root = node;
        // The parent's commas before this child (the child's own were dropped) give its member index.
        else (kidsAt[d - 1] ??= new Map()).set(commaBases[d] - commaBases[d - 1], node);
      } else if (d === 0) {
        leafRoot = true;
      } else if (height > leafHeights[d - 1]) leafHeights[d - 1] = height;
      commaTop = commaBases[d];
      kidsAt[d] = null;
      if (d === 0) tree.rootEnd = end;
    }
    pos++;
  }
  lines?.({ starts: lineStarts, count: lineCount });
  if (tree.rootEnd < 0) return undefined;
  if (countMembers(value) !== colons) return undefined;
  if (root !== undefined) {
    attachValues(root, value);
    tree.root = root;
  } else if (!leafRoot) return undefined;
  return tree;
}

/** A node of valid text from its comma offsets (value spans, key spans, decoded keys). */
function makeNode(
  text: string,
  f: OpenContainer,
  commas: Int32Array,
  end: number,
  context: number,
  height: number,
): TreeNode {
  const open = f.start;
  const stride = f.isArray ? 2 : 4;
  const inner = skipWhitespace(text, open + 1);
  const empty = inner === end - 1;
  const count = empty ? 0 : commas.length + 1;
  const spans = new Int32Array(count * stride);
  const keys: string[] | null = f.isArray ? null : [];
  let segment = open + 1;
  for (let i = 0; i < count; i++) {
    const separator = i < commas.length ? commas[i] : end - 1;
    let p = skipWhitespace(text, segment);
    if (!f.isArray) {
      const keyEnd = stringEnd(text, p);
      spans[i * 4 + 2] = p - open;
      spans[i * 4 + 3] = keyEnd - open;
      (keys as string[]).push(decodeKey(text, p, keyEnd));
      p = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    }
    let valueEnd = separator;
    while (valueEnd > p && isWhitespace(text.charCodeAt(valueEnd - 1))) valueEnd--;
    spans[i * stride] = p - open;
    spans[i * stride + 1] = valueEnd - open;
    segment = separator + 1;
  }
  return new TreeNode(
    f.isArray,
    end - open,
    f.isArray ? [] : {},
    count,
    spans,
    keys,
    f.kids,
    null,
    0,
    false,
    true,
    context,
    height,
    f.leafHeight,
  );
}

/** Gives each node its part of the parsed value. */
function attachValues(root: TreeNode, value: JsonValue): void {
  const work: [TreeNode, JsonValue][] = [[root, value]];
  for (let item = work.pop(); item; item = work.pop()) {
    const [node, v] = item;
    node.value = v as JsonValue[] | JsonObject;
    if (node.kids === null) continue;
    for (const [i, kid] of node.kids) {
      const child = node.isArray ? (v as JsonValue[])[i] : (v as JsonObject)[(node.keys as string[])[i]];
      work.push([kid, child]);
    }
  }
}

/** Number of object members in a parsed value, counted without recursion. */
export function countMembers(value: JsonValue): number {
  if (typeof value !== 'object' || value === null) return 0;
  let total = 0;
  const stack: (JsonValue[] | JsonObject)[] = [value];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        if (typeof x === 'object' && x !== null) stack.push(x);
      }
    } else {
      for (const k in v) {
        total++;
        const x = v[k];
        if (typeof x === 'object' && x !== null) stack.push(x);
      }
    }
  }
  return total;
}

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
