/**
 * A misbehaving LSP client, for the chaos test (issue 27): a seeded random mix of real requests and
 * notifications, with ranges outside the protocol, overlapping edits, versions going backwards, changes
 * after close, odd URI schemes, garbage settings, unknown commands and methods, `null` params, bodies
 * that are not JSON and broken frames, written as raw bytes to the built server over stdio (no client
 * library to mend them). Afterwards it checks what a client can rely on: the server answers a ping at
 * once, answered every request it was sent in a well-formed frame, never with an internal error, and
 * publishes for a fresh document what a fresh server publishes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { seeded } from '../support/documents';
import { SERVER } from './harness';

/** A JSON-RPC message as read from the server. */
interface Message {
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

/** What one run found. */
export interface ChaosReport {
  seed: number;
  /** Messages written (frames, broken or not). */
  sent: number;
  /** Requests sent in well-formed frames, each of which must be answered. */
  requests: number;
  /** Of those, the ones never answered (method and id). */
  unanswered: string[];
  /** Answers with InternalError (-32603): method and message. */
  internalErrors: string[];
  /** Answers by error code. */
  errorCodes: Record<string, number>;
  /** Milliseconds the server took to answer a request after the last chaos message. */
  pingMs: number;
  /** The diagnostics the server published for a fresh document after the chaos, and a fresh server's. */
  fresh: unknown;
  reference: unknown;
  /**
   * The server's heap (MB) after a full collection, before the chaos (warmed up: one document validated
   * and closed) and after it (every document closed, the same document validated and closed again).
   */
  heapBeforeMb: number;
  heapAfterMb: number;
  /** The last lines the server wrote to stderr (for a failure's message). */
  stderrTail: string;
  /** The messages written, as they went out (to turn a failing seed into a regression test). */
  transcript: string[];
}

/**
 * How much more heap than before the chaos still counts as back to its level: what the server keeps of
 * settings, schemas and logs it was sent (3 MB after 3,000 messages, 5 MB after 20,000).
 */
export const HEAP_SLACK_MB = 8;

const SETTINGS = {
  jsonObjectValidator: {
    // Nothing may reach the network: no download, no catalog refresh.
    schemaDownload: { enable: false },
    schemaStore: { enable: false },
    validationDelay: 0,
  },
};

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: {
    item: {
      type: 'object',
      properties: { id: { type: 'integer', minimum: 0 }, kind: { enum: ['a', 'b'] } },
      required: ['id'],
      if: { properties: { kind: { const: 'b' } } },
      then: { required: ['extra'] },
    },
  },
  allOf: [{ properties: { name: { type: 'string', maxLength: 8 } } }],
  properties: {
    items: { type: 'array', items: { $ref: '#/$defs/item' } },
    name: true,
    count: { type: 'number' },
  },
  unevaluatedProperties: false,
};

/** The document whose diagnostics are compared with a fresh server's. */
function freshText(schemaUri: string): string {
  return JSON.stringify(
    {
      $schema: schemaUri,
      name: 'far too long a name',
      items: [{ id: 1, kind: 'b' }, { id: -2 }, { kind: 'c' }],
      count: 'x',
      stray: true,
    },
    null,
    2,
  );
}

/** Speaks raw frames to one server process. */
class RawPeer {
  readonly child: ChildProcess;
  private buffer = Buffer.alloc(0);
  private readonly stderr: string[] = [];
  private readonly failures: string[] = [];
  private readonly waiting = new Map<number, (m: Message) => void>();
  readonly answers = new Map<number | string, Message>();
  readonly diagnostics = new Map<string, unknown[]>();
  private readonly diagnosticWaiters: { uri: string; resolve: (d: unknown[]) => void }[] = [];
  exited = false;

