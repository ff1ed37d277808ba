import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SchemaUsersResult } from '../../shared/src/protocol';
import {
  api,
  closeAll,
  fixtureUri,
  keepEditsUnsaved,
  open,
  rangeOf,
  restore,
  shapes,
  waitForDiagnostics,
} from './helpers';

const SCHEMA = 'schemas/order.schema.json';
const MISSING_ITEMS = {
  range: [0, 0, 0, 1],
  message: 'Missing required property "items".',
  code: 'required',
  severity: 'Error',
};

/** Our lens in a document as [line, title, command, arguments]. */
async function lensesOf(uri: vscode.Uri): Promise<[number, string, string, unknown[]][]> {
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
    'vscode.executeCodeLensProvider',
    uri,
  );
  return lenses
    .filter((l) => l.command?.command.startsWith('jsonObjectValidator.'))
    .map((l) => [
      l.range.start.line,
      l.command?.title ?? '',
      l.command?.command ?? '',
      l.command?.arguments ?? [],
    ]);
}

// Runs Validate Workspace, whose problems then stay: the file name sorts after workspace.e2e.ts, whose
// test needs a file nothing is known about before its own run.
describe('schema lens and background re-validation', () => {
  let autoSaveBack: (() => Promise<void>) | undefined;

  before(async () => {
    await api();
    await closeAll();
    autoSaveBack = await keepEditsUnsaved();
  });

  after(async () => {
    await closeAll();
    await autoSaveBack?.();
  });

  it('shows the files that use a schema, and editing it before saving changes a closed file’s problems', async () => {
    // Validate Workspace tells which files use which schema: the two orders (associated by the settings).
    await vscode.commands.executeCommand('jsonObjectValidator.validateWorkspace');
    const closed = fixtureUri('unopened/second.order.json');
    await waitForDiagnostics(closed, (d) => d.length === 1, 'the problem of unopened/second.order.json');
    assert.deepEqual(shapes(closed), [MISSING_ITEMS]);

    const editor = await open(SCHEMA);
    const schemaUri = editor.document.uri;
    assert.deepEqual(await lensesOf(schemaUri), [
      [0, 'Used by 2 files · 1 not compliant', 'jsonObjectValidator.showSchemaUsers', [schemaUri.toString()]],
    ]);
    // Its click lists them (in a quick pick), not compliant first. (The order the other suites opened may
    // still be open to the server: VS Code keeps a closed editor's document a while.)
    const listed = await vscode.commands.executeCommand<SchemaUsersResult>(
      'jsonObjectValidator.showSchemaUsers',
      schemaUri,
    );
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    assert.deepEqual(
      listed.files.map((f) => [vscode.workspace.asRelativePath(vscode.Uri.parse(f.uri)), f.problems]),
      [
        ['unopened/second.order.json', 1],
        ['orders/first.order.json', 0],
      ],
    );

    // An unsaved edit of the schema: the closed file is validated again against the editor's text.
    await editor.edit((edit) => edit.replace(rangeOf(editor.document, '["id", "items"]'), '["id"]'));
    assert.equal(editor.document.isDirty, true);
    await waitForDiagnostics(
      closed,
      (d) => d.length === 0,
      'the closed file compliant under the unsaved schema',
    );
    assert.equal(
      vscode.workspace.textDocuments.some((d) => d.uri.toString() === closed.toString()),
      false,
      'still not opened',
    );
    assert.deepEqual(await lensesOf(schemaUri), [
      [0, 'Used by 2 files · all compliant', 'jsonObjectValidator.showSchemaUsers', [schemaUri.toString()]],
    ]);

    // Back to the text on disk: the closed file's problem comes back.
    await restore(editor.document);
    await waitForDiagnostics(closed, (d) => d.length === 1, 'the problem back with the schema on disk');
    assert.deepEqual(shapes(closed), [MISSING_ITEMS]);
    assert.deepEqual((await lensesOf(schemaUri))[0][1], 'Used by 2 files · 1 not compliant');
  });
});
