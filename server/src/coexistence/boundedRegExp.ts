/**
 * What vscode-json-languageservice (which the server runs where it stands in for VS Code's own JSON
 * validation, see vscodeValidation.ts) gets for a schema pattern instead of a V8 RegExp: the
 * validator's bounded matcher. Its own `extendedRegExp` builds `new RegExp(pattern, 'u')`, which
 * backtracks without limit on `^(a+)+$`; the build (scripts/build.mjs) routes it here. Only `test` is
 * used there. A string the matcher cannot decide within its budget counts as matching: that service
 * has no way to say "not checked", and a false error would be worse than a missing one.
 */
import { compileCaseInsensitivePattern, compilePattern } from '../../../shared/src/regex';

/**
 * A RegExp-like tester for a schema pattern (VS Code's `(?i)` prefix makes it case-insensitive), or
 * undefined for a pattern our matchers cannot use (the service then skips it, as it does invalid ones).
 */
export function boundedRegExp(pattern: string): { test(text: string): boolean } | undefined {
  const compiled = pattern.startsWith('(?i)')
    ? compileCaseInsensitivePattern(pattern.slice(4))
    : compilePattern(pattern);
  if (!('matcher' in compiled)) return undefined;
  const matcher = compiled.matcher;
  return { test: (text: string) => matcher.test(text) !== false };
}
