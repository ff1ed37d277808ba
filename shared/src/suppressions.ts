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
  if (!mayHaveSuppressions(text)) return [];
  const last = text.lastIndexOf(SUPPRESSION_PREFIX);
  const found: SuppressionComment[] = [];
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
      if (directive.name === ENABLE) {
        // An enable ends every region still open: regions do not nest.
        for (const region of open) region.to = i;
        open.length = 0;
      } else if (directive.name === NEXT_LINE) {
        const lineEnd = nextBreak(text, end);
        const from = lineEnd + (text.startsWith('\r\n', lineEnd) ? 2 : 1);
        const to = from > text.length ? from : nextBreak(text, from) + 1;
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
  return found;
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
  const suppressed = problems.map(() => false);
  // Where comments are errors, a comment is a problem to fix, not a directive.
  if (!commentsAllowed) return { suppressed, unused: [] };
  const comments = findSuppressionComments(text);
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
  const lines = new LineIndex(text);
  const unused = comments
    .filter((_, c) => !used[c])
    .map((comment) => ({
      comment,
      range: {
        offset: comment.offset,
        length: comment.length,
        start: lines.positionAt(comment.offset),
        end: lines.positionAt(comment.offset + comment.length),
      },
    }));
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
  const outcome = applySuppressions(
    text,
    errors.map((e) => ({ offset: e.range?.offset ?? -1, keyword: e.keyword })),
    true,
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
