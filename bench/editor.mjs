// The editor scenarios of `npm run bench`: the built language server (dist/server.js --stdio, driven
// over JSON-RPC like an editor) opens a generated 10 MB document in each of four shapes (a list of
// records at the root, `{"records": [...]}`, `{"data": {"items": [...]}}`, an object map of records),
// then gets edits inside one record, each timed until its diagnostics arrive:
//   - a one-character change, then its undo;
//   - typing a 20-character property one keystroke per didChange (every intermediate state, with its
//     syntax errors, validated), after which the diagnostics must equal a fresh validation's;
//   - 1,000 more edits, watching the server's resident memory.
// JSON.parse of the whole text and vscode-json-languageservice (which re-parses and re-validates the
// whole text after every change, as VS Code does) are measured in the same run; every figure is also
// printed as a ratio to JSON.parse. Usage: node bench/editor.mjs [megabytes] [--shapes array,map]
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchShapes, SHAPES as ALL_SHAPES } from './shapes.mjs';
import { rpc, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const { TextDocument } = require('vscode-languageserver-textdocument');
const jsonService = require('vscode-json-languageservice');

const args = process.argv.slice(2);
const MEGABYTES = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const shapeArg = args[args.indexOf('--shapes') + 1];
const SHAPES = args.includes('--shapes') ? shapeArg.split(',') : ALL_SHAPES;
const EDITS = 9;
const OPENS = 5;
const MEMORY_EDITS = 1000;
const TYPED = '"nickname": "Ada L",';
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

// ---- documents and schemas ----

const { records, schemas: SCHEMAS, documentFor } = benchShapes(MEGABYTES);

// ---- the server ----

const folder = mkdtempSync(join(tmpdir(), 'jov-bench-editor-'));
for (const [shape, schema] of Object.entries(SCHEMAS)) {
  writeFileSync(join(folder, `${shape}.schema.json`), JSON.stringify(schema, null, 2));
}
const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
const { connection, diagnosticsOf, rss, open, close } = await startServer({
  folder,
  nodeArgs,
  settings: {
    schemas: SHAPES.map((shape) => ({ fileMatch: [`${shape}*.json`], url: `./${shape}.schema.json` })),
    validationDelay: 0,
  },
});

/**
 * Sends one change and waits for its diagnostics. The client does nothing else in the timed span: the
 * change is only noted (`state.edits`, offsets in the text before it), and the text is rebuilt once at the
 * end, so that no copy of a 10 MB text (and no garbage collection it causes) lands inside a measurement.
 */
async function change(state, range, text, offset, removed) {
  settleClient();
  const pending = diagnosticsOf(state.uri);
  const start = performance.now();
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: state.uri, version: ++state.version },
    contentChanges: [{ range, text }],
  });
  const diagnostics = await pending;
  const ms = performance.now() - start;
  state.edits.push([offset, offset + removed, text]);
  return { ms, diagnostics };
}

/** The text after the edits noted in `state`. */
function textAfter(original, state) {
  let text = original;
  for (const [start, end, inserted] of state.edits) text = text.slice(0, start) + inserted + text.slice(end);
  return text;
}

/**
 * This process's own garbage collected before a measurement (outside it), when --expose-gc allows: a
 * young-generation collection each time (so reading the diagnostics does not trigger one), a full one now
 * and then. What the server collects is measured; what the measuring client collects is not.
 */
let changesSinceCollection = 0;
function settleClient() {
  if (typeof globalThis.gc !== 'function') return;
  if (++changesSinceCollection >= 100) {
    changesSinceCollection = 0;
    globalThis.gc();
  } else globalThis.gc({ type: 'minor' });
}

const summary = (diagnostics) =>
  diagnostics
    .map(
      (d) =>
        `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.severity} ${d.code} ${d.message}`,
    )
    .sort();

// ---- vscode-json-languageservice: what VS Code's JSON support does after each change ----

