import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileSystemName, fileSystemUri, isFileSystemUri } from '../../host/src/platform/fileUris.browser';
import { createHash } from '../../host/src/platform/web/crypto';
import { dirname, join } from '../../host/src/platform/web/path';

// The web build's platform modules (host/src/platform): what it reads as a file, the one encoding of
// URIs it compares, and the stand-ins of node:path and node:crypto it is bundled with.

void describe('web build: which URIs are files', () => {
  const table: [string, boolean][] = [
    ['file:///w/a.json', true],
    ['vscode-remote://127.0.0.1:8080/w/a.json', true],
    ['vscode-vfs://github/owner/repo/a.json', true],
    ['vscode-userdata:/User/globalStorage/x/schemas/1.json', true],
    ['json-object-validator-extension:/dist/schemastore/catalog.json', true],
    ['https://json.schemastore.org/a.json', false],
    ['http://127.0.0.1:1/a.json', false],
    ['vscode://schemas/settings/user', false],
    ['untitled:Untitled-1', false],
    ['json-object-validator://settings/user/0.schema.json', false],
    ['/plain/path.json', false],
  ];
  for (const [uri, expected] of table) {
    void test(`${uri} -> ${expected}`, () => assert.equal(isFileSystemUri(uri), expected));
  }
});

void describe('web build: one encoding for URIs from the editor and URIs joined from a listing', () => {
  const table: [string, string][] = [
    // VS Code's Uri.toString() form and a name joined as listed compare equal.
    ['vscode-vfs://github/o/r/a%20b.json', 'vscode-vfs://github/o/r/a b.json'],
    ['vscode-remote://127.0.0.1:8080/w/%C3%A9t%C3%A9.json', 'vscode-remote://127.0.0.1:8080/w/été.json'],
    ['file:///w/it%27s%20(1).json', "file:///w/it's (1).json"],
    ['VSCODE-VFS://github/o/r/x.json', 'vscode-vfs://github/o/r/x.json'],
  ];
  for (const [fromEditor, joined] of table) {
    void test(`${joined}`, () => {
      assert.equal(fileSystemName(fromEditor), fileSystemName(joined));
      assert.equal(fileSystemUri(joined), fileSystemName(fromEditor));
    });
  }
  void test('a plain path is read as a file: URI', () => {
    assert.equal(fileSystemUri('/w/a b.json'), 'file:///w/a%20b.json');
  });
  void test('a stray % does not throw', () => {
    assert.equal(fileSystemName('vscode-vfs://h/100%.json'), 'vscode-vfs://h/100%25.json');
  });
});

void describe('web build: node:path and node:crypto stand-ins', () => {
  const joins: [string[], string][] = [
    [
      ['vscode-userdata:/User/globalStorage/ext', 'schemas'],
      'vscode-userdata:/User/globalStorage/ext/schemas',
    ],
    [['vscode-remote://h:1/a/b/', 'c', 'd.json'], 'vscode-remote://h:1/a/b/c/d.json'],
    [['vscode-remote://h:1/a/b', '../c'], 'vscode-remote://h:1/a/c'],
    [['file:///tmp', './x'], 'file:///tmp/x'],
    [['/tmp/json', 'schemas'], '/tmp/json/schemas'],
  ];
  for (const [parts, expected] of joins) {
    void test(`join(${parts.join(', ')})`, () =>
      assert.equal(join(...(parts as [string, ...string[]])), expected));
  }
  void test('dirname keeps the scheme and authority', () => {
    assert.equal(dirname('vscode-remote://h:1/a/b.json'), 'vscode-remote://h:1/a');
  });
  void test('createHash: stable, distinct, 128 bits in hex or base64', () => {
    const a = createHash('sha256').update('https://example.com/a.json').digest('hex');
    assert.equal(a, createHash('sha256').update('https://example.com/a.json').digest('hex'));
    assert.notEqual(a, createHash('sha256').update('https://example.com/b.json').digest('hex'));
    assert.notEqual(a, createHash('sha256').update('https://example.com/a.jso').digest('hex'));
    assert.match(a, /^[0-9a-f]{32}$/);
    assert.match(createHash('sha1').update('x').digest('base64'), /^[A-Za-z0-9+/]{22}==$/);
    // Updates in pieces hash as the whole text.
    assert.equal(
      createHash('sha1').update('ab').update('c').digest('hex'),
      createHash('sha1').update('abc').digest('hex'),
    );
  });
});
