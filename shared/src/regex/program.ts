/**
 * Compiles a pattern's syntax tree into a flat program of instructions that both matchers run: the
 * lazy DFA (which reads only the character, branch and assertion instructions) and the backtracking
 * machine (which also keeps captures, the empty-iteration checks and runs lookarounds and back
 * references with ECMA-262's semantics). Counted repetition is unrolled; a program larger than
 * `MAX_PROGRAM` instructions is refused.
 */
import { contains, type Range } from './charset';
import { UnsupportedPattern, type AssertKind, type Node, type ParsedPattern } from './parse';

export const OP_CHAR = 0;
/** Reads the character before the position and moves left (inside a lookbehind). */
export const OP_CHAR_BACK = 1;
/** Tries `a` first, then `b`. */
export const OP_SPLIT = 2;
export const OP_JMP = 3;
export const OP_ASSERT = 4;
/** Capture slot `a` := position. */
export const OP_SAVE = 5;
/** Capture slots `a` up to (not including) `b` := unset: a repeated group starts each iteration afresh. */
export const OP_RESET = 6;
/** Register `a` := position, at the start of an optional iteration. */
export const OP_MARK = 7;
/** Fails when the position equals register `a`: an optional iteration may not match the empty string. */
export const OP_CHECK = 8;
/** Back reference to group `a`; `b` is 1 inside a lookbehind (read leftwards). */
export const OP_BACKREF = 9;
/** Lookaround whose body starts at the next instruction; `a` bit 0 = negative, bit 1 = behind; `b` = continuation. */
export const OP_LOOK = 10;
/** End of a lookaround body. */
export const OP_SUCCEED = 11;
export const OP_MATCH = 12;

export const ASSERT_START = 0;
export const ASSERT_END = 1;
export const ASSERT_BOUNDARY = 2;
export const ASSERT_NOT_BOUNDARY = 3;

const ASSERT_CODES: Record<AssertKind, number> = {
  start: ASSERT_START,
  end: ASSERT_END,
  boundary: ASSERT_BOUNDARY,
  notBoundary: ASSERT_NOT_BOUNDARY,
};

/** Instructions beyond which a pattern is not checked (a pattern the engine compiles stays well below). */
export const MAX_PROGRAM = 200_000;

/** A compiled pattern: instruction `pc` is `op[pc]` with operands `a[pc]`, `b[pc]`. */
export interface Program {
  op: Int32Array;
  a: Int32Array;
  b: Int32Array;
  /** Character sets by index (operand `a` of the character instructions), normalized. */
  sets: Range[][];
  /** Per set, membership of the code points below 128, for the common case: `ascii[set * 128 + cp]`. */
  ascii: Uint8Array;
  unicode: boolean;
  groupCount: number;
  registerCount: number;
  /** True when the program uses `\b` or `\B`. */
  usesBoundary: boolean;
  /** True when the program needs the backtracking machine (lookarounds or back references). */
  needsBacktracking: boolean;
}

/** Whether a node can match the empty string (memoised: unrolled repetitions ask again). */
function nullable(node: Node, memo: Map<Node, boolean>): boolean {
  let known = memo.get(node);
  if (known !== undefined) return known;
  switch (node.type) {
    case 'set':
      known = false;
      break;
    case 'seq':
      known = node.items.every((item) => nullable(item, memo));
      break;
    case 'alt':
      known = node.items.some((item) => nullable(item, memo));
      break;
    case 'group':
      known = nullable(node.body, memo);
      break;
    case 'repeat':
      known = node.min === 0 || nullable(node.body, memo);
      break;
    default:
      known = true;
  }
  memo.set(node, known);
  return known;
}

class Emitter {
  readonly op: number[] = [];
  readonly a: number[] = [];
  readonly b: number[] = [];
  readonly sets: Range[][] = [];
  private readonly setIndex = new Map<string, number>();
  private readonly nullable = new Map<Node, boolean>();
  registers = 0;
  usesBoundary = false;

  constructor(private readonly bookkeeping: boolean) {}

  emit(op: number, a = 0, b = 0): number {
    if (this.op.length >= MAX_PROGRAM) {
      throw new UnsupportedPattern(
        'its repetitions unroll to more than this validator checks (counted repetitions such as {1000} multiply)',
      );
    }
    this.op.push(op);
    this.a.push(a);
    this.b.push(b);
    return this.op.length - 1;
  }

  set(ranges: Range[]): number {
    const key = ranges.map((r) => `${r[0]}-${r[1]}`).join(',');
    let index = this.setIndex.get(key);
    if (index === undefined) {
      index = this.sets.length;
      this.sets.push(ranges);
      this.setIndex.set(key, index);
    }
    return index;
  }

