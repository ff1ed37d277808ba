/**
 * The palette commands: Validate Workspace (progress notification with cancel, then a summary that
 * can open the Problems panel), Show Schema for Current File, Select Schema for This File, Sort Properties
 * in Schema Order, Restart Server, Re-download All Schemas. Each returns its outcome, so other extensions
 * and the e2e suite can run them and check the result.
 */
import * as vscode from 'vscode';
import { ExecuteCommandRequest, WorkDoneProgress } from 'vscode-languageclient';
import type { WorkDoneProgressBegin, WorkDoneProgressReport } from 'vscode-languageclient';
import {
  ClearSchemaCacheRequest,
  SchemaForRequest,
  SchemaUsersRequest,
  SETTINGS_SECTION,
  SORT_BY_SCHEMA_COMMAND,
  SHOW_SCHEMA_USERS_COMMAND,
  TRUST_DOMAIN_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
  ValidateWorkspaceRequest,
} from '../../shared/src/protocol';
import type {
  SchemaForParams,
  SchemaForResult,
  SortBySchemaResult,
  SchemaUsersParams,
  SchemaUsersResult,
  ValidateWorkspaceResult,
} from '../../shared/src/protocol';
import { summarizeValidation } from './describe';
import type { ValidatorClient } from './languageClient';
import type { FileChoice } from './schemaChoice';
import { openSchema } from './schemaDocuments';
import { selectSchema } from './schemaPicker';
import type { SchemaStatus } from './statusBar';
import { t } from './l10n';

export const COMMANDS = {
  validateWorkspace: VALIDATE_WORKSPACE_COMMAND,
  trustDomain: TRUST_DOMAIN_COMMAND,
  showSchema: 'jsonObjectValidator.showSchema',
  sortBySchema: SORT_BY_SCHEMA_COMMAND,
  restartServer: 'jsonObjectValidator.restartServer',
  clearSchemaCache: 'jsonObjectValidator.clearSchemaCache',
  selectSchema: 'jsonObjectValidator.selectSchema',
  showSchemaUsers: SHOW_SCHEMA_USERS_COMMAND,
} as const;

let progressTokens = 0;

