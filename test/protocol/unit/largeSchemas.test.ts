import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver';
import { LARGE_SCHEMA_LENGTH } from '../../../host/src/schemaStore';
import type { JsonValue } from '../../../shared/src/types';
import { shapedDocument } from '../../support/documents';
import {
  DOCUMENT_WORKER_SCRIPT,
  startInProcess,
  summary,
  workerSizedDocument,
  wrappedWorker,
} from './inProcessServer';

/** Definitions nothing uses, enough to make a schema's text `length` long (parsed and compiled all the same). */
function padding(length: number): Record<string, JsonValue> {
  const defs: Record<string, JsonValue> = {};
  for (let i = 0, size = 0; size < length; i++) {
    const def = {
      description: `Padding ${i}: ${'x'.repeat(200)}`,
      type: 'object',
      properties: { next: { $ref: `#/$defs/p${i + 1}` }, n: { type: 'integer', maximum: i } },
    };
    defs[`p${i}`] = def;
    size += JSON.stringify(def).length;
  }
  return defs;
}

// A large root schema named by its `$id`, with its own title and syntax flag (comments allowed), which
// refers to another large schema file and to a small one.
const MAIN = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://example.com/big-records',
  title: 'Big records',
  allowComments: true,
  type: 'array',
  items: { $ref: '#/$defs/record' },
  $defs: {
    record: {
      type: 'object',
      required: ['id', 'kind', 'name'],
      properties: {
        id: { type: 'string' },
        kind: { $ref: 'file:///w/kinds.schema.json#/$defs/kind' },
        name: { $ref: 'file:///w/name.schema.json' },
        tags: { type: 'array', uniqueItems: true },
        meta: { properties: { n: { maximum: 90 } } },
      },
      unevaluatedProperties: false,
    },
    ...padding(LARGE_SCHEMA_LENGTH),
  },
};
const KINDS = { $defs: { kind: { enum: ['user', 'order'] }, ...padding(LARGE_SCHEMA_LENGTH) } };
const NAME = { type: 'string', minLength: 8 };
const BROKEN = JSON.stringify({ $defs: padding(LARGE_SCHEMA_LENGTH) }, null, 1).replace(
  '"p7": {',
  '"p7": {,',
);
const FILES = {
  '/w/big.schema.json': JSON.stringify(MAIN, null, 1),
  '/w/kinds.schema.json': JSON.stringify(KINDS),
  '/w/name.schema.json': JSON.stringify(NAME, null, 2),
  '/w/broken.schema.json': BROKEN,
};
const SETTINGS = {
  schemas: [
    { fileMatch: ['broken-*.json'], url: '/w/broken.schema.json' },
    { fileMatch: ['*.json', '!broken-*.json'], url: '/w/big.schema.json' },
  ],
  validationDelay: 0,
};

/** What a person sees of a diagnostic, with where its related information points. */
const seen = (diagnostics: Diagnostic[]): string[] =>
  summary(diagnostics).map(
    (line, i) => `${line} -> ${JSON.stringify(diagnostics[i].relatedInformation ?? [])}`,
  );
const validated = (d: Diagnostic[]) => d.length > 3 && !d.some((x) => x.code === 'internal-error');

