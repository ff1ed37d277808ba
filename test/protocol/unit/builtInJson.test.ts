import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Association } from '../../../host/src/associations';
import { builtInServes, weServe } from '../../../server/src/coexistence/builtInJson';

function association(source: Association['source']): Association {
  return { source, priority: 0, schemaUri: 'file:///s.json', reason: '' };
}

void describe('sharing completion and hover with VS Code’s built-in JSON support', () => {
  const table: {
    name: string;
    associations: Association[];
    schemaProperty?: string;
    builtInServes: boolean;
  }[] = [
    { name: 'no schema at all', associations: [], builtInServes: false },
    {
      name: 'only jsonObjectValidator.schemas',
      associations: [association('settings')],
      builtInServes: false,
    },
    {
      name: 'the document’s own $schema',
      associations: [association('document')],
      schemaProperty: './s.json',
      builtInServes: true,
    },
    {
      name: 'a meta-schema $schema (a schema file)',
      associations: [],
      schemaProperty: 'http://json-schema.org/draft-07/schema#',
      builtInServes: true,
    },
    { name: 'an extension’s jsonValidation', associations: [association('extension')], builtInServes: true },
    {
      name: 'our settings win, but an extension also matches: the built-in serves it too',
      associations: [association('settings'), association('extension')],
      builtInServes: true,
    },
    {
      name: 'an empty $schema names nothing',
      associations: [association('settings')],
      schemaProperty: ' ',
      builtInServes: false,
    },
  ];
  for (const row of table) {
    void test(row.name, () => {
      assert.equal(builtInServes(row.associations, row.schemaProperty), row.builtInServes);
      assert.equal(weServe('auto', true, row.associations, row.schemaProperty), !row.builtInServes);
      assert.equal(weServe('auto', false, row.associations, row.schemaProperty), true);
      assert.equal(weServe('always', true, row.associations, row.schemaProperty), true);
      assert.equal(weServe('off', false, row.associations, row.schemaProperty), false);
    });
  }
});
