import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { JsonValue } from '../../../shared/src/types';
import { echoedNames, echoedValues } from '../../../server/src/editing/builtInEcho';

const DOC: JsonValue = {
  shapes: [{ kind: 'circle', radius: 1 }, { kind: 'rectangle', width: 2, filled: true }, { kind: 'circle' }],
  main: { kind: 'circle', center: { x: 1 } },
  other: { main: { label: 'x' } },
  tags: ['a', 'b'],
  list: { tags: ['c', { deep: 1 }] },
  matrix: [['x'], ['y']],
};

const sorted = (set: Set<string>): string[] => [...set].sort();

void describe('what VS Code’s JSON support offers from the document alone', () => {
  void test('names: the other objects of the same array', () => {
    assert.deepEqual(sorted(echoedNames(DOC, ['shapes', 2])), ['filled', 'kind', 'radius', 'width']);
    assert.deepEqual(sorted(echoedNames(DOC, ['shapes', 0])), ['filled', 'kind', 'width']);
  });
  void test('names: the values of the other properties with the same name', () => {
    assert.deepEqual(sorted(echoedNames(DOC, ['main'])), ['label']);
    assert.deepEqual(sorted(echoedNames(DOC, ['other', 'main'])), ['center', 'kind']);
  });
  void test('names at the root: "$schema"', () => {
    assert.deepEqual([...echoedNames(DOC, [])], ['$schema']);
  });
  void test('values seen at the same key, the current one excluded by place, not by value', () => {
    // shapes[2].kind is "circle" itself: the "circle" of shapes[0] and main is still offered.
    assert.deepEqual(sorted(echoedValues(DOC, ['shapes', 2, 'kind'])), ['"circle"', '"rectangle"']);
    assert.deepEqual(sorted(echoedValues(DOC, ['shapes', 2, 'filled'])), ['false', 'true']);
    assert.deepEqual(sorted(echoedValues(DOC, ['main', 'kind'])), ['"circle"', '"rectangle"']);
  });
  void test('values: nothing while the value being edited is an object or an array', () => {
    assert.deepEqual(sorted(echoedValues(DOC, ['main', 'center'])), []);
    assert.deepEqual(sorted(echoedValues(DOC, ['other', 'main'])), []);
  });
  void test('array items: those of the other arrays at the same key, never of this one', () => {
    assert.deepEqual(sorted(echoedValues(DOC, ['tags', 2])), ['"c"', '{}']);
    assert.deepEqual(sorted(echoedValues(DOC, ['list', 'tags', 2])), ['"a"', '"b"']);
    // An array that is no property's value: nothing.
    assert.deepEqual(sorted(echoedValues(DOC, ['matrix', 0, 1])), []);
  });
});
