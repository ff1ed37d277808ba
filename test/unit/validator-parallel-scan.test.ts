import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, parseDocument } from '../../shared/src/index';
import { PARALLEL_SCAN_MIN_LENGTH, workerScanCount } from '../../shared/src/json/parallelScan';
import type { JsonValue } from '../../shared/src/types';

/**
 * validateText on text above PARALLEL_SCAN_MIN_LENGTH scans on a worker thread while it validates;
 * validateDocument(parseDocument(text)) scans on the calling thread. Both must answer alike, errors,
 * ranges and problems, whatever the document turns out to be.
 */
const schema: JsonValue = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string', maxLength: 12 } },
    additionalProperties: false,
  },
};
const compiled = compile(schema);

function records(count: number, make: (i: number) => string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(make(i));
  return '[\n' + parts.join(',\n') + '\n]';
}

function agree(text: string): ReturnType<typeof compiled.validateText> {
  assert.ok(text.length >= PARALLEL_SCAN_MIN_LENGTH, 'the text must be large enough for the worker');
  const alongside = compiled.validateText(text);
  assert.deepEqual(alongside, compiled.validateDocument(parseDocument(text)));
  return alongside;
}

const COUNT = 40_000;

void describe('validateText with the scan on a worker thread', () => {
  void test('ASCII records, one bad in a thousand: same errors and ranges', () => {
    const text = records(COUNT, (i) =>
      i % 1000 === 7 ? `  {"id": "${i}", "name": "n${i}", "x": 1}` : `  {"id": ${i}, "name": "n${i}"}`,
    );
    const result = agree(text);
    assert.equal(result.errors.length, 2 * (COUNT / 1000));
    const first = result.errors[0];
    assert.equal(first.instancePath, '/7/id');
    assert.deepEqual(first.range?.start, { line: 8, character: 9 });
  });

  void test('non-ASCII text (more UTF-8 bytes than characters) agrees', () => {
    const text = records(
      COUNT,
      (i) => `  {"id": ${i}, "name": "${i % 500 === 3 ? 'Zürich ☕ 𝄞 and more' : 'é' + i}"}`,
    );
    const result = agree(text);
    assert.equal(result.errors.length, COUNT / 500);
    assert.equal(result.errors[0].keyword, 'maxLength');
  });

  void test('duplicate keys: the warning is there and the last value counts', () => {
    const text = records(COUNT, (i) =>
      i === 123 ? `  {"id": "bad", "id": ${i}, "name": "n"}` : `  {"id": ${i}, "name": "n${i}"}`,
    );
    const result = agree(text);
    assert.equal(result.valid, true);
    assert.equal(result.errors.length, 0);
    assert.deepEqual(
      result.syntaxProblems.map((p) => [p.severity, p.range.start.line]),
      [['warning', 124]],
    );
  });

  void test('nesting deeper than the limit: one problem, no validation', () => {
    const deep = '['.repeat(2000) + ']'.repeat(2000);
    const text = records(COUNT, (i) => (i === 5 ? `  ${deep}` : `  {"id": ${i}, "name": "n"}`));
    const result = agree(text);
    assert.equal(result.valid, false);
    assert.deepEqual(result.errors, []);
    assert.equal(result.syntaxProblems.length, 1);
  });

  void test('a document JSON.parse rejects goes the recovering way and agrees', () => {
    const text = records(COUNT, (i) => `  {"id": ${i}, "name": "n${i}"}`).replace('"id": 9,', '"id": 9,,');
    const result = agree(text);
    assert.equal(result.valid, false);
    assert.ok(result.syntaxProblems.some((p) => p.severity === 'error'));
  });

  void test('many documents in a row reuse the worker and stay right', () => {
    // The first large document of a process is scanned on the calling thread (its code is still cold).
    agree(records(COUNT, (i) => `  {"id": ${i}, "name": "n"}`));
    const before = workerScanCount();
    for (let round = 0; round < 5; round++) {
      const text = records(COUNT, (i) =>
        i === round * 1000 + 1 ? `  {"id": ${i}}` : `  {"id": ${i}, "name": "n${i}"}`,
      );
      const result = agree(text);
      assert.deepEqual(
        result.errors.map((e) => e.instancePath),
        [`/${round * 1000 + 1}`],
      );
    }
    // Node 20.16 and later have process.getBuiltinModule, which the worker path needs.
    assert.equal(workerScanCount() - before, 5, 'the scans ran on the worker thread');
  });

  // Last: it switches the worker path off for the rest of this process.
  void test('a thread that may not block gets the same answer, scanned on the calling thread', () => {
    const text = records(COUNT, (i) =>
      i === 77 ? `  {"id": ${i}, "name": 7}` : `  {"id": ${i}, "name": "n"}`,
    );
    const wait = Atomics.wait;
    Atomics.wait = () => {
      throw new TypeError('Atomics.wait cannot be called in this context');
    };
    // The worker often answers before validation ends, and then nothing needs to block: hide its first
    // answer so that the waiting (and the throw) happens every time.
    // The same module object parallelScan.ts gets from the host, so the core sees this stand-in.
    const threads = process.getBuiltinModule('node:worker_threads');
    const receive = threads.receiveMessageOnPort;
    let hidden = false;
    threads.receiveMessageOnPort = (port) => {
      if (hidden) return receive(port);
      hidden = true;
      return undefined;
    };
    try {
      const before = workerScanCount();
      assert.deepEqual(
        agree(text).errors.map((e) => [e.instancePath, e.range?.start]),
        [['/77/name', { line: 78, character: 21 }]],
      );
      assert.equal(workerScanCount(), before);
    } finally {
      Atomics.wait = wait;
      threads.receiveMessageOnPort = receive;
    }
  });
});
