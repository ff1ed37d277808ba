/**
 * Regular-expression validity for `pattern` and `patternProperties`, through the engine's own
 * `compilePattern` (which caches), so that the checks and validation never disagree on a pattern.
 */
import { compilePattern } from '../regex';

/** A compiled schema pattern, or why it is invalid; `note` flags a pattern that needed a lenient reading. */
export type SchemaPattern = { regex: RegExp; note?: string } | { error: string };

/** Compiles a schema pattern as the engine does, with error messages trimmed for display. */
export function compileSchemaPattern(source: string): SchemaPattern {
  const result = compilePattern(source);
  if ('regex' in result) return result;
  // V8 repeats the whole pattern ("Invalid regular expression: /(/u: ..."); keep only the reason.
  return { error: result.error.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') };
}
