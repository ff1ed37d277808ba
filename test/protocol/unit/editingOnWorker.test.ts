import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Position } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { WORKER_MIN_LENGTH } from '../../../server/src/worker/documentWorker';
import type { Server } from '../../../server/src/server';
import {
  applyEdit,
  randomEdit,
  schemaFor,
  seeded,
  shapedDocument,
  type Shape,
  type TextEdit,
} from '../../support/documents';
import { DOCUMENT_WORKER_SCRIPT, startInProcess } from './inProcessServer';

// Completion, hover and go to definition in a document validated on the document worker read an
// outline the worker makes (never the whole text parsed on the server's thread); the same requests
// in a server without a worker read a full parse made on its own thread. They must answer the same.

const SHAPES: readonly Shape[] = ['array', 'records', 'map'];

/** Two servers alike but for the worker, VS Code's JSON support present or not. */
function pair(shape: Shape, builtInJson: boolean) {
  const files = { '/w/schema.json': JSON.stringify(schemaFor(shape)) };
  const settings = { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 };
  const options = { builtInJsonLanguageFeatures: builtInJson };
  return {
    withWorker: startInProcess(files, settings, DOCUMENT_WORKER_SCRIPT, options),
    inProcess: startInProcess(files, settings, undefined, options),
  };
}

/** Somewhere a person asks for completion: in a key, in a value, after a quote or between members. */
function cursorIn(rand: () => number, text: string): number {
  const at = Math.floor(rand() * text.length);
  const roll = rand();
  if (roll < 0.3) return at;
  const quote = text.indexOf('"', at);
  if (quote < 0) return at;
  // Just inside a string, or a few characters into it.
  return Math.min(text.length, quote + 1 + (roll < 0.6 ? 0 : Math.floor(rand() * 4)));
}

const NOTHING = JSON.stringify({ items: null, hover: null, definition: null }, null, 1);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The answers of every editing request at a position, as one comparable value. */
async function answers(server: Server, uri: string, position: Position): Promise<string> {
  const features = server.features;
  const params = { textDocument: { uri }, position };
  const completion = await features.completion(params);
  // The item ids of `completionItem/resolve` count per server: the lists are compared without them.
  const items = completion?.items.map(({ data: _data, ...item }) => item) ?? null;
  const hover = await features.hover(params);
  const definition = await features.definition(params);
  return JSON.stringify({ incomplete: completion?.isIncomplete, items, hover, definition }, null, 1);
}

/** A document of a shape open in both servers of a pair, and how to edit it in both. */
async function opened(shape: Shape, builtInJson: boolean) {
  const { withWorker, inProcess } = pair(shape, builtInJson);
  after(() => {
    withWorker.server.dispose();
    inProcess.server.dispose();
  });
  const uri = `file:///w/${shape}.json`;
  const state = {
    text: shapedDocument(shape, Math.ceil(WORKER_MIN_LENGTH / 155), 31),
    doc: undefined as unknown as TextDocument,
  };
  assert.ok(state.text.length >= WORKER_MIN_LENGTH);
  state.doc = TextDocument.create(uri, 'json', 1, state.text);
  const both = async (send: (s: Server) => void): Promise<void> => {
    const a = withWorker.next(uri);
    const b = inProcess.next(uri);
    send(withWorker.server);
    send(inProcess.server);
    await Promise.all([a, b]);
  };
  await both((s) => s.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text: state.text } }));
  assert.equal(withWorker.server.isOnWorker(uri), true);
  assert.equal(inProcess.server.isOnWorker(uri), false);
  /** Applies an edit in both servers; returns the text it replaced. */
  const edit = async (e: TextEdit): Promise<string> => {
    const removed = state.text.slice(e[0], e[1]);
    const range = { start: state.doc.positionAt(e[0]), end: state.doc.positionAt(e[1]) };
    state.text = applyEdit(state.text, e);
    state.doc = TextDocument.update(state.doc, [{ range, text: e[2] }], state.doc.version + 1);
    const change = {
      textDocument: { uri, version: state.doc.version },
      contentChanges: [{ range, text: e[2] }],
    };
    await both((s) => s.didChange(change));
    return removed;
  };
  /** Asks both servers at an offset; true when they had an answer. */
  const counts = { compared: 0, unnarrowed: 0 };
  /**
   * Asks both servers at an offset; true when they had an answer. Where the text is JSON, or `strict`,
   * the answers must be the same. Where it is broken, the worker's parse (incremental, following the
   * edits) and a fresh recovering parse may end members in other places, so each answers from its own
   * (nothing is compared); where the worker's outline of it does not narrow the text (the root ends
   * before the cursor), the worker's server answers nothing rather than parse the whole text here.
   */
  const compare = async (cursor: number, where: string, strict = false): Promise<boolean> => {
    const position = state.doc.positionAt(cursor);
    const before = withWorker.server.features.unnarrowed;
    const [mine, reference] = await Promise.all([
      answers(withWorker.server, uri, position),
      answers(inProcess.server, uri, position),
    ]);
    const context = `${where}, offset ${cursor}: ${JSON.stringify(state.text.slice(cursor - 40, cursor + 40))}`;
    if (withWorker.server.features.unnarrowed > before) {
      counts.unnarrowed++;
      assert.equal(mine, NOTHING, context);
    } else if (strict || isJson(state.text)) {
      counts.compared++;
      assert.equal(mine, reference, context);
    }
    return ['"label"', '"contents"', '"targetUri"'].some((s) => mine.includes(s));
  };
  return { state, edit, compare, withWorker, counts };
}

