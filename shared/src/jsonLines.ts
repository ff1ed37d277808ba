/**
 * JSON Lines: a stream of chunks (bytes or text) cut into lines, each line a document of its own,
 * validated with positions in the whole stream. Nothing here holds more than the line being read, so
 * a file of any size is checked in the memory of its longest line. No IO: the caller reads the chunks.
 */
import { isInexactLiteral } from './decimal';
import { MAX_NESTING_DEPTH } from './json/problems';
import { locateTargets } from './json/locate';
import { countMembers } from './json/validTree';
import type { CompiledSchema } from './validator/compile';
import { literalsThatMatter } from './validator/literals';
import type { ParseOptions, SourceRange, SyntaxProblem, ValidationError } from './types';
import { english, type Texts } from './l10n/texts';

/** The outcome of one line that holds a document (blank lines have none). */
export interface JsonLineResult {
  /** Zero-based line number in the whole input. */
  line: number;
  /** Offset of the line's first character in the whole input, in UTF-16 code units. */
  offset: number;
  /** False when the line has a syntax error or a schema error. */
  valid: boolean;
  /** Schema errors, their ranges in the whole input. */
  errors: ValidationError[];
  /** Problems of the line's text (syntax, duplicate keys, invalid UTF-8), their ranges in the whole input. */
  syntaxProblems: SyntaxProblem[];
}

/** Where a line's bytes stop being UTF-8: the bad byte's column (UTF-16 units) and value. */
export interface BadEncoding {
  character: number;
  byte: number;
}

/** Receives each line of the input: its text (a trailing `\r` kept), number and offset. */
export type LineHandler = (text: string, line: number, offset: number, bad?: BadEncoding) => void;

const NEWLINE = 0x0a;
/** Bytes of whole lines decoded in one call (see LineReader.decodeLines). */
const DECODE_PIECE = 1 << 16;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** Length of the valid UTF-8 prefix of `bytes` (WHATWG's decoder: no overlongs, surrogates or > U+10FFFF). */
export function validUtf8Prefix(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (i + k >= n || c < (k === 1 ? lower : 0x80) || c > (k === 1 ? upper : 0xbf)) return i;
    }
    i += need + 1;
  }
  return n;
}

/**
 * Cuts chunks into lines. Bytes are cut at 0x0A before decoding (no UTF-8 sequence holds that byte,
 * so a character split between two chunks is whole in its line), and the complete lines of a chunk
 * are decoded at once: one decoder call per chunk rather than per line. Only when that block is not
 * valid UTF-8 are its lines decoded one by one, to say which line is bad and where.
 */
export class LineReader {
  private line = 0;
  private offset = 0;
  /** The bytes of the line still open at the end of the last chunk. */
  private pendingBytes: Uint8Array[] = [];
  private pendingText = '';

  constructor(private readonly onLine: LineHandler) {}

  /** Lines handed on so far. */
  get lines(): number {
    return this.line;
  }

  /** Their length in UTF-16 code units, each newline counted (a last line without one counts one too). */
  get length(): number {
    return this.offset;
  }

  /** Reads one chunk; the lines it completes go to the handler. */
  push(chunk: string | Uint8Array): void {
    if (typeof chunk === 'string') this.pushText(chunk);
    else this.pushBytes(chunk);
  }

  /** Ends the input: a last line without a newline is a line too. */
  end(): void {
    if (this.pendingBytes.length > 0) {
      const bytes = concat(this.pendingBytes);
      this.pendingBytes = [];
      if (bytes.length > 0) this.decodeLines(bytes);
    }
    if (this.pendingText !== '') {
      const text = this.pendingText;
      this.pendingText = '';
      this.emit(text);
    }
  }

  private emit(text: string, bad?: BadEncoding): void {
    this.onLine(text, this.line, this.offset, bad);
    this.line++;
    this.offset += text.length + 1;
  }

  private pushText(chunk: string): void {
    let newline = chunk.indexOf('\n');
    if (newline === -1) {
      this.pendingText += chunk;
      return;
    }
    this.emit(this.pendingText + chunk.slice(0, newline));
    this.pendingText = '';
    let start = newline + 1;
    for (newline = chunk.indexOf('\n', start); newline !== -1; newline = chunk.indexOf('\n', start)) {
      this.emit(chunk.slice(start, newline));
      start = newline + 1;
    }
    this.pendingText = chunk.slice(start);
  }

