import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DocumentWorker,
  WorkerStopped,
  type LostDocuments,
  type ParseReply,
} from '../../../server/src/worker/documentWorker';
import { heapFloorNow, lowerHeapFloor, raiseHeapFloor } from '../../../server/src/worker/heapFloor';
import { validateText } from '../../../shared/src/index';
import type { JsonValue } from '../../../shared/src/types';
import { schemaFor, shapedDocument, type Shape } from '../../support/documents';
import { DOCUMENT_WORKER_SCRIPT } from './inProcessServer';

const SCHEMA: JsonValue = { type: 'array', items: { type: 'object', required: ['id'] } };
const TEXT = '[{"id": 1}, {"name": "a"}, {"id": 3}]';
const schemaPayload = (key: number) => () => ({ key, root: SCHEMA, baseUri: 'file:///s.json' });
const messages = (reply: { errors?: { message: string }[] } | undefined) =>
  reply?.errors?.map((e) => e.message);

void describe('the document worker', () => {
  const logs: string[] = [];
  const worker = DocumentWorker.create(DOCUMENT_WORKER_SCRIPT, (m) => logs.push(m)) as DocumentWorker;
  after(() => worker.stop());

  void test('validates after a parse, and with a guess in the same round trip while $schema stays', async () => {
    worker.openDocument('file:///a.json', [TEXT.slice(0, 10), TEXT.slice(10)], 'json', 1, {});
    const parsed = await worker.parse('file:///a.json', true);
    assert.equal(parsed.root, 'array');
    assert.deepEqual([...(parsed.lineStarts ?? [])], []);
    const first = await worker.validate('file:///a.json', { key: 1 }, schemaPayload(1));
    assert.deepEqual(messages(first), ['Missing required property "id".']);
    assert.deepEqual(first.ranges, [[12, 1]]);
    assert.equal(worker.knows(1), true);

    // "name" -> "id": the second record is fixed; the guess validates it at once.
    const at = TEXT.indexOf('"name"');
    worker.edit('file:///a.json', at, at + 6, '"id"', 2);
    const guessed: ParseReply = await worker.parse('file:///a.json', false, {
      schemaProperty: undefined,
      schema: { key: 1 },
    });
    assert.equal(guessed.validation?.key, 1);
    assert.deepEqual(messages(guessed.validation), []);

    // A guess made for another `$schema` is not validated.
    const other = await worker.parse('file:///a.json', false, {
      schemaProperty: 'x.json',
      schema: { key: 1 },
    });
    assert.equal(other.validation, undefined);
    assert.deepEqual(logs, []);
  });

  void test('stays after its last document closes, and forgets the schemas no document uses', async () => {
    const thread = worker.threadId;
    assert.notEqual(thread, undefined);
    worker.closeDocument('file:///a.json');
    assert.equal(worker.knows(1), false);
    worker.openDocument('file:///b.json', ['[{}]'], 'json', 1, {});
    await worker.parse('file:///b.json', false);
    const reply = await worker.validate('file:///b.json', { key: 2 }, schemaPayload(2));
    assert.deepEqual(messages(reply), ['Missing required property "id".']);
    assert.equal(worker.threadId, thread);
    // A schema another open document still uses is kept.
    worker.openDocument('file:///c.json', ['[]'], 'json', 1, {});
    await worker.parse('file:///c.json', false);
    await worker.validate('file:///c.json', { key: 2 }, schemaPayload(2));
    worker.closeDocument('file:///b.json');
    assert.equal(worker.knows(2), true);
    worker.closeDocument('file:///c.json');
    assert.equal(worker.knows(2), false);
    assert.deepEqual(logs, []);
  });

  void test('sends a large text about a megabyte per turn, in order with what follows', async () => {
    // Read through a function: assertions would narrow the property to a literal.
    const queued = (): number => worker.queuedMessages;
    // 40 pieces of 256 KB: at most five messages go out before other work gets a turn.
    const record = '{"id": 1}, '.repeat(24_000);
    const pieces = ['[', ...Array.from({ length: 40 }, () => record), '{}]'];
    worker.openDocument('file:///big.json', pieces, 'json', 1, {});
    assert.ok(queued() >= 35, `${queued()} messages still queued`);
    const parsed = await worker.parse('file:///big.json', false);
    assert.equal(queued(), 0);
    assert.equal(parsed.root, 'array');
    assert.equal(parsed.hasSyntaxErrors, false);
    const reply = await worker.validate('file:///big.json', { key: 30 }, schemaPayload(30));
    assert.deepEqual(messages(reply), ['Missing required property "id".']);
    worker.closeDocument('file:///big.json');
    // Closed before most of its text went out: the rest is not sent, only the close.
    worker.openDocument('file:///gone.json', pieces, 'json', 1, {});
    assert.ok(queued() >= 35);
    worker.closeDocument('file:///gone.json');
    assert.equal(queued(), 1);
    assert.equal(worker.has('file:///gone.json'), false);
    await worker.stats();
    assert.equal(queued(), 0);
    // Opened and closed while another text is still going out: nothing of it is sent, not even a close;
    // opened again, it is read afresh.
    worker.openDocument('file:///first.json', pieces, 'json', 1, {});
    const before = queued();
    worker.openDocument('file:///brief.json', ['[{}]'], 'json', 1, {});
    assert.equal(queued(), before + 2);
    worker.closeDocument('file:///brief.json');
    assert.equal(queued(), before);
    worker.openDocument('file:///brief.json', ['[{"id": 2}]'], 'json', 2, {});
    const brief = await worker.parse('file:///brief.json', false);
    assert.equal(brief.version, 2);
    const again = await worker.validate('file:///brief.json', { key: 31 }, schemaPayload(31));
    assert.deepEqual(messages(again), []);
    assert.equal((await worker.parse('file:///first.json', false)).root, 'array');
    worker.closeDocument('file:///brief.json');
    worker.closeDocument('file:///first.json');
  });

  void test('keeps the last four small schemas no document uses', async () => {
    for (let key = 10; key < 16; key++) {
      const uri = `file:///s${key}.json`;
      worker.openDocument(uri, ['[{}]'], 'json', 1, {});
      await worker.parse(uri, false);
      await worker.validate(uri, { key }, schemaPayload(key), true);
      worker.closeDocument(uri);
    }
    const known = [10, 11, 12, 13, 14, 15].filter((key) => worker.knows(key));
    assert.deepEqual(known, [12, 13, 14, 15]);
    // Reopened with a kept schema: validated without sending it again.
    worker.openDocument('file:///again.json', ['[{"id": 1}, {}]'], 'json', 1, {});
    await worker.parse('file:///again.json', false);
    const reply = await worker.validate('file:///again.json', { key: 12 }, () => {
      throw new Error('the kept schema is asked for');
    });
    assert.deepEqual(messages(reply), ['Missing required property "id".']);
    worker.closeDocument('file:///again.json');
    assert.deepEqual(logs, []);
  });

  void test('reads a newly opened large text on its scan helper and validates it as the library does', async () => {
    // Past the helper's threshold, with non-ASCII text, literals beyond a double and, in the second
    // document, a duplicate key (the tree then comes from the recovering parser, the literals still
    // from the helper); the third has a comment (JSON.parse refuses it: the helper's scan is dropped).
    const base = shapedDocument('records', 9000, 5)
      .replace(/"name": "/g, '"name": "Zoë 🙂 ')
      .replace(/"n": (\d+)/g, (m, n: string) => (Number(n) % 5 === 0 ? `"n": 9007199254740993` : m));
    const duplicated = base.replace('"version": 1,', '"version": 1, "version": 2,');
    const commented = base.replace('"version": 1,', '"version": 1, // exported by hand');
    const schema: JsonValue = {
      type: 'object',
      properties: {
        records: {
          items: { properties: { meta: { properties: { n: { not: { const: 9007199254740992 } } } } } },
        },
      },
    };
    const before = (await worker.stats()).prescans;
    const cases = [
      { text: base, options: {}, problems: 0 },
      { text: duplicated, options: {}, problems: 1 },
      { text: commented, options: { allowComments: true }, problems: 0 },
    ];
    for (const [i, { text, options, problems }] of cases.entries()) {
      const uri = `file:///large${i}.json`;
      worker.openDocument(uri, [text.slice(0, 1000), text.slice(1000)], 'json', 1, options);
      const parsed = await worker.parse(uri, true);
      const reply = await worker.validate(uri, { key: 40 }, () => ({ key: 40, root: schema }));
      const reference = validateText(schema, text, options);
      assert.equal(reference.syntaxProblems.length, problems, `text ${i}`);
      assert.deepEqual(
        parsed.problems.map((p) => [p.code, p.messageId, p.params, p.offset, p.length]),
        reference.syntaxProblems.map((p) => [p.code, p.messageId, p.params, p.range.offset, p.range.length]),
      );
      assert.equal(reply.errors?.length, 0, 'the literals, not their doubles, were validated');
      assert.deepEqual(
        parsed.lineStarts && [...parsed.lineStarts].slice(0, 3),
        [...text.matchAll(/\n/g)].slice(0, 3).map((m) => (m.index ?? 0) + 1),
      );
      worker.closeDocument(uri);
    }
    // The structure of the first two texts and the literals of all three.
    assert.equal((await worker.stats()).prescans - before >= 5, true);
    assert.deepEqual(logs, []);
  });

  void test('validates a newly opened text against a guessed schema before its tree is made, with the same outcome', async () => {
    // Every shape, large (read beside the scan helper) and small (read here), against the shape's schema
    // with conditionals, unevaluated* and container keywords; the reference is the same text opened again
    // and validated after its parse, without a guess.
    const payload = (key: number, shape: Shape) => () => ({ key, root: schemaFor(shape) });
    let key = 60;
    for (const shape of ['array', 'records', 'nested', 'map'] as const) {
      for (const count of [9000, 40]) {
        key++;
        const text = shapedDocument(shape, count, key);
        const id = `${shape}-${count}`;
        const reference = `file:///reference-${id}.json`;
        worker.openDocument(reference, [text], 'json', 1, {});
        await worker.parse(reference, false);
        const expected = await worker.validate(reference, { key }, payload(key, shape));
        assert.ok((expected.errors?.length ?? 0) > 0, id);

        const before = (await worker.stats()).early;
        const uri = `file:///early-${id}.json`;
        worker.openDocument(uri, [text.slice(0, 500), text.slice(500)], 'json', 1, {});
        const parsed = await worker.parse(uri, false, { schemaProperty: undefined, schema: { key } });
        assert.equal((await worker.stats()).early, before + 1, id);
        assert.equal(parsed.validation?.key, key, id);
        assert.deepEqual(messages(parsed.validation), messages(expected), id);
        assert.deepEqual(parsed.validation?.ranges, expected.ranges, id);
        assert.deepEqual(
          parsed.validation?.errors?.map((e) => [e.keyword, e.target]),
          expected.errors?.map((e) => [e.keyword, e.target]),
          id,
        );
        // Its cache is filled afterwards as for any first validation: an edit gives what a fresh one does.
        const at = text.indexOf('"kind": "') + 9;
        worker.edit(uri, at, at + 1, 'x', 2);
        await worker.parse(uri, false);
        const edited = await worker.validate(uri, { key }, payload(key, shape));
        worker.closeDocument(reference);
        worker.openDocument(reference, [text.slice(0, at) + 'x' + text.slice(at + 1)], 'json', 1, {});
        await worker.parse(reference, false);
        const fresh = await worker.validate(reference, { key }, payload(key, shape));
        assert.deepEqual(messages(edited), messages(fresh), id);
        assert.deepEqual(edited.ranges, fresh.ranges, id);
        worker.closeDocument(uri);
        worker.closeDocument(reference);
      }
    }
    // Not before the tree: a literal beyond a double (its place in the value comes from the tree), a text
    // JSON.parse refuses, and a `$schema` other than the guess's (not validated at all).
    const text = shapedDocument('records', 9000, 3);
    const schema = { key: 70 };
    worker.openDocument('file:///warm.json', ['[]'], 'json', 1, {});
    await worker.parse('file:///warm.json', false);
    await worker.validate('file:///warm.json', schema, payload(70, 'records'));
    const cases = [
      ['literal', text.replace('"version": 1', '"version": 9007199254740993'), true],
      ['comment', text.replace('"version": 1,', '"version": 1, // by hand'), true],
      ['$schema', text.replace('"version": 1,', '"version": 1, "$schema": "other.json",'), false],
    ] as const;
    for (const [name, variant, validated] of cases) {
      const before = (await worker.stats()).early;
      const uri = `file:///late-${name}.json`;
      worker.openDocument(uri, [variant], 'json', 1, { allowComments: name === 'comment' });
      const parsed = await worker.parse(uri, false, { schemaProperty: undefined, schema });
      assert.equal((await worker.stats()).early, before, name);
      assert.equal(parsed.validation !== undefined, validated, name);
      if (name === 'literal') {
        assert.deepEqual(messages(parsed.validation)?.slice(0, 1), ['Value must be 1.'], name);
      }
      worker.closeDocument(uri);
    }
    // A duplicate key: JSON.parse keeps the last value, the tree comes from the recovering parser (its
    // value is another object), and the early result is not used: the reply is the tree's validation.
    const duplicated = text.replace('"version": 1,', '"version": 1, "version": 2,');
    worker.openDocument('file:///dup-reference.json', [duplicated], 'json', 1, {});
    await worker.parse('file:///dup-reference.json', false);
    const expected = await worker.validate('file:///dup-reference.json', schema, payload(70, 'records'));
    worker.openDocument('file:///dup.json', [duplicated], 'json', 1, {});
    const dup = await worker.parse('file:///dup.json', false, { schemaProperty: undefined, schema });
    assert.deepEqual(messages(dup.validation), messages(expected));
    assert.deepEqual(dup.validation?.ranges, expected.ranges);
    worker.closeDocument('file:///dup.json');
    worker.closeDocument('file:///dup-reference.json');
    worker.closeDocument('file:///warm.json');
    assert.deepEqual(logs, []);
  });

  void test('ends the scan helper at an edit, also when a reading of an opened text was never used', async () => {
    // No schema: the literals the helper found are never taken; the edit makes them useless.
    const text = shapedDocument('map', 9000, 8);
    const uri = 'file:///unvalidated.json';
    worker.openDocument(uri, [text], 'json', 1, {});
    await worker.parse(uri, false);
    assert.equal((await worker.stats()).helper, true, 'kept for the next text');
    const at = text.indexOf('"kind": "') + 9;
    worker.edit(uri, at, at + 1, 'x', 2);
    assert.equal((await worker.stats()).helper, false);
    const parsed = await worker.parse(uri, false);
    assert.equal(parsed.version, 2);
    assert.equal(parsed.hasSyntaxErrors, false);
    worker.closeDocument(uri);
    assert.deepEqual(logs, []);
  });

  void test('ends its thread when no document has been open for a while, and starts again', async () => {
    const short = DocumentWorker.create(DOCUMENT_WORKER_SCRIPT, (m) => logs.push(m), 30) as DocumentWorker;
    short.openDocument('file:///d.json', ['[{}]'], 'json', 1, {});
    await short.parse('file:///d.json', false);
    const first = short.threadId;
    assert.notEqual(first, undefined);
    short.closeDocument('file:///d.json');
    await short.exited();
    assert.equal(short.threadId, undefined);
    short.openDocument('file:///e.json', ['[{}]'], 'json', 1, {});
    const reply = await short.validate('file:///e.json', { key: 1 }, schemaPayload(1));
    assert.equal(reply.superseded, true, 'no parse was asked for yet');
    await short.parse('file:///e.json', false);
    assert.deepEqual(messages(await short.validate('file:///e.json', { key: 1 }, schemaPayload(1))), [
      'Missing required property "id".',
    ]);
    assert.notEqual(short.threadId, first);
    short.stop();
    assert.deepEqual(logs, []);
  });
});

void describe('the document worker heap floor', () => {
  void test('is raised for one thread and put back only by the owner that raised it last', () => {
    const first = {};
    const second = {};
    assert.equal(raiseHeapFloor(first, 128), true);
    assert.equal(heapFloorNow(), 128);
    // A newer thread raised it while the first was ending: the first one's end leaves it raised.
    assert.equal(raiseHeapFloor(second, 128), true);
    lowerHeapFloor(first);
    assert.equal(heapFloorNow(), 128);
    lowerHeapFloor(second);
    assert.equal(heapFloorNow(), 0);
    // Nothing to raise when the process was started with as much (or nothing asked).
    assert.equal(raiseHeapFloor(first, 0), false);
    assert.equal(heapFloorNow(), 0);
  });

  void test('a thread that cannot be started fails its requests, gives its documents back and is tried again', async () => {
    // A relative path makes `new Worker` throw at once, as running out of threads does.
    const lost: LostDocuments[] = [];
    const logs: string[] = [];
    const broken = new DocumentWorker(
      'dist/documentWorker.js',
      (m) => logs.push(m),
      1000,
      (l) => lost.push(l),
    );
    for (const attempt of [1, 2]) {
      broken.openDocument(`file:///broken${attempt}.json`, ['[]'], 'json', 1, {});
      assert.equal(broken.queuedMessages, 0);
      assert.equal(broken.has(`file:///broken${attempt}.json`), false);
      assert.deepEqual(lost.at(-1)?.others, [`file:///broken${attempt}.json`]);
      assert.deepEqual(lost.at(-1)?.culprits, []);
      await assert.rejects(broken.parse(`file:///broken${attempt}.json`, false), WorkerStopped);
      assert.equal(heapFloorNow(), 0);
    }
    assert.ok(
      logs.some((m) => m.startsWith('The document worker could not be started')),
      logs.join('\n'),
    );
    broken.stop();
  });
});
