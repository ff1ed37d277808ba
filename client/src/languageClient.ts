/**
 * Owns the connection to the language server (`dist/server.js` over node IPC, or in the web build
 * `dist/browserServer.js` in a web worker; the `ServerLauncher` says which): starts it, restarts it
 * when it dies (telling the person once, not on every crash), restarts it when the set of documents
 * it must see changes, and lets the rest of the extension send requests without caring whether the
 * server is up yet.
 */
import * as vscode from 'vscode';
import { CloseAction, ErrorAction, State } from 'vscode-languageclient';
import type {
  BaseLanguageClient,
  CloseHandlerResult,
  ErrorHandler,
  ErrorHandlerResult,
  LanguageClientOptions,
} from 'vscode-languageclient';
import { SETTINGS_SECTION } from '../../shared/src/protocol';
import type { ServerInitializationOptions } from '../../shared/src/protocol';
import { buildDocumentSelector, fileMatchesOf, sameSelector } from './documentSelector';
import type { JsonDocumentFilter } from './documentSelector';
import { t } from './l10n';

/** Where the server runs: a node process (the desktop and remote extension hosts) or a web worker. */
export interface ServerLauncher {
  /** `node` or `web`, as the extension's API reports it. */
  readonly host: 'node' | 'web';
  /** A client for a new server with these options. */
  create(id: string, name: string, options: LanguageClientOptions): BaseLanguageClient;
  /** The server's process id while it runs (none for a web worker). */
  pid(client: BaseLanguageClient): number | undefined;
  /** The folder the server keeps its download cache and workspace results in (a path or a URI). */
  storage(context: vscode.ExtensionContext): string;
}

const CLIENT_ID = 'jsonObjectValidator';
/** VS Code's built-in JSON language features (completion and hover from `$schema`, `json.schemas`, ...). */
const BUILT_IN_JSON = 'vscode.json-language-features';
const CLIENT_NAME = 'JSON Object Validator';
/** More crashes than this within the window and the server stays down until the person restarts it. */
const MAX_CRASHES = 4;
const CRASH_WINDOW_MS = 3 * 60 * 1000;

/**
 * The documents the server must see, from the current settings: the `schemas` of the user and
 * workspace (`null` scope) and of every workspace folder, whose own settings may add patterns.
 */
export function currentDocumentSelector(): JsonDocumentFilter[] {
  const scopes = [null, ...(vscode.workspace.workspaceFolders ?? []).map((folder) => folder.uri)];
  return buildDocumentSelector(
    scopes.flatMap((scope) =>
      fileMatchesOf(vscode.workspace.getConfiguration(SETTINGS_SECTION, scope).get('schemas')),
    ),
  );
}

/**
 * Decides what happens when the server process dies: restart it, and say so in a notification the
 * first time only; after several crashes in a short time, stop and say that once too.
 */
class CrashPolicy implements ErrorHandler {
  private crashes: number[] = [];
  private announced = false;

  constructor(private readonly output: vscode.LogOutputChannel) {}

  error(_error: Error, _message: unknown, count: number | undefined): ErrorHandlerResult {
    // A few garbled messages are survivable; a stream of them means the connection is gone.
    return { action: (count ?? 0) <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true };
  }

  closed(): CloseHandlerResult {
    const now = Date.now();
    this.crashes = this.crashes.filter((t) => now - t < CRASH_WINDOW_MS);
    this.crashes.push(now);
    if (this.crashes.length > MAX_CRASHES) {
      return {
        action: CloseAction.DoNotRestart,
        message: t(
          'The JSON Object Validator server stopped {0} times in 3 minutes and was not restarted again. See the output channel for the cause, then run "JSON Object Validator: Restart Server".',
          this.crashes.length,
        ),
        handled: false,
      };
    }
    const message = t('The JSON Object Validator server stopped unexpectedly and was restarted.');
    this.output.warn(message);
    if (!this.announced) {
      this.announced = true;
      this.output.info('Told the person in a notification; later restarts are only logged here.');
      void vscode.window.showWarningMessage(message, t('Show Output')).then((choice) => {
        if (choice) this.output.show(true);
      });
    }
    return { action: CloseAction.Restart, handled: true };
  }

  /** After a restart the person asked for, a new crash is news again. */
  reset(): void {
    this.crashes = [];
    this.announced = false;
  }
}

/** The running language client, replaced on restart; events fire on every (re)start. */
export class ValidatorClient implements vscode.Disposable {
  private client: BaseLanguageClient | undefined;
  private starting: Promise<BaseLanguageClient> | undefined;
  private selector: JsonDocumentFilter[] = [];
  private readonly crashPolicy: CrashPolicy;
  /** Clients this class stopped on purpose: their connection closing is expected. */
  private readonly retired = new WeakSet<BaseLanguageClient>();
  private restarting: Promise<void> = Promise.resolve();
  private readonly started = new vscode.EventEmitter<BaseLanguageClient>();
  /** Run on each new client before it starts (request handlers the server may call at once). */
  private readonly setups: ((client: BaseLanguageClient) => void)[] = [];
  /** Computes what the server is told in `initializationOptions` besides the fixed options. */
  private initialState: () => Promise<Partial<ServerInitializationOptions>> = () => Promise.resolve({});
  private readonly disposables: vscode.Disposable[] = [];

