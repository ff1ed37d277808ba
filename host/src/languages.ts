/**
 * The language VS Code gives a file it has not opened (the workspace validation reads files from
 * disk): JSONC for the file names and extensions VS Code's own extensions declare (`tsconfig.json`,
 * `.eslintrc.json`, `settings.json`, `*.jsonc`, ...) and for what the editor reports besides (other
 * extensions' languages, `files.associations`); JSON for the rest. The language decides whether
 * comments are allowed, as it does when the file is open.
 */
import { globToRegExp, uriForMatching } from './glob';

/** What VS Code's built-in extensions declare as JSONC (configuration-editing, json, typescript-basics). */
export const VSCODE_JSONC_PATTERNS: readonly string[] = [
  // file names
  'settings.json',
  'launch.json',
  'tasks.json',
  'mcp.json',
  'keybindings.json',
  'extensions.json',
  'argv.json',
  'profiles.json',
  'devcontainer.json',
  '.devcontainer.json',
  'babel.config.json',
  'bun.lock',
  '.babelrc.json',
  '.ember-cli',
  'typedoc.json',
  'tsconfig.json',
  'jsconfig.json',
  // extensions
  '*.jsonc',
  '*.code-workspace',
  '*language-configuration.json',
  '*icon-theme.json',
  '*color-theme.json',
  '*.eslintrc',
  '*.eslintrc.json',
  '*.jsfmtrc',
  '*.jshintrc',
  '*.swcrc',
  '*.hintrc',
  '*.babelrc',
  // file name patterns
  'tsconfig.*.json',
  'jsconfig.*.json',
  'tsconfig-*.json',
  'jsconfig-*.json',
];

/** The JSONC patterns compiled once: one alternation for file names, one for path ends. */
interface JsoncMatcher {
  names: RegExp | undefined;
  paths: RegExp | undefined;
}

function compileMatcher(extraJsonc: readonly string[]): JsoncMatcher {
  const names: string[] = [];
  const paths: string[] = [];
  for (const pattern of [...VSCODE_JSONC_PATTERNS, ...extraJsonc]) {
    const inPath = pattern.includes('/');
    const re = globToRegExp(inPath ? `**/${pattern.replace(/^(\*\*\/)+/, '')}` : pattern);
    if (re !== undefined) (inPath ? paths : names).push(`(?:${re.source})`);
  }
  const join = (sources: string[]): RegExp | undefined =>
    sources.length === 0 ? undefined : new RegExp(sources.join('|'));
  return { names: join(names), paths: join(paths) };
}

const DEFAULT_MATCHER = compileMatcher([]);
// Settings arrays are replaced, not mutated, when settings change: their identity is the key.
const matchers = new WeakMap<readonly string[], JsoncMatcher>();

function matcherFor(extraJsonc: readonly string[]): JsoncMatcher {
  if (extraJsonc.length === 0) return DEFAULT_MATCHER;
  let matcher = matchers.get(extraJsonc);
  if (matcher === undefined) {
    matcher = compileMatcher(extraJsonc);
    matchers.set(extraJsonc, matcher);
  }
  return matcher;
}

/**
 * Guesses a file's language from its name: `jsonc` when one of the patterns matches (a pattern
 * without `/` is matched against the file name, one with `/` against the end of the path), else `json`.
 */
export function languageOfFile(uri: string, extraJsonc: readonly string[] = []): 'json' | 'jsonc' {
  const path = uriForMatching(uri);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const matcher = matcherFor(extraJsonc);
  if (matcher.names?.test(name) === true || matcher.paths?.test(path) === true) return 'jsonc';
  return 'json';
}
