/**
 * The error-recovering JSONC parser, and the parse tree it builds. Messages and recovery follow VS Code's
 * JSON support (vscode-json-languageservice); nesting lives on an explicit stack, because jsonc-parser's
 * parser recurses once per level and overflows on deeply nested input.
 *
 * The tree is what makes incremental parsing possible (see incremental.ts). Only containers that are
 * long (NODE_MIN_LENGTH), that have problems, or that hold such containers become `TreeNode`s; every
 * other container is a leaf: its value sits in its parent's value and its span in its parent's member
 * spans. So a document of records has one node for the list and none per record, and memory stays
 * close to what `JSON.parse` needs: member spans live in typed arrays (never a JavaScript array sized by
 * the document, which V8 cannot grow past about 134 million elements), problems are kept per node.
 *
 * A parse can also run in "window mode", inside one node of an existing tree: it starts after one of the
 * node's members, reuses unchanged containers (their old value and node), and stops as soon as it is
 * back in step with the old parse. incremental.ts drives that; this file only offers the hooks.
 */
import type { JsonObject, JsonValue, ParseOptions } from '../types';
import {
  MAX_ARRAY_ITEMS,
  MAX_NESTING_DEPTH,
  MAX_OBJECT_MEMBERS,
  MAX_PROBLEMS,
  duplicateKeyProblem,
  fixedProblem,
  tooDeepProblem,
  tooManyMembers,
  tooManyProblems,
  type FixedSyntaxId,
  type RawProblem,
} from './problems';
import { ScanError, Token, Tokenizer } from './tokens';

/** Containers at least this long (UTF-16 units) become tree nodes even without problems. */
export const NODE_MIN_LENGTH = 2048;

const OPEN_BRACE = Token.OpenBrace;
const CLOSE_BRACE = Token.CloseBrace;
const OPEN_BRACKET = Token.OpenBracket;
const CLOSE_BRACKET = Token.CloseBracket;
const COMMA = Token.Comma;
const COLON = Token.Colon;
const NULL = Token.Null;
const TRUE = Token.True;
const FALSE = Token.False;
const STRING = Token.String;
const NUMBER = Token.Number;
const UNKNOWN = Token.Unknown;
const EOF = Token.EOF;

const SCAN_ERRORS: Record<Exclude<ScanError, ScanError.None>, readonly [code: string, id: FixedSyntaxId]> = {
  [ScanError.UnexpectedEndOfComment]: ['unexpected-end-of-comment', 'syntax.unexpectedEndOfComment'],
  [ScanError.UnexpectedEndOfString]: ['unexpected-end-of-string', 'syntax.unexpectedEndOfString'],
  [ScanError.UnexpectedEndOfNumber]: ['unexpected-end-of-number', 'syntax.unexpectedEndOfNumber'],
  [ScanError.InvalidUnicode]: ['invalid-unicode', 'syntax.invalidUnicode'],
  [ScanError.InvalidEscapeCharacter]: ['invalid-escape-character', 'syntax.invalidEscapeCharacter'],
  [ScanError.InvalidCharacter]: ['invalid-character', 'syntax.invalidCharacter'],
};

/** The member limits in force (tests lower them; nothing else changes them). */
export const memberLimits = { array: MAX_ARRAY_ITEMS, object: MAX_OBJECT_MEMBERS };

/** Bits of TreeNode.context: which kinds of container enclosed the node when it was parsed. */
export const INSIDE_ARRAY = 1;
export const INSIDE_OBJECT = 2;

/**
 * A container of the parse tree. Offsets in `spans` and `problems` are relative to the node's first
 * character (its opening bracket), so a node moves with the text around it without being touched.
 */
export class TreeNode {
  /** Retained problems in this node and the nodes below it. */
  subProblems: number;
  /** Errors reported in this node and below (including any cut off by the per-node limit). */
  subErrors: number;
  /** Key to the index of its last occurrence (objects), built on first use. */
  lastIndex: Map<string, number> | undefined = undefined;

