/**
 * `$ref`, `$dynamicRef` and `$recursiveRef`: resolution through the registry, the dynamic scope
 * walk for the dynamic forms, and the detection of reference cycles that make no progress.
 */
import type { JsonObject, JsonValue } from '../types';
import {
  isObject,
  type Registry,
  type Resolved,
  type Resource,
  type SchemaLocation,
} from '../schema/registry';
import { resolveUri, splitFragment, stripFragment } from '../schema/uriResolution';
import type { SubschemaRole } from './env';
import { show } from './messages';
import type { Texts } from '../l10n/texts';
import { MAX_WORK, outOfWork, type Check } from './state';

/** A `$ref` edge between two subschemas that apply to the same instance (for cycle detection). */
export interface Edge {
  from: JsonObject;
  to: JsonObject;
  isRef: boolean;
  /** Where the reference is, for the problem. */
  resource?: Resource;
  docPointer?: string;
  ref?: string;
  /** Set when the edge closes a cycle that makes no progress. */
  cyclic?: boolean;
  /** The keyword of a reference edge (`$ref` when absent). */
  keyword?: string;
  /**
   * For `$dynamicRef` (the anchor name) and `$recursiveRef` (null): the edge stands for the static
   * target only while no other resource could be chosen at run time; see `detectCycles`.
   */
  dynamicAnchor?: string | null;
}

/** What compiling a reference needs from the compiler: the registry, subschema compilation, problems, edges. */
export interface ReferenceHost {
  readonly registry: Registry;
  readonly edges: ReadonlyMap<JsonObject, readonly Edge[]>;
  compile(node: JsonValue, loc: SchemaLocation, role?: SubschemaRole): Check;
  addEdge(edge: Edge): void;
  displayUri(uri: string): string;
  problem(resource: Resource, docPointer: string, code: string, keyword: string, message: string): void;
  /** The language of messages and problems. */
  readonly texts: Texts;
}

function unresolved(host: ReferenceHost, loc: SchemaLocation, keyword: string, ref: string): Check {
  const docPointer = `${loc.docPointer}/${keyword}`;
  host.problem(
    loc.resource,
    docPointer,
    'unresolvable-ref',
    keyword,
    host.texts.t('ref.unresolvable', { ref: show(ref) }),
  );
  const schemaPath = `${host.displayUri(loc.resource.uri)}#${loc.pointer}/${keyword}`;
  return (_v, st) => {
    if (st.quiet) return false;
    st.report(keyword, schemaPath, st.texts.t('ref.cannotCheck', { ref: show(ref) }), { ref });
    return false;
  };
}

/** True for what can be a schema: an object, or (from draft 6, and by common use before) a boolean. */
function isSchemaValue(value: JsonValue): boolean {
  return typeof value === 'boolean' || isObject(value);
}

function kindOf(texts: Texts, value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return texts.t('kind.array');
  return typeof value === 'string' ? texts.t('kind.string') : texts.t('kind.number');
}

/**
 * A reference that resolves to a value which is not a schema (`"#/required"`, an array): a schema
 * problem, and every value it should check gets an error instead of passing silently.
 */
function notASchema(
  host: ReferenceHost,
  loc: SchemaLocation,
  keyword: string,
  ref: string,
  target: JsonValue,
): Check {
  host.problem(
    loc.resource,
    `${loc.docPointer}/${keyword}`,
    'ref-not-schema',
    keyword,
    host.texts.t('ref.notSchema', { ref: show(ref), kind: kindOf(host.texts, target) }),
  );
  const schemaPath = `${host.displayUri(loc.resource.uri)}#${loc.pointer}/${keyword}`;
  return (_v, st) => {
    if (st.quiet) return false;
    st.report(keyword, schemaPath, st.texts.t('ref.cannotCheckNotSchema', { ref: show(ref) }), { ref });
    return false;
  };
}

