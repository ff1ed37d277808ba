// The literal index an open document keeps (number literals beyond a double, issue 11: an edit must not
// cost a scan of the whole text): after every random edit it must equal an index made from the new text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isInexactLiteral } from '../../shared/src/decimal';
import { LiteralIndex } from '../../shared/src/json/numbers';
import { isWordCharacter } from '../../shared/src/json/tokens';
import { seeded } from '../support/documents';

const PIECES = [
  '9007199254740993',
  '12345678901234567890',
  '1e400',
  '0.1',
  '0.30000000000000004',
  '1.0000000000000001',
  '-',
  '.',
  'e',
  '5',
  '0',
  '"',
  ',',
  ' ',
  '[',
  '1234567890',
  'x',
];

function randomText(rand: () => number, pieces: number): string {
  let out = '';
  for (let i = 0; i < pieces; i++) out += PIECES[Math.floor(rand() * PIECES.length)];
  return out;
}

const flat = (text: string) => ({ length: text.length, slice: (s: number, e: number) => text.slice(s, e) });

void describe('LiteralIndex', () => {
  void test('finds the inexact runs of number characters, wherever they are', () => {
    const text = '[9007199254740993, "12345678901234567890", 0.1, 1e400, -1e400, 5e-324]';
    assert.deepEqual(new LiteralIndex(text).entries, [
      [1, '9007199254740993'],
      [20, '12345678901234567890'],
      [48, '1e400'],
      [55, '-1e400'],
    ]);
  });

  void test('an exponent of any length can make a literal inexact (1e23 is past 2^53)', () => {
    assert.deepEqual(new LiteralIndex('[1e23, 1e22, 123456789012345e9, 1e9]').entries, [
      [1, '1e23'],
      [13, '123456789012345e9'],
    ]);
  });

  void test('runs after a letter are inside a word or a string: no value starts there', () => {
    assert.deepEqual(new LiteralIndex('["a6e467", "sha-9e7551ff", x12345678901234567890, 1e400]').entries, [
      [50, '1e400'],
    ]);
  });

  void test('a number right after a byte order mark is a candidate (the scanner starts after the mark)', () => {
    assert.deepEqual(new LiteralIndex('\ufeff9007199254740993').entries, [[1, '9007199254740993']]);
    assert.deepEqual(new LiteralIndex('x\ufeff9007199254740993').entries, []);
  });

  void test('an edit that joins two runs, splits one, or makes one exact is followed', () => {
    let text = '[900719925474099, 3]';
    const index = new LiteralIndex(text);
    assert.deepEqual(index.entries, []);
    // Deleting ", " joins 900719925474099 and 3 into 9007199254740993.
    text = '[9007199254740993]';
    index.update(flat(text), 16, 18, 0);
    assert.deepEqual(index.entries, [[1, '9007199254740993']]);
    // Splitting it again.
    text = '[90071992547, 40993]';
    index.update(flat(text), 12, 12, 2);
    assert.deepEqual(index.entries, []);
  });

  void test('runs longer than the window around an edit are read whole', () => {
    const digits = '1'.repeat(5000);
    let text = `[${digits}, 0.1]`;
    const index = new LiteralIndex(text);
    assert.deepEqual(index.entries, [[1, digits]]);
    text = `[${digits.slice(0, 2500)}2${digits.slice(2500)}, 0.1]`;
    index.update(flat(text), 2501, 2501, 1);
    assert.deepEqual(index.entries, [[1, text.slice(1, 5002)]]);
  });

  void test('seeded random edits: always the index of the new text', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rand = seeded(seed);
      let text = randomText(rand, 200);
      const index = new LiteralIndex(text);
      for (let step = 0; step < 150; step++) {
        const start = Math.floor(rand() * (text.length + 1));
        const end = Math.min(text.length, start + Math.floor(rand() * 6) * (rand() < 0.5 ? 1 : 0));
        const insert = rand() < 0.3 ? '' : randomText(rand, 1 + Math.floor(rand() * 3));
        text = text.slice(0, start) + insert + text.slice(end);
        index.update(flat(text), start, end, insert.length);
        assert.deepEqual(index.entries, new LiteralIndex(text).entries, `seed ${seed}, step ${step}`);
      }
    }
  });

  void test('finds what one regex over every offset finds, on seeded texts with runs at every alignment', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rand = seeded(seed);
      let text = '';
      while (text.length < 400) {
        const r = rand();
        if (r < 0.25) text += ' '.repeat(Math.floor(rand() * 20));
        else if (r < 0.5) {
          text += '1234567890.'.slice(0, Math.floor(rand() * 11)).repeat(1 + Math.floor(rand() * 3));
        } else text += PIECES[Math.floor(rand() * PIECES.length)];
      }
      assert.deepEqual(new LiteralIndex(text).entries, referenceEntries(text), `seed ${seed}: ${text}`);
    }
  });
});

/** The runs the index is specified to hold, found the slow way: a regex tried at every offset. */
function referenceEntries(text: string): [number, string][] {
  const candidate = /[0-9][0-9.]{15}|[0-9.][eE][+-]?[0-9]/g;
  const numberChar = (i: number) => i >= 0 && i < text.length && /[0-9.eE+-]/.test(text[i]);
  const out: [number, string][] = [];
  let lastEnd = -1;
  for (let m = candidate.exec(text); m !== null; m = candidate.exec(text)) {
    if (m.index < lastEnd) continue;
    let start = m.index;
    while (numberChar(start - 1)) start--;
    let end = m.index + m[0].length;
    while (numberChar(end)) end++;
    lastEnd = end;
    candidate.lastIndex = end;
    const c = text.charCodeAt(start);
    if (c !== 45 && !(c >= 48 && c <= 57)) continue;
    const before = start === 0 ? -1 : text.charCodeAt(start - 1);
    if (before >= 0 && isWordCharacter(before) && !(before === 0xfeff && start === 1)) continue;
    const literal = text.slice(start, end);
    if (isInexactLiteral(literal)) out.push([start, literal]);
  }
  return out;
}
