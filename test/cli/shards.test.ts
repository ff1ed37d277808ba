// --shard K/N splits the documents into stable parts whose union is the whole run; `merge` joins the
// parts' SARIF, JUnit and JSON reports into what one run writes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shardOf } from '../../cli/src/shard';
import { CliCopy, writeTree } from './harness';

interface JsonReport {
  files: { file: string; valid: boolean }[];
}

void describe('--shard and merge', { timeout: 120_000 }, () => {
  let cli: CliCopy;
  let dir: string;
  const names: string[] = [];

  before(() => {
    cli = new CliCopy();
    const files: Record<string, string> = {
      'schema.json': JSON.stringify({ properties: { n: { type: 'integer', maximum: 20 } } }),
    };
    // Names of several shapes and depths, some not ASCII.
    for (let i = 0; i < 40; i++) {
      const name = `${['a', 'b/c', 'données', 'x/y/z'][i % 4]}/doc-${i}.json`;
      names.push(name);
      files[name] = JSON.stringify({
        $schema: `${'../'.repeat(name.split('/').length - 1)}schema.json`,
        n: i,
      });
    }
    dir = writeTree('jov-shards-', files);
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const filesOf = (args: string[]): string[] => {
    const run = cli.run(['validate', '--no-catalog', '--format', 'json', ...args, '**/doc-*.json'], {
      cwd: dir,
    });
    assert.equal(run.status === 0 || run.status === 1, true, run.stderr);
    return (JSON.parse(run.stdout) as JsonReport).files.map((f) => f.file);
  };

  void test('for N = 1..7 the parts are disjoint and their union is the whole run', () => {
    const whole = filesOf([]).sort();
    assert.equal(whole.length, 40);
    for (let count = 1; count <= 7; count++) {
      const seen: string[] = [];
      for (let index = 1; index <= count; index++) {
        const part = filesOf(['--shard', `${index}/${count}`]);
        for (const file of part) assert.equal(shardOf(file, count), index, `${file} in ${index}/${count}`);
        seen.push(...part);
      }
      assert.deepEqual([...seen].sort(), whole, `N = ${count}`);
      assert.equal(new Set(seen).size, seen.length, `a document in two parts of ${count}`);
    }
  });

  void test('a document keeps its part when others are added, and the parts are not lopsided', () => {
    const before = filesOf(['--shard', '2/3']);
    writeFileSync(join(dir, 'a', 'doc-new.json'), '{ "$schema": "../schema.json" }');
    try {
      const after = filesOf(['--shard', '2/3']);
      assert.deepEqual(
        after.filter((f) => f !== 'a/doc-new.json'),
        before,
      );
    } finally {
      rmSync(join(dir, 'a', 'doc-new.json'));
    }
    const sizes = [1, 2, 3, 4].map((k) => names.filter((n) => shardOf(n, 4) === k).length);
    assert.ok(Math.min(...sizes) >= 5, `parts of 40 documents: ${sizes.join(', ')}`);
  });

  void test('usage errors: 0/2, 3/2, 1/0, words', () => {
    for (const bad of ['0/2', '3/2', '1/0', 'one/two', '1/2/3']) {
      const run = cli.run(['validate', '--shard', bad, 'a'], { cwd: dir });
      assert.equal(run.status, 2);
      assert.equal(
        run.stderr.split('\n')[0],
        `json-object-validator: Option --shard needs K/N with 1 <= K <= N (such as 2/4); got "${bad}".`,
      );
    }
  });

  const report = (format: string, shard: string, out: string): void => {
    const run = cli.run(['validate', '--no-catalog', '--format', format, '--shard', shard, '**/doc-*.json'], {
      cwd: dir,
    });
    writeFileSync(join(dir, out), run.stdout);
  };

  void test('merge: the SARIF of three shards is one run with every result and each rule once', () => {
    for (const k of [1, 2, 3]) report('sarif', `${k}/3`, `part${k}.sarif`);
    const merged = cli.run(['merge', 'part1.sarif', 'part2.sarif', 'part3.sarif'], { cwd: dir });
    assert.equal(merged.status, 0, merged.stderr);
    const whole = cli.run(['validate', '--no-catalog', '--format', 'sarif', '**/doc-*.json'], { cwd: dir });
    type Sarif = {
      runs: {
        results: { ruleId: string; ruleIndex: number; locations: unknown[] }[];
        tool: { driver: { rules: { id: string }[] } };
      }[];
    };
    const got = JSON.parse(merged.stdout) as Sarif;
    const want = JSON.parse(whole.stdout) as Sarif;
    assert.equal(got.runs.length, 1);
    const key = (r: { ruleId: string; locations: unknown[] }): string =>
      `${r.ruleId} ${JSON.stringify(r.locations)}`;
    assert.deepEqual(got.runs[0].results.map(key).sort(), want.runs[0].results.map(key).sort());
    const rules = got.runs[0].tool.driver.rules.map((r) => r.id);
    assert.equal(new Set(rules).size, rules.length);
    for (const result of got.runs[0].results) assert.equal(rules[result.ruleIndex], result.ruleId);
  });

  void test('merge: JUnit and JSON reports of the shards equal the whole run', () => {
    for (const k of [1, 2]) {
      report('junit', `${k}/2`, `part${k}.xml`);
      report('json', `${k}/2`, `part${k}.json`);
    }
    const junit = cli.run(['merge', 'part1.xml', 'part2.xml'], { cwd: dir });
    assert.equal(junit.status, 0, junit.stderr);
    const whole = cli.run(['validate', '--no-catalog', '--format', 'junit', '**/doc-*.json'], {
      cwd: dir,
    }).stdout;
    const header = (xml: string): string => xml.split('\n').slice(0, 3).join('\n');
    assert.equal(header(junit.stdout), header(whole));
    const cases = (xml: string): string[] =>
      (xml.match(/<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? []).sort();
    assert.deepEqual(cases(junit.stdout), cases(whole));

    const json = cli.run(['merge', 'part1.json', 'part2.json'], { cwd: dir });
    const merged = JSON.parse(json.stdout) as JsonReport;
    const wholeJson = JSON.parse(
      cli.run(['validate', '--no-catalog', '--format', 'json', '**/doc-*.json'], { cwd: dir }).stdout,
    ) as JsonReport;
    const byFile = (r: JsonReport): string[] => r.files.map((f) => JSON.stringify(f)).sort();
    assert.deepEqual(byFile(merged), byFile(wholeJson));
  });

  void test('merge refuses mixed formats and files that are not reports', () => {
    writeFileSync(join(dir, 'other.json'), '{"a": 1}');
    const mixed = cli.run(['merge', 'part1.sarif', 'part1.xml'], { cwd: dir });
    assert.equal(mixed.status, 2);
    assert.match(mixed.stderr, /different formats \(sarif, junit\)/);
    const other = cli.run(['merge', 'other.json'], { cwd: dir });
    assert.equal(other.status, 2);
    assert.match(
      other.stderr,
      /other\.json is JSON but neither a SARIF log nor a json-object-validator report/,
    );
  });
});
