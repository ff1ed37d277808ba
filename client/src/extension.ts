/**
 * Entry point of the extension in a Node extension host (`dist/client.js`, the manifest's `main`): the
 * server runs as a node process. Activation does no IO and does not wait for the server, so it stays
 * fast; the server starts in the background.
 */
import type * as vscode from 'vscode';
import { activateWith } from './activation';
import type { JsonObjectValidatorApi } from './activation';
import { nodeServerLauncher } from './nodeServer';

export type { JsonObjectValidatorApi } from './activation';
export { deactivate } from './activation';

/** Called by VS Code on `onLanguage:json`, `onLanguage:jsonc` or one of the commands. */
export function activate(context: vscode.ExtensionContext): JsonObjectValidatorApi {
  return activateWith(context, nodeServerLauncher(context));
}
