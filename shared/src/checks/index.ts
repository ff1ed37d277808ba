/**
 * Checks of schema documents: `checkSchema` finds what makes a schema invalid (what the draft's
 * meta-schema rejects, plus invalid regular expressions); `lintSchema` warns about legal constructs
 * that do not do what they seem to (the spec's pitfalls). Both locate each problem by a JSON Pointer
 * into the schema document and leave `uri` empty for the caller to fill.
 */
import type { Draft, JsonValue, SchemaProblem } from '../types';
import { lintDocument } from './lint';
import { checkStructure } from './structure';

/** Structural problems that make a schema invalid or ambiguous, located by JSON Pointer into the schema document. */
export function checkSchema(schema: JsonValue, draft: Draft): SchemaProblem[] {
  return checkStructure(schema, draft);
}

/** Warnings about legal but surprising constructs (the spec's pitfalls), each with a message that explains the consequence. */
export function lintSchema(schema: JsonValue, draft: Draft): SchemaProblem[] {
  return lintDocument(schema, draft);
}
