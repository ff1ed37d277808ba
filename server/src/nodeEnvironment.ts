/** The real environment of the server process: node's file system and `fetch`. */
import { constants } from 'node:fs';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatByteLimit, notRegularFile } from '../../shared/src/limits';
import type { DirectoryEntry, Environment, HttpRequest, HttpResponse } from './environment';

async function httpGet(request: HttpRequest): Promise<HttpResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'application/schema+json, application/json' };
    if (request.etag) headers['If-None-Match'] = request.etag;
    const response = await fetch(request.url, { headers, signal: controller.signal, redirect: 'follow' });
    const etag = response.headers.get('etag') ?? undefined;
    if (response.status === 304 || !response.ok) {
      await response.body?.cancel();
      return { status: response.status, etag };
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > request.maxBytes) {
      await response.body?.cancel();
      throw new Error(`the schema is larger than ${request.maxBytes} bytes`);
    }
    const body = await readLimited(response, request.maxBytes);
    return { status: response.status, body, etag };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new Error(`no answer within ${request.timeoutMs} ms`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new Error(`the schema is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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

/** Creates the environment backed by node's `fs` and global `fetch`. */
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
