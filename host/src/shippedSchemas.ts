/**
 * The SchemaStore schemas that ship with the product (`dist/schemastore/schemas/`, chosen by
 * `scripts/ship-schemas.mjs`, unchanged, Apache-2.0): the last resort for a SchemaStore URL whose
 * schema can be neither downloaded nor read from the download cache (see `SchemaStore.download`:
 * download > cached copy > shipped copy). Both URL forms (`https://json.schemastore.org/<name>`,
 * `https://www.schemastore.org/<name>.json`) name one file.
 */
import { join } from 'node:path';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';
import type { Environment } from './environment';
import { schemaStorePath } from './schemaStoreUrls';

/** A shipped schema's text and the date of the SchemaStore snapshot it was copied from. */
export interface ShippedCopy {
  text: string;
  date: string;
}

interface ShippedIndex {
  date: string;
  names: Set<string>;
}

function readIndex(text: string): ShippedIndex | undefined {
  const value = JSON.parse(text) as { snapshot?: { date?: unknown }; schemas?: unknown };
  const date = value.snapshot?.date;
  if (typeof date !== 'string' || typeof value.schemas !== 'object' || value.schemas === null) {
    return undefined;
  }
  return { date, names: new Set(Object.keys(value.schemas)) };
}

/** Reads shipped copies from a folder (its `index.json` once, each schema when first asked for). */
export class ShippedSchemas {
  private index: Promise<ShippedIndex | undefined> | undefined;

  constructor(
    private readonly environment: Environment,
    /** The folder of the copies and their `index.json`; undefined: nothing ships. */
    private readonly folder: string | undefined,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  private readIndex(): Promise<ShippedIndex | undefined> {
    const folder = this.folder;
    if (folder === undefined) return Promise.resolve(undefined);
    this.index ??= this.environment
      .readFile(join(folder, 'index.json'), MAX_SCHEMA_FILE_BYTES)
      .then(readIndex)
      .catch((error: unknown) => {
        // No folder at all is a build without them (a bundle copied alone): nothing ships, nothing to say.
        if ((error as { code?: unknown } | null)?.code !== 'ENOENT') {
          this.log(`The shipped SchemaStore schemas could not be read (${String(error)}).`);
        }
        return undefined;
      });
    return this.index;
  }

  /** The shipped copy of a SchemaStore URL, if one ships. */
  async get(url: string): Promise<ShippedCopy | undefined> {
    const name = schemaStorePath(url.replace(/#.*$/, ''));
    if (name === undefined || this.folder === undefined) return undefined;
    const index = await this.readIndex();
    if (!index?.names.has(name)) return undefined;
    try {
      const text = await this.environment.readFile(join(this.folder, `${name}.json`), MAX_SCHEMA_FILE_BYTES);
      return { text, date: index.date };
    } catch (error) {
      this.log(`The shipped copy of ${url} could not be read (${String(error)}).`);
      return undefined;
    }
  }
}
