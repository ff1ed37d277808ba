// The server's thread collects its own garbage while a large document on the document worker is edited
// (GarbageBudget in server/src/worker/garbage.ts). This file runs in a process of its own (node --test), so the
// thread's heap holds only this server: it keeps little, as the server's thread does.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics } from 'node:v8';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { shapedDocument } from '../../support/documents';
import { DOCUMENT_WORKER_SCRIPT, RECORDS_SCHEMA, startInProcess } from './inProcessServer';

void describe("the server thread's garbage budget", { timeout: 300_000 }, () => {
  const { server, next } = startInProcess(
    { '/w/schema.json': RECORDS_SCHEMA },
    { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 },
    DOCUMENT_WORKER_SCRIPT,
  );
  after(() => server.dispose());

  void test('collects while a large document with many problems is edited, and the diagnostics stay right', async () => {
    const uri = 'file:///w/edited.json';
    const text = shapedDocument('array', 20_000, 5);
    const doc = TextDocument.create(uri, 'json', 1, text);
    const opened = next(uri);
    server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    const first = await opened;
    assert.equal(server.isOnWorker(uri), true);
    assert.ok(first.length >= 100, `${first.length} problems`);
    // One character of a value, changed and changed back: each version's diagnostics are the first's.
    const at = text.indexOf('"n": ', text.length >> 1) + 5;
    const range = { start: doc.positionAt(at), end: doc.positionAt(at + 1) };
    const before = server.budgetCollections;
    let version = 1;
    for (let edit = 1; server.budgetCollections === before; edit++) {
      // About 1,000 problems: each version leaves the thread a few MB of garbage (4 edits reach 32 MB).
      assert.ok(
        edit <= 60,
        `the server thread collects within 60 edits (its heap holds ${(getHeapStatistics().used_heap_size / 2 ** 20).toFixed(0)} MB)`,
      );
      version++;
      const published = next(uri, version);
      server.didChange({
        textDocument: { uri, version },
        contentChanges: [{ range, text: edit % 2 === 1 ? '7' : text[at] }],
      });
      const diagnostics = await published;
      assert.equal(diagnostics.length, first.length, `edit ${edit}`);
      // The check runs after the squiggles, on a turn of its own.
      await new Promise((resolve) => setImmediate(resolve));
    }
    server.didClose({ textDocument: { uri } });
  });
});
