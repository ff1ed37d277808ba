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

/**
 * What the character pass over a valid text found, in plain numbers (so that it can be made on another
 * thread and handed over without copying): the line starts, the member count, and the containers long
 * enough to be nodes in the order they close, each with the commas between its own members.
 */
export interface ValidTreeScan {
  /** Just after the root's closing bracket (UTF-16), or -1 when the root never closed. */
  rootEnd: number;
  /** True when the root is a container too short to be a node. */
  leafRoot: boolean;
  /** True when containers nest deeper than MAX_NESTING_DEPTH (the recovering parser reports that). */
  tooDeep: boolean;
  /** Colons outside strings: one per object member. */
  colons: number;
  lineStarts: Int32Array;
  lineCount: number;
  /** NODE_FIELDS numbers per node, in closing order (see the F_ constants). */
  nodes: Int32Array;
  nodeCount: number;
  /** The commas of every node, each node's in one stretch (F_COMMAS_FROM, F_COMMAS_TO). */
  commas: Int32Array;
}

const F_START = 0;
const F_END = 1;
const F_DEPTH = 2;
const F_IS_ARRAY = 3;
const F_CONTEXT = 4;
const F_HEIGHT = 5;
const F_LEAF_HEIGHT = 6;
/** Member index in the parent (the parent's commas before this child). */
const F_INDEX = 7;
const F_COMMAS_FROM = 8;
const F_COMMAS_TO = 9;
const NODE_FIELDS = 10;

/**
 * The tree of a valid JSON text and its JSON.parse value, or undefined when the text has duplicate keys
 * or is nested too deeply (the recovering parser has problems to report then). `scanned` may give the
 * character pass made elsewhere (another thread); when it gives nothing, the pass is made here.
 */
export function buildValidTree(
  text: string,
  value: JsonValue,
  nodeMin: number = NODE_MIN_LENGTH,
  lines?: (found: LineStarts) => void,
  scanned?: () => ValidTreeScan | undefined,
): ParseTree | undefined {
  const first = text.charCodeAt(skipWhitespace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0));
  const scan = first === 123 || first === 91 ? (scanned?.() ?? scanValidTree(text, nodeMin)) : undefined;
  // A scan that stopped at the nesting limit found only some of the lines.
  if (scan !== undefined && !scan.tooDeep) lines?.({ starts: scan.lineStarts, count: scan.lineCount });
  return assembleValidTree(text, value, scan);
}

/** The character pass of buildValidTree (the expensive half; it needs the text only, not its value). */
export function scanValidTree(text: string, nodeMin: number = NODE_MIN_LENGTH): ValidTreeScan {
  const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
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
  const hasKids = new Uint8Array(MAX_NESTING_DEPTH + 1);
  let commas = new Int32Array(1024);
  let commaTop = 0;
  let nodes = new Int32Array(NODE_FIELDS * 64);
  let nodeCount = 0;
  let nodeCommas = new Int32Array(1024);
  let nodeCommaTop = 0;
  let colons = 0;
  let rootEnd = -1;
  let leafRoot = false;
  let tooDeep = false;
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
      if (lineCount === lineStarts.length) lineStarts = grow(lineStarts, lineCount * 2);
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
      if (commaTop === commas.length) commas = grow(commas, commas.length * 2);
      commas[commaTop++] = pos - shift;
    } else if (k === C_COLON) colons++;
    else if (k === C_OPEN) {
      // The stack lives in typed arrays: an object per container would be most of this scan's cost.
      if (depth >= MAX_NESTING_DEPTH) {
        tooDeep = true;
        break;
      }
      starts[depth] = pos - shift;
      arrays[depth] = bytes[pos] === 91 ? 1 : 0;
      commaBases[depth] = commaTop;
      deepests[depth] = depth + 1;
      leafHeights[depth] = 0;
      hasKids[depth] = 0;
      depth++;
    } else {
      const d = --depth;
      const start = starts[d];
      const end = pos + 1 - shift;
      const height = deepests[d] - d;
      if (d > 0 && deepests[d] > deepests[d - 1]) deepests[d - 1] = deepests[d];
      if (end - start >= nodeMin || hasKids[d] === 1) {
        let context = 0;
        for (let i = 0; i < d; i++) context |= arrays[i] === 1 ? INSIDE_ARRAY : INSIDE_OBJECT;
        const own = commaTop - commaBases[d];
        if (nodeCommaTop + own > nodeCommas.length) {
          nodeCommas = grow(nodeCommas, Math.max(nodeCommas.length * 2, nodeCommaTop + own));
        }
        nodeCommas.set(commas.subarray(commaBases[d], commaTop), nodeCommaTop);
        if ((nodeCount + 1) * NODE_FIELDS > nodes.length) nodes = grow(nodes, nodes.length * 2);
        const at = nodeCount++ * NODE_FIELDS;
        nodes[at + F_START] = start;
        nodes[at + F_END] = end;
        nodes[at + F_DEPTH] = d;
        nodes[at + F_IS_ARRAY] = arrays[d];
        nodes[at + F_CONTEXT] = context;
        nodes[at + F_HEIGHT] = height;
        nodes[at + F_LEAF_HEIGHT] = leafHeights[d];
        // The parent's commas before this child (the child's own are dropped below) give its member index.
        nodes[at + F_INDEX] = d > 0 ? commaBases[d] - commaBases[d - 1] : 0;
        nodes[at + F_COMMAS_FROM] = nodeCommaTop;
        nodes[at + F_COMMAS_TO] = nodeCommaTop + own;
        nodeCommaTop += own;
        if (d > 0) hasKids[d - 1] = 1;
      } else if (d === 0) {
        leafRoot = true;
      } else if (height > leafHeights[d - 1]) leafHeights[d - 1] = height;
      commaTop = commaBases[d];
      if (d === 0) rootEnd = end;
    }
    pos++;
  }
  return {
    rootEnd: tooDeep ? -1 : rootEnd,
    leafRoot,
    tooDeep,
    colons,
    lineStarts,
    lineCount,
    nodes: nodes.subarray(0, nodeCount * NODE_FIELDS),
    nodeCount,
    commas: nodeCommas.subarray(0, nodeCommaTop),
  };
}

