/**
 * The mutable state of one validation run: the error list, the current instance path (a stack of
 * segments, formatted only when an error is reported), the annotations that `unevaluated*` can
 * observe, and the dynamic scope for `$dynamicRef`/`$recursiveRef`.
 */
import type { ErrorTarget, JsonPointer, JsonValue, ValidationError } from '../types';
import type { Resource } from '../schema/registry';
import { escapePointerSegment as escapeSegment } from '../json/pointer';
import { english, type Texts } from '../l10n/texts';

/** A compiled schema (or keyword): checks `value` at `st.path`, reports into `st`, returns validity. */
export type Check = (value: JsonValue, st: State) => boolean;

/** Instance nesting beyond which validation stops with an error instead of overflowing the stack. */
export const MAX_DEPTH = 1000;

/**
 * Subschema applications (to a property or item, or through a reference) one validation may make.
 * A 10 MB document of records takes about half a million; a schema that applies two recursive
 * branches at every level of a deep document would take 2^depth. Beyond the budget validation stops
 * with one error instead of running for hours.
 */
export const MAX_WORK = 20_000_000;

/**
 * Names or indices of the current object/array that keywords evaluated successfully. Created only
 * while an `unevaluatedProperties`/`unevaluatedItems` can observe them.
 */
export class Evaluated {
  all = false;
  /**
   * Evaluated names in `names[0..count)`; a short array beats a Set for the few names of a typical
   * object. Reuse keeps the array and only resets `count`: `length = 0` would free V8's backing store
   * and the next object's first name would allocate a new one.
   */
  private readonly names: string[] = [];
  private count = 0;
  private nameSet: Set<string> | null = null;
  /** Items 0..prefix-1 were evaluated (prefixItems/array items). */
  prefix = 0;
  indices: Set<number> | null = null;

  addName(name: string): void {
    if (this.nameSet !== null) this.nameSet.add(name);
    else this.names[this.count++] = name;
  }

  addIndex(i: number): void {
    (this.indices ??= new Set()).add(i);
  }

  hasName(name: string): boolean {
    if (this.all) return true;
    const n = this.count;
    if (this.nameSet === null && n <= 32) {
      const names = this.names;
      for (let i = 0; i < n; i++) if (names[i] === name) return true;
      return false;
    }
    this.nameSet ??= new Set(this.names.slice(0, n));
    return this.nameSet.has(name);
  }

  /** The evaluated names (for messages). */
  nameList(): string[] {
    return this.nameSet !== null ? [...this.nameSet] : this.names.slice(0, this.count);
  }

  hasIndex(i: number): boolean {
    return this.all || i < this.prefix || (this.indices !== null && this.indices.has(i));
  }

  /** Empties it for reuse (the names array keeps its storage, so a pooled scope stops allocating). */
  reset(): void {
    this.all = false;
    this.count = 0;
    this.nameSet = null;
    this.prefix = 0;
    this.indices = null;
  }

  merge(other: Evaluated): void {
    if (other.all) this.all = true;
    if (other.prefix > this.prefix) this.prefix = other.prefix;
    if (other.nameSet !== null) for (const n of other.nameSet) this.addName(n);
    else for (let i = 0; i < other.count; i++) this.addName(other.names[i]);
    if (other.indices) for (const i of other.indices) this.addIndex(i);
  }
}

/** An error kept by a ValidationCache, its paths relative to the value it was found in. */
export interface KeptError {
  keyword: string;
  relativePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
  severity: ValidationError['severity'];
  relativeTarget: string;
  part: ErrorTarget['part'];
}

/** The result of one subschema on one value. */
interface CacheEntry {
  check: Check;
  /** The dynamic scope it ran in (null when the schema has no dynamic reference). */
  scope: object | null;
  ok: boolean;
  /** Null when it ran quietly (only `ok` is known). */
  errors: KeptError[] | null;
  /** Set when an error names the value's own key or index: valid only under that name. */
  segment: string | number | undefined;
}

/** The changes of one container logged by ValidationCache.noteChanges. */
interface ChangeLog {
  /** Memos made before this epoch cannot be brought up to date (their changes were dropped). */
  floor: number;
  entries: { epoch: number; members: (string | number)[] | null }[];
}

/** What one keyword's loop over one container's members left for the next run (see memoFor). */
interface Memo {
  owner: object;
  scope: object | null;
  epoch: number;
  data: unknown;
}

/** A container's memo and the members changed since it was made. */
export interface MemoState<T> {
  data: T;
  changed: readonly (string | number)[];
}

