import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import { IncrementalTree, type Edit } from '../../shared/src/json/incremental';
import { parseTree } from '../../shared/src/json/tree';
import type { JsonValue } from '../../shared/src/types';
import {
  applyEdit,
  randomEdit,
  RECORD_SCHEMA as RECORD,
  schemaFor,
  seeded,
  shapedDocument,
  SHAPES,
  type Shape,
  type TextEdit,
} from '../support/documents';

/** A 2020-12 schema whose record type is decided by $dynamicRef, and a 2019-09 one with $recursiveRef. */
const DYNAMIC: JsonValue = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://example.com/list',
  $ref: 'https://example.com/generic',
  $defs: {
    item: { $dynamicAnchor: 'item', ...RECORD },
    generic: {
      $id: 'https://example.com/generic',
      type: 'array',
      items: { $dynamicRef: '#item' },
      $defs: { item: { $dynamicAnchor: 'item', type: 'object' } },
    },
  },
};
const RECURSIVE: JsonValue = {
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  $recursiveAnchor: true,
  type: ['object', 'array', 'string', 'number', 'boolean'],
  properties: { meta: { $recursiveRef: '#' }, name: { type: 'string', maxLength: 12 } },
  items: { $recursiveRef: '#' },
  unevaluatedProperties: { not: { type: 'boolean' } },
};

/** Every container below the root with its depth, for the cache to track. */
function containers(
  value: JsonValue | undefined,
  depth = 1,
  out: [object, number][] = [],
): [object, number][] {
  if (typeof value !== 'object' || value === null) return out;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    if (typeof v === 'object' && v !== null) {
      out.push([v, depth]);
      containers(v, depth + 1, out);
    }
  }
  return out;
}

const textAccess = (text: string) => ({
  length: text.length,
  slice: (s: number, e: number) => text.slice(s, e),
});

function run(shape: Shape, schema: JsonValue, seed: number, edits: number): number {
  const compiled = compile(schema);
  assert.deepEqual(
    compiled.problems.filter((p) => p.severity === 'error'),
    [],
  );
  const rand = seeded(seed);
  const original = shapedDocument(shape, 40, seed);
  let text = original;
  const tree = IncrementalTree.parse(text, {}, 48);
  let cache = compiled.createCache();
  for (const [v, depth] of containers(tree.tree.value)) cache.track(v, depth);
  let undo: TextEdit | undefined;
  let hits = 0;
  for (let i = 0; i < edits; i++) {
    let edit: TextEdit = undo && rand() < 0.4 ? undo : randomEdit(rand, text);
    if (rand() < 0.02) edit = [0, text.length, original];
    undo = edit === undo ? undefined : [edit[0], edit[0] + edit[2].length, text.slice(edit[0], edit[1])];
    const step: Edit = { start: edit[0], end: edit[1], length: edit[2].length };
    text = applyEdit(text, edit);
    const outcome = tree.update(textAccess(text), step);
    if (outcome.full) {
      hits += cache.hits;
      cache = compiled.createCache();
    }
    // As the server does: containers changed in place say which members changed.
    cache.noteChanges(outcome.dirty);
    // Track everything (more than the server does) so that stale results would show.
    for (const [v, depth] of containers(tree.tree.value)) cache.track(v, depth);
    const value = tree.tree.value;
    const fresh = parseTree(text, 0, {}, 48).value;
    if (value === undefined) {
      assert.equal(fresh, undefined);
      continue;
    }
    const got = compiled.validate(value, cache);
    const gotErrors = structuredClone(got.errors);
    const expected = compile(schema).validate(fresh as JsonValue);
    assert.deepStrictEqual(
      { valid: got.valid, errors: gotErrors },
      { valid: expected.valid, errors: expected.errors },
      `seed ${seed}, edit ${i}: ${JSON.stringify(edit)}`,
    );
  }
  return hits + cache.hits;
}

void describe('validation with a cache gives what a fresh validation gives', () => {
  for (const shape of SHAPES) {
    void test(`${shape}: 300 random edits, every keyword family`, () => {
      const hits = run(shape, schemaFor(shape), 500 + SHAPES.indexOf(shape), 300);
      assert.ok(hits > 1000, `only ${hits} results were replayed`);
    });
  }
  void test('$dynamicRef: results depend on the dynamic scope', () => {
    run('array', DYNAMIC, 601, 200);
  });
  void test('$recursiveRef', () => {
    run('array', RECURSIVE, 602, 200);
    run('map', RECURSIVE, 603, 200);
  });

  void test('one value under two dynamic scopes keeps two results', () => {
    const generic = {
      $id: 'https://example.com/generic',
      type: 'array',
      items: { $dynamicRef: '#item' },
      $defs: { item: { $dynamicAnchor: 'item' } },
    };
    const listOf = (id: string, item: JsonValue): JsonValue => ({
      $id: `https://example.com/${id}`,
      $ref: 'generic',
      $defs: { item: { $dynamicAnchor: 'item', ...(item as object) } },
    });
    const schema: JsonValue = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/root',
      allOf: [{ $ref: 'strings' }, { $ref: 'numbers' }],
      $defs: {
        generic,
        strings: listOf('strings', { properties: { v: { type: 'string' } } }),
        numbers: listOf('numbers', { properties: { v: { type: 'number' } } }),
      },
    };
    const compiled = compile(schema);
    const value: JsonValue = [{ v: 1 }, { v: 'x' }];
    const cache = compiled.createCache();
    for (const v of value) cache.track(v as object, 1);
    const expected = compiled.validate(value).errors.map((e) => [e.instancePath, e.message]);
    assert.equal(expected.length, 2);
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(
        compiled.validate(value, cache).errors.map((e) => [e.instancePath, e.message]),
        expected,
      );
    }
    assert.ok(cache.hits >= 4);
  });

  void test('an unchanged record is not validated again, a changed one is', () => {
    const schema = {
      type: 'array',
      items: { $ref: '#/$defs/r' },
      $defs: { r: { type: 'object', required: ['a'] } },
    };
    const compiled = compile(schema);
    const value: JsonValue[] = [{ a: 1 }, { b: 2 }, { a: 3 }];
    const cache = compiled.createCache();
    for (const v of value) cache.track(v as object, 1);
    const first = compiled.validate(value, cache);
    assert.deepEqual(
      first.errors.map((e) => e.instancePath),
      ['/1'],
    );
    // Mutate a tracked record without telling the cache: the stale result shows it was replayed.
    delete (value[1] as Record<string, JsonValue>).b;
    (value[1] as Record<string, JsonValue>).a = 0;
    assert.deepEqual(
      compiled.validate(value, cache).errors.map((e) => e.instancePath),
      ['/1'],
    );
    cache.invalidate(value[1] as object);
    assert.deepEqual(compiled.validate(value, cache).errors, []);
    // Moved to another index, the replayed error follows it.
    (value[0] as Record<string, JsonValue>).a = undefined as unknown as JsonValue;
    delete (value[0] as Record<string, JsonValue>).a;
    cache.invalidate(value[0] as object);
    value.unshift({ a: 9 });
    assert.deepEqual(
      compiled.validate(value, cache).errors.map((e) => e.instancePath),
      ['/1'],
    );
  });
});
