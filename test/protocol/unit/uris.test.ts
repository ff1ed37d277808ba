import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { normalizeUri, pathToUri, resolveReference, uriToPath } from '../../../host/src/uris';

/** A small seeded generator (mulberry32), so a failure names its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

void describe('pathToUri', () => {
  const table = [
    '/a/b.json',
    '/a/./b',
    '/a/../b',
    '/a b/c',
    '/a/%41',
    '/x~y',
    '/',
    '/a//b',
    '/a/b/',
    '/ä/b',
    '/a/#b',
    '/a/?b',
    '/a/...',
  ];
  for (const path of table) {
    void test(`${path} as pathToFileURL gives it`, () =>
      assert.equal(pathToUri(path), pathToFileURL(path).href));
  }
  void test('seeded random paths: the same URI as pathToFileURL', () => {
    const alphabet = "ab.Z09_-+,=@~ %#?/\\:;!$&'()*[]{}éü\t";
    for (let seed = 1; seed <= 20; seed++) {
      const next = random(seed);
      for (let i = 0; i < 500; i++) {
        let path = '/';
        const length = 1 + Math.floor(next() * 24);
        for (let j = 0; j < length; j++) path += alphabet[Math.floor(next() * alphabet.length)];
        assert.equal(pathToUri(path), pathToFileURL(path).href, `seed ${seed}: ${JSON.stringify(path)}`);
      }
    }
  });
});

void describe('remembered normal forms', () => {
  void test('normalizeUri and resolveReference answer the same the second time', () => {
    const uri = 'file:///w/a%20b/../c.json';
    assert.equal(normalizeUri(uri), 'file:///w/c.json');
    assert.equal(normalizeUri(uri), 'file:///w/c.json');
    assert.equal(resolveReference('./s.json', 'file:///w/x/'), 'file:///w/x/s.json');
    assert.equal(resolveReference('./s.json', 'file:///w/x/'), 'file:///w/x/s.json');
    assert.equal(resolveReference('./s.json', 'file:///w/y/'), 'file:///w/y/s.json');
    assert.equal(resolveReference('https://e.example/s', 'file:///w/'), 'https://e.example/s');
  });
});

void describe('normalizeUri', () => {
  const table: [string, string][] = [
    ['file:///w/a.json', 'file:///w/a.json'],
    ['file:///w/./a.json', 'file:///w/a.json'],
    ['file:///w/x/../a.json', 'file:///w/a.json'],
    ['file:///w/%61.json', 'file:///w/a.json'],
    ['file:///w/a%20b.json', 'file:///w/a%20b.json'],
    ['file:///w/a~b.json', 'file:///w/a%7Eb.json'],
    ['file://localhost/w/a.json', 'file:///w/a.json'],
    ['https://e.example/./a', 'https://e.example/./a'],
  ];
  for (const [uri, normal] of table) {
    void test(`${uri} -> ${normal}`, () => assert.equal(normalizeUri(uri), normal));
  }
});

void describe('uriToPath', () => {
  const table: [string, string | undefined][] = [
    ['file:///w/a.json', '/w/a.json'],
    ['file:///w/a%20b.json', '/w/a b.json'],
    ['file:///w/a%7Eb.json', '/w/a~b.json'],
    ['file:///w/x/../a.json', '/w/a.json'],
    ['https://e.example/a.json', undefined],
  ];
  for (const [uri, path] of table) void test(`${uri} -> ${path}`, () => assert.equal(uriToPath(uri), path));
});
