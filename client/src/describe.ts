/**
 * The words the extension shows: the status bar text and tooltip for a schema, and the summary of a
 * workspace validation. Pure (no `vscode` import) so it can be tested outside the editor.
 */
import type { SchemaForPart, SchemaForResult, ValidateWorkspaceResult } from '../../shared/src/protocol';

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

/** How a source is named for people ("$schema", "json.schemas", "extension X", ...). */
export function sourceLabel(part: Pick<SchemaForPart, 'source' | 'extensionId' | 'chosen'>): string {
  if (part.chosen) return 'chosen in settings';
  switch (part.source) {
    case 'document':
      return '$schema';
    case 'settings':
      return 'jsonObjectValidator.schemas';
    case 'json.schemas':
      return 'json.schemas';
    case 'extension':
      return part.extensionId === 'vscode' ? 'VS Code' : `extension ${part.extensionId ?? '(unknown)'}`;
    case 'catalog':
      return 'SchemaStore catalog';
  }
}

const CLICK = 'Click to choose the schema of this file ("Show Schema for Current File" opens it).';

/** The item's text and tooltip for a server answer. */
export function describeSchema(result: SchemaForResult): { text: string; tooltip: string } {
  const notOurs =
    result.validatedBy === 'vscode'
      ? "VS Code's own JSON validation reports this file's problems, not JSON Object Validator (see jsonObjectValidator.validate.enable, jsonObjectValidator.exclude and json.validate.enable)."
      : result.validatedBy === 'none'
        ? 'JSON Object Validator does not validate this file (see jsonObjectValidator.validate.enable and jsonObjectValidator.exclude).'
        : undefined;
  const overridden = (result.matches ?? []).filter((m) => !m.applied);
  // A choice made for the file overrides on purpose: listed, not flagged.
  const conflict = overridden.length > 0 && !result.noSchema && !result.parts?.some((p) => p.chosen);
  const matchLines =
    overridden.length > 0
      ? [
          `${(result.matches ?? []).length} sources match this file:`,
          ...(result.matches ?? []).map(
            (m) =>
              `• ${m.applied ? 'applied' : 'not applied'}: ${m.noSchema ? 'no schema' : (m.title ?? schemaDisplayName({ schemaUri: m.uri }))} (${sourceLabel(m)}): ${m.reason}`,
          ),
        ]
      : [];
  if (!result.schemaUri) {
    const lines = [result.reason, ...matchLines, ...(notOurs ? [notOurs] : []), CLICK];
    if (result.noSchema) {
      return { text: '$(circle-slash) no schema · chosen in settings', tooltip: lines.join('\n') };
    }
    return { text: result.isSchema ? '$(json) JSON Schema' : '$(json) no schema', tooltip: lines.join('\n') };
  }
  const parts = result.parts?.length ? result.parts : [];
  const label = parts.length > 0 ? sourceLabel(parts[0]) : undefined;
  const more = parts.length > 1 ? ` +${parts.length - 1}` : '';
  const lines: string[] = [];
  if (matchLines.length > 0) {
    lines.push(...matchLines);
  } else if (parts.length > 1) {
    lines.push(`${parts.length} schemas apply together (every one must hold):`);
    for (const part of parts) {
      lines.push(
        `• ${part.title ?? schemaDisplayName({ schemaUri: part.uri })} (${sourceLabel(part)}): ${part.reason}`,
      );
    }
  } else {
    lines.push(result.reason, `Schema: ${result.schemaUri}`);
  }
  if (result.error) lines.push(`It cannot be used: ${result.error}`);
  if (result.shipped) {
    const [first, ...rest] = result.shipped.uris;
    const others =
      rest.length === 0 ? '' : ` (and ${rest.length} schema${rest.length === 1 ? '' : 's'} it refers to)`;
    lines.push(
      `Offline: validated against the copy of ${first}${others} shipped with JSON Object Validator (SchemaStore, ${result.shipped.date}); a download replaces it when the network or the mirror answers.`,
    );
  }
  if (notOurs) lines.push(notOurs);
  if (result.knownToVsCode === false) {
    lines.push(
      "VS Code's own JSON status ({}) does not list this schema: VS Code's JSON support does not read this source. JSON Object Validator validates the file against it.",
    );
  }
  lines.push(CLICK);
  const icon =
    result.error || conflict
      ? '$(warning)'
      : result.validatedBy === 'us' || !result.validatedBy
        ? '$(json)'
        : '$(circle-slash)';
  return {
    text: `${icon} ${schemaDisplayName(result)}${more}${label ? ` · ${label}` : ''}${result.shipped ? ` · shipped copy of ${result.shipped.date}` : ''}`,
    tooltip: lines.join('\n'),
  };
}

/** The one-line summary shown after a workspace validation. */
export function summarizeValidation(result: ValidateWorkspaceResult): string {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  const problems = plural(result.problems, 'problem');
  const others = [
    result.filesWithoutSchema > 0 ? `${result.filesWithoutSchema} without a schema` : '',
    result.filesSkipped > 0 ? `${result.filesSkipped} skipped (too large or unreadable)` : '',
  ].filter((s) => s !== '');
  const rest = others.length > 0 ? ` (${others.join(', ')})` : '';
  if (result.cancelled) {
    return `Workspace validation cancelled after ${plural(result.filesChecked, 'file')} of ${result.filesFound}: ${result.filesNotCompliant} not compliant so far, ${problems}.`;
  }
  if (result.filesChecked === 0) {
    return `No JSON file in the workspace has a schema to validate against (${plural(result.filesFound, 'JSON file')} found).`;
  }
  const checked = `Validated ${result.filesChecked} of ${plural(result.filesFound, 'JSON file')}${rest}`;
  if (result.filesNotCompliant === 0) return `${checked}: all compliant.`;
  return `${checked}: ${result.filesNotCompliant} not compliant, ${problems}.`;
}
