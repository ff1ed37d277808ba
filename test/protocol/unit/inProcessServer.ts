/**
 * A language server running in the test's own process over an in-memory file system, for tests that
 * compare diagnostics edit after edit without the cost of a process per server.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver';
import type { ClientPort } from '../../../server/src/transport/clientPort';
import { WORKER_MIN_LENGTH } from '../../../server/src/worker/documentWorker';
import type { Environment } from '../../../host/src/environment';
import { Server } from '../../../server/src/server';
import { shapedDocument } from '../../support/documents';

/** The built document worker the protocol tests run (`npm run build` makes it). */
export const DOCUMENT_WORKER_SCRIPT = resolve(__dirname, '../../../../dist/documentWorker.js');

/**
 * A schema for `workerSizedDocument`'s records that finds problems in them: required and enum members,
 * an array keyword (`contains`) and `unevaluatedProperties`.
 */
export const RECORDS_SCHEMA = JSON.stringify({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'kind', 'name'],
    properties: { id: { type: 'string' }, kind: { enum: ['user', 'order'] }, tags: { maxItems: 1 } },
    unevaluatedProperties: { type: ['string', 'array', 'object'] },
  },
  contains: { properties: { kind: { const: 'device' } } },
});

/** A pretty-printed root array of records just past the size from which documents go to the worker. */
export function workerSizedDocument(seed: number): string {
  const text = shapedDocument('array', Math.ceil(WORKER_MIN_LENGTH / 110), seed);
  assert.ok(text.length >= WORKER_MIN_LENGTH);
  return text;
}

export interface InProcessServer {
  server: Server;
  /** The next diagnostics published for a document (of `version`, when given: earlier ones are skipped). */
  next: (uri: string, version?: number) => Promise<Diagnostic[]>;
  /** The first diagnostics published for a document, since the server started, that `accept` takes. */
  published: (uri: string, accept: (diagnostics: Diagnostic[]) => boolean) => Promise<Diagnostic[]>;
  /** What the server logged. */
  logs: string[];
}

/** An offline file system whose files are `files` (absolute paths); writes go nowhere, the clock stands at 0. */
export function memoryEnvironment(files: Record<string, string>): Environment {
  return {
    readFile: (path) =>
      path in files
        ? Promise.resolve(files[path])
        : Promise.reject(Object.assign(new Error('nope'), { code: 'ENOENT' })),
    fileSize: (path) => Promise.resolve(path in files ? files[path].length : undefined),
    readDirectory: () => Promise.resolve([]),
    writeFile: () => Promise.resolve(),
    removeDirectory: () => Promise.resolve(),
    httpGet: () => Promise.reject(new Error('offline')),
    now: () => 0,
  };
}

/** Starts a server whose files are `files` (absolute paths) and whose `jsonObjectValidator` settings are `settings`. */
export function startInProcess(
  files: Record<string, string>,
  settings: Record<string, unknown>,
  documentWorkerPath?: string,
  initializationOptions?: Record<string, unknown>,
): InProcessServer {
  const waiters: { uri: string; version?: number; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  const history: PublishDiagnosticsParams[] = [];
  const watchers: {
    uri: string;
    accept: (d: Diagnostic[]) => boolean;
    resolve: (d: Diagnostic[]) => void;
  }[] = [];
  const logs: string[] = [];
  const client: ClientPort = {
    publishDiagnostics(params) {
      history.push(params);
      for (const w of watchers.filter((x) => x.uri === params.uri && x.accept(params.diagnostics))) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve(params.diagnostics);
      }
      for (const w of waiters.filter((x) => x.uri === params.uri)) {
        if (w.version !== undefined && params.version !== w.version) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(params);
      }
    },
    getConfiguration: (items) =>
      Promise.resolve(items.map((i) => (i.section === 'jsonObjectValidator' ? settings : null))),
    watchFiles: () => Promise.resolve(),
    createProgress: () => Promise.resolve(undefined),
    log: (message) => void logs.push(message),
    settingsProblems: () => undefined,
  };
  const server = new Server(client, memoryEnvironment(files), { documentWorkerPath });
  server.initialize({
    processId: null,
    rootUri: 'file:///w',
    capabilities: { workspace: { configuration: true } },
    workspaceFolders: null,
    initializationOptions,
  });
  void server.initialized();
  const next = (uri: string, version?: number): Promise<Diagnostic[]> =>
    new Promise((done) => waiters.push({ uri, version, resolve: (p) => done(p.diagnostics) }));
  const published = (uri: string, accept: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]> => {
    const seen = history.find((p) => p.uri === uri && accept(p.diagnostics));
    if (seen) return Promise.resolve(seen.diagnostics);
    return new Promise((resolve) => watchers.push({ uri, accept, resolve }));
  };
  return { server, next, published, logs };
}

/** One line per diagnostic: range, severity, code and message (what a person sees). */
export const summary = (diagnostics: Diagnostic[]): string[] =>
  diagnostics.map(
    (d) =>
      `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.severity} ${String(d.code)} ${typeof d.message === 'string' ? d.message : d.message.value}`,
  );

/**
 * The real document worker behind a message handler of the test's own, which sees each request first
 * (to end the thread as an out-of-memory end does, say). `handler` is the source of a function of the
 * request; it runs on the worker thread, where `folder` (a temporary folder for markers), `existsSync`
 * and `writeFileSync` are at hand. Worker threads do not keep a process alive (a server's connection
 * does), so the test's process is kept alive until `dispose`, which also removes the folder.
 */
export function wrappedWorker(handler: string): { script: string; folder: string; dispose(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'jov-wrapped-worker-'));
  const script = join(folder, 'worker.js');
  writeFileSync(
    script,
    `const { parentPort } = require('node:worker_threads');
const { existsSync, writeFileSync } = require('node:fs');
const folder = ${JSON.stringify(folder)};
parentPort.on('message', ${handler});
require(${JSON.stringify(DOCUMENT_WORKER_SCRIPT)});
`,
  );
  const keepAlive = setInterval(() => undefined, 1000);
  return {
    script,
    folder,
    dispose: () => {
      clearInterval(keepAlive);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
