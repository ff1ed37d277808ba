/**
 * The web build's language server (dist/browserServer.js) as a web worker runs it: loaded into a
 * context that has a worker's globals (postMessage/onmessage, fetch, MessageChannel, timers, text
 * codecs) and nothing of Node (no require, process or Buffer: a Node dependency left in the bundle
 * fails here), files served through `jsonObjectValidator/fileSystem` as the client answers it with
 * `vscode.workspace.fs`, downloads through a fake `fetch`.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import {
  AbstractMessageReader,
  AbstractMessageWriter,
  createProtocolConnection,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
} from 'vscode-languageserver-protocol/node';
import type {
  DataCallback,
  Diagnostic,
  Disposable,
  Message,
  ProtocolConnection,
  PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { EXTENSION_FILE_PREFIX, FileSystemRequest } from '../../shared/src/protocol';
import type { FileSystemParams, FileSystemResult } from '../../shared/src/protocol';
import { shapedDocument, RECORD_SCHEMA } from '../support/documents';
import { rangeOf } from './harness';

const DIST = resolve(__dirname, '../../../dist');

/** What the fake `fetch` answers for a URL: a JSON body, or a redirect that ended elsewhere. */
type FakeAnswer = { status: number; body?: unknown; redirectedTo?: string };

/** The server bundle running in a worker-like context, with a protocol connection to it. */
class WebServer {
  readonly connection: ProtocolConnection;
  readonly fileRequests: FileSystemParams[] = [];
  readonly fetched: string[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly channels: { port1: { close(): void }; port2: { close(): void } }[] = [];
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly waiters: {
    uri: string;
    accept: (d: Diagnostic[]) => boolean;
    done: (d: Diagnostic[]) => void;
  }[] = [];

  constructor(answers: Record<string, FakeAnswer>) {
    let toClient: DataCallback | undefined;
    // Timers and message ports are tracked so that `stop` can end them, as ending a worker would.
    const timers = this.timers;
    const channels = this.channels;
    const scope: Record<string, unknown> = {
      console,
      setTimeout: (run: () => void, ms?: number) => {
        const timer = setTimeout(run, ms);
        timers.add(timer);
        return timer;
      },
      clearTimeout: (timer: NodeJS.Timeout) => clearTimeout(timer),
      setInterval: (run: () => void, ms?: number) => {
        const timer = setInterval(run, ms);
        timers.add(timer);
        return timer;
      },
      clearInterval: (timer: NodeJS.Timeout) => clearInterval(timer),
      queueMicrotask,
      MessageChannel: class extends MessageChannel {
        constructor() {
          super();
          channels.push(this);
        }
      },
      TextEncoder,
      TextDecoder,
      URL,
      AbortController,
      performance,
      structuredClone,
      btoa,
      atob,
      addEventListener: () => undefined,
      // Messages cross the boundary as JSON, as structured cloning between a worker and its page would.
      postMessage: (message: unknown) => toClient?.(JSON.parse(JSON.stringify(message)) as Message),
      fetch: (url: string) => {
        this.fetched.push(url);
        const answer = answers[url] ?? { status: 404 };
        const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
        return Promise.resolve({
          status: answer.status,
          url: answer.redirectedTo ?? url,
          redirected: answer.redirectedTo !== undefined,
          headers: { get: () => null },
          text: () => Promise.resolve(text),
        });
      },
    };
    scope.self = scope;
    const context = createContext(scope);
    runInContext(readFileSync(join(DIST, 'browserServer.js'), 'utf8'), context, {
      filename: 'browserServer.js',
    });
    const parse = runInContext('JSON.parse', context) as (text: string) => unknown;
    const deliver = (message: Message): void =>
      (scope.onmessage as (event: { data: unknown }) => void)({ data: parse(JSON.stringify(message)) });
    class Reader extends AbstractMessageReader {
      listen(callback: DataCallback): Disposable {
        toClient = callback;
        return { dispose: () => (toClient = undefined) };
      }
    }
    class Writer extends AbstractMessageWriter {
      write(message: Message): Promise<void> {
        deliver(message);
        return Promise.resolve();
      }
      end(): void {}
    }
    this.connection = createProtocolConnection(new Reader(), new Writer());
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.accept(p.diagnostics)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.done(p.diagnostics);
        }
      }
    });
    this.connection.onRequest(FileSystemRequest.method, (p: FileSystemParams) => {
      this.fileRequests.push(p);
      return serveFile(p);
    });
    this.connection.onRequest('workspace/configuration', (p: { items: unknown[] }) =>
      p.items.map(() => null),
    );
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/workDoneProgress/create', () => null);
    this.connection.listen();
  }

  async initialize(folder: string, storage: string): Promise<void> {
    await this.connection.sendRequest(InitializeRequest.type, {
      processId: null,
      rootUri: folder,
      workspaceFolders: [{ uri: folder, name: 'root' }],
      capabilities: { workspace: { configuration: true, workspaceFolders: true } },
      initializationOptions: { storagePath: storage },
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
  }

  /** Opens a document; resolves with its first diagnostics that `accept` takes. */
  open(uri: string, text: string, accept: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    const seen = new Promise<Diagnostic[]>((done) => this.waiters.push({ uri, accept, done }));
    void this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'json', version: 1, text },
    });
    return seen;
  }

  /** Shuts the server down and ends what a worker's end would: its timers and message ports. */
  async stop(): Promise<void> {
    await this.connection.sendRequest('shutdown');
    this.connection.dispose();
    for (const timer of this.timers) clearTimeout(timer);
    for (const channel of this.channels) {
      channel.port1.close();
      channel.port2.close();
    }
  }
}

