/**
 * The probe: the validator's own evaluation, run for one instance location of interest (the target),
 * recording every subschema it applies on the way there and at it, with where that subschema is, how it
 * was reached, whether it holds and what it reported. Editor features (completion, hover, go to
 * definition) read what applies at the cursor from it, so they can never disagree with validation.
 *
 * A probe uses a second compilation of the schema in which each schema object's check is wrapped (see
 * `CompilerOptions.probe`); the compilation used for validation is untouched, so probing costs nothing
 * when it is not used. While probing:
 * - members off the path to the target are not descended into when they are objects or arrays (they
 *   count as valid), so a probe anywhere in a huge document costs about the size of the objects along
 *   the path; scalar members are still checked, since discriminators (`"kind": "circle"`) are scalars;
 * - on the path, subschemas run with errors on, whatever the surrounding combinator does, so every
 *   branch of an `anyOf`/`oneOf` is evaluated in full and says why it fails.
 */
import type { Draft, JsonObject, JsonValue, ValidationError } from '../types';
import { refOverridesSiblings } from '../schema/drafts';
import type { Resource, SchemaLocation } from '../schema/registry';
import { State, type Check } from './state';

/** A segment of an instance path: a property name or an array index. */
export type PathSegment = string | number;

/** One subschema that the validator applied to a location on the way to (or at) the target. */
export interface ProbedSchema {
  readonly schema: JsonObject;
  readonly draft: Draft;
  /** The URI of the document that holds the schema object ('' for an anonymous root schema). */
  readonly documentUri: string;
  /** JSON Pointer of the schema object inside that document. */
  readonly pointer: string;
  /** The instance location it was applied to. */
  readonly path: readonly PathSegment[];
  /**
   * The subschema that applied this one: at the same location for in-place applicators (`$ref`, `allOf`,
   * `anyOf`, `then`, `dependentSchemas`, ...), one level up for `properties`, `items` and the like.
   */
  readonly parent: ProbedSchema | undefined;
  /** How the parent reached it: `['properties', 'name']`, `['anyOf', 1]`, `['then']`, `['$ref']`, ... */
  readonly via: readonly PathSegment[];
  /** Whether it holds for the instance as it stands (subtrees off the path count as valid). */
  readonly valid: boolean;
  /** Every error reported while it was evaluated (its own and its subschemas'). */
  readonly errors: readonly ValidationError[];
  /** The errors its own keywords reported (not those of a subschema it applied). */
  readonly ownErrors: readonly ValidationError[];
  /** Whether `keyword` is present and has an effect here (draft, vocabulary, `$ref` overriding siblings). */
  has(keyword: string): boolean;
  /**
   * Evaluates this subschema again, at the same location and dynamic scope, on another value (such as
   * the object at the cursor with one more property), probing `target` (an absolute path below `path`).
   */
  probe(value: JsonValue, target: readonly PathSegment[]): ProbeResult;
}

/** What a probe run found. */
export interface ProbeResult {
  readonly target: readonly PathSegment[];
  /** Every subschema applied on the path to the target and at it, in the order they were entered. */
  readonly entries: readonly ProbedSchema[];
  /** The entries whose location is the target. */
  readonly atTarget: readonly ProbedSchema[];
  /** Whether the outermost schema held (off-path subtrees counted as valid). */
  readonly valid: boolean;
}

/** Where a schema object is, as the compiler knows it; given to `ProbeRecorder.wrap`. */
export interface ProbeSite {
  readonly loc: SchemaLocation;
  /** The URI shown for the schema's document ('' for the anonymous root). */
  readonly documentUri: string;
}

class Entry implements ProbedSchema {
  valid = true;
  errors: ValidationError[] = [];
  ownErrors: ValidationError[] = [];
  done = false;
  /** The entries it applied, by schema object and by where (see `EntryIndex`). */
  readonly children = new EntryIndex();
  private readonly refOnly: boolean;
  private readonly keywords: ReadonlySet<string>;

  constructor(
    readonly schema: JsonObject,
    readonly draft: Draft,
    readonly documentUri: string,
    readonly pointer: string,
    readonly path: readonly PathSegment[],
    readonly parent: Entry | undefined,
    readonly via: readonly PathSegment[],
    resource: Resource,
    private readonly dyn: readonly Resource[],
    private readonly check: Check,
    private readonly recorder: ProbeRecorder,
  ) {
    this.refOnly = refOverridesSiblings(resource.draft) && typeof schema.$ref === 'string';
    this.keywords = resource.keywords;
  }