  gen(node: Node, backward: boolean): void {
    switch (node.type) {
      case 'empty':
        return;
      case 'set':
        this.emit(backward ? OP_CHAR_BACK : OP_CHAR, this.set(node.ranges));
        return;
      case 'seq':
        if (backward) for (let k = node.items.length - 1; k >= 0; k -= 1) this.gen(node.items[k], true);
        else for (const item of node.items) this.gen(item, false);
        return;
      case 'alt': {
        const jumps: number[] = [];
        for (let k = 0; k < node.items.length; k += 1) {
          if (k < node.items.length - 1) {
            const split = this.emit(OP_SPLIT);
            this.a[split] = split + 1;
            this.gen(node.items[k], backward);
            jumps.push(this.emit(OP_JMP));
            this.b[split] = this.op.length;
          } else {
            this.gen(node.items[k], backward);
          }
        }
        for (const jump of jumps) this.a[jump] = this.op.length;
        return;
      }
      case 'group':
        if (node.capture === 0 || !this.bookkeeping) {
          this.gen(node.body, backward);
          return;
        }
        // Inside a lookbehind the group's end is reached first.
        this.emit(OP_SAVE, 2 * node.capture + (backward ? 1 : 0));
        this.gen(node.body, backward);
        this.emit(OP_SAVE, 2 * node.capture + (backward ? 0 : 1));
        return;
      case 'repeat':
        this.repeat(node, backward);
        return;
      case 'assert':
        if (node.kind === 'boundary' || node.kind === 'notBoundary') this.usesBoundary = true;
        this.emit(OP_ASSERT, ASSERT_CODES[node.kind]);
        return;
      case 'look': {
        const look = this.emit(OP_LOOK, (node.negate ? 1 : 0) | (node.behind ? 2 : 0));
        this.gen(node.body, node.behind);
        this.emit(OP_SUCCEED);
        this.b[look] = this.op.length;
        return;
      }
      case 'backref':
        this.emit(OP_BACKREF, node.group, backward ? 1 : 0);
        return;
    }
  }

  private repeat(node: Extract<Node, { type: 'repeat' }>, backward: boolean): void {
    const { min, max, greedy, body } = node;
    if (max === 0) return;
    if (!Number.isFinite(min) || min + (Number.isFinite(max) ? max - min : 1) > MAX_PROGRAM) {
      throw new UnsupportedPattern(
        'its repetitions unroll to more than this validator checks (counted repetitions such as {1000} multiply)',
      );
    }
    const resets = this.bookkeeping && node.lastGroup >= node.firstGroup;
    const emptyCheck = this.bookkeeping && nullable(body, this.nullable);
    const reset = (): void => {
      if (resets) this.emit(OP_RESET, 2 * node.firstGroup, 2 * node.lastGroup + 2);
    };
    for (let k = 0; k < min; k += 1) {
      reset();
      this.gen(body, backward);
    }
    if (max === min) return;
    const register = emptyCheck ? this.registers++ : -1;
    const iteration = (): void => {
      reset();
      if (emptyCheck) this.emit(OP_MARK, register);
      this.gen(body, backward);
      if (emptyCheck) this.emit(OP_CHECK, register);
    };
    if (max === Infinity) {
      const split = this.emit(OP_SPLIT);
      iteration();
      this.emit(OP_JMP, split);
      this.branch(split, split + 1, this.op.length, greedy);
      return;
    }
    // x{0,3} is (x(x(x)?)?)?: each optional iteration may end the repetition.
    const splits: number[] = [];
    for (let k = min; k < max; k += 1) {
      splits.push(this.emit(OP_SPLIT));
      iteration();
    }
    for (const split of splits) this.branch(split, split + 1, this.op.length, greedy);
  }

  private branch(split: number, enter: number, exit: number, greedy: boolean): void {
    this.a[split] = greedy ? enter : exit;
    this.b[split] = greedy ? exit : enter;
  }
}

/**
 * Compiles a parsed pattern. Without `bookkeeping` (for the DFA) captures, resets and empty-iteration
 * checks are left out: they never change whether a string matches a pattern without back references.
 */
export function compileProgram(parsed: ParsedPattern, bookkeeping: boolean): Program {
  const emitter = new Emitter(bookkeeping);
  emitter.gen(parsed.node, false);
  emitter.emit(OP_MATCH);
  const ascii = new Uint8Array(emitter.sets.length * 128);
  emitter.sets.forEach((ranges, index) => {
    for (let cp = 0; cp < 128; cp += 1) if (contains(ranges, cp)) ascii[index * 128 + cp] = 1;
  });
  return {
    op: Int32Array.from(emitter.op),
    a: Int32Array.from(emitter.a),
    b: Int32Array.from(emitter.b),
    sets: emitter.sets,
    ascii,
    unicode: parsed.unicode,
    groupCount: parsed.groupCount,
    registerCount: emitter.registers,
    usesBoundary: emitter.usesBoundary,
    needsBacktracking: parsed.hasBackreference || parsed.hasLookaround,
  };
}
