/**
 * A small RFC 3986 reference resolver (section 5.2) for `$id` and `$ref`. It works on strings only:
 * no normalisation beyond removing dot segments, because schema identifiers are compared as written.
 */

interface UriParts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

// The regular expression of RFC 3986 appendix B.
const URI_PATTERN = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

function parse(uri: string): UriParts {
  const m = URI_PATTERN.exec(uri);
  if (!m) {
    return { scheme: undefined, authority: undefined, path: uri, query: undefined, fragment: undefined };
  }
  return { scheme: m[1], authority: m[2], path: m[3] ?? '', query: m[4], fragment: m[5] };
}

function format(p: UriParts): string {
  let out = '';
  if (p.scheme !== undefined) out += p.scheme + ':';
  if (p.authority !== undefined) out += '//' + p.authority;
  out += p.path;
  if (p.query !== undefined) out += '?' + p.query;
  if (p.fragment !== undefined) out += '#' + p.fragment;
  return out;
}

/** RFC 3986 5.2.4. */
function removeDotSegments(path: string): string {
  if (!path.includes('.')) return path;
  const input = path.split('/');
  const out: string[] = [];
  const absolute = path.startsWith('/');
  for (let i = absolute ? 1 : 0; i < input.length; i++) {
    const seg = input[i] ?? '';
    const last = i === input.length - 1;
    if (seg === '.') {
      if (last) out.push('');
    } else if (seg === '..') {
      if (out.length > 0) out.pop();
      if (last) out.push('');
    } else {
      out.push(seg);
    }
  }
  return (absolute ? '/' : '') + out.join('/');
}

function merge(base: UriParts, refPath: string): string {
  if (base.authority !== undefined && base.path === '') return '/' + refPath;
  const slash = base.path.lastIndexOf('/');
  return slash < 0 ? refPath : base.path.slice(0, slash + 1) + refPath;
}

/** Resolves `ref` against `base` as RFC 3986 section 5.2.2 says. */
export function resolveUri(base: string, ref: string): string {
  const r = parse(ref);
  if (r.scheme !== undefined) return format({ ...r, path: removeDotSegments(r.path) });
  const b = parse(base);
  const t: UriParts = {
    scheme: b.scheme,
    authority: b.authority,
    path: '',
    query: undefined,
    fragment: r.fragment,
  };
  if (r.authority !== undefined) {
    t.authority = r.authority;
    t.path = removeDotSegments(r.path);
    t.query = r.query;
  } else if (r.path === '') {
    t.path = b.path;
    t.query = r.query ?? b.query;
  } else {
    t.path = removeDotSegments(r.path.startsWith('/') ? r.path : merge(b, r.path));
    t.query = r.query;
  }
  return format(t);
}

/** Splits a URI into the part before `#` and the (raw, still percent-encoded) fragment. */
export function splitFragment(uri: string): { base: string; fragment: string | undefined } {
  const hash = uri.indexOf('#');
  return hash < 0
    ? { base: uri, fragment: undefined }
    : { base: uri.slice(0, hash), fragment: uri.slice(hash + 1) };
}

/** The URI without its fragment: the key under which a schema resource is registered. */
export function stripFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

/** Decodes percent-escapes in a fragment; a malformed escape is kept literally rather than throwing. */
export function decodeFragment(fragment: string): string {
  if (!fragment.includes('%')) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
