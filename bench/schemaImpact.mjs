// Background re-validation on 10,000 documents of one schema: does it delay a keystroke's squiggles?
// Writes 10,000 documents of varied shapes (a tenth of them broken) and their schema to a temp folder,
// starts the built server (dist/server.js --stdio) as editor.mjs does, runs Validate Workspace, opens the
// schema and one document, then in rounds: edits the schema (making `owner` required, then not, which
// changes about half the files' problems), waits out the pause after which the server validates the
// 10,000 files again, and types in the open document meanwhile, one keystroke every 50 ms, each timed from
// its didChange to the diagnostics of its version. A second server, started with
// JSON_OBJECT_VALIDATOR_BACKGROUND_REVALIDATION=off, gets the same rounds (the schema edit still
// re-validates the open document; the closed files are left alone). The rounds alternate between the two
// servers (which goes first alternates too), so that this machine's drift falls on both alike, and after
// each round of the first the benchmark waits for its background run to end, so that it never runs
// during the other's round. Usage: node bench/schemaImpact.mjs [files] [--rounds N]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { rpc, startServer } from './server.mjs';

const args = process.argv.slice(2);
const FILES = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const ROUNDS = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 8;
const KEYSTROKES = 20;
const GAP_MS = 50;
/** After the schema edit: the server's pause (300 ms) and a little more, so its run is under way. */
const AFTER_SCHEMA_EDIT_MS = 400;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (list) => [...list].sort((a, b) => a - b);
const quantile = (list, q) => sorted(list)[Math.min(list.length - 1, Math.floor(q * list.length))];

// ---- the workspace ----

function schemaText(requireOwner) {
  return JSON.stringify(
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'Item',
      type: 'object',
      required: requireOwner ? ['id', 'name', 'kind', 'owner'] : ['id', 'name', 'kind'],
      properties: {
        $schema: { type: 'string' },
        id: { type: 'integer', minimum: 0 },
        name: { type: 'string', minLength: 1, maxLength: 40 },
        kind: { enum: ['book', 'tool', 'food', 'toy'] },
        owner: { type: 'string', pattern: '^[a-z]+$' },
        price: { type: 'number', exclusiveMinimum: 0 },
        tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 5 },
        size: {
          type: 'object',
          properties: { w: { type: 'number' }, h: { type: 'number' }, unit: { enum: ['cm', 'in'] } },
          required: ['w', 'h'],
          additionalProperties: false,
        },
        parts: { type: 'array', items: { $ref: '#/$defs/part' } },
      },
      additionalProperties: false,
      $defs: {
        part: {
          type: 'object',
          required: ['ref'],
          properties: { ref: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
        },
      },
    },
    null,
    2,
  );
}

const KINDS = ['book', 'tool', 'food', 'toy'];

/** Document i: shapes vary with i (optional members, nested objects, arrays of records); every tenth is broken. */
function documentText(i) {
  const doc = { $schema: '../item.schema.json', id: i, name: `item ${i}`, kind: KINDS[i % 4] };
  if (i % 2 === 0) doc.owner = ['ada', 'bob', 'cy'][i % 3];
  if (i % 3 === 0) doc.price = (i % 97) + 0.5;
  if (i % 5 === 0) doc.tags = Array.from({ length: (i % 4) + 1 }, (_, k) => `t${k}`);
  if (i % 7 === 0) doc.size = { w: i % 30, h: i % 17, unit: i % 2 ? 'cm' : 'in' };
  if (i % 11 === 0)
    doc.parts = Array.from({ length: (i % 6) + 1 }, (_, k) => ({ ref: `p${k}`, count: k + 1 }));
  if (i % 10 === 9) {
    // Broken, each in one of five ways.
    const way = Math.floor(i / 10) % 5;
    if (way === 0) delete doc.name;
    else if (way === 1) doc.kind = 'plant';
    else if (way === 2) doc.id = `#${i}`;
    else if (way === 3) doc.colour = 'red';
    else doc.size = { w: 1 };
  }
  return JSON.stringify(doc, null, 2);
}

const folder = mkdtempSync(join(tmpdir(), 'jov-bench-impact-'));
writeFileSync(join(folder, 'item.schema.json'), schemaText(false));
for (let i = 0; i < FILES; i++) {
  const dir = join(folder, `d${i % 100}`);
  if (i < 100) mkdirSync(dir);
  writeFileSync(join(dir, `f${i}.json`), documentText(i));
}
const schemaUri = pathToFileURL(join(folder, 'item.schema.json')).href;
// The open document: one of the workspace's (open, so the background leaves it to its own validation).
const docUri = pathToFileURL(join(folder, 'd1', 'f1.json')).href;

// ---- a server: Validate Workspace, the schema and the document open ----

