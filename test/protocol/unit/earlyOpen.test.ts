// A large didOpen read by the document worker from the message's bytes while the server's thread decodes
// them (server/src/worker/earlyOpen.ts): the look at the first bytes, and the server taking (or dropping) the
// reading, always with the diagnostics a server that sends the text gives.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic, DidOpenTextDocumentParams } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { WORKER_MIN_LENGTH } from '../../../server/src/worker/documentWorker';
import { sniffDidOpen } from '../../../server/src/worker/earlyOpen';
import type { Server } from '../../../server/src/server';
import { applyEdit, randomEdit, seeded, shapedDocument, type TextEdit } from '../../support/documents';
import {
  DOCUMENT_WORKER_SCRIPT,
  RECORDS_SCHEMA,
  startInProcess,
  summary,
  workerSizedDocument,
  wrappedWorker,
} from './inProcessServer';

/** A message body in shared memory, as FrameRepair hands on a large frame. */
function sharedBody(text: string): Uint8Array {
  const bytes = Buffer.from(text, 'utf8');
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}

const didOpenBody = (params: unknown): Uint8Array =>
  sharedBody(JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didOpen', params }));

void describe('the look at the first bytes of a didOpen', () => {
  const head = (text: string) => sniffDidOpen(Buffer.from(text, 'utf8'));
  const vscode = (uri: string, languageId = 'json', version = 1) =>
    JSON.stringify({
      jsonrpc: '2.0',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri, languageId, version, text: '{"a": 1}' } },
    });

  const table: [name: string, body: string, expected: ReturnType<typeof sniffDidOpen>][] = [
    [
      'VS Code’s order',
      vscode('file:///w/a.json'),
      { uri: 'file:///w/a.json', languageId: 'json', version: 1 },
    ],
    [
      'escapes and a quoted "text": in the uri',
      vscode('file:///w/"text": \u00e9.json', 'jsonc', 42),
      { uri: 'file:///w/"text": \u00e9.json', languageId: 'jsonc', version: 42 },
    ],
    [
      'spaces between tokens',
      '{ "jsonrpc" : "2.0" , "method" : "textDocument/didOpen" , "params" : { "textDocument" : { "uri" : "file:///b.json" , "languageId" : "json" , "version" : -3 , "text" : "[]" } } }',
      { uri: 'file:///b.json', languageId: 'json', version: -3 },
    ],
    [
      'the text before the other fields',
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: { textDocument: { text: '[]', uri: 'file:///c.json', languageId: 'json', version: 1 } },
      }),
      undefined,
    ],
    [
      'another method with a text',
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'textDocument/didChange',
        params: { textDocument: { uri: 'file:///d.json', version: 2 }, contentChanges: [{ text: '[]' }] },
      }),
      undefined,
    ],
    ['no version', vscode('file:///e.json').replace('"version":1,', ''), undefined],
    ['fields beyond the first 8 KB', vscode(`file:///${'f'.repeat(9000)}.json`), undefined],
    ['not JSON at all', '\u0000\u0001 binary', undefined],
  ];
  for (const [name, body, expected] of table) {
    void test(name, () => assert.deepEqual(head(body), expected));
  }
});

const SCHEMA = RECORDS_SCHEMA;

/** Tabs, quotes and line ends, which the message escapes: a body of 1 MB holds a shorter text. */
function escapedDocument(): string {
  const text = JSON.stringify(Array<string>(150_000).fill('a'), null, '\t');
  assert.ok(text.length < WORKER_MIN_LENGTH, `${text.length}`);
  return text;
}

