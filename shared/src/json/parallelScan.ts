/**
 * The structure scan of a large document on a worker thread, while the caller validates the value that
 * JSON.parse already gave: after JSON.parse the two need nothing from each other, and on a machine with
 * two or more cores the scan (about half of JSON.parse's time) then costs almost no wall-clock time.
 *
 * Synchronous to its caller: `finish()` blocks on an Atomics.wait for the worker's answer and reads it with
 * receiveMessageOnPort. Whatever goes wrong (no worker threads in this host, a worker that fails or is
 * too slow, a thread that may not block) ends in the same scan on the calling thread, so the
 * result never depends on the worker, only the time does.
 */
import { scanBytes, scanStructure, structureOf, type ByteScan, type Structure } from './scan';

/** Below this many characters the scan takes a few milliseconds: not worth a thread hop. */
export const PARALLEL_SCAN_MIN_LENGTH = 1 << 20;

/** A scan under way; `finish` returns its result (computing it here if the worker cannot). */
export interface PendingScan {
  finish(): Structure;
}

// The slice of node:worker_threads used here; the core compiles without Node's type library.
interface Port {
  postMessage(message: unknown): void;
  unref?(): void;
}
interface WorkerThreads {
  Worker: new (
    source: string,
    options: object,
  ) => {
    unref(): void;
    terminate(): unknown;
    on(event: string, listener: () => void): void;
  };
  MessageChannel: new () => { port1: Port; port2: Port };
  receiveMessageOnPort(port: Port): { message: unknown } | undefined;
}

interface Scanner {
  threads: WorkerThreads;
  port: Port;
  flag: Int32Array;
  dispose(): void;
}

interface Answer {
  id: number;
  result?: ByteScan;
}

/** undefined: not tried yet; null: this host cannot (or the worker failed once, so it is not used again). */
let scanner: Scanner | null | undefined;
let nextId = 1;
let answered = 0;
let seenLarge = false;

/** How many scans a worker thread has done in this process (tests use it to know the path was taken). */
export function workerScanCount(): number {
  return answered;
}
const encoder = new TextEncoder();

/** Runs in the worker: answers each request with scanBytes' result, then wakes the waiting thread. */
function workerMain(
  data: {
    port: { on(e: string, f: (m: unknown) => void): void; postMessage(m: unknown): void };
    flag: Int32Array;
  },
  scan: typeof scanBytes,
): void {
  data.port.on('message', (message) => {
    const m = message as {
      id: number;
      buffer: SharedArrayBuffer;
      length: number;
      bodyStart: number;
      maxDepth: number;
    };
    let answer: Answer;
    try {
      answer = {
        id: m.id,
        result: scan(new Uint8Array(m.buffer, 0, m.length), m.length, m.bodyStart, m.maxDepth),
      };
    } catch {
      answer = { id: m.id };
    }
    data.port.postMessage(answer);
    Atomics.store(data.flag, 0, 1);
    Atomics.notify(data.flag, 0);
  });
}

function workerThreads(): WorkerThreads | undefined {
  const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  try {
    return host.process?.getBuiltinModule?.('node:worker_threads') as WorkerThreads | undefined;
  } catch {
    return undefined;
  }
}

function getScanner(): Scanner | null {
  if (scanner !== undefined) return scanner;
  scanner = null;
  const threads = workerThreads();
  if (threads === undefined || typeof SharedArrayBuffer !== 'function') return null;
  try {
    const { port1, port2 } = new threads.MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const source = `(${workerMain.toString()})(require('node:worker_threads').workerData, ${scanBytes.toString()});`;
    const worker = new threads.Worker(source, {
      eval: true,
      workerData: { port: port2, flag },
      transferList: [port2],
    });
    // Neither keeps a process alive that has nothing else to do.
    worker.unref();
    port1.unref?.();
    const made: Scanner = {
      threads,
      port: port1,
      flag,
      dispose: () => {
        scanner = null;
        void worker.terminate();
      },
    };
    worker.on('error', () => made.dispose());
    scanner = made;
  } catch {
    scanner = null;
  }
  return scanner;
}

/**
 * Starts the structure scan of a valid document (JSON.parse accepted it): on a worker thread when the text
 * is large and the host has worker threads, else when `finish` is called.
 */
export function startStructureScan(
  text: string,
  bodyStart: number,
  rootStart: number,
  maxDepth: number,
): PendingScan {
  const inline: PendingScan = { finish: () => scanStructure(text, bodyStart, rootStart, maxDepth) };
  const length = text.length - bodyStart;
  if (length < PARALLEL_SCAN_MIN_LENGTH) return inline;
  // Not for the first large document of a process: its validation runs cold code, and a worker booting and
  // scanning beside it competes with V8's background compiler for the other core (measured: the CLI on
  // one 10 MB file got slower, not faster). From the second one on, the code is warm and the worker pays.
  if (!seenLarge) {
    seenLarge = true;
    return inline;
  }
  const s = getScanner();
  if (s === null) return inline;
  // Sized for the worst case (three UTF-8 bytes per UTF-16 unit), so every text fits and none is encoded
  // twice; the memory is reserved, not touched, beyond the bytes written.
  const buffer = new SharedArrayBuffer(3 * length);
  const bytes = new Uint8Array(buffer);
  const { read, written } = encoder.encodeInto(bodyStart > 0 ? text.slice(bodyStart) : text, bytes);
  if (read !== length) return inline; // cannot happen with that size; a half-encoded text is never scanned
  const id = nextId++;
  Atomics.store(s.flag, 0, 0);
  s.port.postMessage({ id, buffer, length: written, bodyStart, maxDepth });
  return {
    finish: () => {
      const result = awaitAnswer(s, id, length);
      return result === undefined ? inline.finish() : structureOf(text, rootStart, result);
    },
  };
}

function awaitAnswer(s: Scanner, id: number, length: number): ByteScan | undefined {
  // Far more than the scan needs (about 100 MB a second here, and the waiting thread leaves it a core);
  // only a worker that died without a word would ever use it up, and then the scan is done here.
  const timeoutMs = 1000 + length / 10_000;
  for (;;) {
    const received = s.threads.receiveMessageOnPort(s.port);
    if (received !== undefined) {
      const answer = received.message as Answer;
      if (answer.id !== id) continue; // an answer to a request given up on earlier
      if (answer.result === undefined) s.dispose();
      else answered++;
      return answer.result;
    }
    let outcome: string;
    try {
      outcome = Atomics.wait(s.flag, 0, 0, timeoutMs);
    } catch {
      // A thread that may not block (a browser-like main thread, say): never hand work off again.
      outcome = 'timed-out';
    }
    if (outcome === 'timed-out') {
      s.dispose();
      return undefined;
    }
    Atomics.store(s.flag, 0, 0);
  }
}
