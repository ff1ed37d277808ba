// The GitHub Action (action.yml, composite): its step script runs the CLI with --format github on the
// action's inputs. `npx` is replaced by a shim that runs the built CLI, and records the package
// version the action asked npx for, so the test needs neither GitHub nor the registry.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CliCopy, repoRoot, writeTree } from './harness';

const PERSON = '{ "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } }\n';

let cli: CliCopy;
let work = '';
let shims = '';

before(() => {
  cli = new CliCopy();
  work = writeTree('jov-action-', {
    'schemas/person.schema.json': PERSON,
    'configs/a.json': '{ "name": 1 }\n',
    'configs/b.json': '{}\n',
    'configs/nested/c.json': '{ "name": "ok" }\n',
    'other.json': '{ "$schema": "./schemas/person.schema.json" }\n',
  });
  shims = writeTree('jov-action-shims-', {
    npx: `#!/bin/sh\n[ "$1" = "--yes" ] || exit 90\nprintf '%s' "$2" > "$SHIM_LOG"\nshift 2\nexec "${process.execPath}" "${cli.path}" "$@"\n`,
  });
  chmodSync(join(shims, 'npx'), 0o755);
});

after(() => {
  cli.dispose();
  rmSync(work, { recursive: true, force: true });
  rmSync(shims, { recursive: true, force: true });
});

function runAction(inputs: Record<string, string>) {
  const log = join(shims, 'npx.log');
  const result = spawnSync('bash', [join(repoRoot, 'action/validate.sh')], {
    cwd: work,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${shims}:${process.env.PATH ?? ''}`,
      GITHUB_ACTION_PATH: repoRoot,
      SHIM_LOG: log,
      INPUT_FILES: inputs.files ?? '.',
      INPUT_SCHEMA: inputs.schema ?? '',
      INPUT_ARGS: inputs.args ?? '',
      INPUT_VERSION: inputs.version ?? '',
      NO_COLOR: '1',
    },
  });
  return { ...result, packageSpec: readFileSync(log, 'utf8') };
}

void describe('the GitHub Action', () => {
  void test('annotations for the files and globs of the inputs, the schema, and the version of the action', () => {
    const result = runAction({
      files: 'configs/**/*.json\n  other.json',
      schema: 'schemas/person.schema.json',
    });
    assert.equal(
      result.stdout,
      '::error file=configs/a.json,line=1,endLine=1,col=11,endColumn=12,title=json-object-validator (type)::Incorrect type: expected string, got integer.\n' +
        '::error file=configs/b.json,line=1,endLine=1,col=1,endColumn=2,title=json-object-validator (required)::Missing required property "name".\n' +
        '::error file=other.json,line=1,endLine=1,col=1,endColumn=2,title=json-object-validator (required)::Missing required property "name".\n' +
        '4 files checked, 3 not compliant, 3 errors, 0 warnings\n',
    );
    assert.equal(result.status, 1);
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    assert.equal(result.packageSpec, `json-object-validator@${version}`);
  });

  void test('args and version inputs are passed on', () => {
    const result = runAction({
      files: 'configs other.json',
      args: '--skip-unassociated --draft 7',
      version: '9.9.9',
    });
    assert.equal(result.packageSpec, 'json-object-validator@9.9.9');
    assert.equal(
      result.stdout,
      '::error file=other.json,line=1,endLine=1,col=1,endColumn=2,title=json-object-validator (required)::Missing required property "name".\n' +
        '1 file checked, 1 not compliant, 1 error, 0 warnings, 3 skipped (excluded or without a schema)\n',
    );
  });

  void test('action.yml passes every input the script reads, and runs the script', () => {
    const action = readFileSync(join(repoRoot, 'action.yml'), 'utf8');
    const script = readFileSync(join(repoRoot, 'action/validate.sh'), 'utf8');
    const declared = [...action.matchAll(/^ {2}([a-z-]+):\n {4}description:/gm)].map((m) => m[1]);
    const read = [...new Set([...script.matchAll(/INPUT_([A-Z]+)/g)].map((m) => m[1].toLowerCase()))].sort();
    const passed = [...action.matchAll(/INPUT_([A-Z]+): \$\{\{ inputs\.([a-z-]+) \}\}/g)].map((m) => [
      m[1].toLowerCase(),
      m[2],
    ]);
    assert.deepEqual(passed.map(([env]) => env).sort(), read);
    for (const [env, input] of passed) {
      assert.equal(env, input);
      assert.ok(declared.includes(input), `input ${input} is not declared`);
    }
    assert.match(action, /using: composite/);
    assert.match(action, /uses: actions\/setup-node@v4/);
    assert.match(action, /run: bash "\$GITHUB_ACTION_PATH\/action\/validate\.sh"/);
  });
});