/** Follows a resolved reference: pushes the target's resource on the dynamic scope and counts depth. */
function follow(host: ReferenceHost, target: Resolved, edge: Edge, schemaPath: string, ref: string): Check {
  const compiled = host.compile(target.node, target.loc);
  const resource = target.loc.resource;
  const keyword = edge.keyword ?? '$ref';
  return (v, st) => {
    if (edge.cyclic) {
      if (st.quiet) return false;
      st.report(keyword, schemaPath, st.texts.t('ref.loop', { ref: show(ref) }), { ref });
      return false;
    }
    // Static cycles without progress were cut above; a dynamic one ends in the RangeError guard of runCheck.
    if (++st.work > MAX_WORK) return outOfWork(st);
    st.dyn.push(resource);
    const ok = compiled(v, st);
    st.dyn.pop();
    return ok;
  };
}

type ReferenceKeyword = '$ref' | '$dynamicRef' | '$recursiveRef';

/** A reference's target, or the check that reports why it has none (unresolved, or not a schema). */
function resolveReference(
  host: ReferenceHost,
  loc: SchemaLocation,
  keyword: ReferenceKeyword,
  ref: string,
): { uri: string; target: Resolved } | { failed: Check } {
  const uri = resolveUri(loc.resource.uri, ref);
  const target = host.registry.resolve(uri);
  if (!target) return { failed: unresolved(host, loc, keyword, ref) };
  if (!isSchemaValue(target.node)) return { failed: notASchema(host, loc, keyword, ref, target.node) };
  return { uri, target };
}

/**
 * Follows a reference to its static target: records the edge (for cycle detection; `dynamicAnchor` as
 * in Edge) and returns the check that applies the target.
 */
function followStatic(
  host: ReferenceHost,
  node: JsonObject,
  loc: SchemaLocation,
  keyword: ReferenceKeyword,
  ref: string,
  target: Resolved,
  dynamicAnchor?: string | null,
): Check {
  const edge: Edge = {
    from: node,
    to: target.node as JsonObject,
    isRef: true,
    resource: loc.resource,
    docPointer: `${loc.docPointer}/${keyword}`,
    ref,
    keyword,
    ...(dynamicAnchor !== undefined ? { dynamicAnchor } : {}),
  };
  if (isObject(target.node)) host.addEdge(edge);
  return follow(host, target, edge, referencePath(host, loc, keyword), ref);
}

/** Where a reference keyword is, as error messages name schema locations. */
function referencePath(host: ReferenceHost, loc: SchemaLocation, keyword: ReferenceKeyword): string {
  return `${host.displayUri(loc.resource.uri)}#${loc.pointer}/${keyword}`;
}

export function refKeyword(host: ReferenceHost, node: JsonObject, loc: SchemaLocation, ref: string): Check {
  const resolved = resolveReference(host, loc, '$ref', ref);
  if ('failed' in resolved) return resolved.failed;
  return followStatic(host, node, loc, '$ref', ref, resolved.target);
}

export function dynamicRefKeyword(
  host: ReferenceHost,
  node: JsonObject,
  loc: SchemaLocation,
  ref: string,
): Check {
  const resolved = resolveReference(host, loc, '$dynamicRef', ref);
  if ('failed' in resolved) return resolved.failed;
  const { uri, target: initial } = resolved;
  const schemaPath = referencePath(host, loc, '$dynamicRef');
  const { fragment } = splitFragment(uri);
  const name = fragment ?? '';
  // Dynamic only when the initial target is itself a $dynamicAnchor of that name ("bookending").
  const dynamic =
    name !== '' && !name.startsWith('/') && isObject(initial.node) && initial.node.$dynamicAnchor === name;
  const staticCheck = followStatic(host, node, loc, '$dynamicRef', ref, initial, dynamic ? name : undefined);
  if (!dynamic) return staticCheck;
  const cache = new Map<JsonObject, Check>();
  return (v, st) => {
    let chosen: JsonObject | undefined;
    for (const r of st.dyn) {
      const found = r.dynamicAnchors.get(name);
      if (found) {
        chosen = found;
        break;
      }
    }
    if (chosen === undefined || chosen === initial.node) return staticCheck(v, st);
    let c = cache.get(chosen);
    if (!c) {
      const loc2 = host.registry.locationOf(chosen);
      c = loc2
        ? follow(host, { node: chosen, loc: loc2 }, { from: node, to: chosen, isRef: false }, schemaPath, ref)
        : staticCheck;
      cache.set(chosen, c);
    }
    return c(v, st);
  };
}

