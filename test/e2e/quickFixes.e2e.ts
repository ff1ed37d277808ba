import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, open, quickFixes, rangeOf, shapes, waitForDiagnostics } from './helpers';

describe('quick fixes', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    // Leave the fixture as it was for the other suites (workspace validation counts it).
    await closeAll();
  });

  it('offers "Add missing required property", applies it, and the diagnostic goes away', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    const [missing] = (await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics')).filter(
      (d) => d.code !== undefined && typeof d.code === 'object' && d.code.value === 'required',
    );
    const fixes = await quickFixes(uri, missing.range);
    const fix = fixes.find((a) => a.title === 'Add missing required property "email"');
    assert.ok(fix, `offered: ${JSON.stringify(fixes.map((a) => a.title))}`);
    assert.equal(fix.isPreferred, true);
    assert.ok(fix.edit, 'the fix is an edit');
    assert.equal(await vscode.workspace.applyEdit(fix.edit), true);
    // Inserted where the schema's "properties" order puts it (after "name"), indentation kept.
    assert.equal(
      editor.document.getText(),
      [
        '{',
        '  "$schema": "../schemas/customer.schema.json",',
        '  "id": 42,',
        '  "name": "ACME Corp",',
        '  "email": "",',
        '  "tier": "pro",',
        '  "billing_adress": "1 Main Street"',
        '}',
        '',
      ].join('\n'),
    );
    await waitForDiagnostics(uri, (d) => d.length === 1, 'only the other diagnostic left');
    assert.deepEqual(
      shapes(uri).map((d) => d.code),
      ['additionalProperties'],
    );
  });

  it('renames a misspelt property to the allowed name it is closest to', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics');
    const fixes = await quickFixes(uri, rangeOf(editor.document, '"billing_adress"'));
    const rename = fixes.find((a) => a.title === "Did you mean 'billing_address'? Rename 'billing_adress'");
    assert.ok(rename?.edit, `offered: ${JSON.stringify(fixes.map((a) => a.title))}`);
    assert.equal(await vscode.workspace.applyEdit(rename.edit), true);
    assert.match(editor.document.getText(), /\n {2}"billing_address": "1 Main Street"\n/);
    await waitForDiagnostics(uri, (d) => d.length === 1, 'only the missing property left');
    assert.deepEqual(
      shapes(uri).map((d) => d.message),
      ['Missing required property "email".'],
    );
  });
});
