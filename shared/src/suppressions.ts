/**
 * Suppression comments: `// json-object-validator-disable-next-line [keywords]` silences the schema
 * problems that start on the line after the comment's line; `/* json-object-validator-disable [keywords] *\/`
 * silences those that start after it, up to the next `/* json-object-validator-enable *\/` (or the end of
 * the text). Either directive works in either comment style. Keywords (separated by commas or spaces,
 * a `--` starts a free-text reason) narrow a comment to problems with those keywords (the diagnostic
 * `code`). Only schema problems are passed in: syntax problems are never suppressed. Comments are only
 * read where the caller says comments are allowed.
 */
import { LineIndex } from './json/lines';
import type { SourceRange, ValidationError } from './types';

/** What a comment that suppresses nothing is told (the editor's hint and the CLI's warning alike). */
export const UNUSED_SUPPRESSION_MESSAGE = 'This comment suppresses no problem.';

/** The text every directive starts with; a document without it costs one `includes`. */
export const SUPPRESSION_PREFIX = 'json-object-validator-';
const DISABLE_MARKER = 'json-object-validator-disable';
const NEXT_LINE = 'json-object-validator-disable-next-line';
const DISABLE = 'json-object-validator-disable';
const ENABLE = 'json-object-validator-enable';

/** One suppression comment found in a text. */
export interface SuppressionComment {
  kind: 'next-line' | 'region';
  /** The comment, delimiters included. */
  offset: number;
  length: number;
  /** The keywords it is narrowed to; empty means every schema problem. */
  keywords: string[];
  /** Problems starting at offsets in [from, to) are suppressed by it. */
  from: number;
  to: number;
}

/** A schema problem as far as suppression is concerned: where it starts and its keyword. */
export interface SuppressibleProblem {
  offset: number;
  keyword: string;
}

/** What the comments of a text did to a list of problems. */
export interface SuppressionOutcome {
  /** Parallel to the problems: true for each one a comment suppresses. */
  suppressed: boolean[];
  /** The comments that suppressed nothing, with their ranges. */
  unused: { comment: SuppressionComment; range: SourceRange }[];
}

/** Whether a text may hold a suppression comment (the cheap guard before any scan). */
export function mayHaveSuppressions(text: string): boolean {
  return text.includes(DISABLE_MARKER);
}

/**
 * The suppression comments of a text, in order. The scan skips strings, so comment-like text inside a
 * string is never read, and stops after the last directive.
 */
export function findSuppressionComments(text: string): SuppressionComment[] {
  return scanDirectives(text).comments;
}

/**
 * What a scan of a text found: its suppression comments, the span [start, end] of every directive
 * comment (enables included), and where it stopped: a point between tokens after the last occurrence of
 * the prefix, so no directive starts at or after it.
 */
interface DirectiveScan {
  comments: SuppressionComment[];
  spans: number[];
  stop: number;
}

function scanDirectives(text: string): DirectiveScan {
  if (!mayHaveSuppressions(text)) return { comments: [], spans: [], stop: 0 };
  const last = text.lastIndexOf(SUPPRESSION_PREFIX);
  const found: SuppressionComment[] = [];
  const spans: number[] = [];
  const open: SuppressionComment[] = [];
  let i = 0;
  while (i <= last) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // As the recovering parser does, an unterminated string ends at its line's end.
      i++;
      while (i < text.length) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i += 2;
        else if (s === 0x22 || s === 0x0a || s === 0x0d) break;
        else i++;
      }
      i++;
      continue;
    }
    if (c !== 0x2f /* / */) {
      i++;
      continue;
    }
    const d = text.charCodeAt(i + 1);
    let end: number;
    let body: string;
    if (d === 0x2f) {
      end = i + 2;
      while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
      body = text.slice(i + 2, end);
    } else if (d === 0x2a /* * */) {
      const close = text.indexOf('*/', i + 2);
      end = close < 0 ? text.length : close + 2;
      body = text.slice(i + 2, close < 0 ? text.length : close);
    } else {
      i++;
      continue;
    }
    const directive = readDirective(body);
    if (directive) {
      spans.push(i, end);
      if (directive.name === ENABLE) {
        // An enable ends every region still open: regions do not nest.
        for (const region of open) region.to = i;
        open.length = 0;
      } else if (directive.name === NEXT_LINE) {
        const { from, to } = nextLineOf(text, end);
        found.push({ kind: 'next-line', offset: i, length: end - i, keywords: directive.keywords, from, to });
      } else {
        const region: SuppressionComment = {
          kind: 'region',
          offset: i,
          length: end - i,
          keywords: directive.keywords,
          from: end,
          to: text.length + 1,
        };
        found.push(region);
        open.push(region);
      }
    }
    i = end;
  }
  return { comments: found, spans, stop: i };
}

