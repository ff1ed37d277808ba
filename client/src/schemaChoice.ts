/**
 * "Select Schema for This File" without the editor: the `fileMatch` pattern that names exactly one
 * file, the `url` a settings entry gets, the new `jsonObjectValidator.schemas` list after a choice,
 * and the picker's items in sections. Pure (no `vscode` import) so it is tested outside the editor.
 */
import type {
  SchemaChoiceItem,
  SchemaForPart,
  SchemaForResult,
  SchemaSetting,
} from '../../shared/src/protocol';
import { schemaDisplayName, sourceLabel } from './describe';
import { t } from './l10n';

/** What a person chose: a schema, no schema, or back to what applies without a choice. */
export type FileChoice = { url: string } | 'none' | 'automatic';

/** Escapes the glob characters of a path so it matches only itself (`[x]` is a class of one). */
export function escapeGlob(path: string): string {
  return path.replace(/[*?[{]/g, (c) => `[${c}]`);
}

/**
 * The pattern that names one file: its path in the folder, anchored at the folder (`/a/b.json`), or
 * its absolute path when it is outside every folder.
 */
export function fileMatchFor(filePath: string, folderPath: string | undefined): string {
  if (folderPath !== undefined) {
    const base = folderPath.endsWith('/') ? folderPath : `${folderPath}/`;
    if (filePath.startsWith(base)) return `/${escapeGlob(filePath.slice(base.length))}`;
  }
  return escapeGlob(filePath);
}

/** The `url` of a settings entry for a schema: relative to the folder when it lies inside it. */
export function settingsUrlFor(schemaUri: string, folderUri: string | undefined): string {
  if (folderUri !== undefined) {
    const base = folderUri.endsWith('/') ? folderUri : `${folderUri}/`;
    if (schemaUri.startsWith(base)) {
      const relative = schemaUri.slice(base.length);
      try {
        return `./${decodeURIComponent(relative)}`;
      } catch {
        return `./${relative}`;
      }
    }
  }
  return schemaUri;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a settings entry is a choice made for exactly this pattern (so a new choice replaces it). */
function isChoiceFor(entry: unknown, pattern: string): boolean {
  if (!isRecord(entry) || (entry.chosen !== true && entry.noSchema !== true)) return false;
  const fileMatch = entry.fileMatch;
  return Array.isArray(fileMatch) && fileMatch.length === 1 && fileMatch[0] === pattern;
}

/**
 * The `jsonObjectValidator.schemas` list after a choice: earlier choices for the same file go, every
 * other entry stays as written (unknown fields included), and the new choice comes last.
 */
export function withChoice(
  current: readonly unknown[] | undefined,
  pattern: string,
  choice: FileChoice,
): unknown[] {
  const kept = (current ?? []).filter((entry) => !isChoiceFor(entry, pattern));
  if (choice === 'automatic') return kept;
  const entry: SchemaSetting =
    choice === 'none'
      ? { fileMatch: [pattern], noSchema: true }
      : { fileMatch: [pattern], url: choice.url, chosen: true };
  return [...kept, entry];
}

/** One row of the picker: a separator, or a choice with its words. */
export type PickerRow =
  | { kind: 'separator'; label: string }
  | {
      kind: 'choice';
      label: string;
      description?: string;
      detail?: string;
      choice: FileChoice;
      current?: boolean;
    };

function nameOf(part: Pick<SchemaForPart, 'uri' | 'title'>): string {
  return schemaDisplayName({ schemaUri: part.uri, title: part.title });
}

/** How a workspace file is shown: its path in the folder. */
function workspaceLabel(uri: string, folderUri: string | undefined): string {
  const url = settingsUrlFor(uri, folderUri);
  return url.startsWith('./') ? url.slice(2) : schemaDisplayName({ schemaUri: uri });
}

/**
 * The picker's rows: what applies now and every other source that matches, "No schema", "Automatic",
 * then the workspace's schema files, the associations' schemas and the SchemaStore catalog.
 */
export function pickerRows(
  now: SchemaForResult,
  choices: readonly SchemaChoiceItem[],
  folderUri: string | undefined,
): PickerRow[] {
  const rows: PickerRow[] = [{ kind: 'separator', label: t('in use') }];
  const listed = new Set<string>();
  const chosenNow = now.parts?.some((p) => p.chosen) === true || now.noSchema === true;
  if (now.noSchema) {
    rows.push({
      kind: 'choice',
      label: `$(check) ${t('No schema')}`,
      description: t('chosen in settings'),
      detail: now.reason,
      choice: 'none',
      current: true,
    });
  } else if (now.schemaUri && now.parts) {
    for (const part of now.parts) {
      listed.add(part.uri);
      rows.push({
        kind: 'choice',
        label: `$(check) ${nameOf(part)}`,
        description: part.chosen ? t('chosen in settings') : sourceLabel(part),
        detail: part.reason,
        choice: { url: part.uri },
        current: true,
      });
    }
  } else {
    rows.push({
      kind: 'choice',
      label: `$(check) ${t('No schema applies')}`,
      detail: now.reason,
      choice: 'automatic',
      current: true,
    });
  }
  for (const match of now.matches ?? []) {
    if (match.applied || listed.has(match.uri)) continue;
    listed.add(match.uri);
    rows.push({
      kind: 'choice',
      label: `$(warning) ${nameOf(match)}`,
      description: t('also matches ({0}), not applied', sourceLabel(match)),
      detail: match.reason,
      choice: { url: match.uri },
    });
  }
  rows.push({ kind: 'separator', label: t('choose') });
  if (!now.noSchema) {
    rows.push({
      kind: 'choice',
      label: `$(circle-slash) ${t('No schema for this file')}`,
      description: t('no schema problems and no schema completion; syntax is still checked'),
      choice: 'none',
    });
  }
  const automatic = now.automatic ? nameOf(now.automatic) : t('no schema');
  rows.push({
    kind: 'choice',
    label: `$(sync) ${t('Automatic')}`,
    description: chosenNow
      ? t('forget my choice (then: {0})', automatic)
      : t('in effect: no choice is written for this file'),
    choice: 'automatic',
  });
  const sections: [SchemaChoiceItem['kind'], string][] = [
    ['workspace', t('workspace schema files')],
    ['association', t('schemas of the settings and extensions')],
    ['catalog', t('SchemaStore catalog')],
  ];
  for (const [kind, title] of sections) {
    const items = choices.filter((c) => c.kind === kind && !listed.has(c.uri));
    if (items.length === 0) continue;
    rows.push({ kind: 'separator', label: title });
    for (const item of items) {
      listed.add(item.uri);
      if (kind === 'workspace') {
        rows.push({
          kind: 'choice',
          label: workspaceLabel(item.uri, folderUri),
          ...(item.title ? { description: item.title } : {}),
          choice: { url: item.uri },
        });
      } else if (kind === 'association') {
        const from = item.source ? sourceLabel({ source: item.source, extensionId: item.extensionId }) : '';
        rows.push({
          kind: 'choice',
          label: item.title ?? schemaDisplayName({ schemaUri: item.uri }),
          description: `${from}${item.pattern ? ` · ${item.pattern}` : ''}`,
          detail: item.uri,
          choice: { url: item.uri },
        });
      } else {
        rows.push({
          kind: 'choice',
          label: item.catalogName ?? schemaDisplayName({ schemaUri: item.uri }),
          ...(item.description ? { description: item.description } : {}),
          choice: { url: item.uri },
        });
      }
    }
  }
  return rows;
}
