// Stress test of the language server (dist/server.js --stdio): while it validates big things, does it
// keep answering requests, and does its memory come back afterwards? A probe sends a request every
// 10 ms (`jsonObjectValidator/schemaFor` for a small file) and records how long each answer took from
// the request's arrival; meanwhile the server
//   1. opens a 60,000-line document and gets 1,000 edits,
//   2. opens a document whose schema is a 20 MB file,
//   3. opens a 50 MB document and gets 10 edits,
// and finally closes everything. Usage: node bench/stress.mjs [--scale 0.1] [--limit-ms 100]
// Exit status 1 when the server answered a request later than the limit after reading it, its thread was
// blocked that long, or memory did not come back (round trips are printed too: they also hold the client's
// own pauses and the pipe, see bench/README.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { makeDocument, makeSchema } from './generate.mjs';
import { rpc, startServer } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const SCALE = option('--scale', 1);
const LIMIT_MS = option('--limit-ms', 100);
const EDITS = Math.round(1000 * Math.min(1, SCALE * 10));

// ---- inputs ----
const folder = mkdtempSync(join(tmpdir(), 'jov-stress-'));
const recordSchema = makeSchema();
writeFileSync(join(folder, 'records.schema.json'), JSON.stringify(recordSchema));
/** About 60,000 lines of records (pretty-printed). */
const lines = makeDocument(Math.round(1.15 * SCALE * (1 << 20)), 7).text;
/** A schema of about 20 MB: a chain of definitions, every one reachable from the root. */
function bigSchema(bytes) {
  const defs = {};
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const def = {
      type: 'object',
      description: `Definition ${i}: ${'x'.repeat(200)}`,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 64 },
        kind: { enum: ['a', 'b', 'c', `k${i}`] },
        next: { $ref: `#/$defs/d${i + 1}` },
      },
      additionalProperties: false,
    };
    defs[`d${i}`] = def;
    size += JSON.stringify(def).length + 8;
  }
  defs[`d${Object.keys(defs).length}`] = { type: 'null' };
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', $ref: '#/$defs/d0', $defs: defs };
}
writeFileSync(join(folder, 'big.schema.json'), JSON.stringify(bigSchema(Math.round(20 * SCALE * (1 << 20)))));
const fifty = makeDocument(Math.round(50 * SCALE * (1 << 20)), 11).text;
writeFileSync(join(folder, 'small.json'), '{ "a": 1 }');

// ---- the server ----
const serverArgs = process.env.STRESS_NODE_ARGS ? process.env.STRESS_NODE_ARGS.split(' ') : [];
let phase = 'idle';
/** When each phase began (a stall reported after the phase changed is counted where it began). */
const phaseStarts = [{ name: phase, at: performance.now() }];
const setPhase = (name) => {
  phase = name;
  phaseStarts.push({ name, at: performance.now() });
};
function phaseAt(time) {
  let found = phaseStarts[0].name;
  for (const p of phaseStarts) if (p.at <= time) found = p.name;
  return found;
}
// The server reports each stall of its thread of 20 ms or more (see server/src/transport/stalls.ts): the probe's
// round trip also holds what is not the server's (the client's own pauses while it holds 50 MB texts,
// requests queued in the pipe behind a 50 MB message).
const stalls = new Map();
/** The longest time, per phase, from the server reading a request to its answer (10 ms or more). */
const answered = new Map();
/**
 * This process's own stalls per phase: a round trip also holds them (it holds 50 MB texts and their
 * garbage, and serializes a 50 MB message), and they are not the server's.
 */
