/**
 * A backtracking machine with ECMA-262's matching semantics, for the patterns the DFA cannot run
 * (lookarounds, back references): alternatives in order, greedy and lazy repetition, captures reset at
 * each iteration, optional iterations that may not match the empty string, atomic lookarounds whose
 * captures persist (positive) or not (negative), lookbehinds read right to left. Its work is counted:
 * after `STEP_BUDGET` instructions in one call the answer is "unknown" instead of a hang. The stack
 * of choice points is an array, so nothing recurses per character (only per nested lookaround).
 */
import { contains } from './charset';
import {
  ASSERT_BOUNDARY,
  ASSERT_END,
  ASSERT_START,
  OP_ASSERT,
  OP_BACKREF,
  OP_CHAR,
  OP_CHAR_BACK,
  OP_CHECK,
  OP_JMP,
  OP_LOOK,
  OP_MARK,
  OP_MATCH,
  OP_RESET,
  OP_SAVE,
  OP_SPLIT,
  OP_SUCCEED,
  type Program,
} from './program';

/** Instructions one call may execute before the answer is "unknown". */
export const STEP_BUDGET = 1_000_000;

const CHOICE = 0;
const UNDO_CAPTURE = 1;
const UNDO_REGISTER = 2;
const RESTORE_CAPTURES = 3;

const FAILED = -1;
const OVER_BUDGET = -2;

function isWordUnit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || (c >= 0x61 && c <= 0x7a);
}

/** The backtracking matcher of one program. */
export class Backtracker {
  private readonly captures: Int32Array;
  private readonly registers: Int32Array;
  private stack: number[] = [];
  private snapshots: Int32Array[] = [];
  private steps = 0;
  private text = '';
  /** True when no match can start after position 0. */
  private readonly anchored: boolean;

  constructor(private readonly prog: Program) {
    this.captures = new Int32Array(2 * (prog.groupCount + 1)).fill(-1);
    this.registers = new Int32Array(prog.registerCount).fill(-1);
    this.anchored = prog.op[0] === OP_ASSERT && prog.a[0] === ASSERT_START;
  }

  /** True or false, or undefined when the answer needs more than the step budget. */
  test(s: string): boolean | undefined {
    this.text = s;
    this.steps = 0;
    const n = s.length;
    const unicode = this.prog.unicode;
    try {
      for (let start = 0; start <= n;) {
        this.captures.fill(-1);
        this.registers.fill(-1);
        this.stack.length = 0;
        this.snapshots.length = 0;
        const end = this.run(0, start, 0);
        if (end === OVER_BUDGET) return undefined;
        if (end >= 0) return true;
        if (this.anchored) return false;
        // With `u` a match starts only at a code point boundary, never inside a surrogate pair.
        const c = s.charCodeAt(start);
        start +=
          unicode && c >= 0xd800 && c <= 0xdbff && start + 1 < n && isLow(s.charCodeAt(start + 1)) ? 2 : 1;
      }
      return false;
    } finally {
      this.text = '';
    }
  }

