/**
 * JSON Schema regular expressions (`pattern`, `patternProperties` keys, `format: "regex"`).
 * Schemas use ECMA-262 syntax with the `u` flag, unanchored: `compilePattern(p).regex.test(s)`.
 *
 * Time bound. A pattern such as `^(a+)+$` backtracks exponentially on `"aaa…a!"`. V8 can re-run such a
 * match on its linear-time engine (`SAFE_REGEX_V8_FLAGS`), but on Node 20 (V8 11.3) that engine refuses
 * RegExps with the `u` (or `i`) flag, lookarounds or backreferences. So a valid pattern is translated to an
 * equivalent one without `u`: code point sets (`.`, `[^…]`, `\D`, `\W`, `\S`, classes, non-BMP characters,
 * `\u{…}`) become BMP classes plus explicit surrogate pair alternatives. The translated RegExp answers for
 * well-formed strings; a string holding a lone surrogate (rare: JSON `"\ud800"`) is matched by the original `u` RegExp instead,
 * because only `u` semantics treat a lone surrogate as a code point of its own. Patterns with Unicode
 * property escapes (`\p{…}`, whose sets only the engine knows) keep the `u` RegExp and are not bounded;
 * the result's `note` says so when such a pattern also nests repetition.
 *
 * Legacy syntax. Many real schemas were written for engines without `u`, where `\-`, `\_`, `\:`, a lone
 * `{` or `]` are literal characters; under `u` they are syntax errors. Such a pattern is rewritten with
 * those characters as literals (the meaning it has in every engine that accepts it) and compiled with `u`;
 * if it still does not compile, it is compiled without `u` (Annex B syntax). Either way the result carries
 * a `note` so the schema can be flagged with a warning instead of failing.
 */

/**
 * V8 flags that bound the time of a catastrophic (exponential backtracking) match: after the given number
 * of backtracks in one match V8 re-runs it on its linear-time engine. The server and CLI entry points apply
 * each with `v8.setFlagsFromString` before any schema is compiled (or pass them as node exec arguments).
 */
export const SAFE_REGEX_V8_FLAGS: readonly string[] = [
  '--enable-experimental-regexp-engine-on-excessive-backtracks',
  '--regexp-backtracks-before-fallback=10000',
];

/**
 * The outcome of compiling a pattern: a RegExp to `test` with (plus a `note` for the schema author when
 * the pattern needed a legacy reading or cannot be time-bounded), or why the pattern is not valid.
 * Messages should quote the schema's own pattern text: `regex.source` may be the translated form.
 */
export type CompiledPattern = { regex: RegExp; note?: string } | { error: string };

type Range = readonly [number, number];

const MAX_CODE_POINT = 0x10ffff;
const DIGIT: Range[] = [[0x30, 0x39]];
const WORD: Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
// ECMA-262 WhiteSpace and LineTerminator: what `\s` matches (Unicode 15 `Zs` included).
const SPACE: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const LINE_TERMINATORS: Range[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];
const BMP_WITHOUT_SURROGATES: Range[] = [
  [0, 0xd7ff],
  [0xe000, 0xffff],
];
const CONTROL_ESCAPES: Record<string, number> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };
const SURROGATE_PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const LONE_SURROGATE = /\p{Cs}/u;
// ES2024 `String.prototype.isWellFormed` (native in Node 20, not yet in this project's ES2023 typings).
const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

function hasLoneSurrogate(text: string): boolean {
  return isWellFormed === undefined ? LONE_SURROGATE.test(text) : !isWellFormed.call(text);
}

