/**
 * A larger starting old generation for one thread's heap. V8 reads `--initial-old-space-size` when a
 * thread's heap is made, and the flag belongs to the whole process, so it is raised just before that
 * thread starts and put back as soon as its heap exists (the thread puts it back too, first thing, in
 * case this thread is busy when it comes online). See documentWorker.ts for why the document worker has one.
 *
 * What it buys (`node --expose-gc bench/pairedOpens.mjs`, paired warm opens against a build without it):
 * opening a 10 MB document again, or another after closing one, 35-75 ms sooner of about half a second in
 * most shapes: without the floor, V8 collected the worker's heap halfway through reading the next text.
 */
import { setFlagsFromString } from 'node:v8';

const FLAG = /^--initial[-_]old[-_]space[-_]size=(\d+)$/;

/** The value the process was started with (0: V8's default), which every other thread keeps. */
function startedWith(): number {
  let value = 0;
  for (const arg of [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]) {
    const m = FLAG.exec(arg);
    if (m) value = Number(m[1]);
  }
  return value;
}

/** The value this module set last (for tests: V8 does not say). */
let current: number | undefined;

function setFloor(megabytes: number): boolean {
  try {
    setFlagsFromString(`--initial-old-space-size=${megabytes}`);
    current = megabytes;
    return true;
  } catch {
    return false;
  }
}

/** Who raised the floor last (only that owner puts it back). */
let holder: object | undefined;

/** Raises the floor for the heaps made from now on, for `owner`; false when it is not raised. */
export function raiseHeapFloor(owner: object, megabytes: number): boolean {
  if (megabytes <= startedWith() || !setFloor(megabytes)) return false;
  holder = owner;
  return true;
}

/** Puts the floor back to what the process started with, unless another owner raised it since. */
export function lowerHeapFloor(owner?: object): void {
  if (owner !== undefined && owner !== holder) return;
  holder = undefined;
  setFloor(startedWith());
}

/** The floor this module set last, or undefined when it set none (for tests). */
export function heapFloorNow(): number | undefined {
  return current;
}
