/**
 * Schema resources and identifiers: walks schema documents once, registering every `$id`
 * resource, `$anchor`/`$dynamicAnchor` (and draft 4-7 `#name` ids), and the location of each
 * subschema, then resolves absolute references to subschemas. Documents other than the root come
 * from the caller's preloaded map or the bundled meta-schemas; nothing is fetched.
 */
import type { Draft, JsonObject, JsonValue } from '../types';
import {
  detectDraft,
  draftKeywords,
  draftOfUri,
  FORMAT_ASSERTION_VOCABULARY,
  idKeyword,
  refOverridesSiblings,
  VOCABULARY_KEYWORDS,
} from './drafts';
import { getMetaSchema } from './metaschemas';
import { decodeFragment, resolveUri, splitFragment, stripFragment } from './uriResolution';

/** A schema resource: a subschema with its own base URI (the document root or an embedded `$id`). */
export interface Resource {
  readonly uri: string;
  readonly node: JsonValue;
  readonly draft: Draft;
  /** The keywords that have an effect in this resource (the draft's, narrowed by a custom meta-schema's `$vocabulary`). */
  readonly keywords: ReadonlySet<string>;
  /** True when the meta-schema's vocabularies make `format` an assertion. */
  readonly formatAssertion: boolean;
  readonly dynamicAnchors: Map<string, JsonObject>;
  recursiveAnchor: boolean;
  /** The document this resource lives in, and its root's pointer in that document. */
  readonly docUri: string;
  readonly docPointer: string;
}

/** Where a subschema is: its resource and the JSON Pointer from the resource root. */
export interface SchemaLocation {
  readonly resource: Resource;
  readonly pointer: string;
  readonly docPointer: string;
}

/** A reference resolved to a subschema. */
export interface Resolved {
  node: JsonValue;
  loc: SchemaLocation;
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** True for a JSON object (not null, not an array). */
export function isObject(v: JsonValue | undefined): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

const SINGLE = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
  'items',
];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'];

/** Problems met while registering (an unknown `$schema`); the compiler reports them. */
export interface RegistryNote {
  code: 'unknown-schema-draft';
  docUri: string;
  pointer: string;
  message: string;
}

/** All schema resources known to one compilation, keyed by absolute URI. */
export class Registry {
  private readonly resources = new Map<string, Resource>();
  private readonly anchors = new Map<string, JsonObject>();
  private readonly locations = new Map<object, SchemaLocation>();
  private readonly loadedDocs = new Set<string>();
  readonly notes: RegistryNote[] = [];
  /** Absolute document URIs that a reference needed but nobody provided. */
  readonly missing = new Set<string>();

  constructor(
    private readonly schemas: Readonly<Record<string, JsonValue>>,
    private readonly defaultDraft: Draft,
  ) {}

  /** Registers a whole document under `uri` (no fragment) and returns its root resource. */
  addDocument(uri: string, doc: JsonValue, draft?: Draft): Resource {
    this.loadedDocs.add(uri);
    const d = draft ?? this.draftOf(doc, this.defaultDraft, uri, '');
    const resource = this.makeResource(uri, doc, d, uri, '');
    this.resources.set(uri, resource);
    this.walk(doc, resource, '', '', true);
    return this.resources.get(uri) ?? resource;
  }

  /** The location registered for a subschema object, if the walk saw it. */
  locationOf(node: JsonValue): SchemaLocation | undefined {
    return node !== null && typeof node === 'object' ? this.locations.get(node) : undefined;
  }

  /**
   * How many loaded resources a dynamic reference could land on: those with `$dynamicAnchor` `name`, or
   * (for `$recursiveRef`, `name` undefined) those with `$recursiveAnchor: true`.
   */
  dynamicCandidates(name: string | undefined): number {
    const seen = new Set<Resource>();
    let count = 0;
    for (const r of this.resources.values()) {
      if (seen.has(r)) continue;
      seen.add(r);
      if (name === undefined ? r.recursiveAnchor : r.dynamicAnchors.has(name)) count++;
    }
    return count;
  }

  resource(uri: string): Resource | undefined {
    return this.resources.get(uri) ?? this.load(uri);
  }