  constructor(
    readonly isArray: boolean,
    /** Text length from the opening bracket to the end of the container. */
    public length: number,
    /** The container's value; its identity is what validation caches are keyed by. */
    public value: JsonValue[] | JsonObject,
    /** Number of members (object members with a malformed key are not members). */
    public count: number,
    /** Per member: value start, value end (arrays); plus key start, key end (objects). */
    public spans: Int32Array,
    /** Decoded key of each member (objects), in text order. */
    public keys: string[] | null,
    /** Child nodes by member index. */
    public kids: Map<number, TreeNode> | null,
    /** Problems reported while this container was the innermost open one, sorted by offset and code. */
    public problems: RawProblem[] | null,
    /** Errors among them, including any cut off. */
    public errors: number,
    /** True when more than MAX_PROBLEMS + 1 problems were reported here and the rest were dropped. */
    public truncated: boolean,
    /** False when the container was closed by something other than its own closing bracket. */
    readonly closedNormally: boolean,
    /** INSIDE_ARRAY | INSIDE_OBJECT at parse time (recovery inside a broken node depends on it). */
    readonly context: number,
    /** Nesting levels from this node down to its deepest container (1 for a flat container). */
    public height: number,
    /** Upper bound of the nesting height of any leaf container among the members. */
    public leafHeight: number,
  ) {
    this.subProblems = 0;
    this.subErrors = 0;
    this.recount();
  }

  /** Values per member: 2 for arrays, 4 for objects. */
  get stride(): number {
    return this.isArray ? 2 : 4;
  }

  /** The index of the member a key names (its last occurrence), or -1. */
  indexOfKey(key: string): number {
    if (this.keys === null) return -1;
    let map = this.lastIndex;
    if (map === undefined) {
      map = new Map();
      const keys = this.keys;
      for (let i = 0; i < this.count; i++) map.set(keys[i], i);
      this.lastIndex = map;
    }
    return map.get(key) ?? -1;
  }

  /** The value of member i, or undefined for an object member that a later duplicate key overrides. */
  memberValue(i: number): JsonValue | undefined {
    if (this.isArray) return (this.value as JsonValue[])[i];
    const key = (this.keys as string[])[i];
    if (this.indexOfKey(key) !== i) return undefined;
    return (this.value as JsonObject)[key];
  }

  /** Recomputes subProblems/subErrors from the node's own lists and its kids. */
  recount(): void {
    let problems = this.problems ? this.problems.length : 0;
    let errors = this.errors;
    if (this.kids) {
      for (const kid of this.kids.values()) {
        problems += kid.subProblems;
        errors += kid.subErrors;
      }
    }
    this.subProblems = problems;
    this.subErrors = errors;
  }
}

/** The result of parsing a whole text. */
export interface ParseTree {
  /** The root value (undefined when there is none, or when the nesting limit was hit). */
  value: JsonValue | undefined;
  /** The root container's node; undefined for a scalar or leaf root. */
  root: TreeNode | undefined;
  /** Span of the root value, -1 when there is none. */
  rootStart: number;
  rootEnd: number;
  /** Problems outside the root value, absolute offsets: before it (and everything when too deep), after it. */
  before: RawProblem[];
  after: RawProblem[];
  /** Errors before and after the root, including any cut off. */
  beforeErrors: number;
  afterErrors: number;
  tooDeep: boolean;
  bodyStart: number;
  /** The text's length when parsed. */
  length: number;
}

/** A container the parser meets that already exists in an old tree and may be taken over as is. */
export interface Reusable {
  value: JsonValue;
  length: number;
  node: TreeNode | undefined;
  /** Nesting height of the reused value (an upper bound for a leaf). */
  height: number;
}

/** A frame of the parse stack: an open container. */
class Frame {
  /** Members so far. */
  count = 0;
  needsComma = false;
  /** The member being read: its key, key token and whether it is kept (a malformed key is not). */
  key = '';
  keyStart = -1;
  keyEnd = -1;
  keep = false;
  problems: RawProblem[] | null = null;
  errors = 0;
  truncated = false;
  kids: Map<number, TreeNode> | null = null;
  kidProblems = 0;
  kidErrors = 0;
  /** Deepest stack length seen while this frame was open. */
  deepest: number;
  /** Largest nesting height among leaf members. */
  leafHeight = 0;
  /** Set once the container has as many members as the engine can hold. */
  full = false;
  /** Window mode only: the values of the members, in order, and the keys of the members before the window. */
  vals: JsonValue[] | null = null;
  prefixHas: ((key: string) => boolean) | null = null;

