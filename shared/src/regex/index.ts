/**
 * JSON Schema regular expressions (`pattern`, `patternProperties` keys, `format: "regex"`).
 * Schemas use ECMA-262 syntax with the `u` flag, unanchored: `compilePattern(p).matcher.test(s)`.
 *
 * Time bound. A pattern such as `^(a+)+$` backtracks exponentially on `"aaa…a!"` in a backtracking
 * engine such as V8's, and V8 only bounds that when the process sets flags a library cannot rely on.
 * So schema patterns never run on V8: the JavaScript engine only judges their syntax (and whether it
 * could compile them at all), and our own matchers run them. Patterns without lookarounds and back
 * references (nearly all) run on a lazily built DFA (`dfa.ts`), linear in the string, exact for "is there
 * a match". The others run on a backtracking machine with ECMA-262's semantics (`backtrack.ts`) that
 * stops after a fixed number of steps; the answer is then "unknown" and the validator says the value
 * could not be checked. Lone surrogates are code points of their own, as with `u`.
 *
 * Legacy syntax. Many real schemas were written for engines without `u`, where `\-`, `\_`, `\:`, a lone
 * `{` or `]` are literal characters; under `u` they are syntax errors. Such a pattern is rewritten with
 * those characters as literals (the meaning it has in every engine that accepts it) and compiled with `u`;
 * if it still does not compile, it is read without `u` (Annex B syntax, code units). Either way the result
 * carries a `note` so the schema can be flagged with a warning instead of failing.
 */
import { Backtracker } from './backtrack';
import { LazyDfa } from './dfa';
import { parsePattern, UnsupportedPattern } from './parse';
import { compileProgram } from './program';

/** A compiled schema pattern. */
export interface PatternMatcher {
  /**
   * True when the pattern matches somewhere in `text`, false when it does not, undefined when the
   * answer needs more work than one check may take (the value cannot be checked).
   */
  test(text: string): boolean | undefined;
}

/**
 * The outcome of compiling a pattern: a matcher (plus a `note` for the schema author when the pattern
 * needed a legacy reading or may exceed its time budget), or why the pattern cannot be used. Messages
 * never repeat the pattern: they are meant to follow it.
 */
export type CompiledPattern = { matcher: PatternMatcher; note?: string } | { error: string; unusable?: true };

const SYNTAX_CHARACTERS = '^$\\.*+?()[]{}|/';

/** True when `\e` at `at` is an escape that `u` accepts (or one this rewrite leaves for the compiler to judge). */
function isUnicodeModeEscape(source: string, at: number, inClass: boolean, namedGroups: boolean): boolean {
  const e = source[at + 1];
  if (SYNTAX_CHARACTERS.includes(e) || 'dDwWsSfnrtvb0123456789'.includes(e)) return true;
  switch (e) {
    case 'B':
      return !inClass;
    case '-':
      return inClass;
    case 'c':
      return /^[A-Za-z]$/.test(source.charAt(at + 2));
    case 'x':
      return /^[0-9A-Fa-f]{2}$/.test(source.slice(at + 2, at + 4));
    case 'u':
      return /^(?:[0-9A-Fa-f]{4}|\{)/.test(source.slice(at + 2, at + 6));
    case 'p':
    case 'P':
      return source[at + 2] === '{';
    case 'k':
      return namedGroups;
    default:
      return false;
  }
}

/**
 * Rewrites what engines without `u` read as literal characters (identity escapes such as `\-` or `\_`,
 * `\c` without a letter, a `{` that starts no quantifier, a lone `}` or `]`) into `u` syntax with the
 * same meaning.
 */
function relaxLegacySyntax(source: string): string {
  const namedGroups = /\(\?<[^=!]/.test(source);
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      if (isUnicodeModeEscape(source, i, inClass, namedGroups)) out += source.slice(i, i + 2);
      else if (source[i + 1] === 'c' && inClass && /^[0-9_]$/.test(source.charAt(i + 2))) {
        // Annex B: in a class, `\c` also takes a digit or `_` (U+0010 to U+0019, U+001F).
        out += `\\x${(source.charCodeAt(i + 2) % 32).toString(16).padStart(2, '0')}`;
        i += 3;
        continue;
      } else if (source[i + 1] === 'c') out += '\\\\c';
      else out += source[i + 1];
      i += 2;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '{') {
      const quantifier = /^\{[0-9]+(?:,[0-9]*)?\}/.exec(source.slice(i, i + 40));
      if (quantifier) {
        out += quantifier[0];
        i += quantifier[0].length;
        continue;
      }
      out += '\\{';
    } else if (c === '}' || c === ']') {
      out += `\\${c}`;
    } else {
      out += c;
    }
    i += 1;
  }
  return out;
}

/**
 * True when the pattern repeats a group that itself holds unbounded repetition, the shape of `(a+)+` or
 * `(.*a){20}` that can backtrack for exponential (or high polynomial) time.
 */
