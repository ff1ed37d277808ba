// In-process tests of what a spawned CLI cannot show: colours on a terminal and the progress line.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommand } from '../../cli/src/args';
import { runCli, threadsFor } from '../../cli/src/run';
import type { CliIo } from '../../cli/src/run';

let work = '';

before(() => {
  work = mkdtempSync(join(tmpdir(), 'jov-run-'));
  writeFileSync(
    join(work, 'schema.json'),
    '{ "required": ["name"], "properties": { "name": { "type": "string" } } }',
  );
  mkdirSync(join(work, 'many'));
  for (let i = 0; i < 25; i++) {
    writeFileSync(join(work, 'many', `doc${String(i).padStart(2, '0')}.json`), '{}');
  }
  writeFileSync(join(work, 'one.json'), '{ "name": 1 }');
});

after(() => rmSync(work, { recursive: true, force: true }));

function fakeIo(overrides: Partial<CliIo>): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    cwd: work,
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
    writeStdout: (text) => out.push(text),
    writeStderr: (text) => err.push(text),
    readStdin: () => '',
    version: '0.0.0-test',
    ...overrides,
    out,
    err,
  };
}

void describe('colours', () => {
  const cases: [name: string, tty: boolean, env: Record<string, string>, coloured: boolean][] = [
    ['on a terminal', true, {}, true],
    ['on a terminal with NO_COLOR', true, { NO_COLOR: '1' }, false],
    ['in a pipe', false, {}, false],
  ];
  for (const [name, tty, env, coloured] of cases) {
    void test(name, async () => {
      const io = fakeIo({ stdoutIsTTY: tty, env });
      assert.equal(await runCli(['validate', '-s', 'schema.json', 'one.json'], io), 1);
      const expected = coloured
        ? '\x1b[1mone.json:1:11\x1b[0m \x1b[31merror\x1b[0m Incorrect type: expected string, got integer. \x1b[2m[type]\x1b[0m\n' +
          '\x1b[1m1 file checked, 1 not compliant, 1 error, 0 warnings\x1b[0m\n'
        : 'one.json:1:11 error Incorrect type: expected string, got integer. [type]\n' +
          '1 file checked, 1 not compliant, 1 error, 0 warnings\n';
      assert.equal(io.out.join(''), expected);
    });
  }
});

void describe('progress on stderr', () => {
  void test('shown for many files on a terminal, then erased', async () => {
    const io = fakeIo({ stderrIsTTY: true });
    assert.equal(await runCli(['validate', '-s', 'schema.json', 'many'], io), 1);
    assert.equal(io.err[0], '\rValidating 1/25 files...');
    assert.equal(io.err[io.err.length - 1], '\r\x1b[K');
    assert.ok(io.out.join('').endsWith('25 files checked, 25 not compliant, 25 errors, 0 warnings\n'));
  });

  void test('not shown when stderr is not a terminal', async () => {
    const io = fakeIo({ stderrIsTTY: false });
    await runCli(['validate', '-s', 'schema.json', 'many'], io);
    assert.deepEqual(io.err, []);
  });

  void test('not shown for a few files', async () => {
    const io = fakeIo({ stderrIsTTY: true });
    await runCli(['validate', '-s', 'schema.json', 'one.json'], io);
    assert.deepEqual(io.err, []);
  });
});

void describe('how many threads validate', () => {
  const options = (jobs?: number) => {
    const command = parseCommand([
      'validate',
      ...(jobs === undefined ? [] : ['--jobs', String(jobs)]),
      'x.json',
    ]);
    assert.equal(command.kind, 'validate');
    return command.options;
  };
  const cases: [name: string, documents: number, cores: number, jobs: number | undefined, threads: number][] =
    [
      ['few documents: this thread alone', 150, 8, undefined, 1],
      ['two cores: a worker does not pay for itself', 10_000, 2, undefined, 1],
      ['four cores, many documents: one thread per core', 10_000, 4, undefined, 4],
      ['at least 100 documents per thread', 250, 8, undefined, 2],
      ['--jobs decides', 10, 1, 3, 3],
    ];
  for (const [name, documents, cores, jobs, threads] of cases) {
    void test(name, () => {
      assert.equal(threadsFor(documents, options(jobs), fakeIo({ cores, workerScript: '/cli.js' })), threads);
    });
  }
  void test('no worker script (an embedding host): this thread alone', () => {
    assert.equal(threadsFor(10_000, options(4), fakeIo({ cores: 8 })), 1);
  });
});

void describe('standard output sets the pace', () => {
  // A pipe to a slower reader buffers what is written in memory: the CLI must read no further while
  // standard output has not passed its problems on.
  void test('JSON Lines are read no further until standard output has drained', async () => {
    const line = '{"name": 1}\n';
    const chunk = line.repeat(2000);
    let pulled = 0;
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 4; i++) {
        pulled++;
        yield await Promise.resolve(Buffer.from(chunk));
      }
    }
    let blocked = true;
    let release = (): void => undefined;
    let waited = (): void => undefined;
    const firstWait = new Promise<void>((resolve) => (waited = resolve));
    const io = fakeIo({
      stdinChunks: chunks,
      stdoutDrained: () => {
        if (!blocked) return undefined;
        waited();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const run = runCli(['validate', '--jobs', '1', '--jsonl', '-s', 'schema.json', '-'], io);
    await firstWait;
    assert.equal(pulled, 1);
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(pulled, 1, 'nothing more was read while standard output was full');
    blocked = false;
    release();
    assert.equal(await run, 1);
    assert.equal(pulled, 4);
    const out = io.out.join('').split('\n');
    assert.equal(out[0], '<stdin>:1:10 error Incorrect type: expected string, got integer. [type]');
    assert.equal(out[7999], '<stdin>:8000:10 error Incorrect type: expected string, got integer. [type]');
    assert.equal(out[8000], '1 file checked, 1 not compliant, 8000 errors, 0 warnings');
  });

  void test('documents are read no further until standard output has drained', async () => {
    let blocked = true;
    let release = (): void => undefined;
    let waits = 0;
    let waited = (): void => undefined;
    const written = (): number => io.out.filter((text) => text !== '').length;
    const firstWait = new Promise<void>((resolve) => (waited = resolve));
    const io = fakeIo({
      stdoutDrained: () => {
        if (!blocked || written() === 0) return undefined;
        waits++;
        waited();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const run = runCli(['validate', '--jobs', '1', '-s', 'schema.json', 'many'], io);
    await firstWait;
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(written(), 1, 'one report written, the next document not read');
    assert.equal(waits, 1);
    blocked = false;
    release();
    assert.equal(await run, 1);
    assert.equal(
      io.out
        .join('')
        .split('\n')
        .filter((l) => l.includes('[required]')).length,
      25,
    );
  });
});
