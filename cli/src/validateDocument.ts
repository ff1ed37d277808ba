/**
 * Validates one document: picks its schema (`--schema`, else its own `$schema`), validates the
 * text with ranges, and turns everything into positioned problems.
 */
import { checkSchema } from '../../shared/src/checks/index';
import { parseDocument } from '../../shared/src/index';
import type { ParsedDocument } from '../../shared/src/index';
import type { Draft, JsonValue, ParseOptions, ValidationError } from '../../shared/src/types';
import type { EncodingError } from './decodeText';
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
  /** The bytes are not text in an encoding JSON allows (invalid UTF-8): where, and why. */
  encodingError?: EncodingError;
  /** Said about an encoding that was decoded but is not UTF-8 (UTF-16 with a byte order mark). */
  encodingWarning?: string;
}

/** The outcome for one document. */
export interface FileReport {
  file: string;
  /** True when the document was validated and has no error (warnings allowed). */
  valid: boolean;
  /** False when the document could not be validated at all (unreadable file, no usable schema). */
  checked: boolean;
  /** True when the file could not be read at all: counted on its own in the summary, not as not compliant. */
  unreadable?: boolean;
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

/**
 * The schema that the document's own `$schema` names, or, when there is none that can be used,
 * the document's report saying why (with its syntax problems, which are found on the way).
 */
function schemaFromProperty(
  input: DocumentInput & { text: string },
  parseOptions: ParseOptions,
  loader: SchemaLoader,
): { schema: LoadedSchema; doc: ParsedDocument; schemaDocument?: SchemaDocument } | { report: FileReport } {
  const { name } = input;
  const doc = parseDocument(input.text, parseOptions);
  const syntax = doc.problems.map((p) => fromSyntaxProblem(name, p));
  const reference = schemaProperty(doc.value);
  const schemaAt = doc.locate([{ path: '/$schema', part: 'value' }])[0];
  const fail = (code: string, message: string, schema?: LoadedSchema) => ({
    report: notChecked(name, [...syntax, cliProblem(name, '$schema', code, message, schemaAt)], schema),
  });
  if (typeof reference !== 'string') {
    return fail(
      'no-schema',
      reference === undefined
        ? 'No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE.'
        : '"$schema" must be a string naming the schema file.',
    );
  }
  const resolved = resolveSchemaReference(reference, input.directory);
  if (resolved.kind === 'unusable') return fail('unusable-schema', resolved.message);
  const schema =
    resolved.kind === 'file'
      ? loader.loadFile(resolved.path)
      : loader.loadMetaSchema(resolved.uri, resolved.draft);
  if (schema.readError !== undefined) return fail('unreadable-schema', schema.readError, schema);
  if (schema.compiled === undefined) {
    const count = schema.problems.filter((p) => p.severity === 'error').length;
    const errors = count === 1 ? '1 error; fix it' : `${count} errors; fix them`;
    return fail('invalid-schema', `Not validated: schema ${schema.name} has ${errors} first.`, schema);
  }
  if (resolved.kind === 'meta' && doc.value !== undefined) {
    return { schema, doc, schemaDocument: { doc, value: doc.value, draft: resolved.draft } };
  }
  return { schema, doc };
}

/** A document whose `$schema` is a meta-schema URI: it is itself a schema of that draft. */
interface SchemaDocument {
  doc: ParsedDocument;
  value: JsonValue;
  draft: Draft;
}

/**
 * A meta-schema cannot say everything that makes a schema unusable (an invalid regular expression is
 * only a `format`), so schema documents also get the core's structural checks; a check that lands
 * where the meta-schema already reported something adds nothing and is left out.
 */
function structuralProblems(
  name: string,
  schemaDocument: SchemaDocument,
  reported: readonly Problem[],
): Problem[] {
  const problems = checkSchema(schemaDocument.value, schemaDocument.draft);
  const ranges = schemaDocument.doc.locate(problems.map((p) => ({ path: p.pointer, part: p.part })));
  const taken = new Set(reported.map((p) => p.offset));
  const out: Problem[] = [];
  problems.forEach((p, i) => {
    const range = ranges[i];
    if (range !== undefined && taken.has(range.offset)) return;
    const problem = cliProblem(name, p.keyword, p.code, p.message, range, p.severity);
    problem.schemaPath = `#${p.pointer}`;
    out.push(problem);
  });
  return out;
}

/** Validates `input` and reports every problem with its position. */
export function validateDocument(input: DocumentInput, context: DocumentContext): FileReport {
  const { name, text } = input;
  if (input.encodingError !== undefined) {
    const { line, character, offset, message } = input.encodingError;
    const range = { offset, length: 1, start: { line, character }, end: { line, character: character + 1 } };
    // A document problem like a syntax error: the file is not compliant (exit 1), not unreadable.
    return {
      file: name,
      valid: false,
      checked: true,
      errors: [cliProblem(name, 'encoding', 'invalid-encoding', message, range)],
    };
  }
  if (text === undefined) {
    return {
      ...notChecked(name, [
        cliProblem(name, 'read', 'unreadable-file', input.readError ?? 'Cannot read file.'),
      ]),
      unreadable: true,
    };
  }
  const parseOptions = parseOptionsFor(name, context);
  let schema = context.schema;
  let schemaDocument: SchemaDocument | undefined;
  // The document parsed to read its "$schema": validated as it is rather than parsed a second time.
  let parsed: ParsedDocument | undefined;
  const pickedByProperty = schema === undefined;
  if (schema === undefined) {
    const picked = schemaFromProperty({ ...input, text }, parseOptions, context.loader);
    if ('report' in picked) return picked.report;
    schema = picked.schema;
    schemaDocument = picked.schemaDocument;
    parsed = picked.doc;
  }
  const compiled = schema.compiled;
  if (compiled === undefined) {
    throw new Error('validateDocument needs a usable --schema; the caller checks it first.');
  }
  const result = parsed ? compiled.validateDocument(parsed) : compiled.validateText(text, parseOptions);
  const errors =
    pickedByProperty || namesSchemaInUse(text, parseOptions, input.directory, schema, result.errors)
      ? result.errors.filter((e) => !isSchemaPropertyKeyError(e))
      : result.errors;
  const found = [
    ...result.syntaxProblems.map((p) => fromSyntaxProblem(name, p)),
    ...errors.map((e) => fromValidationError(name, e)),
  ];
  if (schemaDocument) found.push(...structuralProblems(name, schemaDocument, found));
  if (input.encodingWarning !== undefined) {
    found.push(cliProblem(name, 'encoding', 'not-utf8', input.encodingWarning, undefined, 'warning'));
  }
  const problems = sortProblems(found);
  return {
    file: name,
    valid: !problems.some((p) => p.severity === 'error'),
    checked: true,
    schema,
    errors: problems,
  };
}
