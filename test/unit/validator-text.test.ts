// validateText: errors carry exact source ranges (one locate pass), syntax problems come along.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, detectDraft, parseAlongside, parseDocument, validateText } from '../../shared/src/index';
import type { JsonValue, ParseOptions, SourceRange } from '../../shared/src/types';
import { workerScanCount } from '../../shared/src/json/parallelScan';

/** The text a range covers. */
function covered(text: string, range: SourceRange | undefined): string | undefined {
  return range === undefined ? undefined : text.slice(range.offset, range.offset + range.length);
}

const schema: JsonValue = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' } },
      additionalProperties: false,
    },
  },
  required: ['name'],
};

void describe('validateText ranges', () => {
  void test('key, parentKey and value targets become the right spans', () => {
    const text = '{\n  "address": {"zip": 1, "city": 2}\n}';
    const result = validateText(schema, text);
    assert.equal(result.valid, false);
    assert.deepEqual(
      result.errors.map((e) => [e.keyword, covered(text, e.range)]),
      [
        ['required', '{'],
        ['additionalProperties', '"zip"'],
        ['type', '2'],
      ],
    );
    const missingCity = validateText(schema, '{"name": "a", "address": {}}').errors[0];
    assert.equal(missingCity?.keyword, 'required');
    assert.deepEqual(missingCity?.range?.start, { line: 0, character: 14 });
    assert.equal(missingCity?.range?.length, '"address"'.length);
  });

  void test('positions count lines with CRLF and UTF-16 units after astral characters', () => {
    const text = '{\r\n  "x": "\u{1F600}",\r\n  "name": 5\r\n}';
    const [error] = validateText(schema, text).errors;
    assert.equal(error?.keyword, 'type');
    assert.deepEqual(error?.range?.start, { line: 2, character: 10 });
    assert.equal(covered(text, error?.range), '5');
  });

  void test('comments are syntax errors unless allowed, and the value is still validated', () => {
    const text = '{\n  // who\n  "name": 1\n}';
    const strict = validateText(schema, text);
    assert.equal(strict.valid, false);
    assert.ok(strict.syntaxProblems.some((p) => p.severity === 'error'));
    assert.deepEqual(
      strict.errors.map((e) => covered(text, e.range)),
      ['1'],
    );
    const jsonc = validateText(schema, text, { allowComments: true });
    assert.deepEqual(jsonc.syntaxProblems, []);
    assert.deepEqual(
      jsonc.errors.map((e) => [e.keyword, covered(text, e.range)]),
      [['type', '1']],
    );
  });

  void test('a compliant document is valid with no errors and no problems', () => {
    assert.deepEqual(compile(schema).validateText('{"name": "x"}'), {
      valid: true,
      errors: [],
      syntaxProblems: [],
    });
  });

  void test('text with nothing parseable is not valid and has no schema errors', () => {
    const result = validateText(schema, '');
    assert.equal(result.valid, false);
    assert.deepEqual(result.errors, []);
    assert.ok(result.syntaxProblems.length > 0);
  });
});

void describe('validateDocument reuses a parse and answers as validateText does', () => {
  const schema: JsonValue = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  };
  const cases: [name: string, text: string, valid: boolean, options?: ParseOptions][] = [
    ['valid', '{"id": 1, "tags": ["a"]}', true],
    ['errors in nested values', '{\n  "id": "x",\n  "tags": [1, "b", true],\n  "extra": null\n}', false],
    ['duplicate keys (a warning; the last value counts)', '{"id": "x", "id": 2}', true],
    ['syntax errors with what did parse', '{"id": 1, "tags": [1,', false],
    [
      'JSONC with comments',
      '// c\n{"id": 1 /* x */, "tags": [2,],}',
      false,
      { allowComments: true, allowTrailingCommas: true },
    ],
    ['nothing parseable', '', false],
    ['a byte order mark before the value', '\ufeff{"id": 1}', true],
    [
      'nested deeper than the parser allows',
      `{"id": 1, "tags": ${'['.repeat(2000)}${']'.repeat(2000)}}`,
      false,
    ],
    ['a literal beyond a double', '{"id": 9007199254740993, "tags": []}', true],
  ];
  const compiled = compile(schema);
  for (const [name, text, valid, options] of cases) {
    void test(name, () => {
      const expected = compiled.validateText(text, options);
      assert.deepEqual(compiled.validateDocument(parseDocument(text, options)), expected);
      assert.equal(expected.valid, valid);
      // A parse begun by parseAlongside (undefined where JSON.parse rejects the text), its document
      // asked for first or not.
      const begun = parseAlongside(text, options);
      if (begun === undefined) return;
      assert.deepEqual(compiled.validateAlongside(begun), expected);
      const again = parseAlongside(text, options);
      assert.ok(again !== undefined);
      assert.equal(again.finish().problems.length, expected.syntaxProblems.length);
      assert.deepEqual(compiled.validateAlongside(again), expected);
    });
  }
});

