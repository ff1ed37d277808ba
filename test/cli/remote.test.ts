// Remote schemas on the command line, against local HTTP servers (the machine has no internet): the
// trusted domains (refusal, --trust-domain, the settings), the download cache with ETag revalidation
// (--cache-dir, XDG_CACHE_HOME), the last good copy when the network fails, --offline with and without
// a cached copy, failed downloads, $ref targets on other domains, proxies (HTTP_PROXY, NO_PROXY,
// HTTPS_PROXY through a CONNECT tunnel to a TLS server), --schema URL, and worker threads, which get
// each download from the main thread (one request per run).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ForwardProxy, SchemaHost, testCertificate } from '../support/httpFixture';
import { CliCopy, writeTree } from './harness';
import type { CliRun } from './harness';

const PERSON = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' } },
};
/** What follows an untrusted domain in the CLI's sentence: the setting, and the option that trusts it. */
const trusted = (domain: string): string =>
  `"jsonObjectValidator.schemaDownload.trustedDomains" in the settings, or --trust-domain ${domain}`;

function lines(run: CliRun): string[] {
  return run.stdout.split('\n').filter((l) => l !== '');
}

let cli: CliCopy;
const host = new SchemaHost();
const proxy = new ForwardProxy();
let work = '';
/** Temporary folders made by the tests, removed at the end. */
const temporary: string[] = [];

function freshFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** The requests the schema host got for one path, with their If-None-Match. */
function requestsFor(path: string): (string | undefined)[] {
  return host.requests.filter((r) => r.path === path).map((r) => r.etag);
}

before(async () => {
  cli = new CliCopy();
  await host.listen();
  await proxy.listen();
  host.json('/person.json', PERSON);
  host.json('/cached.json', PERSON);
  host.json('/revalidated.json', PERSON);
  host.json('/proxied.json', { required: ['viaProxy'] });
  host.json('/many.json', PERSON);
  host.json('/other.json', { required: ['fromOther'] });
  host.json('/refs-out.json', { allOf: [{ $ref: `${host.otherOrigin}/other.json` }], required: ['a'] });
  host.json('/refs-in.json', { allOf: [{ $ref: '/other.json' }], required: ['a'] });
  // Served once, then the server fails: the second run has only its cache.
  let flaky = 0;
  host.route('/flaky.json', (_request, response) => {
    if (flaky++ === 0) {
      response.writeHead(200, { ETag: '"flaky-1"' }).end(JSON.stringify(PERSON));
    } else {
      response.writeHead(503).end('down');
    }
  });
  const schemaAt = (path: string): string => `{\n  "$schema": "${host.origin}${path}",\n  "name": 1\n}\n`;
  const files: Record<string, string> = {
    'remote.json': schemaAt('/person.json'),
    'cached.json': schemaAt('/cached.json'),
    'cached-too.json': schemaAt('/cached.json'),
    'revalidated.json': schemaAt('/revalidated.json'),
    'flaky.json': schemaAt('/flaky.json'),
    'missing.json': schemaAt('/missing.json'),
    'refs-out.json': schemaAt('/refs-out.json'),
    'refs-in.json': `{ "$schema": "${host.origin}/refs-in.json" }\n`,
    'proxied.json': `{ "$schema": "${host.origin}/proxied.json" }\n`,
    'plain.json': '{ "name": 1 }\n',
  };
  for (let i = 0; i < 240; i++) {
    files[`many/doc${String(i).padStart(3, '0')}.json`] =
      `{ "$schema": "${host.origin}/many.json", "name": ${i % 10 === 0 ? i : `"n${i}"`} }\n`;
  }
  work = writeTree('jov-remote-', files);
  temporary.push(work);
});

