/**
 * The language server's logic, independent of the transport: open documents and their debounced
 * validation, settings, associations, schema changes, code actions, the custom requests and the
 * workspace command. Talks back only through `ClientPort`, so tests can run it in-process.
 */
import type {
  CancellationToken,
  CodeAction,
  CodeActionParams,
  Diagnostic,
  DidChangeConfigurationParams,
  DidChangeTextDocumentParams,
  DidChangeWatchedFilesParams,
  DidCloseTextDocumentParams,
  DidOpenTextDocumentParams,
  DidSaveTextDocumentParams,
  ExecuteCommandParams,
  InitializeParams,
  InitializeResult,
  WorkspaceFoldersChangeEvent,
} from 'vscode-languageserver';
import { DiagnosticSeverity, ErrorCodes, ResponseError } from 'vscode-languageserver';
import {
  SETTINGS_SECTION,
  TRUST_DOMAIN_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
} from '../../shared/src/protocol';
import type {
  SchemaAssociationsParams,
  SchemaContentChangedParams,
  SchemaForParams,
  SchemaForResult,
  ServerInitializationOptions,
  ValidateWorkspaceResult,
  ValidatorSettings,
} from '../../shared/src/protocol';
import { MAX_DOCUMENT_FILE_BYTES } from '../../shared/src/limits';
import type { ParsedDocument } from '../../shared/src/index';
import type { ClientPort, ProgressReporter } from './transport/clientPort';
import {
  internalErrorDiagnostic,
  lostDocumentDiagnostic,
  outOfSyncDiagnostic,
  schemaLoadDiagnostic,
} from './documents/diagnostics';
import { CodeActionProvider } from './features/codeActionProvider';
import type { OpenDocument } from './documents/documentStore';
import { DocumentStore } from './documents/documentStore';
import type { Environment } from '../../host/src/environment';
import { SchemaLocator } from './schemas/schemaLocations';
import { SchemaStore } from '../../host/src/schemaStore';
import {
  affectsValidation,
  DEFAULT_CATALOG_URL,
  readSettings,
  sectionFromPushedSettings,
} from '../../host/src/settings';
import type { ReadSettings } from '../../host/src/settings';
import { Configuration } from '../../host/src/configuration';
import { CatalogSource } from '../../host/src/catalogSource';
import { fallbackFor, sharedDiagnostics } from './coexistence/sharing';
import { VsCodeValidation } from './coexistence/vscodeValidation';
import { WorkspaceProblems } from './workspace/workspaceProblems';
import { languageOfFile } from '../../host/src/languages';
import { SchemaLog } from './schemas/schemaLog';
import { describeSchemaOf } from './features/schemaFor';
import { normalizeUri, pathToUri, relativePathIn, uriToPath } from '../../host/src/uris';
import type { Analysis } from './documents/validation';
import { EarlyOpens } from './worker/earlyOpen';
import { collectGarbage, GarbageBudget } from './worker/garbage';
import { DocumentValidator, MANY_ERRORS, nextTurn } from './documents/validation';
import { adaptiveDelay, runLater } from './documents/scheduling';
import { RemoteDocument, type WorkerStats } from './worker/documentWorker';
import { LargeDocuments } from './worker/largeDocuments';
import { excludedBy, validateWorkspaceFiles } from './workspace/validateWorkspace';
import { findAssociation } from '../../host/src/associations';
import { LanguageFeatures } from './features/languageFeatures';
import { serverCapabilities } from './features/capabilities';
import { featureHost } from './features/featureHost';
import { SchemaFileIndex } from './schemas/schemaFiles';
import { WHOLE_PARSE_LIMIT } from './features/editing/documentView';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** How long validation waits for the first answer to `workspace/configuration`. */
const SETTINGS_WAIT_MS = 3000;
export { FIX_ALL_KIND } from './features/codeActionProvider';

interface CachedAnalysis {
  version: number;
  analysis: Analysis;
}

/** `50 MB`, `1.5 KB`, `1000 bytes`. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${(bytes / size).toFixed(1).replace(/\.0$/, '')} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** How the host process configures the server. */
export interface ServerOptions {
  /** The SchemaStore catalog snapshot shipped with the product (`dist/schemastore/catalog.json`). */
  catalogPath?: string;
  /** The document worker's script (`dist/documentWorker.js`); without it large documents stay on this thread. */
  documentWorkerPath?: string;
}

