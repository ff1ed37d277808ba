/**
 * The validator library (`json-object-validator/validator`): compile a JSON Schema (drafts 4, 6, 7,
 * 2019-09, 2020-12) once, validate values or text against it, get errors with messages and ranges.
 */
export * from './types';
export {
  compile,
  validate,
  validateText,
  type ValidationCache,
  type CompiledSchema,
} from './validator/compile';
export { detectDraft } from './schema/drafts';
export { parseAlongside, parseDocument, type EarlyParse, type ParsedDocument } from './json';
export { syntaxProblemMessage } from './json/syntaxMessages';
export { parsePointer, formatPointer, appendPointer } from './json/pointer';
export type { PathSegment, ProbedSchema, ProbeResult } from './validator/probe';
export {
  schemaReferences,
  type ReferenceIndex,
  type ReferenceTarget,
  type SchemaReference,
} from './schema/referenceIndex';
export {
  validateJsonLines,
  validateJsonLine,
  LineReader,
  isBlankLine,
  type JsonLineResult,
  type LineHandler,
  type BadEncoding,
} from './jsonLines';
