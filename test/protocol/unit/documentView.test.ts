// The narrowed view of a large document (only the part around the cursor parsed again) against the
// trusted reference, a parse of the whole edited text: the same cursor context and the same value,
// for random edits and cursor positions from a seed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createScanner, parseTree } from 'jsonc-parser';
import { parseDocument } from '../../../shared/src/index';
import { cursorContext } from '../../../server/src/features/editing/cursor';
import type { CursorContext } from '../../../server/src/features/editing/cursor';
import {
  changeBetween,
  documentPath,
  DocumentViews,
  WHOLE_PARSE_LIMIT,
} from '../../../server/src/features/editing/documentView';
import type { Echo, EditingView } from '../../../server/src/features/editing/documentView';
import { outlineBase, outlineOf } from '../../../server/src/features/editing/outline';
import { treeValue } from '../../../server/src/features/editing/probeValues';
import { seeded as random } from '../../support/documents';

function makeText(next: () => number, count = 400): string {
  const records = [];
  for (let i = 0; i < count; i++) {
    records.push({
      id: `r${i}`,
      kind: ['a', 'b', 'c'][Math.floor(next() * 3)],
      n: Math.floor(next() * 1000),
      tags: ['x', 'y'].slice(0, Math.floor(next() * 3)),
      nested: { deep: { value: next() < 0.5, list: [1, { k: 'v' }] }, text: 'hello world' },
    });
  }
  return JSON.stringify({ title: 'records', records, tail: { done: true } }, null, 2);
}

/** Offsets right after a `{`, `[` or `,` (outside strings), where people type new members. */
function gaps(text: string): number[] {
  const scanner = createScanner(text, true);
  const out: number[] = [];
  for (let kind = scanner.scan() as number; kind !== 17; kind = scanner.scan() as number) {
    if (kind === 1 || kind === 3 || kind === 5) out.push(scanner.getTokenOffset() + 1);
  }
  return out;
}

type Edit = { offset: number; length: number; insert: string } | undefined;

/**
 * Edits as people make them, which keep the tokens around intact: a property typed in a gap, a digit,
 * a deleted letter. (Typing a quote inside a string re-pairs every later quote in a whole parse; the
 * narrowed view keeps the damage in its member, which is the point, so such edits are not compared.)
 */
const EDITS: ((text: string, at: number, gap: number) => Edit)[] = [
  (_t, _at, gap) => ({ offset: gap, length: 0, insert: '"",' }),
  (_t, _at, gap) => ({ offset: gap, length: 0, insert: ' "k": 1,' }),
  (_t, at) => ({ offset: at, length: 0, insert: ' ' }),
  (t, at) => (/[a-z0-9]/.test(t[at]) ? { offset: at, length: 1, insert: '' } : undefined),
  (t, at) => (/[0-9]/.test(t[at]) ? { offset: at, length: 0, insert: '7' } : undefined),
];

/** A cursor context with paths made document paths and spans made document offsets. */
function normalised(view: EditingView, context: CursorContext): unknown {
  if (context.kind === 'none') return { kind: 'none' };
  const shift = (span: { offset: number; length: number }): [number, number] => [
    span.offset + view.offset,
    span.length,
  ];
  return {
    kind: context.kind,
    path: documentPath(view, context.kind === 'name' ? context.objectPath : context.path),
    replace: shift(context.replace),
    quoted: context.quoted,
    commaBefore: context.commaBefore === undefined ? undefined : context.commaBefore + view.offset,
    commaAfter: context.commaAfter,
  };
}

