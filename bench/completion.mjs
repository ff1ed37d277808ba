// Completion and hover in a large document, as an editor asks for them: the built language server
// (dist/server.js --stdio) opens the generated 10 MB document; then, at several places (a record at the
// start, in the middle and at the end, a value, between two records of the root array), an edit is sent
// when typing is part of the gesture, the request follows at once, and the time until the answer is
// measured. Target: under 50 ms anywhere. Usage: node bench/completion.mjs [megabytes] [--vscode]
// --vscode: the client says VS Code's JSON support is present (it has no schema for this document), so
// the server also works out what that support offers from the document, to leave it out.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { makeDocument, makeSchema } from './generate.mjs';
import { rpc, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const { TextDocument } = require('vscode-languageserver-textdocument');

const VSCODE = process.argv.includes('--vscode');
const MEGABYTES = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 10);
const ROUNDS = 9;
const TARGET_MS = 50;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const folder = mkdtempSync(join(tmpdir(), 'jov-bench-completion-'));
const { text, offsets } = makeDocument(MEGABYTES << 20, 20260314);
writeFileSync(join(folder, 'records.schema.json'), JSON.stringify(makeSchema(), null, 2));
const uri = pathToFileURL(join(folder, 'records.json')).href;

const server = await startServer({
  folder,
  capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } } },
  initializationOptions: VSCODE ? { builtInJsonLanguageFeatures: true } : undefined,
  settings: { schemas: [{ fileMatch: ['records.json'], url: './records.schema.json' }] },
});
const { connection } = server;

let doc = TextDocument.create(uri, 'json', 1, text);
const diagnosticsOf = (version) => server.diagnosticsOf(uri, version);
let pending = diagnosticsOf(1);
await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
  textDocument: { uri, languageId: 'json', version: 1, text },
});
await pending;

/** Applies an edit and tells the server (without waiting for diagnostics). */
async function edit(offset, length, insert) {
  const range = { start: doc.positionAt(offset), end: doc.positionAt(offset + length) };
  doc = TextDocument.update(doc, [{ range, text: insert }], doc.version + 1);
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: doc.version },
    contentChanges: [{ range, text: insert }],
  });
}

/**
 * One gesture, ROUNDS times: `type` (an edit, or none), then the request at `offset`. Two times: from
 * the request to its answer (the feature), and from the keystroke to the answer (with the server's
 * handling of the edit itself, which the document store and incremental validation own). Each round
 * ends with the edit undone and the server idle.
 */
async function measure(label, method, offset, type, check) {
  const times = [];
  const withEdit = [];
  let answer;
  for (let round = 0; round < ROUNDS + 1; round++) {
    const keystroke = performance.now();
    if (type) {
      await edit(offset, type.replaced?.length ?? 0, type.text);
      // Messages are handled in order: when this answer arrives, the edit has been applied.
      await connection.sendRequest('jsonObjectValidator/bench-noop').catch(() => undefined);
    }
    const start = performance.now();
    answer = await connection.sendRequest(method, {
      textDocument: { uri },
      position: doc.positionAt(offset + (type ? type.cursor : 0)),
    });
    const end = performance.now();
    if (round > 0) {
      times.push(end - start);
      withEdit.push(end - keystroke);
    } else first.push([label, end - start]);
    if (type) {
      const idle = diagnosticsOf(doc.version + 1);
      await edit(offset, type.text.length, type.replaced ?? '');
      await idle;
    }
  }
  const problem = check(answer);
  results.push({
    label,
    median: median(times),
    max: Math.max(...times),
    keystroke: type ? median(withEdit) : undefined,
    problem,
  });
}

const first = [];
const results = [];
const userRecord = (from) => {
  for (let i = from; i < offsets.length; i++) {
    if (text.slice(offsets[i], offsets[i + 1] ?? text.length).includes('"kind": "user"')) return i;
  }
  return from;
};
const labels = (list) => (list?.items ?? []).map((i) => i.label);
const middle = userRecord(Math.floor(offsets.length / 2));
// Retyping a key of a user record: "age" is offered again, and nothing of the other kinds (the if/then
// on "kind" selects the user branch).
const retype = (record) => ({
  at: text.indexOf('"age"', offsets[record]),
  type: { text: '""', cursor: 1, replaced: '"age"' },
});
// Beside VS Code's support, "age" (present in other records of the array) is left to it.
const userNames = (list) =>
  (VSCODE || labels(list).includes('age')) && !labels(list).includes('customerId')
    ? undefined
    : `items ${labels(list).join()}`;

for (const [label, record] of [
  ['property name, first user record (retyped key)', userRecord(0)],
  ['property name, middle user record (retyped key)', middle],
  ['property name, last user record (retyped key)', userRecord(offsets.length - 100)],
]) {
  const { at, type } = retype(record);
  await measure(label, 'textDocument/completion', at, type, userNames);
}
const kindValue = text.indexOf('"kind": "', offsets[middle]) + '"kind": "'.length;
await measure(
  'enum value, middle record (no edit)',
  'textDocument/completion',
  kindValue,
  undefined,
  (list) =>
    labels(list).join() === (VSCODE ? '' : '"user","order","device"')
      ? undefined
      : `items ${labels(list).join()}`,
);
// A new record between two others: typed "{" (the editor closes it), then a quote.
const between = offsets[middle] - 1;
await measure(
  'new record between two records (typed `{"`)',
  'textDocument/completion',
  between,
  { text: '{""},', cursor: 2 },
  (list) =>
    VSCODE !== labels(list).includes('kind')
      ? undefined
      : `"kind" ${VSCODE ? '' : 'not '}among ${labels(list).join()}`,
);
const emailKey = text.indexOf('"email"', offsets[middle]) + 2;
await measure('hover on a key, middle record', 'textDocument/hover', emailKey, undefined, (hover) =>
  hover?.contents?.value?.includes('email') ? undefined : 'no hover',
);
await measure(
  'go to definition from a key, middle record',
  'textDocument/definition',
  emailKey,
  undefined,
  (links) => (links?.length === 1 ? undefined : `links ${JSON.stringify(links)}`),
);

await connection.sendRequest(rpc.ShutdownRequest.type);
await connection.sendNotification(rpc.ExitNotification.type);
connection.dispose();
rmSync(folder, { recursive: true, force: true });

console.log(
  `Completion scenario${VSCODE ? " (beside VS Code's JSON support)" : ''}: ${(text.length / (1 << 20)).toFixed(1)} MB, ${offsets.length} records, load ${loadavg()[0].toFixed(1)}`,
);
for (const [label, ms] of first)
  console.log(`  first request: ${label.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms`);
let failed = false;
for (const r of results) {
  const ok = r.max < TARGET_MS && r.problem === undefined;
  failed ||= r.problem !== undefined;
  const keystroke =
    r.keystroke === undefined ? '' : `, keystroke to answer ${r.keystroke.toFixed(1).padStart(6)} ms`;
  console.log(
    `  ${r.label.padEnd(46)} request to answer: median ${r.median.toFixed(1).padStart(5)} ms, max ${r.max.toFixed(1).padStart(5)} ms  ${ok ? 'PASS' : 'MISS'}${keystroke}${r.problem ? `  WRONG ANSWER: ${r.problem}` : ''}`,
  );
}
console.log(
  `target: under ${TARGET_MS} ms from request to answer anywhere (each gesture ${ROUNDS} times after one cold run)`,
);
if (failed) process.exit(1);
