/**
 * Large documents are parsed and validated on a worker thread (`dist/documentWorker.js`, see
 * documentWorkerMain.ts), so that the thread answering requests never spends seconds on one of them: it
 * keeps the document's text (for positions and code actions) and sends the worker the text on open and
 * each edit's offsets after; the worker keeps its own copy of the text, the parse tree and the validation
 * cache (the same DocumentSession as the main thread's), compiles the schemas it is given, and answers
 * with problems and errors at offsets. Messages are handled in order, so an answer describes the text as
 * it was after every edit sent before the request.
 *
 * The thread starts with the first large document and stays while large documents keep coming: a new
 * thread runs cold code, which made every later open of a large document several times slower than the
 * first. When its last document closes it drops the documents and collects its garbage at once, and if
 * no large document is opened within IDLE_MS the thread ends, which gives back the rest (its heap, its
 * compiled schemas, its code).
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ParsedDocument, PathSegment } from '../../../shared/src/index';
import type { Outline } from '../features/editing/outline';
import { placeProblem, type RawProblem } from '../../../shared/src/json/problems';
import type {
  ErrorTarget,
  JsonValue,
  ParseOptions,
  Position,
  SourceRange,
  SyntaxProblem,
  ValidationError,
} from '../../../shared/src/types';
import type { DiagnosticRelatedInformation } from 'vscode-languageserver';
import { lowerHeapFloor, raiseHeapFloor } from './heapFloor';
import { keepRecent } from '../../../host/src/recent';
import { WorkerStopped } from '../../../host/src/workerStopped';
import type { SchemaCompileReply, SchemaPayload } from '../../../host/src/schemaStore';

export { retriedOnce, WorkerStopped } from '../../../host/src/workerStopped';
import type { TextSnapshot } from '../documents/textBuffer';
import type { SuppressionComment } from '../../../shared/src/suppressions';

/**
 * Documents at least this long (UTF-16 units) are validated on the worker thread. Below, a first
 * validation on this thread takes under 100 ms even in a process that has not validated anything yet
 * (a 1.15 MB document took 138-164 ms, cold, while requests waited).
 */
export const WORKER_MIN_LENGTH = 1024 * 1024;
/** Compiled small schemas the worker keeps while no document uses them. */
const IDLE_SCHEMAS = 4;
/** The worker's young generation, in MB. */
const YOUNG_GENERATION_MB = 12;
/**
 * The old generation the worker's heap may reach before V8 first collects it, in MB: also the least it
 * waits for later. V8 sets the size at which it next collects from what the last full collection kept,
 * and the collection after a close (see documentWorkerMain.ts) kept a few megabytes, so reading the next
 * 10 MB document crossed that size halfway and one or two full collections ran during it, marking
 * beside JSON.parse on the other core. With this floor, paired warm opens of 10 MB documents came 36 to
 * 73 ms sooner in three shapes of four (the map's: 2 ms); RSS after 1,000 edits stayed as it was
 * (bench/editor.mjs), where a 256 MB floor took it to 360 MB.
 */
const WORKER_OLD_SPACE_MB = 128;
/** How long the thread stays without a document. */
export const IDLE_MS = 15_000;
/** How long a schema compiled on the worker that no open document uses is kept (see sweepLater). */
const UNUSED_SCHEMA_MS = 10_000;

/**
 * The documents a thread had when it ended without being asked to (it ran out of memory, or failed):
 * those it was working on when it ended, and the others. None of them is open on the worker any more.
 */
export interface LostDocuments {
  culprits: string[];
  others: string[];
  reason: string;
  /** How many threads ended with no request under way in the last minute, this one included. */
  blameless: number;
  /** False when the thread runs on and only these documents are no longer open there. */
  stopped?: boolean;
}

