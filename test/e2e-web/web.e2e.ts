/**
 * The web build in a web worker extension host: the harness (e2e/run.mjs, stage "web worker extension
 * host") opens code-server with `extensionDevelopmentKind: web`, so the extension runs from its
 * manifest's `browser` entry and its server in a web worker; the first test proves that. The fixture
 * is test/e2e-web/fixtures/workspace, plus `remote.json`, whose `$schema` the harness points at its
 * own HTTP server on a domain it trusts in the user settings.
 */
import * as vscode from 'vscode';
import {
  api,
  closeAll,
  EXTENSION_ID,
  fixtureUri,
  open,
  quickFixes,
  rangeOf,
  shapes,
  waitForDiagnostics,
} from '../e2e/helpers';
import { ok, same } from './check';

/** A range as plain data. */
function at(range: vscode.Range): [number, number, number, number] {
  return [range.start.line, range.start.character, range.end.line, range.end.character];
}

/** The position just inside the first occurrence of `needle`. */
function inside(document: vscode.TextDocument, needle: string, offset = 1): vscode.Position {
  return document.positionAt(document.getText().indexOf(needle) + offset);
}

describe('web worker extension host', () => {
  afterEach(async () => {
    await closeAll();
  });

  it('runs from the browser entry, with its server in a web worker', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    ok(extension, `${EXTENSION_ID} is not loaded`);
    const exports = await api();
    same(exports.host, 'web', 'the host the extension reports');
    same(exports.serverPid(), undefined, 'a server process id');
    // A web worker extension host runs on the UI side and is a worker (importScripts); a Node host is neither.
    same(extension.extensionKind, vscode.ExtensionKind.UI, 'extensionKind');
    same(
      typeof (globalThis as { importScripts?: unknown }).importScripts,
      'function',
      'typeof importScripts',
    );
  });

  it('underlines the offending key, hovers, completes and applies a quick fix', async () => {
    await api();
    const editor = await open('main.app.json');
    const document = editor.document;
    const uri = document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics');
    same(
      shapes(uri).map((d) => [d.code, d.range]),
      [
        ['type', at(rangeOf(document, '"8080"'))],
        ['unevaluatedProperties', at(rangeOf(document, '"colour"'))],
      ],
      'codes and ranges',
    );
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      inside(document, '"name"'),
    );
    const hoverText = hovers
      .flatMap((h) => h.contents)
      .map((c) => (typeof c === 'string' ? c : c.value))
      .join('\n');
    ok(hoverText.includes("The application's name, shown in its title bar."), `hover: ${hoverText}`);
    const completions = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      uri,
      inside(document, '"colour"'),
    );
    const labels = completions.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    // The names the schema allows that the object does not have yet.
    ok(
      ['color', 'mode'].every((name) => labels.some((l) => l.replace(/^"|"$/g, '') === name)),
      `completion labels: ${JSON.stringify(labels)}`,
    );
    const fixes = await quickFixes(uri, rangeOf(document, '"colour"'));
    const rename = fixes.find((a) => a.title === "Did you mean 'color'? Rename 'colour'");
    ok(rename?.edit, `fixes offered: ${JSON.stringify(fixes.map((a) => a.title))}`);
    ok(await vscode.workspace.applyEdit(rename.edit), 'the rename applied');
    ok(document.getText().includes('"color": "red"'), `text after the fix: ${document.getText()}`);
    await waitForDiagnostics(uri, (d) => d.length === 1, 'only the type error left');
    same(
      shapes(uri).map((d) => d.code),
      ['type'],
      'codes after the fix',
    );
  });

  it('follows "$schema" to a sibling file and its "$ref" to a third file', async () => {
    await api();
    const editor = await open('linked/service.json');
    const document = editor.document;
    const uri = document.uri;
    const [error] = await waitForDiagnostics(uri, (d) => d.length === 1, 'one diagnostic');
    same(
      [shapes(uri)[0].code, shapes(uri)[0].range],
      ['pattern', at(rangeOf(document, '"not an email"'))],
      'the pattern error from people.schema.json',
    );
    const related = error.relatedInformation?.map((r) => r.location.uri.path.split('/').pop());
    ok(related?.includes('people.schema.json'), `related information: ${JSON.stringify(related)}`);
    // `$ref` navigation in the schema file: the definition is the target in the third file.
    const schema = await vscode.workspace.openTextDocument(fixtureUri('linked/service.schema.json'));
    const targets = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
      'vscode.executeDefinitionProvider',
      schema.uri,
      inside(schema, './people.schema.json', 2),
    );
    const found = targets.map((t) => ('targetUri' in t ? t.targetUri : t.uri).path.split('/').pop());
    ok(found.includes('people.schema.json'), `definitions: ${JSON.stringify(found)}`);
  });

  it('validates unopened files with Validate Workspace', async () => {
    await api();
    const result = await vscode.commands.executeCommand<{ filesChecked: number; problems: number }>(
      'jsonObjectValidator.validateWorkspace',
    );
    ok(result && result.filesChecked >= 3, `result: ${JSON.stringify(result)}`);
    const other = fixtureUri('unopened/deep/other.app.json');
    await waitForDiagnostics(other, (d) => d.length === 1, "the unopened file's diagnostic");
    same(
      shapes(other).map((d) => [d.code, d.range]),
      [['type', [1, 10, 1, 11]]],
      "the unopened file's diagnostic",
    );
    same(shapes(fixtureUri('unopened/fine.app.json')), [], 'a valid unopened file');
  });

  it('names the schema in the status bar and keeps working after Restart Server', async () => {
    const exports = await api();
    const editor = await open('main.app.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics');
    const state = await exports.refreshStatusBar();
    same(
      [state.visible, state.schemaUri?.split('/').pop()],
      [true, 'app.schema.json'],
      'the status bar item',
    );
    // A new server in a new worker (the old one is ended): it validates the open document again.
    await vscode.commands.executeCommand('jsonObjectValidator.restartServer');
    await exports.ready();
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, rangeOf(editor.document, '"8080"'), '8080');
    ok(await vscode.workspace.applyEdit(edit), 'the edit applied');
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the type error fixed by an edit after the restart');
    same(
      shapes(uri).map((d) => [d.code, d.range]),
      [['unevaluatedProperties', at(rangeOf(editor.document, '"colour"'))]],
      'after the restart',
    );
  });

  it('downloads a remote schema from a trusted domain', async () => {
    await api();
    const editor = await open('remote.json');
    const document = editor.document;
    const uri = document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 1, "the remote schema's diagnostic");
    same(
      shapes(uri).map((d) => [d.code, d.range]),
      [['type', at(rangeOf(document, '"three"'))]],
      "the remote schema's diagnostic",
    );
  });
});
