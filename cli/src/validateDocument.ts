/**
 * Validates one document: picks its schema (`--schema`, else its own `$schema`), validates the
 * text with ranges, and turns everything into positioned problems.
 */
import { parseDocument } from '../../shared/src/index';
import type { JsonValue, ParseOptions, SourceRange, ValidationError } from '../../shared/src/types';
import { cliProblem, fromSyntaxProblem, fromValidationError, sortProblems } from './problems';
import type { Problem } from './problems';
import type { LoadedSchema, SchemaLoader } from './schemaLoader';
import { resolveSchemaReference } from './schemaReference';

/** A document to check: its text, or why it could not be read. */
export interface DocumentInput {
  /** As shown to the user (`<stdin>` for standard input). */
  name: string;
  /** Folder that a relative `$schema` is resolved against. */
  directory: string;
  text?: string;
  readError?: string;
}

/** The outcome for one document. */
export interface FileReport {
  file: string;
  /** True when the document was validated and has no error (warnings allowed). */
  valid: boolean;
  /** False when the document could not be validated at all (unreadable file, no usable schema). */
  checked: boolean;
  /** The schema used (or that failed to load), for printing its own problems once. */
  schema?: LoadedSchema;
  errors: Problem[];
}

export interface DocumentContext {
  loader: SchemaLoader;
  /** The schema of `--schema`, already loaded and usable. */
  schema?: LoadedSchema;
  allowComments: boolean;
  allowTrailingCommas: boolean;
}

function parseOptionsFor(name: string, context: DocumentContext): ParseOptions {
  const jsonc = name.toLowerCase().endsWith('.jsonc');
  return {
    allowComments: context.allowComments || jsonc,
    allowTrailingCommas: context.allowTrailingCommas || jsonc,
  };
}

function schemaProperty(value: JsonValue | undefined): JsonValue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.prototype.hasOwnProperty.call(value, '$schema') ? value.$schema : undefined;
}

/**
 * The `$schema` property that picked the schema is metadata, not data: a closed schema
 * (additionalProperties/unevaluatedProperties false, propertyNames) must not reject it.
 */
function isSchemaPropertyKeyError(error: ValidationError): boolean {
  return error.target.path === '/$schema' && error.target.part === 'key';
}

/**
 * With `--schema`, a document's `$schema` that names that same file is still only metadata. Only
 * asked when an error concerns the `$schema` key, so the extra parse is rare.
 */
function namesSchemaInUse(
  text: string,
  parseOptions: ParseOptions,
  directory: string,
  schema: LoadedSchema,
  errors: readonly ValidationError[],
): boolean {
  if (schema.path === undefined || !errors.some(isSchemaPropertyKeyError)) return false;
  const reference = schemaProperty(parseDocument(text, parseOptions).value);
  if (typeof reference !== 'string') return false;
  const resolved = resolveSchemaReference(reference, directory);
  return resolved.kind === 'file' && resolved.path === schema.path;
}

function notChecked(file: string, errors: Problem[], schema?: LoadedSchema): FileReport {
  return { file, valid: false, checked: false, schema, errors: sortProblems(errors) };
}

/** Validates `input` and reports every problem with its position. */
export function validateDocument(input: DocumentInput, context: DocumentContext): FileReport {
  const { name } = input;
  if (input.text === undefined) {
    return notChecked(name, [
      cliProblem(name, 'read', 'unreadable-file', input.readError ?? 'Cannot read file.'),
    ]);
  }
  const text = input.text;
  const parseOptions = parseOptionsFor(name, context);
  let schema = context.schema;
  let pickedByProperty = false;
  let schemaAt: SourceRange | undefined;
  if (schema === undefined) {
    const doc = parseDocument(text, parseOptions);
    const syntax = doc.problems.map((p) => fromSyntaxProblem(name, p));
    const reference = schemaProperty(doc.value);
    schemaAt = doc.locate([{ path: '/$schema', part: 'value' }])[0];
    if (typeof reference !== 'string') {
      const message =
        reference === undefined
          ? 'No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE.'
          : '"$schema" must be a string naming the schema file.';
      return notChecked(name, [...syntax, cliProblem(name, '$schema', 'no-schema', message, schemaAt)]);
    }
    const resolved = resolveSchemaReference(reference, input.directory);
    if (resolved.kind === 'unusable') {
      return notChecked(name, [
        ...syntax,
        cliProblem(name, '$schema', 'unusable-schema', resolved.message, schemaAt),
      ]);
    }
    schema =
      resolved.kind === 'file'
        ? context.loader.loadFile(resolved.path)
        : context.loader.loadMetaSchema(resolved.uri, resolved.draft);
    pickedByProperty = true;
    if (schema.compiled === undefined) {
      const errorCount = schema.problems.filter((p) => p.severity === 'error').length;
      const message =
        schema.readError ??
        `Not validated: schema ${schema.name} has ${errorCount} ${errorCount === 1 ? 'error' : 'errors'}; fix ${errorCount === 1 ? 'it' : 'them'} first.`;
      const code = schema.readError === undefined ? 'invalid-schema' : 'unreadable-schema';
      return notChecked(name, [...syntax, cliProblem(name, '$schema', code, message, schemaAt)], schema);
    }
  }
  if (schema.compiled === undefined) {
    throw new Error('validateDocument needs a usable --schema; the caller checks it first.');
  }
  const result = schema.compiled.validateText(text, parseOptions);
  const errors =
    pickedByProperty || namesSchemaInUse(text, parseOptions, input.directory, schema, result.errors)
      ? result.errors.filter((e) => !isSchemaPropertyKeyError(e))
      : result.errors;
  const problems = sortProblems([
    ...result.syntaxProblems.map((p) => fromSyntaxProblem(name, p)),
    ...errors.map((e) => fromValidationError(name, e)),
  ]);
  return {
    file: name,
    valid: !problems.some((p) => p.severity === 'error'),
    checked: true,
    schema,
    errors: problems,
  };
}
