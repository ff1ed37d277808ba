import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Catalog, readCatalog } from '../../../host/src/catalog';

const catalog = new Catalog(
  readCatalog({
    schemas: [
      { name: 'tsconfig', fileMatch: ['tsconfig.json', 'tsconfig.*.json'], url: 'https://s/tsconfig.json' },
      {
        name: 'Tool',
        fileMatch: ['**/.tool/*.json'],
        url: 'https://s/tool-2.json',
        versions: { '1': 'https://s/tool-1.json', '2': 'https://s/tool-2.json' },
      },
    ],
  }),
);

void describe('catalog lookups', () => {
  void test('a file name, a glob, nothing, and the same answers when asked again', () => {
    for (let round = 0; round < 2; round++) {
      assert.equal(catalog.match('file:///w/tsconfig.json')?.url, 'https://s/tsconfig.json');
      assert.equal(catalog.match('file:///w/a/tsconfig.base.json')?.pattern, 'tsconfig.*.json');
      assert.equal(catalog.match('file:///w/.tool/x.json')?.url, 'https://s/tool-2.json');
      assert.equal(catalog.match('file:///w/x.json'), undefined);
    }
  });

  void test('a version chosen after a lookup applies to the next lookup of the same file', () => {
    const uri = 'file:///w/.tool/y.json';
    assert.equal(catalog.match(uri)?.url, 'https://s/tool-2.json');
    catalog.versionChoices = { Tool: '1' };
    assert.equal(catalog.match(uri)?.url, 'https://s/tool-1.json');
    catalog.versionChoices = {};
    assert.equal(catalog.match(uri)?.url, 'https://s/tool-2.json');
  });
});
