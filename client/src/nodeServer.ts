/**
 * The Node build's `ServerLauncher`: `dist/server.js` as a child process over node IPC, with the
 * memory settings of serverProcess.ts.
 */
import type * as vscode from 'vscode';
import { LanguageClient, TransportKind } from 'vscode-languageclient/node';
import type { ServerOptions } from 'vscode-languageclient/node';
import type { ServerLauncher } from './languageClient';
import { SERVER_EXEC_ARGV, serverEnvironment } from './serverProcess';

/** Starts the server as a node process beside the extension host. */
export function nodeServerLauncher(context: vscode.ExtensionContext): ServerLauncher {
  const module = context.asAbsolutePath('dist/server.js');
  // Added to the extension host's environment, not in place of it.
  const env = serverEnvironment(process.env);
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { env, execArgv: [...SERVER_EXEC_ARGV] } },
    debug: {
      module,
      transport: TransportKind.ipc,
      options: { env, execArgv: [...SERVER_EXEC_ARGV, '--nolazy', '--inspect=6009'] },
    },
  };
  return {
    host: 'node',
    create: (id, name, options) => new LanguageClient(id, name, serverOptions, options),
    pid: (client) => (client as LanguageClient).serverProcess?.pid,
    storage: (ctx) => ctx.globalStorageUri.fsPath,
  };
}
