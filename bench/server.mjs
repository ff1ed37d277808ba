// The built language server (dist/server.js --stdio) driven over JSON-RPC as an editor drives it, for
// the benchmarks that measure it (editor.mjs, completion.mjs, stress.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
export const rpc = require('vscode-languageserver-protocol/node');
const builtServer = join(new URL('..', import.meta.url).pathname, 'dist', 'server.js');

/**
 * Starts a server for the workspace `folder` and initializes it (`capabilities` and
 * `initializationOptions` as a client sends them; `settings` become the jsonObjectValidator section;
 * `env` is added to the server's environment; `stderr`, when given, hears each line the server writes there;
 * `serverPath` names another build's server, for comparisons; `onDiagnostics` hears every publishDiagnostics).
 * Returns the process, the connection, `diagnosticsOf(uri, version?)` (the next diagnostics published for
 * the document, of that version when given), `open(uri, text)` (timed to its diagnostics: `{ ms,
 * diagnostics }`), `close(uri)` and `rss()` (the server's resident memory in MB).
 */
export async function startServer({
  folder,
  name = 'bench',
  settings,
  capabilities = {},
  initializationOptions,
  nodeArgs = [],
  env,
  stderr,
  serverPath = builtServer,
  onDiagnostics,
}) {
  if (!existsSync(serverPath)) {
    console.error(`${serverPath} is missing: run \`npm run build\` there first.`);
    process.exit(2);
  }
  // Started as the extension starts it (client/src/serverProcess.ts): malloc settings, small semi-spaces.
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...nodeArgs, serverPath, '--stdio'], {
    stdio: ['pipe', 'pipe', stderr ? 'pipe' : 'inherit'],
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env, ...env },
  });
  if (stderr) {
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) stderr(line);
    });
  }
  const connection = rpc.createProtocolConnection(
    new rpc.StreamMessageReader(child.stdout),
    new rpc.StreamMessageWriter(child.stdin),
  );
  const waiting = new Map();
  connection.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    onDiagnostics?.(p);
    const w = waiting.get(p.uri);
    if (w && (w.version === undefined || w.version === p.version)) {
      waiting.delete(p.uri);
      w.resolve(p.diagnostics);
    }
  });
  connection.onRequest('workspace/configuration', () => [null]);
  connection.listen();
  await connection.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name }],
    capabilities,
    initializationOptions,
  });
  await connection.sendNotification(rpc.InitializedNotification.type, {});
  if (settings) {
    await connection.sendNotification(rpc.DidChangeConfigurationNotification.type, {
      settings: { jsonObjectValidator: settings },
    });
  }
  const diagnosticsOf = (uri, version) => new Promise((resolve) => waiting.set(uri, { version, resolve }));
  return {
    child,
    connection,
    diagnosticsOf,
    // Opens a JSON document and times it to its first diagnostics (the client does nothing else meanwhile).
    open: async (uri, text) => {
      const pending = diagnosticsOf(uri);
      const start = performance.now();
      await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
        textDocument: { uri, languageId: 'json', version: 1, text },
      });
      const diagnostics = await pending;
      return { ms: performance.now() - start, diagnostics };
    },
    // Closes a document and waits for its diagnostics to be cleared.
    close: async (uri) => {
      const pending = diagnosticsOf(uri);
      await connection.sendNotification(rpc.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
      await pending;
    },
    rss: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
      } catch {
        return NaN;
      }
    },
  };
}
