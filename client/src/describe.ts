/**
 * The words the extension shows: the status bar text and tooltip for a schema, and the summary of a
 * workspace validation. Pure (no `vscode` import) so it can be tested outside the editor.
 */
import type { SchemaForPart, SchemaForResult, ValidateWorkspaceResult } from '../../shared/src/protocol';
import { t } from './l10n';

/** A short name for a schema: its title, else the last segment of its URI. */
export function schemaDisplayName(result: Pick<SchemaForResult, 'schemaUri' | 'title'>): string {
  if (result.title) return result.title;
  if (!result.schemaUri) return t('no schema');
  const inline = /^json-object-validator:\/\/settings\/[^/]+\/(\d+)\.schema\.json$/.exec(result.schemaUri);
  if (inline) return t('inline schema #{0}', Number(inline[1]) + 1);
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
  if (part.chosen) return t('chosen in settings');
  switch (part.source) {
    case 'document':
      return '$schema';
    case 'settings':
      return 'jsonObjectValidator.schemas';
    case 'json.schemas':
      return 'json.schemas';
    case 'extension':
      return part.extensionId === 'vscode' ? 'VS Code' : t('extension {0}', part.extensionId ?? '(unknown)');
    case 'catalog':
      return t('SchemaStore catalog');
  }
}

/** The item's text and tooltip for a server answer. */
export function describeSchema(result: SchemaForResult): { text: string; tooltip: string } {
  const click = t('Click to choose the schema of this file ("Show Schema for Current File" opens it).');
  const notOurs =
    result.validatedBy === 'vscode'
      ? t(
          "VS Code's own JSON validation reports this file's problems, not JSON Object Validator (see jsonObjectValidator.validate.enable, jsonObjectValidator.exclude and json.validate.enable).",
        )
      : result.validatedBy === 'none'
        ? t(
            'JSON Object Validator does not validate this file (see jsonObjectValidator.validate.enable and jsonObjectValidator.exclude).',
          )
        : undefined;
  const overridden = (result.matches ?? []).filter((m) => !m.applied);
  // A choice made for the file overrides on purpose: listed, not flagged.
  const conflict = overridden.length > 0 && !result.noSchema && !result.parts?.some((p) => p.chosen);
  const matchLines =
    overridden.length > 0
      ? [
          t('{0} sources match this file:', (result.matches ?? []).length),
          ...(result.matches ?? []).map(
            (m) =>
              `• ${m.applied ? t('applied') : t('not applied')}: ${m.noSchema ? t('no schema') : (m.title ?? schemaDisplayName({ schemaUri: m.uri }))} (${sourceLabel(m)}): ${m.reason}`,
          ),
        ]
      : [];
  if (!result.schemaUri) {
    const lines = [result.reason, ...matchLines, ...(notOurs ? [notOurs] : []), click];
    if (result.noSchema) {
      return {
        text: `$(circle-slash) ${t('no schema')} · ${t('chosen in settings')}`,
        tooltip: lines.join('\n'),
      };
    }
    return {
      text: result.isSchema ? '$(json) JSON Schema' : `$(json) ${t('no schema')}`,
      tooltip: lines.join('\n'),
    };
  }
  const parts = result.parts?.length ? result.parts : [];
  const label = parts.length > 0 ? sourceLabel(parts[0]) : undefined;
  const more = parts.length > 1 ? ` +${parts.length - 1}` : '';
  const lines: string[] = [];
  if (matchLines.length > 0) {
    lines.push(...matchLines);
  } else if (parts.length > 1) {
    lines.push(t('{0} schemas apply together (every one must hold):', parts.length));
    for (const part of parts) {
      lines.push(
        `• ${part.title ?? schemaDisplayName({ schemaUri: part.uri })} (${sourceLabel(part)}): ${part.reason}`,
      );
    }
  } else {
    lines.push(result.reason, t('Schema: {0}', result.schemaUri));
  }
  if (result.error) lines.push(t('It cannot be used: {0}', result.error));
  if (result.shipped) {
    const [first, ...rest] = result.shipped.uris;
    const others =
      rest.length === 0
        ? ''
        : rest.length === 1
          ? t(' (and 1 schema it refers to)')
          : t(' (and {0} schemas it refers to)', rest.length);
    lines.push(
      t(
        'Offline: validated against the copy of {0}{1} shipped with JSON Object Validator (SchemaStore, {2}); a download replaces it when the network or the mirror answers.',
        first,
        others,
        result.shipped.date,
      ),
    );
  }
  if (notOurs) lines.push(notOurs);
  if (result.knownToVsCode === false) {
    lines.push(
      t(
        "VS Code's own JSON status ({}) does not list this schema: VS Code's JSON support does not read this source. JSON Object Validator validates the file against it.",
      ),
    );
  }
  lines.push(click);
  const icon =
    result.error || conflict
      ? '$(warning)'
      : result.validatedBy === 'us' || !result.validatedBy
        ? '$(json)'
        : '$(circle-slash)';
  return {
    text: `${icon} ${schemaDisplayName(result)}${more}${label ? ` · ${label}` : ''}${result.shipped ? ` · ${t('shipped copy of {0}', result.shipped.date)}` : ''}`,
    tooltip: lines.join('\n'),
  };
}

/** The one-line summary shown after a workspace validation. */
export function summarizeValidation(result: ValidateWorkspaceResult): string {
  const problems = result.problems === 1 ? t('1 problem') : t('{0} problems', result.problems);
  const others = [
    result.filesWithoutSchema > 0 ? t('{0} without a schema', result.filesWithoutSchema) : '',
    result.filesSkipped > 0 ? t('{0} skipped (too large or unreadable)', result.filesSkipped) : '',
  ].filter((s) => s !== '');
  const rest = others.length > 0 ? ` (${others.join(', ')})` : '';
  if (result.cancelled) {
    const files = result.filesChecked === 1 ? t('1 file') : t('{0} files', result.filesChecked);
    return t(
      'Workspace validation cancelled after {0} of {1}: {2} not compliant so far, {3}.',
      files,
      result.filesFound,
      result.filesNotCompliant,
      problems,
    );
  }
  const found = result.filesFound === 1 ? t('1 JSON file') : t('{0} JSON files', result.filesFound);
  if (result.filesChecked === 0) {
    return t('No JSON file in the workspace has a schema to validate against ({0} found).', found);
  }
  const checked = t('Validated {0} of {1}', result.filesChecked, found) + rest;
  if (result.filesNotCompliant === 0) return t('{0}: all compliant.', checked);
  return t('{0}: {1} not compliant, {2}.', checked, result.filesNotCompliant, problems);
}