/** The line after the one a next-line comment ending at `end` is on: [from, to). */
function nextLineOf(text: string, end: number): { from: number; to: number } {
  const lineEnd = nextBreak(text, end);
  const from = lineEnd + (text.startsWith('\r\n', lineEnd) ? 2 : 1);
  const to = from > text.length ? from : nextBreak(text, from) + 1;
  return { from, to };
}

/**
 * Which problems the suppression comments of a text suppress, and which comments suppress nothing;
 * nothing at all when the document's syntax policy does not allow comments.
 * Each problem is matched against every comment; cost is the scan (only when the text has a directive)
 * plus problems times comments.
 */
export function applySuppressions(
  text: string,
  problems: readonly SuppressibleProblem[],
  commentsAllowed: boolean,
): SuppressionOutcome {
  // Where comments are errors, a comment is a problem to fix, not a directive.
  const comments = commentsAllowed ? findSuppressionComments(text) : [];
  const lines = comments.length > 0 ? new LineIndex(text) : undefined;
  return matchSuppressions(comments, problems, (offset, length) => ({
    offset,
    length,
    start: (lines as LineIndex).positionAt(offset),
    end: (lines as LineIndex).positionAt(offset + length),
  }));
}

/**
 * What comments found already (by findSuppressionComments, or a SuppressionTracker) do to a list of
 * problems; `rangeAt` places the unused ones.
 */
export function matchSuppressions(
  comments: readonly SuppressionComment[],
  problems: readonly SuppressibleProblem[],
  rangeAt: (offset: number, length: number) => SourceRange,
): SuppressionOutcome {
  const suppressed = problems.map(() => false);
  if (comments.length === 0) return { suppressed, unused: [] };
  const used = comments.map(() => false);
  problems.forEach((problem, p) => {
    comments.forEach((comment, c) => {
      if (problem.offset < comment.from || problem.offset >= comment.to) return;
      if (comment.keywords.length > 0 && !comment.keywords.includes(problem.keyword)) return;
      suppressed[p] = true;
      used[c] = true;
    });
  });
  const unused = comments
    .filter((_, c) => !used[c])
    .map((comment) => ({ comment, range: rangeAt(comment.offset, comment.length) }));
  return { suppressed, unused };
}

/**
 * The schema errors of a text where comments are allowed, less those its suppression comments
 * suppress, and the ranges of the comments that suppress nothing (the server's and the CLI's one way in).
 */
export function suppressErrors(
  text: string,
  errors: readonly ValidationError[],
): { kept: ValidationError[]; unused: SourceRange[] } {
  if (!mayHaveSuppressions(text)) return { kept: [...errors], unused: [] };
  const comments = findSuppressionComments(text);
  const lines = new LineIndex(text);
  return suppressErrorsAmong(comments, errors, (offset, length) => ({
    offset,
    length,
    start: lines.positionAt(offset),
    end: lines.positionAt(offset + length),
  }));
}

/**
 * suppressErrors with the comments already found (a document on the server's worker thread, whose
 * comments the worker keeps); `rangeAt` places the unused ones.
 */
export function suppressErrorsAmong(
  comments: readonly SuppressionComment[],
  errors: readonly ValidationError[],
  rangeAt: (offset: number, length: number) => SourceRange,
): { kept: ValidationError[]; unused: SourceRange[] } {
  if (comments.length === 0) return { kept: [...errors], unused: [] };
  const outcome = matchSuppressions(
    comments,
    errors.map((e) => ({ offset: e.range?.offset ?? -1, keyword: e.keyword })),
    rangeAt,
  );
  return {
    kept: errors.filter((_, i) => !outcome.suppressed[i]),
    unused: outcome.unused.map((u) => u.range),
  };
}

/** The directive a comment's body holds, if it holds one (it must come first in the comment). */
function readDirective(body: string): { name: string; keywords: string[] } | undefined {
  const trimmed = body.trim();
  if (!trimmed.startsWith(SUPPRESSION_PREFIX)) return undefined;
  const name = [NEXT_LINE, DISABLE, ENABLE].find(
    (n) => trimmed.startsWith(n) && (trimmed.length === n.length || /\s/.test(trimmed[n.length])),
  );
  if (!name) return undefined;
  let rest = trimmed.slice(name.length);
  const reason = rest.indexOf('--');
  if (reason >= 0) rest = rest.slice(0, reason);
  const keywords = rest.split(/[\s,]+/).filter((k) => k.length > 0);
  return { name, keywords };
}

function isBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}

/** The offset of the first line break at or after `from`, or the text's length. */
function nextBreak(text: string, from: number): number {
  let i = from;
  while (i < text.length && !isBreak(text.charCodeAt(i))) i++;
  return i;
}

/** Reads of a text that need not be one string (the server keeps large texts in chunks). */
export interface TextReader {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** Characters whose presence in an edit can change where strings and comments start or end. */
const STRUCTURAL = /["\\/*\r\n]/;
/** An edit right after one of these can join or split a pair (`\x`, `//`, `/*`, `*\/`, `\r\n`). */
const PAIRING = /[\\/*\r]/;
/** Past this size an edit is not examined: the comments are read again. */
const MAX_EXAMINED_EDIT = 65_536;
/** How far back from an edit a directive's name can start and still be changed by it (the longest name and one character after it, with room). */
const NAME_REACH = 64;

interface Known {
  comments: SuppressionComment[];
  /** [start, end] of every directive comment, enables included. */
  spans: number[];
  /** See DirectiveScan. */
  stop: number;
}

/**
 * The suppression comments of a text that is edited, without reading the whole text again per edit.
 * An edit that cannot change them moves them along with the text; one that may (before the last
 * directive: it touches a directive, puts the prefix near itself, or has a quote or line break in it
 * outside lines free of slashes, asterisks and backslashes, or any slash, asterisk or backslash) makes
 * the next request read the whole text again. Edits after the last directive only have to keep the
 * prefix away (and leave the end of the line a next-line comment covers alone).
 */
export class SuppressionTracker {
  /** undefined: read the text again; 'none': the text has no disable marker. */
  private known: Known | 'none' | undefined;
  /** How many times the whole text was read (for tests and benchmarks). */
  scans = 0;

  /** The suppression comments of the text as it is now; `whole` gives the text when it must be read. */
  commentsOf(whole: () => string): readonly SuppressionComment[] {
    if (this.known === undefined) {
      const text = whole();
      this.scans++;
      if (!mayHaveSuppressions(text)) {
        this.known = 'none';
      } else {
        const { comments, spans, stop } = scanDirectives(text);
        this.known = { comments, spans, stop };
      }
    }
    return this.known === 'none' ? [] : this.known.comments;
  }

  /** Forgets what was found: the next request reads the whole text. */
  reset(): void {
    this.known = undefined;
  }

  /**
   * Records an edit: [start, end) of `before` replaced by `inserted`, giving `after` (both readable
   * around the edit; neither is read beyond it by more than a few lines).
   */
  noteEdit(before: TextReader, start: number, end: number, inserted: string, after: TextReader): void {
    const known = this.known;
    if (known === undefined) return;
    if (known === 'none') {
      // Only a marker that overlaps the edit can be new.
      const reach = DISABLE_MARKER.length;
      if (around(after, start - reach, start + inserted.length + reach).includes(DISABLE_MARKER)) {
        this.known = undefined;
      }
      return;
    }
    if (end - start > MAX_EXAMINED_EDIT || inserted.length > MAX_EXAMINED_EDIT) {
      this.known = undefined;
      return;
    }
    const moved =
      start > known.stop
        ? this.afterStop(known, before, start, end, inserted, after)
        : this.within(known, before, start, end, inserted, after);
    if (!moved) this.known = undefined;
  }

  /**
   * An edit after the point the scan stopped: no directive starts there, so only a prefix it brings,
   * and the lines a next-line comment covers, matter.
   */
  private afterStop(
    known: Known,
    before: TextReader,
    start: number,
    end: number,
    inserted: string,
    after: TextReader,
  ): boolean {
    const reach = SUPPRESSION_PREFIX.length;
    if (around(after, start - reach, start + inserted.length + reach).includes(SUPPRESSION_PREFIX)) {
      return false;
    }
    const lines =
      STRUCTURAL_BREAK.test(inserted) ||
      STRUCTURAL_BREAK.test(before.slice(start, end)) ||
      around(before, start - 1, start) === '\r';
    const delta = inserted.length - (end - start);
    for (const comment of known.comments) {
      if (comment.kind === 'next-line') {
        if (comment.to <= start) continue;
        if (lines) return false;
        comment.from = moveOffset(comment.from, start, end, delta);
        comment.to = moveOffset(comment.to, start, end, delta);
      } else if (comment.to > start) {
        // A region open to the end of the text.
        comment.to += delta;
      }
    }
    return true;
  }

  /**
   * An edit before the point the scan stopped: it must leave every string and comment where it was
   * (no character that starts or ends one in it, and none right before it that pairs with the next),
   * touch no directive, and not bring the prefix near itself (where it could turn a comment into one).
   */
  private within(
    known: Known,
    before: TextReader,
    start: number,
    end: number,
    inserted: string,
    after: TextReader,
  ): boolean {
    if (STRUCTURAL.test(inserted) || STRUCTURAL.test(before.slice(start, end))) {
      if (!onPlainLines(known, before, start, end, inserted)) return false;
    }
    if (PAIRING.test(around(before, start - 1, start))) return false;
    const spans = known.spans;
    for (let k = 0; k < spans.length; k += 2) {
      if (start <= spans[k + 1] && end >= spans[k]) return false;
    }
    // A comment whose body is blank up to the edit starts with what follows the blanks after it.
    const from = start + inserted.length;
    let next = from;
    while (next < after.length && /^\s*$/.test(after.slice(next, next + NAME_REACH))) {
      next += NAME_REACH;
      if (next - from > MAX_EXAMINED_EDIT) return false;
    }
    const window = around(after, start - NAME_REACH, next + NAME_REACH + SUPPRESSION_PREFIX.length);
    if (window.includes(SUPPRESSION_PREFIX)) return false;
    const delta = inserted.length - (end - start);
    if (delta === 0) return true;
    for (const comment of known.comments) {
      comment.offset = moveOffset(comment.offset, start, end, delta);
      comment.from = moveOffset(comment.from, start, end, delta);
      comment.to = moveOffset(comment.to, start, end, delta);
    }
    for (let k = 0; k < spans.length; k++) spans[k] = moveOffset(spans[k], start, end, delta);
    known.stop = moveOffset(known.stop, start, end, delta);
    return true;
  }
}

const STRUCTURAL_BREAK = /[\r\n]/;
/** What may start or end a comment, or carry a string past its line's end. */
const COMMENTING = /[\\/*]/;
/** How far an edit's lines are read (a longer line, minified JSON say, makes the next request read the text). */
const MAX_LINE = 4096;

/**
 * Whether an edit with quotes or line breaks in it (typing a string, Enter) stays on lines without a
 * slash, asterisk or backslash, the edit included: no comment starts or ends there and no string goes
 * on past their ends, so every line after them starts as it did, whatever the quotes do. Line breaks
 * it adds or removes may move the end of the line a next-line comment covers (not allowed there), and the
 * point the scan stopped must not be on these lines (it may be inside a string now).
 */
function onPlainLines(
  known: Known,
  before: TextReader,
  start: number,
  end: number,
  inserted: string,
): boolean {
  if (COMMENTING.test(inserted)) return false;
  const back = around(before, start - MAX_LINE, start);
  const breakBefore = Math.max(back.lastIndexOf('\n'), back.lastIndexOf('\r'));
  if (breakBefore < 0 && start - back.length > 0) return false;
  const lineStart = start - back.length + breakBefore + 1;
  const ahead = around(before, end, end + MAX_LINE);
  const breaks = ahead.search(STRUCTURAL_BREAK);
  if (breaks < 0 && end + ahead.length < before.length) return false;
  const lineEnd = breaks < 0 ? before.length : end + breaks;
  if (COMMENTING.test(back.slice(breakBefore + 1)) || COMMENTING.test(before.slice(start, end))) return false;
  if (COMMENTING.test(ahead.slice(0, lineEnd - end))) return false;
  if (known.stop >= lineStart && known.stop <= lineEnd + 1) return false;
  if (STRUCTURAL_BREAK.test(inserted) || STRUCTURAL_BREAK.test(before.slice(start, end))) {
    for (const comment of known.comments) {
      // The line it covers ends at or after the edit: the edit's line breaks move its end.
      if (comment.kind === 'next-line' && comment.from <= start && comment.to > start) return false;
    }
  }
  return true;
}

/** The text between two offsets, clamped to the text (a string's `slice` counts negative ones from its end). */
function around(text: TextReader, start: number, end: number): string {
  return text.slice(Math.max(0, start), Math.min(text.length, end));
}

/** Where an offset of the text before an edit is after it (one inside the replaced span goes to its start). */
function moveOffset(offset: number, start: number, end: number, delta: number): number {
  if (offset <= start) return offset;
  return offset >= end ? offset + delta : start;
}
