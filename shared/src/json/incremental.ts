/**
 * Incremental parsing: a parse tree kept in step with edits of its text, giving after every edit exactly
 * the tree a fresh `parseTree` of the new text would give (same values, problems and spans), at a cost
 * that depends on the edit and not on the document.
 *
 * An edit goes to the smallest tree node that encloses it. There the parser runs in a window: it starts
 * after the last member that ends before the edit (with the enclosing containers as virtual frames, so
 * error recovery sees the same context), takes over unchanged containers from the old tree (their value
 * objects too, which keeps validation caches valid), and stops at the first member it delivers that ends
 * where an old member ended after the edit: from there on the old parse and a new one would read the same
 * tokens in the same state. Only that node's members between the two points change; the node and its
 * ancestors are updated in place (spans shifted, the changed value set in its container). When the node
 * ends elsewhere than before (a bracket typed or deleted), the window moves to its parent; past the root,
 * the whole text is parsed again.
 *
 * The reasoning that the window may stop early: after a member is delivered the parser's state is the
 * stack of open containers and "a comma is expected"; the only state that crosses that point otherwise is
 * "the last problem reported", which only suppresses a second error at the same offset, and every later
 * report lies after the point (a report at the end of the text, which can look back, only happens in a
 * container that is never closed, and such containers are never windowed).
 */
import type { JsonObject, JsonValue, ParseOptions } from '../types';
import { duplicateKeyProblem, MAX_NESTING_DEPTH, MAX_PROBLEMS, type RawProblem } from './problems';
import {
  NODE_MIN_LENGTH,
  parseTail,
  parseTree,
  Parser,
  setProperty,
  sortProblems,
  WindowEnd,
  type ParseTree,
  type Reusable,
  type TreeNode,
} from './tree';

/** The current text of a document, read in slices (a large text need not be one flat string). */
export interface TextAccess {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** A change of text: [start, end) of the previous text replaced by `length` characters. */
export interface Edit {
  start: number;
  end: number;
  length: number;
}

/** One edit equivalent to applying `first`, then `second` (whose offsets are in the text after `first`). */
export function composeEdits(first: Edit, second: Edit): Edit {
  const delta1 = first.length - (first.end - first.start);
  const delta2 = second.length - (second.end - second.start);
  const firstEnd = first.start + first.length;
  const start = Math.min(first.start, second.start);
  const endAfterFirst = Math.max(firstEnd, second.end);
  const end = second.end <= firstEnd ? first.end : second.end - delta1;
  return { start, end, length: endAfterFirst + delta2 - start };
}

/** What an update changed, for caches keyed by value objects. */
export interface UpdateOutcome {
  /** True when the whole text was parsed again: every value is new. */
  full: boolean;
  /**
   * The containers whose contents changed in place (the edited node's and its ancestors'), each with the
   * members (indices or keys) whose values may differ, or null when members were added, removed or
   * renamed. Caches keyed by value objects drop what they kept for these; a cache of results per member
   * re-checks only the members named. (An object that gets new keys is built anew, not changed.)
   */
  dirty: DirtyMembers[];
  /** Containers that became members of a node (candidates for a validation cache). */
  added: object[];
  /** The deepest of them (the root's members being at depth 1). */
  addedDepth: number;
}

/** A container changed in place and its members that changed (null: its members themselves changed). */
export type DirtyMembers = [container: object, members: (string | number)[] | null];

/** A copy of a string that holds no reference to the string it was cut from. */
function flatCopy(s: string): string {
  // Slices of a flat string share its storage; values parsed from a window would otherwise keep the
  // whole document text of that moment alive. A concatenation is flattened into new storage by slice().
  return s.length < 16 ? s : (' ' + s).slice(1);
}

interface PathStep {
  node: TreeNode;
  /** Absolute start (old text). */
  start: number;
  /** Index of this node among its parent's members (-1 for the root). */
  index: number;
}

/**
 * How much work one update may do before it gives up and parses the whole text: an update is only worth
 * making while it costs less than that parse, and none may loop for ever on an edit it cannot place.
 */
export interface UpdateLimits {
  /** Windows tried at one level (each at least twice as long as the one before). */
  windowRounds: number;
  /** Characters the windows of one update may read, as a multiple of the text's length. */
  windowReading: number;
}

/** The limits every tree has unless a test asks for others. */
export const UPDATE_LIMITS: UpdateLimits = { windowRounds: 48, windowReading: 2 };

/**
 * Whether an edit can describe the change from a text of `oldLength` characters to one of `newLength`:
 * integer offsets inside the old text, in order, and lengths that add up. Anything else (an editor's
 * range outside its text, or a miscount) is not placed: the whole text is parsed again.
 */
export function editFits(edit: Edit, oldLength: number, newLength: number): boolean {
  const { start, end, length } = edit;
  return (
    Number.isSafeInteger(start) &&
    Number.isSafeInteger(end) &&
    Number.isSafeInteger(length) &&
    start >= 0 &&
    start <= end &&
    end <= oldLength &&
    length >= 0 &&
    oldLength - (end - start) + length === newLength
  );
}

/** A parse tree that follows edits of its text. */
export class IncrementalTree {
  constructor(
    public tree: ParseTree,
    readonly options: ParseOptions,
    readonly nodeMin: number = NODE_MIN_LENGTH,
    readonly limits: UpdateLimits = UPDATE_LIMITS,
  ) {}