/** Containers with fewer members are looped over as they are: a memo would cost more than it saves. */
export const MEMO_MIN_MEMBERS = 32;
/** Nor are containers with more: their memo would weigh as much as the document. */
export const MEMO_MAX_MEMBERS = 1_000_000;
/** Changes kept per container; a memo older than them is rebuilt. */
const MAX_LOGGED_CHANGES = 64;

/** A node of the interned dynamic scopes: one object per distinct stack of resources. */
interface ScopeNode {
  readonly next: Map<Resource, ScopeNode>;
}

/**
 * Results of subschemas on values that did not change since the last validation, for incremental
 * re-validation. Validation of a child value is a function of (the compiled subschema, the value, the
 * dynamic scope): annotations never cross a property or item boundary (applyChild hides them) and errors
 * carry their paths relative to the value. So a value object that is the same object as last time, under
 * the same subschema and scope, gives the same errors and verdict; `applyChild` replays them instead of
 * validating again. The caller tells the cache which values to keep results for (`track`) and which
 * changed in place (`invalidate`); the values themselves are the keys, held weakly.
 */
export class ValidationCache {
  private readonly slots = new WeakMap<object, CacheEntry[]>();
  private readonly scopes: ScopeNode = { next: new Map() };
  /** Results replayed, and child values validated while tracked, since the cache was made. */
  hits = 0;
  misses = 0;

  constructor(
    /** The compiled schema's checks this cache belongs to (results of other checks never match). */
    readonly owner: object,
    /** Whether results can depend on the dynamic scope ($dynamicRef, $recursiveRef). */
    private readonly dynamic: boolean,
  ) {}

  /**
   * The deepest instance depth of a tracked value: children deeper than that are not looked up, which
   * keeps the cost of the lookups off the many small values inside records.
   */
  maxDepth = 0;

  /** Updates so far (noteChanges), and per container the members each changed. */
  private epoch = 0;
  private readonly changes = new WeakMap<object, ChangeLog>();
  private readonly memos = new WeakMap<object, Memo[]>();

  /**
   * Records one update of the document: each container changed in place, with the members whose values
   * may differ (null when members were added, removed or renamed). Keyword loops over large containers
   * then re-check only those members (memoFor).
   */
  noteChanges(dirty: readonly (readonly [object, (string | number)[] | null])[]): void {
    this.epoch++;
    for (const [container, members] of dirty) {
      const slot = this.slots.get(container);
      if (slot !== undefined) slot.length = 0;
      // A memo made later starts from then; only the memos that exist need to hear of the change.
      if (this.memos.has(container)) this.log(container, members);
    }
  }

  private log(container: object, members: (string | number)[] | null): void {
    let log = this.changes.get(container);
    if (log === undefined) {
      log = { floor: 0, entries: [] };
      this.changes.set(container, log);
    }
    log.entries.push({ epoch: this.epoch, members });
    if (log.entries.length > MAX_LOGGED_CHANGES) {
      const dropped = log.entries.splice(0, log.entries.length >> 1);
      log.floor = dropped[dropped.length - 1].epoch;
    }
  }

  /**
   * The memo `owner` (one keyword of one compiled schema) left on `container` in this dynamic scope, with
   * the members changed since; undefined when there is none or the changes since are not known member by
   * member (the loop runs over every member, then saveMemo).
   */
  memoFor<T>(owner: object, container: object, st: State): MemoState<T> | undefined {
    const list = this.memos.get(container);
    if (list === undefined) return undefined;
    const scope = this.dynamic ? this.scopeOf(st.dyn) : null;
    const memo = list.find((m) => m.owner === owner && m.scope === scope);
    if (memo === undefined) return undefined;
    const log = this.changes.get(container);
    if (log === undefined) return { data: memo.data as T, changed: [] };
    if (memo.epoch < log.floor) return undefined;
    // A set: one paste can change thousands of members, and every edit logs the same record again.
    const changed = new Set<string | number>();
    for (const entry of log.entries) {
      if (entry.epoch <= memo.epoch) continue;
      if (entry.members === null) return undefined;
      for (const m of entry.members) changed.add(m);
    }
    return { data: memo.data as T, changed: [...changed] };
  }

  /** Keeps what a keyword's loop over a container found, for memoFor in the next runs. */
  saveMemo(owner: object, container: object, st: State, data: unknown): void {
    // Past the nesting limit or the work budget, results say nothing about the values.
    if (st.depthPath !== undefined || st.outOfWorkPath !== undefined) return;
    const scope = this.dynamic ? this.scopeOf(st.dyn) : null;
    let list = this.memos.get(container);
    if (list === undefined) {
      list = [];
      this.memos.set(container, list);
    }
    const memo = list.find((m) => m.owner === owner && m.scope === scope);
    if (memo !== undefined) {
      memo.epoch = this.epoch;
      memo.data = data;
    } else list.push({ owner, scope, epoch: this.epoch, data });
  }

