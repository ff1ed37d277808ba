/**
 * Tells the person, once, when VS Code's own JSON validation is turned on in their settings: this
 * extension then reports only what VS Code does not check (so nothing is listed twice), and one click
 * hands every JSON problem back to it by removing the explicit `json.validate.enable: true`.
 */
import * as vscode from 'vscode';
import { builtInValidationEnabled } from './contributions';
import { t } from './l10n';

const DISMISSED = 'jsonObjectValidator.builtInValidationNoticeDismissed';

/** Removes `json.validate.enable: true` at every level where the person set it. */
async function removeExplicitTrue(): Promise<void> {
  const configuration = vscode.workspace.getConfiguration('json');
  const inspected = configuration.inspect<boolean>('validate.enable');
  const targets: [boolean | undefined, vscode.ConfigurationTarget][] = [
    [inspected?.globalValue, vscode.ConfigurationTarget.Global],
    [inspected?.workspaceValue, vscode.ConfigurationTarget.Workspace],
  ];
  for (const [value, target] of targets) {
    if (value === true) await configuration.update('validate.enable', undefined, target);
  }
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const own = vscode.workspace.getConfiguration('json', folder.uri).inspect<boolean>('validate.enable');
    if (own?.workspaceFolderValue === true) {
      await vscode.workspace
        .getConfiguration('json', folder.uri)
        .update('validate.enable', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
    }
  }
}

/** Shows the notice when VS Code's validation is on (once, until dismissed); returns the choice. */
export async function noticeBuiltInValidation(context: vscode.ExtensionContext): Promise<string | undefined> {
  if (builtInValidationEnabled() !== 'on' || context.globalState.get<boolean>(DISMISSED) === true) {
    return undefined;
  }
  const useOurs = t('Report Every Problem Here');
  const keep = t("Keep VS Code's");
  const choice = await vscode.window.showInformationMessage(
    t(
      'VS Code\'s own JSON validation is turned on in your settings ("json.validate.enable"), so JSON Object Validator reports only the files VS Code has no schema for, and no problem is listed twice. Let JSON Object Validator report every JSON problem instead?',
    ),
    useOurs,
    keep,
  );
  if (choice === useOurs) await removeExplicitTrue();
  if (choice === keep) await context.globalState.update(DISMISSED, true);
  return choice;
}