  /**
   * Runs from `pc` at `pos` until the match (or a lookaround body's end) is reached: returns the end
   * position, FAILED once every choice point above `base` is exhausted, or OVER_BUDGET.
   */
  private run(startPc: number, startPos: number, base: number): number {
    const { op, a, b, sets, ascii } = this.prog;
    const unicode = this.prog.unicode;
    const s = this.text;
    const n = s.length;
    const caps = this.captures;
    const regs = this.registers;
    const stack = this.stack;
    let pc = startPc;
    let pos = startPos;
    for (;;) {
      if (++this.steps > STEP_BUDGET) return OVER_BUDGET;
      let ok = true;
      switch (op[pc]) {
        case OP_CHAR: {
          if (pos >= n) {
            ok = false;
            break;
          }
          let c = s.charCodeAt(pos);
          let width = 1;
          if (unicode && c >= 0xd800 && c <= 0xdbff && pos + 1 < n && isLow(s.charCodeAt(pos + 1))) {
            c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(pos + 1) - 0xdc00);
            width = 2;
          }
          const set = a[pc];
          if (c < 128 ? ascii[set * 128 + c] === 1 : contains(sets[set], c)) {
            pos += width;
            pc += 1;
          } else {
            ok = false;
          }
          break;
        }
        case OP_CHAR_BACK: {
          if (pos <= 0) {
            ok = false;
            break;
          }
          let c = s.charCodeAt(pos - 1);
          let width = 1;
          if (unicode && isLow(c) && pos >= 2) {
            const h = s.charCodeAt(pos - 2);
            if (h >= 0xd800 && h <= 0xdbff) {
              c = 0x10000 + ((h - 0xd800) << 10) + (c - 0xdc00);
              width = 2;
            }
          }
          const set = a[pc];
          if (c < 128 ? ascii[set * 128 + c] === 1 : contains(sets[set], c)) {
            pos -= width;
            pc += 1;
          } else {
            ok = false;
          }
          break;
        }
        case OP_SPLIT:
          stack.push(CHOICE, b[pc], pos);
          pc = a[pc];
          break;
        case OP_JMP:
          pc = a[pc];
          break;
        case OP_ASSERT: {
          const kind = a[pc];
          if (kind === ASSERT_START) ok = pos === 0;
          else if (kind === ASSERT_END) ok = pos === n;
          else {
            const before = pos > 0 && isWordUnit(s.charCodeAt(pos - 1));
            const after = pos < n && isWordUnit(s.charCodeAt(pos));
            ok = (before !== after) === (kind === ASSERT_BOUNDARY);
          }
          if (ok) pc += 1;
          break;
        }
        case OP_SAVE:
          stack.push(UNDO_CAPTURE, a[pc], caps[a[pc]]);
          caps[a[pc]] = pos;
          pc += 1;
          break;
        case OP_RESET:
          for (let slot = a[pc]; slot < b[pc]; slot += 1) {
            if (caps[slot] !== -1) {
              stack.push(UNDO_CAPTURE, slot, caps[slot]);
              caps[slot] = -1;
            }
          }
          pc += 1;
          break;
        case OP_MARK:
          stack.push(UNDO_REGISTER, a[pc], regs[a[pc]]);
          regs[a[pc]] = pos;
          pc += 1;
          break;
        case OP_CHECK:
          ok = regs[a[pc]] !== pos;
          if (ok) pc += 1;
          break;
        case OP_BACKREF: {
          const group = a[pc];
          const from = caps[2 * group];
          const to = caps[2 * group + 1];
          if (from >= 0 && to >= 0) {
            const length = to - from;
            const at = b[pc] === 1 ? pos - length : pos;
            if (at < 0 || at + length > n) ok = false;
            else {
              for (let k = 0; k < length; k += 1) {
                if (s.charCodeAt(at + k) !== s.charCodeAt(from + k)) {
                  ok = false;
                  break;
                }
              }
            }
            if (ok) pos = b[pc] === 1 ? at : at + length;
          }
          if (ok) pc += 1;
          break;
        }
        case OP_LOOK: {
          const negate = (a[pc] & 1) === 1;
          const snapshot = caps.slice();
          const mark = stack.length;
          const marks = this.snapshots.length;
          const end = this.run(pc + 1, pos, mark);
          if (end === OVER_BUDGET) return OVER_BUDGET;
          // Atomic: the body's choice points are dropped; its captures stay only after a positive success.
          stack.length = mark;
          this.snapshots.length = marks;
          const holds = end >= 0 !== negate;
          if (holds && !negate && end >= 0) {
            this.snapshots.push(snapshot);
            stack.push(RESTORE_CAPTURES, 0, 0);
          } else {
            caps.set(snapshot);
          }
          if (holds) pc = b[pc];
          else ok = false;
          break;
        }
        case OP_SUCCEED:
        case OP_MATCH:
          return pos;
        default:
          pc += 1;
      }
      if (ok) continue;
      // Backtrack to the latest choice point above `base`, undoing what was done since.
      for (;;) {
        if (stack.length <= base) return FAILED;
        const value = stack.pop() as number;
        const target = stack.pop() as number;
        const kind = stack.pop() as number;
        if (kind === CHOICE) {
          pc = target;
          pos = value;
          break;
        }
        if (kind === UNDO_CAPTURE) caps[target] = value;
        else if (kind === UNDO_REGISTER) regs[target] = value;
        else caps.set(this.snapshots.pop() as Int32Array);
      }
    }
  }
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