export type WorkerRequest =
  | {
      kind: 'open';
      uri: string;
      languageId: string;
      version: number;
      options: ParseOptions;
      /** The early reading that has the text (then no `append` follows; see earlyOpen.ts). */
      early?: number;
    }
  | {
      kind: 'preopen';
      id: number;
      early: number;
      uri: string;
      /** What the didOpen in `bytes` should say (the main thread looked at its first bytes). */
      sent: { uri: string; languageId: string; version: number };
      options: ParseOptions;
      bytes: Uint8Array;
      charset: BufferEncoding;
      /** Texts shorter than this are not the worker's (WORKER_MIN_LENGTH). */
      minLength: number;
      guess?: ValidationGuess;
    }
  | { kind: 'drop'; early: number }
  | { kind: 'append'; uri: string; text: string }
  | { kind: 'edit'; uri: string; start: number; end: number; text: string; version: number }
  | { kind: 'close'; uri: string }
  | { kind: 'parse'; id: number; uri: string; lineStarts: boolean; guess?: ValidationGuess }
  | { kind: 'validate'; id: number; uri: string; version?: number; schema: SchemaPayload }
  | { kind: 'compile'; id: number; schema: SchemaPayload }
  | {
      kind: 'check';
      id: number;
      value: JsonValue;
      literals: ReadonlyMap<string, string> | undefined;
      schema: SchemaPayload;
    }
  | { kind: 'forget'; key: number }
  | { kind: 'outline'; id: number; uri: string; version: number; cursor: number }
  | {
      kind: 'echo';
      id: number;
      uri: string;
      of: 'names' | 'values';
      path: PathSegment[];
      /** The value at `path` as the request sees it (what is being typed there), if any. */
      here: JsonValue | undefined;
      wanted: string[];
    }
  | { kind: 'stats'; id: number };

/** Counters of the worker thread's work (for tests and benchmarks). */
export interface WorkerStats {
  /** Readings of newly opened texts that the scan helper made (see scanHelper.ts). */
  prescans: number;
  /** The compiled schemas the thread holds. */
  schemas: number;
  /** First validations made as soon as JSON.parse had made the value, before its tree (see parse). */
  early: number;
  /** Whether the scan helper's thread runs. */
  helper: boolean;
  /** Full collections of the thread's heap so far. */
  fullCollections: number;
  /** Of those, the ones its garbage budget ran after a validation (see documentWorkerMain.ts). */
  budgetCollections: number;
  /** And the ones run after a document closed. */
  closeCollections: number;
  /** Documents that took the reading made of their didOpen's bytes (see earlyOpen.ts). */
  earlyOpens: number;
  /** Early readings no document has taken yet. */
  readings: number;
}

/**
 * A validation to run right after a parse when the root's `$schema` is still what it was (the schema
 * chosen for the document then depends on nothing that changed): one round trip per edit instead of two.
 */
export interface ValidationGuess {
  schemaProperty: string | undefined;
  schema: SchemaPayload;
}

/** What the worker knows of a document's current text after a `parse`. */
export interface ParseReply {
  version: number;
  problems: RawProblem[];
  hasSyntaxErrors: boolean;
  /** 'object', 'array', 'scalar', or 'none' (no value at all). */
  root: 'object' | 'array' | 'scalar' | 'none';
  /** The root's `$schema` string, and where its value is. */
  schemaProperty?: string;
  schemaPropertySpan?: [number, number];
  /** Offsets where lines start (first parse only), for the main thread's line index. */
  lineStarts?: Int32Array;
  /** The guessed validation (when the root's `$schema` matched the guess), for schema `key`. */
  validation?: ValidateReply & { key: number };
}

export interface ValidateReply {
  /** True when edits arrived after the parse this validation was for (its result would be stale). */
  superseded?: boolean;
  /** True when the worker does not have the schema (it was restarted): send it again. */
  needSchema?: boolean;
  valid?: boolean;
  errors?: ValidationError[];
  /** [offset, length] of each error's range, or null. */
  ranges?: ([number, number] | null)[];
  /**
   * Where each error's rule is written, when its schema document is one the worker parsed from text (a
   * large one, which the main thread does not parse); null for the others (the main thread finds those).
   */
  related?: (DiagnosticRelatedInformation[] | null)[];
  /**
   * The suppression comments of the document's text (`validate` only; absent when there are none): the
   * main thread applies them when its syntax policy allows comments, as it does for a text it has.
   */
  suppressions?: SuppressionComment[];
}

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Told by the worker without being asked: a document it was to take from an early reading has no text there. */
export interface WorkerNotice {
  missing: string;
}

