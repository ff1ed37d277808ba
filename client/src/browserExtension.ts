/**
 * Entry point of the extension in a web worker extension host (`dist/browserClient.js`, the manifest's
 * `browser`: vscode.dev, github.dev, any workbench without a Node extension host): the same activation
 * as `extension.ts`, with the server (`dist/browserServer.js`) in a web worker of its own, reading files
 * through this client (webFileSystem.ts).
 */
import * as vscode from 'vscode';
import { BrowserMessageReader, BrowserMessageWriter, LanguageClient } from 'vscode-languageclient/browser';
import type { LanguageClientOptions } from 'vscode-languageclient/browser';
import { FileSystemRequest } from '../../shared/src/protocol';
import type { FileSystemParams } from '../../shared/src/protocol';
import { activateWith } from './activation';
import type { JsonObjectValidatorApi } from './activation';
import type { ServerLauncher } from './languageClient';
import { answerFileSystem } from './webFileSystem';

export type { JsonObjectValidatorApi } from './activation';
export { deactivate } from './activation';

/** The web worker constructor of the extension host (not in this project's type libraries). */
declare const Worker: new (url: string, options?: { name?: string }) => { terminate(): void };
declare const Blob: new (parts: string[], options: { type: string }) => object;
declare const URL: { createObjectURL(blob: object): string };

/**
 * Starts the server's worker from its script. The extension host refuses a worker whose script is on
 * `vscode-remote:` (an extension a remote workbench serves, as code-server does when it runs web
 * extensions): then the script is fetched (the host's `fetch` reads such URIs) and started from a blob.
 */
async function startWorker(script: string, name: string): Promise<{ terminate(): void }> {
  try {
    return new Worker(script, { name });
  } catch (error) {
    const response = await fetch(script);
    if (!response.ok) throw new Error(`${script}: HTTP ${response.status}`, { cause: error });
    const blob = new Blob([await response.text()], { type: 'application/javascript' });
    return new Worker(URL.createObjectURL(blob), { name });
  }
}

/** A client whose server is a web worker, ended when the client stops (a worker outlives its server's exit). */
class WorkerLanguageClient extends LanguageClient {
  private readonly holder: { worker?: { terminate(): void } };

  constructor(id: string, name: string, script: string, options: LanguageClientOptions) {
    const holder: { worker?: { terminate(): void } } = {};
    // Transports rather than the worker: the host's `Worker` is a wrapper function, so the client's own
    // `instanceof Worker` test would not recognise what it returns.
    super(
      id,
      name,
      async () => {
        const worker = await startWorker(script, name);
        holder.worker = worker;
        return {
          reader: new BrowserMessageReader(worker),
          writer: new BrowserMessageWriter(worker),
        };
      },
      options,
    );
    this.holder = holder;
  }

  override async stop(timeout?: number): Promise<void> {
    try {
      await super.stop(timeout);
    } finally {
      this.holder.worker?.terminate();
      this.holder.worker = undefined;
    }
  }
}

function webServerLauncher(context: vscode.ExtensionContext): ServerLauncher {
  const script = vscode.Uri.joinPath(context.extensionUri, 'dist/browserServer.js').toString(true);
  return {
    host: 'web',
    create: (id, name, options) => new WorkerLanguageClient(id, name, script, options),
    pid: () => undefined,
    // A URI: the server reads and writes it through this client.
    storage: (ctx) => ctx.globalStorageUri.toString(),
  };
}

/** Called by VS Code on `onLanguage:json`, `onLanguage:jsonc` or one of the commands. */
export function activate(context: vscode.ExtensionContext): JsonObjectValidatorApi {
  return activateWith(context, webServerLauncher(context), (validator) =>
    validator.beforeStart((client) => {
      client.onRequest(FileSystemRequest.method, (params: FileSystemParams) =>
        answerFileSystem(params, context.extensionUri),
      );
    }),
  );
}
