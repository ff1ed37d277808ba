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

/**
 * Guesses a file's language from its name: `jsonc` when one of the patterns matches (a pattern
 * without `/` is matched against the file name, one with `/` against the end of the path), else `json`.
 */
export function languageOfFile(uri: string, extraJsonc: readonly string[] = []): 'json' | 'jsonc' {
  const path = uriForMatching(uri);
  const name = path.slice(path.lastIndexOf('/') + 1);
  for (const pattern of [...VSCODE_JSONC_PATTERNS, ...extraJsonc]) {
    const target = pattern.includes('/') ? path : name;
    const glob = pattern.includes('/') ? `**/${pattern.replace(/^(\*\*\/)+/, '')}` : pattern;
    if (globToRegExp(glob)?.test(target)) return 'jsonc';
  }
  return 'json';
}
