/**
 * The web build's `fileUris.ts`: the extension reads the editor's file systems by URI (through the
 * client's `vscode.workspace.fs`), so a name the `Environment` reads by is the URI itself, in one
 * canonical encoding: `file:`, `vscode-remote:`, github.dev's `vscode-vfs:` and any other scheme a
 * workspace can live on. Only the schemes served otherwise are not files: downloads, VS Code's own
 * schemas, untitled documents and the inline schemas of the settings.
 */

const NOT_FILES = /^(?:https?|vscode|untitled|data|json-object-validator):/i;
const PREFIX = /^([a-z][a-z0-9+.-]*:)(\/\/[^/?#]*)?/i;

/** Whether the URI names something the `Environment` reads as a file. */
export function isFileSystemUri(uri: string): boolean {
  return PREFIX.test(uri) && !NOT_FILES.test(uri);
}

/** The name the `Environment` reads a file-system URI by: the URI in its canonical form. */
export function fileSystemName(uri: string): string {
  return canonical(uri);
}

/** The URI of a name the `Environment` reads by (a URI; a plain path is taken as a `file:` one). */
export function fileSystemUri(name: string): string {
  return canonical(PREFIX.test(name) ? name : `file://${name}`);
}

/**
 * One encoding for URIs built by joining names (a folder listing) and URIs the editor sends: each path
 * segment decoded, then encoded as VS Code's `Uri.toString()` encodes it (everything but letters, digits
 * and `-._~`), so the two compare equal.
 */
function canonical(uri: string): string {
  const prefix = PREFIX.exec(uri);
  if (!prefix) return uri;
  const scheme = prefix[1].toLowerCase();
  const rest = uri.slice(prefix[0].length);
  const end = rest.search(/[?#]/);
  const path = end < 0 ? rest : rest.slice(0, end);
  const tail = end < 0 ? '' : rest.slice(end);
  const encoded = path.split('/').map(encodeSegment).join('/');
  return `${scheme}${prefix[2] ?? ''}${encoded}${tail}`;
}

function encodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A stray `%`: encode the segment as it is.
  }
  return encodeURIComponent(decoded).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
