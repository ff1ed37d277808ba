/**
 * Where the cursor is, in JSON terms: on a property name (or where one can be typed), on a value (or
 * where one can be typed), or nowhere useful. Read from jsonc-parser's tolerant syntax tree of the text
 * as it stands, which keeps half-typed properties (`"na`, `"name":` without a value) that a value parse
 * drops. Offsets are relative to the parsed text.
 */
import { createScanner, findNodeAtOffset } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import type { PathSegment } from '../../../../shared/src/index';

/** jsonc-parser's SyntaxKind values used here (its const enum cannot be imported under isolatedModules). */
const COMMA = 5;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const LINE_BREAK = 14;
const TRIVIA = 15;
const EOF = 17;

/** A span of the text. */
export interface Span {
  offset: number;
  length: number;
}

interface Common {
  /** The text the completion replaces (the key or value token, a bare word, or empty at the cursor). */
  replace: Span;
  /** Whether the replaced text starts with a quote the person typed. */
  quoted: boolean;
  /** Where to insert a comma before the new text (after the previous member), if one is missing. */
  commaBefore?: number;
  /** Whether a comma must follow the new text (another member follows without one). */
  commaAfter: boolean;
}

/** The cursor where a property name goes, in the object at `objectPath`. */
export interface NameContext extends Common {
  kind: 'name';
  objectPath: PathSegment[];
  object: Node;
  /** The property whose key is being edited, if the cursor is on a key. */
  property?: Node;
  /** True when that property already has its colon (then only the name is replaced). */
  hasColon: boolean;
}

/** The cursor on (or where) the value at `path` goes: a property's value or an array item. */
export interface ValueContext extends Common {
  kind: 'value';
  path: PathSegment[];
  /** The value node being replaced, if there is one. */
  node?: Node;
  /** The property whose value this is (undefined for array items and the root). */
  property?: Node;
  /** For array items: the array and the index the new item takes. */
  array?: Node;
}

export type CursorContext = NameContext | ValueContext | { kind: 'none' };

const WORD = /[A-Za-z0-9_$\-.+]/;

/** Path of a node from the root (property names and array indices). */
export function pathOf(node: Node): PathSegment[] {
  const path: PathSegment[] = [];
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'property') {
      const key = parent.children?.[0];
      if (child !== key && typeof key?.value === 'string') path.unshift(key.value);
    } else if (parent.type === 'array') {
      path.unshift(parent.children?.indexOf(child) ?? 0);
    }
  }
  return path;
}

/** The bare word (letters, digits, `-`, `.`) around the cursor, typed without quotes. */
function wordAt(text: string, offset: number): Span {
  let start = offset;
  while (start > 0 && WORD.test(text[start - 1])) start--;
  let end = offset;
  while (end < text.length && WORD.test(text[end])) end++;
  return { offset: start, length: end - start };
}

/** The first token at or after `from` that is not whitespace or a comment. */
function nextToken(text: string, from: number): { kind: number; offset: number } {
  const scanner = createScanner(text, false);
  scanner.setPosition(from);
  for (;;) {
    const kind = scanner.scan() as number;
    if (kind === TRIVIA || kind === LINE_BREAK || kind === LINE_COMMENT || kind === BLOCK_COMMENT) continue;
    return { kind, offset: scanner.getTokenOffset() };
  }
}

/** Whether only whitespace, comments and a comma lie between `from` and `to` (and whether a comma does). */
function gapHasComma(text: string, from: number, to: number): boolean {
  const scanner = createScanner(text.slice(from, to), false);
  for (let kind = scanner.scan() as number; kind !== EOF; kind = scanner.scan() as number) {
    if (kind === COMMA) return true;
  }
  return false;
}

function end(node: Node): number {
  return node.offset + node.length;
}

/** A container's members (property nodes, or array items) that end before `offset`. */
function previousMember(container: Node, offset: number): Node | undefined {
  let previous: Node | undefined;
  for (const child of container.children ?? []) {
    if (child.offset >= offset) break;
    if (end(child) <= offset) previous = child;
  }
  return previous;
}

/** The end of what a member really holds (an incomplete property ends with its key or colon). */
function memberEnd(member: Node): number {
  if (member.type !== 'property') return end(member);
  const value = member.children?.[1];
  if (value) return end(value);
  return member.colonOffset !== undefined ? member.colonOffset + 1 : end(member.children?.[0] ?? member);
}

function separators(
  text: string,
  container: Node,
  replace: Span,
): { commaBefore?: number; commaAfter: boolean } {
  const previous = previousMember(container, replace.offset);
  const after = nextToken(text, replace.offset + replace.length);
  const closes = container.type === 'object' ? 2 : 4;
  const commaAfter = after.kind !== COMMA && after.kind !== closes && after.kind !== EOF;
  if (previous === undefined) return { commaAfter };
  const previousEnd = memberEnd(previous);
  if (previousEnd > replace.offset || gapHasComma(text, previousEnd, replace.offset)) return { commaAfter };
  return { commaBefore: previousEnd, commaAfter };
}

