// Nothing a client sends can hang or break the server (issue 27): a few hundred seeded messages of every
// kind a misbehaving client sends, then the checks every client relies on. `npm run chaos` runs the same
// with more seeds and messages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { HEAP_SLACK_MB, runChaos } from './chaos';

/**
 * Seeds of the default run, with their message counts; a seed that ever failed stays here as a regression
 * test (6 and 10 of 3,000: a code action whose large document closed while it was analysed on the
 * document worker answered InternalError).
 */
const RUNS: [seed: number, messages: number][] = [
  [1, 300],
  [2, 300],
  [3, 300],
  [6, 3000],
  [10, 3000],
];

void describe('a misbehaving client (seeded chaos over stdio)', { timeout: 180_000 }, () => {
  for (const [seed, messages] of RUNS) {
    void test(`seed ${seed}: ${messages} messages leave the server answering, with nothing internal`, async () => {
      const report = await runChaos(seed, messages);
      const where = `seed ${seed}; the server's last lines:\n${report.stderrTail}`;
      assert.equal(report.sent, messages, where);
      assert.ok(report.requests > 50, `only ${report.requests} requests`);
      assert.deepEqual(report.unanswered, [], where);
      assert.deepEqual(report.internalErrors, [], where);
      assert.ok(report.pingMs < 1000, `the ping took ${report.pingMs} ms; ${where}`);
      // Bad params are refused as such (InvalidParams) and unknown methods as unknown.
      assert.ok((report.errorCodes['-32602'] ?? 0) > 0, JSON.stringify(report.errorCodes));
      assert.ok((report.errorCodes['-32601'] ?? 0) > 0, JSON.stringify(report.errorCodes));
      assert.ok(Array.isArray(report.fresh) && report.fresh.length > 3, JSON.stringify(report.fresh));
      assert.deepEqual(report.fresh, report.reference, where);
      assert.ok(
        report.heapAfterMb <= report.heapBeforeMb + HEAP_SLACK_MB,
        `heap ${report.heapBeforeMb.toFixed(1)} MB before, ${report.heapAfterMb.toFixed(1)} MB after`,
      );
    });
  }
});