/**
 * The tree of a valid text from its JSON.parse value and the scan of its characters (undefined when the
 * root is a scalar), or undefined when the two disagree about the members (duplicate keys) or the text
 * nests too deeply.
 */
function assembleValidTree(
  text: string,
  value: JsonValue,
  scan: ValidTreeScan | undefined,
): ParseTree | undefined {
  const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rootStart = skipWhitespace(text, bodyStart);
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
  const first = text.charCodeAt(rootStart);
  if (first !== 123 && first !== 91) {
    tree.rootEnd = skipValue(text, rootStart);
    return tree;
  }
  if (scan === undefined || scan.tooDeep || scan.rootEnd < 0) return undefined;
  tree.rootEnd = scan.rootEnd;
  if (countMembers(value) !== scan.colons) return undefined;
  // Nodes come in closing order: a node's children closed before it, at the next depth.
  const kidsAt: (Map<number, TreeNode> | null)[] = [];
  const { nodes } = scan;
  let root: TreeNode | undefined;
  for (let at = 0; at < scan.nodeCount * NODE_FIELDS; at += NODE_FIELDS) {
    const d = nodes[at + F_DEPTH];
    const node = makeNode(
      text,
      nodes[at + F_START],
      nodes[at + F_IS_ARRAY] === 1,
      nodes[at + F_LEAF_HEIGHT],
      kidsAt[d] ?? null,
      scan.commas.subarray(nodes[at + F_COMMAS_FROM], nodes[at + F_COMMAS_TO]),
      nodes[at + F_END],
      nodes[at + F_CONTEXT],
      nodes[at + F_HEIGHT],
    );
    kidsAt[d] = null;
    if (d === 0) root = node;
    else (kidsAt[d - 1] ??= new Map()).set(nodes[at + F_INDEX], node);
  }
  if (root !== undefined) {
    attachValues(root, value);
    tree.root = root;
  } else if (!scan.leafRoot) return undefined;
  return tree;
}

function grow(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(length);
  grown.set(array);
  return grown;
}

/** A node of valid text from its comma offsets (value spans, key spans, decoded keys). */
function makeNode(
  text: string,
  open: number,
  isArray: boolean,
  leafHeight: number,
  kids: Map<number, TreeNode> | null,
  commas: Int32Array,
  end: number,
  context: number,
  height: number,
): TreeNode {
  const stride = isArray ? 2 : 4;
  const inner = skipWhitespace(text, open + 1);
  const empty = inner === end - 1;
  const count = empty ? 0 : commas.length + 1;
  const spans = new Int32Array(count * stride);
  const keys: string[] | null = isArray ? null : [];
  let segment = open + 1;
  for (let i = 0; i < count; i++) {
    const separator = i < commas.length ? commas[i] : end - 1;
    let p = skipWhitespace(text, segment);
    if (!isArray) {
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
    isArray,
    end - open,
    isArray ? [] : {},
    count,
    spans,
    keys,
    kids,
    null,
    0,
    false,
    true,
    context,
    height,
    leafHeight,
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
