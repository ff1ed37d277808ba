/**
 * The validation pipeline of one document, whether open in an editor or read from disk by the
 * workspace command: parse, find the schema (and say why), validate, locate, convert to diagnostics.
 * The result keeps the parse and the errors for code actions.
 */
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic, Range } from 'vscode-languageserver';
import { parseDocument } from '../../shared/src/index';
import type { ParsedDocument } from '../../shared/src/index';
import type { ValidatorSettings } from '../../shared/src/protocol';
import type { JsonValue, ParseOptions, ValidationError } from '../../shared/src/types';
import type { Association, AssociationContext } from './associations';
import { findAssociation, INLINE_SCHEME, isMetaSchemaUri } from './associations';
import {
  isRootSchemaPropertyError,
  schemaLoadDiagnostic,
  severityFor,
  syntaxDiagnostic,
  toRange,
  validationDiagnostic,
} from './diagnostics';
import type { SchemaLocator } from './schemaLocations';
import { schemaDocumentDiagnostics } from './schemaLints';
import type { SchemaEntry, SchemaStore } from './schemaStore';
import type { DocumentSession, SessionDocument } from './incremental';
import type { TextSnapshot } from './textBuffer';

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
  association?: Association;
  schema?: SchemaEntry;
  /** Errors shown to the user (with ranges), for code actions. */
  errors: ValidationError[];
  diagnostics: Diagnostic[];
  /** True when the document was checked as a schema. */
  isSchema: boolean;
  syntaxProblemCount?: number;
}

export interface ValidationDependencies {
  store: SchemaStore;
  locator: SchemaLocator;
  associationContext(uri: string, schemaProperty: string | undefined): AssociationContext;
  settingsFor(uri: string): ValidatorSettings;
  /** Whether some association makes this document a schema of other documents. */
  isSchemaTarget(uri: string): boolean;
}

