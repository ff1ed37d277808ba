import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver';
import {
  startInProcess,
  summary,
  workerSizedDocument,
  wrappedWorker,
  type InProcessServer,
} from './inProcessServer';

const SCHEMA = JSON.stringify({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'kind', 'name'],
    properties: { kind: { enum: ['user', 'order'] } },
  },
});
const SETTINGS = { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 };

const isCode = (code: string) => (d: Diagnostic[]) => d.some((x) => x.code === code);
/** The text of the first notice a document publishes that it is not validated. */
async function notValidatedNotice(server: InProcessServer, uri: string): Promise<string> {
  const [notice] = await server.published(uri, isCode('not-validated'));
  return typeof notice.message === 'string' ? notice.message : notice.message.value;
}
const validated = (d: Diagnostic[]) =>
  d.length > 10 && !d.some((x) => x.source === undefined || x.code === 'internal-error');

void describe('the document worker ending on its own', { timeout: 120_000 }, () => {
  // The real worker behind a thread that ends (as an out-of-memory end does) when it is asked to parse
  // a document named "crash-always", or "crash-once" the first time.
  const wrapped = wrappedWorker(`(m) => {
  if (m.kind !== 'parse') return;
  if (m.uri.includes('crash-always')) process.exit(7);
  const marker = folder + '/crashed-once';
  if (m.uri.includes('crash-once') && !existsSync(marker)) {
    writeFileSync(marker, '');
    process.exit(7);
  }
}`);
  const files = { '/w/schema.json': SCHEMA };
  const crashing = startInProcess(files, SETTINGS, wrapped.script);
  const reference = startInProcess(files, SETTINGS, undefined);
  after(() => {
    crashing.server.dispose();
    reference.server.dispose();
    wrapped.dispose();
  });

  void test('opens its documents on a new thread and validates them again', async () => {
    const texts = {
      'file:///w/crash-once.json': workerSizedDocument(1),
      'file:///w/bystander.json': workerSizedDocument(2),
    };
    for (const [uri, text] of Object.entries(texts)) {
      crashing.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
      reference.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    }
    for (const uri of Object.keys(texts)) {
      const got = await crashing.published(uri, validated);
      const expected = await reference.published(uri, validated);
      assert.deepEqual(summary(got), summary(expected), uri);
      assert.equal(crashing.server.isOnWorker(uri), true, uri);
    }
    assert.ok(
      crashing.logs.some((l) => /The document worker stopped \(its thread ended with code 7\)/.test(l)),
    );
    // An edit after the new thread took over is validated there.
    const uri = 'file:///w/crash-once.json';
    const text = texts[uri];
    const at = text.indexOf('"kind": "user"');
    const change = {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: positionRange(text, at + 9, at + 13), text: 'uxer' }],
    };
    const after1 = crashing.next(uri, 2);
    const after2 = reference.next(uri, 2);
    crashing.server.didChange(change);
    reference.server.didChange(change);
    assert.deepEqual(summary(await after1), summary(await after2));
  });

  void test('gives up on a document that ends every thread, and says so on it; the others are validated', async () => {
    const bad = 'file:///w/crash-always.json';
    const good = 'file:///w/neighbour.json';
    const goodText = workerSizedDocument(3);
    crashing.server.didOpen({ textDocument: { uri: good, languageId: 'json', version: 1, text: goodText } });
    crashing.server.didOpen({
      textDocument: { uri: bad, languageId: 'json', version: 1, text: workerSizedDocument(4) },
    });
    reference.server.didOpen({ textDocument: { uri: good, languageId: 'json', version: 1, text: goodText } });
    assert.match(
      await notValidatedNotice(crashing, bad),
      /^This document is not validated: the thread that validates large documents stopped 3 times while reading it \(its thread ended with code 7\)\. Close and reopen it to try again\.$/,
    );
    assert.equal(crashing.server.isOnWorker(bad), false);
    // The neighbour was opened again after each end and is validated as the reference server has it.
    const expected = await reference.published(good, validated);
    const got = await crashing.published(
      good,
      (d) => validated(d) && summary(d).join() === summary(expected).join(),
    );
    assert.deepEqual(summary(got), summary(expected));
    assert.equal(crashing.server.isOnWorker(good), true);
  });
});

void describe(
  'document worker threads that keep ending with no document being read',
  { timeout: 120_000 },
  () => {
    void test('are not started again for the same documents, which say so', async () => {
      const wrapped = wrappedWorker(`(m) => {
  if (m.kind === 'validate') setTimeout(() => process.exit(7), 150);
}`);
      const later = startInProcess({ '/w/schema.json': SCHEMA }, SETTINGS, wrapped.script);
      try {
        const uri = 'file:///w/crash-later.json';
        later.server.didOpen({
          textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(5) },
        });
        // Validated after each new thread, then the thread ends: three times within a minute.
        assert.match(
          await notValidatedNotice(later, uri),
          /^This document is not validated: the thread that validates large documents stopped 3 times within a minute \(its thread ended with code 7\)\. Close and reopen it to try again\.$/,
        );
        assert.equal(later.server.isOnWorker(uri), false);
        assert.equal(later.logs.filter((l) => l.startsWith('The document worker stopped')).length, 3);
      } finally {
        later.server.dispose();
        wrapped.dispose();
      }
    });
  },
);

void describe('a document worker thread that cannot be started', { timeout: 120_000 }, () => {
  void test('leaves no document waiting: it is tried again, then the documents say they are not validated', async () => {
    // A script path relative to the working folder exists, but `new Worker` refuses it at once, as
    // it does when the process is out of threads.
    const broken = startInProcess({ '/w/schema.json': SCHEMA }, SETTINGS, 'dist/documentWorker.js');
    try {
      const uri = 'file:///w/no-thread.json';
      broken.server.didOpen({
        textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(6) },
      });
      assert.match(
        await notValidatedNotice(broken, uri),
        /^This document is not validated: the thread that validates large documents stopped 3 times within a minute \(its thread could not be started\)\. Close and reopen it to try again\.$/,
      );
      assert.equal(broken.server.isOnWorker(uri), false);
      assert.equal(
        broken.logs.filter((l) => l.startsWith('The document worker could not be started')).length,
        3,
      );
      // A small document is still validated, on this thread.
      const small = 'file:///w/small.json';
      broken.server.didOpen({ textDocument: { uri: small, languageId: 'json', version: 1, text: '[{}]' } });
      const diagnostics = await broken.published(small, (d) => d.length > 0);
      assert.ok(diagnostics.some((d) => d.code === 'required'));
    } finally {
      broken.server.dispose();
    }
  });
});

/** The LSP range of [start, end) in a text. */
function positionRange(text: string, start: number, end: number) {
  const at = (offset: number) => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length - 1;
    return { line, character: offset - (before.lastIndexOf('\n') + 1) };
  };
  return { start: at(start), end: at(end) };
}
