// `npm run bench`: one run that times JSON.parse, ajv, vscode-json-languageservice and this
// validator on generated 1 MB and 10 MB documents, checks that all of them flag the same records,
// and prints PASS/MISS for the performance targets of the 10 MB document.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { makeDocument, makeSchema } from './generate.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const validatorPath = root + 'dist/validator.js';
if (!existsSync(validatorPath)) {
  console.error('dist/validator.js is missing: run `npm run build` first (npm run bench does).');
  process.exit(2);
}
const ours = require(validatorPath);
// BENCH_BASELINE=/path/to/another/dist/validator.js adds that build as a contestant, so that the cost of
// a change is a ratio measured in the same run (times taken in separate runs drift with the machine's load).
const baseline = process.env.BENCH_BASELINE ? require(process.env.BENCH_BASELINE) : undefined;
const Ajv2020 = require('ajv/dist/2020').default;
const { getLanguageService, TextDocument } = require('vscode-json-languageservice');

const SEED = 20260314;
const SIZES = [
  // The 1 MB round has already warmed the JIT and the schema caches when the 10 MB one starts.
  { label: '1 MB', bytes: 1 << 20, iterations: 15, slowIterations: 5, warmup: 2, slowWarmup: 1 },
  { label: '10 MB', bytes: 10 << 20, iterations: 7, slowIterations: 3, warmup: 1, slowWarmup: 0 },
];
/** Per size: start no new round once the fast contestants have spent this much (after three rounds). */
const BUDGET_MS = 30_000;
const TARGET_PARSE_RATIO = 3;
const TARGET_SPEEDUP_VS_VSCODE = 5;

const collectGarbage = typeof globalThis.gc === 'function' ? globalThis.gc : () => undefined;

/** One timed run: wall-clock and CPU milliseconds (this process, all threads) and the result. */
async function timeOnce(fn) {
  collectGarbage();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, result };
}

function median(list) {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
}

/**
 * Runs the contestants in rounds, each round running every contestant once, so that load from
 * other processes, which comes and goes, weighs on all of them alike. Slow contestants take part
 * in the first `slowIterations` rounds only; a round is not started once `BUDGET_MS` is spent
 * (after the third). Returns per contestant the median wall and CPU times and the last result.
 */
async function measureInterleaved(contestants, doc, size) {
  const runs = contestants.map(() => ({ walls: [], cpus: [], result: undefined }));
  for (const [i, c] of contestants.entries()) {
    const warmup = c.slow ? size.slowWarmup : size.warmup;
    for (let w = 0; w < warmup; w++) runs[i].result = await c.run(doc);
  }
  let spent = 0;
  for (let round = 0; round < size.iterations && (round < 3 || spent < BUDGET_MS); round++) {
    for (const [i, c] of contestants.entries()) {
      if (c.slow && round >= size.slowIterations) continue;
      const { wall, cpu, result } = await timeOnce(() => c.run(doc));
      runs[i].walls.push(wall);
      runs[i].cpus.push(cpu);
      runs[i].result = result;
      if (!c.slow) spent += wall;
    }
  }
  return runs.map((r) => ({
    walls: r.walls,
    median: median(r.walls),
    cpu: median(r.cpus),
    runs: r.walls.length,
    result: r.result,
  }));
}

/** Record index of a JSON Pointer into the top-level array (`/123/name` -> 123). */
function recordOfPointer(pointer) {
  const match = /^\/(\d+)/.exec(pointer);
  return match ? Number(match[1]) : -1;
}