  constructor(
    /** Start in the parsed text (window-local offsets). */
    readonly start: number,
    readonly isArray: boolean,
    readonly value: JsonValue[] | JsonObject,
    readonly spanBase: number,
    readonly keyBase: number,
    depth: number,
    /** A frame standing for an enclosing container outside the parsed window. */
    readonly virtual: boolean,
  ) {
    this.deepest = depth;
  }
}

/** The members a window run read, offsets relative to the window node (problems: window-local). */
export interface WindowMembers {
  count: number;
  spans: Int32Array;
  keys: string[] | null;
  values: JsonValue[];
  kids: Map<number, TreeNode> | null;
  problems: RawProblem[];
  errors: number;
  truncated: boolean;
  leafHeight: number;
  deepest: number;
}

/** How a window parse ended. */
export const enum WindowEnd {
  /** Still running. */
  None,
  /** Back in step with the old parse after a member of the window node (`syncIndex`). */
  Synced,
  /** The window node was closed at `closeEnd` (normally or not). */
  Closed,
  /** The parse needs more text than the window holds. */
  Overflow,
  /** Nesting beyond the limit: only a full parse says what the document is then. */
  TooDeep,
}

/**
 * One run of the recovering parser over `text`, whose offset 0 is `base` in the document. The fields are
 * public for incremental.ts, which sets up window runs; `parseTree` is the plain entry point.
 */
export class Parser {
  readonly tk: Tokenizer;
  readonly allowComments: boolean;
  readonly allowTrailingCommas: boolean;
  readonly stack: Frame[] = [];
  tok: Token = EOF;
  tokStart = 0;
  tokEnd = 0;
  /** End of the last token that was not a comment. */
  lastEnd: number;
  tooDeep = false;
  done = false;
  windowEnd: WindowEnd = WindowEnd.None;
  /** Set when the run is a window: the document's length, to tell the window's end from the text's. */
  docLength: number;
  /** Window mode: finds a reusable container at an absolute offset of the new text. */
  reuse: ((absoluteStart: number, depth: number) => Reusable | undefined) | null = null;
  /** Window mode: the old member index a delivery into the window node ending at an absolute offset syncs with, or -1. */
  syncAt: ((absoluteEnd: number) => number) | null = null;
  syncIndex = -1;
  /** Where the window node was closed (absolute). */
  closeEnd = -1;
  closedNormally = false;
  /** The window node's frame (window mode). */
  windowFrame: Frame | null = null;

  // Document level.
  rootValue: JsonValue | undefined = undefined;
  rootNode: TreeNode | undefined = undefined;
  rootStart = -1;
  rootEnd = -1;
  rootDelivered = false;
  before: RawProblem[] = [];
  after: RawProblem[] = [];
  beforeErrors = 0;
  afterErrors = 0;

  /** Member spans of all open frames, stacked. */
  private spans = new Int32Array(256);
  private spanTop = 0;
  private readonly keys: string[] = [];
  private keyTop = 0;
  /** The last reported problem (a second error at the same offset is a consequence of the first). */
  private lastOffset = -1;
  private lastWasError = false;

  constructor(
    readonly text: string,
    /** Offset of text[0] in the document. */
    readonly base: number,
    options: ParseOptions,
    readonly nodeMin: number,
    /** Where parsing starts (after a BOM, or where a window resumes). */
    readonly bodyStart: number,
  ) {
    const start = bodyStart;
    this.tk = new Tokenizer(text, start);
    this.allowComments = options.allowComments === true;
    this.allowTrailingCommas = options.allowTrailingCommas === true;
    this.lastEnd = start;
    this.tokEnd = start;
    this.docLength = base + text.length;
  }

  // ---- problems ----

  /** Reports an error whose message is a fixed text. */
  report(code: string, messageId: FixedSyntaxId, offset: number, length: number): void {
    // What `add` would drop is not built: garbage can repeat an error at one offset token after token.
    if (this.done || (this.lastWasError && this.lastOffset === offset)) return;
    this.add(fixedProblem(code, messageId, offset, length));
  }

