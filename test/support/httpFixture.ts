/**
 * Local HTTP servers for the protocol and CLI tests (the machine has no internet): a schema host with routes,
 * and a forward proxy that records what went through it. Every server listens on 127.0.0.1 on a
 * port of its own and is closed by `close()`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

/** A self-signed certificate for localhost and 127.0.0.1 (made with openssl), for a TLS `SchemaHost`. */
export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate's file, for `NODE_EXTRA_CA_CERTS` of a process that must trust it. */
  file: string;
}

/** Makes a certificate valid for localhost and 127.0.0.1 for a day, in `folder`. */
export function testCertificate(folder: string): TestCertificate {
  const keyFile = join(folder, 'key.pem');
  const file = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', file, '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(file, 'utf8'), file };
}

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * An HTTP server (HTTPS with a certificate) whose routes the test sets; records every request path
 * with its If-None-Match.
 */
export class SchemaHost {
  readonly requests: { path: string; etag?: string }[] = [];
  private readonly routes = new Map<string, Route>();
  private server: Server | undefined;
  port = 0;

  constructor(private readonly tls?: TestCertificate) {}

  /** `http://127.0.0.1:port` (a test trusts it) */
  get origin(): string {
    return `${this.tls ? 'https' : 'http'}://127.0.0.1:${this.port}`;
  }

  /** `http://localhost:port`: the same server under a name no test trusts. */
  get otherOrigin(): string {
    return `${this.tls ? 'https' : 'http'}://localhost:${this.port}`;
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
    const handle = (request: IncomingMessage, response: ServerResponse): void => {
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
    };
    const server: Server = this.tls
      ? createTlsServer({ key: this.tls.key, cert: this.tls.cert }, handle)
      : createServer(handle);
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

/**
 * A plain forward proxy: forwards http: URLs (absolute-form requests) and tunnels https: ones
 * (CONNECT); records the URLs it forwarded and the `host:port` of each tunnel.
 */
export class ForwardProxy {
  readonly forwarded: string[] = [];
  readonly tunnels: string[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
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
    server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
      const target = request.url ?? '';
      this.tunnels.push(target);
      const [hostname, port] = [
        target.slice(0, target.lastIndexOf(':')),
        target.slice(target.lastIndexOf(':') + 1),
      ];
      // Servers listen on 127.0.0.1, and "localhost" may resolve to ::1 first.
      const upstream = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
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
