/**
 * Opens the schema a document uses: files in an editor, remote schemas in the browser, and inline
 * schemas from the settings (which the server names `json-object-validator://settings/<scope>/<n>.schema.json`)
 * as read-only documents generated from the settings they come from.
 */
import * as vscode from 'vscode';
import { SETTINGS_SECTION } from '../../shared/src/protocol';

/** Scheme the server gives inline schemas from `jsonObjectValidator.schemas`. */
export const INLINE_SCHEMA_SCHEME = 'json-object-validator';

/**
 * Where an inline schema URI points: the folder whose settings hold it (undefined for user
 * settings) and the index of the entry.
 */
export function parseInlineSchemaUri(uri: vscode.Uri): { folder?: vscode.Uri; index: number } | undefined {
  if (uri.scheme !== INLINE_SCHEMA_SCHEME || uri.authority !== 'settings') return undefined;
  // `uri.path` is already percent-decoded, so the folder's URI appears with its own slashes.
  const match = /^\/(.+)\/(\d+)\.schema\.json$/.exec(uri.path);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === 'user') return { index };
  try {
    return { folder: vscode.Uri.parse(match[1], true), index };
  } catch {
    return undefined;
  }
}

/** Serves inline schemas as text, so they open like any other schema. */
class InlineSchemaProvider implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly served = new Set<string>();

  provideTextDocumentContent(uri: vscode.Uri): string {
    const where = parseInlineSchemaUri(uri);
    if (!where) return `// ${uri.toString()} is not an inline schema of "${SETTINGS_SECTION}.schemas".\n`;
    this.served.add(uri.toString());
    const entries = vscode.workspace
      .getConfiguration(SETTINGS_SECTION, where.folder ?? null)
      .get<unknown[]>('schemas');
    const entry = Array.isArray(entries)
      ? (entries[where.index] as { schema?: unknown } | undefined)
      : undefined;
    if (entry?.schema === undefined) {
      return `// Entry ${where.index + 1} of "${SETTINGS_SECTION}.schemas" no longer has an inline schema.\n`;
    }
    return `${JSON.stringify(entry.schema, null, 2)}\n`;
  }

  /** The settings changed: every open inline schema may be stale. */
  refresh(): void {
    for (const uri of this.served) this.changed.fire(vscode.Uri.parse(uri));
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** Registers the provider for inline schemas; dispose to remove it. */
export function registerInlineSchemas(): vscode.Disposable {
  const provider = new InlineSchemaProvider();
  return vscode.Disposable.from(
    provider,
    vscode.workspace.registerTextDocumentContentProvider(INLINE_SCHEMA_SCHEME, provider),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SETTINGS_SECTION}.schemas`)) provider.refresh();
    }),
  );
}

/** Shows a schema by URI: http(s) in the browser, anything else in an editor beside the current one. */
export async function openSchema(schemaUri: string): Promise<void> {
  const uri = vscode.Uri.parse(schemaUri, true);
  if (uri.scheme === 'http' || uri.scheme === 'https') {
    await vscode.env.openExternal(uri);
    return;
  }
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document, { preview: true, viewColumn: vscode.ViewColumn.Beside });
}