  /** Updates that gave up on their window and parsed the whole text, by reason (for tests). */
  readonly fallbacks = { edit: 0, window: 0, splice: 0 };

  /** Parses a whole text. */
  static parse(text: string, options: ParseOptions, nodeMin: number = NODE_MIN_LENGTH): IncrementalTree {
    return new IncrementalTree(parseTree(text, bodyStartOf(text), options, nodeMin), options, nodeMin);
  }

  /** The parse of the whole new text (the fallback). */
  reparse(text: TextAccess): UpdateOutcome {
    const flat = text.slice(0, text.length);
    this.tree = parseTree(flat, bodyStartOf(flat), this.options, this.nodeMin);
    return { full: true, dirty: [], added: [], addedDepth: 0 };
  }

  /** Brings the tree in step with `text`, which is the old text with `edit` applied. */
  update(text: TextAccess, edit: Edit): UpdateOutcome {
    const t = this.tree;
    const a = edit.start;
    const b = edit.end;
    const root = t.root;
    if (!editFits(edit, t.length, text.length)) {
      this.fallbacks.edit++;
      return this.reparse(text);
    }
    if (t.tooDeep || root === undefined || t.rootStart < 0) return this.reparse(text);
    if (a >= t.rootEnd && root.closedNormally) {
      // After the root value: only what follows it (comments, "End of file expected") is read again.
      const tail = parseTail(flatCopy(text.slice(t.rootEnd, text.length)), t.rootEnd, this.options);
      t.after = tail.problems;
      t.afterErrors = tail.errors;
      t.length = text.length;
      return { full: false, dirty: [], added: [], addedDepth: 0 };
    }
    if (a <= t.rootStart || b >= t.rootEnd) return this.reparse(text);
    const path: PathStep[] = [{ node: root, start: t.rootStart, index: -1 }];
    for (;;) {
      const { node, start } = path[path.length - 1];
      const m = memberAt(node, a - start);
      const kid = m >= 0 ? node.kids?.get(m) : undefined;
      if (kid === undefined) break;
      const kidStart = start + node.spans[m * node.stride];
      if (a <= kidStart || b >= kidStart + kid.length) break;
      path.push({ node: kid, start: kidStart, index: m });
    }
    // In a container left open at the end of the text, the problem reported there looks back to the last
    // non-blank character; a window must end before it, or it could change what that report repeats.
    const lastNonBlank = root.closedNormally ? Infinity : lastNonBlankOffset(text);
    const budget = { reading: this.limits.windowReading * Math.max(text.length, 4096) };
    for (let level = path.length - 1; level >= 0; level--) {
      const outcome = path[level].node.closedNormally
        ? this.window(path, level, text, edit, lastNonBlank, budget)
        : 'escalate';
      if (outcome === 'full') return this.reparse(text);
      if (outcome !== 'escalate') return outcome;
    }
    return this.reparse(text);
  }