  /** Keeps a problem (a fresh object: its offset is made absolute here). */
  add(problem: RawProblem): void {
    if (this.done) return;
    const { offset, severity } = problem;
    const isError = severity === 'error';
    if (isError && this.lastWasError && this.lastOffset === offset) return;
    this.lastOffset = offset;
    this.lastWasError = isError;
    const top = this.stack.length > 0 ? this.stack[this.stack.length - 1] : undefined;
    if (top === undefined) {
      problem.offset += this.base;
      if (isError) {
        if (this.rootDelivered) this.afterErrors++;
        else this.beforeErrors++;
      }
      const list = this.rootDelivered ? this.after : this.before;
      list.push(problem);
      if (list.length > 2 * (MAX_PROBLEMS + 1)) cut(list);
      return;
    }
    if (isError) top.errors++;
    const list = (top.problems ??= []);
    list.push(problem);
    // Garbage can give a problem per token; only the first MAX_PROBLEMS of a document are ever shown.
    if (list.length > 2 * (MAX_PROBLEMS + 1)) {
      cut(list);
      top.truncated = true;
    }
  }

  /** Reports at the current token; at the end of the text, on the last non-blank character instead. */
  reportHere(code: string, messageId: FixedSyntaxId): void {
    let start = this.tokStart;
    let end = this.tokEnd;
    if (start === end && start > this.bodyStart && !this.done) {
      const text = this.text;
      start--;
      while (start > this.bodyStart && isBlank(text.charCodeAt(start))) start--;
      end = start + 1;
    }
    this.report(code, messageId, start, end - start);
  }

  // ---- tokens ----

  next(): Token {
    this.lastEnd = this.tokEnd;
    if (this.done) {
      this.tokStart = this.tokEnd;
      return (this.tok = EOF);
    }
    const tk = this.tk;
    for (;;) {
      const kind = tk.scan();
      this.tokStart = tk.start;
      this.tokEnd = tk.end;
      if (
        this.reuse !== null &&
        tk.end >= this.text.length &&
        this.base + this.text.length < this.docLength
      ) {
        // The token runs into the end of the window, not of the text: it may go on beyond.
        this.windowEnd = WindowEnd.Overflow;
        this.done = true;
        return (this.tok = EOF);
      }
      if (tk.error !== ScanError.None) {
        const [code, messageId] = SCAN_ERRORS[tk.error];
        this.report(code, messageId, tk.start, tk.end - tk.start);
      }
      if (kind === Token.LineComment || kind === Token.BlockComment) {
        if (!this.allowComments) {
          this.report('comment-not-permitted', 'syntax.commentNotPermitted', tk.start, tk.end - tk.start);
        }
        continue;
      }
      return (this.tok = kind);
    }
  }

  // ---- frames ----

  /** Opens a frame for a container starting at `start` (also used for virtual and window frames). */
  push(start: number, isArray: boolean, value: JsonValue[] | JsonObject, virtual: boolean): Frame {
    const depth = this.stack.length + 1;
    const frame = new Frame(start, isArray, value, this.spanTop, this.keyTop, depth, virtual);
    this.stack.push(frame);
    return frame;
  }

