/**
 * The parse tree of text that JSON.parse accepted, built around JSON.parse's value: one pass over the
 * characters finds the containers long enough to be tree nodes (and the commas between their members),
 * then each node gets its member spans and its part of the value. Much cheaper than the recovering
 * parser, and the tree is the one `parseTree` would build for the same text (valid text has no problems,
 * so the nodes are exactly the containers of NODE_MIN_LENGTH or more).
 */
import type { JsonObject, JsonValue } from '../types';
import { MAX_NESTING_DEPTH } from './problems';
import {
  decodeKey,
  encodeBody,
  F_COMMAS_FROM,
  F_COMMAS_TO,
  F_CONTEXT,
  F_DEPTH,
  F_END,
  F_HEIGHT,
  F_INDEX,
  F_IS_ARRAY,
  F_LEAF_HEIGHT,
  F_START,
  NODE_FIELDS,
  scanBytes,
  STRING_BYTES,
  skipValue,
  skipWhitespace,
  stringEnd,
} from './scan';
import { NODE_MIN_LENGTH, TreeNode, type ParseTree } from './tree';

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
  /** NODE_FIELDS numbers per node, in closing order (see the F_ constants of scan.ts). */
  nodes: Int32Array;
  nodeCount: number;
  /** The commas of every node, each node's in one stretch (F_COMMAS_FROM, F_COMMAS_TO). */
  commas: Int32Array;
}

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
  const bytes = encodeBody(text, bodyStart);
  const s = scanBytes(bytes, bytes.length, bodyStart, MAX_NESTING_DEPTH, STRING_BYTES, nodeMin);
  return {
    rootEnd: s.rootEnd,
    leafRoot: s.leafRoot,
    tooDeep: s.tooDeepAt >= 0,
    colons: s.members,
    // A line index wants the starts after each line break, not the first line's.
    lineStarts: s.lineStarts.subarray(1),
    lineCount: s.lineCount - 1,
    nodes: s.nodes,
    nodeCount: s.nodeCount,
    commas: s.commas,
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
