/**
 * The slow path: an iterative, error-recovering parser, used when JSON.parse rejects the text (syntax
 * errors, comments, trailing commas) or the text has duplicate keys. Messages and recovery follow VS
 * Code's JSON support (vscode-json-languageservice), but nesting lives on an explicit stack: jsonc-parser's
 * parser and tree builder recurse once per level and overflow on deeply nested input.
 */
import type { JsonObject, JsonValue, ParseOptions, Severity } from '../types';
import {
  MAX_NESTING_DEPTH,
  MAX_PROBLEMS,
  tooDeepProblem,
  tooManyProblems,
  type RawProblem,
} from './problems';
import { newSpans, type ContainerSpans } from './spans';
import { ScanError, Token, Tokenizer } from './tokens';

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

const SCAN_ERRORS: Record<Exclude<ScanError, ScanError.None>, readonly [code: string, message: string]> = {
  [ScanError.UnexpectedEndOfComment]: ['unexpected-end-of-comment', 'Unexpected end of comment.'],
  [ScanError.UnexpectedEndOfString]: ['unexpected-end-of-string', 'Unexpected end of string.'],
  [ScanError.UnexpectedEndOfNumber]: ['unexpected-end-of-number', 'Unexpected end of number.'],
  [ScanError.InvalidUnicode]: ['invalid-unicode', 'Invalid unicode sequence in string.'],
  [ScanError.InvalidEscapeCharacter]: ['invalid-escape-character', 'Invalid escape character in string.'],
  [ScanError.InvalidCharacter]: [
    'invalid-character',
    'Invalid characters in string. Control characters must be escaped.',
  ],
};

/** What the recovering parser produces. */
export interface RecoveredDocument {
  value: JsonValue | undefined;
  problems: RawProblem[];
  /** Whether any syntax error was found (problems may have been cut off before it). */
  hasErrors: boolean;
  /** Start and end of the root value, or -1 when there is none. */
  rootStart: number;
  rootEnd: number;
  /** Member spans of the container whose opening bracket is at an offset (built on demand, then cached). */
  readonly spansAt: (start: number) => ContainerSpans | undefined;
}

interface Frame {
  readonly start: number;
  readonly value: JsonValue[] | JsonObject;
  readonly isArray: boolean;
  /** Index of this container in the member lists. */
  readonly id: number;
  needsComma: boolean;
  /** The member being read: its key, key token and whether it is kept (a malformed key is not). */
  key: string;
  keyStart: number;
  keyEnd: number;
  keep: boolean;
}

