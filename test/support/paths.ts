/**
 * Where the tests find the repository and the data beside it (`../shared`, never copied in): found by
 * walking up from the running bundle to this package's `package.json`, so it holds at any depth of
 * `out/test/` and from any working directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (name === 'json-object-validator') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no json-object-validator package.json above ${start}`);
    dir = parent;
  }
}

/** The repository's root folder. */
export const repoRoot: string = findRepoRoot(__dirname);

/** SchemaStore's data (catalog, schemas, valid examples) beside the repository, or `SCHEMASTORE_DIR`. */
export const schemastoreDir: string =
  process.env.SCHEMASTORE_DIR ?? resolve(repoRoot, '../shared/schemastore');
