/**
 * Puts the members of objects in a wanted order by moving their text, for "Sort Properties in Schema
 * Order". Each member moves with what belongs to it: the comments on the lines directly above it (no
 * blank line between), a comment before its key on its own line, and the comment that ends its line
 * (after its comma). Everything else stays where it is, slot by slot: the line breaks and indentation
 * before each slot, the commas (a trailing comma stays at the end), comments that stand apart (after a
 * blank line, on the `{` line), so a single-line object stays on one line and CRLF stays CRLF. Nested
 * objects are sorted inside their member's text before it moves, so the edits never overlap.
 *
 * Pure text: the caller gives the member spans (from the core's parser) of objects without syntax
 * errors, and the order; nothing here reads a schema.
 */
import type { MemberSpan } from './document';

/** An object of the text to sort, with the objects inside it to sort too. */
export interface ObjectToSort {
  /** Offset of the object's `{`. */
  readonly offset: number;
  /** Its members in text order (the core's `memberSpans`): key token and value. */
  readonly members: readonly MemberSpan[];
  /**
   * The wanted order of names: named members first, in this order (a name given twice counts where it
   * first appears), then the others in their present order; members of the same name keep their
   * relative order. Undefined: this object keeps its order (objects inside it may still be sorted).
   */
  readonly order?: readonly string[];
  /** Objects inside its members' values to sort too, each the nearest one on its way down. */
  readonly inner?: readonly ObjectToSort[];
}

/** Replace `length` characters at `offset` by `text` (offsets in the original text). */
export interface TextReplacement {
  offset: number;
  length: number;
  text: string;
}

/** A stretch of text: [start, end). */
interface Span {
  start: number;
  end: number;
}

/** One member as it moves: its own text (with leading comments) and the comment that ends its line. */
interface Piece {
  own: Span;
  trailing: Span;
  /** The trailing part ends with a line comment: whatever follows it must start a new line. */
  lineComment: boolean;
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const COMMA = 44;
const SLASH = 47;
const STAR = 42;

function isSpace(c: number): boolean {
  return c === SPACE || c === TAB;
}

function isBreak(c: number): boolean {
  return c === LF || c === CR;
}

/** The end of the comment that starts at `pos`, or -1 when none starts there. */
function commentEnd(text: string, pos: number): number {
  if (text.charCodeAt(pos) !== SLASH) return -1;
  const next = text.charCodeAt(pos + 1);
  if (next === SLASH) {
    let end = pos + 2;
    while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
    return end;
  }
  if (next === STAR) {
    const close = text.indexOf('*/', pos + 2);
    return close < 0 ? text.length : close + 2;
  }
  return -1;
}

function skipSpaces(text: string, pos: number): number {
  while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}

/**
 * What follows a member's value on its line: the comma (which stays), then the comments that end the
 * line, if nothing but them follows the value there. Without a comma on the line (the last member, or
 * commas at the start of lines), the trailing part starts right after the value.
 */
function trailingOf(text: string, valueEnd: number): { span: Span; lineComment: boolean } {
  let start = skipSpaces(text, valueEnd);
  start = text.charCodeAt(start) === COMMA ? start + 1 : valueEnd;
  let pos = start;
  let last = -1;
  let lineComment = false;
  for (;;) {
    const at = skipSpaces(text, pos);
    const end = commentEnd(text, at);
    if (end < 0) break;
    last = pos = end;
    lineComment = text.charCodeAt(at + 1) === SLASH;
    if (lineComment) break;
  }
  if (last < 0) return { span: { start, end: start }, lineComment: false };
  const after = skipSpaces(text, last);
  if (after < text.length && !isBreak(text.charCodeAt(after))) {
    // Something else follows on the line (the next member of a one-line object): the comments stay.
    return { span: { start, end: start }, lineComment: false };
  }
  return { span: { start, end: last }, lineComment };
}

/**
 * Where a member's own text starts: at its key, or at the first of the comments directly above it
 * (each on a line of comments only, no blank line between them and the key) or before the key on its
 * line. `from` is where the stretch between the previous member (or the `{`) and this key starts.
 */
function leadingStart(text: string, from: number, keyStart: number): number {
  // The stretch holds only spaces, line breaks, commas and comments: list them, then walk back.
  const tokens: { kind: 'comment' | 'break' | 'other'; start: number }[] = [];
  let pos = from;
  while (pos < keyStart) {
    const c = text.charCodeAt(pos);
    if (isSpace(c)) {
      pos++;
    } else if (isBreak(c)) {
      tokens.push({ kind: 'break', start: pos });
      pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
    } else {
      const end = commentEnd(text, pos);
      tokens.push({ kind: end < 0 ? 'other' : 'comment', start: pos });
      pos = end < 0 ? pos + 1 : Math.min(end, keyStart);
    }
  }
  let committed = keyStart;
  let pending = keyStart;
  let onKeyLine = true;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token.kind === 'comment') {
      pending = token.start;
    } else if (token.kind === 'break') {
      if (!onKeyLine && pending === committed) return committed; // a blank line
      committed = pending;
      onKeyLine = false;
    } else {
      // A comma or the `{`'s line: comments after it on the key's own line still go with the key.
      return onKeyLine ? pending : committed;
    }
  }
  // The stretch started on a line shared with the previous member or the `{`: only the key's line counts.
  return onKeyLine ? pending : committed;
}

