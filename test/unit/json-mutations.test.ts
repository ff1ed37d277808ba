import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatPointer, parseDocument } from '../../shared/src/json/index';
import type { ErrorTarget, JsonValue } from '../../shared/src/types';

/** Deterministic pseudo-random numbers, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const SEED_TEXT = JSON.stringify(
  {
    name: 'x\u00e9\u{1F600}',
    items: [{ id: 1, tags: ['a', 'b'], ok: true }, { id: 2.5e3, nested: { deep: [null, false, -0.5] } }, []],
    'a/b': { 'm~n': '\\"', '': {} },
  },
  null,
  1,
);
const ALPHABET = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '\\',
  ' ',
  '\n',
  '\r',
  '0',
  '1',
  '-',
  '.',
  'e',
  'a',
  '/',
  '*',
  "'",
  't',
];

/** The seed text with a few random single-character edits. */
function mutate(rand: () => number): string {
  let text = SEED_TEXT;
  const edits = 1 + Math.floor(rand() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rand() * (text.length + 1));
    const ch = ALPHABET[Math.floor(rand() * ALPHABET.length)];
    const kind = rand();
    if (kind < 0.4) text = text.slice(0, at) + ch + text.slice(at);
    else if (kind < 0.7) text = text.slice(0, at) + text.slice(at + 1);
    else text = text.slice(0, at) + ch + text.slice(at + 1);
  }
  return text;
}

function paths(value: JsonValue): string[] {
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

void describe('random edits of a document', () => {
  void test('never throw, agree with JSON.parse on validity and value, and locate every recovered path', () => {
    const rand = random(20261122);
    let valid = 0;
    for (let i = 0; i < 1500; i++) {
      const text = mutate(rand);
      const where = `case ${i}: ${JSON.stringify(text)}`;
      let expected: { value: unknown } | undefined;
      try {
        expected = { value: JSON.parse(text) as unknown };
      } catch {
        expected = undefined;
      }
      for (const options of [undefined, { allowComments: true, allowTrailingCommas: true }]) {
        const doc = parseDocument(text, options);
        if (!options) {
          assert.equal(doc.hasSyntaxErrors, expected === undefined, where);
          if (expected) assert.deepStrictEqual(doc.value, expected.value, where);
        } else if (expected) {
          assert.equal(doc.hasSyntaxErrors, false, where);
        }
        let last = 0;
        for (const p of doc.problems) {
          assert.ok(p.range.offset >= last && p.range.offset + p.range.length <= text.length, where);
          last = p.range.offset;
        }
        if (doc.value === undefined) continue;
        const targets: ErrorTarget[] = paths(doc.value).map((path) => ({ path, part: 'value' }));
        const ranges = doc.locate(targets);
        ranges.forEach((r, k) => {
          assert.ok(r, `${where} ${targets[k].path}`);
          assert.ok(r.offset >= 0 && r.offset + r.length <= text.length, where);
        });
      }
      if (expected) valid++;
    }
    // The edits must exercise both paths.
    assert.ok(valid > 100 && valid < 1400, `valid: ${valid}`);
  });
});
