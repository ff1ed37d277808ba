// A schema that changes while it is being loaded: the document that asked for it must get the new
// content, because it is not yet registered as a dependent that the change would re-validate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaStore } from '../../../host/src/schemaStore';
import type { Environment } from '../../../host/src/environment';
import { memoryEnvironment } from './inProcessServer';

/** A file system whose files are what `read` gives; offline. */
function fakeEnvironment(
  read: (path: string) => Promise<string>,
  size: (path: string) => number | undefined,
): Environment {
  return { ...memoryEnvironment({}), readFile: read, fileSize: (path) => Promise.resolve(size(path)) };
}

/** A file system of one schema whose reads wait until the test lets them finish. */
function gatedEnvironment(): {
  environment: Environment;
  content: { text: string };
  release: () => void;
  reads: () => number;
} {
  const content = { text: '{"title":"old"}' };
  const waiting: (() => void)[] = [];
  let reads = 0;
  const environment = fakeEnvironment(
    async () => {
      reads++;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return content.text;
    },
    () => content.text.length,
  );
  return { environment, content, release: () => waiting.splice(0).forEach((r) => r()), reads: () => reads };
}

/** Resolves once `condition` holds, checking after each turn of the event loop (no timers). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((r) => setImmediate(r));
  assert.ok(condition());
}

void test('a schema changed during its load is loaded again before it is used', async () => {
  const gate = gatedEnvironment();
  const store = new SchemaStore({ environment: gate.environment });
  const uri = 'file:///w/s.schema.json';
  const loading = store.getSchema(uri);
  await until(() => gate.reads() === 1);
  // The file changes on disk while the first read is in flight; the watcher reports it.
  gate.content.text = '{"title":"new"}';
  assert.deepEqual(store.invalidate(uri), [], 'no document depends on it yet');
  gate.release();
  await until(() => gate.reads() === 2);
  gate.release();
  const entry = await loading;
  assert.equal(entry.title, 'new');
  assert.deepEqual(store.peekSource(uri)?.value, { title: 'new' });
});

void test('a schema that does not change is loaded once', async () => {
  const gate = gatedEnvironment();
  const store = new SchemaStore({ environment: gate.environment });
  const loading = store.getSchema('file:///w/s.schema.json');
  await until(() => gate.reads() === 1);
  gate.release();
  assert.equal((await loading).title, 'old');
  assert.equal(gate.reads(), 1);
});

void test('closing the last document of a huge schema drops it; small schemas stay compiled', async () => {
  const big = `{"title":"big","description":"${'x'.repeat(1 << 20)}"}`;
  const texts: Record<string, string> = { '/w/big.json': big, '/w/small.json': '{"title":"small"}' };
  const reads: string[] = [];
  const store = new SchemaStore({
    environment: fakeEnvironment(
      (path) => {
        reads.push(path);
        return Promise.resolve(texts[path] ?? '');
      },
      (path) => texts[path]?.length,
    ),
  });
  const first: Record<string, unknown> = {};
  for (const name of ['big', 'small']) {
    const uri = `file:///w/${name}.json`;
    const entry = await store.getSchema(uri);
    assert.equal(entry.title, name);
    first[name] = entry.compiled;
    store.setDependency(`file:///w/${name}-doc.json`, uri);
    store.setDependency(`file:///w/${name}-doc.json`, undefined);
  }
  assert.equal(store.peekSource('file:///w/big.json'), undefined, 'the huge text is let go');
  assert.deepEqual(store.peekSource('file:///w/small.json')?.value, { title: 'small' });
  // Asked for again, the huge schema is read and compiled again; the small one is the same compiled schema.
  const again = await store.getSchema('file:///w/big.json');
  assert.equal(again.title, 'big');
  assert.notEqual(again.compiled, first.big);
  assert.equal((await store.getSchema('file:///w/small.json')).compiled, first.small);
  assert.deepEqual(reads, ['/w/big.json', '/w/small.json', '/w/big.json']);
});

void test('at most 16 compiled small schemas stay while no document uses them, the last used ones', async () => {
  const texts: Record<string, string> = {};
  for (let i = 0; i < 20; i++) texts[`/w/s${i}.json`] = `{"title":"s${i}"}`;
  const store = new SchemaStore({
    environment: fakeEnvironment(
      (path) => Promise.resolve(texts[path] ?? ''),
      (path) => texts[path]?.length,
    ),
  });
  const compiled: unknown[] = [];
  for (let i = 0; i < 20; i++) {
    const uri = `file:///w/s${i}.json`;
    compiled.push((await store.getSchema(uri)).compiled);
    store.setDependency(`file:///w/d${i}.json`, uri);
    store.setDependency(`file:///w/d${i}.json`, undefined);
  }
  const kept = [];
  for (let i = 0; i < 20; i++) {
    if ((await store.getSchema(`file:///w/s${i}.json`)).compiled === compiled[i]) kept.push(i);
  }
  assert.deepEqual(kept, [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
});
