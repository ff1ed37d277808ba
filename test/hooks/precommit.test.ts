// The pre-commit hooks of .pre-commit-hooks.yaml, run by Debian's pre-commit with `try-repo` on a
// fixture repository: pre-commit installs this repository as a `language: node` hook (system Node,
// `npm install`, `npm pack`, `npm install -g`: nothing but the npm registry), then runs both hooks.
// Installing the hook environment takes minutes (pre-commit installs every devDependency), so this
// file runs with `npm run test:hooks` (and in CI), not in `npm test`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeTree } from '../cli/harness';

const repoRoot = resolve(__dirname, '../../..');
const inCi = process.env.CI === 'true';
const available = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

const PERSON = JSON.stringify(
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' } },
    additionalProperties: false,
  },
  null,
  2,
);

const RECORDS =
  '{"$schema":"../schemas/person.schema.json","name":"A"}\n{"$schema":"../schemas/person.schema.json","name":2}\n';
/** Column (from 1) of the 2 on the second line of RECORDS. */
const RECORD_COLUMN = RECORDS.split('\n')[1].indexOf(':2') + 2;
const LOOSE =
  '{\n  "$schema": "http://json-schema.org/draft-04/schema#",\n  "properties": { "kind": { "const": "a" } },\n  "minProperties": -1\n}\n';
/** Line:column (from 1) of "const" and of -1 in LOOSE. */
const CONST_AT = `3:${LOOSE.split('\n')[2].indexOf('"const"') + 1}`;
const MINUS_AT = `4:${LOOSE.split('\n')[3].indexOf('-1') + 1}`;

let fixture = '';
let home = '';

before(() => {
  if (!available) return;
  fixture = writeTree('jov-precommit-', {
    'schemas/person.schema.json': PERSON + '\n',
    'schemas/loose.schema.json': LOOSE,
    'docs/bad.json': '{\n  "$schema": "../schemas/person.schema.json",\n  "nmae": "Ada"\n}\n',
    'docs/good.json': '{ "$schema": "../schemas/person.schema.json", "name": "Ada" }\n',
    'docs/records.jsonl': RECORDS,
    // Matched by no association and by no SchemaStore catalog pattern (package.json would be: the
    // catalog's schema is then downloaded, which this machine cannot).
    'data/untyped.json': '{ "free": true }\n',
    'notes.txt': 'not json\n',
  });
  home = mkdtempSync(join(tmpdir(), 'jov-precommit-home-'));
  const git = (...args: string[]) => spawnSync('git', args, { cwd: fixture, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
});

after(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  if (home) rmSync(home, { recursive: true, force: true });
});

void describe('pre-commit hooks', () => {
  void test(
    'try-repo installs the node hooks from this repository and reports exact positions',
    {
      skip:
        !available && !inCi
          ? 'pre-commit is not installed (apt-get install pre-commit); CI runs this test'
          : false,
      timeout: 15 * 60_000,
    },
    () => {
      assert.ok(available, 'pre-commit is not installed but CI=true: .ci/run must install it');
      const result = spawnSync('pre-commit', ['try-repo', repoRoot, '--all-files', '--color', 'never'], {
        cwd: fixture,
        encoding: 'utf8',
        env: {
          ...process.env,
          PRE_COMMIT_HOME: home,
          // npm's cache holds what `npm ci` already fetched: use it before the registry.
          npm_config_prefer_offline: 'true',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
          NO_COLOR: '1',
        },
        timeout: 14 * 60_000,
      });
      const output = result.stdout + result.stderr;
      assert.equal(result.status, 1, output);
      // The documents hook: documents with a schema are validated, data/untyped.json (no schema) is skipped.
      const documents = section(output, 'validate JSON documents against their schemas');
      assert.deepEqual(lines(documents), [
        'docs/bad.json:1:1 error Missing required property "name". [required]',
        'docs/bad.json:3:3 error Property "nmae" is not allowed: the schema allows only "name". Did you mean "name"? [additionalProperties]',
        `docs/records.jsonl:2:${RECORD_COLUMN} error Incorrect type: expected string, got integer. [type]`,
        `schemas/loose.schema.json:${CONST_AT} warning "const" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here; write "enum": [<value>] instead. [keyword-not-in-draft]`,
        `schemas/loose.schema.json:${MINUS_AT} error Value -1 is out of range: it must be at least 0. [minimum]`,
        '5 files checked, 3 not compliant, 4 errors, 1 warning, 1 skipped (excluded or without a schema)',
      ]);
      // The schema-files hook: schemas/*.json checked as schemas of their draft.
      const schemas = section(output, 'check JSON Schema files');
      assert.deepEqual(lines(schemas), [
        `schemas/loose.schema.json:${CONST_AT} warning "const" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here; write "enum": [<value>] instead. [keyword-not-in-draft]`,
        `schemas/loose.schema.json:${MINUS_AT} error Value -1 is out of range: it must be at least 0. [minimum]`,
        '2 files checked, 1 not compliant, 1 error, 1 warning',
      ]);
    },
  );
});

/** The output of one hook: from its status line to the next hook's or the end. */
function section(output: string, name: string): string {
  const start = output.indexOf(name);
  assert.ok(start >= 0, `no hook named "${name}" in:\n${output}`);
  const rest = output.slice(start);
  const next = rest.slice(1).search(/\n[^\n]*\.{5,}(Passed|Failed|Skipped)/);
  return next === -1 ? rest : rest.slice(0, next + 1);
}

/** The problem and summary lines of a hook's section (pre-commit's own lines left out). */
function lines(text: string): string[] {
  return text.split('\n').filter((l) => /^\S+:\d+:\d+ /.test(l) || / files? checked, /.test(l));
}
