import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  insertProperty,
  minimalEdit,
  removeProperty,
  renameProperty,
  replaceValue,
} from '../../../server/src/features/codeActions/jsonEdit';
import type { JsonValue } from '../../../shared/src/types';

void describe('insertProperty', () => {
  const cases: [
    title: string,
    before: string,
    pointer: string,
    name: string,
    value: JsonValue,
    order: string[],
    after: string,
  ][] = [
    ['empty root object', '{}', '', 'name', '', [], '{\n  "name": ""\n}'],
    [
      'empty nested object keeps the parent indentation',
      '{\n    "a": {}\n}',
      '/a',
      'b',
      0,
      [],
      '{\n    "a": {\n        "b": 0\n    }\n}',
    ],
    [
      'after the last property, adding its comma',
      '{\n  "a": 1\n}',
      '',
      'b',
      true,
      [],
      '{\n  "a": 1,\n  "b": true\n}',
    ],
    [
      'schema order: between two properties',
      '{\n  "a": 1,\n  "c": 3\n}',
      '',
      'b',
      2,
      ['a', 'b', 'c'],
      '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}',
    ],
    ['schema order: first', '{\n  "b": 1\n}', '', 'a', null, ['a', 'b'], '{\n  "a": null,\n  "b": 1\n}'],
    [
      'keeps a trailing line comment on its property',
      '{\n  "a": 1 // one\n}',
      '',
      'b',
      2,
      [],
      '{\n  "a": 1, // one\n  "b": 2\n}',
    ],
    [
      'keeps a comment after the comma',
      '{\n  "a": 1, // one\n  "c": 3\n}',
      '',
      'b',
      2,
      ['a', 'b', 'c'],
      '{\n  "a": 1, // one\n  "b": 2,\n  "c": 3\n}',
    ],
    ['single-line object stays on one line', '{ "a": 1 }', '', 'b', 'x', [], '{ "a": 1, "b": "x" }'],
    [
      'single-line, in the middle',
      '{ "a": 1, "c": 3 }',
      '',
      'b',
      2,
      ['a', 'b', 'c'],
      '{ "a": 1, "b": 2, "c": 3 }',
    ],
    [
      'tabs',
      '{\n\t"a": {\n\t\t"x": 1\n\t}\n}',
      '/a',
      'y',
      [],
      [],
      '{\n\t"a": {\n\t\t"x": 1,\n\t\t"y": []\n\t}\n}',
    ],
    [
      'object value is rendered indented',
      '{\n  "a": 1\n}',
      '',
      'o',
      { k: 1 },
      [],
      '{\n  "a": 1,\n  "o": {\n    "k": 1\n  }\n}',
    ],
    [
      'in an array element',
      '[\n  {\n    "a": 1\n  }\n]',
      '/0',
      'b',
      2,
      [],
      '[\n  {\n    "a": 1,\n    "b": 2\n  }\n]',
    ],
    ['CRLF documents keep working', '{\r\n  "a": 1\r\n}', '', 'b', 2, [], '{\r\n  "a": 1,\r\n  "b": 2\r\n}'],
  ];
  for (const [title, before, pointer, name, value, order, after] of cases) {
    void test(title, () => {
      const result = insertProperty(before, pointer, name, value, order);
      assert.equal(result, after);
      assert.doesNotThrow(() => JSON.parse((result ?? '').replace(/\/\/.*$/gm, '')));
    });
  }
  void test('not an object', () => assert.equal(insertProperty('{"a": 1}', '/a', 'b', 1), undefined));
});

void describe('removeProperty', () => {
  const cases: [title: string, before: string, pointer: string, after: string][] = [
    [
      'middle property with its line',
      '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}',
      '/b',
      '{\n  "a": 1,\n  "c": 3\n}',
    ],
    ['last property takes the previous comma', '{\n  "a": 1,\n  "b": 2\n}', '/b', '{\n  "a": 1\n}'],
    ['only property', '{\n  "a": 1\n}', '/a', '{\n}'],
    ['inline', '{ "a": 1, "b": 2, "c": 3 }', '/b', '{ "a": 1, "c": 3 }'],
    ['inline last', '{ "a": 1, "b": 2 }', '/b', '{ "a": 1 }'],
    [
      'keeps the comment of the previous property',
      '{\n  "a": 1, // one\n  "b": 2\n}',
      '/b',
      '{\n  "a": 1 // one\n}',
    ],
    ['nested', '{"o": {"x": 1, "y": 2}}', '/o/x', '{"o": {"y": 2}}'],
  ];
  for (const [title, before, pointer, after] of cases) {
    void test(title, () => assert.equal(removeProperty(before, pointer), after));
  }
});

void describe('renameProperty and replaceValue', () => {
  void test('rename keeps the value', () => {
    assert.equal(renameProperty('{\n  "nmae": [1, 2]\n}', '/nmae', 'name'), '{\n  "name": [1, 2]\n}');
  });
  void test('replace a nested value', () => {
    assert.equal(replaceValue('{"a": {"mode": "fsat"}}', '/a/mode', 'fast'), '{"a": {"mode": "fast"}}');
  });
  void test('escaped pointer segments', () => {
    assert.equal(replaceValue('{"a/b": {"~": 1}}', '/a~1b/~0', 2), '{"a/b": {"~": 2}}');
  });
});

void test('minimalEdit', () => {
  assert.deepEqual(minimalEdit('{"a": 1}', '{"a": 1, "b": 2}'), { offset: 7, length: 0, text: ', "b": 2' });
  assert.deepEqual(minimalEdit('abc', 'abc'), { offset: 3, length: 0, text: '' });
  assert.deepEqual(minimalEdit('aXc', 'aYYc'), { offset: 1, length: 1, text: 'YY' });
});
