// Background re-validation on 10,000 documents of one schema: does it delay a keystroke's squiggles?
// Writes 10,000 documents of varied shapes (a tenth of them broken) and their schema to a temp folder,
// starts the built server (dist/server.js --stdio) as editor.mjs does, runs Validate Workspace, opens the
// schema and one document, then in rounds: edits the schema (making `owner` required, then not, which
// changes about half the files' problems), waits out the pause after which the server validates the
// 10,000 files again, and types in the open document meanwhile, one keystroke every 50 ms, each timed from
// its didChange to the diagnostics of its version. The same scenario runs on a server started with
// JSON_OBJECT_VALIDATOR_BACKGROUND_REVALIDATION=off (the schema edit still re-validates the open document;
// the closed files are left alone). Each variant is a fresh server; they alternate, twice each.
// Usage: node bench/schemaImpact.mjs [files] [--rounds N]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { rpc, startServer } from './server.mjs';

const args = process.argv.slice(2);
const FILES = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const ROUNDS = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 6;
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

// ---- one variant: a fresh server, Validate Workspace, then the rounds ----

async function variant(background) {
  let closedPublished = 0;
  const logs = [];
  const { connection } = await startServerWith(background, (p) => {
    if (p.uri !== docUri && p.uri !== schemaUri) closedPublished++;
  });
  connection.onNotification(rpc.LogMessageNotification.type, (p) => logs.push(p.message));
  const validating = performance.now();
  const summary = await connection.sendRequest(rpc.ExecuteCommandRequest.type, {
    command: 'jsonObjectValidator.validateWorkspace',
    arguments: [],
  });
  const workspaceMs = performance.now() - validating;
  let schemaVersion = 1;
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: schemaUri, languageId: 'json', version: 1, text: schemaText(false) },
  });
  let docText = documentText(1);
  let docVersion = 1;
  const opened = diagnosticsOf(docUri, 1);
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: docUri, languageId: 'json', version: 1, text: docText },
  });
  await opened;

  const latencies = [];
  let publishedWhileTyping = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
      textDocument: { uri: schemaUri, version: ++schemaVersion },
      contentChanges: [{ text: schemaText(round % 2 === 0) }],
    });
    await sleep(AFTER_SCHEMA_EDIT_MS);
    const before = closedPublished;
    // Keystrokes into the open document's "name" value.
    const at = docText.indexOf('"item 1"') + '"item 1'.length;
    for (let k = 0; k < KEYSTROKES; k++) {
      const offset = at + k;
      const position = positionAt(docText, offset);
      const char = String.fromCharCode(97 + ((round + k) % 26));
      const version = ++docVersion;
      const pending = diagnosticsOf(docUri, version);
      const start = performance.now();
      await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
        textDocument: { uri: docUri, version },
        contentChanges: [{ range: { start: position, end: position }, text: char }],
      });
      await pending;
      latencies.push(performance.now() - start);
      docText = docText.slice(0, offset) + char + docText.slice(offset);
      await sleep(GAP_MS);
    }
    publishedWhileTyping += closedPublished - before;
    // Take the typed text out again, so the document stays the same size from round to round.
    const start = positionAt(docText, at);
    const end = positionAt(docText, at + KEYSTROKES);
    const version = ++docVersion;
    const pending = diagnosticsOf(docUri, version);
    await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
      textDocument: { uri: docUri, version },
      contentChanges: [{ range: { start, end }, text: '' }],
    });
    await pending;
    docText = docText.slice(0, at) + docText.slice(at + KEYSTROKES);
  }
  // Let the last run finish, to read its time in the log.
  const runs = () => logs.filter((l) => l.includes('validated again in'));
  const done = performance.now();
  while (background && runs().length === 0 && performance.now() - done < 60_000) await sleep(100);
  await connection.sendRequest(rpc.ShutdownRequest.type);
  await connection.sendNotification(rpc.ExitNotification.type);
  connection.dispose();
  return { background, summary, workspaceMs, latencies, publishedWhileTyping, runs: runs() };
}

let diagnosticsOf;
async function startServerWith(background, onDiagnostics) {
  const started = await startServer({
    folder,
    name: 'impact',
    settings: { validationDelay: 0 },
    env: background ? {} : { JSON_OBJECT_VALIDATOR_BACKGROUND_REVALIDATION: 'off' },
    onDiagnostics,
  });
  diagnosticsOf = started.diagnosticsOf;
  return started;
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
  `Background re-validation: ${FILES} documents on one schema, ${ROUNDS} schema edits x ${KEYSTROKES} keystrokes (${GAP_MS} ms apart) per variant, load ${loadavg()[0].toFixed(1)}`,
);
const results = [];
for (const background of [true, false, true, false]) results.push(await variant(background));
rmSync(folder, { recursive: true, force: true });

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  'variant                | keystroke -> diagnostics: median | p95     | max     | closed files re-published while typing | Validate Workspace',
);
for (const r of results) {
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
for (const r of results.filter((x) => x.background)) {
  console.log(`a complete background run (server log): ${r.runs.at(-1) ?? 'none ended'}`);
}
