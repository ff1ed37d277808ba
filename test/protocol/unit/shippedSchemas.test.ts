// The SchemaStore schemas that ship with the product and the SchemaStore mirror: which URLs are
// SchemaStore's, where a mirror serves them, and the order a schema comes from (a fresh download, from
// the mirror when one is set, then the cached copy, then the shipped copy), in the schema store both the
// server and the CLI use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Environment, HttpRequest, HttpResponse } from '../../../host/src/environment';
import { SchemaStore } from '../../../host/src/schemaStore';
import { mirrorBase, mirroredUrl, schemaStorePath, withMirror } from '../../../host/src/schemaStoreUrls';
import { ShippedSchemas } from '../../../host/src/shippedSchemas';
import { DEFAULT_TRUSTED_DOMAINS } from '../../../host/src/settings';
import { repoRoot, schemastoreDir } from '../../support/paths';

const shippedFolder = join(repoRoot, 'server/schemastore/schemas');
const SNAPSHOT_DATE = '2026-08-07';
const shippedText = (name: string): string => readFileSync(join(shippedFolder, `${name}.json`), 'utf8');

void test('SchemaStore URLs: both forms, both schemes and every host name one document', () => {
  const table: [string, string | undefined][] = [
    ['https://json.schemastore.org/package', 'package'],
    ['https://json.schemastore.org/package.json', 'package'],
    ['http://json.schemastore.org/package', 'package'],
    ['https://www.schemastore.org/package.json', 'package'],
    ['http://www.schemastore.org/package.json', 'package'],
    ['https://www.schemastore.org/package', 'package'],
    ['https://WWW.SchemaStore.org/tsconfig.json', 'tsconfig'],
    ['https://schemastore.azurewebsites.net/eslintrc.json', 'eslintrc'],
    ['https://json.schemastore.org/partial-eslint-plugins.json', 'partial-eslint-plugins'],
    ['https://www.schemastore.org/api/json/catalog.json', 'api/json/catalog'],
    // Not SchemaStore's, or not a plain document of it.
    ['https://schemastore.org.example.com/package.json', undefined],
    ['https://example.com/package.json', undefined],
    ['https://json.schemastore.org/', undefined],
    ['https://json.schemastore.org/package?x=1', undefined],
    ['https://json.schemastore.org:8443/package', undefined],
    ['https://user@json.schemastore.org/package', undefined],
    ['https://json.schemastore.org/..%2f..%2fetc%2fpasswd', undefined],
    ['https://json.schemastore.org/a/../../etc/passwd', 'etc/passwd'],
    ['https://json.schemastore.org/.hidden', undefined],
    ['file:///json.schemastore.org/package.json', undefined],
    ['ftp://json.schemastore.org/package.json', undefined],
    ['not a url', undefined],
  ];
  for (const [url, expected] of table) assert.equal(schemaStorePath(url), expected, url);
});

void test('a mirror serves <base><name>.json; other URLs are not mirrored', () => {
  const base = 'http://127.0.0.1:8080/schemastore/';
  assert.equal(mirroredUrl('https://json.schemastore.org/package', base), `${base}package.json`);
  assert.equal(
    mirroredUrl('https://www.schemastore.org/package.json#/definitions/x', base),
    `${base}package.json`,
  );
  assert.equal(
    mirroredUrl('https://www.schemastore.org/api/json/catalog.json', base),
    `${base}api/json/catalog.json`,
  );
  assert.equal(mirroredUrl('https://example.com/package.json', base), undefined);
  assert.equal(mirroredUrl('https://json.schemastore.org/package', undefined), undefined);
});

void test('the mirror base: the setting, else the folder of a catalog that is not SchemaStore own', () => {
  const table: [{ url: string; mirror?: string }, string | undefined][] = [
    [{ url: 'https://www.schemastore.org/api/json/catalog.json' }, undefined],
    [{ url: 'https://www.schemastore.org/api/json/catalog.json', mirror: '' }, undefined],
    [{ url: 'https://json.schemastore.org/api/json/catalog.json', mirror: '  ' }, undefined],
    [{ url: 'https://mirror.corp/schemastore/api/json/catalog.json' }, 'https://mirror.corp/schemastore/'],
    [{ url: 'https://mirror.corp/schemastore/catalog.json' }, 'https://mirror.corp/schemastore/'],
    [{ url: 'https://mirror.corp/catalog.json?v=2#top' }, 'https://mirror.corp/'],
    [{ url: 'file:///srv/catalog.json' }, undefined],
    [
      { url: 'https://www.schemastore.org/api/json/catalog.json', mirror: 'http://m.corp:81/ss' },
      'http://m.corp:81/ss/',
    ],
    [{ url: 'https://mirror.corp/catalog.json', mirror: 'https://other.corp/s//' }, 'https://other.corp/s/'],
    [{ url: 'https://www.schemastore.org/api/json/catalog.json', mirror: 'ftp://m.corp/' }, undefined],
    [
      { url: 'https://www.schemastore.org/api/json/catalog.json', mirror: 'https://m.corp/ss?x=1#y' },
      'https://m.corp/ss/',
    ],
    [{ url: 'https://www.schemastore.org/api/json/catalog.json', mirror: 'https://' }, undefined],
  ];
  for (const [setting, expected] of table) {
    assert.equal(mirrorBase(setting), expected, JSON.stringify(setting));
  }
  assert.deepEqual(withMirror({ url: 'https://www.schemastore.org/api/json/catalog.json' }), {});
});

