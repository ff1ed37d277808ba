// Keep it closed (issue 10): seeded fuzzing of documents, schemas and both together through the library,
// and a short run through the server over stdio. `npm run fuzz -- --seconds N` runs the same longer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fuzzLibrary, fuzzServer } from './fuzz';

// Fixed seeds and counts: the same inputs on every run; about 40 s in all on the development machine.
const LIBRARY_SEED = 20_260_101;
const LIBRARY_CASES = 3000;
const SERVER_SEED = 7_000_000;
const SERVER_ROUNDS = 40;

void test('the library: no exception, within budget, prototypes untouched, text and value agree', () => {
  const report = fuzzLibrary(LIBRARY_SEED, LIBRARY_CASES);
  assert.deepEqual(report.failures, []);
  assert.equal(report.cases, LIBRARY_CASES);
});

void test(
  'the server over stdio: every document validated, none failed, answers in time',
  { timeout: 120_000 },
  async () => {
    const report = await fuzzServer(SERVER_SEED, SERVER_ROUNDS);
    assert.deepEqual(report.failures, []);
    assert.equal(report.cases, SERVER_ROUNDS);
  },
);

void test('seeds that once found trouble (seconds spent on 1,000-deep documents)', () => {
  for (const seed of [36_359, 38_646]) {
    const report = fuzzLibrary(seed, 1);
    assert.deepEqual(report.failures, []);
  }
});