/** Sorts and merges ranges so that they are disjoint and not adjacent. */
function normalize(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [lo, hi] of normalize(ranges)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function intersect(a: readonly Range[], b: readonly Range[]): Range[] {
  const out: Range[] = [];
  for (const [alo, ahi] of normalize(a)) {
    for (const [blo, bhi] of b) {
      const lo = Math.max(alo, blo);
      const hi = Math.min(ahi, bhi);
      if (lo <= hi) out.push([lo, hi]);
    }
  }
  return out;
}

const CLASS_ESCAPE_SETS: Record<string, Range[]> = {
  d: DIGIT,
  D: complement(DIGIT),
  w: WORD,
  W: complement(WORD),
  s: SPACE,
  S: complement(SPACE),
};

/** Signals a construct whose meaning depends on the `u` flag itself, so no translation is made. */
class NeedsUnicodeFlag extends Error {}

function isSurrogate(cp: number): boolean {
  return cp >= 0xd800 && cp <= 0xdfff;
}

function hex4(cp: number): string {
  return `\\u${cp.toString(16).padStart(4, '0')}`;
}

function highSurrogate(cp: number): number {
  return 0xd800 + ((cp - 0x10000) >> 10);
}

function lowSurrogate(cp: number): number {
  return 0xdc00 + ((cp - 0x10000) & 0x3ff);
}

/** Alternatives of surrogate pairs (high, then a low range) that match exactly the astral range lo..hi. */
function astralAlternatives(lo: number, hi: number): string[] {
  if (lo === 0x10000 && hi === MAX_CODE_POINT) return [SURROGATE_PAIR];
  const [hLo, hHi, lLo, lHi] = [highSurrogate(lo), highSurrogate(hi), lowSurrogate(lo), lowSurrogate(hi)];
  const lowRange = (from: number, to: number): string =>
    from === to ? hex4(from) : `[${hex4(from)}-${hex4(to)}]`;
  if (hLo === hHi) return [hex4(hLo) + lowRange(lLo, lHi)];
  const out = [hex4(hLo) + lowRange(lLo, 0xdfff)];
  if (hLo + 1 <= hHi - 1) out.push(`${lowRange(hLo + 1, hHi - 1)}[\\uDC00-\\uDFFF]`);
  out.push(hex4(hHi) + lowRange(0xdc00, lHi));
  return out;
}

/**
 * Writes a code point set as non-`u` syntax: a class for its BMP part and surrogate pair alternatives for
 * its astral part. Surrogate code points are left out: in a well-formed string they never stand alone.
 */
function emitSet(set: readonly Range[]): string {
  const bmp = intersect(set, BMP_WITHOUT_SURROGATES);
  const parts = intersect(set, [[0x10000, MAX_CODE_POINT]]).flatMap(([lo, hi]) => astralAlternatives(lo, hi));
  if (bmp.length > 0 || parts.length === 0) {
    parts.push(`[${bmp.map(([lo, hi]) => (lo === hi ? hex4(lo) : `${hex4(lo)}-${hex4(hi)}`)).join('')}]`);
  }
  return parts.length === 1 && bmp.length > 0 ? parts[0] : `(?:${parts.join('|')})`;
}

// `.` without the `s` flag: every code point but the line terminators.
const DOT = emitSet(complement(LINE_TERMINATORS));

/** Reads `\\u` escapes at `at` (`\\uHHHH`, a `\\uHHHH\\uHHHH` surrogate pair, or `\\u{H…}`) as one code point. */
function readUnicodeEscape(source: string, at: number): { cp: number; end: number } {
  if (source[at + 2] === '{') {
    const close = source.indexOf('}', at);
    return { cp: parseInt(source.slice(at + 3, close), 16), end: close + 1 };
  }
  const cp = parseInt(source.slice(at + 2, at + 6), 16);
  if (cp >= 0xd800 && cp <= 0xdbff && /^\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.test(source.slice(at + 6, at + 12))) {
    const low = parseInt(source.slice(at + 8, at + 12), 16);
    return { cp: 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00), end: at + 12 };
  }
  return { cp, end: at + 6 };
}

