import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, EXTENSION_ID, open } from './helpers';

describe('activation', () => {
  it('activates on a JSON document, quickly, and starts the server', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is loaded as the extension under development`);
    // Only onLanguage:json/jsonc and the commands activate it: a workspace alone does not.
    assert.equal(extension.isActive, false, 'not active before a JSON document is opened');
    const before = performance.now();
    await open('notes/plain.json');
    const opened = performance.now();
    const validator = await api();
    const serverReadyMs = performance.now() - opened;
    assert.equal(extension.isActive, true);
    const pid = validator.serverPid();
    assert.equal(typeof pid, 'number', 'the server runs as its own process');
    // The figure the README quotes; activate() does no IO and does not wait for the server.
    console.log(
      `[measure] opening the first JSON file took ${(opened - before).toFixed(0)} ms; activate() took ${validator.activationMs.toFixed(1)} ms; the server was ready ${serverReadyMs.toFixed(0)} ms later`,
    );
    assert.ok(validator.activationMs < 200, `activation took ${validator.activationMs} ms (target < 200 ms)`);
  });
});
