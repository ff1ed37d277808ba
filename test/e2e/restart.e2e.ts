import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { JsonObjectValidatorApi } from '../../client/src/extension';
import { api, closeAll, EXTENSION_ID, open, rangeOf, restore, shapes, waitForDiagnostics } from './helpers';

/** Resolves when the extension reports a server start with a process other than `oldPid`. */
function nextServer(validator: JsonObjectValidatorApi, oldPid: number | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(new Error('no new server within 20 s'));
    }, 20_000);
    const subscription = validator.onDidStartServer(() => {
      const pid = validator.serverPid();
      if (pid === undefined || pid === oldPid) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve(pid);
    });
  });
}

/** Proves the current server validates: a type error typed now is reported. */
async function proveValidating(): Promise<void> {
  const editor = await open('customers/globex.json');
  await editor.edit((edit) => edit.replace(rangeOf(editor.document, '7'), 'true'));
  await waitForDiagnostics(editor.document.uri, (d) => d.length === 1, 'the type error from the new server');
  await restore(editor.document);
  await waitForDiagnostics(editor.document.uri, (d) => d.length === 0, 'the restored text re-validated');
}

describe('server lifecycle and cache', () => {
  after(async () => {
    await closeAll();
  });

  it('restarts the server when its process dies', async () => {
    const validator = await api();
    const pid = validator.serverPid();
    assert.ok(pid, 'a server runs');
    const restarted = nextServer(validator, pid);
    process.kill(pid, 'SIGKILL');
    const newPid = await restarted;
    assert.notEqual(newPid, pid);
    await proveValidating();
  });

  it('"Restart Server" starts a fresh server', async () => {
    const validator = await api();
    const pid = validator.serverPid();
    await vscode.commands.executeCommand('jsonObjectValidator.restartServer');
    const newPid = validator.serverPid();
    assert.ok(newPid !== undefined && newPid !== pid, `old ${pid}, new ${newPid}`);
    await proveValidating();
  });

  it('"Re-download All Schemas" answers, is the palette\'s only other schema-cache command, and re-validates', async () => {
    const commands = await vscode.commands.getCommands(true);
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      contributes: { commands: { command: string; title: string }[] };
    };
    // One "Clear Schema Cache" in the palette: VS Code's own; ours says what it does.
    assert.deepEqual(
      manifest.contributes.commands.filter((c) => /cache/i.test(c.title)).map((c) => c.title),
      [],
    );
    assert.ok(commands.includes('json.clearCache'), "VS Code's JSON support is there, at its defaults");
    await api();
    const editor = await open('customers/acme.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 2, 'two diagnostics');
    const changed = new Promise<void>((resolve) => {
      const subscription = vscode.languages.onDidChangeDiagnostics((e) => {
        if (!e.uris.some((u) => u.toString() === uri.toString())) return;
        subscription.dispose();
        resolve();
      });
    });
    await vscode.commands.executeCommand('jsonObjectValidator.clearSchemaCache');
    await changed;
    assert.deepEqual(
      shapes(uri).map((d) => d.code),
      ['required', 'additionalProperties'],
    );
  });
});
