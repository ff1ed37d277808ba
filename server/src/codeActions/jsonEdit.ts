/**
 * Text edits on JSON/JSONC that keep what a person wrote: indentation, comments, the comma style of the
 * object. Each operation takes the whole text and returns the new text (or undefined when the target
 * is not there); `minimalEdit` turns old and new text into one small LSP edit.
 */
import { createScanner, parseTree, SyntaxKind } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import type { JsonValue } from '../../../shared/src/types';

/** Parses JSONC into jsonc-parser's tree (tolerant: a partly broken document still gives a tree). */
export function parseJsonTree(text: string): Node | undefined {
  const errors: ParseError[] = [];
  return parseTree(text, errors, {
    allowTrailingComma: true,
    disallowComments: false,
    allowEmptyContent: true,
  });
}

function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property node (key + value) named `name` in an object node. */
export function propertyNode(object: Node, name: string): Node | undefined {
  if (object.type !== 'object') return undefined;
  // The last one wins, as in JSON.parse, when a key is duplicated.
  let found: Node | undefined;
  for (const p of object.children ?? []) if (p.children?.[0]?.value === name) found = p;
  return found;
}

/** The value node at a JSON Pointer. */
export function nodeAtPointer(root: Node | undefined, pointer: string): Node | undefined {
  let node = root;
  for (const segment of decodePointer(pointer)) {
    if (!node) return undefined;
    if (node.type === 'object') node = propertyNode(node, segment)?.children?.[1];
    else if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(segment)) node = node.children?.[Number(segment)];
    else return undefined;
  }
  return node;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineIndent(text: string, offset: number): string {
  const start = lineStart(text, offset);
  return /^[ \t]*/.exec(text.slice(start, offset + 1))?.[0] ?? '';
}

function startsLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStart(text, offset), offset));
}

/** The indentation unit of the document: the first indented line's indentation, else two spaces. */
export function indentUnit(text: string): string {
  const match = /\n([ \t]+)\S/.exec(text.slice(0, 100_000));
  if (!match) return '  ';
  return match[1].startsWith('\t') ? '\t' : match[1];
}

/** Renders a value to insert, continuing lines with the given indentation. */
export function renderValue(value: JsonValue, unit: string, indent: string, nl = '\n'): string {
  const text = JSON.stringify(value, null, unit) ?? 'null';
  return text.replace(/\n/g, `${nl}${indent}`);
}

/** The line break the document uses. */
export function eol(text: string): string {
  const first = text.indexOf('\n');
  return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}

interface Following {
  /** Offset of the comma after the node, if the next token is a comma. */
  comma?: number;
  /** Where the line that holds the node (or its comma) ends, after any comments, if only comments follow. */
  quietLineEnd?: number;
}

/** Looks at what follows a node on its line: a comma, comments, the end of the line. */
function following(text: string, end: number): Following {
  const scanner = createScanner(text, false);
  scanner.setPosition(end);
  const result: Following = {};
  for (;;) {
    const kind = scanner.scan();
    if (kind === SyntaxKind.Trivia || kind === SyntaxKind.BlockCommentTrivia) continue;
    if (kind === SyntaxKind.LineCommentTrivia) {
      result.quietLineEnd = scanner.getTokenOffset() + scanner.getTokenLength();
      return result;
    }
    if (kind === SyntaxKind.LineBreakTrivia || kind === SyntaxKind.EOF) {
      result.quietLineEnd = scanner.getTokenOffset();
      return result;
    }
    if (kind === SyntaxKind.CommaToken && result.comma === undefined) {
      result.comma = scanner.getTokenOffset();
      continue;
    }
    return result;
  }
}

function splice(text: string, edits: { offset: number; length: number; text: string }[]): string {
  let out = text;
  // From the end backwards; of two edits at one offset the one listed first must end up first.
  const ordered = edits.map((e, i) => ({ e, i })).sort((a, b) => b.e.offset - a.e.offset || b.i - a.i);
  for (const { e } of ordered) {
    out = out.slice(0, e.offset) + e.text + out.slice(e.offset + e.length);
  }
  return out;
}

function rank(order: readonly string[], name: string): number {
  return order.indexOf(name);
}

/**
 * Inserts `"name": value` into the object at `objectPointer`, after the last present property that
 * `order` (the schema's `properties` order) puts before it, keeping the object's layout.
 */