/** The main thread's side of the document worker. */
export class DocumentWorker {
  private worker: Worker | undefined;
  /** Messages not posted yet: a large text goes in pieces, a few per turn of the event loop. */
  private readonly outbox: WorkerRequest[] = [];
  private draining = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { uri: string | undefined; resolve(value: unknown): void; reject(error: Error): void }
  >();
  private readonly open = new Set<string>();
  /** Schema keys the current worker has compiled. */
  private readonly known = new Set<number>();
  /** The schema key each open document was last validated with (a key no document uses is forgotten). */
  private readonly schemaOf = new Map<string, number>();
  /** Keys of small schemas, which stay compiled while no document uses them. */
  private readonly small = new Set<number>();
  /** Keys of small schemas no document uses, oldest first (at most IDLE_SCHEMAS). */
  private readonly idle = new Set<number>();
  /** Early readings of didOpens the worker was asked for and no document has taken yet, by id. */
  private readonly early = new Map<
    number,
    { uri: string; languageId: string; version: number; worker: Worker }
  >();
  private nextEarly = 1;
  /** When threads that ended on their own with no request under way ended (see lose). */
  private readonly blameless: number[] = [];
  /** Ends the thread when no document has been open for IDLE_MS. */
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  private disposed = false;
  /** Forgets the compiled schemas no document uses (see sweepLater). */
  private sweepTimer: ReturnType<typeof setTimeout> | undefined;
  /** Resolved when the current thread has exited. */
  private exit: Promise<void> = Promise.resolve();

  constructor(
    private readonly script: string,
    private readonly log: (message: string) => void,
    private readonly idleMs = IDLE_MS,
    /** Told when the thread ended on its own, with the documents it had (the owner opens them again). */
    private readonly onLost?: (lost: LostDocuments) => void,
  ) {}

  /** A worker for the script, or undefined when the script is not there (tests running the server in-process). */
  static create(
    script: string | undefined,
    log: (message: string) => void,
    idleMs = IDLE_MS,
    onLost?: (lost: LostDocuments) => void,
  ): DocumentWorker | undefined {
    return script !== undefined && existsSync(script)
      ? new DocumentWorker(script, log, idleMs, onLost)
      : undefined;
  }

  /** Resolves when the thread that runs now (if any) has exited. */
  exited(): Promise<void> {
    return this.exit;
  }

  /** The thread's id while it runs (for logs and tests). */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** Whether a document is validated on the worker. */
  has(uri: string): boolean {
    return this.open.has(uri);
  }

  /** Messages waiting to be posted (a large text goes out about a megabyte per turn; for tests). */
  get queuedMessages(): number {
    return this.outbox.length;
  }

  /** Early readings asked for that no document has taken or dropped yet (for tests). */
  get earlyReadings(): number {
    return this.early.size;
  }

  /** Whether the worker has compiled a schema. */
  knows(key: number): boolean {
    return this.known.has(key);
  }

  /**
   * Sends a document's text, in the pieces it is kept in: copying 50 MB to another thread in one message
   * holds this thread for a good part of a second, in pieces requests get answered in between. With
   * `early`, the worker's early reading of the didOpen is taken instead when it is of this document
   * (returns true then).
   */
  openDocument(
    uri: string,
    pieces: readonly string[],
    languageId: string,
    version: number,
    options: ParseOptions,
    early?: number,
  ): boolean {
    this.open.add(uri);
    this.stopIdleTimer();
    if (early !== undefined) this.dropOlder(early);
    const reading = early === undefined ? undefined : this.early.get(early);
    if (early !== undefined) this.early.delete(early);
    if (reading !== undefined && reading.worker === this.worker) {
      if (reading.uri === uri && reading.languageId === languageId && reading.version === version) {
        this.post({ kind: 'open', uri, languageId, version, options, early });
        return true;
      }
      this.post({ kind: 'drop', early: early as number });
    }
    // Queued together and then drained: posted one by one, each found the queue empty and went out at
    // once, and the whole text was copied in one turn (70-100 ms for 50 MB).
    const messages: WorkerRequest[] = [{ kind: 'open', uri, languageId, version, options }];
    let batch = '';
    for (const piece of pieces) {
      batch += piece;
      if (batch.length >= 256 * 1024) {
        messages.push({ kind: 'append', uri, text: batch });
        batch = '';
      }
    }
    if (batch.length > 0) messages.push({ kind: 'append', uri, text: batch });
    this.post(...messages);
    return false;
  }

