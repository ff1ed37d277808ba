import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendPointer, parseDocument } from '../../shared/src/json/index';
import { sortMembers } from '../../shared/src/json/sortMembers';
import type { ObjectToSort, TextReplacement } from '../../shared/src/json/sortMembers';
import type { JsonValue } from '../../shared/src/types';

/**
 * Every object of a text as the sort takes them, each with the order `orderOf` gives for its pointer
 * (undefined: the object keeps its order), from the core's parse (as the server builds them).
 */
export function objectsOf(
  text: string,
  orderOf: (pointer: string) => readonly string[] | undefined,
): ObjectToSort[] {
  const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
  assert.equal(parsed.hasSyntaxErrors, false, `the test text parses: ${JSON.stringify(parsed.problems)}`);
  const walk = (value: JsonValue, pointer: string, offset: number): ObjectToSort[] => {
    if (value === null || typeof value !== 'object') return [];
    const members = parsed.memberSpans(pointer) ?? [];
    const last = new Map<string | number, number>();
    members.forEach((m, i) => last.set(m.key, i));
    const inner = members.flatMap((m, i) =>
      last.get(m.key) === i
        ? walk((value as Record<string, JsonValue>)[m.key], appendPointer(pointer, m.key), m.offset)
        : [],
    );
    if (Array.isArray(value)) return inner;
    return [{ offset, members, order: orderOf(pointer), inner }];
  };
  const root = parsed.locate([{ path: '', part: 'value' }])[0];
  return walk(parsed.value as JsonValue, '', root?.offset ?? 0);
}

function apply(text: string, replacements: readonly TextReplacement[]): string {
  let out = text;
  for (const r of [...replacements].sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, r.offset) + r.text + out.slice(r.offset + r.length);
  }
  return out;
}

/** One case: the text before, the order of each object by pointer ('*' for every object), the text after. */
interface Case {
  name: string;
  before: string;
  orders: Record<string, readonly string[]>;
  after: string;
}

const CASES: Case[] = [
  {
    name: 'members one per line',
    before: '{\n  "b": 1,\n  "c": 2,\n  "a": 3\n}\n',
    orders: { '': ['a', 'b', 'c'] },
    after: '{\n  "a": 3,\n  "b": 1,\n  "c": 2\n}\n',
  },
  {
    name: 'names the schema does not give go after the named ones, in their present order',
    before: '{\n  "z": 0,\n  "b": 1,\n  "y": 2,\n  "a": 3\n}',
    orders: { '': ['a', 'b', 'unused'] },
    after: '{\n  "a": 3,\n  "b": 1,\n  "z": 0,\n  "y": 2\n}',
  },
  {
    name: 'a comment on the lines above and one at the end of the line go with their member',
    before:
      '{\n  // about b\n  // more about b\n  "b": 1, // b ends\n  /* about a */\n  "a": 2 // a ends\n}\n',
    orders: { '': ['a', 'b'] },
    after:
      '{\n  /* about a */\n  "a": 2, // a ends\n  // about b\n  // more about b\n  "b": 1 // b ends\n}\n',
  },
  {
    name: 'a comment after a blank line, or on the brace line, stays where it is',
    before: '{ // the object\n  "b": 1,\n\n  // section\n\n  "a": 2\n}',
    orders: { '': ['a', 'b'] },
    after: '{ // the object\n  "a": 2,\n\n  // section\n\n  "b": 1\n}',
  },
  {
    name: 'a block comment before the key on its line goes with it',
    before: '{\n  /* b */ "b": 1,\n  "a": 2\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n  "a": 2,\n  /* b */ "b": 1\n}',
  },
  {
    name: 'CRLF stays CRLF',
    before: '{\r\n  "b": 1, // b\r\n  // a\r\n  "a": 2\r\n}\r\n',
    orders: { '': ['a', 'b'] },
    after: '{\r\n  // a\r\n  "a": 2,\r\n  "b": 1 // b\r\n}\r\n',
  },
  {
    name: 'tabs: each member keeps its indentation',
    before: '{\n\t"b": {\n\t\t"y": 1\n\t},\n\t"a": 2\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n\t"a": 2,\n\t"b": {\n\t\t"y": 1\n\t}\n}',
  },
  {
    name: 'a trailing comma stays at the end',
    before: '{\n  "b": 1,\n  "a": 2,\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n  "a": 2,\n  "b": 1,\n}',
  },
  {
    name: 'a single-line object stays on one line',
    before: '{ "c": true, "b": [1, 2], "a": null }',
    orders: { '': ['a', 'b', 'c'] },
    after: '{ "a": null, "b": [1, 2], "c": true }',
  },
  {
    name: 'compact JSON',
    before: '{"b":1,"a":{"d":2,"c":3}}',
    orders: { '': ['a', 'b'], '/a': ['c', 'd'] },
    after: '{"a":{"c":3,"d":2},"b":1}',
  },
  {
    name: 'nested objects are sorted inside the member that moves',
    before: '{\n  "b": {\n    "y": 1,\n    "x": 2\n  },\n  "a": {\n    "q": 1,\n    "p": 2\n  }\n}',
    orders: { '': ['a', 'b'], '/a': ['p', 'q'], '/b': ['x', 'y'] },
    after: '{\n  "a": {\n    "p": 2,\n    "q": 1\n  },\n  "b": {\n    "x": 2,\n    "y": 1\n  }\n}',
  },
  {
    name: 'only a nested object out of order: its members are the only edit',
    before: '{\n  "a": 1,\n  "b": { "y": 1, "x": 2 }\n}',
    orders: { '': ['a', 'b'], '/b': ['x', 'y'] },
    after: '{\n  "a": 1,\n  "b": { "x": 2, "y": 1 }\n}',
  },
  {
    name: 'objects inside arrays, each by its own order',
    before: '[\n  { "b": 1, "a": 2 },\n  { "d": 1, "c": 2 }\n]',
    orders: { '/0': ['a', 'b'], '/1': ['c', 'd'] },
    after: '[\n  { "a": 2, "b": 1 },\n  { "c": 2, "d": 1 }\n]',
  },
  {
    name: 'duplicate keys keep their relative order (the last still wins)',
    before: '{\n  "a": 1,\n  "b": 2,\n  "a": 3\n}',
    orders: { '': ['b', 'a'] },
    after: '{\n  "b": 2,\n  "a": 1,\n  "a": 3\n}',
  },
  {
    name: 'a name given twice in the order counts where it first appears',
    before: '{ "a": 1, "b": 2, "c": 3 }',
    orders: { '': ['c', 'a', 'c', 'b'] },
    after: '{ "c": 3, "a": 1, "b": 2 }',
  },
  {
    name: 'the last member, without a comma, moves up with its comment; the comma stays in its slot',
    before: '{\n  "b": 1,\n  "a": 2 // a\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n  "a": 2, // a\n  "b": 1\n}',
  },
  {
    name: 'commas at the start of lines stay at the start of lines',
    before: '{\n    "b": 1 // b\n  , "a": 2\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n    "a": 2\n  , "b": 1 // b\n}',
  },
  {
    name: 'a line comment never moves where code follows on its line (one-line stretch beside it)',
    before: '{ "b": 1, "a": 2 // about a\n}',
    orders: { '': ['a', 'b'] },
    after: '{ "a": 2, "b": 1 // about a\n}',
  },
  {
    name: 'a multi-line value moves whole',
    before: '{\n  "b": [\n    1,\n    2\n  ],\n  "a": "x"\n}',
    orders: { '': ['a', 'b'] },
    after: '{\n  "a": "x",\n  "b": [\n    1,\n    2\n  ]\n}',
  },
  {
    name: 'keys with escapes are compared decoded',
    before: '{ "b\\u0031": 1, "\\u0061": 2 }',
    orders: { '': ['a', 'b1'] },
    after: '{ "\\u0061": 2, "b\\u0031": 1 }',
  },
];

