/**
 * SchemaStore's URLs: which documents are SchemaStore's (on one of its hosts, in either of its URL
 * forms), and where a mirror of SchemaStore serves the same document. A mirror has SchemaStore's
 * website layout: `<base><name>.json` for a schema, `<base>api/json/catalog.json` for the catalog.
 * Pure: the server and the CLI both use it.
 */

/** The hosts SchemaStore serves its schemas from. */
export const SCHEMASTORE_HOSTS: readonly string[] = [
  'json.schemastore.org',
  'www.schemastore.org',
  'schemastore.azurewebsites.net',
];

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * The path of a SchemaStore document below its host, without `.json` (`package` for
 * `https://json.schemastore.org/package` and `https://www.schemastore.org/package.json`,
 * `api/json/catalog` for the catalog), or undefined when the URL is not SchemaStore's. A query or a
 * path segment that could leave a folder (`..`) makes it not SchemaStore's.
 */
export function schemaStorePath(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (!SCHEMASTORE_HOSTS.includes(parsed.hostname.toLowerCase())) return undefined;
  if (parsed.port !== '' || parsed.search !== '' || parsed.username !== '') return undefined;
  const path = parsed.pathname.replace(/^\/+/, '').replace(/\.json$/i, '');
  const segments = path.split('/');
  if (path === '' || !segments.every((s) => SEGMENT.test(s))) return undefined;
  return path;
}

/** The URL a mirror (`base`, ending with a slash) serves a SchemaStore document at, else undefined. */
export function mirroredUrl(url: string, base: string | undefined): string | undefined {
  if (base === undefined) return undefined;
  const path = schemaStorePath(url.replace(/#.*$/, ''));
  return path === undefined ? undefined : `${base}${path}.json`;
}

const CATALOG_PATH = 'api/json/catalog.json';

/**
 * The base of the SchemaStore mirror in force: `jsonObjectValidator.schemaStore.mirror` when set, else
 * the folder of a catalog URL (`jsonObjectValidator.schemaStore.url`) that is not SchemaStore's own
 * (`https://mirror.example/schemastore/api/json/catalog.json` and
 * `https://mirror.example/schemastore/catalog.json` both give `https://mirror.example/schemastore/`).
 * Undefined: no mirror, SchemaStore itself is used.
 */
export function mirrorBase(setting: { url: string; mirror?: string }): string | undefined {
  const explicit = setting.mirror?.trim();
  if (explicit) {
    let base: URL;
    try {
      base = new URL(explicit);
    } catch {
      return undefined;
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
    // A base is a folder: no query or fragment to glue names onto.
    base.search = '';
    base.hash = '';
    return base.href.replace(/\/*$/, '/');
  }
  if (schemaStorePath(setting.url) !== undefined) return undefined;
  let catalog: URL;
  try {
    catalog = new URL(setting.url);
  } catch {
    return undefined;
  }
  if (catalog.protocol !== 'https:' && catalog.protocol !== 'http:') return undefined;
  catalog.search = '';
  catalog.hash = '';
  const href = catalog.href;
  if (href.endsWith(`/${CATALOG_PATH}`)) return href.slice(0, -CATALOG_PATH.length);
  return new URL('./', href).href;
}

/** The `mirror` part of a download policy for the SchemaStore settings (empty: no mirror). */
export function withMirror(setting: { url: string; mirror?: string }): { mirror?: string } {
  const base = mirrorBase(setting);
  return base === undefined ? {} : { mirror: base };
}
