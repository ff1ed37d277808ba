/**
 * The worker-thread side of `pool.ts`: validates the paths the main thread sends, one batch after
 * the other, with validation state built once per worker. A schema's problems travel with the first
 * report that uses it; later reports carry its key only. Downloads are asked of the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { createValidation, readDocument, validateInput } from './documents';
import { validateBatch } from './jsonLines';
import { isLinesTask } from './linePool';
import type { LinesReply, LinesTask } from './linePool';
import type { FileReport } from './model';
import { isSourceReply } from './pool';
import type { SourceReply, SourceRequest, WorkerResult, WorkerStart, WorkerTask } from './pool';
import type { RemoteSource, RemoteSources } from './schemaLoader';
import { setDisplayLanguage } from '../../host/src/displayLanguage';

/** Serves validation requests on `parentPort` until the main thread terminates the worker. */
export function serveWorker(start: WorkerStart): void {
  const port = parentPort;
  if (port === null) return;
  setDisplayLanguage(start.locale);
  const waiting = new Map<number, (source: RemoteSource) => void>();
  let nextId = 0;
  const remote: RemoteSources = {
    get(url) {
      return new Promise((resolve) => {
        const request: SourceRequest = { sourceId: nextId++, url };
        waiting.set(request.sourceId, resolve);
        port.postMessage(request);
      });
    },
  };
  const ready = createValidation(start.options, remote);
  const sent = new Set<string>();
  // Batches run one after the other, so that the reports of one batch are posted together.
  let queue: Promise<void> = ready.then(() => undefined);
  const run = async (task: WorkerTask): Promise<void> => {
    const validation = await ready;
    const reports: FileReport[] = [];
    for (const path of task.paths) {
      const report = await validateInput(readDocument(path, start.options.cwd), validation);
      const schema = report.schema;
      if (schema === undefined || !sent.has(schema.key)) {
        if (schema !== undefined) sent.add(schema.key);
        reports.push(report);
      } else {
        reports.push({ ...report, schema: { ...schema, problems: [] } });
      }
    }
    const result: WorkerResult = { first: task.first, reports };
    port.postMessage(result);
  };
  port.on('message', (message: WorkerTask | SourceReply | LinesTask) => {
    if (isLinesTask(message)) {
      queue = queue
        .then(async () => {
          const validation = await ready;
          const result = await validateBatch(message.source, message.batch, validation.context);
          const reply: LinesReply = { linesId: message.linesId, result };
          port.postMessage(reply);
        })
        .catch((error: unknown) => {
          setImmediate(() => {
            throw error;
          });
        });
      return;
    }
    if (isSourceReply(message)) {
      waiting.get(message.sourceId)?.(message.source);
      waiting.delete(message.sourceId);
      return;
    }
    // A failure here is a bug: rethrown outside the chain, it ends the worker and the pool reports it.
    queue = queue
      .then(() => run(message))
      .catch((error: unknown) => {
        setImmediate(() => {
          throw error;
        });
      });
  });
}
