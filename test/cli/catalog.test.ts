// The SchemaStore catalog on the command line: SchemaStore's real schemas and their valid examples
// (from ../shared/schemastore, served by a local HTTP server in place of schemastore.org) through a
// local catalog (--catalog FILE and URL) in the workspace mode; the shipped snapshot, where the
// catalog applies by default and what happens when its schema cannot be had (a warning, the exit
// status unchanged, unless --strict-catalog); --no-catalog and the settings that turn it off or name
// another catalog.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { schemastoreDir } from '../support/paths';
import { SchemaHost } from '../support/httpFixture';
import { CliCopy, writeTree } from './harness';
import type { CliRun } from './harness';

/** SchemaStore's schema names as the catalog maps files to them, with the file name each example takes. */
const EXAMPLES: [folder: string, fileName: string][] = [
  ['babelrc', '.babelrc'],
  ['eslintrc', '.eslintrc.json'],
  ['global', 'global.json'],
  ['jsconfig', 'jsconfig.json'],
  ['package', 'package.json'],
  ['prettierrc', '.prettierrc.json'],
  ['stylelintrc', '.stylelintrc.json'],
  ['tsconfig', 'tsconfig.json'],
  ['tslint', 'tslint.json'],
];

const TSCONFIG_TYPO =
  '{\n  "compilerOptions": {\n    "strict": true,\n    "moduleResolution": "nodee",\n  }\n}\n';

interface JsonReport {
  files: {
    file: string;
    valid: boolean;
    validated?: false;
    association?: { source: string; reason: string };
    errors: { message: string; severity: string }[];
  }[];
}

function lines(run: CliRun): string[] {
  return run.stdout.split('\n').filter((l) => l !== '');
}

let cli: CliCopy;
const host = new SchemaHost();
/** The real catalog with SchemaStore's hosts replaced by the local server, as a file. */
let catalogFile = '';
const temporary: string[] = [];

