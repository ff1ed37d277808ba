/**
 * How this server shares the editor with VS Code's own JSON validation, so that no problem is listed
 * twice. By default this extension turns VS Code's validation off (`configurationDefaults`) and
 * reports everything itself; for a document it does not validate (excluded, or its validation off)
 * it runs VS Code's validation in its place (`vscodeValidation.ts`), so the person still sees it. When
 * the person turned VS Code's validation on again, this server reports only what VS Code does not:
 * the schema problems of documents VS Code has no schema for (our settings, the SchemaStore catalog).
 */
import type { Diagnostic } from 'vscode-languageserver';
import type { BuiltInValidation, DiagnosticData } from '../../../shared/src/protocol';
import type { Analysis } from '../documents/validation';

/** The diagnostics of an analysis that this server publishes beside VS Code's own validation. */
export function sharedDiagnostics(analysis: Analysis, builtIn: BuiltInValidation | undefined): Diagnostic[] {
  if (builtIn !== 'on') return analysis.diagnostics;
  if (analysis.knownToVsCode) return [];
  return analysis.diagnostics.filter((d) => (d.data as DiagnosticData | undefined)?.kind !== 'syntax');
}

/** What happens to a document this server does not validate itself. */
export function fallbackFor(builtIn: BuiltInValidation | undefined): 'vscode' | 'nothing' {
  // Only when VS Code's validation is off through this extension's default would the person
  // otherwise see nothing at all.
  return builtIn === 'off-by-default' ? 'vscode' : 'nothing';
}