async function validateWorkspace(validator: ValidatorClient): Promise<ValidateWorkspaceResult | undefined> {
  const client = await validator.ready();
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: t('Validating JSON files'), cancellable: true },
    async (progress, token) => {
      const workDoneToken = `jsonObjectValidator/validateWorkspace/${++progressTokens}`;
      let reported = 0;
      const subscription = client.onProgress(
        WorkDoneProgress.type,
        workDoneToken,
        (value: WorkDoneProgressBegin | WorkDoneProgressReport | { kind: 'end' }) => {
          if (value.kind === 'end') return;
          // VS Code's progress takes increments; the server reports absolute percentages.
          const increment =
            value.percentage !== undefined ? Math.max(0, value.percentage - reported) : undefined;
          if (value.percentage !== undefined) reported = Math.max(reported, value.percentage);
          progress.report({ message: value.message, increment });
        },
      );
      try {
        return await client.sendRequest<ValidateWorkspaceResult>(
          ValidateWorkspaceRequest.method,
          { workDoneToken },
          token,
        );
      } catch (error) {
        // A cancelled request may end in an error instead of a partial summary.
        if (token.isCancellationRequested) return undefined;
        throw error;
      } finally {
        subscription.dispose();
      }
    },
  );
  if (!result) {
    void vscode.window.showInformationMessage(t('Workspace validation cancelled.'));
    return undefined;
  }
  // Not awaited: the command's caller should not wait for someone to dismiss the notification.
  void vscode.window
    .showInformationMessage(summarizeValidation(result), ...(result.problems > 0 ? [t('Open Problems')] : []))
    .then((choice) => {
      if (choice) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
  return result;
}

async function showSchema(
  validator: ValidatorClient,
  target?: vscode.Uri,
): Promise<SchemaForResult | undefined> {
  const uri = target ?? vscode.window.activeTextEditor?.document.uri;
  if (!uri) {
    void vscode.window.showInformationMessage(t('Open a JSON file to see which schema applies to it.'));
    return undefined;
  }
  const client = await validator.ready();
  const params: SchemaForParams = { uri: uri.toString() };
  const result = await client.sendRequest<SchemaForResult>(SchemaForRequest.method, params);
  if (!result.schemaUri) {
    void vscode.window.showInformationMessage(result.reason);
    return result;
  }
  try {
    await openSchema(result.schemaUri);
  } catch (error) {
    void vscode.window.showErrorMessage(
      t('The schema {0} cannot be opened: {1}', result.schemaUri, String(error)),
    );
  }
  return result;
}

/** One file of the schema lens's list. */
interface SchemaUserItem extends vscode.QuickPickItem {
  uri: vscode.Uri;
}

/**
 * The schema lens's click ("Used by 12 files · 3 not compliant"), also in the palette for the active
 * schema file: the files that use it in a quick pick, not compliant first; the chosen one opens.
 * Resolves with the server's list.
 */
async function showSchemaUsers(
  validator: ValidatorClient,
  target?: vscode.Uri,
): Promise<SchemaUsersResult | undefined> {
  const uri = target ?? vscode.window.activeTextEditor?.document.uri;
  if (!uri) return undefined;
  const client = await validator.ready();
  const params: SchemaUsersParams = { uri: uri.toString() };
  const result = await client.sendRequest<SchemaUsersResult>(SchemaUsersRequest.method, params);
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  if (result.files.length === 0) {
    const run = t('Validate Workspace');
    void vscode.window
      .showInformationMessage(
        t('No known file uses {0}: Validate Workspace finds the files that do.', name),
        run,
      )
      .then((choice) => {
        if (choice === run) void vscode.commands.executeCommand(COMMANDS.validateWorkspace);
      });
    return result;
  }
  const items: SchemaUserItem[] = result.files.map((file) => {
    const fileUri = vscode.Uri.parse(file.uri);
    const problems = file.problems === 1 ? t('1 problem') : t('{0} problems', file.problems);
    return {
      uri: fileUri,
      label: `${file.problems > 0 ? '$(error)' : '$(pass)'} ${vscode.workspace.asRelativePath(fileUri)}`,
      description: `${file.problems > 0 ? problems : t('compliant')}${file.open ? ` · ${t('open')}` : ''}`,
    };
  });
  const title =
    result.files.length === 1
      ? t('{0}: used by 1 file, {1} not compliant', name, result.notCompliant)
      : t('{0}: used by {1} files, {2} not compliant', name, result.files.length, result.notCompliant);
  void vscode.window
    .showQuickPick(items, {
      title,
      placeHolder: t('Open a file that uses this schema'),
      matchOnDescription: true,
    })
    .then((picked) => {
      if (picked) void vscode.window.showTextDocument(picked.uri);
    });
  return result;
}

/**
 * "Sort Properties in Schema Order": every object of the document (the active editor's, or `target`)
 * that a schema applies to, or with `position` the innermost object around it. The server makes the edit
 * and has VS Code apply it (one undo step), and says in a notification why when nothing changed
 * ("Already in schema order."); the result says what happened.
 */
async function sortBySchema(
  validator: ValidatorClient,
  target?: vscode.Uri,
  position?: vscode.Position,
): Promise<SortBySchemaResult | undefined> {
  const document = target
    ? await vscode.workspace.openTextDocument(target)
    : vscode.window.activeTextEditor?.document;
  if (!document || !validator.handles(document)) {
    void vscode.window.showInformationMessage(
      t('Open a JSON file to sort its properties in the order of its schema.'),
    );
    return undefined;
  }
  const client = await validator.ready();
  const uri = client.code2ProtocolConverter.asUri(document.uri);
  const result: unknown = await client.sendRequest(ExecuteCommandRequest.type, {
    command: SORT_BY_SCHEMA_COMMAND,
    arguments: position ? [uri, client.code2ProtocolConverter.asPosition(position)] : [uri],
  });
  return result as SortBySchemaResult;
}

/**
 * "Re-download All Schemas": forgets this server's downloads and catalog (memory and disk) and VS
 * Code's own JSON schema cache too, so one command refreshes every schema the editor shows; VS Code's
 * "JSON: Clear Schema Cache" stays the only command of that name.
 */
async function clearSchemaCache(validator: ValidatorClient): Promise<void> {
  const client = await validator.ready();
  await client.sendRequest(ClearSchemaCacheRequest.method);
  const commands = await vscode.commands.getCommands(true);
  if (commands.includes('json.clearCache')) {
    await vscode.commands.executeCommand('json.clearCache').then(undefined, (error: unknown) => {
      validator.output.warn(`VS Code's JSON schema cache could not be cleared: ${String(error)}`);
    });
  }
  void vscode.window.showInformationMessage(
    t(
      "Every schema is downloaded again (JSON Object Validator's and VS Code's caches were cleared); open documents are validated again.",
    ),
  );
}

/**
 * The "Trust domain" quick fix: adds the domain to the user's
 * `jsonObjectValidator.schemaDownload.trustedDomains` (the server picks the change up and downloads).
 */
async function trustDomain(domain: unknown): Promise<boolean> {
  if (typeof domain !== 'string' || !/^https?:\/\/[^/]+\/$/.test(domain)) return false;
  const configuration = vscode.workspace.getConfiguration(SETTINGS_SECTION);
  const inspected = configuration.inspect<Record<string, boolean>>('schemaDownload.trustedDomains');
  const current = inspected?.globalValue ?? inspected?.defaultValue ?? {};
  if (current[domain] === true) return true;
  await configuration.update(
    'schemaDownload.trustedDomains',
    { ...current, [domain]: true },
    vscode.ConfigurationTarget.Global,
  );
  void vscode.window.showInformationMessage(
    t(
      'Schemas from {0} are now downloaded ("jsonObjectValidator.schemaDownload.trustedDomains" in your user settings).',
      domain,
    ),
  );
  return true;
}

/** Registers the palette commands; dispose to remove them. */
export function registerCommands(validator: ValidatorClient, status: SchemaStatus): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(COMMANDS.validateWorkspace, () => validateWorkspace(validator)),
    vscode.commands.registerCommand(COMMANDS.showSchema, (uri?: unknown) =>
      showSchema(validator, uri instanceof vscode.Uri ? uri : undefined),
    ),
    vscode.commands.registerCommand(COMMANDS.sortBySchema, (uri?: unknown, position?: unknown) =>
      sortBySchema(
        validator,
        uri instanceof vscode.Uri ? uri : undefined,
        position instanceof vscode.Position ? position : undefined,
      ),
    ),
    vscode.commands.registerCommand(COMMANDS.restartServer, async () => {
      await validator.restart(true);
      await status.refresh();
    }),
    vscode.commands.registerCommand(COMMANDS.clearSchemaCache, () => clearSchemaCache(validator)),
    vscode.commands.registerCommand(COMMANDS.trustDomain, (domain: unknown) => trustDomain(domain)),
    vscode.commands.registerCommand(COMMANDS.selectSchema, async (uri?: unknown, choice?: unknown) => {
      const selection = await selectSchema(
        validator,
        uri instanceof vscode.Uri ? uri : undefined,
        isFileChoice(choice) ? choice : undefined,
      );
      if (selection) await status.refresh();
      return selection;
    }),
    vscode.commands.registerCommand(COMMANDS.showSchemaUsers, (uri?: unknown) =>
      showSchemaUsers(
        validator,
        uri instanceof vscode.Uri ? uri : typeof uri === 'string' ? vscode.Uri.parse(uri) : undefined,
      ),
    ),
  );
}

/** A choice given by a caller: `"none"`, `"automatic"` or `{ url }`. */
function isFileChoice(value: unknown): value is FileChoice {
  if (value === 'none' || value === 'automatic') return true;
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
}