export class Server {
  private readonly documents = new DocumentStore();
  /** Parses and validates large documents off this thread (see documentWorker.ts). */
  private readonly large: LargeDocuments;
  private readonly analyses = new Map<string, CachedAnalysis>();
  private readonly store: SchemaStore;
  private readonly locator: SchemaLocator;
  private readonly validator: DocumentValidator;
  private readonly vscodeValidation = new VsCodeValidation(() => this.store);
  private readonly schemaLog = new SchemaLog((line) => this.client.log(line));
  /** Collects this thread's garbage after squiggles when V8 would let it gather (see GarbageBudget). */
  private readonly garbage = new GarbageBudget();
  private readonly workspaceProblems: WorkspaceProblems;
  private readonly actions = new CodeActionProvider(
    () => this.validator,
    () => this.locator,
  );
  private readonly config = new Configuration();
  /** The settings problems last reported, so the same ones are not reported again on every read. */
  private reportedSettingsProblems = '';
  private configurationSupported = false;
  private watchSupported = false;
  private progressSupported = false;
  private registerCommands = true;
  /** From initialize: VS Code's JSON language features are present; the client inserts snippets. */
  private readonly editorClient = { builtInJson: false, snippetSupport: false };
  /** Completion, hover and navigation (languageFeatures.ts). */
  readonly features: LanguageFeatures;
  private readonly schemaFiles: SchemaFileIndex;
  /** The client wants `workspace/didChangeConfiguration` registered dynamically (VS Code). */
  clientRegistersConfiguration = false;
  clientSupportsWorkspaceFolders = false;
  /** The client shows settings problems itself (VS Code's extension, with an "Open Settings" button). */
  clientShowsSettingsProblems = false;
  /** Resolves once the first settings arrived (or were given up on), so no run uses the defaults by mistake. */
  private settingsReady: Promise<void> = Promise.resolve();
  private markSettingsReady: () => void = () => undefined;
  /** Every validation run in flight, so `idle()` can wait for them (tests, shutdown). */
  private readonly running = new Set<Promise<void>>();

  private readonly catalogSource: CatalogSource;
  /** Catalog URLs whose refresh this server has started (each re-validates once when it lands). */
  private readonly catalogRefreshes = new Set<string>();

  constructor(
    private readonly client: ClientPort,
    private readonly environment: Environment,
    options: ServerOptions = {},
  ) {
    this.catalogSource = new CatalogSource(environment, options.catalogPath, (m) => client.log(m));
    this.workspaceProblems = new WorkspaceProblems({
      environment,
      isOpen: (uri) => this.documents.get(uri) !== undefined,
      maxFileSize: (uri) => this.settingsFor(uri).maxFileSize,
      analyze: (uri, text) => this.analyzeFile(uri, text),
      publish: (uri, diagnostics) => this.client.publishDiagnostics({ uri, diagnostics }),
      log: (m) => client.log(m),
    });
    this.store = this.createStore(join(tmpdir(), 'json-object-validator', 'schemas'));
    this.locator = new SchemaLocator(this.store);
    this.validator = this.createValidator(this.store);
    this.large = new LargeDocuments(
      {
        documents: this.documents,
        log: (m) => client.log(m),
        revalidate: (doc) => this.schedule(doc, 0),
      },
      options.documentWorkerPath,
    );
    this.schemaFiles = new SchemaFileIndex(environment, () => this.config.folders);
    this.features = new LanguageFeatures(
      featureHost({
        documents: this.documents,
        config: this.config,
        store: this.store,
        locator: this.locator,
        environment,
        schemaFiles: this.schemaFiles,
        settingsFor: (uri) => this.settingsFor(uri),
        workerOf: (doc) => this.large.workerOf(doc),
        diagnosticsOf: (uri) => this.analyses.get(normalizeUri(uri))?.analysis.diagnostics ?? [],
        client: this.editorClient,
      }),
    );
  }

  private createValidator(store: SchemaStore): DocumentValidator {
    return new DocumentValidator({
      store,
      locator: this.locator,
      associationsOf: (uri, schemaProperty) => this.config.associationsOf(uri, schemaProperty),
      settingsFor: (uri) => this.settingsFor(uri),
      isSchemaTarget: (uri) => this.isSchemaTarget(uri),
      languageOf: (uri) => languageOfFile(uri, this.config.jsoncPatterns),
      // Created after the store and the validator (it needs the documents): read when used.
      schemaWorker: () => this.large?.schemaWorker,
    });
  }

  // ---- lifecycle ----

