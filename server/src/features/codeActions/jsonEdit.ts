/**
 * Text edits on JSON/JSONC that keep what a person wrote: indentation, comments, the comma style of the
 * object. Each operation takes the whole text and returns the new text (or undefined when the target
 * is not there); `minimalEdit` turns old and new text into one small LSP edit. Positions come from the
 * core's parser (the same one that validates), so edits and diagnostics agree on where things are.
 */
import { parseDocument } from '../../../../shared/src/index';
import type { ParsedDocument } from '../../../../shared/src/index';
import type { JsonValue } from '../../../../shared/src/types';

/** One member of an object or array: its key token (objects) and its value, as offsets. */
export interface MemberNode {
  name: string | number;
  /** Start of the member: the key's opening quote, or the value for array items. */
  offset: number;
  /** End of the value (exclusive). */
  end: number;
  valueOffset: number;
  keyOffset?: number;
  keyLength?: number;
}

/** An object or array in the text, braces included. */
export interface ContainerNode {
  type: 'object' | 'array';
  offset: number;
  length: number;
  members: MemberNode[];
}

/** Parses JSONC (tolerant: a partly broken document still gives positions for what parsed). */
export function parseJson(text: string): ParsedDocument {
  return parseDocument(text, { allowComments: true, allowTrailingCommas: true });
}

/** The object or array at a JSON Pointer. */
export function containerAt(parsed: ParsedDocument, pointer: string): ContainerNode | undefined {
  const range = parsed.locate([{ path: pointer, part: 'value' }])[0];
  if (!range) return undefined;
  const open = parsed.text[range.offset];
  if (open !== '{' && open !== '[') return undefined;
  const spans = parsed.memberSpans(pointer) ?? [];
  return {
    type: open === '{' ? 'object' : 'array',
    offset: range.offset,
    length: range.length,
    members: spans.map((m) => ({
      name: m.key,
      offset: m.keyOffset ?? m.offset,
      end: m.offset + m.length,
      valueOffset: m.offset,
      keyOffset: m.keyOffset,
      keyLength: m.keyLength,
    })),
  };
}

/** The member named `name` of an object (the last one, as JSON.parse keeps, when duplicated). */
export function memberNamed(container: ContainerNode | undefined, name: string): MemberNode | undefined {
  if (container?.type !== 'object') return undefined;
  let found: MemberNode | undefined;
  for (const m of container.members) if (m.name === name) found = m;
  return found;
}

function splitPointer(pointer: string): { parent: string; name: string } | undefined {
  const slash = pointer.lastIndexOf('/');
  if (slash < 0) return undefined;
  return {
    parent: pointer.slice(0, slash),
    name: pointer
      .slice(slash + 1)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~'),
  };
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

/** A value on one line, spaced as people write it: `["a", "b"]`, `{ "k": 1 }`. */
export function renderInline(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(renderInline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${renderInline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/**
 * Renders a value to insert, continuing lines with the given indentation: objects one member per
 * line, arrays of scalars on one line; everything on one line when `inline`.
 */
export function renderValue(
  value: JsonValue,
  unit: string,
  indent: string,
  nl = '\n',
  inline = false,
): string {
  if (inline || value === null || typeof value !== 'object') return renderInline(value);
  const inner = indent + unit;
  if (Array.isArray(value)) {
    if (value.length === 0 || value.every((v) => v === null || typeof v !== 'object')) {
      return renderInline(value);
    }
    return `[${nl}${value.map((v) => inner + renderValue(v, unit, inner, nl)).join(`,${nl}`)}${nl}${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const members = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${renderValue(v, unit, inner, nl)}`);
  return `{${nl}${members.join(`,${nl}`)}${nl}${indent}}`;
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
  const result: Following = {};
  let i = end;
  while (i <= text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return result;
      i = close + 2;
    } else if (c === '/' && text[i + 1] === '/') {
      const lineEnd = text.slice(i).search(/\r?\n/);
      result.quietLineEnd = lineEnd < 0 ? text.length : i + lineEnd;
      return result;
    } else if (c === '\n' || c === '\r' || i === text.length) {
      result.quietLineEnd = i;
      return result;
    } else if (c === ',' && result.comma === undefined) {
      result.comma = i;
      i++;
    } else {
      return result;
    }
  }
  return result;
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
  const object = containerAt(parseJson(text), objectPointer);
  if (object?.type !== 'object') return undefined;
  const props = object.members;
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
  const member = `${JSON.stringify(name)}: ${renderValue(value, unit, childIndent, nl, !multiLine)}`;

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

  // Before the first present property that the schema declares later; else at the end.
  const r = rank(order, name);
  const firstLater = r < 0 ? -1 : props.findIndex((p) => rank(order, String(p.name)) > r);
  const after = firstLater < 0 ? props.length - 1 : firstLater - 1;

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

  const end = props[after].end;
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
  const split = splitPointer(propertyPointer);
  if (!split) return undefined;
  const object = containerAt(parseJson(text), split.parent);
  if (object?.type !== 'object') return undefined;
  const props = object.members;
  const prop = memberNamed(object, split.name);
  if (!prop) return undefined;
  const index = props.indexOf(prop);
  const end = prop.end;
  const next = following(text, end);
  const previous = index > 0 ? props[index - 1] : undefined;
  const previousComma = previous ? following(text, previous.end).comma : undefined;
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
  const split = splitPointer(propertyPointer);
  if (!split) return undefined;
  const member = memberNamed(containerAt(parseJson(text), split.parent), split.name);
  if (member?.keyOffset === undefined || member.keyLength === undefined) return undefined;
  return splice(text, [
    { offset: member.keyOffset, length: member.keyLength, text: JSON.stringify(newName) },
  ]);
}

/** Replaces the value at `pointer`. */
export function replaceValue(text: string, pointer: string, value: JsonValue): string | undefined {
  const node = parseJson(text).locate([{ path: pointer, part: 'value' }])[0];
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
