import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, parseDocument } from '../../../shared/src/index';
import type { JsonObject, JsonValue, ParsedDocument } from '../../../shared/src/index';
import { appendPointer } from '../../../shared/src/json/pointer';
import { ALREADY_SORTED, TextSorter } from '../../../server/src/features/sortBySchema';
import type { SortOutcome } from '../../../server/src/features/sortBySchema';
import type { TextReplacement } from '../../../shared/src/json/sortMembers';

const JSONC = { allowComments: true, allowTrailingCommas: true };

function apply(text: string, replacements: readonly TextReplacement[]): string {
  let out = text;
  for (const r of [...replacements].sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, r.offset) + r.text + out.slice(r.offset + r.length);
  }
  return out;
}

function sorter(text: string, schema: JsonValue): TextSorter {
  const made = TextSorter.of(text, compile(schema));
  if (typeof made === 'string') throw new Error(made);
  return made;
}

function sorted(outcome: SortOutcome, text: string): string {
  if (outcome.kind !== 'edits') throw new Error(outcome.message);
  return apply(text, outcome.replacements);
}

/** The text with a `|` marker, and the marker's offset. */
function marked(text: string): { text: string; at: number } {
  const at = text.indexOf('|');
  return { text: text.slice(0, at) + text.slice(at + 1), at };
}

const NESTED = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    owner: { type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' } } },
    items: {
      type: 'array',
      items: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer' } } },
    },
  },
};

