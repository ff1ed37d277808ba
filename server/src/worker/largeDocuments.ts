/**
 * Where the server's large open documents live: on the document worker (documentWorker.ts) from
 * WORKER_MIN_LENGTH on. This module decides that at open, forwards their edits, lets go of them at close
 * (with a full collection after the last one, see collectGarbage), and keeps them validated when the
 * worker's thread ends on its own: its documents are opened on a new thread, except one that was being
 * read when a thread ended for the third time since it was last validated (it would only end the next
 * one too), and all of them when threads keep ending with no document being read. Those are given up
 * on (`OpenDocument.lost` says why) until they are reopened.
 */
import {
  DocumentWorker,
  IDLE_MS,
  WORKER_MIN_LENGTH,
  type LostDocuments,
  type ValidationGuess,
  type WorkerStats,
} from './documentWorker';
import type { DocumentStore, OpenDocument } from '../documents/documentStore';
import type { SniffedOpen } from './earlyOpen';
import { collectGarbage } from './garbage';
import { normalizeUri } from '../../../host/src/uris';
import { parseOptionsFor } from '../documents/validation';
import { hostTexts } from '../../../host/src/displayLanguage';

/** Thread ends a document may cause (or within a minute with none being read) before it is given up on. */
const MAX_WORKER_FAILURES = 3;

export interface LargeDocumentsHost {
  documents: DocumentStore;
  log(message: string): void;
  /** Validates a document again soon (its validation under way failed with the thread). */
  revalidate(doc: OpenDocument): void;
}

/** The large open documents and the document worker they are validated on. */
export class LargeDocuments {
  private readonly worker: DocumentWorker | undefined;

  /** Without a worker script (tests running the server in-process) every document stays on this thread. */
  constructor(
    private readonly host: LargeDocumentsHost,
    workerScript: string | undefined,
  ) {
    this.worker = DocumentWorker.create(
      workerScript,
      (m) => host.log(m),
      IDLE_MS,
      (lost) => this.lost(lost),
    );
  }

  /**
   * Has the worker read a large didOpen from its bytes while this thread decodes them (see
   * earlyOpen.ts); the id goes to `opened` with the document. `guess`: the schema to validate with at once.
   */
  preopen(
    sniffed: SniffedOpen,
    bytes: Uint8Array,
    charset: BufferEncoding,
    guess: ValidationGuess | undefined,
  ): number | undefined {
    // Not worth a look below the worker's size (the body is longer than its text, never shorter).
    if (bytes.byteLength < WORKER_MIN_LENGTH) return undefined;
    return this.worker?.preopen(
      normalizeUri(sniffed.uri),
      sniffed,
      parseOptionsFor(sniffed.uri, sniffed.languageId),
      bytes,
      charset,
      guess,
    );
  }

  /**
   * Places a newly opened document: a large one goes to the worker (taking the early reading `early` of
   * its didOpen, when there is one; one it does not take is dropped).
   */
  opened(doc: OpenDocument, early?: number): void {
    if (doc.document.length >= WORKER_MIN_LENGTH) {
      doc.readEarly = this.send(doc, early);
      return;
    }
    if (early !== undefined) this.worker?.dropEarly(early);
    // Opened again with a text too short for the worker: the worker's copy of the old text must not
    // answer for it.
    if (this.worker?.has(doc.key)) this.worker.closeDocument(doc.key);
  }

  /** Lets go of an early reading no document took. */
  dropEarly(id: number): void {
    this.worker?.dropEarly(id);
  }

  /** Forwards an edit of a document on the worker (the store's `change` calls it for every document). */
  readonly edit = (key: string, start: number, end: number, text: string, version: number): void => {
    this.worker?.edit(key, start, end, text, version);
  };

  /** Lets go of a closed document; the memory of the last large one is collected at once. */
  closed(doc: OpenDocument): void {
    this.worker?.closeDocument(doc.key);
    if (doc.document.length >= WORKER_MIN_LENGTH) this.collectAfterLast();
  }

  /** The worker a document is validated on, or undefined when it is validated on this thread. */
  workerOf(doc: OpenDocument): DocumentWorker | undefined {
    return this.worker?.has(doc.key) ? this.worker : undefined;
  }

  /**
   * Notes that a document validated on this thread no longer uses a schema compiled on the worker (its
   * schema is another, or none, or it is not validated), so the worker can forget that schema.
   */
  releaseSchema(doc: OpenDocument): void {
    this.worker?.release(doc.key);
  }

  /** The document worker (also where large schemas are compiled), when the server has one. */
  get schemaWorker(): DocumentWorker | undefined {
    return this.worker;
  }

  /** The worker's counters, when its thread runs (for tests and bug reports). */
  stats(): Promise<WorkerStats> | undefined {
    const worker = this.worker;
    return worker?.threadId === undefined ? undefined : worker.stats();
  }

  /** Ends the worker's thread for good (the server is shutting down). */
  stop(): void {
    this.worker?.dispose();
  }

  private send(doc: OpenDocument, early?: number): boolean {
    const { document } = doc;
    return !!this.worker?.openDocument(
      doc.key,
      document.snapshot().pieces(),
      document.languageId,
      document.version,
      doc.session.options,
      early,
    );
  }

  /** The worker's thread ended on its own (out of memory, most likely): see the module comment. */
  private lost({ culprits, others, reason, blameless, stopped = true }: LostDocuments): void {
    // Threads that keep ending while no document was being read (filling a cache, say) blame none:
    // then none is opened there again.
    const giveUp = stopped && blameless >= MAX_WORKER_FAILURES;
    this.host.log(
      stopped
        ? `The document worker stopped (${reason}); ${giveUp ? `${blameless} times within a minute with no request under way: its documents are not validated` : 'opening its documents again'}.`
        : `The document worker lost ${others.join(', ')} (${reason}); opening it again.`,
    );
    // The others first: their requests then come before the culprit's, which may end the next thread.
    for (const key of [...others, ...culprits]) {
      const doc = this.host.documents.get(key);
      if (!doc) continue;
      // The validation under way fails with the thread: this run replaces it.
      doc.generation++;
      if (culprits.includes(key)) doc.workerFailures++;
      if (doc.workerFailures >= MAX_WORKER_FAILURES) {
        doc.lost = hostTexts().t('worker.stoppedReading', { count: doc.workerFailures, reason });
      } else if (giveUp) {
        doc.lost = hostTexts().t('worker.stoppedOften', { count: blameless, reason });
      }
      if (doc.lost !== undefined) this.host.log(`${doc.uri} is not validated: ${doc.lost}.`);
      else this.send(doc);
      this.host.revalidate(doc);
    }
  }

  /**
   * A full collection once the last large document has closed (on the next turn, when what referred
   * to it is gone): this thread then mostly answers small requests, which never ask V8 to collect the old
   * generation, so the tens of megabytes the document's text and messages took would stay taken.
   */
  private collectAfterLast(): void {
    const largeOpen = (): boolean =>
      this.host.documents.all().some((d) => d.document.length >= WORKER_MIN_LENGTH);
    if (largeOpen()) return;
    // A large document opened meanwhile keeps what it needs, and the next close collects.
    setImmediate(() => {
      if (!largeOpen()) collectGarbage();
    });
  }
}