  has(keyword: string): boolean {
    return (
      !this.refOnly &&
      this.keywords.has(keyword) &&
      Object.prototype.hasOwnProperty.call(this.schema, keyword)
    );
  }

  probe(value: JsonValue, target: readonly PathSegment[]): ProbeResult {
    return this.recorder.run(this.check, value, target, this.path, this.dyn);
  }
}

/**
 * Entries by schema object and by the member they were applied to (`HERE` for the parent's own location):
 * one schema object applied again at the same place is the combinator's replay, but `items` applied to
 * each element of an array (when the whole value is probed) is one entry per element.
 */
const HERE = Symbol('here');
class EntryIndex {
  /** Made on the first entry (most entries, at scalars, apply nothing below them). */
  private byNode: Map<JsonObject, Map<PathSegment | typeof HERE, Entry>> | undefined;

  get(node: JsonObject, where: PathSegment | typeof HERE): Entry | undefined {
    return this.byNode?.get(node)?.get(where);
  }

  set(node: JsonObject, where: PathSegment | typeof HERE, entry: Entry): void {
    this.byNode ??= new Map<JsonObject, Map<PathSegment | typeof HERE, Entry>>();
    let places = this.byNode.get(node);
    if (places === undefined) {
      places = new Map<PathSegment | typeof HERE, Entry>();
      this.byNode.set(node, places);
    }
    places.set(where, entry);
  }
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** In-place applicators whose value is one subschema. */
const SINGLE_IN_PLACE = ['if', 'then', 'else', 'not', 'propertyNames'];
/** In-place applicators whose value is a list of subschemas. */
const LIST_IN_PLACE = ['allOf', 'anyOf', 'oneOf'];
/** In-place applicators whose value maps property names to subschemas. */
const MAP_IN_PLACE = ['dependentSchemas', 'dependencies'];

/** How `parent` reaches `child`: the keyword and member that hold it, else the reference keyword. */
function viaOf(
  parent: JsonObject,
  child: JsonObject,
  sameLocation: boolean,
  segment: PathSegment,
): PathSegment[] {
  if (sameLocation) {
    for (const k of LIST_IN_PLACE) {
      const list = parent[k];
      if (Array.isArray(list)) {
        const i = list.indexOf(child);
        if (i >= 0) return [k, i];
      }
    }
    for (const k of SINGLE_IN_PLACE) if (parent[k] === child) return [k];
    for (const k of MAP_IN_PLACE) {
      const map = parent[k];
      if (map !== null && typeof map === 'object' && !Array.isArray(map)) {
        for (const name of Object.keys(map)) if (map[name] === child) return [k, name];
      }
    }
  } else {
    const props = parent.properties;
    if (typeof segment === 'string' && props !== null && typeof props === 'object' && !Array.isArray(props)) {
      if (hasOwn(props, segment) && props[segment] === child) return ['properties', segment];
    }
    const patterns = parent.patternProperties;
    if (patterns !== null && typeof patterns === 'object' && !Array.isArray(patterns)) {
      for (const p of Object.keys(patterns)) if (patterns[p] === child) return ['patternProperties', p];
    }
    for (const k of [
      'additionalProperties',
      'unevaluatedProperties',
      'items',
      'additionalItems',
      'contains',
    ]) {
      if (parent[k] === child) return [k];
    }
    for (const k of ['prefixItems', 'items']) {
      const list = parent[k];
      if (Array.isArray(list)) {
        const i = list.indexOf(child);
        if (i >= 0) return [k, i];
      }
    }
    if (parent.unevaluatedItems === child) return ['unevaluatedItems'];
  }
  for (const k of ['$ref', '$dynamicRef', '$recursiveRef']) if (typeof parent[k] === 'string') return [k];
  return [];
}

function onPath(path: readonly PathSegment[], target: readonly PathSegment[]): boolean {
  if (path.length > target.length) return false;
  // From the end: siblings differ in their last segment, so a miss is found at once.
  for (let i = path.length - 1; i >= 0; i--) if (path[i] !== target[i]) return false;
  return true;
}

/**
 * Records probe runs. One recorder belongs to one probe compilation; `wrap` is called by the compiler
 * for every schema object, `run` evaluates a compiled check with recording on.
 */
export class ProbeRecorder {
  private target: readonly PathSegment[] = [];
  private entries: Entry[] = [];
  private stack: Entry[] = [];
  private roots = new EntryIndex();
  /** Every location counts as on the path (`probeAll`): the whole value is evaluated and recorded. */
  private everywhere = false;
  private owned = new Set<ValidationError>();
  /** Above zero while a combinator re-runs a branch already recorded (its report of a failure). */
  private replaying = 0;