  /**
   * Has the worker read a large didOpen from its bytes now, while this thread decodes them (see
   * earlyOpen.ts): `key` is the document's key, `sent` what the first bytes say, `guess` the validation
   * to run with the parse. Returns the reading's id for `openDocument` (or `dropEarly`).
   */
  preopen(
    key: string,
    sent: { uri: string; languageId: string; version: number },
    options: ParseOptions,
    bytes: Uint8Array,
    charset: BufferEncoding,
    guess?: ValidationGuess,
  ): number | undefined {
    if (this.disposed) return undefined;
    let worker: Worker;
    try {
      worker = this.ensure();
    } catch {
      return undefined;
    }
    this.stopIdleTimer();
    const id = this.nextEarly++;
    this.early.set(id, { uri: key, languageId: sent.languageId, version: sent.version, worker });
    // A request, though nobody waits for its answer: were the thread to end while reading, the reading
    // is the request under way, and the documents waiting behind it are not blamed. Posted at once
    // unless texts are still going out (then after them, as every message is).
    this.request({
      kind: 'preopen',
      id: 0,
      early: id,
      uri: key,
      sent,
      options,
      bytes,
      charset,
      minLength: WORKER_MIN_LENGTH,
      guess: guess !== undefined && this.known.has(guess.schema.key) ? guess : undefined,
    }).catch(() => undefined);
    return id;
  }

  /** Lets go of an early reading no document took (the didOpen was not one for the worker after all). */
  dropEarly(id: number): void {
    this.dropOlder(id);
    const reading = this.early.get(id);
    this.early.delete(id);
    if (reading !== undefined && reading.worker === this.worker) this.post({ kind: 'drop', early: id });
    this.idleUnlessUsed();
  }

  /**
   * Drops the readings older than `id` that nothing took or dropped: readings are made in the order the
   * messages arrive and their didOpens are handled in that order, so a didOpen that never reached the
   * handler (a message the connection did not dispatch) leaves its reading behind a later one.
   */
  private dropOlder(id: number): void {
    for (const older of [...this.early.keys()]) if (older < id) this.dropEarly(older);
  }

  edit(uri: string, start: number, end: number, text: string, version: number): void {
    if (this.open.has(uri)) this.post({ kind: 'edit', uri, start, end, text, version });
  }

  /**
   * Closes a document there; the worker lets go of its memory when no document is left. (Called for
   * every document that closes: a small one may have used a schema compiled there.)
   */
  closeDocument(uri: string): void {
    const wasOpen = this.open.delete(uri);
    // What of its text is still queued (a large text goes a megabyte per turn) need not go out: all of
    // it when its open is queued too (then nothing is open there to close), else the rest of it.
    let lastOpen = -1;
    this.outbox.forEach((m, i) => {
      if (m.kind === 'open' && m.uri === uri) lastOpen = i;
    });
    const ours = (m: WorkerRequest, i: number): boolean =>
      'uri' in m && m.uri === uri && !('id' in m) && (lastOpen >= 0 ? i >= lastOpen : m.kind !== 'close');
    // An open that was to take an early reading leaves the reading there: it is dropped instead.
    const readings = this.outbox.flatMap((m, i) =>
      ours(m, i) && m.kind === 'open' && m.early !== undefined ? [m.early] : [],
    );
    const kept = this.outbox.filter((m, i) => !ours(m, i));
    this.outbox.length = 0;
    this.outbox.push(...kept);
    for (const early of readings) this.post({ kind: 'drop', early });
    if (wasOpen && lastOpen < 0) this.post({ kind: 'close', uri });
    this.useSchema(uri, undefined);
    this.idleUnlessUsed();
  }

  /**
   * Notes that an open document that is not on the worker no longer uses a schema compiled there (it
   * has another schema now, or none, or is not validated).
   */
  release(uri: string): void {
    if (this.open.has(uri) || !this.schemaOf.has(uri)) return;
    this.useSchema(uri, undefined);
    this.idleUnlessUsed();
  }

  /**
   * Forgets, a while after, the compiled schemas no open document uses that are not kept on purpose
   * (the last few small ones): one compiled for the status bar's question, for files of the workspace,
   * or by a build that was replaced. Each such request starts the wait again, so a workspace run does not
   * lose its schema between files.
   */
  private sweepLater(): void {
    this.stopSweepTimer();
    this.sweepTimer = setTimeout(() => {
      this.sweepTimer = undefined;
      const used = new Set(this.schemaOf.values());
      for (const key of [...this.known]) if (!used.has(key) && !this.idle.has(key)) this.forget(key);
    }, UNUSED_SCHEMA_MS);
    this.sweepTimer.unref();
  }