void describe('a large didOpen read early by the document worker', { timeout: 300_000 }, () => {
  const settings = { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 };
  const withWorker = startInProcess({ '/w/schema.json': SCHEMA }, settings, DOCUMENT_WORKER_SCRIPT);
  const reference = startInProcess({ '/w/schema.json': SCHEMA }, settings, undefined);
  after(() => {
    withWorker.server.dispose();
    reference.server.dispose();
  });

  /**
   * Opens a document as main.ts's decoder and the connection do: the look at the body (which may start
   * the worker's reading), the message decoded from the same bytes, then didOpen with its params.
   */
  const openThroughBody = (
    s: Server,
    body: Uint8Array,
    params?: DidOpenTextDocumentParams,
  ): number | undefined => {
    const id = s.earlyOpens.peek(body, 'utf-8');
    const message = JSON.parse(Buffer.from(body).toString('utf8')) as { params: DidOpenTextDocumentParams };
    const opened = params ?? message.params;
    if (id !== undefined) s.earlyOpens.decoded({ jsonrpc: '2.0', method: 'x', params: opened } as never, id);
    s.didOpen(opened);
    return id;
  };
  const stats = async () => {
    const got = await withWorker.server.documentWorkerStats();
    assert.ok(got, 'the worker runs');
    return got;
  };
  /** Opens `text` in both servers (early through its body in the worker's) and returns both diagnostics. */
  const openBoth = async (
    uri: string,
    text: string,
    body?: Uint8Array,
  ): Promise<[Diagnostic[], Diagnostic[]]> => {
    const params = { textDocument: { uri, languageId: 'json', version: 1, text } };
    const a = withWorker.next(uri);
    const b = reference.next(uri);
    openThroughBody(withWorker.server, body ?? didOpenBody(params));
    reference.server.didOpen(params);
    return [await a, await b];
  };
  const closeBoth = (uri: string): void => {
    for (const s of [withWorker, reference]) s.server.didClose({ textDocument: { uri } });
  };

  void test('gives the diagnostics of a text sent whole, and follows the edits after', async () => {
    // The first document compiles the schema on the worker; the second is validated in its early reading.
    for (const [seed, name] of [
      [41, 'first'],
      [42, 'second'],
    ] as const) {
      const before = await stats().catch(() => ({ earlyOpens: 0 }));
      const uri = `file:///w/${name}.json`;
      let text = workerSizedDocument(seed);
      const [opened, expected] = await openBoth(uri, text);
      assert.equal(withWorker.server.isOnWorker(uri), true);
      assert.ok(opened.length > 10, name);
      assert.deepEqual(summary(opened), summary(expected), name);
      const after = await stats();
      assert.equal(after.earlyOpens, before.earlyOpens + 1, name);
      assert.equal(after.readings, 0, name);
      if (name === 'first') {
        closeBoth(uri);
        continue;
      }
      let doc = TextDocument.create(uri, 'json', 1, text);
      const rand = seeded(seed);
      for (let i = 0; i < 8; i++) {
        const edit: TextEdit = randomEdit(rand, text);
        const range = { start: doc.positionAt(edit[0]), end: doc.positionAt(edit[1]) };
        text = applyEdit(text, edit);
        doc = TextDocument.update(doc, [{ range, text: edit[2] }], doc.version + 1);
        const version = doc.version;
        const a = withWorker.next(uri, version);
        const b = reference.next(uri, version);
        for (const s of [withWorker, reference]) {
          s.server.didChange({ textDocument: { uri, version }, contentChanges: [{ range, text: edit[2] }] });
        }
        assert.deepEqual(summary(await a), summary(await b), `edit ${i}: ${JSON.stringify(edit)}`);
      }
      closeBoth(uri);
    }
  });

  void test('a reading no document takes is dropped: a body of 1 MB whose text is shorter', async () => {
    const before = await stats();
    const uri = 'file:///w/escaped.json';
    const text = escapedDocument();
    const body = didOpenBody({ textDocument: { uri, languageId: 'json', version: 1, text } });
    assert.ok(body.byteLength >= WORKER_MIN_LENGTH);
    const [opened, expected] = await openBoth(uri, text, body);
    assert.equal(withWorker.server.isOnWorker(uri), false);
    assert.deepEqual(summary(opened), summary(expected));
    const after = await stats();
    assert.equal(after.earlyOpens, before.earlyOpens);
    assert.equal(after.readings, 0);
    assert.equal(withWorker.server.earlyReadingsWaiting(), 0);
    closeBoth(uri);
  });

  void test("a reading the worker made is dropped when its document is not the worker's", async () => {
    // Forced (one body cannot do it): the reading of a large text linked to the params of a short one.
    const before = await stats();
    const uri = 'file:///w/linked.json';
    const large = didOpenBody({
      textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(49) },
    });
    const params = { textDocument: { uri, languageId: 'json', version: 1, text: escapedDocument() } };
    const a = withWorker.next(uri);
    const b = reference.next(uri);
    assert.ok(openThroughBody(withWorker.server, large, params) !== undefined);
    reference.server.didOpen(params);
    assert.deepEqual(summary(await a), summary(await b));
    assert.equal(withWorker.server.isOnWorker(uri), false);
    assert.equal(withWorker.server.earlyReadingsWaiting(), 0);
    const after = await stats();
    // The worker read it (so there was something to drop) and holds nothing of it now.
    assert.equal(after.earlyOpens, before.earlyOpens);
    assert.equal(after.readings, 0);
    closeBoth(uri);
  });

  void test('a document closed while its claim waits behind another text drops its reading', async () => {
    const before = await stats();
    const s = withWorker.server;
    // A text sent in pieces (its fields after the text: no early reading) fills the queue to the worker
    // for several turns; the early document's claim waits behind it and is closed before it goes out.
    const busy = 'file:///w/busy.json';
    const busyText = shapedDocument('array', 30_000, 50);
    s.didOpen({ textDocument: { uri: busy, languageId: 'json', version: 1, text: busyText } });
    const uri = 'file:///w/closed-early.json';
    const params = { textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(51) } };
    assert.ok(openThroughBody(s, didOpenBody(params), params) !== undefined);
    s.didClose({ textDocument: { uri } });
    assert.equal(s.earlyReadingsWaiting(), 0);
    const busyDiagnostics = withWorker.published(busy, () => true);
    const expected = reference.next(busy);
    reference.server.didOpen({ textDocument: { uri: busy, languageId: 'json', version: 1, text: busyText } });
    assert.deepEqual(summary(await busyDiagnostics), summary(await expected));
    const after = await stats();
    // The claim never went out (the worker took no reading), and the reading it made was dropped.
    assert.equal(after.earlyOpens, before.earlyOpens);
    assert.equal(after.readings, 0);
    closeBoth(busy);
  });

  void test("a document opened again with a short text is not answered from the worker's old copy", async () => {
    const uri = 'file:///w/shrunk.json';
    const large = { textDocument: { uri, languageId: 'json', version: 1, text: workerSizedDocument(52) } };
    const small = {
      textDocument: { uri, languageId: 'json', version: 2, text: '[{"id": "a", "kind": "robot"}]' },
    };
    for (const p of [large, small]) {
      const a = withWorker.next(uri);
      const b = reference.next(uri);
      openThroughBody(withWorker.server, didOpenBody(p));
      reference.server.didOpen(p);
      assert.deepEqual(summary(await a), summary(await b));
    }
    assert.equal(withWorker.server.isOnWorker(uri), false);
    closeBoth(uri);
  });

  void test('a reading whose didOpen never reaches the handler is dropped at the next early didOpen', async () => {
    const before = await stats();
    const s = withWorker.server;
    const lostParams = {
      textDocument: {
        uri: 'file:///w/never.json',
        languageId: 'json',
        version: 1,
        text: workerSizedDocument(53),
      },
    };
    // Read, decoded, but never handed to didOpen.
    const lost = s.earlyOpens.peek(didOpenBody(lostParams), 'utf-8');
    assert.ok(lost !== undefined);
    assert.equal(s.earlyReadingsWaiting(), 1);
    const uri = 'file:///w/after-never.json';
    const text = workerSizedDocument(54);
    const [opened, expected] = await openBoth(uri, text);
    assert.deepEqual(summary(opened), summary(expected));
    assert.equal(s.earlyReadingsWaiting(), 0);
    const after = await stats();
    assert.equal(after.earlyOpens, before.earlyOpens + 1);
    assert.equal(after.readings, 0);
    closeBoth(uri);
  });

  void test('first bytes that say another document than the message: read as text, alike', async () => {
    const before = await stats();
    const uri = 'file:///w/decoy.json';
    const text = workerSizedDocument(43);
    // A field before the document's own names another uri: the look finds that one, the worker finds
    // the message says otherwise, and the document does not take the reading.
    const body = sharedBody(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: {
          x: { uri: 'file:///w/other.json' },
          textDocument: { uri, languageId: 'json', version: 1, text },
        },
      }),
    );
    assert.equal(sniffDidOpen(body)?.uri, 'file:///w/other.json');
    const [opened, expected] = await openBoth(uri, text, body);
    assert.equal(withWorker.server.isOnWorker(uri), true);
    assert.deepEqual(summary(opened), summary(expected));
    const after = await stats();
    assert.equal(after.earlyOpens, before.earlyOpens);
    assert.equal(after.readings, 0);
    closeBoth(uri);
  });

  void test('one document opened twice before either didOpen is handled takes each its own reading', async () => {
    const before = await stats();
    const uri = 'file:///w/twice.json';
    const texts = [workerSizedDocument(44), workerSizedDocument(45)];
    const params = texts.map((text) => ({ textDocument: { uri, languageId: 'json', version: 1, text } }));
    const s = withWorker.server;
    // Both bodies read before the first message is handled, as when they arrive back to back.
    const ids = params.map((p) => s.earlyOpens.peek(didOpenBody(p), 'utf-8'));
    ids.forEach((id, i) => {
      assert.ok(id !== undefined);
      s.earlyOpens.decoded({ jsonrpc: '2.0', method: 'x', params: params[i] } as never, id);
    });
    const first = withWorker.next(uri);
    s.didOpen(params[0]);
    const firstExpected = reference.next(uri);
    reference.server.didOpen(params[0]);
    assert.deepEqual(summary(await first), summary(await firstExpected));
    closeBoth(uri);
    const second = withWorker.next(uri);
    s.didOpen(params[1]);
    const secondExpected = reference.next(uri);
    reference.server.didOpen(params[1]);
    const [got, expected] = [await second, await secondExpected];
    assert.notDeepEqual(summary(got), summary(await firstExpected));
    assert.deepEqual(summary(got), summary(expected));
    const after = await stats();
    assert.equal(after.earlyOpens, before.earlyOpens + 2);
    assert.equal(after.readings, 0);
    closeBoth(uri);
  });

  void test('a document whose reading the worker does not have gets its text sent', async () => {
    // Cannot happen with one body (the worker reads what this thread decodes): forced here by linking the
    // reading of a short text to the params of a large one with the same uri and version.
    const uri = 'file:///w/missing.json';
    const text = workerSizedDocument(46);
    const shortBody = didOpenBody({
      textDocument: { uri, languageId: 'json', version: 1, text: escapedDocument() },
    });
    const params = { textDocument: { uri, languageId: 'json', version: 1, text } };
    const a = withWorker.next(uri);
    const b = reference.next(uri);
    openThroughBody(withWorker.server, shortBody, params);
    reference.server.didOpen(params);
    const [opened, expected] = [await a, await b];
    assert.deepEqual(summary(opened), summary(expected));
    assert.equal(withWorker.server.isOnWorker(uri), true);
    assert.ok(
      withWorker.logs.some((l) => l.includes('had no early reading of file:///w/missing.json')),
      withWorker.logs.join('\n'),
    );
    closeBoth(uri);
  });
});

