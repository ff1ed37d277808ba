import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_NESTING_DEPTH, parseDocument } from '../../shared/src/json/index';
import { memberLimits } from '../../shared/src/json/tree';
import type { JsonValue, ParseOptions } from '../../shared/src/types';

/** A problem as [code, message, offset, length]; severity is 'error' unless the code is duplicate-key. */
type P = [code: string, message: string, offset: number, length: number];

function problemsOf(text: string, options?: ParseOptions): P[] {
  return parseDocument(text, options).problems.map((p) => {
    const severity = { 'duplicate-key': 'warning', 'too-many-problems': 'information' }[p.code] ?? 'error';
    assert.equal(p.severity, severity, p.message);
    return [p.code, p.message, p.range.offset, p.range.length];
  });
}

const JSONC: ParseOptions = { allowComments: true, allowTrailingCommas: true };

void describe('valid JSON parses like JSON.parse, without problems', () => {
  const texts = [
    '{}',
    '[]',
    ' { } ',
    '0',
    '-0',
    '12.5e-3',
    '-1E+400',
    '"s"',
    'true',
    'false',
    'null',
    '{"a":1,"b":[true,false,null],"c":{"d":"e"}}',
    '[1, -2, 3.25, 4e2, 5E-2, -0.0]',
    '["\\"\\\\\\/\\b\\f\\n\\r\\t", "\\u00e9\\uD83D\\uDE00", "\u00e9\u{1F600}"]',
    '{"":0," ":1,"a/b":2,"m~n":3,"\\u0041":4}',
    '{\r\n  "crlf": [\r\n    1\r\n  ]\r\n}\r\n',
    '{\r  "cr": true\r}',
    '\t[\n\t\t{"x": [[[]]]}\n\t]\n',
    '["}", "]", "{", "[", ":", ",", "\\"}"]',
    '{"a\\"}":{"b\\\\":"c\\\\\\""}}',
  ];
  for (const text of texts) {
    void test(JSON.stringify(text), () => {
      for (const options of [undefined, JSONC]) {
        const doc = parseDocument(text, options);
        assert.deepEqual(doc.problems, []);
        assert.equal(doc.hasSyntaxErrors, false);
        assert.deepStrictEqual(doc.value, JSON.parse(text));
      }
    });
  }

  void test('a leading BOM is tolerated and keeps offsets in the original text', () => {
    const doc = parseDocument('\ufeff{"a": [1]}');
    assert.deepEqual(doc.problems, []);
    assert.deepStrictEqual(doc.value, { a: [1] });
    assert.equal(doc.locate([{ path: '/a/0', part: 'value' }])[0]?.offset, 8);
  });
});

