import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LiteralIndex } from '../../../shared/src/json/numbers';
import { NODE_MIN_LENGTH } from '../../../shared/src/json/tree';
import { scanValidTree } from '../../../shared/src/json/validTree';
import { PRESCAN_MIN_LENGTH, ScanHelper } from '../../../server/src/worker/scanHelper';
import { shapedDocument, type Shape } from '../../support/documents';

const SCRIPT = resolve(__dirname, '../../../../dist/scanWorker.js');

/** A document of the shape past the helper's threshold, with literals beyond a double and non-ASCII text. */
function largeText(shape: Shape, seed: number): string {
  let count = 2000;
  for (;;) {
    const text = shapedDocument(shape, count, seed)
      .replace(/"name": "/g, '"name": "Zoë 🙂 ')
      .replace(/"n": (\d+)/g, (m, n: string) =>
        Number(n) % 7 === 0 ? `"n": 1e400` : Number(n) % 7 === 1 ? `"n": 9007199254740993` : m,
      );
    if (text.length >= PRESCAN_MIN_LENGTH) return text;
    count *= 2;
  }
}

void describe('the scan helper', { timeout: 120_000 }, () => {
  const helper = ScanHelper.create(SCRIPT, NODE_MIN_LENGTH) as ScanHelper;
  const folder = mkdtempSync(join(tmpdir(), 'jov-scan-helper-'));
  after(() => {
    helper.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  void test('reads a text on its thread exactly as it would be read here, for every shape', () => {
    for (const [i, shape] of (['array', 'records', 'nested', 'map'] as const).entries()) {
      const text = (i === 1 ? '\ufeff' : '') + largeText(shape, 40 + i);
      const before = helper.answered;
      const pending = helper.start(text);
      assert.ok(pending, shape);
      const local = new LiteralIndex(text).entries;
      assert.ok(local.length > 1, 'the text has literals beyond a double');
      assert.deepEqual(pending.structure(), scanValidTree(text, NODE_MIN_LENGTH), shape);
      assert.deepEqual(pending.literals(), local, shape);
      assert.equal(helper.answered, before + 2, shape);
    }
  });

  void test('keeps the answers of a reading while another one is waited for', () => {
    const a = largeText('array', 1);
    const b = largeText('map', 2);
    const first = helper.start(a);
    const second = helper.start(b);
    assert.ok(first && second);
    // The second document's tree is wanted before the first one's literals (both opened together).
    assert.deepEqual(second.structure(), scanValidTree(b, NODE_MIN_LENGTH));
    assert.deepEqual(first.structure(), scanValidTree(a, NODE_MIN_LENGTH));
    assert.deepEqual(second.literals(), new LiteralIndex(b).entries);
    assert.equal(helper.pending, 1);
    assert.deepEqual(first.literals(), new LiteralIndex(a).entries);
    assert.equal(helper.pending, 0);
    // The thread stays for the next text (see the idle test below).
    assert.equal(helper.active, true);
  });

  void test('gives the literals first when they are wanted first, and the structure after them', () => {
    const text = largeText('nested', 4);
    const pending = helper.start(text);
    assert.ok(pending);
    // Literals before the tree (a first validation before the tree is made): the reading stays open for
    // its structure, and is done once both are taken. The literals are answered first: waiting for them
    // took in no other answer.
    const before = helper.answered;
    assert.deepEqual(pending.literals(), new LiteralIndex(text).entries);
    assert.equal(helper.answered, before + 1);
    assert.equal(helper.pending, 1);
    assert.deepEqual(pending.structure(), scanValidTree(text, NODE_MIN_LENGTH));
    assert.equal(helper.pending, 0);
    // Taken once each.
    assert.equal(pending.literals(), undefined);
    assert.equal(pending.structure(), undefined);
    // A structure not wanted (the text is not JSON) and literals taken: done as well.
    const dropped = helper.start(text);
    assert.ok(dropped);
    dropped.dropStructure();
    assert.equal(helper.pending, 1);
    assert.deepEqual(dropped.literals(), new LiteralIndex(text).entries);
    assert.equal(helper.pending, 0);
    // Closed with an answer never taken (a text edited or closed before its first validation): done.
    const closed = helper.start(text);
    assert.ok(closed);
    assert.deepEqual(closed.structure(), scanValidTree(text, NODE_MIN_LENGTH));
    assert.equal(helper.pending, 1);
    closed.close();
    assert.equal(helper.pending, 0);
    assert.equal(closed.literals(), undefined);
  });

  void test('stays for the next text, started ahead of it, and ends when idle', async () => {
    const idle = ScanHelper.create(SCRIPT, NODE_MIN_LENGTH, undefined, 200) as ScanHelper;
    // Keeps this process alive while the helper's own (unreferenced) idle timer runs.
    const guard = setTimeout(() => undefined, 30_000);
    try {
      idle.prepare();
      assert.equal(idle.active, true);
      const ended = idle.exited();
      const text = largeText('map', 6);
      for (let i = 0; i < 2; i++) {
        const pending = idle.start(text);
        assert.ok(pending);
        assert.deepEqual(pending.structure(), scanValidTree(text, NODE_MIN_LENGTH));
        assert.deepEqual(pending.literals(), new LiteralIndex(text).entries);
        assert.equal(idle.active, true, 'the same thread reads the next text');
      }
      assert.equal(idle.answered, 4);
      await ended;
      assert.equal(idle.active, false);
      // Started again for the next text; an edit ends it unless a reading still waits for its answers.
      const again = idle.start(text);
      assert.deepEqual(again?.literals(), new LiteralIndex(text).entries);
      assert.equal(idle.answered, 5);
      const settled = idle.exited();
      idle.settle();
      assert.equal(idle.active, true, 'the structure is still to be taken');
      assert.deepEqual(again?.structure(), scanValidTree(text, NODE_MIN_LENGTH));
      idle.settle();
      assert.equal(idle.active, false);
      await settled;
    } finally {
      clearTimeout(guard);
      idle.dispose();
    }
  });

  void test('leaves small texts to the caller', () => {
    assert.equal(helper.start('[1, 2, 3]'), undefined);
  });

  void test('gives nothing, in bounded time, when its thread never answers or fails', () => {
    for (const [name, source] of [
      ['silent', 'setInterval(() => {}, 1000);'],
      ['failing', 'throw new Error("broken");'],
    ]) {
      const script = join(folder, `${name}.js`);
      writeFileSync(script, source);
      const broken = ScanHelper.create(script, NODE_MIN_LENGTH, 100) as ScanHelper;
      const text = largeText('array', 3);
      const started = Date.now();
      const pending = broken.start(text);
      assert.ok(pending, name);
      assert.equal(pending.structure(), undefined, name);
      assert.equal(pending.literals(), undefined, name);
      // 100 ms plus 0.05 ms per kilobyte of text, waited for once (the thread is ended after it).
      assert.ok(Date.now() - started < 100 + text.length / 20_000 + 1_000, name);
      broken.dispose();
    }
  });

  void test('is not there without its script', () => {
    assert.equal(ScanHelper.create(join(folder, 'missing.js'), NODE_MIN_LENGTH), undefined);
  });
});
