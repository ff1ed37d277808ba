/**
 * Schema text as the server reads it, on either thread: parsing (comments and trailing commas allowed),
 * and the few root properties the thread that answers requests needs of a schema it did not parse
 * (see LARGE_SCHEMA_LENGTH in schemaStore.ts).
 */
import { parseDocument, type ParsedDocument } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

/** How schema text is parsed: people annotate schemas, so comments and trailing commas are allowed. */
const SCHEMA_PARSE = { allowComments: true, allowTrailingCommas: true };

/** Why a parse of schema text is not a schema, or undefined when it is one. */
function parseError(parsed: ParsedDocument): string | undefined {
  const first = parsed.problems.find((p) => p.severity === 'error');
  if (!first && parsed.value !== undefined) return undefined;
  const where = first
    ? ` at line ${first.range.start.line + 1}, column ${first.range.start.character + 1}`
    : '';
  return `it is not valid JSON (${first?.message ?? 'nothing could be parsed'}${where})`;
}

/** Parses schema text; schemas may carry comments and trailing commas (people annotate them). */
export function parseSchemaText(text: string): { value?: JsonValue; error?: string } {
  try {
    return { value: JSON.parse(text) as JsonValue };
  } catch {
    const parsed = parseDocument(text, SCHEMA_PARSE);
    const error = parseError(parsed);
    return error === undefined ? { value: parsed.value } : { error };
  }
}

/** The absolute URI (without fragment) a schema's root names itself by (`$id`, or draft 4's `id`). */
export function schemaRootId(value: JsonValue | undefined): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const id = typeof value.$id === 'string' ? value.$id : typeof value.id === 'string' ? value.id : undefined;
  return id && /^[a-z][a-z0-9+.-]*:/i.test(id) ? id.replace(/#.*$/, '') : undefined;
}

/** Root properties read without the rest of the schema: its identity, its title, its syntax flags. */
const STAND_IN_KEYS = ['$id', 'id', 'title', 'allowComments', 'allowTrailingCommas', 'allowsTrailingCommas'];

/**
 * What the server reads of a schema's root without compiling it (its `$id`, its title, the syntax flags
 * VS Code honours, also inside `allOf`), as a small value of the same shape: a large schema is parsed
 * only where it is compiled, and this is all the other thread gets of it.
 */
export function schemaStandIn(value: JsonValue | undefined, depth = 0): JsonValue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, JsonValue> = {};
  for (const key of STAND_IN_KEYS) {
    const v = value[key];
    if (typeof v === 'string' || typeof v === 'boolean') out[key] = v;
  }
  if (depth < 8 && Array.isArray(value.allOf)) {
    out.allOf = value.allOf.map((part) => schemaStandIn(part, depth + 1) ?? {});
  }
  return out;
}

/** What a schema whose compile threw says (the same words wherever it was compiled). */
export function compileFailure(error: unknown): string {
  return `compiling it failed (${error instanceof Error ? error.message : String(error)})`;
}

/** A document's root `$schema`, when its root is an object that has one. */
export function rootSchemaProperty(value: JsonValue | undefined): string | undefined {
  return typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value.$schema === 'string'
    ? value.$schema
    : undefined;
}
