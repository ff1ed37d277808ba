/**
 * Turns core results (validation errors, syntax problems, schema problems, load failures) into LSP
 * diagnostics: source `json-object-validator`, `code` = the keyword, a link to the keyword's
 * documentation, `data` for the code actions, and `relatedInformation` pointing at the rule in the
 * schema file.
 */
import { UNUSED_SUPPRESSION_MESSAGE } from '../../../shared/src/suppressions';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver';
import type { Diagnostic, DiagnosticRelatedInformation, Range } from 'vscode-languageserver';
import { keywordDocumentation } from '../../../shared/src/keywordDocs';
import { problemRow } from './problemWording';
import { toRange } from './ranges';
import { DIAGNOSTIC_SOURCE } from '../../../shared/src/protocol';
import type { DiagnosticData, SeveritySetting } from '../../../shared/src/protocol';
import type {
  SchemaProblem,
  Severity,
  SourceRange,
  SyntaxProblem,
  ValidationError,
} from '../../../shared/src/types';
import { hostTexts } from '../../../host/src/displayLanguage';
import { syntaxMessage } from '../../../shared/src/json/syntaxMessages';

export { keywordDocumentation };

/**
 * Whether an error is about the name of the root `$schema` property (not allowed by
 * `additionalProperties`, `unevaluatedProperties` or `propertyNames`): that property is how the
 * document picks its schema, so reporting it is noise (a long-standing complaint about VS Code).
 */
export function isRootSchemaPropertyError(error: ValidationError): boolean {
  return error.target.path === '/$schema' && error.target.part === 'key';
}

const LSP_SEVERITY: Record<Exclude<SeveritySetting, 'off'>, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** The severity a diagnostic gets: the per-keyword setting if any, else the core's; undefined = hidden. */
export function severityFor(
  keyword: string,
  coreSeverity: Severity,
  settings: Record<string, SeveritySetting>,
): DiagnosticSeverity | undefined {
  const chosen = settings[keyword] ?? coreSeverity;
  return chosen === 'off' ? undefined : LSP_SEVERITY[chosen];
}

export { toRange };

export const DOCUMENT_START: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };

/** A validation error as a diagnostic (without related information, added by the caller). */
export function validationDiagnostic(
  error: ValidationError,
  severity: DiagnosticSeverity,
  related: DiagnosticRelatedInformation[] = [],
): Diagnostic {
  const data: DiagnosticData = {
    kind: 'validation',
    keyword: error.keyword,
    instancePath: error.instancePath,
    schemaPath: error.schemaPath,
    params: error.params,
  };
  const diagnostic: Diagnostic = {
    range: error.range ? toRange(error.range) : DOCUMENT_START,
    severity,
    source: DIAGNOSTIC_SOURCE,
    code: error.keyword,
    codeDescription: { href: keywordDocumentation(error.keyword) },
    message: error.message,
    data,
  };
  if (related.length > 0) diagnostic.relatedInformation = related;
  // Editors strike deprecated properties through.
  if (error.keyword === 'deprecated') diagnostic.tags = [DiagnosticTag.Deprecated];
  return diagnostic;
}

/** A suppression comment that suppresses no problem: a faded hint, with a quick fix that removes it. */
export function unusedSuppressionDiagnostic(range: SourceRange): Diagnostic {
  const data: DiagnosticData = { kind: 'unused-suppression' };
  return {
    range: toRange(range),
    severity: DiagnosticSeverity.Hint,
    tags: [DiagnosticTag.Unnecessary],
    source: DIAGNOSTIC_SOURCE,
    code: 'unused-suppression',
    message: UNUSED_SUPPRESSION_MESSAGE,
    data,
  };
}

/** A syntax problem (syntax error, comment in JSON, duplicate key) as a diagnostic. */
export function syntaxDiagnostic(problem: SyntaxProblem, severity: DiagnosticSeverity): Diagnostic {
  const data: DiagnosticData = { kind: 'syntax', code: problem.code };
  return {
    range: toRange(problem.range),
    severity,
    source: DIAGNOSTIC_SOURCE,
    code: problem.code,
    message: syntaxMessage(problem, hostTexts()),
    data,
  };
}

/** A problem of the schema document that is open in the editor. */
export function schemaProblemDiagnostic(
  problem: SchemaProblem,
  range: Range,
  severity: DiagnosticSeverity,
): Diagnostic {
  const data: DiagnosticData = {
    kind: 'schema-problem',
    keyword: problem.keyword,
    code: problem.code,
    pointer: problem.pointer,
    fix: problem.data,
  };
  // The Problems row gets one or two sentences; the hover shows the whole explanation.
  const row = problemRow(problem.message);
  if (row !== problem.message) data.detail = problem.message;
  return {
    range,
    severity,
    source: DIAGNOSTIC_SOURCE,
    code: problem.code,
    codeDescription: { href: keywordDocumentation(problem.keyword) },
    message: row,
    data,
  };
}

/** The one diagnostic of a document whose schema cannot be used. */
export function schemaLoadDiagnostic(
  message: string,
  range: Range | undefined,
  severity: DiagnosticSeverity = DiagnosticSeverity.Error,
): Diagnostic {
  const data: DiagnosticData = { kind: 'schema-load' };
  return {
    range: range ?? DOCUMENT_START,
    severity,
    source: DIAGNOSTIC_SOURCE,
    code: 'schema-load',
    message,
    data,
  };
}

/** The one warning of a document the server does not validate for now, at its start. */
function notValidated(code: string, message: string): Diagnostic {
  const data: DiagnosticData = { kind: 'internal' };
  return {
    range: DOCUMENT_START,
    severity: DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code,
    message,
    data,
  };
}

/** The diagnostic of a document the document worker gave up on (`why`: what happened to its thread). */
export function lostDocumentDiagnostic(why: string): Diagnostic {
  return notValidated('not-validated', hostTexts().t('worker.lost', { reason: why }));
}

/**
 * The one diagnostic of a document whose text the server no longer knows: the client sent a change the
 * protocol does not allow (`why`), which was not applied.
 */
export function outOfSyncDiagnostic(why: string): Diagnostic {
  return notValidated('out-of-sync', hostTexts().t('worker.outOfSync', { reason: why }));
}

/** The one diagnostic of a document whose validation threw. */
export function internalErrorDiagnostic(error: unknown): Diagnostic {
  const data: DiagnosticData = { kind: 'internal' };
  const reason = error instanceof Error ? error.message : String(error);
  return {
    range: DOCUMENT_START,
    severity: DiagnosticSeverity.Error,
    source: DIAGNOSTIC_SOURCE,
    code: 'internal-error',
    message: hostTexts().t('diagnostic.internalError', { reason }),
    data,
  };
}