/** Record index containing `offset`, by binary search over the record start offsets. */
function recordOfOffset(offsets, offset) {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function sameSet(a, b) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function describeDifference(expected, actual) {
  const missing = [...expected].filter((x) => !actual.has(x)).slice(0, 10);
  const extra = [...actual].filter((x) => !expected.has(x)).slice(0, 10);
  return `missed ${missing.length ? missing.join(', ') : 'none'}; extra ${extra.length ? extra.join(', ') : 'none'}`;
}

function makeContestants(schema) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const ajvValidate = ajv.compile(schema);

  const schemaUri = 'bench://schemas/records.schema.json';
  const service = getLanguageService({});
  service.configure({ validate: true, schemas: [{ uri: schemaUri, fileMatch: ['*.json'], schema }] });

  const compiled = ours.compile(schema);
  if (compiled.problems.some((p) => p.severity === 'error')) {
    console.error('Our compile reports problems in the benchmark schema:', compiled.problems);
  }

  return [
    {
      name: 'JSON.parse',
      run: (doc) => JSON.parse(doc.text),
      badRecords: () => null,
    },
    {
      name: 'ajv (JSON.parse + validate)',
      run: (doc) => {
        const valid = ajvValidate(JSON.parse(doc.text));
        return valid ? [] : ajvValidate.errors;
      },
      badRecords: (errors) => new Set(errors.map((e) => recordOfPointer(e.instancePath))),
    },
    {
      name: 'vscode-json-languageservice',
      slow: true,
      run: async (doc) => {
        const textDocument = TextDocument.create('file:///bench/records.json', 'json', 1, doc.text);
        const jsonDocument = service.parseJSONDocument(textDocument);
        const diagnostics = await service.doValidation(textDocument, jsonDocument);
        return { diagnostics, textDocument };
      },
      badRecords: ({ diagnostics, textDocument }, doc) =>
        new Set(diagnostics.map((d) => recordOfOffset(doc.offsets, textDocument.offsetAt(d.range.start)))),
    },
    {
      name: 'ours: validateText (one-shot)',
      key: 'oneShot',
      run: (doc) => ours.validateText(schema, doc.text),
      badRecords: (result) => new Set(result.errors.map((e) => recordOfPointer(e.instancePath))),
    },
    {
      name: 'ours: compiled.validateText',
      run: (doc) => compiled.validateText(doc.text),
      badRecords: (result) => new Set(result.errors.map((e) => recordOfPointer(e.instancePath))),
    },
    ...(baseline === undefined
      ? []
      : [
          {
            name: 'baseline: validateText (one-shot)',
            run: (doc) => baseline.validateText(schema, doc.text),
            badRecords: (result) => new Set(result.errors.map((e) => recordOfPointer(e.instancePath))),
          },
        ]),
  ];
}

