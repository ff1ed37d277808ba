/**
 * Regular-expression validity for `pattern` and `patternProperties`. Patterns are ECMA-262 with the `u`
 * flag, as the engine compiles them.
 */

const cache = new Map<string, RegExp | string>();

/** Compiles a schema pattern once; returns the RegExp or the engine's reason it is invalid. */
export function compileSchemaPattern(source: string): RegExp | string {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(source, 'u');
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      // V8 repeats the whole pattern ("Invalid regular expression: /(/u: ..."); keep only the reason.
      compiled = text.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
    }
    // Schemas are finite; the bound keeps a long-running server from growing without limit.
    if (cache.size > 5000) cache.clear();
    cache.set(source, compiled);
  }
  return compiled;
}
