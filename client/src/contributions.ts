/**
 * Keeps the server's copy of what VS Code's JSON support knows current: the extensions'
 * `jsonValidation` contributions (VS Code's own included), the `json.schemas` setting per level, and
 * whether VS Code's own validation is on. Sent after every server start and whenever any of it may
 * have changed. Also serves the schemas only the editor has (`vscode://schemas/...`) to the server.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
  SchemaAssociationsNotification,
  SchemaContentChangedNotification,
  SchemaContentRequest,
} from '../../shared/src/protocol';
import type {
  BuiltInValidation,
  ExtensionSchemaAssociation,
  SchemaAssociationsParams,
  SchemaContentParams,
  SchemaContentResult,
} from '../../shared/src/protocol';
import {
  collectJsonValidations,
  editorAssociations,
  jsoncPatternsOf,
  readJsonSchemasLevels,
} from './jsonValidation';
import type { JsonSchemasLevel } from './jsonValidation';
import type { ValidatorClient } from './languageClient';

const EDITOR_ASSOCIATIONS = 'vscode://schemas-associations/schemas-associations.json';

/** The contributions of every installed extension except this one, and the editor's own associations. */
export async function currentContributions(ownId: string): Promise<ExtensionSchemaAssociation[]> {
  const contributed = collectJsonValidations(
    vscode.extensions.all.map((e) => ({
      id: e.id,
      extensionUri: e.extensionUri.toString(),
      packageJSON: e.packageJSON as unknown,
    })),
    { excludeIds: [ownId] },
  );
  try {
    const bytes = await vscode.workspace.fs.readFile(vscode.Uri.parse(EDITOR_ASSOCIATIONS));
    contributed.push(...editorAssociations(new TextDecoder().decode(bytes)));
  } catch {
    // Older editors do not serve it; their own associations are all contributions.
  }
  return contributed;
}

/** `json.schemas` at every level, read as VS Code's JSON support reads it. */
export function currentJsonSchemas(): SchemaAssociationsParams['jsonSchemas'] {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const levels: JsonSchemasLevel[] = [];
  const top = vscode.workspace.getConfiguration('json', null).inspect<unknown>('schemas');
  levels.push({ value: top?.globalValue, scope: 'user' });
  if (vscode.workspace.workspaceFile) {
    const base = vscode.Uri.joinPath(vscode.workspace.workspaceFile, '..').toString();
    levels.push({ value: top?.workspaceValue, scope: 'workspace', base });
    for (const folder of folders) {
      const own = vscode.workspace.getConfiguration('json', folder.uri).inspect<unknown>('schemas');
      const uri = folder.uri.toString();
      levels.push({ value: own?.workspaceFolderValue, scope: 'folder', base: uri, folderUri: uri });
    }
  } else if (folders.length === 1) {
    levels.push({ value: top?.workspaceValue, scope: 'workspace', base: folders[0].uri.toString() });
  }
  return readJsonSchemasLevels(levels);
}

/** What the server is told about the editor's associations, now. */
export async function currentAssociations(ownId: string): Promise<SchemaAssociationsParams> {
  const trusted = vscode.workspace
    .getConfiguration('json')
    .get<Record<string, boolean>>('schemaDownload.trustedDomains');
  return {
    associations: await currentContributions(ownId),
    jsonSchemas: currentJsonSchemas(),
    builtInValidation: builtInValidationEnabled(),
    ...(trusted && typeof trusted === 'object' ? { trustedDomains: trusted } : {}),
    workspaceTrusted: vscode.workspace.isTrusted,
    jsoncPatterns: jsoncPatternsOf(
      vscode.extensions.all.map((e) => ({
        id: e.id,
        extensionUri: e.extensionUri.toString(),
        packageJSON: e.packageJSON as unknown,
      })),
      vscode.workspace.getConfiguration('files').get('associations'),
    ),
  };
}

/**
 * Gives every server start the editor's associations and the content of editor-served schemas, and
 * sends the associations again whenever they may have changed; dispose to stop.
 */
export function syncContributions(validator: ValidatorClient, ownId: string): vscode.Disposable {
  const watchers = new Map<string, vscode.Disposable>();
  const send = async (client: BaseLanguageClient): Promise<void> => {
    const params = await currentAssociations(ownId);
    await client
      .sendNotification(SchemaAssociationsNotification.method, params)
      .catch((error: unknown) => validator.output.warn(`Sending schema associations: ${String(error)}`));
  };
  // The editor regenerates its schemas (the settings schema when an extension is installed, say).
  const watch = (client: BaseLanguageClient, uri: vscode.Uri): void => {
    const key = uri.toString();
    if (watchers.has(key)) return;
    try {
      const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(uri, '*'));
      watcher.onDidChange(() => {
        void client
          .sendNotification(SchemaContentChangedNotification.method, { uri: key })
          .catch(() => undefined);
      });
      watchers.set(key, watcher);
    } catch {
      // Not every scheme can be watched; the schema is then read again on the next restart.
    }
  };
  validator.setInitialState(async () => ({ associations: await currentAssociations(ownId) }));
  validator.beforeStart((client) => {
    for (const w of watchers.values()) w.dispose();
    watchers.clear();
    client.onRequest(
      SchemaContentRequest.method,
      async (params: SchemaContentParams): Promise<SchemaContentResult> => {
        try {
          const uri = vscode.Uri.parse(params.uri, true);
          const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
          watch(client, uri);
          return { text };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        }
      },
    );
  });
  const resend = (): void => {
    void validator.ready().then(send, () => undefined);
  };
  return vscode.Disposable.from(
    vscode.extensions.onDidChange(resend),
    vscode.workspace.onDidGrantWorkspaceTrust(resend),
    vscode.workspace.onDidChangeConfiguration((e) => {
      const watched = [
        'json.schemas',
        'json.validate.enable',
        'json.schemaDownload.trustedDomains',
        'files.associations',
      ];
      if (watched.some((section) => e.affectsConfiguration(section))) resend();
    }),
    {
      dispose: () => {
        for (const w of watchers.values()) w.dispose();
      },
    },
  );
}

/**
 * Whether VS Code's own JSON validation runs: `on` when the person turned `json.validate.enable` on,
 * `off-by-default` when only this extension's default turns it off, `off` when the person turned it
 * off or VS Code's JSON extension is not there.
 */
export function builtInValidationEnabled(): BuiltInValidation {
  if (!vscode.extensions.getExtension('vscode.json-language-features')) return 'off';
  const configuration = vscode.workspace.getConfiguration('json');
  if (configuration.get<boolean>('validate.enable') !== false) return 'on';
  const inspected = configuration.inspect<boolean>('validate.enable');
  const explicit = [inspected?.workspaceFolderValue, inspected?.workspaceValue, inspected?.globalValue].some(
    (v) => v === false,
  );
  return explicit ? 'off' : 'off-by-default';
}
