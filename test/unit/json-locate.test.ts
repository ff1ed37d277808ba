import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { formatPointer, parseDocument } from '../../shared/src/json/index';
import type { ErrorTarget, JsonValue, ParseOptions, Position, SourceRange } from '../../shared/src/types';

const lineStartsCache = new Map<string, number[]>();

/** Line/character of an offset, counted the plain way (CR, LF and CRLF end lines; UTF-16 units). */
function positionOf(text: string, offset: number): Position {
  let starts = lineStartsCache.get(text);
  if (!starts) {
    starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '\r' && text[i + 1] === '\n') continue;
      if (c === '\n' || c === '\r') starts.push(i + 1);
    }
    lineStartsCache.set(text, starts);
  }
  let line = 0;
  let hi = starts.length - 1;
  while (line < hi) {
    const mid = Math.ceil((line + hi) / 2);
    if (starts[mid] <= offset) line = mid;
    else hi = mid - 1;
  }
  return { line, character: offset - starts[line] };
}

function rangeOf(text: string, offset: number, length: number): SourceRange {
  return { offset, length, start: positionOf(text, offset), end: positionOf(text, offset + length) };
}

/** The range of the nth occurrence of needle (a unique marker makes the expectation obvious). */
function find(text: string, needle: string, nth = 0, length = needle.length): SourceRange {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    assert.ok(at >= 0, `${needle} #${nth} not in text`);
  }
  return rangeOf(text, at, length);
}

type Expect = [
  path: string,
  part: ErrorTarget['part'],
  needle: string | undefined,
  nth?: number,
  length?: number,
];

const DOC = [
  '{',
  '  "name": "x",',
  '  "items": [',
  '    {"id": 1, "tags": ["a", "b"]},',
  '    {"id": 2, "nested": {"deep": true, "list": [[10, 11], {}]}}',
  '  ],',
  '  "empty": {},',
  '  "a/b": {"m~n": 0, "": [null]}',
  '}',
].join('\n');

const EXPECT: Expect[] = [
  ['', 'value', DOC],
  ['', 'parentKey', '{', 0, 1],
  ['', 'key', DOC],
  ['/name', 'key', '"name"'],
  ['/name', 'value', '"x"'],
  ['/name', 'parentKey', '"name"'],
  [
    '/items',
    'value',
    '[\n    {"id": 1, "tags": ["a", "b"]},\n    {"id": 2, "nested": {"deep": true, "list": [[10, 11], {}]}}\n  ]',
  ],
  ['/items/0', 'value', '{"id": 1, "tags": ["a", "b"]}'],
  ['/items/0', 'parentKey', '{"id": 1', 0, 1],
  ['/items/0', 'key', '{"id": 1, "tags": ["a", "b"]}'],
  ['/items/0/id', 'key', '"id"', 0],
  ['/items/0/id', 'value', '1'],
  ['/items/0/tags/1', 'value', '"b"'],
  ['/items/0/tags/1', 'parentKey', '"b"', 0, 1],
  ['/items/1/id', 'value', '2', 0],
  ['/items/1/nested', 'parentKey', '"nested"'],
  ['/items/1/nested', 'value', '{"deep": true, "list": [[10, 11], {}]}'],
  ['/items/1/nested/deep', 'key', '"deep"'],
  ['/items/1/nested/list/0/1', 'value', '11'],
  ['/items/1/nested/list/1', 'parentKey', '{}]', 0, 1],
  ['/empty', 'value', '{}', 1],
  ['/empty', 'parentKey', '"empty"'],
  ['/a~1b/m~0n', 'key', '"m~n"'],
  ['/a~1b/', 'key', '""'],
  ['/a~1b//0', 'value', 'null'],
  ['/missing', 'value', undefined],
  ['/items/2', 'value', undefined],
  ['/items/01', 'value', undefined],
  ['/items/-1', 'value', undefined],
  ['/items/1e0', 'value', undefined],
  ['/name/x', 'value', undefined],
  ['/items/0/tags/1/x', 'key', undefined],
  ['/empty/x', 'parentKey', undefined],
];

/** Locates every expectation's target in one call and in one call each; eol is the text's line end. */
function check(text: string, expect: readonly Expect[], options?: ParseOptions, eol = '\n'): void {
  const doc = parseDocument(text, options);
  const targets = expect.map(([path, part]) => ({ path, part }));
  const actual = doc.locate(targets);
  expect.forEach(([path, part, needle, nth, length], i) => {
    const want = needle === undefined ? undefined : find(text, needle.replace(/\n/g, eol), nth, length);
    assert.deepEqual(actual[i], want, `${part} of ${JSON.stringify(path)}`);
  });
  // One call for everything and one call per target agree.
  targets.forEach((t, i) => assert.deepEqual(doc.locate([t])[0], actual[i]));
}

