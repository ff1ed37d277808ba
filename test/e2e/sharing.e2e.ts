/**
 * One source of problems beside VS Code's built-in JSON support, which this suite leaves at its
 * defaults: each problem is listed once, comments and trailing commas follow VS Code's rules, and
 * turning our validation off for a file shows VS Code's own validation instead of nothing.
 */
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import { api, closeAll, fixtureUri, open, shape, waitForDiagnostics, writeFixture } from './helpers';
import type { DiagnosticShape } from './helpers';

const SECTION = 'jsonObjectValidator';

/** Every diagnostic of a document, whatever its source, with the source: what the Problems panel lists. */
function everything(uri: vscode.Uri): (DiagnosticShape & { source: string | undefined })[] {
  return vscode.languages
    .getDiagnostics(uri)
    .map((d) => ({ ...shape(d), source: d.source }))
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

/**
 * Waits until VS Code's JSON language server has the document open and answered a request for it:
 * from then on it would have validated the document, had it been allowed to.
 */
async function builtInHasSeen(uri: vscode.Uri): Promise<void> {
  const symbols = await vscode.commands.executeCommand<unknown[]>(
    'vscode.executeDocumentSymbolProvider',
    uri,
  );
  assert.ok(Array.isArray(symbols) && symbols.length > 0, "VS Code's JSON support answers for the document");
}

/** Resolves with every diagnostic of `uri` once `accept` holds for them (any source). */
function waitForAll(
  uri: vscode.Uri,
  accept: (all: ReturnType<typeof everything>) => boolean,
  what: string,
): Promise<ReturnType<typeof everything>> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const all = everything(uri);
      if (!accept(all)) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve(all);
    };
    const subscription = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === uri.toString())) check();
    });
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(everything(uri))}`));
    }, 20_000);
    check();
  });
}

describe("beside VS Code's built-in JSON support (at its defaults)", () => {
  const created: string[] = [];
  async function create(path: string, text: string): Promise<vscode.Uri> {
    created.push(path);
    await writeFixture(path, text);
    return fixtureUri(path);
  }

  before(async () => {
    await api();
  });

  afterEach(async () => {
    const config = vscode.workspace.getConfiguration(SECTION, null);
    await config.update('exclude', undefined, vscode.ConfigurationTarget.Workspace);
    await config.update('validate.enable', undefined, vscode.ConfigurationTarget.Workspace);
    await closeAll();
  });

  after(async () => {
    // Other suites count the workspace's files.
    for (const path of created) {
      await vscode.workspace.fs.delete(fixtureUri(path)).then(undefined, () => undefined);
    }
  });

  it("VS Code's JSON validation is off by this extension's default, not by a setting of the person", () => {
    const builtIn = vscode.extensions.getExtension('vscode.json-language-features');
    assert.ok(builtIn, 'the built-in JSON extension is installed and enabled');
    const inspected = vscode.workspace.getConfiguration('json').inspect<boolean>('validate.enable');
    assert.equal(inspected?.defaultValue, false);
    assert.equal(inspected?.globalValue, undefined);
    assert.equal(inspected?.workspaceValue, undefined);
  });

  it('a syntax error in a .json file without a schema is listed once', async () => {
    const uri = await create('notes/syntax.json', '{\n  "a": 1\n  "b": 2\n}\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the syntax error');
    await builtInHasSeen(uri);
    assert.deepEqual(everything(uri), [
      {
        range: [2, 2, 2, 5],
        message: 'Expected comma',
        code: 'comma-expected',
        severity: 'Error',
        source: DIAGNOSTIC_SOURCE,
      },
    ]);
  });

  it('each schema problem of a "$schema" file is listed once', async () => {
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two problems');
    await builtInHasSeen(uri);
    assert.deepEqual(
      everything(uri).map((d) => `${d.source ?? ''}: ${d.code ?? ''}`),
      [`${DIAGNOSTIC_SOURCE}: required`, `${DIAGNOSTIC_SOURCE}: additionalProperties`],
    );
  });

  it('comments are an error in json and fine in jsonc; a trailing comma is a warning in jsonc', async () => {
    const text = '// a note\n{\n  "a": 1,\n}\n';
    const json = await create('notes/commented.json', text);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(json));
    await waitForDiagnostics(json, (d) => d.length === 2, 'the comment and the trailing comma');
    await builtInHasSeen(json);
    assert.deepEqual(
      everything(json).map((d) => [d.range, d.message, d.severity, d.source]),
      [
        [[0, 0, 0, 9], 'Comments are not permitted in JSON.', 'Error', DIAGNOSTIC_SOURCE],
        [[2, 8, 2, 9], 'Trailing comma', 'Error', DIAGNOSTIC_SOURCE],
      ],
    );
    const jsonc = await create('notes/commented.jsonc', text);
    const document = await vscode.workspace.openTextDocument(jsonc);
    assert.equal(document.languageId, 'jsonc');
    await vscode.window.showTextDocument(document);
    await waitForDiagnostics(jsonc, (d) => d.length === 1, 'the trailing comma only');
    await builtInHasSeen(jsonc);
    assert.deepEqual(
      everything(jsonc).map((d) => [d.range, d.message, d.severity, d.source]),
      [[[2, 8, 2, 9], 'Trailing comma', 'Warning', DIAGNOSTIC_SOURCE]],
    );
  });

  it("a schema's allowComments and allowTrailingCommas let a .json file have them", async () => {
    await create(
      'schemas/lenient.schema.json',
      JSON.stringify({ allowComments: true, allowTrailingCommas: true, type: 'object', required: ['b'] }),
    );
    const uri = await create(
      'notes/lenient.json',
      '{\n  "$schema": "../schemas/lenient.schema.json",\n  // allowed here\n  "a": 1,\n}\n',
    );
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the schema problem only');
    await builtInHasSeen(uri);
    assert.deepEqual(
      everything(uri).map((d) => [d.message, d.source]),
      [['Missing required property "b".', DIAGNOSTIC_SOURCE]],
    );
  });

  for (const how of ['exclude', 'validate.enable'] as const) {
    it(`turned off by "${SECTION}.${how}", a file gets VS Code's own validation, not nothing`, async () => {
      const uri = await create(
        `notes/off-${how}.json`,
        '{\n  "$schema": "../schemas/customer.schema.json",\n  "id": "7",\n  "name": "x",\n  "email": "e"\n  "tier": "pro"\n}\n',
      );
      const config = vscode.workspace.getConfiguration(SECTION, null);
      if (how === 'exclude') {
        await config.update('exclude', [`notes/off-${how}.json`], vscode.ConfigurationTarget.Workspace);
      } else {
        await config.update('validate.enable', false, vscode.ConfigurationTarget.Workspace);
      }
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
      const all = await waitForAll(uri, (d) => d.length === 3, "VS Code's three problems");
      // vscode-json-languageservice's wording, source and verdicts (it rejects "$schema" under
      // additionalProperties: false), as VS Code's JSON support shows them.
      assert.deepEqual(
        all.map((d) => [d.range, d.message, d.source]),
        [
          [[1, 2, 1, 11], 'Property $schema is not allowed.', 'json'],
          [[2, 8, 2, 11], 'Incorrect type. Expected "integer".', 'json'],
          [[5, 2, 5, 8], 'Expected comma', 'json'],
        ],
      );
      // The suites after this one expect this extension to validate: wait until the server has the
      // setting back (afterEach's update alone returns before the server hears of it).
      await config.update(how, undefined, vscode.ConfigurationTarget.Workspace);
      await waitForAll(
        uri,
        (d) => d.length > 0 && d.every((x) => x.source === DIAGNOSTIC_SOURCE),
        'our own problems again',
      );
    });
  }
});
