/**
 * Expands the CLI's file arguments: plain paths, directories and globs (`*`, `?`, `[...]`, `**`,
 * `{a,b}`), walking the folders a glob names; the patterns themselves are read by `host/src/glob.ts`.
 * Node 20 has no `fs.globSync`, and a shell does not expand quoted patterns (nor does cmd.exe at
 * all), so the CLI does it itself. Results are sorted so that output is the same on every machine.
 */
import { readdirSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { expandBraces, hasGlob, segmentToRegExp } from '../../host/src/glob';

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
        matchSegments(childPath(dir, entry.name), segments, index, out);
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
    const path = childPath(dir, entry.name);
    if (last) {
      if (isFile(path, entry)) out.add(path);
    } else if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) {
      matchSegments(path, segments, index + 1, out);
    }
  }
}

/** `join(dir, name)` for a normalized folder and an entry's name, without normalizing again per file. */
function childPath(dir: string, name: string): string {
  return dir.endsWith(sep) ? dir + name : dir + sep + name;
}

function collectFiles(dir: string, accept: (name: string) => boolean, out: Set<string>): void {
  for (const entry of listDirectory(dir)) {
    const path = childPath(dir, entry.name);
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
  // A file below cwd, the common case: what `relative` gives, without its normalizing (a tenth of a
  // run's start on 10,000 files).
  const inside = cwd.endsWith(sep) ? cwd : cwd + sep;
  if (full.startsWith(inside) && full.length > inside.length) return full.slice(inside.length);
  const rel = relative(cwd, full);
  return rel.startsWith('..') || isAbsolute(rel) ? full : rel;
}

/** Plain code-unit order, so the output does not depend on the locale. */
function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
