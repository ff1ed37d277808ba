import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { adaptiveDelay, runLater } from '../../../server/src/documents/scheduling';

void describe('scheduling', () => {
  void test('runLater runs once, after the current turn, and not at all when cancelled', async () => {
    const ran: string[] = [];
    runLater(() => ran.push('now'), 0);
    const cancelNow = runLater(() => ran.push('cancelled now'), 0);
    runLater(() => ran.push('later'), 5);
    const cancelLater = runLater(() => ran.push('cancelled later'), 5);
    // Timers of one delay fire in the order they were set: when this one runs, the others have had their turn.
    const last = new Promise((resolve) => runLater(() => resolve(undefined), 5));
    cancelNow();
    cancelLater();
    assert.deepEqual(ran, []);
    await last;
    // A timer already due runs before the immediates of the same turn: one more immediate, and every
    // immediate set before it has run.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(ran.sort(), ['later', 'now']);
  });

  void test('the delay shrinks to four times a quick last run, never below 15 ms', () => {
    assert.equal(adaptiveDelay(200, undefined), 200);
    assert.equal(adaptiveDelay(200, 2), 15);
    assert.equal(adaptiveDelay(200, 10), 40);
    assert.equal(adaptiveDelay(200, 100), 200);
    assert.equal(adaptiveDelay(0, 2), 0);
  });
});
