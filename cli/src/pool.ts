/**
 * Validation on worker threads, for runs with many documents. Each worker builds its own validation
 * state once (the `--schema` schema and every `$schema` target compiled once per worker), reads and
 * validates the paths it is sent, and posts back plain reports. The main thread hands out paths,
 * keeps at most `window` of them in flight (so memory stays bounded however many there are) and
 * passes the reports on in input order, so the output is the same as on one thread. Downloads are
 * the main thread's: a worker asks it for a schema's text, so each URL is fetched once per run and
 * every thread sees the same answer.
 */
import { Worker } from 'node:worker_threads';
import type { ContextOptions } from './documents';
import type { FileReport, SchemaSummary } from './model';
import type { RemoteSource, RemoteSources } from './schemaLoader';
import { displayLanguage } from '../../host/src/displayLanguage';

/** What a worker is started with (`workerData`). */
export interface WorkerStart {
  jovCliWorker: true;
  options: ContextOptions;
  /** The language of messages (the run's, see run.ts). */
  locale: string;
}

/** Paths sent to a worker in one message (numbered by their index in the run). */
export interface WorkerTask {
  first: number;
  paths: string[];
}

/** A worker's answer for one task: the reports of its paths, in order. */
export interface WorkerResult {
  first: number;
  reports: FileReport[];
}

/** A worker's request for a downloaded document (answered with a `SourceReply` of the same id). */
export interface SourceRequest {
  sourceId: number;
  url: string;
}

/** The main thread's answer to a `SourceRequest`. */
export interface SourceReply {
  sourceId: number;
  source: RemoteSource;
}

/** Tells a source reply from a task. */
export function isSourceReply(message: WorkerTask | SourceReply): message is SourceReply {
  return (message as Partial<SourceReply>).sourceId !== undefined;
}

/** Tells a source request from a task result. */
export function isSourceRequest(message: WorkerResult | SourceRequest): message is SourceRequest {
  return (message as Partial<SourceRequest>).sourceId !== undefined;
}

/** Tells a worker start from anything else a host might pass as `workerData`. */
export function isWorkerStart(data: unknown): data is WorkerStart {
  return (
    typeof data === 'object' && data !== null && (data as { jovCliWorker?: unknown }).jovCliWorker === true
  );
}

/**
 * Paths per message: one message per document cost as much as validating a small one; batches
 * make the messaging negligible while keeping the output flowing.
 */
const BATCH = 16;
/** Paths handed to one worker ahead of its answers, so that it never waits for the next batch. */
const AHEAD_PER_WORKER = 4 * BATCH;

export interface PoolRun {
  paths: readonly string[];
  /** Validates one path on this thread (standard input always; other paths when this thread helps). */
  local(path: string): Promise<FileReport>;
  /** Called once per path, in the order of `paths`. */
  onReport(report: FileReport, index: number): void;
  /** A promise while the reports' output cannot be taken yet: no more paths are handed out until it settles. */
  paced?(): Promise<void> | undefined;
}

/**
 * A fixed set of worker threads running `script` (the CLI bundle itself), plus the calling thread,
 * which validates batches too between handing out work: a worker costs a Node bootstrap (a few hundred
 * milliseconds of CPU in Node 20), so on two cores one worker and this thread beat two workers.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  /** Schema summaries by key: workers send a schema's problems once, then only its key. */
  private readonly schemas = new Map<string, SchemaSummary>();

  constructor(
    script: string,
    workers: number,
    options: ContextOptions,
    private readonly remote: RemoteSources,
  ) {
    const workerData: WorkerStart = { jovCliWorker: true, options, locale: displayLanguage() };
    this.workers = Array.from({ length: workers }, () => new Worker(script, { workerData }));
  }

  /** Runs every path; resolves when all reports were passed on, rejects when a worker dies. */
  run(job: PoolRun): Promise<void> {
    const { paths } = job;
    const helpers = this.workers.length + 1;
    const self = this.workers.length;
    const window = helpers * AHEAD_PER_WORKER * 2;
    const done = new Map<number, FileReport>();
    const pending = new Array<number>(helpers).fill(0);
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
        if (emitted === paths.length && !failed) resolvePromise();
      };
      let waiting = false;
      const dispatch = (): void => {
        // Emit first: the window is counted from `emitted`, and a completion that lets it advance
        // must also reopen the window now, or a run whose last reports land together stalls with
        // nothing in flight (seen under load with --jobs 2: every path handed out up to the window
        // edge, every answer in, nothing left to call dispatch again).
        drain();
        if (waiting) return;
        const wait = job.paced?.();
        if (wait !== undefined) {
          // Standard output is full: hand out nothing more until it has drained.
          waiting = true;
          wait.then(() => {
            waiting = false;
            dispatch();
          }, fail);
          return;
        }
        while (next < paths.length && next - emitted < window) {
          if (paths[next] === '-') {
            // Read at once (before any batch of this thread), validated in its turn.
            const index = next++;
            pending[self]++;
            job.local('-').then((report) => {
              done.set(index, report);
              pending[self]--;
              dispatch();
            }, fail);
            continue;
          }
          let chosen = -1;
          for (let h = 0; h < helpers; h++) {
            // This thread takes one batch at a time: it must stay free to hand out the next ones.
            const limit = h === self ? BATCH : AHEAD_PER_WORKER;
            if (pending[h] + BATCH <= limit && (chosen === -1 || pending[h] < pending[chosen])) chosen = h;
          }
          if (chosen === -1) break;
          const task: WorkerTask = { first: next, paths: [] };
          // A batch ends before standard input ("-"), which this thread reads itself.
          while (
            task.paths.length < BATCH &&
            next < paths.length &&
            next - emitted < window &&
            paths[next] !== '-'
          ) {
            task.paths.push(paths[next++]);
          }
          pending[chosen] += task.paths.length;
          if (chosen === self) {
            // Validated on a later turn of the event loop, after the workers' answers waiting now.
            setImmediate(() => {
              if (failed) return;
              void (async () => {
                for (const [i, path] of task.paths.entries()) done.set(task.first + i, await job.local(path));
                pending[self] -= task.paths.length;
                dispatch();
              })().catch(fail);
            });
          } else {
            this.workers[chosen].postMessage(task);
          }
        }
        drain();
      };
      this.workers.forEach((worker, w) => {
        worker.on('message', (message: WorkerResult | SourceRequest) => {
          if (isSourceRequest(message)) {
            this.remote.get(message.url).then((source) => {
              const reply: SourceReply = { sourceId: message.sourceId, source };
              worker.postMessage(reply);
            }, fail);
            return;
          }
          pending[w] -= message.reports.length;
          message.reports.forEach((report, i) => done.set(message.first + i, this.withSchema(report)));
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
