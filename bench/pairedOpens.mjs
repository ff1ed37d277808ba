// Warm opens of a 10 MB document by this checkout's server and by other builds, in pairs: one client
// starts a server of each (`dist/server.js` of each checkout, built), and the opens alternate between
// them, so that this machine's drift (JSON.parse of the same text took 45 to 113 ms within a day) falls
// on both sides of each pair. Prints each server's median, its ratio to JSON.parse timed in the same
// rounds, and, for each other build, the median of the pairwise differences with how many pairs it won.
// Usage: node --expose-gc bench/pairedOpens.mjs [--shape records] [--rounds 16] <checkout>...
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchShapes } from './shapes.mjs';
import { rpc, startServer } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const shape = option('--shape', 'records');
const rounds = Number(option('--rounds', 16));
const checkouts = [resolve(new URL('..', import.meta.url).pathname), ...args.map((a) => resolve(a))];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const { schemas, documentFor } = benchShapes(10);
const text = documentFor(shape);
const servers = [];
for (const checkout of checkouts) {
  const folder = mkdtempSync(join(tmpdir(), 'jov-bench-paired-'));
  writeFileSync(join(folder, 'shape.schema.json'), JSON.stringify(schemas[shape]));
  const server = await startServer({
    folder,
    serverPath: join(checkout, 'dist', 'server.js'),
    settings: { schemas: [{ fileMatch: ['doc.json'], url: './shape.schema.json' }], validationDelay: 0 },
  });
  servers.push({ checkout, folder, server, uri: pathToFileURL(join(folder, 'doc.json')).href, times: [] });
}

async function openAndClose({ server, uri }) {
  const { ms, diagnostics } = await server.open(uri, text);
  await server.close(uri);
  return { ms, count: diagnostics.length };
}

// The first open of each process runs cold code: not counted.
for (const s of servers) s.count = (await openAndClose(s)).count;
const parses = [];
for (let round = 0; round < rounds; round++) {
  // Each server goes first in every other round.
  for (const s of round % 2 === 0 ? servers : [...servers].reverse()) {
    globalThis.gc?.();
    s.times.push((await openAndClose(s)).ms);
  }
  const start = performance.now();
  JSON.parse(text);
  parses.push(performance.now() - start);
}
const parseMs = median(parses);
console.log(`${shape}, ${rounds} rounds: JSON.parse median ${parseMs.toFixed(0)} ms`);
for (const s of servers) {
  const ms = median(s.times);
  console.log(
    `${s.checkout}: median ${ms.toFixed(0)} ms = ${(ms / parseMs).toFixed(2)}x, ${s.count} diagnostics`,
  );
}
for (const s of servers.slice(1)) {
  const differences = servers[0].times.map((t, i) => t - s.times[i]);
  const wins = differences.filter((d) => d < 0).length;
  console.log(
    `this checkout minus ${s.checkout}: median ${median(differences).toFixed(0)} ms, faster in ${wins} of ${rounds} pairs`,
  );
}
for (const s of servers) {
  await s.server.connection.sendRequest(rpc.ShutdownRequest.type);
  await s.server.connection.sendNotification(rpc.ExitNotification.type);
  s.server.connection.dispose();
  rmSync(s.folder, { recursive: true, force: true });
}
