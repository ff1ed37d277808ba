// Measures parseDocument + one locate call against a bare JSON.parse on generated documents.
// Usage: node --expose-gc bench/parse.mjs [--runs N]. Figures are medians of CPU time. Bundles shared/src/json on the fly, so no build is needed.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;

/** Bundles one TypeScript entry point and returns its exports. */
async function load(entry) {
  const built = await esbuild.build({
    entryPoints: [root + entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'warning',
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', built.outputFiles[0].text)(
    mod,
    mod.exports,
    createRequire(root),
  );
  return mod.exports;
}
const { parseDocument } = await load('shared/src/json/index.ts');
const { scanStructure, skipWhitespace } = await load('shared/src/json/scan.ts');

/**
 * The cheapest possible pass that looks at every character: the floor for any character-level scan,
 * against which the structure scan (which jumps over string contents) is judged.
 */
function charLoop(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum;
}
const jsonc = createRequire(root)('jsonc-parser');

/** Deterministic pseudo-random numbers so every run measures the same documents. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** An array of records of about `bytes` size; ~1% of records carry schema-level mistakes. */
function generate(bytes, indent) {
  const rand = rng(42);
  const records = [];
  const bad = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const isBad = rand() < 0.01;
    const rec = {
      id: i,
      kind: ['person', 'company', 'robot'][i % 3],
      name: `Name ${i} \u00e9\u{1F600}`,
      email: `user${i}@example.com`,
      active: rand() < 0.5,
      score: Math.round(rand() * 10000) / 100,
      tags: ['a', 'b', 'c'].slice(0, 1 + (i % 3)),
      address: { street: `${i} Main St`, city: 'Springfield', zip: String(10000 + i) },
    };
    if (isBad) {
      rec.score = 'high';
      delete rec.email;
      rec.extra = true;
      bad.push(i);
    }
    records.push(rec);
    size += 230;
  }
  const text = JSON.stringify(records, null, indent);
  const targets = [];
  for (const i of bad) {
    targets.push({ path: `/${i}/score`, part: 'value' });
    targets.push({ path: `/${i}`, part: 'parentKey' });
    targets.push({ path: `/${i}/extra`, part: 'key' });
    targets.push({ path: `/${i}/address/zip`, part: 'value' });
  }
  return { text, targets, bad: bad.length };
}

/**
 * Median CPU milliseconds of each function, run in alternation so that a busy machine slows every
 * contestant alike. CPU time (not wall time) keeps other processes' load out of the figures.
 */
function medians(fns) {
  const times = fns.map(() => []);
  for (let r = 0; r < RUNS; r++) {
    fns.forEach((fn, i) => {
      // Start every run with a clean heap so one contestant's garbage is not billed to the next.
      globalThis.gc?.();
      const t0 = process.cpuUsage();
      fn();
      const t = process.cpuUsage(t0);
      times[i].push((t.user + t.system) / 1000);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[t.length >> 1]);
}

const fmt = (ms) => ms.toFixed(1).padStart(8) + ' ms';
const cases = [];
for (const mb of [1, 10]) for (const indent of [undefined, 2]) cases.push({ mb, indent });
console.log(`runs per figure: ${RUNS} (median)`);
for (const { mb, indent } of cases) {
  const { text, targets, bad } = generate(mb * 1024 * 1024, indent);
  let located = 0;
  const parsed = parseDocument(text);
  parsed.positionAt(0);
  const [jp, parseOnly, ours, locateOnly, scanOnly, floor] = medians([
    () => JSON.parse(text),
    () => parseDocument(text),
    () => {
      located = parseDocument(text).locate(targets).filter(Boolean).length;
    },
    () => parsed.locate(targets),
    () => scanStructure(text, 0, skipWhitespace(text, 0), 256),
    () => charLoop(text),
  ]);
  const label = `${mb} MB ${indent ? 'indented' : 'compact '} (${(text.length / 1048576).toFixed(1)}M chars, ${bad} bad records, ${targets.length} targets, ${located} located)`;
  console.log(label);
  console.log(`  JSON.parse                       ${fmt(jp)}`);
  console.log(`  parseDocument                    ${fmt(parseOnly)}  ${(parseOnly / jp).toFixed(2)}x`);
  console.log(`  locate alone                     ${fmt(locateOnly)}`);
  console.log(`  structure scan alone             ${fmt(scanOnly)}`);
  console.log(`  bare charCodeAt loop (floor)     ${fmt(floor)}`);
  console.log(`  parseDocument + locate           ${fmt(ours)}  ${(ours / jp).toFixed(2)}x`);
  if (mb === 1) {
    const slow = '// comment\n' + text;
    const [jp2, slowMs, tree] = medians([
      () => JSON.parse(text),
      () => parseDocument(slow, { allowComments: true }).locate(targets),
      () => jsonc.parseTree(text),
    ]);
    console.log(`  JSONC slow path + locate         ${fmt(slowMs)}  ${(slowMs / jp2).toFixed(2)}x`);
    console.log(`  jsonc-parser parseTree           ${fmt(tree)}  ${(tree / jp2).toFixed(2)}x`);
  }
}
