import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { languageOfFile } from '../../../host/src/languages';

void describe('languageOfFile: the language VS Code gives a file it has not opened', () => {
  const cases: [uri: string, extra: string[], expected: 'json' | 'jsonc'][] = [
    ['file:///w/tsconfig.json', [], 'jsonc'],
    ['file:///w/packages/a/tsconfig.build.json', [], 'jsonc'],
    ['file:///w/tsconfig-base.json', [], 'jsonc'],
    ['file:///w/.vscode/settings.json', [], 'jsonc'],
    ['file:///w/.eslintrc.json', [], 'jsonc'],
    ['file:///w/x.jsonc', [], 'jsonc'],
    ['file:///w/my.code-workspace', [], 'jsonc'],
    ['file:///w/package.json', [], 'json'],
    ['file:///w/data.json', [], 'json'],
    ['file:///w/conf/a.json', ['**/conf/*.json'], 'jsonc'],
    ['file:///w/other/a.json', ['**/conf/*.json'], 'json'],
    ['file:///w/b.notes.json', ['*.notes.json'], 'jsonc'],
    ['file:///w/my%20dir/tsconfig.json', [], 'jsonc'],
  ];
  for (const [uri, extra, expected] of cases) {
    void test(`${uri} ${JSON.stringify(extra)} -> ${expected}`, () => {
      assert.equal(languageOfFile(uri, extra), expected);
    });
  }
});
