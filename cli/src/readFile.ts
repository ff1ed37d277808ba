/**
 * Reads the files the CLI is given or finds (documents, schemas, the files their `$ref`s name): only
 * regular files, and at most a given size. The file is opened without blocking (a named pipe without
 * a writer would otherwise block the open for good) and checked on the open descriptor, so nothing can
 * swap it between the check and the read.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { formatByteLimit, notRegularFile } from '../../shared/src/limits';

/**
 * The bytes of a regular file, or why they were not read: a sentence fragment ("it is a directory")
 * and, when opening failed, the system's error code (`ENOENT`...) for callers with their own wording.
 */
export type FileBytes = { bytes: Buffer } | { error: string; code?: string };

/** Says why a file could not be opened, as a sentence fragment. */
export function describeOpenError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** Reads `path` when it is a regular file of at most `maxBytes` bytes. Never throws. */
export function readRegularFile(path: string, maxBytes: number): FileBytes {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string'
      ? { error: describeOpenError(error), code }
      : { error: describeOpenError(error) };
  }
  try {
    const stats = fstatSync(fd);
    const special = notRegularFile(stats);
    if (special !== undefined) return { error: special };
    if (stats.size > maxBytes) return { error: `it is larger than ${formatByteLimit(maxBytes)}` };
    // Room for one byte more than the size said: a file that says 0 (/proc's) or grew since has more,
    // read in chunks up to the limit.
    const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let total = 0;
    for (;;) {
      if (total === buffer.length) {
        if (total > maxBytes) return { error: `it is larger than ${formatByteLimit(maxBytes)}` };
        return readRest(fd, buffer, maxBytes);
      }
      const read = readSync(fd, buffer, total, buffer.length - total, null);
      if (read === 0) return { bytes: buffer.subarray(0, total) };
      total += read;
      // A regular file's read stops short of what was asked only at its end (the buffer has a byte more
      // than the size): no read to see 0 bytes, a system call per file that readFileSync spares too.
      // What a file gains after that is not read.
      if (total === stats.size) return { bytes: buffer.subarray(0, total) };
    }
  } catch (error) {
    return { error: describeOpenError(error) };
  } finally {
    closeSync(fd);
  }
}

/** A file that grew past its size at open: keep reading in chunks up to the limit. */
function readRest(fd: number, start: Buffer, maxBytes: number): FileBytes {
  const chunks = [start];
  let total = start.length;
  const chunk = Buffer.allocUnsafe(1 << 20);
  for (;;) {
    const read = readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) return { bytes: Buffer.concat(chunks, total) };
    total += read;
    if (total > maxBytes) return { error: `it is larger than ${formatByteLimit(maxBytes)}` };
    chunks.push(Buffer.from(chunk.subarray(0, read)));
  }
}
