/**
 * The document worker's thread ending under a request, apart from the worker itself so that the schema
 * store (which the CLI bundles too) can retry without bringing the worker in.
 */

/** A request failed because the thread ended under it (a new thread takes the next one). */
export class WorkerStopped extends Error {
  constructor() {
    super('the document worker stopped');
  }
}

/**
 * Runs a request again once if the thread ended under it (out of memory, or ended by another document):
 * the request then goes to a new thread, with the schema sent again.
 */
export async function retriedOnce<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof WorkerStopped)) throw error;
    return request();
  }
}
