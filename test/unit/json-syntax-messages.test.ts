import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, parseDocument, syntaxProblemMessage } from '../../shared/src/index';
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import { memberLimits } from '../../shared/src/json/tree';
import { editorEn } from '../../shared/src/l10n/editor/en';
import { english, templateParams, textsFor, type Texts } from '../../shared/src/l10n/texts';
import type { ParseOptions, SyntaxMessageId, SyntaxProblem } from '../../shared/src/types';
import { seeded } from '../support/documents';

/**
 * Every syntax problem keeps the template it was written from (`messageId`, `params`): the English
 * `message` is the template filled in, and another language is the same template in that language.
 */

interface Row {
  text: string;
  options?: ParseOptions;
  code: string;
  id: SyntaxMessageId;
  params?: { key?: string; limit?: number };
  english: string;
  /** [offset, length, start line, start character, end line, end character] */
  at: readonly [number, number, number, number, number, number];
  /** The member limits in force for this row (lowered: a real limit needs 16 million members). */
  limits?: { array: number; object: number };
}

const deep = '['.repeat(1001);
const manyProperties = `{${Array.from({ length: 1001 }, (_, i) => `"k${i}": ${i}`).join(', ')},}`;
const leftOut = manyProperties.indexOf('"k1000": 1000') + '"k1000": '.length;

const ROWS: readonly Row[] = [
  {
    text: '{} /* x',
    options: { allowComments: true },
    code: 'unexpected-end-of-comment',
    id: 'syntax.unexpectedEndOfComment',
    english: 'Unexpected end of comment.',
    at: [3, 4, 0, 3, 0, 7],
  },
  {
    text: '"abc',
    code: 'unexpected-end-of-string',
    id: 'syntax.unexpectedEndOfString',
    english: 'Unexpected end of string.',
    at: [0, 4, 0, 0, 0, 4],
  },
  {
    text: '[1e]',
    code: 'unexpected-end-of-number',
    id: 'syntax.unexpectedEndOfNumber',
    english: 'Unexpected end of number.',
    at: [1, 2, 0, 1, 0, 3],
  },
  {
    text: '"\\u12"',
    code: 'invalid-unicode',
    id: 'syntax.invalidUnicode',
    english: 'Invalid unicode sequence in string.',
    at: [0, 6, 0, 0, 0, 6],
  },
  {
    text: '"\\x"',
    code: 'invalid-escape-character',
    id: 'syntax.invalidEscapeCharacter',
    english: 'Invalid escape character in string.',
    at: [0, 4, 0, 0, 0, 4],
  },
  {
    text: '"a\tb"',
    code: 'invalid-character',
    id: 'syntax.invalidCharacter',
    english: 'Invalid characters in string. Control characters must be escaped.',
    at: [0, 5, 0, 0, 0, 5],
  },
  {
    text: '// c\n{}',
    code: 'comment-not-permitted',
    id: 'syntax.commentNotPermitted',
    english: 'Comments are not permitted in JSON.',
    at: [0, 4, 0, 0, 0, 4],
  },
  {
    text: '[01]',
    code: 'leading-zero',
    id: 'syntax.leadingZero',
    english: 'Numbers must not have leading zeros.',
    at: [1, 2, 0, 1, 0, 3],
  },
  {
    text: '[1',
    code: 'comma-or-close-bracket-expected',
    id: 'syntax.commaOrBracketExpected',
    english: 'Expected comma or closing bracket',
    at: [1, 1, 0, 1, 0, 2],
  },
  {
    text: '{"a": 1',
    code: 'comma-or-close-brace-expected',
    id: 'syntax.commaOrBraceExpected',
    english: 'Expected comma or closing brace',
    at: [6, 1, 0, 6, 0, 7],
  },
  {
    text: '[1,,2]',
    code: 'value-expected',
    id: 'syntax.valueExpected',
    english: 'Value expected',
    at: [3, 1, 0, 3, 0, 4],
  },
  {
    text: '{,}',
    code: 'property-expected',
    id: 'syntax.propertyExpected',
    english: 'Property expected',
    at: [1, 1, 0, 1, 0, 2],
  },
  {
    text: '{"a": 1,}',
    code: 'trailing-comma',
    id: 'syntax.trailingComma',
    english: 'Trailing comma',
    at: [7, 1, 0, 7, 0, 8],
  },
  {
    text: '[1\n 2]',
    code: 'comma-expected',
    id: 'syntax.commaExpected',
    english: 'Expected comma',
    at: [4, 1, 1, 1, 1, 2],
  },
  {
    text: '{a: 1}',
    code: 'property-keys-must-be-doublequoted',
    id: 'syntax.keysDoubleQuoted',
    english: 'Property keys must be doublequoted',
    at: [1, 1, 0, 1, 0, 2],
  },
  {
    text: '{"a" 1}',
    code: 'colon-expected',
    id: 'syntax.colonExpected',
    english: 'Colon expected',
    at: [5, 1, 0, 5, 0, 6],
  },
  {
    text: '}',
    code: 'value-expected',
    id: 'syntax.jsonValueExpected',
    english: 'Expected a JSON object, array or literal.',
    at: [0, 1, 0, 0, 0, 1],
  },
  {
    text: '{} 1',
    code: 'end-of-file-expected',
    id: 'syntax.endOfFileExpected',
    english: 'End of file expected.',
    at: [3, 1, 0, 3, 0, 4],
  },
  {
    // The recovering parser (JSON.parse rejects the text).
    text: '{"a": 1, "a": 2,}',
    options: { allowTrailingCommas: true },
    code: 'duplicate-key',
    id: 'syntax.duplicateKey',
    params: { key: '"a"' },
    english: 'Duplicate object key "a".',
    at: [9, 3, 0, 9, 0, 12],
  },
  {
    // The key as JSON writes it, not as the text spelled it.
    text: '{"\\u00e9": 1,\n "é": 2}',
    code: 'duplicate-key',
    id: 'syntax.duplicateKey',
    params: { key: '"é"' },
    english: 'Duplicate object key "é".',
    at: [15, 3, 1, 1, 1, 4],
  },
  {
    // The fast path: JSON.parse takes it, the structure scan finds it too deep.
    text: `${deep}${']'.repeat(1001)}`,
    code: 'too-deep',
    id: 'syntax.tooDeep',
    params: { limit: 1000 },
    english: 'Nesting deeper than 1000 levels is not supported.',
    at: [1000, 1, 0, 1000, 0, 1001],
  },
  {
    text: deep,
    code: 'too-deep',
    id: 'syntax.tooDeep',
    params: { limit: 1000 },
    english: 'Nesting deeper than 1000 levels is not supported.',
    at: [1000, 1, 0, 1000, 0, 1001],
  },
  {
    // 1,001 leading zeros: the note stands at the first one left out.
    text: `[${'01,'.repeat(1001)}1]`,
    code: 'too-many-problems',
    id: 'syntax.tooManyProblems',
    params: { limit: 1000 },
    english: 'Only the first 1000 problems are reported.',
    at: [3001, 0, 0, 3001, 0, 3001],
  },
  {
    text: '[1, 2, 3, 4,]',
    options: { allowTrailingCommas: true },
    limits: { array: 3, object: 2 },
    code: 'too-many-members',
    id: 'syntax.tooManyItems',
    params: { limit: 3 },
    english: 'Containers of more than 3 items are not supported: the rest of this one is not checked.',
    at: [10, 1, 0, 10, 0, 11],
  },
  {
    // 1,001 members (the last left out), through the recovering parser (a trailing comma).
    text: manyProperties,
    options: { allowTrailingCommas: true },
    limits: { array: 3, object: 1_000 },
    code: 'too-many-members',
    id: 'syntax.tooManyProperties',
    params: { limit: 1_000 },
    english:
      'Containers of more than 1,000 properties are not supported: the rest of this one is not checked.',
    // On the value of the first member left out.
    at: [leftOut, 4, 0, leftOut, 0, leftOut + 4],
  },
];