  /** Keeps results for this value (found at instance depth `depth`, the root's children being 1) from now on. */
  track(value: object, depth: number): void {
    if (depth > this.maxDepth) this.maxDepth = depth;
    if (!this.slots.has(value)) this.slots.set(value, []);
  }

  /**
   * Drops the results for a value whose contents changed (it stays tracked); without knowing which
   * members changed, memos on it are rebuilt (noteChanges says which).
   */
  invalidate(value: object): void {
    const slot = this.slots.get(value);
    if (slot !== undefined) slot.length = 0;
    this.epoch++;
    if (this.memos.has(value)) this.log(value, null);
  }

  /** Whether a value is tracked (tests). */
  tracks(value: object): boolean {
    return this.slots.has(value);
  }

  /** Runs `check` on a child value (already on the path) or replays its earlier result. */
  apply(check: Check, value: object, st: State, segment: string | number): boolean {
    const slot = this.slots.get(value);
    if (slot === undefined) return check(value as JsonValue, st);
    const scope = this.dynamic ? this.scopeOf(st.dyn) : null;
    for (let i = 0; i < slot.length; i++) {
      const e = slot[i];
      if (e.check !== check || e.scope !== scope || (e.segment !== undefined && e.segment !== segment)) {
        continue;
      }
      if (st.quiet > 0) {
        this.hits++;
        return e.ok;
      }
      if (e.errors !== null) {
        this.hits++;
        if (e.errors.length > 0) replay(e.errors, st);
        return e.ok;
      }
      // Known only from a quiet run: a pass is a pass, a failure must be run again for its errors.
      if (e.ok) {
        this.hits++;
        e.errors = [];
        return true;
      }
      slot.splice(i, 1);
      break;
    }
    this.misses++;
    const mark = st.errors.length;
    const ok = check(value as JsonValue, st);
    // Past the nesting limit a run depends on its depth, and reports only once per run; past the work
    // budget every application fails at once, which says nothing about the value.
    if (st.depthPath !== undefined || st.outOfWorkPath !== undefined) return ok;
    const entry: CacheEntry = { check, scope, ok, errors: null, segment: undefined };
    if (st.quiet === 0) {
      entry.errors = keepErrors(st, mark, st.pointer());
      // A false schema's message names the value's own key or index.
      if (entry.errors.some((k) => k.relativePath === '' && k.keyword === 'false')) entry.segment = segment;
    }
    slot.push(entry);
    return ok;
  }

  private scopeOf(dyn: readonly Resource[]): object {
    let node = this.scopes;
    for (const r of dyn) {
      let next = node.next.get(r);
      if (next === undefined) {
        next = { next: new Map() };
        node.next.set(r, next);
      }
      node = next;
    }
    return node;
  }
}

/** The errors reported since `mark`, their paths relative to `prefix` (to replay them elsewhere). */
export function keepErrors(st: State, mark: number, prefix: JsonPointer): KeptError[] {
  const kept: KeptError[] = [];
  for (let i = mark; i < st.errors.length; i++) {
    const e = st.errors[i];
    kept.push({
      keyword: e.keyword,
      relativePath: e.instancePath.slice(prefix.length),
      schemaPath: e.schemaPath,
      message: e.message,
      params: e.params,
      severity: e.severity,
      relativeTarget: e.target.path.slice(prefix.length),
      part: e.target.part,
    });
  }
  return kept;
}

/** What the members of a large container reported under one keyword (see membersWithMemo). */
interface MemberResults {
  /** The array items [from, to) gone through; for an object, 0 and its number of keys. */
  from: number;
  to: number;
  /** An object's keys by position (array items are their own positions). */
  order: Map<string, number> | null;
  /** By member: `ok` false, or errors (warnings) reported; paths relative to the container. */
  reported: Map<string | number, { ok: boolean; errors: KeptError[] }>;
}

/** The members of an array item loop, [from, to). */
export interface ItemRange {
  from: number;
  to: number;
}

/**
 * A keyword's loop over the members of a container (array items in a range, or an object's keys in
 * order, listed only when needed; `check` checks one), with the results of the last run kept in the
 * cache for containers of MEMO_MIN_MEMBERS to MEMO_MAX_MEMBERS members: after an edit only the members
 * the edit changed are checked again (a container whose members were added, removed or renamed is gone
 * through whole), and what the others reported is replayed in member order.
 */
