/**
 * Validates one document: picks its schema (`--schema`, else its own `$schema`, else the editor's
 * associations), validates the text with ranges, and turns everything into positioned problems.
 */
import { checkSchema, lintSchema } from '../../shared/src/checks/index';
import { join } from 'node:path';
import { detectDraft, parseAlongside, parseDocument } from '../../shared/src/index';
import type { CompiledSchema, EarlyParse, ParsedDocument } from '../../shared/src/index';
import type {
  Draft,
  JsonValue,
  ParseOptions,
  SourceRange,
  TextValidationResult,
  ValidationError,
} from '../../shared/src/types';
import { loadProblems } from '../../host/src/loadMessages';
import type { LoadOutcome } from '../../host/src/loadMessages';
import type { EncodingError } from './decodeText';
import { CLI_WORDING } from './downloads';
import { cliProblem, fromSyntaxProblem, fromValidationError, sortProblems } from './reportedProblems';
import type { Problem } from './reportedProblems';
import { META_SCHEMA_URIS } from './schemaLoader';
import type { LoadedSchema, SchemaLoader } from './schemaLoader';
import { resolveSchemaReference } from './schemaReference';
import type { SchemaReference } from './schemaReference';
import type { AssociationInfo, FileReport } from './model';
import type { CliConfig } from './config';
import type { SchemaChoice } from '../../host/src/associations';
import { fileURLToPath } from 'node:url';
import { pathToUri } from '../../host/src/uris';
import { languageOfFile } from '../../host/src/languages';
import { suppressErrors, UNUSED_SUPPRESSION_MESSAGE } from '../../shared/src/suppressions';
import { syntaxPolicy } from '../../host/src/syntaxPolicy';
import { displayLanguage, hostTexts } from '../../host/src/displayLanguage';

/** A document to check: its text, or why it could not be read. */
export interface DocumentInput {
  /** As shown to the user (`<stdin>` for standard input). */
  name: string;
  /** Folder that a relative `$schema` is resolved against. */
  directory: string;
  /** The file's absolute path (undefined for standard input), for the settings' associations. */
  path?: string;
  text?: string;
  /** The bytes the text was decoded from, when they are its UTF-8 (see ParseOptions.utf8). */
  bytes?: Uint8Array;
  readError?: string;
  /** The bytes are not text in an encoding JSON allows (invalid UTF-8): where, and why. */
  encodingError?: EncodingError;
  /** Said about an encoding that was decoded but is not UTF-8 (UTF-16 with a byte order mark). */
  encodingWarning?: string;
}

export interface DocumentContext {
  loader: SchemaLoader;
  /** The schema of `--schema`, already loaded and usable. */
  schema?: LoadedSchema;
  allowComments: boolean;
  allowTrailingCommas: boolean;
  /** `--as-schema`: every document is a JSON Schema, checked against its draft's meta-schema. */
  asSchema: boolean;
  /** `--skip-unassociated`: a document without a schema is skipped rather than an error. */
  skipUnassociated: boolean;
  /** `--draft`. */
  draft?: Draft;
  /** The editor's associations and settings (`.vscode/settings.json`, `--config`; none with `--no-config`). */
  config: CliConfig;
  /** `--strict-catalog`: a catalog schema that cannot be had fails the run like any other. */
  strictCatalog: boolean;
  /** Whether suppression comments are honoured (`--no-suppressions` turns them off). */
  suppressions: boolean;
}

/** Whether VS Code opens the file as JSONC, known by its name as the editor knows it (`*.jsonc`, `tsconfig.json`, ...). */
function isJsoncFile(input: Pick<DocumentInput, 'name' | 'directory' | 'path'>): boolean {
  // Asked twice per document (parse options, then the schema's say) and once per reported line of a
  // JSON Lines file: the last name's answer is kept.
  const path = input.path ?? join(input.directory, input.name);
  if (path !== lastJsonc.path) {
    lastJsonc.path = path;
    lastJsonc.jsonc = languageOfFile(pathToUri(path)) === 'jsonc';
  }
  return lastJsonc.jsonc;
}

