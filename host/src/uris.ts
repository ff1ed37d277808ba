/**
 * URI helpers. Clients encode file URIs differently (VS Code escapes `:` and `@`, node does not), so
 * everything that compares or stores URIs goes through `normalizeUri` first.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The canonical form of a URI: file URIs re-encoded the way node does it, others unchanged. */
export function normalizeUri(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return pathToFileURL(fileURLToPath(uri)).href;
  } catch {
    return uri;
  }
}

/** The file-system path of a `file:` URI, or undefined for other schemes. */
export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** The `file:` URI of an absolute path. */
export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

/** Resolves a reference (relative path, absolute path or URI) against a base URI; undefined if impossible. */
export function resolveReference(reference: string, baseUri: string): string | undefined {
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
