/**
 * Keeps the server's list of other extensions' `jsonValidation` contributions current: sent after
 * every server start, and again when extensions are installed or removed or downloads are switched
 * on or off (remote contributions are only sent while downloads are enabled).
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SchemaAssociationsNotification, SETTINGS_SECTION } from '../../shared/src/protocol';
import type { ExtensionSchemaAssociation, SchemaAssociationsParams } from '../../shared/src/protocol';
import { collectJsonValidations } from './jsonValidation';
import type { ValidatorClient } from './languageClient';

/** The associations of every installed extension except this one, under the current settings. */
export function currentContributions(ownId: string): ExtensionSchemaAssociation[] {
  const includeRemote =
    vscode.workspace.getConfiguration(SETTINGS_SECTION).get<boolean>('schemaDownload.enable') === true;
  return collectJsonValidations(
    vscode.extensions.all.map((e) => ({
      id: e.id,
      extensionUri: e.extensionUri.toString(),
      packageJSON: e.packageJSON as unknown,
    })),
    { includeRemote, excludeIds: [ownId] },
  );
}

/** Sends the contributions now and whenever they may have changed; dispose to stop. */
export function syncContributions(validator: ValidatorClient, ownId: string): vscode.Disposable {
  const send = (client: LanguageClient): void => {
    const params: SchemaAssociationsParams = { associations: currentContributions(ownId) };
    client
      .sendNotification(SchemaAssociationsNotification.method, params)
      .catch((error: unknown) => validator.output.warn(`Sending schema contributions: ${String(error)}`));
  };
  const resend = (): void => {
    void validator.ready().then(send, () => undefined);
  };
  return vscode.Disposable.from(
    validator.onDidStart(send),
    vscode.extensions.onDidChange(resend),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SETTINGS_SECTION}.schemaDownload.enable`)) resend();
    }),
  );
}
