/**
 * The worker-thread side of `pool.ts`: validates the paths the main thread sends, one at a time,
 * with validation state built once per worker. A schema's problems travel with the first report
 * that uses it; later reports carry its key only.
 */
import { parentPort } from 'node:worker_threads';
import { createValidation, readDocument, validateInput } from './documents';
import type { FileReport } from './model';
import type { WorkerResult, WorkerStart, WorkerTask } from './pool';

/** Serves validation requests on `parentPort` until the main thread terminates the worker. */
export function serveWorker(start: WorkerStart): void {
  const port = parentPort;
  if (port === null) return;
  const validation = createValidation(start.options);
  const sent = new Set<string>();
  port.on('message', (task: WorkerTask) => {
    const reports = task.paths.map((path): FileReport => {
      const report = validateInput(readDocument(path, start.options.cwd), validation);
      const schema = report.schema;
      if (schema === undefined) return report;
      if (!sent.has(schema.key)) {
        sent.add(schema.key);
        return report;
      }
      return { ...report, schema: { ...schema, problems: [] } };
    });
    const result: WorkerResult = { first: task.first, reports };
    port.postMessage(result);
  });
}
