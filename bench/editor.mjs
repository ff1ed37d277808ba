// The editor scenario of `npm run bench`: the built language server (dist/server.js --stdio, driven
// over JSON-RPC like an editor) opens a generated 10 MB document, then gets one-character edits inside
// one record; each time is measured until the diagnostics arrive. JSON.parse of the whole text and
// vscode-json-languageservice (which re-parses and re-validates everything on each edit, as VS Code
// does) are measured in the same run. Usage: node bench/editor.mjs [megabytes]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { makeDocument, makeSchema } from './generate.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const serverPath = join(root, 'dist', 'server.js');
if (!existsSync(serverPath)) {
  console.error('dist/server.js is missing: run `npm run build` first.');
  process.exit(2);
}
const rpc = require('vscode-languageserver-protocol/node');
const { TextDocument } = require('vscode-languageserver-textdocument');
const jsonService = require('vscode-json-languageservice');

const MEGABYTES = Number(process.argv[2] ?? 10);
const EDITS = 9;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const folder = mkdtempSync(join(tmpdir(), 'jov-bench-editor-'));
const schema = makeSchema();
const { text, offsets } = makeDocument(MEGABYTES << 20, 20260314);
writeFileSync(join(folder, 'records.schema.json'), JSON.stringify(schema, null, 2));
const uri = pathToFileURL(join(folder, 'records.json')).href;

// ---- JSON.parse baseline ----
const parseTimes = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  JSON.parse(text);
  parseTimes.push(performance.now() - start);
}
const parseMs = median(parseTimes);

// ---- our server over stdio ----
const child = spawn(process.execPath, [serverPath, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const connection = rpc.createProtocolConnection(
  new rpc.StreamMessageReader(child.stdout),
  new rpc.StreamMessageWriter(child.stdin),
);
let waiting;
connection.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
  if (p.uri === uri && waiting) {
    const w = waiting;
    waiting = undefined;
    w(p.diagnostics);
  }
});
connection.onRequest('workspace/configuration', () => [null]);
connection.listen();
await connection.sendRequest(rpc.InitializeRequest.type, {
  processId: process.pid,
  rootUri: pathToFileURL(folder).href,
  workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'bench' }],
  capabilities: {},
});
await connection.sendNotification(rpc.InitializedNotification.type, {});
await connection.sendNotification(rpc.DidChangeConfigurationNotification.type, {
  settings: {
    jsonObjectValidator: {
      schemas: [{ fileMatch: ['records.json'], url: './records.schema.json' }],
      validationDelay: 0,
    },
  },
});

const next = () => new Promise((resolve) => (waiting = resolve));
let start = performance.now();
let pending = next();
await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
  textDocument: { uri, languageId: 'json', version: 1, text },
});
const openDiagnostics = await pending;
const openMs = performance.now() - start;

// One character inside a record in the middle: a letter of its "createdAt" string, back and forth.
const middle = offsets[Math.floor(offsets.length / 2)];
const at = text.indexOf('"createdAt": "', middle) + '"createdAt": "'.length;
const doc = TextDocument.create(uri, 'json', 1, text);
const position = doc.positionAt(at);
const original = text[at];
const editTimes = [];
let editDiagnostics;
let version = 1;
for (let i = 0; i < EDITS; i++) {
  const replacement = i % 2 === 0 ? (original === '9' ? '8' : '9') : original;
  pending = next();
  start = performance.now();
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: ++version },
    contentChanges: [
      {
        range: { start: position, end: { line: position.line, character: position.character + 1 } },
        text: replacement,
      },
    ],
  });
  editDiagnostics = await pending;
  editTimes.push(performance.now() - start);
}
const editMs = median(editTimes);

// Memory while editing for a long time: the server's resident size after 100 and 300 more edits.
const rss = () => {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};
const memory = [];
for (let i = 0; i < 300; i++) {
  const replacement = i % 2 === 0 ? (original === '9' ? '8' : '9') : original;
  pending = next();
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: ++version },
    contentChanges: [
      {
        range: { start: position, end: { line: position.line, character: position.character + 1 } },
        text: replacement,
      },
    ],
  });
  await pending;
  if (i === 99 || i === 299) memory.push(rss());
}
await connection.sendRequest(rpc.ShutdownRequest.type);
await connection.sendNotification(rpc.ExitNotification.type);
connection.dispose();

