/**
 * The mutable state of one validation run: the error list, the current instance path (a stack of
 * segments, formatted only when an error is reported), the annotations that `unevaluated*` can
 * observe, and the dynamic scope for `$dynamicRef`/`$recursiveRef`.
 */
import type { ErrorTarget, JsonPointer, JsonValue, ValidationError } from '../types';
import type { Resource } from '../schema/registry';
import { escapePointerSegment as escapeSegment } from '../json/pointer';

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

/** Per-run state; `report` builds an error at the current instance location. */
export class State {
  errors: ValidationError[] = [];
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
    st.report(
      'nesting',
      '',
      `Validation stopped here: the value is nested more than ${MAX_DEPTH} levels deep.`,
      { limit: MAX_DEPTH },
    );
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
  const ok = ++st.depth > MAX_DEPTH ? tooDeep(st) : check(value, st);
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
    message: `Validation stopped here: the value is nested more than ${MAX_DEPTH} levels deep.`,
    params: { limit: MAX_DEPTH },
    severity: 'error',
    target: { path, part: 'value' },
  });
  st.depthReported = true;
}
