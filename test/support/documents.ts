/**
 * Seeded documents of the four shapes big JSON files come in (a list of records at the root, inside one
 * member, two levels down, and an object map of records), and the random edits the incremental tests
 * apply to them.
 */
import type { JsonValue } from '../../shared/src/types';

/** Deterministic pseudo-random numbers (mulberry32), so a failure names a reproducible case. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Shape = 'array' | 'records' | 'nested' | 'map';
export const SHAPES: readonly Shape[] = ['array', 'records', 'nested', 'map'];

const KINDS = ['user', 'order', 'device'];

/** One small record; some are broken on purpose (wrong type, unknown property, missing property). */
export function record(rand: () => number, i: number): Record<string, JsonValue> {
  const kind = KINDS[Math.floor(rand() * KINDS.length)];
  const r: Record<string, JsonValue> = {
    id: `r${i}`,
    kind,
    name: `name ${Math.floor(rand() * 1000)}`,
    tags: ['a', 'bb'].slice(0, 1 + Math.floor(rand() * 2)),
    meta: { n: Math.floor(rand() * 100), ok: rand() < 0.5 },
  };
  const bad = rand();
  if (bad < 0.08) r.age = 'old';
  else if (bad < 0.14) r.extra = true;
  else if (bad < 0.2) delete r.name;
  return r;
}

/** A pretty-printed document of `count` records in the given shape. */
export function shapedDocument(shape: Shape, count: number, seed: number): string {
  const rand = seeded(seed);
  const records = Array.from({ length: count }, (_, i) => record(rand, i));
  let value: JsonValue;
  switch (shape) {
    case 'array':
      value = records;
      break;
    case 'records':
      value = { version: 1, records };
      break;
    case 'nested':
      value = { data: { source: 'test', items: records }, total: count };
      break;
    case 'map':
      value = Object.fromEntries(records.map((r, i) => [`id${i}`, r]));
      break;
  }
  return JSON.stringify(value, null, 2);
}

/** A record schema with every keyword family: $ref targets, conditionals, unevaluated*, arrays. */
export const RECORD_SCHEMA = {
  type: 'object',
  required: ['id', 'kind', 'name'],
  properties: {
    id: { type: 'string', pattern: '^r[0-9]+$' },
    kind: { enum: ['user', 'order', 'device'] },
    name: { type: 'string', minLength: 3 },
    tags: {
      type: 'array',
      items: { type: 'string', maxLength: 2 },
      uniqueItems: true,
      contains: { const: 'a' },
    },
    meta: {
      type: 'object',
      properties: { n: { type: 'integer', maximum: 90 } },
      unevaluatedProperties: { type: 'boolean' },
    },
  },
  propertyNames: { maxLength: 6 },
  dependentRequired: { age: ['meta'] },
  patternProperties: { '^x': false },
  if: { properties: { kind: { const: 'order' } } },
  then: { properties: { age: { type: 'integer' } } },
  else: { anyOf: [{ required: ['tags'] }, { required: ['meta'] }] },
  unevaluatedProperties: false,
};

/** Root schemas per shape, each with container keywords that look at all members. */
export function schemaFor(shape: Shape): JsonValue {
  const list = {
    type: 'array',
    items: { $ref: '#/$defs/record' },
    contains: { properties: { kind: { const: 'device' } } },
    minItems: 3,
    uniqueItems: true,
    unevaluatedItems: false,
  };
  const defs = { record: RECORD_SCHEMA };
  switch (shape) {
    case 'array':
      return { $defs: defs, ...list };
    case 'records':
      return {
        $defs: defs,
        type: 'object',
        properties: { version: { const: 1 }, records: list },
        unevaluatedProperties: false,
      };
    case 'nested':
      return {
        $defs: defs,
        type: 'object',
        properties: { data: { type: 'object', properties: { items: list }, required: ['items'] } },
        unevaluatedProperties: { type: 'integer' },
      };
    case 'map':
      return {
        $defs: defs,
        type: 'object',
        additionalProperties: { $ref: '#/$defs/record' },
        propertyNames: { pattern: '^id[0-9]+$' },
        minProperties: 2,
        dependentRequired: { id3: ['id4'] },
      };
  }
}

/** An edit as [start, end, inserted text] in the text it applies to. */
export type TextEdit = [start: number, end: number, insert: string];

const SNIPPETS = [
  '"',
  ',',
  ':',
  '{',
  '}',
  '[',
  ']',
  'a',
  'x',
  '1',
  ' ',
  '\n',
  '"k": 1,',
  '"name": "value",',
  ', {"id": "r9"}',
  '//c\n',
  '/*',
  '\\',
  'tru',
  '-',
  // Digits that make a number literal say more than its double, or stop doing so.
  '9007199254740993',
  '.0000000000000001',
];

/**
 * A random edit: inside a string, across tokens or across records; insertions, deletions and
 * replacements, from one character to a few records' worth.
 */
export function randomEdit(rand: () => number, text: string): TextEdit {
  const at = Math.floor(rand() * (text.length + 1));
  const roll = rand();
  if (roll < 0.35) return [at, at, SNIPPETS[Math.floor(rand() * SNIPPETS.length)]];
  if (roll < 0.6) return [at, Math.min(text.length, at + 1 + Math.floor(rand() * 3)), ''];
  if (roll < 0.8) {
    const snippet = SNIPPETS[Math.floor(rand() * SNIPPETS.length)];
    return [at, Math.min(text.length, at + 1 + Math.floor(rand() * 2)), snippet];
  }
  if (roll < 0.9) {
    // A stretch across members: cut it, or paste a copy of it elsewhere.
    const end = Math.min(text.length, at + Math.floor(rand() * 400));
    if (rand() < 0.5) return [at, end, ''];
    const to = Math.floor(rand() * (text.length + 1));
    return [to, to, text.slice(at, end)];
  }
  // Inside a string value: next to a letter of a quoted word.
  let p = at;
  while (p < text.length && !/[a-z]/.test(text[p])) p++;
  return [p, p, String.fromCharCode(97 + Math.floor(rand() * 26))];
}

/** Applies an edit. */
export function applyEdit(text: string, [start, end, insert]: TextEdit): string {
  return text.slice(0, start) + insert + text.slice(end);
}