/** A parse whose both tries throw (options that cannot be read): only then is a text unparsable. */
const hostileOptions = Object.defineProperty({}, 'allowComments', {
  get(): never {
    throw new Error('no options today');
  },
}) as ParseOptions;

/** The template's parameters as `texts` writes them (what the person reads). */
function shown(row: Pick<Row, 'params'>, texts: Texts): Record<string, string> {
  const out: Record<string, string> = {};
  if (row.params?.key !== undefined) out.key = row.params.key;
  if (row.params?.limit !== undefined) out.limit = row.params.limit.toLocaleString(texts.locale);
  return out;
}

function problemsOf(row: Row): SyntaxProblem[] {
  const saved = { ...memberLimits };
  if (row.limits) Object.assign(memberLimits, row.limits);
  try {
    return parseDocument(row.text, row.options).problems;
  } finally {
    Object.assign(memberLimits, saved);
  }
}

/** The English message a problem's template and parameters give (as the parser has always written it). */
function englishOf(p: SyntaxProblem): string {
  assert.ok(p.messageId !== undefined, `${p.code} has no messageId`);
  const params: Record<string, string> = {};
  if (p.params?.key !== undefined) params.key = p.params.key;
  if (p.params?.limit !== undefined) {
    // The member limits have always been written with separators in English, the others without.
    params.limit =
      p.code === 'too-many-members' ? p.params.limit.toLocaleString('en-US') : String(p.params.limit);
  }
  return english.t(p.messageId, params);
}

