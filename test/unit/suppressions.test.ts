import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applySuppressions, findSuppressionComments } from '../../shared/src/suppressions';

/** A problem at the first occurrence of `at` in the text. */
function at(text: string, needle: string, keyword: string): { offset: number; keyword: string } {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, needle);
  return { offset, keyword };
}

void describe('applySuppressions', () => {
  const cases: {
    name: string;
    text: string;
    problems: [needle: string, keyword: string][];
    allowed?: boolean;
    suppressed: boolean[];
    unused: string[];
  }[] = [
    {
      name: 'next-line suppresses the next line only',
      text: '{\n  // json-object-validator-disable-next-line\n  "a": 1,\n  "b": 2\n}',
      problems: [
        ['"a"', 'additionalProperties'],
        ['"b"', 'additionalProperties'],
      ],
      suppressed: [true, false],
      unused: [],
    },
    {
      name: 'next-line with CRLF line ends',
      text: '{\r\n  // json-object-validator-disable-next-line\r\n  "a": 1,\r\n  "b": 2\r\n}',
      problems: [
        ['"a"', 'type'],
        ['"b"', 'type'],
      ],
      suppressed: [true, false],
      unused: [],
    },
    {
      name: 'region up to enable',
      text: '{\n  /* json-object-validator-disable */\n  "a": 1,\n  "b": 2,\n  /* json-object-validator-enable */\n  "c": 3\n}',
      problems: [
        ['"a"', 'type'],
        ['"b"', 'enum'],
        ['"c"', 'type'],
      ],
      suppressed: [true, true, false],
      unused: [],
    },
    {
      name: 'region without enable runs to the end',
      text: '{\n  "a": 1,\n  /* json-object-validator-disable */\n  "b": 2\n}',
      problems: [
        ['"a"', 'type'],
        ['"b"', 'type'],
      ],
      suppressed: [false, true],
      unused: [],
    },
    {
      name: 'narrowed by keyword',
      text: '{\n  // json-object-validator-disable-next-line additionalProperties, required\n  "a": 1, "b": 2\n}',
      problems: [
        ['"a"', 'additionalProperties'],
        ['"b"', 'type'],
      ],
      suppressed: [true, false],
      unused: [],
    },
    {
      name: 'a reason after -- is not a keyword',
      text: '{\n  // json-object-validator-disable-next-line type -- legacy value\n  "a": 1\n}',
      problems: [['"a"', 'type']],
      suppressed: [true],
      unused: [],
    },
    {
      name: 'comment-like text inside strings is ignored',
      text: '{\n  "x": "// json-object-validator-disable-next-line",\n  "a": 1,\n  "y": "/* json-object-validator-disable */"\n  , "b": 2\n}',
      problems: [
        ['"a"', 'type'],
        ['"b"', 'type'],
      ],
      suppressed: [false, false],
      unused: [],
    },
    {
      name: 'a comment that suppresses nothing is unused',
      text: '{\n  // json-object-validator-disable-next-line required\n  "a": 1\n}',
      problems: [['"a"', 'type']],
      suppressed: [false],
      unused: ['// json-object-validator-disable-next-line required'],
    },
    {
      name: 'an unused region is reported, the enable never is',
      text: '{\n  /* json-object-validator-disable */\n  "a": 1\n  /* json-object-validator-enable */, "b": 2\n}',
      problems: [['"b"', 'type']],
      suppressed: [false],
      unused: ['/* json-object-validator-disable */'],
    },
    {
      name: 'a similar name is not a directive',
      text: '{\n  // json-object-validator-disabled\n  "a": 1\n}',
      problems: [['"a"', 'type']],
      suppressed: [false],
      unused: [],
    },
    {
      name: 'JSON where comments are not allowed: nothing is read',
      text: '{\n  // json-object-validator-disable-next-line\n  "a": 1\n}',
      problems: [['"a"', 'type']],
      allowed: false,
      suppressed: [false],
      unused: [],
    },
    {
      name: 'no marker, no comments',
      text: '{\n  // a comment\n  "a": 1\n}',
      problems: [['"a"', 'type']],
      suppressed: [false],
      unused: [],
    },
  ];
  for (const c of cases) {
    void test(c.name, () => {
      const problems = c.problems.map(([needle, keyword]) => at(c.text, needle, keyword));
      const outcome = applySuppressions(c.text, problems, c.allowed ?? true);
      assert.deepEqual(outcome.suppressed, c.suppressed);
      assert.deepEqual(
        outcome.unused.map((u) => c.text.slice(u.range.offset, u.range.offset + u.range.length)),
        c.unused,
      );
    });
  }

  void test('an unused comment has its exact range', () => {
    const text = '{\n  // json-object-validator-disable-next-line\n  "a": 1\n}';
    const outcome = applySuppressions(text, [], true);
    assert.deepEqual(outcome.unused[0].range, {
      offset: 4,
      length: 42,
      start: { line: 1, character: 2 },
      end: { line: 1, character: 44 },
    });
  });

  void test('the scan finds comments in a text of many lines', () => {
    const text = `{\n${'  "k": "a // b",\n'.repeat(100)}  /* json-object-validator-disable type */ "z": 1\n}`;
    const comments = findSuppressionComments(text);
    assert.equal(comments.length, 1);
    assert.equal(comments[0].kind, 'region');
    assert.deepEqual(comments[0].keywords, ['type']);
  });
});
