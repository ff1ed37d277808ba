/**
 * Resolves many JSON Pointers to source spans in one go. The requested paths form a trie; containers
 * with known member spans are entered by index, the others are read once with a skip-scanner that only
 * slows down inside the members some path goes through.
 */
import type { ErrorTarget } from '../types';
import { parsePointer } from './pointer';
import {
  decodeKey,
  indexContainer,
  skipRest,
  skipValue,
  skipWhitespace,
  spansFromSeparators,
  stringEnd,
} from './scan';
import { arrayIndex, memberIndex, type ContainerSpans } from './spans';

/** A container at least this long (UTF-16 units) gets cached member spans when a lookup passes through it. */
const INDEX_MIN_LENGTH = 32 * 1024;
/** Containers deeper than this are never indexed on demand, which bounds how often locate reads the text. */
const INDEX_MAX_DEPTH = 3;

/** What locate needs to know about a parsed text. */
export interface LocateSource {
  readonly text: string;
  /** Root value span, -1 when there is no root value. */
  readonly rootStart: number;
  readonly rootEnd: number;
  /** Known member spans by container start; locate adds to it when it indexes a large container. */
  readonly containers: Map<number, ContainerSpans>;
  /** True when the text is valid JSON, so containers without spans may be read by the skip-scanner. */
  readonly scannable: boolean;
  /** Offsets of the root container's commas and closing bracket, when its spans are not built yet. */
  readonly rootSeparators?: readonly number[];
}

/** A resolved path: value span and, for object members, the key token span (keyStart -1 otherwise). */
export interface Span {
  start: number;
  end: number;
  keyStart: number;
  keyEnd: number;
}

class TrieNode implements Span {
  children: Map<string, TrieNode> | undefined;
  /** Children by canonical array index, for reading arrays without making strings. */
  byIndex: Map<number, TrieNode> | undefined;
  maxIndex = -1;
  found = false;
  start = -1;
  end = -1;
  keyStart = -1;
  keyEnd = -1;

  child(segment: string): TrieNode {
    this.children ??= new Map();
    let node = this.children.get(segment);
    if (!node) {
      node = new TrieNode();
      this.children.set(segment, node);
      const i = arrayIndex(segment);
      if (i >= 0) {
        (this.byIndex ??= new Map()).set(i, node);
        if (i > this.maxIndex) this.maxIndex = i;
      }
    }
    return node;
  }
}

/** Spans of the given paths (undefined where a path does not exist), reading the text at most once. */
export function locateSpans(source: LocateSource, paths: readonly string[]): (Span | undefined)[] {
  const root = new TrieNode();
  // Errors often share a path (several per object): each distinct path is read once, which matters
  // for thousands of errors deep in a document (their paths are long).
  const known = new Map<string, TrieNode>();
  const nodes = paths.map((path) => {
    let node = known.get(path);
    if (node !== undefined) return node;
    node = root;
    for (const segment of parsePointer(path)) node = node.child(segment);
    known.set(path, node);
    return node;
  });
  if (source.rootStart >= 0) resolve(source, root);
  return nodes.map((n) => (n.found ? n : undefined));
}

/** Spans of the given error targets' parts, per the range rules of ErrorTarget. */
export function locateTargets(source: LocateSource, targets: readonly ErrorTarget[]): (Span | undefined)[] {
  const spans = locateSpans(
    source,
    targets.map((t) => t.path),
  );
  return targets.map((target, i) => targetSpan(spans[i], target.part));
}

/** The span of one part of a located value (`found` with its key, when a member), per ErrorTarget's rules. */
export function targetSpan(found: Span | undefined, part: ErrorTarget['part']): Span | undefined {
  if (!found) return undefined;
  const isMember = found.keyStart >= 0;
  switch (part) {
    case 'value':
      return valueOnly(found.start, found.end);
    case 'key':
      // An array element or the root has no key; its value is the closest thing to point at.
      return isMember ? valueOnly(found.keyStart, found.keyEnd) : valueOnly(found.start, found.end);
    case 'parentKey':
      return isMember ? valueOnly(found.keyStart, found.keyEnd) : valueOnly(found.start, found.start + 1);
    default:
      return undefined;
  }
}

function valueOnly(start: number, end: number): Span {
  return { start, end, keyStart: -1, keyEnd: -1 };
}

/** Member spans of the container at path, building and caching them when the text is valid JSON. */
export function containerSpansAt(source: LocateSource, path: string): ContainerSpans | undefined {
  const span = locateSpans(source, [path])[0];
  if (!span) return undefined;
  return spansOf(source, span.start, true);
}

function spansOf(source: LocateSource, start: number, force: boolean): ContainerSpans | undefined {
  const known = source.containers.get(start);
  if (known) return known;
  if (!source.scannable) return undefined;
  if (start === source.rootStart && source.rootSeparators) {
    const spans = spansFromSeparators(source.text, start, source.rootSeparators);
    source.containers.set(start, spans);
    return spans;
  }
  const c = source.text.charCodeAt(start);
  if (c !== 123 && c !== 91) return undefined;
  if (!force) return undefined;
  const spans = indexContainer(source.text, start);
  source.containers.set(start, spans);
  return spans;
}

