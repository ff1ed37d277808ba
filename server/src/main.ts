/**
 * Entry point of `dist/server.js`: wires an LSP connection (node IPC for VS Code, `--stdio` for other
 * editors; vscode-languageserver picks the transport from argv) to the `Server`. No logic lives here.
 */
import { join } from 'node:path';
import { format } from 'node:util';
import {
  createConnection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ExecuteCommandRequest,
  ProposedFeatures,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver/node';
import type {
  CancellationToken,
  Connection,
  ProgressToken,
  WorkDoneProgressReporter,
} from 'vscode-languageserver/node';
import {
  ClearSchemaCacheRequest,
  SchemaAssociationsNotification,
  SchemaContentChangedNotification,
  SchemaContentRequest,
  SchemaForRequest,
  SettingsProblemsNotification,
  ValidateWorkspaceRequest,
} from '../../shared/src/protocol';
import type {
  SchemaAssociationsParams,
  SchemaContentChangedParams,
  SchemaContentResult,
  SchemaForParams,
} from '../../shared/src/protocol';
import type { ClientPort, ProgressReporter } from './clientPort';
import { FrameRepair } from './framing';
import { exitWhenInputEnds } from './inputEnd';
import { MessageDecoder } from './messageDecoder';
import { createNodeEnvironment } from './nodeEnvironment';
import { Server } from './server';
import { reportStalls, requestTimer } from './stalls';

function progressOf(
  reporter: WorkDoneProgressReporter & { token?: ProgressReporter['token'] },
): ProgressReporter {
  return {
    begin: (title, message, cancellable) => reporter.begin(title, 0, message, cancellable),
    report: (percentage, message) => reporter.report(percentage, message),
    done: () => reporter.done(),
    token: reporter.token,
  };
}

function clientPort(connection: Connection): ClientPort {
  return {
    publishDiagnostics: (params) => void connection.sendDiagnostics(params),
    getConfiguration: (items) => connection.workspace.getConfiguration(items) as Promise<unknown[]>,
    async watchFiles(globs) {
      await connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: globs.map((globPattern) => ({ globPattern })),
      });
    },
    async createProgress() {
      return progressOf(await connection.window.createWorkDoneProgress());
    },
    log: (message) => connection.console.log(message),
    schemaContent: (uri) => connection.sendRequest<SchemaContentResult>(SchemaContentRequest.method, { uri }),
    settingsProblems(problems) {
      const list = problems.map((p) => `- ${p}`).join('\n');
      connection.console.warn(`Some settings could not be used as written:\n${list}`);
      if (server.clientShowsSettingsProblems) {
        void connection.sendNotification(SettingsProblemsNotification.method, { problems: [...problems] });
      } else {
        void connection.window.showWarningMessage(
          `JSON Object Validator: ${problems.length === 1 ? problems[0] : `${problems.length} settings could not be used as written (see the log): ${problems[0]}`}`,
        );
      }
    },
  };
}

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
const server = new Server(clientPort(connection), createNodeEnvironment(), {
  catalogPath: join(__dirname, 'schemastore', 'catalog.json'),
  documentWorkerPath: join(__dirname, 'documentWorker.js'),
});

decoder.watcher = server.earlyOpens;
connection.onInitialize((params) => server.initialize(params));
connection.onInitialized(() => {
  if (server.clientRegistersConfiguration) {
    void connection.client
      .register(DidChangeConfigurationNotification.type, undefined)
      .catch(() => undefined);
  }
  if (server.clientSupportsWorkspaceFolders) {
    connection.workspace.onDidChangeWorkspaceFolders((e) => void server.didChangeWorkspaceFolders(e));
  }
  void server.initialized();
});
connection.onDidOpenTextDocument((p) => server.didOpen(p));
connection.onDidChangeTextDocument((p) => server.didChange(p));
connection.onDidSaveTextDocument((p) => server.didSave(p));
connection.onDidCloseTextDocument((p) => server.didClose(p));
connection.onDidChangeConfiguration((p) => void server.didChangeConfiguration(p));
connection.onDidChangeWatchedFiles((p) => server.didChangeWatchedFiles(p));
connection.onCodeAction((p) => server.codeActions(p));
connection.onCompletion((p) => server.features.completion(p));
connection.onCompletionResolve((item) => server.features.completionResolve(item));
connection.onHover((p) => server.features.hover(p));
connection.onDefinition((p) => server.features.definition(p));
connection.onDocumentLinks((p) => server.features.documentLinks(p));
connection.onReferences((p) => server.features.references(p));
connection.onPrepareRename((p) => server.features.prepareRename(p));
connection.onRenameRequest((p) => server.features.rename(p));
// Registered directly (not through onExecuteCommand, which hides whether the client sent a
// workDoneToken): without one the server creates its own progress.
function attachedProgress(token: ProgressToken | undefined): ProgressReporter | undefined {
  return token === undefined ? undefined : progressOf(connection.window.attachWorkDoneProgress(token));
}
connection.onRequest(ExecuteCommandRequest.type, (p, token) =>
  server.executeCommand(p, token, attachedProgress(p.workDoneToken)),
);
connection.onRequest(SchemaForRequest.method, (p: SchemaForParams) => server.schemaFor(p));
connection.onRequest(ClearSchemaCacheRequest.method, () => server.clearSchemaCache());
connection.onRequest(
  ValidateWorkspaceRequest.method,
  (p: { workDoneToken?: ProgressToken } | null | undefined, token: CancellationToken) =>
    server.validateWorkspace(token, attachedProgress(p?.workDoneToken)),
);
connection.onNotification(SchemaAssociationsNotification.method, (p: SchemaAssociationsParams) =>
  server.setExtensionAssociations(p),
);
connection.onNotification(SchemaContentChangedNotification.method, (p: SchemaContentChangedParams) =>
  server.schemaContentChanged(p),
);
connection.onShutdown(() => {
  shutdownReceived = true;
  server.dispose();
});
connection.listen();
