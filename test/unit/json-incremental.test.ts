import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { composeEdits, IncrementalTree, spliceFits, type Edit } from '../../shared/src/json/incremental';
import { formatPointer } from '../../shared/src/json/pointer';
import {
  parseTree,
  treeHasErrors,
  treeProblems,
  type ParseTree,
  type TreeNode,
} from '../../shared/src/json/tree';
import { buildValidTree } from '../../shared/src/json/validTree';
import { locateInTree, locateTargetsInTree } from '../../shared/src/json/treeLocate';
import type { JsonValue, ParseOptions } from '../../shared/src/types';
import { applyEdit, randomEdit, seeded, shapedDocument, SHAPES, type TextEdit } from '../support/documents';

const JSONC: ParseOptions = { allowComments: true, allowTrailingCommas: true };

function paths(value: JsonValue | undefined): string[] {
  if (value === undefined) return [];
  const out: string[] = [];
  const stack: [JsonValue, (string | number)[]][] = [[value, []]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, path] = item;
    out.push(formatPointer(path));
    if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, [...path, i]]));
    else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) stack.push([v[k], [...path, k]]);
    }
  }
  return out;
}

/** Everything observable of a tree: value (with key order), problems, error flag, every path's spans. */
function observe(tree: ParseTree, text: string, options: ParseOptions): unknown {
  const source = { slice: (s: number, e: number) => text.slice(s, e), options };
  return {
    json: JSON.stringify(tree.value),
    problems: treeProblems(tree).map((p) => [
      p.offset,
      p.length,
      p.code,
      p.severity,
      p.message,
      p.messageId,
      p.params,
    ]),
    errors: treeHasErrors(tree),
    spans: paths(tree.value).map((p) => [p, locateInTree(tree, source, p)]),
  };
}

function check(
  tree: IncrementalTree,
  text: string,
  options: ParseOptions,
  nodeMin: number,
  where: () => string,
): void {
  const fresh = parseTree(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, options, nodeMin);
  const got = tree.tree;
  assert.deepStrictEqual(got.value, fresh.value, where());
  assert.deepEqual(observe(got, text, options), observe(fresh, text, options), where());
  // Many paths at once (leaves of plain JSON read by the skip-scanner) land where one path at a time does.
  const source = { slice: (s: number, e: number) => text.slice(s, e), options };
  const all = paths(got.value);
  const targets = all.flatMap((path) => [
    { path, part: 'value' as const },
    { path, part: 'key' as const },
  ]);
  const one = all.flatMap((path) => {
    const s = locateInTree(got, source, path);
    return [s && [s.start, s.end], s && (s.keyStart >= 0 ? [s.keyStart, s.keyEnd] : [s.start, s.end])];
  });
  assert.deepEqual(
    locateTargetsInTree(got, source, targets).map((s) => s && [s.start, s.end]),
    one,
    where(),
  );
}

const textAccess = (text: string) => ({
  length: text.length,
  slice: (s: number, e: number) => text.slice(s, e),
});

void describe('incremental parsing agrees with a fresh parse after every edit', () => {
  for (const shape of SHAPES) {
    for (const options of [{}, JSONC]) {
      const label = `${shape}${options === JSONC ? ', JSONC' : ''}`;
      void test(`${label}: 500 random edits (seeded)`, () => {
        const seed = 1000 + SHAPES.indexOf(shape) * 10 + (options === JSONC ? 1 : 0);
        const rand = seeded(seed);
        const nodeMin = 48;
        const original = shapedDocument(shape, 24, seed);
        let text = original;
        let tree = IncrementalTree.parse(text, options, nodeMin);
        const history: TextEdit[] = [];
        let windowed = 0;
        let undo: TextEdit | undefined;
        for (let i = 0; i < 500; i++) {
          // Sometimes several edits arrive before the tree is updated; sometimes the text is restored.
          const batch = rand() < 0.2 ? 2 + Math.floor(rand() * 3) : 1;
          let combined: Edit | undefined;
          for (let e = 0; e < batch; e++) {
            let edit: TextEdit;
            if (undo && rand() < 0.4) edit = undo;
            else if (rand() < 0.03 && text !== original) edit = [0, text.length, original];
            else edit = randomEdit(rand, text);
            // Half the edits are taken back right away, as a person fixes what they broke.
            undo =
              edit === undo ? undefined : [edit[0], edit[0] + edit[2].length, text.slice(edit[0], edit[1])];
            history.push(edit);
            text = applyEdit(text, edit);
            const step: Edit = { start: edit[0], end: edit[1], length: edit[2].length };
            combined = combined ? composeEdits(combined, step) : step;
          }
          const outcome = tree.update(textAccess(text), combined as Edit);
          if (!outcome.full) windowed++;
          check(
            tree,
            text,
            options,
            nodeMin,
            () => `seed ${seed}, edit ${i}: ${JSON.stringify(history.slice(-batch))}`,
          );
          if (rand() < 0.02) {
            // Start over now and then from a fresh parse of the current text (or the original).
            if (rand() < 0.5) text = original;
            tree = IncrementalTree.parse(text, options, nodeMin);
          }
        }
        // Many edits must have been handled in a window (random bracket edits leave many documents open at the end).
        assert.ok(windowed > 200, `only ${windowed} edits were incremental`);
      });
    }
  }
});

