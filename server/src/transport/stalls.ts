/**
 * Reports each time the server's thread was blocked (for benchmarks and bug reports): with
 * JSON_OBJECT_VALIDATOR_REPORT_STALLS=N in the environment, every stall of N ms or more is written to
 * stderr as `stall <ms> ms`. A request that arrives during a stall waits that long: what a client measures
 * on top (its own pauses, messages queued behind a large one in the pipe) is not the server's. With
 * JSON_OBJECT_VALIDATOR_REPORT_SLOW_REQUESTS=N, each request answered N ms or more after the server read
 * it is written as `slow request <method> <ms> ms` (see RequestTimer).
 */
import type { Message, MessageReader, MessageWriter } from 'vscode-languageserver/node';
import { tapReader } from './readerTap';
const TICK_MS = 5;

/** Starts the reporter when the environment asks for it; returns whether it did. */
export function reportStalls(env: NodeJS.ProcessEnv, write: (line: string) => void): boolean {
  const threshold = Number(env.JSON_OBJECT_VALIDATOR_REPORT_STALLS);
  if (!(threshold > 0)) return false;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    last = now;
    if (late >= threshold) write(`stall ${late.toFixed(0)} ms\n`);
  }, TICK_MS);
  timer.unref();
  return true;
}

/** A request's method and when the server read it, by id. */
interface Read {
  method: string;
  at: number;
}

/**
 * Times each request from the moment its reader delivers it (decoded, in order: a request behind a large
 * message is read after it) to the moment its response is written, and reports those that took `threshold`
 * ms or more.
 */
export class RequestTimer {
  private readonly read = new Map<string | number, Read>();

  constructor(
    private readonly threshold: number,
    private readonly write: (line: string) => void,
  ) {}

  /** Notes a message the reader delivered. */
  received(message: Message): void {
    const { id, method } = message as { id?: unknown; method?: unknown };
    if ((typeof id === 'number' || typeof id === 'string') && typeof method === 'string') {
      this.read.set(id, { method, at: performance.now() });
    }
  }

  /** Notes a message about to be written; a response ends its request's time. */
  sent(message: Message): void {
    const { id, method } = message as { id?: unknown; method?: unknown };
    if (method !== undefined || (typeof id !== 'number' && typeof id !== 'string')) return;
    const read = this.read.get(id);
    if (read === undefined) return;
    this.read.delete(id);
    const ms = performance.now() - read.at;
    if (ms >= this.threshold) this.write(`slow request ${read.method} ${ms.toFixed(0)} ms\n`);
  }

  /** Wraps a reader and a writer so that every message passes by this timer. */
  watch(reader: MessageReader, writer: MessageWriter): void {
    tapReader(reader, (message) => this.received(message));
    const write = writer.write.bind(writer);
    writer.write = (message) => {
      this.sent(message);
      return write(message);
    };
  }
}

/** A RequestTimer when the environment asks for one. */
export function requestTimer(
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): RequestTimer | undefined {
  const threshold = Number(env.JSON_OBJECT_VALIDATOR_REPORT_SLOW_REQUESTS);
  return threshold > 0 ? new RequestTimer(threshold, write) : undefined;
}