/** Reads one class atom of a `u`-valid pattern at `at`: a code point or a set (`\d`…). */
function readClassAtom(
  source: string,
  at: number,
): { cp: number; end: number } | { set: Range[]; end: number } {
  if (source[at] !== '\\') {
    const cp = source.codePointAt(at) ?? 0;
    return { cp, end: at + (cp > 0xffff ? 2 : 1) };
  }
  const e = source[at + 1];
  const set = CLASS_ESCAPE_SETS[e];
  if (set !== undefined) return { set, end: at + 2 };
  if (e in CONTROL_ESCAPES) return { cp: CONTROL_ESCAPES[e], end: at + 2 };
  switch (e) {
    case 'b':
      return { cp: 0x08, end: at + 2 };
    case 'c':
      return { cp: source.charCodeAt(at + 2) % 32, end: at + 3 };
    case '0':
      return { cp: 0, end: at + 2 };
    case 'x':
      return { cp: parseInt(source.slice(at + 2, at + 4), 16), end: at + 4 };
    case 'u':
      return readUnicodeEscape(source, at);
    case 'p':
    case 'P':
      throw new NeedsUnicodeFlag();
    default:
      // The identity escapes `u` allows: syntax characters, `/` and (in a class) `-`.
      return { cp: e.charCodeAt(0), end: at + 2 };
  }
}

/** Reads the class starting at `at` (`[`) and returns its code point set and the index past `]`. */
function readClass(source: string, at: number): { set: Range[]; end: number } {
  let i = at + 1;
  const negated = source[i] === '^';
  if (negated) i += 1;
  const items: Range[] = [];
  while (source[i] !== ']') {
    const first = readClassAtom(source, i);
    i = first.end;
    if ('cp' in first && source[i] === '-' && source[i + 1] !== ']') {
      const second = readClassAtom(source, i + 1);
      // A range between class escapes is a syntax error under `u`, so it cannot occur here.
      if (!('cp' in second)) throw new NeedsUnicodeFlag();
      items.push([first.cp, second.cp]);
      i = second.end;
    } else if ('cp' in first) {
      items.push([first.cp, first.cp]);
    } else {
      items.push(...first.set);
    }
  }
  return { set: negated ? complement(items) : normalize(items), end: i + 1 };
}

/**
 * Translates a pattern that is valid under `u` to one without `u` that matches the same well-formed
 * strings, or returns undefined when the pattern needs the `u` flag itself.
 */
function withoutUnicodeFlag(source: string): string | undefined {
  let out = '';
  let i = 0;
  try {
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        const e = source[i + 1];
        if (e === 'p' || e === 'P') throw new NeedsUnicodeFlag();
        if (e === 'D' || e === 'W' || e === 'S') {
          out += emitSet(CLASS_ESCAPE_SETS[e]);
          i += 2;
        } else if (e === 'u') {
          const escape = readUnicodeEscape(source, i);
          out +=
            escape.cp > 0xffff || isSurrogate(escape.cp)
              ? emitSet([[escape.cp, escape.cp]])
              : hex4(escape.cp);
          i = escape.end;
        } else {
          // Whatever follows the two characters (hex digits, a group name) reads the same without `u`.
          out += c + e;
          i += 2;
        }
      } else if (c === '[') {
        const cls = readClass(source, i);
        out += emitSet(cls.set);
        i = cls.end;
      } else if (c === '.') {
        out += DOT;
        i += 1;
      } else {
        // An astral character becomes one group, so that a quantifier after it repeats the whole pair.
        const cp = source.codePointAt(i) ?? 0;
        out += cp > 0xffff || isSurrogate(cp) ? emitSet([[cp, cp]]) : c;
        i += cp > 0xffff ? 2 : 1;
      }
    }
  } catch (error) {
    if (error instanceof NeedsUnicodeFlag) return undefined;
    throw error;
  }
  return out;
}

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
      else if (source[i + 1] === 'c') out += '\\\\c';
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
 * A RegExp without `u` that stands for a `u` pattern: it answers for well-formed strings and hands a
 * string with a lone surrogate to the `u` RegExp, the only one that sees such a surrogate as a code point.
 */
class CodePointRegExp extends RegExp {
  readonly #unicode: RegExp;
  // RegExp.prototype.test calls the overridden exec (a match array per call); validation only needs a
  // yes/no, so `test` asks an unsubclassed copy, which stays on V8's fast path and allocates nothing.
  readonly #plain: RegExp;

  constructor(translated: string, unicode: RegExp) {
    super(translated);
    this.#unicode = unicode;
    this.#plain = new RegExp(translated);
  }

