// What the schema locator read of a schema document (its parse, for go to definition, hover and related
// information) goes when the store lets that document go: a large schema's parse is several times its
// text, and nothing else would ever drop it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaLocator } from '../../../server/src/schemas/schemaLocations';
import { SchemaStore } from '../../../host/src/schemaStore';
import { memoryEnvironment } from './inProcessServer';

/** A schema of `defs` definitions, each with a `required` rule, pretty-printed. */
function schemaText(defs: number, $id?: string): string {
  const $defs = Object.fromEntries(
    Array.from({ length: defs }, (_, i) => [`d${i}`, { type: 'object', required: [`p${i}`, 'id'] }]),
  );
  const root = { ...($id ? { $id } : {}), type: 'object', properties: { item: { $ref: '#/$defs/d7' } } };
  return JSON.stringify({ ...root, $defs }, null, 2);
}

void test('a schema document the store lets go of is let go of by the locator too', async () => {
  // Named by its `$id` in the paths of the errors against it, loaded from a file.
  const largeId = 'https://example.com/large.json';
  const large = schemaText(20_000, largeId);
  assert.ok(large.length > 1 << 20, 'past the length from which the store lets sources go');
  const store = new SchemaStore({
    environment: memoryEnvironment({ '/w/large.schema.json': large, '/w/small.schema.json': schemaText(3) }),
  });
  const locator = new SchemaLocator(store);
  store.onForgotten = (uris) => locator.forget(uris);
  const largeUri = 'file:///w/large.schema.json';
  const smallUri = 'file:///w/small.schema.json';
  for (const [document, schema] of [
    ['file:///w/a.json', largeUri],
    ['file:///w/b.json', smallUri],
  ]) {
    const entry = await store.getSchema(schema);
    assert.ok(entry.compiled, schema);
    store.setDependency(document, schema);
  }
  // Where the text has them, counted here.
  const lineOf = (needle: string, from = 0): number =>
    large.slice(0, large.indexOf(needle, from)).split('\n').length - 1;
  const last = lineOf('"d19999"');
  const definition = locator.locate(`${largeUri}#/$defs/d19999`, 'key');
  assert.deepEqual(definition?.range.start, { line: last, character: 4 });
  const related = locator.relatedInformation({
    keyword: 'required',
    schemaPath: `${largeId}#/$defs/d7/required`,
    params: { missingProperty: 'id' },
    instancePath: '/item',
    message: 'Missing required property "id".',
    target: { path: '/item', part: 'key' },
  } as unknown as Parameters<SchemaLocator['relatedInformation']>[0]);
  // The `required` entry itself, "id" in d7's list.
  assert.equal(related[0]?.location.range.start.line, lineOf('"id"', large.indexOf('"d7"')));
  assert.equal(related[0]?.location.uri, largeUri);
  assert.ok(locator.locate(`${smallUri}#/$defs/d1`, 'value'));
  assert.deepEqual(locator.held, { parsed: 2, related: 1 });

  // The document using the large schema closes: the store drops its source, and the locator its parse.
  store.setDependency('file:///w/a.json', undefined);
  assert.equal(store.peekSource(largeUri), undefined);
  assert.deepEqual(locator.held, { parsed: 1, related: 0 });
  // The small one is kept while idle; a change on disk lets it go.
  store.setDependency('file:///w/b.json', undefined);
  assert.deepEqual(locator.held, { parsed: 1, related: 0 });
  store.invalidate(smallUri);
  assert.deepEqual(locator.held, { parsed: 0, related: 0 });
  // Read again from the store afterwards, as if for the first time.
  await store.getSchema(largeUri);
  assert.deepEqual(locator.locate(`${largeUri}#/$defs/d19999`, 'key')?.range.start, {
    line: last,
    character: 4,
  });
});
