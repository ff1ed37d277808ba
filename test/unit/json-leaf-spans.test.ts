import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Span } from '../../shared/src/json/locate';
import { parseTree } from '../../shared/src/json/tree';
import { locateTargetsInTree, type TreeText } from '../../shared/src/json/treeLocate';
import type { ErrorTarget } from '../../shared/src/types';

/** A root array long enough to be a tree node, whose records are leaves. */
const RECORDS = Array.from({ length: 60 }, (_, i) => ({ id: i, tags: ['a', 'b'], meta: { k: `v${i}` } }));
const TEXT = JSON.stringify(RECORDS, null, 2);
const TARGETS: ErrorTarget[] = [
  { path: '/3/meta/k', part: 'value' },
  { path: '/3/tags/1', part: 'value' },
  { path: '/41/meta', part: 'key' },
  { path: '/41/missing', part: 'value' },
  { path: '/59', part: 'parentKey' },
];

function source(text: string, memo?: WeakMap<object, Map<string, Span | undefined>>) {
  const slices: [number, number][] = [];
  const src: TreeText = {
    slice: (start, end) => {
      slices.push([start, end]);
      return text.slice(start, end);
    },
    options: {},
    ...(memo ? { leafSpans: memo } : {}),
  };
  return { src, slices };
}

void describe('spans inside leaves, kept by the leaf', () => {
  const tree = parseTree(TEXT, 0, {}, 2048);

  void test('give what a scan gives, and the second time read no text', () => {
    assert.ok(tree.root !== undefined && tree.root.kids === null, 'records are leaves of the root node');
    const fresh = locateTargetsInTree(tree, source(TEXT).src, TARGETS);
    const memo = new WeakMap<object, Map<string, Span | undefined>>();
    const first = source(TEXT, memo);
    assert.deepEqual(locateTargetsInTree(tree, first.src, TARGETS), fresh);
    assert.equal(first.slices.length, 2, 'records 3 and 41 scanned once each');
    const again = source(TEXT, memo);
    assert.deepEqual(locateTargetsInTree(tree, again.src, TARGETS), fresh);
    assert.deepEqual(again.slices, []);
    const at = (t: number) => fresh[t] && TEXT.slice(fresh[t].start, fresh[t].end);
    assert.deepEqual([0, 1, 2, 3, 4].map(at), ['"v3"', '"b"', '"meta"', undefined, '{']);
  });

  void test('a path not asked before is scanned, and only that one', () => {
    const memo = new WeakMap<object, Map<string, Span | undefined>>();
    locateTargetsInTree(tree, source(TEXT, memo).src, TARGETS.slice(0, 1));
    const next = source(TEXT, memo);
    const [span] = locateTargetsInTree(tree, next.src, [{ path: '/3/id', part: 'value' }]);
    assert.equal(span && TEXT.slice(span.start, span.end), '3');
    assert.equal(next.slices.length, 1);
  });
});