void describe('composeEdits', () => {
  void test('two edits compose into one that gives the same text', () => {
    const rand = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const base = 'abcdefghijklmnopqrstuvwxyz'.slice(0, 5 + Math.floor(rand() * 20));
      const e1 = randomEdit(rand, base);
      const t1 = applyEdit(base, e1);
      const e2 = randomEdit(rand, t1);
      const t2 = applyEdit(t1, e2);
      const c = composeEdits(
        { start: e1[0], end: e1[1], length: e1[2].length },
        { start: e2[0], end: e2[1], length: e2[2].length },
      );
      const rebuilt = base.slice(0, c.start) + t2.slice(c.start, c.start + c.length) + base.slice(c.end);
      assert.equal(rebuilt, t2, JSON.stringify([base, e1, e2, c]));
    }
  });
});

/** The structure of a tree, for comparing two builds node by node. */
function shape(node: TreeNode | undefined): unknown {
  if (!node) return undefined;
  return {
    isArray: node.isArray,
    length: node.length,
    count: node.count,
    spans: [...node.spans],
    keys: node.keys,
    kids: node.kids && [...node.kids].map(([i, kid]) => [i, shape(kid)]),
    problems: node.problems,
    closedNormally: node.closedNormally,
    context: node.context,
    height: node.height,
    leafHeight: node.leafHeight,
  };
}

void describe('the tree of valid text built around JSON.parse', () => {
  void test('is the tree the recovering parser builds, with JSON.parse value objects', () => {
    const rand = seeded(99);
    const texts: string[] = [];
    for (const s of SHAPES) {
      texts.push(shapedDocument(s, 30, 5), JSON.stringify(JSON.parse(shapedDocument(s, 30, 6))));
    }
    texts.push(
      '[]',
      '{}',
      '  [ ]  ',
      '"x"',
      '12',
      '\ufeff{"a": [1, {"b": {}}]}',
      '{"__proto__": {"x": [1,2,3]}, "a\\"b": [[], {}]}',
    );
    for (let i = 0; i < 300; i++) {
      // Random valid documents: a record list with members dropped or duplicated.
      const list = JSON.parse(shapedDocument('array', 1 + Math.floor(rand() * 8), i)) as JsonValue[];
      texts.push(JSON.stringify(list, null, Math.floor(rand() * 3)));
    }
    for (const text of texts) {
      for (const nodeMin of [0, 16, 48, 2048]) {
        const value = JSON.parse(text.replace(/^\ufeff/, '')) as JsonValue;
        const built = buildValidTree(text, value, nodeMin);
        const parsed = parseTree(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, {}, nodeMin);
        assert.ok(built, text);
        assert.equal(built.value, value, "the value is JSON.parse's object");
        assert.deepEqual(
          [built.rootStart, built.rootEnd, built.bodyStart, shape(built.root)],
          [parsed.rootStart, parsed.rootEnd, parsed.bodyStart, shape(parsed.root)],
          `${nodeMin}: ${text.slice(0, 200)}`,
        );
        assert.deepEqual(observe(built, text, {}), observe(parsed, text, {}));
        if (built.root) assert.equal(built.root.value, value);
      }
    }
  });

  void test('gives way to the recovering parser for duplicate keys and deep nesting', () => {
    assert.equal(buildValidTree('{"a": 1, "a": 2}', { a: 2 }), undefined);
    assert.equal(buildValidTree('[{"a": 1, "b": {"a": 1, "a": 1}}]', [{ a: 1, b: { a: 1 } }]), undefined);
    const deep = '['.repeat(1001) + ']'.repeat(1001);
    assert.equal(buildValidTree(deep, JSON.parse(deep) as JsonValue), undefined);
    // The scan stops at the nesting limit, with only some of the lines: it gives none.
    const lines = '[\n'.repeat(1001) + ']\n'.repeat(1001);
    let given = false;
    const tree = buildValidTree(lines, JSON.parse(lines) as JsonValue, undefined, () => (given = true));
    assert.equal(tree, undefined);
    assert.equal(given, false);
  });
});

