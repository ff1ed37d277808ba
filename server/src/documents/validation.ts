/**
 * The validation pipeline of one document, whether open in an editor or read from disk by the
 * workspace command: parse, find the schema (and say why), validate, locate, convert to diagnostics.
 * The result keeps the parse and the errors for code actions.
 */
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic, DiagnosticRelatedInformation, Range } from 'vscode-languageserver';
import { parseDocument } from '../../../shared/src/index';
import type { ParsedDocument } from '../../../shared/src/index';
import type { ValidatorSettings } from '../../../shared/src/protocol';
import type { JsonValue, ParseOptions, ValidationError } from '../../../shared/src/types';
import type { Association, SchemaChoice } from '../../../host/src/associations';
import {
  choiceAmong,
  combinedSchema,
  INLINE_SCHEME,
  isMetaSchemaUri,
  knownToVsCode,
  metaSchemaAmong,
} from '../../../host/src/associations';
import {
  isRootSchemaPropertyError,
  schemaLoadDiagnostic,
  severityFor,
  syntaxDiagnostic,
  toRange,
  unusedSuppressionDiagnostic,
  validationDiagnostic,
} from './diagnostics';
import {
  findSuppressionComments,
  suppressErrorsAmong,
  type SuppressionComment,
} from '../../../shared/src/suppressions';
import type { SchemaLocator } from '../schemas/schemaLocations';
import { loadDiagnostics } from './loadDiagnostics';
import { schemaDocumentDiagnostics } from '../schemas/schemaLints';
import { isUsable, schemaKeyOf, type SchemaEntry, type SchemaStore } from '../../../host/src/schemaStore';
import { rootSchemaProperty } from '../../../host/src/schemaText';
import type { DocumentSession } from './documentSession';
import {
  RemoteDocument,
  retriedOnce,
  type DocumentWorker,
  type ValidateReply,
  type ValidationGuess,
} from '../worker/documentWorker';
import type { TextSnapshot } from './textBuffer';
import { normalizeUri } from '../../../host/src/uris';
import { syntaxPolicy } from '../../../host/src/syntaxPolicy';
import { hostTexts } from '../../../host/src/displayLanguage';

export { syntaxPolicy, type SyntaxPolicy } from '../../../host/src/syntaxPolicy';

/**
 * How the root value of an analysis is validated: in place (a file), with an open document's session and
 * cache, or on the document worker. `errors` carry ranges; undefined means the parse the analysis began
 * with is out of date (a newer edit arrived): such a run is never published.
 */
interface RootValidation {
  validate(entry: SchemaEntry, root: JsonValue): Promise<ValidationError[] | undefined>;
  /** Whether the whole value is here (schema-document lints need it). */
  readonly local: boolean;
  /** The suppression comments of the text validated (asked after `validate`, where comments are allowed). */
  suppressionComments(): readonly SuppressionComment[];
}

/** An error the document worker located the rule of (its schema document is parsed there only). */
interface RelatedError extends ValidationError {
  related?: DiagnosticRelatedInformation[];
}

/** Errors from the worker with the rules it located. */
function withRelated(reply: ValidateReply): ValidationError[] | undefined {
  const errors = reply.errors;
  const related = reply.related;
  if (errors && related) {
    errors.forEach((e, i) => {
      const found = related[i];
      if (found) (e as RelatedError).related = found;
    });
  }
  return errors;
}

/** From this many errors, an analysis gives other work a turn between its steps (see validateAgainst). */
export const MANY_ERRORS = 500;

/** Resolves on the next turn of the event loop (requests waiting meanwhile are answered). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** More diagnostics than this in one document help nobody and slow every editor down. */
export const MAX_DIAGNOSTICS = 1000;

