import type { Draft, JsonObject, JsonValue, SchemaProblem } from '../types';
import { compileSchemaPattern } from './pattern';
import { isObject, own } from './problem';
import type { Presence } from './presence';
import type { LocalRefs } from './refs';
import type { SchemaObjectAt } from './subschemas';
import type { Texts } from '../l10n/texts';

/** What every lint rule gets: the draft, local reference lookup, and where to report. */
export interface LintContext {
  draft: Draft;
  /** True when the document has `unevaluatedProperties` or `unevaluatedItems` anywhere. */
  usesUnevaluated: boolean;
  refs: LocalRefs;
  /** Which names each subschema can count on being present. */
  presence: Presence;
  problems: SchemaProblem[];
  /** The language of the warnings. */
  texts: Texts;
}

/** A lint rule looks at one schema object of the document at a time. */
export type LintRule = (at: SchemaObjectAt, ctx: LintContext) => void;

/** True for `true` and `{}`: a subschema that accepts everything and so tests nothing. */
export function acceptsEverything(value: JsonValue | undefined): boolean {
  return value === true || (isObject(value) && Object.keys(value).length === 0);
}

/** The string entries of an array keyword such as `required` (other entries are checkSchema's business). */
export function stringEntries(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** True when `name` is a key of the object's `properties` or matches one of its valid `patternProperties`. */
export function declaresName(schema: JsonObject, name: string): boolean {
  const properties = own(schema, 'properties');
  if (isObject(properties) && Object.hasOwn(properties, name)) return true;
  const patterns = own(schema, 'patternProperties');
  if (!isObject(patterns)) return false;
  return Object.keys(patterns).some((source) => {
    const compiled = compileSchemaPattern(source);
    return 'matcher' in compiled && compiled.matcher.test(name) === true;
  });
}

/** Formats names for a message: `"a"`, `"a" and "b"`, `"a", "b" and "c"` (in the language of `texts`). */
export function quoteList(names: readonly string[], texts: Texts): string {
  return texts.and(names.map((n) => JSON.stringify(n)));
}
