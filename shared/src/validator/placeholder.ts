/**
 * The value a quick fix inserts for a missing property, decided by the core because only the core
 * resolves `$ref`s with the right base URI. The value must not create a new error where the schema
 * says enough: an object gets its own required properties (a few levels deep), numbers respect
 * their bounds, arrays their minimum length.
 */
import type { JsonObject, JsonValue } from '../types';
import { isObject } from '../schema/registry';

/** Resolves a schema object's `$ref` (with the base URI of wherever that object sits). */
export type RefResolver = (schema: JsonObject) => JsonValue | undefined;

/** Nested required objects are filled this many levels deep; deeper ones get a bare `{}`. */
const MAX_DEPTH = 4;
/** Bounds the work on schemas with long `allOf`/`$ref` chains or huge `required` lists. */
const MAX_FACETS = 64;
const MAX_REQUIRED = 50;
const MAX_MIN_ITEMS = 10;

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The schema objects that all apply in place to one value: the schema itself, what its `$ref`
 * reaches, and its `allOf` members, recursively.
 */
function facetsOf(schema: JsonValue, resolve: RefResolver): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<JsonObject>();
  const visit = (s: JsonValue | undefined): void => {
    if (!isObject(s) || seen.has(s) || out.length >= MAX_FACETS) return;
    seen.add(s);
    out.push(s);
    if (typeof s.$ref === 'string') visit(resolve(s));
    if (Array.isArray(s.allOf)) for (const member of s.allOf) visit(member);
  };
  visit(schema);
  return out;
}

function firstOwn(facets: readonly JsonObject[], keyword: string): { value: JsonValue } | undefined {
  for (const f of facets) if (hasOwn(f, keyword)) return { value: f[keyword] };
  return undefined;
}

function typeOf(facets: readonly JsonObject[]): string | undefined {
  for (const f of facets) {
    const t = f.type;
    if (typeof t === 'string') return t;
    if (Array.isArray(t)) {
      const named = t.filter((x): x is string => typeof x === 'string');
      // A nullable type ("string" or null) wants the real type: null is rarely what a person means.
      return named.find((x) => x !== 'null') ?? named[0];
    }
  }
  for (const f of facets) {
    if (isObject(f.properties) || Array.isArray(f.required) || isObject(f.additionalProperties)) {
      return 'object';
    }
    if (f.items !== undefined || f.prefixItems !== undefined || typeof f.minItems === 'number') {
      return 'array';
    }
  }
  return undefined;
}

function numberOf(facets: readonly JsonObject[], integer: boolean): number {
  const num = (k: string): number | undefined => {
    const v = firstOwn(facets, k)?.value;
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  };
  const minimum = num('minimum');
  const exclusive = num('exclusiveMinimum');
  const maximum = num('maximum');
  let value = 0;
  if (minimum !== undefined) value = integer ? Math.ceil(minimum) : minimum;
  else if (exclusive !== undefined) value = integer ? Math.floor(exclusive) + 1 : exclusive + 1;
  else if (maximum !== undefined && maximum < 0) value = integer ? Math.floor(maximum) : maximum;
  const multipleOf = num('multipleOf');
  if (multipleOf !== undefined && multipleOf > 0 && value % multipleOf !== 0) {
    value = Math.ceil(value / multipleOf) * multipleOf;
  }
  return value;
}

interface Walk {
  resolve: RefResolver;
  /** The schema objects being filled in, outermost first: a recursive schema stops at itself. */
  path: Set<JsonObject>;
  /** Values left to compute: wide and deep required lists together stay cheap. */
  budget: number;
}

function objectOf(facets: readonly JsonObject[], walk: Walk, depth: number): JsonObject {
  const out: JsonObject = {};
  if (depth >= MAX_DEPTH) return out;
  const required: string[] = [];
  for (const f of facets) {
    if (!Array.isArray(f.required)) continue;
    for (const name of f.required) {
      if (typeof name === 'string' && !required.includes(name)) required.push(name);
    }
  }
  for (const name of required.slice(0, MAX_REQUIRED)) {
    let propertySchema: JsonValue | undefined;
    for (const f of facets) {
      if (isObject(f.properties) && hasOwn(f.properties, name)) {
        propertySchema = f.properties[name];
        break;
      }
    }
    out[name] = valueOf(propertySchema ?? {}, walk, depth + 1);
  }
  return out;
}

function valueOf(schema: JsonValue, walk: Walk, depth: number): JsonValue {
  if (schema === false || --walk.budget < 0) return '';
  const facets = facetsOf(schema, walk.resolve);
  for (const keyword of ['default', 'const']) {
    const found = firstOwn(facets, keyword);
    if (found) return found.value;
  }
  for (const keyword of ['enum', 'examples']) {
    const list = firstOwn(facets, keyword)?.value;
    if (Array.isArray(list) && list.length > 0) return list[0];
  }
  const type = typeOf(facets);
  if (type === 'number' || type === 'integer') return numberOf(facets, type === 'integer');
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (type === 'string') return '';
  const recursive = facets.some((f) => walk.path.has(f));
  if (type === 'object' && recursive) return {};
  if (type === 'array' && recursive) return [];
  if (recursive) return '';
  for (const f of facets) walk.path.add(f);
  try {
    if (type === 'object') return objectOf(facets, walk, depth);
    if (type === 'array') {
      const min = firstOwn(facets, 'minItems')?.value;
      const items = firstOwn(facets, 'items')?.value;
      if (typeof min !== 'number' || min <= 0 || min > MAX_MIN_ITEMS || !isObject(items)) return [];
      const item = valueOf(items, walk, depth + 1);
      return Array.from({ length: Math.ceil(min) }, () => item);
    }
    // No type anywhere: the first alternative of anyOf/oneOf usually says what is wanted.
    for (const f of facets) {
      for (const k of ['anyOf', 'oneOf']) {
        const list = f[k];
        if (Array.isArray(list) && list.length > 0) return valueOf(list[0], walk, depth);
      }
    }
    return '';
  } finally {
    for (const f of facets) walk.path.delete(f);
  }
}

/**
 * A value for an instance of `schema`: its `default`, `const`, first `enum` value or first of
 * `examples` (looking through `$ref` and `allOf`), else a value of its type that meets what the
 * schema says of it (an object's required properties, a number's bounds, an array's minimum length).
 */
export function placeholderValue(schema: JsonValue, resolve: RefResolver): JsonValue {
  return valueOf(schema, { resolve, path: new Set(), budget: 500 }, 0);
}
