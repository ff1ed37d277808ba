/**
 * The one glob translator: `fileMatch` and `exclude` patterns (`*`, `**`, `?`, `[abc]`, `{a,b}` and
 * `!` exclusions, with the conventions of VS Code's `json.schemas`) for the server and the CLI's
 * settings, and, with the shell's rules (`shell`), the path segments of the CLI's file arguments,
 * whose braces `expandBraces` expands first.
 */

const cache = new Map<string, RegExp | null>();

/**
 * Compiles one glob (without a leading `!`) to an anchored regular expression over `/`-separated
 * paths; undefined when the glob cannot be one (a class such as `[z-a]`), so that one bad pattern in
 * the settings disables only itself.
 */
export function globToRegExp(glob: string): RegExp | undefined {
  let re = cache.get(glob);
  if (re === undefined) {
    try {
      re = new RegExp(`^${translate(glob, false)}$`);
    } catch {
      re = null;
    }
    if (cache.size > 1000) cache.clear();
    cache.set(glob, re);
  }
  return re ?? undefined;
}

/** Why a glob cannot be used, or undefined when it can. */
export function globProblem(glob: string): string | undefined {
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
  if (pattern.trim() === '') return 'it is empty';
  if (globToRegExp(pattern) === undefined) return 'it is not a valid glob (check its [...] classes)';
  return undefined;
}

function testGlob(glob: string, path: string): boolean {
  return globToRegExp(glob)?.test(path) === true;
}

/**
 * The regular expression source of a glob. With `shell` it is one path segment read as a shell reads
 * it: `**` is two stars, braces are literal (expanded beforehand) and a `]` right after `[` belongs to
 * the class.
 */
