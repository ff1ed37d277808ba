// MessageDecoder: large LSP bodies are parsed on a thread of their own, and every message still comes out
// of vscode-jsonrpc's reader whole and in the order it came in.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { StreamMessageReader, type Message } from 'vscode-languageserver/node';
import { FrameRepair } from '../../../server/src/transport/framing';
import {
  MessageDecoder,
  OFF_THREAD_BODY_BYTES,
  WATCHED_BODY_BYTES,
} from '../../../server/src/transport/messageDecoder';

function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'latin1'), body]);
}

/**
 * Reads `count` messages from frames written through a reader that uses `decoder` (behind FrameRepair
 * when `repaired`, as the server reads stdin).
 */
async function readThrough(
  decoder: MessageDecoder,
  frames: Buffer[],
  count: number,
  repaired = false,
  chunkBytes = 65_519,
): Promise<Message[]> {
  const input = new PassThrough();
  const source = repaired ? input.pipe(new FrameRepair(() => undefined)) : input;
  const reader = new StreamMessageReader(source, { contentTypeDecoder: decoder });
  const got: Message[] = [];
  const done = new Promise<void>((resolve) => {
    reader.listen((m) => {
      got.push(m);
      if (got.length === count) resolve();
    });
  });
  // Cut into uneven chunks, as a pipe delivers them.
  const all = Buffer.concat(frames);
  for (let at = 0; at < all.length; at += chunkBytes) input.write(all.subarray(at, at + chunkBytes));
  await done;
  reader.dispose();
  return got;
}

const text = (n: number) => `{"a": "é\u2028😀 ${'x'.repeat(n)}"}\n`;
const didOpen = (id: number, n: number) => ({
  jsonrpc: '2.0',
  method: 'textDocument/didOpen',
  params: { textDocument: { uri: `file:///d${id}.json`, languageId: 'json', version: 1, text: text(n) } },
});
const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'jsonObjectValidator/schemaFor', params: {} });

void describe('MessageDecoder', () => {
  void test('parses large bodies on its thread and keeps every message in order', async () => {
    const decoder = new MessageDecoder();
    const messages = [request(1), didOpen(2, OFF_THREAD_BODY_BYTES), request(3), didOpen(4, 10), request(5)];
    const got = await readThrough(decoder, messages.map(frame), messages.length);
    assert.deepEqual(got, messages);
    assert.equal(decoder.decodedElsewhere, 1);
    assert.equal(decoder.sharedBodies, 0);
    decoder.dispose();
  });

  void test('reads a large body where FrameRepair put it (shared memory), without a copy', async () => {
    const decoder = new MessageDecoder();
    const messages = [
      request(1),
      didOpen(2, OFF_THREAD_BODY_BYTES),
      request(3),
      didOpen(4, OFF_THREAD_BODY_BYTES),
    ];
    const got = await readThrough(decoder, messages.map(frame), messages.length, true);
    assert.deepEqual(got, messages);
    assert.equal(decoder.decodedElsewhere, 2);
    assert.equal(decoder.sharedBodies, 2);
    decoder.dispose();
  });

  void test('a large body that ends inside a chunk larger than a pipe’s stays in shared memory', async () => {
    // Chunks of 1 MB (a socket's), and small messages after the large one filling more than the 64 KB
    // its buffer has to spare.
    const decoder = new MessageDecoder();
    const small = Array.from({ length: 2000 }, (_, i) => request(100 + i));
    const messages = [
      request(1),
      didOpen(2, OFF_THREAD_BODY_BYTES),
      ...small,
      didOpen(3, OFF_THREAD_BODY_BYTES),
    ];
    const got = await readThrough(decoder, messages.map(frame), messages.length, true, 1 << 20);
    assert.deepEqual(got, messages);
    assert.equal(decoder.sharedBodies, 2);
    decoder.dispose();
  });

  void test('several large bodies in a row, between small ones', async () => {
    const decoder = new MessageDecoder(1024);
    const messages = [didOpen(1, 5000), request(2), didOpen(3, 70_000), didOpen(4, 2000), request(5)];
    const got = await readThrough(decoder, messages.map(frame), messages.length);
    assert.deepEqual(got, messages);
    assert.equal(decoder.decodedElsewhere, 3);
    decoder.dispose();
  });

  void test('a large body that is not JSON is rejected as the reader’s own decoder rejects it', async () => {
    const decoder = new MessageDecoder(16);
    const options = { charset: 'utf-8' as const };
    const bad = Buffer.from(`{"jsonrpc": "2.0", "method": ${'"x'.repeat(20)}`, 'utf8');
    await assert.rejects(decoder.decode(bad, options), /JSON/);
    // And the next one is read as usual.
    const good = Buffer.from(JSON.stringify(request(7)), 'utf8');
    assert.deepEqual(await decoder.decode(good, options), request(7));
    decoder.dispose();
  });

  void test('a body under way when the thread ends is parsed here', async () => {
    const decoder = new MessageDecoder(16);
    const body = Buffer.from(JSON.stringify(didOpen(8, 100_000)), 'utf8');
    const pending = decoder.decode(body, { charset: 'utf-8' });
    decoder.dispose();
    assert.deepEqual(await pending, didOpen(8, 100_000));
  });
});

void describe('MessageDecoder with a body watcher', () => {
  void test('shows each large body before decoding it, then its message, or that it was none', async () => {
    const decoder = new MessageDecoder();
    const seen: string[] = [];
    let next = 1;
    decoder.watcher = {
      peek: (bytes) => {
        seen.push(
          `peek ${bytes.byteLength >= WATCHED_BODY_BYTES} shared:${bytes.buffer instanceof SharedArrayBuffer}`,
        );
        return next++;
      },
      decoded: (message, id) => void seen.push(`decoded ${id} ${(message as { method?: string }).method}`),
      failed: (id) => void seen.push(`failed ${id}`),
    };
    const messages = [request(1), didOpen(2, WATCHED_BODY_BYTES), request(3), didOpen(4, 10)];
    const got = await readThrough(decoder, messages.map(frame), messages.length, true);
    assert.deepEqual(got, messages);
    // Only the large body, in shared memory as FrameRepair puts it.
    assert.deepEqual(seen, ['peek true shared:true', 'decoded 1 textDocument/didOpen']);
    seen.length = 0;
    const broken = Buffer.from(
      `{"jsonrpc": "2.0", "method": "x", "params": "${'y'.repeat(WATCHED_BODY_BYTES)}`,
    );
    await assert.rejects(decoder.decode(broken, { charset: 'utf-8' }));
    assert.deepEqual(seen, ['peek true shared:false', 'failed 2']);
    decoder.dispose();
  });

  void test('a watcher that throws costs no message', async () => {
    const decoder = new MessageDecoder();
    decoder.watcher = {
      peek: () => {
        throw new Error('watcher failure');
      },
      decoded: () => assert.fail('no token was given'),
      failed: () => assert.fail('no token was given'),
    };
    const messages = [didOpen(1, WATCHED_BODY_BYTES), request(2)];
    assert.deepEqual(await readThrough(decoder, messages.map(frame), messages.length, true), messages);
    decoder.dispose();
  });
});
