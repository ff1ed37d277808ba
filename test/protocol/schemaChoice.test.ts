/**
 * Choosing a file's schema through the settings "Select Schema for This File" writes: an entry
 * `chosen` for one file takes precedence over the file's own `$schema`; `noSchema` leaves syntax
 * problems only and no schema completion; `schemaFor` names every source that matches and what
 * "Automatic" would give back; `schemaChoices` lists what a person can choose.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaChoicesRequest, SchemaForRequest } from '../../shared/src/protocol';
import type { SchemaChoicesResult, SchemaForResult } from '../../shared/src/protocol';
import { Client, Fixture, summary } from './harness';

const ERROR = 1;

void describe('a schema chosen per file in the settings', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  const team = { fileMatch: ['config/*.json'], url: './schemas/team.json' };

  before(async () => {
    fixture = new Fixture({
      'schemas/team.json': JSON.stringify({
        title: 'Team',
        properties: { team: { type: 'string' } },
        required: ['team'],
      }),
      'schemas/picked.schema.json': JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        title: 'Picked',
        properties: { size: { type: 'integer', description: 'How big.' } },
        required: ['picked'],
      }),
      'schemas/own.json': JSON.stringify({ title: 'Own', required: ['own'] }),
    });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: { jsonObjectValidator: { schemas: [team] } },
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  const schemaFor = (uri: string): Promise<SchemaForResult> =>
    client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });

  void test('a chosen schema wins over "$schema" and the settings; every match is listed', async () => {
    const uri = fixture.uri('config/app.json');
    const text = '{ "$schema": "../schemas/own.json", "size": "big" }';
    const before = await client.open(uri, text);
    assert.deepEqual(summary(before), [['0:0-0:1', 'required', ERROR, 'Missing required property "own".']]);

    const revalidated = client.waitFor(uri, (d) =>
      d.some((x) => x.message === 'Missing required property "picked".'),
    );
    await client.changeSettings({
      jsonObjectValidator: {
        schemas: [
          team,
          { fileMatch: ['/config/app.json'], url: './schemas/picked.schema.json', chosen: true },
        ],
      },
    });
    assert.deepEqual(summary(await revalidated), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "picked".'],
      ['0:44-0:49', 'type', ERROR, 'Incorrect type: expected integer, got string.'],
    ]);
    const status = await schemaFor(uri);
    assert.equal(status.schemaUri, fixture.uri('schemas/picked.schema.json'));
    assert.equal(status.title, 'Picked');
    assert.equal(status.parts?.[0].chosen, true);
    assert.equal(
      status.reason,
      '"jsonObjectValidator.schemas" (workspace folder settings) chose ./schemas/picked.schema.json for the file ("/config/app.json").',
    );
    assert.deepEqual(
      status.matches?.map((m) => [m.source, m.uri, m.applied, m.chosen ?? false]),
      [
        ['settings', fixture.uri('schemas/picked.schema.json'), true, true],
        ['document', fixture.uri('schemas/own.json'), false, false],
        ['settings', fixture.uri('schemas/team.json'), false, false],
      ],
    );
    // "Automatic" gives back the file's own "$schema".
    assert.equal(status.automatic?.uri, fixture.uri('schemas/own.json'));
    // Another file of the same folder is not touched by the choice.
    const other = await client.open(fixture.uri('config/other.json'), '{}');
    assert.deepEqual(summary(other), [['0:0-0:1', 'required', ERROR, 'Missing required property "team".']]);
    await client.close(uri);
    await client.close(fixture.uri('config/other.json'));
  });

  void test('no schema: syntax problems only, no schema completion, and the status says why', async () => {
    await client.changeSettings({
      jsonObjectValidator: { schemas: [team, { fileMatch: ['/config/none.json'], noSchema: true }] },
    });
    const uri = fixture.uri('config/none.json');
    const diagnostics = await client.open(uri, '{ "size": "big", }');
    assert.deepEqual(
      summary(diagnostics).map(([range, , , message]) => [range, message]),
      [['0:15-0:16', 'Trailing comma']],
    );
    const status = await schemaFor(uri);
    assert.equal(status.noSchema, true);
    assert.equal(status.schemaUri, undefined);
    assert.equal(
      status.reason,
      'No schema for this file: "jsonObjectValidator.schemas" (workspace folder settings) says the file has no schema ("/config/none.json").',
    );
    assert.equal(status.automatic?.uri, fixture.uri('schemas/team.json'));
    assert.deepEqual(
      status.matches?.map((m) => [m.source, m.applied, m.noSchema ?? false]),
      [
        ['settings', true, true],
        ['settings', false, false],
      ],
    );
    const labels = async (): Promise<string[]> => {
      const completion = await client.request<{ items: { label: string }[] } | { label: string }[] | null>(
        'textDocument/completion',
        { textDocument: { uri }, position: { line: 0, character: 1 } },
      );
      return (Array.isArray(completion) ? completion : (completion?.items ?? [])).map((i) => i.label);
    };
    assert.ok(!(await labels()).some((l) => l.includes('team')));
    // "Automatic" again: the team's schema applies at once, and completion offers its property.
    const back = client.waitFor(uri, (d) => d.some((x) => x.message === 'Missing required property "team".'));
    await client.changeSettings({ jsonObjectValidator: { schemas: [team] } });
    assert.ok((await back).some((d) => d.message === 'Missing required property "team".'));
    assert.ok((await labels()).some((l) => l.includes('team')));
    await client.close(uri);
  });

  void test('schemaChoices lists the workspace schema files, the associations and no meta-schema', async () => {
    const uri = fixture.uri('config/app.json');
    const result = await client.connection.sendRequest<SchemaChoicesResult>(SchemaChoicesRequest.method, {
      uri,
    });
    const picked = result.items.find((i) => i.uri === fixture.uri('schemas/picked.schema.json'));
    assert.deepEqual(picked, {
      uri: fixture.uri('schemas/picked.schema.json'),
      kind: 'workspace',
      title: 'Picked',
    });
    const teamItem = result.items.find((i) => i.uri === fixture.uri('schemas/team.json'));
    assert.equal(teamItem?.kind, 'association');
    assert.equal(teamItem?.source, 'settings');
    assert.equal(teamItem?.pattern, 'config/*.json');
    assert.ok(result.items.every((i) => !i.uri.includes('json-schema.org')));
    assert.equal(new Set(result.items.map((i) => i.uri)).size, result.items.length);
  });

  void test('a malformed choice is a settings problem, and an entry without schema stays ignored', async () => {
    await client.changeSettings({
      jsonObjectValidator: {
        schemas: [{ fileMatch: ['/config/x.json'], chosen: 'yes', url: './schemas/own.json' }],
      },
    });
    const diagnostics = await client.open(fixture.uri('config/x.json'), '{}');
    // "chosen" that is not true is not a choice: the entry is an ordinary association.
    assert.deepEqual(summary(diagnostics), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "own".'],
    ]);
    assert.ok(
      client.log.some((l) => l.includes('"jsonObjectValidator.schemas[0].chosen" should be true or false')),
    );
    await client.close(fixture.uri('config/x.json'));
  });
});
