// A local HTTP server (port 0) that serves JSON schemas to the web suite, as SchemaStore or
// raw.githubusercontent.com would: with the CORS headers a browser's fetch needs from another origin,
// an ETag, and a count of the requests per path (so the harness can tell the schema was downloaded).
import { createServer } from 'node:http';

/** Starts the server with `schemas` (path -> JSON value); resolves with { url, requests(path), close() }. */
export function startSchemaServer(schemas) {
  const counts = new Map();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'If-None-Match, Accept',
      'Access-Control-Expose-Headers': 'ETag',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const schema = schemas[path];
    if (schema === undefined) {
      response.writeHead(404, cors).end();
      return;
    }
    const body = JSON.stringify(schema);
    const etag = `"${body.length}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ...cors, ETag: etag }).end();
      return;
    }
    response.writeHead(200, { ...cors, ETag: etag, 'Content-Type': 'application/schema+json' }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests: (path) => counts.get(path) ?? 0,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