  private pushBytes(chunk: Uint8Array): void {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      if (chunk.length > 0) this.pendingBytes.push(chunk);
      return;
    }
    // Everything up to the last newline is whole lines; the rest waits for the next chunk.
    const head = chunk.subarray(0, last);
    const block = this.pendingBytes.length === 0 ? head : concat([...this.pendingBytes, head]);
    // A copy: a Node Buffer's `slice` is a view, which would keep the whole chunk alive.
    const rest = new Uint8Array(chunk.length - last - 1);
    rest.set(chunk.subarray(last + 1));
    this.pendingBytes = rest.length > 0 ? [rest] : [];
    this.decodeLines(block);
  }

  /**
   * Decodes whole lines (`block` holds no final newline), a piece of about DECODE_PIECE bytes of whole
   * lines at a time. One call for a whole 1 MB chunk was five times slower on text with non-ASCII
   * characters (a 64 MB file: 508 ms against 90 ms for the decoder alone), and its string, too large for
   * V8's young generation, lived in the old one until the next full collection, so a streamed file's
   * heap grew by a chunk's text per chunk between collections.
   */
  private decodeLines(block: Uint8Array): void {
    const n = block.length;
    let start = 0;
    for (;;) {
      // The piece ends at the last newline within DECODE_PIECE bytes, or at the end of a longer line.
      let end = n;
      if (n - start > DECODE_PIECE) {
        end = block.lastIndexOf(NEWLINE, start + DECODE_PIECE);
        if (end < start) end = block.indexOf(NEWLINE, start + DECODE_PIECE);
        if (end === -1) end = n;
      }
      this.decodePiece(block.subarray(start, end));
      if (end === n) return;
      start = end + 1;
    }
  }

  /** Decodes whole lines at once, or line by line to say where one is not UTF-8. */
  private decodePiece(piece: Uint8Array): void {
    let text: string | undefined;
    try {
      text = utf8.decode(piece);
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        this.emit(text.slice(start, nl));
        start = nl + 1;
      }
      this.emit(start === 0 ? text : text.slice(start));
      return;
    }
    let start = 0;
    for (;;) {
      const nl = piece.indexOf(NEWLINE, start);
      const bytes = piece.subarray(start, nl === -1 ? piece.length : nl);
      const good = validUtf8Prefix(bytes);
      if (good === bytes.length) this.emit(utf8.decode(bytes));
      else {
        const character = lenient.decode(bytes.subarray(0, good)).length;
        this.emit(lenient.decode(bytes), { character, byte: bytes[good] });
      }
      if (nl === -1) return;
      start = nl + 1;
    }
  }
}

function concat(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0];
  let length = 0;
  for (const p of pieces) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** True for a line that holds no document (JSON Lines files may end with one, or use them as spacing). */
export function isBlankLine(text: string): boolean {
  return /^[\s\uFEFF]*$/.test(text);
}

/** Whether the character at `i` is one of `0-9 . e E + -` (false outside the text). */
function isNumberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}

/**
 * What a line JSON.parse accepted may still say otherwise to the full parser: undefined when it has more
 * members in the text than in the value (duplicate keys) or nests past the limit; else the [start, end)
 * pairs of its number literals that may say more than their double (tokens of 16 or more characters,
 * or with an exponent, as the full parser's scan looks at). Strings are skipped with `indexOf`, so a
 * line costs about one pass over its structure.
 */
function longLiterals(text: string, value: unknown): number[] | undefined {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let spans: number[] | undefined;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Skip the string: its end is the next quote not escaped by an odd number of backslashes.
      let end = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
        if ((slashes & 1) === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let end = i + 1;
      let exponent = false;
      for (let d = text.charCodeAt(end); isNumberChar(d); d = text.charCodeAt(++end)) {
        if (d === 101 || d === 69) exponent = true;
      }
      if (exponent || end - i >= 16) (spans ??= []).push(i, end);
      i = end - 1;
    } else if (c === 58) members++;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_NESTING_DEPTH) return undefined;
    } else if (c === 125 || c === 93) depth--;
  }
  return members === countMembers(value as never) ? (spans ?? NO_SPANS) : undefined;
}

const NO_SPANS: number[] = [];

/**
 * Whether a literal of `spans` says more than its double; with `numbers`, only among those whose double
 * the schema judges closely enough for it to matter (see NumberSensitivity): a valid line stays valid
 * when read by its literals if none of those is inexact, and the literal check (a double printed back
 * for each long number) is what most long literals, such as measurements, are spared.
 */
function anyInexact(text: string, spans: readonly number[], matters: (x: number) => boolean): boolean {
  for (let k = 0; k < spans.length; k += 2) {
    const literal = text.slice(spans[k], spans[k + 1]);
    if (!matters(Number(literal))) continue;
    if (isInexactLiteral(literal)) return true;
  }
  return false;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 10;
}

/**
 * Gives the errors of a valid line their ranges (in the whole input) without building the document:
 * the line is JSON.parse's value exactly, so the locator's skip-scanner reads it as it would read the
 * document's. False (nothing changed) when a carriage return inside the value would count as a line
 * break in positions: the full parser decides that line.
 */
