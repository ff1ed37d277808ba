// When a thread of the server collects its own garbage (server/src/worker/garbage.ts, GarbageBudget).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics } from 'node:v8';
import { collectGarbage, GarbageBudget } from '../../../server/src/worker/garbage';

const MB = 1024 * 1024;

/** A budget over a heap whose size the test sets; a collection leaves `keeps` MB. */
function heap(keeps: number, budget = 32, small = 64) {
  const state = { used: keeps * MB, keeps: keeps * MB, collections: 0, collects: true };
  const garbage = new GarbageBudget(
    budget * MB,
    small * MB,
    () => state.used,
    () => {
      if (!state.collects) return false;
      state.collections++;
      state.used = state.keeps;
      return true;
    },
  );
  return {
    state,
    check: (usedMb: number) => ((state.used = usedMb * MB), garbage.check()),
    restart: () => garbage.restart(),
  };
}

void describe('the garbage budget of a server thread', () => {
  void test('collects once the garbage past what the heap keeps reaches the budget, and then counts again', () => {
    const { state, check } = heap(25);
    // Each row: the heap's size at a check, and whether that check collects.
    const rows: [number, boolean][] = [
      [25, false],
      [40, false],
      [56.9, false],
      [57, true], // 25 + 32
      [30, false],
      [56, false],
      [57.5, true],
    ];
    for (const [used, collects] of rows) assert.equal(check(used), collects, `at ${used} MB`);
    assert.equal(state.collections, 2);
    assert.equal(state.used, 25 * MB);
  });

  void test('measures from the least the heap was seen at, as after a collection V8 ran itself', () => {
    const { state, check } = heap(20);
    assert.equal(check(50), false);
    // V8 collected: the heap is down to what it keeps.
    assert.equal(check(20), false);
    assert.equal(check(51), false);
    assert.equal(check(52), true);
    assert.equal(state.collections, 1);
  });

  void test('leaves a heap that grew past a small one plus the budget to V8, whatever it kept before', () => {
    const { state, check } = heap(25);
    assert.equal(check(25), false);
    // The heap may have grown with what it keeps (another large document): not collected here.
    assert.equal(check(97), false);
    assert.equal(check(200), false);
    assert.equal(state.collections, 0);
    assert.equal(check(96), true);
  });

  void test('leaves a heap that keeps more than a small one to V8', () => {
    const { state, check } = heap(100);
    for (const used of [100, 150, 200, 400]) assert.equal(check(used), false, `at ${used} MB`);
    assert.equal(state.collections, 0);
    // Once it keeps little again (a large document closed and V8 collected), the budget applies.
    assert.equal(check(30), false);
    assert.equal(check(70), true);
  });

  void test('measures from the size at the first check after a restart', () => {
    // As on the document worker: a heap of up to 128 MB counts as small.
    const { state, check, restart } = heap(25, 32, 128);
    assert.equal(check(25), false);
    // A document was read: the heap holds its garbage, and the measure starts from there.
    restart();
    assert.equal(check(90), false);
    assert.equal(check(121), false);
    assert.equal(check(122), true);
    assert.equal(state.collections, 1);
  });

  void test('answers false when the runtime cannot collect, and keeps its measure', () => {
    const { state, check } = heap(25);
    assert.equal(check(25), false);
    state.collects = false;
    assert.equal(check(80), false);
    state.collects = true;
    assert.equal(check(80), true);
    assert.equal(state.collections, 1);
  });

  void test('collects this thread for real', () => {
    // A budget of 1 MB over the real heap: about 8 MB of objects that become garbage are collected.
    const garbage = new GarbageBudget(1 * MB, 1024 * MB);
    // Measured from a collected heap: young garbage at the first check could hide the junk's growth.
    assert.equal(collectGarbage(), true);
    garbage.check();
    const withJunk = ((): number => {
      const junk = Array.from({ length: 100_000 }, (_, i) => ({ i, text: `junk ${i}` }));
      assert.equal(junk.length, 100_000);
      return getHeapStatistics().used_heap_size;
    })();
    assert.equal(garbage.check(), true);
    assert.equal(garbage.collections, 1);
    assert.ok(getHeapStatistics().used_heap_size < withJunk - 4 * MB);
  });
});
