/**
 * What a document is told when (part of) its schema could not be had, as diagnostics: the sentences
 * of `loadMessages.ts` (shared with the CLI), a failed download said quietly (the document is validated
 * as soon as it arrives). Each diagnostic names the schema and why it applies; an untrusted domain
 * carries what the "Trust domain" quick fix needs.
 */
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic, Range } from 'vscode-languageserver';
import type { DiagnosticData } from '../../../shared/src/protocol';
import type { SchemaChoice } from '../../../host/src/associations';
import { schemaLoadDiagnostic } from './diagnostics';
import { loadProblems } from '../../../host/src/loadMessages';
import type { LoadSeverity } from '../../../host/src/loadMessages';
import type { SchemaEntry } from '../../../host/src/schemaStore';

const SEVERITIES: Record<LoadSeverity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
};

/**
 * The diagnostics about loading a document's schema: the schema itself (or each combined one) when it
 * could not be had, then each `$ref` target that could not be loaded. Empty when everything loaded.
 */
export function loadDiagnostics(
  choice: SchemaChoice,
  entry: SchemaEntry,
  anchor: Range | undefined,
  name: (uri: string) => string,
): Diagnostic[] {
  return loadProblems(choice, entry, name).map((problem) => {
    const diagnostic = schemaLoadDiagnostic(problem.message, anchor, SEVERITIES[problem.severity]);
    const data = diagnostic.data as DiagnosticData;
    data.url = problem.url;
    if (problem.domain) data.domain = problem.domain;
    return diagnostic;
  });
}
