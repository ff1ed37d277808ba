/**
 * The protocol wiring both entry points share (`main.ts` for Node, `browserMain.ts` for a web worker):
 * the `ClientPort` over an LSP connection, and every message registered by method name behind its
 * params check (protocolParams.ts). The entry points only make the connection, the environment and
 * the server's options.
 */
import {
  CodeLensRefreshRequest,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  Event,
  ExecuteCommandRequest,
  MessageType,
  ResponseError,
  ShowMessageNotification,
} from 'vscode-languageserver';
import type {
  CancellationToken,
  CodeActionParams,
  CodeLensParams,
  CompletionItem,
  CompletionParams,
  Connection,
  DefinitionParams,
  DidChangeConfigurationParams,
  DidChangeTextDocumentParams,
  DidChangeWatchedFilesParams,
  DidChangeWorkspaceFoldersParams,
  DidCloseTextDocumentParams,
  DidOpenTextDocumentParams,
  DidSaveTextDocumentParams,
  DocumentLinkParams,
  ExecuteCommandParams,
  HoverParams,
  PrepareRenameParams,
  ProgressToken,
  ReferenceParams,
  RenameParams,
  WorkDoneProgressReporter,
} from 'vscode-languageserver';
import {
  ClearSchemaCacheRequest,
  SchemaAssociationsNotification,
  SchemaContentChangedNotification,
  SchemaContentRequest,
  SchemaChoicesRequest,
  SchemaForRequest,
  SchemaUsersRequest,
  SettingsProblemsNotification,
  ValidateWorkspaceRequest,
} from '../../../shared/src/protocol';
import type {
  SchemaAssociationsParams,
  SchemaContentChangedParams,
  SchemaContentResult,
  SchemaChoicesParams,
  SchemaForParams,
  SchemaUsersParams,
} from '../../../shared/src/protocol';
import type { Server } from '../server';
import type { ClientAbilities } from './clientAbilities';
import type { ClientPort, ProgressReporter } from './clientPort';
import { PARAM_CHECKS } from './protocolParams';
import { hostTexts } from '../../../host/src/displayLanguage';

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

function clientPort(connection: Connection, can: () => ClientAbilities): ClientPort {
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
    applyEdit: (label, edit) => connection.workspace.applyEdit({ label, edit }),
    // A notification: `window.showInformationMessage` is a request, whose refusal would reject unheard.
    showMessage: (message) =>
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Info, message }),
    pick: async (message, choices) =>
      (await connection.window.showInformationMessage(message, ...choices.map((title) => ({ title }))))
        ?.title,
    showDocument: async (uri) => (await connection.window.showDocument({ uri, takeFocus: true })).success,
    refreshCodeLenses: () => void connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined),
    settingsProblems(problems) {
      const list = problems.map((p) => `- ${p}`).join('\n');
      connection.console.warn(`Some settings could not be used as written:\n${list}`);
      if (can().showsSettingsProblems) {
        void connection.sendNotification(SettingsProblemsNotification.method, { problems: [...problems] });
      } else {
        // A notification, not window/showMessageRequest: there is nothing to answer, and a client that
        // refuses the request made the rejected promise end the process.
        void connection.sendNotification(ShowMessageNotification.type, {
          type: MessageType.Warning,
          message: `JSON Object Validator: ${problems.length === 1 ? problems[0] : hostTexts().t('settings.problems', { count: problems.length, first: problems[0] })}`,
        });
      }
    },
  };
}

/** A cancellation token that never fires (for a request whose params were sent by position). */
const NEVER_CANCELLED: CancellationToken = {
  isCancellationRequested: false,
  onCancellationRequested: Event.None,
};

function isToken(value: unknown): value is CancellationToken {
  return typeof value === 'object' && value !== null && 'isCancellationRequested' in value;
}

/**
 * Builds the server over the connection (`create` gets the `ClientPort`) and registers every message;
 * `onShutdown` runs when the client asks for a shutdown. The caller starts listening.
 */
