/**
 * The language server's composition root, independent of the transport: builds the parts (settings
 * intake, document lifecycle, worker, features, commands, workspace validation) over one
 * configuration and schema store, and hands each protocol message to the part that owns it. Talks
 * back only through `ClientPort`, so tests can run it in-process.
 */
import type {
  CancellationToken,
  DidChangeConfigurationParams,
  DidChangeTextDocumentParams,
  DidChangeWatchedFilesParams,
  DidCloseTextDocumentParams,
  DidOpenTextDocumentParams,
  DidSaveTextDocumentParams,
  InitializeParams,
  InitializeResult,
  WorkspaceFoldersChangeEvent,
} from 'vscode-languageserver';
import type {
  SchemaAssociationsParams,
  SchemaContentChangedParams,
  ServerInitializationOptions,
  ValidateWorkspaceResult,
  ValidatorSettings,
} from '../../shared/src/protocol';
import { CatalogSource } from '../../host/src/catalogSource';
import { Configuration } from '../../host/src/configuration';
import type { Environment } from '../../host/src/environment';
import { setDisplayLanguage } from '../../host/src/displayLanguage';
import { normalizeUri } from '../../host/src/uris';
import type { ClientPort, ProgressReporter } from './transport/clientPort';
import { SettingsIntake } from './settings/settingsIntake';
import { DocumentLifecycle } from './documents/documentLifecycle';
import { DocumentStore, type OpenDocument } from './documents/documentStore';
import type { EarlyOpens } from './worker/earlyOpen';
import type { WorkerStats } from './worker/documentWorker';
import { LargeDocuments } from './worker/largeDocuments';
import { serverCapabilities } from './features/capabilities';
import { CodeActionProvider } from './features/codeActionProvider';
import { FixesAndCommands } from './features/fixesAndCommands';
import { featureHost } from './features/featureHost';
import { LanguageFeatures } from './features/languageFeatures';
import { SchemaQuestions } from './features/schemaQuestions';
import { ClientAbilities } from './transport/clientAbilities';
import { runWorkspaceValidation, type WorkspaceCommandHost } from './workspace/workspaceCommand';
import { WorkspaceProblems } from './workspace/workspaceProblems';
import { SchemaImpact } from './workspace/schemaImpact';
import { SchemaLens, showSchemaUsers } from './workspace/schemaLens';
import { VsCodeValidation } from './coexistence/vscodeValidation';
import { SchemaFileIndex } from './schemas/schemaFiles';
import { SchemaLog } from './schemas/schemaLog';
import { SchemaServices } from './schemas/schemaServices';
import { join } from 'node:path';

/** How the host process configures the server. */
export interface ServerOptions {
  /** The SchemaStore catalog snapshot shipped with the product (`dist/schemastore/catalog.json`). */
  catalogPath?: string;
  /** The SchemaStore schemas shipped with the product (`dist/schemastore/schemas`): the offline fallback. */
  shippedSchemasPath?: string;
  /** The document worker's script (`dist/documentWorker.js`); without it large documents stay on this thread. */
  documentWorkerPath?: string;
  /** Where downloaded schemas are cached until `initialize` names the extension's storage (none: not cached). */
  cacheFolder?: string;
  /** False: a schema's edits do not validate the files on disk that use it again (benchmarks compare). */
  backgroundRevalidation?: boolean;
}

export class Server {
  private readonly documents = new DocumentStore();
  /** Parses and validates large documents off this thread (see worker/documentWorker.ts). */
  private readonly large: LargeDocuments;
  /** The schema store, locator and validator in use (made again once `initialize` names a storage folder). */
  private readonly schemas: SchemaServices;
  private readonly vscodeValidation = new VsCodeValidation(() => this.schemas.store);
  private readonly schemaLog = new SchemaLog((line) => this.client.log(line));
  private readonly workspaceProblems: WorkspaceProblems;
  /** Which files use which schema; a schema's edits validate its files on disk again (workspace/schemaImpact.ts). */
  readonly schemaImpact: SchemaImpact;
  /** The schema lens and its list (`textDocument/codeLens`, `jsonObjectValidator/schemaUsers`). */
  readonly lens: SchemaLens;
  /** From initialize: `workspace/codeLens/refresh` and `window/showDocument` are supported. */
  private readonly config = new Configuration();
  private readonly settings: SettingsIntake;
  private readonly lifecycle: DocumentLifecycle;
  /** Code actions and `workspace/executeCommand` (features/fixesAndCommands.ts). */
  readonly commands: FixesAndCommands;
  private readonly workspaceCommand: WorkspaceCommandHost;
  /** From initialize: VS Code's JSON support is present; the client inserts snippets, takes versioned edits. */
  /** `schemaFor` and `schemaChoices` (features/schemaQuestions.ts). */
  readonly questions: SchemaQuestions;
  /** Completion, hover and navigation (features/languageFeatures.ts). */
  readonly features: LanguageFeatures;
  private readonly schemaFiles: SchemaFileIndex;
  /** What the client can do, from `initialize` (transport/clientAbilities.ts). */
  readonly can = new ClientAbilities();