void describe('a document worker that ends while it reads a didOpen early', { timeout: 120_000 }, () => {
  // The thread ends (as out of memory would end it) at the first early reading of a "crash" document.
  const wrapped = wrappedWorker(`(m) => {
  const marker = folder + '/ended-once';
  if (m.kind === 'preopen' && m.uri.includes('crash') && !existsSync(marker)) {
    writeFileSync(marker, '');
    process.exit(7);
  }
}`);
  const settings = { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 };
  const crashing = startInProcess({ '/w/schema.json': SCHEMA }, settings, wrapped.script);
  const reference = startInProcess({ '/w/schema.json': SCHEMA }, settings, undefined);
  after(() => {
    crashing.server.dispose();
    reference.server.dispose();
    wrapped.dispose();
  });

  void test('loses no document: the one being read and the others are validated on a new thread', async () => {
    const bystander = 'file:///w/bystander.json';
    const bystanderText = workerSizedDocument(47);
    const open = { textDocument: { uri: bystander, languageId: 'json', version: 1, text: bystanderText } };
    const first = crashing.next(bystander);
    crashing.server.didOpen(open);
    const expectedBystander = reference.next(bystander);
    reference.server.didOpen(open);
    assert.deepEqual(summary(await first), summary(await expectedBystander));

    const uri = 'file:///w/crash.json';
    const text = workerSizedDocument(48);
    const params = { textDocument: { uri, languageId: 'json', version: 1, text } };
    const again = crashing.next(bystander);
    const got = crashing.next(uri);
    const s = crashing.server;
    const id = s.earlyOpens.peek(didOpenBody(params), 'utf-8');
    assert.ok(id !== undefined);
    s.earlyOpens.decoded({ jsonrpc: '2.0', method: 'x', params } as never, id);
    s.didOpen(params);
    const expected = reference.next(uri);
    reference.server.didOpen(params);
    assert.deepEqual(summary(await got), summary(await expected));
    assert.deepEqual(summary(await again), summary(await expectedBystander));
    assert.equal(s.isOnWorker(uri), true);
    assert.equal(s.isOnWorker(bystander), true);
    assert.ok(
      crashing.logs.some(
        (l) => l.includes('The document worker stopped') && l.includes('opening its documents again'),
      ),
      crashing.logs.join('\n'),
    );
  });
});
