/**
 * The common configuration files, out of the box: a tsconfig.json gets SchemaStore's schema (the
 * TypeScript extension's jsonValidation contribution names it) and a typo in it is listed once, by
 * us, with VS Code's built-in JSON support at its defaults beside. There is no internet here, so the
 * schema comes through VS Code's own proxy settings from a TLS-inspecting proxy serving SchemaStore's
 * copy in ../shared.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import { schemastoreDir } from '../support/paths';
import {
  api,
  closeAll,
  fixtureUri,
  shapes,
  waitForDiagnostics,
  waitForStatus,
  writeFixture,
} from './helpers';
import { InspectingProxy } from './inspectingProxy';

describe('common files out of the box', () => {
  const tsconfig = join(schemastoreDir, 'schemas/tsconfig.json');
  const proxy = new InspectingProxy(
    new Map([
      ['https://json.schemastore.org/tsconfig', tsconfig],
      ['https://json.schemastore.org/tsconfig.json', tsconfig],
      ['https://www.schemastore.org/tsconfig.json', tsconfig],
    ]),
  );

  before(async () => {
    await api();
    await proxy.listen();
    const http = vscode.workspace.getConfiguration('http');
    await http.update('proxy', proxy.url, vscode.ConfigurationTarget.Global);
    await http.update('proxyStrictSSL', false, vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    await closeAll();
    const http = vscode.workspace.getConfiguration('http');
    await http.update('proxy', undefined, vscode.ConfigurationTarget.Global);
    await http.update('proxyStrictSSL', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace.fs.delete(fixtureUri('tsconfig.json')).then(undefined, () => undefined);
    await proxy.close();
  });

  it('a typo in tsconfig.json is one problem, ours', async () => {
    await writeFixture(
      'tsconfig.json',
      '{\n  "compilerOptions": {\n    "moduleResolution": "nodee"\n  }\n}\n',
    );
    const uri = fixtureUri('tsconfig.json');
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(document.languageId, 'jsonc');
    await vscode.window.showTextDocument(document);
    const validator = await api();
    // The first attempt may precede the proxy setting (the shipped copy serves meanwhile); the new
    // setting downloads it again.
    await waitForDiagnostics(uri, (d) => d.length === 1 && d[0].range.start.line === 2, 'the typo', 60_000);
    assert.deepEqual(
      shapes(uri).map((d) => [d.range, d.code, d.severity]),
      [[[2, 24, 2, 31], 'anyOf', 'Error']],
    );
    // VS Code's JSON support has the document (it answers for it) and still lists nothing of its own.
    const symbols = await vscode.commands.executeCommand<unknown[]>(
      'vscode.executeDocumentSymbolProvider',
      uri,
    );
    assert.ok(Array.isArray(symbols) && symbols.length > 0);
    assert.deepEqual(
      vscode.languages.getDiagnostics(uri).map((d) => d.source),
      [DIAGNOSTIC_SOURCE],
    );
    // The shipped copy finds the same typo: the status says when the proxy's copy replaced it.
    const status = await waitForStatus(
      validator,
      (s) => s.documentUri === uri.toString() && s.schemaUri !== undefined && !/shipped/.test(s.text),
      'the status of tsconfig.json, from the downloaded schema',
    );
    assert.ok(
      proxy.requested.includes('https://json.schemastore.org/tsconfig'),
      JSON.stringify(proxy.requested),
    );
    assert.match(status.text, /extension vscode\.typescript-language-features/);
  });
});
