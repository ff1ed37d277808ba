// A broken message frame must not leave the server running but deaf (issue 10, item 8). Over stdio it
// reads on from the next valid header and answers; over node IPC, where node frames the messages, a
// broken line ends the process with an error (the client then restarts it) and a well-formed message
// that is not JSON-RPC is logged and skipped. Raw bytes are written, so no client library can mend them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { SERVER } from './harness';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { processId: null, rootUri: null, capabilities: {} },
};

function frame(message: unknown): string {
  const body = JSON.stringify(message);
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Resolves with the first message with `id` that `parse` finds in `stream`'s output. */
function answer(stream: Readable, id: number, parse: (text: string) => unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (data: Buffer): void => {
      text += data.toString('utf8');
      const found = parse(text).find((m) => (m as { id?: unknown }).id === id);
      if (found !== undefined) {
        stream.off('data', onData);
        resolve(found);
      }
    };
    stream.on('data', onData);
    stream.on('end', () => reject(new Error(`the server closed its output without answering ${id}`)));
  });
}

function stdioMessages(text: string): unknown[] {
  const out: unknown[] = [];
  for (const m of text.matchAll(/Content-Length: (\d+)\r\n\r\n/g)) {
    const start = m.index + m[0].length;
    const body = Buffer.from(text.slice(start)).subarray(0, Number(m[1])).toString('utf8');
    if (Buffer.byteLength(body) === Number(m[1])) out.push(JSON.parse(body));
  }
  return out;
}

function ipcMessages(text: string): unknown[] {
  return text
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as unknown);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

void describe(
  'broken frames over stdio: the server reads on from the next valid header',
  { timeout: 30_000 },
  () => {
    const shutdown = '{"jsonrpc":"2.0","id":0,"method":"shutdown"}';
    const cases: [string, string][] = [
      ['no Content-Length', `Content-Type: application/json\r\n\r\n${shutdown}`],
      ['Content-Length: abc', `Content-Length: abc\r\n\r\n${shutdown}`],
      ['a length longer than the body', `Content-Length: 500\r\n\r\n${shutdown}`],
      ['a length shorter than the body', `Content-Length: 7\r\n\r\n${shutdown}`],
    ];
    for (const [name, broken] of cases) {
      void test(name, async () => {
        const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
        const stderr: string[] = [];
        child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
        const stdin = child.stdin;
        const stdout = child.stdout;
        stdin.write(broken);
        const initialized = answer(stdout, 1, stdioMessages);
        stdin.write(frame(INITIALIZE));
        const result = (await initialized) as { result?: { capabilities?: unknown } };
        assert.ok(result.result?.capabilities, 'initialize was answered');
        // Still in step: a shutdown request is answered and exit ends the process normally.
        const done = answer(stdout, 2, stdioMessages);
        stdin.write(frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' }));
        await done;
        const code = exited(child);
        stdin.write(frame({ jsonrpc: '2.0', method: 'exit' }));
        assert.equal(await code, 0);
        if (name !== 'a length shorter than the body') {
          assert.match(stderr.join(''), /Skipped a broken message header|is longer than its body/);
        }
      });
    }
  },
);

void describe('the end of stdin ends the server', { timeout: 30_000 }, () => {
  for (const [name, shutdownFirst, expected] of [
    ['without a shutdown request: code 1', false, 1],
    ['after a shutdown request: code 0', true, 0],
  ] as const) {
    void test(name, async () => {
      const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
      const initialized = answer(child.stdout, 1, stdioMessages);
      child.stdin.write(frame(INITIALIZE));
      await initialized;
      if (shutdownFirst) {
        const done = answer(child.stdout, 2, stdioMessages);
        child.stdin.write(frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' }));
        await done;
      }
      const code = exited(child);
      child.stdin.end();
      assert.equal(await code, expected);
    });
  }

  void test('shutdown, exit and the end of stdin written at once: the exit is read, code 0', async () => {
    // (A client should wait for the shutdown's answer before it sends exit; vscode-languageserver may end
    // the process before that answer is written when it does not.)
    const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const initialized = answer(child.stdout, 1, stdioMessages);
    child.stdin.write(frame(INITIALIZE));
    await initialized;
    const code = exited(child);
    child.stdin.end(
      frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' }) + frame({ jsonrpc: '2.0', method: 'exit' }),
    );
    assert.equal(await code, 0);
  });
});

void describe('broken frames over node IPC', { timeout: 30_000 }, () => {
  function start(): { child: ChildProcess; channel: Writable & Readable } {
    const child = spawn(process.execPath, [SERVER, '--node-ipc'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_CHANNEL_FD: '3', NODE_CHANNEL_SERIALIZATION_MODE: 'json' },
    });
    return { child, channel: child.stdio[3] as Writable & Readable };
  }

  void test('a line that is not JSON ends the process with an error, so the client restarts it', async () => {
    const { child, channel } = start();
    const code = exited(child);
    channel.write('{"jsonrpc": broken\n');
    assert.equal(await code, 1);
  });

  for (const line of ['42', 'null', '[1,2]', '{"foo":1}']) {
    void test(`a message that is not JSON-RPC (${line}) is skipped; the next request is answered`, async () => {
      const { child, channel } = start();
      channel.write(`${line}\n`);
      const initialized = answer(channel, 1, ipcMessages);
      channel.write(`${JSON.stringify(INITIALIZE)}\n`);
      const result = (await initialized) as { result?: { capabilities?: unknown } };
      assert.ok(result.result?.capabilities);
      const code = exited(child);
      child.kill();
      await code;
    });
  }
});