  /** Answers `initialize`: remembers the client's abilities and the folders, returns capabilities. */
  initialize(params: InitializeParams): InitializeResult {
    const capabilities = params.capabilities;
    this.configurationSupported = capabilities.workspace?.configuration === true;
    this.watchSupported = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    this.progressSupported = capabilities.window?.workDoneProgress === true;
    this.clientRegistersConfiguration =
      capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    this.clientSupportsWorkspaceFolders = capabilities.workspace?.workspaceFolders === true;
    const options = (params.initializationOptions ?? {}) as ServerInitializationOptions;
    this.registerCommands = options.registerCommands !== false;
    this.editorClient.builtInJson = options.builtInJsonLanguageFeatures === true;
    this.editorClient.snippetSupport =
      capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    this.clientShowsSettingsProblems = options.settingsProblemsNotification === true;
    const folders = (params.workspaceFolders ?? []).map((f) => f.uri);
    this.config.setFolders(folders.length === 0 && params.rootUri ? [params.rootUri] : folders);
    if (typeof options.storagePath === 'string' && options.storagePath !== '') {
      this.replaceStore(join(options.storagePath, 'schemas'));
      this.workspaceProblems.useStorage(options.storagePath, this.config.folders);
    }
    if (options.associations) this.config.setEditorAssociations(options.associations);
    // Editors such as Helix or Sublime LSP hand settings over only at start, in initializationOptions.
    const initialJson = sectionFromPushedSettings(options.settings, 'json');
    if (initialJson !== undefined) this.config.setJsonSection(initialJson, new Map());
    const initialHttp = sectionFromPushedSettings(options.settings, 'http');
    if (initialHttp !== undefined) this.config.setHttpSection(initialHttp);
    const initial = sectionFromPushedSettings(options.settings, SETTINGS_SECTION);
    if (initial !== undefined) this.takeSettings(readSettings(initial), new Map());
    this.store.setDownloadPolicy(this.config.downloadPolicy());
    if (this.configurationSupported) {
      this.settingsReady = new Promise((resolve) => {
        this.markSettingsReady = resolve;
        // A client that never answers must not block validation forever.
        setTimeout(resolve, SETTINGS_WAIT_MS).unref();
      });
    }
    return {
      capabilities: serverCapabilities(this.registerCommands),
      serverInfo: { name: 'json-object-validator' },
    };
  }

  private createStore(cacheFolder: string): SchemaStore {
    const content = this.client.schemaContent?.bind(this.client);
    const store = new SchemaStore({
      environment: this.environment,
      cacheFolder,
      log: (m) => this.client.log(m),
      ...(content ? { editorContent: content } : {}),
      compiler: () => this.large?.schemaWorker,
    });
    // A schema that could not be downloaded arrived on a later try: validate its documents now.
    store.onRetried = (documents) => this.revalidate(documents, 0);
    store.onForgotten = (uris) => this.locator.forget(uris);
    return store;
  }

  private replaceStore(cacheFolder: string): void {
    const store = this.createStore(cacheFolder);
    Object.assign(this, { store, locator: new SchemaLocator(store) });
    Object.assign(this, { validator: this.createValidator(store) });
  }

  /** After `initialized`: reads the settings and asks for file-change events. */
  async initialized(): Promise<void> {
    if (this.watchSupported) {
      await this.client
        .watchFiles(['**/*.json', '**/*.jsonc'])
        .catch((e: unknown) => this.client.log(`Could not watch files: ${String(e)}`));
    }
    if (this.configurationSupported) await this.fetchSettings();
    this.markSettingsReady();
    // What the last "Validate Workspace" found stays visible across restarts.
    void this.ready().then(() => this.workspaceProblems.restore());
  }

  /** Resolves when no validation is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops timers so the process can exit. */
  dispose(): void {
    for (const doc of this.documents.all()) doc.cancel?.();
    this.store.dispose();
    this.large.stop();
  }

  // ---- settings and folders ----

