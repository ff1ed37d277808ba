/**
 * "Select Schema for This File": a searchable quick pick of the schemas a file can have, and the
 * choice written where a team can see and commit it: `jsonObjectValidator.schemas` in the workspace
 * folder's `.vscode/settings.json` (the user settings for a file outside every folder), as an entry
 * for this one file that takes precedence over every other source.
 */
import * as vscode from 'vscode';
import { SchemaChoicesRequest, SchemaForRequest, SETTINGS_SECTION } from '../../shared/src/protocol';
import type {
  SchemaChoicesParams,
  SchemaChoicesResult,
  SchemaForParams,
  SchemaForResult,
} from '../../shared/src/protocol';
import type { ValidatorClient } from './languageClient';
import { fileMatchFor, pickerRows, settingsUrlFor, withChoice } from './schemaChoice';
import type { FileChoice, PickerRow } from './schemaChoice';
import { t } from './l10n';

/** What the command did (returned to callers such as the e2e suite). */
export interface SchemaSelection {
  choice: FileChoice;
  /** The pattern written (or whose choice was removed). */
  pattern: string;
  /** Where: `workspace`, `workspaceFolder` or `user` settings. */
  target: 'workspace' | 'workspaceFolder' | 'user';
  /** The entry written, absent for "Automatic". */
  entry?: unknown;
}

interface ChoiceItem extends vscode.QuickPickItem {
  row?: Extract<PickerRow, { kind: 'choice' }>;
}

/** A picker as it opened: its rows, and the quick pick itself. */
export interface SchemaPickerShown {
  rows: PickerRow[];
  picker: vscode.QuickPick<vscode.QuickPickItem>;
}

const shown = new vscode.EventEmitter<SchemaPickerShown>();
/** Fires with the picker's rows each time it opens (tests read it instead of the screen). */
export const onDidShowSchemaPicker = shown.event;

/**
 * Runs the command: with a `choice` (other extensions, tests) it is written at once; otherwise the
 * picker asks. Resolves with what was written, or undefined when nothing was.
 */
export async function selectSchema(
  validator: ValidatorClient,
  target?: vscode.Uri,
  given?: FileChoice,
): Promise<SchemaSelection | undefined> {
  const document = target
    ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString())
    : vscode.window.activeTextEditor?.document;
  const uri = target ?? document?.uri;
  if (!uri) {
    void vscode.window.showInformationMessage(t('Open a JSON file to choose its schema.'));
    return undefined;
  }
  if (uri.scheme !== 'file') {
    void vscode.window.showInformationMessage(
      t(
        'A schema can be chosen for files on disk only (this document is {0}:); add "$schema" to it instead.',
        uri.scheme,
      ),
    );
    return undefined;
  }
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  let choice = given;
  if (choice === undefined) {
    const client = await validator.ready();
    const now = await client.sendRequest<SchemaForResult>(SchemaForRequest.method, {
      uri: uri.toString(),
    } satisfies SchemaForParams);
    const choices = await client.sendRequest<SchemaChoicesResult>(SchemaChoicesRequest.method, {
      uri: uri.toString(),
    } satisfies SchemaChoicesParams);
    choice = await pick(pickerRows(now, choices.items, folder?.uri.toString()), uri);
    if (choice === undefined) return undefined;
  }
  return writeChoice(uri, folder, choice);
}

async function pick(rows: PickerRow[], uri: vscode.Uri): Promise<FileChoice | undefined> {
  const picker = vscode.window.createQuickPick<ChoiceItem>();
  picker.title = t('Schema for {0}', vscode.workspace.asRelativePath(uri));
  picker.placeholder = t('Search schemas by name, title or description');
  picker.matchOnDescription = true;
  picker.matchOnDetail = true;
  picker.items = rows.map((row) =>
    row.kind === 'separator'
      ? { label: row.label, kind: vscode.QuickPickItemKind.Separator }
      : {
          label: row.label,
          ...(row.description ? { description: row.description } : {}),
          ...(row.detail ? { detail: row.detail } : {}),
          row,
        },
  );
  return new Promise<FileChoice | undefined>((resolve) => {
    let chosen: FileChoice | undefined;
    picker.onDidAccept(() => {
      chosen = picker.selectedItems[0]?.row?.choice;
      picker.hide();
    });
    picker.onDidHide(() => {
      picker.dispose();
      resolve(chosen);
    });
    picker.show();
    shown.fire({ rows, picker: picker });
  });
}

async function writeChoice(
  uri: vscode.Uri,
  folder: vscode.WorkspaceFolder | undefined,
  choice: FileChoice,
): Promise<SchemaSelection> {
  const configuration = vscode.workspace.getConfiguration(SETTINGS_SECTION, uri);
  const inspected = configuration.inspect<unknown[]>('schemas');
  // In a multi-root workspace a folder's own settings file; with one folder its .vscode/settings.json
  // (the workspace settings); outside every folder, the user settings with the file's absolute path.
  const target: SchemaSelection['target'] = !folder
    ? 'user'
    : vscode.workspace.workspaceFile
      ? 'workspaceFolder'
      : 'workspace';
  const current =
    target === 'user'
      ? inspected?.globalValue
      : target === 'workspaceFolder'
        ? inspected?.workspaceFolderValue
        : inspected?.workspaceValue;
  const pattern = fileMatchFor(uri.fsPath.replace(/\\/g, '/'), folder?.uri.fsPath.replace(/\\/g, '/'));
  const written: FileChoice =
    typeof choice === 'object' ? { url: settingsUrlFor(choice.url, folder?.uri.toString()) } : choice;
  const next = withChoice(Array.isArray(current) ? current : undefined, pattern, written);
  const configurationTarget =
    target === 'user'
      ? vscode.ConfigurationTarget.Global
      : target === 'workspaceFolder'
        ? vscode.ConfigurationTarget.WorkspaceFolder
        : vscode.ConfigurationTarget.Workspace;
  await configuration.update('schemas', next.length > 0 ? next : undefined, configurationTarget);
  const where =
    target === 'user'
      ? t('your user settings')
      : `${vscode.workspace.asRelativePath(folder?.uri ?? uri)}/.vscode/settings.json`;
  const shadowed =
    target !== 'user' &&
    current === undefined &&
    Array.isArray(inspected?.globalValue) &&
    inspected.globalValue.length > 0
      ? ' ' +
        t(
          'The folder now has its own "jsonObjectValidator.schemas", so the entries of your user settings no longer apply in it: copy the ones it needs.',
        )
      : '';
  const what =
    choice === 'automatic'
      ? t('The file is back to its automatic schema ("jsonObjectValidator.schemas" in {0}).', where)
      : choice === 'none'
        ? t('The file has no schema now ("jsonObjectValidator.schemas" in {0}).', where)
        : t(
            'The file\'s schema is now {0} ("jsonObjectValidator.schemas" in {1}).',
            typeof written === 'object' ? written.url : '',
            where,
          );
  void vscode.window.showInformationMessage(`${what}${shadowed}`);
  const entry = next.find(
    (e) => (e as { fileMatch?: unknown[] }).fileMatch?.[0] === pattern && choice !== 'automatic',
  );
  return { choice: written, pattern, target, ...(entry ? { entry } : {}) };
}
