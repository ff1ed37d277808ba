/**
 * Which URLs schemas may be downloaded from: `jsonObjectValidator.schemaDownload.trustedDomains`
 * (and VS Code's `json.schemaDownload.trustedDomains`), read as VS Code reads its own list. Keys are
 * `https://host/` prefixes (a longer path narrows them: `https://host/schemas/`), `https://*.host/`
 * for every subdomain, or `*` for everything; only keys set to `true` trust. The scheme and the port
 * must match. Pure: the CLI uses it too.
 */

interface ParsedKey {
  any: boolean;
  protocol: string;
  host: string;
  wildcard: boolean;
  port: string;
  path: string;
}

function parseKey(key: string): ParsedKey | undefined {
  const trimmed = key.trim();
  if (trimmed === '*') return { any: true, protocol: '', host: '', wildcard: false, port: '', path: '' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const match = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)/i.exec(withScheme);
  if (!match) return undefined;
  const [, protocol, authority, rawPath] = match;
  const hostPort = /^(.*?)(?::(\d+))?$/.exec(authority.toLowerCase());
  if (!hostPort) return undefined;
  let host = hostPort[1];
  const wildcard = host.startsWith('*.');
  if (wildcard) host = host.slice(2);
  if (host === '' || host.includes('*')) return undefined;
  return {
    any: false,
    protocol: protocol.toLowerCase(),
    host,
    wildcard,
    port: hostPort[2] ?? '',
    path: rawPath || '/',
  };
}

/** Whether `url` may be downloaded under the given trusted-domain keys. */
export function isTrustedUrl(url: string, domains: Readonly<Record<string, boolean>>): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const host = target.hostname.toLowerCase();
  for (const [key, trusted] of Object.entries(domains)) {
    if (trusted !== true) continue;
    const parsed = parseKey(key);
    if (!parsed) continue;
    if (parsed.any) return true;
    if (target.protocol !== parsed.protocol || target.port !== parsed.port) continue;
    const hostOk = parsed.wildcard
      ? host === parsed.host || host.endsWith(`.${parsed.host}`)
      : host === parsed.host;
    if (!hostOk) continue;
    const path = target.pathname;
    const prefix = parsed.path;
    if (prefix === '/' || path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) {
      return true;
    }
  }
  return false;
}

/** The key that trusts a URL's whole domain: `https://host/` (with its port, if any). */
export function domainKeyOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return `${parsed.protocol}//${parsed.host}/`;
  } catch {
    return undefined;
  }
}
