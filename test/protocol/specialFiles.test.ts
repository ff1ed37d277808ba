// Special files named by "$schema" (issue 10, item 7): the server reads only regular files, with a size
// limit, so /dev/zero cannot fill its memory and named pipes without a writer cannot take its file
// threads (libuv has four: four such schemas once stopped every later file read).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { ExecuteCommandRequest } from 'vscode-languageserver-protocol/node';
import { VALIDATE_WORKSPACE_COMMAND } from '../../shared/src/protocol';
import { Client, Fixture, summary } from './harness';

const ERROR = 1;
const PIPE = 'it is a named pipe (FIFO), not a regular file';

function mkfifo(path: string): void {
  const made = spawnSync('mkfifo', [path]);
  assert.equal(made.status, 0, `mkfifo ${path}: ${String(made.stderr)}`);
}

void describe('special files named by "$schema" or found in the workspace', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({
      'ok.schema.json': JSON.stringify({ required: ['name'] }),
      'ws/fine.json': '{ "$schema": "../ok.schema.json" }',
    });
    for (let i = 0; i < 6; i++) mkfifo(fixture.path(`pipe${i}.schema.json`));
    mkfifo(fixture.path('ws/pipe.json'));
    symlinkSync('/dev/zero', fixture.path('ws/zero.json'));
    mkdirSync(fixture.path('folder.schema.json'));
    // Sparse: 60 MB on paper, nothing on disk.
    writeFileSync(fixture.path('huge.schema.json'), '{}');
    truncateSync(fixture.path('huge.schema.json'), 60 * 1024 * 1024);
    client = await Client.start({ rootUri: fixture.uri('ws') });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  /** The one diagnostic of a document whose `$schema` is `schema`. */
  async function loadError(
    name: string,
    schema: string,
  ): Promise<[string, string, number | undefined, string][]> {
    const text = `{ "$schema": ${JSON.stringify(schema)} }`;
    return summary(await client.open(fixture.uri(name), text));
  }

  const range = (schema: string): string => `0:13-0:${15 + JSON.stringify(schema).length - 2}`;

  void test('six named pipes without a writer, then an ordinary schema still loads', async () => {
    for (let i = 0; i < 6; i++) {
      const schema = `./pipe${i}.schema.json`;
      assert.deepEqual(await loadError(`p${i}.json`, schema), [
        [
          range(schema),
          'schema-load',
          ERROR,
          `The schema pipe${i}.schema.json cannot be used: ${PIPE}. The document's "$schema" property names it.`,
        ],
      ]);
    }
    assert.deepEqual(
      summary(await client.open(fixture.uri('after.json'), '{ "$schema": "./ok.schema.json" }')),
      [['0:0-0:1', 'required', ERROR, 'Missing required property "name".']],
    );
  });

  void test('/dev/zero, a folder and a 60 MB file each say why', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'z.json',
        '/dev/zero',
        /cannot be used: it is a character device \(such as \/dev\/zero\), not a regular file\./,
      ],
      ['d.json', './folder.schema.json', /cannot be used: it is a directory, not a file\./],
      ['h.json', './huge.schema.json', /cannot be used: it is larger than 50 MB\./],
    ];
    for (const [name, schema, reason] of cases) {
      const [only, ...rest] = await loadError(name, schema);
      assert.deepEqual(rest, []);
      assert.equal(only[0], range(schema));
      assert.equal(only[1], 'schema-load');
      assert.match(only[3], reason);
    }
  });

  void test('Validate Workspace skips a named pipe and a link to /dev/zero, and finishes', async () => {
    const result: unknown = await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: VALIDATE_WORKSPACE_COMMAND,
      arguments: [],
    });
    assert.deepEqual(result, {
      filesFound: 1,
      filesChecked: 1,
      filesWithoutSchema: 0,
      filesSkipped: 0,
      filesNotCompliant: 1,
      problems: 1,
      cancelled: false,
    });
    assert.equal(client.diagnostics.has(fixture.uri('ws/pipe.json')), false);
    assert.equal(client.diagnostics.has(fixture.uri('ws/zero.json')), false);
  });
});