void describe(
  'a schema too large to compile on the thread that answers requests',
  { timeout: 120_000 },
  () => {
    assert.ok(FILES['/w/big.schema.json'].length >= LARGE_SCHEMA_LENGTH);
    assert.ok(FILES['/w/kinds.schema.json'].length >= LARGE_SCHEMA_LENGTH);
    // The worker threads do not keep a process alive (a server's connection does).
    const keepAlive = setInterval(() => undefined, 1000);
    const onWorker = startInProcess(FILES, SETTINGS, DOCUMENT_WORKER_SCRIPT);
    // Without a document worker every schema is compiled on the server's thread: the reference.
    const reference = startInProcess(FILES, SETTINGS, undefined);
    after(() => {
      clearInterval(keepAlive);
      onWorker.server.dispose();
      reference.server.dispose();
    });
    const both = [onWorker, reference];
    const small = 'file:///w/small.json';
    const smallText = `// records checked by a schema that allows comments\n${shapedDocument('array', 40, 5)}`;

    void test('is compiled on the document worker, which validates small documents with it', async () => {
      for (const s of both) {
        s.server.didOpen({ textDocument: { uri: small, languageId: 'json', version: 1, text: smallText } });
      }
      const got = await onWorker.published(small, validated);
      const expected = await reference.published(small, validated);
      assert.deepEqual(seen(got), seen(expected));
      assert.equal(onWorker.server.isOnWorker(small), false);
      // Every kind of error is there, each pointing at its rule: in the large root (found by its `$id`),
      // in the other large file, and in the small one (located on this thread).
      const messages = summary(got).join('\n');
      for (const expectedText of ['must be one of', 'at least 8', 'not allowed', 'Missing required']) {
        assert.match(messages, new RegExp(expectedText), expectedText);
      }
      const related = new Set(got.flatMap((d) => (d.relatedInformation ?? []).map((r) => r.location.uri)));
      assert.deepEqual([...related].sort(), [
        'file:///w/big.schema.json',
        'file:///w/kinds.schema.json',
        'file:///w/name.schema.json',
      ]);
      // The comment is allowed by the schema's own flag, which this thread reads from the stand-in.
      assert.equal(
        summary(got).some((line) => /[Cc]omment/.test(line)),
        false,
      );
      const compiledThere =
        /big\.schema\.json: (\d\.\d) MB of large schema text, compiled on the document worker/;
      const size = (FILES['/w/big.schema.json'].length + FILES['/w/kinds.schema.json'].length) / (1 << 20);
      assert.deepEqual(
        onWorker.logs.map((l) => compiledThere.exec(l)?.[1]).filter((x) => x !== undefined),
        [size.toFixed(1)],
      );
      assert.equal(
        reference.logs.some((l) => /compiled on the document worker/.test(l)),
        false,
      );
      assert.equal(
        onWorker.logs.some((l) => /on the main thread/.test(l)),
        false,
      );
    });

    void test('validates each edit of a small document there', async () => {
      const at = smallText.indexOf('"kind": "') + 9;
      for (let version = 2; version <= 5; version++) {
        const text = version % 2 ? 'user' : 'device';
        const end = at + (version === 2 ? smallText.slice(at).indexOf('"') : version % 2 ? 6 : 4);
        for (const s of both) {
          s.server.didChange({
            textDocument: { uri: small, version },
            contentChanges: [{ range: rangeOf(smallText, at, end), text }],
          });
        }
        const [got, expected] = await Promise.all([
          onWorker.next(small, version),
          reference.next(small, version),
        ]);
        assert.deepEqual(seen(got), seen(expected), `version ${version}`);
      }
    });

    void test('validates a large document on the worker with it', async () => {
      const uri = 'file:///w/large.json';
      const text = workerSizedDocument(3);
      for (const s of both) s.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
      const got = await onWorker.published(uri, validated);
      const expected = await reference.published(uri, validated);
      assert.equal(onWorker.server.isOnWorker(uri), true);
      assert.deepEqual(seen(got), seen(expected));
    });

    void test('that is not JSON is reported as on the main thread', async () => {
      const uri = 'file:///w/broken-user.json';
      for (const s of both) {
        s.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text: '{}' } });
      }
      const loaded = (d: Diagnostic[]) => d.length > 0;
      const got = await onWorker.published(uri, loaded);
      assert.deepEqual(seen(got), seen(await reference.published(uri, loaded)));
      assert.match(summary(got)[0], /broken\.schema\.json.*not valid JSON.*line \d+, column \d+/);
    });

    void test('names it by its title, and completes from it after compiling it here once', async () => {
      for (const s of both) {
        assert.equal((await s.server.questions.schemaFor({ uri: small })).title, 'Big records');
      }
      // In the first record's "kind" value: the enum of the other large file.
      const position = rangeOf(smallText, smallText.indexOf('"kind": ') + 8, 0).start;
      const labels = async (s: typeof onWorker) =>
        ((await s.server.features.completion({ textDocument: { uri: small }, position }))?.items ?? [])
          .map((i) => i.label)
          .sort();
      const got = await labels(onWorker);
      assert.deepEqual(got, ['"order"', '"user"']);
      assert.deepEqual(got, await labels(reference));
      assert.ok(
        onWorker.logs.some((l) => /Compiled file:\/\/\/w\/big\.schema\.json on the main thread/.test(l)),
        onWorker.logs.join('\n'),
      );
    });

    void test('is forgotten there when no open document uses it any more', async () => {
      const stats = () => onWorker.server.documentWorkerStats();
      assert.equal((await stats())?.schemas, 1);
      onWorker.server.didClose({ textDocument: { uri: 'file:///w/large.json' } });
      onWorker.server.didClose({ textDocument: { uri: 'file:///w/broken-user.json' } });
      assert.equal((await stats())?.schemas, 1);
      // The small document now names a small schema of its own: validated here, the large one is let go.
      const text = '{"$schema": "./name.schema.json"}';
      onWorker.server.didChange({
        textDocument: { uri: small, version: 10 },
        contentChanges: [{ text }],
      });
      const got = await onWorker.next(small, 10);
      assert.match(summary(got).join('\n'), /Expected a string|must be a string|type/i);
      assert.equal((await stats())?.schemas, 0);
    });
  },
);

/** The LSP range of offsets in a text. */
function rangeOf(text: string, start: number, end: number) {
  const position = (offset: number) => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length - 1;
    return { line, character: offset - (before.lastIndexOf('\n') + 1) };
  };
  return { start: position(start), end: position(end) };
}

void describe('a large schema whose compiling thread ends under it', { timeout: 120_000 }, () => {
  // The real worker behind a thread that ends (as an out-of-memory end does) the first time it is asked
  // to compile a schema, and the first time it is asked to check a value.
  const wrapped = wrappedWorker(`(m) => {
  const marker = folder + '/ended-' + m.kind;
  if ((m.kind === 'compile' || m.kind === 'check') && !existsSync(marker)) {
    writeFileSync(marker, '');
    process.exit(7);
  }
}`);
  const ending = startInProcess(FILES, SETTINGS, wrapped.script);
  const reference = startInProcess(FILES, SETTINGS, undefined);
  after(() => {
    ending.server.dispose();
    reference.server.dispose();
    wrapped.dispose();
  });

  void test('is compiled and used again on a new thread', async () => {
    const uri = 'file:///w/small.json';
    const text = shapedDocument('array', 20, 9);
    for (const s of [ending, reference]) {
      s.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    }
    const got = await ending.published(uri, validated);
    assert.deepEqual(seen(got), seen(await reference.published(uri, validated)));
    assert.equal(
      ending.logs.filter((l) => /The document worker stopped/.test(l)).length,
      2,
      ending.logs.join('\n'),
    );
  });
});