const NO_EDIT: { name: string; text: string; orders: Record<string, readonly string[]> }[] = [
  {
    name: 'already in order',
    text: '{\n  "a": 1, // a\n  "b": { "c": 1, "d": 2 }\n}',
    orders: { '': ['a', 'b'], '/b': ['c', 'd'] },
  },
  { name: 'only unnamed members', text: '{ "z": 1, "y": 2 }', orders: { '': ['a'] } },
  { name: 'no order for the object', text: '{ "z": 1, "y": 2 }', orders: {} },
  { name: 'an empty object', text: '{}', orders: { '': ['a'] } },
  { name: 'one member', text: '{ "b": { "y": 1 } }', orders: { '': ['a', 'b'], '/b': ['x', 'y'] } },
  { name: 'duplicates already in order', text: '{ "a": 1, "a": 2, "b": 3 }', orders: { '': ['a', 'b'] } },
];

void describe('sortMembers: members in a given order, text moved as written', () => {
  for (const c of CASES) {
    void test(c.name, () => {
      const replacements = sortMembers(
        c.before,
        objectsOf(c.before, (p) => c.orders[p]),
      );
      assert.equal(apply(c.before, replacements), c.after);
      // Only members move: the edits stay inside the objects' braces and never overlap.
      const sorted = [...replacements].sort((a, b) => a.offset - b.offset);
      sorted.forEach((r, i) => {
        if (i > 0) assert.ok(sorted[i - 1].offset + sorted[i - 1].length <= r.offset, 'edits overlap');
      });
      // Sorting the result again changes nothing.
      assert.deepEqual(
        sortMembers(
          c.after,
          objectsOf(c.after, (p) => c.orders[p]),
        ),
        [],
      );
    });
  }
  for (const c of NO_EDIT) {
    void test(`no edit: ${c.name}`, () => {
      assert.deepEqual(
        sortMembers(
          c.text,
          objectsOf(c.text, (p) => c.orders[p]),
        ),
        [],
      );
    });
  }

  void test('the edit covers one object from its first member to its last, nothing around it', () => {
    const text = '{\n  "keep": { "b": 1, "a": 2 }, "x": 0\n}';
    const replacements = sortMembers(
      text,
      objectsOf(text, (p) => (p === '/keep' ? ['a', 'b'] : undefined)),
    );
    assert.deepEqual(replacements, [
      { offset: text.indexOf('"b"'), length: '"b": 1, "a": 2'.length, text: '"a": 2, "b": 1' },
    ]);
  });
});