void describe('syntax errors: exact problem, range and recovered value', () => {
  const cases: [
    name: string,
    text: string,
    problems: P[],
    value: JsonValue | undefined,
    options?: ParseOptions,
  ][] = [
    [
      'missing comma between members',
      '{"a": 1 "b": 2}',
      [['comma-expected', 'Expected comma', 8, 3]],
      { a: 1, b: 2 },
    ],
    ['missing comma between elements', '[1 2]', [['comma-expected', 'Expected comma', 3, 1]], [1, 2]],
    ['missing colon', '{"a" 1}', [['colon-expected', 'Colon expected', 5, 1]], { a: 1 }],
    ['missing colon and value', '{"a", "b": 2}', [['colon-expected', 'Colon expected', 4, 1]], { b: 2 }],
    [
      'unquoted key',
      '{a: 1, "b": 2}',
      [['property-keys-must-be-doublequoted', 'Property keys must be doublequoted', 1, 1]],
      { b: 2 },
    ],
    [
      'number as key',
      '{1: "a"}',
      [['property-keys-must-be-doublequoted', 'Property keys must be doublequoted', 1, 1]],
      {},
    ],
    [
      'single-quoted key',
      "{'a': 1}",
      [['property-keys-must-be-doublequoted', 'Property keys must be doublequoted', 1, 3]],
      {},
    ],
    ['single-quoted value', "['a']", [['value-expected', 'Value expected', 1, 3]], []],
    ['unquoted value', '{"a": abc, "b": 1}', [['value-expected', 'Value expected', 6, 3]], { b: 1 }],
    ['missing value', '{"a": }', [['value-expected', 'Value expected', 6, 1]], {}],
    [
      'double comma in object',
      '{"a": 1,, "b": 2}',
      [['property-expected', 'Property expected', 8, 1]],
      { a: 1, b: 2 },
    ],
    ['leading comma in array', '[,1]', [['value-expected', 'Value expected', 1, 1]], [1]],
    ['trailing comma in object', '{"a": 1,}', [['trailing-comma', 'Trailing comma', 7, 1]], { a: 1 }],
    ['trailing comma in array', '[1, 2,]', [['trailing-comma', 'Trailing comma', 5, 1]], [1, 2]],
    ['trailing comma in object, allowed', '{"a": 1,}', [], { a: 1 }, { allowTrailingCommas: true }],
    ['trailing comma in array, allowed', '[1, 2,\n]', [], [1, 2], { allowTrailingCommas: true }],
    [
      'trailing comma allowed but comments not',
      '[1, /* c */ 2,]',
      [['comment-not-permitted', 'Comments are not permitted in JSON.', 4, 7]],
      [1, 2],
      { allowTrailingCommas: true },
    ],
    [
      'line comment',
      '// c\n{"a": 1}',
      [['comment-not-permitted', 'Comments are not permitted in JSON.', 0, 4]],
      { a: 1 },
    ],
    [
      'block comment',
      '{"a": /* x */ 1}',
      [['comment-not-permitted', 'Comments are not permitted in JSON.', 6, 7]],
      { a: 1 },
    ],
    ['comments, allowed', '// c\n{"a": /* x */ 1 // d\n}', [], { a: 1 }, { allowComments: true }],
    [
      'comments allowed but trailing commas not',
      '{"a": 1, // c\n}',
      [['trailing-comma', 'Trailing comma', 7, 1]],
      { a: 1 },
      { allowComments: true },
    ],
    [
      'unterminated block comment',
      '[1] /* c',
      [['unexpected-end-of-comment', 'Unexpected end of comment.', 4, 4]],
      [1],
      { allowComments: true },
    ],
    [
      'unterminated string',
      '{"a": "abc',
      [
        ['unexpected-end-of-string', 'Unexpected end of string.', 6, 4],
        ['comma-or-close-brace-expected', 'Expected comma or closing brace', 9, 1],
      ],
      { a: 'abc' },
    ],
    [
      'unterminated object',
      '{"a": 1\n',
      [['comma-or-close-brace-expected', 'Expected comma or closing brace', 6, 1]],
      { a: 1 },
    ],
    [
      'unterminated array',
      '[1, 2',
      [['comma-or-close-bracket-expected', 'Expected comma or closing bracket', 4, 1]],
      [1, 2],
    ],
    [
      'array closed by a brace',
      '{"a": [1}',
      [['comma-or-close-bracket-expected', 'Expected comma or closing bracket', 8, 1]],
      { a: [1] },
    ],
    [
      'garbage after the value',
      '{"a": 1} x',
      [['end-of-file-expected', 'End of file expected.', 9, 1]],
      { a: 1 },
    ],
    ['second value', '[1] [2]', [['end-of-file-expected', 'End of file expected.', 4, 1]], [1]],
    ['empty text', '', [['value-expected', 'Expected a JSON object, array or literal.', 0, 0]], undefined],
    [
      'blank text',
      ' \n ',
      [['value-expected', 'Expected a JSON object, array or literal.', 0, 1]],
      undefined,
    ],
    [
      'lone BOM',
      '\ufeff',
      [['value-expected', 'Expected a JSON object, array or literal.', 1, 0]],
      undefined,
    ],
    ['only a comma', ',', [['value-expected', 'Expected a JSON object, array or literal.', 0, 1]], undefined],
    [
      'invalid escape',
      '["\\x"]',
      [['invalid-escape-character', 'Invalid escape character in string.', 1, 4]],
      ['x'],
    ],
    [
      'invalid unicode escape',
      '["\\u12"]',
      [['invalid-unicode', 'Invalid unicode sequence in string.', 1, 6]],
      ['12'],
    ],
    [
      'control character in a string',
      '["a\tb"]',
      [['invalid-character', 'Invalid characters in string. Control characters must be escaped.', 1, 5]],
      ['a\tb'],
    ],
    [
      'line break in a string',
      '["ab\n"]',
      [
        ['unexpected-end-of-string', 'Unexpected end of string.', 1, 3],
        // The quote on the next line opens a new string that runs to the end of the text.
        ['unexpected-end-of-string', 'Unexpected end of string.', 5, 2],
        ['comma-or-close-bracket-expected', 'Expected comma or closing bracket', 6, 1],
      ],
      ['ab', ']'],
    ],
    ['leading zero', '[01]', [['leading-zero', 'Numbers must not have leading zeros.', 1, 2]], [1]],
    [
      'negative leading zero',
      '{"a": -012.5}',
      [['leading-zero', 'Numbers must not have leading zeros.', 6, 6]],
      { a: -12.5 },
    ],
    [
      'fraction without digits',
      '[1.]',
      [['unexpected-end-of-number', 'Unexpected end of number.', 1, 2]],
      [1],
    ],
    [
      'exponent without digits',
      '[1e+]',
      [['unexpected-end-of-number', 'Unexpected end of number.', 1, 3]],
      [1],
    ],
    ['NaN', '[NaN]', [['value-expected', 'Value expected', 1, 3]], []],
    ['Infinity', '{"a": Infinity}', [['value-expected', 'Value expected', 6, 8]], {}],
    ['-Infinity', '[-Infinity, 1]', [['value-expected', 'Value expected', 1, 1]], [1]],
    ['hexadecimal', '[0x1F]', [['comma-expected', 'Expected comma', 2, 3]], [0]],
    ['plus sign', '[+1]', [['value-expected', 'Value expected', 1, 2]], []],
  ];
  for (const [name, text, problems, value, options] of cases) {
    void test(name, () => {
      const doc = parseDocument(text, options);
      assert.deepEqual(problemsOf(text, options), problems);
      assert.equal(doc.hasSyntaxErrors, problems.length > 0);
      assert.deepStrictEqual(doc.value, value);
    });
  }

  void test('problems carry line/character positions (CRLF, astral characters)', () => {
    const text = '{\r\n  "\u{1F600}": 1 "b": 2\r\n}';
    const [problem] = parseDocument(text).problems;
    assert.equal(problem.message, 'Expected comma');
    assert.deepEqual(problem.range, {
      offset: 13,
      length: 3,
      start: { line: 1, character: 10 },
      end: { line: 1, character: 13 },
    });
  });

  void test('recovers the rest of the document after an error', () => {
    const doc = parseDocument('{"a": [1, 2 3], "b": {"c": tru}, "d": "ok"}');
    assert.deepStrictEqual(doc.value, { a: [1, 2, 3], b: {}, d: 'ok' });
    assert.deepEqual(
      doc.problems.map((p) => p.message),
      ['Expected comma', 'Value expected'],
    );
  });
});

