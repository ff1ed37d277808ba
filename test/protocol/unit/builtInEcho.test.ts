import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { JsonValue } from '../../../shared/src/types';
import { echoedNames, echoedValues } from '../../../server/src/features/editing/builtInEcho';

const DOC: JsonValue = {
  shapes: [{ kind: 'circle', radius: 1 }, { kind: 'rectangle', width: 2, filled: true }, { kind: 'circle' }],
  main: { kind: 'circle', center: { x: 1 } },
  other: { main: { label: 'x' } },
  tags: ['a', 'b'],
  list: { tags: ['c', { deep: 1 }] },
  matrix: [['x'], ['y']],
};

const sorted = (set: Set<string>): string[] => [...set].sort();
/** Every label the tests look for: the functions answer only about the labels asked for. */
const ANY = new Set([
  ...['$schema', 'kind', 'radius', 'width', 'filled', 'center', 'label', 'x', 'deep', 'missing'],
  ...['"circle"', '"rectangle"', 'true', 'false', '"a"', '"b"', '"c"', '"x"', '"y"', '{}', '[]', '1'],
]);

void describe('what VS Code’s JSON support offers from the document alone', () => {
  void test('names: the other objects of the same array', () => {
    assert.deepEqual(sorted(echoedNames(DOC, ['shapes', 2], ANY)), ['filled', 'kind', 'radius', 'width']);
    assert.deepEqual(sorted(echoedNames(DOC, ['shapes', 0], ANY)), ['filled', 'kind', 'width']);
  });
  void test('names: the values of the other properties with the same name', () => {
    assert.deepEqual(sorted(echoedNames(DOC, ['main'], ANY)), ['label']);
    assert.deepEqual(sorted(echoedNames(DOC, ['other', 'main'], ANY)), ['center', 'kind']);
  });
  void test('only the labels asked for', () => {
    assert.deepEqual(sorted(echoedNames(DOC, ['shapes', 2], new Set(['radius', 'missing']))), ['radius']);
    assert.deepEqual(sorted(echoedValues(DOC, ['shapes', 2, 'kind'], new Set(['"rectangle"']))), [
      '"rectangle"',
    ]);
    assert.deepEqual(sorted(echoedNames(DOC, [], new Set(['name']))), []);
  });
  void test('names at the root: "$schema"', () => {
    assert.deepEqual([...echoedNames(DOC, [], ANY)], ['$schema']);
  });
  void test('values seen at the same key, the current one excluded by place, not by value', () => {
    // shapes[2].kind is "circle" itself: the "circle" of shapes[0] and main is still offered.
    assert.deepEqual(sorted(echoedValues(DOC, ['shapes', 2, 'kind'], ANY)), ['"circle"', '"rectangle"']);
    assert.deepEqual(sorted(echoedValues(DOC, ['shapes', 2, 'filled'], ANY)), ['false', 'true']);
    assert.deepEqual(sorted(echoedValues(DOC, ['main', 'kind'], ANY)), ['"circle"', '"rectangle"']);
  });
  void test('values: nothing while the value being edited is an object or an array', () => {
    assert.deepEqual(sorted(echoedValues(DOC, ['main', 'center'], ANY)), []);
    assert.deepEqual(sorted(echoedValues(DOC, ['other', 'main'], ANY)), []);
  });
  void test('array items: those of the other arrays at the same key, never of this one', () => {
    assert.deepEqual(sorted(echoedValues(DOC, ['tags', 2], ANY)), ['"c"', '{}']);
    assert.deepEqual(sorted(echoedValues(DOC, ['list', 'tags', 2], ANY)), ['"a"', '"b"']);
    // An array that is no property's value: nothing.
    assert.deepEqual(sorted(echoedValues(DOC, ['matrix', 0, 1], ANY)), []);
  });
});
