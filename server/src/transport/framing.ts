/**
 * Keeps the server listening through a broken LSP message frame on stdio. vscode-jsonrpc's reader,
 * after a header without `Content-Length`, with `Content-Length: abc`, or with a length longer than the
 * body, stays out of step with the stream for good: the server runs on but never answers again. This
 * transform sits between stdin and that reader and passes on only well-formed frames: a bad header is
 * logged and skipped up to the next `Content-Length:` header, and a frame whose declared body holds the
 * start of another frame (a raw `Content-Length: N` and CR LF, which valid JSON cannot contain) is
 * dropped there, so the next message is read as soon as it arrives. (Over node IPC, node frames the
 * messages itself; a broken line there ends the process with an error, and the client restarts it.)
 */
import { Transform, type TransformCallback } from 'node:stream';

const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');
const LENGTH_FIELD = Buffer.from('Content-Length:', 'latin1');
/** A header block longer than this is garbage, not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
/** A declared length beyond this is a broken frame (V8 cannot hold such a message as a string anyway). */
const MAX_BODY_BYTES = 1024 * 1024 * 1024;
/** Frames at least this long get a buffer of their own, filled in place and handed on without a copy. */
export const LARGE_FRAME_BYTES = 1024 * 1024;

/** The body length a header block declares, or why it is not a valid header. */
function parseHeader(header: string): number | string {
  let length: number | undefined;
  for (const line of header.split('\r\n')) {
    const m = /^([A-Za-z][A-Za-z0-9-]*):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (m === null) return `a header line is not "Name: value": ${JSON.stringify(line.slice(0, 80))}`;
    if (m[1].toLowerCase() !== 'content-length') continue;
    if (!/^[0-9]{1,10}$/.test(m[2])) {
      return `Content-Length is not a number: ${JSON.stringify(m[2].slice(0, 80))}`;
    }
    length = Number(m[2]);
  }
  if (length === undefined) return 'the header has no Content-Length';
  if (length > MAX_BODY_BYTES) return `Content-Length ${length} is beyond any message`;
  return length;
}

/** Whether a complete `Content-Length: N` line starts at `at`: true, false, or undefined (not all bytes are here yet). */
function isLengthLine(buffer: Buffer, at: number, end: number): boolean | undefined {
  let i = at + LENGTH_FIELD.length;
  while (i < end && (buffer[i] === 0x20 || buffer[i] === 0x09)) i++;
  const digits = i;
  while (i < end && buffer[i] >= 0x30 && buffer[i] <= 0x39) i++;
  if (i >= end - 1) return undefined;
  return i > digits && buffer[i] === 0x0d && buffer[i + 1] === 0x0a;
}

/** Passes on well-formed LSP frames only; `log` hears about each broken one. */
export class FrameRepair extends Transform {
  private buffer: Buffer<ArrayBufferLike> = Buffer.allocUnsafe(64 * 1024);
  private head = 0;
  private tail = 0;
  /** Body bytes of the pending frame already searched for a stray header. */
  private scanned = 0;