void describe('duplicate keys', () => {
  const dup = (key: string, offset: number): P => [
    'duplicate-key',
    `Duplicate object key ${JSON.stringify(key)}.`,
    offset,
    key.length + 2,
  ];
  const cases: [text: string, problems: P[], value: JsonValue, options?: ParseOptions][] = [
    ['{"a": 1, "a": 2}', [dup('a', 9)], { a: 2 }],
    ['{"a": 1, "b": 0, "a": 2, "a": 3}', [dup('a', 17), dup('a', 25)], { a: 3, b: 0 }],
    ['[{"x": 1}, {"x": 1, "y": {"x": 0, "x": [1]}}]', [dup('x', 34)], [{ x: 1 }, { x: 1, y: { x: [1] } }]],
    ['{"\\u0061": 1, "a": 2}', [dup('a', 14)], { a: 2 }],
    ['{"a": 1, "a": 2,}', [dup('a', 9), ['trailing-comma', 'Trailing comma', 15, 1]], { a: 2 }],
    ['// c\n{"a": 1, "a": 2}', [dup('a', 14)], { a: 2 }, { allowComments: true }],
  ];
  for (const [text, problems, value, options] of cases) {
    void test(text, () => {
      const doc = parseDocument(text, options);
      assert.deepEqual(problemsOf(text, options), problems);
      assert.equal(
        doc.hasSyntaxErrors,
        problems.some((p) => p[0] !== 'duplicate-key'),
      );
      assert.deepStrictEqual(doc.value, value);
      // The value must be exactly what JSON.parse keeps (key order included) when the text is JSON.
      if (!options && !doc.hasSyntaxErrors) {
        assert.deepStrictEqual(Object.keys(doc.value as object), Object.keys(JSON.parse(text) as object));
      }
    });
  }
});

