import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, open, shapes, waitForDiagnostics, waitForStatus } from './helpers';

const SECTION = 'jsonObjectValidator';

describe('settings changes re-validate', () => {
  let schemas: unknown;

  before(async () => {
    await api();
    schemas = vscode.workspace.getConfiguration(SECTION, null).inspect('schemas')?.workspaceValue;
  });

  afterEach(async () => {
    const config = vscode.workspace.getConfiguration(SECTION, null);
    await config.update('schemas', schemas, vscode.ConfigurationTarget.Workspace);
    await config.update('severity', undefined, vscode.ConfigurationTarget.Workspace);
    await closeAll();
  });

  it('a new "jsonObjectValidator.schemas" entry validates the files it matches, and removing it clears them', async () => {
    const editor = await open('legacy/old.json');
    const uri = editor.document.uri;
    const validator = await api();
    await waitForStatus(validator, (s) => s.text === '$(json) no schema', 'no schema');
    await vscode.workspace
      .getConfiguration(SECTION, null)
      .update(
        'schemas',
        [...(schemas as unknown[]), { fileMatch: ['legacy/*.json'], url: './schemas/order.schema.json' }],
        vscode.ConfigurationTarget.Workspace,
      );
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the order schema applied');
    assert.deepEqual(shapes(uri), [
      {
        range: [0, 0, 0, 1],
        message: 'Missing required property "items".',
        code: 'required',
        severity: 'Error',
      },
    ]);
    const status = await waitForStatus(
      validator,
      (s) => s.text === '$(json) Order · jsonObjectValidator.schemas',
      'Order',
    );
    assert.match(status.tooltip, /maps "legacy\/\*\.json" to \.\/schemas\/order\.schema\.json/);
    await vscode.workspace
      .getConfiguration(SECTION, null)
      .update('schemas', schemas, vscode.ConfigurationTarget.Workspace);
    await waitForDiagnostics(uri, (d) => d.length === 0, 'no schema, no diagnostics');
  });

  it('an inline schema in the settings applies, and the status bar opens it', async () => {
    const editor = await open('notes/plain.json');
    const uri = editor.document.uri;
    const inline = { title: 'Note', type: 'object', required: ['note', 'author'] };
    await vscode.workspace
      .getConfiguration(SECTION, null)
      .update(
        'schemas',
        [...(schemas as unknown[]), { fileMatch: ['notes/*.json'], schema: inline }],
        vscode.ConfigurationTarget.Workspace,
      );
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the inline schema applied');
    assert.deepEqual(shapes(uri), [
      {
        range: [0, 0, 0, 1],
        message: 'Missing required property "author".',
        code: 'required',
        severity: 'Error',
      },
    ]);
    const validator = await api();
    await waitForStatus(
      validator,
      (s) => s.text === '$(json) Note · jsonObjectValidator.schemas',
      'the inline schema title',
    );
    await vscode.commands.executeCommand('jsonObjectValidator.showSchema');
    const shown = vscode.window.activeTextEditor?.document;
    assert.equal(shown?.uri.scheme, 'json-object-validator');
    assert.deepEqual(JSON.parse(shown.getText()), inline);
  });

  it('"jsonObjectValidator.severity" changes how a keyword is reported', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two errors');
    await vscode.workspace
      .getConfiguration(SECTION, null)
      .update(
        'severity',
        { additionalProperties: 'warning', required: 'off' },
        vscode.ConfigurationTarget.Workspace,
      );
    await waitForDiagnostics(
      uri,
      (d) => d.length === 1 && d[0].severity === vscode.DiagnosticSeverity.Warning,
      'one warning',
    );
    assert.deepEqual(
      shapes(uri).map((d) => [d.code, d.severity]),
      [['additionalProperties', 'Warning']],
    );
  });
});
