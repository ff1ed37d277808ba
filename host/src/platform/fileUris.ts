/**
 * Which URIs name files this program can read itself, and how they map to the names its `Environment`
 * reads by. Node: `file:` URIs and file-system paths. The web build replaces this module with
 * `fileUris.browser.ts` (scripts/build.mjs), where the editor's file systems are read by URI.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Whether the URI names something the `Environment` reads as a file. */
export function isFileSystemUri(uri: string): boolean {
  return uri.startsWith('file:');
}

/** The name the `Environment` reads a file-system URI by (throws when it is not one). */
export function fileSystemName(uri: string): string {
  return fileURLToPath(uri);
}

/** The URI of a name the `Environment` reads by. */
export function fileSystemUri(name: string): string {
  return pathToFileURL(name).href;
}