void describe('prototype-like property names stay plain own properties', () => {
  const texts: [string, ParseOptions | undefined][] = [
    [
      '{"__proto__": {"polluted": 1}, "constructor": {"prototype": 2}, "toString": "x", "hasOwnProperty": 3}',
      undefined,
    ],
    [
      '// slow path\n{"__proto__": {"polluted": 1}, "constructor": {"prototype": 2}, "toString": "x", "hasOwnProperty": 3}',
      JSONC,
    ],
    [
      '{"__proto__": 0, "__proto__": {"polluted": 1}, "constructor": {"prototype": 2}, "toString": "x", "hasOwnProperty": 3}',
      undefined,
    ],
  ];
  for (const [text, options] of texts) {
    void test(text, () => {
      const doc = parseDocument(text, options);
      const value = doc.value as Record<string, unknown>;
      assert.equal(Object.getPrototypeOf(value), Object.prototype);
      assert.deepEqual(Object.keys(value), ['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
      assert.ok(Object.hasOwn(value, '__proto__'));
      assert.deepStrictEqual(Object.getOwnPropertyDescriptor(value, '__proto__'), {
        value: { polluted: 1 },
        writable: true,
        enumerable: true,
        configurable: true,
      });
      assert.equal((value as { polluted?: unknown }).polluted, undefined);
      assert.equal(({} as { polluted?: unknown }).polluted, undefined);
      assert.deepStrictEqual(
        value,
        JSON.parse(text.replace('// slow path\n', '').replace('"__proto__": 0, ', '')),
      );
      assert.equal(doc.locate([{ path: '/__proto__/polluted', part: 'value' }])[0]?.length, 1);
      assert.equal(doc.locate([{ path: '/toString', part: 'key' }])[0]?.length, 10);
    });
  }
  void test('absent names are not found through the prototype', () => {
    const doc = parseDocument('{"a": {}}');
    assert.deepEqual(
      doc.locate([
        { path: '/toString', part: 'value' },
        { path: '/a/constructor', part: 'value' },
        { path: '/__proto__', part: 'value' },
      ]),
      [undefined, undefined, undefined],
    );
  });
});

void describe('very deep nesting is a problem, never a stack overflow', () => {
  const N = 100_000;
  const tooDeep = (offset: number): P => [
    'too-deep',
    `Nesting deeper than ${MAX_NESTING_DEPTH} levels is not supported.`,
    offset,
    1,
  ];
  const cases: [name: string, text: string, problems: P[], options?: ParseOptions][] = [
    ['100,000 closed arrays', '['.repeat(N) + ']'.repeat(N), [tooDeep(MAX_NESTING_DEPTH)]],
    ['100,000 closed objects', '{"a":'.repeat(N) + '1' + '}'.repeat(N), [tooDeep(5 * MAX_NESTING_DEPTH)]],
    ['100,000 unclosed arrays', '['.repeat(N), [tooDeep(MAX_NESTING_DEPTH)]],
    ['100,000 unclosed objects', '{"a":'.repeat(N), [tooDeep(5 * MAX_NESTING_DEPTH)]],
    [
      '100,000 arrays in JSONC',
      '// deep\n' + '['.repeat(N) + ']'.repeat(N),
      [tooDeep(8 + MAX_NESTING_DEPTH)],
      JSONC,
    ],
    [
      '100,000 mixed, closed',
      '[{"a":'.repeat(N / 2) + '1' + '}]'.repeat(N / 2),
      [tooDeep(6 * (MAX_NESTING_DEPTH / 2))],
    ],
  ];
  for (const [name, text, problems, options] of cases) {
    void test(name, () => {
      const doc = parseDocument(text, options);
      assert.deepEqual(problemsOf(text, options), problems);
      assert.equal(doc.hasSyntaxErrors, true);
      assert.equal(doc.value, undefined);
      const deepPath = '/0'.repeat(N - 1);
      assert.doesNotThrow(() =>
        doc.locate([
          { path: '', part: 'value' },
          { path: deepPath, part: 'value' },
        ]),
      );
    });
  }
  void test(`exactly ${MAX_NESTING_DEPTH} levels are accepted and located`, () => {
    const text = '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH);
    for (const options of [undefined, JSONC]) {
      const doc = parseDocument(text, options);
      assert.deepEqual(doc.problems, []);
      const path = '/0'.repeat(MAX_NESTING_DEPTH - 1);
      assert.deepEqual(
        doc.locate([{ path, part: 'value' }]).map((r) => r && [r.offset, r.length]),
        [[MAX_NESTING_DEPTH - 1, 2]],
      );
    }
  });
});

void describe('a flood of problems is cut off', () => {
  void test('garbage elements: the first 1000 problems and one note', () => {
    const text = '[' + 'a,'.repeat(5000) + ']';
    const doc = parseDocument(text);
    assert.equal(doc.problems.length, 1001);
    assert.deepEqual(problemsOf(text).slice(0, 2), [
      ['value-expected', 'Value expected', 1, 1],
      ['value-expected', 'Value expected', 3, 1],
    ]);
    const last = doc.problems[1000];
    assert.deepEqual(
      [last.code, last.message, last.severity, last.range.offset],
      ['too-many-problems', 'Only the first 1000 problems are reported.', 'information', 2001],
    );
    assert.equal(doc.hasSyntaxErrors, true);
    assert.deepEqual(doc.value, []);
  });
  void test('a syntax error after 1000 duplicate-key warnings still counts', () => {
    const text = '{' + '"a": 1, '.repeat(1001) + '"b": 1 "c": 2}';
    const doc = parseDocument(text);
    assert.equal(doc.problems.length, 1001);
    assert.ok(doc.problems.slice(0, 1000).every((p) => p.code === 'duplicate-key'));
    assert.equal(doc.problems[1000].code, 'too-many-problems');
    assert.equal(doc.hasSyntaxErrors, true);
    assert.deepStrictEqual(doc.value, { a: 1, b: 1, c: 2 });
  });
});

void describe('containers bigger than the engine can hold', () => {
  void test('stop taking members at the limit and say so once, on the first one left out', () => {
    const saved = { ...memberLimits };
    memberLimits.array = 3;
    memberLimits.object = 2;
    try {
      // A trailing comma (allowed) sends it through the recovering parser, as JSON.parse rejects it.
      const text = '[1, 2, 3, 4, 5, {"a": 1, "b": 2, "c": 3},]';
      const doc = parseDocument(text, { allowTrailingCommas: true, allowComments: true });
      assert.deepEqual(doc.value, [1, 2, 3]);
      assert.deepEqual(
        doc.problems.map((p) => [p.code, p.message, p.range.offset, p.range.length]),
        [
          [
            'too-many-members',
            'Containers of more than 3 items are not supported: the rest of this one is not checked.',
            text.indexOf('4'),
            1,
          ],
          [
            'too-many-members',
            'Containers of more than 2 properties are not supported: the rest of this one is not checked.',
            text.indexOf('3}'),
            1,
          ],
        ],
      );
      assert.equal(doc.hasSyntaxErrors, true);
    } finally {
      Object.assign(memberLimits, saved);
    }
  });
});

void describe('problems inside a value that does not become a member', () => {
  void test('are kept (a malformed key, a value after the container is full)', () => {
    const text = '{a: [1 2], "b": {c: {"d" 1}}}';
    assert.deepEqual(problemsOf(text), [
      ['property-keys-must-be-doublequoted', 'Property keys must be doublequoted', 1, 1],
      ['comma-expected', 'Expected comma', 7, 1],
      ['property-keys-must-be-doublequoted', 'Property keys must be doublequoted', 17, 1],
      ['colon-expected', 'Colon expected', 25, 1],
    ]);
    assert.deepEqual(parseDocument(text).value, { b: {} });
  });
});
