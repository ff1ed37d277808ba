/**
 * The `Environment` of the web build (vscode.dev, github.dev, any workbench whose extension host is a
 * web worker): files are read and written through the editor (`EditorFileSystem`, answered by the
 * client with `vscode.workspace.fs`, so virtual file systems work), downloads go through `fetch`.
 * Names are URIs (see platform/fileUris.browser.ts); a plain path is read as a `file:` URI.
 */
import { formatByteLimit } from '../../shared/src/limits';
import type { DirectoryEntry, Environment, HttpRequest, HttpResponse } from './environment';
import { fileSystemUri } from './platform/fileUris';

/** The editor's file systems, by URI. Every method rejects with a reason the log can show. */
export interface EditorFileSystem {
  readFile(uri: string, maxBytes: number): Promise<string>;
  /** Undefined when nothing exists at the URI. */
  stat(uri: string): Promise<{ size: number; kind: DirectoryEntry['kind'] } | undefined>;
  readDirectory(uri: string): Promise<DirectoryEntry[]>;
  writeFile(uri: string, content: string): Promise<void>;
  /** Deletes a file or a folder with its contents. */
  delete(uri: string): Promise<void>;
}

/** The subset of the `fetch` API the environment uses (the web worker's global). */
export type Fetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal; redirect: 'follow' },
) => Promise<{
  status: number;
  url: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** The status, ETag and (for a success) body of a response, refused when the body is too large. */
async function readAnswer(response: Awaited<ReturnType<Fetch>>, maxBytes: number): Promise<HttpResponse> {
  const status = response.status;
  const etag = response.headers.get('etag') ?? undefined;
  const answer: HttpResponse = { status, ...(etag ? { etag } : {}) };
  if (status < 200 || status >= 300) return answer;
  const tooLarge = new Error(`the schema is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge;
  const body = await response.text();
  // A text has at least as many UTF-8 bytes as UTF-16 units and at most three times as many.
  if (body.length > maxBytes) throw tooLarge;
  if (body.length * 3 > maxBytes && new TextEncoder().encode(body).length > maxBytes) throw tooLarge;
  return { ...answer, body };
}

/** The environment over the editor's file systems and `fetch`. */
export function createWebEnvironment(files: EditorFileSystem, fetchFn: Fetch): Environment {
  /**
   * `fetch` follows redirects itself and hides the hops. A redirected answer is reported as one redirect
   * to where it ended, so the schema store checks that URL against the trusted domains as it checks
   * each hop in Node; its body is kept for the request that follows it (no second download).
   */
  const redirected = new Map<string, HttpResponse>();
  return {
    readFile: async (name, maxBytes) => {
      const uri = fileSystemUri(name);
      const stat = await files.stat(uri);
      if (!stat) throw new Error(`${uri} does not exist`);
      if (stat.kind !== 'file') throw new Error(`${uri} is not a regular file`);
      if (stat.size > maxBytes) throw new Error(`${uri} is larger than ${formatByteLimit(maxBytes)}`);
      return files.readFile(uri, maxBytes);
    },
    fileSize: async (name) => {
      const stat = await files.stat(fileSystemUri(name)).catch(() => undefined);
      return stat?.kind === 'file' ? stat.size : undefined;
    },
    readDirectory: (name) => files.readDirectory(fileSystemUri(name)),
    writeFile: (name, content) => files.writeFile(fileSystemUri(name), content),
    removeDirectory: (name) => files.delete(fileSystemUri(name)),
    async httpGet(request: HttpRequest): Promise<HttpResponse> {
      const kept = redirected.get(request.url);
      if (kept) {
        redirected.delete(request.url);
        return kept;
      }
      const headers: Record<string, string> = { Accept: 'application/schema+json, application/json' };
      if (request.etag) headers['If-None-Match'] = request.etag;
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), request.timeoutMs);
      try {
        let response: Awaited<ReturnType<Fetch>>;
        try {
          response = await fetchFn(request.url, { headers, signal: abort.signal, redirect: 'follow' });
        } catch (error) {
          if (abort.signal.aborted) {
            throw new Error(`no answer within ${request.timeoutMs} ms`, { cause: error });
          }
          // A browser says only "Failed to fetch" for DNS, offline, refused and CORS alike.
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(
            `${reason} (the browser does not say why: offline, or the server does not allow cross-origin requests)`,
            { cause: error },
          );
        }
        const answer = await readAnswer(response, request.maxBytes);
        if (response.redirected && response.url !== request.url) {
          if (redirected.size > 16) redirected.clear();
          redirected.set(response.url, answer);
          return { status: 302, location: response.url };
        }
        return answer;
      } finally {
        clearTimeout(timer);
      }
    },
    now: () => Date.now(),
  };
}