function resolve(source: LocateSource, root: TrieNode): void {
  const { text } = source;
  const decode = (spans: ContainerSpans) => (i: number) =>
    decodeKey(text, spans.keyStarts[i], spans.keyEnds[i]);
  root.found = true;
  root.start = source.rootStart;
  root.end = source.rootEnd;
  const work: TrieNode[] = [root];
  const depths: number[] = [0];
  for (let node = work.pop(); node; node = work.pop()) {
    const depth = depths.pop() as number;
    const children = node.children;
    if (!children) continue;
    // Indexing reads the container once; doing it at every level of a deep path would read the text
    // once per level, so only the top levels (where the big arrays of records are) get indexed.
    const index = depth < INDEX_MAX_DEPTH && node.end - node.start >= INDEX_MIN_LENGTH;
    const spans = spansOf(source, node.start, index);
    if (spans) {
      for (const [segment, child] of children) {
        const i = memberIndex(spans, segment, decode(spans));
        if (i < 0) continue;
        child.found = true;
        child.start = spans.starts[i];
        child.end = spans.ends[i];
        child.keyStart = spans.isArray ? -1 : spans.keyStarts[i];
        child.keyEnd = spans.isArray ? -1 : spans.keyEnds[i];
        work.push(child);
        depths.push(depth + 1);
      }
    } else if (source.scannable) {
      const c = text.charCodeAt(node.start);
      if (c === 123 || c === 91) scanMembers(text, node);
    }
  }
}

/**
 * Reads the valid container at top.start once, recording the spans of every trie node below top.
 * Members no path goes through are skipped without looking inside; once every wanted member of a
 * container is found the rest of it is skipped too (valid JSON here has no duplicate keys).
 */
function scanMembers(text: string, top: TrieNode): void {
  const nodes: TrieNode[] = [top];
  const isArray: boolean[] = [text.charCodeAt(top.start) === 91];
  const counters: number[] = [0];
  const remaining: number[] = [top.children?.size ?? 0];
  let pos = skipWhitespace(text, top.start + 1);
  while (nodes.length > 0) {
    const d = nodes.length - 1;
    const node = nodes[d];
    let c = text.charCodeAt(pos);
    if (c === 44) {
      pos = skipWhitespace(text, pos + 1);
      c = text.charCodeAt(pos);
    }
    if (c === 125 || c === 93 || c !== c) {
      node.end = pos + 1;
      nodes.pop();
      isArray.pop();
      counters.pop();
      remaining.pop();
      pos = skipWhitespace(text, pos + 1);
      continue;
    }
    const arr = isArray[d];
    if (remaining[d] === 0 || (arr && counters[d] > node.maxIndex)) {
      pos = skipRest(text, pos);
      node.end = pos;
      nodes.pop();
      isArray.pop();
      counters.pop();
      remaining.pop();
      pos = skipWhitespace(text, pos);
      continue;
    }
    let child: TrieNode | undefined;
    let keyStart = -1;
    let keyEnd = -1;
    if (arr) {
      child = node.byIndex?.get(counters[d]++);
    } else {
      keyStart = pos;
      keyEnd = stringEnd(text, pos);
      child = node.children?.get(decodeKey(text, keyStart, keyEnd));
      pos = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    }
    if (!child) {
      pos = skipWhitespace(text, skipValue(text, pos));
      continue;
    }
    remaining[d]--;
    child.found = true;
    child.start = pos;
    child.keyStart = keyStart;
    child.keyEnd = keyEnd;
    c = text.charCodeAt(pos);
    if (child.children && (c === 123 || c === 91)) {
      nodes.push(child);
      isArray.push(c === 91);
      counters.push(0);
      remaining.push(child.children.size);
      pos = skipWhitespace(text, pos + 1);
      continue;
    }
    pos = skipValue(text, pos);
    child.end = pos;
    pos = skipWhitespace(text, pos);
  }
}

/**
 * The JSON Pointer of the value that starts at `offset`, or undefined when no value of the parsed tree
 * starts there (inside a string, or a duplicate key's value that JSON.parse dropped). Descends from the
 * root through member spans, indexing each container on the way once.
 */
export function pointerAt(source: LocateSource, offset: number): string | undefined {
  let start = source.rootStart;
  let pointer = '';
  const decode = (spans: ContainerSpans) => (i: number) =>
    decodeKey(source.text, spans.keyStarts[i], spans.keyEnds[i]);
  while (start !== offset) {
    const spans = spansOf(source, start, true);
    if (!spans) return undefined;
    // The last member starting at or before the offset.
    let lo = 0;
    let hi = spans.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (spans.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    if (hi < 0 || spans.starts[lo] > offset || spans.ends[lo] <= offset) return undefined;
    const key = spans.isArray ? String(lo) : spans.keys ? spans.keys[lo] : decode(spans)(lo);
    if (!spans.isArray && memberIndex(spans, key, decode(spans)) !== lo) return undefined;
    pointer += '/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
    start = spans.starts[lo];
  }
  return pointer;
}
