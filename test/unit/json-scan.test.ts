import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  F_COMMAS_FROM,
  F_COMMAS_TO,
  NODE_FIELDS,
  scanStructure,
  skipWhitespace,
} from '../../shared/src/json/scan';
import { scanValidTree } from '../../shared/src/json/validTree';
import { seeded } from '../support/documents';

/**
 * What scanStructure must find, computed the slow and obvious way over UTF-16 units, so that the byte
 * scan (which reads UTF-8 and converts offsets back) is checked against an independent reading.
 */
function reference(text: string, bodyStart: number, maxDepth: number) {
  let members = 0;
  let depth = 0;
  let tooDeepAt = -1;
  let rootEnd = -1;
  const separators: number[] = [];
  const lineStarts = [0];
  // Where a number literal may say more than its double: a value of 16 characters or more ends (at a
  // comma, a closing bracket or a line break), or an `e` has two exponent digits.
  const numberCandidates: number[] = [];
  let valueStart = bodyStart;
  let inString = false;
  for (let i = bodyStart; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        valueStart = i + 1;
      }
      continue;
    }
    const ends = c === ',' || c === '}' || c === ']' || c === '\r' || c === '\n';
    if (ends && i - valueStart > 15) numberCandidates.push(i);
    if (c === '"') inString = true;
    else if (c === ':') members++;
    else if (c === ',' && depth === 1) separators.push(i);
    else if (c === '{' || c === '[') {
      if (++depth > maxDepth && tooDeepAt < 0) tooDeepAt = i;
    } else if (c === '}' || c === ']') {
      if (--depth === 0) {
        separators.push(i);
        rootEnd = i + 1;
      }
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      lineStarts.push(i + 1);
      while (text[i + 1] === ' ') i++;
      valueStart = i + 1;
      continue;
    } else if (c === 'e' || c === 'E') {
      const exponent = /^[+-]?[0-9]{2}/.test(text.slice(i + 1, i + 4));
      if (exponent) numberCandidates.push(i);
    }
    if (ends || c === ':' || c === '{' || c === '[') valueStart = i + 1;
  }
  return { members, tooDeepAt, rootEnd, separators, lineStarts, numberCandidates };
}

function scanned(text: string, maxDepth = 1000) {
  const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const s = scanStructure(text, bodyStart, skipWhitespace(text, bodyStart), maxDepth);
  return {
    members: s.members,
    tooDeepAt: s.tooDeepAt,
    rootEnd: s.rootEnd,
    separators: s.rootSeparators ?? [],
    lineStarts: [...s.lineStarts.subarray(0, s.lineCount)],
    numberCandidates: s.numberCandidates,
  };
}

const cases: [string, string][] = [
  ['ASCII, pretty-printed', JSON.stringify({ a: [1, { b: 'x:y' }], c: 'd,e' }, null, 2)],
  ['compact', '{"a":1,"b":[1,2,{"c":"}"}],"d":{}}'],
  ['escaped quotes and backslashes', '{"a\\"b": "c\\\\", "d": "\\\\\\"", "e": [1]}'],
  ['two-byte characters', '{"café": "naïve",\n "ß": ["é", 1]}'],
  ['three-byte characters', '{"中文": "☕ ok",\n  "x": {"€": 1}}'],
  ['astral characters (four bytes, two UTF-16 units)', '{"𝄞": "😀😀",\n "k": [ "𝄞x" ], "z": 2}'],
  ['a lone surrogate (encoded as U+FFFD, three bytes)', '{"a": "\ud800", "b":\n 1}'],
  ['escaped non-ASCII', '{"\\u00e9": "\\ud83d\\ude00",\n"b": 1}'],
  ['CRLF and CR line ends', '{\r\n  "a": "é",\r\n  "b": 1\r  }'],
  ['a byte order mark', '\ufeff[\n  {"é": 1},\n  2\n]'],
  ['a root array of records', '[\n  {"id": "ä"},\n  {"id": "𝄞"},\n  {"id": "x"}\n]'],
  ['a scalar root', '  "é𝄞"  '],
];

void describe('scanStructure reads UTF-8 bytes but reports UTF-16 offsets', () => {
  for (const [name, text] of cases) {
    void test(name, () => {
      JSON.parse(text.replace(/^\ufeff/, '')); // the scan only ever sees valid JSON
      const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
      const expected = reference(text, bodyStart, 1000);
      const actual = scanned(text);
      assert.equal(actual.members, expected.members);
      assert.deepEqual(actual.lineStarts, expected.lineStarts);
      assert.deepEqual(actual.numberCandidates, expected.numberCandidates);
      if (text.trim().startsWith('"')) {
        assert.equal(actual.rootEnd, text.lastIndexOf('"') + 1);
      } else {
        assert.equal(actual.rootEnd, expected.rootEnd);
        assert.deepEqual(actual.separators, expected.separators);
      }
    });
  }

  void test('the first bracket beyond the depth limit, after non-ASCII text', () => {
    const text = '{"é𝄞": ' + '['.repeat(5) + ']'.repeat(5) + '}';
    assert.equal(scanned(text, 3).tooDeepAt, text.indexOf('[') + 2);
    assert.equal(scanned(text, 6).tooDeepAt, -1);
  });
});

