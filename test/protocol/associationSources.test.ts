/**
 * Every association source VS Code's JSON support honours, and the SchemaStore catalog, over stdio:
 * `json.schemas` with VS Code's `fileMatch` rule, extension contributions combined as `allOf`
 * (`package.json`), schemas only the editor can serve (`vscode://`), the order of the sources, and
 * the catalog with SchemaStore's real schemas and their valid examples (served locally: the machine
 * has no internet). Also VS Code's rules for comments and trailing commas.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SchemaContentRequest, SchemaForRequest } from '../../shared/src/protocol';
import type { SchemaForResult } from '../../shared/src/protocol';
import { Client, Fixture, summary } from './harness';
import { SchemaHost } from '../support/httpFixture';
import { schemastoreDir } from '../support/paths';

const ERROR = 1;
const WARNING = 2;
const SCHEMASTORE = schemastoreDir;

function messages(diagnostics: { message: unknown }[]): string[] {
  return diagnostics.map((d) => String(d.message));
}

void describe('association sources over stdio', { timeout: 120_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({
      'schemas/config.json': JSON.stringify({ required: ['fromJsonSchemas'] }),
      'schemas/ours.json': JSON.stringify({ required: ['fromOurSetting'] }),
      'ext/npm.json': JSON.stringify({ required: ['name'] }),
      'ext/other.json': JSON.stringify({ properties: { version: { type: 'string' } } }),
    });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: {
        json: {
          schemas: [
            { fileMatch: ['config/*.json', '!config/skip.json'], url: './schemas/config.json' },
            { fileMatch: ['inline.json'], schema: { required: ['fromInline'] } },
          ],
        },
        jsonObjectValidator: { schemas: [{ fileMatch: ['ours/**/*.json'], url: './schemas/ours.json' }] },
      },
    });
    client.connection.onRequest(
      SchemaContentRequest.method,
      (p: { uri: string }): { text?: string; error?: string } =>
        p.uri === 'vscode://schemas/settings/user'
          ? { text: JSON.stringify({ properties: { 'editor.fontSize': { type: 'number' } } }) }
          : { error: `nothing at ${p.uri}` },
    );
    await client.connection.sendNotification('jsonObjectValidator/schemaAssociations', {
      associations: [
        { fileMatch: ['/package.json'], url: fixture.uri('ext/npm.json'), extensionId: 'vscode.npm' },
        { fileMatch: ['/package.json'], url: fixture.uri('ext/other.json'), extensionId: 'acme.tools' },
        { fileMatch: ['/User/settings.json'], url: 'vscode://schemas/settings/user', extensionId: 'vscode' },
      ],
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('json.schemas: a pattern matches at any depth, "!" excludes, inline schemas work', async () => {
    const deep = await client.open(fixture.uri('a/b/config/app.json'), '{}');
    assert.deepEqual(messages(deep), ['Missing required property "fromJsonSchemas".']);
    assert.deepEqual(await client.open(fixture.uri('config/skip.json'), '{}'), []);
    const inline = await client.open(fixture.uri('x/inline.json'), '{}');
    assert.deepEqual(messages(inline), ['Missing required property "fromInline".']);
  });

  void test('several contributions for one file are combined, and the status names them all', async () => {
    const uri = fixture.uri('pkg/package.json');
    const diagnostics = await client.open(uri, '{ "version": 1 }');
    assert.deepEqual(summary(diagnostics), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "name".'],
      ['0:13-0:14', 'type', ERROR, 'Incorrect type: expected string, got integer.'],
    ]);
    const status = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });
    assert.equal(status.source, 'extension');
    assert.deepEqual(
      status.parts?.map((p) => [p.uri, p.source, p.extensionId]),
      [
        [fixture.uri('ext/npm.json'), 'extension', 'vscode.npm'],
        [fixture.uri('ext/other.json'), 'extension', 'acme.tools'],
      ],
    );
    assert.equal(
      status.reason,
      'A "jsonValidation" contribution of the extension vscode.npm maps "/package.json" to this schema. A "jsonValidation" contribution of the extension acme.tools maps "/package.json" to this schema.',
    );
  });

  void test('a vscode:// schema is asked of the client (the user settings of VS Code)', async () => {
    const diagnostics = await client.open(
      'vscode-userdata:/home/me/.config/Code/User/settings.json',
      '{ "editor.fontSize": "big" }',
      'jsonc',
    );
    assert.deepEqual(messages(diagnostics), ['Incorrect type: expected number, got string.']);
  });

  void test('precedence: $schema, then jsonObjectValidator.schemas, then json.schemas', async () => {
    const own = await client.open(fixture.uri('ours/config/x.json'), '{}');
    assert.deepEqual(messages(own), ['Missing required property "fromOurSetting".']);
    const withSchema = await client.open(
      fixture.uri('ours/config/y.json'),
      '{ "$schema": "./../../schemas/config.json" }',
    );
    assert.deepEqual(messages(withSchema), ['Missing required property "fromJsonSchemas".']);
  });

  void test("comments and trailing commas follow VS Code's rules, and a schema can allow them", async () => {
    const text = '{\n  // note\n  "a": 1,\n}\n';
    assert.deepEqual(summary(await client.open(fixture.uri('rules/plain.json'), text)), [
      ['1:2-1:9', 'comment-not-permitted', ERROR, 'Comments are not permitted in JSON.'],
      ['2:8-2:9', 'trailing-comma', ERROR, 'Trailing comma'],
    ]);
    assert.deepEqual(summary(await client.open(fixture.uri('rules/relaxed.jsonc'), text, 'jsonc')), [
      ['2:8-2:9', 'trailing-comma', WARNING, 'Trailing comma'],
    ]);
    fixture.write(
      'rules/allows.schema.json',
      JSON.stringify({ allowComments: true, allowTrailingCommas: true }),
    );
    const allowed = `{\n  "$schema": "./allows.schema.json",\n  // note\n  "a": 1,\n}\n`;
    assert.deepEqual(await client.open(fixture.uri('rules/allowed.json'), allowed), []);
    assert.deepEqual(await client.open(fixture.uri('rules/empty.json'), ''), []);
    // The schema changes on disk (the editor's file watcher says so): its flags still apply after.
    fixture.write(
      'rules/allows.schema.json',
      JSON.stringify({ allowComments: true, allowTrailingCommas: true, required: ['b'] }),
    );
    const next = client.waitFor(fixture.uri('rules/allowed.json'));
    await client.fileChanged(fixture.uri('rules/allows.schema.json'), 2);
    assert.deepEqual(summary(await next), [['0:0-0:1', 'required', ERROR, 'Missing required property "b".']]);
  });
});

