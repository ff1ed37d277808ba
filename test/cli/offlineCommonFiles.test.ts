// The common files of a JavaScript project (package.json, tsconfig.json, .eslintrc.json) on a machine
// without internet: validated from the SchemaStore schemas that ship beside the CLI (--offline, and a
// network that fails), and from a company mirror of SchemaStore (a local HTTP server serving
// ../shared/schemastore's files) named by the settings or --schemastore-mirror, under the trust rules.
// Each problem is reported once, at its exact place. "No network" is made deterministic: HTTPS_PROXY
// names a closed port, so every https request is refused at once instead of waiting on DNS.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { schemastoreDir } from '../support/paths';
import { SchemaHost } from '../support/httpFixture';
import { CliCopy, writeTree } from './harness';
import type { CliRun } from './harness';

const PROJECT: Record<string, string> = {
  'package.json': '{\n  "name": "demo",\n  "version": 1\n}\n',
  'tsconfig.json': '{\n  "compilerOptions": {\n    "target": "es2099"\n  }\n}\n',
  '.eslintrc.json': '{\n  "rules": {\n    "no-unused-vars": "warning"\n  }\n}\n',
};

/** The three problems: file, line and column (1-based, as the text format prints them). */
const WHERE = ['package.json:3:14', 'tsconfig.json:3:15', '.eslintrc.json:3:23'];

let cli: CliCopy;
const mirror = new SchemaHost();
let closedPort = 0;
const temporary: string[] = [];

function problemLines(run: CliRun): string[] {
  return run.stdout.split('\n').filter((l) => / error /.test(l));
}

/** Each of the three problems once, at its place; the ESLint rule's names the value meant. */
function assertTheThreeProblems(run: CliRun): void {
  const lines = problemLines(run);
  assert.deepEqual(
    lines.map((l) => l.slice(0, l.indexOf(' '))).sort(),
    [...WHERE].sort(),
    run.stdout + run.stderr,
  );
  assert.match(
    lines.find((l) => l.startsWith('package.json'))!,
    /expected string, got integer/,
  );
  assert.match(
    lines.find((l) => l.startsWith('tsconfig.json'))!,
    /"es2019"/,
  );
  assert.match(
    lines.find((l) => l.startsWith('.eslintrc.json'))!,
    /"warn"/,
  );
  assert.equal(run.status, 1);
}

function project(settings?: Record<string, unknown>): string {
  const dir = writeTree('jov-offline-common-', {
    ...PROJECT,
    ...(settings ? { '.vscode/settings.json': JSON.stringify(settings) } : {}),
  });
  temporary.push(dir);
  return dir;
}

