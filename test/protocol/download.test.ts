/**
 * Remote schemas over stdio, against local HTTP servers: trusted domains only (the refusal, its quick
 * fix, `$ref` chains that cross domains, redirects that leave the trusted domain or loop), the limits
 * (an oversized and a slow schema), the ETag cache and the last good copy offline, a schema that
 * arrives late, Restricted Mode, and proxies (`http.proxy`, `HTTP_PROXY`, `NO_PROXY`).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import {
  ClearSchemaCacheRequest,
  SchemaAssociationsNotification,
  TRUST_DOMAIN_COMMAND,
} from '../../shared/src/protocol';
import { Client, Fixture, summary } from './harness';
import { ForwardProxy, SchemaHost, freePort } from '../support/httpFixture';

const ERROR = 1;
const WARNING = 2;
const INFORMATION = 3;
const REQUIRED_REMOTE = { type: 'object', required: ['remote'] };
const MISSING_REMOTE = ['0:0-0:1', 'required', ERROR, 'Missing required property "remote".'];

function messages(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => (typeof d.message === 'string' ? d.message : d.message.value));
}

void describe('remote schemas: trusted domains, limits, cache, proxies', { timeout: 120_000 }, () => {
  let fixture: Fixture;
  /** Every session started, stopped at the end even when a test failed half-way. */
  const sessions: Client[] = [];
  const started = async (client: Promise<Client>): Promise<Client> => {
    sessions.push(await client);
    return sessions[sessions.length - 1];
  };
  const host = new SchemaHost();
  const proxy = new ForwardProxy();

  before(async () => {
    fixture = new Fixture({});
    await host.listen();
    await proxy.listen();
    host.json('/schema.json', REQUIRED_REMOTE, '"v1"');
    host.json('/other.json', { required: ['fromOther'] });
    host.json('/refs-out.json', { allOf: [{ $ref: `${host.otherOrigin}/other.json` }], required: ['a'] });
    host.route('/loop-a.json', (_q, r) => r.writeHead(302, { Location: '/loop-b.json' }).end());
    host.route('/loop-b.json', (_q, r) => r.writeHead(302, { Location: `${host.origin}/loop-a.json` }).end());
    host.route('/redirect-out.json', (_q, r) =>
      r.writeHead(301, { Location: `${host.otherOrigin}/other.json` }).end(),
    );
    host.route('/redirect-in.json', (_q, r) => r.writeHead(307, { Location: '/schema.json' }).end());
    host.route('/huge.json', (_q, r) => {
      r.writeHead(200, { 'Content-Type': 'application/json' });
      r.end(`{"description": "${'x'.repeat(6 * 1024 * 1024)}"}`);
    });
    // Sends headers and then nothing: the download must give up on its own.
    host.route('/slow.json', (_q, r) => {
      r.writeHead(200, { 'Content-Type': 'application/json' });
      r.write('{');
    });
    host.json('/proxied.json', { required: ['viaProxy'] });
    host.json('/env-proxied.json', { required: ['viaEnvProxy'] });
  });
  after(async () => {
    await Promise.all(sessions.map((c) => c.stop()));
    await host.close();
    await proxy.close();
    fixture.dispose();
  });

  /** A session that trusts the schema host under its 127.0.0.1 name (not under localhost). */
  function session(extra: Record<string, unknown> = {}, env?: Record<string, string>): Promise<Client> {
    return started(
      Client.start({
        rootUri: fixture.uri(''),
        settings: {
          jsonObjectValidator: { schemaDownload: { trustedDomains: { [`${host.origin}/`]: true } } },
          ...extra,
        },
        ...(env ? { env } : {}),
      }),
    );
  }

  void test('a schema on an untrusted domain is not fetched; the quick fix trusts the domain and it validates', async () => {
    const client = await session();
    const uri = fixture.uri('untrusted.json');
    const url = `${host.otherOrigin}/schema.json`;
    const before = host.requests.length;
    const diagnostics = await client.open(uri, `{ "$schema": "${url}" }`);
    assert.deepEqual(summary(diagnostics), [
      [
        `0:13-0:${15 + url.length}`,
        'schema-load',
        WARNING,
        `The schema ${url} is not downloaded: ${host.otherOrigin}/ is not a trusted domain ("jsonObjectValidator.schemaDownload.trustedDomains"). The document's "$schema" property names it.`,
      ],
    ]);
    assert.equal(host.requests.length, before, 'nothing was requested from the untrusted domain');
    const actions = await client.codeActions(uri, diagnostics[0].range);
    assert.deepEqual(
      actions.map((a) => [a.title, a.command?.command, a.command?.arguments]),
      [[`Trust ${host.otherOrigin}/ for schema downloads`, TRUST_DOMAIN_COMMAND, [`${host.otherOrigin}/`]]],
    );
    const trusted = client.waitFor(uri, (d) => d.some((x) => x.code === 'required'));
    await client.connection.sendRequest('workspace/executeCommand', {
      command: TRUST_DOMAIN_COMMAND,
      arguments: [`${host.otherOrigin}/`],
    });
    assert.deepEqual(summary(await trusted), [MISSING_REMOTE]);
    await client.stop();
  });

  void test('a $ref from a trusted schema to an untrusted domain is refused on its own, with the fix', async () => {
    const client = await session();
    const uri = fixture.uri('refs-out-doc.json');
    const diagnostics = await client.open(uri, `{ "$schema": "${host.origin}/refs-out.json" }`);
    assert.deepEqual(summary(diagnostics), [
      [
        `0:13-0:${15 + host.origin.length + '/refs-out.json'.length}`,
        'schema-load',
        WARNING,
        `${host.otherOrigin}/other.json, which the schema ${host.origin}/refs-out.json refers to, is not downloaded: ${host.otherOrigin}/ is not a trusted domain ("jsonObjectValidator.schemaDownload.trustedDomains"). The rules behind that reference are not checked.`,
      ],
      ['0:0-0:1', 'required', ERROR, 'Missing required property "a".'],
    ]);
    const actions = await client.codeActions(uri, diagnostics[0].range);
    assert.deepEqual(
      actions.map((a) => a.command?.arguments),
      [[`${host.otherOrigin}/`]],
    );
    await client.stop();
  });

  void test('redirects: followed inside the trusted domain, refused when they leave it, stopped when they loop', async () => {
    const client = await session();
    const cases: [string, (d: Diagnostic[]) => void][] = [
      ['redirect-in', (d) => assert.deepEqual(summary(d), [MISSING_REMOTE])],
      [
        'redirect-out',
        (d) =>
          assert.deepEqual(messages(d), [
            `The schema ${host.origin}/redirect-out.json is not downloaded (it redirects to ${host.otherOrigin}/other.json): ${host.otherOrigin}/ is not a trusted domain ("jsonObjectValidator.schemaDownload.trustedDomains"). The document's "$schema" property names it.`,
          ]),
      ],
      [
        'loop-a',
        (d) => {
          assert.equal(d.length, 1);
          assert.equal(d[0].severity, INFORMATION);
          assert.match(
            messages(d)[0],
            /^The schema .*\/loop-a\.json could not be downloaded yet \(a redirect loop \(.*\/loop-b\.json leads back to .*\/loop-a\.json\)\); the document is validated as soon as it arrives\./,
          );
        },
      ],
    ];
    for (const [name, check] of cases) {
      check(
        await client.open(fixture.uri(`${name}-doc.json`), `{ "$schema": "${host.origin}/${name}.json" }`),
      );
    }
    await client.stop();
  });

  void test('an oversized schema and one that never finishes are given up, each with its reason', async () => {
    const client = await session();
    const huge = await client.open(fixture.uri('huge-doc.json'), `{ "$schema": "${host.origin}/huge.json" }`);
    assert.match(
      messages(huge)[0],
      /could not be downloaded yet \(the schema is larger than 5242880 bytes\)/,
    );
    const started = Date.now();
    const slow = await client.open(fixture.uri('slow-doc.json'), `{ "$schema": "${host.origin}/slow.json" }`);
    assert.match(messages(slow)[0], /could not be downloaded yet \(no answer within 10000 ms\)/);
    assert.ok(Date.now() - started < 20_000, 'the slow download ended within its time limit');
    await client.stop();
  });

  void test('first download, then a 304 revalidation, then the cached copy when offline', async () => {
    const storage = fixture.path('storage-etag');
    const offline = new SchemaHost();
    await offline.listen();
    offline.json('/schema.json', REQUIRED_REMOTE, '"v1"');
    const url = `${offline.origin}/schema.json`;
    const text = `{ "$schema": "${url}" }`;
    const start = (): Promise<Client> =>
      started(
        Client.start({
          rootUri: fixture.uri(''),
          settings: {
            jsonObjectValidator: { schemaDownload: { trustedDomains: { [`${offline.origin}/`]: true } } },
          },
          initializationOptions: { storagePath: storage },
        }),
      );

    let client = await start();
    assert.deepEqual(summary(await client.open(fixture.uri('a.json'), text)), [MISSING_REMOTE]);
    await client.stop();
    assert.deepEqual(
      offline.requests.map((r) => r.path),
      ['/schema.json'],
    );

    // A new server process: memory is empty, the disk cache has the copy and its ETag.
    client = await start();
    assert.deepEqual(summary(await client.open(fixture.uri('a.json'), text)), [MISSING_REMOTE]);
    await client.stop();
    assert.deepEqual(
      offline.requests.map((r) => r.etag),
      [undefined, '"v1"'],
    );

    // Offline: the last good copy is used, with an information note instead of an error.
    await offline.close();
    client = await start();
    const diagnostics = await client.open(fixture.uri('a.json'), text);
    assert.deepEqual(summary(diagnostics.filter((d) => d.code === 'required')), [MISSING_REMOTE]);
    const notes = diagnostics.filter((d) => d.severity === INFORMATION);
    assert.equal(notes.length, 1);
    assert.match(
      notes[0].message as string,
      new RegExp(
        `^${url.replace(/[.?]/g, '\\$&')} could not be downloaded \\(.+\\); using the copy cached on \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\.$`,
      ),
    );
    assert.deepEqual(notes[0].range, {
      start: { line: 0, character: 13 },
      end: { line: 0, character: 15 + url.length },
    });

    // Clearing the cache forgets the disk copy too: now there is nothing to fall back on, which is
    // said quietly (the document is validated as soon as the schema can be had).
    const next = client.waitFor(fixture.uri('a.json'));
    await client.connection.sendRequest(ClearSchemaCacheRequest.method);
    const cleared = await next;
    assert.equal(cleared.length, 1);
    assert.equal(cleared[0].severity, INFORMATION);
    assert.match(
      cleared[0].message as string,
      /^The schema .+ could not be downloaded yet \(.+\); the document is validated as soon as it arrives\. The document's "\$schema" property names it\.$/,
    );
    await client.stop();
  });

  void test('a schema that cannot be had yet is said once, quietly, and validated as soon as it arrives', async () => {
    const port = await freePort();
    const late = new SchemaHost();
    const origin = `http://127.0.0.1:${port}`;
    const client = await started(
      Client.start({
        rootUri: fixture.uri(''),
        settings: { jsonObjectValidator: { schemaDownload: { trustedDomains: { [`${origin}/`]: true } } } },
      }),
    );
    const uri = fixture.uri('late.json');
    const first = await client.open(uri, `{ "$schema": "${origin}/late.json" }`);
    assert.deepEqual(
      first.map((d) => [d.code, d.severity]),
      [['schema-load', INFORMATION]],
    );
    assert.match(
      messages(first)[0],
      /could not be downloaded yet \(.*ECONNREFUSED.*\); the document is validated as soon as it arrives/,
    );
    const arrived = client.waitFor(uri, (d) => d.some((x) => x.code === 'required'));
    late.json('/late.json', { required: ['arrived'] });
    await late.listen(port);
    assert.deepEqual(summary(await arrived), [
      ['0:0-0:1', 'required', ERROR, 'Missing required property "arrived".'],
    ]);
    await client.stop();
    await late.close();
  });

  void test('Restricted Mode: nothing is downloaded until the workspace is trusted', async () => {
    const client = await started(
      Client.start({
        rootUri: fixture.uri(''),
        settings: {
          jsonObjectValidator: { schemaDownload: { trustedDomains: { [`${host.origin}/`]: true } } },
        },
        initializationOptions: { associations: { associations: [], workspaceTrusted: false } },
      }),
    );
    const uri = fixture.uri('restricted.json');
    const requested = host.requests.length;
    const diagnostics = await client.open(uri, `{ "$schema": "${host.origin}/schema.json" }`);
    assert.deepEqual(
      diagnostics.map((d) => [d.severity, d.message]),
      [
        [
          INFORMATION,
          `The schema ${host.origin}/schema.json is not downloaded while the workspace is in Restricted Mode; trust the workspace to validate with it. The document's "$schema" property names it.`,
        ],
      ],
    );
    assert.equal(host.requests.length, requested);
    const trusted = client.waitFor(uri, (d) => d.some((x) => x.code === 'required'));
    await client.connection.sendNotification(SchemaAssociationsNotification.method, {
      associations: [],
      workspaceTrusted: true,
    });
    assert.deepEqual(summary(await trusted), [MISSING_REMOTE]);
    await client.stop();
  });

  void test('"http.proxy" carries every download', async () => {
    const client = await session({ http: { proxy: proxy.url, proxyStrictSSL: true } });
    const diagnostics = await client.open(
      fixture.uri('proxied.json'),
      `{ "$schema": "${host.origin}/proxied.json" }`,
    );
    assert.deepEqual(messages(diagnostics), ['Missing required property "viaProxy".']);
    assert.deepEqual(proxy.forwarded, [`${host.origin}/proxied.json`]);
    await client.stop();
  });

  void test('HTTP_PROXY from the environment is used, and NO_PROXY is honoured', async () => {
    proxy.forwarded.length = 0;
    let client = await session(
      {},
      { HTTP_PROXY: proxy.url, http_proxy: proxy.url, NO_PROXY: '', no_proxy: '' },
    );
    const viaEnv = await client.open(
      fixture.uri('env-proxied.json'),
      `{ "$schema": "${host.origin}/env-proxied.json" }`,
    );
    assert.deepEqual(messages(viaEnv), ['Missing required property "viaEnvProxy".']);
    assert.deepEqual(proxy.forwarded, [`${host.origin}/env-proxied.json`]);
    await client.stop();

    client = await session(
      {},
      { HTTP_PROXY: proxy.url, http_proxy: proxy.url, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' },
    );
    const direct = await client.open(
      fixture.uri('direct.json'),
      `{ "$schema": "${host.origin}/schema.json" }`,
    );
    assert.deepEqual(summary(direct), [MISSING_REMOTE]);
    assert.deepEqual(proxy.forwarded, [`${host.origin}/env-proxied.json`], 'NO_PROXY kept it off the proxy');
    await client.stop();
  });
});