export function insertProperty(
  text: string,
  objectPointer: string,
  name: string,
  value: JsonValue,
  order: readonly string[] = [],
): string | undefined {
  const object = nodeAtPointer(parseJsonTree(text), objectPointer);
  if (!object || object.type !== 'object') return undefined;
  const props = object.children ?? [];
  const unit = indentUnit(text);
  const nl = eol(text);
  const open = object.offset;
  const close = object.offset + object.length - 1;
  const multiLine = text.slice(open, close).includes('\n') || props.length === 0;
  const firstKey = props[0]?.offset;
  const childIndent =
    firstKey !== undefined && startsLine(text, firstKey)
      ? lineIndent(text, firstKey)
      : lineIndent(text, open) + unit;
  const member = `${JSON.stringify(name)}: ${renderValue(value, unit, childIndent, nl)}`;

  if (props.length === 0) {
    const inner = text.slice(open + 1, close);
    if (/^\s*$/.test(inner)) {
      return splice(text, [
        {
          offset: open + 1,
          length: inner.length,
          text: `${nl}${childIndent}${member}${nl}${lineIndent(text, open)}`,
        },
      ]);
    }
    return splice(text, [{ offset: open + 1, length: 0, text: `${nl}${childIndent}${member}` }]);
  }

  const r = rank(order, name);
  let after = -1;
  if (r >= 0) {
    props.forEach((p, i) => {
      const pr = rank(order, String(p.children?.[0]?.value));
      if (pr >= 0 && pr < r) after = i;
    });
    if (after < 0 && !props.some((p) => rank(order, String(p.children?.[0]?.value)) > r)) {
      after = props.length - 1;
    }
  } else {
    after = props.length - 1;
  }

  if (after < 0) {
    const first = props[0];
    if (multiLine && startsLine(text, first.offset)) {
      const start = lineStart(text, first.offset);
      return splice(text, [{ offset: start, length: 0, text: `${childIndent}${member},${nl}` }]);
    }
    return splice(text, [
      { offset: first.offset, length: 0, text: multiLine ? `${member},${nl}${childIndent}` : `${member}, ` },
    ]);
  }

  const anchor = props[after];
  const end = anchor.offset + anchor.length;
  const next = following(text, end);
  if (next.comma !== undefined) {
    if (!multiLine) return splice(text, [{ offset: next.comma + 1, length: 0, text: ` ${member},` }]);
    const afterComma = following(text, next.comma + 1);
    const at = afterComma.quietLineEnd ?? next.comma + 1;
    return splice(text, [{ offset: at, length: 0, text: `${nl}${childIndent}${member},` }]);
  }
  if (!multiLine) return splice(text, [{ offset: end, length: 0, text: `, ${member}` }]);
  if (next.quietLineEnd !== undefined) {
    return splice(text, [
      { offset: end, length: 0, text: ',' },
      { offset: next.quietLineEnd, length: 0, text: `${nl}${childIndent}${member}` },
    ]);
  }
  return splice(text, [{ offset: end, length: 0, text: `,${nl}${childIndent}${member}` }]);
}

/** Removes the property at `propertyPointer` with its comma (and its line, when it had one to itself). */
export function removeProperty(text: string, propertyPointer: string): string | undefined {
  const segments = decodePointer(propertyPointer);
  if (segments.length === 0) return undefined;
  const name = segments[segments.length - 1];
  const parentPointer = propertyPointer.slice(0, propertyPointer.lastIndexOf('/'));
  const object = nodeAtPointer(parseJsonTree(text), parentPointer);
  if (!object || object.type !== 'object') return undefined;
  const props = object.children ?? [];
  const index = props.findIndex((p) => p.children?.[0]?.value === name);
  if (index < 0) return undefined;
  const prop = props[index];
  const end = prop.offset + prop.length;
  const next = following(text, end);
  const previous = index > 0 ? props[index - 1] : undefined;
  const previousComma = previous ? following(text, previous.offset + previous.length).comma : undefined;
  const afterProp = next.comma !== undefined ? next.comma + 1 : end;
  const rest = following(text, afterProp);
  const ownLine =
    startsLine(text, prop.offset) &&
    rest.quietLineEnd !== undefined &&
    !/\S/.test(text.slice(afterProp, rest.quietLineEnd));
  const edits: { offset: number; length: number; text: string }[] = [];
  if (ownLine && rest.quietLineEnd !== undefined) {
    const lineEnd = text.startsWith('\r\n', rest.quietLineEnd)
      ? rest.quietLineEnd + 2
      : rest.quietLineEnd + 1;
    const start = lineStart(text, prop.offset);
    edits.push({ offset: start, length: Math.min(lineEnd, text.length) - start, text: '' });
    if (next.comma === undefined && previousComma !== undefined) {
      edits.push({ offset: previousComma, length: 1, text: '' });
    }
  } else if (next.comma !== undefined) {
    let stop = next.comma + 1;
    while (text[stop] === ' ') stop++;
    edits.push({ offset: prop.offset, length: stop - prop.offset, text: '' });
  } else if (previousComma !== undefined) {
    edits.push({ offset: previousComma, length: end - previousComma, text: '' });
  } else {
    edits.push({ offset: prop.offset, length: end - prop.offset, text: '' });
  }
  return splice(text, edits);
}

/** Renames the property at `propertyPointer`, leaving its value untouched. */
export function renameProperty(text: string, propertyPointer: string, newName: string): string | undefined {
  const segments = decodePointer(propertyPointer);
  if (segments.length === 0) return undefined;
  const parentPointer = propertyPointer.slice(0, propertyPointer.lastIndexOf('/'));
  const object = nodeAtPointer(parseJsonTree(text), parentPointer);
  if (!object || object.type !== 'object') return undefined;
  const key = propertyNode(object, segments[segments.length - 1])?.children?.[0];
  if (!key) return undefined;
  return splice(text, [{ offset: key.offset, length: key.length, text: JSON.stringify(newName) }]);
}

/** Replaces the value at `pointer`. */
export function replaceValue(text: string, pointer: string, value: JsonValue): string | undefined {
  const node = nodeAtPointer(parseJsonTree(text), pointer);
  if (!node) return undefined;
  const unit = indentUnit(text);
  const rendered = renderValue(value, unit, lineIndent(text, node.offset), eol(text));
  return splice(text, [{ offset: node.offset, length: node.length, text: rendered }]);
}

/** The smallest single replacement that turns `before` into `after`, in offsets of `before`. */
export function minimalEdit(before: string, after: string): { offset: number; length: number; text: string } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (
    endBefore > start &&
    endAfter > start &&
    before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)
  ) {
    endBefore--;
    endAfter--;
  }
  return { offset: start, length: endBefore - start, text: after.slice(start, endAfter) };
}