  private async fetchSettings(): Promise<void> {
    try {
      const folders = this.config.folders;
      const items = [SETTINGS_SECTION, 'json'].flatMap((section) => [
        { section },
        ...folders.map((f) => ({ scopeUri: f, section })),
      ]);
      const answers = await this.client.getConfiguration([...items, { section: 'http' }]);
      const per = folders.length + 1;
      const ours = answers.slice(0, per);
      const json = answers.slice(per, 2 * per);
      this.config.setHttpSection(answers[2 * per]);
      const perFolder = new Map<string, ReadSettings>();
      folders.forEach((f, i) => perFolder.set(f, readSettings(ours[i + 1] ?? ours[0])));
      const jsonChanged = this.config.setJsonSection(
        json[0],
        new Map(folders.map((f, i) => [f, json[i + 1] ?? json[0]])),
      );
      this.takeSettings(readSettings(ours[0]), perFolder, jsonChanged);
    } catch (error) {
      this.client.log(
        `Reading the settings failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** `workspace/didChangeConfiguration`: pull the settings again, or take the pushed ones. */
  async didChangeConfiguration(params: DidChangeConfigurationParams): Promise<void> {
    if (this.configurationSupported) {
      await this.fetchSettings();
      return;
    }
    const pushed = sectionFromPushedSettings(params.settings, SETTINGS_SECTION);
    const pushedJson = sectionFromPushedSettings(params.settings, 'json');
    const pushedHttp = sectionFromPushedSettings(params.settings, 'http');
    if (pushedHttp !== undefined) this.config.setHttpSection(pushedHttp);
    const jsonChanged = pushedJson !== undefined && this.config.setJsonSection(pushedJson, new Map());
    if (pushed !== undefined) {
      const read = readSettings(pushed);
      this.takeSettings(read, new Map(this.config.folders.map((f) => [f, read])), jsonChanged);
    } else if (jsonChanged) {
      this.revalidateAll();
    }
  }

  /** Applies settings read from the client, reports what was wrong in them, re-validates if needed. */
  private takeSettings(global: ReadSettings, perFolder: Map<string, ReadSettings>, force = false): void {
    const before = this.config.allSettings();
    this.config.setSettings(
      global.settings,
      new Map([...perFolder].map(([folder, read]) => [folder, read.settings])),
    );
    const problems = [...new Set([global, ...perFolder.values()].flatMap((r) => r.problems))];
    const key = problems.join('\n');
    if (key !== this.reportedSettingsProblems) {
      this.reportedSettingsProblems = key;
      if (problems.length > 0) this.client.settingsProblems(problems);
    }
    const after = this.config.allSettings();
    const changed = before.length !== after.length || before.some((b, i) => affectsValidation(b, after[i]));
    const refreshed = this.store.setDownloadPolicy(this.config.downloadPolicy());
    if (changed || force) this.revalidateAll();
    else this.revalidate(refreshed, 0);
  }

  /** The settings that apply to a document (its folder's, else the global ones). */
  settingsFor(uri: string): ValidatorSettings {
    return this.config.settingsFor(uri);
  }

  /** `workspace/didChangeWorkspaceFolders`. */
  async didChangeWorkspaceFolders(event: WorkspaceFoldersChangeEvent): Promise<void> {
    const removed = new Set(event.removed.map((f) => normalizeUri(f.uri)));
    this.config.setFolders([
      ...this.config.folders.filter((f) => !removed.has(f)),
      ...event.added.map((f) => f.uri),
    ]);
    this.schemaFiles.invalidate();
    if (this.configurationSupported) await this.fetchSettings();
    else this.revalidateAll();
  }

  // ---- associations ----

  /** Whether a document is a schema of other documents (then it gets the schema-file checks). */
  private isSchemaTarget(uri: string): boolean {
    return this.store.documentsUsing(normalizeUri(uri)).length > 0 || this.config.namesAsSchema(uri);
  }

  /** `jsonObjectValidator/schemaContentChanged`: an editor-served schema changed. */
  schemaContentChanged(params: SchemaContentChangedParams): void {
    if (typeof params?.uri === 'string') this.revalidate(this.store.invalidate(params.uri), 0);
  }

  /** `jsonObjectValidator/schemaAssociations`: what VS Code's JSON support knows. */
  setExtensionAssociations(params: SchemaAssociationsParams): void {
    this.config.setEditorAssociations(params);
    this.store.setDownloadPolicy(this.config.downloadPolicy());
    this.revalidateAll();
  }

  /** `jsonObjectValidator/schemaFor`: which schema applies to a document, and why. */
  async schemaFor(params: SchemaForParams): Promise<SchemaForResult> {
    await this.ready();
    const open = this.documents.get(params.uri);
    let parsed: ParsedDocument;
    if (open?.lost !== undefined) {
      // Not read here (it ran a thread out of memory): the associations by name still apply.
      parsed = this.validator.parse(params.uri, '').parsed;
    } else if (open) {
      // The status bar asks while people type: the session's tree answers without reading the whole text.
      const worker = this.large.workerOf(open);
      parsed = worker
        ? await this.validator.parseRemote(open.document.snapshot(), worker, open.key)
        : open.session.refresh(open.document.snapshot());
    } else {
      const path = uriToPath(params.uri);
      const text = path ? await this.environment.readFile(path, MAX_DOCUMENT_FILE_BYTES).catch(() => '') : '';
      parsed = this.validator.parse(params.uri, text).parsed;
    }
    return describeSchemaOf(
      {
        validator: this.validator,
        store: this.store,
        settingsFor: (uri) => this.settingsFor(uri),
        isExcluded: (uri) => this.isExcluded(uri, this.settingsFor(uri).exclude),
        isSchemaTarget: (uri) => this.isSchemaTarget(uri),
        builtInValidation: () => this.config.builtInValidation,
      },
      params.uri,
      parsed,
    );
  }

  /** `jsonObjectValidator/clearSchemaCache`. */
  async clearSchemaCache(): Promise<void> {
    const affected = await this.store.clear();
    this.catalogSource.forgetRefresh();
    this.catalogRefreshes.clear();
    this.vscodeValidation.reset();
    this.revalidate(affected, 0);
    this.revalidateAll();
  }

  // ---- documents ----

  /**
   * Watches the large message bodies read from stdio: a didOpen of a document for the worker is read
   * there from the bytes while this thread decodes them (see earlyOpen.ts).
   */
  readonly earlyOpens = new EarlyOpens(
    (sniffed, bytes, charset) => {
      // What would not be validated is not read early either.
      if (!this.validates(sniffed.uri, this.settingsFor(sniffed.uri))) return undefined;
      const guess = this.validator.firstGuess(sniffed.uri);
      return this.large.preopen(sniffed, bytes, charset, guess);
    },
    (id) => this.large.dropEarly(id),
  );

  didOpen(params: DidOpenTextDocumentParams): void {
    const { uri, languageId, version, text } = params.textDocument;
    const early = this.earlyOpens.take(params);
    const doc = this.documents.open(uri, languageId, version, text);
    this.large.opened(doc, early);
    this.revalidate(this.store.setOverlay(uri, text), this.settingsFor(uri).validationDelay);
    this.schedule(doc, 0);
  }

  didChange(params: DidChangeTextDocumentParams): void {
    const outcome = this.documents.change(
      params.textDocument.uri,
      params.textDocument.version,
      params.contentChanges,
      this.large.edit,
    );
    if (!outcome) return;
    const doc = outcome.doc;
    if (outcome.refused !== undefined) {
      this.client.log(
        `Refused a change of ${doc.uri} (version ${params.textDocument.version}): ${outcome.refused}. The document is out of sync until its whole text is sent again.`,
      );
      this.schedule(doc, 0);
      return;
    }
    if (!outcome.applied) return;
    const settings = this.settingsFor(doc.uri);
    // The overlay is read only if the document turns out to be a schema: the text is built then, not per keystroke.
    const buffer = doc.document;
    this.revalidate(
      this.store.setOverlay(doc.uri, () => buffer.getText()),
      settings.validationDelay,
    );
    if (buffer.length > settings.maxFileSize) return;
    this.schedule(doc, adaptiveDelay(settings.validationDelay, doc.lastRunMs));
  }

  didSave(params: DidSaveTextDocumentParams): void {
    const doc = this.documents.get(params.textDocument.uri);
    if (doc && doc.document.length > this.settingsFor(doc.uri).maxFileSize) this.schedule(doc, 0);
  }

  didClose(params: DidCloseTextDocumentParams): void {
    const doc = this.documents.close(params.textDocument.uri);
    if (!doc) return;
    this.large.closed(doc);
    this.analyses.delete(doc.key);
    this.features.closed(doc.uri);
    this.schemaLog.forget(doc.key);
    this.store.setDependency(doc.key, undefined);
    // A file the workspace validation checked shows its problems on disk again, not nothing.
    if (this.workspaceProblems.has(doc.uri)) void this.workspaceProblems.refresh([doc.uri]);
    else this.client.publishDiagnostics({ uri: doc.uri, diagnostics: [] });
    this.revalidate(this.store.removeOverlay(doc.uri), 0);
  }

  /** `workspace/didChangeWatchedFiles`: re-validate the documents whose schemas changed on disk. */
  didChangeWatchedFiles(params: DidChangeWatchedFilesParams): void {
    if (params.changes.length > 0) this.schemaFiles.invalidate();
    const affected = new Set<string>();
    for (const change of params.changes) {
      // An open editor's text wins over the disk: its own changes arrive through didChange.
      if (this.documents.get(change.uri)) continue;
      for (const d of this.store.invalidate(change.uri)) affected.add(d);
      void this.vscodeValidation.schemaChanged(change.uri);
    }
    void this.workspaceProblems.refresh(params.changes.map((c) => c.uri));
    this.revalidate([...affected], 0);
  }

  /** Validation for a reason other than an edit (schema, settings; a new schema starts a new cache). */
  private revalidate(keys: readonly string[], delay: number): void {
    for (const key of keys) {
      const doc = this.documents.get(key);
      if (doc) this.schedule(doc, delay);
    }
  }

  private revalidateAll(): void {
    for (const doc of this.documents.all()) this.schedule(doc, 0);
  }

  private schedule(doc: OpenDocument, delay: number): void {
    doc.cancel?.();
    doc.cancel = runLater(() => {
      doc.cancel = undefined;
      const run = this.validateOpen(doc);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delay);
  }

  /** Whether the settings have this server validate the document (on, and not excluded). */
  private validates(uri: string, settings: ValidatorSettings): boolean {
    return settings.validate.enable && !this.isExcluded(uri, settings.exclude);
  }

  private isExcluded(uri: string, globs: readonly string[]): boolean {
    if (globs.length === 0) return false;
    const absolute = uriToPath(uri);
    if (absolute === undefined) return false;
    const relative =
      this.config.folders.map((f) => relativePathIn(uri, f)).find((r) => r !== undefined) ?? absolute;
    return excludedBy(globs, absolute, relative);
  }

  /**
   * Waits for what every validation needs: the first settings and the catalog snapshot; starts the
   * catalog's refresh from its URL in the background (re-validating everything if it changed).
   */
  private async ready(): Promise<void> {
    await this.settingsReady;
    await this.catalogSource.ready();
    const { enable, url } = this.config.globalSettings.schemaStore;
    if (enable) {
      const first = this.catalogRefreshes.has(url);
      const refreshed = this.catalogSource.refresh(url, this.store);
      if (!first) {
        this.catalogRefreshes.add(url);
        void refreshed.then((changed) => {
          if (!changed) return;
          this.useCatalog();
          this.revalidateAll();
        });
      }
      // The shipped snapshot is a copy of the default catalog; another catalog (a mirror, a company
      // catalog) is waited for, so no document is first validated against the wrong schema.
      if (url !== DEFAULT_CATALOG_URL) await refreshed;
    }
    this.useCatalog();
  }

  private useCatalog(): void {
    const catalog = this.catalogSource.current;
    if (catalog) catalog.versionChoices = this.config.globalSettings.schemaStore.versions;
    this.config.catalog = catalog;
  }

  private async validateOpen(doc: OpenDocument): Promise<void> {
    const generation = ++doc.generation;
    await this.ready();
    if (doc.generation !== generation) return;
    const document = doc.document;
    const settings = this.settingsFor(doc.uri);
    if (!this.validates(doc.uri, settings)) {
      await this.publishNotOurs(doc, generation);
      return;
    }
    if (doc.outOfSync !== undefined) {
      const diagnostics = [outOfSyncDiagnostic(doc.outOfSync)];
      this.client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
      return;
    }
    if (doc.lost !== undefined) {
      const diagnostics = [lostDocumentDiagnostic(doc.lost)];
      this.client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
      return;
    }
    let diagnostics: Diagnostic[];
    try {
      const started = performance.now();
      const analysis = await this.analyzeOpenDocument(doc);
      // Converting and sending many diagnostics is a turn of its own too (see validateAgainst).
      if (analysis.diagnostics.length >= MANY_ERRORS) await nextTurn();
      if (doc.generation !== generation || this.documents.get(doc.uri) !== doc) return;
      doc.lastRunMs = performance.now() - started;
      // Validated to the end: a thread that ends later is not this document's doing.
      doc.workerFailures = 0;
      this.analyses.set(doc.key, { version: document.version, analysis });
      // A document on the worker has no parse here (only a stand-in of its root): given to the editing
      // features, it made each completion after an edit parse the whole text again (100-360 ms in a
      // 10 MB document); their own parse then serves, narrowed to what changed.
      if (
        analysis.parsed &&
        !(analysis.parsed instanceof RemoteDocument) &&
        document.length > WHOLE_PARSE_LIMIT
      ) {
        this.features.rememberParse(doc.uri, analysis.parsed);
      }
      this.store.setDependency(doc.key, analysis.schema?.uri);
      if (analysis.schema?.remote === undefined) this.large.releaseSchema(doc);
      this.schemaLog.note(doc.key, doc.uri, analysis);
      diagnostics = sharedDiagnostics(analysis, this.config.builtInValidation);
      if (document.length > settings.maxFileSize) {
        const size = formatBytes(settings.maxFileSize);
        diagnostics = [
          schemaLoadDiagnostic(
            `This document is larger than "jsonObjectValidator.maxFileSize" (${size}): it is validated when it is opened and saved, not while you type.`,
            undefined,
            DiagnosticSeverity.Information,
          ),
          ...diagnostics,
        ];
      }
      // A schema opened before the documents that use it becomes a schema only now: check it as one.
      const target = analysis.schema ? this.documents.get(analysis.schema.uri) : undefined;
      if (target && target !== doc && this.analyses.get(target.key)?.analysis.isSchema === false) {
        this.schedule(target, 0);
      }
    } catch (error) {
      if (doc.generation !== generation) return;
      this.client.log(
        `Validating ${doc.uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      diagnostics = [internalErrorDiagnostic(error)];
    }
    this.client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
    if (doc.readEarly) {
      // The didOpen's bytes were shared with the worker, and this thread, which seldom runs a full
      // collection, kept them (14 MB for a 10 MB document) until one ran: after the editor benchmark's
      // 1,000 edits RSS reached 301 and 309 MB in two runs (the target is 300). One collection once the
      // squiggles are out (14 to 28 ms) gives them back. (One on the worker too made it worse: 318 and
      // 320 MB for the 12 MB shape; V8 then set itself a higher limit.)
      doc.readEarly = false;
      setImmediate(() => collectGarbage());
    } else setImmediate(() => this.garbage.check());
  }

  /**
   * A document this server does not validate (excluded, or validation off): VS Code's own validation
   * in its place when VS Code's is off only through this extension's default, else nothing.
   */
  private async publishNotOurs(doc: OpenDocument, generation: number): Promise<void> {
    const document = doc.document;
    let diagnostics: Diagnostic[] = [];
    if (fallbackFor(this.config.builtInValidation) === 'vscode') {
      try {
        diagnostics = await this.vscodeValidation.validate(
          doc.uri,
          document.languageId,
          document.version,
          document.getText(),
          this.config.extensionAssociations,
          this.config.jsonSchemas,
        );
      } catch (error) {
        this.client.log(`VS Code's JSON validation of ${doc.uri} failed: ${String(error)}`);
      }
    }
    if (doc.generation !== generation || this.documents.get(doc.uri) !== doc) return;
    this.analyses.delete(doc.key);
    this.large.releaseSchema(doc);
    this.client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
  }

  /** The analysis of the document's current version (validating now if the last one is stale). */
  private async currentAnalysis(doc: OpenDocument): Promise<Analysis> {
    const cached = this.analyses.get(doc.key);
    if (cached && cached.version === doc.document.version) return cached.analysis;
    return this.analyzeOpenDocument(doc);
  }

  /** The document worker's counters, when it runs (for tests and bug reports). */
  documentWorkerStats(): Promise<WorkerStats> | undefined {
    const worker = this.large.schemaWorker;
    return worker?.threadId === undefined ? undefined : worker.stats();
  }

  /** Full collections this thread ran for its garbage budget (for tests). */
  get budgetCollections(): number {
    return this.garbage.collections;
  }

  /** Early readings of didOpens the worker was asked for that no document took or dropped yet (for tests). */
  earlyReadingsWaiting(): number {
    return this.large.schemaWorker?.earlyReadings ?? 0;
  }

  /** Whether an open document is parsed and validated on the document worker. */
  isOnWorker(uri: string): boolean {
    const doc = this.documents.get(uri);
    return doc !== undefined && this.large.workerOf(doc) !== undefined;
  }

  /** The analysis of an open document's current text: on the document worker when it is large. */
  private analyzeOpenDocument(doc: OpenDocument): Promise<Analysis> {
    const { document, session } = doc;
    const worker = this.large.workerOf(doc);
    if (worker) {
      return this.validator.analyzeRemote(
        doc.uri,
        document.snapshot(),
        document.languageId,
        worker,
        doc.key,
        session.options,
        this.analyses.get(doc.key)?.analysis,
      );
    }
    return this.validator.analyzeOpen(doc.uri, document.snapshot(), document.languageId, session);
  }

  // ---- code actions ----

  /** `textDocument/codeAction`: quick fixes for the problems in the range, and the fix-all source action. */
  async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const doc = this.documents.get(params.textDocument.uri);
    // A document given up on is not read here either (it ran a thread out of memory).
    if (!doc || doc.lost !== undefined || doc.outOfSync !== undefined) return [];
    let analysis: Analysis;
    try {
      analysis = await this.currentAnalysis(doc);
    } catch (error) {
      // Closed or opened again while it was analysed (the document worker then no longer has it): the
      // actions would be for a text that is gone.
      if (this.documents.get(doc.uri) !== doc) return [];
      throw error;
    }
    if (this.documents.get(doc.uri) !== doc) return [];
    return this.actions.provide(doc.document, analysis, params);
  }

  // ---- workspace command ----

  /** `workspace/executeCommand`. */
  async executeCommand(
    params: ExecuteCommandParams,
    token: CancellationToken,
    progress?: ProgressReporter,
  ): Promise<unknown> {
    if (params.command === VALIDATE_WORKSPACE_COMMAND) return this.validateWorkspace(token, progress);
    if (params.command === TRUST_DOMAIN_COMMAND) return this.trustDomain(params.arguments?.[0]);
    throw new ResponseError(
      ErrorCodes.InvalidParams,
      `Unknown command ${JSON.stringify(params.command)}: this server runs ${VALIDATE_WORKSPACE_COMMAND} and ${TRUST_DOMAIN_COMMAND}.`,
    );
  }

  /**
   * The "Trust domain" fix in editors other than VS Code (whose extension edits the setting instead):
   * the domain is trusted until the server stops, and the log says how to keep it.
   */
  private trustDomain(domain: unknown): { trusted: string } {
    if (typeof domain !== 'string' || !/^https?:\/\/[^/]+\/$/.test(domain)) {
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `${JSON.stringify(domain) ?? 'undefined'} is not a domain such as "https://example.com/"`,
      );
    }
    this.config.sessionTrusted.add(domain);
    this.client.log(
      `Schemas from ${domain} are downloaded until the server stops; add "${domain}": true to "jsonObjectValidator.schemaDownload.trustedDomains" to keep it.`,
    );
    this.revalidate(this.store.setDownloadPolicy(this.config.downloadPolicy()), 0);
    return { trusted: domain };
  }