function nameContext(text: string, object: Node, offset: number, property?: Node): NameContext {
  let replace: Span;
  let quoted = false;
  const key = property?.children?.[0];
  if (key) {
    quoted = true;
    const terminated = key.length >= 2 && text[end(key) - 1] === '"' && end(key) - 1 > key.offset;
    // An unterminated key runs to the end of its line: replace only up to the cursor then.
    replace = terminated
      ? { offset: key.offset, length: key.length }
      : { offset: key.offset, length: offset - key.offset };
  } else {
    replace = wordAt(text, offset);
  }
  const hasColon = property?.colonOffset !== undefined;
  return {
    kind: 'name',
    objectPath: pathOf(object),
    object,
    property,
    hasColon,
    replace,
    quoted,
    ...(hasColon ? { commaAfter: false } : separators(text, object, replace)),
  };
}

function valueContext(
  text: string,
  offset: number,
  container: Node,
  path: PathSegment[],
  extra: Partial<ValueContext>,
): ValueContext {
  const node = extra.node;
  const replace = node ? { offset: node.offset, length: node.length } : wordAt(text, offset);
  const quoted = node?.type === 'string';
  const seps =
    container.type === 'array'
      ? separators(text, container, replace)
      : { commaAfter: separators(text, container, replace).commaAfter };
  return { kind: 'value', path, replace, quoted, ...seps, ...extra };
}

/** The cursor context at `offset` in the tree `root` of `text`. */
export function cursorContext(text: string, root: Node | undefined, offset: number): CursorContext {
  if (root === undefined) {
    // An empty document: a value for the root goes here.
    return { kind: 'value', path: [], replace: wordAt(text, offset), quoted: false, commaAfter: false };
  }
  if (offset < root.offset || offset > end(root)) return { kind: 'none' };
  let node = findNodeAtOffset(root, offset, true);
  if (node === undefined) return { kind: 'none' };
  // Right after a closed object or array that is a member: the cursor is in the container around it.
  while (
    (node.type === 'object' || node.type === 'array') &&
    offset === end(node) &&
    text[offset - 1] === (node.type === 'object' ? '}' : ']') &&
    node.parent !== undefined
  ) {
    node = node.parent.type === 'property' && node.parent.parent ? node.parent.parent : node.parent;
  }
  const parent = node.parent;
  if (node.type === 'string' && parent?.type === 'property' && parent.children?.[0] === node) {
    // On a key: strictly after its opening quote.
    if (offset <= node.offset || !parent.parent) return { kind: 'none' };
    return nameContext(text, parent.parent, offset, parent);
  }
  if (node.type === 'property') {
    const object = parent;
    if (!object) return { kind: 'none' };
    if (node.colonOffset !== undefined && offset > node.colonOffset) {
      const key = node.children?.[0];
      const name = typeof key?.value === 'string' ? key.value : '';
      return valueContext(text, offset, object, [...pathOf(object), name], { property: node });
    }
    return { kind: 'none' };
  }
  if (node.type === 'object') {
    if (offset <= node.offset || (offset === end(node) && text[offset - 1] === '}')) return { kind: 'none' };
    // After a property's colon whose value is missing, the value goes here.
    const previous = previousMember(node, offset + 1);
    if (
      previous?.type === 'property' &&
      previous.colonOffset !== undefined &&
      previous.children?.[1] === undefined
    ) {
      if (previous.colonOffset < offset && !gapHasComma(text, previous.colonOffset + 1, offset)) {
        const key = previous.children?.[0];
        const name = typeof key?.value === 'string' ? key.value : '';
        return valueContext(text, offset, node, [...pathOf(node), name], { property: previous });
      }
    }
    return nameContext(text, node, offset);
  }
  if (node.type === 'array') {
    if (offset <= node.offset || (offset === end(node) && text[offset - 1] === ']')) return { kind: 'none' };
    const items = node.children ?? [];
    let index = 0;
    while (index < items.length && end(items[index]) <= offset) index++;
    return valueContext(text, offset, node, [...pathOf(node), index], { array: node });
  }
  // A scalar: a property's value, an array item, or the root.
  if (parent?.type === 'property') {
    const object = parent.parent;
    if (!object || parent.children?.[1] !== node) return { kind: 'none' };
    return valueContext(text, offset, object, pathOf(node), { node, property: parent });
  }
  if (parent?.type === 'array') {
    return valueContext(text, offset, parent, pathOf(node), { node, array: parent });
  }
  return {
    kind: 'value',
    path: [],
    node,
    replace: { offset: node.offset, length: node.length },
    quoted: node.type === 'string',
    commaAfter: false,
  };
}

/** What the cursor points at for hover and go to definition: a property (by its key) or a value. */
export interface PointedValue {
  /** Path (inside the parsed text) of the value described: the property's value for a key. */
  path: PathSegment[];
  /** The key or value token under the cursor. */
  span: Span;
  onKey: boolean;
  /** The value node (absent for a property still without value). */
  node?: Node;
}

/** The property key or scalar value under the cursor, if any. */
export function pointedValue(root: Node | undefined, offset: number): PointedValue | undefined {
  if (root === undefined) return undefined;
  const node = findNodeAtOffset(root, offset, true);
  if (node === undefined) return undefined;
  const parent = node.parent;
  if (node.type === 'string' && parent?.type === 'property' && parent.children?.[0] === node) {
    if (typeof node.value !== 'string') return undefined;
    const holder = parent.parent;
    if (holder === undefined) return undefined;
    return {
      path: [...pathOf(holder), node.value],
      span: { offset: node.offset, length: node.length },
      onKey: true,
      node: parent.children?.[1],
    };
  }
  if (node.type === 'object' || node.type === 'array' || node.type === 'property') return undefined;
  return { path: pathOf(node), span: { offset: node.offset, length: node.length }, onKey: false, node };
}