async function vscodeJsonMs(text, schema, runs) {
  const service = jsonService.getLanguageService({});
  service.configure({
    validate: true,
    schemas: [{ uri: 'bench://schema.json', fileMatch: ['*.json'], schema }],
  });
  const doc = jsonService.TextDocument.create('file:///bench/doc.json', 'json', 1, text);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    const parsed = service.parseJSONDocument(doc);
    await service.doValidation(doc, parsed, { schemaValidation: 'error' });
    times.push(performance.now() - s);
  }
  return median(times);
}

// ---- the scenarios ----

const results = [];
for (const shape of SHAPES) {
  const text = documentFor(shape);
  // JSON.parse of the text, five times before the scenarios and five after: this machine's speed drifts
  // within a run, and every ratio is to the median of the ten.
  const parseTimes = [];
  const timeParse = () => {
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      JSON.parse(text);
      parseTimes.push(performance.now() - s);
    }
  };
  timeParse();
  const uri = pathToFileURL(join(folder, `${shape}.json`)).href;
  // The first open of a process runs cold code (reported apart); editors keep one server for many
  // files, so the figure is the median of three opens after it.
  globalThis.gc?.();
  const cold = await open(uri, text);
  // Each warm open against JSON.parse timed right before it: this machine's speed drifts by half within
  // a run, and a ratio to a figure taken a minute away said as much about the drift as about the open.
  const warmRatios = [];
  let opened;
  for (let i = 0; i < OPENS; i++) {
    await close(uri);
    const beside = [];
    for (let k = 0; k < 3; k++) {
      const s = performance.now();
      JSON.parse(text);
      beside.push(performance.now() - s);
    }
    globalThis.gc?.();
    opened = await open(uri, text);
    warmRatios.push(opened.ms / median(beside));
  }
  const state = { uri, version: 1, edits: [] };
  const lines = TextDocument.create(uri, 'json', 1, text);

  // A letter of the "createdAt" string of a record in the middle, changed and changed back.
  const middle = text.indexOf('"createdAt": "', Math.floor(text.length / 2)) + '"createdAt": "'.length;
  const at = lines.positionAt(middle);
  const one = { start: at, end: { line: at.line, character: at.character + 1 } };
  const original = text[middle];
  const editTimes = [];
  for (let i = 0; i < EDITS; i++) {
    editTimes.push((await change(state, one, original === '9' ? '8' : '9', middle, 1)).ms);
    editTimes.push((await change(state, one, original, middle, 1)).ms);
  }

  // Typing a new property before the "kind" member of a record in the middle, one keystroke at a time.
  const kind = text.indexOf('"kind": ', Math.floor(text.length / 2) + 1000);
  let typeAt = lines.positionAt(kind);
  const keystrokeTimes = [];
  let typed;
  for (const [i, character] of [...TYPED].entries()) {
    typed = await change(state, { start: typeAt, end: typeAt }, character, kind + i, 0);
    keystrokeTimes.push(typed.ms);
    typeAt = { line: typeAt.line, character: typeAt.character + 1 };
  }
  const finalText = textAfter(text, state);
  const freshUri = pathToFileURL(join(folder, `${shape}-fresh.json`)).href;
  const fresh = await open(freshUri, finalText);
  await close(freshUri);
  const sameAsFresh =
    JSON.stringify(summary(typed.diagnostics)) === JSON.stringify(summary(fresh.diagnostics));

  // Memory while editing for a long time.
  const memory = [rss()];
  for (let i = 0; i < MEMORY_EDITS; i++) {
    await change(state, one, i % 2 === 0 ? (original === '9' ? '8' : '9') : original, middle, 1);
    if (i === 99 || i === MEMORY_EDITS - 1) memory.push(rss());
  }
  await close(uri);
  timeParse();
  const parseMs = median(parseTimes);

  const vscodeMs = await vscodeJsonMs(text, SCHEMAS[shape], 3);
  results.push({
    shape,
    megabytes: text.length / (1 << 20),
    parseMs,
    coldMs: cold.ms,
    openRatio: median(warmRatios),
    openMaxRatio: Math.max(...warmRatios),
    openDiagnostics: opened.diagnostics.length,
    editMs: median(editTimes),
    editMax: Math.max(...editTimes),
    keyMs: median(keystrokeTimes),
    keyMax: Math.max(...keystrokeTimes),
    typedDiagnostics: typed.diagnostics.length,
    sameAsFresh,
    memory,
    vscodeMs,
  });
}
await connection.sendRequest(rpc.ShutdownRequest.type);
await connection.sendNotification(rpc.ExitNotification.type);
connection.dispose();
rmSync(folder, { recursive: true, force: true });