/** SchemaStore's schema names as the catalog maps files to them, with the file name each example takes. */
const EXAMPLES: [folder: string, fileName: string, languageId: string][] = [
  ['babelrc', '.babelrc', 'jsonc'],
  ['eslintrc', '.eslintrc.json', 'jsonc'],
  ['global', 'global.json', 'json'],
  ['jsconfig', 'jsconfig.json', 'jsonc'],
  ['package', 'package.json', 'json'],
  ['prettierrc', '.prettierrc.json', 'json'],
  ['stylelintrc', '.stylelintrc.json', 'json'],
  ['tsconfig', 'tsconfig.json', 'jsonc'],
  ['tslint', 'tslint.json', 'json'],
];

void describe('the SchemaStore catalog with its real schemas', { timeout: 120_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  const host = new SchemaHost();
  // SchemaStore's hosts, as the catalog and the schemas name them, become the local server.
  const local = (text: string): string =>
    text.replace(/https:\/\/(json|www)\.schemastore\.org\//g, `${host.origin}/`);
  const localSchemaText = (name: string): string =>
    local(readFileSync(join(SCHEMASTORE, 'schemas', name), 'utf8'));

  before(async () => {
    fixture = new Fixture({});
    await host.listen();
    const catalog = JSON.parse(local(readFileSync(join(SCHEMASTORE, 'catalog.json'), 'utf8'))) as {
      schemas: Record<string, unknown>[];
    };
    catalog.schemas.push(
      {
        name: 'Versioned',
        fileMatch: ['versioned.json'],
        url: `${host.origin}/versioned-2.json`,
        versions: { '1.0': `${host.origin}/versioned-1.json`, '2.0': `${host.origin}/versioned-2.json` },
      },
      { name: 'YAML only', fileMatch: ['only.yaml', 'only.yml'], url: `${host.origin}/yaml-only.json` },
    );
    host.json('/catalog.json', catalog);
    for (const name of readdirSync(join(SCHEMASTORE, 'schemas'))) {
      host.json(`/${name}`, localSchemaText(name));
    }
    host.json('/versioned-1.json', { required: ['v1'] });
    host.json('/versioned-2.json', { required: ['v2'] });
    host.json('/yaml-only.json', { required: ['never'] });
    client = await Client.start({
      rootUri: fixture.uri(''),
      settings: {
        jsonObjectValidator: {
          schemaDownload: { trustedDomains: { [`${host.origin}/`]: true } },
          schemaStore: { url: `${host.origin}/catalog.json`, versions: { Versioned: '1.0' } },
        },
      },
    });
  });
  after(async () => {
    await client.stop();
    await host.close();
    fixture.dispose();
  });

  for (const [folder, fileName, languageId] of EXAMPLES) {
    void test(`every valid ${fileName} example of SchemaStore validates without a problem`, async () => {
      for (const example of readdirSync(join(SCHEMASTORE, 'examples', folder))) {
        const text = readFileSync(join(SCHEMASTORE, 'examples', folder, example), 'utf8');
        const relative = `${folder}/${example.replace(/\.json$/, '')}/${fileName}`;
        // A few examples name their schema by its path in SchemaStore's repository: put it there.
        const own = /"\$schema"\s*:\s*"(\.[^"]+)"/.exec(text)?.[1];
        if (own) {
          const target = join(dirname(relative), own);
          fixture.write(target, localSchemaText(basename(own)));
        }
        const uri = fixture.uri(relative);
        const diagnostics = await client.open(uri, text, languageId);
        assert.deepEqual(summary(diagnostics), [], `${folder}/${example} as ${fileName}`);
        const status = await client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, {
          uri,
        });
        assert.equal(status.source, own ? 'document' : 'catalog', `${folder}/${example}: ${status.reason}`);
      }
    });
  }

  void test('a typo in tsconfig.json is one problem, on the misspelt value', async () => {
    const text = '{\n  "compilerOptions": {\n    "strict": true,\n    "moduleResolution": "nodee",\n  }\n}\n';
    const diagnostics = await client.open(fixture.uri('typo/tsconfig.json'), text, 'jsonc');
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.range.start.character, d.range.end.character, d.code]),
      [[3, 24, 31, 'anyOf']],
    );
    // SchemaStore writes case-insensitive enums as anyOf [enum, pattern]: the list and the likely
    // value are what a person can act on, not the pattern.
    assert.match(
      diagnostics[0].message as string,
      /^Value must be one of "classic", "node", .*, or a variant the schema's pattern allows\. Did you mean "node"\?$/,
    );
  });

  void test('a version chosen in the settings is the one used; YAML patterns of the catalog do not apply', async () => {
    const versioned = await client.open(fixture.uri('v/versioned.json'), '{}');
    assert.deepEqual(messages(versioned), ['Missing required property "v1".']);
    assert.deepEqual(await client.open(fixture.uri('y/only.yaml'), '{}'), []);
  });
});
