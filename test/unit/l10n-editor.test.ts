import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from '../../shared/src/index';
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import { tooDeepProblem, tooManyMembers, tooManyProblems } from '../../shared/src/json/problems';
import { english, textsFor } from '../../shared/src/l10n/texts';
import { encodingProblem } from '../../shared/src/jsonLines';
import { loadReason } from '../../host/src/loadMessages';

/**
 * The parser writes English and keeps each problem's template; a syntax problem is put into the
 * person's language only where it is shown, from its template (a reason the schema store gives, from
 * its English text).
 */
void describe("syntax problems and load reasons in the person's language", () => {
  const de = textsFor('de');
  const ja = textsFor('ja');

  void test('every problem of a broken document, in German and Japanese, codes unchanged', () => {
    const doc = parseDocument('{ "a": 01, "a": [1,, 2] // c\n "b" 1, }', { allowComments: false });
    const cases = doc.problems.map((p) => [p.code, syntaxMessage(p, de), syntaxMessage(p, ja)]);
    assert.deepEqual(cases, [
      [
        'leading-zero',
        'Zahlen dürfen keine führenden Nullen haben.',
        '数値の先頭に 0 を付けることはできません。',
      ],
      ['duplicate-key', 'Doppelter Objektschlüssel "a".', 'オブジェクト キー "a" が重複しています。'],
      ['value-expected', 'Wert erwartet', '値が必要です'],
      [
        'comment-not-permitted',
        'Kommentare sind in JSON nicht zulässig.',
        'JSON ではコメントは許可されていません。',
      ],
      ['comma-expected', 'Komma erwartet', 'コンマが必要です'],
      ['colon-expected', 'Doppelpunkt erwartet', 'コロンが必要です'],
      ['trailing-comma', 'Nachgestelltes Komma', '末尾のコンマ'],
    ]);
  });

  void test('the limits keep their numbers, written the way the language writes them', () => {
    assert.equal(
      syntaxMessage(tooDeepProblem(0), de),
      'Eine Verschachtelung tiefer als 1.000 Ebenen wird nicht unterstützt.',
    );
    assert.equal(syntaxMessage(tooManyProblems(0), ja), '最初の 1,000 件の問題のみを報告します。');
    assert.equal(
      syntaxMessage(tooManyMembers(0, 1, true, 100_000_000), de),
      'Container mit mehr als 100.000.000 Elementen werden nicht unterstützt: Der Rest dieses Containers wird nicht geprüft.',
    );
  });

  void test('English, and a problem no template says, come back as the parser wrote them', () => {
    const problem = tooManyMembers(0, 1, false, 16_000_000);
    assert.equal(
      problem.message,
      'Containers of more than 16,000,000 properties are not supported: the rest of this one is not checked.',
    );
    assert.equal(syntaxMessage(problem, english), problem.message);
    const notUtf8 = encodingProblem(0, 0, { byte: 0xff, character: 3 });
    assert.equal(notUtf8.messageId, undefined);
    assert.equal(syntaxMessage(notUtf8, de), notUtf8.message);
  });

  void test('load reasons: known ones translated (a syntax message inside too), others as they are', () => {
    assert.equal(loadReason('the file does not exist', de), 'die Datei ist nicht vorhanden');
    assert.equal(
      loadReason('it is not valid JSON (Value expected at line 3, column 5)', ja),
      '有効な JSON ではありません (3 行目、5 列目: 値が必要です)',
    );
    assert.equal(
      loadReason('it could not be downloaded from the mirror https://m.example/ (timeout)', de),
      'es konnte nicht vom Spiegel https://m.example/ heruntergeladen werden (timeout)',
    );
    assert.equal(loadReason('connect ECONNREFUSED 127.0.0.1:9', de), 'connect ECONNREFUSED 127.0.0.1:9');
    assert.equal(loadReason('the file does not exist', english), 'the file does not exist');
  });
});
