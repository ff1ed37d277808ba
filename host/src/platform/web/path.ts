/**
 * `node:path` in the web build (scripts/build.mjs): `join` and `dirname` over the names the browser
 * environment reads by, which are URIs (`vscode-userdata:/User/globalStorage/...`): the scheme and
 * authority stay as they are, segments are joined with `/`.
 */

const PREFIX = /^[a-z][a-z0-9+.-]*:(?:\/\/[^/]*)?/i;

/** Joins a URI (or a path) with further segments. */
export function join(first: string, ...rest: string[]): string {
  const prefix = PREFIX.exec(first)?.[0] ?? '';
  const parts = [first.slice(prefix.length), ...rest]
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '' && part !== '.');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else out.push(part);
  }
  return `${prefix}/${out.join('/')}`;
}

/** The URI (or path) without its last segment. */
export function dirname(name: string): string {
  const cut = name.replace(/\/+$/, '').lastIndexOf('/');
  return cut <= 0 ? name : name.slice(0, cut);
}
