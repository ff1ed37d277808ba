/**
 * Regular-expression validity for `pattern` and `patternProperties`, through the engine's own
 * `compilePattern` (which caches), so that the checks and validation never disagree on a pattern.
 */
import { compilePattern, type CompiledPattern } from '../regex';

/** A compiled schema pattern, or why it cannot be used; `note` flags a pattern that needed a lenient reading. */
export type SchemaPattern = CompiledPattern;

/** Compiles a schema pattern as the engine does (messages never repeat the pattern). */
export function compileSchemaPattern(source: string): SchemaPattern {
  return compilePattern(source);
}
