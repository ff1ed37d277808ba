// RequestTimer: each request is timed from the moment the reader delivers it to its response, and only
// requests are (notifications, the server's own requests and unknown responses are not).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { StreamMessageReader, StreamMessageWriter, type Message } from 'vscode-languageserver/node';
import { RequestTimer, requestTimer } from '../../../server/src/transport/stalls';

void describe('RequestTimer', () => {
  void test('reports the requests answered at or over its threshold, by method', async () => {
    const lines: string[] = [];
    const timer = new RequestTimer(30, (l) => lines.push(l));
    timer.received({ jsonrpc: '2.0', id: 1, method: 'slow/one' } as Message);
    timer.received({ jsonrpc: '2.0', id: 'b', method: 'quick/one' } as Message);
    timer.received({ jsonrpc: '2.0', method: 'a/notification' } as Message);
    timer.sent({ jsonrpc: '2.0', id: 'b', result: null } as Message);
    await new Promise((resolve) => setTimeout(resolve, 40));
    timer.sent({ jsonrpc: '2.0', id: 7, method: 'server/request' } as Message);
    timer.sent({ jsonrpc: '2.0', id: 9, result: null } as Message);
    timer.sent({ jsonrpc: '2.0', id: 1, result: null } as Message);
    timer.sent({ jsonrpc: '2.0', id: 1, result: null } as Message);
    assert.equal(lines.length, 1, lines.join(''));
    assert.match(lines[0], /^slow request slow\/one (\d+) ms\n$/);
    assert.ok(Number(/(\d+) ms/.exec(lines[0])?.[1]) >= 30);
  });

  void test('watches a real reader and writer, and only when the environment asks', async () => {
    assert.equal(
      requestTimer({}, () => undefined),
      undefined,
    );
    const lines: string[] = [];
    const timer = requestTimer({ JSON_OBJECT_VALIDATOR_REPORT_SLOW_REQUESTS: '1' }, (l) => lines.push(l));
    assert.ok(timer);
    const input = new PassThrough();
    const output = new PassThrough();
    const reader = new StreamMessageReader(input);
    const writer = new StreamMessageWriter(output);
    timer.watch(reader, writer);
    const got = new Promise<Message>((resolve) => reader.listen(resolve));
    const body = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'test/method', params: {} });
    input.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    assert.deepEqual(await got, JSON.parse(body));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writer.write({ jsonrpc: '2.0', id: 3, result: 1 } as Message);
    assert.match(lines.join(''), /^slow request test\/method \d+ ms\n$/);
    reader.dispose();
    writer.dispose();
  });
});