const clientStalls = new Map();
let clientTick = performance.now();
const clientTimer = setInterval(() => {
  const now = performance.now();
  const late = now - clientTick - 5;
  clientTick = now;
  if (late >= 20) {
    const began = phaseAt(now - late);
    clientStalls.set(began, Math.max(clientStalls.get(began) ?? 0, Math.round(late)));
  }
}, 5);
const { connection, diagnosticsOf, rss } = await startServer({
  folder,
  name: 'stress',
  nodeArgs: serverArgs,
  env: { JSON_OBJECT_VALIDATOR_REPORT_STALLS: '20', JSON_OBJECT_VALIDATOR_REPORT_SLOW_REQUESTS: '10' },
  stderr: (line) => {
    const slow = /^slow request \S+ (\d+) ms$/.exec(line);
    if (slow) {
      // Counted in the phase in which the server read the request.
      const ms = Number(slow[1]);
      const read = phaseAt(performance.now() - ms);
      answered.set(read, Math.max(answered.get(read) ?? 0, ms));
      return;
    }
    const m = /^stall (\d+) ms$/.exec(line);
    if (!m) {
      if (line.trim() !== '') console.error(line);
      return;
    }
    // Reported when the stall ends: it belongs to the phase in which it began.
    const ms = Number(m[1]);
    const began = phaseAt(performance.now() - ms);
    const list = stalls.get(began) ?? [];
    list.push(ms);
    stalls.set(began, list);
  },
  settings: {
    schemas: [
      { fileMatch: ['records*.json'], url: './records.schema.json' },
      { fileMatch: ['big-schema-user.json'], url: './big.schema.json' },
    ],
    validationDelay: 0,
    // The 50 MB document is just over the default limit for live validation (50 MB), above which only
    // opening and saving validate: its edits would publish nothing, and the run waited for them forever.
    maxFileSize: 128 * 1024 * 1024,
  },
});

// ---- the probe ----
const latencies = new Map();
let probing = true;
const smallUri = pathToFileURL(join(folder, 'small.json')).href;
const probe = (async () => {
  while (probing) {
    const start = performance.now();
    await connection.sendRequest('jsonObjectValidator/schemaFor', { uri: smallUri });
    const list = latencies.get(phase) ?? [];
    list.push(performance.now() - start);
    latencies.set(phase, list);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

await settle();
const before = rss();

// 1. A 60,000-line document, edited 1,000 times.
setPhase('open 60k lines');
const linesUri = pathToFileURL(join(folder, 'records-lines.json')).href;
let pending = diagnosticsOf(linesUri);
await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
  textDocument: { uri: linesUri, languageId: 'json', version: 1, text: lines },
});
await pending;
setPhase(`${EDITS} edits`);
const at = lines.indexOf('"createdAt": "', lines.length >> 1) + 14;
const line = lines.slice(0, at).split('\n').length - 1;
const character = at - lines.lastIndexOf('\n', at - 1) - 1;
for (let i = 0; i < EDITS; i++) {
  pending = diagnosticsOf(linesUri);
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: linesUri, version: i + 2 },
    contentChanges: [
      {
        range: { start: { line, character }, end: { line, character: character + 1 } },
        text: i % 2 ? '2' : '3',
      },
    ],
  });
  await pending;
}

// 2. A document whose schema is 20 MB.
setPhase('20 MB schema');
const userUri = pathToFileURL(join(folder, 'big-schema-user.json')).href;
pending = diagnosticsOf(userUri);
await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
  textDocument: {
    uri: userUri,
    languageId: 'json',
    version: 1,
    text: '{"name": "x", "kind": "a", "next": {"name": ""}}',
  },
});
const schemaDiagnostics = await pending;

// 3. A 50 MB document, 10 edits.
setPhase('open 50 MB');
const fiftyUri = pathToFileURL(join(folder, 'records-50.json')).href;
pending = diagnosticsOf(fiftyUri);
await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
  textDocument: { uri: fiftyUri, languageId: 'json', version: 1, text: fifty },
});
const fiftyDiagnostics = await pending;
setPhase('edit 50 MB');
const at50 = fifty.indexOf('"createdAt": "', fifty.length >> 1) + 14;
const line50 = fifty.slice(0, at50).split('\n').length - 1;
const char50 = at50 - fifty.lastIndexOf('\n', at50 - 1) - 1;
for (let i = 0; i < 10; i++) {
  pending = diagnosticsOf(fiftyUri);
  await connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: fiftyUri, version: i + 2 },
    contentChanges: [
      {
        range: { start: { line: line50, character: char50 }, end: { line: line50, character: char50 + 1 } },
        text: i % 2 ? '2' : '3',
      },
    ],
  });
  await pending;
}
const peak = rss();