  /** Resolves an absolute URI (with optional fragment) to a subschema. */
  resolve(uri: string): Resolved | undefined {
    const { base, fragment } = splitFragment(uri);
    const resource = this.resource(base);
    if (!resource) return undefined;
    if (fragment === undefined || fragment === '') {
      return { node: resource.node, loc: this.rootLocation(resource) };
    }
    const decoded = decodeFragment(fragment);
    if (decoded.startsWith('/')) return this.walkPointer(resource, decoded);
    const anchored = this.anchors.get(base + '#' + decoded);
    if (!anchored) return undefined;
    const loc = this.locations.get(anchored);
    return loc ? { node: anchored, loc } : undefined;
  }

  private rootLocation(resource: Resource): SchemaLocation {
    if (resource.node !== null && typeof resource.node === 'object') {
      const loc = this.locations.get(resource.node);
      if (loc) return loc;
    }
    return { resource, pointer: '', docPointer: resource.docPointer };
  }

  private walkPointer(resource: Resource, pointer: string): Resolved | undefined {
    let node: JsonValue = resource.node;
    let loc = this.rootLocation(resource);
    const segments = pointer.split('/').slice(1);
    for (const raw of segments) {
      const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      let next: JsonValue | undefined;
      if (Array.isArray(node)) {
        next = /^(0|[1-9][0-9]*)$/.test(seg) ? node[Number(seg)] : undefined;
      } else if (isObject(node)) {
        next = hasOwn(node, seg) ? node[seg] : undefined;
      }
      if (next === undefined) return undefined;
      const known = this.locationOf(next);
      loc = known ?? {
        resource: loc.resource,
        pointer: loc.pointer + '/' + escape(seg),
        docPointer: loc.docPointer + '/' + escape(seg),
      };
      node = next;
    }
    // A subschema reached only through a pointer (e.g. under an unknown keyword) may still hold identifiers.
    if (isObject(node) && !this.locations.has(node)) {
      this.walk(node, loc.resource, loc.pointer, loc.docPointer, false);
    }
    return { node, loc };
  }

  private load(uri: string): Resource | undefined {
    if (this.loadedDocs.has(uri)) return undefined;
    const doc = this.lookupDocument(uri);
    if (doc === undefined) {
      this.missing.add(uri);
      return undefined;
    }
    this.addDocument(uri, doc);
    // The document's own `$id` may differ from the URI it was requested by; both answer.
    return this.resources.get(uri);
  }

  private lookupDocument(uri: string): JsonValue | undefined {
    for (const key of [uri, uri + '#']) if (hasOwn(this.schemas, key)) return this.schemas[key];
    return getMetaSchema(uri);
  }

  /**
   * The draft of a schema from its `$schema`: a known meta-schema URI, or a custom meta-schema among
   * the preloaded documents whose own `$schema` leads to one. `known` is false when neither works.
   */
  dialectOf(node: JsonValue, fallback: Draft): { draft: Draft; known: boolean } {
    const seen = new Set<string>();
    let current = node;
    for (;;) {
      if (!isObject(current) || !hasOwn(current, '$schema')) {
        return { draft: fallback, known: current === node };
      }
      const found = detectDraft(current, fallback);
      if (found.known) return found;
      const uri = typeof current.$schema === 'string' ? stripFragment(current.$schema) : '';
      if (uri === '' || seen.has(uri)) return { draft: fallback, known: false };
      seen.add(uri);
      const meta = this.lookupDocument(uri);
      if (meta === undefined) return { draft: fallback, known: false };
      current = meta;
    }
  }

  private draftOf(node: JsonValue, fallback: Draft, docUri: string, pointer: string): Draft {
    if (!isObject(node) || !hasOwn(node, '$schema')) return fallback;
    const { draft, known } = this.dialectOf(node, fallback);
    if (known) return draft;
    this.notes.push({
      code: 'unknown-schema-draft',
      docUri,
      pointer: pointer + '/$schema',
      message: `Unknown "$schema" ${JSON.stringify(node.$schema)}: validating as draft ${fallback}.`,
    });
    return fallback;
  }

