/**
 * What both entry points of the extension do on activation (`extension.ts` for the Node extension
 * host, `browserExtension.ts` for the web worker one, which differ in how the server runs): wires the
 * language client, the contributions sync, the commands and the status bar item together. Activation does no IO and does not wait for
 * the server, so it stays fast; the server starts in the background.
 */
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { syncContributions } from './contributions';
import { ValidatorClient } from './languageClient';
import type { ServerLauncher } from './languageClient';
import { registerInlineSchemas } from './schemaDocuments';
import { showSettingsProblems } from './settingsProblems';
import { noticeBuiltInValidation } from './sharingNotice';
import { onDidShowSchemaPicker } from './schemaPicker';
import type { SchemaPickerShown } from './schemaPicker';
import { SchemaStatus } from './statusBar';
import type { SchemaStatusState } from './statusBar';
import { useTranslation } from './l10n';

/** What `activate` returns: read by other extensions and by the e2e suite. */
export interface JsonObjectValidatorApi {
  /** Milliseconds `activate` took (the server starts afterwards, in the background). */
  readonly activationMs: number;
  /** Resolves when the language server is running and initialized. */
  ready(): Promise<void>;
  /** The status bar item as shown now. */
  statusBar(): SchemaStatusState;
  /** Re-asks the server which schema applies to the active editor and returns the new state. */
  refreshStatusBar(): Promise<SchemaStatusState>;
  /** Fires whenever the status bar item changes. */
  readonly onDidChangeStatusBar: vscode.Event<SchemaStatusState>;
  /** Process id of the server while it runs (none when it runs in a web worker). */
  serverPid(): number | undefined;
  /** Where this extension and its server run: `node`, or `web` (a web worker extension host). */
  readonly host: 'node' | 'web';
  /** Fires each time a server is up, including automatic restarts after a crash. */
  readonly onDidStartServer: vscode.Event<void>;
  /** Fires when "Select Schema for This File" shows its picker, with its rows and the picker itself. */
  readonly onDidShowSchemaPicker: vscode.Event<SchemaPickerShown>;
}

let validator: ValidatorClient | undefined;

/** Activates the extension with the server `launcher` starts; returns the extension's API. */
export function activateWith(
  context: vscode.ExtensionContext,
  launcher: ServerLauncher,
  setup?: (client: ValidatorClient) => void,
): JsonObjectValidatorApi {
  const started = performance.now();
  // Every message from here on speaks VS Code's display language (l10n/bundle.l10n.<lang>.json).
  useTranslation((message, ...args) => vscode.l10n.t(message, ...args));
  const output = vscode.window.createOutputChannel('JSON Object Validator', { log: true });
  validator = new ValidatorClient(context, output, launcher);
  setup?.(validator);
  showSettingsProblems(validator);
  const status = new SchemaStatus(validator);
  context.subscriptions.push(
    output,
    validator,
    status,
    syncContributions(validator, context.extension.id),
    registerInlineSchemas(),
    registerCommands(validator, status),
  );
  const client = validator;
  // Forking the server takes tens of milliseconds: do it right after activation, not inside it.
  setTimeout(() => {
    void client.start().catch(() => undefined);
    void noticeBuiltInValidation(context);
  }, 0);
  const activationMs = performance.now() - started;
  output.info(`Activated in ${activationMs.toFixed(1)} ms.`);
  return {
    activationMs,
    ready: () => client.ready().then(() => undefined),
    statusBar: () => status.current,
    refreshStatusBar: () => status.refresh(),
    onDidChangeStatusBar: status.onDidChange,
    serverPid: () => client.serverPid,
    host: launcher.host,
    onDidShowSchemaPicker,
    onDidStartServer: (listener, thisArgs, disposables) =>
      client.onDidStart(
        () => {
          listener.call(thisArgs, undefined);
        },
        undefined,
        disposables,
      ),
  };
}

/** Stops the server when the extension host shuts down. */
export function deactivate(): Promise<void> | undefined {
  const current = validator;
  validator = undefined;
  return current?.stop();
}