interface FakeNetwork {
  environment: Environment;
  requests: HttpRequest[];
  /** The cache files written, by path. */
  disk: Map<string, string>;
  /** What the network answers (throws: no network). */
  answer: (request: HttpRequest) => HttpResponse;
}

/** The shipped copies from the repository, a cache folder in memory, and a network the test decides. */
function fakeNetwork(): FakeNetwork {
  const disk = new Map<string, string>();
  const requests: HttpRequest[] = [];
  const network: FakeNetwork = {
    disk,
    requests,
    answer: () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND json.schemastore.org'), { code: 'ENOTFOUND' });
    },
    environment: {
      readFile: (path) => {
        const text = disk.get(path);
        if (text !== undefined) return Promise.resolve(text);
        if (path.startsWith(shippedFolder)) return readFile(path, 'utf8');
        return Promise.reject(Object.assign(new Error('nope'), { code: 'ENOENT' }));
      },
      fileSize: () => Promise.resolve(undefined),
      readDirectory: () => Promise.resolve([]),
      writeFile: (path, content) => {
        disk.set(path, content);
        return Promise.resolve();
      },
      removeDirectory: () => Promise.resolve(),
      httpGet: (request) => {
        requests.push(request);
        return new Promise((resolve) => resolve(network.answer(request)));
      },
      now: () => Date.UTC(2026, 10, 1),
    },
  };
  return network;
}

function storeOn(
  network: FakeNetwork,
  mirror?: string,
  extra: Partial<{ enable: boolean; restricted: boolean }> = {},
) {
  const logs: string[] = [];
  const store = new SchemaStore({
    environment: network.environment,
    cacheFolder: '/cache',
    shippedFolder,
    log: (m) => logs.push(m),
  });
  store.setDownloadPolicy({
    enable: extra.enable ?? true,
    restricted: extra.restricted ?? false,
    trustedDomains: { ...DEFAULT_TRUSTED_DOMAINS, 'http://127.0.0.1:4000/': true },
    ...(mirror ? { mirror } : {}),
  });
  return { store, logs };
}

const FRESH = '{"title":"fresh package","type":"object"}';

void test('precedence: a fresh download, then the cached copy, then the shipped copy', async () => {
  const network = fakeNetwork();
  const url = 'https://json.schemastore.org/package';

  // No network, nothing cached: the shipped copy, said in the log, and a retry is due.
  const { store, logs } = storeOn(network);
  const shipped = await store.getSource(url);
  assert.equal(shipped.shipped, SNAPSHOT_DATE);
  assert.equal(shipped.text, shippedText('package'));
  assert.equal(shipped.uri, url);
  assert.equal(shipped.error, undefined);
  assert.equal(shipped.retrying, undefined);
  assert.match(
    logs.join('\n'),
    /package: it could not be downloaded \(getaddrinfo ENOTFOUND json\.schemastore\.org\); using the shipped copy of 2026-08-07\./,
  );
  const entry = await store.getSchema(url);
  assert.equal(entry.shipped.get(url), SNAPSHOT_DATE);
  assert.ok(entry.compiled, 'the shipped copy compiles with its $refs, every one shipped too');
  assert.equal(entry.unresolved.size, 0, JSON.stringify([...entry.unresolved]));
  assert.ok(
    entry.shipped.has('https://json.schemastore.org/ava.json'),
    JSON.stringify([...entry.shipped.keys()]),
  );

  // The network answers: the download replaces the shipped copy (the retry invalidates it) and is cached.
  network.answer = () => ({ status: 200, body: FRESH, etag: '"v1"' });
  store.invalidate(url);
  const fresh = await store.getSource(url);
  assert.equal(fresh.text, FRESH);
  assert.equal(fresh.shipped, undefined);
  assert.equal(network.disk.size, 1);
  store.dispose();

  // The network is gone again: the cached copy, not the shipped one.
  network.answer = () => {
    throw new Error('getaddrinfo ENOTFOUND json.schemastore.org');
  };
  const later = storeOn(network).store;
  const cached = await later.getSource(url);
  assert.equal(cached.text, FRESH);
  assert.equal(cached.shipped, undefined);
  assert.match(cached.note ?? '', /using the copy cached on 2026-11-01/);
  later.dispose();
});

