/**
 * Entry point of `dist/browserServer.js`, the web build's language server: the same `Server` over a
 * web worker's message port (`BrowserMessageReader/Writer`), with an `Environment` that reads files
 * through the client (`jsonObjectValidator/fileSystem`, answered with `vscode.workspace.fs`) and
 * downloads with `fetch`. There is no document worker: this server is a web worker of its own, so
 * large documents are validated here, off the editor's threads. No logic lives here.
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { EXTENSION_FILE_PREFIX, FileSystemRequest } from '../../shared/src/protocol';
import type { FileSystemParams, FileSystemResult } from '../../shared/src/protocol';
import { createWebEnvironment } from '../../host/src/webEnvironment';
import type { EditorFileSystem } from '../../host/src/webEnvironment';
import { Server } from './server';
import { serve } from './transport/wiring';

/**
 * `setImmediate` is the server's "next turn of the event loop" (documents/scheduling.ts): a worker has
 * none, and `setTimeout(0)` is clamped to 4 ms after a few nested calls. A message to itself runs next.
 */
function installSetImmediate(): void {
  const scope = globalThis as { setImmediate?: unknown; clearImmediate?: unknown };
  if (typeof scope.setImmediate === 'function') return;
  const channel = new MessageChannel();
  const queue = new Map<number, () => void>();
  let next = 0;
  const receiver = channel.port1 as unknown as { onmessage: (event: { data: number }) => void };
  receiver.onmessage = (event) => {
    const run = queue.get(event.data);
    queue.delete(event.data);
    run?.();
  };
  scope.setImmediate = (run: (...args: unknown[]) => void, ...args: unknown[]): number => {
    const id = ++next;
    queue.set(id, () => run(...args));
    channel.port2.postMessage(id);
    return id;
  };
  scope.clearImmediate = (id: number): void => void queue.delete(id);
}

installSetImmediate();
const port = globalThis as never;
const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));

function ask(params: FileSystemParams): Promise<FileSystemResult> {
  return connection.sendRequest<FileSystemResult>(FileSystemRequest.method, params);
}

const files: EditorFileSystem = {
  readFile: async (uri, maxBytes) => (await ask({ operation: 'readFile', uri, maxBytes })).text ?? '',
  stat: async (uri) => {
    const answer = await ask({ operation: 'stat', uri });
    return answer.size === undefined ? undefined : { size: answer.size, kind: answer.kind ?? 'other' };
  },
  readDirectory: async (uri) => (await ask({ operation: 'readDirectory', uri })).entries ?? [],
  writeFile: async (uri, content) => void (await ask({ operation: 'writeFile', uri, content })),
  delete: async (uri) => void (await ask({ operation: 'delete', uri })),
};

serve(
  connection,
  (client) =>
    new Server(client, createWebEnvironment(files, fetch), {
      catalogPath: `${EXTENSION_FILE_PREFIX}dist/schemastore/catalog.json`,
      shippedSchemasPath: `${EXTENSION_FILE_PREFIX}dist/schemastore/schemas`,
    }),
);
// A worker outlives its server's exit unless it closes itself (the client also ends it when it stops).
connection.onExit(() => (globalThis as { close?: () => void }).close?.());
connection.listen();