  /** The keywords a custom meta-schema enables through `$vocabulary` (known vocabularies only). */
  private vocabularyOf(
    node: JsonValue,
    draft: Draft,
  ): { keywords: ReadonlySet<string>; formatAssertion: boolean } {
    const plain = { keywords: draftKeywords(draft), formatAssertion: false };
    if (!isObject(node) || typeof node.$schema !== 'string' || draftOfUri(node.$schema)) return plain;
    const meta = this.lookupDocument(stripFragment(node.$schema));
    if (!isObject(meta) || !isObject(meta.$vocabulary)) return plain;
    const keywords = new Set<string>();
    let formatAssertion = false;
    for (const vocab of Object.keys(meta.$vocabulary)) {
      const list = VOCABULARY_KEYWORDS.get(vocab);
      if (list) for (const k of list) keywords.add(k);
      if (vocab === FORMAT_ASSERTION_VOCABULARY) formatAssertion = true;
    }
    return { keywords, formatAssertion };
  }

  private makeResource(
    uri: string,
    node: JsonValue,
    draft: Draft,
    docUri: string,
    docPointer: string,
  ): Resource {
    const { keywords, formatAssertion } = this.vocabularyOf(node, draft);
    return {
      uri,
      node,
      draft,
      keywords,
      formatAssertion,
      dynamicAnchors: new Map(),
      recursiveAnchor: false,
      docUri,
      docPointer,
    };
  }

  private walk(
    node: JsonValue,
    resource: Resource,
    pointer: string,
    docPointer: string,
    isDocRoot: boolean,
  ): void {
    if (!isObject(node)) return;
    if (this.locations.has(node)) return;
    let res = resource;
    let ptr = pointer;
    const draft = res.draft;
    const idKey = idKeyword(draft);
    const refOnly = refOverridesSiblings(draft) && typeof node.$ref === 'string';
    const id = hasOwn(node, idKey) && !refOnly ? node[idKey] : undefined;
    if (typeof id === 'string') {
      const { base, fragment } = splitFragment(id);
      if (base !== '') {
        const uri = stripFragment(resolveUri(res.uri, id));
        const newDraft = isDocRoot ? draft : this.draftOf(node, draft, res.docUri, docPointer);
        res =
          isDocRoot && uri === res.uri
            ? res
            : // A document's root $id names the document itself (problems are reported against it).
              this.makeResource(uri, node, newDraft, isDocRoot ? uri : res.docUri, docPointer);
        if (!this.resources.has(uri)) this.resources.set(uri, res);
        if (isDocRoot && !this.resources.has(resource.uri)) this.resources.set(resource.uri, res);
        ptr = '';
      }
      if (fragment && !fragment.startsWith('/') && (draft === '4' || draft === '6' || draft === '7')) {
        this.anchors.set(res.uri + '#' + fragment, node);
      }
    }
    if (isDocRoot && res !== resource) this.resources.set(resource.uri, res);
    this.locations.set(node, { resource: res, pointer: ptr, docPointer });
    if (res.draft !== '4' && res.draft !== '6' && res.draft !== '7') {
      if (typeof node.$anchor === 'string') this.anchors.set(res.uri + '#' + node.$anchor, node);
      if (res.draft === '2020-12' && typeof node.$dynamicAnchor === 'string') {
        this.anchors.set(res.uri + '#' + node.$dynamicAnchor, node);
        if (!res.dynamicAnchors.has(node.$dynamicAnchor)) res.dynamicAnchors.set(node.$dynamicAnchor, node);
      }
      if (res.draft === '2019-09' && node.$recursiveAnchor === true && ptr === '') res.recursiveAnchor = true;
    }
    for (const key of SINGLE) {
      if (!hasOwn(node, key)) continue;
      const sub = node[key];
      if (isObject(sub)) this.walk(sub, res, `${ptr}/${key}`, `${docPointer}/${key}`, false);
    }
    for (const key of LISTS) {
      if (!hasOwn(node, key)) continue;
      const list = node[key];
      if (!Array.isArray(list)) continue;
      list.forEach((sub, i) => this.walk(sub, res, `${ptr}/${key}/${i}`, `${docPointer}/${key}/${i}`, false));
    }
    for (const key of MAPS) {
      if (!hasOwn(node, key)) continue;
      const map = node[key];
      if (!isObject(map)) continue;
      for (const name of Object.keys(map)) {
        const sub = map[name];
        const seg = escape(name);
        if (isObject(sub)) this.walk(sub, res, `${ptr}/${key}/${seg}`, `${docPointer}/${key}/${seg}`, false);
      }
    }
  }
}
