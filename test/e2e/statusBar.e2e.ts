import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SchemaForResult } from '../../shared/src/protocol';
import { api, closeAll, fixtureUri, open, waitForStatus } from './helpers';

describe('status bar', () => {
  after(async () => {
    await closeAll();
  });

  const cases: { file: string; text: string; tooltip: RegExp }[] = [
    {
      file: 'customers/acme.json',
      text: '$(json) Customer · $schema',
      tooltip:
        /^The document's "\$schema" property names it\.\nSchema: file:\/\/\/.*\/schemas\/customer\.schema\.json\nClick to choose the schema of this file \("Show Schema for Current File" opens it\)\.$/,
    },
    {
      file: 'orders/first.order.json',
      text: '$(json) Order · jsonObjectValidator.schemas',
      tooltip:
        /^"jsonObjectValidator\.schemas" \(workspace folder settings\) maps "\*\.order\.json" to \.\/schemas\/order\.schema\.json\.\nSchema: file:\/\/\/.*\/schemas\/order\.schema\.json\n/,
    },
    { file: 'notes/plain.json', text: '$(json) no schema', tooltip: /^No schema applies/ },
  ];
  for (const c of cases) {
    it(`names the schema of ${c.file} and says why`, async () => {
      const validator = await api();
      const editor = await open(c.file);
      const state = await waitForStatus(
        validator,
        (s) => s.visible && s.documentUri === editor.document.uri.toString(),
        `the status of ${c.file}`,
      );
      assert.equal(state.text, c.text);
      assert.match(state.tooltip, c.tooltip);
    });
  }

  it('hides itself for documents that are not JSON', async () => {
    const validator = await api();
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'hello' });
    await vscode.window.showTextDocument(document);
    const state = await waitForStatus(validator, (s) => !s.visible, 'a hidden item');
    assert.equal(state.visible, false);
  });

  it('"Show Schema for Current File" says why when no schema applies, and stays put', async () => {
    await api();
    const editor = await open('notes/plain.json');
    const result = await vscode.commands.executeCommand<SchemaForResult>('jsonObjectValidator.showSchema');
    assert.equal(result.schemaUri, undefined);
    assert.match(result.reason, /^No schema applies/);
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), editor.document.uri.toString());
  });

  it('"Show Schema for Current File" opens the schema in use', async () => {
    await api();
    await open('customers/acme.json');
    await vscode.commands.executeCommand('jsonObjectValidator.showSchema');
    assert.equal(
      vscode.window.activeTextEditor?.document.uri.toString(),
      fixtureUri('schemas/customer.schema.json').toString(),
    );
  });
});
