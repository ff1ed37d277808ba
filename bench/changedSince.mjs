// `--changed-since` as a pull request uses it: a git repository of 10,000 documents (1 to 10 KB, three
// layouts) on two schemas, 100 of them on the second; one document of the first and the second schema
// change. The run must validate exactly those 101 documents; it is timed beside a full run and beside
// `git diff` itself, whole processes, from start to exit.
// Usage: node bench/changedSince.mjs [--rounds N]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRandom, makeDocument, makeSchema } from './generate.mjs';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const work = join(root, '.bench/changed-since');
const SEED = 20261128;
const DOCUMENTS = 10_000;
const ON_SECOND = 100;
const roundsFlag = process.argv.indexOf('--rounds');
const ROUNDS = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 3;
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
};

if (!existsSync(cli)) {
  console.error('dist/cli.js is missing: run `npm run build` first.');
  process.exit(2);
}

const git = (...args) => execFileSync('git', args, { cwd: work, env: GIT_ENV, encoding: 'utf8' });

/** The repository, made again at each run: documents on schema A, the first ON_SECOND of them on B. */
function repository() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'docs'), { recursive: true });
  mkdirSync(join(work, 'schemas'), { recursive: true });
  // The documents are { $schema, records }: each schema describes that, the records as bench data.
  const base = makeSchema();
  const wrapped = (id) => ({
    $schema: base.$schema,
    $id: id,
    type: 'object',
    properties: { $schema: { type: 'string' }, records: { $ref: '#/$defs/records' } },
    $defs: { ...base.$defs, records: { type: 'array', items: base.items } },
  });
  writeFileSync(
    join(work, 'schemas/a.json'),
    JSON.stringify(wrapped('https://bench.example/a.json'), null, 2),
  );
  const b = wrapped('https://bench.example/b.json');
  writeFileSync(join(work, 'schemas/b.json'), JSON.stringify(b, null, 2));
  const random = createRandom(SEED);
  for (let i = 0; i < DOCUMENTS; i++) {
    const bytes = 1024 + Math.floor(random() * 9 * 1024);
    const records = JSON.parse(makeDocument(bytes, SEED + i, 0.01).text);
    const schemaFile = i < ON_SECOND ? '../schemas/b.json' : '../schemas/a.json';
    const body = { $schema: schemaFile, records };
    const layout = i % 3;
    writeFileSync(
      join(work, 'docs', `doc${String(i).padStart(5, '0')}.json`),
      JSON.stringify(body, null, layout === 0 ? undefined : layout === 1 ? 2 : 4) + '\n',
    );
  }
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('tag', 'base');
  // The pull request: one document on A, and schema B (a tighter rule).
  const changed = join(work, 'docs', `doc${String(ON_SECOND + 17).padStart(5, '0')}.json`);
  writeFileSync(changed, JSON.stringify({ $schema: '../schemas/a.json', records: [] }) + '\n');
  b.properties.records.maxItems = 1000;
  writeFileSync(join(work, 'schemas/b.json'), JSON.stringify(b, null, 2));
  git('commit', '-q', '-am', 'change');
}

function timed(args) {
  const start = performance.now();
  const run = spawnSync(process.execPath, [cli, ...args], {
    cwd: work,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  return { wall: performance.now() - start, status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

repository();
console.log(
  `--changed-since benchmark: node ${process.version}, load average ${loadavg()[0].toFixed(1)}, ${ROUNDS} rounds`,
);
console.log(
  `${DOCUMENTS} documents in a git repository; one document and a schema used by ${ON_SECOND} changed\n`,
);
const changedWalls = [];
const fullWalls = [];
const gitWalls = [];
for (let round = 0; round < ROUNDS; round++) {
  const changed = timed(['validate', '--jobs', '1', '--format', 'json', '--changed-since', 'base', 'docs']);
  const files = JSON.parse(changed.stdout).files.map((f) => f.file);
  const expected = ON_SECOND + 1;
  if (
    files.length !== expected ||
    !files.includes(`docs/doc${String(ON_SECOND + 17).padStart(5, '0')}.json`)
  ) {
    console.log(`WRONG: validated ${files.length} documents, expected ${expected}`);
    process.exitCode = 1;
  }
  changedWalls.push(changed.wall);
  fullWalls.push(timed(['validate', '--jobs', '1', '--format', 'json', 'docs']).wall);
  const start = performance.now();
  git('diff', '--name-status', '-M', 'base', '--');
  gitWalls.push(performance.now() - start);
}
console.log('| run | median wall |');
console.log('| --- | --- |');
console.log(`| --changed-since base (101 validated) | ${(median(changedWalls) / 1000).toFixed(2)} s |`);
console.log(`| full run (${DOCUMENTS} validated) | ${(median(fullWalls) / 1000).toFixed(2)} s |`);
console.log(`| git diff alone | ${(median(gitWalls) / 1000).toFixed(2)} s |`);
