/**
 * The worker-thread side of `pool.ts`: validates the paths the main thread sends, one at a time,
 * with validation state built once per worker. A schema's problems travel with the first report
 * that uses it; later reports carry its key only.
 */
import { parentPort } from 'node:worker_threads';
import { createValidation, readDocument, validateInput } from './documents';
import type { FileReport } from './model';
import type { WorkerResult, WorkerStart } from './pool';

/** Serves validation requests on `parentPort` until the main thread terminates the worker. */
export function serveWorker(start: WorkerStart): void {
  const port = parentPort;
  if (port === null) return;
  const validation = createValidation(start.options);
  const sent = new Set<string>();
  port.on('message', (message: { id: number; path: string }) => {
    let report: FileReport = validateInput(readDocument(message.path, start.options.cwd), validation);
    const schema = report.schema;
    if (schema !== undefined) {
      if (sent.has(schema.key)) report = { ...report, schema: { ...schema, problems: [] } };
      else sent.add(schema.key);
    }
    const result: WorkerResult = { id: message.id, report };
    port.postMessage(result);
  });
}
