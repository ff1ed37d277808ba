/**
 * Reads an ECMA-262 pattern into a syntax tree, with the `u` flag's grammar (code points) or, for the
 * legacy patterns that only compile without it, Annex B's (code units). The JavaScript engine has
 * already accepted the pattern with the same flags, so this reader decides what each piece means, not
 * whether the pattern is valid. It loops with an explicit stack of open groups (no recursion per
 * nesting level) and refuses patterns nested deeper than `MAX_GROUP_NESTING`.
 */
import {
  complement,
  DIGIT,
  LINE_TERMINATORS,
  MAX_CODE_POINT,
  normalize,
  propertyEscapeSet,
  SPACE,
  WORD,
  caseClosure,
  type Range,
} from './charset';

/** A piece of a pattern. `set` matches one code point (one code unit without `u`) from its ranges. */
export type Node =
  | { type: 'empty' }
  | { type: 'set'; ranges: Range[] }
  | { type: 'seq'; items: Node[] }
  | { type: 'alt'; items: Node[] }
  | { type: 'group'; capture: number; body: Node; firstGroup: number; lastGroup: number }
  | {
      type: 'repeat';
      min: number;
      max: number;
      greedy: boolean;
      body: Node;
      firstGroup: number;
      lastGroup: number;
    }
  | { type: 'assert'; kind: AssertKind }
  | { type: 'look'; behind: boolean; negate: boolean; body: Node; firstGroup: number; lastGroup: number }
  | { type: 'backref'; group: number };

export type AssertKind = 'start' | 'end' | 'boundary' | 'notBoundary';

/** A parsed pattern and what the matchers need to know about it. */
export interface ParsedPattern {
  node: Node;
  unicode: boolean;
  groupCount: number;
  hasBackreference: boolean;
  hasLookaround: boolean;
}

/** Groups may nest this deep; deeper patterns are refused (the engine's own limit is near 10,000). */
export const MAX_GROUP_NESTING = 1000;

/** A pattern this reader refuses, with the reason for the schema author. */
export class UnsupportedPattern extends Error {}

const CONTROL_ESCAPES: Record<string, number> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };
const HEX2 = /^[0-9A-Fa-f]{2}$/;
const QUANTIFIER = /\{([0-9]+)(?:(,)([0-9]*))?\}/y;
// The engine reads a count beyond 2^31 - 1 as unbounded.
const MAX_COUNT = 0x7fffffff;

function count(digits: string): number {
  const n = Number(digits);
  return n > MAX_COUNT ? Infinity : n;
}
const HEX4 = /^[0-9A-Fa-f]{4}$/;

/** Decodes the `\u` escapes of a group name, so that `(?<\u0061>…)` and `\k<a>` name the same group. */
function decodeName(raw: string): string {
  return raw.replace(/\\u\{([0-9A-Fa-f]+)\}|\\u([0-9A-Fa-f]{4})/g, (_m, braced: string, four: string) =>
    braced !== undefined
      ? String.fromCodePoint(parseInt(braced, 16))
      : String.fromCharCode(parseInt(four, 16)),
  );
}

/**
 * Counts the capturing groups and collects the group names, as the grammar needs them before the
 * pattern is read (`\2` and `\k<n>` may refer to a group that comes later).
 */
function scanGroups(source: string): { count: number; names: Map<string, number> } {
  let count = 0;
  const names = new Map<string, number>();
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') {
      i += 1;
    } else if (c === '[') {
      i += 1;
      if (source[i] === '^') i += 1;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (c === '(') {
      if (source[i + 1] !== '?') {
        count += 1;
      } else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        count += 1;
        const end = source.indexOf('>', i + 3);
        if (end > 0) names.set(decodeName(source.slice(i + 3, end)), count);
      }
    }
  }
  return { count, names };
}

interface Frame {
  alternatives: Node[];
  items: Node[];
  kind: 'root' | 'group' | 'look';
  capture: number;
  behind: boolean;
  negate: boolean;
  firstGroup: number;
}

/**
 * Reads `source` as a pattern with (`unicode`) or without the `u` flag; `ignoreCase` (the `i` flag)
 * widens every character and class to all cases of its code points.
 */
export function parsePattern(source: string, unicode: boolean, ignoreCase = false): ParsedPattern {
  return new Reader(source, unicode, ignoreCase).read();
}