  /** Fires each time a server is up and initialized, including automatic restarts after a crash. */
  readonly onDidStart = this.started.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    readonly output: vscode.LogOutputChannel,
    readonly launcher: ServerLauncher,
  ) {
    this.crashPolicy = new CrashPolicy(output);
    this.disposables.push(
      this.started,
      vscode.workspace.onDidChangeConfiguration((e) => {
        // The server re-reads its settings by itself; only a new set of files needs a new client.
        if (e.affectsConfiguration(`${SETTINGS_SECTION}.schemas`)) this.restartIfSelectorChanged();
      }),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.restartIfSelectorChanged()),
    );
  }

  private restartIfSelectorChanged(): void {
    if (sameSelector(this.selector, currentDocumentSelector())) return;
    // After the current client has forwarded the change (its listener may run after this one; a
    // stopping client cannot send it and logs an error).
    setTimeout(() => void this.restart(), 0);
  }

  /** Registers a set-up step run on every new client before it starts. */
  beforeStart(setup: (client: BaseLanguageClient) => void): void {
    this.setups.push(setup);
  }

  /** Sets what is computed for `initializationOptions` at each start (the editor's associations). */
  setInitialState(provider: () => Promise<Partial<ServerInitializationOptions>>): void {
    this.initialState = provider;
  }

  /** Starts the server unless it is running or starting; resolves when it is initialized. */
  start(): Promise<BaseLanguageClient> {
    if (this.starting) return this.starting;
    this.starting = this.initialState()
      .catch((error: unknown) => {
        this.output.warn(`Collecting the editor's schema associations: ${String(error)}`);
        return {};
      })
      .then((state) => this.startWith(state));
    return this.starting;
  }

  private startWith(state: Partial<ServerInitializationOptions>): Promise<BaseLanguageClient> {
    this.selector = currentDocumentSelector();
    let client: BaseLanguageClient | undefined = undefined;
    const errorHandler: ErrorHandler = {
      error: (error, message, count) => this.crashPolicy.error(error, message, count),
      // A connection that closes because this class stopped the client is not a crash; restarting
      // that client would fail anyway (it is disposed).
      closed: () =>
        client && this.retired.has(client)
          ? { action: CloseAction.DoNotRestart, handled: true }
          : this.crashPolicy.closed(),
    };
    client = this.launcher.create(CLIENT_ID, CLIENT_NAME, this.clientOptions(errorHandler, state));
    this.client = client;
    for (const setup of this.setups) setup(client);
    const started = client;
    started.onDidChangeState((e) => {
      if (e.newState === State.Running && this.client === started) this.started.fire(started);
    });
    const startedAt = performance.now();
    return started.start().then(
      () => {
        this.output.info(`Server started in ${(performance.now() - startedAt).toFixed(0)} ms.`);
        return started;
      },
      (error: unknown) => {
        this.output.error(`The server could not be started: ${String(error)}`);
        if (this.client === started) this.starting = undefined;
        throw error;
      },
    );
  }

  /** The client once the server is running (starting it if needed). */
  ready(): Promise<BaseLanguageClient> {
    return this.start();
  }

  /**
   * Stops the current server, if any, and starts a fresh one (restarts run one after another).
   * `byPerson`: the person asked for it, so earlier crashes no longer count against the server.
   */
  restart(byPerson = false): Promise<BaseLanguageClient> {
    const next = this.restarting.then(async () => {
      await this.stop();
      if (byPerson) this.crashPolicy.reset();
      return this.start();
    });
    this.restarting = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** Stops the server (waits at most 2 s for it to shut down cleanly). */
  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.starting = undefined;
    if (!client) return;
    this.retired.add(client);
    try {
      if (client.state !== State.Stopped) await client.stop(2000);
    } catch (error) {
      this.output.warn(`Stopping the server: ${String(error)}`);
    }
    await client.dispose(2000).catch(() => undefined);
  }

  /** Process id of the running server, for diagnostics and tests; undefined while it is down. */
  get serverPid(): number | undefined {
    return this.client?.state === State.Running ? this.launcher.pid(this.client) : undefined;
  }

  /** Whether the extension hands this document to the server. */
  handles(document: vscode.TextDocument): boolean {
    return (
      vscode.languages.match(this.selector.length ? this.selector : currentDocumentSelector(), document) > 0
    );
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    void this.stop();
  }

  private clientOptions(
    errorHandler: ErrorHandler,
    state: Partial<ServerInitializationOptions>,
  ): LanguageClientOptions {
    const initializationOptions: ServerInitializationOptions = {
      ...state,
      storagePath: this.launcher.storage(this.context),
      // The extension registers the palette commands itself, with progress and a summary.
      registerCommands: false,
      settingsProblemsNotification: true,
      // Disabled extensions are not listed: present means installed and enabled. Completion and hover
      // then leave the documents the built-in JSON support serves to it (see server/src/coexistence/builtInJson.ts).
      builtInJsonLanguageFeatures: vscode.extensions.getExtension(BUILT_IN_JSON) !== undefined,
    };
    return {
      documentSelector: this.selector,
      initializationOptions,
      outputChannel: this.output,
      errorHandler,
      // Initialization failures are reported once by `start()`; the default would also retry.
      initializationFailedHandler: () => false,
    };
  }
}