function nestsRepetition(source: string): boolean {
  const unboundedInside: boolean[] = [false];
  const unbounded = /^(?:[*+]|\{[0-9]+,\})/;
  const repeats = /^(?:[*+]|\{[0-9]+,[0-9]*\}|\{(?:[2-9]|[1-9][0-9]+)\})/;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') {
      i += 1;
    } else if (c === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (c === '(') {
      unboundedInside.push(false);
    } else if (c === ')' && unboundedInside.length > 1) {
      const inner = unboundedInside.pop() === true;
      const after = source.slice(i + 1, i + 16);
      if (inner && repeats.test(after)) return true;
      unboundedInside[unboundedInside.length - 1] ||= inner || unbounded.test(after);
    } else if (unbounded.test(source.slice(i, i + 16))) {
      unboundedInside[unboundedInside.length - 1] = true;
    }
  }
  return false;
}

/** Compiles or returns V8's reason without the pattern it repeats ("Invalid regular expression: /(/u: …"). */
function tryCompile(source: string, flags: string): RegExp | string {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    return reasonOf(error);
  }
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const prefix = 'Invalid regular expression: /';
  if (!text.startsWith(prefix)) return text;
  // "…/flags: reason": the reason follows the last "/flags: " (the pattern itself may hold one).
  const m = /\/[dgimsuvy]*: ([^/]*)$/.exec(text.slice(-200));
  return m === null ? text.slice(0, 200) : m[1];
}

/**
 * V8 compiles a RegExp on its first use, and some valid patterns (a 60 KB literal, thousands of nested
 * groups) fail only then. Other tools that run the schema on V8 (VS Code's own JSON support, ajv) would
 * fail on them, so they are reported; both the one-byte and the two-byte form are built.
 */
function engineCannotBuild(regex: RegExp): string | undefined {
  try {
    regex.test('');
    regex.test('\u0100');
    return undefined;
  } catch (error) {
    return `the JavaScript engine cannot compile it (${reasonOf(error)})`;
  }
}

/** Builds our matcher for a pattern V8 accepted with (`unicode`) or without the `u` flag (and `i` when `ignoreCase`). */
function build(
  source: string,
  unicode: boolean,
  regex: RegExp,
  legacyNote: string | undefined,
  ignoreCase: boolean,
): CompiledPattern {
  const refusal = engineCannotBuild(regex);
  if (refusal !== undefined) return { error: refusal, unusable: true };
  let matcher: PatternMatcher;
  let backtracking: boolean;
  try {
    const parsed = parsePattern(source, unicode, ignoreCase);
    backtracking = parsed.hasBackreference || parsed.hasLookaround;
    matcher = backtracking
      ? new Backtracker(compileProgram(parsed, true))
      : new LazyDfa(compileProgram(parsed, false));
  } catch (error) {
    if (error instanceof UnsupportedPattern) {
      return { error: `this validator cannot check it: ${error.message}`, unusable: true };
    }
    if (error instanceof RangeError) {
      return { error: 'this validator cannot check it: it is too complex', unusable: true };
    }
    throw error;
  }
  let note = legacyNote;
  if (note === undefined && backtracking && nestsRepetition(source)) {
    note =
      'This pattern uses a lookaround or a back reference and repeats a group that itself repeats: on ' +
      'some strings checking it takes more than the time allowed, and such strings are reported as not checked.';
  }
  return note === undefined ? { matcher } : { matcher, note };
}

function compileUncached(source: string, ignoreCase: boolean): CompiledPattern {
  const i = ignoreCase ? 'i' : '';
  const strict = tryCompile(source, `${i}u`);
  if (typeof strict !== 'string') return build(source, true, strict, undefined, ignoreCase);
  const relaxed = relaxLegacySyntax(source);
  if (relaxed !== source) {
    const compiled = tryCompile(relaxed, `${i}u`);
    if (typeof compiled !== 'string') {
      return build(
        relaxed,
        true,
        compiled,
        `Not valid with the "u" flag that JSON Schema patterns use (${strict}); read as engines without ` +
          'that flag read it, with escaped punctuation and lone braces taken literally.',
        ignoreCase,
      );
    }
  }
  const legacy = tryCompile(source, i);
  if (typeof legacy !== 'string') {
    return build(
      source,
      false,
      legacy,
      `Not valid with the "u" flag that JSON Schema patterns use (${strict}); compiled without it, so ` +
        '`.` and classes match UTF-16 code units rather than code points.',
      ignoreCase,
    );
  }
  return { error: strict };
}

const caches = [new Map<string, CompiledPattern>(), new Map<string, CompiledPattern>()];
// Schemas hold few distinct patterns; the bound keeps a long-running server from growing without limit.
const CACHE_LIMIT = 5000;

function compileCached(source: string, ignoreCase: boolean): CompiledPattern {
  const cache = caches[ignoreCase ? 1 : 0];
  let compiled = cache.get(source);
  if (compiled === undefined) {
    compiled = compileUncached(source, ignoreCase);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, compiled);
  }
  return compiled;
}

/** Compiles a JSON Schema `pattern` / `patternProperties` key: ECMA-262 with the `u` flag, unanchored. */
export function compilePattern(source: string): CompiledPattern {
  return compileCached(source, false);
}

/**
 * Compiles a pattern with the `i` flag as well (VS Code's `(?i)` prefix), on the same bounded matchers.
 * Back references are refused under `i` (`unusable`).
 */
export function compileCaseInsensitivePattern(source: string): CompiledPattern {
  return compileCached(source, true);
}

/** True when `source` is a valid ECMA-262 regular expression with the `u` flag (the `regex` format). */
export function isValidRegex(source: string): boolean {
  return typeof tryCompile(source, 'u') !== 'string';
}
