import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaAssociationsNotification, SchemaForRequest } from '../../shared/src/protocol';
import type { SchemaForResult } from '../../shared/src/protocol';
import { Client, Fixture, rangeOf, summary } from './harness';

const ERROR = 1;
const WARNING = 2;

function schema(required: string[], title = 'Config'): string {
  return JSON.stringify({ title, type: 'object', properties: { a: { type: 'number' } }, required }, null, 2);
}

void describe('schema changes, settings and associations over stdio', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({
      's.json': schema(['a']),
      'conf.schema.json': schema(['name'], 'Conf'),
      'ext.schema.json': schema(['fromExtension'], 'Ext'),
    });
    client = await Client.start({ rootUri: fixture.uri(''), settings: { jsonObjectValidator: {} } });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('a schema file changed on disk re-validates the documents that use it', async () => {
    const uri = fixture.uri('disk.json');
    assert.deepEqual(await client.open(uri, '{ "$schema": "./s.json", "a": 1 }'), []);
    fixture.write('s.json', schema(['a', 'b']));
    const next = client.waitFor(uri);
    await client.fileChanged(fixture.uri('s.json'));
    assert.deepEqual(summary(await next), [['0:0-0:1', 'required', ERROR, 'Missing required property "b".']]);
    fixture.write('s.json', schema(['a']));
    const back = client.waitFor(uri);
    await client.fileChanged(fixture.uri('s.json'));
    assert.deepEqual(await back, []);
  });

  void test('the log says which schema a document got and how long it took: once per schema, not per edit', async () => {
    const uri = fixture.uri('logged.json');
    const lines = (): string[] => client.log.filter((l) => l.startsWith(`${uri}:`));
    await client.open(uri, '{ "$schema": "./s.json", "a": 1 }');
    assert.equal(lines().length, 1);
    assert.match(
      lines()[0],
      new RegExp(
        `^${uri.replace(/[.]/g, '\\.')}: ${fixture.uri('s.json').replace(/[.]/g, '\\.')} \\(from its "\\$schema"\\); schema ready in \\d+ ms, validated in \\d+ ms\\.$`,
      ),
    );
    for (const value of ['2', '3', '4']) {
      await client.edit(
        uri,
        rangeOf(client.text(uri), value === '2' ? '1' : String(Number(value) - 1)),
        value,
      );
    }
    assert.equal(lines().length, 1, 'edits do not log again');
    fixture.write('s.json', schema(['a', 'z']));
    const next = client.waitFor(uri);
    await client.fileChanged(fixture.uri('s.json'));
    await next;
    assert.equal(lines().length, 2, 'a changed schema is logged again');
    // Leave the shared schema as the other tests expect it.
    fixture.write('s.json', schema(['a']));
    const restored = client.waitFor(uri);
    await client.fileChanged(fixture.uri('s.json'));
    await restored;
  });

  void test('editing the schema in an open editor re-validates dependents live, before saving', async () => {
    const doc = fixture.uri('live.json');
    const schemaUri = fixture.uri('s.json');
    assert.deepEqual(await client.open(doc, '{ "$schema": "./s.json", "a": 1 }'), []);
    const schemaText = schema(['a']);
    await client.open(schemaUri, schemaText);
    const next = client.waitFor(doc);
    await client.sendEdits(schemaUri, [{ range: rangeOf(schemaText, '"a"\n'), newText: '"a", "c"\n' }]);
    assert.deepEqual(summary(await next), [['0:0-0:1', 'required', ERROR, 'Missing required property "c".']]);
    // Closing the editor without saving goes back to the file on disk.
    const back = client.waitFor(doc);
    await client.close(schemaUri);
    assert.deepEqual(await back, []);
    await client.close(doc);
  });

  void test('schemaFor explains the association', async () => {
    const uri = fixture.uri('why.json');
    await client.open(uri, '{ "$schema": "./s.json", "a": 1 }');
    const result = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });
    const reason = `The document's "$schema" property names it.`;
    assert.deepEqual(result, {
      schemaUri: fixture.uri('s.json'),
      parts: [{ uri: fixture.uri('s.json'), title: 'Config', source: 'document', reason }],
      title: 'Config',
      source: 'document',
      reason,
      isSchema: false,
      validatedBy: 'us',
      knownToVsCode: true,
    });
    const none = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, {
      uri: fixture.uri('nothing.json'),
    });
    assert.deepEqual(none, {
      reason:
        'No schema applies: the document has no "$schema", and no setting, extension contribution or SchemaStore catalog entry matches it.',
      isSchema: false,
      validatedBy: 'us',
      knownToVsCode: false,
    });
  });

  void test('the schemas setting associates files; severity and schema changes apply at once', async () => {
    const uri = fixture.uri('app.conf.json');
    assert.deepEqual(await client.open(uri, '{ "other": 1 }'), []);
    let next = client.waitFor(uri);
    await client.changeSettings({
      jsonObjectValidator: { schemas: [{ fileMatch: ['*.conf.json'], url: './conf.schema.json' }] },
    });
    assert.deepEqual(summary(await next), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "name".'],
    ]);
    const why = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });
    const confReason =
      '"jsonObjectValidator.schemas" (workspace folder settings) maps "*.conf.json" to ./conf.schema.json.';
    assert.deepEqual(why, {
      schemaUri: fixture.uri('conf.schema.json'),
      parts: [
        {
          uri: fixture.uri('conf.schema.json'),
          title: 'Conf',
          source: 'settings',
          reason: confReason,
          pattern: '*.conf.json',
        },
      ],
      title: 'Conf',
      source: 'settings',
      reason: confReason,
      pattern: '*.conf.json',
      isSchema: false,
      validatedBy: 'us',
      knownToVsCode: false,
    });

    next = client.waitFor(uri);
    await client.changeSettings({
      jsonObjectValidator: {
        schemas: [{ fileMatch: ['*.conf.json'], url: './conf.schema.json' }],
        severity: { required: 'warning' },
      },
    });
    assert.deepEqual(summary(await next), [
      ['0:0-0:1', 'required', WARNING, 'Missing required property "name".'],
    ]);

    next = client.waitFor(uri);
    await client.changeSettings({
      jsonObjectValidator: {
        schemas: [{ fileMatch: ['*.conf.json'], schema: { type: 'object', maxProperties: 0 } }],
      },
    });
    assert.deepEqual(
      (await next).map((d) => d.code),
      ['maxProperties'],
    );

    next = client.waitFor(uri);
    await client.changeSettings({ jsonObjectValidator: { schemas: [] } });
    assert.deepEqual(await next, []);
  });

  void test("other extensions' jsonValidation contributions associate files", async () => {
    const uri = fixture.uri('tool.json');
    assert.deepEqual(await client.open(uri, '{}'), []);
    const next = client.waitFor(uri);
    await client.connection.sendNotification(SchemaAssociationsNotification.method, {
      associations: [
        { fileMatch: ['tool.json'], url: fixture.uri('ext.schema.json'), extensionId: 'acme.tool' },
      ],
    });
    assert.deepEqual(summary(await next), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "fromExtension".'],
    ]);
    const why = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });
    assert.equal(
      why.reason,
      'A "jsonValidation" contribution of the extension acme.tool maps "tool.json" to this schema.',
    );
  });
});

void describe('settings pulled through workspace/configuration', { timeout: 30_000 }, () => {
  void test('the server asks for its section and re-reads it on didChangeConfiguration', async () => {
    const fixture = new Fixture({ 'conf.schema.json': schema(['name']) });
    const client = await Client.start({
      rootUri: fixture.uri(''),
      pullConfiguration: true,
      settings: {
        jsonObjectValidator: { schemas: [{ fileMatch: ['*.conf.json'], url: './conf.schema.json' }] },
      },
    });
    try {
      const uri = fixture.uri('x.conf.json');
      assert.deepEqual(summary(await client.open(uri, '{}')), [
        ['0:0-0:1', 'required', ERROR, 'Missing required property "name".'],
      ]);
      const next = client.waitFor(uri);
      client.settings = { jsonObjectValidator: { schemas: [], validationDelay: 0 } };
      await client.changeSettings(client.settings);
      assert.deepEqual(await next, []);
    } finally {
      await client.stop();
      fixture.dispose();
    }
  });
});
