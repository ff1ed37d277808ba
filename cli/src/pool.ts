/**
 * Validation on worker threads, for runs with many documents. Each worker builds its own validation
 * state once (the `--schema` schema and every `$schema` target compiled once per worker), reads and
 * validates the paths it is sent, and posts back plain reports. The main thread hands out paths,
 * keeps at most `window` of them in flight (so memory stays bounded however many there are) and
 * passes the reports on in input order, so the output is the same as on one thread.
 */
import { Worker } from 'node:worker_threads';
import type { ContextOptions } from './documents';
import type { FileReport, SchemaSummary } from './model';

/** What a worker is started with (`workerData`). */
export interface WorkerStart {
  jovCliWorker: true;
  options: ContextOptions;
}

/** A worker's answer for one path. */
export interface WorkerResult {
  id: number;
  report: FileReport;
}

/** Tells a worker start from anything else a host might pass as `workerData`. */
export function isWorkerStart(data: unknown): data is WorkerStart {
  return (
    typeof data === 'object' && data !== null && (data as { jovCliWorker?: unknown }).jovCliWorker === true
  );
}

/** Paths handed to one worker ahead of its answers, so that it never waits for the next one. */
const AHEAD_PER_WORKER = 8;

export interface PoolRun {
  /** Validates `paths[i]` on a worker, or through `local` when it returns a report (standard input). */
  paths: readonly string[];
  local(path: string): FileReport | undefined;
  /** Called once per path, in the order of `paths`. */
  onReport(report: FileReport, index: number): void;
}

/** A fixed set of worker threads running `script` (the CLI bundle itself). */
export class WorkerPool {
  private readonly workers: Worker[];
  /** Schema summaries by key: workers send a schema's problems once, then only its key. */
  private readonly schemas = new Map<string, SchemaSummary>();

  constructor(script: string, threads: number, options: ContextOptions) {
    const workerData: WorkerStart = { jovCliWorker: true, options };
    this.workers = Array.from({ length: threads }, () => new Worker(script, { workerData }));
  }

  /** Runs every path; resolves when all reports were passed on, rejects when a worker dies. */
  run(job: PoolRun): Promise<void> {
    const { paths } = job;
    const window = this.workers.length * AHEAD_PER_WORKER * 2;
    const done = new Map<number, FileReport>();
    const pending = this.workers.map(() => 0);
    let next = 0;
    let emitted = 0;
    return new Promise<void>((resolvePromise, reject) => {
      let failed = false;
      const fail = (error: Error): void => {
        if (failed) return;
        failed = true;
        reject(error);
      };
      const drain = (): void => {
        for (let report = done.get(emitted); report !== undefined; report = done.get(emitted)) {
          done.delete(emitted);
          job.onReport(report, emitted);
          emitted++;
        }
      };
      const dispatch = (): void => {
        while (next < paths.length && next - emitted < window) {
          const local = job.local(paths[next]);
          if (local !== undefined) {
            done.set(next++, local);
            continue;
          }
          let chosen = -1;
          for (let w = 0; w < this.workers.length; w++) {
            if (pending[w] < AHEAD_PER_WORKER && (chosen === -1 || pending[w] < pending[chosen])) chosen = w;
          }
          if (chosen === -1) break;
          pending[chosen]++;
          this.workers[chosen].postMessage({ id: next, path: paths[next] });
          next++;
        }
        drain();
        if (emitted === paths.length && !failed) resolvePromise();
      };
      this.workers.forEach((worker, w) => {
        worker.on('message', (message: WorkerResult) => {
          pending[w]--;
          done.set(message.id, this.withSchema(message.report));
          dispatch();
        });
        worker.on('error', (error) => fail(error));
        worker.on('exit', (code) => {
          if (emitted < paths.length) fail(new Error(`a worker thread stopped (exit code ${code})`));
        });
      });
      dispatch();
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  /** Puts back the problems of a schema that the worker sent as a key only. */
  private withSchema(report: FileReport): FileReport {
    const schema = report.schema;
    if (schema === undefined) return report;
    const known = this.schemas.get(schema.key);
    if (known === undefined) {
      this.schemas.set(schema.key, schema);
      return report;
    }
    return { ...report, schema: known };
  }
}
