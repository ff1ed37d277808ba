import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  buildDocumentSelector,
  fileMatchesOf,
  fileMatchToPattern,
  sameSelector,
} from '../../../client/src/documentSelector';

// Every scheme, as VS Code's JSON support: the user's settings live in `vscode-userdata:`.
const BASE = [{ language: 'json' }, { language: 'jsonc' }, { language: 'snippets' }];

void describe('fileMatchToPattern', () => {
  const cases: [string, string | undefined][] = [
    ['*.order.json', '**/*.order.json'],
    ['config/app.json', '**/config/app.json'],
    ['/config/app.json', '**/config/app.json'],
    ['./deploy/*.yaml', '**/deploy/*.yaml'],
    ['**/x.json', '**/x.json'],
    ['dir\\win.json', '**/dir/win.json'],
    ['  .babelrc  ', '**/.babelrc'],
    ['!*.skip.json', undefined],
    ['', undefined],
    ['/', undefined],
  ];
  for (const [input, expected] of cases) {
    void test(`${JSON.stringify(input)} -> ${String(expected)}`, () => {
      assert.equal(fileMatchToPattern(input), expected);
    });
  }
});

void describe('fileMatchesOf', () => {
  void test('collects string patterns of every well-formed entry, skipping the rest', () => {
    assert.deepEqual(
      fileMatchesOf([
        { fileMatch: ['a.json', 'b.json'], url: './a.schema.json' },
        { fileMatch: 'single.json', schema: {} },
        { fileMatch: [3, 'c.json', null] },
        null,
        'nonsense',
        { url: 'no-file-match.json' },
      ]),
      ['a.json', 'b.json', 'single.json', 'c.json'],
    );
  });
  void test('a setting that is not a list gives nothing', () => {
    assert.deepEqual(fileMatchesOf(undefined), []);
    assert.deepEqual(fileMatchesOf({ fileMatch: ['a.json'] }), []);
  });
});

void describe('buildDocumentSelector', () => {
  void test("always selects the languages VS Code's JSON support validates, in every scheme", () => {
    assert.deepEqual(buildDocumentSelector([]), BASE);
  });
  void test('adds one sorted, de-duplicated file pattern per inclusion', () => {
    assert.deepEqual(buildDocumentSelector(['z/*.cfg', '*.order.json', '!*.skip.json', '/z/*.cfg']), [
      ...BASE,
      { scheme: 'file', pattern: '**/*.order.json' },
      { scheme: 'file', pattern: '**/z/*.cfg' },
    ]);
  });
  void test('equal settings in another order give the same selector; a new pattern does not', () => {
    const a = buildDocumentSelector(['b.json', 'a.json']);
    assert.equal(sameSelector(a, buildDocumentSelector(['a.json', 'b.json', 'a.json'])), true);
    assert.equal(sameSelector(a, buildDocumentSelector(['a.json'])), false);
  });
});
