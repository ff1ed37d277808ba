/**
 * The reading of a newly opened large text that need not wait for JSON.parse: the structure scan of the
 * parse tree and the search for number literals beyond a double (together about as long as JSON.parse
 * itself) run on a thread of their own while the document worker parses, and the document worker takes
 * their results when it needs them (the tree after JSON.parse, the literals at the first validation).
 *
 * The document worker waits for an answer synchronously (HelperThread.receive, the same helper-thread
 * setup as the library's parallel scan), as it has nothing else to do meanwhile. Whatever goes wrong (no
 * script, a thread that fails, dies or is too slow) ends in the same work on the waiting thread: results
 * never depend on the helper, only time does.
 */
import { existsSync } from 'node:fs';
import * as workerThreads from 'node:worker_threads';
import { HelperThread } from '../../../shared/src/helperThread';
import type { ValidTreeScan } from '../../../shared/src/json/validTree';
import type { Prescan } from '../documents/documentSession';

/** Below this many characters both readings take a few milliseconds: not worth a thread hop. */
export const PRESCAN_MIN_LENGTH = 1 << 20;

/**
 * The helper ends this long after its last reading was taken (or started, for one never taken: a document
 * closed before its first validation), or at the next edit (see settle). Kept between documents opened
 * one after another, it reads the next text with warm code and is not started beside its JSON.parse:
 * paired warm opens of 10 MB documents came 25-36 ms sooner (13 and 14 of 16 pairs), for about 20 MB
 * held meanwhile.
 */
const IDLE_MS = 5_000;

/** What the document worker sends: a whole text to read. */
export interface ScanRequest {
  id: number;
  text: string;
  nodeMin: number;
}

/** One of the two answers to a request (no result: the helper failed on it). */
export type ScanAnswer =
  | { id: number; kind: 'structure'; scan?: ValidTreeScan }
  | { id: number; kind: 'literals'; runs?: readonly (readonly [number, string])[] };

type StructureAnswer = Extract<ScanAnswer, { kind: 'structure' }>;
type LiteralsAnswer = Extract<ScanAnswer, { kind: 'literals' }>;

/** The answers to one reading, as they arrive (null: taken already, or not wanted). */
interface Answers {
  structure?: StructureAnswer | null;
  literals?: LiteralsAnswer | null;
}

/**
 * Readings whose answers are still wanted. Answers come in the order of the requests, and one reading's
 * may arrive while another's are waited for (two large documents opened together): they wait here. A
 * reading whose document was closed or edited before its literals were taken is dropped with the oldest.
 */
const MAX_WAITING = 4;

/** Starts readings of large texts on a helper thread; one per document worker. */
export class ScanHelper {
  private running: HelperThread | undefined;
  private nextId = 1;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly waiting = new Map<number, Answers>();
  /** How many answers arrived for readings still waited for (tests use it to know the helper did the work). */
  answered = 0;