  constructor() {
    this.child = spawn(process.execPath, [SERVER, '--stdio'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, JSON_OBJECT_VALIDATOR_HEAP_REQUEST: '1' },
    });
    this.child.stdout!.on('data', (data: Buffer) => this.read(data));
    this.child.stderr!.on('data', (data: Buffer) => {
      this.stderr.push(data.toString('utf8'));
      if (this.stderr.length > 200) this.stderr.splice(0, 100);
    });
    this.child.on('exit', () => {
      this.exited = true;
    });
    // A server that dies must not leave the writer throwing EPIPE at the test.
    this.child.stdin!.on('error', () => undefined);
  }

  get stderrTail(): string {
    return [...this.failures, ...this.stderr.join('').split('\n').slice(-30)].join('\n');
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  private read(data: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const header = this.buffer.subarray(0, headerEnd).toString('latin1');
      const length = Number(/Content-Length: (\d+)/i.exec(header)?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.take(JSON.parse(body) as Message);
    }
  }

  private take(message: Message): void {
    if (message.method !== undefined && message.id !== undefined) {
      // A request of the server's: answer as a plain client would.
      this.send({ jsonrpc: '2.0', id: message.id, result: null });
      return;
    }
    if (message.method === 'window/logMessage') {
      const line = (message.params as { message: string }).message;
      // A handler's failure is kept whole, wherever in the run it came.
      if (/ failed: /.test(line)) this.failures.push(line);
      this.stderr.push(`${line}\n`);
      if (this.stderr.length > 200) this.stderr.splice(0, 100);
      return;
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: unknown[] };
      this.diagnostics.set(uri, diagnostics);
      for (const w of [...this.diagnosticWaiters]) {
        if (w.uri === uri) {
          this.diagnosticWaiters.splice(this.diagnosticWaiters.indexOf(w), 1);
          w.resolve(diagnostics);
        }
      }
      return;
    }
    if (message.id !== undefined && message.id !== null && message.method === undefined) {
      this.answers.set(message.id, message);
      if (typeof message.id === 'number') this.waiting.get(message.id)?.(message);
      this.onAnswer?.();
    }
  }

  /** Writes raw bytes. */
  write(bytes: string | Buffer): void {
    if (!this.exited) this.child.stdin!.write(bytes);
  }

  send(message: unknown): string {
    const body = JSON.stringify(message);
    const frame = `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    this.write(frame);
    return frame;
  }

  /** Sends a request and resolves with its answer. */
  request(id: number, method: string, params: unknown): Promise<Message> {
    const answered = new Promise<Message>((resolve) => this.waiting.set(id, resolve));
    this.send({ jsonrpc: '2.0', id, method, params });
    return answered;
  }

  /** Hears of each answer (see answered). */
  private onAnswer: (() => void) | undefined;

  /** Resolves once every one of `ids` is answered, or the server exits. */
  answered(ids: readonly number[]): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.exited || ids.every((id) => this.answers.has(id))) {
          this.onAnswer = undefined;
          resolve();
        }
      };
      this.onAnswer = check;
      this.child.once('exit', check);
      check();
    });
  }

  /** The server's heap after a full collection, in MB. */
  async heapMb(id: number): Promise<number> {
    const answer = await within(
      this.request(id, 'jsonObjectValidator/heapAfterCollection', null),
      10_000,
      'heap',
    );
    return (answer.result as number) / (1024 * 1024);
  }

  nextDiagnostics(uri: string): Promise<unknown[]> {
    return new Promise((resolve) => this.diagnosticWaiters.push({ uri, resolve }));
  }

  async start(storage: string, rootUri: string): Promise<void> {
    await this.request(0, 'initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'chaos' }],
      capabilities: {
        workspace: { workspaceFolders: true },
        textDocument: {
          publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, dataSupport: true },
          completion: { completionItem: { snippetSupport: true } },
        },
      },
      initializationOptions: { storagePath: storage, settings: SETTINGS },
    });
    this.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.send({ jsonrpc: '2.0', id: 'shutdown', method: 'shutdown', params: null });
    this.send({ jsonrpc: '2.0', method: 'exit' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

/** Resolves with `promise`, or rejects after `ms` (the server is then taken to hang). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const PIECES = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  ' ',
  '\n',
  '\r\n',
  '1',
  '-0.5e3',
  'true',
  'null',
  '"id": 3',
  '{"id": 1, "kind": "b"}',
  ', {"id": 2}',
  '/* c */',
  '// x\n',
  '\u00e9\u{1F600}',
  '"items": [',
  '\\',
  '"\\u00',
];

/** The messages of one seeded run, generated as the run goes (they depend on the model of the texts). */
class Generator {
  private readonly rand: () => number;
  readonly docs = new Map<string, TextDocument>();
  private readonly closed: string[] = [];
  readonly uris: string[];
  private nextId = 1;

  constructor(
    seed: number,
    folder: string,
    private readonly schemaUri: string,
  ) {
    this.rand = seeded(seed);
    const file = (name: string): string => pathToFileURL(join(folder, name)).href;
    this.uris = [
      file('a.json'),
      file('b.jsonc'),
      file('deep/c.json'),
      file('d.schema.json'),
      'untitled:Untitled-1',
      'vscode-notebook-cell:/x.ipynb#W1sZmlsZQ%3D%3D',
      'foo://bar/baz.json',
      'file:///dev/zero',
      'file:///',
      `${file('bad%ZZ.json')}`,
      '',
      ':::',
      `file:///${'x'.repeat(3000)}.json`,
      'http://127.0.0.1:9/remote.json',
    ];
  }

  private int(n: number): number {
    return Math.floor(this.rand() * n);
  }

  private pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  private chance(p: number): boolean {
    return this.rand() < p;
  }

  id(): number {
    return this.nextId++;
  }

  /** A document's text: JSON of the schema's shape, with a `$schema` that may name the schema. */
  private text(): string {
    const items = Array.from({ length: this.int(30) }, (_, i) => ({
      id: this.chance(0.8) ? i : `x${i}`,
      ...(this.chance(0.3) ? { kind: this.pick(['a', 'b', 'c']) } : {}),
    }));
    const value: Record<string, unknown> = { items, name: this.pick(['ok', 'much too long', 3]) };
    if (this.chance(0.8)) value.$schema = this.pick([this.schemaUri, this.schemaUri, 'nope', '']);
    if (this.chance(0.2)) value.count = this.pick([1, 'two', null]);
    let text = JSON.stringify(value, null, this.pick([0, 2, '\t']));
    if (this.chance(0.2)) text = text.slice(0, this.int(text.length + 1));
    if (this.chance(0.05)) text = `${'['.repeat(2000)}${']'.repeat(this.int(2000))}`;
    return text;
  }

  private insertText(): string {
    let out = '';
    const n = 1 + this.int(4);
    for (let i = 0; i < n; i++) out += this.pick(PIECES);
    return out;
  }

  /** A position inside the model's text (the protocol's rules). */
  private position(doc: TextDocument): { line: number; character: number } {
    return doc.positionAt(this.int(doc.getText().length + 1));
  }

  /** A position the protocol allows that lies past its line or past the document. */
  private pastEnd(doc: TextDocument): { line: number; character: number } {
    return this.chance(0.5)
      ? { line: doc.lineCount + this.int(5), character: this.int(10) }
      : { line: this.int(doc.lineCount), character: 10_000 + this.int(10) };
  }

  /** A position the protocol does not allow. */
  private badPosition(): unknown {
    return this.pick<unknown>([
      { line: -1, character: 0 },
      { line: 0, character: -5 },
      { line: 0.5, character: 1 },
      { line: 1, character: 2.25 },
      { line: null, character: 0 },
      { line: '3', character: 0 },
      { line: 1e300, character: 0 },
      { line: 2 ** 40, character: 1 },
      { character: 1 },
      null,
      'here',
      [1, 2],
    ]);
  }

  private validRange(doc: TextDocument): { start: unknown; end: unknown } {
    const a = doc.offsetAt(this.position(doc));
    const b = Math.min(doc.getText().length, a + this.int(40));
    return { start: doc.positionAt(a), end: doc.positionAt(b) };
  }

  private range(doc: TextDocument | undefined): unknown {
    if (doc === undefined || this.chance(0.25)) {
      return this.pick<unknown>([
        { start: this.badPosition(), end: { line: 0, character: 0 } },
        { start: { line: 0, character: 4 }, end: { line: 0, character: 1 } },
        { start: { line: 3, character: 0 }, end: { line: 1, character: 0 } },
        null,
        {},
      ]);
    }
    if (this.chance(0.15)) return { start: this.position(doc), end: this.pastEnd(doc) };
    return this.validRange(doc);
  }

  private openUri(): string | undefined {
    const open = [...this.docs.keys()];
    return open.length > 0 ? this.pick(open) : undefined;
  }

  private anyUri(): string {
    if (this.chance(0.6)) return this.openUri() ?? this.pick(this.uris);
    if (this.chance(0.3) && this.closed.length > 0) return this.pick(this.closed);
    return this.pick(this.uris);
  }

  /** The next message: a JSON-RPC object, or raw bytes for a broken frame. */
  next(): { message?: Record<string, unknown>; raw?: string; request?: string } {
    const r = this.rand();
    if (r < 0.1) return { message: this.didOpen() };
    if (r < 0.45) return { message: this.didChange() };
    if (r < 0.5) return { message: this.didClose() };
    if (r < 0.52) {
      return { message: this.notification('textDocument/didSave', { textDocument: { uri: this.anyUri() } }) };
    }
    if (r < 0.56) return { message: this.garbageNotification() };
    if (r < 0.6) return { raw: this.brokenFrame() };
    const request = this.request();
    return { message: request, request: String(request.method) };
  }

  private notification(method: string, params: unknown): Record<string, unknown> {
    return { jsonrpc: '2.0', method, params };
  }

  /** A text of 1 MB or more, which the server validates on its document worker (edits go there as offsets). */
  private bigText(): string {
    const items = Array.from({ length: 28_000 }, (_, i) => ({ id: i, kind: i % 97 === 0 ? 'c' : 'a' }));
    return JSON.stringify({ $schema: this.schemaUri, items }, null, 1);
  }

  private didOpen(): Record<string, unknown> {
    const big = this.chance(0.04);
    const uri = big
      ? this.uris[0]
      : this.chance(0.7)
        ? this.pick(this.uris.slice(0, 4))
        : this.pick(this.uris);
    const text = big ? this.bigText() : this.text();
    const languageId = big ? 'json' : this.pick(['json', 'json', 'jsonc', 'plaintext', '']);
    if (this.chance(0.1)) {
      return this.notification(
        'textDocument/didOpen',
        this.pick<unknown>([null, {}, { textDocument: { uri } }, [1]]),
      );
    }
    this.docs.set(uri, TextDocument.create(uri, languageId, 1, text));
    return this.notification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
  }

  private didChange(): Record<string, unknown> {
    const uri = this.anyUri();
    const doc = this.docs.get(uri);
    const changes: unknown[] = [];
    const n = this.chance(0.7) ? 1 : 2 + this.int(3);
    let model = doc;
    for (let i = 0; i < n; i++) {
      if (model !== undefined && this.chance(0.05)) {
        const text = this.text();
        changes.push({ text });
        model = TextDocument.update(model, [{ text }], model.version);
        continue;
      }
      const range = this.range(model);
      const text = this.chance(0.05) ? this.pick<unknown>([null, 3, undefined]) : this.insertText();
      changes.push({ range, text, ...(this.chance(0.1) ? { rangeLength: this.int(20) - 5 } : {}) });
      if (model !== undefined && typeof text === 'string') {
        try {
          model = TextDocument.update(model, [{ range: range as never, text }], model.version);
        } catch {
          // A range the model cannot apply either: the server refuses it; the model keeps its text.
        }
      }
    }
    const version = doc === undefined ? this.int(10) : this.chance(0.1) ? doc.version - 3 : doc.version + 1;
    if (doc !== undefined && model !== undefined) this.docs.set(uri, TextDocument.update(model, [], version));
    if (this.chance(0.03)) {
      return this.notification(
        'textDocument/didChange',
        this.pick<unknown>([null, {}, { textDocument: { uri } }]),
      );
    }
    return this.notification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: changes,
    });
  }

  private didClose(): Record<string, unknown> {
    const uri = this.anyUri();
    if (this.docs.delete(uri)) this.closed.push(uri);
    return this.notification('textDocument/didClose', this.chance(0.1) ? null : { textDocument: { uri } });
  }

  private garbageNotification(): Record<string, unknown> {
    const garbageSettings = (): unknown => ({
      jsonObjectValidator: {
        ...SETTINGS.jsonObjectValidator,
        [this.pick([
          'schemas',
          'severity',
          'exclude',
          'validationDelay',
          'maxFileSize',
          'languageFeatures',
          'validate',
        ])]: this.pick<unknown>([
          null,
          42,
          'x',
          [1, { fileMatch: 7 }],
          { required: 'loud' },
          -1,
          { enable: 'yes' },
          [{ fileMatch: ['*.json'], url: './nope.json' }],
        ]),
      },
      json: this.pick<unknown>([
        null,
        { schemas: 'no' },
        { schemas: [{ fileMatch: ['a.json'], url: 12 }] },
        { validate: { enable: 'maybe' } },
      ]),
    });
    switch (this.int(8)) {
      case 0:
        return this.notification(
          'workspace/didChangeConfiguration',
          this.chance(0.8) ? { settings: garbageSettings() } : null,
        );
      case 1:
        return this.notification(
          'workspace/didChangeWatchedFiles',
          this.pick<unknown>([
            null,
            { changes: 'all' },
            { changes: [{ uri: this.schemaUri, type: 2 }] },
            { changes: [{ uri: 5 }] },
          ]),
        );
      case 2:
        return this.notification(
          'jsonObjectValidator/schemaAssociations',
          this.pick<unknown>([null, { 'a.json': ['x'] }, { associations: 7 }, []]),
        );
      case 3:
        return this.notification(
          'jsonObjectValidator/schemaContentChanged',
          this.pick<unknown>([null, { uri: this.schemaUri }, { uri: 3 }]),
        );
      case 4:
        return this.notification('$/cancelRequest', {
          id: this.pick<unknown>([this.nextId - 1, 'x', null, -4]),
        });
      case 5:
        return this.notification('$/setTrace', this.pick<unknown>([{ value: 'verbose' }, { value: 7 }]));
      case 6:
        return this.notification(
          'workspace/didChangeWorkspaceFolders',
          this.pick<unknown>([null, { event: null }, { event: { added: [], removed: [{ uri: 4 }] } }]),
        );
      default:
        return this.notification(this.pick(['chaos/unknown', 'textDocument/didRename', '']), { x: 1 });
    }
  }

  private brokenFrame(): string {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      method: 'textDocument/didSave',
      params: { textDocument: { uri: 'x' } },
    });
    return this.pick([
      `Content-Length: 12\r\n\r\n{"jsonrpc":`,
      `Content-Length: ${Buffer.byteLength('not json at all')}\r\n\r\nnot json at all`,
      `Content-Length: 2\r\n\r\n[]`,
      `Content-Length: 2\r\n\r\n42`,
      `Content-Length: 17\r\n\r\n{"jsonrpc":"2.0"}`,
      `Content-Type: application/json\r\n\r\n${body}`,
      `Content-Length: abc\r\n\r\n${body}`,
      `Content-Length: ${Buffer.byteLength(body) + 40}\r\n\r\n${body}`,
      `Content-Length: 7\r\n\r\n${body}`,
      `garbage before a header\r\n`,
    ]);
  }

  /** A request whose answer must come. */
  private request(): Record<string, unknown> {
    const id = this.id();
    const uri = this.anyUri();
    const doc = this.docs.get(uri);
    const position = (): unknown =>
      this.chance(0.2)
        ? this.badPosition()
        : doc
          ? this.chance(0.2)
            ? this.pastEnd(doc)
            : this.position(doc)
          : { line: 0, character: 0 };
    const paramsFor = (method: string): unknown => {
      if (this.chance(0.08)) return this.pick<unknown>([null, {}, 'x', [null], [1, 2]]);
      switch (method) {
        case 'textDocument/codeAction': {
          const diagnostics = this.chance(0.7)
            ? []
            : [{ range: this.range(doc), message: 'x', data: { kind: 'nope' } }];
          return {
            textDocument: { uri },
            range: this.range(doc),
            context: this.chance(0.1) ? null : { diagnostics },
          };
        }
        case 'textDocument/rename':
          return { textDocument: { uri }, position: position(), newName: this.pick<unknown>(['n', 3, null]) };
        case 'textDocument/references':
          return { textDocument: { uri }, position: position(), context: { includeDeclaration: true } };
        case 'textDocument/documentLink':
          return { textDocument: this.chance(0.1) ? null : { uri } };
        case 'completionItem/resolve':
          return this.pick<unknown>([
            { label: 'x', data: { id: this.int(5) } },
            { label: 'y', data: null },
            { data: 1 },
          ]);
        case 'workspace/executeCommand':
          return {
            command: this.pick<unknown>([
              'nope',
              'jsonObjectValidator.trustDomain',
              'jsonObjectValidator.validateWorkspace',
              7,
            ]),
            arguments: this.pick<unknown>([undefined, [], ['https://example.com/'], ['ftp:x'], 'x']),
          };
        case 'jsonObjectValidator/schemaFor':
          return { uri: this.chance(0.9) ? uri : 42 };
        case 'jsonObjectValidator/validateWorkspace':
          return this.pick<unknown>([null, {}, 3]);
        case 'chaos/unknownMethod':
          return { x: 1 };
        default:
          return { textDocument: { uri }, position: position() };
      }
    };
    const method = this.pick([
      'textDocument/completion',
      'textDocument/completion',
      'textDocument/hover',
      'textDocument/hover',
      'textDocument/definition',
      'textDocument/references',
      'textDocument/prepareRename',
      'textDocument/rename',
      'textDocument/documentLink',
      'textDocument/codeAction',
      'textDocument/codeAction',
      'completionItem/resolve',
      'workspace/executeCommand',
      'jsonObjectValidator/schemaFor',
      'jsonObjectValidator/validateWorkspace',
      'chaos/unknownMethod',
    ]);
    return { jsonrpc: '2.0', id, method, params: paramsFor(method) };
  }
}

