/**
 * `node:worker_threads` in the web build (scripts/build.mjs). Nothing starts a thread there (the
 * document worker's script never exists, see fs.ts); a `Worker` that is made anyway throws, which the
 * callers treat as a worker that could not be started.
 */

/** Throws: no worker_threads in a browser. */
export class Worker {
  constructor() {
    throw new Error('node:worker_threads is not available in a browser');
  }
}

export const parentPort = null;
export const workerData = undefined;
export const isMainThread = true;
