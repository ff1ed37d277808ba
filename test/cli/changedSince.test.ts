// --changed-since REF in a temporary git repository: changed, renamed, new and deleted documents, a
// changed `$ref` target, a changed schema, a changed settings file, and a ref that does not exist.
import { after, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliCopy, writeTree } from './harness';

interface JsonReport {
  files: { file: string }[];
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: '/nonexistent',
};

void describe('--changed-since', { timeout: 120_000 }, () => {
  const cli = new CliCopy();
  let dir = '';

  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });
  const write = (name: string, text: string): void => {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  };
  const validated = (ref = 'base'): { files: string[]; stderr: string; status: number | null } => {
    const run = cli.run(['validate', '--no-catalog', '--format', 'json', '--changed-since', ref, 'docs'], {
      cwd: dir,
    });
    const files = run.stdout ? (JSON.parse(run.stdout) as JsonReport).files.map((f) => f.file).sort() : [];
    return { files, stderr: run.stderr, status: run.status };
  };

  beforeEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    const files: Record<string, string> = {
      'schemas/common.json': JSON.stringify({ $defs: { id: { type: 'integer' } } }),
      'schemas/order.json': JSON.stringify({ properties: { id: { $ref: 'common.json#/$defs/id' } } }),
      'schemas/note.json': JSON.stringify({ properties: { text: { type: 'string' } } }),
      '.vscode/settings.json': JSON.stringify({
        'jsonObjectValidator.schemas': [{ fileMatch: ['*.note.json'], url: './schemas/note.json' }],
      }),
    };
    for (let i = 0; i < 6; i++) {
      files[`docs/order-${i}.json`] = JSON.stringify({ $schema: '../schemas/order.json', id: i });
    }
    for (let i = 0; i < 4; i++) files[`docs/n/${i}.note.json`] = JSON.stringify({ text: `note ${i}` });
    dir = writeTree('jov-changed-', files);
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    git('tag', 'base');
  });
  after(() => {
    cli.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  void test('nothing changed: nothing validated, exit 0', () => {
    const run = validated();
    assert.deepEqual(run.files, []);
    assert.equal(run.status, 0);
    assert.equal(
      run.stderr,
      'json-object-validator: 0 of 10 documents changed since base, or use what changed.\n',
    );
  });

  void test('a changed document, committed or not, and a new one', () => {
    write('docs/order-2.json', JSON.stringify({ $schema: '../schemas/order.json', id: 'two' }));
    git('commit', '-q', '-am', 'change');
    write('docs/n/1.note.json', JSON.stringify({ text: 1 }));
    write('docs/n/new.note.json', JSON.stringify({ text: 'new' }));
    const run = validated();
    assert.deepEqual(run.files, ['docs/n/1.note.json', 'docs/n/new.note.json', 'docs/order-2.json']);
    assert.equal(run.status, 1);
  });

  void test('a changed `$ref` target: every document of the schema that reads it', () => {
    write('schemas/common.json', JSON.stringify({ $defs: { id: { type: 'string' } } }));
    const run = validated();
    assert.deepEqual(
      run.files,
      [0, 1, 2, 3, 4, 5].map((i) => `docs/order-${i}.json`),
    );
    assert.equal(run.status, 1);
  });

  void test('a changed schema associated by the settings: its documents only', () => {
    write('schemas/note.json', JSON.stringify({ properties: { text: { type: 'integer' } } }));
    assert.deepEqual(
      validated().files,
      [0, 1, 2, 3].map((i) => `docs/n/${i}.note.json`),
    );
  });

  void test('a changed settings file: every document', () => {
    write('.vscode/settings.json', JSON.stringify({ 'jsonObjectValidator.severity': { type: 'warning' } }));
    assert.equal(validated().files.length, 10);
  });

  void test('renamed and deleted documents: the new name is validated, the deleted one is gone', () => {
    git('mv', 'docs/order-1.json', 'docs/order-renamed.json');
    rmSync(join(dir, 'docs/order-3.json'));
    git('commit', '-q', '-am', 'rename and delete');
    assert.deepEqual(validated().files, ['docs/order-renamed.json']);
    // A renamed schema: its documents now name a file that is gone, and are validated (and fail).
    renameSync(join(dir, 'schemas/note.json'), join(dir, 'schemas/note2.json'));
    const run = validated();
    assert.deepEqual(run.files, [
      'docs/n/0.note.json',
      'docs/n/1.note.json',
      'docs/n/2.note.json',
      'docs/n/3.note.json',
      'docs/order-renamed.json',
    ]);
    assert.equal(run.status, 2);
  });

  void test('a ref that is not there, or no repository: exit 2 and why', () => {
    const missing = validated('no-such-branch');
    assert.equal(missing.status, 2);
    assert.equal(
      missing.stderr.split('\n')[0],
      'json-object-validator: --changed-since: "no-such-branch" is not a commit, branch or tag of this repository.',
    );
    rmSync(join(dir, '.git'), { recursive: true, force: true });
    const none = validated();
    assert.equal(none.status, 2);
    assert.match(none.stderr, /^json-object-validator: --changed-since needs a git repository: /);
  });
});
