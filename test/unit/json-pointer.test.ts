import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendPointer, formatPointer, parsePointer } from '../../shared/src/json/index';

void describe('parsePointer', () => {
  const cases: [pointer: string, segments: string[]][] = [
    ['', []],
    ['/', ['']],
    ['/a', ['a']],
    ['/a/0/b', ['a', '0', 'b']],
    ['/a~1b', ['a/b']],
    ['/m~0n', ['m~n']],
    ['/~01', ['~1']],
    ['/~10', ['/0']],
    ['//', ['', '']],
    ['/ ', [' ']],
    ['/c%d', ['c%d']],
    ['/\u00e9\u{1F600}', ['\u00e9\u{1F600}']],
    ['a/b', ['a', 'b']],
  ];
  for (const [pointer, segments] of cases) {
    void test(JSON.stringify(pointer), () => assert.deepEqual(parsePointer(pointer), segments));
  }
});

void describe('formatPointer and appendPointer', () => {
  const cases: [segments: (string | number)[], pointer: string][] = [
    [[], ''],
    [[''], '/'],
    [['a', 0, 'b'], '/a/0/b'],
    [['a/b'], '/a~1b'],
    [['m~n'], '/m~0n'],
    [['~1'], '/~01'],
    [['/0'], '/~10'],
    [['', ''], '//'],
  ];
  for (const [segments, pointer] of cases) {
    void test(JSON.stringify(segments), () => {
      assert.equal(formatPointer(segments), pointer);
      assert.equal(
        segments.reduce<string>((p, s) => appendPointer(p, s), ''),
        pointer,
      );
      assert.deepEqual(
        parsePointer(pointer),
        segments.map((s) => String(s)),
      );
    });
  }
});
