// The reference index of a schema document: every $ref/$dynamicRef resolved as validation resolves it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { schemaReferences } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';

function summary(uri: string, doc: JsonValue, schemas?: Record<string, JsonValue>): string[] {
  return schemaReferences(uri, doc, { schemas }).references.map(
    (r) =>
      `${r.pointer} ${r.ref} -> ${r.target ? `${r.target.documentUri}#${r.target.pointer} (in ${r.target.resourcePointer || 'root'})` : 'nothing'}`,
  );
}

void describe('schema references', () => {
  void test('local pointers with escapes, anchors, embedded $id resources, $dynamicRef', () => {
    const doc: JsonValue = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/root.json',
      properties: {
        a: { $ref: '#/$defs/a~1b' },
        b: { $ref: '#named' },
        c: { $ref: 'inner.json#/$defs/leaf' },
        d: { $dynamicRef: '#node' },
        e: { $ref: '#/$defs/missing' },
      },
      $dynamicAnchor: 'node',
      $defs: {
        'a/b': { type: 'string' },
        named: { $anchor: 'named' },
        inner: { $id: 'inner.json', $defs: { leaf: { $ref: '#/$defs/other' }, other: {} } },
      },
    };
    assert.deepEqual(summary('file:///w/root.json', doc), [
      '/$defs/inner/$defs/leaf/$ref #/$defs/other -> file:///w/root.json#/$defs/inner/$defs/other (in /$defs/inner)',
      '/properties/a/$ref #/$defs/a~1b -> file:///w/root.json#/$defs/a~1b (in root)',
      '/properties/b/$ref #named -> file:///w/root.json#/$defs/named (in root)',
      '/properties/c/$ref inner.json#/$defs/leaf -> file:///w/root.json#/$defs/inner/$defs/leaf (in /$defs/inner)',
      '/properties/d/$dynamicRef #node -> file:///w/root.json# (in root)',
      '/properties/e/$ref #/$defs/missing -> nothing',
    ]);
  });

  void test('other files: resolved when given, listed as missing when not', () => {
    const doc: JsonValue = { properties: { p: { $ref: './defs/point.json#/definitions/xy' } } };
    const other: JsonValue = { definitions: { xy: { type: 'object' } } };
    const without = schemaReferences('file:///w/a.json', doc);
    assert.deepEqual(without.missing, ['file:///w/defs/point.json']);
    assert.deepEqual(summary('file:///w/a.json', doc, { 'file:///w/defs/point.json': other }), [
      '/properties/p/$ref ./defs/point.json#/definitions/xy -> file:///w/defs/point.json#/definitions/xy (in root)',
    ]);
  });

  void test('draft 7: $ref beside $id keeps the outer base; references under unknown keywords still count', () => {
    const doc: JsonValue = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { x: {} },
      custom: { nested: { $ref: '#/definitions/x' } },
    };
    assert.deepEqual(summary('file:///w/d7.json', doc), [
      '/custom/nested/$ref #/definitions/x -> file:///w/d7.json#/definitions/x (in root)',
    ]);
  });
});