  /** Closes the innermost frame at `end`; it becomes a node or a leaf and is handed to its container. */
  close(end: number, normal: boolean): void {
    const f = this.stack.pop() as Frame;
    const parent = this.stack.length > 0 ? this.stack[this.stack.length - 1] : undefined;
    if (parent !== undefined && f.deepest > parent.deepest) parent.deepest = f.deepest;
    if (f === this.windowFrame) {
      this.windowEnd = WindowEnd.Closed;
      this.closeEnd = end + this.base;
      this.closedNormally = normal;
      this.done = true;
      return;
    }
    const length = end - f.start;
    const own = f.problems === null ? 0 : f.problems.length;
    const stride = f.isArray ? 2 : 4;
    let node: TreeNode | undefined;
    if (
      !normal ||
      length >= this.nodeMin ||
      own > 0 ||
      f.errors > 0 ||
      f.kids !== null ||
      f.kidProblems > 0
    ) {
      const used = f.count * stride;
      let spans: Int32Array;
      if (used > 1 << 20 && used * 2 > this.spans.length) {
        // Most of the buffer: the node takes it over rather than copying it (the parser starts a new one).
        const buffer = this.spans;
        spans = buffer.subarray(f.spanBase, f.spanBase + used);
        this.spans = new Int32Array(Math.max(256, f.spanBase * 2));
        this.spans.set(buffer.subarray(0, f.spanBase));
      } else spans = this.spans.slice(f.spanBase, f.spanBase + used);
      const keys = f.isArray ? null : this.keys.slice(f.keyBase, f.keyBase + f.count);
      const problems = f.problems;
      if (problems !== null) {
        for (const p of problems) p.offset -= f.start;
        sortProblems(problems);
        if (problems.length > MAX_PROBLEMS + 1) problems.length = MAX_PROBLEMS + 1;
      }
      let context = 0;
      for (let i = 0; i < this.stack.length; i++) {
        context |= this.stack[i].isArray ? INSIDE_ARRAY : INSIDE_OBJECT;
      }
      node = new TreeNode(
        f.isArray,
        length,
        f.value,
        f.count,
        spans,
        keys,
        f.kids,
        problems,
        f.errors,
        f.truncated,
        normal,
        context,
        f.deepest - this.stack.length,
        f.leafHeight,
      );
    }
    this.spanTop = f.spanBase;
    this.keyTop = f.keyBase;
    this.keys.length = this.keyTop;
    this.deliver(f.value, f.start, end, node, f.deepest - this.stack.length);
  }

  /** Hands a finished value to its container (or makes it the root). */
  deliver(value: JsonValue, start: number, end: number, node: TreeNode | undefined, height: number): void {
    const parent = this.stack.length > 0 ? this.stack[this.stack.length - 1] : undefined;
    if (parent === undefined) {
      this.rootValue = value;
      this.rootNode = node;
      this.rootStart = start + this.base;
      this.rootEnd = end + this.base;
      this.rootDelivered = true;
      return;
    }
    let key = '';
    if (parent.count >= (parent.isArray ? memberLimits.array : memberLimits.object)) {
      this.drop(parent, node, start);
      if (!parent.full) {
        parent.full = true;
        const limit = parent.isArray ? memberLimits.array : memberLimits.object;
        this.add(tooManyMembers(start, end - start, parent.isArray, limit));
      }
      return;
    }
    if (parent.isArray) {
      (parent.value as JsonValue[]).push(value);
    } else {
      if (!parent.keep) {
        this.drop(parent, node, start);
        return;
      }
      key = parent.key;
      const target = parent.value as JsonObject;
      // The object itself remembers which keys came before (and, in a window, the members before it).
      if (Object.hasOwn(target, key) || (parent.prefixHas !== null && parent.prefixHas(key))) {
        this.add(duplicateKeyProblem(key, parent.keyStart, parent.keyEnd - parent.keyStart));
      }
      setProperty(target, key, value);
    }
    const stride = parent.isArray ? 2 : 4;
    let top = this.spanTop;
    if (top + stride > this.spans.length) {
      // Grown by half, not doubled: for a document that is one huge array this buffer is its biggest part.
      const grown = new Int32Array(this.spans.length + (this.spans.length >> 1) + 256);
      grown.set(this.spans);
      this.spans = grown;
    }
    const spans = this.spans;
    const origin = parent.start;
    spans[top++] = start - origin;
    spans[top++] = end - origin;
    if (!parent.isArray) {
      spans[top++] = parent.keyStart - origin;
      spans[top++] = parent.keyEnd - origin;
      this.keys[this.keyTop++] = key;
    }
    this.spanTop = top;
    if (node !== undefined) {
      (parent.kids ??= new Map()).set(parent.count, node);
      parent.kidProblems += node.subProblems;
      parent.kidErrors += node.subErrors;
    } else if (height > parent.leafHeight) parent.leafHeight = height;
    if (parent.vals !== null) parent.vals.push(value);
    parent.count++;
    // A container closed by something else than its bracket was handed over after the parser read the
    // token that closed it (and reported its problems): that is not the state after a member.
    if (parent === this.windowFrame && this.syncAt !== null && (node === undefined || node.closedNormally)) {
      const j = this.syncAt(end + this.base);
      if (j >= 0) {
        this.syncIndex = j;
        this.windowEnd = WindowEnd.Synced;
        this.done = true;
      }
    }
  }

