/**
 * VS Code's rule for comments and trailing commas in a JSON document: per language, then the schema's own
 * say. The server and the CLI decide through it, so a file's comments are allowed (and its suppression
 * comments read) in both or in neither.
 */
import type { JsonValue } from '../../shared/src/types';

/** VS Code's rule for comments and trailing commas: per language, then the schema's own say. */
export interface SyntaxPolicy {
  comments: 'error' | 'ignore';
  trailingCommas: 'error' | 'warning' | 'ignore';
}

/**
 * The policy of VS Code's JSON support: JSONC allows comments and warns about trailing commas, JSON
 * forbids both, and a schema's `allowComments`/`allowTrailingCommas` (VS Code's schema extensions,
 * read on the root or its `allOf`) overrides either way.
 */
export function syntaxPolicy(jsonc: boolean, schemaRoots: readonly unknown[]): SyntaxPolicy {
  const policy: SyntaxPolicy = jsonc
    ? { comments: 'ignore', trailingCommas: 'warning' }
    : { comments: 'error', trailingCommas: 'error' };
  const comments = firstFlag(schemaRoots, ['allowComments']);
  if (comments !== undefined) policy.comments = comments ? 'ignore' : 'error';
  const commas = firstFlag(schemaRoots, ['allowTrailingCommas', 'allowsTrailingCommas']);
  if (commas !== undefined) policy.trailingCommas = commas ? 'ignore' : 'error';
  return policy;
}

function firstFlag(roots: readonly unknown[], names: readonly string[], depth = 0): boolean | undefined {
  for (const root of roots) {
    if (!isObject(root)) continue;
    for (const name of names) if (typeof root[name] === 'boolean') return root[name];
    if (depth < 8 && Array.isArray(root.allOf)) {
      const inner = firstFlag(root.allOf, names, depth + 1);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
