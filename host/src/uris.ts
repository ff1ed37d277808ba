/**
 * URI helpers. Clients encode file URIs differently (VS Code escapes `:` and `@`, node does not), so
 * everything that compares or stores URIs goes through `normalizeUri` first.
 */
import { fileSystemName, fileSystemUri, isFileSystemUri } from './platform/fileUris';

/** The canonical form of a URI: file URIs re-encoded the way node does it, others unchanged. */
export function normalizeUri(uri: string): string {
  if (!isFileSystemUri(uri)) return uri;
  // A plain path's URI is its own normal form (see pathToUri); each document's is asked for once.
  if (uri.startsWith('file:///') && PLAIN_POSIX_PATH.test(uri.slice(7))) return uri;
  let normal = normalized.get(uri);
  if (normal === undefined) {
    try {
      normal = fileSystemUri(fileSystemName(uri));
    } catch {
      normal = uri;
    }
    // Bounded: the CLI normalizes each of tens of thousands of documents' URIs once.
    if (normalized.size >= 4096) normalized.clear();
    normalized.set(uri, normal);
  }
  return normal;
}

/**
 * Normal forms already computed. The same folder, settings and schema URIs are normalized for every
 * document (the URL parser twice each time): on 10,000 files that was most of the association's cost.
 */
const normalized = new Map<string, string>();

/**
 * The name the `Environment` reads a file by: the path of a `file:` URI (in the web build, the URI of
 * any file system the editor has; see platform/fileUris.ts), or undefined for other schemes.
 */
export function uriToPath(uri: string): string | undefined {
  if (!isFileSystemUri(uri)) return undefined;
  // The inverse of pathToUri's plain case: no URL parser for the common path.
  if (uri.startsWith('file:///') && PLAIN_POSIX_PATH.test(uri.slice(7))) return uri.slice(7);
  try {
    return fileSystemName(uri);
  } catch {
    return undefined;
  }
}

/** The `file:` URI of an absolute path. */
export function pathToUri(path: string): string {
  // Most paths need no escaping: then the URI is the path itself (the URL parser took a tenth of a
  // run over 10,000 small files).
  if (PLAIN_POSIX_PATH.test(path)) return `file://${path}`;
  return fileSystemUri(path);
}

/** An absolute POSIX path of characters `pathToFileURL` leaves as they are, without `.` segments. */
const PLAIN_POSIX_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.+,=@-]+)+$/;

/** Resolves a reference (relative path, absolute path or URI) against a base URI; undefined if impossible. */
export function resolveReference(reference: string, baseUri: string): string | undefined {
  const key = `${reference}\n${baseUri}`;
  if (resolved.has(key)) return resolved.get(key);
  const result = resolveOnce(reference, baseUri);
  // Bounded like `normalized`: a settings entry's URL is resolved against the same folder per document.
  if (resolved.size >= 4096) resolved.clear();
  resolved.set(key, result);
  return result;
}

const resolved = new Map<string, string | undefined>();

function resolveOnce(reference: string, baseUri: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) && !/^[a-z]:[\\/]/i.test(reference)) {
    return normalizeUri(reference);
  }
  if (reference.startsWith('/')) return pathToUri(reference);
  try {
    return normalizeUri(new URL(reference.replace(/\\/g, '/'), baseUri).href);
  } catch {
    return undefined;
  }
}

/** The path of `uri` relative to `folderUri`, when the file lies inside that folder. */
export function relativePathIn(uri: string, folderUri: string): string | undefined {
  const folder = normalizeUri(folderUri).replace(/\/$/, '');
  const file = normalizeUri(uri);
  if (!file.startsWith(`${folder}/`)) return undefined;
  return decodeURIComponent(file.slice(folder.length + 1));
}

/** Makes a folder URI usable as a base for relative references (a trailing slash). */
export function asFolderBase(folderUri: string): string {
  return folderUri.endsWith('/') ? folderUri : `${folderUri}/`;
}
