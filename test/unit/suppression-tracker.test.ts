import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findSuppressionComments, SuppressionTracker } from '../../shared/src/suppressions';
import { seeded as random } from '../support/documents';

/** JSONC with every kind of directive, comments and strings that look like them, and CRLF lines. */
function startText(): string {
  const lines = ['{'];
  for (let i = 0; i < 60; i++) {
    switch (i % 12) {
      case 0:
        lines.push('  // json-object-validator-disable-next-line type, enum -- a reason');
        break;
      case 3:
        lines.push('  /* json-object-validator-disable required */');
        break;
      case 5:
        lines.push('  /* json-object-validator-enable */');
        break;
      case 7:
        lines.push('  "url": "http://example.com/* json-object-validator-disable */",');
        break;
      case 9:
        lines.push('  /* a plain comment\n     spanning lines */');
        break;
      case 10:
        lines.push('  // json-object-validator-disable-next-line\r');
        break;
      default:
    }
    // Half the lines have no slash, asterisk or backslash: quotes and line breaks typed there are followed.
    lines.push(
      i % 2 === 0
        ? `  "k${i}": { "a": ${i}, "b": "v\\"${i}", "c": [1, 2, "x"] },`
        : `  "k${i}": { "a": "${i}", "c": [1, "x"] },`,
    );
  }
  lines.push('  "end": true', '}');
  return lines.join('\n');
}

/** What edits insert: single characters, the pieces of every directive, and what ends or starts a token. */
const PIECES = [
  'a',
  'x',
  '1',
  ' ',
  '  ',
  ',',
  ':',
  '{',
  '}',
  '"',
  '""',
  '\\',
  '\\"',
  '/',
  '//',
  '/*',
  '*/',
  '*',
  '\n',
  '\r\n',
  '\r',
  '\t',
  'json-object-validator-',
  'json-object-validator-disable',
  '-next-line',
  'json-object-validator-enable',
  'disable',
  'enable',
  ' type',
  ', enum',
  ' -- why',
  '// json-object-validator-disable-next-line\n',
  '/* json-object-validator-disable */',
  '/* json-object-validator-enable */',
  '"key": 1,\n',
];

/** An edit at a place chosen to be near what matters often (a directive, a quote, a line end), else anywhere. */
function edit(text: string, next: () => number): { start: number; end: number; inserted: string } {
  let start: number;
  const r = next();
  if (r < 0.3) {
    const near = ['json-object-validator', '"', '/', '\n', '*'][Math.floor(next() * 5)];
    const hits: number[] = [];
    for (let i = text.indexOf(near); i >= 0 && hits.length < 200; i = text.indexOf(near, i + 1)) hits.push(i);
    start = hits.length > 0 ? hits[Math.floor(next() * hits.length)] + Math.floor(next() * 50) - 20 : 0;
  } else {
    start = Math.floor(next() * (text.length + 1));
  }
  start = Math.max(0, Math.min(text.length, start));
  const removed = next() < 0.5 ? 0 : Math.floor(next() * (next() < 0.9 ? 4 : 80));
  const end = Math.min(text.length, start + removed);
  const count = next() < 0.3 ? 0 : 1 + Math.floor(next() * 2);
  let inserted = '';
  for (let k = 0; k < count; k++) inserted += PIECES[Math.floor(next() * PIECES.length)];
  return { start, end, inserted };
}

/** The comments as plain data (the tracker's are moved in place). */
const plain = (comments: readonly object[]): unknown => JSON.parse(JSON.stringify(comments));