  /** A value that does not become a member (a malformed key, a full container): its problems stay with the parent. */
  private drop(parent: Frame, node: TreeNode | undefined, start: number): void {
    if (node === undefined || node.subProblems + node.subErrors === 0) return;
    const problems: RawProblem[] = [];
    collectProblems(node, start, problems);
    const list = (parent.problems ??= []);
    for (const p of problems) list.push(p);
    if (list.length > 2 * (MAX_PROBLEMS + 1)) {
      cut(list);
      parent.truncated = true;
    }
    parent.errors += node.subErrors;
  }

  /** Starts the value at the current token; false when the token cannot start one. */
  beginValue(): boolean {
    const start = this.tokStart;
    const tok = this.tok;
    switch (tok) {
      case OPEN_BRACE:
      case OPEN_BRACKET: {
        const depth = this.stack.length;
        if (depth >= MAX_NESTING_DEPTH) {
          this.add(tooDeepProblem(start));
          this.tooDeep = true;
          if (this.reuse !== null) this.windowEnd = WindowEnd.TooDeep;
          this.done = true;
          return true;
        }
        if (this.reuse !== null) {
          const found = this.reuse(start + this.base, depth);
          if (found !== undefined) {
            const end = start + found.length;
            const parent = this.stack[depth - 1];
            if (parent !== undefined && depth + found.height > parent.deepest) {
              parent.deepest = depth + found.height;
            }
            this.tokEnd = end;
            this.tk.seek(end);
            this.deliver(found.value, start, end, found.node, found.height);
            this.next();
            return true;
          }
        }
        const isArray = tok === OPEN_BRACKET;
        this.push(start, isArray, isArray ? [] : {}, false);
        this.next();
        return true;
      }
      case STRING:
        this.deliver(this.tk.value, start, this.tokEnd, undefined, 0);
        this.next();
        return true;
      case NUMBER: {
        const text = this.text;
        let end = this.tokEnd;
        const first = text.charCodeAt(start) === 45 ? start + 1 : start;
        let malformed = this.tk.error !== ScanError.None;
        if (end === first + 1 && text.charCodeAt(first) === 48 && isDigit(text.charCodeAt(end))) {
          // The scanner splits `012` into `0` and `12`; report it as one malformed number.
          this.next();
          end = this.tokEnd;
          malformed = true;
          this.report('leading-zero', 'syntax.leadingZero', start, end - start);
        }
        const literal = text.slice(start, end);
        this.deliver(
          Number(malformed ? literal.replace(/[.eE][+-]?$/, '') : literal),
          start,
          end,
          undefined,
          0,
        );
        this.next();
        return true;
      }
      case TRUE:
      case FALSE:
      case NULL:
        this.deliver(tok === NULL ? null : tok === TRUE, start, this.tokEnd, undefined, 0);
        this.next();
        return true;
      default:
        return false;
    }
  }

  /** INSIDE_ARRAY | INSIDE_OBJECT for the open frames (what a node parsed here would record). */
  context(): number {
    let context = 0;
    for (const f of this.stack) context |= f.isArray ? INSIDE_ARRAY : INSIDE_OBJECT;
    return context;
  }

