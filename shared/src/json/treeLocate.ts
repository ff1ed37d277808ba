/**
 * JSON Pointers to source spans through a parse tree: nodes are entered by member index (pointers name
 * members), and inside a leaf container (short, without problems) the rest of the path is found by the
 * skip-scanner of valid JSON, or, for JSONC, in the leaf parsed on its own (callers may keep those by the
 * leaf's value).
 */
import type { ErrorTarget, JsonValue, ParseOptions } from '../types';
import { locateSpans, targetSpan, type Span } from './locate';
import { escapePointerSegment, formatPointer, parsePointer } from './pointer';
import { arrayIndex } from './spans';
import { parseTree, type ParseTree, type TreeNode } from './tree';

/** What a tree locate needs besides the tree: the text (by slices) and where to keep parsed leaves. */
export interface TreeText {
  /** The document text between two offsets. */
  slice(start: number, end: number): string;
  readonly options: ParseOptions;
  /** Parsed leaf containers by their value (kept while the value lives), or undefined to parse each time. */
  readonly leaves?: WeakMap<object, TreeNode>;
  /**
   * Spans found inside leaves, relative to the leaf's start, by the leaf's value and the rest of the
   * pointer: a leaf's value object lives exactly as long as its text is unchanged, so an open document
   * re-validated after an edit elsewhere does not scan the same records again to place their errors.
   */
  readonly leafSpans?: WeakMap<object, Map<string, Span | undefined>>;
}

/** The node of a leaf container (its text parsed alone, every container a node). */
export function leafNode(
  source: TreeText,
  value: JsonValue | undefined,
  start: number,
  end: number,
): TreeNode | undefined {
  const cache = source.leaves;
  const key = typeof value === 'object' && value !== null ? value : undefined;
  if (cache && key) {
    const known = cache.get(key);
    if (known) return known;
  }
  const tree = parseTree(source.slice(start, end), 0, source.options, 0);
  const node = tree.root;
  if (node && cache && key) cache.set(key, node);
  return node;
}

/**
 * Where a pointer leads: the value's span, its key's span (object members) and its node (containers); or,
 * when the rest of the path lies inside a leaf whose text may simply be scanned, that leaf and the rest.
 */
interface Walked extends Span {
  node: TreeNode | undefined;
  inLeaf?: { start: number; end: number; rest: string; value: object };
}

/** Whether leaves are valid JSON (no comments, no trailing commas allowed: a leaf has no problem at all). */
function scannable(source: TreeText): boolean {
  return source.options.allowComments !== true && source.options.allowTrailingCommas !== true;
}

/**
 * Follows a pointer through the tree. `scanLeaves`: stop at a leaf the rest of the path goes into (see
 * Walked.inLeaf). `wantNode`: the node of the container at the end of the path is needed (a leaf there is
 * parsed for it); locating only needs spans.
 */
function walk(
  tree: ParseTree,
  source: TreeText,
  path: string,
  scanLeaves: boolean,
  wantNode = true,
): Walked | undefined {
  if (tree.value === undefined || tree.rootStart < 0) return undefined;
  let start = tree.rootStart;
  let end = tree.rootEnd;
  let keyStart = -1;
  let keyEnd = -1;
  let node: TreeNode | undefined = tree.root;
  const segments = parsePointer(path);
  const rootValue = tree.value;
  if (node === undefined && typeof rootValue === 'object' && rootValue !== null) {
    if (scanLeaves && segments.length > 0) {
      const inLeaf = { start, end, rest: path, value: rootValue };
      return { start, end, keyStart, keyEnd, node: undefined, inLeaf };
    }
    if (!wantNode && segments.length === 0) return { start, end, keyStart, keyEnd, node: undefined };
    node = leafNode(source, rootValue, start, end);
  }
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s];
    if (node === undefined) return undefined;
    let m: number;
    if (node.isArray) {
      m = arrayIndex(segment);
      if (m >= node.count) m = -1;
    } else m = node.indexOfKey(segment);
    if (m < 0) return undefined;
    const spans = node.spans;
    const origin = start;
    if (node.isArray) {
      keyStart = keyEnd = -1;
      start = origin + spans[m * 2];
      end = origin + spans[m * 2 + 1];
    } else {
      keyStart = origin + spans[m * 4 + 2];
      keyEnd = origin + spans[m * 4 + 3];
      start = origin + spans[m * 4];
      end = origin + spans[m * 4 + 1];
    }
    const kid = node.kids?.get(m);
    if (kid !== undefined) node = kid;
    else {
      const value = node.memberValue(m);
      if (typeof value !== 'object' || value === null) node = undefined;
      else if (!wantNode && s + 1 === segments.length) node = undefined;
      else if (scanLeaves && s + 1 < segments.length) {
        const rest = formatPointer(segments.slice(s + 1));
        return { start, end, keyStart, keyEnd, node: undefined, inLeaf: { start, end, rest, value } };
      } else node = leafNode(source, value, start, end);
    }
  }
  return { start, end, keyStart, keyEnd, node };
}

/** Resolves one pointer: the value's span and, for an object member, its key's span. */
export function locateInTree(tree: ParseTree, source: TreeText, path: string): Span | undefined {
  const w = walk(tree, source, path, false, false);
  return w && { start: w.start, end: w.end, keyStart: w.keyStart, keyEnd: w.keyEnd };
}