  /** The thread ends IDLE_MS after no document is open there and no open document uses its schemas. */
  private idleUnlessUsed(): void {
    const unused = (): boolean => this.open.size === 0 && this.schemaOf.size === 0 && this.early.size === 0;
    if (!unused() || this.idleTimer !== undefined || this.worker === undefined) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (unused()) this.stop();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /**
   * The document's parse as it is now; with a guess, also its validation against the guessed schema
   * when the root's `$schema` is what the guess says.
   */
  parse(uri: string, lineStarts: boolean, guess?: ValidationGuess): Promise<ParseReply> {
    const request = { kind: 'parse' as const, id: 0, uri, lineStarts };
    if (guess === undefined || !this.known.has(guess.schema.key)) {
      return this.request(request) as Promise<ParseReply>;
    }
    this.useSchema(uri, guess.schema.key);
    return this.request({ ...request, guess }) as Promise<ParseReply>;
  }

  /**
   * Validates a document's last parse against a schema (`full` gives its value when the worker does not
   * have it); with `version` (the one a `parse` answered for), superseded when that parse is of another.
   * A `small` schema stays compiled for a while after its last document closes (reopening a file or
   * opening another with the same schema then runs warm code); a large one is forgotten at once.
   */
  validate(
    uri: string,
    schema: SchemaPayload,
    full: () => SchemaPayload,
    small = false,
    version?: number,
  ): Promise<ValidateReply> {
    if (small) this.small.add(schema.key);
    this.useSchema(uri, schema.key);
    return this.withSchema(schema.key, full, (payload) => ({
      kind: 'validate',
      id: 0,
      uri,
      version,
      schema: payload,
    }));
  }

  /**
   * Compiles a schema that is too large to compile on the main thread (see LARGE_SCHEMA_LENGTH); the
   * worker keeps it under its key while documents use it (`check`, `validate`).
   */
  async compileSchema(payload: SchemaPayload): Promise<SchemaCompileReply> {
    try {
      const reply = (await this.request({ kind: 'compile', id: 0, schema: payload })) as SchemaCompileReply;
      if (reply.error === undefined) this.known.add(payload.key);
      return reply;
    } finally {
      this.sweepLater();
      this.idleUnlessUsed();
    }
  }

  /**
   * Validates a value parsed on the main thread (a small document, or a file of the workspace) against a
   * schema the worker compiled; `user` is the open document that uses the schema (it stays compiled until
   * that document closes or changes schema), undefined for a file that is not open.
   */
  async check(
    user: string | undefined,
    value: JsonValue,
    literals: ReadonlyMap<string, string> | undefined,
    key: number,
    full: () => SchemaPayload,
  ): Promise<ValidateReply> {
    if (user !== undefined) this.useSchema(user, key);
    try {
      return await this.withSchema(key, full, (schema) => ({
        kind: 'check',
        id: 0,
        value,
        literals,
        schema,
      }));
    } finally {
      if (user === undefined) this.sweepLater();
      this.idleUnlessUsed();
    }
  }

  /** Sends a request that needs a compiled schema, with the schema's documents when the worker lacks it. */
  private async withSchema(
    key: number,
    full: () => SchemaPayload,
    message: (schema: SchemaPayload) => Extract<WorkerRequest, { kind: 'validate' | 'check' }>,
  ): Promise<ValidateReply> {
    const first = (await this.request(message(this.known.has(key) ? { key } : full()))) as ValidateReply;
    if (!first.needSchema) {
      this.known.add(key);
      return first;
    }
    const again = (await this.request(message(full()))) as ValidateReply;
    if (again.needSchema) throw new Error('the schema could not be sent to the document worker');
    this.known.add(key);
    return again;
  }

  /**
   * The outline of a document's text at `version` around `cursor` (see editing/outline.ts), or undefined
   * when the worker's text is at another version (the document was reopened meanwhile).
   */
  async outline(uri: string, version: number, cursor: number): Promise<Outline | undefined> {
    if (!this.open.has(uri)) return undefined;
    return (await this.request({ kind: 'outline', id: 0, uri, version, cursor })) as Outline | undefined;
  }

  /**
   * Which of `wanted` VS Code's JSON support offers at `path` of a document (see builtInEcho.ts), with
   * `here` in place of the value at `path` (what is being typed there).
   */
  async echo(
    uri: string,
    of: 'names' | 'values',
    path: readonly PathSegment[],
    here: JsonValue | undefined,
    wanted: ReadonlySet<string>,
  ): Promise<Set<string>> {
    if (!this.open.has(uri)) return new Set();
    const found = (await this.request({
      kind: 'echo',
      id: 0,
      uri,
      of,
      path: [...path],
      here,
      wanted: [...wanted],
    })) as string[];
    return new Set(found);
  }

  /** The worker thread's counters (starting it if it is not running). */
  stats(): Promise<WorkerStats> {
    return this.request({ kind: 'stats', id: 0 }) as Promise<WorkerStats>;
  }

  private stopSweepTimer(): void {
    if (this.sweepTimer !== undefined) clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  private stopIdleTimer(): void {
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  /** Notes which schema a document is validated with; a compiled schema no document uses is forgotten. */
  private useSchema(uri: string, key: number | undefined): void {
    const before = this.schemaOf.get(uri);
    if (before === key) return;
    if (key === undefined) this.schemaOf.delete(uri);
    else {
      this.schemaOf.set(uri, key);
      this.idle.delete(key);
      this.stopIdleTimer();
    }
    if (before === undefined) return;
    for (const used of this.schemaOf.values()) if (used === before) return;
    if (this.small.has(before)) {
      const oldest = keepRecent(this.idle, before, IDLE_SCHEMAS);
      if (oldest !== undefined) this.forget(oldest);
      return;
    }
    this.forget(before);
  }

  private forget(key: number): void {
    this.small.delete(key);
    if (this.known.delete(key) && this.worker) this.post({ kind: 'forget', key });
  }

  /** Ends the thread for good (the server is shutting down): later requests fail. */
  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  /** Ends the thread (pending requests fail); the next large document starts a new one. */
  stop(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.stopIdleTimer();
    this.stopSweepTimer();
    this.known.clear();
    this.idle.clear();
    this.outbox.length = 0;
    this.early.clear();
    for (const p of this.pending.values()) p.reject(new WorkerStopped());
    this.pending.clear();
    if (worker) void worker.terminate();
  }

  private request(message: Extract<WorkerRequest, { id: number }>): Promise<unknown> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    const id = this.nextId++;
    const uri = 'uri' in message ? message.uri : undefined;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { uri, resolve, reject });
      this.post({ ...message, id });
    });
  }

  private post(...messages: WorkerRequest[]): void {
    // Nothing starts a thread once the server is shutting down.
    if (this.disposed) return;
    for (const message of messages) this.outbox.push(message);
    if (!this.draining) this.drain();
  }

  /** Posts queued messages in order, yielding to other work after every megabyte or so. */
  private drain(): void {
    this.draining = true;
    let sent = 0;
    while (this.outbox.length > 0 && sent < 1 << 20) {
      const message = this.outbox.shift() as WorkerRequest;
      let worker: Worker;
      try {
        worker = this.ensure();
      } catch (error) {
        // No thread to be had (out of resources): as if one had ended at once. Its requests fail, its
        // documents go back to their owner, and the next message tries again.
        this.draining = false;
        this.log(
          `The document worker could not be started: ${error instanceof Error ? error.message : String(error)}`,
        );
        this.lostThread('its thread could not be started', false);
        return;
      }
      worker.postMessage(message);
      sent += message.kind === 'append' ? message.text.length : 64;
    }
    if (this.outbox.length === 0) {
      this.draining = false;
      return;
    }
    setImmediate(() => this.drain());
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    // The floor is for this thread's heap only: put back once the thread runs (or fails to start), unless
    // a newer thread raised it since (one started while this one was ending).
    const token = {};
    const floor = raiseHeapFloor(token, WORKER_OLD_SPACE_MB);
    let worker: Worker;
    try {
      // A young generation smaller than V8's default: the worker's data (a document's parse) lives
      // long and is promoted anyway, and the memory it held was resident for good.
      worker = new Worker(this.script, {
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
    } catch (error) {
      lowerHeapFloor(token);
      throw error;
    }
    if (floor) {
      const lower = (): void => {
        worker.off('online', lower);
        worker.off('exit', lower);
        lowerHeapFloor(token);
      };
      worker.once('online', lower);
      worker.once('exit', lower);
    }
    worker.unref();
    this.exit = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: WorkerReply | WorkerNotice) => {
      if ('missing' in reply) {
        this.missing(worker, reply.missing);
        return;
      }
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.value);
      else p.reject(new Error(reply.error));
    });
    worker.on('error', (error) => {
      this.log(`The document worker failed: ${error.stack ?? error.message}`);
      this.lose(worker, error.message);
    });
    // An end nobody asked for (stop() lets go of the thread first): process.exit in the thread, say.
    worker.on('exit', (code) => this.lose(worker, `its thread ended with code ${code}`));
    this.worker = worker;
    return worker;
  }

  /**
   * A document that was to take an early reading the thread does not have (it could not read the bytes):
   * it is not open there, and its owner opens it again with the text it keeps, as after a thread's end.
   */
  private missing(worker: Worker, uri: string): void {
    if (this.worker !== worker || !this.open.delete(uri)) return;
    this.log(`The document worker had no early reading of ${uri}: sending its text.`);
    this.onLost?.({
      culprits: [],
      others: [uri],
      reason: 'its early reading of the document was missing',
      blameless: 0,
      stopped: false,
    });
  }

  /**
   * After the thread ended on its own: its documents are no longer open here (the owner has their text
   * and opens them again), its pending requests fail, and the next request starts a new thread.
   */
  private lose(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.lostThread(reason, true);
  }

  /** Its documents are no longer open there; `blame`: the request under way may have ended the thread. */
  private lostThread(reason: string, blame: boolean): void {
    // The thread handles requests one at a time, in order: the oldest one was under way, the others
    // waited behind it. (A thread that ended between requests, filling a cache, or under a request about
    // no open document, compiling a schema, blames no document; `blameless` tells its owner when that
    // keeps happening.)
    const oldest = this.pending.values().next().value?.uri;
    const culprit = blame && oldest !== undefined && this.open.has(oldest) ? oldest : undefined;
    const others = [...this.open].filter((uri) => uri !== culprit);
    this.open.clear();
    this.schemaOf.clear();
    this.small.clear();
    this.stop();
    const now = Date.now();
    if (culprit === undefined) this.blameless.push(now);
    while (this.blameless.length > 0 && this.blameless[0] < now - 60_000) this.blameless.shift();
    this.onLost?.({
      culprits: culprit === undefined ? [] : [culprit],
      others,
      reason,
      blameless: this.blameless.length,
    });
  }
}