  /** Parses the edited stretch of the node at path[level]; 'escalate' when the node's end moved. */
  private window(
    path: PathStep[],
    level: number,
    text: TextAccess,
    edit: Edit,
    lastNonBlank: number,
    budget: { reading: number },
  ): UpdateOutcome | 'full' | 'escalate' {
    const { node: w, start: s } = path[level];
    const a = edit.start;
    const b = edit.end;
    const inserted = edit.length;
    const delta = inserted - (b - a);
    const newLength = text.length;
    const stride = w.stride;
    const spans = w.spans;
    const n = w.count;
    const duplicates = !w.isArray && hasDuplicateKeys(w);
    // Resume after the last member that ends before the edit (an insertion right at a member's end may
    // extend it); a node with duplicate keys or too many problems is read from its start.
    let k = firstEndAtOrAfter(w, a - s);
    // A member closed by something else than its bracket carries a problem at the token that closed it,
    // which lies after the member: the window must read that token again.
    while (k > 0 && w.kids?.get(k - 1)?.closedNormally === false) k--;
    if (w.truncated || duplicates) k = 0;
    const canSync = !w.truncated && !duplicates;
    const resumeAt = k === 0 ? s : s + spans[(k - 1) * stride + 1];
    const j0 = firstEndAtOrAfter(w, b - s);
    let windowEnd = Math.min(newLength, (j0 < n ? s + spans[j0 * stride + 1] : s + w.length) + delta + 64);
    const reused = new Set<TreeNode>();
    for (let round = 0; ; round++) {
      // Each round reads a longer window; past the limits a whole parse costs less than going on.
      budget.reading -= windowEnd - resumeAt;
      if (round >= this.limits.windowRounds || budget.reading < 0 || !(windowEnd > resumeAt)) {
        this.fallbacks.window++;
        return 'full';
      }
      const p = new Parser(
        flatCopy(text.slice(resumeAt, windowEnd)),
        resumeAt,
        this.options,
        this.nodeMin,
        0,
      );
      p.docLength = newLength;
      for (let i = 0; i < level; i++) p.push(0, path[i].node.isArray, [], true);
      p.reuse = (at, depth) => {
        let old: number;
        if (at < a) old = at;
        else if (at >= a + inserted) old = at - delta;
        else return undefined;
        const found = findReusable(w, s, old, depth, a, b, p);
        if (found?.node) reused.add(found.node);
        return found;
      };
      if (canSync) {
        p.syncAt = (end) => {
          if (end < a + inserted) return -1;
          const j = memberEndingAt(w, end - delta - s);
          return j >= 0 && w.kids?.get(j)?.closedNormally === false ? -1 : j;
        };
      }
      if (k === 0) {
        p.tk.seek(1);
        p.tokEnd = 1;
        p.openWindow(0, w.isArray, false, null);
      } else {
        const prefixHas = w.isArray
          ? null
          : (key: string): boolean => {
              const i = w.indexOfKey(key);
              return i >= 0 && i < k;
            };
        p.openWindow(s - resumeAt, w.isArray, true, prefixHas);
      }
      p.next();
      p.run(level);
      switch (p.windowEnd) {
        case WindowEnd.Overflow:
          if (windowEnd >= newLength) return 'full';
          windowEnd = Math.min(newLength, resumeAt + 2 * (windowEnd - resumeAt) + 4096);
          continue;
        case WindowEnd.Synced:
          if (lastNonBlank < s + w.length + delta) return 'escalate';
          return this.splice(path, level, k, p.syncIndex + 1, false, p, resumeAt, edit, reused);
        case WindowEnd.Closed:
          if (p.closedNormally && p.closeEnd === s + w.length + delta && lastNonBlank >= p.closeEnd) {
            return this.splice(path, level, k, n, true, p, resumeAt, edit, reused);
          }
          return 'escalate';
        default:
          return 'full';
      }
    }
  }

