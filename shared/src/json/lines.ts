import type { Position } from '../types';

/**
 * Maps offsets to LSP positions and back. Line starts are found once, on first use, because most
 * valid documents never need a position at all.
 */
export class LineIndex {
  private starts: Int32Array | undefined;
  private count = 0;

  /** Line starts may be handed in by a scan that already found them. */
  constructor(
    private readonly text: string,
    starts?: Int32Array,
    count?: number,
  ) {
    if (starts && count !== undefined) {
      this.starts = starts;
      this.count = count;
    }
  }

  /** Zero-based line and UTF-16 character of an offset (clamped to the text). */
  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    const o = clamp(offset, this.text.length);
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - starts[lo] };
  }

  /** Offset of a position; characters past the end of a line stop at that line's end (before its break). */
  offsetAt(position: Position): number {
    const starts = this.lineStarts();
    const line = position.line;
    if (!(line >= 0)) return 0;
    if (line >= this.count) return this.text.length;
    const start = starts[line];
    let end = line + 1 < this.count ? starts[line + 1] : this.text.length;
    // Keep the offset before the line break, as vscode-languageserver-textdocument does.
    while (end > start && isLineBreak(this.text.charCodeAt(end - 1))) end--;
    return start + clamp(position.character, end - start);
  }

  private lineStarts(): Int32Array {
    if (this.starts) return this.starts;
    const text = this.text;
    let starts = new Int32Array(64);
    let n = 0;
    starts[n++] = 0;
    const push = (at: number): void => {
      if (n === starts.length) {
        const grown = new Int32Array(starts.length * 2);
        grown.set(starts);
        starts = grown;
      }
      starts[n++] = at;
    };
    if (text.indexOf('\r') < 0) {
      // LF-only text: native indexOf is far faster than a character loop.
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) push(i + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          push(i + 1);
        } else if (c === 10) push(i + 1);
      }
    }
    this.starts = starts;
    this.count = n;
    return starts;
  }
}

function clamp(value: number, max: number): number {
  if (!(value > 0)) return 0;
  return value > max ? max : Math.floor(value);
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}
