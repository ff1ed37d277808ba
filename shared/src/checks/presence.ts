/**
 * Which property names a subschema can count on being present: those that the schemas applied to the
 * same instance require. A subschema sees the `required` of the schema objects that hold it through
 * in-place applicators (`allOf`, `then`, ...), the property of a `dependentSchemas` entry, and, for a
 * definition reached by `$ref`, what every referring place guarantees.
 */
import type { JsonObject, JsonValue } from '../types';
import { isObject, own } from './problem';
import type { LocalRefs } from './refs';
import type { SchemaObjectAt } from './subschemas';
import { atLeast } from './vocabulary';

/** Keywords whose subschemas apply to the same instance as the schema object that holds them. */
const IN_PLACE = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
]);

/** Containers of definitions: what they hold applies only where a `$ref` applies it. */
const CONTAINERS = new Set(['$defs', 'definitions']);

const NONE: ReadonlySet<string> = new Set();

function requiredOf(schema: JsonObject): string[] {
  const required = own(schema, 'required');
  return Array.isArray(required) ? required.filter((n): n is string => typeof n === 'string') : [];
}

function unescapeToken(pointer: string): string {
  return pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

function intersect(sets: ReadonlyArray<ReadonlySet<string>>): ReadonlySet<string> {
  const [first, ...rest] = sets;
  if (first === undefined) return NONE;
  if (rest.length === 0) return first;
  return new Set([...first].filter((name) => rest.every((s) => s.has(name))));
}

/** Answers, per subschema of one document, which names are surely present when it applies. */
export class Presence {
  private readonly sites = new Map<JsonObject, SchemaObjectAt[]>();
  private readonly memo = new Map<SchemaObjectAt, ReadonlySet<string>>();
  private readonly pending = new Set<SchemaObjectAt>();

  constructor(objects: readonly SchemaObjectAt[], refs: LocalRefs) {
    for (const at of objects) {
      const ref = own(at.schema, '$ref');
      if (typeof ref !== 'string') continue;
      const target: JsonValue | undefined = refs.resolve(ref, at.resource)?.value;
      if (!isObject(target)) continue;
      const list = this.sites.get(target);
      if (list === undefined) this.sites.set(target, [at]);
      else list.push(at);
    }
  }

  /** Names that the schemas around `at` require of the instance `at` applies to. */
  requiredAround(at: SchemaObjectAt): ReadonlySet<string> {
    const known = this.memo.get(at);
    if (known !== undefined) return known;
    // A reference cycle: assume nothing (the lints then may warn, never wrongly stay silent).
    if (this.pending.has(at)) return NONE;
    this.pending.add(at);
    const guarantees: Array<ReadonlySet<string>> = [];
    const parent = at.parent;
    if (parent === undefined || !IN_PLACE.has(at.keyword)) {
      // The root, a property's or an item's schema: nothing around it is known; a definition counts
      // only through the places that refer to it.
      if (parent === undefined || !CONTAINERS.has(at.keyword)) guarantees.push(NONE);
    } else {
      const names = [...this.requiredAround(parent), ...requiredOf(parent.schema)];
      if (at.keyword === 'dependentSchemas' || at.keyword === 'dependencies') {
        names.push(unescapeToken(at.pointer));
      }
      guarantees.push(new Set(names));
    }
    for (const site of this.sites.get(at.schema) ?? []) {
      // Up to draft 7 a `$ref` replaces its schema object: the `required` beside it does not apply.
      const beside = atLeast(site.draft, '2019-09') ? requiredOf(site.schema) : [];
      guarantees.push(new Set([...this.requiredAround(site), ...beside]));
    }
    const result = intersect(guarantees);
    this.pending.delete(at);
    this.memo.set(at, result);
    return result;
  }
}