  constructor(
    private readonly client: ClientPort,
    environment: Environment,
    options: ServerOptions = {},
  ) {
    const catalogSource = new CatalogSource(environment, options.catalogPath, (m) => client.log(m));
    this.workspaceProblems = new WorkspaceProblems({
      environment,
      isOpen: (uri) => this.documents.get(uri) !== undefined,
      maxFileSize: (uri) => this.settingsFor(uri).maxFileSize,
      analyze: (uri, text) => this.lifecycle.analyzeFile(uri, text),
      publish: (uri, diagnostics) => this.client.publishDiagnostics({ uri, diagnostics }),
      log: (m) => client.log(m),
      listed: (files) => this.schemaImpact.uses.retainFiles(files),
    });
    this.schemas = new SchemaServices(
      {
        client,
        environment,
        config: this.config,
        settingsFor: (uri) => this.settingsFor(uri),
        // Created after the schema services (it needs the documents): read when used.
        schemaWorker: () => this.large?.schemaWorker,
        revalidate: (keys, delay) => this.lifecycle.revalidate(keys, delay),
        shippedFolder: options.shippedSchemasPath,
      },
      options.cacheFolder,
    );
    this.large = new LargeDocuments(
      {
        documents: this.documents,
        log: (m) => client.log(m),
        revalidate: (doc) => this.lifecycle.schedule(doc, 0),
      },
      options.documentWorkerPath,
    );
    this.schemaFiles = new SchemaFileIndex(environment, () => this.config.folders);
    this.features = new LanguageFeatures(
      featureHost({
        documents: this.documents,
        config: this.config,
        store: this.schemas.store,
        locator: this.schemas.locator,
        environment,
        schemaFiles: this.schemaFiles,
        settingsFor: (uri) => this.settingsFor(uri),
        workerOf: (doc) => this.large.workerOf(doc),
        diagnosticsOf: (uri) => this.lifecycle.lastAnalysis(normalizeUri(uri))?.diagnostics ?? [],
        client: this.can,
      }),
    );
    const { documents, large, features, schemaLog, schemaFiles, vscodeValidation, workspaceProblems } = this;
    // One set of parts, each module taking what its host interface names.
    const parts = {
      ...{ client, environment, config: this.config, documents, large, features, schemaLog, schemaFiles },
      ...{ vscodeValidation, workspaceProblems, catalogSource, editorClient: this.can },
      schemaUse: () => this.schemaImpact,
      store: () => this.schemas.store,
      validator: () => this.schemas.validator,
      ready: () => this.settings.ready(),
      settingsFor: (uri: string) => this.settingsFor(uri),
      revalidate: (keys: readonly string[], delay: number) => this.lifecycle.revalidate(keys, delay),
      revalidateAll: () => this.lifecycle.revalidateAll(),
      lastAnalysis: (key: string) => this.lifecycle.lastAnalysis(key),
      analyzeFile: (uri: string, text: string) => this.lifecycle.analyzeFile(uri, text),
      analyzeClosed: (uri: string, text: string) => this.lifecycle.analyzeClosed(uri, text),
      validatingOpen: () => this.lifecycle.validating(),
      openSettled: () => this.lifecycle.settled(),
      refreshCodeLenses: () => void (this.can.refreshCodeLenses && client.refreshCodeLenses?.()),
      currentAnalysis: (doc: OpenDocument) => this.lifecycle.currentAnalysis(doc),
      progressSupported: () => this.can.progress,
      actions: new CodeActionProvider(
        () => this.schemas.validator,
        () => this.schemas.locator,
      ),
      validateWorkspace: (token: CancellationToken, p?: ProgressReporter) => this.validateWorkspace(token, p),
      showSchemaUsers: (uri: string) =>
        showSchemaUsers(this.schemaImpact.uses, client, this.can.showDocument, uri),
    };
    this.workspaceCommand = parts;
    this.schemaImpact = new SchemaImpact(parts, options.backgroundRevalidation !== false);
    this.lens = new SchemaLens({
      documents,
      uses: this.schemaImpact.uses,
      analysis: (doc: OpenDocument) => this.lifecycle.analysisOf(doc),
    });
    this.settings = new SettingsIntake(parts);
    this.lifecycle = new DocumentLifecycle(parts);
    this.commands = new FixesAndCommands(parts);
    this.questions = new SchemaQuestions({
      ...parts,
      isExcluded: (uri) => this.lifecycle.isExcluded(uri, this.settingsFor(uri).exclude),
      isSchemaTarget: (uri) => this.schemas.isSchemaTarget(uri),
    });
  }

