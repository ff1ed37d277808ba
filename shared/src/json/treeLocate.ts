/**
 * JSON Pointers to source spans through a parse tree: nodes are entered by member index (a binary
 * search is never needed, pointers name members), and a leaf container on the way is parsed on its own
 * (it is short and has no problems) into a small tree that callers may cache by the leaf's value.
 */
import type { ErrorTarget, JsonValue, ParseOptions } from '../types';
import type { Span } from './locate';
import { parsePointer } from './pointer';
import { arrayIndex } from './spans';
import { parseTree, type ParseTree, type TreeNode } from './tree';

/** What a tree locate needs besides the tree: the text (by slices) and where to keep parsed leaves. */
export interface TreeText {
  /** The document text between two offsets. */
  slice(start: number, end: number): string;
  readonly options: ParseOptions;
  /** Parsed leaf containers by their value (kept while the value lives), or undefined to parse each time. */
  readonly leaves?: WeakMap<object, TreeNode>;
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

/** Where a pointer leads: the value's span, its key's span (object members) and its node (containers). */
interface Walked extends Span {
  node: TreeNode | undefined;
}

function walk(tree: ParseTree, source: TreeText, path: string): Walked | undefined {
  if (tree.value === undefined || tree.rootStart < 0) return undefined;
  let start = tree.rootStart;
  let end = tree.rootEnd;
  let keyStart = -1;
  let keyEnd = -1;
  let node: TreeNode | undefined = tree.root;
  const rootValue = tree.value;
  if (node === undefined && typeof rootValue === 'object' && rootValue !== null) {
    node = leafNode(source, rootValue, start, end);
  }
  for (const segment of parsePointer(path)) {
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
      node = typeof value === 'object' && value !== null ? leafNode(source, value, start, end) : undefined;
    }
  }
  return { start, end, keyStart, keyEnd, node };
}

/** Resolves one pointer: the value's span and, for an object member, its key's span. */
export function locateInTree(tree: ParseTree, source: TreeText, path: string): Span | undefined {
  const w = walk(tree, source, path);
  return w && { start: w.start, end: w.end, keyStart: w.keyStart, keyEnd: w.keyEnd };
}

/** Spans of error targets per the range rules of ErrorTarget (see locate.ts). */
export function locateTargetsInTree(
  tree: ParseTree,
  source: TreeText,
  targets: readonly ErrorTarget[],
): (Span | undefined)[] {
  const byPath = new Map<string, Span | undefined>();
  return targets.map((target): Span | undefined => {
    let s = byPath.get(target.path);
    if (s === undefined && !byPath.has(target.path)) {
      s = locateInTree(tree, source, target.path);
      byPath.set(target.path, s);
    }
    if (!s) return undefined;
    const isMember = s.keyStart >= 0;
    switch (target.part) {
      case 'value':
        return valueOnly(s.start, s.end);
      case 'key':
        return isMember ? valueOnly(s.keyStart, s.keyEnd) : valueOnly(s.start, s.end);
      case 'parentKey':
        return isMember ? valueOnly(s.keyStart, s.keyEnd) : valueOnly(s.start, s.start + 1);
      default:
        return undefined;
    }
  });
}

function valueOnly(start: number, end: number): Span {
  return { start, end, keyStart: -1, keyEnd: -1 };
}

/** The container at a path and where it starts, or undefined. */
export function containerInTree(
  tree: ParseTree,
  source: TreeText,
  path: string,
): { node: TreeNode; start: number } | undefined {
  const w = walk(tree, source, path);
  return w?.node && { node: w.node, start: w.start };
}
