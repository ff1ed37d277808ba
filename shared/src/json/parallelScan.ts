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
import { HelperThread, wakeWaiter, workerThreadsOfHost, type HelperData } from '../helperThread';
import { scanBytes, scanStructure, stringBytes, structureOf, type ByteScan, type Structure } from './scan';

/** Below this many characters the scan takes a few milliseconds: not worth a thread hop. */
export const PARALLEL_SCAN_MIN_LENGTH = 1 << 20;

/** A scan under way; `finish` returns its result (computing it here if the worker cannot). */
export interface PendingScan {
  finish(): Structure;
}

interface Answer {
  id: number;
  result?: ByteScan;
}

/** undefined: not tried yet; null: this host cannot (or the worker failed once, so it is not used again). */
let scanner: HelperThread | null | undefined;
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
  data: HelperData,
  scan: typeof scanBytes,
  wake: typeof wakeWaiter,
  strings: Uint8Array,
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
        result: scan(new Uint8Array(m.buffer, 0, m.length), m.length, m.bodyStart, m.maxDepth, strings),
      };
    } catch {
      answer = { id: m.id };
    }
    wake(data, answer);
  });
}

function getScanner(): HelperThread | null {
  if (scanner !== undefined) return scanner;
  scanner = null;
  const threads = workerThreadsOfHost();
  if (threads === undefined) return null;
  // The worker is made from source text, so that the published bundle needs no file beside it: what it
  // runs uses nothing outside its own body.
  const source = `(${workerMain.toString()})(require('node:worker_threads').workerData, ${scanBytes.toString()}, ${wakeWaiter.toString()}, (${stringBytes.toString()})());`;
  const started = HelperThread.start(threads, source, { eval: true, lost: () => (scanner = null) });
  scanner = started ?? null;
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
  body?: Uint8Array,
): PendingScan {
  const inline: PendingScan = { finish: () => scanStructure(text, bodyStart, rootStart, maxDepth, body) };
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
  let buffer: SharedArrayBuffer;
  let written: number;
  if (body !== undefined) {
    // The caller's bytes (a file as read): copied, which costs far less than encoding the text.
    buffer = new SharedArrayBuffer(body.length);
    new Uint8Array(buffer).set(body);
    written = body.length;
  } else {
    // Sized for the worst case (three UTF-8 bytes per UTF-16 unit), so every text fits and none is encoded
    // twice; the memory is reserved, not touched, beyond the bytes written.
    buffer = new SharedArrayBuffer(3 * length);
    const encoded = encoder.encodeInto(bodyStart > 0 ? text.slice(bodyStart) : text, new Uint8Array(buffer));
    if (encoded.read !== length) return inline; // cannot happen with that size; a half-encoded text is never scanned
    written = encoded.written;
  }
  const id = nextId++;
  s.post({ id, buffer, length: written, bodyStart, maxDepth });
  return {
    finish: () => {
      const result = awaitAnswer(s, id, length);
      return result === undefined ? inline.finish() : structureOf(text, rootStart, result);
    },
  };
}

function awaitAnswer(s: HelperThread, id: number, length: number): ByteScan | undefined {
  // Far more than the scan needs (about 100 MB a second here, and the waiting thread leaves it a core);
  // only a worker that died without a word would ever use it up, and then the scan is done here.
  const deadline = Date.now() + 1000 + length / 10_000;
  for (;;) {
    const answer = s.receive(deadline) as Answer | undefined;
    if (answer === undefined) {
      // Too slow, or this thread may not block: never hand work off again.
      scanner = null;
      return undefined;
    }
    if (answer.id !== id) continue; // an answer to a request given up on earlier
    if (answer.result === undefined) {
      s.dispose();
      scanner = null;
    } else answered++;
    return answer.result;
  }
}