  constructor(private readonly log: (message: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let at = 0;
    while (at < chunk.length) {
      // A large frame's own buffer has room for the frame and 64 KB more (what a pipe delivers at once):
      // a bigger chunk that ends the frame is taken in two, so the frame stays where it is (shared with the
      // decoding thread) instead of moving to a buffer twice its size.
      const room = this.buffer.length - this.tail;
      const take =
        this.buffer.length >= LARGE_FRAME_BYTES && room > 0 && room < chunk.length - at
          ? room
          : chunk.length - at;
      this.append(chunk.subarray(at, at + take));
      at += take;
      this.drain();
    }
    done();
  }

  private append(chunk: Buffer): void {
    if (this.tail + chunk.length > this.buffer.length) {
      this.moveTo(Math.max(this.buffer.length, 2 * (this.tail - this.head + chunk.length)));
    }
    chunk.copy(this.buffer, this.tail);
    this.tail += chunk.length;
  }

  /**
   * Moves what is buffered to the start of a buffer of at least `size` bytes (this one, when it is that
   * large already). A `shared` one is a view of a SharedArrayBuffer: the body of a large frame is then
   * read by other threads where it lies (messageDecoder.ts, earlyOpen.ts), where copying 60 MB there
   * held this thread 45-60 ms (the copy's first touch of every page).
   */
  private moveTo(size: number, shared = false): void {
    const used = this.tail - this.head;
    const length = Math.max(size, used);
    const target =
      size <= this.buffer.length
        ? this.buffer
        : shared
          ? Buffer.from(new SharedArrayBuffer(length))
          : Buffer.allocUnsafe(length);
    this.buffer.copy(target, 0, this.head, this.tail);
    this.buffer = target;
    this.scanned = Math.max(0, this.scanned - this.head);
    this.head = 0;
    this.tail = used;
  }

  /**
   * Where `needle` first occurs in [from, tail), or -1. Searches only what has arrived: the buffer keeps
   * the size of the largest message so far, and an unbounded indexOf read all of it (10 MB after opening
   * a large document) for every small message that followed.
   */
  private locate(needle: Buffer, from: number): number {
    if (from >= this.tail) return -1;
    return this.buffer.subarray(0, this.tail).indexOf(needle, from);
  }

  private drain(): void {
    for (;;) {
      const buffer = this.buffer;
      const headerEnd = this.locate(HEADER_END, this.head);
      if (headerEnd < 0 || headerEnd >= this.tail) {
        if (this.tail - this.head > MAX_HEADER_BYTES) this.skip('a header longer than 8 KB');
        else return;
        continue;
      }
      if (headerEnd - this.head > MAX_HEADER_BYTES) {
        this.skip('a header longer than 8 KB');
        continue;
      }
      const parsed = parseHeader(buffer.toString('latin1', this.head, headerEnd));
      if (typeof parsed === 'string') {
        this.skip(parsed);
        continue;
      }
      const bodyStart = headerEnd + HEADER_END.length;
      const bodyEnd = bodyStart + parsed;
      if (bodyEnd > this.buffer.length && bodyEnd - this.head >= LARGE_FRAME_BYTES) {
        // A large frame still arriving (a didOpen of a big document): room for all of it at once, where
        // growing by doubling copied 50 MB about twice more on the thread that answers requests.
        // (With a chunk's worth to spare: the chunk that ends the frame may start the next one.) In
        // shared memory, so that other threads read the body where it lies: the decoding thread, and the
        // document worker reading a large didOpen early (earlyOpen.ts).
        this.moveTo(bodyEnd - this.head + 64 * 1024, true);
        continue;
      }
      const searchEnd = Math.min(bodyEnd, this.tail);
      let from = Math.max(bodyStart, this.scanned);
      let stray = -1;
      while (from < searchEnd) {
        const at = this.locate(LENGTH_FIELD, from);
        if (at < 0 || at >= searchEnd) break;
        const complete = isLengthLine(buffer, at, this.tail);
        if (complete === undefined) return;
        if (complete) {
          stray = at;
          break;
        }
        from = at + 1;
      }
      if (stray >= 0) {
        this.log(`Dropped a message whose Content-Length (${parsed}) is longer than its body.`);
        this.head = stray;
        this.scanned = 0;
        this.shrink();
        continue;
      }
      // Keep clear of a header field cut in two at the end of what has arrived.
      this.scanned = Math.max(bodyStart, searchEnd - LENGTH_FIELD.length);
      if (bodyEnd > this.tail) return;
      if (bodyEnd - this.head >= LARGE_FRAME_BYTES) {
        // Handed on as it is (the reader keeps it only until it has decoded it); what follows it moves
        // to a new buffer.
        this.push(buffer.subarray(this.head, bodyEnd));
        const rest = this.tail - bodyEnd;
        this.buffer = Buffer.allocUnsafe(Math.max(64 * 1024, rest));
        buffer.copy(this.buffer, 0, bodyEnd, this.tail);
        this.head = 0;
        this.tail = rest;
        this.scanned = 0;
        continue;
      }
      this.push(Buffer.from(buffer.subarray(this.head, bodyEnd)));
      this.head = bodyEnd;
      this.scanned = 0;
      if (this.head === this.tail) {
        this.head = 0;
        this.tail = 0;
        // Opening a large document grew the buffer; the messages that follow are small.
        if (this.buffer.length > 1024 * 1024) this.buffer = Buffer.allocUnsafe(64 * 1024);
      }
    }
  }

  /** Skips a broken header up to the next `Content-Length:` field, or drops all but a possible partial one. */
  private skip(reason: string): void {
    this.log(`Skipped a broken message header (${reason}); reading on from the next Content-Length header.`);
    const next = this.locate(LENGTH_FIELD, this.head + 1);
    if (next >= 0 && next < this.tail) this.head = next;
    else this.head = Math.max(this.head + 1, this.tail - LENGTH_FIELD.length + 1);
    this.scanned = 0;
    this.shrink();
  }

  /**
   * After a large frame was dropped, what is left (the start of the next message) moves to a small
   * buffer: the large one was held until the next message had come whole, for good if none came.
   */
  private shrink(): void {
    const used = this.tail - this.head;
    if (this.buffer.length <= LARGE_FRAME_BYTES || used > 64 * 1024) return;
    const small = Buffer.allocUnsafe(64 * 1024);
    this.buffer.copy(small, 0, this.head, this.tail);
    this.buffer = small;
    this.head = 0;
    this.tail = used;
  }
}