// SchemaStore's hosts, as the catalog and the schemas name them, become the local server.
const local = (text: string): string =>
  text.replace(/https:\/\/(json|www)\.schemastore\.org\//g, `${host.origin}/`);
const localSchemaText = (name: string): string =>
  local(readFileSync(join(schemastoreDir, 'schemas', name), 'utf8'));

function folder(prefix: string, files: Record<string, string>): string {
  const dir = writeTree(prefix, files);
  temporary.push(dir);
  return dir;
}

before(async () => {
  cli = new CliCopy();
  await host.listen();
  const catalog = JSON.parse(local(readFileSync(join(schemastoreDir, 'catalog.json'), 'utf8'))) as {
    schemas: Record<string, unknown>[];
  };
  catalog.schemas.push({
    name: 'Versioned',
    fileMatch: ['versioned.json'],
    url: `${host.origin}/versioned-2.json`,
    versions: { '1.0': `${host.origin}/versioned-1.json`, '2.0': `${host.origin}/versioned-2.json` },
  });
  host.json('/catalog.json', catalog);
  for (const name of readdirSync(join(schemastoreDir, 'schemas'))) {
    host.json(`/${name}`, localSchemaText(name));
  }
  host.json('/versioned-1.json', { required: ['v1'] });
  host.json('/versioned-2.json', { required: ['v2'] });
  const dir = mkdtempSync(join(tmpdir(), 'jov-catalog-file-'));
  temporary.push(dir);
  catalogFile = join(dir, 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify(catalog));
});

after(async () => {
  cli.dispose();
  await host.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

void describe('a local catalog with the real SchemaStore schemas', () => {
  void test('every valid example of SchemaStore validates without a problem in the workspace mode, by the catalog', async () => {
    const files: Record<string, string> = {
      // The schemas a few examples name by their path in SchemaStore's repository are copied there;
      // they are schemas, not configuration files, so the workspace leaves them out, as a person would.
      '.vscode/settings.json': JSON.stringify({ 'jsonObjectValidator.exclude': ['schemas/**'] }),
    };
    const expected = new Map<string, string>();
    for (const [name, fileName] of EXAMPLES) {
      for (const example of readdirSync(join(schemastoreDir, 'examples', name))) {
        const text = readFileSync(join(schemastoreDir, 'examples', name, example), 'utf8');
        const relative = `${name}/${example.replace(/\.json$/, '')}/${fileName}`;
        files[relative] = text;
        const own = /"\$schema"\s*:\s*"(\.[^"]+)"/.exec(text)?.[1];
        if (own) files[join(dirname(relative), own)] = localSchemaText(basename(own));
        expected.set(relative, own ? 'document' : 'catalog');
      }
    }
    const dir = folder('jov-catalog-examples-', files);
    const run = await cli.runAsync(
      ['validate', '--catalog', catalogFile, '--trust-domain', `${host.origin}/`, '-f', 'json'],
      { cwd: dir },
    );
    const report = JSON.parse(run.stdout) as JsonReport;
    const problems = report.files.filter((f) => !f.valid || f.errors.length > 0);
    assert.deepEqual(problems, [], 'no example has a problem');
    assert.deepEqual(
      new Map(report.files.map((f) => [f.file, f.association?.source])),
      new Map([...expected].sort(([a], [b]) => (a < b ? -1 : 1))),
    );
    assert.equal(run.status, 0);
    // Every kind of file took part (the workspace found .babelrc, which is not a .json file, by the catalog).
    for (const [name] of EXAMPLES) {
      assert.ok(
        report.files.some((f) => f.file.startsWith(`${name}/`)),
        `an example of ${name} was validated`,
      );
    }
  });

  void test('--catalog URL: a typo in tsconfig.json is one problem, on the misspelt value', async () => {
    const dir = folder('jov-catalog-url-', { 'tsconfig.json': TSCONFIG_TYPO });
    const run = await cli.runAsync(
      [
        'validate',
        '--catalog',
        `${host.origin}/catalog.json`,
        '--trust-domain',
        `${host.origin}/`,
        'tsconfig.json',
      ],
      { cwd: dir },
    );
    const out = lines(run);
    assert.equal(out.length, 2, run.stdout);
    assert.match(
      out[0],
      /^tsconfig\.json:4:25 error Value must be one of .*\. Did you mean "node"\? \[anyOf\]$/,
    );
    assert.equal(out[1], '1 file checked, 1 not compliant, 1 error, 0 warnings');
    assert.equal(run.status, 1);
  });

  void test("the settings' catalog URL and version choices apply as in the editor", async () => {
    const dir = folder('jov-catalog-settings-', {
      '.vscode/settings.json': JSON.stringify({
        'jsonObjectValidator.schemaStore.url': `${host.origin}/catalog.json`,
        'jsonObjectValidator.schemaStore.versions': { Versioned: '1.0' },
        'jsonObjectValidator.schemaDownload.trustedDomains': { [`${host.origin}/`]: true },
      }),
      'v/versioned.json': '{}\n',
    });
    const run = await cli.runAsync(['validate'], { cwd: dir });
    assert.deepEqual(lines(run), [
      'v/versioned.json:1:1 error Missing required property "v1". [required]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings, 1 skipped (excluded or without a schema)',
    ]);
    assert.equal(run.status, 1);
  });

  void test('a --catalog that cannot be had stops the run (exit 2)', async () => {
    const dir = folder('jov-catalog-bad-', { 'tsconfig.json': '{}' });
    const missing = await cli.runAsync(['validate', '--catalog', 'nope.json'], { cwd: dir });
    assert.match(
      missing.stderr,
      /^json-object-validator: Cannot read the catalog nope\.json: file not found\.\n/,
    );
    assert.equal(missing.status, 2);
    const untrusted = await cli.runAsync(['validate', '--catalog', `${host.origin}/catalog.json`], {
      cwd: dir,
    });
    assert.match(
      untrusted.stderr,
      new RegExp(
        `^json-object-validator: The catalog ${host.origin.replace(/[.]/g, '\\.')}/catalog\\.json is not downloaded: .* is not a trusted domain`,
      ),
    );
    assert.equal(untrusted.status, 2);
  });
});

void describe('the shipped snapshot', () => {
  /** An empty cache of its own for each run, so that nothing can be had offline. */
  const offline = (): string => {
    const cache = mkdtempSync(join(tmpdir(), 'jov-catalog-cache-'));
    temporary.push(cache);
    return `--cache-dir=${cache}`;
  };
  const notHad =
    'tsconfig.json:1:1 warning The schema https://www.schemastore.org/tsconfig.json could not be downloaded (--offline forbids the network), and there is no cached copy to use. The SchemaStore catalog maps "tsconfig*.json" to "tsconfig.json" (https://www.schemastore.org/tsconfig.json). [schema-load]';
  let dir = '';
  before(() => {
    dir = folder('jov-catalog-snapshot-', { 'tsconfig.json': TSCONFIG_TYPO, 'data.json': '{ "a": 1 }\n' });
  });

  void test('applies without file arguments; a schema it cannot have is a warning, not a failure', async () => {
    const run = await cli.runAsync(['validate', '--offline', offline()], { cwd: dir });
    assert.deepEqual(lines(run), [
      notHad,
      "0 files checked, 0 not compliant, 0 errors, 1 warning, 1 skipped (excluded or without a schema), 1 not validated (the catalog's schema could not be had)",
    ]);
    assert.equal(run.status, 0);
  });

  void test('--strict-catalog: that warning fails the run (exit 2)', async () => {
    const run = await cli.runAsync(['validate', '--offline', offline(), '--strict-catalog'], { cwd: dir });
    assert.deepEqual(lines(run), [
      notHad,
      '1 file checked, 1 not compliant, 0 errors, 1 warning, 1 skipped (excluded or without a schema)',
    ]);
    assert.equal(run.status, 2);
  });

  void test('in JUnit the file is a skipped test case; in JSON it is not validated', async () => {
    const junit = await cli.runAsync(['validate', '--offline', offline(), '-f', 'junit'], { cwd: dir });
    assert.match(
      junit.stdout,
      /<testsuite name="json-object-validator" tests="1" failures="0" errors="0" skipped="1">/,
    );
    assert.match(
      junit.stdout,
      /<testcase name="tsconfig\.json" classname="document" file="tsconfig\.json">\n {6}<skipped message="The schema https:\/\/www\.schemastore\.org\/tsconfig\.json could not be downloaded/,
    );
    const json = await cli.runAsync(['validate', '--offline', offline(), '-f', 'json'], { cwd: dir });
    const report = JSON.parse(json.stdout) as JsonReport;
    assert.deepEqual(
      report.files.map((f) => [f.file, f.valid, f.validated, f.association?.source, f.errors[0]?.severity]),
      [['tsconfig.json', true, false, 'catalog', 'warning']],
    );
  });

  void test('applies with --skip-unassociated, not to file arguments alone', async () => {
    const skip = await cli.runAsync(
      ['validate', '--offline', offline(), '--skip-unassociated', 'tsconfig.json'],
      {
        cwd: dir,
      },
    );
    assert.deepEqual(lines(skip).slice(0, 1), [notHad]);
    assert.equal(skip.status, 0);
    const plain = await cli.runAsync(['validate', '--offline', offline(), 'tsconfig.json'], { cwd: dir });
    assert.deepEqual(lines(plain), [
      'tsconfig.json:1:1 error No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE. [no-schema]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    assert.equal(plain.status, 2);
  });

  void test("the settings' catalog URL that cannot be had: the snapshot serves, as in the editor, and the log says so", async () => {
    const settings = join(mkdtempSync(join(tmpdir(), 'jov-catalog-fallback-')), 'settings.json');
    temporary.push(dirname(settings));
    writeFileSync(
      settings,
      JSON.stringify({ 'jsonObjectValidator.schemaStore.url': `${host.origin}/no-such-catalog.json` }),
    );
    const run = await cli.runAsync(
      ['validate', '--offline', offline(), '--config', settings, '--trust-domain', `${host.origin}/`],
      { cwd: dir },
    );
    assert.deepEqual(lines(run), [
      notHad,
      "0 files checked, 0 not compliant, 0 errors, 1 warning, 1 skipped (excluded or without a schema), 1 not validated (the catalog's schema could not be had)",
    ]);
    assert.equal(
      run.stderr,
      `json-object-validator: The SchemaStore catalog could not be refreshed from ${host.origin}/no-such-catalog.json (downloading it failed (--offline forbids the network)); the shipped copy is used.\n`,
    );
    assert.equal(run.status, 0);
  });

  void test('--no-catalog and "jsonObjectValidator.schemaStore.enable": false turn it off', async () => {
    const off =
      '0 files checked, 0 not compliant, 0 errors, 0 warnings, 2 skipped (excluded or without a schema)';
    const flag = await cli.runAsync(['validate', '--offline', offline(), '--no-catalog'], { cwd: dir });
    assert.deepEqual(lines(flag), [off]);
    assert.equal(flag.status, 0);
    const settings = join(mkdtempSync(join(tmpdir(), 'jov-catalog-off-')), 'settings.json');
    temporary.push(dirname(settings));
    writeFileSync(settings, JSON.stringify({ 'jsonObjectValidator.schemaStore.enable': false }));
    const setting = await cli.runAsync(['validate', '--offline', offline(), '--config', settings], {
      cwd: dir,
    });
    assert.deepEqual(lines(setting), [off]);
  });
});
