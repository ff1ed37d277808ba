/**
 * A lazily built DFA that answers "does the pattern match somewhere in this string" in one pass,
 * for patterns without lookarounds and back references (whose match sets are regular, so the
 * automaton decides exactly what ECMA-262's backtracking decides). States are sets of program
 * positions, built on first use and kept; characters are grouped into classes that no set of the
 * pattern tells apart. Time is linear in the string once states exist; building a state costs at most
 * the program's size, and all building in one call is bounded by `WORK_BUDGET`.
 *
 * Assertions are resolved the way RE2 does: a state keeps the positions reached before the
 * assertions that need the next character (`\b`), and the transition on a character first follows
 * them knowing that character.
 */
import { contains } from './charset';
import {
  ASSERT_BOUNDARY,
  ASSERT_END,
  ASSERT_NOT_BOUNDARY,
  ASSERT_START,
  OP_ASSERT,
  OP_CHAR,
  OP_JMP,
  OP_MATCH,
  OP_SPLIT,
  type Program,
} from './program';

const UNKNOWN = -1;
const MATCHED = -2;
const DEAD = -3;
/** Returned when building states ran out of budget: the answer is unknown. */
const OVER_BUDGET = -4;

/** Program positions visited while building states, per call, before the answer is "unknown". */
export const WORK_BUDGET = 2_000_000;
/** Cells of the transition table (states x classes) before the cache is emptied and rebuilt. */
const MAX_TABLE = 1 << 20;

const FLAG_AT_START = 1;
const FLAG_PREV_WORD = 2;