void describe('locate: key, value and parentKey ranges', () => {
  void test('LF line ends', () => check(DOC, EXPECT));
  void test('CRLF line ends', () => check(DOC.replace(/\n/g, '\r\n'), EXPECT, undefined, '\r\n'));
  void test('CR line ends', () => check(DOC.replace(/\n/g, '\r'), EXPECT, undefined, '\r'));
  void test('astral characters and a BOM before the targets', () => {
    const text = '\ufeff{"\u{1F600}\u{1F600}": "\u{1F600}",\r\n "k\u{1F600}": {"v": [1, "\u00e9", 2]}}';
    check(text, [
      ['/k\u{1F600}', 'key', '"k\u{1F600}"'],
      ['/k\u{1F600}/v/2', 'value', '2'],
      ['/\u{1F600}\u{1F600}', 'value', '"\u{1F600}"'],
      ['/k\u{1F600}/v', 'parentKey', '"v"'],
    ]);
    const [range] = parseDocument(text).locate([{ path: '/k\u{1F600}/v/2', part: 'value' }]);
    // Line 1 is ` "k😀": {"v": [1, "é", 2]}}`: the emoji counts as two UTF-16 units, é as one.
    assert.deepEqual(range?.start, { line: 1, character: 23 });
  });
  void test('escaped keys are matched by their decoded name', () => {
    check('{"a\\u0062": 1, "q\\"": {"\\\\": 2}}', [
      ['/ab', 'key', '"a\\u0062"'],
      ['/q"/\\', 'value', '2', 1], // the first 2 is in \u0062
    ]);
  });
  void test('JSONC with comments and trailing commas', () => {
    const text = [
      '// settings',
      '{',
      '  /* the name */ "name": "x", // trailing',
      '  "items": [',
      '    {"id": 1, "tags": ["a", "b",],},',
      '    {"id": 2, "nested": {"deep": true, "list": [[10, 11], {}]}},',
      '  ],',
      '  "empty": {},',
      '  "a/b": {"m~n": 0, "": [null]},',
      '}',
    ].join('\r\n');
    const expect = EXPECT.filter(([path]) => path !== '' && path !== '/items' && path !== '/items/0');
    check(text, expect, { allowComments: true, allowTrailingCommas: true }, '\r\n');
    check(
      text,
      [
        ['', 'value', text.slice(text.indexOf('{'))],
        ['/items/0', 'value', '{"id": 1, "tags": ["a", "b",],}'],
      ],
      { allowComments: true, allowTrailingCommas: true },
    );
  });
  void test('root primitives and empty containers', () => {
    check('  "s"  ', [
      ['', 'value', '"s"'],
      ['', 'parentKey', '"', 0, 1],
      ['/0', 'value', undefined],
    ]);
    check('[]', [
      ['', 'parentKey', '[', 0, 1],
      ['/0', 'value', undefined],
    ]);
    check('{}', [['/a', 'value', undefined]]);
  });
  void test('no value, no range', () => {
    assert.deepEqual(parseDocument('').locate([{ path: '', part: 'value' }]), [undefined]);
  });
});

void describe('locate with duplicate keys resolves to the last occurrence', () => {
  const text = '{"a": 1, "b": {"c": 0}, "a": {"x": [true]}, "b": {"c": 2}}';
  for (const options of [undefined, { allowComments: true }]) {
    void test(JSON.stringify(options), () => {
      check(text, [
        ['/a', 'key', '"a"', 1],
        ['/a/x/0', 'value', 'true'],
        ['/b/c', 'value', '2'],
        ['/b', 'parentKey', '"b"', 1],
      ]);
    });
  }
});

void describe('locate in documents with syntax errors', () => {
  void test('values after a missing comma and in an unterminated object are found', () => {
    const text = '{"a": 1 "b": {"c": [2, 3 4], "d": tru}, "e": "f"';
    check(text, [
      ['/a', 'value', '1'],
      ['/b/c/2', 'value', '4'],
      ['/b', 'parentKey', '"b"'],
      ['/b/d', 'value', undefined],
      ['/e', 'value', '"f"'],
      ['', 'value', text],
    ]);
  });
  void test('an unterminated array ends after its last token', () => {
    check('{"a": [1, 2\n', [['/a', 'value', '[1, 2']]);
  });
});

/** Every path of a value, in document order, with numbers for array indices. */
function allPaths(value: JsonValue): (string | number)[][] {
  const out: (string | number)[][] = [];
  const stack: [JsonValue, (string | number)[]][] = [[value, []]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, path] = item;
    out.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, [...path, i]]));
    else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) stack.push([v[k], [...path, k]]);
    }
  }
  return out;
}