export function recursiveRefKeyword(
  host: ReferenceHost,
  node: JsonObject,
  loc: SchemaLocation,
  ref: string,
): Check {
  const resolved = resolveReference(host, loc, '$recursiveRef', ref);
  if ('failed' in resolved) return resolved.failed;
  const { uri, target: initial } = resolved;
  const schemaPath = referencePath(host, loc, '$recursiveRef');
  const startResource = host.registry.resource(stripFragment(uri));
  const dynamic = startResource?.recursiveAnchor === true && !splitFragment(uri).fragment;
  const staticCheck = followStatic(
    host,
    node,
    loc,
    '$recursiveRef',
    ref,
    initial,
    dynamic ? null : undefined,
  );
  if (!dynamic || startResource === undefined) return staticCheck;
  const cache = new Map<Resource, Check>();
  return (v, st) => {
    let chosen: Resource | undefined;
    for (const r of st.dyn) {
      if (r.recursiveAnchor) {
        chosen = r;
        break;
      }
    }
    if (chosen === undefined || chosen === startResource) return staticCheck(v, st);
    let c = cache.get(chosen);
    if (!c) {
      const target = host.registry.resolve(chosen.uri);
      c = target
        ? follow(host, target, { from: node, to: target.node as JsonObject, isRef: false }, schemaPath, ref)
        : staticCheck;
      cache.set(chosen, c);
    }
    return c(v, st);
  };
}

/**
 * Finds `$ref` cycles among subschemas that apply to the same instance (no property or item in
 * between): validation could never make progress through them. Each closing reference becomes a
 * `cyclic-ref` problem and reports an error instead of recursing.
 */
export function detectCycles(host: ReferenceHost): void {
  const state = new Map<JsonObject, 1 | 2>();
  const stack: Edge[] = [];
  // A dynamic reference lands on its static target for sure only when no other loaded resource has its
  // anchor: then a cycle through it is as certain as one through `$ref`. Otherwise the run-time guard stays.
  const certain = new Map<string | null, boolean>();
  const counts = (edge: Edge): boolean => {
    if (edge.dynamicAnchor === undefined) return true;
    let known = certain.get(edge.dynamicAnchor);
    if (known === undefined) {
      known = host.registry.dynamicCandidates(edge.dynamicAnchor ?? undefined) <= 1;
      certain.set(edge.dynamicAnchor, known);
    }
    return known;
  };
  const visit = (node: JsonObject): void => {
    state.set(node, 1);
    for (const edge of host.edges.get(node) ?? []) {
      if (!counts(edge)) continue;
      const s = state.get(edge.to);
      if (s === 1) {
        const start = stack.findIndex((e) => e.from === edge.to);
        const cycle = [...(start < 0 ? [] : stack.slice(start)), edge];
        const closing = edge.isRef ? edge : cycle.find((e) => e.isRef);
        if (closing && !closing.cyclic) {
          closing.cyclic = true;
          const chain = cycle
            .filter((e) => e.isRef)
            .map((e) => show(e.ref ?? ''))
            .join(' -> ');
          if (closing.resource && closing.docPointer) {
            host.problem(
              closing.resource,
              closing.docPointer,
              'cyclic-ref',
              closing.keyword ?? '$ref',
              host.texts.t('ref.cycle', { chain }),
            );
          }
        }
      } else if (s === undefined) {
        stack.push(edge);
        visit(edge.to);
        stack.pop();
      }
    }
    state.set(node, 2);
  };
  for (const node of host.edges.keys()) if (!state.has(node)) visit(node);
}
