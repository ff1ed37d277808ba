/**
 * The words the extension shows: the status bar text and tooltip for a schema, and the summary of a
 * workspace validation. Pure (no `vscode` import) so it can be tested outside the editor.
 */
import type { SchemaForResult, ValidateWorkspaceResult } from '../../shared/src/protocol';

/** A short name for a schema: its title, else the last segment of its URI. */
export function schemaDisplayName(result: Pick<SchemaForResult, 'schemaUri' | 'title'>): string {
  if (result.title) return result.title;
  if (!result.schemaUri) return 'no schema';
  const inline = /^json-object-validator:\/\/settings\/[^/]+\/(\d+)\.schema\.json$/.exec(result.schemaUri);
  if (inline) return `inline schema #${Number(inline[1]) + 1}`;
  const path = result.schemaUri.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || result.schemaUri;
  } catch {
    return last || result.schemaUri;
  }
}

/** The item's text and tooltip for a server answer. */
export function describeSchema(result: SchemaForResult): { text: string; tooltip: string } {
  if (!result.schemaUri) {
    return { text: result.isSchema ? '$(json) JSON Schema' : '$(json) no schema', tooltip: result.reason };
  }
  const lines = [result.reason, `Schema: ${result.schemaUri}`];
  if (result.error) lines.push(`It cannot be used: ${result.error}`);
  lines.push('Click to open the schema.');
  return {
    text: `${result.error ? '$(warning)' : '$(json)'} ${schemaDisplayName(result)}`,
    tooltip: lines.join('\n'),
  };
}

/** The one-line summary shown after a workspace validation. */
export function summarizeValidation(result: ValidateWorkspaceResult): string {
  const files = `${result.filesChecked} file${result.filesChecked === 1 ? '' : 's'}`;
  const problems = `${result.problems} problem${result.problems === 1 ? '' : 's'}`;
  if (result.cancelled) {
    return `Workspace validation cancelled after ${files}: ${result.filesNotCompliant} not compliant so far, ${problems}.`;
  }
  if (result.filesChecked === 0) return 'No JSON file in the workspace has a schema to validate against.';
  if (result.filesNotCompliant === 0) return `Validated ${files}: all compliant.`;
  return `Validated ${files}: ${result.filesNotCompliant} not compliant, ${problems}.`;
}