void describe('every incremental step is bounded: past its bound it parses the whole text', () => {
  const NODE_MIN = 16;
  const base = JSON.stringify({ list: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `n${i}` })) });
  const at = base.indexOf('"n7"') + 2;

  // Edits that cannot describe the change (an editor's range outside the protocol, a miscount): never
  // placed by the window, always a fresh parse of the text as it is.
  const misfits: [string, Edit, string][] = [
    ['a negative start', { start: -3, end: at, length: 0 }, base],
    ['a fractional start', { start: at + 0.5, end: at + 1, length: 1 }, base],
    ['NaN', { start: NaN, end: NaN, length: 1 }, base.slice(0, at) + 'x' + base.slice(at)],
    ['start after end', { start: at + 2, end: at, length: 0 }, base],
    ['an end past the text', { start: at, end: base.length + 10, length: 1 }, base.slice(0, at) + '}'],
    [
      'a length that does not add up',
      { start: at, end: at, length: 5 },
      base.slice(0, at) + 'x' + base.slice(at),
    ],
  ];
  for (const [name, edit, text] of misfits) {
    void test(`an edit with ${name}`, () => {
      const tree = IncrementalTree.parse(base, {}, NODE_MIN);
      const outcome = tree.update(textAccess(text), edit);
      assert.equal(outcome.full, true);
      assert.equal(tree.fallbacks.edit, 1);
      check(tree, text, {}, NODE_MIN, () => name);
    });
  }

  const typed = base.slice(0, at) + 'x' + base.slice(at);
  const edit: Edit = { start: at, end: at, length: 1 };

  void test('the same edit inside the limits is placed in a window', () => {
    const tree = IncrementalTree.parse(base, {}, NODE_MIN);
    assert.equal(tree.update(textAccess(typed), edit).full, false);
    assert.deepEqual(tree.fallbacks, { edit: 0, window: 0, splice: 0 });
    check(tree, typed, {}, NODE_MIN, () => 'placed');
  });

  for (const [name, limits] of [
    ['no window round allowed', { windowRounds: 0, windowReading: 2 }],
    ['no characters to read', { windowRounds: 48, windowReading: 0 }],
  ] as const) {
    void test(`the window loop with ${name}`, () => {
      const tree = new IncrementalTree(parseTree(base, 0, {}, NODE_MIN), {}, NODE_MIN, limits);
      assert.equal(tree.update(textAccess(typed), edit).full, true);
      assert.equal(tree.fallbacks.window > 0, true);
      check(tree, typed, {}, NODE_MIN, () => name);
    });
  }

  void test('a window that would overflow every round stops at its round limit', () => {
    // An unterminated string runs each window to its end: the rounds grow until the limit or the text's end.
    const long = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, tags: ['a', 'b'] })));
    const where = long.indexOf('"a"', 20_000);
    const broken = long.slice(0, where) + '"' + long.slice(where);
    const tree = new IncrementalTree(parseTree(long, 0, {}, NODE_MIN), {}, NODE_MIN, {
      windowRounds: 2,
      windowReading: 2,
    });
    tree.update(textAccess(broken), { start: where, end: where, length: 1 });
    check(tree, broken, {}, NODE_MIN, () => 'overflowing window');
  });

  void test('the splice takes only a window whose members fit the node (spliceFits)', () => {
    const tree = parseTree('[10, 20, 30, 40]', 0, {}, 2);
    const node = tree.root!;
    const spans = (...xs: number[]): Int32Array => Int32Array.from(xs);
    // node spans relative to the node: [1,3) [5,7) [9,11) [13,15); length 16.
    const table: [string, Parameters<typeof spliceFits>, boolean][] = [
      ['one member replaced by one', [node, 1, 2, spans(5, 8), 1, 3, 1], true],
      ['members out of order', [node, 1, 3, spans(9, 10, 5, 6), 2, 3, 0], false],
      ['a member before the window', [node, 1, 2, spans(0, 2), 1, 3, 0], false],
      ['a member over the next one', [node, 1, 2, spans(5, 12), 1, 3, 0], false],
      ['a member past the node', [node, 3, 4, spans(13, 40), 1, 11, 0], false],
      ['an end before its start', [node, 1, 2, spans(7, 5), 1, 3, 0], false],
      ['a range of members out of the node', [node, 2, 9, spans(9, 10), 1, 7, 0], false],
      ['more members than spans', [node, 1, 2, spans(5, 7), 2, 3, 0], false],
    ];
    for (const [name, args, fits] of table) assert.equal(spliceFits(...args), fits, name);
  });
});
