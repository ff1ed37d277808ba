/**
 * The references of a schema document (`$ref`, `$dynamicRef`, `$recursiveRef`), each resolved the way
 * validation resolves it (base URIs from `$id`, anchors, JSON Pointers with escapes, other documents),
 * for navigation in schema files: go to definition, document links, find references and rename. No IO:
 * documents a reference needs and that were not given are listed in `missing`.
 */
import type { Draft, JsonValue } from '../types';
import { escapePointerSegment } from '../json/pointer';
import { Registry, isObject, type SchemaLocation } from './registry';
import { resolveUri, stripFragment } from './uriResolution';

export type ReferenceKeyword = '$ref' | '$dynamicRef' | '$recursiveRef';

/** One reference in a schema document. */
export interface SchemaReference {
  keyword: ReferenceKeyword;
  /** The reference as written. */
  ref: string;
  /** JSON Pointer, in the document, of the reference's string value. */
  pointer: string;
  /** The absolute URI it resolves to (against the base URI in force there). */
  uri: string;
  /** Where it leads, when the target document is available and the target exists. */
  target?: ReferenceTarget;
}

/** The subschema a reference leads to. */
export interface ReferenceTarget {
  /** The document that holds it, and its JSON Pointer there. */
  documentUri: string;
  pointer: string;
  /** The pointer, in that document, of the resource (root or embedded `$id`) the fragment is relative to. */
  resourcePointer: string;
}

export interface ReferenceIndex {
  references: SchemaReference[];
  /** Absolute URIs of documents some reference needs that were not in `schemas`. */
  missing: string[];
}

const KEYWORDS: readonly ReferenceKeyword[] = ['$ref', '$dynamicRef', '$recursiveRef'];

function targetOf(loc: SchemaLocation): ReferenceTarget {
  return {
    documentUri: loc.resource.docUri,
    pointer: loc.docPointer,
    resourcePointer: loc.resource.docPointer,
  };
}

/**
 * Every reference of `document` (known by `documentUri`), resolved. `schemas` holds other documents by
 * URI (the files references lead to); meta-schemas are known without it.
 */
export function schemaReferences(
  documentUri: string,
  document: JsonValue,
  options: { schemas?: Readonly<Record<string, JsonValue>>; draft?: Draft } = {},
): ReferenceIndex {
  const registry = new Registry(options.schemas ?? {}, options.draft ?? '2020-12');
  const uri = stripFragment(documentUri);
  const root = registry.addDocument(
    uri,
    document,
    registry.dialectOf(document, options.draft ?? '2020-12').draft,
  );
  const references: SchemaReference[] = [];
  // An explicit stack: schema documents can be nested deeply. Each entry knows the nearest location the
  // registry recorded (objects under unknown keywords take their parent's base URI).
  const stack: { value: JsonValue; pointer: string; base: string }[] = [
    { value: document, pointer: '', base: root.uri },
  ];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { value, pointer } = top;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, pointer: `${pointer}/${i}`, base: top.base }));
      continue;
    }
    if (!isObject(value)) continue;
    const base = registry.locationOf(value)?.resource.uri ?? top.base;
    for (const keyword of KEYWORDS) {
      const ref = value[keyword];
      if (typeof ref !== 'string') continue;
      const absolute = resolveUri(base, ref);
      const resolved = registry.resolve(absolute);
      references.push({
        keyword,
        ref,
        pointer: `${pointer}/${keyword}`,
        uri: absolute,
        ...(resolved ? { target: targetOf(resolved.loc) } : {}),
      });
    }
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, pointer: `${pointer}/${escapePointerSegment(key)}`, base });
      }
    }
  }
  // A document whose root has an `$id` is known by that `$id`: name it by the URI it was given as.
  const given = new Map<string, string>();
  for (const key of [uri, ...Object.keys(options.schemas ?? {})]) {
    const docUri = registry.resource(stripFragment(key))?.docUri;
    if (docUri !== undefined && !given.has(docUri)) given.set(docUri, stripFragment(key));
  }
  for (const r of references) {
    if (r.target) r.target.documentUri = given.get(r.target.documentUri) ?? r.target.documentUri;
  }
  references.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
  return { references, missing: [...registry.missing] };
}