/** The members of one object as pieces, and the slots they sit in. */
function piecesOf(text: string, object: ObjectToSort): Piece[] {
  const pieces: Piece[] = [];
  let from = object.offset + 1;
  for (const member of object.members) {
    const keyStart = member.keyOffset ?? member.offset;
    const valueEnd = member.offset + member.length;
    const trailing = trailingOf(text, valueEnd);
    pieces.push({
      own: { start: leadingStart(text, from, keyStart), end: valueEnd },
      trailing: trailing.span,
      lineComment: trailing.lineComment,
    });
    from = trailing.span.end;
  }
  return pieces;
}

/** Whether the text after `pos` goes to a new line (or the end) before anything but spaces. */
function endsLine(text: string, pos: number): boolean {
  const after = skipSpaces(text, pos);
  return after >= text.length || isBreak(text.charCodeAt(after));
}

/** The slot each member goes to: `slots[i]` is the index of the member that goes to slot i. */
function permutation(object: ObjectToSort): number[] {
  const indices = object.members.map((_, i) => i);
  const order = object.order;
  if (!order || order.length === 0) return indices;
  const rank = new Map<string, number>();
  order.forEach((name, i) => {
    if (!rank.has(name)) rank.set(name, i);
  });
  const rankOf = (i: number): number => {
    const r = rank.get(String(object.members[i].key));
    return r === undefined ? order.length : r;
  };
  // Array.prototype.sort is stable: equal ranks (unnamed members, repeated names) keep their order.
  return indices.sort((a, b) => rankOf(a) - rankOf(b));
}

function applyReplacements(text: string, span: Span, replacements: readonly TextReplacement[]): string {
  if (replacements.length === 0) return text.slice(span.start, span.end);
  let out = '';
  let pos = span.start;
  for (const r of [...replacements].sort((a, b) => a.offset - b.offset)) {
    out += text.slice(pos, r.offset) + r.text;
    pos = r.offset + r.length;
  }
  return out + text.slice(pos, span.end);
}

/**
 * The replacements that put each object (and the objects inside it) in its order; none when every one
 * is in order already. Each replacement covers one object's members, from the first member's text to
 * the last one's, and no two overlap.
 */
export function sortMembers(text: string, objects: readonly ObjectToSort[]): TextReplacement[] {
  return objects.flatMap((object) => sortObject(text, object));
}

function sortObject(text: string, object: ObjectToSort): TextReplacement[] {
  const inner = sortMembers(text, object.inner ?? []);
  const n = object.members.length;
  const slots = permutation(object);
  if (n < 2 || slots.every((m, i) => m === i)) return inner;
  const pieces = piecesOf(text, object);
  // A line comment may only end up where a new line follows; where the layout cannot promise that (a
  // one-line stretch beside a commented line), the comments that end lines stay where they are.
  const carry = slots.every(
    (m, i) => !pieces[m].lineComment || endsLine(text, pieces[i].trailing.end) || m === i,
  );
  if (!carry) {
    for (const p of pieces) p.trailing = { start: p.trailing.end, end: p.trailing.end };
  }
  const within = (span: Span): TextReplacement[] =>
    inner.filter((r) => r.offset >= span.start && r.offset + r.length <= span.end);
  let out = '';
  for (let i = 0; i < n; i++) {
    const slot = pieces[i];
    const moved = pieces[slots[i]];
    if (i > 0) out += text.slice(pieces[i - 1].trailing.end, slot.own.start);
    out += applyReplacements(text, moved.own, within(moved.own));
    out += text.slice(slot.own.end, slot.trailing.start);
    out += text.slice(moved.trailing.start, moved.trailing.end);
  }
  const start = pieces[0].own.start;
  const end = pieces[n - 1].trailing.end;
  return [{ offset: start, length: end - start, text: out }];
}
