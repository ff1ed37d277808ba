/**
 * Reports each time the server's thread was blocked (for benchmarks and bug reports): with
 * JSON_OBJECT_VALIDATOR_REPORT_STALLS=N in the environment, every stall of N ms or more is written to
 * stderr as `stall <ms> ms`. A request that arrives during a stall waits that long: what a client measures
 * on top (its own pauses, messages queued behind a large one in the pipe) is not the server's.
 */
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
