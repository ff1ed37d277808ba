/**
 * `node:v8` in the web build (scripts/build.mjs): a browser gives no heap statistics and takes no V8
 * flags. Setting a flag throws (worker/garbage.ts and worker/heapFloor.ts catch it and do without); the
 * heap's size is unknown, reported as unbounded so that `GarbageBudget` never collects by itself and
 * leaves collection to the engine, as it does for any large heap.
 */

/** Throws: a browser takes no V8 flags. */
export function setFlagsFromString(_flags: string): void {
  throw new Error('V8 flags cannot be set in a browser');
}

/** A heap of unknown size (see above). */
export function getHeapStatistics(): { used_heap_size: number } {
  return { used_heap_size: Number.MAX_SAFE_INTEGER };
}