/** Parses any text into the value it best represents plus every problem, in text order. Never throws. */
export function parseRecovering(text: string, bodyStart: number, options: ParseOptions): RecoveredDocument {
  const allowComments = options.allowComments === true;
  const allowTrailingCommas = options.allowTrailingCommas === true;
  const scanner = new Tokenizer(text, bodyStart);
  const problems: RawProblem[] = [];
  // Member bookkeeping lives in flat arrays (one linked list of members per container) rather than in
  // per-container objects: a big document has hundreds of thousands of containers and the garbage
  // collector would otherwise dominate.
  // Per container: [start, first member, last member, is array (0/1)]; per member: [start, end, key start,
  // key end, next member of the same container], plus its key. Indices are record numbers.
  const containers: number[] = [];
  const members: number[] = [];
  const memberKeys: string[] = [];
  const stack: Frame[] = [];
  let rootValue: JsonValue | undefined;
  let rootStart = -1;
  let rootEnd = -1;
  let tok = EOF as Token;
  let tokStart = 0;
  let tokEnd = 0;
  let lastEnd = bodyStart; // end of the last token that was not trivia
  let tooDeep = false;
  let hasErrors = false;
  let truncated = false;

  const report = (
    code: string,
    message: string,
    offset: number,
    length: number,
    severity: Severity = 'error',
  ): void => {
    // One syntax error per position is enough; a second one there is a consequence of the first.
    const prev = problems[problems.length - 1];
    if (severity === 'error' && prev && prev.offset === offset && prev.severity === 'error') return;
    if (severity === 'error') hasErrors = true;
    if (problems.length >= MAX_PROBLEMS) {
      // Garbage can yield a problem per token; past this many, nobody reads them and editors choke.
      if (!truncated) problems.push(tooManyProblems(offset));
      truncated = true;
      return;
    }
    problems.push({ code, message, severity, offset, length });
  };

  /** Reports at the current token; at the end of the text, on the last non-blank character instead. */
  const reportHere = (code: string, message: string): void => {
    let start = tokStart;
    let end = tokEnd;
    if (start === end && start > bodyStart) {
      start--;
      while (start > bodyStart && isBlank(text.charCodeAt(start))) start--;
      end = start + 1;
    }
    report(code, message, start, end - start);
  };

  const next = (): Token => {
    lastEnd = tokEnd;
    for (;;) {
      const kind = scanner.scan();
      tokStart = scanner.start;
      tokEnd = scanner.end;
      if (scanner.error !== ScanError.None) {
        const [code, message] = SCAN_ERRORS[scanner.error];
        report(code, message, tokStart, tokEnd - tokStart);
      }
      if (kind === Token.LineComment || kind === Token.BlockComment) {
        if (!allowComments) {
          report('comment-not-permitted', 'Comments are not permitted in JSON.', tokStart, tokEnd - tokStart);
        }
        continue;
      }
      tok = kind;
      return kind;
    }
  };

  /** Hands a finished value to its container (or makes it the root). */
  const deliver = (value: JsonValue, start: number, end: number): void => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      rootValue = value;
      rootStart = start;
      rootEnd = end;
      return;
    }
    let key = '';
    if (parent.isArray) {
      (parent.value as JsonValue[]).push(value);
    } else {
      if (!parent.keep) return;
      key = parent.key;
      const target = parent.value as JsonObject;
      // The object itself remembers which keys came before.
      if (Object.hasOwn(target, key)) {
        const length = parent.keyEnd - parent.keyStart;
        report(
          'duplicate-key',
          `Duplicate object key ${JSON.stringify(key)}.`,
          parent.keyStart,
          length,
          'warning',
        );
      }
      setProperty(target, key, value);
    }
    const m = memberKeys.length;
    members.push(start, end, parent.keyStart, parent.keyEnd, -1);
    memberKeys.push(key);
    const c = parent.id * 4;
    const last = containers[c + 2];
    if (last < 0) containers[c + 1] = m;
    else members[last * 5 + 4] = m;
    containers[c + 2] = m;
  };

  const close = (end: number): void => {
    const frame = stack.pop() as Frame;
    deliver(frame.value, frame.start, end);
  };

  /** Starts the value at the current token; false when the token cannot start one. */
  const beginValue = (): boolean => {
    const start = tokStart;
    switch (tok) {
      case OPEN_BRACE:
      case OPEN_BRACKET: {
        if (stack.length >= MAX_NESTING_DEPTH) {
          const p = tooDeepProblem(start);
          report(p.code, p.message, p.offset, p.length);
          tooDeep = true;
          return true;
        }
        const isArray = tok === OPEN_BRACKET;
        const id = containers.length / 4;
        containers.push(start, -1, -1, isArray ? 1 : 0);
        stack.push({
          start,
          value: isArray ? [] : {},
          isArray,
          id,
          needsComma: false,
          key: '',
          keyStart: -1,
          keyEnd: -1,
          keep: false,
        });
        next();
        return true;
      }
      case STRING:
        deliver(scanner.value, start, tokEnd);
        next();
        return true;
      case NUMBER: {
        let end = tokEnd;
        const first = text.charCodeAt(start) === 45 ? start + 1 : start;
        if (end === first + 1 && text.charCodeAt(first) === 48 && isDigit(text.charCodeAt(end))) {
          // The scanner splits `012` into `0` and `12`; report it as one malformed number.
          next();
          end = tokEnd;
          report('leading-zero', 'Numbers must not have leading zeros.', start, end - start);
        }
        deliver(Number(text.slice(start, end).replace(/[.eE][+-]?$/, '')), start, end);
        next();
        return true;
      }
      case TRUE:
      case FALSE:
      case NULL:
        deliver(tok === NULL ? null : tok === TRUE, start, tokEnd);
        next();
        return true;
      default:
        return false;
    }
  };

  /** Whether a closing token belongs to the current container or one around it. */
  const closes = (kind: Token): boolean => {
    const wantArray = kind === CLOSE_BRACKET;
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i].isArray === wantArray) return true;
    return false;
  };

  /** Skips a malformed stretch up to the next comma or closing bracket of an open container. */
  const skipJunk = (): void => {
    let depth = 0;
    for (;;) {
      if (tok === EOF) return;
      if (tok === OPEN_BRACE || tok === OPEN_BRACKET) depth++;
      else if (tok === CLOSE_BRACE || tok === CLOSE_BRACKET) {
        if (depth === 0 && closes(tok)) return;
        if (depth > 0) depth--;
      } else if (tok === COMMA && depth === 0) return;
      next();
    }
  };

  tok = next();
  if (tok === EOF || !beginValue()) {
    reportHere('value-expected', 'Expected a JSON object, array or literal.');
  }

  while (stack.length > 0 && !tooDeep) {
    const frame = stack[stack.length - 1];
    const isArray = frame.isArray;
    const closer = isArray ? CLOSE_BRACKET : CLOSE_BRACE;
    if (tok === closer) {
      const end = tokEnd;
      close(end);
      tok = next();
      continue;
    }
    if (tok === EOF || tok === CLOSE_BRACE || tok === CLOSE_BRACKET) {
      if (tok === EOF || closes(tok)) {
        // Unterminated: close it where its content ended and let the enclosing container see the token.
        reportHere(
          isArray ? 'comma-or-close-bracket-expected' : 'comma-or-close-brace-expected',
          isArray ? 'Expected comma or closing bracket' : 'Expected comma or closing brace',
        );
        close(lastEnd);
        continue;
      }
      reportHere(
        isArray ? 'value-expected' : 'property-expected',
        isArray ? 'Value expected' : 'Property expected',
      );
      tok = next();
      continue;
    }
    if (tok === COMMA) {
      if (!frame.needsComma) {
        reportHere(
          isArray ? 'value-expected' : 'property-expected',
          isArray ? 'Value expected' : 'Property expected',
        );
      }
      const commaAt = tokStart;
      tok = next();
      if (tok === closer) {
        if (frame.needsComma && !allowTrailingCommas) report('trailing-comma', 'Trailing comma', commaAt, 1);
        continue;
      }
    } else if (frame.needsComma) {
      reportHere('comma-expected', 'Expected comma');
    }
    frame.needsComma = true;

    if (!isArray) {
      frame.keyStart = tokStart;
      frame.keyEnd = tokEnd;
      if (tok === STRING) {
        frame.key = scanner.value;
        frame.keep = true;
        tok = next();
      } else if (tok === UNKNOWN || tok === NUMBER || tok === TRUE || tok === FALSE || tok === NULL) {
        reportHere('property-keys-must-be-doublequoted', 'Property keys must be doublequoted');
        frame.keep = false;
        tok = next();
      } else {
        reportHere('property-expected', 'Property expected');
        skipJunk();
        continue;
      }
      if (tok === COLON) tok = next();
      else {
        reportHere('colon-expected', 'Colon expected');
        // Without a value in sight the member is dropped; otherwise read the value as if the colon were there.
        if (tok === COMMA || tok === CLOSE_BRACE || tok === CLOSE_BRACKET || tok === EOF) continue;
      }
    }
    if (!beginValue()) {
      reportHere('value-expected', 'Value expected');
      skipJunk();
    }
  }

  if (!tooDeep && tok !== EOF) reportHere('end-of-file-expected', 'End of file expected.');
  problems.sort((a, b) => a.offset - b.offset);
  let idByStart: Map<number, number> | undefined;
  return {
    value: tooDeep ? undefined : rootValue,
    hasErrors,
    problems,
    rootStart: tooDeep ? -1 : rootStart,
    rootEnd: tooDeep ? -1 : rootEnd,
    spansAt: (start) => {
      // Most documents are never asked, so the offset-to-container map is only built on first use.
      if (!idByStart) {
        idByStart = new Map();
        for (let c = 0; c < containers.length; c += 4) idByStart.set(containers[c], c / 4);
      }
      const id = idByStart.get(start);
      if (id === undefined) return undefined;
      const isArray = containers[id * 4 + 3] === 1;
      const spans = newSpans(isArray);
      const keys: string[] = [];
      for (let m = containers[id * 4 + 1]; m >= 0; m = members[m * 5 + 4]) {
        const r = m * 5;
        spans.starts.push(members[r]);
        spans.ends.push(members[r + 1]);
        if (!isArray) {
          spans.keyStarts.push(members[r + 2]);
          spans.keyEnds.push(members[r + 3]);
          keys.push(memberKeys[m]);
        }
      }
      if (!isArray) spans.keys = keys;
      return spans;
    },
  };
}

/** Sets an own, enumerable data property, as JSON.parse does, even for `__proto__`. */
function setProperty(target: JsonObject, key: string, value: JsonValue): void {
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