/** Runs one seed of `count` messages against a fresh server; `reference` also starts a second fresh one. */
export async function runChaos(seed: number, count: number): Promise<ChaosReport> {
  const folder = mkdtempSync(join(tmpdir(), 'jov-chaos-'));
  const storage = mkdtempSync(join(tmpdir(), 'jov-chaos-storage-'));
  const schemaPath = join(folder, 'schema.json');
  writeFileSync(schemaPath, JSON.stringify(SCHEMA, null, 2));
  const schemaUri = pathToFileURL(schemaPath).href;
  const rootUri = pathToFileURL(folder).href;
  const freshUri = pathToFileURL(join(folder, 'fresh.json')).href;
  const warmUri = pathToFileURL(join(folder, 'warm.json')).href;
  const peer = new RawPeer();
  const reference = new RawPeer();
  const transcript: string[] = [];
  try {
    await within(peer.start(storage, rootUri), 20_000, 'initialize');
    // Warm up (first validation, schema compiled) before the memory is measured.
    const warmed = peer.nextDiagnostics(warmUri);
    peer.send({
      jsonrpc: '2.0',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: warmUri, languageId: 'json', version: 1, text: freshText(schemaUri) } },
    });
    await within(warmed, 20_000, 'the first diagnostics');
    peer.send({
      jsonrpc: '2.0',
      method: 'textDocument/didClose',
      params: { textDocument: { uri: warmUri } },
    });
    const heapBeforeMb = await peer.heapMb(-1);

    const generator = new Generator(seed, folder, schemaUri);
    const expected = new Map<number, string>();
    let sent = 0;
    for (let i = 0; i < count && !peer.exited; i++) {
      const next = generator.next();
      let frame: string;
      if (next.raw !== undefined) {
        frame = next.raw;
        peer.write(frame);
      } else {
        frame = peer.send(next.message);
        if (next.request !== undefined) expected.set(next.message!.id as number, next.request);
      }
      transcript.push(frame);
      sent++;
      // Let the server read now and then, as an editor's typing would, so debounced runs interleave.
      if (i % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
    }
    // Every request is answered (the asynchronous ones wait for their work: give them time, not for ever);
    // then the server, its backlog read, answers a ping at once.
    await within(peer.answered([...expected.keys()]), 30_000, 'the requests').catch(() => undefined);
    const unanswered = [...expected].filter(([id]) => !peer.answers.has(id)).map(([id, m]) => `${m} #${id}`);
    const internalErrors: string[] = [];
    const errorCodes: Record<string, number> = {};
    for (const [id, method] of expected) {
      const error = peer.answers.get(id)?.error;
      if (error === undefined) continue;
      errorCodes[error.code] = (errorCodes[error.code] ?? 0) + 1;
      if (error.code === -32603) internalErrors.push(`${method}: ${error.message}`);
    }
    const report = {
      seed,
      sent,
      requests: expected.size,
      unanswered,
      internalErrors,
      errorCodes,
      pingMs: Infinity,
      fresh: undefined as unknown,
      reference: undefined as unknown,
      heapBeforeMb,
      heapAfterMb: 0,
      stderrTail: '',
      transcript,
    };
    const started = performance.now();
    const ping = peer.request(generator.id(), 'textDocument/hover', {
      textDocument: { uri: pathToFileURL(join(folder, 'not-open.json')).href },
      position: { line: 0, character: 0 },
    });
    try {
      await within(ping, 10_000, 'the ping after the chaos');
    } catch {
      // A server that hangs: what it did so far is the report.
      report.stderrTail = peer.stderrTail;
      return report;
    }
    report.pingMs = performance.now() - started;

    // The same settings on both servers, then the same fresh document.
    for (const uri of generator.docs.keys()) {
      peer.send({ jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri } } });
    }
    peer.send({ jsonrpc: '2.0', method: 'workspace/didChangeConfiguration', params: { settings: SETTINGS } });
    const open = (p: RawPeer): Promise<unknown[]> => {
      const published = p.nextDiagnostics(freshUri);
      p.send({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: {
          textDocument: { uri: freshUri, languageId: 'json', version: 1, text: freshText(schemaUri) },
        },
      });
      return within(published, 20_000, 'the fresh document');
    };
    report.fresh = await open(peer);
    peer.send({
      jsonrpc: '2.0',
      method: 'textDocument/didClose',
      params: { textDocument: { uri: freshUri } },
    });
    report.heapAfterMb = await peer.heapMb(-2);
    report.stderrTail = peer.stderrTail;
    await within(reference.start(storage, rootUri), 20_000, 'initialize (reference)');
    report.reference = await open(reference);
    return report;
  } finally {
    await Promise.all([peer.stop(), reference.stop()]);
    rmSync(folder, { recursive: true, force: true });
    rmSync(storage, { recursive: true, force: true });
  }
}
