/** The real environment of the server and CLI processes: node's file system and HTTP(S) with proxy support. */
import { constants } from 'node:fs';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type * as NodeHttp from 'node:http';
import type * as NodeHttps from 'node:https';
import type { HttpProxyAgent } from 'http-proxy-agent';
import type { HttpsProxyAgent } from 'https-proxy-agent';
import { getProxyForUrl } from 'proxy-from-env';
import { formatByteLimit, notRegularFile } from '../../shared/src/limits';
import type { DirectoryEntry, Environment, HttpRequest, HttpResponse, ProxySettings } from './environment';

/** What a download needs: node's HTTP modules and the proxy agents. */
interface Network {
  http: typeof NodeHttp;
  https: typeof NodeHttps;
  HttpProxyAgent: typeof HttpProxyAgent;
  HttpsProxyAgent: typeof HttpsProxyAgent;
}

let network: Promise<Network> | undefined;

/**
 * Loaded on the first download: most runs download nothing, and loading them (TLS and the proxy agents)
 * was about 15 ms of every start of the CLI, its worker threads and the server.
 */
function loadNetwork(): Promise<Network> {
  network ??= Promise.all([
    import('node:http'),
    import('node:https'),
    import('http-proxy-agent'),
    import('https-proxy-agent'),
  ]).then(([http, https, httpProxy, httpsProxy]) => ({
    http,
    https,
    HttpProxyAgent: httpProxy.HttpProxyAgent,
    HttpsProxyAgent: httpsProxy.HttpsProxyAgent,
  }));
  return network;
}

/**
 * The agent a request goes through: `http.proxy` when set, else the proxy the environment names for
 * this URL (`HTTPS_PROXY`, `HTTP_PROXY`, honouring `NO_PROXY`), else none.
 */
function agentFor(net: Network, url: string, proxy: ProxySettings | undefined): NodeHttp.Agent | undefined {
  const proxyUrl = proxy?.url || getProxyForUrl(url);
  if (!proxyUrl) return undefined;
  const rejectUnauthorized = proxy?.strictSSL !== false;
  return url.startsWith('https:')
    ? new net.HttpsProxyAgent(proxyUrl, { rejectUnauthorized })
    : new net.HttpProxyAgent(proxyUrl, { rejectUnauthorized });
}

/** One GET, bounded in time and size; redirects are returned to the caller (it checks each hop). */
async function httpGet(request: HttpRequest): Promise<HttpResponse> {
  const net = await loadNetwork();
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, response?: HttpResponse): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(response as HttpResponse);
    };
    let target: URL;
    try {
      target = new URL(request.url);
    } catch {
      finish(new Error(`${request.url} is not a valid URL`));
      return;
    }
    const headers: Record<string, string> = {
      Accept: 'application/schema+json, application/json',
      'User-Agent': 'json-object-validator',
    };
    if (request.etag) headers['If-None-Match'] = request.etag;
    const get = target.protocol === 'https:' ? net.https.get : net.http.get;
    const req = get(
      target,
      {
        headers,
        agent: agentFor(net, request.url, request.proxy),
        rejectUnauthorized: request.proxy?.strictSSL !== false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const etag = typeof res.headers.etag === 'string' ? res.headers.etag : undefined;
        if (status === 304 || status < 200 || status >= 300) {
          res.resume();
          const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
          finish(undefined, { status, etag, ...(location ? { location } : {}) });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? '0');
        if (declared > request.maxBytes) {
          res.destroy();
          finish(new Error(`the schema is larger than ${request.maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > request.maxBytes) {
            res.destroy();
            finish(new Error(`the schema is larger than ${request.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          finish(undefined, { status, etag, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error) => finish(error));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(new Error(`no answer within ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    req.on('error', (error) => finish(error));
  });
}

/**
 * Reads a regular file of at most `maxBytes`. It is opened without blocking and checked on the open
 * descriptor: a named pipe without a writer would otherwise hold one of libuv's four file threads for
 * good (four such files and no other file could be read), and /dev/zero would fill the memory.
 */
async function readRegularFile(path: string, maxBytes: number): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    const special = notRegularFile(stats);
    if (special !== undefined) throw new Error(special);
    const tooLarge = `it is larger than ${formatByteLimit(maxBytes)}`;
    if (stats.size > maxBytes) throw new Error(tooLarge);
    // One byte beyond the expected size, to notice a file that grew since it was measured.
    const chunks: Buffer[] = [];
    let total = 0;
    let buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new Error(tooLarge);
      chunks.push(buffer.subarray(0, bytesRead));
      if (bytesRead === buffer.length) buffer = Buffer.allocUnsafe(1 << 20);
      else buffer = buffer.subarray(bytesRead);
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Creates the environment backed by node's `fs`, `http` and `https`. */
export function createNodeEnvironment(): Environment {
  return {
    readFile: readRegularFile,
    async fileSize(path) {
      try {
        const s = await stat(path);
        return s.isFile() ? s.size : undefined;
      } catch {
        return undefined;
      }
    },
    async readDirectory(path): Promise<DirectoryEntry[]> {
      const entries = await readdir(path, { withFileTypes: true });
      return entries.map((e) => ({
        name: e.name,
        kind: e.isFile() ? 'file' : e.isDirectory() ? 'directory' : 'other',
      }));
    },
    async writeFile(path, content) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, 'utf8');
    },
    removeDirectory: (path) => rm(path, { recursive: true, force: true }),
    httpGet,
    now: () => Date.now(),
  };
}
