/**
 * Documents big enough to have hit V8's limits: the recovering parser used to keep five numbers per
 * value in one JavaScript array, and a 36 MB array of small values (with a trailing comma, so JSON.parse
 * rejects it) killed the process with a fatal "invalid size" error. Each case runs in a child process
 * with a capped heap, so memory that grew beyond the document's proportion would show as a failure.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { SchemaForRequest } from '../../shared/src/protocol';
import { Client, Fixture } from './harness';

const root = resolve(__dirname, '../../..');
/** 18 million items: more than the old parser's array of five numbers per value could hold. */
const ITEMS = 18_000_000;
const huge = (): string => '[' + '0,'.repeat(ITEMS) + '0,]';

void describe('huge documents through the recovering parser', { timeout: 600_000 }, () => {
  void test('the library validates a 36 MB array with a trailing comma in a capped heap', () => {
    const script = `
      const { validateText } = require(${JSON.stringify(join(root, 'dist', 'validator.js'))});
      const text = '[' + '0,'.repeat(${ITEMS}) + '0,]';
      const r = validateText({ type: 'array', items: { type: 'integer' } }, text, { allowTrailingCommas: true });
      const usage = process.resourceUsage();
      process.stdout.write(JSON.stringify({ valid: r.valid, errors: r.errors.length, problems: r.syntaxProblems.length, maxRssMb: usage.maxRSS / 1024 }));
    `;
    const run = spawnSync(process.execPath, ['--max-old-space-size=1200', '-e', script], {
      encoding: 'utf8',
      timeout: 300_000,
    });
    assert.equal(run.status, 0, run.stderr);
    const result = JSON.parse(run.stdout) as {
      valid: boolean;
      errors: number;
      problems: number;
      maxRssMb: number;
    };
    assert.deepEqual([result.valid, result.errors, result.problems], [true, 0, 0]);
    // The same text without the comma goes through JSON.parse in about 870 MB.
    assert.ok(result.maxRssMb < 1000, `peak RSS ${result.maxRssMb.toFixed(0)} MB`);
  });

  void describe('the server', () => {
    let fixture: Fixture;
    let client: Client;
    before(async () => {
      fixture = new Fixture({
        'list.schema.json': JSON.stringify({ type: 'array', items: { type: 'integer' } }),
      });
      client = await Client.start({
        rootUri: fixture.uri(''),
        settings: {
          jsonObjectValidator: {
            schemas: [{ fileMatch: ['*.jsonc'], url: './list.schema.json' }],
            validationDelay: 0,
          },
        },
      });
    });
    after(async () => {
      await client.stop();
      fixture.dispose();
    });

    void test('opens a 36 MB .jsonc array with a trailing comma, reports it, and keeps answering', async () => {
      const uri = fixture.uri('huge.jsonc');
      const text = huge();
      const diagnostics = await client.open(uri, text, 'jsonc');
      // VS Code's rule for JSONC: a trailing comma is a warning; nothing else is wrong.
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.severity, d.range.start.character, d.range.end.character]),
        [['trailing-comma', 2, text.length - 2, text.length - 1]],
      );
      const answer = await client.connection.sendRequest(SchemaForRequest.method, { uri });
      assert.equal((answer as { schemaUri?: string }).schemaUri, fixture.uri('list.schema.json'));
      // An edit near the end: the array node is re-read in a window, not the whole text.
      const end = { line: 0, character: text.length - 3 };
      const edited = await client.edit(
        uri,
        { start: end, end: { line: 0, character: end.character + 1 } },
        '"x"',
      );
      assert.deepEqual(edited.map((d) => [d.code, d.range.start.character]).sort(), [
        ['trailing-comma', text.length],
        ['type', text.length - 3],
      ]);
      await client.close(uri);
    });
  });
});
