/**
 * Limits on what the CLI and the language server read, in one place so that both apply the same ones
 * and SECURITY.md can name them. Pure data: the core itself does no IO.
 */

/** A local schema file larger than this is not read (downloads have their own, smaller limit). */
export const MAX_SCHEMA_FILE_BYTES = 50 * 1024 * 1024;

/**
 * A document file larger than this is not read by the CLI: V8 cannot hold a string of much more than
 * 512 MiB of text anyway, and failing with a clear message beats running out of memory.
 */
export const MAX_DOCUMENT_FILE_BYTES = 512 * 1024 * 1024;

/** What `fs.Stats` says about an entry, as far as a message needs it. */
export interface FileKind {
  isFile(): boolean;
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}

/**
 * Why an entry that is not a regular file is not read, or undefined for a regular file. Only regular
 * files are read: `/dev/zero` never ends, a named pipe without a writer never answers, and either
 * would hold the process (or one of its file-reading threads) for good.
 */
export function notRegularFile(kind: FileKind): string | undefined {
  if (kind.isFile()) return undefined;
  if (kind.isDirectory()) return 'it is a directory, not a file';
  if (kind.isFIFO()) return 'it is a named pipe (FIFO), not a regular file';
  if (kind.isCharacterDevice()) return 'it is a character device (such as /dev/zero), not a regular file';
  if (kind.isBlockDevice()) return 'it is a block device, not a regular file';
  if (kind.isSocket()) return 'it is a socket, not a regular file';
  return 'it is not a regular file';
}

/** `52428800` as `50 MB` for messages. */
export function formatByteLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
}
