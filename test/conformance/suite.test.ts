// Runs the official JSON-Schema-Test-Suite (required tests of drafts 4, 6, 7, 2019-09, 2020-12)
// against the validator, prints a per-draft table, and checks expected-failures.json: an unlisted
// failure fails the run, and so does a listed test that passes. optional/ is reported, never fatal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compile } from '../../shared/src/index';
import type { Draft, JsonValue } from '../../shared/src/types';
import expectedFailures from './expected-failures.json';
import { SUITE_DRAFTS, suiteDir } from '../support/suite';

interface SuiteTest {
  description: string;
  data: JsonValue;
  valid: boolean;
}
interface SuiteGroup {
  description: string;
  schema: JsonValue;
  tests: SuiteTest[];
}

const DRAFTS = SUITE_DRAFTS;
const expected: Record<string, string> = expectedFailures;

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listJson(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

function loadRemotes(): Record<string, JsonValue> {
  const remotesDir = join(suiteDir, 'remotes');
  const schemas: Record<string, JsonValue> = {};
  for (const file of listJson(remotesDir)) {
    schemas[`http://localhost:1234/${relative(remotesDir, file).split('\\').join('/')}`] = JSON.parse(
      readFileSync(file, 'utf8'),
    ) as JsonValue;
  }
  return schemas;
}

interface Outcome {
  passed: number;
  failed: string[];
}

function runFiles(
  files: string[],
  draftDir: string,
  draft: Draft,
  remotes: Record<string, JsonValue>,
): Outcome {
  const outcome: Outcome = { passed: 0, failed: [] };
  for (const file of files) {
    const rel = relative(join(suiteDir, 'tests', draftDir), file)
      .split('\\')
      .join('/');
    const groups = JSON.parse(readFileSync(file, 'utf8')) as SuiteGroup[];
    const formatAssertion = rel.startsWith('optional/format/');
    for (const group of groups) {
      const compiled = compile(group.schema, { draft, schemas: remotes, formatAssertion });
      for (const t of group.tests) {
        const id = `${draftDir}/${rel}/${group.description}/${t.description}`;
        let valid: boolean | string;
        try {
          const result = compiled.validate(t.data);
          valid = result.valid;
          // The verdict and the error list must agree, and every error must say something.
          if (result.valid !== (result.errors.length === 0)) {
            valid = `inconsistent (${result.errors.length} errors)`;
          }
          const mute = result.errors.find((e) => e.message === '' || e.keyword === '');
          if (mute) valid = `an error without keyword or message at ${mute.instancePath}`;
        } catch (e) {
          valid = `threw ${e instanceof Error ? e.message : String(e)}`;
        }
        if (valid === t.valid) outcome.passed++;
        else outcome.failed.push(`${id} (expected ${t.valid ? 'valid' : 'invalid'}, got ${String(valid)})`);
      }
    }
  }
  return outcome;
}

function percent(o: Outcome): string {
  const total = o.passed + o.failed.length;
  return total === 0 ? '-' : ((100 * o.passed) / total).toFixed(1) + ' %';
}

function table(title: string, rows: [string, Outcome][]): string {
  const lines = [title, 'draft           passed  failed  percent'];
  for (const [name, o] of rows) {
    lines.push(
      `${name.padEnd(15)} ${String(o.passed).padStart(6)}  ${String(o.failed.length).padStart(6)}  ${percent(o).padStart(7)}`,
    );
  }
  return lines.join('\n');
}

const suitePresent = existsSync(join(suiteDir, 'tests'));
const remotes = suitePresent ? loadRemotes() : {};
const required: [string, Outcome][] = [];
const optional: [string, Outcome][] = [];

void test('the JSON-Schema-Test-Suite is present', () => {
  assert.ok(
    suitePresent,
    `JSON-Schema-Test-Suite not found at ${suiteDir}; set JSON_SCHEMA_TEST_SUITE to its checkout (the folder with tests/ and remotes/).`,
  );
});

for (const [draftDir, draft] of DRAFTS) {
  void test(`required tests of ${draftDir}`, { skip: !suitePresent }, () => {
    const dir = join(suiteDir, 'tests', draftDir);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(dir, f));
    const outcome = runFiles(files, draftDir, draft, remotes);
    required.push([draftDir, outcome]);
    const unexpected = outcome.failed.filter(
      (f) => !Object.keys(expected).some((id) => f.startsWith(id + ' (')),
    );
    const listedButPassing = Object.keys(expected).filter(
      (id) => id.startsWith(draftDir + '/') && !outcome.failed.some((f) => f.startsWith(id + ' (')),
    );
    assert.deepEqual(unexpected, [], `unexpected failures in ${draftDir}`);
    assert.deepEqual(
      listedButPassing,
      [],
      `tests listed in expected-failures.json that now pass (remove them)`,
    );
  });

  void test(`optional tests of ${draftDir} (reported, not required)`, { skip: !suitePresent }, () => {
    const outcome = runFiles(
      listJson(join(suiteDir, 'tests', draftDir, 'optional')),
      draftDir,
      draft,
      remotes,
    );
    optional.push([draftDir, outcome]);
    if (process.env.SHOW_OPTIONAL_FAILURES) {
      for (const f of outcome.failed) console.log('  optional failure: ' + f);
    }
  });
}

void test('conformance summary', { skip: !suitePresent }, () => {
  const sum = (rows: [string, Outcome][]): Outcome => ({
    passed: rows.reduce((n, [, o]) => n + o.passed, 0),
    failed: rows.flatMap(([, o]) => o.failed),
  });
  console.log(table('Required tests', [...required, ['total', sum(required)]]));
  console.log(table('Optional tests (format as assertion)', [...optional, ['total', sum(optional)]]));
  for (const [id, reason] of Object.entries(expected)) console.log(`expected failure: ${id}: ${reason}`);
});
