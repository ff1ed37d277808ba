/**
 * Helpers of the extension-host suite: the extension's API, the fixture workspace, and waiting for
 * diagnostics by listening to VS Code's events (never by sleeping).
 */
import * as vscode from 'vscode';
import type { JsonObjectValidatorApi } from '../../client/src/extension';
import type { SchemaStatusState } from '../../client/src/statusBar';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';

export const EXTENSION_ID = 'json-object-validator.json-object-validator';
const DEFAULT_TIMEOUT_MS = 20_000;

/** The extension's API once it is active and its server is running. */
export async function api(): Promise<JsonObjectValidatorApi> {
  const extension = vscode.extensions.getExtension<JsonObjectValidatorApi>(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not loaded in this workbench`);
  const exports = extension.isActive ? extension.exports : await extension.activate();
  await exports.ready();
  return exports;
}

/** The URI of a file in the (copied) fixture workspace. */
export function fixtureUri(relativePath: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the suite needs the fixture workspace open');
  return vscode.Uri.joinPath(folder.uri, relativePath);
}

/** Opens a fixture file in an editor and returns the editor. */
export async function open(relativePath: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(fixtureUri(relativePath));
  return vscode.window.showTextDocument(document);
}

/** This extension's diagnostics of a document (VS Code's own JSON support may add others). */
export function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === DIAGNOSTIC_SOURCE);
}

/** A diagnostic as plain data, for exact comparisons and readable failure messages. */
export interface DiagnosticShape {
  range: [number, number, number, number];
  message: string;
  code: string | number | undefined;
  severity: string;
}

/** Turns a diagnostic into a `DiagnosticShape`. */
export function shape(d: vscode.Diagnostic): DiagnosticShape {
  const code = typeof d.code === 'object' ? d.code.value : d.code;
  return {
    range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
    message: d.message,
    code,
    severity: vscode.DiagnosticSeverity[d.severity],
  };
}

/** Our diagnostics of a document as shapes, sorted by position. */
export function shapes(uri: vscode.Uri): DiagnosticShape[] {
  return ours(uri)
    .map(shape)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1] || a.message.localeCompare(b.message));
}

/**
 * Resolves with our diagnostics of `uri` as soon as `accept` returns true for them (checked now and
 * on every diagnostics change); rejects with the last diagnostics seen after the timeout.
 */
export function waitForDiagnostics(
  uri: vscode.Uri,
  accept: (diagnostics: vscode.Diagnostic[]) => boolean,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<vscode.Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const current = ours(uri);
      if (!accept(current)) return false;
      cleanup();
      resolve(current);
      return true;
    };
    const subscription = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === uri.toString())) check();
    });
    const timer = setTimeout(() => {
      cleanup();
      reject(
        new Error(
          `timed out after ${timeoutMs} ms waiting for ${what} in ${uri.path}; last seen: ${JSON.stringify(shapes(uri))}`,
        ),
      );
    }, timeoutMs);
    function cleanup(): void {
      clearTimeout(timer);
      subscription.dispose();
    }
    check();
  });
}

/** Resolves with the status bar state once `accept` holds for it (checked now and on every change). */
export function waitForStatus(
  extensionApi: JsonObjectValidatorApi,
  accept: (state: SchemaStatusState) => boolean,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<SchemaStatusState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(
        new Error(`timed out waiting for ${what}; status bar: ${JSON.stringify(extensionApi.statusBar())}`),
      );
    }, timeoutMs);
    const subscription = extensionApi.onDidChangeStatusBar((state) => {
      if (!accept(state)) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve(state);
    });
    if (accept(extensionApi.statusBar())) {
      clearTimeout(timer);
      subscription.dispose();
      resolve(extensionApi.statusBar());
    }
  });
}

/** The range of the `occurrence`-th (0-based) appearance of `needle` in a document. */
export function rangeOf(document: vscode.TextDocument, needle: string, occurrence = 0): vscode.Range {
  const text = document.getText();
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${occurrence + 1} times`);
  }
  return new vscode.Range(document.positionAt(index), document.positionAt(index + needle.length));
}

/** Writes a fixture file on disk (not through an editor), as another tool would. */
export async function writeFixture(relativePath: string, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(fixtureUri(relativePath), new TextEncoder().encode(text));
}

/** Reads a fixture file from disk. */
export async function readFixture(relativePath: string): Promise<string> {
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(fixtureUri(relativePath)));
}

/**
 * Puts a document back to its text on disk and saves it (saving identical text is harmless), so
 * no edit leaks into the next test. Done by an edit rather than the "Revert File" command, which
 * acts on whatever editor has focus in the workbench, and that is not always this one.
 */
export async function restore(document: vscode.TextDocument): Promise<void> {
  if (!document.isDirty || document.isUntitled) return;
  const onDisk = new TextDecoder().decode(await vscode.workspace.fs.readFile(document.uri));
  if (document.getText() !== onDisk) {
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), onDisk);
    await vscode.workspace.applyEdit(edit);
  }
  await document.save();
}

/**
 * Keeps edits unsaved while a suite about unsaved text runs; returns what puts the setting back. A web
 * workbench (code-server, vscode.dev) saves a dirty editor after a second by default
 * (`"files.autoSave": "afterDelay"`; desktop VS Code's default is off): on a slow run it saved a test's
 * edit of a schema before the test could put the text back, and `restore` found nothing to restore.
 */
export async function keepEditsUnsaved(): Promise<() => Promise<void>> {
  const files = vscode.workspace.getConfiguration('files');
  const before = files.inspect<string>('autoSave')?.globalValue;
  await files.update('autoSave', 'off', vscode.ConfigurationTarget.Global);
  return async () => {
    await vscode.workspace
      .getConfiguration('files')
      .update('autoSave', before, vscode.ConfigurationTarget.Global);
  };
}

/** Restores every unsaved document and closes all editors (a dirty editor would ask to save). */
export async function closeAll(): Promise<void> {
  for (const document of vscode.workspace.textDocuments) await restore(document);
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The quick fixes VS Code offers for a range, as the lightbulb would list them. */
export async function quickFixes(uri: vscode.Uri, range: vscode.Range): Promise<vscode.CodeAction[]> {
  const actions = await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
    'vscode.executeCodeActionProvider',
    uri,
    range,
    vscode.CodeActionKind.QuickFix.value,
  );
  return actions.filter((a): a is vscode.CodeAction => 'edit' in a || 'kind' in a);
}
