/**
 * The settings intake: takes `jsonObjectValidator.*`, `json` and `http` from the client (in
 * `initializationOptions`, pulled with `workspace/configuration`, or pushed by
 * `didChangeConfiguration`) into the `Configuration`, reports malformed settings once, and says what
 * must be validated again. It also owns what every validation waits for first: the first settings and
 * the SchemaStore catalog (the snapshot, then the catalog at `schemaStore.url`).
 */
import type { DidChangeConfigurationParams, WorkspaceFoldersChangeEvent } from 'vscode-languageserver';
import { SETTINGS_SECTION } from '../../../shared/src/protocol';
import type { SchemaAssociationsParams, ServerInitializationOptions } from '../../../shared/src/protocol';
import type { CatalogSource } from '../../../host/src/catalogSource';
import type { Configuration } from '../../../host/src/configuration';
import type { SchemaStore } from '../../../host/src/schemaStore';
import {
  affectsValidation,
  DEFAULT_CATALOG_URL,
  readSettings,
  sectionFromPushedSettings,
} from '../../../host/src/settings';
import type { ReadSettings } from '../../../host/src/settings';
import { normalizeUri } from '../../../host/src/uris';
import type { SchemaFileIndex } from '../schemas/schemaFiles';
import type { ClientPort } from '../transport/clientPort';

/** How long validation waits for the first answer to `workspace/configuration`. */
const SETTINGS_WAIT_MS = 3000;

/** What the intake needs of the server: where settings go and how to validate again. */
export interface SettingsIntakeHost {
  readonly client: ClientPort;
  readonly config: Configuration;
  readonly catalogSource: CatalogSource;
  readonly schemaFiles: SchemaFileIndex;
  /** The schema store in use (replaced once `initialize` names a storage folder). */
  store(): SchemaStore;
  revalidate(keys: readonly string[], delay: number): void;
  revalidateAll(): void;
}

export class SettingsIntake {
  private configurationSupported = false;
  /** The settings problems last reported, so the same ones are not reported again on every read. */
  private reportedSettingsProblems = '';
  /** Resolves once the first settings arrived (or were given up on), so no run uses the defaults by mistake. */
  private settingsReady: Promise<void> = Promise.resolve();
  private markSettingsReady: () => void = () => undefined;
  /** Catalog URLs whose refresh this server has started (each re-validates once when it lands). */
  private readonly catalogRefreshes = new Set<string>();

  constructor(private readonly host: SettingsIntakeHost) {}

  /** `initialize`'s settings part: what the client sent along, and whether to pull the rest. */
  initialize(options: ServerInitializationOptions, configurationSupported: boolean): void {
    const { config } = this.host;
    this.configurationSupported = configurationSupported;
    if (options.associations) config.setEditorAssociations(options.associations);
    // Editors such as Helix or Sublime LSP hand settings over only at start, in initializationOptions.
    const initialJson = sectionFromPushedSettings(options.settings, 'json');
    if (initialJson !== undefined) config.setJsonSection(initialJson, new Map());
    const initialHttp = sectionFromPushedSettings(options.settings, 'http');
    if (initialHttp !== undefined) config.setHttpSection(initialHttp);
    const initial = sectionFromPushedSettings(options.settings, SETTINGS_SECTION);
    if (initial !== undefined) this.takeSettings(readSettings(initial), new Map());
    this.host.store().setDownloadPolicy(config.downloadPolicy());
    if (this.configurationSupported) {
      this.settingsReady = new Promise((resolve) => {
        this.markSettingsReady = resolve;
        // A client that never answers must not block validation forever.
        (setTimeout(resolve, SETTINGS_WAIT_MS) as { unref?: () => void }).unref?.();
      });
    }
  }

  /** After `initialized`: pulls the settings when the client serves them; validation may start then. */
  async initialized(): Promise<void> {
    if (this.configurationSupported) await this.fetchSettings();
    this.markSettingsReady();
  }