before(async () => {
  cli = new CliCopy({ shipped: true });
  // The mirror has SchemaStore's layout: <base><name>.json and <base>api/json/catalog.json.
  for (const name of ['package', 'tsconfig', 'eslintrc', 'partial-eslint-plugins', 'ava', 'jscpd']) {
    mirror.json(
      `/ss/${name}.json`,
      readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8'),
    );
  }
  for (const name of ['madge', 'nodemon', 'prettierrc', 'quikrun', 'semantic-release', 'stylelintrc']) {
    mirror.json(
      `/ss/${name}.json`,
      readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8'),
    );
  }
  mirror.json('/ss/api/json/catalog.json', readFileSync(join(schemastoreDir, 'catalog.json'), 'utf8'));
  await mirror.listen();
  // A port nothing listens on: the "network" refuses every https request at once.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

after(async () => {
  await mirror.close();
  cli.dispose();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const noNetwork = (): Record<string, string> => ({ HTTPS_PROXY: `http://127.0.0.1:${closedPort}` });

void describe('offline: the shipped SchemaStore schemas', () => {
  void test('--offline validates the three files from the shipped copies, and says so once', async () => {
    const dir = project();
    const run = await cli.runAsync(['validate', '--offline'], { cwd: dir });
    assertTheThreeProblems(run);
    assert.match(run.stdout, /3 files checked, 3 not compliant, 3 errors, 0 warnings/);
    assert.match(
      run.stderr,
      /^json-object-validator: \d+ SchemaStore schemas came from the copies shipped with the CLI \(SchemaStore, 2026-08-07\), the first \(https:\/\/www\.schemastore\.org\/\w+\.json\) because it could not be downloaded \(--offline forbids the network\)\.\n$/,
    );
    // The same with the files named (the catalog then needs --skip-unassociated).
    const named = await cli.runAsync(
      ['validate', '--offline', '--skip-unassociated', ...Object.keys(PROJECT)],
      { cwd: dir },
    );
    assertTheThreeProblems(named);
  });

  void test("a network that fails: the shipped copies serve, and the reason is the network's", async () => {
    const dir = project();
    const run = await cli.runAsync(['validate', '--format', 'json'], { cwd: dir, env: noNetwork() });
    const report = JSON.parse(run.stdout) as {
      files: { file: string; errors: { range: { start: { line: number; character: number } } }[] }[];
    };
    assert.deepEqual(
      report.files
        .map((f) => [f.file, f.errors.map((e) => [e.range.start.line, e.range.start.character])])
        .sort(),
      [
        ['.eslintrc.json', [[2, 22]]],
        ['package.json', [[2, 13]]],
        ['tsconfig.json', [[2, 14]]],
      ],
    );
    assert.match(
      run.stderr,
      /came from the copies shipped with the CLI \(SchemaStore, 2026-08-07\).*because it could not be downloaded \(.*ECONNREFUSED.*\)\.\n$/,
    );
    assert.equal(run.status, 1);
  });

  void test('a cached copy comes before the shipped one', async () => {
    const dir = project();
    const cacheDir = join(dir, 'cache');
    // Filled through the mirror (the cache keeps the SchemaStore URL), then used offline.
    const fill = await cli.runAsync(
      [
        'validate',
        '--cache-dir',
        cacheDir,
        '--schemastore-mirror',
        `${mirror.origin}/ss/`,
        '--trust-domain',
        `${mirror.origin}/`,
      ],
      { cwd: dir, env: noNetwork() },
    );
    assertTheThreeProblems(fill);
    const offline = await cli.runAsync(['validate', '--offline', '--cache-dir', cacheDir], { cwd: dir });
    assertTheThreeProblems(offline);
    assert.doesNotMatch(offline.stderr, /shipped/);
    assert.match(offline.stdout, /using the copy cached on/);
  });
});

void describe('a SchemaStore mirror', () => {
  void test('named by "jsonObjectValidator.schemaStore.mirror": every SchemaStore schema comes from it', async () => {
    const before = mirror.requests.length;
    const dir = project({
      'jsonObjectValidator.schemaStore.mirror': `${mirror.origin}/ss/`,
      'jsonObjectValidator.schemaDownload.trustedDomains': { [`${mirror.origin}/`]: true },
    });
    const run = await cli.runAsync(['validate', '--cache-dir', join(dir, 'cache')], {
      cwd: dir,
      env: noNetwork(),
    });
    assertTheThreeProblems(run);
    assert.equal(run.stderr, '', 'nothing fell back to a shipped copy');
    const paths = mirror.requests.slice(before).map((r) => r.path);
    for (const name of ['package', 'tsconfig', 'eslintrc', 'partial-eslint-plugins', 'ava']) {
      assert.ok(paths.includes(`/ss/${name}.json`), `${name}: ${JSON.stringify(paths)}`);
    }
  });

  void test('derived from a catalog URL on the mirror ("jsonObjectValidator.schemaStore.url")', async () => {
    const before = mirror.requests.length;
    const dir = project({
      'jsonObjectValidator.schemaStore.url': `${mirror.origin}/ss/api/json/catalog.json`,
      'jsonObjectValidator.schemaDownload.trustedDomains': { [`${mirror.origin}/`]: true },
    });
    const run = await cli.runAsync(['validate', '--cache-dir', join(dir, 'cache')], {
      cwd: dir,
      env: noNetwork(),
    });
    assertTheThreeProblems(run);
    assert.equal(run.stderr, '');
    const paths = mirror.requests.slice(before).map((r) => r.path);
    assert.equal(paths[0], '/ss/api/json/catalog.json');
    assert.ok(paths.includes('/ss/tsconfig.json'), JSON.stringify(paths));
  });

  void test('--schemastore-mirror, with --offline: nothing is fetched, the shipped copies serve', async () => {
    const before = mirror.requests.length;
    const dir = project();
    const run = await cli.runAsync(
      [
        'validate',
        '--offline',
        '--schemastore-mirror',
        `${mirror.origin}/ss/`,
        '--trust-domain',
        `${mirror.origin}/`,
      ],
      { cwd: dir },
    );
    assertTheThreeProblems(run);
    assert.equal(mirror.requests.length, before);
  });

  void test('a mirror that fails: the shipped copies, and the log names the mirror', async () => {
    const dir = project();
    const run = await cli.runAsync(
      [
        'validate',
        '--cache-dir',
        join(dir, 'cache'),
        '--schemastore-mirror',
        `${mirror.origin}/missing/`,
        '--trust-domain',
        `${mirror.origin}/`,
      ],
      { cwd: dir, env: noNetwork() },
    );
    assertTheThreeProblems(run);
    assert.match(
      run.stderr,
      new RegExp(
        `because it could not be downloaded from the mirror ${mirror.origin}/missing/\\w+\\.json \\(the server answered HTTP 404\\)`,
      ),
    );
  });

  void test('an untrusted mirror is refused with its domain and how to trust it; the run does not fail', async () => {
    const dir = project();
    const before = mirror.requests.length;
    const run = await cli.runAsync(['validate', '--schemastore-mirror', `${mirror.otherOrigin}/ss/`], {
      cwd: dir,
      env: noNetwork(),
    });
    assert.equal(problemLines(run).length, 0, run.stdout);
    assert.match(
      run.stdout,
      new RegExp(
        `package\\.json:1:1 warning The schema https://www\\.schemastore\\.org/package\\.json is not downloaded from the SchemaStore mirror \\(${mirror.otherOrigin.replace(/\./g, '\\.')}/ss/package\\.json\\): ${mirror.otherOrigin.replace(/\./g, '\\.')}/ is not a trusted domain \\("jsonObjectValidator\\.schemaDownload\\.trustedDomains" in the settings, or --trust-domain ${mirror.otherOrigin.replace(/\./g, '\\.')}/\\)`,
      ),
    );
    assert.equal(mirror.requests.length, before);
    assert.equal(run.status, 0);
  });

  void test('--schemastore-mirror needs an http(s) URL', async () => {
    const run = await cli.runAsync(['validate', '--schemastore-mirror', 'mirror.corp/ss'], {
      cwd: project(),
    });
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /Option --schemastore-mirror needs an http\(s\) URL such as "https:\/\/mirror\.example\/schemastore\/"; got "mirror\.corp\/ss"\./,
    );
  });
});