function isWordCode(cp: number): boolean {
  return (
    (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || cp === 0x5f || (cp >= 0x61 && cp <= 0x7a)
  );
}

/** The DFA of one program; `test` is the whole interface. */
export class LazyDfa {
  /** First code point of each character class, ascending; class k < 128 is the ASCII character k. */
  private readonly starts: Int32Array;
  private readonly classCount: number;
  private readonly classIsWord: Uint8Array;
  /** True when no match can start after position 0 (every path begins with `^`). */
  private readonly anchored: boolean;
  private readonly maxStates: number;

  private kernels: Int32Array[] = [];
  private flags: number[] = [];
  private index = new Map<string, number>();
  private trans: Int32Array;
  private ends: Int8Array;

  private readonly seen: Int32Array;
  private readonly stack: Int32Array;
  private stamp = 0;
  private work = 0;
  private readonly chars: number[] = [];

  constructor(private readonly prog: Program) {
    const max = prog.unicode ? 0x10ffff : 0xffff;
    // Each ASCII character is a class of its own, so that the class of the commonest characters is the
    // character itself; the rest of the code space is grouped.
    const bounds = new Set<number>();
    for (let cp = 0; cp <= 128; cp += 1) bounds.add(cp);
    for (const ranges of prog.sets) {
      for (const [lo, hi] of ranges) {
        bounds.add(lo);
        if (hi < max) bounds.add(hi + 1);
      }
    }
    this.starts = Int32Array.from([...bounds].sort((x, y) => x - y));
    this.classCount = this.starts.length;
    this.classIsWord = new Uint8Array(this.classCount);
    for (let k = 0; k < this.classCount; k += 1) this.classIsWord[k] = isWordCode(this.starts[k]) ? 1 : 0;
    this.seen = new Int32Array(prog.op.length);
    this.stack = new Int32Array(prog.op.length);
    this.maxStates = Math.max(16, Math.floor(MAX_TABLE / this.classCount));
    this.trans = new Int32Array(8 * this.classCount).fill(UNKNOWN);
    this.ends = new Int8Array(8).fill(UNKNOWN);
    this.anchored = this.startsAnchored();
    this.reset();
  }

  /** True or false, or undefined when building the states this string needs exceeded the budget. */
  test(s: string): boolean | undefined {
    this.work = 0;
    const n = s.length;
    const nc = this.classCount;
    const unicode = this.prog.unicode;
    let trans = this.trans;
    // Transitions hold the target's row offset (state x classes), saving a multiplication per character.
    let row = 0;
    for (let i = 0; i < n;) {
      let c = s.charCodeAt(i++);
      if (c >= 0xd800 && c <= 0xdbff && unicode && i < n) {
        const d = s.charCodeAt(i);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i += 1;
        }
      }
      const k = c < 128 ? c : this.classOfSlow(c);
      let next = trans[row + k];
      if (next < 0) {
        if (next === UNKNOWN) {
          next = this.step(row / nc, k);
          trans = this.trans;
          if (next === OVER_BUDGET) return undefined;
        }
        if (next === MATCHED) return true;
        if (next === DEAD) return false;
      }
      row = next;
    }
    const state = row / nc;
    let end = this.ends[state];
    if (end === UNKNOWN) {
      const closure = this.closure(state, false, true);
      if (closure === OVER_BUDGET) return undefined;
      end = closure === MATCHED ? 1 : 0;
      this.ends[state] = end;
    }
    return end === 1;
  }

  private classOfSlow(cp: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= cp) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Empties the state cache and adds the start state (index 0). */
  private reset(): void {
    this.kernels = [];
    this.flags = [];
    this.index.clear();
    this.trans.fill(UNKNOWN);
    this.ends.fill(UNKNOWN);
    this.addState(new Int32Array(0), FLAG_AT_START);
  }

  private addState(kernel: Int32Array, flags: number): number {
    const id = this.kernels.length;
    if ((id + 1) * this.classCount > this.trans.length) {
      const grown = new Int32Array(this.trans.length * 2).fill(UNKNOWN);
      grown.set(this.trans);
      this.trans = grown;
      const ends = new Int8Array(this.ends.length * 2).fill(UNKNOWN);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.kernels.push(kernel);
    this.flags.push(flags);
    this.index.set(`${flags}:${kernel.join(',')}`, id);
    return id;
  }

  /**
   * Follows the empty transitions from a state's kernel (plus the program start, where a match may
   * begin) and collects the character instructions reached into `chars`. Returns MATCHED when the
   * match instruction is reached, OVER_BUDGET, or 0.
   */
  private closure(state: number, nextWord: boolean, atEnd: boolean): number {
    const { op, a, b } = this.prog;
    const seen = this.seen;
    const stack = this.stack;
    const stamp = ++this.stamp;
    const flags = this.flags[state];
    const atStart = (flags & FLAG_AT_START) !== 0;
    const prevWord = (flags & FLAG_PREV_WORD) !== 0;
    const chars = this.chars;
    chars.length = 0;
    let top = 0;
    const kernel = this.kernels[state];
    for (let k = kernel.length - 1; k >= 0; k -= 1) stack[top++] = kernel[k];
    let matched = false;
    if (atStart || !this.anchored) stack[top++] = 0;
    while (top > 0) {
      const pc = stack[--top];
      if (seen[pc] === stamp) continue;
      seen[pc] = stamp;
      this.work += 1;
      switch (op[pc]) {
        case OP_CHAR:
          chars.push(pc);
          break;
        case OP_SPLIT:
          stack[top++] = b[pc];
          stack[top++] = a[pc];
          break;
        case OP_JMP:
          stack[top++] = a[pc];
          break;
        case OP_ASSERT: {
          const kind = a[pc];
          const holds =
            kind === ASSERT_START
              ? atStart
              : kind === ASSERT_END
                ? atEnd
                : kind === ASSERT_BOUNDARY
                  ? prevWord !== nextWord
                  : kind === ASSERT_NOT_BOUNDARY && prevWord === nextWord;
          if (holds) stack[top++] = pc + 1;
          break;
        }
        case OP_MATCH:
          matched = true;
          break;
        default:
          stack[top++] = pc + 1;
      }
    }
    if (this.work > WORK_BUDGET) return OVER_BUDGET;
    return matched ? MATCHED : 0;
  }

  /** Builds the transition of `state` on class `k`: the target's row offset, MATCHED, DEAD or OVER_BUDGET. */
  private step(state: number, k: number): number {
    const nextWord = this.classIsWord[k] === 1;
    const closure = this.closure(state, nextWord, false);
    if (closure === OVER_BUDGET) return OVER_BUDGET;
    const nc = this.classCount;
    if (closure === MATCHED) {
      this.trans[state * nc + k] = MATCHED;
      return MATCHED;
    }
    const { a, sets, ascii } = this.prog;
    const rep = this.starts[k];
    const next: number[] = [];
    for (const pc of this.chars) {
      const set = a[pc];
      if (rep < 128 ? ascii[set * 128 + rep] === 1 : contains(sets[set], rep)) next.push(pc + 1);
    }
    if (next.length === 0 && this.anchored) {
      this.trans[state * nc + k] = DEAD;
      return DEAD;
    }
    const kernel = Int32Array.from(next).sort();
    const flags = this.prog.usesBoundary && nextWord ? FLAG_PREV_WORD : 0;
    let id = this.index.get(`${flags}:${kernel.join(',')}`);
    if (id === undefined) {
      if (this.kernels.length >= this.maxStates) {
        // Too many states for one pattern: start over (the transition from `state` is not kept).
        this.reset();
        return this.addState(kernel, flags) * nc;
      }
      id = this.addState(kernel, flags);
    }
    this.trans[state * nc + k] = id * nc;
    return id * nc;
  }

  /** True when every path from the start passes `^` before reading a character or matching. */
  private startsAnchored(): boolean {
    const { op, a, b } = this.prog;
    const visited = new Uint8Array(op.length);
    const stack = [0];
    while (stack.length > 0) {
      const pc = stack.pop() as number;
      if (visited[pc] === 1) continue;
      visited[pc] = 1;
      switch (op[pc]) {
        case OP_CHAR:
        case OP_MATCH:
          return false;
        case OP_SPLIT:
          stack.push(a[pc], b[pc]);
          break;
        case OP_JMP:
          stack.push(a[pc]);
          break;
        case OP_ASSERT:
          if (a[pc] !== ASSERT_START) stack.push(pc + 1);
          break;
        default:
          stack.push(pc + 1);
      }
    }
    return true;
  }
}
