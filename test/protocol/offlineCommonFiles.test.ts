/**
 * The common files over stdio with no network: package.json and tsconfig.json through VS Code's
 * contributions (schemastore.org URLs), .eslintrc.json through the catalog, validated from the
 * SchemaStore schemas shipped beside the server, one problem each and no note about the download;
 * `schemaFor` says "shipped". With a mirror set (a local HTTP server serving ../shared/schemastore's
 * files), the mirror's copy replaces the shipped one. "No network" is deterministic: `HTTPS_PROXY`
 * names a closed port, so each https request is refused at once.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SchemaAssociationsNotification, SchemaForRequest } from '../../shared/src/protocol';
import type { SchemaForResult } from '../../shared/src/protocol';
import { Client, Fixture, rangeOf, summary } from './harness';
import { SchemaHost } from '../support/httpFixture';
import { schemastoreDir } from '../support/paths';

const ERROR = 1;
const PACKAGE = '{\n  "name": "demo",\n  "version": 1\n}\n';
const TSCONFIG = '{\n  "compilerOptions": {\n    "target": "es2099"\n  }\n}\n';
const ESLINTRC = '{\n  "rules": {\n    "no-unused-vars": "warning"\n  }\n}\n';
/** VS Code's own contributions for the two files (the npm and TypeScript extensions'). */
const CONTRIBUTIONS = [
  { fileMatch: ['package.json'], url: 'https://json.schemastore.org/package', extensionId: 'vscode.npm' },
  {
    fileMatch: ['tsconfig.json', 'tsconfig.*.json'],
    url: 'https://json.schemastore.org/tsconfig',
    extensionId: 'vscode.typescript-language-features',
  },
];

function range(text: string, needle: string): string {
  const r = rangeOf(text, needle);
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}

void describe('the common files offline: shipped copies, a mirror', { timeout: 120_000 }, () => {
  let fixture: Fixture;
  const sessions: Client[] = [];
  const mirror = new SchemaHost();
  let noNetwork: Record<string, string> = {};

  before(async () => {
    fixture = new Fixture({});
    // The mirror's package schema is SchemaStore's with a title of its own: what the tests see is its copy.
    const pkg = JSON.parse(readFileSync(join(schemastoreDir, 'schemas-all/package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    mirror.json('/ss/package.json', { ...pkg, title: 'package.json from the mirror' });
    for (const name of ['ava', 'eslintrc', 'jscpd', 'madge', 'nodemon', 'partial-eslint-plugins']) {
      mirror.json(
        `/ss/${name}.json`,
        readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8'),
      );
    }
    for (const name of ['prettierrc', 'quikrun', 'semantic-release', 'stylelintrc']) {
      mirror.json(
        `/ss/${name}.json`,
        readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8'),
      );
    }
    await mirror.listen();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    noNetwork = { HTTPS_PROXY: `http://127.0.0.1:${closed}`, HTTP_PROXY: '', NO_PROXY: '127.0.0.1' };
  });
  after(async () => {
    await Promise.all(sessions.map((c) => c.stop()));
    await mirror.close();
    fixture.dispose();
  });

  async function session(validator: Record<string, unknown> = {}): Promise<Client> {
    const client = await Client.start({
      rootUri: fixture.uri(''),
      settings: { jsonObjectValidator: validator },
      env: noNetwork,
    });
    sessions.push(client);
    await client.connection.sendNotification(SchemaAssociationsNotification.method, {
      associations: CONTRIBUTIONS,
    });
    return client;
  }

  async function schemaFor(client: Client, uri: string): Promise<SchemaForResult> {
    return client.connection.sendRequest<SchemaForResult>(SchemaForRequest.method, { uri });
  }

  void test('no network: each file validated from the shipped copy, one problem each, no note', async () => {
    const client = await session();
    const pkg = fixture.uri('offline/package.json');
    assert.deepEqual(summary(await client.open(pkg, PACKAGE)), [
      [range(PACKAGE, '1'), 'type', ERROR, 'Incorrect type: expected string, got integer.'],
    ]);
    const tsconfig = fixture.uri('offline/tsconfig.json');
    const ts = summary(await client.open(tsconfig, TSCONFIG, 'jsonc'));
    assert.deepEqual(
      ts.map(([r, code]) => [r, code]),
      [[range(TSCONFIG, '"es2099"'), 'anyOf']],
    );
    const eslintrc = fixture.uri('offline/.eslintrc.json');
    const es = summary(await client.open(eslintrc, ESLINTRC, 'jsonc'));
    assert.equal(es.length, 1, JSON.stringify(es));
    assert.equal(es[0][0], range(ESLINTRC, '"warning"'));
    assert.match(es[0][3], /"warn"/);

    const status = await schemaFor(client, pkg);
    assert.equal(status.schemaUri, 'https://json.schemastore.org/package');
    assert.equal(status.source, 'extension');
    assert.equal(status.error, undefined);
    assert.equal(status.shipped?.date, '2026-08-07');
    assert.ok(status.shipped?.uris.includes('https://json.schemastore.org/package'), JSON.stringify(status));
    const esStatus = await schemaFor(client, eslintrc);
    assert.equal(esStatus.source, 'catalog');
    assert.deepEqual(esStatus.shipped?.uris.slice(0, 1), ['https://www.schemastore.org/eslintrc.json']);
    assert.ok(
      client.log.some((l) =>
        /^https:\/\/json\.schemastore\.org\/package: it could not be downloaded \(.*ECONNREFUSED.*\); using the shipped copy of 2026-08-07\.$/.test(
          l,
        ),
      ),
      client.log.join('\n'),
    );
  });

  void test('a mirror set later replaces the shipped copy; every SchemaStore URL goes to it', async () => {
    const client = await session();
    const pkg = fixture.uri('mirrored/package.json');
    await client.open(pkg, PACKAGE);
    assert.equal((await schemaFor(client, pkg)).shipped?.date, '2026-08-07');
    const before = mirror.requests.length;
    const replaced = client.waitFor(pkg, () => true);
    await client.changeSettings({
      jsonObjectValidator: {
        schemaStore: { mirror: `${mirror.origin}/ss/` },
        schemaDownload: { trustedDomains: { [`${mirror.origin}/`]: true } },
      },
    });
    assert.deepEqual(summary(await replaced), [
      [range(PACKAGE, '1'), 'type', ERROR, 'Incorrect type: expected string, got integer.'],
    ]);
    const status = await schemaFor(client, pkg);
    assert.equal(status.title, 'package.json from the mirror');
    assert.equal(status.shipped, undefined);
    const paths = mirror.requests.slice(before).map((r) => r.path);
    assert.ok(paths.includes('/ss/package.json') && paths.includes('/ss/ava.json'), JSON.stringify(paths));
  });
});
