import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CancellationTokenSource } from 'vscode-languageserver';
import type { PublishDiagnosticsParams } from 'vscode-languageserver';
import type { ClientPort } from '../../../server/src/transport/clientPort';
import type { RunSummary } from '../../../server/src/workspace/schemaImpact';
import { lensTitle, rootLine } from '../../../server/src/workspace/schemaLens';
import { Server } from '../../../server/src/server';
import { memoryEnvironment } from './inProcessServer';

const FILES = 20;
const NAMES = Array.from({ length: FILES }, (_, i) => `file:///w/f${String(i).padStart(2, '0')}.json`);
const SCHEMA_URI = 'file:///w/s.json';
const schemaText = (required: string[]): string => JSON.stringify({ type: 'object', required });

/**
 * A server over an in-memory folder /w of FILES documents that use /w/s.json, after Validate Workspace,
 * with the schema open; what it publishes is recorded in order.
 */
async function setup(settings: Record<string, unknown> = {}) {
  const files: Record<string, string> = { '/w/s.json': schemaText(['name']) };
  for (const uri of NAMES) files[uri.slice('file://'.length)] = '{ "$schema": "./s.json", "name": "n" }';
  const published: PublishDiagnosticsParams[] = [];
  const client: ClientPort = {
    publishDiagnostics: (params) => void published.push(params),
    getConfiguration: (items) =>
      Promise.resolve(items.map((i) => (i.section === 'jsonObjectValidator' ? settings : null))),
    watchFiles: () => Promise.resolve(),
    createProgress: () => Promise.resolve(undefined),
    log: () => undefined,
    settingsProblems: () => undefined,
  };
  const environment = {
    ...memoryEnvironment(files),
    readDirectory: (dir: string) =>
      Promise.resolve(
        dir === '/w' ? Object.keys(files).map((p) => ({ name: p.slice(3), kind: 'file' as const })) : [],
      ),
  };
  const server = new Server(client, environment);
  server.initialize({
    processId: null,
    rootUri: 'file:///w',
    capabilities: { workspace: { configuration: true } },
    workspaceFolders: null,
  });
  await server.initialized();
  const result = await server.validateWorkspace(new CancellationTokenSource().token);
  assert.equal(result.filesChecked, FILES);
  server.didOpen({
    textDocument: { uri: SCHEMA_URI, languageId: 'json', version: 1, text: schemaText(['name']) },
  });
  let version = 1;
  const editSchema = (required: string[]): void =>
    server.didChange({
      textDocument: { uri: SCHEMA_URI, version: ++version },
      contentChanges: [{ text: schemaText(required) }],
    });
  /** The summaries of the runs, in order; `ended(n)` resolves once n runs ended. */
  const runs: RunSummary[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  server.schemaImpact.hooks.runEnded = (summary) => {
    runs.push(summary);
    for (const w of waiting.filter((x) => runs.length >= x.count)) w.resolve();
  };
  const ended = (count: number): Promise<void> =>
    runs.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }));
  const messagesOf = (uri: string): string[][] =>
    published
      .filter((p) => p.uri === uri)
      .map((p) => p.diagnostics.map((d) => (typeof d.message === 'string' ? d.message : d.message.value)));
  published.length = 0;
  return { server, published, editSchema, runs, ended, messagesOf };
}

void describe('background re-validation of the files a schema edit touches (in-process)', () => {
  void test('the next edit of the schema stops the run going on; the run after it sees every file', async () => {
    const { server, editSchema, runs, ended, messagesOf } = await setup();
    try {
      server.schemaImpact.hooks.beforeFile = (_schema, _file, index) => {
        // Deterministically in the middle of the first run: the schema changes again.
        if (runs.length === 0 && index === 5) editSchema(['name', 'zip']);
      };
      editSchema(['name', 'id']);
      await ended(2);
      assert.deepEqual(
        runs.map((r) => [r.checked, r.total, r.cancelled, r.skipped]),
        [
          [5, FILES, true, false],
          [FILES, FILES, false, false],
        ],
      );
      for (const [i, uri] of NAMES.entries()) {
        const expected = [['Missing required property "zip".']];
        // The files the first run reached had its result first; no file got it after the next edit.
        assert.deepEqual(
          messagesOf(uri),
          i < 5 ? [['Missing required property "id".'], ...expected] : expected,
          uri,
        );
      }
      assert.equal(runs[1].changed, FILES);
    } finally {
      server.dispose();
    }
  });

  void test('a schema that does not compile as it stands leaves the files as they were', async () => {
    const { server, runs, ended, published } = await setup();
    try {
      server.didChange({
        textDocument: { uri: SCHEMA_URI, version: 2 },
        contentChanges: [{ text: '{ "type": "object", "required": ["name", ' }],
      });
      await ended(1);
      assert.deepEqual(
        runs.map((r) => [r.checked, r.skipped]),
        [[0, true]],
      );
      assert.deepEqual(
        published.filter((p) => p.uri !== SCHEMA_URI),
        [],
      );
    } finally {
      server.dispose();
    }
  });

  void test('an edit of an open document is validated before the run goes on to its next file', async () => {
    const { server, editSchema, ended, published } = await setup({ validationDelay: 0 });
    const doc = 'file:///w/open.json';
    try {
      server.didOpen({
        textDocument: { uri: doc, languageId: 'json', version: 1, text: '{ "$schema": "./s.json" }' },
      });
      await server.idle();
      let typedAt = -1;
      server.schemaImpact.hooks.beforeFile = (_schema, _file, index) => {
        if (index === 3) {
          typedAt = published.length;
          server.didChange({
            textDocument: { uri: doc, version: 2 },
            contentChanges: [{ text: '{ "$schema": "./s.json", "name": 1 }' }],
          });
        }
      };
      editSchema(['name', 'id']);
      await ended(1);
      const after = published.slice(typedAt).map((p) => p.uri);
      // The file the run was on when the keystroke came finishes; the open document is next.
      assert.deepEqual(after.slice(0, 2), [NAMES[3], doc]);
      assert.equal(after.filter((uri) => uri === doc).length, 1);
    } finally {
      server.dispose();
    }
  });
});

void describe('the schema lens wording and place', () => {
  void test('counts, singular and plural, and none known', () => {
    assert.equal(lensTitle(0, 0), 'No known file uses this schema · Validate Workspace');
    assert.equal(lensTitle(1, 0), 'Used by 1 file · compliant');
    assert.equal(lensTitle(1, 1), 'Used by 1 file · 1 not compliant');
    assert.equal(lensTitle(12, 0), 'Used by 12 files · all compliant');
    assert.equal(lensTitle(10_000, 1_234), 'Used by 10,000 files · 1,234 not compliant');
  });

  void test('the root line after blank lines and comments', () => {
    assert.equal(rootLine('{}'), 0);
    assert.equal(rootLine('\n\n  {'), 2);
    assert.equal(rootLine('// a schema\n/* of\n many lines */\n{'), 3);
    assert.equal(rootLine('\ufeff\r\n{'), 1);
    assert.equal(rootLine('/* never closed'), 0);
  });
});