export function membersWithMemo(
  memoKey: object,
  container: object,
  st: State,
  members: ItemRange | (() => string[]),
  check: (member: string | number) => boolean,
): boolean {
  const cache = st.cache as ValidationCache;
  const range = typeof members === 'function' ? undefined : members;
  let found = cache.memoFor<MemberResults>(memoKey, container, st);
  if (found !== undefined && range !== undefined) {
    if (found.data.from !== range.from || found.data.to !== range.to) found = undefined;
  }
  const base = st.pointer();
  const run = (member: string | number, memo: MemberResults): void => {
    const mark = st.errors.length;
    const ok = check(member);
    if (ok && st.errors.length === mark) memo.reported.delete(member);
    else memo.reported.set(member, { ok, errors: keepErrors(st, mark, base) });
  };
  let memo: MemberResults;
  if (found === undefined) {
    const keys = range === undefined ? (members as () => string[])() : null;
    const from = range?.from ?? 0;
    const to = range?.to ?? (keys as string[]).length;
    // Beyond MEMO_MAX_MEMBERS a memo's maps would hold too much (and V8's maps stop at 2^24 entries).
    if (to - from < MEMO_MIN_MEMBERS || to - from > MEMO_MAX_MEMBERS) {
      let ok = true;
      if (keys !== null) {
        for (const key of keys) if (!check(key)) ok = false;
      } else for (let i = from; i < to; i++) if (!check(i)) ok = false;
      return ok;
    }
    memo = { from, to, order: keys && new Map(keys.map((key, i) => [key, i])), reported: new Map() };
    if (keys !== null) for (const key of keys) run(key, memo);
    else for (let i = from; i < to; i++) run(i, memo);
  } else {
    memo = found.data;
    const order = memo.order;
    const mark = st.errors.length;
    for (const member of found.changed) {
      const known =
        order !== null
          ? typeof member === 'string' && order.has(member)
          : typeof member === 'number' && member >= memo.from && member < memo.to;
      if (known) run(member, memo);
    }
    // What the changed members reported now goes out in member order with the others'.
    st.errors.length = mark;
    const position = (m: string | number): number =>
      order !== null ? (order.get(m as string) as number) : (m as number);
    const reported = [...memo.reported.keys()].sort((a, b) => position(a) - position(b));
    for (const member of reported) {
      replay((memo.reported.get(member) as { errors: KeptError[] }).errors, st);
    }
  }
  cache.saveMemo(memoKey, container, st, memo);
  for (const r of memo.reported.values()) if (!r.ok) return false;
  return true;
}

/** Pushes copies of kept errors at the current location (callers may change the copies' messages). */
export function replay(errors: readonly KeptError[], st: State): void {
  const prefix = st.pointer();
  for (const k of errors) {
    st.errors.push({
      keyword: k.keyword,
      instancePath: prefix + k.relativePath,
      schemaPath: k.schemaPath,
      message: k.message,
      params: k.params,
      severity: k.severity,
      target: { path: prefix + k.relativeTarget, part: k.part },
    });
  }
}

/** Per-run state; `report` builds an error at the current instance location. */
export class State {
  /** The language of the messages, chosen once per compile. */
  readonly texts: Texts;
  errors: ValidationError[] = [];
  /** Results of unchanged values from earlier runs (incremental re-validation), or null. */
  cache: ValidationCache | null = null;
  path: (string | number)[] = [];
  /** When above zero only validity matters: no error objects are built and checks stop early. */
  quiet = 0;
  ev: Evaluated | null = null;
  dyn: Resource[] = [];
  depth = 0;
  depthReported = false;
  /** Where the nesting limit was first hit, quiet or not. */
  depthPath: JsonPointer | undefined = undefined;
  /** Subschema applications so far (see MAX_WORK), and where the budget ran out. */
  work = 0;
  outOfWorkPath: JsonPointer | undefined = undefined;
  /**
   * Number literals that say more than their double, by instance path (from the parsed text); null when
   * there are none, which keeps the number checks to one comparison on their common path.
   */
  literals: ReadonlyMap<JsonPointer, string> | null = null;

  private readonly pool: Evaluated[] = [];
  /** `pointers[k]` is the pointer of `pointerSegments.slice(0, k)` (see pointer()). */
  private readonly pointers: JsonPointer[] = [''];
  private readonly pointerSegments: (string | number)[] = [];

  constructor(texts: Texts = english) {
    this.texts = texts;
  }

