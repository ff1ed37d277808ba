/**
 * Decodes the bodies of LSP messages read from stdio. A body of OFF_THREAD_BODY_BYTES or more (the
 * didOpen of a large document) is parsed on a thread of its own: `JSON.parse` of a 50 MB didOpen held
 * the server's thread 150-250 ms, while the requests already read waited behind it. The thread does
 * `toString` and `JSON.parse`; this one hands the bytes over (without a copy when they lie in shared
 * memory, as `FrameRepair` puts large frames) and takes the message back (structured cloning copies the
 * text once, a fraction of parsing it). vscode-jsonrpc's reader delivers the messages
 * in the order they arrived whatever each decode takes.
 */
import { Worker } from 'node:worker_threads';
import type { ContentTypeDecoderOptions, Message } from 'vscode-languageserver/node';

/**
 * Bodies at least this long are parsed on the decoding thread. Below, parsing here takes well under
 * 100 ms (a 10 MB document's didOpen, about 14 MB, 40-80 ms), and the thread would cost more than it
 * saves: with it from 4 MB, the benchmark's 10 MB document opened later and the server's resident
 * memory after opening it rose from 230-240 MB to 300-327 MB (a second heap holding the parse).
 */
export const OFF_THREAD_BODY_BYTES = 16 * 1024 * 1024;
/** The decoding thread ends after this long without a large message. */
const IDLE_MS = 2_000;

/** The decoding thread's code: small enough to need no bundle of its own. */
const DECODER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, bytes, charset }) => {
  let reply;
  try {
    reply = { id, message: JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(charset)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort.postMessage(reply);
});
`;

/**
 * Sees each large body before it is decoded (`peek` may return a token), then the message decoded from
 * it (`decoded`, with the token), or that it was not one (`failed`).
 */
export interface BodyWatcher {
  peek(bytes: Uint8Array, charset: BufferEncoding): number | undefined;
  decoded(message: Message, token: number): void;
  failed(token: number): void;
}

/** Bodies at least this long are shown to the watcher (a document of 1 MB or more goes to the worker). */
export const WATCHED_BODY_BYTES = 1024 * 1024;

interface Pending {
  bytes: Uint8Array;
  charset: BufferEncoding;
  resolve(message: Message): void;
  reject(error: Error): void;
}

/** Parses a body on this thread, as vscode-jsonrpc's own decoder does. */
function decodeHere(bytes: Uint8Array, charset: BufferEncoding): Message {
  return JSON.parse(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(charset),
  ) as Message;
}

/** vscode-jsonrpc's `application/json` decoder, with large bodies parsed on another thread. */
export class MessageDecoder {
  readonly name = 'application/json';
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** How many bodies the decoding thread parsed, and how many of them it read in shared memory (for tests). */
  decodedElsewhere = 0;
  sharedBodies = 0;
  /** Sees the large bodies (see earlyOpen.ts); set once the server exists. */
  watcher: BodyWatcher | undefined;

  constructor(private readonly minBytes = OFF_THREAD_BODY_BYTES) {}

  /** The message in a body (rejected when it is not JSON, as the reader's own decoder does). */
  decode(buffer: Uint8Array, options: ContentTypeDecoderOptions): Promise<Message> {
    const charset = options.charset as BufferEncoding;
    const watcher = buffer.byteLength >= WATCHED_BODY_BYTES ? this.watcher : undefined;
    if (watcher === undefined) return this.decodeBody(buffer, charset);
    let token: number | undefined;
    try {
      token = watcher.peek(buffer, charset);
    } catch {
      // A watcher's failure must not cost the message.
      token = undefined;
    }
    if (token === undefined) return this.decodeBody(buffer, charset);
    const id = token;
    return this.decodeBody(buffer, charset).then(
      (message) => {
        watcher.decoded(message, id);
        return message;
      },
      (error: unknown) => {
        watcher.failed(id);
        throw error;
      },
    );
  }

  private decodeBody(buffer: Uint8Array, charset: BufferEncoding): Promise<Message> {
    if (buffer.byteLength < this.minBytes) {
      try {
        return Promise.resolve(decodeHere(buffer, charset));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { bytes: buffer, charset, resolve, reject });
      try {
        if (buffer.buffer instanceof SharedArrayBuffer) {
          // Read where it lies; the view stays valid here too (parsed here if the thread fails).
          this.ensure().postMessage({ id, bytes: buffer, charset });
          this.sharedBodies++;
          return;
        }
        // A copy of its own, handed over without another: the reader's buffer may hold more than the body.
        const copy = new Uint8Array(buffer.byteLength);
        copy.set(buffer);
        this.ensure().postMessage({ id, bytes: copy, charset }, [copy.buffer]);
      } catch {
        // No thread to be had (out of resources): parsed here, as before there was one.
        this.pending.delete(id);
        try {
          resolve(decodeHere(buffer, charset));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  }

  /** Ends the decoding thread (a body under way is parsed here instead). */
  dispose(): void {
    const worker = this.worker;
    this.worker = undefined;
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (worker) void worker.terminate();
    this.decodePendingHere();
  }

  private ensure(): Worker {
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.worker) return this.worker;
    const worker = new Worker(DECODER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (reply: { id: number; message?: Message; error?: string }) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      this.decodedElsewhere++;
      if (reply.error !== undefined) p.reject(new Error(reply.error));
      else p.resolve(reply.message as Message);
      if (this.pending.size === 0) this.idleLater(worker);
    });
    // A thread that fails (out of memory on a huge body) loses no message: what it had is parsed here.
    const lost = (): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.decodePendingHere();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.worker = worker;
    return worker;
  }

  private idleLater(worker: Worker): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.worker === worker && this.pending.size === 0) {
        this.worker = undefined;
        void worker.terminate();
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }

  private decodePendingHere(): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      try {
        p.resolve(decodeHere(p.bytes, p.charset));
      } catch (error) {
        p.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
}
