import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClearSchemaCacheRequest } from '../../shared/src/protocol';
import { Client, Fixture, summary } from './harness';

const ERROR = 1;
const INFORMATION = 3;
const SCHEMA = JSON.stringify({ type: 'object', required: ['remote'] });

void describe(
  'remote schemas: opt-in download, ETag cache on disk, last good copy offline',
  { timeout: 30_000 },
  () => {
    let fixture: Fixture;
    let http: HttpServer;
    let url: string;
    const requests: (string | undefined)[] = [];

    before(async () => {
      fixture = new Fixture({});
      http = createServer((request, response) => {
        requests.push(request.headers['if-none-match']);
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304, { ETag: '"v1"' }).end();
          return;
        }
        response.writeHead(200, { 'Content-Type': 'application/schema+json', ETag: '"v1"' }).end(SCHEMA);
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/schema.json`;
    });
    after(() => {
      http.close();
      fixture.dispose();
    });

    async function session(enable: boolean): Promise<Client> {
      return Client.start({
        rootUri: fixture.uri(''),
        settings: {
          jsonObjectValidator: {
            schemaDownload: { enable, trustedDomains: { [new URL(url).origin + '/']: true } },
          },
        },
        initializationOptions: { storagePath: fixture.path('storage') },
      });
    }

    void test('first download, then a 304 revalidation, then the cached copy when offline', async () => {
      const text = `{ "$schema": "${url}" }`;
      const expected = [['0:0-0:1', 'required', ERROR, 'Missing required property "remote".']];

      let client = await session(true);
      assert.deepEqual(summary(await client.open(fixture.uri('a.json'), text)), expected);
      await client.stop();
      assert.deepEqual(requests, [undefined]);

      // A new server process: memory is empty, the disk cache has the copy and its ETag.
      client = await session(true);
      assert.deepEqual(summary(await client.open(fixture.uri('a.json'), text)), expected);
      await client.stop();
      assert.deepEqual(requests, [undefined, '"v1"']);

      // Offline: the last good copy is used, with an information note instead of an error.
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      client = await session(true);
      const offline = await client.open(fixture.uri('a.json'), text);
      assert.deepEqual(summary(offline.filter((d) => d.code === 'required')), expected);
      const notes = offline.filter((d) => d.severity === INFORMATION);
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

      // Clearing the cache forgets the disk copy too: now there is nothing to fall back on, which
      // is said quietly (the document is validated as soon as the schema can be had).
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
  },
);
