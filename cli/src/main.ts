/**
 * Entry point of `json-object-validator` (bundled to dist/cli.js). The same bundle is the script of the
 * worker threads (`pool.ts`), which serve validation requests instead of running the CLI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { version } from '../../package.json';
import { isWorkerStart } from './pool';
import { runCli } from './run';
import { serveWorker } from './worker';

/** When `stream` has passed on what it buffered, or can take no more (closed, failed). */
function drained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', done);
  });
}

if (!isMainThread && isWorkerStart(workerData)) {
  serveWorker(workerData);
} else {
  // `json-object-validator validate ... | head` closes the pipe early: stop quietly, as other tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit();
  });

  runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    writeStdout: (text) => process.stdout.write(text),
    stdoutDrained: () => (process.stdout.writableNeedDrain ? drained(process.stdout) : undefined),
    writeStderr: (text) => process.stderr.write(text),
    readStdin: () => readFileSync(0),
    stdinChunks: () => process.stdin,
    version,
    workerScript: __filename,
    catalogSnapshot: join(__dirname, 'schemastore', 'catalog.json'),
    shippedSchemas: join(__dirname, 'schemastore', 'schemas'),
  }).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      process.stderr.write(
        `json-object-validator: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exitCode = 2;
    },
  );
}
