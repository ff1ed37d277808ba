import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import {
  api,
  closeAll,
  keepEditsUnsaved,
  open,
  rangeOf,
  readFixture,
  restore,
  shapes,
  waitForDiagnostics,
  waitForStatus,
  writeFixture,
} from './helpers';

const SCHEMA = 'schemas/order.schema.json';
const MISSING_CURRENCY = {
  range: [0, 0, 0, 1],
  message: 'Missing required property "currency".',
  code: 'required',
  severity: 'Error',
};

describe('schema changes re-validate open documents', () => {
  let original = '';
  let autoSaveBack: (() => Promise<void>) | undefined;

  before(async () => {
    await api();
    autoSaveBack = await keepEditsUnsaved();
    original = await readFixture(SCHEMA);
  });

  after(async () => {
    await writeFixture(SCHEMA, original);
    await closeAll();
    await autoSaveBack?.();
  });

  /** Opens the order (associated through the settings) once the server has validated it. */
  async function openValidOrder(): Promise<vscode.Uri> {
    const editor = await open('orders/first.order.json');
    const validator = await api();
    // The status bar names the schema only after the server has resolved it for this document.
    await waitForStatus(
      validator,
      (s) =>
        s.documentUri === editor.document.uri.toString() &&
        s.text === '$(json) Order · jsonObjectValidator.schemas',
      'Order',
    );
    assert.deepEqual(shapes(editor.document.uri), []);
    return editor.document.uri;
  }

  it('a schema file changed on disk', async () => {
    const uri = await openValidOrder();
    await writeFixture(
      SCHEMA,
      original.replace('"required": ["id", "items"]', '"required": ["id", "items", "currency"]'),
    );
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the new rule applied');
    assert.deepEqual(shapes(uri), [MISSING_CURRENCY]);
    await writeFixture(SCHEMA, original);
    await waitForDiagnostics(uri, (d) => d.length === 0, 'the old rule back');
  });

  it('a schema edited in an open editor, before it is saved', async () => {
    const uri = await openValidOrder();
    const schemaEditor = await open(SCHEMA);
    await schemaEditor.edit((edit) =>
      edit.replace(rangeOf(schemaEditor.document, '["id", "items"]'), '["id", "items", "currency"]'),
    );
    assert.equal(schemaEditor.document.isDirty, true);
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the unsaved rule applied');
    assert.deepEqual(shapes(uri), [MISSING_CURRENCY]);
    await restore(schemaEditor.document);
    await waitForDiagnostics(uri, (d) => d.length === 0, 'the saved rule back');
  });
});
