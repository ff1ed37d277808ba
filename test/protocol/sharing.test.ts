/**
 * Sharing the editor with VS Code's own JSON validation, as the VS Code client reports it
 * (`builtInValidation`): off through our default (we report everything, and VS Code's validation for
 * what we do not validate), turned on by the person (we report only what VS Code does not check), or
 * turned off by the person (excluded files get nothing).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import type { BuiltInValidation } from '../../shared/src/protocol';
import { Client, Fixture } from './harness';

const SCHEMA = JSON.stringify({ type: 'object', required: ['a'], properties: { a: { type: 'number' } } });
/** A syntax error (a missing comma) and, where the schema applies, a missing "a". */
const BROKEN = '{ "$schema": "../schema.json" "b": 1 }';

function shapes(diagnostics: Diagnostic[]): [string | undefined, string, number | undefined][] {
  return diagnostics.map((d) => [
    d.source,
    typeof d.message === 'string' ? d.message : d.message.value,
    d.severity,
  ]);
}

void describe("sharing the editor with VS Code's own JSON validation", { timeout: 60_000 }, () => {
  let fixture: Fixture;
  const sessions: Client[] = [];

  before(() => {
    fixture = new Fixture({
      'schema.json': SCHEMA,
      'ours.schema-for-setting.json': SCHEMA,
    });
  });
  after(async () => {
    await Promise.all(sessions.map((c) => c.stop()));
    fixture.dispose();
  });

  async function session(
    builtInValidation: BuiltInValidation,
    settings: Record<string, unknown> = {},
  ): Promise<Client> {
    const client = await Client.start({
      rootUri: fixture.uri(''),
      settings: {
        jsonObjectValidator: {
          exclude: ['excluded/**'],
          schemas: [{ fileMatch: ['mapped/*.json'], url: './ours.schema-for-setting.json' }],
          ...settings,
        },
      },
      initializationOptions: { associations: { associations: [], builtInValidation } },
    });
    sessions.push(client);
    return client;
  }

  void test("off through our default: an excluded file gets VS Code's own validation, not nothing", async () => {
    const client = await session('off-by-default');
    const ours = await client.open(fixture.uri('included/a.json'), BROKEN);
    assert.deepEqual(shapes(ours), [
      [DIAGNOSTIC_SOURCE, 'Expected comma', 1],
      [DIAGNOSTIC_SOURCE, 'Missing required property "a".', 1],
    ]);
    const theirs = await client.open(fixture.uri('excluded/a.json'), BROKEN);
    // vscode-json-languageservice's own words and severities (schema problems are warnings there).
    assert.deepEqual(shapes(theirs), [
      ['json', 'Missing property "a".', 2],
      ['json', 'Expected comma', 1],
    ]);
  });

  void test("off through our default, our validation switched off: VS Code's validation everywhere", async () => {
    const client = await session('off-by-default', { validate: { enable: false } });
    const theirs = await client.open(fixture.uri('included/b.json'), BROKEN);
    assert.deepEqual(
      theirs.map((d) => d.source),
      ['json', 'json'],
    );
  });

  void test('turned off by the person: an excluded file gets nothing', async () => {
    const client = await session('off');
    assert.deepEqual(await client.open(fixture.uri('excluded/c.json'), BROKEN), []);
  });

  void test('turned on by the person: we report only the schemas VS Code does not know, never syntax', async () => {
    const client = await session('on');
    // VS Code validates this one ($schema): nothing from us.
    assert.deepEqual(await client.open(fixture.uri('included/d.json'), BROKEN), []);
    // Only our setting maps this one: our schema problems, without the syntax error VS Code reports.
    const mapped = await client.open(fixture.uri('mapped/e.json'), '{ "b": 1 "c": 2 }');
    assert.deepEqual(shapes(mapped), [[DIAGNOSTIC_SOURCE, 'Missing required property "a".', 1]]);
  });
});
