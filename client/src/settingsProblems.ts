/**
 * Shows what the server could not use in the settings: one notification per distinct list (the
 * server sends each list once), with a button to the settings. The details are in the output
 * channel, where the server logs them.
 */
import * as vscode from 'vscode';
import { SETTINGS_SECTION, SettingsProblemsNotification } from '../../shared/src/protocol';
import type { SettingsProblemsParams } from '../../shared/src/protocol';
import type { ValidatorClient } from './languageClient';
import { t } from './l10n';

/** The notification's text for a list of problems. */
export function settingsProblemsMessage(problems: readonly string[]): string {
  if (problems.length === 1) return `JSON Object Validator: ${problems[0]}`;
  return `JSON Object Validator: ${t('{0} settings could not be used as written, the first: {1} (all of them are in the output channel).', problems.length, problems[0])}`;
}

/** Listens for settings problems on every server start. */
export function showSettingsProblems(validator: ValidatorClient): void {
  validator.beforeStart((client) => {
    client.onNotification(SettingsProblemsNotification.method, (params: SettingsProblemsParams) => {
      const problems = Array.isArray(params?.problems) ? params.problems : [];
      if (problems.length === 0) return;
      void vscode.window
        .showWarningMessage(settingsProblemsMessage(problems), t('Open Settings'), t('Show Output'))
        .then((choice) => {
          if (choice === t('Open Settings')) {
            void vscode.commands.executeCommand('workbench.action.openSettings', SETTINGS_SECTION);
          } else if (choice === t('Show Output')) {
            validator.output.show(true);
          }
        });
    });
  });
}