function translate(glob: string, shell: boolean): string {
  let out = '';
  let i = 0;
  while (i < glob.length) {
    const c = glob[i];
    if (c === '*') {
      if (!shell && glob[i + 1] === '*') {
        // `**/` also matches no folder at all, so `**/a.json` matches `a.json`.
        const atSegmentStart = i === 0 || glob[i - 1] === '/';
        if (atSegmentStart && glob[i + 2] === '/') {
          out += '(?:.*/)?';
          i += 3;
        } else {
          out += '.*';
          i += 2;
        }
      } else {
        out += '[^/]*';
        i++;
      }
    } else if (c === '?') {
      out += '[^/]';
      i++;
    } else if (c === '[') {
      const end = glob.indexOf(']', i + (shell ? 2 : 1));
      if (end < 0) {
        out += '\\[';
        i++;
      } else {
        let body = glob.slice(i + 1, end);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, '\\\\')}]`;
        i = end + 1;
      }
    } else if (c === '{' && !shell) {
      const end = matchingBrace(glob, i);
      if (end < 0) {
        out += '\\{';
        i++;
      } else {
        const alternatives = splitTopLevel(glob.slice(i + 1, end));
        out += `(?:${alternatives.map((a) => translate(a, false)).join('|')})`;
        i = end + 1;
      }
    } else {
      out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      i++;
    }
  }
  return out;
}

function matchingBrace(glob: string, open: number): number {
  let depth = 0;
  for (let i = open; i < glob.length; i++) {
    if (glob[i] === '{') depth++;
    else if (glob[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}') depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

/**
 * Tests one pattern against a file. `relativePath` is the path inside the workspace folder (undefined
 * when the file is outside every folder), `absolutePath` the full path. A pattern without `/` matches
 * the file name in any folder; one with `/` matches the folder-relative path (a leading `/` or `./`
 * anchors it at the folder), or the absolute path when it is absolute or the file has no folder.
 */
export function matchesGlob(
  pattern: string,
  absolutePath: string,
  relativePath: string | undefined,
): boolean {
  if (!pattern.includes('/')) {
    const name = absolutePath.slice(absolutePath.lastIndexOf('/') + 1);
    return testGlob(pattern, name);
  }
  if (pattern.startsWith('./')) pattern = pattern.slice(1);
  if (relativePath !== undefined) {
    if (pattern.startsWith('/') && testGlob(pattern.slice(1), relativePath)) return true;
    if (!pattern.startsWith('/') && testGlob(pattern, relativePath)) return true;
  }
  if (pattern.startsWith('/') && relativePath !== undefined) return false;
  const anchored = pattern.startsWith('/') || pattern.startsWith('**') ? pattern : `**/${pattern}`;
  return testGlob(anchored, absolutePath);
}

/** The outcome of a `fileMatch` list: the last matching pattern decides, and an `!` pattern excludes. */
export interface FileMatchResult {
  matched: boolean;
  /** The pattern that decided (the last one that matched). */
  pattern?: string;
}

/**
 * Applies a `fileMatch` list as VS Code does: a file matches when at least one pattern matches it and
 * the last pattern that matches is not an exclusion.
 */
export function matchFileMatch(
  patterns: readonly string[],
  absolutePath: string,
  relativePath: string | undefined,
): FileMatchResult {
  let result: FileMatchResult = { matched: false };
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    if (pattern && matchesGlob(pattern, absolutePath, relativePath)) {
      result = negated ? { matched: false, pattern: raw } : { matched: true, pattern: raw };
    }
  }
  return result;
}

/**
 * The form of a URI that VS Code's JSON support matches `fileMatch` globs against: without query
 * and fragment, percent-escapes decoded.
 */
export function uriForMatching(uri: string): string {
  const plain = uri.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/**
 * Applies a `fileMatch` list the way VS Code's JSON support does for `json.schemas` and
 * `jsonValidation` contributions: each pattern (a leading `/` dropped) matches the end of the
 * document's URI at a path boundary (a leading globstar segment is added), an entry with a folder
 * applies only inside that folder, and the last pattern that matches decides (`!` excludes).
 */
export function matchVsCodeFileMatch(
  patterns: readonly string[],
  documentUri: string,
  folderUri?: string,
): FileMatchResult {
  const target = uriForMatching(documentUri);
  if (folderUri !== undefined) {
    const folder = uriForMatching(folderUri).replace(/\/?$/, '/');
    if (!target.startsWith(folder)) return { matched: false };
  }
  let result: FileMatchResult = { matched: false };
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    let pattern = negated ? raw.slice(1) : raw;
    if (pattern.startsWith('/')) pattern = pattern.slice(1);
    if (pattern === '') continue;
    if (testGlob(`**/${pattern}`, target)) {
      result = negated ? { matched: false, pattern: raw } : { matched: true, pattern: raw };
    }
  }
  return result;
}

/** True when a path segment contains a wildcard the CLI expands. */
export function hasGlob(text: string): boolean {
  return /[*?[]/.test(text);
}

/**
 * Expands `{a,b}` alternatives the way a shell does, before any matching: `src/{a,b}/*.json` becomes
 * `src/a/*.json` and `src/b/*.json`. Braces nest; a brace without a comma at its level, or without its
 * closing brace, is literal. Quoted patterns reach the CLI unexpanded, and VS Code's `fileMatch` globs
 * use braces, so people write them there too.
 */
export function expandBraces(pattern: string): string[] {
  for (let open = pattern.indexOf('{'); open >= 0; open = pattern.indexOf('{', open + 1)) {
    const close = matchingBrace(pattern, open);
    if (close < 0) return [pattern];
    const alternatives = splitTopLevel(pattern.slice(open + 1, close));
    if (alternatives.length === 1) continue;
    const head = pattern.slice(0, open);
    const tail = pattern.slice(close + 1);
    const out: string[] = [];
    for (const alternative of alternatives) {
      for (const expanded of expandBraces(head + alternative + tail)) {
        if (!out.includes(expanded)) out.push(expanded);
      }
    }
    return out;
  }
  return [pattern];
}

/** A glob that cannot be expanded (`[z-a].json`): a usage error; the message says what is wrong where. */
export class InvalidGlob extends Error {}

/**
 * Turns one glob segment (no `/`) of a file argument into an anchored RegExp. Like a shell, a wildcard
 * does not match a leading `.`, so `*.json` skips `.eslintrc.json` unless the pattern itself starts
 * with a dot. Throws `InvalidGlob` when the segment cannot be a regular expression.
 */
export function segmentToRegExp(segment: string): RegExp {
  const hidden = segment.startsWith('.') ? '' : '(?!\\.)';
  try {
    return new RegExp('^' + hidden + translate(segment, true) + '$');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') : '';
    throw new InvalidGlob(`${reason.toLowerCase() || 'it cannot be read'} in ${JSON.stringify(segment)}`);
  }
}