export function serve(
  connection: Connection,
  create: (client: ClientPort) => Server,
  onShutdown: () => void = () => undefined,
): Server {
  const server = create(clientPort(connection, () => server.can));
  /** Logs a handler's failure with its stack (the client gets no JavaScript error's text). */
  function logFailure(method: string, error: unknown): void {
    connection.console.error(
      `${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  /**
   * Registers a request handler behind the method's params check: params of another shape are refused with
   * InvalidParams naming what is wrong; a handler that throws anything but a ResponseError is logged and
   * answered with a plain InternalError.
   */
  function request<P, R>(
    method: string,
    handler: (params: P, token: CancellationToken) => R | Promise<R>,
  ): void {
    const check = PARAM_CHECKS[method];
    // jsonrpc spreads params sent as an array; the token always comes last.
    connection.onRequest(method, async (...args: unknown[]) => {
      const last = args[args.length - 1];
      const token = isToken(last) ? last : NEVER_CANCELLED;
      const given = isToken(last) ? args.slice(0, -1) : args;
      if (given.length > 1) {
        throw new ResponseError(
          ErrorCodes.InvalidParams,
          `${method}: params must be an object, not an array`,
        );
      }
      const params = given[0];
      const problem = check?.(params);
      if (problem !== undefined) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${problem}`);
      try {
        return await handler(params as P, token);
      } catch (error) {
        if (error instanceof ResponseError) throw error;
        logFailure(method, error);
        throw new ResponseError(
          ErrorCodes.InternalError,
          `${method} failed; the server's log has the details.`,
        );
      }
    });
  }

  /** Registers a notification handler behind the method's params check: other shapes are logged and ignored. */
  function notify<P>(method: string, handler: (params: P) => unknown): void {
    const check = PARAM_CHECKS[method];
    connection.onNotification(method, (...args: unknown[]) => {
      const problem = args.length > 1 ? 'params must be an object, not an array' : check?.(args[0]);
      if (problem !== undefined) {
        connection.console.warn(`Ignored ${method}: ${problem}.`);
        return;
      }
      try {
        const result = handler(args[0] as P);
        if (result instanceof Promise) result.catch((error: unknown) => logFailure(method, error));
      } catch (error) {
        logFailure(method, error);
      }
    });
  }

  connection.onInitialize((params) => server.initialize(params));
  connection.onInitialized(() => {
    if (server.can.registersConfiguration) {
      void connection.client
        .register(DidChangeConfigurationNotification.type, undefined)
        .catch(() => undefined);
    }
    if (server.can.workspaceFolders) {
      notify('workspace/didChangeWorkspaceFolders', (p: DidChangeWorkspaceFoldersParams) =>
        server.didChangeWorkspaceFolders(p.event),
      );
    }
    void server.initialized();
  });
  // Every message from the client is checked at the door (protocolParams.ts): a request whose params do
  // not have the protocol's shape is refused with InvalidParams, a notification is ignored with a log
  // line, and no handler answers with a JavaScript error's text. Registered by method name (not through
  // onCompletion and the like, which read the params before the handler could check them).
  notify('textDocument/didOpen', (p: DidOpenTextDocumentParams) => server.didOpen(p));
  notify('textDocument/didChange', (p: DidChangeTextDocumentParams) => server.didChange(p));
  notify('textDocument/didSave', (p: DidSaveTextDocumentParams) => server.didSave(p));
  notify('textDocument/didClose', (p: DidCloseTextDocumentParams) => server.didClose(p));
  notify('workspace/didChangeConfiguration', (p: DidChangeConfigurationParams) =>
    server.didChangeConfiguration(p),
  );
  notify('workspace/didChangeWatchedFiles', (p: DidChangeWatchedFilesParams) =>
    server.didChangeWatchedFiles(p),
  );
  request('textDocument/codeAction', (p: CodeActionParams) => server.commands.codeActions(p));
  request('textDocument/completion', (p: CompletionParams) => server.features.completion(p));
  request('completionItem/resolve', (p: CompletionItem) => server.features.completionResolve(p));
  request('textDocument/hover', (p: HoverParams) => server.features.hover(p));
  request('textDocument/definition', (p: DefinitionParams) => server.features.definition(p));
  request('textDocument/documentLink', (p: DocumentLinkParams) => server.features.documentLinks(p));
  request('textDocument/references', (p: ReferenceParams) => server.features.references(p));
  request('textDocument/prepareRename', (p: PrepareRenameParams) => server.features.prepareRename(p));
  request('textDocument/rename', (p: RenameParams) => server.features.rename(p));
  // Registered directly (not through onExecuteCommand, which hides whether the client sent a
  // workDoneToken): without one the server creates its own progress.
  function attachedProgress(token: ProgressToken | undefined): ProgressReporter | undefined {
    return token === undefined ? undefined : progressOf(connection.window.attachWorkDoneProgress(token));
  }
  request(ExecuteCommandRequest.method, (p: ExecuteCommandParams, token) =>
    server.commands.executeCommand(p, token, attachedProgress(p.workDoneToken)),
  );
  request(SchemaForRequest.method, (p: SchemaForParams) => server.questions.schemaFor(p));
  request(SchemaChoicesRequest.method, (p: SchemaChoicesParams) => server.questions.schemaChoices(p));
  request('textDocument/codeLens', (p: CodeLensParams) => server.lens.codeLenses(p.textDocument.uri));
  request(SchemaUsersRequest.method, (p: SchemaUsersParams) => server.lens.schemaUsers(p.uri));
  request(ClearSchemaCacheRequest.method, () => server.clearSchemaCache());
  request(
    ValidateWorkspaceRequest.method,
    (p: { workDoneToken?: ProgressToken } | null | undefined, token: CancellationToken) =>
      server.validateWorkspace(token, attachedProgress(p?.workDoneToken)),
  );
  notify(SchemaAssociationsNotification.method, (p: SchemaAssociationsParams) =>
    server.setExtensionAssociations(p),
  );
  notify(SchemaContentChangedNotification.method, (p: SchemaContentChangedParams) =>
    server.schemaContentChanged(p),
  );
  connection.onShutdown(() => {
    onShutdown();
    server.dispose();
  });
  return server;
}
