import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import {
  CancellationTokenSource,
  ExecuteCommandRequest,
  WorkDoneProgress,
  WorkDoneProgressCancelNotification,
  WorkDoneProgressCreateRequest,
} from 'vscode-languageserver-protocol/node';
import type {
  ProgressToken,
  WorkDoneProgressBegin,
  WorkDoneProgressEnd,
  WorkDoneProgressReport,
} from 'vscode-languageserver-protocol/node';
import { SchemaForRequest, VALIDATE_WORKSPACE_COMMAND } from '../../shared/src/protocol';
import type { ValidateWorkspaceResult } from '../../shared/src/protocol';
import { DidCloseTextDocumentNotification } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, summary } from './harness';

const GOOD = 300;
const BAD = 200;
const CONF = 100;

/** A workspace of hundreds of files: compliant, not compliant, settings-associated, unassociated, skipped. */
function generate(): Fixture {
  const files: Record<string, string> = {
    'schemas/item.schema.json': JSON.stringify({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      additionalProperties: false,
    }),
    'schemas/conf.schema.json': JSON.stringify({ type: 'object', required: ['name', 'port'] }),
  };
  for (let i = 0; i < GOOD; i++) {
    files[`items/good-${i}.json`] = JSON.stringify(
      { $schema: '../schemas/item.schema.json', id: i, name: `n${i}` },
      null,
      2,
    );
  }
  for (let i = 0; i < BAD; i++) {
    files[`items/bad-${i}.json`] = JSON.stringify({ $schema: '../schemas/item.schema.json', id: i }, null, 2);
  }
  for (let i = 0; i < CONF; i++) files[`deploy/c${i}.conf`] = '{ "enabled": true }';
  for (let i = 0; i < 50; i++) files[`plain/p${i}.json`] = '{ "no": "schema" }';
  for (let i = 0; i < 20; i++) {
    files[`node_modules/pkg/bad-${i}.json`] = '{ "$schema": "../../schemas/item.schema.json" }';
    files[`generated/bad-${i}.json`] = '{ "$schema": "../schemas/item.schema.json" }';
  }
  files['.git/config.json'] = '{ "$schema": "../schemas/item.schema.json" }';
  return new Fixture(files);
}

const SETTINGS = {
  jsonObjectValidator: {
    schemas: [{ fileMatch: ['*.conf'], url: './schemas/conf.schema.json' }],
    exclude: ['**/generated/**', 'schemas/**'],
  },
};

type Progress = WorkDoneProgressBegin | WorkDoneProgressReport | WorkDoneProgressEnd;