void describe('detectDraft', () => {
  const table: [JsonValue, { draft: string; known: boolean }][] = [
    [{ $schema: 'http://json-schema.org/draft-04/schema#' }, { draft: '4', known: true }],
    [{ $schema: 'https://json-schema.org/draft-06/schema' }, { draft: '6', known: true }],
    [{ $schema: 'http://json-schema.org/draft-07/schema' }, { draft: '7', known: true }],
    [{ $schema: 'https://json-schema.org/draft/2019-09/schema#' }, { draft: '2019-09', known: true }],
    [{ $schema: 'https://json-schema.org/draft/2020-12/schema' }, { draft: '2020-12', known: true }],
    [{}, { draft: '2020-12', known: true }],
    [true, { draft: '2020-12', known: true }],
    [{ $schema: 'https://example.com/dialect' }, { draft: '2020-12', known: false }],
  ];
  for (const [schema, expected] of table) {
    void test(JSON.stringify(schema), () => assert.deepEqual(detectDraft(schema), expected));
  }
  void test('the fallback applies without $schema and for an unknown one', () => {
    assert.deepEqual(detectDraft({}, '7'), { draft: '7', known: true });
    assert.deepEqual(detectDraft({ $schema: 'x' }, '4'), { draft: '4', known: false });
  });
});

void describe("the text's UTF-8 bytes (ParseOptions.utf8) give what the text alone gives", () => {
  const schema: JsonValue = {
    type: 'object',
    properties: { id: { type: 'integer' }, items: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  };
  const compiled = compile(schema);
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
  const withBom = (text: string): Uint8Array => new Uint8Array([0xef, 0xbb, 0xbf, ...encode(text.slice(1))]);
  const cases: [name: string, text: string][] = [
    [
      'errors after two-, three- and four-byte characters',
      '{"é": 1,\n "中文": "𝄞😀", "id": "x", "items": [1]}',
    ],
    ['a byte order mark', '\ufeff{\r\n  "𝄞": true,\r\n  "id": 1.5\r\n}'],
    ['duplicate keys after non-ASCII text', '{"id": "ß", "id": 2, "€": 0}'],
    ['a literal beyond a double', '{"id": 9007199254740993, "items": ["☕"]}'],
    ['nested too deep', `{"é": ${'['.repeat(1100)}${']'.repeat(1100)}}`],
  ];
  for (const [name, text] of cases) {
    void test(name, () => {
      const expected = compiled.validateText(text);
      const bytes = text.charCodeAt(0) === 0xfeff ? withBom(text) : encode(text);
      assert.deepEqual(compiled.validateText(text, { utf8: bytes }), expected);
      assert.deepEqual(parseDocument(text, { utf8: bytes }).problems, parseDocument(text).problems);
      const begun = parseAlongside(text, { utf8: bytes });
      if (begun !== undefined) assert.deepEqual(compiled.validateAlongside(begun), expected);
    });
  }

  void test('the exact place of an error after astral characters, from the bytes', () => {
    const text = '{"𝄞😀": 0, "id": "x"}';
    const error = compiled
      .validateText(text, { utf8: encode(text) })
      .errors.find((e) => e.keyword === 'type');
    // "𝄞😀" is four UTF-16 units (eight bytes): "x" starts at UTF-16 offset 18.
    assert.deepEqual(error?.range?.start, { line: 0, character: 18 });
    assert.equal(error?.range?.offset, 18);
  });

  void test('bytes that cannot be the text are not read', () => {
    const text = '{"é": 1, "id": "x"}';
    const expected = compiled.validateText(text);
    // A byte order mark on one side only, and too few bytes.
    assert.deepEqual(compiled.validateText(text, { utf8: withBom('\ufeff' + text) }), expected);
    assert.deepEqual(
      compiled.validateText('\ufeff' + text, { utf8: encode(text) }),
      compiled.validateText('\ufeff' + text),
    );
    assert.deepEqual(compiled.validateText(text, { utf8: encode(text).subarray(0, 5) }), expected);
  });

  void test('large documents, the second scanned on a helper thread from the bytes', () => {
    for (let round = 0; round < 2; round++) {
      const items = Array.from({ length: 100_000 }, (_, i) => (i === 81_234 ? 7 : `é${i}𝄞`));
      const text = JSON.stringify({ id: round, items }, null, 1);
      assert.ok(text.length > 1 << 20);
      const scans = workerScanCount();
      const expected = compiled.validateText(text);
      assert.equal(expected.errors.length, 1);
      assert.deepEqual(compiled.validateText(text, { utf8: encode(text) }), expected);
      // The first large document of a process is scanned inline; from the second on, on the helper.
      if (round === 1) assert.equal(workerScanCount(), scans + 2);
    }
  });
});
