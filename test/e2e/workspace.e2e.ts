import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ValidateWorkspaceResult } from '../../shared/src/protocol';
import { api, closeAll, fixtureUri, shapes, waitForDiagnostics } from './helpers';

describe('Validate Workspace', () => {
  before(async () => {
    await api();
    await closeAll();
  });

  it('validates files that were never opened and publishes their problems', async () => {
    const broken = fixtureUri('unopened/broken.json');
    const order = fixtureUri('unopened/second.order.json');
    const isOpen = (uri: vscode.Uri): boolean =>
      vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
    assert.equal(isOpen(broken), false);
    assert.equal(isOpen(order), false);
    assert.deepEqual(shapes(broken), [], 'nothing known about it before the command');

    const result = await vscode.commands.executeCommand<ValidateWorkspaceResult>(
      'jsonObjectValidator.validateWorkspace',
    );
    // Checked: the seven documents with a "$schema" or a settings association (acme, globex,
    // first.order, broken, second.order, logo.shapes, sketch.shapes), gear.widget.json (associated by
    // the fixture extension's jsonValidation contribution), the three schema files (their "$schema" is a
    // meta-schema) and .vscode/settings.json (VS Code's own configuration-editing extension contributes
    // its schema). Found without a schema: legacy/old.json and notes/plain.json, which nothing
    // associates. Not compliant: acme (2 problems), broken (2), second.order (1), gear.widget (1).
    assert.deepEqual(result, {
      filesFound: 14,
      filesChecked: 12,
      filesWithoutSchema: 2,
      filesSkipped: 0,
      filesNotCompliant: 4,
      problems: 6,
      cancelled: false,
    });

    await waitForDiagnostics(broken, (d) => d.length === 2, 'the problems of unopened/broken.json');
    assert.deepEqual(shapes(broken), [
      {
        range: [0, 0, 0, 1],
        message: 'Missing required property "email".',
        code: 'required',
        severity: 'Error',
      },
      {
        range: [2, 8, 2, 22],
        message: 'Incorrect type: expected integer, got string.',
        code: 'type',
        severity: 'Error',
      },
    ]);
    await waitForDiagnostics(order, (d) => d.length === 1, 'the problem of unopened/second.order.json');
    assert.deepEqual(shapes(order), [
      {
        range: [0, 0, 0, 1],
        message: 'Missing required property "items".',
        code: 'required',
        severity: 'Error',
      },
    ]);
    assert.equal(isOpen(broken), false, 'still not opened');
  });
});
