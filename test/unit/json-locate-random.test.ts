import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { formatPointer, parseDocument } from '../../shared/src/json/index';
import type { JsonValue } from '../../shared/src/types';
import { seeded as random } from '../support/documents';

/**
 * Random documents, located two ways: by parseDocument (JSON.parse, a scan over UTF-8 bytes, then a
 * skip scanner) and by jsonc-parser's tree. Every value and key of every document must land on the
 * same offsets and the same line/character, whatever the characters before it (two-, three- and
 * four-byte UTF-8, lone surrogates, escapes) and whatever the line ends.
 */

const PIECES = [
  'a',
  'Z',
  ' ',
  ':',
  ',',
  '{',
  ']',
  '"',
  '\\',
  '\n',
  'é',
  'ß',
  '中',
  '☕',
  '𝄞',
  '😀',
  '\ud800',
  '\udfff',
  '\u2028',
  '\u0000',
];

function randomString(next: () => number): string {
  let s = '';
  const length = Math.floor(next() * 6);
  for (let i = 0; i < length; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

function randomValue(next: () => number, depth: number): JsonValue {
  const r = next();
  if (depth > 3 || r < 0.35) {
    const k = Math.floor(next() * 5);
    return k === 0
      ? randomString(next)
      : k === 1
        ? Math.round(next() * 1e6) / 100
        : k === 2
          ? next() < 0.5
          : k === 3
            ? null
            : -7;
  }
  const n = Math.floor(next() * 4);
  if (r < 0.65) return Array.from({ length: n }, () => randomValue(next, depth + 1));
  const object: { [key: string]: JsonValue } = {};
  for (let i = 0; i < n; i++) object[randomString(next) + String(i)] = randomValue(next, depth + 1);
  return object;
}

/** Every path in the value, with whether it is an object member (which has a key). */
function paths(
  value: JsonValue,
  prefix: (string | number)[] = [],
  out: [(string | number)[], boolean][] = [],
) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([[...prefix, i], false]);
      paths(v, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([[...prefix, k], true]);
      paths(v, [...prefix, k], out);
    }
  }
  return out;
}

function positionOf(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') continue;
    if (c === '\n' || c === '\r') {
      line++;
      start = i + 1;
    }
  }
  return { line, character: offset - start };
}

function format(value: JsonValue, next: () => number): string {
  const indent = [0, 1, 2, '\t'][Math.floor(next() * 4)];
  const text = JSON.stringify(value, null, indent);
  const eol = ['\n', '\r\n', '\r'][Math.floor(next() * 3)];
  return (next() < 0.2 ? '\ufeff' : '') + (next() < 0.5 ? '  ' : '') + text.replace(/\n/g, eol) + eol;
}

void describe('locate agrees with jsonc-parser on random documents', () => {
  for (let seed = 1; seed <= 60; seed++) {
    void test(`seed ${seed}`, () => {
      const next = random(seed);
      const root: JsonValue =
        next() < 0.5
          ? [randomValue(next, 0), randomValue(next, 0)]
          : { k: randomValue(next, 0), '𝄞': randomValue(next, 1) };
      const text = format(root, next);
      const doc = parseDocument(text);
      assert.deepEqual(doc.problems, []);
      assert.deepEqual(doc.value, root);
      const tree = parseTree(text) as Node;
      const all = paths(root);
      const ranges = doc.locate(
        all.flatMap(([p]) => [
          { path: formatPointer(p), part: 'value' as const },
          { path: formatPointer(p), part: 'key' as const },
        ]),
      );
      all.forEach(([p, isMember], i) => {
        const node = findNodeAtLocation(tree, p) as Node;
        const value = ranges[2 * i];
        assert.equal(value?.offset, node.offset, `value offset of ${formatPointer(p)}`);
        assert.equal(value?.length, node.length, `value length of ${formatPointer(p)}`);
        assert.deepEqual(value?.start, positionOf(text, node.offset), `value start of ${formatPointer(p)}`);
        assert.deepEqual(
          value?.end,
          positionOf(text, node.offset + node.length),
          `value end of ${formatPointer(p)}`,
        );
        const keyNode = isMember ? (node.parent as Node).children![0] : node;
        const key = ranges[2 * i + 1];
        assert.equal(key?.offset, keyNode.offset, `key offset of ${formatPointer(p)}`);
        assert.equal(key?.length, keyNode.length, `key length of ${formatPointer(p)}`);
      });
      // The root's member spans come from the scan's separators.
      const spans = doc.memberSpans('');
      const rootNode = tree;
      assert.deepEqual(
        spans?.map((s) => [s.offset, s.length]),
        rootNode
          .children!.map((c) => (c.type === 'property' ? c.children![1] : c))
          .map((c) => [c.offset, c.length]),
      );
    });
  }
});
