import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ConfigurationItem, PublishDiagnosticsParams } from 'vscode-languageserver';
import type { ClientPort } from '../../../server/src/transport/clientPort';
import { Server } from '../../../server/src/server';
import { DocumentValidator } from '../../../server/src/documents/validation';
import { memoryEnvironment } from './inProcessServer';

/** An in-memory file system and a client that records what the server sends. */
function setup(files: Record<string, string>, configuration?: (item: ConfigurationItem) => unknown) {
  const published: PublishDiagnosticsParams[] = [];
  const logs: string[] = [];
  const waiters: { uri: string; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  const client: ClientPort = {
    publishDiagnostics(params) {
      published.push(params);
      for (const w of waiters.filter((x) => x.uri === params.uri)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(params);
      }
    },
    getConfiguration: (items) => Promise.resolve(items.map((i) => configuration?.(i) ?? null)),
    watchFiles: () => Promise.resolve(),
    createProgress: () => Promise.resolve(undefined),
    log: (m) => logs.push(m),
    settingsProblems: (problems) => logs.push(...problems),
  };
  const server = new Server(client, memoryEnvironment(files));
  const next = (uri: string): Promise<PublishDiagnosticsParams> =>
    new Promise((resolve) => waiters.push({ uri, resolve }));
  return { server, published, logs, next };
}

const SCHEMA = JSON.stringify({ type: 'object', required: ['a'], properties: { a: { type: 'number' } } });

void describe('Server in-process', () => {
  void test('an exception while validating one document is logged and becomes one diagnostic on it', async () => {
    const { server, logs, next } = setup({ '/w/s.json': SCHEMA });
    server.initialize({ processId: null, rootUri: 'file:///w', capabilities: {}, workspaceFolders: null });
    // Kept as a descriptor so it can be put back exactly (and called with the right `this`).
    const original = Object.getOwnPropertyDescriptor(DocumentValidator.prototype, 'analyzeOpen')!
      .value as DocumentValidator['analyzeOpen'];
    DocumentValidator.prototype.analyzeOpen = function (uri, text, languageId, session) {
      if (uri.endsWith('boom.json')) return Promise.reject(new Error('kaboom'));
      return original.call(this, uri, text, languageId, session);
    };
    try {
      const boom = next('file:///w/boom.json');
      server.didOpen({
        textDocument: { uri: 'file:///w/boom.json', languageId: 'json', version: 1, text: '{}' },
      });
      const published = await boom;
      assert.deepEqual(
        published.diagnostics.map((d) => [d.code, d.severity, d.range, d.message]),
        [
          [
            'internal-error',
            1,
            { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
            'The validator failed on this document (kaboom). The details are in the server log; please report it.',
          ],
        ],
      );
      assert.equal(
        logs.filter((l) => l.startsWith('Validating file:///w/boom.json failed: Error: kaboom')).length,
        1,
      );
      // Other documents are unaffected.
      const fine = next('file:///w/fine.json');
      server.didOpen({
        textDocument: {
          uri: 'file:///w/fine.json',
          languageId: 'json',
          version: 1,
          text: '{ "$schema": "./s.json" }',
        },
      });
      assert.deepEqual(
        (await fine).diagnostics.map((d) => d.message),
        ['Missing required property "a".'],
      );
    } finally {
      DocumentValidator.prototype.analyzeOpen = original;
      server.dispose();
    }
  });

  void test('a settings entry with an invalid glob affects only itself (issue 10, item 2)', async () => {
    const { server, next } = setup({ '/w/s.json': SCHEMA });
    server.initialize({ processId: null, rootUri: 'file:///w', capabilities: {}, workspaceFolders: null });
    await server.didChangeConfiguration({
      settings: {
        jsonObjectValidator: {
          schemas: [
            { fileMatch: ['[z-a].json'], url: './s.json' },
            { fileMatch: ['*.conf.json'], url: './s.json' },
          ],
        },
      },
    });
    const cases: [string, string, string[]][] = [
      ['file:///w/z.json', '{}', []],
      ['file:///w/own.json', '{ "$schema": "./s.json" }', ['Missing required property "a".']],
      ['file:///w/x.conf.json', '{}', ['Missing required property "a".']],
    ];
    for (const [uri, text, messages] of cases) {
      const published = next(uri);
      server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
      assert.deepEqual(
        (await published).diagnostics.map((d) => d.message),
        messages,
        uri,
      );
    }
    server.dispose();
  });

  void test('number literals beyond a double are judged as written in an open document, after edits too', async () => {
    const schema = JSON.stringify({ properties: { n: { maximum: 9007199254740992 } } });
    const { server, next } = setup({ '/w/n.json': schema });
    server.initialize({ processId: null, rootUri: 'file:///w', capabilities: {}, workspaceFolders: null });
    const uri = 'file:///w/d.json';
    // Both literals are the double 9007199254740992; only the first says more than the maximum.
    const text = '{ "$schema": "./n.json", "m": 1, "n": 9007199254740993 }';
    const opened = next(uri);
    server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    const first = (await opened).diagnostics;
    assert.equal(first.length, 1, JSON.stringify(first));
    const at = { start: { line: 0, character: 38 }, end: { line: 0, character: 54 } };
    assert.deepEqual(first[0].range, at);
    // An edit elsewhere: the session's tree and validation cache answer, with the same verdict.
    const edited = next(uri);
    server.didChange({
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: 0, character: 30 }, end: { line: 0, character: 31 } }, text: '2' },
      ],
    });
    assert.deepEqual((await edited).diagnostics, first);
    // The literal edited down to what its double says: valid.
    const fixed = next(uri);
    server.didChange({
      textDocument: { uri, version: 3 },
      contentChanges: [
        { range: { start: { line: 0, character: 53 }, end: { line: 0, character: 54 } }, text: '2' },
      ],
    });
    assert.deepEqual((await fixed).diagnostics, []);
    server.dispose();
  });

  void test('edits within the debounce delay are validated once, with the newest text', async () => {
    const { server, published, next } = setup({ '/w/s.json': SCHEMA });
    server.initialize({ processId: null, rootUri: 'file:///w', capabilities: {}, workspaceFolders: null });
    await server.didChangeConfiguration({ settings: { jsonObjectValidator: { validationDelay: 40 } } });
    const uri = 'file:///w/d.json';
    const opened = next(uri);
    server.didOpen({
      textDocument: { uri, languageId: 'json', version: 1, text: '{ "$schema": "./s.json", "a": 1 }' },
    });
    assert.deepEqual((await opened).diagnostics, []);
    const edited = next(uri);
    const values = ['"x"', 'true', 'null', '[]', '2'];
    values.forEach((value, i) => {
      const previous = i === 0 ? '1' : values[i - 1];
      server.didChange({
        textDocument: { uri, version: i + 2 },
        contentChanges: [
          {
            range: { start: { line: 0, character: 30 }, end: { line: 0, character: 30 + previous.length } },
            text: value,
          },
        ],
      });
    });
    const result = await edited;
    await server.idle();
    assert.equal(result.version, 6);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(published.length, 2);
    server.dispose();
  });

  void test('multi-root: each folder gets its own settings through workspace/configuration', async () => {
    const { server, next } = setup(
      {
        '/one/s.json': JSON.stringify({ required: ['fromOne'] }),
        '/two/s.json': JSON.stringify({ required: ['fromTwo'] }),
      },
      (item) =>
        item.scopeUri && item.section === 'jsonObjectValidator'
          ? { schemas: [{ fileMatch: ['*.cfg.json'], url: './s.json' }] }
          : null,
    );
    server.initialize({
      processId: null,
      rootUri: null,
      capabilities: { workspace: { configuration: true } },
      workspaceFolders: [
        { uri: 'file:///one', name: 'one' },
        { uri: 'file:///two', name: 'two' },
      ],
    });
    await server.initialized();
    const one = next('file:///one/a.cfg.json');
    server.didOpen({
      textDocument: { uri: 'file:///one/a.cfg.json', languageId: 'json', version: 1, text: '{}' },
    });
    const two = next('file:///two/sub/b.cfg.json');
    server.didOpen({
      textDocument: { uri: 'file:///two/sub/b.cfg.json', languageId: 'json', version: 1, text: '{}' },
    });
    assert.deepEqual(
      (await one).diagnostics.map((d) => d.message),
      ['Missing required property "fromOne".'],
    );
    assert.deepEqual(
      (await two).diagnostics.map((d) => d.message),
      ['Missing required property "fromTwo".'],
    );
    const outside = next('file:///elsewhere/c.cfg.json');
    server.didOpen({
      textDocument: { uri: 'file:///elsewhere/c.cfg.json', languageId: 'json', version: 1, text: '{}' },
    });
    assert.deepEqual((await outside).diagnostics, []);
    server.dispose();
  });

  void test('a large document edited after a schema change gives the diagnostics of a fresh full validation', async () => {
    const files: Record<string, string> = {
      '/w/s.json': JSON.stringify({
        type: 'array',
        items: { type: 'object', required: ['a'], properties: { a: { type: 'number' } } },
      }),
    };
    const { server, next } = setup(files);
    server.initialize({ processId: null, rootUri: 'file:///w', capabilities: {}, workspaceFolders: null });
    await server.didChangeConfiguration({
      settings: {
        jsonObjectValidator: { schemas: [{ fileMatch: ['*.json'], url: './s.json' }], validationDelay: 0 },
      },
    });
    // Large enough for the incremental path (INCREMENTAL_MIN_LENGTH), every 500th record wrong.
    const records = Array.from({ length: 12_000 }, (_, i) =>
      i % 500 === 0 ? `  { "a": "${i}", "b": true }` : `  { "a": ${i}, "b": true }`,
    );
    const text = `[\n${records.join(',\n')}\n]`;
    const uri = 'file:///w/big.json';
    const summary = (p: PublishDiagnosticsParams) =>
      p.diagnostics.map((d) => [d.range.start.line, d.message]);
    const opened = next(uri);
    server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    assert.equal((await opened).diagnostics.length, 24);

    // The rule changes before the first edit: state remembered at open must not survive it.
    files['/w/s.json'] = JSON.stringify({
      type: 'array',
      items: { type: 'object', required: ['a'], properties: { a: { type: 'number', maximum: 11_990 } } },
    });
    const revalidated = next(uri);
    server.didChangeWatchedFiles({ changes: [{ uri: 'file:///w/s.json', type: 2 }] });
    assert.equal((await revalidated).diagnostics.length, 24 + 9);

    const edited = next(uri);
    // Line 2 is record 1: `  { "a": 1, "b": true }`; its 1 (character 9) becomes 12001.
    server.didChange({
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: 2, character: 9 }, end: { line: 2, character: 10 } }, text: '12001' },
      ],
    });
    const afterEdit = await edited;

    const fresh = next('file:///w/fresh.json');
    const editedLines = text.split('\n');
    editedLines[2] = `${editedLines[2].slice(0, 9)}12001${editedLines[2].slice(10)}`;
    server.didOpen({
      textDocument: {
        uri: 'file:///w/fresh.json',
        languageId: 'json',
        version: 1,
        text: editedLines.join('\n'),
      },
    });
    const expected = await fresh;
    assert.equal(afterEdit.version, 2);
    assert.deepEqual(summary(afterEdit), summary(expected));
    assert.equal(afterEdit.diagnostics.length, 24 + 9 + 1);
    server.dispose();
  });
});
