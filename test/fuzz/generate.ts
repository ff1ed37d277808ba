/**
 * Seeded generators of hostile input for the fuzz test: documents (valid JSON, mutated text, deep
 * nesting, huge literals, JSONC) and schemas (random keyword mixes, mutations, reference cycles,
 * prototype names, pathological patterns). The same seed gives the same inputs on every machine.
 */
import type { JsonValue } from '../../shared/src/types';

/** A small seeded PRNG (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 0x100000000) % n;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }
}

/** Property names that have tripped JavaScript code before. */
export const NASTY_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  ' ',
  '~0/~1',
  'a/b',
  '\u0000',
  '\ud800',
  '🐲',
  'é',
  '$schema',
  '$ref',
  'length',
];
const PLAIN_NAMES = ['a', 'b', 'c', 'id', 'name', 'items', 'type', 'x-1', 'value'];

const NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '1.5',
  '0.1',
  '1e2',
  '1E-2',
  '9007199254740993',
  '9007199254740992',
  '1e400',
  '-1e400',
  '1e-400',
  '1.0000000000000001',
  '123456789012345678901234567890',
  '5e-324',
  '1e308',
  '1152921504606846976',
];
const STRINGS = [
  '',
  'a',
  'abc',
  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
  '2024-01-02',
  'user@example.com',
  '\ud800',
  '\udc00x',
  '🐲🐲',
  'é',
  '\u0000',
  'line\nbreak',
  '"quoted"',
  '\\',
  '__proto__',
  '1e400',
];

function name(r: Random): string {
  return r.chance(0.3) ? r.pick(NASTY_NAMES) : r.pick(PLAIN_NAMES);
}

/** JSON text of a random value (numbers as literal text, so that inexact literals occur). */
export function valueText(r: Random, depth = 0): string {
  const kind = depth > 4 ? r.int(4) : r.int(7);
  switch (kind) {
    case 0:
      return r.pick(NUMBERS);
    case 1:
      return JSON.stringify(r.pick(STRINGS));
    case 2:
      return r.pick(['true', 'false', 'null']);
    case 3:
      return String(r.int(100));
    case 4: {
      const items = Array.from({ length: r.int(5) }, () => valueText(r, depth + 1));
      return `[${items.join(',')}]`;
    }
    default: {
      const members = Array.from(
        { length: r.int(5) },
        () => `${JSON.stringify(name(r))}:${valueText(r, depth + 1)}`,
      );
      return `{${members.join(r.pick([',', ', ', ',\n  ']))}}`;
    }
  }
}

const INSERTS = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '/',
  '*',
  '//x\n',
  '/*y*/',
  '0',
  '-',
  'e',
  'n',
  '\n',
  '\u0000',
  '\ud800',
  '🐲',
  ' ',
];

/** A document text: valid JSON, a mutation of it, JSONC, deep nesting or a huge literal. */
export function documentText(r: Random): string {
  const base = valueText(r);
  switch (r.int(10)) {
    case 0: {
      // Deep nesting, around and beyond the parser's limit of 1,000 levels.
      const depth = r.pick([999, 1000, 1001, 5000]);
      const open = r.pick(['[', '{"a":']);
      const close = open === '[' ? ']' : '}';
      return open.repeat(depth) + '1' + (r.chance(0.8) ? close.repeat(depth) : '');
    }
    case 1: {
      // A huge literal: a long string, a long number, a long key.
      const size = r.pick([10_000, 100_000, 500_000]);
      return r.pick([
        `[${JSON.stringify('x'.repeat(size))}]`,
        `[${'9'.repeat(size)}]`,
        `{${JSON.stringify('k'.repeat(size))}: 1}`,
        `[1e${'9'.repeat(30)}]`,
        `["${'\\u0041'.repeat(size / 10)}"]`,
      ]);
    }
    case 2:
    case 3:
    case 4: {
      // Mutations of valid text.
      let text = base;
      for (let k = 1 + r.int(4); k > 0; k--) {
        const at = r.int(text.length + 1);
        switch (r.int(4)) {
          case 0:
            text = text.slice(0, at) + text.slice(at + 1 + r.int(3));
            break;
          case 1:
            text = text.slice(0, at) + r.pick(INSERTS) + text.slice(at);
            break;
          case 2:
            text = text.slice(0, at) + text.slice(r.int(text.length + 1), at) + text.slice(at);
            break;
          default:
            text = text.slice(0, at) + ',' + text.slice(at);
        }
      }
      return text;
    }
    case 5:
      // JSONC: comments and trailing commas.
      return `// c\n${base.replace(/\]/g, ',]').replace(/,,/g, ',')} /* end */`;
    default:
      return r.chance(0.5) ? base : JSON.stringify(JSON.parse(base) as JsonValue, null, 2);
  }
}

