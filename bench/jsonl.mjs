// JSON Lines as a data engineer runs it: one large file of records (three shapes: flat, nested
// objects, arrays of objects) against a small closed schema, valid and with about 30 % of records
// wrong, written to a temporary folder and removed afterwards. Each contestant is a process of its own,
// timed from start to exit, its peak resident set size read from the process itself
// (`process.resourceUsage().maxRSS`, worker threads included): JSON.parse of every line (streamed, one
// thread: the anchor), ours on one thread (--jobs 1) and two (--jobs 2), and ajv (2020-12, allErrors)
// on every line (ajv-cli reads JSON files, not JSON Lines, so its library is run line by line).
// `node bench/cli.mjs --jsonl-mb 256` sets the size (default 1024 MB); `--only-jsonl` skips the rest.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRandom } from './generate.mjs';

const TARGET_RATIO = 2.5;
const TARGET_RSS_MB = 200;

/** The schema: closed objects, nested, with arrays, formats as patterns; 2020-12. */
export function jsonLinesSchema() {
  const point = {
    type: 'object',
    additionalProperties: false,
    required: ['lat', 'lon'],
    properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lon: { type: 'number' } },
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    required: ['id', 'kind', 'at'],
    properties: {
      id: { type: 'integer', minimum: 0 },
      kind: { enum: ['event', 'user', 'order'] },
      at: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' },
      name: { type: 'string', maxLength: 40 },
      active: { type: 'boolean' },
      score: { type: 'number' },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 8 },
      where: point,
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['sku', 'qty'],
          properties: {
            sku: { type: 'string' },
            qty: { type: 'integer', minimum: 1 },
            price: { type: 'number' },
          },
        },
      },
      user: {
        type: 'object',
        additionalProperties: false,
        properties: {
          email: { type: 'string' },
          address: {
            type: 'object',
            additionalProperties: false,
            properties: { city: { type: 'string' }, zip: { type: 'string' }, at: point },
          },
        },
      },
    },
  };
}

/** One record of one of three shapes; with `wrong`, one mistake of a few kinds. */
function record(random, id, wrong) {
  const at = `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-1${Math.floor(random() * 10)}T10:00:00Z`;
  const shape = Math.floor(random() * 3);
  let r;
  if (shape === 0)
    r = { id, kind: 'event', at, name: `event ${id}`, active: random() < 0.5, score: random() * 100 };
  else if (shape === 1) {
    r = {
      id,
      kind: 'user',
      at,
      name: `Zoë ${id}`,
      tags: ['a', 'é', '中文'].slice(0, 1 + Math.floor(random() * 3)),
      user: {
        email: `u${id}@example.com`,
        address: { city: 'Zürich', zip: '8001', at: { lat: 47.37, lon: 8.54 } },
      },
    };
  } else {
    const items = [];
    for (let k = 1 + Math.floor(random() * 4); k > 0; k--) {
      items.push({
        sku: `sku-${Math.floor(random() * 1e6)}`,
        qty: 1 + Math.floor(random() * 5),
        price: random() * 50,
      });
    }
    r = { id, kind: 'order', at, items, where: { lat: random() * 180 - 90, lon: random() * 360 - 180 } };
  }
  if (wrong) {
    const mistake = Math.floor(random() * 4);
    if (mistake === 0) r.id = String(id);
    else if (mistake === 1) r.extra = true;
    else if (mistake === 2) r.kind = 'evnt';
    else delete r.at;
  }
  return JSON.stringify(r);
}

/** Writes about `bytes` of records, `errorRate` of them wrong; returns the number of records. */
function writeLines(path, bytes, errorRate, seed) {
  const random = createRandom(seed);
  const fd = openSync(path, 'w');
  let written = 0;
  let id = 0;
  try {
    while (written < bytes) {
      let block = '';
      for (let i = 0; i < 5000; i++) block += record(random, id++, random() < errorRate) + '\n';
      written += writeSync(fd, block);
    }
  } finally {
    closeSync(fd);
  }
  return id;
}

/**
 * The anchor: the file read in a read stream's default 64 KB chunks, cut into lines, each given to
 * JSON.parse. It read 1 MB chunks until the stop of 2026-11-29, which made it about twice as slow on these
 * records (a 1 MB chunk with non-ASCII text decodes about five times slower than sixteen of 64 KB, and
 * its string outlives the young generation), so ratios measured against it before then look better than
 * they were.
 */
const PARSE_SCRIPT = `
const { createReadStream } = require('node:fs');
(async () => {
  let tail = '';
  let lines = 0;
  for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8' })) {
    const text = tail + chunk;
    let start = 0;
    for (let nl = text.indexOf('\\n'); nl !== -1; nl = text.indexOf('\\n', start)) {
      if (nl > start) { JSON.parse(text.slice(start, nl)); lines++; }
      start = nl + 1;
    }
    tail = text.slice(start);
  }
  if (tail.trim() !== '') { JSON.parse(tail); lines++; }
  console.log(lines + ' lines');
})();
`;

/** ajv on every line, streamed like the anchor; counts the invalid records. */
const AJV_SCRIPT = `
const { createReadStream, readFileSync } = require('node:fs');
const Ajv = require(process.argv[4]).default;
const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(process.argv[3], 'utf8')));
(async () => {
  let tail = '';
  let invalid = 0;
  const check = (line) => { if (!validate(JSON.parse(line))) invalid++; };
  for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8' })) {
    const text = tail + chunk;
    let start = 0;
    for (let nl = text.indexOf('\\n'); nl !== -1; nl = text.indexOf('\\n', start)) {
      if (nl > start) check(text.slice(start, nl));
      start = nl + 1;
    }
    tail = text.slice(start);
  }
  if (tail.trim() !== '') check(tail);
  console.log(invalid + ' invalid records');
})();
`;