async function serverFor(background) {
  const state = { background, closedPublished: 0, logs: [], latencies: [], publishedWhileTyping: 0 };
  const started = await startServer({
    folder,
    name: 'impact',
    settings: { validationDelay: 0 },
    env: background ? {} : { JSON_OBJECT_VALIDATOR_BACKGROUND_REVALIDATION: 'off' },
    onDiagnostics: (p) => {
      if (p.uri !== docUri && p.uri !== schemaUri) state.closedPublished++;
    },
  });
  const { connection } = started;
  Object.assign(state, started);
  connection.onNotification(rpc.LogMessageNotification.type, (p) => state.logs.push(p.message));
  const validating = performance.now();
  state.summary = await connection.sendRequest(rpc.ExecuteCommandRequest.type, {
    command: 'jsonObjectValidator.validateWorkspace',
    arguments: [],
  });
  state.workspaceMs = performance.now() - validating;
  state.schemaVersion = 1;
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: schemaUri, languageId: 'json', version: 1, text: schemaText(false) },
  });
  state.docText = documentText(1);
  state.docVersion = 1;
  const opened = state.diagnosticsOf(docUri, 1);
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: docUri, languageId: 'json', version: 1, text: state.docText },
  });
  await opened;
  return state;
}

const completedRuns = (state) => state.logs.filter((l) => l.includes('validated again in'));

/** One round: the schema edited, the pause, then KEYSTROKES keystrokes in the open document, timed. */
async function round(state, index) {
  const { connection, diagnosticsOf } = state;
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: schemaUri, version: ++state.schemaVersion },
    contentChanges: [{ text: schemaText(index % 2 === 0) }],
  });
  await sleep(AFTER_SCHEMA_EDIT_MS);
  const before = state.closedPublished;
  // Keystrokes into the open document's "name" value.
  const at = state.docText.indexOf('"item 1"') + '"item 1'.length;
  for (let k = 0; k < KEYSTROKES; k++) {
    const offset = at + k;
    const position = positionAt(state.docText, offset);
    const char = String.fromCharCode(97 + ((index + k) % 26));
    const version = ++state.docVersion;
    const pending = diagnosticsOf(docUri, version);
    const start = performance.now();
    await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
      textDocument: { uri: docUri, version },
      contentChanges: [{ range: { start: position, end: position }, text: char }],
    });
    await pending;
    state.latencies.push(performance.now() - start);
    state.docText = state.docText.slice(0, offset) + char + state.docText.slice(offset);
    await sleep(GAP_MS);
  }
  state.publishedWhileTyping += state.closedPublished - before;
  // Take the typed text out again, so the document stays the same from round to round.
  const start = positionAt(state.docText, at);
  const end = positionAt(state.docText, at + KEYSTROKES);
  const version = ++state.docVersion;
  const pending = diagnosticsOf(docUri, version);
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: docUri, version },
    contentChanges: [{ range: { start, end }, text: '' }],
  });
  await pending;
  state.docText = state.docText.slice(0, at) + state.docText.slice(at + KEYSTROKES);
  if (state.background) {
    // Its last run (the one no schema edit cancelled) goes on to the end before the other server types.
    const waitedFrom = performance.now();
    while (completedRuns(state).length <= index && performance.now() - waitedFrom < 120_000) await sleep(50);
  }
}

function positionAt(text, offset) {
  let line = 0;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, character: offset - last - 1 };
}

// ---- the runs ----

console.log(
  `Background re-validation: ${FILES} documents on one schema, ${ROUNDS} rounds of a schema edit and ${KEYSTROKES} keystrokes (${GAP_MS} ms apart) per server, load ${loadavg()[0].toFixed(1)}`,
);
const on = await serverFor(true);
const off = await serverFor(false);
for (let i = 0; i < ROUNDS; i++) {
  for (const state of i % 2 === 0 ? [on, off] : [off, on]) await round(state, i);
}
for (const state of [on, off]) {
  await state.connection.sendRequest(rpc.ShutdownRequest.type);
  await state.connection.sendNotification(rpc.ExitNotification.type);
  state.connection.dispose();
}
rmSync(folder, { recursive: true, force: true });

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  'server                 | keystroke -> diagnostics: median | p95     | max     | closed files re-published while typing | Validate Workspace',
);
for (const r of [on, off]) {
  const l = r.latencies;
  console.log(
    [
      (r.background ? 'background on' : 'background off').padEnd(22),
      fmt(quantile(l, 0.5)).padStart(34),
      fmt(quantile(l, 0.95)).padStart(7),
      fmt(Math.max(...l)).padStart(7),
      String(r.publishedWhileTyping).padStart(38),
      `${fmt(r.workspaceMs)} (${r.summary.filesChecked} checked, ${r.summary.filesNotCompliant} not compliant)`,
    ].join(' | '),
  );
}
const runs = completedRuns(on);
console.log(`background runs that ended: ${runs.length} of ${ROUNDS}; the last: ${runs.at(-1) ?? 'none'}`);
console.log(`load average at the end: ${loadavg()[0].toFixed(1)}`);