void test('both URL forms, with or without .json, over http or https, give the one shipped file', async () => {
  const network = fakeNetwork();
  const { store } = storeOn(network);
  for (const url of [
    'https://json.schemastore.org/tsconfig',
    'https://json.schemastore.org/tsconfig.json',
    'http://json.schemastore.org/tsconfig',
    'https://www.schemastore.org/tsconfig.json',
    'http://www.schemastore.org/tsconfig.json',
  ]) {
    const source = await store.getSource(url);
    assert.equal(source.shipped, SNAPSHOT_DATE, url);
    assert.equal(source.text, shippedText('tsconfig'), url);
  }
  // A SchemaStore schema that does not ship, and a path that tries to leave the folder: no copy.
  for (const url of [
    'https://www.schemastore.org/sarif-2.1.0.json',
    'https://json.schemastore.org/..%2findex',
  ]) {
    const source = await store.getSource(url);
    assert.equal(source.shipped, undefined, url);
    assert.equal(source.retrying, true, url);
    assert.match(source.error ?? '', /downloading it failed/);
  }
  store.dispose();
});

void test('downloads off and Restricted Mode use the shipped copy; other URLs stay refused', async () => {
  for (const extra of [{ enable: false }, { restricted: true }]) {
    const network = fakeNetwork();
    const { store, logs } = storeOn(network, undefined, extra);
    const source = await store.getSource('https://json.schemastore.org/eslintrc');
    assert.equal(source.shipped, SNAPSHOT_DATE, JSON.stringify(extra));
    assert.equal(network.requests.length, 0, 'nothing reaches the network');
    assert.match(
      logs.join('\n'),
      /eslintrc: (downloading schemas is disabled|nothing is downloaded while the workspace is in Restricted Mode)/,
    );
    const other = await store.getSource('https://example.com/s.json');
    assert.equal(other.blocked?.reason, extra.enable === false ? 'disabled' : 'restricted');
    store.dispose();
  }
});

void test('a mirror: SchemaStore URLs are fetched there, named as before, under the trust rules', async () => {
  const network = fakeNetwork();
  const mirror = 'http://127.0.0.1:4000/ss/';
  network.answer = (request) =>
    request.url.startsWith(mirror)
      ? {
          status: 200,
          body: `{"title":"from the mirror: ${request.url.slice(mirror.length)}"}`,
          etag: '"m1"',
        }
      : { status: 500 };
  const { store } = storeOn(network, mirror);
  const source = await store.getSource('https://json.schemastore.org/package');
  assert.equal(source.uri, 'https://json.schemastore.org/package');
  assert.deepEqual(source.value, { title: 'from the mirror: package.json' });
  const other = await store.getSource('https://www.schemastore.org/api/json/catalog.json');
  assert.deepEqual(other.value, { title: 'from the mirror: api/json/catalog.json' });
  // Not SchemaStore's: not mirrored.
  await store.getSource('https://raw.githubusercontent.com/x/y.json');
  assert.deepEqual(
    network.requests.map((r) => r.url),
    [`${mirror}package.json`, `${mirror}api/json/catalog.json`, 'https://raw.githubusercontent.com/x/y.json'],
  );
  store.dispose();

  // The cached copy's ETag was the mirror's: it is sent to the mirror, not to another server.
  network.requests.length = 0;
  const again = storeOn(network, mirror).store;
  await again.getSource('https://json.schemastore.org/package');
  assert.equal(network.requests[0].etag, '"m1"');
  again.dispose();
  network.requests.length = 0;
  const direct = storeOn(network).store;
  await direct.getSource('https://json.schemastore.org/package');
  assert.equal(network.requests[0].url, 'https://json.schemastore.org/package');
  assert.equal(network.requests[0].etag, undefined);
  direct.dispose();

  // An untrusted mirror is said, with its domain for the "Trust domain" fix; nothing is fetched.
  const untrusted = fakeNetwork();
  const { store: refusing } = storeOn(untrusted, 'https://mirror.untrusted.example/');
  const refused = await refusing.getSource('https://json.schemastore.org/package');
  assert.equal(untrusted.requests.length, 0);
  assert.equal(refused.shipped, undefined);
  assert.deepEqual(refused.blocked, {
    reason: 'untrusted',
    domain: 'https://mirror.untrusted.example/',
    mirroredAt: 'https://mirror.untrusted.example/package.json',
  });
  refusing.dispose();
});