  constructor(
    private readonly script: string,
    private readonly nodeMin: number,
    /** How long a reading may take before the caller does it itself: this plus 0.05 ms per kilobyte. */
    private readonly timeoutMs = 1_000,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** A helper for the script beside the document worker's, or undefined when it is not there. */
  static create(
    script: string,
    nodeMin: number,
    timeoutMs?: number,
    idleMs?: number,
  ): ScanHelper | undefined {
    return existsSync(script) ? new ScanHelper(script, nodeMin, timeoutMs, idleMs) : undefined;
  }

  /** Starts reading a text, or undefined when it is too small to be worth it (the caller reads it then). */
  start(text: string): Prescan | undefined {
    if (text.length < PRESCAN_MIN_LENGTH) return undefined;
    const running = this.ensure();
    if (running === undefined) return undefined;
    const id = this.nextId++;
    const request: ScanRequest = { id, text, nodeMin: this.nodeMin };
    running.post(request);
    this.waiting.set(id, {});
    for (const old of this.waiting.keys()) {
      if (this.waiting.size <= MAX_WAITING) break;
      this.waiting.delete(old);
    }
    // Far more than the reading needs (about 100 MB a second, with a core of its own); only a thread that
    // died without a word uses it up, and then the reading is done by the caller.
    const deadline = Date.now() + this.timeoutMs + text.length / 20_000;
    // Each answer is taken once (the tree made from the scan keeps nothing of it); the reading is done
    // when both are.
    const taken = (answers: Answers | undefined): void => {
      if (answers === undefined || answers.structure !== null || answers.literals !== null) return;
      this.finish(id);
    };
    return {
      structure: () => {
        const answers = this.answersOf(running, id, 'structure', deadline);
        const found = answers?.structure;
        if (answers !== undefined) answers.structure = null;
        taken(answers);
        return found ? found.scan : undefined;
      },
      dropStructure: () => {
        const answers = this.waiting.get(id);
        if (answers !== undefined) answers.structure = null;
        taken(answers);
      },
      literals: () => {
        const answers = this.answersOf(running, id, 'literals', deadline);
        const found = answers?.literals;
        if (answers !== undefined) answers.literals = null;
        taken(answers);
        // A helper that failed or is gone gives nothing more for this reading.
        if (answers === undefined) this.waiting.delete(id);
        return found ? found.runs : undefined;
      },
      close: () => {
        const answers = this.waiting.get(id);
        if (answers === undefined) return;
        answers.structure = null;
        answers.literals = null;
        taken(answers);
      },
    };
  }

  /** Lets go of a reading whose answers were taken; the thread gets its idle time anew (see IDLE_MS). */
  private finish(id: number): void {
    this.waiting.delete(id);
    this.keepAlive();
  }

  /**
   * Ends the thread now unless a reading still waits for its answers: a document is being edited, and the
   * memory the thread holds (about 20 MB) is worth more than a warm start for a text nobody is opening.
   */
  settle(): void {
    if (this.waiting.size === 0) this.dispose();
  }

  /**
   * Starts the thread ahead of a reading (a large text is arriving), so that its start-up overlaps the
   * text's arrival instead of the reading.
   */
  prepare(): void {
    this.ensure();
  }

  /** Whether a helper thread runs (for tests). */
  get active(): boolean {
    return this.running !== undefined;
  }

  /** How many readings still wait for an answer to be taken (for tests). */
  get pending(): number {
    return this.waiting.size;
  }

  /** Settles when the thread running now has ended (at once when none runs; for tests). */
  exited(): Promise<void> {
    return this.running?.exit ?? Promise.resolve();
  }

  /** Ends the helper thread (it starts again for the next large text). */
  dispose(): void {
    if (this.idle !== undefined) clearTimeout(this.idle);
    this.idle = undefined;
    const running = this.running;
    this.running = undefined;
    this.waiting.clear();
    running?.dispose();
  }

  /** Starts the idle time anew (a reading under way is not cut off by it). */
  private keepAlive(): void {
    if (this.idle !== undefined) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.dispose(), this.idleMs);
    this.idle.unref();
  }

  private ensure(): HelperThread | undefined {
    this.keepAlive();
    if (this.running !== undefined) return this.running;
    // A thread that failed or ended is replaced at the next reading (a reading waited for when it ended
    // runs out its time: the waiting thread hears of the end only after it).
    const running = HelperThread.start(workerThreads, this.script, {
      // Its data (one text and what was found in it) is short-lived: a small young generation is enough.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
      lost: () => {
        if (this.running === running) this.dispose();
      },
    });
    this.running = running;
    return running;
  }

  /**
   * The answers to reading `id` once the one of this kind is in (or was taken), taking every answer that
   * arrives meanwhile to its reading; undefined when the reading is no longer waited for, or the helper
   * failed or is too slow (it is ended then, and the next reading starts a new one).
   */
  private answersOf(
    running: HelperThread,
    id: number,
    kind: ScanAnswer['kind'],
    deadline: number,
  ): Answers | undefined {
    for (;;) {
      const answers = this.waiting.get(id);
      if (answers === undefined || this.running !== running) return undefined;
      if (answers[kind] !== undefined) return answers;
      const answer = running.receive(deadline) as ScanAnswer | undefined;
      if (answer === undefined) {
        this.dispose();
        return undefined;
      }
      const to = this.waiting.get(answer.id);
      if (to === undefined) continue;
      this.answered++;
      // A structure answer nobody wants (dropped before it came) is not kept.
      if (answer.kind === 'structure') to.structure = to.structure === null ? null : answer;
      else to.literals = answer;
    }
  }
}
