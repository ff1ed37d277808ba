import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Fixture, summary } from './harness';

const SCHEMA = JSON.stringify({ type: 'object', required: ['name'] });

void describe('the exclude setting silences open documents too', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: { jsonObjectValidator: { exclude: ['generated/**'], validationDelay: 0 } },
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('an excluded file gets no diagnostics; the same text elsewhere does', async () => {
    const text = '{ "$schema": "../schema.json" }\n';
    const excluded = await client.open(fixture.uri('generated/a.json'), text);
    assert.deepEqual(excluded, []);
    const included = await client.open(fixture.uri('src/a.json'), text);
    assert.deepEqual(summary(included), [['0:0-0:1', 'required', 1, 'Missing required property "name".']]);
  });
});

void describe('settings given only in initializationOptions', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({
      rootUri: fixture.uri(''),
      initializationOptions: {
        settings: {
          jsonObjectValidator: { schemas: [{ fileMatch: ['*.conf.json'], url: './schema.json' }] },
        },
      },
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('a fileMatch association from initializationOptions applies', async () => {
    const diagnostics = await client.open(fixture.uri('app.conf.json'), '{}\n');
    assert.deepEqual(summary(diagnostics), [['0:0-0:1', 'required', 1, 'Missing required property "name".']]);
  });
});