  /** Whether a closing token belongs to the current container or one around it. */
  private closes(kind: Token): boolean {
    const wantArray = kind === CLOSE_BRACKET;
    const stack = this.stack;
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i].isArray === wantArray) return true;
    return false;
  }

  /** Skips a malformed stretch up to the next comma or closing bracket of an open container. */
  private skipJunk(): void {
    let depth = 0;
    for (;;) {
      const tok = this.tok;
      if (tok === EOF) return;
      if (tok === OPEN_BRACE || tok === OPEN_BRACKET) depth++;
      else if (tok === CLOSE_BRACE || tok === CLOSE_BRACKET) {
        if (depth === 0 && this.closes(tok)) return;
        if (depth > 0) depth--;
      } else if (tok === COMMA && depth === 0) return;
      this.next();
    }
  }

  /** Parses members until the stack is down to `floor` frames (or the run is done). */
  run(floor: number): void {
    const stack = this.stack;
    while (stack.length > floor && !this.done) {
      const frame = stack[stack.length - 1];
      const isArray = frame.isArray;
      const closer = isArray ? CLOSE_BRACKET : CLOSE_BRACE;
      let tok = this.tok;
      if (tok === closer) {
        this.close(this.tokEnd, true);
        this.next();
        continue;
      }
      if (tok === EOF || tok === CLOSE_BRACE || tok === CLOSE_BRACKET) {
        if (tok === EOF || this.closes(tok)) {
          // Unterminated: close it where its content ended and let the enclosing container see the token.
          this.reportHere(
            isArray ? 'comma-or-close-bracket-expected' : 'comma-or-close-brace-expected',
            isArray ? 'syntax.commaOrBracketExpected' : 'syntax.commaOrBraceExpected',
          );
          if (this.done) break;
          this.close(this.lastEnd, false);
          continue;
        }
        this.reportHere(
          isArray ? 'value-expected' : 'property-expected',
          isArray ? 'syntax.valueExpected' : 'syntax.propertyExpected',
        );
        this.next();
        continue;
      }
      if (tok === COMMA) {
        if (!frame.needsComma) {
          this.reportHere(
            isArray ? 'value-expected' : 'property-expected',
            isArray ? 'syntax.valueExpected' : 'syntax.propertyExpected',
          );
        }
        const commaAt = this.tokStart;
        tok = this.next();
        if (tok === closer) {
          if (frame.needsComma && !this.allowTrailingCommas) {
            this.report('trailing-comma', 'syntax.trailingComma', commaAt, 1);
          }
          continue;
        }
      } else if (frame.needsComma) {
        this.reportHere('comma-expected', 'syntax.commaExpected');
      }
      frame.needsComma = true;

      if (!isArray) {
        frame.keyStart = this.tokStart;
        frame.keyEnd = this.tokEnd;
        if (tok === STRING) {
          frame.key = this.tk.value;
          frame.keep = true;
          tok = this.next();
        } else if (tok === UNKNOWN || tok === NUMBER || tok === TRUE || tok === FALSE || tok === NULL) {
          this.reportHere('property-keys-must-be-doublequoted', 'syntax.keysDoubleQuoted');
          frame.keep = false;
          tok = this.next();
        } else {
          this.reportHere('property-expected', 'syntax.propertyExpected');
          this.skipJunk();
          continue;
        }
        if (tok === COLON) this.next();
        else {
          this.reportHere('colon-expected', 'syntax.colonExpected');
          // Without a value in sight the member is dropped; otherwise read the value as if the colon were there.
          if (tok === COMMA || tok === CLOSE_BRACE || tok === CLOSE_BRACKET || tok === EOF) continue;
        }
      }
      if (!this.beginValue()) {
        this.reportHere('value-expected', 'syntax.valueExpected');
        this.skipJunk();
      }
    }
  }

  /** What a window run read into the window node's frame. */
  windowMembers(): WindowMembers {
    const f = this.windowFrame as Frame;
    const stride = f.isArray ? 2 : 4;
    return {
      count: f.count,
      spans: this.spans.subarray(f.spanBase, f.spanBase + f.count * stride),
      keys: f.isArray ? null : this.keys.slice(f.keyBase, f.keyBase + f.count),
      values: f.isArray ? (f.value as JsonValue[]) : (f.vals as JsonValue[]),
      kids: f.kids,
      problems: f.problems ?? [],
      errors: f.errors,
      truncated: f.truncated,
      leafHeight: f.leafHeight,
      deepest: f.deepest,
    };
  }

  /** Opens the frame of the node a window run parses in (its members go through `windowMembers`). */
  openWindow(
    start: number,
    isArray: boolean,
    needsComma: boolean,
    prefixHas: ((key: string) => boolean) | null,
  ): void {
    const frame = this.push(start, isArray, isArray ? [] : {}, false);
    frame.needsComma = needsComma;
    if (!isArray) {
      frame.vals = [];
      frame.prefixHas = prefixHas;
    }
    this.windowFrame = frame;
  }

  /** Problems reported in open frames (when the nesting limit stopped the parse). */
  openProblems(): RawProblem[] {
    const out: RawProblem[] = [];
    for (const f of this.stack) {
      if (f.problems) for (const p of f.problems) out.push({ ...p, offset: p.offset + this.base });
      if (f.kids) {
        for (const [i, kid] of f.kids) {
          collectProblems(kid, this.base + f.start + this.spans[f.spanBase + i * (f.isArray ? 2 : 4)], out);
        }
      }
    }
    return out;
  }
}