/** Answers a file request from the disk (`file:` URIs) or the built extension (its own files). */
function serveFile(p: FileSystemParams): FileSystemResult {
  const path = p.uri.startsWith(EXTENSION_FILE_PREFIX)
    ? join(DIST, '..', p.uri.slice(EXTENSION_FILE_PREFIX.length))
    : fileURLToPath(p.uri);
  switch (p.operation) {
    case 'stat':
      try {
        const stat = statSync(path);
        return { size: stat.size, kind: stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : 'other' };
      } catch {
        return {};
      }
    case 'readFile':
      return { text: readFileSync(path, 'utf8') };
    case 'readDirectory':
      return {
        entries: readdirSync(path, { withFileTypes: true }).map((e) => ({
          name: e.name,
          kind: e.isFile() ? 'file' : e.isDirectory() ? 'directory' : 'other',
        })),
      };
    case 'writeFile':
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, p.content);
      return {};
    case 'delete':
      rmSync(path, { recursive: true, force: true });
      return {};
  }
}

void describe(
  'the web build of the server, in a worker-like context without Node',
  { timeout: 120_000 },
  () => {
    let root: string;
    let server: WebServer;
    const uri = (name: string): string => pathToFileURL(join(root, 'ws', name)).href;

    before(async () => {
      root = mkdtempSync(join(tmpdir(), 'jov-web-'));
      const files: Record<string, unknown> = {
        'service.schema.json': {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          properties: { owner: { $ref: './people.schema.json#/$defs/owner' } },
        },
        'people.schema.json': {
          $defs: { owner: { type: 'object', properties: { team: { type: 'string' } }, required: ['team'] } },
        },
      };
      for (const [name, value] of Object.entries(files)) {
        mkdirSync(join(root, 'ws'), { recursive: true });
        writeFileSync(join(root, 'ws', name), JSON.stringify(value));
      }
      server = new WebServer({
        'https://www.schemastore.org/prettierrc.json': {
          status: 200,
          body: { properties: { semi: { type: 'boolean' } } },
        },
        'https://json.schemastore.org/moved.json': {
          status: 200,
          body: {},
          redirectedTo: 'https://untrusted.example/moved.json',
        },
      });
      await server.initialize(
        pathToFileURL(join(root, 'ws')).href,
        pathToFileURL(join(root, 'storage')).href,
      );
    });

    after(async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    });

    void test('reads a $schema beside the document and a $ref to a third file through the client', async () => {
      const text = '{\n  "$schema": "./service.schema.json",\n  "owner": { "team": 7 }\n}\n';
      const diagnostics = await server.open(uri('service.json'), text, (d) => d.length > 0);
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.range]),
        [['type', rangeOf(text, '7')]],
      );
      const read = server.fileRequests.filter((p) => p.operation === 'readFile').map((p) => p.uri);
      assert.ok(read.includes(uri('service.schema.json')), JSON.stringify(read));
      assert.ok(read.includes(uri('people.schema.json')), JSON.stringify(read));
    });

    void test('reads the shipped SchemaStore catalog from the extension and downloads with fetch', async () => {
      const text = '{ "semi": "yes" }';
      const diagnostics = await server.open(uri('.prettierrc.json'), text, (d) => d.length > 0);
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.range]),
        [['type', rangeOf(text, '"yes"')]],
      );
      assert.ok(
        server.fileRequests.some((p) => p.uri === `${EXTENSION_FILE_PREFIX}dist/schemastore/catalog.json`),
        'the catalog was read through the client',
      );
      assert.ok(server.fetched.includes('https://www.schemastore.org/prettierrc.json'));
      // The download is cached in the storage the client named (its globalStorage in VS Code).
      const cached = readdirSync(join(root, 'storage', 'schemas'));
      assert.ok(cached.length > 0, 'a cache entry was written through the client');
    });

    void test('a SchemaStore schema that cannot be downloaded comes from the copy shipped in the extension', async () => {
      const text = '{\n  "name": "demo",\n  "version": 1\n}\n';
      const diagnostics = await server.open(uri('package.json'), text, (d) =>
        d.some((x) => x.code === 'type'),
      );
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.range]),
        [['type', rangeOf(text, '1')]],
      );
      assert.ok(
        server.fileRequests.some(
          (p) => p.uri === `${EXTENSION_FILE_PREFIX}dist/schemastore/schemas/package.json`,
        ),
        'the shipped copy was read through the client',
      );
    });

    void test('a download that redirects to an untrusted domain is refused, naming where it went', async () => {
      const text = '{ "$schema": "https://json.schemastore.org/moved.json" }';
      const diagnostics = await server.open(uri('moved.json'), text, (d) => d.length > 0);
      assert.equal(diagnostics.length, 1);
      const message = diagnostics[0].message;
      assert.match(typeof message === 'string' ? message : message.value, /untrusted\.example/);
      assert.deepEqual(diagnostics[0].range, rangeOf(text, '"https://json.schemastore.org/moved.json"'));
    });

    void test('a 10 MB document is validated on the server worker itself', async (t) => {
      const schema = { properties: { records: { items: RECORD_SCHEMA } } };
      writeFileSync(join(root, 'ws', 'records.schema.json'), JSON.stringify(schema));
      const text = shapedDocument('records', 64_000, 7).replace(
        /^\{/,
        '{\n  "$schema": "./records.schema.json",',
      );
      assert.ok(text.length >= 10_000_000, `${text.length} characters`);
      const started = performance.now();
      const diagnostics = await server.open(uri('records.json'), text, (d) => d.length > 0);
      // No document worker in a browser: the server, itself a web worker, validates it (the editor's
      // threads are not held up meanwhile). The time is reported, not asserted (a shared machine).
      t.diagnostic(`10 MB document: first diagnostics after ${(performance.now() - started).toFixed(0)} ms`);
      assert.ok(diagnostics.every((d) => d.source === 'json-object-validator'));
      assert.ok(diagnostics.length > 0);
    });
  },
);