class Reader {
  private i = 0;
  private groupCounter = 0;
  private readonly groupCount: number;
  private readonly names: Map<string, number>;
  private readonly max: number;
  private hasBackreference = false;
  private hasLookaround = false;

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
    private readonly ignoreCase: boolean,
  ) {
    const groups = scanGroups(source);
    this.groupCount = groups.count;
    this.names = groups.names;
    this.max = unicode ? MAX_CODE_POINT : 0xffff;
  }

  read(): ParsedPattern {
    const src = this.source;
    const stack: Frame[] = [];
    let frame: Frame = this.frame('root', 0);
    while (this.i < src.length) {
      const c = src[this.i];
      if (c === '|') {
        frame.alternatives.push(sequence(frame.items));
        frame.items = [];
        this.i += 1;
      } else if (c === '(') {
        stack.push(frame);
        if (stack.length > MAX_GROUP_NESTING) {
          throw new UnsupportedPattern(
            `it nests groups more than ${MAX_GROUP_NESTING} levels deep, more than this validator checks`,
          );
        }
        frame = this.openGroup();
      } else if (c === ')') {
        this.i += 1;
        const node = this.closeGroup(frame);
        const parent = stack.pop();
        if (parent === undefined) throw new UnsupportedPattern('it has an unmatched ")"');
        frame = parent;
        // Lookbehinds are never quantified; lookaheads only in Annex B syntax.
        if (node.type === 'look' && node.behind) frame.items.push(node);
        else this.pushQuantified(frame, node);
      } else if (c === '^' || c === '$') {
        this.i += 1;
        frame.items.push({ type: 'assert', kind: c === '^' ? 'start' : 'end' });
      } else if (c === '\\' && (src[this.i + 1] === 'b' || src[this.i + 1] === 'B')) {
        this.i += 2;
        frame.items.push({ type: 'assert', kind: src[this.i - 1] === 'b' ? 'boundary' : 'notBoundary' });
      } else {
        this.pushQuantified(frame, this.atom());
      }
    }
    if (stack.length > 0) throw new UnsupportedPattern('it has an unterminated group');
    return {
      node: this.disjunction(frame),
      unicode: this.unicode,
      groupCount: this.groupCount,
      hasBackreference: this.hasBackreference,
      hasLookaround: this.hasLookaround,
    };
  }

  private frame(kind: Frame['kind'], capture: number): Frame {
    return {
      alternatives: [],
      items: [],
      kind,
      capture,
      behind: false,
      negate: false,
      firstGroup: this.groupCounter + 1,
    };
  }

  private openGroup(): Frame {
    const src = this.source;
    if (src[this.i + 1] !== '?') {
      this.i += 1;
      this.groupCounter += 1;
      return { ...this.frame('group', this.groupCounter), firstGroup: this.groupCounter };
    }
    const kind = src[this.i + 2];
    if (kind === ':') {
      this.i += 3;
      return this.frame('group', 0);
    }
    if (kind === '=' || kind === '!') {
      this.i += 3;
      this.hasLookaround = true;
      return { ...this.frame('look', 0), negate: kind === '!' };
    }
    if (kind === '<' && (src[this.i + 3] === '=' || src[this.i + 3] === '!')) {
      const negate = src[this.i + 3] === '!';
      this.i += 4;
      this.hasLookaround = true;
      return { ...this.frame('look', 0), behind: true, negate };
    }
    if (kind === '<') {
      const end = src.indexOf('>', this.i + 3);
      this.i = end + 1;
      this.groupCounter += 1;
      return { ...this.frame('group', this.groupCounter), firstGroup: this.groupCounter };
    }
    throw new UnsupportedPattern(`it has a group "(?${kind}" this validator does not know`);
  }

  private closeGroup(frame: Frame): Node {
    const body = this.disjunction(frame);
    const lastGroup = this.groupCounter;
    if (frame.kind === 'look') {
      return {
        type: 'look',
        behind: frame.behind,
        negate: frame.negate,
        body,
        firstGroup: frame.firstGroup,
        lastGroup,
      };
    }
    return { type: 'group', capture: frame.capture, body, firstGroup: frame.firstGroup, lastGroup };
  }

  private disjunction(frame: Frame): Node {
    if (frame.alternatives.length === 0) return sequence(frame.items);
    return { type: 'alt', items: [...frame.alternatives, sequence(frame.items)] };
  }

  /** Reads a quantifier after `node`, if there is one, and adds the (repeated) node to the frame. */
  private pushQuantified(frame: Frame, node: Node): void {
    const src = this.source;
    const c = src[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
      this.i += 1;
    } else if (c === '{') {
      QUANTIFIER.lastIndex = this.i;
      const m = QUANTIFIER.exec(src);
      if (m === null) {
        // Annex B: a `{` that starts no quantifier is a literal character, read as the next atom.
        frame.items.push(node);
        return;
      }
      min = count(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : count(m[3]);
      this.i += m[0].length;
    } else {
      frame.items.push(node);
      return;
    }
    let greedy = true;
    if (src[this.i] === '?') {
      greedy = false;
      this.i += 1;
    }
    const groups =
      node.type === 'group' || node.type === 'look'
        ? { firstGroup: node.firstGroup, lastGroup: node.lastGroup }
        : { firstGroup: 1, lastGroup: 0 };
    frame.items.push({ type: 'repeat', min, max, greedy, body: node, ...groups });
  }

  /** One atom outside a class: a character, `.`, a class, an escape. */
  private atom(): Node {
    const src = this.source;
    const c = src[this.i];
    if (c === '.') {
      this.i += 1;
      return { type: 'set', ranges: complement(LINE_TERMINATORS, this.max) };
    }
    if (c === '[') return { type: 'set', ranges: this.characterClass() };
    if (c === '\\') return this.atomEscape();
    return this.char(this.literal());
  }

  private char(cp: number): Node {
    return { type: 'set', ranges: this.cased([[cp, cp]]) };
  }

  private cased(ranges: Range[]): Range[] {
    if (!this.ignoreCase) return ranges;
    const closed = caseClosure(ranges);
    // Without `u` the pattern sees code units: other cases beyond U+FFFF are not characters of it.
    if (this.unicode) return closed;
    return closed.filter(([lo]) => lo <= 0xffff).map(([lo, hi]): Range => [lo, Math.min(hi, 0xffff)]);
  }

  /** Back references compare text exactly; under `i` they would have to compare it ignoring case. */
  private backReference(group: number): Node {
    if (this.ignoreCase) throw new UnsupportedPattern('it compares a group again, ignoring case');
    this.hasBackreference = true;
    return { type: 'backref', group };
  }

  /** The pattern character at the cursor: a code point with `u`, a code unit without. */
  private literal(): number {
    const cp = this.unicode ? (this.source.codePointAt(this.i) ?? 0) : this.source.charCodeAt(this.i);
    this.i += cp > 0xffff ? 2 : 1;
    return cp;
  }

  private atomEscape(): Node {
    const src = this.source;
    const e = src[this.i + 1];
    if (e >= '1' && e <= '9') {
      const digits = /^[0-9]+/.exec(src.slice(this.i + 1, this.i + 12))?.[0] ?? e;
      const n = Number(digits);
      if (n <= this.groupCount) {
        this.i += 1 + digits.length;
        return this.backReference(n);
      }
      // Annex B: not a group number, so an octal escape (`\1` is U+0001) or the digit itself (`\8`).
      return this.char(this.legacyDigitEscape());
    }
    if (e === 'k' && (this.unicode || this.names.size > 0)) {
      const end = src.indexOf('>', this.i + 3);
      const name = decodeName(src.slice(this.i + 3, end));
      this.i = end + 1;
      const group = this.names.get(name);
      if (group === undefined) throw new UnsupportedPattern(`it refers to an unknown group name`);
      return this.backReference(group);
    }
    const escaped = this.escape(false);
    return 'ranges' in escaped ? { type: 'set', ranges: this.cased(escaped.ranges) } : this.char(escaped.cp);
  }

  /** Annex B `\NNN` that names no group: an octal escape of up to three digits, or `\8`/`\9` as digits. */
  private legacyDigitEscape(): number {
    const src = this.source;
    const first = src[this.i + 1];
    if (first === '8' || first === '9') {
      this.i += 2;
      return first.charCodeAt(0);
    }
    const octal = /^[0-7]{1,3}/.exec(src.slice(this.i + 1, this.i + 4))?.[0] ?? first;
    const digits = first <= '3' ? octal : octal.slice(0, 2);
    this.i += 1 + digits.length;
    return parseInt(digits, 8);
  }

  /**
   * An escape that stands for a character or a set, inside a class (`inClass`) or outside. The cursor
   * is on the backslash; `\b`, `\B`, back references and `\k` are handled by the callers.
   */
  private escape(inClass: boolean): { cp: number } | { ranges: Range[] } {
    const src = this.source;
    const e = src[this.i + 1];
    const at = this.i;
    switch (e) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 's':
      case 'S': {
        this.i += 2;
        const base = e === 'd' || e === 'D' ? DIGIT : e === 'w' || e === 'W' ? WORD : SPACE;
        return { ranges: e === e.toLowerCase() ? base : complement(base, this.max) };
      }
      case 'p':
      case 'P':
        if (this.unicode) {
          const end = src.indexOf('}', at);
          this.i = end + 1;
          return { ranges: propertyEscapeSet(src.slice(at, end + 1)) };
        }
        break;
      case 'c': {
        const letter = src[at + 2] ?? '';
        if (/^[A-Za-z]$/.test(letter) || (inClass && !this.unicode && /^[0-9_]$/.test(letter))) {
          this.i += 3;
          return { cp: letter.charCodeAt(0) % 32 };
        }
        // Annex B: `\c` without a control letter is a backslash; the `c` is read next as itself.
        this.i += 1;
        return { cp: 0x5c };
      }
      case 'x':
        if (HEX2.test(src.slice(at + 2, at + 4))) {
          this.i += 4;
          return { cp: parseInt(src.slice(at + 2, at + 4), 16) };
        }
        break;
      case 'u':
        return { cp: this.unicodeEscape() };
      case '0':
        if (this.unicode || !/^[0-9]$/.test(src[at + 2] ?? '')) {
          this.i += 2;
          return { cp: 0 };
        }
        return { cp: this.legacyDigitEscape() };
      case 'b':
        if (inClass) {
          this.i += 2;
          return { cp: 0x08 };
        }
        break;
      default:
        if (e in CONTROL_ESCAPES) {
          this.i += 2;
          return { cp: CONTROL_ESCAPES[e] };
        }
        if (inClass && !this.unicode && e >= '1' && e <= '9') return { cp: this.legacyDigitEscape() };
    }
    // An identity escape: the character itself (a whole code point with `u`).
    this.i += 1;
    return { cp: this.literal() };
  }

  /** `\uHHHH` (two of them for a surrogate pair with `u`), `\u{H…}` with `u`, or Annex B's plain `u`. */
  private unicodeEscape(): number {
    const src = this.source;
    const at = this.i;
    if (this.unicode && src[at + 2] === '{') {
      const close = src.indexOf('}', at);
      this.i = close + 1;
      return parseInt(src.slice(at + 3, close), 16);
    }
    if (!HEX4.test(src.slice(at + 2, at + 6))) {
      this.i += 2;
      return 0x75;
    }
    const cp = parseInt(src.slice(at + 2, at + 6), 16);
    this.i += 6;
    if (
      this.unicode &&
      cp >= 0xd800 &&
      cp <= 0xdbff &&
      /^\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.test(src.slice(at + 6))
    ) {
      const low = parseInt(src.slice(at + 8, at + 12), 16);
      this.i += 6;
      return 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
    }
    return cp;
  }

  /** A class `[…]` from the cursor: its set of code points (code units without `u`). */
  private characterClass(): Range[] {
    const src = this.source;
    this.i += 1;
    const negated = src[this.i] === '^';
    if (negated) this.i += 1;
    const items: Range[] = [];
    while (this.i < src.length && src[this.i] !== ']') {
      const first = this.classAtom();
      if (src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
        this.i += 1;
        const second = this.classAtom();
        if ('cp' in first && 'cp' in second) {
          items.push([first.cp, second.cp]);
        } else {
          // Annex B: a range with a class escape at either end is the union of both ends and `-`.
          for (const atom of [first, second]) {
            if ('cp' in atom) items.push([atom.cp, atom.cp]);
            else items.push(...atom.ranges);
          }
          items.push([0x2d, 0x2d]);
        }
      } else if ('cp' in first) {
        items.push([first.cp, first.cp]);
      } else {
        items.push(...first.ranges);
      }
    }
    this.i += 1;
    // Under `i` the class is widened before it is negated: `[^a]` matches neither `a` nor `A`.
    const set = this.cased(items);
    return negated ? complement(set, this.max) : normalize(set);
  }

  private classAtom(): { cp: number } | { ranges: Range[] } {
    if (this.source[this.i] === '\\') return this.escape(true);
    return { cp: this.literal() };
  }
}

function sequence(items: Node[]): Node {
  if (items.length === 0) return { type: 'empty' };
  return items.length === 1 ? items[0] : { type: 'seq', items };
}
