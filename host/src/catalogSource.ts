/**
 * Where the server's SchemaStore catalog comes from: the snapshot shipped beside `dist/server.js`
 * first (read once, at start), then the catalog at `jsonObjectValidator.schemaStore.url`, downloaded
 * through the schema store (so the trusted domains, the ETag cache and the last good copy apply) when
 * downloads are allowed. A refresh that fails keeps what there is and says so in the log only.
 */
import { Catalog, readCatalog } from './catalog';
import type { Environment } from './environment';
import type { SchemaStore } from './schemaStore';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';

export class CatalogSource {
  private catalog: Catalog | undefined;
  private snapshot: Promise<void> | undefined;
  /** The refresh from the current URL, shared by every caller (the first one starts it). */
  private refreshing: { url: string; done: Promise<boolean> } | undefined;

  constructor(
    private readonly environment: Environment,
    private readonly snapshotPath: string | undefined,
    private readonly log: (message: string) => void,
  ) {}

  /** The catalog in use (undefined until the snapshot is read, or when there is none). */
  get current(): Catalog | undefined {
    return this.catalog;
  }

  /** Reads the shipped snapshot (once). */
  ready(): Promise<void> {
    this.snapshot ??= this.readSnapshot();
    return this.snapshot;
  }

  private async readSnapshot(): Promise<void> {
    if (!this.snapshotPath) return;
    try {
      const entries = readCatalog(
        JSON.parse(await this.environment.readFile(this.snapshotPath, MAX_SCHEMA_FILE_BYTES)),
      );
      if (!this.catalog) this.catalog = new Catalog(entries);
    } catch (error) {
      this.log(`The shipped SchemaStore catalog could not be read (${String(error)}).`);
    }
  }

  /**
   * Fetches the catalog from `url` through the schema store, once per URL: later callers get the same
   * answer (whether the catalog changed), so every caller can wait for a refresh in flight.
   */
  refresh(url: string, store: SchemaStore): Promise<boolean> {
    if (this.refreshing?.url !== url) this.refreshing = { url, done: this.fetch(url, store) };
    return this.refreshing.done;
  }

  private async fetch(url: string, store: SchemaStore): Promise<boolean> {
    await this.ready();
    const source = await store.getSource(url);
    if (source.value === undefined) {
      this.log(
        `The SchemaStore catalog could not be refreshed from ${url} (${source.error ?? 'no content'}); the shipped copy is used.`,
      );
      return false;
    }
    const entries = readCatalog(source.value);
    if (entries.length === 0) {
      this.log(`${url} is not a SchemaStore catalog (no usable entry); the shipped copy is used.`);
      return false;
    }
    const before = this.catalog ? JSON.stringify(this.catalog.entries) : '';
    if (JSON.stringify(entries) === before) return false;
    const choices = this.catalog?.versionChoices ?? {};
    this.catalog = new Catalog(entries);
    this.catalog.versionChoices = choices;
    this.log(`The SchemaStore catalog was refreshed from ${url} (${entries.length} entries for JSON files).`);
    return true;
  }

  /** Forgets the refresh, so the next `refresh` downloads again (after "Clear Schema Cache"). */
  forgetRefresh(): void {
    this.refreshing = undefined;
  }
}
