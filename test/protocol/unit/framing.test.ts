// FrameRepair: whatever broken frames come in between, every well-formed frame after them comes out
// intact and in order, however the stream is cut into chunks (seeded random streams).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameRepair, LARGE_FRAME_BYTES } from '../../../server/src/transport/framing';

function frame(body: string, declared = Buffer.byteLength(body)): string {
  return `Content-Length: ${declared}\r\n\r\n${body}`;
}

/** Feeds `chunks` through a FrameRepair; resolves with the frames it passed on and what it logged. */
async function repair(chunks: Buffer[]): Promise<{ out: string; logs: string[] }> {
  const logs: string[] = [];
  const stream = new FrameRepair((m) => logs.push(m));
  const parts: Buffer[] = [];
  stream.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise<void>((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return { out: Buffer.concat(parts).toString('utf8'), logs };
}

void describe('FrameRepair', () => {
  const body = '{"jsonrpc":"2.0","id":1,"method":"initialize"}';
  const after = frame('{"jsonrpc":"2.0","id":2,"method":"shutdown"}');
  const cases: [string, string, string, RegExp][] = [
    ['no Content-Length', `Content-Type: x\r\n\r\n${body}`, after, /the header has no Content-Length/],
    [
      'Content-Length: abc',
      `Content-Length: abc\r\n\r\n${body}`,
      after,
      /Content-Length is not a number: "abc"/,
    ],
    [
      'a length longer than the body',
      frame(body, 500),
      after,
      /Content-Length \(500\) is longer than its body/,
    ],
    [
      'a header line that is not a header',
      `hello\r\n\r\n${body}`,
      after,
      /a header line is not "Name: value"/,
    ],
    ['8 KB without a header end', 'x'.repeat(9000), after, /a header longer than 8 KB/],
  ];
  for (const [name, broken, next, log] of cases) {
    void test(`${name}: the next frame still comes out`, async () => {
      const { out, logs } = await repair([Buffer.from(broken + next)]);
      assert.equal(out, next);
      assert.equal(logs.length, 1);
      assert.match(logs[0], log);
    });
  }

  void test('after a large message, the buffer goes back to its small size and small messages flow', async () => {
    // A 4 MB didOpen whose text holds stale header ends, then small messages in small chunks.
    const large = frame(JSON.stringify({ text: '\r\n\r\nContent-Length: 5\r\n'.repeat(150_000) }));
    const smalls = Array.from({ length: 50 }, (_, i) => frame(`{"id":${i}}`));
    const stream = new FrameRepair(() => undefined);
    const out: string[] = [];
    stream.on('data', (d: Buffer) => out.push(d.toString('utf8')));
    stream.write(Buffer.from(large));
    const capacity = (): number => (stream as unknown as { buffer: Buffer }).buffer.length;
    for (const small of smalls) {
      for (let i = 0; i < small.length; i += 7) stream.write(Buffer.from(small.slice(i, i + 7)));
    }
    await new Promise<void>((resolve) => stream.end(resolve));
    assert.equal(out.length, 51);
    assert.deepEqual(out.slice(1), smalls);
    assert.ok(capacity() <= 1024 * 1024, `buffer of ${capacity()} bytes`);
  });

  void test('a large frame dropped for a stray header gives its buffer back at once', async () => {
    // A 2 MB didOpen cut short: 100 KB of it arrive, then the next message, itself not whole yet.
    const stream = new FrameRepair(() => undefined);
    const out: string[] = [];
    stream.on('data', (d: Buffer) => out.push(d.toString('utf8')));
    const capacity = (): number => (stream as unknown as { buffer: Buffer }).buffer.length;
    const next = frame('{"jsonrpc":"2.0","id":3,"method":"shutdown"}');
    stream.write(Buffer.from(`Content-Length: ${2 * 1024 * 1024}\r\n\r\n{"text":"${'x'.repeat(100_000)}`));
    assert.ok(capacity() > 2 * 1024 * 1024);
    stream.write(Buffer.from(next.slice(0, 30)));
    assert.ok(capacity() <= 64 * 1024, `buffer of ${capacity()} bytes`);
    stream.write(Buffer.from(next.slice(30)));
    await new Promise<void>((resolve) => stream.end(resolve));
    assert.deepEqual(out, [next]);
  });

  void test('a frame over 1 MB arriving in pieces, with the next frames in its last piece', async () => {
    const large = frame(JSON.stringify({ text: 'x'.repeat(LARGE_FRAME_BYTES * 2) }));
    const smalls = Array.from({ length: 3 }, (_, i) => frame(`{"id":${i}}`));
    const bytes = Buffer.from(large + smalls.join(''));
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) chunks.push(bytes.subarray(at, at + 65_536));
    const { out, logs } = await repair(chunks);
    assert.equal(out, large + smalls.join(''));
    assert.deepEqual(logs, []);
  });

  void test('a length shorter than the body: the cut frame, then the next one', async () => {
    const { out } = await repair([Buffer.from(frame(body, 10) + after)]);
    assert.equal(out, frame(body.slice(0, 10)) + after);
  });

  void test('well-formed frames pass untouched, "Content-Length:" inside a JSON string included', async () => {
    const text = frame(JSON.stringify({ text: 'Content-Length: 5\r\n\r\n{}', more: 'é🐲' })) + after;
    const { out, logs } = await repair([Buffer.from(text)]);
    assert.equal(out, text);
    assert.deepEqual(logs, []);
  });

  for (const [name, large, rounds] of [
    ['random streams of good and broken frames, cut at random (seeded)', false, 200],
    ['the same with frames over 1 MB, which get a buffer of their own (seeded)', true, 40],
  ] as const) {
    void test(name, () => randomStreams(large, rounds));
  }
});

/** Seeded streams of good and broken frames, cut at random: every good frame comes out intact, in order. */
async function randomStreams(large: boolean, rounds: number): Promise<void> {
  let seed = large ? 4242 : 31337;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let round = 0; round < rounds; round++) {
    let input = '';
    let expected = '';
    for (let k = next(8) + 1; k > 0; k--) {
      const payload = JSON.stringify({
        jsonrpc: '2.0',
        id: next(1000),
        params: {
          text: 'Content-Length: 12 é'.repeat(next(4)),
          pad: 'x'.repeat(next(3) === 0 ? (large ? LARGE_FRAME_BYTES + next(200_000) : 100_000) : next(50)),
        },
      });
      const kind = next(7);
      if (kind === 0) input += `Content-Length: abc\r\n\r\n${payload}`;
      else if (kind === 1) input += `Content-Type: a\r\n\r\n${payload}`;
      // Longer than the body by more than a header, so that the next header lies inside the claim.
      else if (kind === 2 && k > 1) input += frame(payload, Buffer.byteLength(payload) + 40 + next(1000));
      else if (kind === 3) {
        const cut = 1 + next(10);
        input += frame(payload, cut);
        expected += frame(payload.slice(0, cut));
      } else {
        input += frame(payload);
        expected += frame(payload);
      }
    }
    const bytes = Buffer.from(input);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length;) {
      const size = next(3) === 0 ? bytes.length : 1 + next(large ? 70_000 : 300);
      chunks.push(bytes.subarray(at, at + size));
      at += size;
    }
    const { out } = await repair(chunks);
    assert.equal(out, expected, `round ${round}`);
  }
}
