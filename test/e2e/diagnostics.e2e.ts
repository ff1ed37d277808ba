import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, fixtureUri, open, rangeOf, shapes, waitForDiagnostics } from './helpers';

describe('diagnostics', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    await closeAll();
  });

  it('puts each violation on the offending property with the exact range and message', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics');
    const misspelt = rangeOf(editor.document, '"billing_adress"');
    assert.deepEqual(shapes(uri), [
      {
        // A missing property of the root object goes on its opening brace.
        range: [0, 0, 0, 1],
        message: 'Missing required property "email".',
        code: 'required',
        severity: 'Error',
      },
      {
        // A property that is not allowed goes on its key, quotes included.
        range: [misspelt.start.line, misspelt.start.character, misspelt.end.line, misspelt.end.character],
        message:
          'Property "billing_adress" is not allowed: the schema allows only "id", "name", "email", "tier", "billing_address". Did you mean "billing_address"?',
        code: 'additionalProperties',
        severity: 'Error',
      },
    ]);
    assert.deepEqual(misspelt, new vscode.Range(5, 2, 5, 18));
  });

  it('links each diagnostic to the rule in the schema file', async () => {
    const editor = await open('customers/acme.json');
    const [required] = await waitForDiagnostics(
      editor.document.uri,
      (d) => d.some((x) => x.message.startsWith('Missing required property')),
      'the missing-property diagnostic',
    ).then((d) => d.filter((x) => x.message.startsWith('Missing required property')));
    const related = required.relatedInformation ?? [];
    assert.equal(related.length, 1, 'one related location');
    const schemaUri = fixtureUri('schemas/customer.schema.json');
    assert.equal(related[0].location.uri.toString(), schemaUri.toString());
    const schema = await vscode.workspace.openTextDocument(schemaUri);
    assert.equal(schema.getText(related[0].location.range), '"email"');
    const code = required.code;
    assert.ok(typeof code === 'object', 'the code carries a documentation link');
    assert.equal(code.value, 'required');
    assert.match(code.target.toString(), /^https:\/\/json-schema\.org\//);
  });

  it('re-validates while typing and clears the squiggle once the document is fixed', async () => {
    const editor = await open('customers/globex.json');
    const uri = editor.document.uri;
    const value = rangeOf(editor.document, '7');
    await editor.edit((edit) => edit.replace(value, '"seven"'));
    const [typeError] = await waitForDiagnostics(uri, (d) => d.length === 1, 'the type error');
    const quoted = rangeOf(editor.document, '"seven"');
    assert.deepEqual(typeError.range, quoted, 'on the value');
    assert.equal(typeError.message, 'Incorrect type: expected integer, got string.');
    await editor.edit((edit) => edit.replace(quoted, '7'));
    await waitForDiagnostics(uri, (d) => d.length === 0, 'no diagnostics after the fix');
  });
});
