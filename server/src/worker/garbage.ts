/**
 * A full garbage collection on demand, for the moments a large document's memory should come back at
 * once: the thread that held it may allocate next to nothing afterwards (an idle worker, a server
 * answering small requests), and V8 collects the old generation only when allocation asks for it.
 *
 * What it buys (`node --expose-gc bench/editor.mjs`, its memory scenario): after 1,000 edits of a 10 MB
 * document the server holds 185-205 MB resident in every shape; without the collections at close and the
 * garbage budget below, 230-310 MB from run to run (V8 let the main thread's heap reach 4 to 7 times what
 * it keeps, and the worker's reach its floor, before collecting).
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;

let collector: (() => void) | null | undefined;

/**
 * Runs a full collection on the calling thread; false when this runtime cannot. (`--expose-gc` cannot
 * be given to one worker thread, nor to a server an editor started; set at run time, it exposes `gc` to a
 * new context.)
 */
export function collectGarbage(): boolean {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('gc');
      collector = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collector = null;
    }
  }
  collector?.();
  return collector !== null;
}

/**
 * Collects the calling thread's heap once it has gathered `budget` bytes of garbage past what it kept,
 * for a thread whose heap is small. The server's thread keeps about 25 MB while a large document lives
 * on the document worker, and on each edit of one with many problems it leaves about 300 KB for a full
 * collection (the diagnostics of the last version, alive when the next one's are made). V8 waits for up
 * to 4 times what a thread keeps before collecting it, measured at its last full collection, which could
 * be an open's (text and message alive): between collections the heap reached 85 to 180 MB, and RSS
 * after the editor benchmark's 1,000 edits came anywhere between 230 and 310 MB. Collected here once
 * 32 MB have gathered (the young generation's objects count too), it stays under about 70 MB, at the
 * cost of a full collection (10 to 25 ms) every hundred edits or so, after the squiggles are out. A
 * thread that keeps more (several large documents on the server's thread, say) is left to V8, whose
 * incremental marking spares it the long pause of a full collection. (Making V8 itself collect sooner,
 * with `--heap-growing-percent` for the whole process, made completion in a 10 MB document pause past
 * 50 ms in 4 runs of 5.)
 */
export class GarbageBudget {
  /** The least the heap held at a check since the last restart or collection of this budget's. */
  private kept: number | undefined;
  /** How many collections it ran. */
  collections = 0;

  constructor(
    private readonly budget = 32 * MB,
    private readonly smallHeap = 64 * MB,
    private readonly used: () => number = () => getHeapStatistics().used_heap_size,
    private readonly collect: () => boolean = collectGarbage,
  ) {}

  /** Forgets what the heap kept: the next check measures from the heap's size then. */
  restart(): void {
    this.kept = undefined;
  }

  /** Collects when the heap outgrew its budget; true when it did. */
  check(): boolean {
    const used = this.used();
    this.kept = this.kept === undefined ? used : Math.min(this.kept, used);
    // A heap past both is not known to keep little: it may have grown with what it keeps.
    if (this.kept > this.smallHeap || used > this.smallHeap + this.budget) return false;
    if (used - this.kept < this.budget) return false;
    if (!this.collect()) return false;
    this.collections++;
    this.kept = this.used();
    return true;
  }
}
