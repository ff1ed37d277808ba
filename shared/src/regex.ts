/**
 * JSON Schema regular expressions (`pattern`, `patternProperties` keys, `format: "regex"`).
 * Schemas use ECMA-262 syntax with the `u` flag, unanchored: `compilePattern(p).regex.test(s)`.
 */

/**
 * V8 flags that bound the time of a catastrophic (exponential backtracking) match: after the given number
 * of backtracks V8 re-runs the match on its linear-time engine. The server and CLI entry points apply each
 * with `v8.setFlagsFromString` before any schema is compiled.
 */
export const SAFE_REGEX_V8_FLAGS: readonly string[] = [
  '--enable-experimental-regexp-engine-on-excessive-backtracks',
  '--regexp-backtracks-before-fallback=10000',
];

/** The outcome of compiling a pattern: a RegExp to `test` with, or why the pattern is not valid. */
export type CompiledPattern = { regex: RegExp; note?: string } | { error: string };

/** Compiles a JSON Schema `pattern` / `patternProperties` key: ECMA-262 with the `u` flag, unanchored. */
export function compilePattern(source: string): CompiledPattern {
  try {
    return { regex: new RegExp(source, 'u') };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** True when `source` is a valid ECMA-262 regular expression with the `u` flag (the `regex` format). */
export function isValidRegex(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