void describe('SuppressionTracker', () => {
  for (const [seed, every] of [
    [1, 1],
    [2, 1],
    [3, 3],
    [4, 1],
    [5, 7],
  ]) {
    void test(`follows 3,000 random edits as a full read does (seed ${seed}, asked every ${every} edits)`, () => {
      const next = random(seed);
      let text = startText();
      const tracker = new SuppressionTracker();
      assert.deepEqual(plain(tracker.commentsOf(() => text)), plain(findSuppressionComments(text)));
      for (let n = 0; n < 3000; n++) {
        const { start, end, inserted } = edit(text, next);
        const before = text;
        text = text.slice(0, start) + inserted + text.slice(end);
        tracker.noteEdit(before, start, end, inserted, text);
        if (n % every !== 0) continue;
        const expected = findSuppressionComments(text);
        assert.deepEqual(
          plain(tracker.commentsOf(() => text)),
          plain(expected),
          `seed ${seed}, edit ${n}: [${start}, ${end}) -> ${JSON.stringify(inserted)}`,
        );
      }
    });
  }

  void test('typing far from the directives does not read the text again, and moves them', () => {
    let text = `// json-object-validator-disable-next-line type\n{\n  "a": "x",\n  "b": 1\n}\n`;
    const tracker = new SuppressionTracker();
    tracker.commentsOf(() => text);
    for (const ch of '"c": "quoted // text /* */",\n') {
      const at = text.indexOf('"b"');
      const before = text;
      text = text.slice(0, at) + ch + text.slice(at);
      tracker.noteEdit(before, at, at, ch, text);
    }
    assert.deepEqual(plain(tracker.commentsOf(() => text)), plain(findSuppressionComments(text)));
    assert.equal(tracker.scans, 1);
    // An edit inside a value between two directives moves the second one.
    const pad = ' '.repeat(200);
    text = `/* json-object-validator-disable */ {"a": "${pad}xy${pad}"} /* json-object-validator-enable */ "z"\n`;
    const second = new SuppressionTracker();
    second.commentsOf(() => text);
    const at = text.indexOf('xy') + 1;
    const before = text;
    text = text.slice(0, at) + 'abc' + text.slice(at);
    second.noteEdit(before, at, at, 'abc', text);
    assert.deepEqual(plain(second.commentsOf(() => text)), plain(findSuppressionComments(text)));
    assert.equal(second.commentsOf(() => text)[0].to, text.indexOf('/* json-object-validator-enable'));
    assert.equal(second.scans, 1);
  });

  void test('typing letters, quotes and line breaks between directives reads the text again only near them or next to slashes', () => {
    const next = random(7);
    let text = startText();
    const tracker = new SuppressionTracker();
    tracker.commentsOf(() => text);
    const plainPieces = [
      'a',
      'b',
      '7',
      ' ',
      ':',
      ',',
      '{',
      '}',
      '[',
      ']',
      'true',
      '"',
      '""',
      '\n',
      '\n  ',
      '\r\n',
    ];
    for (let n = 0; n < 2000; n++) {
      const start = Math.floor(next() * (text.length + 1));
      const end = Math.min(text.length, start + (next() < 0.7 ? 0 : 1 + Math.floor(next() * 3)));
      if (/[\\/*]/.test(text.slice(start, end))) continue;
      const inserted = next() < 0.2 ? '' : plainPieces[Math.floor(next() * plainPieces.length)];
      const before = text;
      text = text.slice(0, start) + inserted + text.slice(end);
      tracker.noteEdit(before, start, end, inserted, text);
      assert.deepEqual(
        plain(tracker.commentsOf(() => text)),
        plain(findSuppressionComments(text)),
        `edit ${n}`,
      );
    }
    // Only edits next to a directive, or on a line with a slash, asterisk or backslash, make it read again.
    assert.ok(tracker.scans < 2000 / 2, `${tracker.scans} reads for 2,000 edits`);
  });

  void test('typing a property with its quotes and a new line between directives does not read the text again', () => {
    let text = startText();
    const tracker = new SuppressionTracker();
    tracker.commentsOf(() => text);
    let at = text.indexOf('"k13"');
    for (const ch of '"nickname": "Ada L",\n  ') {
      const before = text;
      text = text.slice(0, at) + ch + text.slice(at);
      tracker.noteEdit(before, at, at, ch, text);
      at++;
      assert.deepEqual(plain(tracker.commentsOf(() => text)), plain(findSuppressionComments(text)));
    }
    assert.equal(tracker.scans, 1);
  });

  void test('a directive typed one character at a time is found when it is complete', () => {
    let text = '{\n  "a": 1\n}\n';
    const tracker = new SuppressionTracker();
    assert.equal(tracker.commentsOf(() => text).length, 0);
    const typed = '  // json-object-validator-disable-next-line type\n';
    let at = text.indexOf('  "a"');
    for (const ch of typed) {
      const before = text;
      text = text.slice(0, at) + ch + text.slice(at);
      tracker.noteEdit(before, at, at, ch, text);
      at++;
      assert.deepEqual(plain(tracker.commentsOf(() => text)), plain(findSuppressionComments(text)));
    }
    assert.equal(tracker.commentsOf(() => text).length, 1);
  });
});
