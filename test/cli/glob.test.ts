import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expandInput } from '../../cli/src/fileArguments';
import { expandBraces, hasGlob, segmentToRegExp } from '../../host/src/glob';

let work = '';

const TREE = [
  'a/one.json',
  'a/deep/two.json',
  'a/deep/three.jsonc',
  'b/four.json',
  'b/notes.txt',
  'b/[x].json',
  'top.json',
  '.hidden/five.json',
  'a/.dotfile.json',
  'node_modules/pkg/skip.json',
  '.git/config.json',
];

before(() => {
  work = mkdtempSync(join(tmpdir(), 'jov-glob-'));
  for (const file of TREE) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), '{}');
  }
  // A symlinked folder that points up would make ** loop forever if it were followed.
  symlinkSync(work, join(work, 'a', 'loop'));
});

after(() => rmSync(work, { recursive: true, force: true }));

void describe('segmentToRegExp', () => {
  const cases: [pattern: string, name: string, matches: boolean][] = [
    ['*.json', 'a.json', true],
    ['*.json', 'a.jsonc', false],
    ['*.json', '.a.json', false],
    ['.*.json', '.a.json', true],
    ['?.json', 'a.json', true],
    ['?.json', 'ab.json', false],
    ['[ab].json', 'b.json', true],
    ['[!ab].json', 'b.json', false],
    ['[!ab].json', 'c.json', true],
    ['a+b(1).json', 'a+b(1).json', true],
    ['a+b(1).json', 'aab1.json', false],
    ['*.json*', 'x.jsonc', true],
    ['[unclosed', '[unclosed', true],
  ];
  for (const [pattern, name, matches] of cases) {
    void test(`${pattern} ${matches ? 'matches' : 'does not match'} ${name}`, () => {
      assert.equal(segmentToRegExp(pattern).test(name), matches);
    });
  }
});

void describe('hasGlob', () => {
  void test('names wildcards only', () => {
    assert.deepEqual(['a/b.json', 'a/*.json', 'a?', 'x[1]', '-'].map(hasGlob), [
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

void describe('expandBraces', () => {
  const cases: [pattern: string, expanded: string[]][] = [
    ['*.{json,jsonc}', ['*.json', '*.jsonc']],
    ['{a,b}/*.json', ['a/*.json', 'b/*.json']],
    ['{a,b}/{x,y}', ['a/x', 'a/y', 'b/x', 'b/y']],
    ['a/{b,{c,d}e}/f', ['a/b/f', 'a/ce/f', 'a/de/f']],
    ['{a,,b}', ['a', '', 'b']],
    ['{a,a}.json', ['a.json']],
    ['plain.json', ['plain.json']],
    ['{single}.json', ['{single}.json']],
    ['{unclosed,x.json', ['{unclosed,x.json']],
    ['{x}/{a,b}', ['{x}/a', '{x}/b']],
  ];
  for (const [pattern, expanded] of cases) {
    void test(pattern, () => assert.deepEqual(expandBraces(pattern), expanded));
  }
});

void describe('expandInput', () => {
  const cases: [input: string, files: string[]][] = [
    ['*.json', ['top.json']],
    ['a/*.json', ['a/one.json']],
    ['a/**/*.json', ['a/deep/two.json', 'a/one.json']],
    ['**/*.json', ['a/deep/two.json', 'a/one.json', 'b/[x].json', 'b/four.json', 'top.json']],
    [
      '**/*.json*',
      ['a/deep/three.jsonc', 'a/deep/two.json', 'a/one.json', 'b/[x].json', 'b/four.json', 'top.json'],
    ],
    ['?/*.json', ['a/one.json', 'b/[x].json', 'b/four.json']],
    ['a/**', ['a/deep/three.jsonc', 'a/deep/two.json', 'a/one.json']],
    ['node_modules/*/*.json', ['node_modules/pkg/skip.json']],
    ['.hidden/*.json', ['.hidden/five.json']],
    ['a/.*.json', ['a/.dotfile.json']],
    ['nothing/*.json', []],
    ['*.yaml', []],
    ['a', ['a/deep/three.jsonc', 'a/deep/two.json', 'a/one.json']],
    ['.', ['a/deep/three.jsonc', 'a/deep/two.json', 'a/one.json', 'b/[x].json', 'b/four.json', 'top.json']],
    ['b/notes.txt', ['b/notes.txt']],
    ['missing.json', ['missing.json']],
    [
      '**/*.{json,jsonc}',
      ['a/deep/three.jsonc', 'a/deep/two.json', 'a/one.json', 'b/[x].json', 'b/four.json', 'top.json'],
    ],
    ['{a,b}/*.json', ['a/one.json', 'b/[x].json', 'b/four.json']],
    ['{top,missing}.json', ['top.json']],
    ['{a/one,a/*/two}.json', ['a/deep/two.json', 'a/one.json']],
  ];
  for (const [input, files] of cases) {
    void test(`${input} -> ${files.length} files`, () => {
      assert.deepEqual(expandInput(input, work), { input, files });
    });
  }

  void test('an absolute pattern yields absolute paths', () => {
    assert.deepEqual(expandInput(join(work, 'a', '*.json'), '/').files, [join(work, 'a', 'one.json')]);
  });
});