const x = (ms, base) => `${(ms / base).toFixed(2)}x`;
console.log(
  `Editor scenarios: ${SHAPES.length} shapes of ${MEGABYTES} MB (${records.length} records), load ${loadavg()[0].toFixed(1)}`,
);
console.log(
  'shape    |   MB | JSON.parse | open: first, then median (max) of 5 | edit or undo -> diagnostics (median, max) | keystroke -> diagnostics (median, max) | = fresh | vscode-json-languageservice per change | RSS after 0/100/1000 edits',
);
let pass = true;
for (const r of results) {
  const p = r.parseMs;
  console.log(
    [
      r.shape.padEnd(8),
      r.megabytes.toFixed(1).padStart(4),
      `${p.toFixed(0)} ms`.padStart(10),
      `${x(r.coldMs, p)}, ${r.openRatio.toFixed(2)}x (${r.openMaxRatio.toFixed(2)}x), ${r.openDiagnostics} diag.`.padEnd(
        34,
      ),
      `${r.editMs.toFixed(1)} ms = ${x(r.editMs, p)}, max ${x(r.editMax, p)}`.padEnd(41),
      `${r.keyMs.toFixed(1)} ms = ${x(r.keyMs, p)}, max ${x(r.keyMax, p)}`.padEnd(38),
      (r.sameAsFresh ? 'yes' : 'NO').padEnd(7),
      `${r.vscodeMs.toFixed(0)} ms = ${x(r.vscodeMs, p)}`.padEnd(38),
      r.memory.map((m) => `${m.toFixed(0)} MB`).join(' / '),
    ].join(' | '),
  );
  pass &&= r.editMs <= 0.2 * p && r.keyMax <= 0.5 * p && r.sameAsFresh && r.memory[2] <= 300;
}
console.log(
  `targets (edit+undo <= 0.2x, every keystroke <= 0.5x, final = fresh, RSS <= 300 MB): ${pass ? 'PASS' : 'MISS'}`,
);

// ---- the workspace command on 10,000 files, with a request answered meanwhile ----
const FILES = Number(process.env.BENCH_WORKSPACE_FILES ?? 10_000);
const workspace = mkdtempSync(join(tmpdir(), 'jov-bench-workspace-'));
writeFileSync(
  join(workspace, 'item.schema.json'),
  JSON.stringify({ type: 'object', required: ['id', 'name'] }),
);
for (let i = 0; i < FILES; i++) {
  const dir = join(workspace, `d${i % 100}`);
  if (i < 100) mkdirSync(dir);
  writeFileSync(
    join(dir, `f${i}.json`),
    JSON.stringify({ $schema: '../item.schema.json', id: i, ...(i % 10 ? { name: 'n' } : {}) }),
  );
}
const { connection: c2 } = await startServer({ folder: workspace, name: 'ws' });
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
const workspaceSummary = await c2.sendRequest(rpc.ExecuteCommandRequest.type, {
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
console.log(`validate workspace (${FILES} files): ${wsMs.toFixed(0)} ms ${JSON.stringify(workspaceSummary)}`);
console.log(
  `request answered during it (median): ${median(latencies).toFixed(1)} ms, worst ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length}`,
);