function formatMs(ms) {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

function checkRanges(result, doc) {
  // Our errors must carry ranges inside the record they name: that is what the editor shows.
  for (const e of result.errors) {
    if (!e.range) return `error at ${e.instancePath} has no range`;
    const record = recordOfPointer(e.instancePath);
    if (record >= 0 && recordOfOffset(doc.offsets, e.range.offset) !== record) {
      return `range of the error at ${e.instancePath} lies outside record ${record}`;
    }
  }
  return undefined;
}

async function main() {
  console.log(
    `JSON Object Validator benchmark: node ${process.version}, ${availableParallelism()} CPUs, seed ${SEED}` +
      (typeof globalThis.gc === 'function' ? ', GC between runs' : ''),
  );
  const [load] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `!!! load average ${load.toFixed(1)} on ${availableParallelism()} CPUs: other processes compete, times are inflated !!!`,
    );
  }
  const schema = makeSchema();
  const contestants = makeContestants(schema);
  const summary = {};
  let mismatches = 0;
  // --quick: the 1 MB round only, to check the harness; the targets need the 10 MB round.
  const sizes = process.argv.includes('--quick') ? SIZES.slice(0, 1) : SIZES;
  for (const size of sizes) {
    const doc = makeDocument(size.bytes, SEED);
    const expected = new Set(doc.bad);
    console.log(
      `\n${size.label} document: ${(doc.text.length / 1048576).toFixed(2)} MB, ${doc.offsets.length} records, ${doc.bad.length} bad`,
    );
    console.log(
      `  ${'contestant'.padEnd(34)}${'median'.padStart(10)}${'x JSON.parse'.padStart(14)}${'cpu'.padStart(10)}  runs  bad records`,
    );
    let parseMedian = 0;
    const medians = {};
    const cpus = {};
    const measured = await measureInterleaved(contestants, doc, size);
    for (const [i, c] of contestants.entries()) {
      const { median, cpu, runs, result } = measured[i];
      if (c.name === 'JSON.parse') parseMedian = median;
      medians[c.name] = median;
      cpus[c.name] = cpu;
      const flagged = c.badRecords(result, doc);
      let verdict = '';
      if (flagged) {
        const ok = sameSet(expected, flagged);
        verdict = ok
          ? `${flagged.size} (same as generated)`
          : `MISMATCH: ${describeDifference(expected, flagged)}`;
        if (!ok) mismatches++;
      }
      if (c.name.startsWith('ours') || c.name.startsWith('baseline')) {
        const rangeProblem = checkRanges(result, doc);
        if (rangeProblem) {
          verdict += `; RANGE PROBLEM: ${rangeProblem}`;
          mismatches++;
        }
      }
      console.log(
        `  ${c.name.padEnd(34)}${formatMs(median).padStart(10)}${(median / parseMedian).toFixed(2).padStart(13)}x${formatMs(cpu).padStart(10)}  ${String(runs).padStart(4)}  ${verdict}`,
      );
      if (verdict.includes('MISMATCH'))
        console.log(`  !!! ${c.name} disagrees about which records are bad !!!`);
    }
    // The same round's JSON.parse and contestant ran seconds apart, so their ratio is less exposed to
    // the machine's speed drifting between rounds than the ratio of two medians.
    const parseWalls = measured[contestants.findIndex((c) => c.name === 'JSON.parse')].walls;
    const paired = {};
    for (const [i, c] of contestants.entries()) {
      const ratios = measured[i].walls.map((w, round) => w / parseWalls[round]);
      paired[c.name] = { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
    }
    summary[size.label] = { parse: parseMedian, medians, cpus, paired };
  }

  if (mismatches > 0) {
    console.log(`\n!!! ${mismatches} disagreement(s) about bad records or ranges: see above !!!`);
    process.exitCode = 1;
  }
  const big = summary['10 MB'];
  if (!big) return;
  const oursName = 'ours: validateText (one-shot)';
  const vscodeName = 'vscode-json-languageservice';
  const parseRatio = big.medians[oursName] / big.parse;
  const speedup = big.medians[vscodeName] / big.medians[oursName];
  const parseRatioCpu = big.cpus[oursName] / big.cpus['JSON.parse'];
  const speedupCpu = big.cpus[vscodeName] / big.cpus[oursName];
  console.log('\nTargets for the 10 MB document (ours = validateText one-shot, ranges included):');
  console.log(
    `  ${parseRatio <= TARGET_PARSE_RATIO ? 'PASS' : 'MISS'}  at most ${TARGET_PARSE_RATIO}x JSON.parse: ` +
      `${parseRatio.toFixed(2)}x wall clock (${parseRatioCpu.toFixed(2)}x in CPU time)`,
  );
  const pairs = big.paired[oursName];
  console.log(
    `        per round, ours / JSON.parse of the same round: median ${pairs.median.toFixed(2)}x, ` +
      `range ${pairs.min.toFixed(2)}x to ${pairs.max.toFixed(2)}x`,
  );
  console.log(
    `  ${speedup >= TARGET_SPEEDUP_VS_VSCODE ? 'PASS' : 'MISS'}  at least ${TARGET_SPEEDUP_VS_VSCODE}x faster than ${vscodeName}: ` +
      `${speedup.toFixed(1)}x wall clock (${speedupCpu.toFixed(1)}x in CPU time)`,
  );
  console.log(`  ${mismatches === 0 ? 'PASS' : 'MISS'}  every contestant flags the same bad records`);
}

await main();
