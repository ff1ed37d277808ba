/**
 * What every fix family works with and produces: a fix is a title plus the new text of the whole
 * document, computed on strings so fixes compose (the fix-all action applies them one after another)
 * and tests can check the exact result.
 */
import type { JsonValue, ValidationError } from '../../../../shared/src/types';

export interface TextFix {
  title: string;
  /** The whole document after the fix. */
  newText: string;
  /** The errors this fix repairs (their diagnostics are attached to the code action). */
  fixes: ValidationError[];
  /** Safe to apply without asking (used by the fix-all source action). */
  unambiguous: boolean;
  /** Shown first in the light bulb menu. */
  preferred?: boolean;
}

/** Looks up the JSON of a schema location (`uri#/pointer`); undefined when it cannot be loaded. */
export type SchemaLookup = (schemaLocation: string) => JsonValue | undefined;

export interface FixContext {
  text: string;
  /** All current errors of the document (fixes for one error may look at its siblings). */
  errors: readonly ValidationError[];
  lookup: SchemaLookup;
  /**
   * The errors of a changed text, for fixes that must prove themselves before they are offered;
   * absent where validating again would cost too much (a very large document).
   */
  validate?: (text: string) => readonly ValidationError[];
}

export function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes one JSON Pointer segment. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `uri#/a/required` -> `uri#/a` (the schema object that holds a keyword). */
export function parentLocation(schemaPath: string): string {
  const hash = schemaPath.indexOf('#');
  const slash = schemaPath.lastIndexOf('/');
  return slash > hash ? schemaPath.slice(0, slash) : schemaPath;
}