void describe('syntax problems carry their template', () => {
  const de = textsFor('de');
  const ja = textsFor('ja');

  for (const row of ROWS) {
    const name = `${row.id}: ${JSON.stringify(row.text.length > 24 ? `${row.text.slice(0, 24)}…` : row.text)}`;
    void test(name, () => {
      const problems = problemsOf(row);
      const p = problems.find((q) => q.messageId === row.id);
      assert.ok(p, `no ${row.id} among ${JSON.stringify(problems.map((q) => q.code))}`);
      const { offset, length, start, end } = p.range;
      assert.deepEqual(
        [p.code, p.params, p.message, [offset, length, start.line, start.character, end.line, end.character]],
        [row.code, row.params, row.english, [...row.at]],
      );
      assert.equal(syntaxMessage(p, english), row.english);
      for (const texts of [de, ja]) {
        const said = syntaxMessage(p, texts);
        assert.equal(said, texts.t(row.id, shown(row, texts)));
        assert.notEqual(said, row.english, `${texts.locale} has its own words for ${row.id}`);
      }
    });
  }

  void test('a text no parse can read says so, with its template', () => {
    const doc = parseDocument('{', hostileOptions);
    assert.deepEqual(doc.problems, [
      {
        code: 'unparsable',
        message: 'The document could not be parsed.',
        messageId: 'syntax.unparsable',
        severity: 'error',
        range: { offset: 0, length: 0, start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);
    assert.equal(syntaxMessage(doc.problems[0], de), de.t('syntax.unparsable'));
    assert.equal(syntaxMessage(doc.problems[0], ja), ja.t('syntax.unparsable'));
  });

  void test('every syntax template has a row (a new one needs a document that produces it)', () => {
    const ids = Object.keys(editorEn).filter((id) => id.startsWith('syntax.'));
    const covered = new Set<string>([...ROWS.map((r) => r.id), 'syntax.unparsable']);
    assert.deepEqual(
      ids.filter((id) => !covered.has(id)),
      [],
    );
  });

  void test('the limits read as the language writes numbers', () => {
    const [problem] = problemsOf(ROWS.find((r) => r.id === 'syntax.tooManyProperties')!);
    assert.equal(
      syntaxMessage(problem, de),
      'Container mit mehr als 1.000 Eigenschaften werden nicht unterstützt: Der Rest dieses Containers wird nicht geprüft.',
    );
  });

  void test("the library's users: validateText's syntax problems in a language they name", () => {
    const { syntaxProblems } = compile({ type: 'object' }, { locale: 'de' }).validateText('{"a": 1 "b": 2}');
    assert.deepEqual(
      syntaxProblems.map((p) => [
        p.messageId,
        p.message,
        syntaxProblemMessage(p, 'de-CH'),
        syntaxProblemMessage(p, 'ja_JP.UTF-8'),
        syntaxProblemMessage(p),
        syntaxProblemMessage(p, 'xx'),
      ]),
      [
        [
          'syntax.commaExpected',
          'Expected comma',
          'Komma erwartet',
          'コンマが必要です',
          'Expected comma',
          'Expected comma',
        ],
      ],
    );
  });

  void test('a problem built by hand names what it likes: its message as it is', () => {
    const made = (messageId: unknown, params?: unknown) =>
      ({ message: 'My own words.', messageId, params }) as unknown as SyntaxProblem;
    for (const problem of [
      made('syntax.nothingLikeThis'),
      made('toString'),
      made('load.reason.notFound'),
      made(42),
      made(undefined),
    ]) {
      assert.equal(syntaxProblemMessage(problem, 'de'), 'My own words.');
    }
    // A parameter that is neither text nor a number is left out, and its place stays as written.
    assert.equal(
      syntaxProblemMessage(made('syntax.duplicateKey', { key: { not: 'text' }, other: '"x"' }), 'de'),
      'Doppelter Objektschlüssel {key}.',
    );
    assert.equal(syntaxProblemMessage(made('syntax.colonExpected', null), 'ja'), 'コロンが必要です');
  });

  void test('no problem is built without its template: garbage, every option', () => {
    const random = seeded(20261129);
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      '"',
      '\\',
      'u0',
      '01',
      '1e',
      '-',
      '/*',
      '*/',
      '//',
      '\n',
      '\t',
      'tru',
      'null',
      ' ',
      '"a"',
      'é',
    ];
    const optionSets: ParseOptions[] = [{}, { allowComments: true }, { allowTrailingCommas: true }];
    const seen = new Set<string>();
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 30);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      for (const options of optionSets) {
        for (const p of parseDocument(text, options).problems) {
          const id = p.messageId;
          assert.ok(id !== undefined && id in editorEn, `${p.code} in ${JSON.stringify(text)}`);
          const template = editorEn[id];
          assert.deepEqual(Object.keys(p.params ?? {}).sort(), templateParams(template), `${id} params`);
          assert.equal(p.message, englishOf(p), `${id} in ${JSON.stringify(text)}`);
          seen.add(id);
        }
      }
    }
    // The garbage reached most of the parser's templates, not just one or two.
    assert.ok(seen.size >= 15, [...seen].join(', '));
  });
});
