/**
 * An HTTP proxy that inspects TLS, as corporate proxies do: it answers CONNECT itself and serves
 * HTTPS with a self-signed certificate (made by openssl for the run), so the workbench reaches
 * "https://json.schemastore.org/..." with no internet, through VS Code's own `http.proxy` and
 * `http.proxyStrictSSL: false` settings. Routes map a URL to a file; anything else is a 404.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'jov-proxy-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=inspecting-proxy',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export class InspectingProxy {
  /** Every URL asked for, through CONNECT or as a plain proxied request. */
  readonly requested: string[] = [];
  private proxy: Server | undefined;
  private tls: HttpsServer | undefined;
  /** Tunnelled sockets leave the HTTP server's books: they are closed here, or close() would wait on them. */
  private readonly tunnels = new Set<Duplex>();
  port = 0;

  constructor(private readonly routes: ReadonlyMap<string, string>) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private serve(url: string, response: ServerResponse): void {
    this.requested.push(url);
    const file = this.routes.get(url);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file));
  }

  async listen(): Promise<void> {
    const tls = createHttpsServer(selfSignedCertificate(), (request: IncomingMessage, response) => {
      this.serve(`https://${request.headers.host ?? ''}${request.url ?? '/'}`, response);
    });
    const proxy = createServer((request, response) => this.serve(request.url ?? '', response));
    proxy.on('connect', (_request, socket: Duplex, head: Buffer) => {
      this.tunnels.add(socket);
      socket.on('close', () => this.tunnels.delete(socket));
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) socket.unshift(head);
      tls.emit('connection', socket);
    });
    this.tls = tls;
    this.proxy = proxy;
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    this.port = (proxy.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.tunnels) socket.destroy();
    this.tunnels.clear();
    for (const server of [this.proxy, this.tls]) {
      if (!server) continue;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    this.proxy = undefined;
    this.tls = undefined;
  }
}