/** Parses a whole text (from bodyStart, after a BOM) into a tree. Never throws on any input. */
export function parseTree(
  text: string,
  bodyStart: number,
  options: ParseOptions,
  nodeMin: number = NODE_MIN_LENGTH,
): ParseTree {
  const p = new Parser(text, 0, options, nodeMin, bodyStart);
  p.next();
  if (p.tok === EOF || !p.beginValue()) {
    p.reportHere('value-expected', 'syntax.jsonValueExpected');
  }
  p.run(0);
  if (p.tooDeep) {
    const all = [...p.before, ...p.openProblems(), ...p.after];
    return {
      value: undefined,
      root: undefined,
      rootStart: -1,
      rootEnd: -1,
      before: all,
      after: [],
      beforeErrors: Math.max(1, all.filter((x) => x.severity === 'error').length),
      afterErrors: 0,
      tooDeep: true,
      bodyStart,
      length: text.length,
    };
  }
  if (p.tok !== EOF) p.reportHere('end-of-file-expected', 'syntax.endOfFileExpected');
  return {
    value: p.rootValue,
    root: p.rootNode,
    rootStart: p.rootStart,
    rootEnd: p.rootEnd,
    before: p.before,
    after: p.after,
    beforeErrors: p.beforeErrors,
    afterErrors: p.afterErrors,
    tooDeep: false,
    bodyStart,
    length: text.length,
  };
}

/**
 * The problems after the root value: comments and the first token after it ("End of file expected").
 * `text` starts at the root's end, `base` is that offset in the document.
 */
export function parseTail(
  text: string,
  base: number,
  options: ParseOptions,
): { problems: RawProblem[]; errors: number } {
  const p = new Parser(text, base, options, NODE_MIN_LENGTH, 0);
  p.rootDelivered = true;
  p.next();
  if (p.tok !== EOF) p.reportHere('end-of-file-expected', 'syntax.endOfFileExpected');
  return { problems: p.after, errors: p.afterErrors };
}

/** Adds the problems of a node and the nodes below it, at absolute offsets (node starting at `start`). */
export function collectProblems(node: TreeNode, start: number, out: RawProblem[]): void {
  if (node.subProblems === 0) return;
  if (node.problems) for (const p of node.problems) out.push({ ...p, offset: p.offset + start });
  if (node.kids) {
    const stride = node.stride;
    for (const [i, kid] of node.kids) {
      if (kid.subProblems > 0) collectProblems(kid, start + node.spans[i * stride], out);
    }
  }
}

/** Every problem of a tree in order (offset, then code), cut to MAX_PROBLEMS plus a note. */
export function treeProblems(tree: ParseTree): RawProblem[] {
  const out: RawProblem[] = [...tree.before];
  if (tree.root) collectProblems(tree.root, tree.rootStart, out);
  out.push(...tree.after);
  sortProblems(out);
  if (out.length > MAX_PROBLEMS) {
    const note = tooManyProblems(out[MAX_PROBLEMS].offset);
    out.length = MAX_PROBLEMS;
    out.push(note);
  }
  return out;
}

/** Whether a tree has any syntax error (warnings such as duplicate keys do not count). */
export function treeHasErrors(tree: ParseTree): boolean {
  return (
    tree.beforeErrors > 0 || tree.afterErrors > 0 || (tree.root !== undefined && tree.root.subErrors > 0)
  );
}

/** Problems in a stable order that does not depend on the order they were found in. */
export function sortProblems(list: RawProblem[]): void {
  list.sort((a, b) => a.offset - b.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Keeps the MAX_PROBLEMS + 1 first problems of a list by position. */
function cut(list: RawProblem[]): void {
  sortProblems(list);
  list.length = MAX_PROBLEMS + 1;
}

/** Sets an own, enumerable data property, as JSON.parse does, even for `__proto__`. */
export function setProperty(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
