// The npm package as a user gets it: packed (.npmignore decides what is in it),
// installed globally into a temporary prefix without any network, then the installed binary, npx,
// an ESM import, a CommonJS require and a TypeScript consumer of `json-object-validator/validator`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './harness';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

let work = '';
let tarball = '';
let prefix = '';
let project = '';
/** npm's own state (cache, logs) lives in the temporary folder, so nothing leaks between runs. */
let npmEnv: NodeJS.ProcessEnv = {};

function check(result: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> {
  assert.equal(result.status, 0, `${what} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: npmEnv, timeout: 120_000 });
}

before(() => {
  work = mkdtempSync(join(tmpdir(), 'jov-package-'));
  npmEnv = {
    ...process.env,
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    NO_COLOR: '1',
  };
  // A staging copy of what `npm pack` may take, so that packing never rebuilds or touches dist/
  // while other test files use it; the declarations are generated into the copy.
  const stage = join(work, 'stage');
  for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'images/icon.png']) {
    mkdirSync(dirname(join(stage, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(stage, file));
  }
  for (const file of ['cli.js', 'validator.js', 'client.js', 'server.js', 'schemastore']) {
    cpSync(join(repoRoot, 'dist', file), join(stage, 'dist', file), { recursive: true });
  }
  check(
    spawnSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/typescript/bin/tsc'),
        '-p',
        join(repoRoot, 'shared/tsconfig.types.json'),
        '--outDir',
        join(stage, 'dist/types'),
      ],
      { encoding: 'utf8' },
    ),
    'tsc (declarations)',
  );
  const packed = check(run(npm, ['pack', '--ignore-scripts', '--pack-destination', work], stage), 'npm pack');
  tarball = join(work, packed.stdout.trim().split('\n').pop() ?? '');
  prefix = join(work, 'prefix');
  check(run(npm, ['install', '--global', '--offline', '--prefix', prefix, tarball], work), 'npm install -g');
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "consumer", "version": "1.0.0", "private": true }\n',
  );
  check(run(npm, ['install', '--offline', tarball], project), 'npm install (local)');
  mkdirSync(join(project, 'offline-demo'));
  writeFileSync(join(project, 'schema.json'), '{ "type": "object", "required": ["name"] }\n');
  writeFileSync(join(project, 'doc.json'), '{\n  "nam": "x"\n}\n');
});

after(() => rmSync(work, { recursive: true, force: true }));

void describe('the npm package', () => {
  void test('holds the CLI, the library with its declarations, and nothing from the source tree', () => {
    const listed = check(run('tar', ['-tzf', tarball], work), 'tar')
      .stdout.trim()
      .split('\n')
      .sort();
    assert.ok(listed.includes('package/dist/cli.js'));
    assert.ok(listed.includes('package/dist/validator.js'));
    assert.ok(listed.includes('package/dist/types/index.d.ts'));
    assert.deepEqual(
      listed.filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts')),
      [],
      'no TypeScript source',
    );
    assert.deepEqual(
      listed.filter((f) => /^package\/(test|cli|shared|server|client|e2e|bench|node_modules)\//.test(f)),
      [],
    );
    const manifest = JSON.parse(
      readFileSync(join(prefix, 'lib/node_modules/json-object-validator/package.json'), 'utf8'),
    ) as {
      dependencies?: unknown;
    };
    assert.equal(manifest.dependencies, undefined, 'everything is bundled: nothing to download at install');
  });

  void test('the installed binary validates package.json offline from the SchemaStore schemas it ships', () => {
    const bin = join(prefix, 'bin/json-object-validator');
    writeFileSync(join(project, 'offline-demo', 'package.json'), '{\n  "name": "demo",\n  "version": 1\n}\n');
    const result = run(
      bin,
      ['validate', '--offline', '--skip-unassociated', 'package.json'],
      join(project, 'offline-demo'),
    );
    assert.equal(
      result.stdout,
      'package.json:3:14 error Incorrect type: expected string, got integer. [type]\n' +
        '1 file checked, 1 not compliant, 1 error, 0 warnings\n',
    );
    assert.match(result.stderr, /came from the copies shipped with the CLI \(SchemaStore, 2026-08-07\)/);
    assert.equal(result.status, 1);
  });

  void test('the globally installed binary validates', () => {
    const bin = join(prefix, 'bin/json-object-validator');
    assert.equal(check(run(bin, ['--version'], project), 'version').stdout, `${version}\n`);
    const result = run(bin, ['validate', '-s', 'schema.json', 'doc.json'], project);
    assert.equal(
      result.stdout,
      'doc.json:1:1 error Missing required property "name". [required]\n' +
        '1 file checked, 1 not compliant, 1 error, 0 warnings\n',
    );
    assert.equal(result.status, 1);
  });

  void test('npx runs the installed package offline', () => {
    const result = run(
      npx,
      [
        '--offline',
        '--no',
        'json-object-validator',
        'validate',
        '-f',
        'github',
        '-s',
        'schema.json',
        'doc.json',
      ],
      project,
    );
    assert.equal(
      result.stdout.split('\n')[0],
      '::error file=doc.json,line=1,endLine=1,col=1,endColumn=2,title=json-object-validator (required)::Missing required property "name".',
    );
    assert.equal(result.status, 1);
  });

  const script = `compile({ type: 'object', required: ['name'] }).validateText('{}').errors.map((e) => e.message).join()`;
  void test('an ES module imports the library', () => {
    const result = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { compile } from 'json-object-validator/validator'; console.log(${script});`,
      ],
      project,
    );
    assert.equal(check(result, 'import').stdout, 'Missing required property "name".\n');
  });

  void test('CommonJS requires the library', () => {
    const result = run(
      process.execPath,
      ['-e', `const { compile } = require('json-object-validator/validator'); console.log(${script});`],
      project,
    );
    assert.equal(check(result, 'require').stdout, 'Missing required property "name".\n');
  });

  void test('TypeScript finds the declarations, and a misuse is a type error', () => {
    writeFileSync(
      join(project, 'consumer.ts'),
      [
        "import { compile, type ValidationError } from 'json-object-validator/validator';",
        "const errors: ValidationError[] = compile({ type: 'object' }).validateText('{}').errors;",
        'export const count: number = errors.length;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'misuse.ts'),
      "import { compile } from 'json-object-validator/validator';\nexport const n: number = compile({}).validateText('{}');\n",
    );
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const tsconfig = (file: string) =>
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'node16',
          moduleResolution: 'node16',
          types: [],
        },
        files: [file],
      });
    writeFileSync(join(project, 'tsconfig.good.json'), tsconfig('consumer.ts'));
    writeFileSync(join(project, 'tsconfig.bad.json'), tsconfig('misuse.ts'));
    const good = run(process.execPath, [tsc, '-p', 'tsconfig.good.json'], project);
    assert.equal(good.status, 0, good.stdout);
    const bad = run(process.execPath, [tsc, '-p', 'tsconfig.bad.json'], project);
    assert.match(bad.stdout, /misuse\.ts\(2,14\): error TS2322/);
    // No dependency came along: the declarations stand alone.
    assert.deepEqual(
      readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.')),
      ['json-object-validator'],
    );
  });
});
