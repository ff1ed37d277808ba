/**
 * Entry point of `dist/server.js`: wires an LSP connection (node IPC for VS Code, `--stdio` for other
 * editors; vscode-languageserver picks the transport from argv) to the `Server` (transport/wiring.ts
 * registers the messages). No logic lives here.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import {
  createConnection,
  ProposedFeatures,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver/node';
import type { Connection } from 'vscode-languageserver/node';
import { FrameRepair } from './transport/framing';
import { collectGarbage } from './worker/garbage';
import { exitWhenInputEnds } from './transport/inputEnd';
import { MessageDecoder } from './transport/messageDecoder';
import { serve } from './transport/wiring';
import { createNodeEnvironment } from '../../host/src/nodeEnvironment';
import { Server } from './server';
import { reportStalls, requestTimer } from './transport/stalls';

/**
 * Over stdio, stdin goes through `FrameRepair` (a broken frame once left the server deaf for good) and
 * console output goes to stderr, where vscode-languageserver would otherwise have redirected it, so
 * that nothing but frames reaches stdout.
 */
/** Whether the client asked for a shutdown (then the end of its input is a normal exit). */
let shutdownReceived = false;

/** Decodes the bodies read from stdio (large ones on a thread of their own; see messageDecoder.ts). */
const decoder = new MessageDecoder();

function connect(): Connection {
  if (!process.argv.includes('--stdio')) return createConnection(ProposedFeatures.all);
  const toStderr = (...args: unknown[]): void => void process.stderr.write(`${format(...args)}\n`);
  console.log = console.info = console.warn = console.error = console.debug = toStderr;
  const input = process.stdin.pipe(new FrameRepair((message) => process.stderr.write(`${message}\n`)));
  const reader = new StreamMessageReader(input, { contentTypeDecoder: decoder });
  exitWhenInputEnds(
    input,
    reader,
    () => shutdownReceived,
    (code) => process.exit(code),
  );
  const writer = new StreamMessageWriter(process.stdout);
  requestTimer(process.env, (line) => void process.stderr.write(line))?.watch(reader, writer);
  return createConnection(ProposedFeatures.all, reader, writer);
}

reportStalls(process.env, (line) => void process.stderr.write(line));
const connection = connect();
const server = serve(
  connection,
  (client) =>
    new Server(client, createNodeEnvironment(), {
      catalogPath: join(__dirname, 'schemastore', 'catalog.json'),
      shippedSchemasPath: join(__dirname, 'schemastore', 'schemas'),
      documentWorkerPath: join(__dirname, 'documentWorker.js'),
      cacheFolder: join(tmpdir(), 'json-object-validator', 'schemas'),
      // For the benchmark that compares typing with and without it (bench/schemaImpact.mjs).
      backgroundRevalidation: process.env.JSON_OBJECT_VALIDATOR_BACKGROUND_REVALIDATION !== 'off',
    }),
  () => (shutdownReceived = true),
);

decoder.watcher = server.earlyOpens;
// For the chaos test's memory check only (never set by a client): the heap after a full collection.
if (process.env.JSON_OBJECT_VALIDATOR_HEAP_REQUEST === '1') {
  connection.onRequest('jsonObjectValidator/heapAfterCollection', async () => {
    // What a validation in flight holds is not kept: measured once none runs.
    await server.idle();
    collectGarbage();
    return process.memoryUsage().heapUsed;
  });
}
connection.listen();