function median(list) {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
}

/** Runs one contestant with its output to a file (it may be hundreds of MB): wall, peak RSS, last line. */
function measure(folder, probe, args) {
  const outPath = join(folder, 'out.txt');
  const out = openSync(outPath, 'w');
  const start = performance.now();
  const result = spawnSync(process.execPath, ['-r', probe, ...args], {
    cwd: folder,
    stdio: ['ignore', out, 'pipe'],
    encoding: 'utf8',
  });
  const wall = performance.now() - start;
  closeSync(out);
  const kb = Number(/peak-rss-kb=(\d+)/.exec(result.stderr)?.[1]);
  const size = statSync(outPath).size;
  const fd = openSync(outPath, 'r');
  // Only the tail is read (the summary line): the output may be hundreds of MB.
  const tailBytes = Buffer.alloc(Math.min(size, 400));
  const read =
    tailBytes.length === 0 ? 0 : readSync(fd, tailBytes, 0, tailBytes.length, size - tailBytes.length);
  closeSync(fd);
  const last = tailBytes.subarray(0, read).toString('utf8').trim().split('\n').pop();
  rmSync(outPath, { force: true });
  return {
    wall,
    rssMb: kb / 1024,
    status: result.status,
    last,
    stderr: result.stderr.replace(/peak-rss-kb=\d+\n/, ''),
  };
}

/** The JSON Lines benchmark; `cli` is dist/cli.js, `root` the repository. Returns false on a mismatch. */
export function jsonLinesBench({ cli, root, megabytes, rounds, seed }) {
  const folder = mkdtempSync(join(tmpdir(), 'jov-bench-jsonl-'));
  let agreed = true;
  try {
    const probe = join(folder, 'peak.cjs');
    writeFileSync(
      probe,
      "process.on('exit', () => require('fs').writeSync(2, `peak-rss-kb=${process.resourceUsage().maxRSS}\\n`));\n",
    );
    writeFileSync(join(folder, 'parse.cjs'), PARSE_SCRIPT);
    writeFileSync(join(folder, 'ajv.cjs'), AJV_SCRIPT);
    writeFileSync(join(folder, 'schema.json'), JSON.stringify(jsonLinesSchema()));
    const ajv = join(root, 'node_modules/ajv/dist/2020.js');
    for (const [label, rate] of [
      ['valid records', 0],
      ['about 30 % of records wrong', 0.3],
    ]) {
      const file = join(folder, 'records.jsonl');
      const started = performance.now();
      const records = writeLines(file, megabytes * 1024 * 1024, rate, seed);
      const size = statSync(file).size;
      console.log(
        `\nJSON Lines, ${label}: ${records.toLocaleString('en-US')} records, ${(size / 1048576).toFixed(0)} MB (written in ${((performance.now() - started) / 1000).toFixed(0)} s), ${rounds} rounds`,
      );
      const contestants = [
        { name: 'JSON.parse of every line (1 thread)', args: ['parse.cjs', file] },
        { name: 'ours --jobs 1', args: [cli, 'validate', '--jobs', '1', '-s', 'schema.json', file] },
        { name: 'ours --jobs 2', args: [cli, 'validate', '--jobs', '2', '-s', 'schema.json', file] },
        { name: 'ajv on every line (1 thread)', args: ['ajv.cjs', file, 'schema.json', ajv] },
      ];
      const walls = contestants.map(() => []);
      const rss = contestants.map(() => []);
      const ratios = contestants.map(() => []);
      for (let round = 0; round < rounds; round++) {
        const results = contestants.map((c) => measure(folder, probe, c.args));
        results.forEach((r, i) => {
          walls[i].push(r.wall);
          rss[i].push(r.rssMb);
          ratios[i].push(r.wall / results[0].wall);
        });
        if (round === 0) {
          for (const [i, r] of results.entries()) {
            if (r.stderr.trim() !== '') console.log(`${contestants[i].name}: ${r.stderr.trim()}`);
          }
          console.log(`ours: ${results[1].last}; ajv: ${results[3].last}`);
          if (results[1].last !== results[2].last || results[1].status !== results[2].status) {
            agreed = false;
            console.log(
              `MISMATCH: --jobs 1 and --jobs 2 disagree: ${results[2].last} (status ${results[2].status}) ${results[2].stderr}`,
            );
          }
          if (results[1].status !== (rate === 0 ? 0 : 1)) {
            agreed = false;
            console.log(`MISMATCH: exit status ${results[1].status}`);
          }
        }
      }
      console.log('\n| Contestant | median wall | vs JSON.parse (per round) | peak RSS (per round) |');
      console.log('| --- | --- | --- | --- |');
      contestants.forEach((c, i) => {
        console.log(
          `| ${c.name} | ${(median(walls[i]) / 1000).toFixed(2)} s | ${ratios[i].map((x) => x.toFixed(2) + 'x').join(', ')} | ${rss[i].map((x) => x.toFixed(0)).join(', ')} MB |`,
        );
      });
      for (const i of [1, 2]) {
        const ratio = median(ratios[i]);
        const peak = Math.max(...rss[i]);
        console.log(
          `${contestants[i].name}: ${ratio.toFixed(2)}x JSON.parse (target at most ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}), ` +
            `peak RSS ${peak.toFixed(0)} MB (target at most ${TARGET_RSS_MB} MB: ${peak <= TARGET_RSS_MB ? 'PASS' : 'MISS'})`,
        );
      }
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return agreed;
}
