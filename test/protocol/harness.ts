/**
 * Drives the built server (`dist/server.js --stdio`) as a real client would: a child process and a
 * JSON-RPC connection. Waits on notifications, never on the clock.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ApplyWorkspaceEditRequest,
  CodeActionRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  LogMessageNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShowMessageNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import type {
  ClientCapabilities,
  CodeAction,
  Diagnostic,
  Position,
  ProtocolConnection,
  PublishDiagnosticsParams,
  Range,
  ServerCapabilities,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';

export const SERVER = join(__dirname, '..', '..', '..', 'dist', 'server.js');

/** The text edits of a workspace edit, by document (`changes`, or `documentChanges` without their versions). */
export function editsByUri(edit: WorkspaceEdit): [string, TextEdit[]][] {
  if (edit.documentChanges) {
    return edit.documentChanges.flatMap((c) =>
      'textDocument' in c ? [[c.textDocument.uri, c.edits as TextEdit[]] as [string, TextEdit[]]] : [],
    );
  }
  return Object.entries(edit.changes ?? {});
}

/** A temporary folder with files, removed by `dispose`. */
export class Fixture {
  readonly root: string;
  constructor(files: Record<string, string> = {}) {
    this.root = mkdtempSync(join(tmpdir(), 'jov-protocol-'));
    for (const [name, text] of Object.entries(files)) this.write(name, text);
  }
  path(name: string): string {
    return join(this.root, name);
  }
  uri(name: string): string {
    return pathToFileURL(this.path(name)).href;
  }
  write(name: string, text: string): void {
    mkdirSync(dirname(this.path(name)), { recursive: true });
    writeFileSync(this.path(name), text);
  }
  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

type Waiter = {
  uri: string;
  predicate: (d: Diagnostic[]) => boolean;
  resolve: (d: Diagnostic[]) => void;
  reject: (e: Error) => void;
};

export interface StartOptions {
  rootUri?: string;
  settings?: unknown;
  /** Announce `workspace/configuration` and answer it with `settings`. */
  pullConfiguration?: boolean;
  capabilities?: ClientCapabilities;
  initializationOptions?: unknown;
  /** Extra environment variables of the server process (proxies...). */
  env?: Record<string, string>;
  /** The display language `initialize` names (VS Code sends its own). */
  locale?: string;
}

/** A client session against a fresh server process. */
export class Client {
  readonly connection: ProtocolConnection;
  readonly diagnostics = new Map<string, Diagnostic[]>();
  readonly documents = new Map<string, TextDocument>();
  readonly log: string[] = [];
  /** What the server showed the person (`window/showMessage`). */
  readonly messages: string[] = [];
  /** The edits the server asked this client to apply (`workspace/applyEdit`), applied as an editor does. */
  readonly appliedEdits: WorkspaceEdit[] = [];
  /** Set to refuse the server's next `workspace/applyEdit`s with this reason. */
  refuseEdits: string | undefined;
  /** What the server answered `initialize` with. */
  serverCapabilities: ServerCapabilities = {};
  settings: unknown;
  /** The download cache folder this session made (removed at stop). */
  storage: string | undefined;
  private readonly waiters: Waiter[] = [];
  private readonly process: ChildProcess;