void describe('the tree view of the same scan reports the same UTF-16 offsets', () => {
  for (const [name, text] of cases) {
    void test(name, () => {
      const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
      const expected = reference(text, bodyStart, 1000);
      // Every container a node, so that every comma is reported.
      const s = scanValidTree(text, 0);
      assert.equal(s.colons, expected.members);
      assert.equal(s.tooDeep, false);
      assert.deepEqual([0, ...s.lineStarts.subarray(0, s.lineCount)], expected.lineStarts);
      if (!text.trim().startsWith('"')) {
        assert.equal(s.rootEnd, expected.rootEnd);
        // The root closes last; its commas are the separators but its closing bracket.
        const root = s.nodes.subarray(s.nodes.length - NODE_FIELDS);
        assert.deepEqual(
          [...s.commas.subarray(root[F_COMMAS_FROM], root[F_COMMAS_TO])],
          expected.separators.slice(0, -1),
        );
      }
    });
  }

  void test('a tree scan stops at the first bracket beyond the depth limit', () => {
    const deep = '{"é𝄞": ' + '['.repeat(1200) + ']'.repeat(1200) + '}';
    const s = scanValidTree(deep, 0);
    assert.equal(s.tooDeep, true);
    assert.equal(s.rootEnd, -1);
  });
});

/** A random JSON text: every kind of value, string and number the scans treat apart, laid out in many ways. */
function randomDocument(rand: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const pieces = [
    'a',
    'key',
    'é',
    'ß',
    '中文',
    '€',
    '𝄞',
    '😀',
    '\\"',
    '\\\\',
    '\\n',
    '\\u00e9',
    ':',
    ',',
    '{',
    ']',
    ' ',
  ];
  const str = (): string => {
    let out = '"';
    for (let k = Math.floor(rand() * 5); k > 0; k--) out += pick(pieces);
    return out + '"';
  };
  const numbers = [
    '0',
    '-1',
    '3.25',
    '1e5',
    '1e23',
    '1E+23',
    '-2.5e-300',
    '12345678901234567',
    '0.1000000000000000055511151231257827',
    '9007199254740993',
    '-123456789012345.5',
    '1.5e+08',
  ];
  const eol = pick(['\n', '\r\n', '\r']);
  const indentUnit = pick(['', '  ', '    ', '\t']);
  const value = (depth: number): string => {
    const r = rand();
    if (depth > 5 || r < 0.35) return pick([str(), pick(numbers), 'true', 'false', 'null']);
    const inner = indentUnit === '' ? '' : eol + indentUnit.repeat(depth + 1);
    const close = indentUnit === '' ? '' : eol + indentUnit.repeat(depth);
    const count = Math.floor(rand() * 4);
    if (r < 0.65) {
      const items = Array.from({ length: count }, () => inner + value(depth + 1));
      return '[' + items.join(',') + (count > 0 ? close : '') + ']';
    }
    const members = Array.from(
      { length: count },
      () => inner + str() + pick([':', ': ', ' : ']) + value(depth + 1),
    );
    return '{' + members.join(',') + (count > 0 ? close : '') + '}';
  };
  return pick(['', '\ufeff']) + pick(['', ' ', eol]) + value(0) + pick(['', eol, ' ']);
}

void describe('scanStructure against the obvious reading, on seeded random documents', () => {
  void test('2,000 documents: members, nesting, separators, line starts, number candidates', () => {
    const rand = seeded(2611);
    for (let i = 0; i < 2000; i++) {
      const text = randomDocument(rand);
      JSON.parse(text.replace(/^\ufeff/, ''));
      const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
      const maxDepth = 1 + Math.floor(rand() * 6);
      const expected = reference(text, bodyStart, maxDepth);
      const actual = scanned(text, maxDepth);
      const label = `document ${i}: ${JSON.stringify(text)}`;
      assert.equal(actual.members, expected.members, label);
      assert.equal(actual.tooDeepAt, expected.tooDeepAt, label);
      assert.deepEqual(actual.lineStarts, expected.lineStarts, label);
      assert.deepEqual(actual.numberCandidates, expected.numberCandidates, label);
      if (!/^\ufeff?\s*"/.test(text) && !/^\ufeff?\s*[-0-9tfn]/.test(text)) {
        assert.equal(actual.rootEnd, expected.rootEnd, label);
        assert.deepEqual(actual.separators, expected.separators, label);
      }
      const tree = scanValidTree(text, 0);
      assert.equal(tree.colons, expected.members, label);
      if (!tree.tooDeep) {
        assert.deepEqual([0, ...tree.lineStarts.subarray(0, tree.lineCount)], expected.lineStarts, label);
      }
    }
  });
});