// ---- vscode-json-languageservice: what VS Code's JSON support does after each edit ----
const service = jsonService.getLanguageService({});
service.configure({
  validate: true,
  schemas: [{ uri: 'bench://records.schema.json', fileMatch: ['*.json'], schema }],
});
const vsDoc = jsonService.TextDocument.create(uri, 'json', 1, text);
const vsTimes = [];
for (let i = 0; i < 3; i++) {
  const s = performance.now();
  const parsed = service.parseJSONDocument(vsDoc);
  await service.doValidation(vsDoc, parsed, { schemaValidation: 'error' });
  vsTimes.push(performance.now() - s);
}
const vsMs = median(vsTimes);
rmSync(folder, { recursive: true, force: true });

const row = (label, ms, note = '') =>
  console.log(`${label.padEnd(58)} ${ms.toFixed(1).padStart(9)} ms  ${note}`);
console.log(
  `Editor scenario: ${(text.length / (1 << 20)).toFixed(1)} MB, ${offsets.length} records, load ${loadavg()[0].toFixed(1)}`,
);
row('JSON.parse (whole text)', parseMs);
row(
  'open -> diagnostics (server over stdio)',
  openMs,
  `${(openMs / parseMs).toFixed(2)} x JSON.parse, ${openDiagnostics.length} diagnostics`,
);
row(
  'one-character edit -> diagnostics (median)',
  editMs,
  `${(editMs / parseMs).toFixed(2)} x JSON.parse, ${editDiagnostics.length} diagnostics`,
);
console.log(
  `server resident memory after 100 / 300 more edits: ${memory.map((m) => `${m.toFixed(0)} MB`).join(' / ')}`,
);
row(
  'vscode-json-languageservice re-parse + re-validate',
  vsMs,
  `${(vsMs / parseMs).toFixed(2)} x JSON.parse`,
);
console.log(`open   <= 3 x JSON.parse: ${openMs <= 3 * parseMs ? 'PASS' : 'MISS'}`);
console.log(`edit   <  1 x JSON.parse: ${editMs < parseMs ? 'PASS' : 'MISS'}`);

// ---- the workspace command on 10,000 files, with a request answered meanwhile ----
const FILES = Number(process.env.BENCH_WORKSPACE_FILES ?? 10_000);
const workspace = mkdtempSync(join(tmpdir(), 'jov-bench-workspace-'));
writeFileSync(
  join(workspace, 'item.schema.json'),
  JSON.stringify({ type: 'object', required: ['id', 'name'] }),
);
const { mkdirSync } = await import('node:fs');
for (let i = 0; i < FILES; i++) {
  const dir = join(workspace, `d${i % 100}`);
  if (i < 100) mkdirSync(dir);
  writeFileSync(
    join(dir, `f${i}.json`),
    JSON.stringify({ $schema: '../item.schema.json', id: i, ...(i % 10 ? { name: 'n' } : {}) }),
  );
}
const child2 = spawn(process.execPath, [serverPath, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const c2 = rpc.createProtocolConnection(
  new rpc.StreamMessageReader(child2.stdout),
  new rpc.StreamMessageWriter(child2.stdin),
);
c2.onRequest('workspace/configuration', () => [null]);
c2.listen();
await c2.sendRequest(rpc.InitializeRequest.type, {
  processId: process.pid,
  rootUri: pathToFileURL(workspace).href,
  workspaceFolders: [{ uri: pathToFileURL(workspace).href, name: 'ws' }],
  capabilities: {},
});
await c2.sendNotification(rpc.InitializedNotification.type, {});
const latencies = [];
let running = true;
const probe = (async () => {
  while (running) {
    const s = performance.now();
    await c2.sendRequest('jsonObjectValidator/schemaFor', {
      uri: pathToFileURL(join(workspace, 'd1', 'f1.json')).href,
    });
    latencies.push(performance.now() - s);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const wsStart = performance.now();
const summary = await c2.sendRequest(rpc.ExecuteCommandRequest.type, {
  command: 'jsonObjectValidator.validateWorkspace',
  arguments: [],
});
const wsMs = performance.now() - wsStart;
running = false;
await probe;
await c2.sendRequest(rpc.ShutdownRequest.type);
await c2.sendNotification(rpc.ExitNotification.type);
c2.dispose();
rmSync(workspace, { recursive: true, force: true });
row(`validate workspace (${FILES} files)`, wsMs, JSON.stringify(summary));
row(
  'request answered during it (median)',
  median(latencies),
  `worst ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length}`,
);
