/**
 * `node:fs` in the web build (scripts/build.mjs), for the one synchronous check left outside the
 * `Environment`: whether the document worker's script exists (worker/documentWorker.ts, scanHelper.ts).
 * In a browser it never does, so large documents stay on the server's own thread, itself a web worker.
 */

/** False: the web build has no worker scripts beside it. */
export function existsSync(_path: string): boolean {
  return false;
}