/**
 * A document validated on the worker, as the validation pipeline sees it on the main thread: its
 * problems, its root's `$schema`, positions from the main thread's copy of the text. The value is only a
 * stand-in with the root's kind and `$schema` (what choosing a schema needs); the real one is the worker's.
 */
export class RemoteDocument implements ParsedDocument {
  readonly value: JsonValue | undefined;
  readonly problems: SyntaxProblem[];
  readonly hasSyntaxErrors: boolean;

  constructor(
    private readonly snapshot: TextSnapshot,
    readonly reply: ParseReply,
  ) {
    switch (reply.root) {
      case 'object':
        this.value = reply.schemaProperty === undefined ? {} : { $schema: reply.schemaProperty };
        break;
      case 'array':
        this.value = [];
        break;
      case 'scalar':
        this.value = null;
        break;
      default:
        this.value = undefined;
    }
    this.problems = reply.problems.map((p) => placeProblem(p, this.rangeAt(p.offset, p.length)));
    this.hasSyntaxErrors = reply.hasSyntaxErrors;
  }

  get text(): string {
    return this.snapshot.getText();
  }

  /** Only the root's `$schema` value is known here. */
  locate(targets: readonly ErrorTarget[]): (SourceRange | undefined)[] {
    const span = this.reply.schemaPropertySpan;
    return targets.map((t) =>
      span && t.path === '/$schema' && t.part === 'value' ? this.rangeAt(span[0], span[1]) : undefined,
    );
  }

  positionAt(offset: number): Position {
    return this.snapshot.positionAt(offset);
  }

  offsetAt(position: Position): number {
    return this.snapshot.offsetAt(position);
  }

  rangeAt(offset: number, length: number): SourceRange {
    return { offset, length, start: this.positionAt(offset), end: this.positionAt(offset + length) };
  }

  memberSpans(): undefined {
    return undefined;
  }
}