void describe('sorting a text by its schema (TextSorter)', () => {
  void test('the root "$schema" stays on top unless the schema gives it a place', () => {
    const text = '{\n  "name": "n",\n  "$schema": "./s.json",\n  "x": 1\n}';
    assert.equal(
      sorted(sorter(text, NESTED).document(), text),
      '{\n  "$schema": "./s.json",\n  "name": "n",\n  "x": 1\n}',
    );
    const placed = { properties: { name: {}, $schema: {} } };
    assert.equal(sorter(text, placed).document().kind, 'none');
  });

  void test('the whole document: every object, inside arrays too; the cursor: the innermost object only', () => {
    const { text, at } = marked(
      '{\n  "items": [{ "qty": 1, "sku": "a" }, { "qty": 2, "sku": "b" }],\n  "owner": { "email": "e", "id": 1| },\n  "name": "n"\n}',
    );
    const s = sorter(text, NESTED);
    assert.equal(
      sorted(s.document(), text),
      '{\n  "name": "n",\n  "owner": { "id": 1, "email": "e" },\n  "items": [{ "sku": "a", "qty": 1 }, { "sku": "b", "qty": 2 }]\n}',
    );
    assert.equal(
      sorted(s.objectAt(at, at), text),
      '{\n  "items": [{ "qty": 1, "sku": "a" }, { "qty": 2, "sku": "b" }],\n  "owner": { "id": 1, "email": "e" },\n  "name": "n"\n}',
    );
    // In the second item of the array: that item only.
    const second = text.indexOf('"sku": "b"');
    assert.equal(
      sorted(s.objectAt(second, second), text),
      text.replace('{ "qty": 2, "sku": "b" }', '{ "sku": "b", "qty": 2 }'),
    );
    // On the key "owner": the member of the root, so the root's members (not deeper).
    const key = text.indexOf('"owner"') + 2;
    assert.equal(
      sorted(s.objectAt(key, key), text),
      '{\n  "name": "n",\n  "owner": { "email": "e", "id": 1 },\n  "items": [{ "qty": 1, "sku": "a" }, { "qty": 2, "sku": "b" }]\n}',
    );
  });

  void test('an earlier value of a duplicated key is not validated: it is not sorted, and the cursor there sorts nothing', () => {
    const text = '{ "owner": { "email": "e", "id": 1 }, "owner": { "email": "f", "id": 2 } }';
    const s = sorter(text, NESTED);
    assert.equal(
      sorted(s.document(), text),
      '{ "owner": { "email": "e", "id": 1 }, "owner": { "id": 2, "email": "f" } }',
    );
    const first = text.indexOf('"id": 1');
    // The cursor sits in the object JSON.parse drops: its innermost validated object is the root.
    assert.deepEqual(s.objectAt(first, first), { kind: 'none', message: ALREADY_SORTED });
  });

  void test('what is not sorted, and why', () => {
    assert.equal(
      TextSorter.of('{ "b": 1, "a": }', compile(NESTED)),
      'The document has syntax errors, so nothing was sorted: fix them first (line 1: Value expected).',
    );
    assert.equal(TextSorter.of('"text"', compile(NESTED)), 'The document holds no object to sort.');
    assert.equal(
      TextSorter.of(`[${'0,'.repeat(600_000)}0]`, compile(NESTED)),
      'Documents of 1 MB or more are not sorted (this one has 1.1 MB).',
    );
    const free = sorter('{ "a": { "b": 1, "a": 2 } }', { properties: { a: true } });
    assert.deepEqual(free.document(), { kind: 'none', message: ALREADY_SORTED });
    const text = '[1, { "b": 1 }]';
    assert.deepEqual(sorter(text, { type: 'array' }).objectAt(1, 1), {
      kind: 'none',
      message: 'The cursor is not inside an object.',
    });
    assert.deepEqual(sorter(text, { type: 'array' }).objectAt(text.indexOf('"b"'), text.indexOf('"b"')), {
      kind: 'none',
      message: 'No schema applies to the object at the cursor.',
    });
    assert.deepEqual(sorter(text, { type: 'array' }).document(), {
      kind: 'none',
      message: 'No schema applies to this document.',
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Randomized: random objects written in random styles, random schemas giving random property orders.

/** Deterministic pseudo-random numbers, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const NAMES = ['id', 'name', 'kind', 'tags', 'meta', 'count', 'flag', 'owner', 'items', 'note'];
const UNKNOWN = ['x', 'zz', 'extra'];

interface Shape {
  /** The schema of this object kind. */
  schema: JsonObject;
  /** Its property names in the order the evaluation meets them (own, then allOf[0], then the $ref). */
  order: string[];
  /** Sub-kinds by property: an object, or an array of objects. */
  children: Map<string, { shape: Shape; array: boolean }>;
  /** Types the schema asks of scalar properties (the values may break them). */
  types: Map<string, string>;
}

/** A random object kind: properties split over its own `properties`, an `allOf` branch and a `$ref`. */
function randomShape(rand: () => number, defs: JsonObject, depth: number): Shape {
  const pool = [...NAMES].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 6));
  const children = new Map<string, { shape: Shape; array: boolean }>();
  const types = new Map<string, string>();
  const schemaOf = (name: string): JsonObject => {
    if (depth < 2 && rand() < 0.3) {
      const shape = randomShape(rand, defs, depth + 1);
      const array = rand() < 0.4;
      children.set(name, { shape, array });
      return array ? { type: 'array', items: shape.schema } : shape.schema;
    }
    const type = ['string', 'integer', 'boolean'][Math.floor(rand() * 3)];
    types.set(name, type);
    return { type };
  };
  const cut1 = Math.floor(rand() * (pool.length + 1));
  const cut2 = cut1 + Math.floor(rand() * (pool.length - cut1 + 1));
  const part = (names: string[]): JsonObject => Object.fromEntries(names.map((n) => [n, schemaOf(n)]));
  const schema: JsonObject = { type: 'object', properties: part(pool.slice(0, cut1)) };
  const allOf: JsonValue[] = [];
  if (cut2 > cut1) allOf.push({ properties: part(pool.slice(cut1, cut2)) });
  if (pool.length > cut2) {
    // Its own parts first: they may add definitions of their own.
    const properties = part(pool.slice(cut2));
    const name = `d${Object.keys(defs).length}`;
    defs[name] = { properties };
    allOf.push({ $ref: `#/$defs/${name}` });
  }
  if (allOf.length > 0) schema.allOf = allOf;
  if (rand() < 0.3) schema.required = [pool[0], 'missing'];
  return { schema, order: pool, children, types };
}

/** An object still as its entries (duplicate keys included), written by `write`. */
class Entries {
  constructor(readonly list: [string, JsonValue | Entries | Entries[]][]) {}
}

/** A random object of a kind: some of its names in a random order, unknown names, values that may break their types. */
function entries(rand: () => number, shape: Shape): Entries {
  const names = [...shape.order, ...UNKNOWN].filter(() => rand() < 0.7).sort(() => rand() - 0.5);
  if (names.length > 1 && rand() < 0.15) names.push(names[0]); // a duplicate key
  return new Entries(
    names.map((name): [string, JsonValue | Entries | Entries[]] => {
      const child = shape.children.get(name);
      if (child) {
        const count = Math.floor(rand() * 3);
        return [
          name,
          child.array
            ? Array.from({ length: count }, () => entries(rand, child.shape))
            : entries(rand, child.shape),
        ];
      }
      const wrong = rand() < 0.2;
      const type = shape.types.get(name) ?? 'string';
      if (type === 'integer') return [name, wrong ? 'seven' : Math.floor(rand() * 100)];
      if (type === 'boolean') return [name, wrong ? 1 : rand() < 0.5];
      return [name, wrong ? null : `v${Math.floor(rand() * 1000)}`];
    }),
  );
}

/** Writes a value in a random style: indentation, line ends, one-line objects, comments, trailing commas. */
function write(
  rand: () => number,
  value: JsonValue | Entries | Entries[],
  style: Style,
  indent: string,
): string {
  if (value instanceof Entries) {
    if (value.list.length === 0) return '{}';
    const inline = rand() < 0.25;
    const inner = indent + style.unit;
    const members = value.list.map(([k, v]) => `${JSON.stringify(k)}: ${write(rand, v, style, inner)}`);
    if (inline) return `{ ${members.join(', ')} }`;
    let out = '{';
    if (rand() < 0.15) out += ' // about the object';
    members.forEach((m, i) => {
      out += style.eol;
      if (rand() < 0.2) out += `${inner}// above ${i}${style.eol}`;
      if (rand() < 0.1) out += `${inner}/* block ${i} */${style.eol}`;
      if (rand() < 0.1) out += style.eol;
      out += inner + m;
      const last = i === value.list.length - 1;
      if (!last || style.trailingCommas) out += ',';
      if (rand() < 0.25) out += rand() < 0.5 ? ` // end ${i}` : ` /* end ${i} */`;
    });
    return `${out}${style.eol}${indent}}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = indent + style.unit;
    return `[${value.map((v) => `${style.eol}${inner}${write(rand, v, style, inner)}`).join(',')}${style.eol}${indent}]`;
  }
  return JSON.stringify(value);
}

interface Style {
  unit: string;
  eol: string;
  trailingCommas: boolean;
}

/** A value with its keys in sorted order (deep), to compare values as maps. */
function canonical(value: JsonValue | undefined): string {
  const sort = (v: JsonValue): JsonValue => {
    if (Array.isArray(v)) return v.map(sort);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort(v[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(value === undefined ? null : sort(value));
}

/** The text of a range, read as a value when it is one. */
function rangeValue(text: string, offset: number, length: number): string {
  const parsed = parseDocument(text.slice(offset, offset + length), JSONC);
  return parsed.hasSyntaxErrors ? text.slice(offset, offset + length) : canonical(parsed.value);
}

/** Problems as comparable lines: keyword, place, message, and what stands at the range (as a value). */
function problems(schema: JsonValue, text: string): string[] {
  const result = compile(schema).validateText(text, JSONC);
  const lines = result.errors.map(
    (e) =>
      `${e.keyword} ${e.instancePath} ${e.message} @ ${e.range ? rangeValue(text, e.range.offset, e.range.length) : '-'}`,
  );
  for (const p of result.syntaxProblems) {
    lines.push(`${p.code} ${p.message} @ ${rangeValue(text, p.range.offset, p.range.length)}`);
  }
  return lines.sort();
}

/** Checks that every object the schema orders has its keys in the order: named first (schema order), then the rest as before. */
function checkOrders(before: ParsedDocument, after: ParsedDocument, shape: Shape, label: string): void {
  const visit = (
    pointer: string,
    value: JsonValue | undefined,
    kind: Shape | undefined,
    root: boolean,
  ): void => {
    if (value === null || typeof value !== 'object') return;
    const was = before.memberSpans(pointer) ?? [];
    const now = after.memberSpans(pointer) ?? [];
    const last = new Map<string | number, number>();
    now.forEach((m, i) => last.set(m.key, i));
    if (!Array.isArray(value) && kind) {
      const order = root && !kind.order.includes('$schema') ? ['$schema', ...kind.order] : kind.order;
      const rank = (k: string | number): number => {
        const r = order.indexOf(String(k));
        return r < 0 ? order.length : r;
      };
      const expected = was.map((m) => m.key).sort((a, b) => rank(a) - rank(b));
      assert.deepEqual(
        now.map((m) => m.key),
        expected,
        `${label}: keys of ${pointer || 'the root'}`,
      );
    }
    now.forEach((m, i) => {
      if (last.get(m.key) !== i) return;
      const child = kind && !Array.isArray(value) ? kind.children.get(String(m.key)) : undefined;
      const next = Array.isArray(value) ? kind : child?.shape;
      const childValue = (value as Record<string, JsonValue>)[m.key];
      // Array items of an array property are of the child's kind; anything else is unknown to the schema.
      const itemKind = Array.isArray(childValue) ? (child?.array ? child.shape : undefined) : next;
      visit(appendPointer(pointer, m.key), childValue, Array.isArray(value) ? kind : itemKind, false);
    });
  };
  visit('', after.value, shape, true);
}

void describe('sorting random documents by random schemas (seeded)', () => {
  void test('same value, keys in the schema order, the same problems at the same properties', () => {
    const rand = random(20250517);
    for (let round = 0; round < 300; round++) {
      const defs: JsonObject = {};
      const shape = randomShape(rand, defs, 0);
      const schema: JsonObject = {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        ...shape.schema,
        $defs: defs,
      };
      const style: Style = {
        unit: ['  ', '    ', '\t'][Math.floor(rand() * 3)],
        eol: rand() < 0.3 ? '\r\n' : '\n',
        trailingCommas: rand() < 0.2,
      };
      const text = write(rand, entries(rand, shape), style, '');
      const label = `round ${round}: ${JSON.stringify(text)}`;
      const made = TextSorter.of(text, compile(schema));
      if (typeof made === 'string') assert.fail(`${label}: ${made}`);
      const outcome = made.document();
      const after = outcome.kind === 'edits' ? apply(text, outcome.replacements) : text;
      if (outcome.kind === 'none') assert.equal(outcome.message, ALREADY_SORTED, label);
      const parsedBefore = parseDocument(text, JSONC);
      const parsedAfter = parseDocument(after, JSONC);
      assert.equal(parsedAfter.hasSyntaxErrors, false, `${label}\n${after}`);
      assert.equal(canonical(parsedAfter.value), canonical(parsedBefore.value), `${label}\n${after}`);
      checkOrders(parsedBefore, parsedAfter, shape, `${label}\n${after}`);
      assert.deepEqual(problems(schema, after), problems(schema, text), `${label}\n${after}`);
      if (style.eol === '\n') assert.ok(!after.includes('\r'), label);
      else assert.equal(after.split('\r\n').length, text.split('\r\n').length, `${label}: CRLF kept`);
      // Sorted once, sorted for good.
      const again = TextSorter.of(after, compile(schema)) as TextSorter;
      assert.deepEqual(again.document(), { kind: 'none', message: ALREADY_SORTED }, `${label}\n${after}`);
    }
  });
});
