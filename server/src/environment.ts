/**
 * Everything the server does outside its own memory (files, network, clock), behind one interface so
 * tests can run the logic in-process against fakes, and `nodeEnvironment.ts` implements it for real.
 */

/** The answer of an HTTP GET with optional revalidation. */
export interface HttpResponse {
  status: number;
  body?: string;
  etag?: string;
}

export interface HttpRequest {
  url: string;
  /** Sent as `If-None-Match`. */
  etag?: string;
  timeoutMs: number;
  maxBytes: number;
}

/** One entry of a folder listing. */
export interface DirectoryEntry {
  name: string;
  kind: 'file' | 'directory' | 'other';
}

export interface Environment {
  /**
   * The text of a regular file of at most `maxBytes` bytes. Rejects anything else (a named pipe, a
   * device such as /dev/zero, a folder, a larger file) with a message that says why.
   */
  readFile(path: string, maxBytes: number): Promise<string>;
  /** Size in bytes, or undefined when the file does not exist. */
  fileSize(path: string): Promise<number | undefined>;
  readDirectory(path: string): Promise<DirectoryEntry[]>;
  writeFile(path: string, content: string): Promise<void>;
  removeDirectory(path: string): Promise<void>;
  /** Throws on network failure (offline, DNS, timeout, too large). */
  httpGet(request: HttpRequest): Promise<HttpResponse>;
  now(): number;
}
