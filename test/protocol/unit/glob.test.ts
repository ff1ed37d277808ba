import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { globProblem, globToRegExp, matchFileMatch, matchesGlob } from '../../../host/src/glob';

void describe('globToRegExp', () => {
  const cases: [glob: string, path: string, expected: boolean][] = [
    ['*.json', 'a.json', true],
    ['*.json', 'dir/a.json', false],
    ['**/*.json', 'a.json', true],
    ['**/*.json', 'x/y/a.json', true],
    ['**', 'x/y/a.json', true],
    ['a/**/b.json', 'a/b.json', true],
    ['a/**/b.json', 'a/x/y/b.json', true],
    ['a/**/b.json', 'ab.json', false],
    ['?.json', 'a.json', true],
    ['?.json', 'ab.json', false],
    ['?.json', '/.json', false],
    ['{a,b}.json', 'b.json', true],
    ['{a,b}.json', 'c.json', false],
    ['x.{json,jsonc}', 'x.jsonc', true],
    ['{a,{b,c}}.json', 'c.json', true],
    ['[ab].json', 'b.json', true],
    ['[!ab].json', 'b.json', false],
    ['[!ab].json', 'c.json', true],
    ['a+b(1).json', 'a+b(1).json', true],
    ['a.json', 'aXjson', false],
  ];
  for (const [glob, path, expected] of cases) {
    void test(`${glob} ${expected ? 'matches' : 'does not match'} ${path}`, () => {
      assert.equal(globToRegExp(glob)?.test(path), expected);
    });
  }
});

void describe('matchesGlob', () => {
  const cases: [pattern: string, absolute: string, relative: string | undefined, expected: boolean][] = [
    ['package.json', '/w/sub/package.json', 'sub/package.json', true],
    ['package.json', '/w/sub/package.json', undefined, true],
    ['*.schema.json', '/w/a/b.schema.json', 'a/b.schema.json', true],
    ['/config/*.json', '/w/config/a.json', 'config/a.json', true],
    ['/config/*.json', '/w/x/config/a.json', 'x/config/a.json', false],
    ['./config/*.json', '/w/config/a.json', 'config/a.json', true],
    ['config/*.json', '/w/config/a.json', 'config/a.json', true],
    ['config/*.json', '/elsewhere/config/a.json', undefined, true],
    ['**/fixtures/**', '/w/t/fixtures/x/y.json', 't/fixtures/x/y.json', true],
    ['/abs/dir/*.json', '/abs/dir/f.json', undefined, true],
  ];
  for (const [pattern, absolute, relative, expected] of cases) {
    void test(`${pattern} on ${absolute} (${relative ?? 'no folder'}) -> ${expected}`, () => {
      assert.equal(matchesGlob(pattern, absolute, relative), expected);
    });
  }
});

void describe('matchFileMatch', () => {
  void test('the last matching pattern decides and "!" excludes', () => {
    const patterns = ['**/*.json', '!**/generated/*.json', '**/generated/keep.json'];
    assert.deepEqual(matchFileMatch(patterns, '/w/a.json', 'a.json'), {
      matched: true,
      pattern: '**/*.json',
    });
    assert.deepEqual(matchFileMatch(patterns, '/w/generated/x.json', 'generated/x.json'), {
      matched: false,
      pattern: '!**/generated/*.json',
    });
    assert.deepEqual(matchFileMatch(patterns, '/w/generated/keep.json', 'generated/keep.json'), {
      matched: true,
      pattern: '**/generated/keep.json',
    });
    assert.deepEqual(matchFileMatch(patterns, '/w/a.txt', 'a.txt'), { matched: false });
  });
});

void describe('invalid globs (issue 10, item 2): never an exception, only their own entry affected', () => {
  void test('"[z-a].json" matches nothing, says why, and the other patterns still apply', () => {
    assert.equal(globProblem('[z-a].json'), 'it is not a valid glob (check its [...] classes)');
    assert.equal(globProblem('*.json'), undefined);
    assert.equal(globProblem('[a-z].json'), undefined);
    assert.equal(matchesGlob('[z-a].json', '/w/z.json', 'z.json'), false);
    assert.deepEqual(matchFileMatch(['[z-a].json', '*.json'], '/w/z.json', 'z.json'), {
      matched: true,
      pattern: '*.json',
    });
    assert.deepEqual(matchFileMatch(['*.json', '![z-a].json'], '/w/z.json', 'z.json'), {
      matched: true,
      pattern: '*.json',
    });
  });
});