/** Patterns that backtrack badly, do not compile, or stress the engine. */
export const PATTERNS = [
  '^(a+)+$',
  '^([a-z]+)+$',
  '^(a+){1,9}$',
  '^(a|a)*$',
  '^(.*a){12}$',
  '^(?=a)(a+)+$',
  '^(a+)+\\1$',
  '(?<=(a+)+)b',
  '^(\\p{L}+)+$',
  '^[a-z]+$',
  '\\d+',
  '^\\w+@\\w+\\.\\w+$',
  '(',
  '[z-a]',
  '\\',
  '^\\-[a]\\_$',
  'a{1000}{1000}',
  '(?:a|b)'.repeat(200),
  '^.{0,10000}$',
  '\\ud800',
  '^(?<n>x)\\k<n>$',
  '[^]',
];

const TYPES = ['string', 'number', 'integer', 'object', 'array', 'boolean', 'null'];
const DRAFTS = [
  'http://json-schema.org/draft-04/schema#',
  'http://json-schema.org/draft-06/schema#',
  'http://json-schema.org/draft-07/schema#',
  'https://json-schema.org/draft/2019-09/schema',
  'https://json-schema.org/draft/2020-12/schema',
];
const REFS = [
  '#',
  '#/properties/a',
  '#/$defs/d',
  '#/definitions/d',
  '#/required',
  '#/nowhere',
  '#x',
  'other.json',
  '#/properties/__proto__',
];

/** A random schema (at `depth` below the root). */
export function schemaValue(r: Random, depth = 0): JsonValue {
  if (r.chance(0.08)) return r.chance(0.5);
  const schema: Record<string, JsonValue> = {};
  const sub = (): JsonValue => (depth > 3 ? r.pick([true, false, {}]) : schemaValue(r, depth + 1));
  for (let k = 1 + r.int(4); k > 0; k--) {
    switch (r.int(22)) {
      case 0:
        schema.type = r.chance(0.3) ? [r.pick(TYPES), r.pick(TYPES)] : r.pick(TYPES);
        break;
      case 1:
        schema.properties = Object.fromEntries(Array.from({ length: 1 + r.int(3) }, () => [name(r), sub()]));
        break;
      case 2:
        schema.patternProperties = { [r.pick(PATTERNS)]: sub() };
        break;
      case 3:
        schema.additionalProperties = r.chance(0.5) ? false : sub();
        break;
      case 4:
        schema.required = Array.from({ length: 1 + r.int(3) }, () => name(r));
        break;
      case 5:
        schema.enum = [JSON.parse(valueText(r, 3)) as JsonValue, JSON.parse(valueText(r, 3)) as JsonValue];
        break;
      case 6:
        schema.const = JSON.parse(valueText(r, 3)) as JsonValue;
        break;
      case 7:
        schema.items = sub();
        break;
      case 8:
        schema.uniqueItems = true;
        break;
      case 9:
        schema[r.pick(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'])] = Number(
          r.pick(['0', '1', '3', '0.1', '9007199254740992', '1e308', '5e-324', '-1']),
        );
        break;
      case 10:
        schema[r.pick(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'])] =
          r.int(4);
        break;
      case 11:
        schema.pattern = r.pick(PATTERNS);
        break;
      case 12:
        schema[r.pick(['allOf', 'anyOf', 'oneOf'])] = [sub(), sub()];
        break;
      case 13:
        schema.not = sub();
        break;
      case 14:
        schema.if = sub();
        schema.then = sub();
        if (r.chance(0.5)) schema.else = sub();
        break;
      case 15:
        schema.$ref = r.pick(REFS);
        break;
      case 16:
        schema[r.pick(['$defs', 'definitions'])] = { d: sub() };
        break;
      case 17:
        schema.$dynamicAnchor = 'x';
        if (r.chance(0.5)) schema.$dynamicRef = '#x';
        if (r.chance(0.3)) {
          schema.$recursiveAnchor = true;
          schema.$recursiveRef = '#';
        }
        break;
      case 18:
        schema.unevaluatedProperties = r.chance(0.5) ? false : sub();
        break;
      case 19:
        schema.propertyNames = r.chance(0.5) ? { pattern: r.pick(PATTERNS) } : sub();
        break;
      case 20:
        schema.dependentRequired = { [name(r)]: [name(r)] };
        break;
      default:
        schema.format = r.pick(['date', 'email', 'regex', 'uri', 'ipv4', 'unknown']);
    }
  }
  if (depth === 0 && r.chance(0.5)) schema.$schema = r.pick(DRAFTS);
  if (depth === 0 && r.chance(0.1)) {
    // A mutation: a keyword of the wrong type.
    schema[r.pick(['properties', 'required', 'items', 'type', 'enum', 'pattern', '$ref'])] =
      r.pick<JsonValue>([42, 'x', [], null, { a: 1 }]);
  }
  return schema;
}