  private constructor(options: StartOptions) {
    this.process = spawn(process.execPath, [SERVER, '--stdio'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...options.env },
    });
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout!),
      new StreamMessageWriter(this.process.stdin!),
    );
    this.settings = options.settings;
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.predicate(p.diagnostics)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
      }
    });
    this.connection.onNotification(LogMessageNotification.type, (p) => {
      this.log.push(p.message);
    });
    this.connection.onRequest('workspace/configuration', (p: { items: { section?: string }[] }) =>
      p.items.map(
        (item) => (this.settings as Record<string, unknown> | undefined)?.[item.section ?? ''] ?? null,
      ),
    );
    this.connection.onNotification(ShowMessageNotification.type, (p) => {
      this.messages.push(p.message);
    });
    this.connection.onRequest(ApplyWorkspaceEditRequest.type, async (p) => {
      if (this.refuseEdits !== undefined) return { applied: false, failureReason: this.refuseEdits };
      this.appliedEdits.push(p.edit);
      for (const [uri, edits] of editsByUri(p.edit)) {
        const doc = this.documents.get(uri);
        if (!doc) return { applied: false, failureReason: `${uri} is not open` };
        // Edits of one workspace edit refer to the text before it: applied from the end.
        await this.sendEdits(
          uri,
          [...edits].sort((a, b) => doc.offsetAt(b.range.start) - doc.offsetAt(a.range.start)),
        );
      }
      return { applied: true };
    });
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/workDoneProgress/create', () => null);
    this.connection.listen();
    // A crashed server must fail the waiting test at once, not hang it.
    this.process.once('exit', (code) => {
      for (const w of this.waiters.splice(0)) w.reject(new Error(`the server exited (code ${code})`));
    });
  }

  /** Starts a server and completes the initialize handshake. */
  static async start(options: StartOptions = {}): Promise<Client> {
    const client = new Client(options);
    const capabilities: ClientCapabilities = options.capabilities ?? {
      workspace: { configuration: options.pullConfiguration === true, workspaceFolders: true },
      window: { workDoneProgress: true },
      textDocument: {
        publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, dataSupport: true },
      },
    };
    // Each session caches downloads in a folder of its own, removed at stop: nothing leaks between
    // runs through the default cache in the system's temp folder.
    const given = (options.initializationOptions ?? {}) as Record<string, unknown>;
    if (typeof given.storagePath !== 'string') {
      client.storage = mkdtempSync(join(tmpdir(), 'jov-storage-'));
    }
    const initialized = await client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: options.rootUri ?? null,
      workspaceFolders: options.rootUri ? [{ uri: options.rootUri, name: 'root' }] : null,
      capabilities,
      ...(options.locale !== undefined ? { locale: options.locale } : {}),
      initializationOptions: client.storage ? { ...given, storagePath: client.storage } : given,
    });
    client.serverCapabilities = initialized.capabilities;
    await client.connection.sendNotification(InitializedNotification.type, {});
    if (!options.pullConfiguration && options.settings !== undefined) {
      await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
        settings: options.settings,
      });
    }
    return client;
  }

  /** Resolves with the next diagnostics of `uri` that satisfy `predicate` (or the current ones if they do). */
  waitFor(
    uri: string,
    predicate: (d: Diagnostic[]) => boolean = () => true,
    current = false,
  ): Promise<Diagnostic[]> {
    const known = this.diagnostics.get(uri);
    if (current && known && predicate(known)) return Promise.resolve(known);
    return new Promise((resolve, reject) => this.waiters.push({ uri, predicate, resolve, reject }));
  }

  async open(uri: string, text: string, languageId = 'json'): Promise<Diagnostic[]> {
    const wait = this.waitFor(uri);
    this.documents.set(uri, TextDocument.create(uri, languageId, 1, text));
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
    return wait;
  }

  /** Replaces a range (incremental sync) and returns the diagnostics of the new version. */
  async edit(uri: string, range: Range, newText: string): Promise<Diagnostic[]> {
    const wait = this.waitFor(uri);
    await this.sendEdits(uri, [{ range, newText }]);
    return wait;
  }

  async sendEdits(uri: string, edits: TextEdit[]): Promise<void> {
    const doc = this.documents.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    const updated = TextDocument.update(
      doc,
      edits.map((e) => ({ range: e.range, text: e.newText })),
      doc.version + 1,
    );
    this.documents.set(uri, updated);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: updated.version },
      contentChanges: edits.map((e) => ({ range: e.range, text: e.newText })),
    });
  }

  async close(uri: string): Promise<Diagnostic[]> {
    const wait = this.waitFor(uri, (d) => d.length === 0);
    this.documents.delete(uri);
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
    return wait;
  }

  text(uri: string): string {
    return this.documents.get(uri)?.getText() ?? '';
  }

  async codeActions(uri: string, range: Range, only?: string[]): Promise<CodeAction[]> {
    const result = await this.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range,
      context: { diagnostics: this.diagnostics.get(uri) ?? [], ...(only ? { only } : {}) },
    });
    return (result ?? []) as CodeAction[];
  }

  /** Applies a code action's edit like an editor does; resolves with the diagnostics that follow. */
  async apply(action: CodeAction): Promise<Diagnostic[]> {
    const changes = action.edit?.changes ?? {};
    const [uri] = Object.keys(changes);
    const wait = this.waitFor(uri);
    const doc = this.documents.get(uri)!;
    // Edits of one action refer to the original text: apply them as one update from the end.
    const sorted = [...changes[uri]].sort(
      (a, b) => doc.offsetAt(b.range.start) - doc.offsetAt(a.range.start),
    );
    await this.sendEdits(uri, sorted);
    return wait;
  }

  /** Any request, for the language features (completion, hover, definition, ...). */
  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest<R>(method, params);
  }

  async fileChanged(uri: string, type: 1 | 2 | 3 = 2): Promise<void> {
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri, type }],
    });
  }

  async changeSettings(settings: unknown): Promise<void> {
    this.settings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings });
  }

  async stop(): Promise<void> {
    try {
      await this.connection.sendRequest(ShutdownRequest.type);
      await this.connection.sendNotification(ExitNotification.type);
    } catch {
      // The process may be gone already.
    }
    this.connection.dispose();
    if (this.process.exitCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.process.kill();
          resolve();
        }, 2000);
        this.process.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (this.storage) rmSync(this.storage, { recursive: true, force: true });
  }
}

/** The range of the n-th occurrence of `needle` in `text`. */
export function rangeOf(text: string, needle: string, occurrence = 0): Range {
  let offset = -1;
  for (let i = 0; i <= occurrence; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not found`);
  const doc = TextDocument.create('x', 'json', 1, text);
  return { start: doc.positionAt(offset), end: doc.positionAt(offset + needle.length) };
}

/** Diagnostics reduced to what the tests compare: range, message, code, severity. */
export function summary(diagnostics: Diagnostic[]): [string, string, number | undefined, string][] {
  return diagnostics.map((d) => [
    `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`,
    String(d.code),
    d.severity,
    typeof d.message === 'string' ? d.message : d.message.value,
  ]);
}

/** Text with a `|` cursor marker: the text without it and the marker's position. */
export function cursorIn(marked: string): { text: string; position: Position; offset: number } {
  const offset = marked.indexOf('|');
  if (offset < 0) throw new Error('no | in the text');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const doc = TextDocument.create('x', 'json', 1, text);
  return { text, position: doc.positionAt(offset), offset };
}

/** Applies edits (all relative to `text`) like an editor does. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const doc = TextDocument.create('x', 'json', 1, text);
  return TextDocument.applyEdits(doc, [...edits]);
}
