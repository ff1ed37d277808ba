/**
 * URIs and IRIs: `uri`/`uri-reference` per RFC 3986 section 3 and 4.1, `iri`/`iri-reference` per
 * RFC 3987 section 2.2. The text is split into its components the way RFC 3986 Appendix B does, then each
 * component is checked character by character, so the work is linear and no regex can backtrack.
 */
import { isIpv4, isIpv6 } from './ip';

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const PORT = /^[0-9]*$/;
const IP_FUTURE = /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

/** ASCII codes of `unreserved` and `sub-delims`, the characters every component admits. */
const BASE_ASCII = new Set(
  Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=", (c) =>
    c.charCodeAt(0),
  ),
);

function isHexCode(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/** RFC 3987 `ucschar`: the non-ASCII code points an IRI may carry unescaped. */
export function isUcschar(cp: number): boolean {
  return (
    (cp >= 0xa0 && cp <= 0xd7ff) ||
    (cp >= 0xf900 && cp <= 0xfdcf) ||
    (cp >= 0xfdf0 && cp <= 0xffef) ||
    (cp >= 0x10000 && cp <= 0xefffd && (cp & 0xfffe) !== 0xfffe && cp < 0xe0000) ||
    (cp >= 0xe1000 && cp <= 0xefffd)
  );
}

/** RFC 3987 `iprivate`: private-use code points, allowed in queries (and URI templates). */
export function isIprivate(cp: number): boolean {
  return (
    (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd)
  );
}

interface Flavour {
  iri: boolean;
}

/**
 * Checks that every character of `text` is a `pct-encoded` triplet, unreserved, a sub-delim or one of
 * `extra`; IRIs also admit `ucschar` (and `iprivate` where `privateUse` says so).
 */
function allowed(text: string, extra: string, flavour: Flavour, privateUse = false): boolean {
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code === 0x25) {
      if (!isHexCode(text.charCodeAt(i + 1)) || !isHexCode(text.charCodeAt(i + 2))) return false;
      i += 3;
    } else if (code < 0x80) {
      if (!BASE_ASCII.has(code) && !extra.includes(text[i])) return false;
      i += 1;
    } else {
      const cp = text.codePointAt(i) ?? code;
      if (!flavour.iri || !(isUcschar(cp) || (privateUse && isIprivate(cp)))) return false;
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return true;
}

function isHost(host: string, flavour: Flavour): boolean {
  if (host.startsWith('[')) {
    if (!host.endsWith(']')) return false;
    const literal = host.slice(1, -1);
    return isIpv6(literal) || IP_FUTURE.test(literal);
  }
  // IPv4address is a subset of reg-name, so a reg-name check covers both (`999.1.1.1` is a valid reg-name).
  return isIpv4(host) || allowed(host, '', flavour);
}

function isAuthority(authority: string, flavour: Flavour): boolean {
  const at = authority.indexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at) : '';
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  if (at >= 0 && !allowed(userinfo, ':', flavour)) return false;
  let host = hostPort;
  let port = '';
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return false;
    host = hostPort.slice(0, close + 1);
    const rest = hostPort.slice(close + 1);
    if (rest !== '') {
      if (!rest.startsWith(':')) return false;
      port = rest.slice(1);
    }
  } else {
    const colon = hostPort.indexOf(':');
    if (colon >= 0) {
      host = hostPort.slice(0, colon);
      port = hostPort.slice(colon + 1);
    }
  }
  return PORT.test(port) && isHost(host, flavour);
}

/** A path: segments of `pchar` separated by `/`. */
function isPath(path: string, flavour: Flavour): boolean {
  return allowed(path, ':@/', flavour);
}

/**
 * Parses a URI reference (`absolute` demands a scheme, as `uri`/`iri` do) and checks each component.
 */
function isReference(value: string, absolute: boolean, flavour: Flavour): boolean {
  let rest = value;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    if (!allowed(rest.slice(hash + 1), ':@/?', flavour)) return false;
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  if (question >= 0) {
    if (!allowed(rest.slice(question + 1), ':@/?', flavour, true)) return false;
    rest = rest.slice(0, question);
  }
  // A colon before any slash ends a scheme; a relative reference cannot have one in its first segment.
  const colon = rest.indexOf(':');
  const slash = rest.indexOf('/');
  const hasScheme = colon >= 0 && (slash < 0 || colon < slash);
  if (hasScheme) {
    if (!SCHEME.test(rest.slice(0, colon))) return false;
    rest = rest.slice(colon + 1);
  } else if (absolute) {
    return false;
  }
  if (rest.startsWith('//')) {
    const pathStart = rest.indexOf('/', 2);
    const authority = pathStart >= 0 ? rest.slice(2, pathStart) : rest.slice(2);
    if (!isAuthority(authority, flavour)) return false;
    rest = pathStart >= 0 ? rest.slice(pathStart) : '';
  }
  return isPath(rest, flavour);
}

/** RFC 3986 absolute URI with optional fragment: a scheme is required. */
export function isUri(value: string): boolean {
  return isReference(value, true, { iri: false });
}

/** RFC 3986 URI reference: a URI or a relative reference (the empty string included). */
export function isUriReference(value: string): boolean {
  return isReference(value, false, { iri: false });
}

/** RFC 3987 IRI: a URI that may also contain non-ASCII `ucschar` (and `iprivate` in the query). */
export function isIri(value: string): boolean {
  return isReference(value, true, { iri: true });
}

/** RFC 3987 IRI reference. */
export function isIriReference(value: string): boolean {
  return isReference(value, false, { iri: true });
}