function locateInLine(text: string, errors: ValidationError[], line: number, offset: number): boolean {
  let rootStart = 0;
  while (isSpace(text.charCodeAt(rootStart))) rootStart++;
  let rootEnd = text.length;
  while (rootEnd > rootStart && isSpace(text.charCodeAt(rootEnd - 1))) rootEnd--;
  const cr = text.indexOf('\r');
  if (cr !== -1 && cr < rootEnd) return false;
  const source = { text, rootStart, rootEnd, containers: new Map(), scannable: true };
  const spans = locateTargets(
    source,
    errors.map((e) => e.target),
  );
  errors.forEach((e, i) => {
    const span = spans[i];
    if (span === undefined) return;
    e.range = {
      offset: offset + span.start,
      length: span.end - span.start,
      start: { line, character: span.start },
      end: { line, character: span.end },
    };
  });
  return true;
}

function shiftRange(range: SourceRange, line: number, offset: number): SourceRange {
  return {
    offset: range.offset + offset,
    length: range.length,
    start: { line: range.start.line + line, character: range.start.character },
    end: { line: range.end.line + line, character: range.end.character },
  };
}

/**
 * Validates one line of a JSON Lines input (`line` and `offset` place it in the whole input).
 * JSON.parse and the compiled checks decide a valid line; only a line with a problem is parsed again
 * by the full parser, for exact ranges (and the recovering parser's messages when it is broken). The
 * result is what `schema.validateText(text)` gives, moved to the line's place.
 */
export function validateJsonLine(
  schema: CompiledSchema,
  text: string,
  line = 0,
  offset = 0,
  options?: ParseOptions,
): JsonLineResult {
  if (text.charCodeAt(0) !== 0xfeff) {
    let value: unknown;
    let parsed = true;
    try {
      value = JSON.parse(text);
    } catch {
      parsed = false;
    }
    const spans = parsed ? longLiterals(text, value) : undefined;
    if (spans !== undefined) {
      const quick = schema.validate(value as never);
      if (quick.errors.length === 0) {
        // Valid by the doubles: only a literal whose double a keyword judged closely could say otherwise.
        if (!anyInexact(text, spans, (x) => schema.numbers.matters(x))) {
          return { line, offset, valid: true, errors: [], syntaxProblems: [] };
        }
      } else if (!anyInexact(text, spans, literalsThatMatter(schema.numbers, value as never, quick.errors))) {
        // An inexact literal that a keyword judges closely or a message words sends the line to the full
        // parser.
        const located = locateInLine(text, quick.errors, line, offset);
        if (located) return { line, offset, valid: quick.valid, errors: quick.errors, syntaxProblems: [] };
      }
    }
  }
  const result = schema.validateText(text, options);
  if (line === 0 && offset === 0) return { line, offset, ...result };
  for (const e of result.errors) if (e.range !== undefined) e.range = shiftRange(e.range, line, offset);
  return {
    line,
    offset,
    valid: result.valid,
    errors: result.errors,
    syntaxProblems: result.syntaxProblems.map((p) => ({ ...p, range: shiftRange(p.range, line, offset) })),
  };
}

/** The problem of a line whose bytes are not UTF-8, at the first bad byte, in the language of `texts`. */
export function encodingProblem(
  line: number,
  offset: number,
  bad: BadEncoding,
  texts: Texts = english,
): SyntaxProblem {
  const hex = `0x${bad.byte.toString(16).padStart(2, '0')}`;
  return {
    code: 'invalid-encoding',
    message: texts.t('jsonLines.notUtf8', { byte: hex }),
    severity: 'error',
    range: {
      offset: offset + bad.character,
      length: 1,
      start: { line, character: bad.character },
      end: { line, character: bad.character + 1 },
    },
  };
}

/**
 * Validates a JSON Lines input read in chunks (text, or UTF-8 bytes cut anywhere, even inside a
 * character): yields one result per line that holds a document, in line order, with positions in
 * the whole input; blank lines are skipped. A chunk is validated as soon as it arrives, so memory is
 * that of a chunk and its longest line, whatever the size of the input.
 */
export async function* validateJsonLines(
  schema: CompiledSchema,
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options?: ParseOptions,
): AsyncGenerator<JsonLineResult, void, undefined> {
  let ready: JsonLineResult[] = [];
  const reader = new LineReader((text, line, offset, bad) => {
    if (bad !== undefined) {
      const problem = encodingProblem(line, offset, bad);
      ready.push({ line, offset, valid: false, errors: [], syntaxProblems: [problem] });
    } else if (!isBlankLine(text)) ready.push(validateJsonLine(schema, text, line, offset, options));
  });
  for await (const chunk of chunks) {
    reader.push(chunk);
    const done = ready;
    ready = [];
    yield* done;
  }
  reader.end();
  yield* ready;
}