// Everything closed: memory should come back.
setPhase('closed');
for (const uri of [linesUri, userUri, fiftyUri]) {
  pending = diagnosticsOf(uri);
  await connection.sendNotification(rpc.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  await pending;
}
await connection.sendNotification(rpc.DidChangeConfigurationNotification.type, {
  settings: { jsonObjectValidator: { schemas: [], validationDelay: 0 } },
});
// The document worker stays a while after its last document closes (a large document opened soon
// after runs warm code), then ends; memory is read until it is back, for at most 30 s.
const closedAt = performance.now();
let after = rss();
while (after > before * 1.5 + 50 && performance.now() - closedAt < 30_000) {
  await settle();
  after = rss();
}
const backAfterMs = performance.now() - closedAt;
probing = false;
clearInterval(clientTimer);
await probe;
await connection.sendRequest(rpc.ShutdownRequest.type);
await connection.sendNotification(rpc.ExitNotification.type);
connection.dispose();
rmSync(folder, { recursive: true, force: true });

const percentile = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];
console.log(
  `Server stress (scale ${SCALE}, load ${loadavg()[0].toFixed(1)}): probe request latency by phase`,
);
let worst = 0;
let worstStall = 0;
// Over every phase (a request read in a phase with no probe answer or stall counts too).
const worstAnswer = Math.max(0, ...answered.values());
for (const name of new Set([...latencies.keys(), ...stalls.keys()])) {
  const list = latencies.get(name) ?? [];
  const max = Math.max(0, ...list);
  worst = Math.max(worst, max);
  const stalled = stalls.get(name) ?? [];
  const longest = Math.max(0, ...stalled);
  worstStall = Math.max(worstStall, longest);
  const answer = answered.get(name);
  console.log(
    `  ${name.padEnd(16)} ${String(list.length).padStart(5)} requests${list.length === 0 ? '' : `, median ${percentile(list, 0.5).toFixed(1)} ms, p99 ${percentile(list, 0.99).toFixed(1)} ms, max ${max.toFixed(1)} ms`}; read to answer ${answer === undefined ? 'under 10 ms' : `max ${answer} ms`}; server thread: ${stalled.length} stalls of 20 ms or more, longest ${longest} ms; this client's longest stall ${clientStalls.get(name) ?? 0} ms`,
  );
}
console.log(
  `  diagnostics: 20 MB schema user ${schemaDiagnostics.length}, 50 MB document ${fiftyDiagnostics.length}`,
);
console.log(
  `  server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after closing ${after.toFixed(0)} MB (read ${(backAfterMs / 1000).toFixed(1)} s after)`,
);
const memoryBack = after <= before * 1.5 + 50;
console.log(
  `  every request answered within ${LIMIT_MS} ms: ${worst <= LIMIT_MS ? 'PASS' : 'MISS'} (worst ${worst.toFixed(0)} ms round trip)`,
);
console.log(
  `  every request answered within ${LIMIT_MS} ms of the server reading it: ${worstAnswer <= LIMIT_MS ? 'PASS' : 'MISS'} (worst ${worstAnswer} ms)`,
);
console.log(
  `  server thread never blocked ${LIMIT_MS} ms or more: ${worstStall < LIMIT_MS ? 'PASS' : 'MISS'} (longest stall ${worstStall} ms)`,
);
console.log(`  memory back to its level before: ${memoryBack ? 'PASS' : 'MISS'}`);
process.exitCode = worstAnswer <= LIMIT_MS && worstStall < LIMIT_MS && memoryBack ? 0 : 1;
