import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TextBuffer } from '../../../server/src/documents/textBuffer';
import { DocumentSession, MAX_CACHE_CHANGES } from '../../../server/src/documents/documentSession';
import { compile } from '../../../shared/src/index';
import { seeded } from '../../support/documents';

const PIECES = ['a', 'bc', '\n', '\r\n', '\r', ' ', '{"k": 1}', 'x'.repeat(40), '\n\n', '\u00e9\u{1F600}'];

function randomText(rand: () => number, length: number): string {
  let out = '';
  while (out.length < length) out += PIECES[Math.floor(rand() * PIECES.length)];
  return out;
}

void describe('TextBuffer answers as TextDocument does', () => {
  void test('after 400 random edits of a 100 KB text with every kind of line break', () => {
    const rand = seeded(31);
    const text = randomText(rand, 100_000);
    let reference = TextDocument.create('file:///a.json', 'json', 1, text);
    const buffer = new TextBuffer('file:///a.json', 'json', 1, text);
    for (let i = 0; i < 400; i++) {
      const length = reference.getText().length;
      const a = Math.floor(rand() * (length + 1));
      const b = Math.min(length, a + (rand() < 0.5 ? 0 : Math.floor(rand() * (rand() < 0.1 ? 40_000 : 6))));
      const insert =
        rand() < 0.3 ? '' : randomText(rand, 1 + Math.floor(rand() * (rand() < 0.05 ? 50_000 : 4)));
      const range = { start: reference.positionAt(a), end: reference.positionAt(b) };
      reference = TextDocument.update(reference, [{ range, text: insert }], i + 2);
      buffer.update([{ range, text: insert }], i + 2);
      const where = `edit ${i}`;
      assert.equal(buffer.version, i + 2);
      assert.equal(buffer.length, reference.getText().length, where);
      assert.equal(buffer.lineCount, reference.lineCount, where);
      for (let k = 0; k < 20; k++) {
        const o = Math.floor(rand() * (buffer.length + 3)) - 1;
        assert.deepEqual(buffer.positionAt(o), reference.positionAt(o), `${where} offset ${o}`);
        const s = Math.floor(rand() * buffer.length);
        const e = s + Math.floor(rand() * 70_000);
        assert.equal(buffer.slice(s, e), reference.getText().slice(s, e), `${where} slice ${s}`);
        const p = {
          line: Math.floor(rand() * (reference.lineCount + 2)) - 1,
          character: Math.floor(rand() * 60) - 2,
        };
        assert.equal(buffer.offsetAt(p), reference.offsetAt(p), `${where} ${JSON.stringify(p)}`);
        assert.deepEqual(
          buffer.getLineRange(p.line),
          reference.getLineRange(p.line),
          `${where} line ${p.line}`,
        );
        assert.equal(
          buffer.getEOLCharacters(p.line),
          reference.getEOLCharacters(p.line),
          `${where} eol ${p.line}`,
        );
      }
      if (i % 20 === 0) assert.equal(buffer.getText(), reference.getText(), where);
    }
    assert.equal(buffer.getText(), reference.getText());
    buffer.update([{ text: 'new\r\ntext' }], 999);
    assert.deepEqual(
      [buffer.getText(), buffer.lineCount, buffer.positionAt(9)],
      ['new\r\ntext', 2, { line: 1, character: 4 }],
    );
  });
});

void describe('a session reading a newly opened text', () => {
  void test('gives its line starts to the text only when its scan saw every line', () => {
    // Valid JSON nested past the parser's limit: the fast scan stops there and the recovering parser
    // takes over; the positions after the stop must still be right.
    const text = `${'[\n'.repeat(1200)}1${'\n]'.repeat(1200)}\n`.repeat(4).replace(/\n\]\n\[/g, '\n],\n[');
    const wrapped = `[${text}]`;
    const buffer = new TextBuffer('file:///deep.json', 'json', 1, wrapped);
    const reference = TextDocument.create('file:///deep.json', 'json', 1, wrapped);
    new DocumentSession({}).refresh(buffer.snapshot());
    for (const offset of [0, 3000, wrapped.length >> 1, wrapped.length - 3, wrapped.length]) {
      assert.deepEqual(buffer.positionAt(offset), reference.positionAt(offset), `offset ${offset}`);
    }
  });
});

void describe('a session bounds what one update hands its validation cache', () => {
  const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, tags: [i] })) });
  const schema = compile({
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'object' } } },
  });
  const at = text.indexOf('"id":7') + 5;

  for (const [limit, kept] of [
    [MAX_CACHE_CHANGES, true],
    [0, false],
  ] as const) {
    void test(`with room for ${limit} changed containers the cache is ${kept ? 'kept' : 'started anew'}`, () => {
      const buffer = new TextBuffer('file:///cache.json', 'json', 1, text);
      const session = new DocumentSession({}, undefined, false, limit);
      session.refresh(buffer.snapshot());
      const cache = session.cacheFor(schema);
      buffer.update(
        [{ range: { start: buffer.positionAt(at), end: buffer.positionAt(at + 1) }, text: '8' }],
        2,
        (s, e, t) => session.noteEdit(s, e, t.length),
      );
      const doc = session.refresh(buffer.snapshot());
      assert.equal(session.stats.incremental, 1);
      assert.equal(session.stats.cacheResets, kept ? 0 : 1);
      assert.equal(session.hasCacheFor(schema), kept);
      assert.equal(session.cacheFor(schema) === cache, kept);
      assert.deepEqual((doc.value as { items: { id: number }[] }).items[7], { id: 8, tags: [7] });
    });
  }
});
