import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Server } from '../../../server/src/server';
import {
  applyEdit,
  randomEdit,
  record,
  seeded,
  shapedDocument,
  type TextEdit,
} from '../../support/documents';
import {
  DOCUMENT_WORKER_SCRIPT,
  RECORDS_SCHEMA,
  startInProcess,
  summary,
  workerSizedDocument,
} from './inProcessServer';

const SCHEMA = RECORDS_SCHEMA;

const start = (worker: string | undefined) =>
  startInProcess(
    { '/w/schema.json': SCHEMA },
    { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 },
    worker,
  );

void describe('large documents on the document worker', { timeout: 300_000 }, () => {
  const withWorker = start(DOCUMENT_WORKER_SCRIPT);
  const inProcess = start(undefined);
  after(() => {
    withWorker.server.dispose();
    inProcess.server.dispose();
  });

  void test('give, edit after edit, the diagnostics the same server gives on its own thread', async () => {
    const uri = 'file:///w/big.json';
    let text = workerSizedDocument(77);
    let doc = TextDocument.create(uri, 'json', 1, text);
    const both = async (send: (s: Server) => void): Promise<[Diagnostic[], Diagnostic[]]> => {
      const a = withWorker.next(uri);
      const b = inProcess.next(uri);
      send(withWorker.server);
      send(inProcess.server);
      return [await a, await b];
    };
    const [opened, reference] = await both((s) =>
      s.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } }),
    );
    assert.ok(opened.length > 10);
    assert.equal(withWorker.server.isOnWorker(uri), true);
    assert.equal(inProcess.server.isOnWorker(uri), false);
    assert.deepEqual(summary(opened), summary(reference));
    const rand = seeded(2024);
    let undo: TextEdit | undefined;
    for (let i = 0; i < 15; i++) {
      const edit: TextEdit = undo && rand() < 0.4 ? undo : randomEdit(rand, text);
      undo = edit === undo ? undefined : [edit[0], edit[0] + edit[2].length, text.slice(edit[0], edit[1])];
      const range = { start: doc.positionAt(edit[0]), end: doc.positionAt(edit[1]) };
      text = applyEdit(text, edit);
      doc = TextDocument.update(doc, [{ range, text: edit[2] }], doc.version + 1);
      const version = doc.version;
      const [remote, local] = await both((s) =>
        s.didChange({ textDocument: { uri, version }, contentChanges: [{ range, text: edit[2] }] }),
      );
      assert.deepEqual(summary(remote), summary(local), `edit ${i}: ${JSON.stringify(edit)}`);
    }
    // A quick fix works on a document the worker validated.
    const unknown = opened.find((d) => d.code === 'unevaluatedProperties' || d.code === 'required');
    if (unknown) {
      const actions = await withWorker.server.commands.codeActions({
        textDocument: { uri },
        range: unknown.range,
        context: { diagnostics: [unknown] },
      });
      assert.ok(Array.isArray(actions));
    }
    withWorker.server.didClose({ textDocument: { uri } });
    inProcess.server.didClose({ textDocument: { uri } });
    assert.equal(withWorker.server.isOnWorker(uri), false);
  });

  void test('a document opened after another of its kind is validated before its tree is made, alike', async () => {
    // The first open compiles the schema on the worker; the next document with the same association is
    // validated against it as soon as JSON.parse made its value (the schema guessed from its name).
    const open = async (uri: string, text: string): Promise<[Diagnostic[], Diagnostic[]]> => {
      const a = withWorker.next(uri);
      const b = inProcess.next(uri);
      for (const s of [withWorker.server, inProcess.server]) {
        s.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
      }
      return [await a, await b];
    };
    const early = async (): Promise<number> => (await withWorker.server.documentWorkerStats())?.early ?? -1;
    await open('file:///w/first.json', workerSizedDocument(31));
    for (const [name, text, validatedEarly] of [
      ['second', workerSizedDocument(32), true],
      // A literal beyond a double gets its place in the value from the tree: validated after it.
      ['literal', workerSizedDocument(33).replace(/"n": \d+/, '"n": 90071992547409930'), false],
    ] as const) {
      const before = await early();
      const uri = `file:///w/${name}.json`;
      const [remote, local] = await open(uri, text);
      assert.equal(withWorker.server.isOnWorker(uri), true);
      assert.equal(await early(), before + (validatedEarly ? 1 : 0), name);
      assert.ok(remote.length > 10, name);
      assert.deepEqual(summary(remote), summary(local), name);
      for (const s of [withWorker.server, inProcess.server]) s.didClose({ textDocument: { uri } });
    }
    for (const s of [withWorker.server, inProcess.server]) {
      s.didClose({ textDocument: { uri: 'file:///w/first.json' } });
    }
  });

  void test('a large document opened again runs no full collection of the worker heap while it is read', async () => {
    // After a close the worker collects its heap; the next 10 MB document's parse outgrew the limit V8
    // set from what that collection kept, and a full collection ran while it was read.
    const server = withWorker.server;
    const collections = async (): Promise<number> =>
      (await server.documentWorkerStats())?.fullCollections ?? -1;
    // Records of about 500 characters, as in the benchmark (bench/shapes.mjs).
    const rand = seeded(8);
    const records = Array.from({ length: 21_000 }, (_, i) => ({
      ...record(rand, i),
      note: `${'lorem ipsum '.repeat(30)}${i}`,
    }));
    const text = JSON.stringify(records, null, 2);
    assert.ok(text.length >= 10_000_000, `${text.length}`);
    const uri = 'file:///w/again.json';
    const openOnce = async (): Promise<Diagnostic[]> => {
      const published = withWorker.next(uri);
      server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
      return published;
    };
    const first = await openOnce();
    assert.equal(server.isOnWorker(uri), true);
    const before = await collections();
    server.didClose({ textDocument: { uri } });
    // The collection after the last close runs on a turn of its own: it is waited for, not raced.
    assert.ok(before >= 0, 'the worker reports its collections');
    let settled = await collections();
    for (let asked = 1; settled === before; asked++) {
      assert.ok(asked < 1000, 'the worker collects after its last document closed');
      settled = await collections();
    }
    const again = await openOnce();
    assert.deepEqual(summary(again), summary(first));
    assert.equal(await collections(), settled);
    server.didClose({ textDocument: { uri } });
  });

  void test('closing one of two large documents collects the worker heap while the other stays open', async () => {
    // The floor of the worker's heap let it keep a closed document's text and tree (about 40 MB for a
    // 10 MB text) until it filled to 128 MB, while a person edited the other document.
    const server = withWorker.server;
    // The collections after a close only: V8's own and the garbage budget's are not this test's.
    const collections = async (): Promise<number> =>
      (await server.documentWorkerStats())?.closeCollections ?? -1;
    const stays = 'file:///w/stays.json';
    const closes = 'file:///w/closes.json';
    for (const [uri, seed] of [
      [stays, 41],
      [closes, 42],
    ] as const) {
      const published = withWorker.next(uri);
      server.didOpen({
        textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(seed) },
      });
      await published;
      assert.equal(server.isOnWorker(uri), true);
    }
    const before = await collections();
    assert.ok(before >= 0, 'the worker reports its collections');
    const cleared = withWorker.next(closes);
    server.didClose({ textDocument: { uri: closes } });
    assert.deepEqual(await cleared, []);
    // The collection runs on a turn of its own after the close: it is waited for, not raced.
    let after = await collections();
    for (let asked = 1; after === before; asked++) {
      assert.ok(asked < 1000, 'the worker collects after a close while another document is open');
      after = await collections();
    }
    assert.equal(server.isOnWorker(stays), true);
    server.didClose({ textDocument: { uri: stays } });
  });

  void test('the worker collects its garbage after the edits that leave 32 MB of it, and validates on', async () => {
    // Each edit replaces the whole list with itself: its old tree (about 20 MB) becomes garbage.
    const server = withWorker.server;
    const uri = 'file:///w/churn.json';
    const text = shapedDocument('array', 40_000, 9);
    const doc = TextDocument.create(uri, 'json', 1, text);
    const both = async (send: (s: Server) => void): Promise<[Diagnostic[], Diagnostic[]]> => {
      const a = withWorker.next(uri);
      const b = inProcess.next(uri);
      send(server);
      send(inProcess.server);
      return [await a, await b];
    };
    const [opened, reference] = await both((s) =>
      s.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } }),
    );
    assert.equal(server.isOnWorker(uri), true);
    assert.deepEqual(summary(opened), summary(reference));
    const budget = async (): Promise<number> => (await server.documentWorkerStats())?.budgetCollections ?? -1;
    const before = await budget();
    assert.ok(before >= 0, 'the worker reports its collections');
    const whole = { start: doc.positionAt(1), end: doc.positionAt(text.length - 1) };
    let version = 1;
    for (let edit = 1; (await budget()) === before; edit++) {
      assert.ok(edit <= 12, 'the worker collects within 12 edits of 20 MB of garbage each');
      version++;
      const [remote, local] = await both((s) =>
        s.didChange({
          textDocument: { uri, version },
          contentChanges: [{ range: whole, text: text.slice(1, -1) }],
        }),
      );
      assert.deepEqual(summary(remote), summary(local), `edit ${edit}`);
    }
    for (const s of [server, inProcess.server]) s.didClose({ textDocument: { uri } });
  });

  void test('completion after edits near the cursor never parses the whole text on the server thread', async () => {
    const uri = 'file:///w/typing.json';
    let text = workerSizedDocument(5);
    let doc = TextDocument.create(uri, 'json', 1, text);
    const server = withWorker.server;
    const opened = withWorker.next(uri);
    server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    await opened;
    assert.equal(server.isOnWorker(uri), true);
    // The worker's parse is not on this thread: the editing features read the worker's outline of it.
    const record = text.indexOf('"kind"', text.length >> 1);
    const before = server.features.fullParses;
    for (let i = 0; i < 3; i++) {
      const range = { start: doc.positionAt(record), end: doc.positionAt(record) };
      text = `${text.slice(0, record)} ${text.slice(record)}`;
      doc = TextDocument.update(doc, [{ range, text: ' ' }], doc.version + 1);
      const published = withWorker.next(uri);
      server.didChange({
        textDocument: { uri, version: doc.version },
        contentChanges: [{ range, text: ' ' }],
      });
      await published;
      const list = await server.features.completion({
        textDocument: { uri },
        position: doc.positionAt(record + i + 2),
      });
      assert.ok(list !== null);
    }
    assert.equal(server.features.fullParses - before, 0);
    server.didClose({ textDocument: { uri } });
  });
});
