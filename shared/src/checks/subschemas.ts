import type { Draft, JsonObject, JsonPointer, JsonValue } from '../types';
import { childPointer, isObject } from './problem';
import { draftOfUri } from '../schema/drafts';
import { keywordShape } from './vocabulary';

/** A subschema that is an object, with its location in the document. */
export interface SchemaObjectAt {
  schema: JsonObject;
  pointer: JsonPointer;
  /** Pointer of the schema resource that holds it (the nearest `$id`/`id` root), for `#...` references. */
  resource: JsonPointer;
  /** The applicator keyword that holds it, e.g. `allOf` or `properties` (`""` for the root). */
  keyword: string;
  /** The draft that applies to it: an embedded resource may name another one with `$schema`. */
  draft: Draft;
  /** The schema object that holds it (undefined for the root). */
  parent: SchemaObjectAt | undefined;
}

/** The schema-valued children of one schema object that `draft` defines, in document order. */
export function childSchemas(
  schema: JsonObject,
  pointer: JsonPointer,
  draft: Draft,
): Array<[string, JsonValue, JsonPointer]> {
  const out: Array<[string, JsonValue, JsonPointer]> = [];
  for (const keyword of Object.keys(schema)) {
    const shape = keywordShape(keyword, draft);
    const value = schema[keyword];
    const at = childPointer(pointer, keyword);
    switch (shape) {
      case 'schema':
      case 'schemaOrBoolean':
        out.push([keyword, value, at]);
        break;
      case 'schemaOrSchemaArray':
      case 'schemaArray':
        if (Array.isArray(value)) {
          value.forEach((entry, i) => out.push([keyword, entry, childPointer(at, i)]));
        } else if (shape === 'schemaOrSchemaArray') out.push([keyword, value, at]);
        break;
      case 'schemaMap':
      case 'patternSchemaMap':
      case 'dependencies':
        if (isObject(value)) {
          for (const name of Object.keys(value)) {
            const entry = value[name];
            if (shape !== 'dependencies' || !Array.isArray(entry)) {
              out.push([keyword, entry, childPointer(at, name)]);
            }
          }
        }
        break;
      default:
        break;
    }
  }
  return out;
}

/** The identifier keyword of a draft: `id` in draft 4, `$id` later. */
export function idKeyword(draft: Draft): string {
  return draft === '4' ? 'id' : '$id';
}

/** True when the schema object starts a new schema resource (an `$id` that is not a bare fragment). */
export function startsResource(schema: JsonObject, draft: Draft): boolean {
  const id = Object.hasOwn(schema, idKeyword(draft)) ? schema[idKeyword(draft)] : undefined;
  return typeof id === 'string' && !id.startsWith('#');
}

/**
 * The draft of a subschema: an embedded resource (a non-root schema with its own `$id`) may switch
 * dialect with `$schema`, as the engine does; anything else keeps its parent's draft.
 */
export function draftAt(schema: JsonValue, parentDraft: Draft): Draft {
  if (!isObject(schema) || !startsResource(schema, parentDraft)) return parentDraft;
  const uri = Object.hasOwn(schema, '$schema') ? schema.$schema : undefined;
  return (typeof uri === 'string' ? draftOfUri(uri) : undefined) ?? parentDraft;
}

/** Every object subschema of `root` that `draft` defines, in document order, without recursion. */
export function schemaObjects(root: JsonValue, draft: Draft): SchemaObjectAt[] {
  const out: SchemaObjectAt[] = [];
  if (!isObject(root)) return out;
  const stack: SchemaObjectAt[] = [
    { schema: root, pointer: '', resource: '', keyword: '', draft, parent: undefined },
  ];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    out.push(at);
    const children = childSchemas(at.schema, at.pointer, at.draft);
    for (let i = children.length - 1; i >= 0; i--) {
      const [keyword, value, pointer] = children[i];
      if (isObject(value)) {
        stack.push({
          schema: value,
          pointer,
          resource: startsResource(value, at.draft) ? pointer : at.resource,
          keyword,
          draft: draftAt(value, at.draft),
          parent: at,
        });
      }
    }
  }
  return out;
}
