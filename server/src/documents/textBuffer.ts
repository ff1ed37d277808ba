/**
 * The text of an open document, kept in chunks so that an edit costs what the edit touches: the chunk it
 * falls in is rebuilt (with its line starts), the rest is not copied. `TextDocument` from
 * vscode-languageserver-textdocument rebuilds the whole string on every change, and reading it then
 * flattens it: about as long as JSON.parse of the text for a 10 MB document, on every keystroke.
 *
 * It implements the `TextDocument` interface (positions count UTF-16 units; `\r\n`, `\r` and `\n` end
 * lines; a position past a line's end stops before its line break), so it can stand in for one.
 */
import type {
  Position,
  Range,
  TextDocument,
  TextDocumentContentChangeEvent,
} from 'vscode-languageserver-textdocument';

/** Chunks are split when they grow past twice this, merged when they shrink below a quarter of it. */
const CHUNK = 16 * 1024;

/** More chunks than this without line starts are worth line starts from another thread's scan. */
const LINE_STARTS_HANDOVER = 16;

interface Chunk {
  text: string;
  /** Offsets (in the chunk) where lines start, after each line break in the chunk (found on first use). */
  lineStarts: Int32Array | undefined;
}

function lineStartsOf(text: string): Int32Array {
  const starts: number[] = [];
  if (text.indexOf('\r') < 0) {
    // LF-only text: native indexOf is far faster than a character loop.
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  } else {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return Int32Array.from(starts);
}

/** Splits text into chunks that end after a line break where possible (never between `\r` and `\n`). */
function split(text: string, out: Chunk[]): void {
  let start = 0;
  while (text.length - start > 2 * CHUNK) {
    let end = text.indexOf('\n', start + CHUNK);
    if (end < 0 || end > start + 2 * CHUNK) {
      end = start + CHUNK;
      if (text.charCodeAt(end - 1) === 13 && text.charCodeAt(end) === 10) end++;
    } else end++;
    out.push({ text: text.slice(start, end), lineStarts: undefined });
    start = end;
  }
  out.push({ text: text.slice(start), lineStarts: undefined });
}

/**
 * One version of a text: its chunks and their indexes. Never changed once built, so a validation that
 * started on it reads a consistent text whatever edits arrive meanwhile (an edit makes a new version,
 * which shares the unchanged chunks).
 */
export class TextSnapshot {
  /** Offset of each chunk. */
  private readonly starts: number[];
  /** Line breaks before each chunk, and the last line start before it (built on first use). */
  private lines: number[] | undefined;
  private lastLineStart: number[] | undefined;
  readonly length: number;
  private flat: string | undefined;

  constructor(
    private readonly chunks: readonly Chunk[],
    flat?: string,
  ) {
    const n = chunks.length;
    this.starts = new Array<number>(n);
    let offset = 0;
    for (let i = 0; i < n; i++) {
      this.starts[i] = offset;
      offset += chunks[i].text.length;
    }
    this.length = offset;
    this.flat = flat;
  }

  /** Takes line starts (after every line break, as offsets of the whole text) that a scan already found. */
  adoptLineStarts(lineStarts: Int32Array, count: number): void {
    if (this.lines !== undefined) return;
    let k = 0;
    for (let i = 0; i < this.chunks.length; i++) {
      const c = this.chunks[i];
      const s = this.starts[i];
      const e = s + c.text.length;
      while (k < count && lineStarts[k] <= s) k++;
      const from = k;
      while (k < count && lineStarts[k] <= e) k++;
      if (c.lineStarts !== undefined) continue;
      const own = lineStarts.slice(from, k);
      for (let j = 0; j < own.length; j++) own[j] -= s;
      c.lineStarts = own;
    }
  }

  /** The text's pieces, in order (joined, they are the text). */
  pieces(): string[] {
    return this.chunks.map((c) => c.text);
  }

  /**
   * Whether a scan elsewhere should hand over line starts (adoptLineStarts): only when many chunks lack
   * theirs, as after opening. After an edit one or two chunks do, and indexing them here is cheaper than
   * copying every line start of the document across threads on each keystroke.
   */
  get needsLineStarts(): boolean {
    if (this.lines !== undefined) return false;
    let missing = 0;
    for (const c of this.chunks) {
      if (c.lineStarts === undefined && ++missing > LINE_STARTS_HANDOVER) return true;
    }
    return false;
  }

  /** Every line start (after each line break) as offsets of the whole text. */
  lineStartOffsets(): Int32Array {
    const { lines } = this.index();
    const last = this.chunks.length - 1;
    const out = new Int32Array(lines[last] + (this.chunks[last].lineStarts as Int32Array).length);
    for (let i = 0; i < this.chunks.length; i++) {
      const ls = this.chunks[i].lineStarts as Int32Array;
      const s = this.starts[i];
      const at = lines[i];
      for (let j = 0; j < ls.length; j++) out[at + j] = s + ls[j];
    }
    return out;
  }

  /** The line index, built on first use. */
  private index(): { lines: number[]; lastLineStart: number[] } {
    if (this.lines === undefined || this.lastLineStart === undefined) {
      const n = this.chunks.length;
      const lines = new Array<number>(n);
      const lastLineStarts = new Array<number>(n);
      let count = 0;
      let lastLineStart = 0;
      for (let i = 0; i < n; i++) {
        lines[i] = count;
        lastLineStarts[i] = lastLineStart;
        const c = this.chunks[i];
        const ls = (c.lineStarts ??= lineStartsOf(c.text));
        if (ls.length > 0) lastLineStart = this.starts[i] + ls[ls.length - 1];
        count += ls.length;
      }
      this.lines = lines;
      this.lastLineStart = lastLineStarts;
    }
    return { lines: this.lines, lastLineStart: this.lastLineStart };
  }

  /** A text in chunks. */
  static of(text: string): TextSnapshot {
    const chunks: Chunk[] = [];
    split(text, chunks);
    return new TextSnapshot(chunks, text);
  }

  get lineCount(): number {
    const { lines } = this.index();
    const last = this.chunks.length - 1;
    return lines[last] + (this.chunks[last].lineStarts as Int32Array).length + 1;
  }

  /** The whole text, built on first request. */
  getText(): string {
    this.flat ??= this.chunks.map((c) => c.text).join('');
    return this.flat;
  }

  /** The text between two offsets, without building the whole text. */
  slice(start: number, end: number): string {
    if (this.flat !== undefined) return this.flat.slice(start, end);
    start = Math.max(0, start);
    end = Math.min(this.length, end);
    if (end <= start) return '';
    let i = this.chunkAt(start);
    let out = '';
    let at = start;
    while (at < end) {
      const c = this.chunks[i];
      const s = this.starts[i];
      out += c.text.slice(at - s, Math.min(end - s, c.text.length));
      at = s + c.text.length;
      i++;
    }
    return out;
  }

  /** The version with [start, end) replaced by text. */
  replace(start: number, end: number, text: string): TextSnapshot {
    // The chunks the range touches (an insertion at a boundary goes to the chunk before it), and the
    // neighbour on a side the edit reaches within one character of, so a `\r\n` pair is never split.
    const chunks = this.chunks;
    let first = this.chunkAt(start === 0 ? 0 : start - 1);
    let last = Math.max(first, this.chunkAt(end === 0 ? 0 : end - 1));
    if (first > 0 && start - this.starts[first] <= 1) first--;
    if (last < chunks.length - 1 && this.starts[last] + chunks[last].text.length - end <= 1) last++;
    const base = this.starts[first];
    let joined = '';
    for (let i = first; i <= last; i++) joined += chunks[i].text;
    let edited = joined.slice(0, start - base) + text + joined.slice(end - base);
    // A small piece is merged with a neighbour so that chunks do not dwindle into many tiny ones.
    if (edited.length < CHUNK / 4 && first > 0) edited = chunks[--first].text + edited;
    else if (edited.length < CHUNK / 4 && last < chunks.length - 1) edited += chunks[++last].text;
    const replacement: Chunk[] = [];
    split(edited, replacement);
    return new TextSnapshot([...chunks.slice(0, first), ...replacement, ...chunks.slice(last + 1)]);
  }

  /** The chunk holding an offset (the last chunk for the end of the text). */
  private chunkAt(offset: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private charCodeAt(offset: number): number {
    if (offset < 0 || offset >= this.length) return NaN;
    const i = this.chunkAt(offset);
    return this.chunks[i].text.charCodeAt(offset - this.starts[i]);
  }

  /** Start offset of a line (0 <= line < lineCount). */
  private lineStart(line: number): number {
    if (line === 0) return 0;
    // The chunk whose line breaks include the one that starts this line.
    const { lines } = this.index();
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (lines[mid] < line) lo = mid;
      else hi = mid - 1;
    }
    return this.starts[lo] + (this.chunks[lo].lineStarts as Int32Array)[line - lines[lo] - 1];
  }

  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(Math.floor(offset) || 0, this.length));
    const { lines, lastLineStart } = this.index();
    const i = this.chunkAt(o);
    const rel = o - this.starts[i];
    const ls = this.chunks[i].lineStarts as Int32Array;
    // Line starts in this chunk at or before rel.
    let lo = 0;
    let hi = ls.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ls[mid] <= rel) lo = mid + 1;
      else hi = mid;
    }
    const line = lines[i] + lo;
    const start = lo > 0 ? this.starts[i] + ls[lo - 1] : lastLineStart[i];
    let at = o;
    while (at > start && isLineBreak(this.charCodeAt(at - 1))) at--;
    return { line, character: at - start };
  }

  /** The range of a line without its line break (as TextDocument.getLineRange). */
  getLineRange(line: number): Range {
    const count = this.lineCount;
    if (line >= count) {
      const start = this.lineStart(count - 1);
      return {
        start: { line: count - 1, character: 0 },
        end: { line: count - 1, character: this.length - start },
      };
    }
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const start = this.lineStart(line);
    const end = this.lineEnd(line, count);
    return { start: { line, character: 0 }, end: { line, character: end - start } };
  }

  /** The line break that ends a line ('' for the last line or a line out of range). */
  getEOLCharacters(line: number): string {
    const count = this.lineCount;
    if (line < 0 || line >= count) return '';
    const next = line + 1 < count ? this.lineStart(line + 1) : this.length;
    return this.slice(this.lineEnd(line, count), next);
  }

  /** Offset of a line's end, before its line break. */
  private lineEnd(line: number, count: number): number {
    const start = this.lineStart(line);
    let end = line + 1 < count ? this.lineStart(line + 1) : this.length;
    while (end > start && isLineBreak(this.charCodeAt(end - 1))) end--;
    return end;
  }

  offsetAt(position: Position): number {
    const count = this.lineCount;
    if (position.line >= count) return this.length;
    if (position.line < 0) return 0;
    const start = this.lineStart(position.line);
    if (position.character <= 0) return start;
    const next = position.line + 1 < count ? this.lineStart(position.line + 1) : this.length;
    let at = Math.min(start + position.character, next);
    while (at > start && isLineBreak(this.charCodeAt(at - 1))) at--;
    return at;
  }
}

