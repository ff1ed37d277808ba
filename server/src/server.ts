/**
 * The language server's logic, independent of the transport: open documents and their debounced
 * validation, settings, associations, schema changes, code actions, the custom requests and the
 * workspace command. Talks back only through `ClientPort`, so tests can run it in-process.
 */
import { CodeActionKind, TextDocumentSyncKind } from 'vscode-languageserver';
import type {
  CancellationToken,
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
import { DiagnosticSeverity } from 'vscode-languageserver';
import { SETTINGS_SECTION, VALIDATE_WORKSPACE_COMMAND } from '../../shared/src/protocol';
import type {
  ExtensionSchemaAssociation,
  SchemaAssociationsParams,
  SchemaForParams,
  SchemaForResult,
  ServerInitializationOptions,
  ValidateWorkspaceResult,
  ValidatorSettings,
} from '../../shared/src/protocol';
import type { AssociationContext, FolderSettings } from './associations';
import type { ClientPort, ProgressReporter } from './clientPort';
import { CodeActionProvider, FIX_ALL_KIND } from './codeActions/provider';
import { internalErrorDiagnostic, schemaLoadDiagnostic } from './diagnostics';
import type { OpenDocument } from './documents';
import { DocumentStore } from './documents';
import type { Environment } from './environment';
import { SchemaLocator } from './schemaLocations';
import { SchemaStore } from './schemaStore';
import { affectsValidation, defaultSettings, normalizeSettings, sectionFromPushedSettings } from './settings';
import { asFolderBase, normalizeUri, pathToUri, relativePathIn, resolveReference, uriToPath } from './uris';
import type { Analysis } from './validation';
import { DocumentValidator, MAX_DIAGNOSTICS } from './validation';
import { IncrementalDocument, INCREMENTAL_MIN_LENGTH, memberPlan } from './incremental';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { excludedBy, validateWorkspaceFiles } from './workspace';
import { findAssociation, findAssociations, isMetaSchemaUri } from './associations';
import { featureCapabilities, LanguageFeatures } from './languageFeatures';
import { SchemaFileIndex } from './schemaFiles';
import { WHOLE_PARSE_LIMIT } from './editing/documentView';
import type { JsonValue } from '../../shared/src/types';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** How long validation waits for the first answer to `workspace/configuration`. */
const SETTINGS_WAIT_MS = 3000;

export { FIX_ALL_KIND } from './codeActions/provider';

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

export class Server {
  private readonly documents = new DocumentStore();
  private readonly analyses = new Map<string, CachedAnalysis>();
  /**
   * Incremental state per large open document. Built on the first edit, not on open: opening a big
   * file should cost one parse and one validation, and many big files are only read.
   */
  private readonly incremental = new Map<
    string,
    IncrementalDocument | (() => IncrementalDocument | undefined)
  >();
  private readonly store: SchemaStore;
  private readonly locator: SchemaLocator;
  private readonly validator: DocumentValidator;
  private folders: string[] = [];
  private globalSettings: ValidatorSettings = defaultSettings();
  private folderSettings = new Map<string, ValidatorSettings>();
  private extensionAssociations: ExtensionSchemaAssociation[] = [];
  private configurationSupported = false;
  private watchSupported = false;
  private progressSupported = false;
  private registerCommands = true;
  /** VS Code's built-in JSON language features are present (initializationOptions). */
  private builtInJson = false;
  private snippetSupport = false;
  /** `textDocument/codeAction` (codeActions/provider.ts). */
  readonly codeActions: CodeActionProvider;
  /** Completion, hover and navigation (languageFeatures.ts). */
  readonly features: LanguageFeatures;
  private readonly schemaFiles: SchemaFileIndex;
  /** The client wants `workspace/didChangeConfiguration` registered dynamically (VS Code). */
  clientRegistersConfiguration = false;
  clientSupportsWorkspaceFolders = false;
  /** Resolves once the first settings arrived (or were given up on), so no run uses the defaults by mistake. */
  private settingsReady: Promise<void> = Promise.resolve();
  private markSettingsReady: () => void = () => undefined;
  /** Every validation run in flight, so `idle()` can wait for them (tests, shutdown). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly client: ClientPort,
    private readonly environment: Environment,
  ) {
    this.store = new SchemaStore({
      environment,
      cacheFolder: join(tmpdir(), 'json-object-validator', 'schemas'),
      log: (m) => client.log(m),
    });
    this.locator = new SchemaLocator(this.store);
    this.validator = this.createValidator(this.store);
    this.codeActions = new CodeActionProvider({
      current: async (uri) => {
        const doc = this.documents.get(uri);
        return doc ? { doc, analysis: await this.currentAnalysis(doc) } : undefined;
      },
      lookup: (location) => this.locator.lookup(location),
      parse: (uri, text, languageId) => this.validator.parse(uri, text, languageId).parsed,
    });
    this.schemaFiles = new SchemaFileIndex(environment, () => this.folders);
    this.features = new LanguageFeatures({
      openText: (uri) => {
        const doc = this.documents.get(uri)?.document;
        if (!doc) return undefined;
        return {
          uri,
          text: doc.getText(),
          positionAt: (o) => doc.positionAt(o),
          offsetAt: (p) => doc.offsetAt(p),
        };
      },
      associations: (uri, schemaProperty) => findAssociations(this.associationContext(uri, schemaProperty)),
      schemaOf: (association) => {
        if (association.inlineSchema !== undefined) {
          this.store.setInlineSchema(association.schemaUri, association.inlineSchema as JsonValue);
        }
        return this.store.getSchema(association.schemaUri);
      },
      locate: (location, part) => this.locator.locate(location, part),
      settingsFor: (uri) => this.settingsFor(uri),
      builtInJson: () => this.builtInJson,
      snippetSupport: () => this.snippetSupport,
      schemaFiles: () => this.schemaFiles.list(),
      readText: (uri) => this.readText(uri),
      openUris: () => this.documents.all().map((d) => d.uri),
      fileOf: async (uri) =>
        uri.startsWith('file:') ? uri : ((await this.schemaFiles.fileWithId(uri.replace(/#.*$/, ''))) ?? uri),
    });
  }

  private createValidator(store: SchemaStore): DocumentValidator {
    return new DocumentValidator({
      store,
      locator: this.locator,
      associationContext: (uri, schemaProperty) => this.associationContext(uri, schemaProperty),
      settingsFor: (uri) => this.settingsFor(uri),
      isSchemaTarget: (uri) => this.isSchemaTarget(uri),
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
    this.builtInJson = options.builtInJsonLanguageFeatures === true;
    this.snippetSupport = capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    if (typeof options.storagePath === 'string' && options.storagePath !== '') {
      this.replaceStore(join(options.storagePath, 'schemas'));
    }
    // Editors such as Helix or Sublime LSP hand settings over only at start, in initializationOptions.
    const initial = sectionFromPushedSettings(options.settings, SETTINGS_SECTION);
    if (initial !== undefined) {
      const settings = normalizeSettings(initial);
      this.globalSettings = settings;
      this.folderSettings = new Map();
    }
    if (this.configurationSupported) {
      this.settingsReady = new Promise((resolve) => {
        this.markSettingsReady = resolve;
        // A client that never answers must not block validation forever.
        setTimeout(resolve, SETTINGS_WAIT_MS).unref();
      });
    }
    this.folders = (params.workspaceFolders ?? []).map((f) => normalizeUri(f.uri));
    if (this.folders.length === 0 && params.rootUri) this.folders = [normalizeUri(params.rootUri)];
    return {
      capabilities: {
        textDocumentSync: {
          openClose: true,
          change: TextDocumentSyncKind.Incremental,
          save: { includeText: false },
        },
        codeActionProvider: {
          codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND],
          resolveProvider: false,
        },
        ...(this.registerCommands
          ? { executeCommandProvider: { commands: [VALIDATE_WORKSPACE_COMMAND] } }
          : {}),
        ...featureCapabilities(),
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'json-object-validator' },
    };
  }

  private replaceStore(cacheFolder: string): void {
    const store = new SchemaStore({
      environment: this.environment,
      cacheFolder,
      log: (m) => this.client.log(m),
    });
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
  }

  /** Resolves when no validation is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops timers so the process can exit. */
  dispose(): void {
    for (const doc of this.documents.all()) if (doc.timer) clearTimeout(doc.timer);
  }

  // ---- settings and folders ----

  private async fetchSettings(): Promise<void> {
    try {
      const items = [
        { section: SETTINGS_SECTION },
        ...this.folders.map((f) => ({ scopeUri: f, section: SETTINGS_SECTION })),
      ];
      const answers = await this.client.getConfiguration(items);
      const global = normalizeSettings(answers[0]);
      const perFolder = new Map<string, ValidatorSettings>();
      this.folders.forEach((f, i) => perFolder.set(f, normalizeSettings(answers[i + 1] ?? answers[0])));
      this.applySettings(global, perFolder);
    } catch (error) {
      this.client.log(
        `Reading the settings failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** `workspace/didChangeConfiguration`: pull the settings again, or take the pushed ones. */
  async didChangeConfiguration(params: DidChangeConfigurationParams): Promise<void> {
    const pushed = sectionFromPushedSettings(params.settings, SETTINGS_SECTION);
    if (this.configurationSupported) {
      await this.fetchSettings();
    } else if (pushed !== undefined) {
      const settings = normalizeSettings(pushed);
      this.applySettings(settings, new Map(this.folders.map((f) => [f, settings])));
    }
  }

  private applySettings(global: ValidatorSettings, perFolder: Map<string, ValidatorSettings>): void {
    const before = [this.globalSettings, ...this.folders.map((f) => this.settingsForFolder(f))];
    this.globalSettings = global;
    this.folderSettings = perFolder;
    const after = [global, ...this.folders.map((f) => this.settingsForFolder(f))];
    const changed = before.some((b, i) => affectsValidation(b, after[i]));
    const download = after.some((s) => s.schemaDownload.enable);
    this.store.setDownloadEnabled(download);
    if (changed) this.revalidateAll();
  }

  private settingsForFolder(folder: string): ValidatorSettings {
    return this.folderSettings.get(folder) ?? this.globalSettings;
  }

  private folderOf(uri: string): string | undefined {
    let best: string | undefined;
    for (const folder of this.folders) {
      if (relativePathIn(uri, folder) !== undefined && (!best || folder.length > best.length)) best = folder;
    }
    return best;
  }

  /** The settings that apply to a document (its folder's, else the global ones). */
  settingsFor(uri: string): ValidatorSettings {
    const folder = this.folderOf(normalizeUri(uri));
    return folder ? this.settingsForFolder(folder) : this.globalSettings;
  }

  /** `workspace/didChangeWorkspaceFolders`. */
  async didChangeWorkspaceFolders(event: WorkspaceFoldersChangeEvent): Promise<void> {
    const removed = new Set(event.removed.map((f) => normalizeUri(f.uri)));
    this.folders = [
      ...this.folders.filter((f) => !removed.has(f)),
      ...event.added.map((f) => normalizeUri(f.uri)),
    ];
    this.schemaFiles.invalidate();
    if (this.configurationSupported) await this.fetchSettings();
    else this.revalidateAll();
  }

  // ---- associations ----

  private associationContext(uri: string, schemaProperty: string | undefined): AssociationContext {
    const folder = this.folderOf(normalizeUri(uri));
    const folderSettings: FolderSettings | undefined = folder
      ? { uri: folder, settings: this.settingsForFolder(folder) }
      : undefined;
    return {
      documentUri: uri,
      schemaProperty,
      folder: folderSettings,
      settings: this.globalSettings,
      extensionAssociations: this.extensionAssociations,
    };
  }

  /** Whether a document is a schema of other documents (then it gets the schema-file checks). */
  private isSchemaTarget(uri: string): boolean {
    const key = normalizeUri(uri);
    if (this.store.documentsUsing(key).length > 0) return true;
    const settings = [this.globalSettings, ...this.folders.map((f) => this.settingsForFolder(f))];
    for (const [i, s] of settings.entries()) {
      const base = i === 0 ? undefined : asFolderBase(this.folders[i - 1]);
      for (const entry of s.schemas) {
        if (entry.url && base && resolveReference(entry.url, base) === key) return true;
        if (entry.url && resolveReference(entry.url, 'file:///') === key) return true;
      }
    }
    return this.extensionAssociations.some((a) => normalizeUri(a.url) === key);
  }

  /** `jsonObjectValidator/schemaAssociations`: the contributions of other extensions. */
  setExtensionAssociations(params: SchemaAssociationsParams): void {
    const list = Array.isArray(params?.associations) ? params.associations : [];
    this.extensionAssociations = list
      .filter(
        (a) =>
          a && typeof a.url === 'string' && (Array.isArray(a.fileMatch) || typeof a.fileMatch === 'string'),
      )
      .map((a) => ({
        ...a,
        fileMatch: Array.isArray(a.fileMatch) ? a.fileMatch : [a.fileMatch as unknown as string],
      }));
    this.revalidateAll();
  }

  /** `jsonObjectValidator/schemaFor`: which schema applies to a document, and why. */
  async schemaFor(params: SchemaForParams): Promise<SchemaForResult> {
    const open = this.documents.get(params.uri);
    let text = open?.document.getText();
    if (text === undefined) {
      const path = uriToPath(params.uri);
      text = path ? await this.environment.readFile(path).catch(() => '') : '';
    }
    const { parsed } = this.validator.parse(params.uri, text, open?.document.languageId);
    const { association, schemaProperty } = this.validator.associationOf(params.uri, parsed);
    const isSchema =
      (schemaProperty !== undefined && isMetaSchemaUri(schemaProperty)) || this.isSchemaTarget(params.uri);
    if (!association) {
      return {
        reason: isSchema
          ? 'This document is a schema: it is checked with the schema-file checks.'
          : 'No schema applies: the document has no "$schema", and no "jsonObjectValidator.schemas" setting or extension contribution matches it.',
        isSchema,
      };
    }
    const entry = await this.store.getSchema(association.schemaUri);
    return {
      schemaUri: association.schemaUri,
      ...(entry.title ? { title: entry.title } : {}),
      source: association.source,
      reason: association.reason,
      ...(association.pattern ? { pattern: association.pattern } : {}),
      ...(entry.compiled ? {} : { error: entry.error ?? 'it could not be loaded' }),
      isSchema,
    };
  }

  /** A document's text: the open editor's, else the file's, else a loaded schema's (downloads). */
  private async readText(uri: string): Promise<string | undefined> {
    const open = this.documents.get(uri);
    if (open) return open.document.getText();
    const path = uriToPath(uri);
    if (path !== undefined) return this.environment.readFile(path).catch(() => undefined);
    // A schema known by its `$id` that lives in the workspace.
    const file = await this.schemaFiles.fileWithId(uri.replace(/#.*$/, ''));
    if (file !== undefined) return this.readText(file);
    return this.store.peekSource(uri)?.text;
  }

  /** `jsonObjectValidator/clearSchemaCache`. */
  async clearSchemaCache(): Promise<void> {
    const affected = await this.store.clear();
    this.revalidate(affected, 0);
    this.revalidateAll();
  }

  // ---- documents ----

  didOpen(params: DidOpenTextDocumentParams): void {
    const { uri, languageId, version, text } = params.textDocument;
    const doc = this.documents.open(uri, languageId, version, text);
    this.revalidate(this.store.setOverlay(uri, text), this.settingsFor(uri).validationDelay);
    this.schedule(doc, 0);
  }

  didChange(params: DidChangeTextDocumentParams): void {
    const before = this.documents.get(params.textDocument.uri)?.document;
    const doc = this.documents.change(
      params.textDocument.uri,
      params.textDocument.version,
      params.contentChanges,
    );
    if (!doc || !before) return;
    this.trackEdit(doc, before, params);
    const settings = this.settingsFor(doc.uri);
    const text = doc.document.getText();
    this.revalidate(this.store.setOverlay(doc.uri, text), settings.validationDelay);
    if (text.length > settings.maxFileSize) return;
    this.schedule(doc, settings.validationDelay);
  }

  /** Keeps the incremental state of a large document in step with an edit (or drops it). */
  private trackEdit(doc: OpenDocument, before: TextDocument, params: DidChangeTextDocumentParams): void {
    const state = this.incrementalState(doc.key);
    if (!state) return;
    const [change, ...more] = params.contentChanges;
    const applied =
      more.length === 0 &&
      change !== undefined &&
      'range' in change &&
      state.applyEdit(
        before.offsetAt(change.range.start),
        before.offsetAt(change.range.end),
        change.text,
        doc.document.getText(),
      );
    if (!applied) this.incremental.delete(doc.key);
  }

  didSave(params: DidSaveTextDocumentParams): void {
    const doc = this.documents.get(params.textDocument.uri);
    if (doc && doc.document.getText().length > this.settingsFor(doc.uri).maxFileSize) this.schedule(doc, 0);
  }

  didClose(params: DidCloseTextDocumentParams): void {
    const doc = this.documents.close(params.textDocument.uri);
    if (!doc) return;
    this.analyses.delete(doc.key);
    this.features.closed(doc.uri);
    this.incremental.delete(doc.key);
    this.store.setDependency(doc.key, undefined);
    this.client.publishDiagnostics({ uri: doc.uri, diagnostics: [] });
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
    }
    this.revalidate([...affected], 0);
  }

  /** Validation for a reason other than an edit (schema, settings): always in full. */
  private revalidate(keys: readonly string[], delay: number): void {
    for (const key of keys) {
      const doc = this.documents.get(key);
      if (doc) {
        this.incremental.delete(doc.key);
        this.schedule(doc, delay);
      }
    }
  }

  private revalidateAll(): void {
    for (const doc of this.documents.all()) {
      this.incremental.delete(doc.key);
      this.schedule(doc, 0);
    }
  }

  private schedule(doc: OpenDocument, delay: number): void {
    if (doc.timer) clearTimeout(doc.timer);
    doc.timer = setTimeout(() => {
      doc.timer = undefined;
      const run = this.validateOpen(doc);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delay);
  }

  private isExcluded(uri: string, globs: readonly string[]): boolean {
    if (globs.length === 0) return false;
    const absolute = uriToPath(uri);
    if (absolute === undefined) return false;
    const relative = this.folders.map((f) => relativePathIn(uri, f)).find((r) => r !== undefined) ?? absolute;
    return excludedBy(globs, absolute, relative);
  }

  private async validateOpen(doc: OpenDocument): Promise<void> {
    const generation = ++doc.generation;
    await this.settingsReady;
    if (doc.generation !== generation) return;
    const document = doc.document;
    const settings = this.settingsFor(doc.uri);
    if (this.isExcluded(doc.uri, settings.exclude)) {
      // People exclude generated or vendored files to silence them everywhere, not only in the workspace run.
      this.client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics: [] });
      return;
    }
    let diagnostics: Diagnostic[];
    try {
      const analysis =
        this.incrementalAnalysis(doc) ??
        (await this.validator.analyze(doc.uri, document.getText(), document.languageId));
      if (doc.generation !== generation || this.documents.get(doc.uri) !== doc) return;
      this.rememberForIncremental(doc, analysis);
      this.analyses.set(doc.key, { version: document.version, analysis });
      if (analysis.parsed && analysis.text.length > WHOLE_PARSE_LIMIT) {
        this.features.rememberParse(doc.uri, analysis.parsed);
      }
      this.store.setDependency(doc.key, analysis.schema?.uri);
      diagnostics = analysis.diagnostics;
      if (document.getText().length > settings.maxFileSize) {
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
  }

  /** An analysis from the incremental state (only the edited members validated), if there is one. */
  private incrementalAnalysis(doc: OpenDocument): Analysis | undefined {
    const state = this.incrementalState(doc.key);
    const previous = this.analyses.get(doc.key)?.analysis;
    if (!state || !previous) return undefined;
    const errors = state.validate((offset) => doc.document.positionAt(offset));
    if (!errors) {
      this.incremental.delete(doc.key);
      return undefined;
    }
    const analysis: Analysis = {
      ...previous,
      text: doc.document.getText(),
      parsed: undefined,
      errors: [],
      // Notes about the schema (offline copy, unresolved references) do not depend on the edit.
      diagnostics: previous.diagnostics.filter((d) => d.code === 'schema-load'),
    };
    this.validator.addErrors(analysis, errors, this.settingsFor(doc.uri));
    this.validator.capDiagnostics(analysis);
    return analysis;
  }

  /** Sets up the incremental state after a full validation of a large, clean, record-shaped document. */
  private rememberForIncremental(doc: OpenDocument, analysis: Analysis): void {
    const parsed = analysis.parsed;
    const entry = analysis.schema;
    if (!parsed || !entry?.compiled || analysis.isSchema || analysis.text.length < INCREMENTAL_MIN_LENGTH) {
      return;
    }
    if (parsed.problems.length > 0 || typeof parsed.value !== 'object' || parsed.value === null) return;
    if (analysis.diagnostics.length > MAX_DIAGNOSTICS) return;
    const plan = memberPlan(entry, this.store.peekSource(entry.uri)?.value, Array.isArray(parsed.value));
    if (!plan) return;
    const rootValue = parsed.value;
    this.incremental.set(doc.key, () => {
      const spans = parsed.memberSpans('');
      return spans
        ? new IncrementalDocument({
            text: analysis.text,
            parseOptions: analysis.parseOptions,
            rootValue,
            members: spans.map((m) => ({ ...m })),
            errors: analysis.errors,
            plan,
          })
        : undefined;
    });
  }

  /** The incremental state of a document, built now if this is its first use. */
  private incrementalState(key: string): IncrementalDocument | undefined {
    const state = this.incremental.get(key);
    if (typeof state !== 'function') return state;
    const built = state();
    if (built) this.incremental.set(key, built);
    else this.incremental.delete(key);
    return built;
  }

  /** The analysis of the document's current version (validating now if the last one is stale). */
  private async currentAnalysis(doc: OpenDocument): Promise<Analysis> {
    const cached = this.analyses.get(doc.key);
    if (cached && cached.version === doc.document.version) return cached.analysis;
    return this.validator.analyze(doc.uri, doc.document.getText(), doc.document.languageId);
  }

  // ---- workspace command ----

  /** `workspace/executeCommand`. */
  async executeCommand(
    params: ExecuteCommandParams,
    token: CancellationToken,
    progress?: ProgressReporter,
  ): Promise<unknown> {
    if (params.command === VALIDATE_WORKSPACE_COMMAND) return this.validateWorkspace(token, progress);
    throw new Error(`Unknown command ${params.command}`);
  }

  /** Validates every associated file of the workspace folders (see workspace.ts). */
  async validateWorkspace(
    token: CancellationToken,
    attached?: ProgressReporter,
  ): Promise<ValidateWorkspaceResult> {
    const reporter = attached ?? (this.progressSupported ? await this.client.createProgress() : undefined);
    reporter?.begin('Validating JSON files', 'Looking for files', true);
    const signal = {
      get isCancellationRequested(): boolean {
        return token.isCancellationRequested || reporter?.token?.isCancellationRequested === true;
      },
    };
    const folders = this.folders.map((f) => uriToPath(f)).filter((p): p is string => p !== undefined);
    try {
      return await validateWorkspaceFiles({
        environment: this.environment,
        folders,
        isExcluded: (absolute, relative) =>
          excludedBy(this.settingsFor(pathToUri(absolute)).exclude, absolute, relative),
        isAssociated: (uri) => findAssociation(this.associationContext(uri, undefined)) !== undefined,
        maxFileSize: (uri) => this.settingsFor(uri).maxFileSize,
        validate: async (uri, text) => {
          if (this.documents.get(uri)) {
            const open = this.analyses.get(normalizeUri(uri));
            return open && (open.analysis.association || open.analysis.isSchema)
              ? open.analysis.diagnostics
              : undefined;
          }
          const analysis = await this.validator.analyze(uri, text);
          return analysis.association || analysis.isSchema ? analysis.diagnostics : undefined;
        },
        publish: (uri, diagnostics) => {
          if (!this.documents.get(uri)) this.client.publishDiagnostics({ uri, diagnostics });
        },
        progress: reporter ? { report: (p, m) => reporter.report(p, m) } : undefined,
        token: signal,
        yieldControl: () => new Promise((resolve) => setImmediate(resolve)),
      });
    } finally {
      reporter?.done();
    }
  }
}