/** JSONC (comments, trailing commas) for `jsonc` documents and `.jsonc` files. */
export function parseOptionsFor(uri: string, languageId: string | undefined): ParseOptions {
  const jsonc = languageId === 'jsonc' || /\.jsonc$/i.test(uri);
  return { allowComments: jsonc, allowTrailingCommas: jsonc };
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a schema is named in messages: its file name, its URL, or "the inline schema". */
export function schemaDisplayName(uri: string): string {
  if (uri.startsWith(`${INLINE_SCHEME}:`)) return 'the inline schema from the settings';
  if (uri.startsWith('file:')) return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
  return uri;
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

  /** The association of a parsed document. */
  associationOf(uri: string, parsed: ParsedDocument): { association?: Association; schemaProperty?: string } {
    const root = parsed.value;
    const schemaProperty = isObject(root) && typeof root.$schema === 'string' ? root.$schema : undefined;
    return {
      association: findAssociation(this.deps.associationContext(uri, schemaProperty)),
      schemaProperty,
    };
  }

  /** Validates a document and converts everything to diagnostics. */
  async analyze(uri: string, text: string, languageId?: string): Promise<Analysis> {
    const { parsed, parseOptions } = this.parse(uri, text, languageId);
    return this.analyzeParsed(uri, parsed, parseOptions, undefined);
  }

  /**
   * Validates a version of an open document through its session: the parse tree follows the edits and
   * validation replays the results of values the edits did not touch.
   */
  async analyzeOpen(uri: string, text: TextSnapshot, session: DocumentSession): Promise<Analysis> {
    const parsed = session.refresh(text);
    return this.analyzeParsed(uri, parsed, session.options, parsed);
  }

  private async analyzeParsed(
    uri: string,
    parsed: ParsedDocument,
    parseOptions: ParseOptions,
    open: SessionDocument | undefined,
  ): Promise<Analysis> {
    const settings = this.deps.settingsFor(uri);
    const { association, schemaProperty } = this.associationOf(uri, parsed);
    const analysis: Analysis = {
      uri,
      get text(): string {
        return parsed.text;
      },
      parsed,
      parseOptions,
      schemaProperty,
      association,
      errors: [],
      diagnostics: [],
      isSchema:
        (schemaProperty !== undefined && isMetaSchemaUri(schemaProperty)) || this.deps.isSchemaTarget(uri),
    };
    analysis.syntaxProblemCount = parsed.problems.length;
    for (const problem of parsed.problems) {
      const severity = severityFor(problem.code, problem.severity, settings.severity);
      if (severity !== undefined) analysis.diagnostics.push(syntaxDiagnostic(problem, severity));
    }
    if (analysis.isSchema) {
      analysis.diagnostics.push(...schemaDocumentDiagnostics(parsed, uri, settings.severity));
    }
    if (association) await this.validateAgainst(analysis, association, settings, open);
    this.capDiagnostics(analysis);
    return analysis;
  }

  private schemaPropertyRange(parsed: ParsedDocument): Range | undefined {
    const range = parsed.locate([{ path: '/$schema', part: 'value' }])[0];
    return range ? toRange(range) : undefined;
  }

  private async validateAgainst(
    analysis: Analysis,
    association: Association,
    settings: ValidatorSettings,
    open: SessionDocument | undefined,
  ): Promise<void> {
    const { store } = this.deps;
    if (association.inlineSchema !== undefined) {
      store.setInlineSchema(association.schemaUri, association.inlineSchema as JsonValue);
    }
    const entry = await store.getSchema(association.schemaUri);
    analysis.schema = entry;
    const anchor = association.source === 'document' ? this.schemaPropertyRange(analysis.parsed) : undefined;
    const name = schemaDisplayName(association.schemaUri);
    if (!entry.compiled) {
      const disabled = /downloading schemas is disabled/.test(entry.error ?? '');
      analysis.diagnostics.push(
        schemaLoadDiagnostic(
          `The schema ${name} cannot be used: ${entry.error ?? 'it could not be loaded'}. ${association.reason}`,
          anchor,
          disabled ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
        ),
      );
      return;
    }
    for (const note of entry.notes) {
      analysis.diagnostics.push(schemaLoadDiagnostic(note, anchor, DiagnosticSeverity.Information));
    }
    for (const [reference, reason] of entry.unresolved) {
      analysis.diagnostics.push(
        schemaLoadDiagnostic(
          `The schema ${name} refers to ${reference}, which cannot be loaded (${reason}); the rules behind that reference are not checked.`,
          anchor,
          DiagnosticSeverity.Warning,
        ),
      );
    }
    const parsed = analysis.parsed;
    const root = parsed.value;
    // A newer edit moved the session's tree on while the schema loaded: this run will not be published.
    if (root === undefined || (open !== undefined && !open.isCurrent)) return;
    const result = entry.compiled.validate(root, open?.session.cacheFor(entry.compiled));
    const errors = result.errors.filter((e) => !isRootSchemaPropertyError(e));
    const ranges = parsed.locate(errors.map((e) => e.target));
    errors.forEach((error, i) => {
      const range = ranges[i];
      if (range) error.range = range;
    });
    this.addErrors(analysis, errors, settings);
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
        analysis.diagnostics.length < MAX_DIAGNOSTICS ? this.deps.locator.relatedInformation(error) : [];
      analysis.diagnostics.push(validationDiagnostic(error, severity, related));
    }
  }

  /** Caps the diagnostics of an analysis at MAX_DIAGNOSTICS, saying how many were left out. */
  capDiagnostics(analysis: Analysis): void {
    if (analysis.diagnostics.length > MAX_DIAGNOSTICS) {
      const hidden = analysis.diagnostics.length - MAX_DIAGNOSTICS;
      analysis.diagnostics.length = MAX_DIAGNOSTICS;
      const note = schemaLoadDiagnostic(
        `${hidden} more problems are not shown (at most ${MAX_DIAGNOSTICS} per document).`,
        undefined,
        DiagnosticSeverity.Information,
      );
      note.code = 'too-many-problems';
      analysis.diagnostics.push(note);
    }
  }
}