  /**
   * Replaces members [k, jEnd) of the node at path[level] by what the window read, and updates its
   * ancestors; 'full' when what the window read does not fit the node (see spliceFits: spans out of order
   * or outside the text would misplace every later edit).
   */
  private splice(
    path: PathStep[],
    level: number,
    k: number,
    jEnd: number,
    closed: boolean,
    p: Parser,
    resumeAt: number,
    edit: Edit,
    reused: Set<TreeNode>,
  ): UpdateOutcome | 'full' {
    const { node: w, start: s } = path[level];
    const delta = edit.length - (edit.end - edit.start);
    const wm = p.windowMembers();
    if (!spliceFits(w, k, jEnd, wm.spans, wm.count, resumeAt - s, delta)) {
      this.fallbacks.splice++;
      return 'full';
    }
    const stride = w.stride;
    const n = w.count;
    const removed = jEnd - k;
    const wc = wm.count;
    const sameCount = wc === removed;
    const oldSpans = w.spans;
    const resumeRel = resumeAt - s;
    // Old problems from here on were reported after the window (none when the window ran to the node's end).
    const oldSyncRel = closed ? Infinity : oldSpans[(jEnd - 1) * stride + 1];
    const dirty: DirtyMembers[] = [];
    const added: object[] = [];

    // Spans.
    if (sameCount) {
      oldSpans.set(wm.spans, k * stride);
      for (let i = jEnd * stride; i < n * stride; i++) oldSpans[i] += delta;
    } else {
      const spans = new Int32Array((n - removed + wc) * stride);
      spans.set(oldSpans.subarray(0, k * stride));
      spans.set(wm.spans, k * stride);
      let o = (k + wc) * stride;
      for (let i = jEnd * stride; i < n * stride; i++) spans[o++] = oldSpans[i] + delta;
      w.spans = spans;
    }
    const newCount = n - removed + wc;

    // Keys.
    let keysChanged = false;
    if (!w.isArray) {
      const oldKeys = w.keys as string[];
      const windowKeys = wm.keys as string[];
      keysChanged = !sameCount;
      for (let i = 0; !keysChanged && i < wc; i++) keysChanged = windowKeys[i] !== oldKeys[k + i];
      if (keysChanged) {
        w.keys = [...oldKeys.slice(0, k), ...windowKeys, ...oldKeys.slice(jEnd)];
        w.lastIndex = undefined;
      }
    }

    // Child nodes.
    const oldKids = w.kids;
    let kidsTouched = wm.kids !== null || !sameCount;
    if (oldKids !== null && !kidsTouched) {
      for (const i of oldKids.keys()) if (i >= k && i < jEnd) kidsTouched = true;
    }
    if (kidsTouched) {
      const kids = new Map<number, TreeNode>();
      if (oldKids !== null) {
        for (const [i, kid] of oldKids) {
          if (i < k) kids.set(i, kid);
          else if (i >= jEnd) kids.set(i - removed + wc, kid);
        }
      }
      if (wm.kids !== null) for (const [i, kid] of wm.kids) kids.set(k + i, kid);
      w.kids = kids.size > 0 ? kids : null;
    }

    // Own problems: before the window, from the window, after it (shifted).
    const problems: RawProblem[] = [];
    let errors = 0;
    const keep = (q: RawProblem): void => {
      problems.push(q);
      if (q.severity === 'error') errors++;
    };
    if (w.problems !== null) for (const q of w.problems) if (q.offset < resumeRel) keep(q);
    for (const q of wm.problems) {
      q.offset += resumeRel;
      problems.push(q);
    }
    errors += wm.errors;
    if (w.problems !== null) {
      for (const q of w.problems) if (q.offset >= oldSyncRel) keep({ ...q, offset: q.offset + delta });
    }
    if (keysChanged && jEnd < n) {
      // A key typed or removed in the window changes which later members repeat an earlier key.
      const keys = w.keys as string[];
      const spans = w.spans;
      const laterKeyStarts = new Set<number>();
      for (let i = k + wc; i < newCount; i++) laterKeyStarts.add(spans[i * 4 + 2]);
      for (let i = problems.length - 1; i >= 0; i--) {
        const q = problems[i];
        if (q.code === 'duplicate-key' && laterKeyStarts.has(q.offset)) problems.splice(i, 1);
      }
      const seen = new Set(keys.slice(0, k + wc));
      for (let i = k + wc; i < newCount; i++) {
        const key = keys[i];
        if (seen.has(key)) {
          const keyStart = spans[i * 4 + 2];
          problems.push(duplicateKeyProblem(key, keyStart, spans[i * 4 + 3] - keyStart));
        } else seen.add(key);
      }
    }
    sortProblems(problems);
    const truncated = wm.truncated || problems.length > MAX_PROBLEMS + 1;
    if (problems.length > MAX_PROBLEMS + 1) problems.length = MAX_PROBLEMS + 1;
    w.problems = problems.length > 0 ? problems : null;
    w.errors = errors;
    w.truncated = truncated;

    // Value: set in place when the member keys stay the same; an object with new keys is built anew
    // (key order is the order of first occurrence, as JSON.parse makes it).
    const oldValue = w.value;
    if (w.isArray) {
      const list = oldValue as JsonValue[];
      if (sameCount) {
        for (let i = 0; i < wc; i++) list[k + i] = wm.values[i];
      } else {
        const tail = list.slice(jEnd);
        list.length = k;
        for (const v of wm.values) list.push(v);
        for (const v of tail) list.push(v);
      }
      dirty.push([list, sameCount ? Array.from({ length: wc }, (_, i) => k + i) : null]);
    } else if (!keysChanged) {
      const object = oldValue as JsonObject;
      const keys = w.keys as string[];
      for (let i = 0; i < wc; i++) setProperty(object, keys[k + i], wm.values[i]);
      dirty.push([object, keys.slice(k, k + wc)]);
    } else {
      const object: JsonObject = {};
      const keys = w.keys as string[];
      const old = oldValue as JsonObject;
      for (let i = 0; i < newCount; i++) {
        const inWindow = i >= k && i < k + wc;
        setProperty(object, keys[i], inWindow ? wm.values[i - k] : old[keys[i]]);
      }
      w.value = object;
    }
    for (const v of wm.values) if (typeof v === 'object' && v !== null) added.push(v);
    let addedDepth = level + 1;
    if (wm.kids !== null) {
      for (const kid of wm.kids.values()) {
        if (!reused.has(kid)) addedDepth = Math.max(addedDepth, addMembers(kid, level + 2, reused, added));
      }
    }

    w.count = newCount;
    w.length += delta;
    if (wm.leafHeight > w.leafHeight) w.leafHeight = wm.leafHeight;
    if (wm.deepest - level > w.height) w.height = wm.deepest - level;
    w.recount();

    // Ancestors: the edited member grew by delta, the members after it moved.
    let valueChanged = w.value !== oldValue;
    for (let lv = level - 1; lv >= 0; lv--) {
      const parent = path[lv].node;
      const i = path[lv + 1].index;
      const st = parent.stride;
      const ps = parent.spans;
      // Its own problems after the edit move (including one at the end of the text that looked back into
      // the edited member, when the node was left open).
      const editRel = edit.start - path[lv].start;
      if (parent.problems !== null) {
        for (const q of parent.problems) if (q.offset >= editRel) q.offset += delta;
      }
      ps[i * st + 1] += delta;
      for (let x = (i + 1) * st; x < parent.count * st; x++) ps[x] += delta;
      parent.length += delta;
      const childValue = path[lv + 1].node.value;
      if (valueChanged) {
        if (parent.isArray) (parent.value as JsonValue[])[i] = childValue;
        else {
          const key = (parent.keys as string[])[i];
          if (parent.indexOfKey(key) === i) setProperty(parent.value as JsonObject, key, childValue);
        }
      }
      valueChanged = false;
      parent.recount();
      dirty.push([parent.value, [parent.isArray ? i : (parent.keys as string[])[i]]]);
    }
    const t = this.tree;
    t.rootEnd += delta;
    t.length += delta;
    for (const q of t.after) q.offset += delta;
    t.value = path[0].node.value;
    return { full: false, dirty, added, addedDepth };
  }
}

/**
 * Whether `count` members read by a window (their spans `windowSpans`, relative to the node, `stride` a
 * member) can replace members [k, jEnd) of `node`, whose length changes by `delta`: each member starts
 * where or after the one before it ends, the first at or after `resumeRel`, the last before the old
 * member after them (moved by delta) starts, and all of them inside the node.
 */
export function spliceFits(
  node: TreeNode,
  k: number,
  jEnd: number,
  windowSpans: Int32Array,
  count: number,
  resumeRel: number,
  delta: number,
): boolean {
  const stride = node.stride;
  const newLength = node.length + delta;
  if (!(
    k >= 0 &&
    k <= jEnd &&
    jEnd <= node.count &&
    newLength >= 2 &&
    windowSpans.length >= count * stride
  )) {
    return false;
  }
  let floor = Math.max(resumeRel, k > 0 ? node.spans[(k - 1) * stride + 1] : 0);
  for (let i = 0; i < count; i++) {
    const start = windowSpans[i * stride];
    const end = windowSpans[i * stride + 1];
    // An object member's key comes before its value.
    const from = stride === 4 ? windowSpans[i * stride + 2] : start;
    if (!(from >= floor && start >= from && end >= start)) return false;
    floor = end;
  }
  const next = jEnd < node.count ? node.spans[jEnd * stride + (stride === 4 ? 2 : 0)] + delta : newLength;
  return floor <= next && next <= newLength;
}

/**
 * Adds the container members of a node (at instance depth `depth`) and of its child nodes (not reused
 * ones, which are known); returns the deepest depth added.
 */
function addMembers(node: TreeNode, depth: number, reused: Set<TreeNode>, out: object[]): number {
  let deepest = depth;
  for (let i = 0; i < node.count; i++) {
    const kid = node.kids?.get(i);
    if (kid !== undefined) {
      out.push(kid.value);
      if (!reused.has(kid)) deepest = Math.max(deepest, addMembers(kid, depth + 1, reused, out));
      continue;
    }
    const v = node.memberValue(i);
    if (typeof v === 'object' && v !== null) out.push(v);
  }
  return deepest;
}

/** Offset of the last character of the text that is not blank (-1 for a blank text). */
function lastNonBlankOffset(text: TextAccess): number {
  let end = text.length;
  while (end > 0) {
    const start = Math.max(0, end - 256);
    const chunk = text.slice(start, end);
    for (let i = chunk.length - 1; i >= 0; i--) {
      const c = chunk.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return start + i;
    }
    end = start;
  }
  return -1;
}

function bodyStartOf(text: string): number {
  return text.charCodeAt(0) === 0xfeff ? 1 : 0;
}

function hasDuplicateKeys(node: TreeNode): boolean {
  node.indexOfKey('');
  return (node.lastIndex as Map<string, number>).size !== node.count;
}

/** Index of the first member whose value ends at or after `rel`, or `count`. */
function firstEndAtOrAfter(node: TreeNode, rel: number): number {
  const spans = node.spans;
  const stride = node.stride;
  let lo = 0;
  let hi = node.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid * stride + 1] < rel) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the member whose value ends exactly at `rel`, or -1. */