after(async () => {
  cli.dispose();
  await host.close();
  await proxy.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

void describe('trusted domains', () => {
  void test('a schema on a domain that is not trusted is not downloaded: a warning at "$schema", exit 2', async () => {
    const run = await cli.runAsync(['validate', 'remote.json'], { cwd: work });
    assert.deepEqual(lines(run), [
      `remote.json:2:14 warning The schema ${host.origin}/person.json is not downloaded: ${host.origin}/ is not a trusted domain (${trusted(`${host.origin}/`)}). The document's "$schema" property names it. [schema-load]`,
      '1 file checked, 1 not compliant, 0 errors, 1 warning',
    ]);
    assert.equal(run.status, 2);
    assert.deepEqual(requestsFor('/person.json'), [], 'nothing was requested');
  });

  void test('--trust-domain trusts one more domain; the document is validated', async () => {
    const run = await cli.runAsync(['validate', '--trust-domain', `${host.origin}/`, 'remote.json'], {
      cwd: work,
    });
    assert.deepEqual(lines(run), [
      'remote.json:3:11 error Incorrect type: expected string, got integer. [type]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    assert.equal(run.status, 1);
  });

  void test('the settings trust domains as in the editor (and --config reads them from another file)', async () => {
    const settings = join(freshFolder('jov-remote-settings-'), 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ 'jsonObjectValidator.schemaDownload.trustedDomains': { [`${host.origin}/`]: true } }),
    );
    const run = await cli.runAsync(['validate', '--config', settings, 'remote.json'], { cwd: work });
    assert.deepEqual(lines(run), [
      'remote.json:3:11 error Incorrect type: expected string, got integer. [type]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    // Downloads off in the settings: nothing is downloaded, whatever is trusted.
    writeFileSync(
      settings,
      JSON.stringify({
        'jsonObjectValidator.schemaDownload.enable': false,
        'jsonObjectValidator.schemaDownload.trustedDomains': { [`${host.origin}/`]: true },
      }),
    );
    const off = await cli.runAsync(['validate', '--config', settings, 'remote.json'], { cwd: work });
    assert.deepEqual(lines(off), [
      `remote.json:2:14 warning The schema ${host.origin}/person.json is not downloaded: downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable"). The document's "$schema" property names it. [schema-load]`,
      '1 file checked, 1 not compliant, 0 errors, 1 warning',
    ]);
    assert.equal(off.status, 2);
  });

  void test("a $ref to a domain that is not trusted: the document is not validated, in the editor's words", async () => {
    const run = await cli.runAsync(['validate', '--trust-domain', `${host.origin}/`, 'refs-out.json'], {
      cwd: work,
    });
    assert.deepEqual(lines(run), [
      `refs-out.json:2:14 warning ${host.otherOrigin}/other.json, which the schema ${host.origin}/refs-out.json refers to, is not downloaded: ${host.otherOrigin}/ is not a trusted domain (${trusted(`${host.otherOrigin}/`)}). The document is not validated. [schema-load]`,
      '1 file checked, 1 not compliant, 0 errors, 1 warning',
    ]);
    assert.equal(run.status, 2);
  });

  void test('a $ref on the same domain is downloaded too', async () => {
    const run = await cli.runAsync(['validate', '--trust-domain', `${host.origin}/`, 'refs-in.json'], {
      cwd: work,
    });
    assert.deepEqual(lines(run), [
      'refs-in.json:1:1 error Missing required property "a". [required]',
      'refs-in.json:1:1 error Missing required property "fromOther". [required]',
      '1 file checked, 1 not compliant, 2 errors, 0 warnings',
    ]);
    assert.equal(run.status, 1);
  });

  void test('--trust-domain needs an http(s) URL', async () => {
    const run = await cli.runAsync(['validate', '--trust-domain', 'ftp://example.com/', 'remote.json'], {
      cwd: work,
    });
    assert.match(run.stderr, /^json-object-validator: Option --trust-domain needs an http\(s\) URL/);
    assert.equal(run.status, 2);
  });
});

void describe('the download cache', () => {
  // The host's port is known once it listens.
  const trust = (): string[] => ['--trust-domain', `${host.origin}/`];

  void test('--cache-dir: a second run revalidates with the ETag (304) and gives the same answer', async () => {
    const cache = freshFolder('jov-cache-');
    const args = ['validate', ...trust(), '--cache-dir', cache, 'revalidated.json'];
    const first = await cli.runAsync(args, { cwd: work });
    const second = await cli.runAsync(args, { cwd: work });
    assert.deepEqual(requestsFor('/revalidated.json'), [undefined, '"/revalidated.json-v1"']);
    assert.equal(second.stdout, first.stdout);
    assert.deepEqual(lines(second), [
      'revalidated.json:3:11 error Incorrect type: expected string, got integer. [type]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    assert.equal(readdirSync(cache).length, 1, 'one cached schema');
  });

  void test('by default the cache is $XDG_CACHE_HOME/json-object-validator', async () => {
    const home = freshFolder('jov-xdg-');
    await cli.runAsync(['validate', ...trust(), 'remote.json'], { cwd: work, env: { XDG_CACHE_HOME: home } });
    assert.deepEqual(readdirSync(home), ['json-object-validator']);
    const [entry] = readdirSync(join(home, 'json-object-validator'));
    const cached = JSON.parse(readFileSync(join(home, 'json-object-validator', entry), 'utf8')) as {
      url: string;
      etag: string;
    };
    assert.deepEqual([cached.url, cached.etag], [`${host.origin}/person.json`, '"/person.json-v1"']);
  });

  void test('--offline with a cached copy: no request, the copy is used and the note said once', async () => {
    const cache = freshFolder('jov-cache-');
    await cli.runAsync(['validate', ...trust(), '--cache-dir', cache, 'cached.json'], { cwd: work });
    const before = host.requests.length;
    const run = await cli.runAsync(
      ['validate', ...trust(), '--offline', '--cache-dir', cache, 'cached.json', 'cached-too.json'],
      { cwd: work },
    );
    assert.equal(host.requests.length, before, 'nothing reached the network');
    const out = lines(run);
    assert.match(
      out[0],
      new RegExp(
        `^${escape(host.origin)}/cached\\.json:1:1 information ${escape(host.origin)}/cached\\.json could not be downloaded \\(--offline forbids the network\\); using the copy cached on \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\. \\[schema-load\\]$`,
      ),
    );
    assert.deepEqual(out.slice(1), [
      'cached.json:3:11 error Incorrect type: expected string, got integer. [type]',
      'cached-too.json:3:11 error Incorrect type: expected string, got integer. [type]',
      '2 files checked, 2 not compliant, 2 errors, 0 warnings',
    ]);
    assert.equal(run.status, 1);
  });

  void test('the server fails: the last good copy is used, with a note', async () => {
    const cache = freshFolder('jov-cache-');
    const args = ['validate', ...trust(), '--cache-dir', cache, 'flaky.json'];
    const first = await cli.runAsync(args, { cwd: work });
    assert.deepEqual(lines(first), [
      'flaky.json:3:11 error Incorrect type: expected string, got integer. [type]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    const second = await cli.runAsync(args, { cwd: work });
    const out = lines(second);
    assert.match(
      out[0],
      /^http:\/\/127\.0\.0\.1:\d+\/flaky\.json:1:1 information http:\/\/127\.0\.0\.1:\d+\/flaky\.json could not be downloaded \(the server answered HTTP 503\); using the copy cached on .+\. \[schema-load\]$/,
    );
    assert.deepEqual(out.slice(1), lines(first));
    assert.equal(second.status, 1);
  });

  void test('--offline without a cached copy: a clear message, exit 2', async () => {
    const cache = freshFolder('jov-cache-');
    const run = await cli.runAsync(
      ['validate', ...trust(), '--offline', '--cache-dir', cache, 'remote.json'],
      {
        cwd: work,
      },
    );
    assert.deepEqual(lines(run), [
      `remote.json:2:14 warning The schema ${host.origin}/person.json could not be downloaded (--offline forbids the network), and there is no cached copy to use. The document's "$schema" property names it. [schema-load]`,
      '1 file checked, 1 not compliant, 0 errors, 1 warning',
    ]);
    assert.equal(run.status, 2);
  });

  void test('a download that fails with no copy: a clear message, exit 2', async () => {
    const run = await cli.runAsync(['validate', ...trust(), 'missing.json'], { cwd: work });
    assert.deepEqual(lines(run), [
      `missing.json:2:14 warning The schema ${host.origin}/missing.json could not be downloaded (the server answered HTTP 404), and there is no cached copy to use. The document's "$schema" property names it. [schema-load]`,
      '1 file checked, 1 not compliant, 0 errors, 1 warning',
    ]);
    assert.equal(run.status, 2);
  });
});

void describe('--schema URL', () => {
  void test('every document is validated against the downloaded schema', async () => {
    const run = await cli.runAsync(
      [
        'validate',
        '--trust-domain',
        `${host.origin}/`,
        '--schema',
        `${host.origin}/person.json`,
        'plain.json',
      ],
      { cwd: work },
    );
    assert.deepEqual(lines(run), [
      'plain.json:1:11 error Incorrect type: expected string, got integer. [type]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    assert.equal(run.status, 1);
  });

  void test('a --schema URL that cannot be had stops the run (exit 2)', async () => {
    const run = await cli.runAsync(['validate', '--schema', `${host.origin}/person.json`, 'plain.json'], {
      cwd: work,
    });
    assert.equal(run.stdout, '');
    assert.equal(
      run.stderr,
      `json-object-validator: The schema ${host.origin}/person.json is not downloaded: ${host.origin}/ is not a trusted domain (${trusted(`${host.origin}/`)}). It is given with --schema.\n` +
        'json-object-validator: No document was validated.\n',
    );
    assert.equal(run.status, 2);
  });
});

void describe('proxies', () => {
  void test('HTTP_PROXY carries the downloads; NO_PROXY keeps a host off it', async () => {
    const args = ['validate', '--trust-domain', `${host.origin}/`, '--cache-dir', freshFolder('jov-cache-')];
    const viaProxy = await cli.runAsync([...args, 'proxied.json'], {
      cwd: work,
      env: { HTTP_PROXY: proxy.url, NO_PROXY: '' },
    });
    assert.deepEqual(lines(viaProxy), [
      'proxied.json:1:1 error Missing required property "viaProxy". [required]',
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
    ]);
    assert.deepEqual(proxy.forwarded, [`${host.origin}/proxied.json`]);
    const direct = await cli.runAsync(
      [
        'validate',
        '--trust-domain',
        `${host.origin}/`,
        '--cache-dir',
        freshFolder('jov-cache-'),
        'proxied.json',
      ],
      { cwd: work, env: { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } },
    );
    assert.equal(direct.stdout, viaProxy.stdout);
    assert.deepEqual(proxy.forwarded, [`${host.origin}/proxied.json`], 'NO_PROXY kept it off the proxy');
  });

  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' }).status === 0;
  void test(
    'HTTPS_PROXY tunnels an https download (CONNECT) to a TLS server',
    { skip: openssl ? false : 'openssl is needed to make the test certificate' },
    async () => {
      const certificate = testCertificate(freshFolder('jov-tls-'));
      const tls = new SchemaHost(certificate);
      await tls.listen();
      try {
        tls.json('/secure.json', { required: ['viaTunnel'] });
        // By its name: the proxy agent checks the certificate of an IP address against "localhost".
        const dir = writeTree('jov-tls-docs-', {
          'secure.json': `{ "$schema": "${tls.otherOrigin}/secure.json" }\n`,
        });
        temporary.push(dir);
        const run = await cli.runAsync(['validate', '--trust-domain', `${tls.otherOrigin}/`, 'secure.json'], {
          cwd: dir,
          env: { HTTPS_PROXY: proxy.url, NO_PROXY: '', NODE_EXTRA_CA_CERTS: certificate.file },
        });
        assert.deepEqual(lines(run), [
          'secure.json:1:1 error Missing required property "viaTunnel". [required]',
          '1 file checked, 1 not compliant, 1 error, 0 warnings',
        ]);
        assert.deepEqual(proxy.tunnels, [`localhost:${tls.port}`]);
        assert.deepEqual(
          tls.requests.map((r) => r.path),
          ['/secure.json'],
        );
      } finally {
        await tls.close();
      }
    },
  );
});

void describe('worker threads', () => {
  void test('workers get each download from the main thread: one request, the same output as one thread', async () => {
    const cache = freshFolder('jov-cache-');
    const args = ['validate', '--trust-domain', `${host.origin}/`, '--cache-dir', cache, 'many'];
    const threads = await cli.runAsync([...args, '--jobs', '3'], { cwd: work });
    assert.deepEqual(requestsFor('/many.json'), [undefined], 'downloaded once for every thread');
    const single = await cli.runAsync([...args, '--jobs', '1'], { cwd: work });
    assert.equal(threads.stdout, single.stdout);
    assert.equal(lines(threads).pop(), '240 files checked, 24 not compliant, 24 errors, 0 warnings');
    assert.equal(threads.status, 1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
