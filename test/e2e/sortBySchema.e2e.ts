import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SortBySchemaResult } from '../../shared/src/protocol';
import { api, closeAll, keepEditsUnsaved, open, rangeOf, readFixture, waitForDiagnostics } from './helpers';

/** customers/acme.json as on disk: in the schema's order ("billing_adress" is not in the schema: last). */
const IN_ORDER = [
  '{',
  '  "$schema": "../schemas/customer.schema.json",',
  '  "id": 42,',
  '  "name": "ACME Corp",',
  '  "tier": "pro",',
  '  "billing_adress": "1 Main Street"',
  '}',
  '',
].join('\n');

const SCRAMBLED = [
  '{',
  '  "billing_adress": "1 Main Street",',
  '  "tier": "pro",',
  '  "name": "ACME Corp",',
  '  "$schema": "../schemas/customer.schema.json",',
  '  "id": 42',
  '}',
  '',
].join('\n');

/** Our problems as `code: message @ the text they stand on`, sorted: what moves with a property. */
function problems(document: vscode.TextDocument, diagnostics: vscode.Diagnostic[]): string[] {
  return diagnostics
    .map((d) => {
      const code = typeof d.code === 'object' ? d.code.value : d.code;
      return `${String(code)}: ${d.message} @ ${document.getText(d.range)}`;
    })
    .sort();
}

/** Replaces the editor's whole text (unsaved; `closeAll` puts the file back). */
async function setText(editor: vscode.TextEditor, text: string): Promise<void> {
  const document = editor.document;
  const all = new vscode.Range(0, 0, document.lineCount, 0);
  assert.ok(await editor.edit((b) => b.replace(all, text)));
}

describe('Sort Properties in Schema Order', () => {
  let autoSaveBack: (() => Promise<void>) | undefined;

  before(async () => {
    await api();
    autoSaveBack = await keepEditsUnsaved();
  });

  afterEach(async () => {
    await closeAll();
  });

  after(async () => {
    await autoSaveBack?.();
  });

  it('the palette command sorts the whole document; the problems move with their properties', async () => {
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('jsonObjectValidator.sortBySchema'), 'the command is registered');
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await setText(editor, SCRAMBLED);
    const before = problems(
      editor.document,
      await waitForDiagnostics(
        uri,
        (d) => d.length === 2 && d.some((x) => x.range.start.line === 1),
        'the problems of the scrambled text',
      ),
    );
    assert.deepEqual(before, [
      'additionalProperties: Property "billing_adress" is not allowed: the schema allows only "id", "name", "email", "tier", "billing_address". Did you mean "billing_address"? @ "billing_adress"',
      'required: Missing required property "email". @ {',
    ]);
    const result = await vscode.commands.executeCommand<SortBySchemaResult>(
      'jsonObjectValidator.sortBySchema',
    );
    assert.deepEqual(result, { changed: true, message: 'Sorted the properties in schema order.' });
    assert.equal(editor.document.getText(), IN_ORDER);
    const after = await waitForDiagnostics(
      uri,
      (d) => d.length === 2 && d.some((x) => x.range.start.line === 5),
      'the problems after the sort',
    );
    assert.deepEqual(problems(editor.document, after), before);
    // One undo step puts the text back.
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), SCRAMBLED);
    // Sorted text: nothing to do, and the result says so.
    await setText(editor, IN_ORDER);
    assert.deepEqual(
      await vscode.commands.executeCommand<SortBySchemaResult>('jsonObjectValidator.sortBySchema'),
      { changed: false, message: 'Already in schema order.' },
    );
    assert.equal(editor.document.getText(), IN_ORDER);
  });

  it('the source actions: the object at the cursor (its oneOf branch), and the whole document', async () => {
    const editor = await open('shapes/logo.shapes.json');
    const uri = editor.document.uri;
    await setText(
      editor,
      [
        '{',
        '  "shapes": [',
        '    { "radius": 5, "center": { "y": 10, "x": 10 }, "kind": "circle" },',
        '    { "color": "red", "height": 8, "width": 20, "origin": { "y": 0, "x": 0 }, "kind": "rectangle" }',
        '  ],',
        '  "name": "Logo"',
        '}',
        '',
      ].join('\n'),
    );
    await waitForDiagnostics(uri, (d) => d.length === 0, 'no problems');
    const sourceActions = async (at: vscode.Range): Promise<vscode.CodeAction[]> => {
      const all = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        at,
        vscode.CodeActionKind.Source.value,
      );
      console.log(`[measure] source actions offered: ${JSON.stringify(all.map((a) => a.title))}`);
      return all.filter((a) => a.kind?.value.startsWith('source.sortBySchema'));
    };
    const inRectangle = await sourceActions(rangeOf(editor.document, '"width"'));
    assert.deepEqual(
      inRectangle.map((a) => [a.title, a.kind?.value]),
      [
        ['Sort Properties in Schema Order', 'source.sortBySchema.jsonObjectValidator'],
        ['Sort Properties of This Object in Schema Order', 'source.sortBySchema.object.jsonObjectValidator'],
      ],
    );
    const object = inRectangle[1].edit;
    assert.ok(object);
    assert.equal(await vscode.workspace.applyEdit(object), true);
    // The rectangle only: the shape's own "kind", "color", then its branch's names; not the point in it.
    assert.equal(
      editor.document.getText(),
      [
        '{',
        '  "shapes": [',
        '    { "radius": 5, "center": { "y": 10, "x": 10 }, "kind": "circle" },',
        '    { "kind": "rectangle", "color": "red", "origin": { "y": 0, "x": 0 }, "width": 20, "height": 8 }',
        '  ],',
        '  "name": "Logo"',
        '}',
        '',
      ].join('\n'),
    );
    const [whole] = await sourceActions(rangeOf(editor.document, '"name"'));
    assert.equal(whole.title, 'Sort Properties in Schema Order');
    assert.ok(whole.edit);
    assert.equal(await vscode.workspace.applyEdit(whole.edit), true);
    assert.equal(
      editor.document.getText(),
      [
        '{',
        '  "name": "Logo",',
        '  "shapes": [',
        '    { "kind": "circle", "center": { "x": 10, "y": 10 }, "radius": 5 },',
        '    { "kind": "rectangle", "color": "red", "origin": { "x": 0, "y": 0 }, "width": 20, "height": 8 }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    await waitForDiagnostics(uri, (d) => d.length === 0, 'still no problems');
  });
  it('on save, with "source.sortBySchema" in editor.codeActionsOnSave', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    const settings = vscode.workspace.getConfiguration('editor');
    await settings.update(
      'codeActionsOnSave',
      { 'source.sortBySchema': 'always' },
      vscode.ConfigurationTarget.Global,
    );
    try {
      await setText(editor, SCRAMBLED);
      await waitForDiagnostics(
        uri,
        (d) => d.length === 2 && d.some((x) => x.range.start.line === 1),
        'the problems of the scrambled text',
      );
      assert.ok(await editor.document.save());
      // Sorted before it was written (the file on disk was in this order already).
      assert.equal(editor.document.getText(), IN_ORDER);
      assert.equal(await readFixture('customers/acme.json'), IN_ORDER);
    } finally {
      await settings.update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