void describe('validate-workspace command over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = generate();
    client = await Client.start({ rootUri: fixture.uri(''), settings: SETTINGS });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('checks every associated file without opening it, publishes, reports progress, stays responsive', async () => {
    const events: Progress[] = [];
    const listener = client.connection.onProgress(WorkDoneProgress.type, 'ws-1', (value) => {
      events.push(value);
    });
    const latencies: number[] = [];
    // Warm up: the first request compiles the schema, which is its own cost, not the run's.
    await client.connection.sendRequest(SchemaForRequest.method, { uri: fixture.uri('items/good-1.json') });
    let running = true;
    const probe = (async () => {
      // Requests sent while the command runs must still be answered quickly.
      while (running) {
        const started = performance.now();
        await client.connection.sendRequest(SchemaForRequest.method, {
          uri: fixture.uri('items/good-1.json'),
        });
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result: unknown = await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: VALIDATE_WORKSPACE_COMMAND,
      arguments: [],
      workDoneToken: 'ws-1',
    });
    running = false;
    await probe;
    assert.deepEqual(result, {
      filesFound: GOOD + BAD + CONF + 50,
      filesChecked: GOOD + BAD + CONF,
      filesWithoutSchema: 50,
      filesSkipped: 0,
      filesNotCompliant: BAD + CONF,
      problems: BAD + 2 * CONF,
      cancelled: false,
    } satisfies ValidateWorkspaceResult);

    assert.deepEqual(summary(client.diagnostics.get(fixture.uri('items/bad-7.json')) ?? []), [
      ['0:0-0:1', 'required', 1, 'Missing required property "name".'],
    ]);
    assert.deepEqual(
      (client.diagnostics.get(fixture.uri('deploy/c3.conf')) ?? []).map((d) => d.message),
      ['Missing required property "name".', 'Missing required property "port".'],
    );
    assert.equal(client.diagnostics.get(fixture.uri('items/good-7.json'))?.length, 0);
    for (const skipped of [
      'node_modules/pkg/bad-1.json',
      'generated/bad-1.json',
      '.git/config.json',
      'plain/p1.json',
    ]) {
      assert.equal(client.diagnostics.has(fixture.uri(skipped)), false, skipped);
    }

    listener.dispose();
    assert.equal(events[0]?.kind, 'begin');
    assert.equal(events[events.length - 1]?.kind, 'end');
    const percentages = events.flatMap((e) =>
      e.kind === 'report' && e.percentage !== undefined ? [e.percentage] : [],
    );
    assert.equal(percentages[percentages.length - 1], 100);
    assert.deepEqual(
      percentages,
      [...percentages].sort((a, b) => a - b),
    );
    assert.ok(percentages.length > 10);

    // The machine is shared (2 cores, other jobs): assert the typical answer time, print the worst.
    assert.ok(latencies.length >= 3, `only ${latencies.length} requests were answered during the run`);
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `requests during the run: ${sorted.length}, median ${median.toFixed(1)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
    assert.ok(median < 100, `median answer time ${median.toFixed(1)} ms during the run`);
  });

  void test('cancelling the request stops the run early', async () => {
    const source = new CancellationTokenSource();
    let reports = 0;
    const token = 'ws-cancel';
    const disposable = client.connection.onProgress(WorkDoneProgress.type, token, (value) => {
      if (value.kind === 'report' && ++reports === 3) source.cancel();
    });
    const result: unknown = await client.connection.sendRequest(
      ExecuteCommandRequest.type,
      { command: VALIDATE_WORKSPACE_COMMAND, arguments: [], workDoneToken: token },
      source.token,
    );
    disposable.dispose();
    const summaryResult = result as ValidateWorkspaceResult;
    assert.equal(summaryResult.cancelled, true);
    assert.ok(summaryResult.filesChecked < GOOD + BAD + CONF, `checked ${summaryResult.filesChecked}`);
  });

  void test('cancelling the server-created progress stops the run too', async () => {
    let created: ProgressToken | undefined;
    let reports = 0;
    let disposable: { dispose(): void } | undefined;
    client.connection.onRequest(WorkDoneProgressCreateRequest.type, (p) => {
      const token = p.token;
      created = token;
      disposable = client.connection.onProgress(WorkDoneProgress.type, token, (value) => {
        if (value.kind === 'report' && ++reports === 3) {
          void client.connection.sendNotification(WorkDoneProgressCancelNotification.type, { token });
        }
      });
    });
    const result = (await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: VALIDATE_WORKSPACE_COMMAND,
      arguments: [],
    })) as ValidateWorkspaceResult;
    disposable?.dispose();
    assert.notEqual(created, undefined);
    assert.equal(reports >= 3, true);
    assert.equal(result.cancelled, true);
    assert.ok(result.filesChecked < GOOD + BAD + CONF);
  });
});

void describe('what Validate Workspace found stays until the file changes or the workspace is validated again', () => {
  const schema = JSON.stringify({ type: 'object', required: ['name'] });
  const bad = '{ "$schema": "./s.json" }';
  const missingName = [['0:0-0:1', 'required', 1, 'Missing required property "name".']];

  void test('closing a checked file, a restarted server and a change on disk keep its problems true', async () => {
    const fixture = new Fixture({ 's.json': schema, 'a.json': bad, 'b.json': bad });
    const storage = fixture.path('storage');
    const start = (): Promise<Client> =>
      Client.start({ rootUri: fixture.uri(''), initializationOptions: { storagePath: storage } });
    let client = await start();
    try {
      const published = client.waitFor(fixture.uri('b.json'), (d) => d.length === 1);
      await client.connection.sendRequest(ExecuteCommandRequest.type, {
        command: VALIDATE_WORKSPACE_COMMAND,
        arguments: [],
      });
      assert.deepEqual(summary(await published), missingName);

      // Open and close it: its problems on disk come back instead of nothing.
      const a = fixture.uri('a.json');
      assert.deepEqual(
        await client.open(a, '{ "$schema": "./s.json", "name": "fixed in the editor only" }'),
        [],
      );
      const back = client.waitFor(a, (d) => d.length > 0);
      await client.connection.sendNotification(DidCloseTextDocumentNotification.type, {
        textDocument: { uri: a },
      });
      assert.deepEqual(summary(await back), missingName);
      await client.stop();

      // A new server (a restart, a new window) publishes them again without being asked.
      client = await start();
      assert.deepEqual(
        summary(await client.waitFor(fixture.uri('b.json'), (d) => d.length > 0, true)),
        missingName,
      );

      // Fixed on disk: the change event re-validates it and its problem goes.
      fixture.write('b.json', '{ "$schema": "./s.json", "name": "n" }');
      const cleared = client.waitFor(fixture.uri('b.json'), (d) => d.length === 0);
      await client.fileChanged(fixture.uri('b.json'));
      assert.deepEqual(await cleared, []);
    } finally {
      await client.stop();
      fixture.dispose();
    }
  });
});