  // String methods that build a new RegExp from this one (split, matchAll) must get a plain RegExp.
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  override exec(text: string): RegExpExecArray | null {
    return hasLoneSurrogate(text) ? this.#unicode.exec(text) : super.exec(text);
  }

  override test(text: string): boolean {
    return hasLoneSurrogate(text) ? this.#unicode.test(text) : this.#plain.test(text);
  }
}

/** Compiles or returns V8's reason without the pattern it repeats ("Invalid regular expression: /(/u: …"). */
function tryCompile(source: string, flags: string): RegExp | string {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return text.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  }
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

/**
 * Why V8's linear-time engine (Node 20) would refuse the translated pattern, or undefined when it takes it:
 * it runs no backreferences or lookarounds, and no counted repetition beyond 16.
 */
function linearEngineRefusal(translated: string): string | undefined {
  if (/\\(?:[1-9]|k<)/.test(translated)) return 'a backreference';
  if (/\((?:\?<?[=!])/.test(translated)) return 'a lookaround';
  for (const m of translated.matchAll(/\{([0-9]+)(?:,([0-9]*))?\}/g)) {
    if (Number(m[2] || m[1]) > 16) return 'a repetition count above 16';
  }
  return undefined;
}

/** The RegExp that stands for a `u`-valid pattern, plus its translation when there is one. */
function preferredRegExp(source: string, unicode: RegExp): { regex: RegExp; translated?: string } {
  // ASCII without `.`, classes or `\D\W\S\u\p\P` reads the same with or without `u`, lone surrogates included.
  if (!/[^\0-\x7f]|[.[]|\\[DWSupP]/.test(source)) return { regex: new RegExp(source), translated: source };
  const translated = withoutUnicodeFlag(source);
  if (translated === undefined) return { regex: unicode };
  try {
    return { regex: new CodePointRegExp(translated, unicode), translated };
  } catch {
    // A construct the translation does not model (say a `\u{…}` escape inside a group name): keep `u`.
    return { regex: unicode };
  }
}

function finish(source: string, unicode: RegExp, legacyNote: string | undefined): CompiledPattern {
  const { regex, translated } = preferredRegExp(source, unicode);
  const refusal =
    translated === undefined
      ? 'what only the "u" flag provides (such as \\p{…})'
      : linearEngineRefusal(translated);
  let note = legacyNote;
  if (note === undefined && refusal !== undefined && nestsRepetition(source)) {
    note =
      `This pattern repeats a group that itself repeats, and it uses ${refusal}, so its matching time ` +
      'cannot be bounded: some strings may make it extremely slow.';
  }
  return note === undefined ? { regex } : { regex, note };
}

function compileUncached(source: string): CompiledPattern {
  const strict = tryCompile(source, 'u');
  if (typeof strict !== 'string') return finish(source, strict, undefined);
  const relaxed = relaxLegacySyntax(source);
  if (relaxed !== source) {
    const compiled = tryCompile(relaxed, 'u');
    if (typeof compiled !== 'string') {
      return finish(
        relaxed,
        compiled,
        `Not valid with the "u" flag that JSON Schema patterns use (${strict}); read as engines without ` +
          'that flag read it, with escaped punctuation and lone braces taken literally.',
      );
    }
  }
  const legacy = tryCompile(source, '');
  if (typeof legacy !== 'string') {
    return {
      regex: legacy,
      note:
        `Not valid with the "u" flag that JSON Schema patterns use (${strict}); compiled without it, so ` +
        '`.` and classes match UTF-16 code units rather than code points.',
    };
  }
  return { error: strict };
}

const cache = new Map<string, CompiledPattern>();
// Schemas hold few distinct patterns; the bound keeps a long-running server from growing without limit.
const CACHE_LIMIT = 5000;

/** Compiles a JSON Schema `pattern` / `patternProperties` key: ECMA-262 with the `u` flag, unanchored. */
export function compilePattern(source: string): CompiledPattern {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    compiled = compileUncached(source);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, compiled);
  }
  return compiled;
}

/** True when `source` is a valid ECMA-262 regular expression with the `u` flag (the `regex` format). */
export function isValidRegex(source: string): boolean {
  return typeof tryCompile(source, 'u') !== 'string';
}
