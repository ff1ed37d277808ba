// Keystrokes in a 10 MB JSONC document on the document worker, with and without suppression comments,
// by this checkout's server and by other builds, in pairs (as pairedOpens.mjs: the servers take turns,
// so this machine's drift falls on both sides). Two gestures in a record in the middle, each keystroke
// timed from its didChange to its diagnostics: a character of a string changed and changed back, and
// `"nickname": "Ada L",` typed one character per didChange (its quotes are edits that may move a comment:
// the comments are read again after them). The "comments" document has a next-line comment above every
// 100th record and a region narrowed to one keyword every 1,000 records, down to its end; "hidden" is
// that document with unused-suppression off.
// Usage: node --expose-gc bench/suppressionKeystrokes.mjs [--rounds 5] [--variants plain,comments,hidden] <checkout>...
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { benchShapes } from './shapes.mjs';
import { rpc, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const { TextDocument } = require('vscode-languageserver-textdocument');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const rounds = Number(option('--rounds', 5));
const variants = option('--variants', 'plain,comments,hidden').split(',');
const checkouts = [resolve(new URL('..', import.meta.url).pathname), ...args.map((a) => resolve(a))];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const TYPED = '"nickname": "Ada L",';
const FLIPS = 3;

const { schemas, documentFor } = benchShapes(10);
const plain = documentFor('array');

/** The same records with suppression comments all through them. */
function withComments(text) {
  const lines = text.split('\n');
  const out = [];
  let record = 0;
  for (const line of lines) {
    if (line === '  {') {
      if (record % 1000 === 10) out.push('  /* json-object-validator-disable unevaluatedProperties */');
      if (record % 1000 === 60) out.push('  /* json-object-validator-enable */');
      record++;
      out.push(line);
      if (record % 100 === 0) out.push('    // json-object-validator-disable-next-line required -- legacy');
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}
const commented = withComments(plain);
// `hidden`: the same comments with unused-suppression off, so that both builds publish as many
// diagnostics (the 200 hints of unused comments are otherwise extra JSON for this checkout to send).
const texts = { plain, comments: commented, hidden: commented };
const settingsOf = (variant) => ({
  schemas: [{ fileMatch: ['*.jsonc'], url: './shape.schema.json' }],
  validationDelay: 0,
  ...(variant === 'hidden' ? { severity: { 'unused-suppression': 'off' } } : {}),
});

const servers = [];
for (const checkout of checkouts) {
  const folder = mkdtempSync(join(tmpdir(), 'jov-bench-suppress-'));
  writeFileSync(join(folder, 'shape.schema.json'), JSON.stringify(schemas.array));
  const server = await startServer({
    folder,
    serverPath: join(checkout, 'dist', 'server.js'),
    settings: settingsOf('plain'),
  });
  servers.push({ checkout, folder, server });
}

/** Opens the document in a server as JSONC and returns its state (version, the edits' undo). */
async function open(s, variant) {
  const uri = pathToFileURL(join(s.folder, `${variant}.jsonc`)).href;
  const pending = s.server.diagnosticsOf(uri);
  await s.server.connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'jsonc', version: 1, text: texts[variant] },
  });
  const diagnostics = await pending;
  return { uri, version: 1, opened: diagnostics.length };
}

async function change(s, state, range, text) {
  // The client's own garbage is collected outside the timed span.
  globalThis.gc?.({ type: 'minor' });
  const version = ++state.version;
  const pending = s.server.diagnosticsOf(state.uri, version);
  const start = performance.now();
  await s.server.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: state.uri, version },
    contentChanges: [{ range, text }],
  });
  const diagnostics = await pending;
  return { ms: performance.now() - start, count: diagnostics.length };
}

const results = {};
for (const variant of variants) {
  const text = texts[variant];
  const lines = TextDocument.create('file:///x', 'jsonc', 1, text);
  const middle = text.indexOf('"createdAt": "', Math.floor(text.length / 2)) + '"createdAt": "'.length;
  const at = lines.positionAt(middle);
  const one = { start: at, end: { line: at.line, character: at.character + 1 } };
  const original = text[middle];
  const other = original === '9' ? '8' : '9';
  const kind = text.indexOf('"kind": ', Math.floor(text.length / 2) + 1000);
  const typeAt = lines.positionAt(kind);
  const states = [];
  for (const s of servers) {
    await s.server.connection.sendNotification(rpc.DidChangeConfigurationNotification.type, {
      settings: { jsonObjectValidator: settingsOf(variant) },
    });
    states.push(await open(s, variant));
  }
  const times = servers.map(() => ({ flip: [], typed: [], counts: new Set() }));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
    for (const i of order) {
      const s = servers[i];
      const state = states[i];
      const t = times[i];
      for (let k = 0; k < FLIPS; k++) {
        t.flip.push((await change(s, state, one, other)).ms);
        t.flip.push((await change(s, state, one, original)).ms);
      }
      let position = typeAt;
      for (const character of TYPED) {
        const r = await change(s, state, { start: position, end: position }, character);
        t.typed.push(r.ms);
        position = { line: position.line, character: position.character + 1 };
      }
      t.counts.add((await change(s, state, { start: typeAt, end: position }, '')).count);
    }
  }
  for (const [i, s] of servers.entries()) {
    await s.server.close(states[i].uri);
  }
  results[variant] = times.map((t, i) => ({ ...t, opened: states[i].opened }));
}

for (const s of servers) {
  await s.server.connection.sendRequest(rpc.ShutdownRequest.type);
  await s.server.connection.sendNotification(rpc.ExitNotification.type);
  s.server.connection.dispose();
  rmSync(s.folder, { recursive: true, force: true });
}

const parses = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  JSON.parse(plain);
  parses.push(performance.now() - start);
}
const fmt = (list) =>
  `${median(list).toFixed(1)} ms (p90 ${[...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)].toFixed(1)}, max ${Math.max(...list).toFixed(1)})`;
console.log(
  `Keystrokes in a 10 MB JSONC document, ${rounds} rounds, load ${loadavg()[0].toFixed(1)}, JSON.parse ${median(parses).toFixed(0)} ms`,
);
for (const variant of variants) {
  console.log(`-- ${variant} (${(texts[variant].length / (1 << 20)).toFixed(1)} MB)`);
  results[variant].forEach((r, i) => {
    const name = i === 0 ? 'this checkout' : checkouts[i];
    console.log(
      `${name}: ${r.opened} diagnostics on open, after typing ${[...r.counts].join('/')}; change+undo ${fmt(r.flip)}; typing ${fmt(r.typed)}`,
    );
    if (i > 0) {
      const mine = results[variant][0];
      const diff = (a, b) => median(a.map((x, k) => x - b[k]));
      console.log(
        `  this checkout minus it, median of pairs: change+undo ${diff(mine.flip, r.flip).toFixed(1)} ms, typing ${diff(mine.typed, r.typed).toFixed(1)} ms`,
      );
    }
  });
}
