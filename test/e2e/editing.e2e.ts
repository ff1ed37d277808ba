import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, fixtureUri, open, rangeOf, restore, waitForDiagnostics } from './helpers';

/** Every completion item VS Code would list at a position (all providers: ours and the built-in JSON support). */
async function completions(
  uri: vscode.Uri,
  position: vscode.Position,
  trigger?: string,
): Promise<vscode.CompletionItem[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>(
    'vscode.executeCompletionItemProvider',
    uri,
    position,
    trigger,
  );
  return list.items;
}

function label(item: vscode.CompletionItem): string {
  return typeof item.label === 'string' ? item.label : item.label.label;
}

/** Labels that appear more than once (the same item from two providers). */
function repeated(items: vscode.CompletionItem[]): string[] {
  const seen = new Map<string, number>();
  for (const item of items) {
    // The built-in support labels property names with quotes in some versions; compare bare names.
    const name = label(item).replace(/^"|"$/g, '');
    seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([name]) => name);
}

/** Markdown text of every hover VS Code would show at a position. */
async function hovers(uri: vscode.Uri, position: vscode.Position): Promise<string[]> {
  const list = await vscode.commands.executeCommand<vscode.Hover[]>(
    'vscode.executeHoverProvider',
    uri,
    position,
  );
  return list.map((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n'));
}

/** Inside a key: one character after its opening quote. */
function inKey(document: vscode.TextDocument, key: string, occurrence = 0): vscode.Position {
  return rangeOf(document, `"${key}"`, occurrence).start.translate(0, 1);
}

describe('completion, hover and go to definition beside VS Code’s JSON support', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    await closeAll();
  });

  it('a file associated only through our settings: our items, branch-aware, none twice', async () => {
    const editor = await open('shapes/sketch.shapes.json');
    const document = editor.document;
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'the sketch is compliant');
    // A circle typed into the empty "shapes": only the circle branch's properties.
    const inside = rangeOf(document, '[]').start.translate(0, 1);
    assert.ok(await editor.edit((b) => b.insert(inside, '{ "kind": "circle", "" }')));
    const cursor = rangeOf(document, '""').start.translate(0, 1);
    const items = await completions(document.uri, cursor, '"');
    const names = items.map(label);
    assert.deepEqual(names.filter((n) => n !== '$schema').sort(), ['center', 'color', 'radius']);
    assert.deepEqual(repeated(items), []);
    await restore(document);
    // Validated again as it was, so no later suite sees this test's edit.
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'compliant again');
  });

  it('beside objects of the same array, names VS Code already suggests are not offered twice', async () => {
    const editor = await open('shapes/logo.shapes.json');
    const document = editor.document;
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'the drawing is compliant');
    const afterRadius = rangeOf(document, '"radius": 5').end;
    assert.ok(await editor.edit((b) => b.insert(afterRadius, ', ""')));
    const cursor = rangeOf(document, '""').start.translate(0, 1);
    const items = await completions(document.uri, cursor, '"');
    assert.ok(items.map(label).some((n) => n.replace(/^"|"$/g, '') === 'color'));
    assert.deepEqual(repeated(items), []);
    await restore(document);
    // Validated again as it was, so no later suite sees this test's edit.
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'compliant again');
  });

  it('a file with a $schema: VS Code’s JSON support answers, ours stays quiet (no item twice)', async () => {
    const editor = await open('customers/acme.json');
    const document = editor.document;
    await waitForDiagnostics(document.uri, (d) => d.length === 2, 'two diagnostics');
    const position = rangeOf(document, '"id": 42,').end;
    const items = await completions(document.uri, position.translate(1, 0).with({ character: 2 }));
    const names = items.map(label).map((n) => n.replace(/^"|"$/g, ''));
    assert.ok(
      names.includes('email'),
      `the built-in support offers the schema's names: ${JSON.stringify(names)}`,
    );
    assert.deepEqual(repeated(items), []);
    const texts = await hovers(document.uri, inKey(document, 'name'));
    assert.equal(texts.length, 1, `hovers: ${JSON.stringify(texts)}`);
  });

  it('hover on a key of a file associated through our settings: ours, with the branch that applies', async () => {
    const editor = await open('shapes/logo.shapes.json');
    const texts = await hovers(editor.document.uri, inKey(editor.document, 'radius'));
    assert.equal(texts.length, 1, `hovers: ${JSON.stringify(texts)}`);
    assert.match(texts[0], /^\*\*radius\*\*/);
    assert.match(texts[0], /The radius, in points\./);
    assert.match(texts[0], /drawing\.schema\.json:\d+/);
  });

  it('F12 from a property to the place in the schema that declares it', async () => {
    const editor = await open('shapes/logo.shapes.json');
    const links = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
      'vscode.executeDefinitionProvider',
      editor.document.uri,
      inKey(editor.document, 'width'),
    );
    assert.equal(links.length, 1);
    const link = links[0];
    const target = 'targetUri' in link ? link.targetUri : link.uri;
    const range =
      'targetSelectionRange' in link ? link.targetSelectionRange : (link as vscode.Location).range;
    assert.equal(target.toString(), fixtureUri('schemas/drawing.schema.json').toString());
    const schema = await vscode.workspace.openTextDocument(target);
    assert.equal(schema.getText(range as vscode.Range), '"width"');
    // The key of the rectangle branch's "width" (the only one).
    assert.equal((range as vscode.Range).start.line, rangeOf(schema, '"width"').start.line);
  });

  it('F12 in a file with a $schema: one place (VS Code’s JSON support has no go to definition)', async () => {
    const editor = await open('customers/acme.json');
    const links = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
      'vscode.executeDefinitionProvider',
      editor.document.uri,
      inKey(editor.document, 'tier'),
    );
    assert.equal(links.length, 1);
  });

  it('links on $ref values in a schema file: each once (the built-in support links "#/..." itself)', async () => {
    const editor = await open('schemas/drawing.schema.json');
    const document = editor.document;
    const links = await vscode.commands.executeCommand<vscode.DocumentLink[]>(
      'vscode.executeLinkProvider',
      document.uri,
    );
    // Every "$ref" value has exactly one link (VS Code's JSON support links these "#/..." pointers,
    // ours leave them to it). Other links (the "$schema" URL) are not counted.
    const text = document.getText();
    const values: vscode.Range[] = [];
    for (let i = text.indexOf('"$ref": "'); i >= 0; i = text.indexOf('"$ref": "', i + 1)) {
      const start = i + '"$ref": "'.length;
      values.push(
        new vscode.Range(document.positionAt(start), document.positionAt(text.indexOf('"', start))),
      );
    }
    for (const value of values) {
      const on = links.filter((l) => l.range.intersection(value) !== undefined);
      assert.equal(on.length, 1, `${on.length} links on the $ref at line ${value.start.line + 1}`);
    }
  });
});
