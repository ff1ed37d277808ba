import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  api,
  closeAll,
  fixtureUri,
  open,
  rangeOf,
  shapes,
  waitForDiagnostics,
  writeFixture,
  quickFixes,
} from './helpers';

const FILE = 'customers/initech.jsonc';
const TEXT = [
  '{',
  '  "$schema": "../schemas/customer.schema.json",',
  '  // json-object-validator-disable-next-line enum',
  '  "id": 3,',
  '  "name": "Initech",',
  '  "email": "it@initech.example",',
  '  "fax": "555-0100"',
  '}',
  '',
].join('\n');

describe('suppression comments', () => {
  before(async () => {
    await api();
    await writeFixture(FILE, TEXT);
  });
  after(async () => {
    await closeAll();
    await vscode.workspace.fs.delete(fixtureUri(FILE));
  });

  it('a comment that suppresses nothing is a faded hint; "Suppress" silences a problem; the hint goes with its quick fix', async () => {
    const editor = await open(FILE);
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'the problem and the unused comment');
    assert.deepEqual(shapes(uri), [
      {
        range: [2, 2, 2, 49],
        message: 'This comment suppresses no problem.',
        code: 'unused-suppression',
        severity: 'Hint',
      },
      {
        range: [6, 2, 6, 7],
        message:
          'Property "fax" is not allowed: the schema allows only "id", "name", "email", "tier", "billing_address".',
        code: 'additionalProperties',
        severity: 'Error',
      },
    ]);
    const unused = vscode.languages
      .getDiagnostics(uri)
      .find((d) => d.severity === vscode.DiagnosticSeverity.Hint);
    assert.deepEqual(unused?.tags, [vscode.DiagnosticTag.Unnecessary]);

    const suppress = (await quickFixes(uri, rangeOf(editor.document, '"fax"'))).find(
      (a) => a.title === 'Suppress "additionalProperties" on this line',
    );
    assert.ok(suppress?.edit);
    const silenced = waitForDiagnostics(uri, (d) => d.length === 1, 'only the unused comment');
    assert.equal(await vscode.workspace.applyEdit(suppress.edit), true);
    await silenced;
    assert.equal(
      editor.document.getText(),
      TEXT.replace('  "fax"', '  // json-object-validator-disable-next-line additionalProperties\n  "fax"'),
    );

    const remove = (
      await quickFixes(uri, rangeOf(editor.document, 'json-object-validator-disable-next-line enum'))
    ).find((a) => a.title === 'Remove unused suppression comment');
    assert.ok(remove?.edit);
    const clean = waitForDiagnostics(uri, (d) => d.length === 0, 'no diagnostics');
    assert.equal(await vscode.workspace.applyEdit(remove.edit), true);
    await clean;
    assert.equal(
      editor.document.getText(),
      TEXT.replace('  // json-object-validator-disable-next-line enum\n', '').replace(
        '  "fax"',
        '  // json-object-validator-disable-next-line additionalProperties\n  "fax"',
      ),
    );
  });
});