/** An open document's text: the current snapshot, replaced on every change. */
export class TextBuffer implements TextDocument {
  private current: TextSnapshot;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    text: string,
  ) {
    this.current = TextSnapshot.of(text);
  }

  /** The current version of the text, which later edits leave untouched. */
  snapshot(): TextSnapshot {
    return this.current;
  }

  get length(): number {
    return this.current.length;
  }

  get lineCount(): number {
    return this.current.lineCount;
  }

  getText(range?: Range): string {
    if (range) return this.current.slice(this.offsetAt(range.start), this.offsetAt(range.end));
    return this.current.getText();
  }

  slice(start: number, end: number): string {
    return this.current.slice(start, end);
  }

  /**
   * Applies changes as `TextDocument.update` does (ranges in the text as it is before each change);
   * `onEdit` hears each one as offsets of the text before it and the text put there.
   */
  update(
    changes: readonly TextDocumentContentChangeEvent[],
    version: number,
    onEdit?: (start: number, end: number, text: string) => void,
  ): void {
    for (const change of changes) {
      if ('range' in change) {
        const a = this.offsetAt(change.range.start);
        const b = this.offsetAt(change.range.end);
        const start = Math.min(a, b);
        const end = Math.max(a, b);
        this.current = this.current.replace(start, end, change.text);
        onEdit?.(start, end, change.text);
      } else {
        onEdit?.(0, this.current.length, change.text);
        this.current = TextSnapshot.of(change.text);
      }
    }
    this.version = version;
  }

  /** Replaces [start, end) by text (offsets, as the document worker gets edits). */
  replaceRange(start: number, end: number, text: string, version: number): void {
    this.current = this.current.replace(start, end, text);
    this.version = version;
  }

  positionAt(offset: number): Position {
    return this.current.positionAt(offset);
  }

  offsetAt(position: Position): number {
    return this.current.offsetAt(position);
  }

  getLineRange(line: number): Range {
    return this.current.getLineRange(line);
  }

  getEOLCharacters(line: number): string {
    return this.current.getEOLCharacters(line);
  }
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}