  /** Answers `initialize`: remembers the client's abilities and the folders, returns capabilities. */
  initialize(params: InitializeParams): InitializeResult {
    const configurationSupported = params.capabilities.workspace?.configuration === true;
    const options = (params.initializationOptions ?? {}) as ServerInitializationOptions;
    this.can.read(params.capabilities, options, params.locale);
    // Before any document or schema: every message and compile from now on speaks this language.
    setDisplayLanguage(this.can.locale);
    const folders = (params.workspaceFolders ?? []).map((f) => f.uri);
    this.config.setFolders(folders.length === 0 && params.rootUri ? [params.rootUri] : folders);
    if (typeof options.storagePath === 'string' && options.storagePath !== '') {
      this.schemas.use(join(options.storagePath, 'schemas'));
      this.workspaceProblems.useStorage(options.storagePath, this.config.folders);
    }
    this.settings.initialize(options, configurationSupported);
    return {
      // The commands only when the client does not register them itself (VS Code's extension does).
      capabilities: serverCapabilities(options.registerCommands !== false),
      serverInfo: { name: 'json-object-validator' },
    };
  }

  /** After `initialized`: reads the settings and asks for file-change events. */
  async initialized(): Promise<void> {
    if (this.can.watchFiles) {
      await this.client
        .watchFiles(['**/*.json', '**/*.jsonc'])
        .catch((e: unknown) => this.client.log(`Could not watch files: ${String(e)}`));
    }
    await this.settings.initialized();
    // What the last "Validate Workspace" found stays visible across restarts.
    void this.settings.ready().then(() => this.workspaceProblems.restore());
  }

  /** Stops timers so the process can exit. */
  dispose(): void {
    for (const doc of this.documents.all()) doc.cancel?.();
    [this.schemas.store, this.schemaImpact].forEach((part) => part.dispose());
    this.large.stop();
  }

  /** The settings that apply to a document (its folder's, else the global ones). */
  readonly settingsFor = (uri: string): ValidatorSettings => this.config.settingsFor(uri);

  /** `jsonObjectValidator/schemaContentChanged`: an editor-served schema changed. */
  schemaContentChanged(params: SchemaContentChangedParams): void {
    const uri = params?.uri;
    if (typeof uri === 'string') this.lifecycle.revalidate(this.schemas.store.invalidate(uri), 0);
  }

  /** `jsonObjectValidator/clearSchemaCache`. */
  async clearSchemaCache(): Promise<void> {
    const affected = await this.schemas.store.clear();
    this.settings.forgetCatalog();
    this.vscodeValidation.reset();
    this.lifecycle.revalidate(affected, 0);
    this.lifecycle.revalidateAll();
  }

  /** Large didOpen bodies read early on the document worker (see worker/earlyOpen.ts). */
  get earlyOpens(): EarlyOpens {
    return this.lifecycle.earlyOpens;
  }

  /** The document worker's counters, when it runs (for tests and bug reports). */
  readonly documentWorkerStats = (): Promise<WorkerStats> | undefined => this.large.stats();
  /** Full collections this thread ran for its garbage budget (for tests). */
  get budgetCollections(): number {
    return this.lifecycle.garbage.collections;
  }
  /** Early readings of didOpens the worker was asked for that no document took or dropped yet (for tests). */
  readonly earlyReadingsWaiting = (): number => this.large.schemaWorker?.earlyReadings ?? 0;

  /** Whether an open document is parsed and validated on the document worker. */
  isOnWorker(uri: string): boolean {
    const doc = this.documents.get(uri);
    return doc !== undefined && this.large.workerOf(doc) !== undefined;
  }

  // Messages whose part answers alone (the settings intake, the document lifecycle, the commands).
  readonly didChangeConfiguration = (params: DidChangeConfigurationParams): Promise<void> =>
    this.settings.didChangeConfiguration(params);
  readonly didChangeWorkspaceFolders = (event: WorkspaceFoldersChangeEvent): Promise<void> =>
    this.settings.didChangeWorkspaceFolders(event);
  readonly setExtensionAssociations = (params: SchemaAssociationsParams): void =>
    this.settings.setExtensionAssociations(params);
  readonly didOpen = (params: DidOpenTextDocumentParams): void => this.lifecycle.didOpen(params);
  readonly didChange = (params: DidChangeTextDocumentParams): void => this.lifecycle.didChange(params);
  readonly didSave = (params: DidSaveTextDocumentParams): void => this.lifecycle.didSave(params);
  readonly didClose = (params: DidCloseTextDocumentParams): void => this.lifecycle.didClose(params);
  readonly didChangeWatchedFiles = (params: DidChangeWatchedFilesParams): void =>
    this.lifecycle.didChangeWatchedFiles(params);
  /** Validates every associated file of the workspace folders (see workspace/workspaceCommand.ts). */
  readonly validateWorkspace = (
    token: CancellationToken,
    attached?: ProgressReporter,
  ): Promise<ValidateWorkspaceResult> => runWorkspaceValidation(this.workspaceCommand, token, attached);
  /** Resolves when no validation is running (for tests and orderly shutdown). */
  readonly idle = (): Promise<void> => this.lifecycle.idle();
}
