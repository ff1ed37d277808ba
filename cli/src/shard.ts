/**
 * `--shard K/N`: which documents a CI job of a matrix of N validates. The part of a document depends
 * only on its path (relative to the working directory, with `/`), never on the other documents or the
 * order they were found in, so the N jobs of a matrix cover every document exactly once, on any
 * machine, and a document stays in its part as the repository grows.
 */
import { relative, resolve } from 'node:path';

/** FNV-1a (32 bits) of a string's UTF-16 code units: stable everywhere, and spreads paths evenly. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The part (1-based, of `count`) a document's path belongs to. */
export function shardOf(path: string, count: number): number {
  const key = path.replace(/\\/g, '/').replace(/^\.\//, '');
  return (fnv1a(key) % count) + 1;
}

/**
 * The paths of part `index` of `count`, in their order, each judged by its path relative to `cwd`
 * (absolute arguments too). Standard input belongs to the first part only.
 */
export function inShard(paths: readonly string[], index: number, count: number, cwd: string): string[] {
  return paths.filter((p) =>
    p === '-' ? index === 1 : shardOf(relative(cwd, resolve(cwd, p)), count) === index,
  );
}