  private async fetchSettings(): Promise<void> {
    const { client, config } = this.host;
    try {
      const folders = config.folders;
      const items = [SETTINGS_SECTION, 'json'].flatMap((section) => [
        { section },
        ...folders.map((f) => ({ scopeUri: f, section })),
      ]);
      const answers = await client.getConfiguration([...items, { section: 'http' }]);
      const per = folders.length + 1;
      const ours = answers.slice(0, per);
      const json = answers.slice(per, 2 * per);
      config.setHttpSection(answers[2 * per]);
      const perFolder = new Map<string, ReadSettings>();
      folders.forEach((f, i) => perFolder.set(f, readSettings(ours[i + 1] ?? ours[0])));
      const jsonChanged = config.setJsonSection(
        json[0],
        new Map(folders.map((f, i) => [f, json[i + 1] ?? json[0]])),
      );
      this.takeSettings(readSettings(ours[0]), perFolder, jsonChanged);
    } catch (error) {
      client.log(`Reading the settings failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** `workspace/didChangeConfiguration`: pull the settings again, or take the pushed ones. */
  async didChangeConfiguration(params: DidChangeConfigurationParams): Promise<void> {
    if (this.configurationSupported) {
      await this.fetchSettings();
      return;
    }
    const { config } = this.host;
    const pushed = sectionFromPushedSettings(params.settings, SETTINGS_SECTION);
    const pushedJson = sectionFromPushedSettings(params.settings, 'json');
    const pushedHttp = sectionFromPushedSettings(params.settings, 'http');
    if (pushedHttp !== undefined) config.setHttpSection(pushedHttp);
    const jsonChanged = pushedJson !== undefined && config.setJsonSection(pushedJson, new Map());
    if (pushed !== undefined) {
      const read = readSettings(pushed);
      this.takeSettings(read, new Map(config.folders.map((f) => [f, read])), jsonChanged);
    } else if (jsonChanged) {
      this.host.revalidateAll();
    }
  }

  /** `workspace/didChangeWorkspaceFolders`: the folders' settings apply from now on. */
  async didChangeWorkspaceFolders(event: WorkspaceFoldersChangeEvent): Promise<void> {
    const { config } = this.host;
    const removed = new Set(event.removed.map((f) => normalizeUri(f.uri)));
    config.setFolders([...config.folders.filter((f) => !removed.has(f)), ...event.added.map((f) => f.uri)]);
    this.host.schemaFiles.invalidate();
    if (this.configurationSupported) await this.fetchSettings();
    else this.host.revalidateAll();
  }

  /** `jsonObjectValidator/schemaAssociations`: what VS Code's JSON support knows. */
  setExtensionAssociations(params: SchemaAssociationsParams): void {
    this.host.config.setEditorAssociations(params);
    this.host.store().setDownloadPolicy(this.host.config.downloadPolicy());
    this.host.revalidateAll();
  }

  /** Applies settings read from the client, reports what was wrong in them, re-validates if needed. */
  private takeSettings(global: ReadSettings, perFolder: Map<string, ReadSettings>, force = false): void {
    const { config } = this.host;
    const before = config.allSettings();
    config.setSettings(
      global.settings,
      new Map([...perFolder].map(([folder, read]) => [folder, read.settings])),
    );
    const problems = [...new Set([global, ...perFolder.values()].flatMap((r) => r.problems))];
    const key = problems.join('\n');
    if (key !== this.reportedSettingsProblems) {
      this.reportedSettingsProblems = key;
      if (problems.length > 0) this.host.client.settingsProblems(problems);
    }
    const after = config.allSettings();
    const changed = before.length !== after.length || before.some((b, i) => affectsValidation(b, after[i]));
    const refreshed = this.host.store().setDownloadPolicy(config.downloadPolicy());
    if (changed || force) this.host.revalidateAll();
    else this.host.revalidate(refreshed, 0);
  }

  /**
   * Waits for what every validation needs: the first settings and the catalog snapshot; starts the
   * catalog's refresh from its URL in the background (re-validating everything if it changed).
   */
  async ready(): Promise<void> {
    const { config, catalogSource } = this.host;
    await this.settingsReady;
    await catalogSource.ready();
    const { enable, url } = config.globalSettings.schemaStore;
    if (enable) {
      const first = this.catalogRefreshes.has(url);
      const refreshed = catalogSource.refresh(url, this.host.store());
      if (!first) {
        this.catalogRefreshes.add(url);
        void refreshed.then((changed) => {
          if (!changed) return;
          this.useCatalog();
          this.host.revalidateAll();
        });
      }
      // The shipped snapshot is a copy of the default catalog; another catalog (a mirror, a company
      // catalog) is waited for, so no document is first validated against the wrong schema.
      if (url !== DEFAULT_CATALOG_URL) await refreshed;
    }
    this.useCatalog();
  }

  /** Forgets the catalog refreshes (the schema cache was cleared): the next `ready` fetches again. */
  forgetCatalog(): void {
    this.host.catalogSource.forgetRefresh();
    this.catalogRefreshes.clear();
  }

  private useCatalog(): void {
    const { config, catalogSource } = this.host;
    const catalog = catalogSource.current;
    if (catalog) catalog.versionChoices = config.globalSettings.schemaStore.versions;
    config.catalog = catalog;
  }
}