  /** The check of schema object `node` as the probe compilation uses it. */
  wrap(node: JsonObject, site: ProbeSite, inner: Check): Check {
    const wrapped: Check = (v, st) => {
      if (!this.everywhere && !onPath(st.path, this.target)) {
        // Off the path: a container is not descended into; a scalar is checked as usual.
        return v !== null && typeof v === 'object' ? true : inner(v, st);
      }
      if (this.replaying > 0) return this.open(inner, v, st);
      const parent = this.stack[this.stack.length - 1];
      const siblings = parent ? parent.children : this.roots;
      const depth = st.path.length;
      const where = parent === undefined || parent.path.length === depth ? HERE : st.path[depth - 1];
      const known = siblings.get(node, where);
      if (known?.done) {
        this.replaying++;
        const ok = this.open(inner, v, st);
        this.replaying--;
        return ok;
      }
      const path = st.path.slice();
      const same = parent === undefined || parent.path.length === path.length;
      const entry = new Entry(
        node,
        site.loc.resource.draft,
        site.documentUri,
        site.loc.docPointer,
        path,
        parent,
        parent ? viaOf(parent.schema, node, same, path[path.length - 1] ?? '') : [],
        site.loc.resource,
        st.dyn.slice(),
        wrapped,
        this,
      );
      siblings.set(node, where, entry);
      this.entries.push(entry);
      this.stack.push(entry);
      const mark = st.errors.length;
      const ok = this.open(inner, v, st);
      this.stack.pop();
      entry.valid = ok;
      entry.errors = st.errors.slice(mark);
      // Inner entries finish first and claim their errors; what is left was reported by this one.
      for (const e of entry.errors) {
        if (this.owned.has(e)) continue;
        this.owned.add(e);
        entry.ownErrors.push(e);
      }
      entry.done = true;
      return ok;
    };
    return wrapped;
  }

  /** Runs a check with errors on and annotations collected (so `anyOf` evaluates every branch). */
  private open(inner: Check, v: JsonValue, st: State): boolean {
    const quiet = st.quiet;
    st.quiet = 0;
    const scratch = st.ev === null ? st.acquire() : null;
    if (scratch !== null) st.ev = scratch;
    const ok = inner(v, st);
    if (scratch !== null) {
      st.ev = null;
      st.release(scratch);
    }
    st.quiet = quiet;
    return ok;
  }

  /**
   * Evaluates `check` (a probe-compiled schema) on `value` at `at`, recording towards `target`; with
   * `everywhere`, every location is on the path (the whole value is evaluated, and `atTarget` holds
   * the entries at `target`, the start).
   */
  run(
    check: Check,
    value: JsonValue,
    target: readonly PathSegment[],
    at: readonly PathSegment[] = [],
    dyn: readonly Resource[] = [],
    everywhere = false,
  ): ProbeResult {
    const saved = {
      everywhere: this.everywhere,
      target: this.target,
      entries: this.entries,
      stack: this.stack,
      roots: this.roots,
      owned: this.owned,
      replaying: this.replaying,
    };
    this.everywhere = everywhere;
    this.target = target;
    this.entries = [];
    this.stack = [];
    this.roots = new EntryIndex();
    this.owned = new Set();
    this.replaying = 0;
    const st = new State();
    st.path.push(...at);
    st.dyn.push(...dyn);
    let valid = false;
    try {
      valid = check(value, st);
    } catch (e) {
      // As in validation: a stack exhausted by a very heavy schema ends the run, not the caller.
      if (!(e instanceof RangeError)) throw e;
    }
    const entries = this.entries;
    Object.assign(this, saved);
    return {
      target,
      entries,
      atTarget: entries.filter((e) => e.path.length === target.length),
      valid,
    };
  }
}
