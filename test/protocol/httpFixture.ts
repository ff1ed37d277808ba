/**
 * Local HTTP servers for the protocol tests (the machine has no internet): a schema host with routes,
 * and a forward proxy that records what went through it. Every server listens on 127.0.0.1 on a
 * port of its own and is closed by `close()`.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server whose routes the test sets; records every request path with its If-None-Match. */
export class SchemaHost {
  readonly requests: { path: string; etag?: string }[] = [];
  private readonly routes = new Map<string, Route>();
  private server: Server | undefined;
  port = 0;

  /** `http://127.0.0.1:port` (a test trusts it) */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `http://localhost:port`: the same server under a name no test trusts. */
  get otherOrigin(): string {
    return `http://localhost:${this.port}`;
  }

  route(path: string, handler: Route): void {
    this.routes.set(path, handler);
  }

  /** Serves `body` as JSON at `path`, with an ETag and 304 answers to a matching If-None-Match. */
  json(path: string, body: unknown, etag = `"${path}-v1"`): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    this.route(path, (request, response) => {
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { ETag: etag }).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/schema+json', ETag: etag }).end(text);
    });
  }

  /** Starts listening (on `port` if given, else a free one). */
  async listen(port = 0): Promise<void> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').replace(/^https?:\/\/[^/]+/, '');
      this.requests.push({
        path,
        ...(typeof request.headers['if-none-match'] === 'string'
          ? { etag: request.headers['if-none-match'] }
          : {}),
      });
      const handler = this.routes.get(path);
      if (handler) handler(request, response);
      else response.writeHead(404).end('not found');
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  /** Stops listening and drops open connections (a slow route's socket included). */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A plain forward proxy for http: URLs (absolute-form requests); records the URLs it forwarded. */
export class ForwardProxy {
  readonly forwarded: string[] = [];
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((request, response) => {
      const target = request.url ?? '';
      this.forwarded.push(target);
      // agent: false, so no kept-alive upstream socket holds the test process open.
      const upstream = httpRequest(
        target,
        { method: request.method, headers: request.headers, agent: false },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port that was free a moment ago (for a server that starts later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
