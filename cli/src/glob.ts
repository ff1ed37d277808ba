/**
 * Expands the CLI's file arguments: plain paths, directories and globs (`*`, `?`, `[...]`, `**`,
 * `{a,b}`).
 * Node 20 has no `fs.globSync`, and a shell does not expand quoted patterns (nor does cmd.exe at
 * all), so the CLI does it itself. Results are sorted so that output is the same on every machine.
 */
import { readdirSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Folders that a wildcard never descends into (an explicit path segment still may). */
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

/** Extensions a directory argument expands to. */
const DOCUMENT_EXTENSIONS = ['.json', '.jsonc'];

/** What one CLI argument expanded to. */
export interface Expansion {
  /** The argument as given. */
  input: string;
  /** Matching files as paths relative to cwd (or absolute when the argument was), sorted. */
  files: string[];
}

/** True when a path segment contains a wildcard this module expands. */
export function hasGlob(text: string): boolean {
  return /[*?[]/.test(text);
}

/**
 * Expands `{a,b}` alternatives the way a shell does, before any matching: `src/{a,b}/*.json` becomes
 * `src/a/*.json` and `src/b/*.json`. Braces nest; a brace without a comma at its level, or without its
 * closing brace, is literal. Quoted patterns reach the CLI unexpanded, and VS Code's `fileMatch` globs
 * use braces, so people write them here too.
 */
export function expandBraces(pattern: string): string[] {
  for (let open = pattern.indexOf('{'); open >= 0; open = pattern.indexOf('{', open + 1)) {
    let depth = 0;
    const commas: number[] = [];
    let close = -1;
    for (let i = open; i < pattern.length && close < 0; i++) {
      const c = pattern[i];
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) close = i;
      else if (c === ',' && depth === 1) commas.push(i);
    }
    if (close < 0) return [pattern];
    if (commas.length === 0) continue;
    const head = pattern.slice(0, open);
    const tail = pattern.slice(close + 1);
    const bounds = [open, ...commas, close];
    const out: string[] = [];
    for (let k = 0; k + 1 < bounds.length; k++) {
      for (const expanded of expandBraces(head + pattern.slice(bounds[k] + 1, bounds[k + 1]) + tail)) {
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
 * Turns one glob segment (no `/`) into an anchored RegExp. Like a shell, a wildcard does not match a
 * leading `.`, so `*.json` skips `.eslintrc.json` unless the pattern itself starts with a dot.
 */
export function segmentToRegExp(segment: string): RegExp {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close === -1) {
        source += '\\[';
        continue;
      }
      let body = segment.slice(i + 1, close);
      if (body.startsWith('!')) body = '^' + body.slice(1);
      source += '[' + body.replace(/\\/g, '\\\\') + ']';
      i = close;
    } else source += c.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  const hidden = segment.startsWith('.') ? '' : '(?!\\.)';
  try {
    return new RegExp('^' + hidden + source + '$');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') : '';
    throw new InvalidGlob(`${reason.toLowerCase() || 'it cannot be read'} in ${JSON.stringify(segment)}`);
  }
}

function listDirectory(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Follows symlinks for the final kind check, but wildcards never descend through a symlinked folder (no cycles). */
function isFile(path: string, entry: Dirent): boolean {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function matchSegments(dir: string, segments: readonly string[], index: number, out: Set<string>): void {
  const segment = segments[index];
  const last = index === segments.length - 1;
  if (segment === '**') {
    if (last) {
      collectFiles(dir, () => true, out);
      return;
    }
    matchSegments(dir, segments, index + 1, out);
    for (const entry of listDirectory(dir)) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED_DIRECTORIES.has(entry.name)) {
        matchSegments(join(dir, entry.name), segments, index, out);
      }
    }
    return;
  }
  if (!hasGlob(segment)) {
    const path = join(dir, segment);
    if (last) {
      if (isExistingFile(path)) out.add(path);
    } else matchSegments(path, segments, index + 1, out);
    return;
  }
  const regex = segmentToRegExp(segment);
  for (const entry of listDirectory(dir)) {
    if (!regex.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (last) {
      if (isFile(path, entry)) out.add(path);
    } else if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) {
      matchSegments(path, segments, index + 1, out);
    }
  }
}

function collectFiles(dir: string, accept: (name: string) => boolean, out: Set<string>): void {
  for (const entry of listDirectory(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !SKIPPED_DIRECTORIES.has(entry.name)) {
        collectFiles(path, accept, out);
      }
    } else if (!entry.name.startsWith('.') && accept(entry.name) && isFile(path, entry)) out.add(path);
  }
}

function isExistingFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Expands one argument against `cwd`. A plain path is returned as is (even when it does not exist,
 * so the caller can say it is unreadable); a directory yields every `.json`/`.jsonc` file below it;
 * a glob yields the matching files, possibly none. Throws `InvalidGlob` for a glob that cannot be read.
 */
export function expandInput(input: string, cwd: string): Expansion {
  const alternatives = expandBraces(input);
  if (alternatives.length > 1) {
    const files = new Set<string>();
    for (const alternative of alternatives) {
      for (const file of expandInput(alternative, cwd).files) {
        // An alternative without wildcards stands for a file only when it exists, as in a glob.
        if (hasGlob(alternative) || isExistingFile(resolve(cwd, file))) files.add(file);
      }
    }
    return { input, files: [...files].sort(comparePaths) };
  }
  const pattern = input.replace(/\\/g, '/');
  if (!hasGlob(pattern)) {
    if (isDirectory(resolve(cwd, input))) return { input, files: collectRelative(input, cwd) };
    return { input, files: [input] };
  }
  const absolute = isAbsolute(pattern);
  const segments = pattern.split('/').filter((s, i) => s !== '' || (i === 0 && absolute));
  // Every wildcard segment is compiled before any folder is read: a bad one is an error even where
  // the folders it would apply to do not exist.
  for (const segment of segments) if (hasGlob(segment)) segmentToRegExp(segment);
  let start = 0;
  let base = absolute ? '/' : '';
  while (start < segments.length - 1 && !hasGlob(segments[start]) && segments[start] !== '**') {
    base = base === '' ? segments[start] : join(base, segments[start]);
    start++;
  }
  const out = new Set<string>();
  const root = resolve(cwd, base === '' ? '.' : base);
  matchSegments(root, segments, start, out);
  const files = [...out].map((full) => displayPath(full, cwd, absolute)).sort(comparePaths);
  return { input, files };
}

function collectRelative(dir: string, cwd: string): string[] {
  const out = new Set<string>();
  collectFiles(resolve(cwd, dir), (name) => DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext)), out);
  return [...out].map((full) => displayPath(full, cwd, isAbsolute(dir))).sort(comparePaths);
}

/** Paths are shown as the user wrote them: relative to cwd unless the argument was absolute. */
function displayPath(full: string, cwd: string, absolute: boolean): string {
  if (absolute) return full;
  const rel = relative(cwd, full);
  return rel.startsWith('..') || isAbsolute(rel) ? full : rel;
}

/** Plain code-unit order, so the output does not depend on the locale. */
function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