void describe('the narrowed view of a large document agrees with a parse of the whole text', () => {
  void test('changed text between two versions', () => {
    assert.equal(changeBetween('abc', 'abc', 1), undefined);
    assert.deepEqual(changeBetween('abcdef', 'abXYdef', 2), { start: 2, endBefore: 3, endAfter: 4 });
    const long = 'x'.repeat(20000);
    assert.deepEqual(changeBetween(long, `${long.slice(0, 9000)}!${long.slice(9000)}`, 100), {
      start: 9000,
      endBefore: 9000,
      endAfter: 9001,
    });
  });

  void test('250 random edits and cursors (seed 20261125)', () => {
    const next = random(20261125);
    const original = makeText(next);
    assert.ok(original.length > WHOLE_PARSE_LIMIT);
    const base = parseDocument(original, { allowComments: true, allowTrailingCommas: true });
    const typable = gaps(original);
    let narrowed = 0;
    for (let round = 0; round < 250; round++) {
      const views = new DocumentViews();
      views.remember('doc', base);
      const at = Math.floor(next() * original.length);
      const gap = typable[Math.floor(next() * typable.length)];
      const edit = EDITS[Math.floor(next() * EDITS.length)](original, at, gap);
      const text = edit
        ? original.slice(0, edit.offset) + edit.insert + original.slice(edit.offset + edit.length)
        : original;
      // Mostly near the edit (typing), sometimes anywhere.
      const cursor =
        next() < 0.8 && edit
          ? Math.min(text.length, edit.offset + Math.floor(next() * (edit.insert.length + 1)))
          : Math.floor(next() * text.length);
      const view = views.viewOf('doc', text, cursor);
      if (view.text.length < text.length) narrowed++;
      const wholeTree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
      const whole: EditingView = {
        fullText: text,
        text,
        offset: 0,
        tree: wholeTree,
        prefix: [],
        indexBase: 0,
        document: (v) => v,
        echo: view.echo,
      };
      const where = `round ${round}: edit ${JSON.stringify(edit)}, cursor ${cursor}`;
      assert.deepEqual(
        normalised(view, cursorContext(view.text, view.tree, cursor - view.offset)),
        normalised(whole, cursorContext(text, wholeTree, cursor)),
        where,
      );
      assert.deepEqual(view.document(treeValue(view.tree)), treeValue(wholeTree), where);
    }
    // The point of the view: most requests parse a small part.
    assert.ok(narrowed > 200, `only ${narrowed} of 250 requests were narrowed`);
  });

  void test('edits far apart: one new full parse, then small views again (not half the document each time)', () => {
    const original = makeText(random(7), 2000);
    assert.ok(original.length > 4 * WHOLE_PARSE_LIMIT);
    const views = new DocumentViews();
    views.remember('doc', parseDocument(original, { allowComments: true, allowTrailingCommas: true }));
    // A digit typed in the first record, then requests in the middle of the document.
    const first = original.indexOf('"n": ') + 5;
    const text = `${original.slice(0, first)}7${original.slice(first)}`;
    const middle = text.indexOf('"kind"', text.length >> 1) + 1;
    for (let i = 0; i < 3; i++) {
      const view = views.viewOf('doc', text, middle + i);
      assert.ok(view.text.length < WHOLE_PARSE_LIMIT, `a view of ${view.text.length} characters`);
      assert.deepEqual(
        view.document(treeValue(view.tree)),
        treeValue(parseTree(text, [], { allowTrailingComma: true, disallowComments: false })),
      );
    }
    assert.equal(views.stats.fullParses, 1);
    // Typing on at the cursor narrows with that parse.
    const typed = `${text.slice(0, middle)}x${text.slice(middle)}`;
    views.viewOf('doc', typed, middle + 1);
    assert.equal(views.stats.fullParses, 1);
  });

  void test('an outline of the text narrows as the full parse does, with the value along the path only', () => {
    const { records } = JSON.parse(makeText(random(11), 600)) as { records: unknown[] };
    const text = JSON.stringify({ version: 3, records, tail: { big: false } }, null, 2);
    const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
    const cursor = text.indexOf('"kind"', text.length >> 1) + 2;
    const outline = outlineOf(parsed, (i) => text[i], cursor);
    assert.deepEqual(outline.root, [0, text.length]);
    // The root and the records, whose spans narrowing reads; not the record (small enough to parse whole).
    assert.deepEqual(
      outline.containers.map((c) => [c.pointer, c.spans.length / 4, c.keys]),
      [
        ['', 3, ['version', 'records', 'tail']],
        ['/records', 600, null],
      ],
    );
    const index = parsed
      .memberSpans('/records')
      ?.findIndex((m) => m.offset < cursor && cursor < m.offset + m.length);
    assert.ok(index !== undefined && index > 0);
    const value = outline.value as { version: number; records: unknown[]; tail: unknown };
    // Scalars kept, objects and arrays off the path empty, the record at the cursor shallow.
    assert.equal(value.version, 3);
    assert.deepEqual(value.tail, {});
    assert.equal(value.records.length, 600);
    assert.deepEqual(value.records[0], {});
    const record = records[index] as Record<string, unknown>;
    assert.deepEqual(value.records[index], { ...record, tags: [], nested: {} });
    const echo: Echo = { names: () => Promise.resolve(new Set()), values: () => Promise.resolve(new Set()) };
    const fromOutline = new DocumentViews().viewFromOutline('doc', outlineBase(text, outline), cursor, echo);
    const full = new DocumentViews();
    full.remember('doc', parsed);
    const fromParse = full.viewOf('doc', text, cursor);
    assert.ok(fromOutline !== undefined);
    assert.deepEqual(
      [fromOutline.offset, fromOutline.text, fromOutline.prefix, fromOutline.indexBase],
      [fromParse.offset, fromParse.text, fromParse.prefix, fromParse.indexBase],
    );
    assert.deepEqual(fromOutline.prefix, ['records', index]);
    // What the probe reads: the path's value as it stands.
    const here = fromOutline.document(treeValue(fromOutline.tree)) as typeof value;
    assert.deepEqual(here.records[index], record);
    assert.equal(full.stats.fullParses, 0);
  });
});