  /** Validates every associated file of the workspace folders (see workspace/validateWorkspace.ts). */
  async validateWorkspace(
    token: CancellationToken,
    attached?: ProgressReporter,
  ): Promise<ValidateWorkspaceResult> {
    await this.ready();
    const reporter = attached ?? (this.progressSupported ? await this.client.createProgress() : undefined);
    reporter?.begin('Validating JSON files', 'Looking for files', true);
    const signal = {
      get isCancellationRequested(): boolean {
        return token.isCancellationRequested || reporter?.token?.isCancellationRequested === true;
      },
    };
    const folders = this.config.folders.map((f) => uriToPath(f)).filter((p): p is string => p !== undefined);
    const checked: string[] = [];
    try {
      const result = await validateWorkspaceFiles({
        environment: this.environment,
        folders,
        isExcluded: (absolute, relative) => {
          const settings = this.settingsFor(pathToUri(absolute));
          return !settings.validate.enable || excludedBy(settings.exclude, absolute, relative);
        },
        isAssociated: (uri) => findAssociation(this.config.associationContext(uri, undefined)) !== undefined,
        maxFileSize: (uri) => this.settingsFor(uri).maxFileSize,
        validate: async (uri, text) => {
          if (this.documents.get(uri)) {
            const open = this.analyses.get(normalizeUri(uri));
            return open && (open.analysis.association || open.analysis.isSchema)
              ? sharedDiagnostics(open.analysis, this.config.builtInValidation)
              : undefined;
          }
          return this.analyzeFile(uri, text);
        },
        publish: (uri, diagnostics) => {
          checked.push(uri);
          if (!this.documents.get(uri)) this.client.publishDiagnostics({ uri, diagnostics });
        },
        progress: reporter ? { report: (p, m) => reporter.report(p, m) } : undefined,
        token: signal,
        yieldControl: nextTurn,
      });
      await this.workspaceProblems.replace(checked);
      return result;
    } finally {
      reporter?.done();
    }
  }

  /** The diagnostics of a file that is not open, or undefined when no schema applies to it. */
  private async analyzeFile(uri: string, text: string): Promise<Diagnostic[] | undefined> {
    const settings = this.settingsFor(uri);
    if (!this.validates(uri, settings)) return undefined;
    const analysis = await this.validator.analyze(uri, text);
    return analysis.association || analysis.isSchema
      ? sharedDiagnostics(analysis, this.config.builtInValidation)
      : undefined;
  }
}