const lastJsonc = { path: '', jsonc: false };

/**
 * Comments and trailing commas are accepted in the files VS Code opens as JSONC and everywhere with
 * `--allow-comments`/`--allow-trailing-commas`; elsewhere they are reported, and the schema's say
 * (allowedSyntax) may drop them once it is known.
 */
export function parseOptionsFor(input: DocumentInput, context: DocumentContext): ParseOptions {
  const jsonc = isJsoncFile(input);
  return {
    allowComments: context.allowComments || jsonc,
    allowTrailingCommas: context.allowTrailingCommas || jsonc,
  };
}

/**
 * What the document may hold, decided as the editor decides it (`syntaxPolicy`: by language, then the
 * schemas' `allowComments`/`allowTrailingCommas`), with `--allow-comments`/`--allow-trailing-commas`
 * over both. Where comments are allowed, suppression comments are read.
 */
export function allowedSyntax(
  input: Pick<DocumentInput, 'name' | 'directory' | 'path'>,
  context: DocumentContext,
  schemas: readonly LoadedSchema[],
): { comments: boolean; trailingCommas: boolean } {
  const policy = syntaxPolicy(
    isJsoncFile(input),
    schemas.map((s) => s.root),
  );
  return {
    comments: context.allowComments || policy.comments === 'ignore',
    trailingCommas: context.allowTrailingCommas || policy.trailingCommas === 'ignore',
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

function notChecked(
  file: string,
  errors: Problem[],
  schema?: LoadedSchema,
  association?: AssociationInfo,
): FileReport {
  return {
    file,
    valid: false,
    checked: false,
    schema: schema?.summary,
    association,
    errors: sortProblems(errors),
  };
}

/** The association of a schema that a document's own `$schema` names. */
function byProperty(resolved: SchemaReference): AssociationInfo {
  return {
    source: 'document',
    reason:
      resolved.kind === 'meta'
        ? `Its "$schema" names the draft ${resolved.draft} meta-schema: the document is itself a schema.`
        : 'Its "$schema" property names this schema.',
  };
}

export const BY_OPTION: AssociationInfo = { source: 'option', reason: 'Given with --schema.' };

/** What a picked schema gives: the schemas to validate with, or the report that says why there are none. */
type Picked =
  | {
      schema: LoadedSchema;
      /** More schemas that apply too (several associations of one level, as the editor combines them). */
      also?: LoadedSchema[];
      read: DocumentRead;
      association: AssociationInfo;
      schemaDocument?: SchemaDocument;
    }
  | { report: FileReport };

/**
 * The report of a document whose schema, or a document that schema refers to, could not be
 * downloaded: the editor's sentences, at the `$schema` value when that named the schema. A schema
 * from the SchemaStore catalog is optional (nobody named it): its absence is a warning that does not
 * fail the run, unless `--strict-catalog`.
 */
function unavailableReport(
  name: string,
  choice: SchemaChoice,
  outcome: LoadOutcome,
  context: DocumentContext,
  syntax: Problem[],
  anchor: SourceRange | undefined,
  schema?: LoadedSchema,
): FileReport {
  const optional = choice.source === 'catalog' && !context.strictCatalog;
  const shown = (uri: string): string =>
    uri.startsWith('file:') ? context.loader.displayPath(fileURLToPath(uri)) : uri;
  const problems = loadProblems(choice, outcome, shown, CLI_WORDING).map((p) =>
    cliProblem(
      name,
      'schema-load',
      'schema-load',
      p.message,
      choice.source === 'document' ? anchor : undefined,
      optional && p.severity === 'error' ? 'warning' : p.severity,
    ),
  );
  return {
    ...notChecked(name, [...syntax, ...problems], schema, { source: choice.source, reason: choice.reason }),
    ...(optional ? { optional: true } : {}),
  };
}

/** One outcome for several schemas that apply together, as the editor's combined schema gives it. */
function combinedOutcome(choice: SchemaChoice, loaded: readonly LoadedSchema[]): LoadOutcome | undefined {
  const missing = loaded.flatMap((l) => (l.unavailable ? [l.unavailable] : []));
  if (missing.length === 0) return undefined;
  if (loaded.length === 1) return missing[0];
  const merged: LoadOutcome = {
    uri: choice.schemaUri,
    compiled: true,
    unresolved: new Map(),
    blocked: new Map(),
    retrying: new Set(),
  };
  for (const m of missing) {
    if (!m.compiled) merged.unresolved.set(m.uri, m.error ?? 'it could not be loaded');
    for (const [k, v] of m.unresolved) merged.unresolved.set(k, v);
    for (const [k, v] of m.blocked) merged.blocked.set(k, v);
    for (const k of m.retrying) merged.retrying.add(k);
  }
  return merged;
}

/**
 * A document read for its `$schema`: JSON.parse's value at once; its whole parse (problems, positions)
 * only when a report needs them. A document that gets validated finishes its parse in
 * `validateAlongside`, only as far as the verdict needs (the fast path of `validateText`).
 */
class DocumentRead {
  readonly value: JsonValue | undefined;
  private readonly early: EarlyParse | undefined;
  private parsed: ParsedDocument | undefined;

  constructor(text: string, options: ParseOptions) {
    this.early = parseAlongside(text, options);
    // JSON.parse rejects the text: the recovering parser's document is needed at once.
    if (this.early === undefined) this.parsed = parseDocument(text, options);
    this.value = this.early !== undefined ? this.early.value : this.parsed?.value;
  }

  /** The whole parse, as parseDocument gives it. */
  doc(): ParsedDocument {
    const doc = this.parsed ?? (this.early as EarlyParse).finish();
    this.parsed = doc;
    return doc;
  }

  /** Validates the document as `compiled.validateText` would. */
  validate(compiled: CompiledSchema): TextValidationResult {
    if (this.parsed !== undefined || this.early === undefined) return compiled.validateDocument(this.doc());
    return compiled.validateAlongside(this.early);
  }
}

/**
 * The schema that applies to the document (its own `$schema`, else the editor's associations), or,
 * when there is none that can be used, the document's report saying why (with its syntax problems,
 * which are found on the way).
 */
async function schemaFromProperty(
  input: DocumentInput & { text: string },
  parseOptions: ParseOptions,
  context: DocumentContext,
): Promise<Picked> {
  const { name } = input;
  const read = new DocumentRead(input.text, parseOptions);
  // A document's syntax problems and the place of its "$schema" are needed only when it is not validated.
  const syntax = (): Problem[] => read.doc().problems.map((p) => fromSyntaxProblem(name, p));
  const schemaAt = (): SourceRange | undefined => read.doc().locate([{ path: '/$schema', part: 'value' }])[0];
  const reference = schemaProperty(read.value);
  const fail = (code: string, message: string, schema?: LoadedSchema, association?: AssociationInfo) => ({
    report: notChecked(
      name,
      [...syntax(), cliProblem(name, '$schema', code, message, schemaAt())],
      schema,
      association,
    ),
  });
  const path = input.path ?? join(input.directory, name);
  const own = typeof reference === 'string' ? reference : undefined;
  const config = context.config;
  // A schema that the settings associate with documents is checked as a schema, as in the editor; so
  // is a file an association maps to a draft's meta-schema (`*.schema.json` in the catalog).
  const metaSchema = context.asSchema ? undefined : config.metaSchemaFor(path, own);
  if (context.asSchema || metaSchema !== undefined || config.namesAsSchema(path)) {
    const doc = read.doc();
    if (doc.value !== undefined) return { ...asSchemaDocument(doc, doc.value, context, metaSchema), read };
  }
  const none = config.noSchemaFor(path, own);
  if (none !== undefined) {
    // "No schema" chosen in the settings: as in the editor, the syntax is still checked.
    const problems = syntax();
    return {
      report: {
        file: name,
        valid: !problems.some((p) => p.severity === 'error'),
        checked: true,
        association: { source: none.source, reason: `No schema: ${none.reason}` },
        errors: sortProblems(problems),
      },
    };
  }
  const choice = config.choose(path, own);
  if (choice !== undefined && choice.source !== 'document') {
    const picked = await fromChoice(choice, context);
    if ('outcome' in picked) {
      return {
        report: unavailableReport(name, choice, picked.outcome, context, syntax(), schemaAt(), picked.schema),
      };
    }
    if ('message' in picked) return fail(picked.code, picked.message, picked.schema, picked.association);
    return { ...picked, read };
  }
  // A document no schema applies to is not validated at all, as in the editor (not even its syntax).
  if (reference === undefined && context.skipUnassociated) {
    return { report: { file: name, valid: true, checked: true, skipped: true, errors: [] } };
  }
  const loader = context.loader;
  if (typeof reference !== 'string') {
    return fail(
      'no-schema',
      reference === undefined ? hostTexts().t('cli.noSchema') : hostTexts().t('cli.schemaNotString'),
    );
  }
  const resolved = resolveSchemaReference(reference, input.directory);
  if (resolved.kind === 'unusable') return fail('unusable-schema', resolved.message);
  const schema =
    resolved.kind === 'file'
      ? await loader.loadFile(resolved.path)
      : resolved.kind === 'remote'
        ? await loader.loadUri(resolved.uri)
        : loader.loadMetaSchema(resolved.uri, resolved.draft);
  const association = byProperty(resolved);
  if (schema.unavailable !== undefined && choice !== undefined) {
    return {
      report: unavailableReport(name, choice, schema.unavailable, context, syntax(), schemaAt(), schema),
    };
  }
  if (schema.readError !== undefined) {
    return fail('unreadable-schema', schema.readError, schema, association);
  }
  if (schema.compiled === undefined) {
    const count = schema.problems.filter((p) => p.severity === 'error').length;
    return fail(
      'invalid-schema',
      hostTexts().t('cli.schemaHasErrors', { name: schema.name, count }),
      schema,
      association,
    );
  }
  if (resolved.kind === 'meta') {
    const doc = read.doc();
    if (doc.value !== undefined) {
      return { schema, read, association, schemaDocument: { doc, value: doc.value, draft: resolved.draft } };
    }
  }
  return { schema, read, association };
}

/**
 * The schemas the editor's associations give a document (`jsonObjectValidator.schemas`,
 * `json.schemas`, the SchemaStore catalog): local files, downloads and inline schemas.
 */
async function fromChoice(
  choice: SchemaChoice,
  context: DocumentContext,
): Promise<
  | { schema: LoadedSchema; also: LoadedSchema[]; association: AssociationInfo }
  | { outcome: LoadOutcome; schema?: LoadedSchema }
  | { code: string; message: string; schema?: LoadedSchema; association: AssociationInfo }
> {
  const association: AssociationInfo = { source: choice.source, reason: choice.reason };
  const loaded = await Promise.all(
    choice.associations.map((a) =>
      a.inlineSchema !== undefined
        ? Promise.resolve(
            context.loader.loadInline(a.schemaUri, a.inlineSchema as JsonValue, context.config.file),
          )
        : context.loader.loadUri(a.schemaUri),
    ),
  );
  const outcome = combinedOutcome(choice, loaded);
  if (outcome !== undefined) return { outcome, schema: loaded.find((l) => l.unavailable) };
  for (const schema of loaded) {
    if (schema.readError !== undefined) {
      return {
        code: 'unreadable-schema',
        message: `${schema.readError} ${choice.reason}`,
        schema,
        association,
      };
    }
    if (schema.compiled === undefined) {
      return {
        code: 'invalid-schema',
        message: hostTexts().t('cli.schemaHasErrorsBecause', { name: schema.name, reason: choice.reason }),
        schema,
        association,
      };
    }
  }
  const [schema, ...also] = loaded;
  return { schema, also, association };
}

/**
 * `--as-schema`, or a file an association names as a schema: the document is a schema of the draft its
 * `$schema` names (or `--draft`, or the draft of the meta-schema an association names, or 2020-12).
 */
function asSchemaDocument(
  doc: ParsedDocument,
  value: JsonValue,
  context: DocumentContext,
  metaSchema?: string,
): {
  schema: LoadedSchema;
  association: AssociationInfo;
  schemaDocument: SchemaDocument;
} {
  const reference = schemaProperty(value);
  const fallback = metaSchema === undefined ? undefined : detectDraft({ $schema: metaSchema }).draft;
  const draft =
    context.draft ?? detectDraft(typeof reference === 'string' ? { $schema: reference } : {}, fallback).draft;
  const schema = context.loader.loadMetaSchema(META_SCHEMA_URIS[draft], draft);
  return {
    schema,
    association: {
      source: 'option',
      reason: context.asSchema
        ? `Checked as a JSON Schema of draft ${draft} (--as-schema).`
        : `Checked as a JSON Schema of draft ${draft}: an association names it as a schema.`,
    },
    schemaDocument: { doc, value, draft },
  };
}

/** A document whose `$schema` is a meta-schema URI: it is itself a schema of that draft. */
export interface SchemaDocument {
  doc: ParsedDocument;
  value: JsonValue;
  draft: Draft;
}

/**
 * A schema document gets the editor's schema-file checks: the core's structural checks, which say
 * what a meta-schema cannot (an invalid regular expression is only a `format` there), and its lints,
 * the legal but surprising constructs (keywords the draft ignores, `additionalProperties` beside
 * `allOf`, an `if` without `required`, ...). An error that lands where the meta-schema already
 * reported one adds nothing and is left out.
 */
function structuralProblems(
  name: string,
  schemaDocument: SchemaDocument,
  reported: readonly Problem[],
): Problem[] {
  const { value, draft } = schemaDocument;
  const locale = displayLanguage();
  const problems = [...checkSchema(value, draft, locale), ...lintSchema(value, draft, locale)];
  const ranges = schemaDocument.doc.locate(problems.map((p) => ({ path: p.pointer, part: p.part })));
  const taken = new Set(reported.filter((p) => p.severity === 'error').map((p) => p.offset));
  const seen = new Set<string>();
  const out: Problem[] = [];
  problems.forEach((p, i) => {
    const range = ranges[i];
    if (p.severity === 'error' && range !== undefined && taken.has(range.offset)) return;
    const key = `${p.code}\u0000${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    const problem = cliProblem(name, p.keyword, p.code, p.message, range, p.severity);
    problem.schemaPath = `#${p.pointer}`;
    out.push(problem);
  });
  return out;
}

/** Validates `input` and reports every problem with its position. */
export async function validateDocument(input: DocumentInput, context: DocumentContext): Promise<FileReport> {
  const { name, text } = input;
  if (input.path !== undefined && context.config.isExcluded(input.path)) {
    return { file: name, valid: true, checked: true, skipped: true, errors: [] };
  }
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
  // Every parse below is of this text: each may read the bytes it was decoded from.
  const parseOptions: ParseOptions =
    input.bytes === undefined
      ? parseOptionsFor(input, context)
      : { ...parseOptionsFor(input, context), utf8: input.bytes };
  let schema = context.schema;
  let schemaDocument: SchemaDocument | undefined;
  // The document read for its "$schema": validated from that read rather than parsed a second time.
  let read: DocumentRead | undefined;
  const pickedByProperty = schema === undefined;
  let association = BY_OPTION;
  let also: LoadedSchema[] = [];
  if (schema === undefined) {
    const picked = await schemaFromProperty({ ...input, text }, parseOptions, context);
    if ('report' in picked) return withSeverities(picked.report, context.config);
    schema = picked.schema;
    also = picked.also ?? [];
    schemaDocument = picked.schemaDocument;
    read = picked.read;
    association = picked.association;
  }
  const compiled = schema.compiled;
  if (compiled === undefined) {
    throw new Error('validateDocument needs a usable --schema; the caller checks it first.');
  }
  const result = read ? read.validate(compiled) : compiled.validateText(text, parseOptions);
  return reportOf({ ...input, text }, context, parseOptions, result, {
    schema,
    also,
    parsed: read?.doc.bind(read),
    schemaDocument,
    association,
    pickedByProperty,
  });
}

/** How a document got the schema it was validated against (see `reportOf`). */
export interface Validated {
  schema: LoadedSchema;
  /** More schemas that apply too. */
  also: readonly LoadedSchema[];
  /** The document's parse, when it was read before validation (finished when called). */
  parsed?: () => ParsedDocument;
  schemaDocument?: SchemaDocument;
  association: AssociationInfo;
  /** The document's own `$schema` picked the schema (so that property is metadata). */
  pickedByProperty: boolean;
  /** What `allowedSyntax` gives for these schemas, when the caller has it (a JSON Lines batch's lines). */
  allowed?: { comments: boolean; trailingCommas: boolean };
}

/**
 * A document's report from the core's result: the `$schema` key left out where it is metadata, the
 * other schemas that apply, suppression comments, schema-file checks, then the settings' severities.
 * JSON Lines lines validated against `--schema` come here too, so a line says what a file would.
 */
export function reportOf(
  input: DocumentInput & { text: string },
  context: DocumentContext,
  parseOptions: ParseOptions,
  result: TextValidationResult,
  how: Validated,
): FileReport {
  const { name, text } = input;
  const { schema, parsed, schemaDocument, association } = how;
  const errors =
    how.pickedByProperty || namesSchemaInUse(text, parseOptions, input.directory, schema, result.errors)
      ? result.errors.filter((e) => !isSchemaPropertyKeyError(e))
      : result.errors;
  const schemaErrors = [...errors];
  // Several associations of one level all apply (the editor validates against their allOf).
  for (const other of how.also) {
    const more = other.compiled
      ? other.compiled.validateDocument(parsed?.() ?? parseDocument(text, parseOptions))
      : undefined;
    for (const e of more?.errors ?? []) {
      if (!isSchemaPropertyKeyError(e)) schemaErrors.push(e);
    }
  }
  const allowed = how.allowed ?? allowedSyntax(input, context, [schema, ...how.also]);
  const syntax = result.syntaxProblems.filter(
    (p) =>
      !(p.code === 'comment-not-permitted' && allowed.comments) &&
      !(p.code === 'trailing-comma' && allowed.trailingCommas),
  );
  const found = [
    ...syntax.map((p) => fromSyntaxProblem(name, p)),
    ...withSuppressions(name, text, schemaErrors, context.suppressions && allowed.comments),
  ];
  if (schemaDocument) found.push(...structuralProblems(name, schemaDocument, found));
  return withSeverities(
    {
      file: name,
      valid: true,
      checked: true,
      schema: schema.summary,
      association,
      errors: sortProblems(found),
    },
    context.config,
  );
}

/**
 * The schema errors left once the document's suppression comments have had their say (only where
 * comments are allowed, as in the editor), plus a warning for each comment that suppresses nothing.
 */
function withSuppressions(
  name: string,
  text: string,
  errors: readonly ValidationError[],
  honoured: boolean,
): Problem[] {
  if (!honoured) return errors.map((e) => fromValidationError(name, e));
  const { kept, unused } = suppressErrors(text, errors);
  return [
    ...kept.map((e) => fromValidationError(name, e)),
    ...unused.map((range) =>
      cliProblem(
        name,
        'unused-suppression',
        'unused-suppression',
        UNUSED_SUPPRESSION_MESSAGE,
        range,
        'warning',
      ),
    ),
  ];
}

/**
 * Applies the settings' per-keyword severities (`off` drops a problem), then decides validity: a
 * document that was not validated is not valid, unless only an optional (catalog) schema was missing.
 */
function withSeverities(report: FileReport, config: CliConfig): FileReport {
  const errors = config.setsSeverities
    ? report.errors.flatMap((p) => config.applySeverity(p) ?? [])
    : report.errors;
  const valid = (report.checked || report.optional === true) && !errors.some((p) => p.severity === 'error');
  return { ...report, valid, errors };
}
