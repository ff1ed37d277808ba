/**
 * The language server's logic, independent of the transport: open documents and their debounced
 * validation, settings, associations, schema changes, code actions, the custom requests and the
 * workspace command. Talks back only through `ClientPort`, so tests can run it in-process.
 */
import { CodeActionKind, TextDocumentSyncKind } from 'vscode-languageserver';
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
  Range,
  TextEdit,
  WorkspaceFoldersChangeEvent,
} from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { SETTINGS_SECTION, VALIDATE_WORKSPACE_COMMAND } from '../../shared/src/protocol';
import type {
  DiagnosticData,
  ExtensionSchemaAssociation,
  SchemaAssociationsParams,
  SchemaForParams,
  SchemaForResult,
  ServerInitializationOptions,
  ValidateWorkspaceResult,
  ValidatorSettings,
} from '../../shared/src/protocol';
import type { ParsedDocument } from '../../shared/src/index';
import type { ValidationError } from '../../shared/src/types';
import type { AssociationContext, FolderSettings } from './associations';
import type { ClientPort, ProgressReporter } from './clientPort';
import { fixAll, minimalEdit, quickFixes } from './codeActions/index';
import type { TextFix } from './codeActions/index';
import { schemaLintFix } from './codeActions/schemaLintFixes';
import { internalErrorDiagnostic, isRootSchemaPropertyError, schemaLoadDiagnostic } from './diagnostics';
import type { OpenDocument } from './documents';
import { DocumentStore } from './documents';
import type { Environment } from './environment';
import { SchemaLocator } from './schemaLocations';
import { SchemaStore } from './schemaStore';
import { affectsValidation, defaultSettings, normalizeSettings, sectionFromPushedSettings } from './settings';
import { asFolderBase, normalizeUri, pathToUri, relativePathIn, resolveReference, uriToPath } from './uris';
import type { Analysis } from './validation';
import { DocumentValidator } from './validation';
import { adaptiveDelay } from './scheduling';
import { excludedBy, validateWorkspaceFiles } from './workspace';
import { findAssociation, isMetaSchemaUri } from './associations';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** How long validation waits for the first answer to `workspace/configuration`. */
const SETTINGS_WAIT_MS = 3000;

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.jsonObjectValidator`;

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

function rangesTouch(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']): boolean =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

export class Server {
  private readonly documents = new DocumentStore();
  private readonly analyses = new Map<string, CachedAnalysis>();
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
    let parsed: ParsedDocument;
    if (open) {
      // The status bar asks while people type: the session's tree answers without reading the whole text.
      parsed = open.session.refresh(open.document.snapshot());
    } else {
      const path = uriToPath(params.uri);
      const text = path ? await this.environment.readFile(path).catch(() => '') : '';
      parsed = this.validator.parse(params.uri, text).parsed;
    }
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
    const doc = this.documents.change(
      params.textDocument.uri,
      params.textDocument.version,
      params.contentChanges,
    );
    if (!doc) return;
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
    this.analyses.delete(doc.key);
    this.store.setDependency(doc.key, undefined);
    this.client.publishDiagnostics({ uri: doc.uri, diagnostics: [] });
    this.revalidate(this.store.removeOverlay(doc.uri), 0);
  }

  /** `workspace/didChangeWatchedFiles`: re-validate the documents whose schemas changed on disk. */
  didChangeWatchedFiles(params: DidChangeWatchedFilesParams): void {
    const affected = new Set<string>();
    for (const change of params.changes) {
      // An open editor's text wins over the disk: its own changes arrive through didChange.
      if (this.documents.get(change.uri)) continue;
      for (const d of this.store.invalidate(change.uri)) affected.add(d);
    }
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
      const started = performance.now();
      const analysis = await this.validator.analyzeOpen(doc.uri, document.snapshot(), doc.session);
      if (doc.generation !== generation || this.documents.get(doc.uri) !== doc) return;
      doc.lastRunMs = performance.now() - started;
      this.analyses.set(doc.key, { version: document.version, analysis });
      this.store.setDependency(doc.key, analysis.schema?.uri);
      diagnostics = analysis.diagnostics;
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
  }

  /** The analysis of the document's current version (validating now if the last one is stale). */
  private async currentAnalysis(doc: OpenDocument): Promise<Analysis> {
    const cached = this.analyses.get(doc.key);
    if (cached && cached.version === doc.document.version) return cached.analysis;
    return this.validator.analyzeOpen(doc.uri, doc.document.snapshot(), doc.session);
  }

  // ---- code actions ----

  /** `textDocument/codeAction`: quick fixes for the problems in the range, and the fix-all source action. */
  async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const doc = this.documents.get(params.textDocument.uri);
    if (!doc) return [];
    const analysis = await this.currentAnalysis(doc);
    const only = params.context.only;
    const wants = (kind: string): boolean =>
      !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const actions: CodeAction[] = [];
    if (wants(CodeActionKind.QuickFix)) {
      const errors = analysis.errors.filter((e) => e.range && rangesTouch(this.rangeOf(e), params.range));
      const context = {
        text: analysis.text,
        errors: analysis.errors,
        lookup: (l: string) => this.locator.lookup(l),
      };
      for (const fix of quickFixes(errors, context)) actions.push(this.toCodeAction(doc, analysis, fix));
      actions.push(...this.schemaFixActions(doc, analysis, params.range));
    }
    if (only && wants(FIX_ALL_KIND)) {
      const action = this.fixAllAction(doc, analysis);
      if (action) actions.push(action);
    }
    return actions;
  }

  private rangeOf(error: ValidationError): Range {
    const r = error.range;
    return r
      ? { start: r.start, end: r.end }
      : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  }

  private edit(doc: OpenDocument, before: string, after: string): TextEdit {
    const change = minimalEdit(before, after);
    return {
      range: {
        start: doc.document.positionAt(change.offset),
        end: doc.document.positionAt(change.offset + change.length),
      },
      newText: change.text,
    };
  }

  private diagnosticsFor(
    doc: OpenDocument,
    analysis: Analysis,
    errors: readonly ValidationError[],
  ): Diagnostic[] {
    const wanted = new Set(errors.map((e) => `${e.keyword}\u0000${e.message}\u0000${e.range?.offset ?? -1}`));
    return analysis.diagnostics.filter((d) => {
      const data = d.data as DiagnosticData | undefined;
      if (data?.kind !== 'validation') return false;
      const offset = doc.document.offsetAt(d.range.start);
      return wanted.has(
        `${String(d.code)}\u0000${typeof d.message === 'string' ? d.message : d.message.value}\u0000${offset}`,
      );
    });
  }

  private toCodeAction(doc: OpenDocument, analysis: Analysis, fix: TextFix): CodeAction {
    return {
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      diagnostics: this.diagnosticsFor(doc, analysis, fix.fixes),
      isPreferred: fix.preferred === true,
      edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fix.newText)] } },
    };
  }

  private schemaFixActions(doc: OpenDocument, analysis: Analysis, range: Range): CodeAction[] {
    const actions: CodeAction[] = [];
    for (const diagnostic of analysis.diagnostics) {
      const data = diagnostic.data as DiagnosticData | undefined;
      if (data?.kind !== 'schema-problem' || !data.code || data.pointer === undefined) continue;
      if (!rangesTouch(diagnostic.range, range)) continue;
      const fix = schemaLintFix(analysis.text, { code: data.code, pointer: data.pointer, fix: data.fix });
      if (!fix) continue;
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fix.newText)] } },
      });
    }
    return actions;
  }

  private fixAllAction(doc: OpenDocument, analysis: Analysis): CodeAction | undefined {
    const compiled = analysis.schema?.compiled;
    if (!compiled) return undefined;
    const validate = (text: string): ValidationError[] => {
      const { parsed } = this.validator.parse(doc.uri, text, doc.document.languageId);
      if (parsed.value === undefined) return [];
      const errors = compiled.validate(parsed.value).errors.filter((e) => !isRootSchemaPropertyError(e));
      const ranges = parsed.locate(errors.map((e) => e.target));
      errors.forEach((e, i) => {
        const r = ranges[i];
        if (r) e.range = r;
      });
      return errors;
    };
    const fixed = fixAll(analysis.text, validate, (l) => this.locator.lookup(l));
    if (fixed === analysis.text) return undefined;
    return {
      title: 'Fix all JSON Object Validator problems that have an unambiguous fix',
      kind: FIX_ALL_KIND,
      edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fixed)] } },
    };
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