export interface Analysis {
  uri: string;
  /** The text validated (for an open document, built from its chunks on first request). */
  readonly text: string;
  /** The parse of the text (for an open document, its session's tree). */
  parsed: ParsedDocument;
  parseOptions: ParseOptions;
  /** The root `$schema` string, if any. */
  schemaProperty?: string;
  /** The schema (or schemas) in force and why. */
  choice?: SchemaChoice;
  /** The first association of the choice (the only one unless several combine). */
  association?: Association;
  schema?: SchemaEntry;
  /** Errors shown to the user (with ranges), for code actions. */
  errors: ValidationError[];
  diagnostics: Diagnostic[];
  /** True when the document was checked as a schema. */
  isSchema: boolean;
  /** The meta-schema an association named for it (`*.schema.json` -> draft-07), when it is a schema by that. */
  metaSchema?: string;
  /** Whether VS Code's own JSON support has a schema for it too (`$schema`, `json.schemas`, contributions). */
  knownToVsCode: boolean;
  /** How long getting the compiled schema (loading, compiling, or the cache) and validating took. */
  timings?: { loadMs: number; validateMs: number };
  syntaxProblemCount?: number;
  /** Whether suppression comments apply to it (its syntax policy allows comments): quick fixes may add one. */
  suppressible?: boolean;
}

export interface ValidationDependencies {
  store: SchemaStore;
  locator: SchemaLocator;
  /** Every association of a document with this root `$schema`, highest priority first (see Configuration.associationsOf). */
  associationsOf(uri: string, schemaProperty: string | undefined): readonly Association[];
  settingsFor(uri: string): ValidatorSettings;
  /** Whether some association makes this document a schema of other documents. */
  isSchemaTarget(uri: string): boolean;
  /** The language of a file that is not open (read from disk), from its name. */
  languageOf(uri: string): string;
  /** The worker that compiled the large schemas (`SchemaEntry.remote`), while there is one. */
  schemaWorker(): DocumentWorker | undefined;
}

/** Whether a document is JSONC: its language is `jsonc`, or it is a `.jsonc` file. */
export function isJsonc(uri: string, languageId: string | undefined): boolean {
  return languageId === 'jsonc' || /\.jsonc$/i.test(uri);
}

/**
 * What the parser is asked to report. Trailing commas are always reported (VS Code warns about them
 * in JSONC and a schema may allow them); comments are reported outside JSONC.
 */
export function parseOptionsFor(uri: string, languageId: string | undefined): ParseOptions {
  return { allowComments: isJsonc(uri, languageId), allowTrailingCommas: false };
}

/**
 * Whether an error only says that a `$ref` could not be followed to a document the load diagnostics
 * already explain (not downloaded, not found): repeating it on the value adds nothing.
 */