for (const builtInJson of [false, true]) {
  void describe(
    `editing features in a document on the document worker (VS Code's JSON support ${builtInJson ? 'present' : 'absent'})`,
    { timeout: 300_000 },
    () => {
      for (const shape of SHAPES) {
        void test(`${shape}: answer anywhere as a server that parses the text itself, through random edits`, async () => {
          const { state, edit, compare, withWorker, counts } = await opened(shape, builtInJson);
          const rand = seeded(shape.length * 97 + (builtInJson ? 1 : 0));
          let answered = 0;
          let asked = 0;
          const ask = async (cursor: number, where: string): Promise<void> => {
            asked++;
            if (await compare(cursor, where)) answered++;
          };
          for (let round = 0; round < 10; round++) {
            // An edit anywhere, syntax broken or not (the worker's parse follows it, the other server
            // narrows its own parse to it), requests near it and anywhere, then mostly its undo and one
            // more request.
            const e = randomEdit(rand, state.text);
            const removed = await edit(e);
            const where = `round ${round}, edit ${JSON.stringify(e)}`;
            await ask(Math.min(state.text.length, e[0] + Math.floor(rand() * (e[2].length + 2))), where);
            await ask(cursorIn(rand, state.text), where);
            // An edit that broke the text is always undone: the next round starts from JSON.
            if (rand() < 0.7 || !isJson(state.text)) {
              await edit([e[0], e[0] + e[2].length, removed]);
              await ask(cursorIn(rand, state.text), `${where}, undone`);
            }
          }
          // The point of the comparison: most requests were answered, and many compared.
          assert.ok(answered >= asked / 3, `only ${answered} of ${asked} requests had an answer`);
          assert.ok(counts.compared >= 10, `only ${counts.compared} of ${asked} requests were compared`);
          assert.equal(withWorker.server.features.fullParses, 0);
        });

        void test(`${shape}: past a bracket that closes the root early, answer nothing rather than parse the whole text here`, async () => {
          const { state, edit, compare, withWorker, counts } = await opened(shape, builtInJson);
          // A stray closing bracket of the root's kind after the first record: the root ends there.
          const close = shape === 'array' ? ']' : '}';
          const first = state.text.indexOf('\n  }', 0) + 4;
          await edit([first, first, close]);
          const later = state.text.indexOf('"kind"', state.text.length >> 1) + 2;
          await compare(later, 'after the stray bracket');
          await compare(later + 1, 'after the stray bracket');
          assert.equal(counts.unnarrowed, 2);
          assert.equal(withWorker.server.features.fullParses, 0);
          // Gone again, the document answers as before.
          await edit([first, first + 1, '']);
          assert.ok(await compare(later, 'after the undo'));
          assert.equal(counts.compared, 1);
        });

        void test(`${shape}: answer every keystroke of a new property as that server, never parsing the whole text here`, async () => {
          const { state, edit, compare, withWorker } = await opened(shape, builtInJson);
          // Into a record in the middle, after its opening brace, one character per change.
          const at = state.text.indexOf('{', state.text.length >> 1) + 1;
          const typed = '"name": "value",';
          let answered = 0;
          for (let i = 0; i < typed.length; i++) {
            await edit([at + i, at + i, typed[i]]);
            if (await compare(at + i + 1, `after ${JSON.stringify(typed.slice(0, i + 1))}`, true)) answered++;
          }
          assert.ok(answered >= 4, `only ${answered} of ${typed.length} keystrokes had an answer`);
          assert.equal(withWorker.server.features.fullParses, 0);
        });
      }
    },
  );
}