/**
 * Spans of many pointers: through the tree's nodes, then (plain JSON) one skip-scan per leaf for all the
 * pointers that go into it; a leaf of JSONC text is parsed (and kept by its value) instead.
 */
function locatePaths(
  tree: ParseTree,
  source: TreeText,
  paths: readonly string[],
): Map<string, Span | undefined> {
  const found = new Map<string, Span | undefined>();
  const scanLeaves = scannable(source);
  const leaves = new Map<number, { end: number; value: object; paths: string[]; rests: string[] }>();
  for (const path of paths) {
    if (found.has(path)) continue;
    const w = walk(tree, source, path, scanLeaves, false);
    if (w?.inLeaf) {
      const { start, end, value, rest } = w.inLeaf;
      let group = leaves.get(start);
      if (group === undefined) {
        group = { end, value, paths: [], rests: [] };
        leaves.set(start, group);
      }
      group.paths.push(path);
      group.rests.push(rest);
      found.set(path, undefined);
    } else found.set(path, w && { start: w.start, end: w.end, keyStart: w.keyStart, keyEnd: w.keyEnd });
  }
  for (const [start, group] of leaves) {
    const relative = leafSpans(source, start, group);
    group.paths.forEach((path, i) => {
      const s = relative[i];
      found.set(
        path,
        s && {
          start: start + s.start,
          end: start + s.end,
          keyStart: s.keyStart < 0 ? -1 : start + s.keyStart,
          keyEnd: s.keyEnd < 0 ? -1 : start + s.keyEnd,
        },
      );
    });
  }
  return found;
}

/** Spans of pointers inside one leaf, relative to its start: from the leaf's memo, else one skip-scan. */
function leafSpans(
  source: TreeText,
  start: number,
  group: { end: number; value: object; rests: string[] },
): (Span | undefined)[] {
  const memo = source.leafSpans;
  if (memo === undefined) return scanLeaf(source, start, group.end, group.rests);
  let known = memo.get(group.value);
  if (known === undefined) {
    known = new Map();
    memo.set(group.value, known);
  }
  const have = known;
  const missing = group.rests.filter((rest) => !have.has(rest));
  if (missing.length > 0) {
    const spans = scanLeaf(source, start, group.end, missing);
    // Plain copies: the scanner's spans are nodes of its trie, which a memo should not keep alive.
    missing.forEach((rest, i) => {
      const s = spans[i];
      have.set(rest, s && { start: s.start, end: s.end, keyStart: s.keyStart, keyEnd: s.keyEnd });
    });
  }
  return group.rests.map((rest) => have.get(rest));
}

/** Spans of pointers inside the leaf at [start, end), relative to its start (one skip-scan). */
function scanLeaf(
  source: TreeText,
  start: number,
  end: number,
  rests: readonly string[],
): (Span | undefined)[] {
  const text = source.slice(start, end);
  return locateSpans(
    { text, rootStart: 0, rootEnd: text.length, containers: new Map(), scannable: true },
    rests,
  );
}

/** Spans of error targets per the range rules of ErrorTarget (see locate.ts). */
export function locateTargetsInTree(
  tree: ParseTree,
  source: TreeText,
  targets: readonly ErrorTarget[],
): (Span | undefined)[] {
  const byPath = locatePaths(
    tree,
    source,
    targets.map((t) => t.path),
  );
  return targets.map((target) => targetSpan(byPath.get(target.path), target.part));
}

/** The container at a path and where it starts, or undefined. */
export function containerInTree(
  tree: ParseTree,
  source: TreeText,
  path: string,
): { node: TreeNode; start: number } | undefined {
  const w = walk(tree, source, path, false);
  return w?.node && { node: w.node, start: w.start };
}

/**
 * The JSON Pointer of the value that starts at `offset`, or undefined when no value of the tree starts
 * there (inside a string, or a member that a later duplicate key overrides).
 */
export function pointerAtInTree(tree: ParseTree, source: TreeText, offset: number): string | undefined {
  if (tree.value === undefined || tree.rootStart < 0) return undefined;
  let start = tree.rootStart;
  let end = tree.rootEnd;
  // The pointer is built only for a value found: most offsets asked about (number-like runs inside
  // strings, from the literal index) lead nowhere, and escaping keys on the way cost more than the walk.
  const keys: (string | number)[] = [];
  let node: TreeNode | undefined = tree.root;
  let value: JsonValue | undefined = tree.value;
  while (start !== offset) {
    if (node === undefined) {
      if (typeof value !== 'object' || value === null) return undefined;
      node = leafNode(source, value, start, end);
      if (node === undefined) return undefined;
    }
    const spans = node.spans;
    const stride = node.stride;
    // The last member whose value starts at or before the offset.
    let lo = 0;
    let hi = node.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (start + spans[mid * stride] <= offset) lo = mid;
      else hi = mid - 1;
    }
    if (hi < 0) return undefined;
    const memberStart = start + spans[lo * stride];
    const memberEnd = start + spans[lo * stride + 1];
    if (memberStart > offset || memberEnd <= offset) return undefined;
    value = node.memberValue(lo);
    if (value === undefined) return undefined;
    keys.push(node.isArray ? lo : (node.keys as string[])[lo]);
    const kid: TreeNode | undefined = node.kids?.get(lo);
    node = kid;
    start = memberStart;
    end = memberEnd;
  }
  let pointer = '';
  for (const key of keys) pointer += '/' + escapePointerSegment(key);
  return pointer;
}