/** Generated records: big enough that the root and `records` exceed the on-demand indexing threshold. */
function generated(indent: number | undefined, eol: string): string {
  const records = Array.from({ length: 400 }, (_, i) => ({
    id: i,
    'name/\u{1F600}': `N\u00e9 ${i} "q" \\ }]`,
    tags: i % 7 === 0 ? [] : ['x', i % 3 === 0 ? { deep: [i] } : 'y'],
    nested: { ok: i % 2 === 0, score: i / 3, empty: {} },
  }));
  return JSON.stringify({ meta: { count: records.length }, records }, null, indent).replace(/\n/g, eol);
}

void describe('locate agrees with jsonc-parser, the reference, on every path', () => {
  const texts: [string, string][] = [
    ['small', DOC],
    ['generated, compact', generated(undefined, '\n')],
    ['generated, indented, CRLF', generated(2, '\r\n')],
    ['generated, tabs', generated(4, '\n').replace(/ {4}/g, '\t')],
  ];
  for (const [name, text] of texts) {
    for (const options of [undefined, { allowComments: true }]) {
      const body = options ? `/* slow path */ ${text}` : text;
      void test(`${name}${options ? ', recovering parser' : ''}`, () => {
        const doc = parseDocument(body, options);
        assert.deepEqual(doc.problems, []);
        const tree = parseTree(body) as Node;
        const paths = allPaths(doc.value as JsonValue);
        const targets: ErrorTarget[] = [];
        for (const p of paths) {
          targets.push({ path: formatPointer(p), part: 'value' }, { path: formatPointer(p), part: 'key' });
        }
        const ranges = doc.locate(targets);
        paths.forEach((p, i) => {
          const node = findNodeAtLocation(tree, p) as Node;
          const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
          const key = keyNode ?? node;
          assert.deepEqual(
            ranges[2 * i],
            rangeOf(body, node.offset, node.length),
            `value of ${formatPointer(p)}`,
          );
          assert.deepEqual(
            ranges[2 * i + 1],
            rangeOf(body, key.offset, key.length),
            `key of ${formatPointer(p)}`,
          );
        });
      });
    }
  }
});

void describe('memberSpans', () => {
  const text = '[{"a": 1},\n 22, "s" ]';
  void test('root array', () => {
    assert.deepEqual(parseDocument(text).memberSpans(''), [
      { key: 0, offset: 1, length: 8 },
      { key: 1, offset: 12, length: 2 },
      { key: 2, offset: 16, length: 3 },
    ]);
  });
  void test('nested object, in both parsers', () => {
    for (const options of [undefined, { allowComments: true }]) {
      assert.deepEqual(parseDocument(text, options).memberSpans('/0'), [
        { key: 'a', offset: 7, length: 1, keyOffset: 2, keyLength: 3 },
      ]);
    }
  });
  void test('no container, no spans', () => {
    assert.equal(parseDocument(text).memberSpans('/1'), undefined);
    assert.equal(parseDocument(text).memberSpans('/9'), undefined);
  });
});

void describe('positions', () => {
  const text = 'a\r\nb\rc\nd\u{1F600}e';
  const doc = parseDocument(text);
  const cases: [offset: number, line: number, character: number][] = [
    [0, 0, 0],
    [1, 0, 1],
    [2, 0, 2], // between CR and LF: still on line 0
    [3, 1, 0],
    [5, 2, 0],
    [7, 3, 0],
    [8, 3, 1],
    [10, 3, 3],
    [11, 3, 4],
  ];
  for (const [offset, line, character] of cases) {
    void test(`offset ${offset}`, () => {
      assert.deepEqual(doc.positionAt(offset), { line, character });
      if (offset !== 2) assert.equal(doc.offsetAt({ line, character }), offset);
    });
  }
  void test('out-of-range positions and offsets are clamped', () => {
    assert.deepEqual(doc.positionAt(-5), { line: 0, character: 0 });
    assert.deepEqual(doc.positionAt(99), { line: 3, character: 4 });
    assert.equal(doc.offsetAt({ line: 0, character: 99 }), 1); // end of line 0, before its CRLF
    assert.equal(doc.offsetAt({ line: 9, character: 0 }), text.length);
    assert.equal(doc.offsetAt({ line: -1, character: 3 }), 0);
  });
  void test('rangeAt', () => {
    assert.deepEqual(doc.rangeAt(3, 4), {
      offset: 3,
      length: 4,
      start: { line: 1, character: 0 },
      end: { line: 3, character: 0 },
    });
  });
  void test('the fast path and the recovering parser count lines alike', () => {
    const json = '[\r\n1,\r2,\n3]';
    const fast = parseDocument(json);
    const slow = parseDocument(json, { allowComments: true, allowTrailingCommas: true });
    for (let o = 0; o <= json.length; o++) assert.deepEqual(fast.positionAt(o), slow.positionAt(o));
  });
  void test('a non-string input is an empty document', () => {
    const d = parseDocument(undefined as unknown as string);
    assert.equal(d.value, undefined);
    assert.equal(d.problems[0]?.message, 'Expected a JSON object, array or literal.');
  });
});