function isExplainedReference(error: ValidationError, entry: SchemaEntry): boolean {
  const ref = error.params?.ref;
  if (entry.unresolved.size === 0 || typeof ref !== 'string') return false;
  const hash = error.schemaPath.indexOf('#');
  const base = (hash > 0 ? error.schemaPath.slice(0, hash) : '') || entry.uri;
  try {
    return entry.unresolved.has(new URL(ref, base).toString().replace(/#.*$/, ''));
  } catch {
    return false;
  }
}

/** How a schema is named in messages: its file name, its URL, or "the inline schema". */
export function schemaDisplayName(uri: string): string {
  if (uri.startsWith(`${INLINE_SCHEME}:`)) return 'the inline schema from the settings';
  if (uri.startsWith('file:')) return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
  return uri;
}

/** The compiled schema of a choice (inline settings schemas and combined schemas registered first). */
export function schemaOfChoice(store: SchemaStore, choice: SchemaChoice): Promise<SchemaEntry> {
  for (const association of choice.associations) {
    if (association.inlineSchema !== undefined) {
      store.setInlineSchema(association.schemaUri, association.inlineSchema as JsonValue);
    }
  }
  if (choice.associations.length > 1) {
    store.setInlineSchema(choice.schemaUri, combinedSchema(choice.associations.map((a) => a.schemaUri)));
  }
  return store.getSchema(choice.schemaUri);
}

export class DocumentValidator {
  constructor(private readonly deps: ValidationDependencies) {}

  /** Parses once (reusable by callers that only need the association). */
  parse(
    uri: string,
    text: string,
    languageId?: string,
  ): { parsed: ParsedDocument; parseOptions: ParseOptions } {
    const parseOptions = parseOptionsFor(uri, languageId);
    return { parsed: parseDocument(text, parseOptions), parseOptions };
  }

  /** The schema choice of a parsed document. */
  associationOf(
    uri: string,
    parsed: ParsedDocument,
  ): {
    choice?: SchemaChoice;
    association?: Association;
    schemaProperty?: string;
    metaSchema?: string;
    knownToVsCode: boolean;
    /** Every association found, highest priority first. */
    found: readonly Association[];
  } {
    const root = parsed.value;
    const schemaProperty = rootSchemaProperty(root);
    const found = this.deps.associationsOf(uri, schemaProperty);
    const choice = choiceAmong(found);
    return {
      choice,
      association: choice?.associations[0],
      schemaProperty,
      metaSchema: metaSchemaAmong(found),
      knownToVsCode: knownToVsCode(found),
      found,
    };
  }

  /**
   * Validates a document and converts everything to diagnostics. Without a language (a file read from
   * disk), the one VS Code would give it by its name.
   */
  async analyze(uri: string, text: string, language?: string): Promise<Analysis> {
    const languageId = language ?? this.deps.languageOf(uri);
    const { parsed, parseOptions } = this.parse(uri, text, languageId);
    const inPlace: RootValidation = {
      local: true,
      suppressionComments: () => findSuppressionComments(text),
      validate: (entry, root) =>
        entry.compiled
          ? // With the document's number literals: those beyond a double are judged as written.
            Promise.resolve(
              this.located(parsed, entry.compiled.validate(root, undefined, parsed.numberLiterals).errors),
            )
          : this.checkOnWorker(undefined, parsed, entry, root),
    };
    return this.analyzeParsed(uri, parsed, parseOptions, isJsonc(uri, languageId), text.length, inPlace);
  }

  /**
   * Validates a version of an open document through its session: the parse tree follows the edits and
   * validation replays the results of values the edits did not touch.
   */
  async analyzeOpen(
    uri: string,
    text: TextSnapshot,
    languageId: string | undefined,
    session: DocumentSession,
  ): Promise<Analysis> {
    const parsed = session.refresh(text);
    const withSession: RootValidation = {
      local: true,
      suppressionComments: () => findSuppressionComments(parsed.text),
      validate: async (entry, root) => {
        // A newer edit moved the session's tree on while the schema loaded: this run will not be published.
        if (!parsed.isCurrent) return undefined;
        const compiled = entry.compiled;
        if (!compiled) {
          const errors = await this.checkOnWorker(normalizeUri(uri), parsed, entry, root);
          return parsed.isCurrent ? errors : undefined;
        }
        return this.located(
          parsed,
          compiled.validate(root, session.cacheFor(compiled), parsed.numberLiterals).errors,
        );
      },
    };
    return this.analyzeParsed(
      uri,
      parsed,
      session.options,
      isJsonc(uri, languageId),
      text.length,
      withSession,
    );
  }

  /**
   * Validates a version of a large open document on the document worker (`key` names it there). The
   * worker validates right after parsing against a guessed schema: the previous analysis's when the root's
   * `$schema` did not change, or, for the first analysis, the compiled schema the document's name is
   * associated with when the text has no `$schema`. The result is used only if the schema chosen now is the
   * same (a wrong guess costs a validation; a right one saves a round trip to the worker).
   */
  async analyzeRemote(
    uri: string,
    text: TextSnapshot,
    languageId: string | undefined,
    worker: DocumentWorker,
    key: string,
    parseOptions: ParseOptions,
    previous?: Analysis,
  ): Promise<Analysis> {
    const guess: ValidationGuess | undefined = !previous
      ? this.firstGuess(uri)
      : previous.schema && isUsable(previous.schema)
        ? { schemaProperty: previous.schemaProperty, schema: { key: schemaKeyOf(previous.schema) } }
        : undefined;
    const parsed = (await this.parseRemote(text, worker, key, guess)) as RemoteDocument;
    const store = this.deps.store;
    // The worker keeps the text's suppression comments and sends them with each validation.
    let comments: readonly SuppressionComment[] = [];
    const onWorker: RootValidation = {
      local: false,
      suppressionComments: () => comments,
      validate: async (entry) => {
        const schemaKey = schemaKeyOf(entry);
        const guessed = parsed.reply.validation;
        const result =
          guessed?.key === schemaKey && !guessed.needSchema
            ? guessed
            : await worker.validate(
                key,
                { key: schemaKey },
                () => store.payloadOf(entry),
                store.isSmall(entry),
                parsed.reply.version,
              );
        const errors = withRelated(result);
        if (result.superseded || !errors) return undefined;
        comments = result.suppressions ?? [];
        const ranges = result.ranges ?? [];
        errors.forEach((e, i) => {
          const r = ranges[i];
          if (r) e.range = parsed.rangeAt(r[0], r[1]);
        });
        return errors;
      },
    };
    return this.analyzeParsed(uri, parsed, parseOptions, isJsonc(uri, languageId), text.length, onWorker);
  }

  /**
   * Validates a value parsed here against a schema compiled on the document worker (a large one, see
   * LARGE_SCHEMA_LENGTH): the value goes there, the errors come back with their rules located.
   */
  private async checkOnWorker(
    user: string | undefined,
    parsed: ParsedDocument,
    entry: SchemaEntry,
    root: JsonValue,
  ): Promise<ValidationError[] | undefined> {
    const worker = this.deps.schemaWorker();
    if (!worker) throw new Error('the schema was compiled on a thread that is gone');
    const store = this.deps.store;
    const reply = await retriedOnce(() =>
      worker.check(user, root, parsed.numberLiterals, schemaKeyOf(entry), () => store.payloadOf(entry)),
    );
    const errors = withRelated(reply);
    return errors ? this.located(parsed, errors) : undefined;
  }

  /**
   * The validation a newly opened document's first parse on the worker runs at once (see analyzeRemote):
   * against the compiled schema its name is associated with, for a text without `$schema`.
   */
  firstGuess(uri: string): ValidationGuess | undefined {
    const likely = this.schemaByName(uri);
    return likely && isUsable(likely)
      ? { schemaProperty: undefined, schema: { key: schemaKeyOf(likely) } }
      : undefined;
  }

  /** The compiled schema a document's name (not its `$schema`) associates it with, if it is compiled already. */
  private schemaByName(uri: string): SchemaEntry | undefined {
    const choice = choiceAmong(this.deps.associationsOf(uri, undefined));
    return choice && this.deps.store.peek(choice.schemaUri);
  }

  /** A large open document's parse as the worker reports it (for choosing its schema). */
  async parseRemote(
    text: TextSnapshot,
    worker: DocumentWorker,
    key: string,
    guess?: ValidationGuess,
  ): Promise<ParsedDocument> {
    const reply = await worker.parse(key, text.needsLineStarts, guess);
    if (reply.lineStarts) {
      text.adoptLineStarts(reply.lineStarts, reply.lineStarts.length);
      // Tens of milliseconds for a 50 MB text: placing its errors (which often came in the same reply)
      // gets a turn of its own, as it did when they came in a reply of their own.
      await nextTurn();
    }
    return new RemoteDocument(text, reply);
  }

  /** Errors with the ranges of their targets. */
  private located(parsed: ParsedDocument, errors: ValidationError[]): ValidationError[] {
    const ranges = parsed.locate(errors.map((e) => e.target));
    errors.forEach((error, i) => {
      const range = ranges[i];
      if (range) error.range = range;
    });
    return errors;
  }

  private async analyzeParsed(
    uri: string,
    parsed: ParsedDocument,
    parseOptions: ParseOptions,
    jsonc: boolean,
    length: number,
    root: RootValidation,
  ): Promise<Analysis> {
    const settings = this.deps.settingsFor(uri);
    const { choice, association, schemaProperty, metaSchema, knownToVsCode } = this.associationOf(
      uri,
      parsed,
    );
    const analysis: Analysis = {
      uri,
      get text(): string {
        return parsed.text;
      },
      parsed,
      parseOptions,
      schemaProperty,
      choice,
      association,
      errors: [],
      diagnostics: [],
      isSchema:
        (schemaProperty !== undefined && isMetaSchemaUri(schemaProperty)) ||
        metaSchema !== undefined ||
        this.deps.isSchemaTarget(uri),
      ...(metaSchema ? { metaSchema } : {}),
      knownToVsCode,
    };
    // VS Code reports nothing about an empty document; neither do we.
    if (length === 0) return analysis;
    if (choice) await this.validateAgainst(analysis, choice, settings, root, jsonc);
    const policy = syntaxPolicy(
      jsonc,
      choice ? choice.associations.map((a) => this.deps.store.peekRoot(a.schemaUri)) : [],
    );
    const syntax: Diagnostic[] = [];
    for (const problem of parsed.problems) {
      let level = problem.severity;
      if (problem.code === 'comment-not-permitted' && policy.comments === 'ignore') continue;
      if (problem.code === 'trailing-comma') {
        if (policy.trailingCommas === 'ignore') continue;
        level = policy.trailingCommas;
      }
      const severity = severityFor(problem.code, level, settings.severity);
      if (severity !== undefined) syntax.push(syntaxDiagnostic(problem, severity));
    }
    analysis.syntaxProblemCount = syntax.length;
    analysis.diagnostics.unshift(...syntax);
    if (analysis.isSchema && root.local) {
      analysis.diagnostics.push(...schemaDocumentDiagnostics(parsed, uri, settings.severity, metaSchema));
    }
    this.capDiagnostics(analysis);
    return analysis;
  }

  private schemaPropertyRange(parsed: ParsedDocument): Range | undefined {
    const range = parsed.locate([{ path: '/$schema', part: 'value' }])[0];
    return range ? toRange(range) : undefined;
  }

  private async validateAgainst(
    analysis: Analysis,
    choice: SchemaChoice,
    settings: ValidatorSettings,
    validation: RootValidation,
    jsonc: boolean,
  ): Promise<void> {
    const loading = performance.now();
    const entry = await schemaOfChoice(this.deps.store, choice);
    analysis.schema = entry;
    analysis.timings = { loadMs: performance.now() - loading, validateMs: 0 };
    const anchor = choice.source === 'document' ? this.schemaPropertyRange(analysis.parsed) : undefined;
    analysis.diagnostics.push(...loadDiagnostics(choice, entry, anchor, schemaDisplayName));
    if (!isUsable(entry)) return;
    for (const note of entry.notes) {
      analysis.diagnostics.push(schemaLoadDiagnostic(note, anchor, DiagnosticSeverity.Information));
    }
    const root = analysis.parsed.value;
    if (root === undefined) return;
    const validating = performance.now();
    const found = await validation.validate(entry, root);
    if (found === undefined) return;
    // Wording many errors is a turn of its own: placing, wording and sending a 50 MB document's thousand
    // errors in one held the server's thread up to 119 ms in the stress bench.
    if (found.length >= MANY_ERRORS) await nextTurn();
    const errors = found.filter((e) => !isRootSchemaPropertyError(e) && !isExplainedReference(e, entry));
    // Decided here for every document, whichever thread has its text: the worker only finds the comments.
    const policy = syntaxPolicy(
      jsonc,
      choice.associations.map((a) => this.deps.store.peekRoot(a.schemaUri)),
    );
    analysis.suppressible = policy.comments === 'ignore';
    if (!analysis.suppressible) {
      this.addErrors(analysis, errors, settings);
    } else {
      const parsed = analysis.parsed;
      const { kept, unused } = suppressErrorsAmong(
        validation.suppressionComments(),
        errors,
        (offset, length) => parsed.rangeAt(offset, length),
      );
      this.addErrors(analysis, kept, settings);
      if (settings.severity['unused-suppression'] !== 'off') {
        for (const range of unused) analysis.diagnostics.push(unusedSuppressionDiagnostic(range));
      }
    }
    analysis.timings.validateMs = performance.now() - validating;
  }

  /** Adds errors (with ranges) and their diagnostics to an analysis, without duplicates. */
  addErrors(analysis: Analysis, errors: readonly ValidationError[], settings: ValidatorSettings): void {
    const seen = new Set<string>();
    for (const error of errors) {
      const range = error.range;
      const key = `${range?.offset ?? -1}:${range?.length ?? -1}:${error.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      analysis.errors.push(error);
      const severity = severityFor(error.keyword, error.severity, settings.severity);
      if (severity === undefined) continue;
      const related =
        (error as RelatedError).related ??
        (analysis.diagnostics.length < MAX_DIAGNOSTICS ? this.deps.locator.relatedInformation(error) : []);
      analysis.diagnostics.push(validationDiagnostic(error, severity, related));
    }
  }

  /** Caps the diagnostics of an analysis at MAX_DIAGNOSTICS, saying how many were left out. */
  capDiagnostics(analysis: Analysis): void {
    if (analysis.diagnostics.length > MAX_DIAGNOSTICS) {
      const hidden = analysis.diagnostics.length - MAX_DIAGNOSTICS;
      analysis.diagnostics.length = MAX_DIAGNOSTICS;
      const note = schemaLoadDiagnostic(
        hostTexts().t('worker.hiddenProblems', { count: hidden, max: MAX_DIAGNOSTICS }),
        undefined,
        DiagnosticSeverity.Information,
      );
      note.code = 'too-many-problems';
      analysis.diagnostics.push(note);
    }
  }
}