void test('a mirror that fails falls back to the shipped copy and says which mirror failed', async () => {
  const network = fakeNetwork();
  network.answer = () => ({ status: 404 });
  const { store, logs } = storeOn(network, 'http://127.0.0.1:4000/');
  const source = await store.getSource('https://json.schemastore.org/lerna');
  assert.equal(source.shipped, SNAPSHOT_DATE);
  assert.match(
    logs.join('\n'),
    /lerna: it could not be downloaded from the mirror http:\/\/127\.0\.0\.1:4000\/lerna\.json \(the server answered HTTP 404\); using the shipped copy of 2026-08-07\./,
  );
  store.dispose();
});

void test('shipped copies that cannot be read are no copies (hostile or missing index)', async () => {
  const files = new Map<string, string>([
    ['/ship/index.json', '{"snapshot":{"date":"2026-08-07"},"schemas":{"package":"x"}}'],
  ]);
  const environment: Environment = {
    ...fakeNetwork().environment,
    readFile: (path) => {
      const text = files.get(path);
      return text === undefined ? Promise.reject(new Error('ENOENT')) : Promise.resolve(text);
    },
  };
  const logs: string[] = [];
  // Listed but missing: no copy, said in the log.
  assert.equal(
    await new ShippedSchemas(environment, '/ship', (m) => logs.push(m)).get(
      'https://json.schemastore.org/package',
    ),
    undefined,
  );
  assert.match(
    logs.join('\n'),
    /shipped copy of https:\/\/json\.schemastore\.org\/package could not be read/,
  );
  // Not listed: not read at all.
  assert.equal(
    await new ShippedSchemas(environment, '/ship').get('https://json.schemastore.org/tsconfig'),
    undefined,
  );
  // An index that is not one, or none.
  files.set('/ship/index.json', '[1, 2');
  assert.equal(
    await new ShippedSchemas(environment, '/ship', () => undefined).get(
      'https://json.schemastore.org/package',
    ),
    undefined,
  );
  assert.equal(
    await new ShippedSchemas(environment, undefined).get('https://json.schemastore.org/package'),
    undefined,
  );
});

void test('the shipped schemas are the choice of scripts/ship-schemas.mjs, unchanged from SchemaStore', () => {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/ship-schemas.mjs'), '--check'], {
    env: { ...process.env, SCHEMASTORE_DIR: schemastoreDir },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  const index = JSON.parse(shippedText('index')) as {
    snapshot: { date: string };
    schemas: Record<string, string>;
  };
  assert.equal(index.snapshot.date, SNAPSHOT_DATE);
  for (const name of [
    'package',
    'tsconfig',
    'jsconfig',
    'eslintrc',
    'prettierrc',
    'babelrc',
    'lerna',
    'nodemon',
    'global',
    'appsettings',
    'launchsettings',
    'stylelintrc',
    'tslint',
  ]) {
    assert.ok(name in index.schemas, name);
    assert.equal(
      shippedText(name),
      readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8'),
    );
  }
});

void test('a mirror set while a schema loads: the schema is built again from the mirror, not settled stale', async () => {
  const network = fakeNetwork();
  const mirror = 'http://127.0.0.1:4000/ss/';
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = (request: HttpRequest): HttpResponse => {
    if (request.url.startsWith(mirror)) return { status: 200, body: '{"title":"lerna from the mirror"}' };
    throw new Error('getaddrinfo ENOTFOUND json.schemastore.org');
  };
  // The first request (SchemaStore itself) waits until the mirror is set, then fails.
  network.environment.httpGet = async (request) => {
    network.requests.push(request);
    if (network.requests.length === 1) await gate;
    return answer(request);
  };
  network.disk.set('/w/root.json', '{ "$ref": "https://json.schemastore.org/lerna" }');
  const { store } = storeOn(network);
  const loading = store.getSchema('file:///w/root.json');
  for (let i = 0; i < 1000 && network.requests.length === 0; i++) await new Promise((r) => setImmediate(r));
  assert.equal(network.requests.length, 1);
  store.setDownloadPolicy({
    ...store.downloadPolicy,
    mirror,
  });
  release();
  const entry = await loading;
  assert.equal(entry.shipped.size, 0, JSON.stringify([...entry.shipped]));
  assert.deepEqual(store.peekSource('https://json.schemastore.org/lerna')?.value, {
    title: 'lerna from the mirror',
  });
  store.dispose();
});
