/**
 * The SchemaStore catalog: file names of common configuration files mapped to their schemas, the
 * lowest-priority association source. A snapshot ships with the product (`dist/schemastore/`, with its
 * Apache-2.0 licence); when downloads are allowed it is refreshed from its URL through the schema
 * store (ETag cache, the last good copy offline). Only JSON patterns apply: the catalog also lists YAML
 * and TOML files. Matching is VS Code's `fileMatch` rule (a pattern matches the end of the path). Pure:
 * the CLI uses it too.
 */
import type { CatalogLookup } from './associations';
import { globToRegExp, uriForMatching } from './glob';

/** One catalog entry as SchemaStore publishes it. */
export interface CatalogEntry {
  name: string;
  description?: string;
  fileMatch: string[];
  url: string;
  /** Version -> URL, for schemas with several versions (the `url` is the current one). */
  versions?: Record<string, string>;
}

/** What a match says: the entry, the URL to use (a chosen version's or the current one), the pattern. */
export interface CatalogMatch {
  name: string;
  url: string;
  pattern: string;
  versions?: Record<string, string>;
}

const NOT_JSON = /\.(ya?ml|toml)$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a catalog document; entries without a name, a URL or a JSON pattern are dropped. */
export function readCatalog(value: unknown): CatalogEntry[] {
  if (!isRecord(value) || !Array.isArray(value.schemas)) return [];
  const out: CatalogEntry[] = [];
  for (const raw of value.schemas as unknown[]) {
    if (!isRecord(raw) || typeof raw.name !== 'string' || typeof raw.url !== 'string') continue;
    const patterns: unknown[] = Array.isArray(raw.fileMatch) ? raw.fileMatch : [];
    const fileMatch = patterns.filter(
      (p): p is string => typeof p === 'string' && p.trim() !== '' && !NOT_JSON.test(p),
    );
    if (fileMatch.length === 0) continue;
    const versions = isRecord(raw.versions)
      ? Object.fromEntries(
          Object.entries(raw.versions).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : undefined;
    out.push({
      name: raw.name,
      ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
      fileMatch,
      url: raw.url,
      ...(versions && Object.keys(versions).length > 0 ? { versions } : {}),
    });
  }
  return out;
}

interface Compiled {
  entry: CatalogEntry;
  pattern: string;
  regexp: RegExp;
}

/**
 * A catalog ready for lookups: plain file names in a map (most patterns are one), the rest as globs in
 * catalog order. An exact file name wins over a glob, and the first entry over later ones.
 */
export class Catalog implements CatalogLookup {
  private readonly byName = new Map<string, { entry: CatalogEntry; pattern: string }>();
  private readonly globs: Compiled[] = [];
  /** A schema's name -> the version the person chose (`jsonObjectValidator.schemaStore.versions`). */
  versionChoices: Readonly<Record<string, string>> = {};
  /**
   * Lookups by document (null: no entry). A document is looked up at every validation, and trying
   * hundreds of globs took a millisecond a keystroke; the entries never change, so neither do the answers.
   */
  private readonly found = new Map<string, { entry: CatalogEntry; pattern: string } | null>();

  constructor(readonly entries: readonly CatalogEntry[]) {
    for (const entry of entries) {
      for (const pattern of entry.fileMatch) {
        const plain = pattern.replace(/^(\*\*\/)+/, '');
        if (!/[*?[{/]/.test(plain)) {
          if (!this.byName.has(plain)) this.byName.set(plain, { entry, pattern });
          continue;
        }
        const regexp = globToRegExp(`**/${pattern.replace(/^\/+/, '')}`);
        if (regexp) this.globs.push({ entry, pattern, regexp });
      }
    }
  }

  /** The entry for a document, if any (with the URL of the version chosen for it). */
  match(documentUri: string): CatalogMatch | undefined {
    let found = this.found.get(documentUri);
    if (found === undefined) {
      const path = uriForMatching(documentUri);
      const name = path.slice(path.lastIndexOf('/') + 1);
      found = this.byName.get(name) ?? this.globs.find((g) => g.regexp.test(path)) ?? null;
      // Bounded: Validate Workspace looks up every file once.
      if (this.found.size >= 4096) this.found.clear();
      this.found.set(documentUri, found);
    }
    if (!found) return undefined;
    const { entry, pattern } = found;
    const chosen = this.versionChoices[entry.name];
    const url = (chosen !== undefined && entry.versions?.[chosen]) || entry.url;
    return { name: entry.name, url, pattern, ...(entry.versions ? { versions: entry.versions } : {}) };
  }
}