function memberEndingAt(node: TreeNode, rel: number): number {
  const i = firstEndAtOrAfter(node, rel);
  return i < node.count && node.spans[i * node.stride + 1] === rel ? i : -1;
}

/** Index of the member whose value span [start, end) holds `rel`, or -1. */
function memberAt(node: TreeNode, rel: number): number {
  const i = firstEndAtOrAfter(node, rel + 1);
  return i < node.count && node.spans[i * node.stride] <= rel ? i : -1;
}

/**
 * A container of the old tree that starts at old offset `at`, lies wholly outside the edit [a, b) and
 * would parse the same way at `depth` in the parser's current context; searched from node `w`.
 */
function findReusable(
  w: TreeNode,
  s: number,
  at: number,
  depth: number,
  a: number,
  b: number,
  p: Parser,
): Reusable | undefined {
  let node = w;
  let ns = s;
  for (;;) {
    const m = memberAt(node, at - ns);
    if (m < 0) return undefined;
    const stride = node.stride;
    const ms = ns + node.spans[m * stride];
    const me = ns + node.spans[m * stride + 1];
    const kid = node.kids?.get(m);
    if (ms === at) {
      if (!(me <= a || ms >= b)) return undefined;
      if (kid !== undefined) {
        if (!kid.closedNormally || depth + kid.height > MAX_NESTING_DEPTH) return undefined;
        if (kid.subProblems > 0 && kid.context !== p.context()) return undefined;
        return { value: kid.value, length: kid.length, node: kid, height: kid.height };
      }
      const value = node.memberValue(m);
      if (typeof value !== 'object' || value === null) return undefined;
      if (depth + node.leafHeight > MAX_NESTING_DEPTH) return undefined;
      return { value, length: me - ms, node: undefined, height: node.leafHeight };
    }
    if (kid === undefined) return undefined;
    node = kid;
    ns = ms;
  }
}