  /** Makes a used State ready for the next run (the scope pool and array storage are kept). */
  restart(): void {
    this.errors = [];
    this.path.length = 0;
    this.quiet = 0;
    this.ev = null;
    this.dyn.length = 0;
    this.depth = 0;
    this.depthReported = false;
    this.depthPath = undefined;
    this.literals = null;
    this.work = 0;
    this.outOfWorkPath = undefined;
    this.pointerSegments.length = 0;
    this.pointers.length = 1;
  }

  /** An empty annotation scope, reused across objects (scopes nest, so the pool is a stack). */
  acquire(): Evaluated {
    return this.pool.pop() ?? new Evaluated();
  }

  release(scope: Evaluated): void {
    scope.reset();
    this.pool.push(scope);
  }

  /**
   * The current instance path as a JSON Pointer. Each prefix is built once and shared by the longer
   * ones: thousands of errors deep in a document would otherwise each build a string of the whole
   * depth, which is quadratic in allocation (seconds of garbage collection at a depth of 1,000).
   */
  pointer(): JsonPointer {
    const path = this.path;
    const segments = this.pointerSegments;
    const pointers = this.pointers;
    let k = 0;
    while (k < path.length && k < segments.length && segments[k] === path[k]) k++;
    if (k === path.length) return pointers[k];
    for (; k < path.length; k++) {
      segments[k] = path[k];
      pointers[k + 1] = pointers[k] + '/' + escapeSegment(path[k]);
    }
    // Deeper entries were built on another prefix.
    segments.length = path.length;
    return pointers[path.length];
  }

  /** Reports an error on the current instance location. `child` names a property/item below it for the target. */
  report(
    keyword: string,
    schemaPath: string,
    message: string,
    params: Record<string, unknown>,
    part: ErrorTarget['part'] = 'value',
    child?: string | number,
  ): void {
    // After the nesting limit every enclosing schema fails too; those errors would only be noise.
    if (this.depthReported) return;
    const instancePath = this.pointer();
    const targetPath = child === undefined ? instancePath : instancePath + '/' + escapeSegment(child);
    this.errors.push({
      keyword,
      instancePath,
      schemaPath,
      message,
      params,
      severity: 'error',
      target: { path: targetPath, part },
    });
  }
}

/** Reports, once per run, that validation stopped descending because the value is nested too deeply. */
export function tooDeep(st: State): boolean {
  // Remembered even in quiet runs, so an anyOf above can report it without re-running its branches.
  st.depthPath ??= st.pointer();
  if (!st.depthReported && st.quiet === 0) {
    st.report('nesting', '', st.texts.t('limit.nesting', { limit: MAX_DEPTH }), { limit: MAX_DEPTH });
    st.depthReported = true;
  }
  return false;
}

/** Applies `check` to a property value or array item: extends the path, hides the parent's annotations. */
export function applyChild(check: Check, value: JsonValue, st: State, segment: string | number): boolean {
  if (++st.work > MAX_WORK) return outOfWork(st);
  st.path.push(segment);
  const ev = st.ev;
  if (ev !== null) st.ev = null;
  let ok: boolean;
  if (++st.depth > MAX_DEPTH) ok = tooDeep(st);
  else if (st.cache === null || st.depth > st.cache.maxDepth || typeof value !== 'object' || value === null) {
    ok = check(value, st);
  } else ok = st.cache.apply(check, value, st, segment);
  st.depth--;
  if (ev !== null) st.ev = ev;
  st.path.pop();
  return ok;
}

/**
 * Applies an in-place subschema whose failure does not fail the schema (an anyOf/oneOf branch, an
 * `if`): what it evaluated counts for unevaluated* only when it passes.
 */
export function inScope(check: Check, value: JsonValue, st: State): boolean {
  const ev = st.ev;
  if (ev === null) return check(value, st);
  const mine = st.acquire();
  st.ev = mine;
  const ok = check(value, st);
  st.ev = ev;
  if (ok) ev.merge(mine);
  st.release(mine);
  return ok;
}

/**
 * The work budget ran out: every later application fails at once, and the run ends with one error
 * where it ran out (runCheck puts it in place of whatever was reported).
 */
export function outOfWork(st: State): boolean {
  st.outOfWorkPath ??= st.pointer();
  return false;
}

/** Reports the nesting limit hit earlier in a quiet run (at the path where it was hit). */
export function reportNesting(st: State, path: JsonPointer): void {
  if (st.depthReported) return;
  st.errors.push({
    keyword: 'nesting',
    instancePath: path,
    schemaPath: '',
    message: st.texts.t('limit.nesting', { limit: MAX_DEPTH }),
    params: { limit: MAX_DEPTH },
    severity: 'error',
    target: { path, part: 'value' },
  });
  st.depthReported = true;
}
