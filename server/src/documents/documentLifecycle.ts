/**
 * The open documents' lifecycle, from `didOpen` to the squiggles: applies opens, edits, saves and
 * closes, schedules each document's debounced validation (here or on the document worker), publishes
 * what this server reports or VS Code's validation in its place, and keeps each document's last
 * analysis for the features that read it (code actions, the workspace command). A run whose
 * generation is stale is dropped before it publishes.
 */
import type {
  Diagnostic,
  DidChangeTextDocumentParams,
  DidChangeWatchedFilesParams,
  DidCloseTextDocumentParams,
  DidOpenTextDocumentParams,
  DidSaveTextDocumentParams,
} from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { ValidatorSettings } from '../../../shared/src/protocol';
import type { Configuration } from '../../../host/src/configuration';
import type { SchemaStore } from '../../../host/src/schemaStore';
import { normalizeUri, relativePathIn, uriToPath } from '../../../host/src/uris';
import type { ClientPort } from '../transport/clientPort';
import {
  internalErrorDiagnostic,
  lostDocumentDiagnostic,
  outOfSyncDiagnostic,
  schemaLoadDiagnostic,
} from './diagnostics';
import type { DocumentStore, OpenDocument } from './documentStore';
import { adaptiveDelay, runLater } from './scheduling';
import type { Analysis, DocumentValidator } from './validation';
import { MANY_ERRORS, nextTurn } from './validation';
import { fallbackFor, sharedDiagnostics } from '../coexistence/sharing';
import type { VsCodeValidation } from '../coexistence/vscodeValidation';
import { RemoteDocument } from '../worker/documentWorker';
import { EarlyOpens } from '../worker/earlyOpen';
import { collectGarbage, GarbageBudget } from '../worker/garbage';
import type { LargeDocuments } from '../worker/largeDocuments';
import type { LanguageFeatures } from '../features/languageFeatures';
import { WHOLE_PARSE_LIMIT } from '../features/editing/documentView';
import type { SchemaLog } from '../schemas/schemaLog';
import type { SchemaFileIndex } from '../schemas/schemaFiles';
import { excludedBy } from '../workspace/validateWorkspace';
import type { WorkspaceProblems } from '../workspace/workspaceProblems';
import type { SchemaUseEvents } from '../workspace/schemaImpact';
import { hostTexts } from '../../../host/src/displayLanguage';

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

/** What the lifecycle needs of the server's other parts. */
export interface DocumentLifecycleHost {
  readonly client: ClientPort;
  readonly config: Configuration;
  readonly documents: DocumentStore;
  readonly large: LargeDocuments;
  readonly features: LanguageFeatures;
  readonly schemaLog: SchemaLog;
  readonly schemaFiles: SchemaFileIndex;
  readonly vscodeValidation: VsCodeValidation;
  readonly workspaceProblems: WorkspaceProblems;
  /** Told of analyses and changed texts (which files use which schema; a schema's edits re-validate its files). */
  schemaUse(): SchemaUseEvents;
  /** The schema store and validator in use (replaced once `initialize` names a storage folder). */
  store(): SchemaStore;
  validator(): DocumentValidator;
  /** Resolves when the first settings and the catalog are there (see SettingsIntake.ready). */
  ready(): Promise<void>;
  settingsFor(uri: string): ValidatorSettings;
}

export class DocumentLifecycle {
  private readonly analyses = new Map<string, CachedAnalysis>();
  /** Collects this thread's garbage after squiggles when V8 would let it gather (see GarbageBudget). */
  readonly garbage = new GarbageBudget();
  /** Every validation run in flight, so `idle()` can wait for them (tests, shutdown). */
  private readonly running = new Set<Promise<void>>();
  /** Documents whose validation is scheduled and has not started (background work waits for them too). */
  private readonly waiting = new Set<OpenDocument>();
  /** Resolved once no validation is scheduled or running (see settled). */
  private settledWaiters: (() => void)[] = [];

  /**
   * Watches the large message bodies read from stdio: a didOpen of a document for the worker is read
   * there from the bytes while this thread decodes them (see earlyOpen.ts).
   */
  readonly earlyOpens = new EarlyOpens(
    (sniffed, bytes, charset) => {
      // What would not be validated is not read early either.
      if (!this.validates(sniffed.uri, this.host.settingsFor(sniffed.uri))) return undefined;
      const guess = this.host.validator().firstGuess(sniffed.uri);
      return this.host.large.preopen(sniffed, bytes, charset, guess);
    },
    (id) => this.host.large.dropEarly(id),
  );

  constructor(private readonly host: DocumentLifecycleHost) {}

  didOpen(params: DidOpenTextDocumentParams): void {
    const { uri, languageId, version, text } = params.textDocument;
    const early = this.earlyOpens.take(params);
    const doc = this.host.documents.open(uri, languageId, version, text);
    this.host.large.opened(doc, early);
    this.revalidate(this.host.store().setOverlay(uri, text), this.host.settingsFor(uri).validationDelay);
    this.schedule(doc, 0);
  }

  didChange(params: DidChangeTextDocumentParams): void {
    const outcome = this.host.documents.change(
      params.textDocument.uri,
      params.textDocument.version,
      params.contentChanges,
      this.host.large.edit,
    );
    if (!outcome) return;
    const doc = outcome.doc;
    if (outcome.refused !== undefined) {
      this.host.client.log(
        `Refused a change of ${doc.uri} (version ${params.textDocument.version}): ${outcome.refused}. The document is out of sync until its whole text is sent again.`,
      );
      this.schedule(doc, 0);
      return;
    }
    if (!outcome.applied) return;
    const settings = this.host.settingsFor(doc.uri);
    // The overlay is read only if the document turns out to be a schema: the text is built then, not per keystroke.
    const buffer = doc.document;
    this.revalidate(
      this.host.store().setOverlay(doc.uri, () => buffer.getText()),
      settings.validationDelay,
    );
    this.host.schemaUse().edited(doc.key);
    if (buffer.length > settings.maxFileSize) return;
    this.schedule(doc, adaptiveDelay(settings.validationDelay, doc.lastRunMs));
  }

  didSave(params: DidSaveTextDocumentParams): void {
    const doc = this.host.documents.get(params.textDocument.uri);
    if (doc) this.host.schemaUse().saved(doc.key);
    if (doc && doc.document.length > this.host.settingsFor(doc.uri).maxFileSize) this.schedule(doc, 0);
  }

  didClose(params: DidCloseTextDocumentParams): void {
    const { documents, large, features, schemaLog, workspaceProblems, client } = this.host;
    const doc = documents.close(params.textDocument.uri);
    if (!doc) return;
    large.closed(doc);
    this.analyses.delete(doc.key);
    features.closed(doc.uri);
    schemaLog.forget(doc.key);
    this.host.store().setDependency(doc.key, undefined);
    // A file the workspace validation checked shows its problems on disk again, not nothing.
    if (workspaceProblems.has(doc.uri)) void workspaceProblems.refresh([doc.uri]);
    else client.publishDiagnostics({ uri: doc.uri, diagnostics: [] });
    this.revalidate(this.host.store().removeOverlay(doc.uri), 0);
    this.host.schemaUse().closed(doc.key);
    this.noteSettled();
  }

  /** `workspace/didChangeWatchedFiles`: re-validate the documents whose schemas changed on disk. */
  didChangeWatchedFiles(params: DidChangeWatchedFilesParams): void {
    if (params.changes.length > 0) this.host.schemaFiles.invalidate();
    const affected = new Set<string>();
    for (const change of params.changes) {
      // An open editor's text wins over the disk: its own changes arrive through didChange.
      if (this.host.documents.get(change.uri)) continue;
      for (const d of this.host.store().invalidate(change.uri)) affected.add(d);
      this.host.schemaUse().changedOnDisk(normalizeUri(change.uri));
      void this.host.vscodeValidation.schemaChanged(change.uri);
    }
    void this.host.workspaceProblems.refresh(params.changes.map((c) => c.uri));
    this.revalidate([...affected], 0);
  }

  /** Validation for a reason other than an edit (schema, settings; a new schema starts a new cache). */
  revalidate(keys: readonly string[], delay: number): void {
    for (const key of keys) {
      const doc = this.host.documents.get(key);
      if (doc) this.schedule(doc, delay);
    }
  }

  /** Validates every open document again at once. */
  revalidateAll(): void {
    for (const doc of this.host.documents.all()) this.schedule(doc, 0);
  }

  /** Validates one open document after `delay`, replacing the run it had waiting. */
  schedule(doc: OpenDocument, delay: number): void {
    doc.cancel?.();
    this.waiting.add(doc);
    doc.cancel = runLater(() => {
      doc.cancel = undefined;
      this.waiting.delete(doc);
      const run = this.validateOpen(doc);
      this.running.add(run);
      void run.finally(() => {
        this.running.delete(run);
        this.noteSettled();
      });
    }, delay);
  }

  /** Resolves when no validation is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Whether the settings have this server validate the document (on, and not excluded). */
  validates(uri: string, settings: ValidatorSettings): boolean {
    return settings.validate.enable && !this.isExcluded(uri, settings.exclude);
  }

  /** Whether one of the `exclude` globs matches the document (relative to its folder). */
  isExcluded(uri: string, globs: readonly string[]): boolean {
    if (globs.length === 0) return false;
    const absolute = uriToPath(uri);
    if (absolute === undefined) return false;
    const relative =
      this.host.config.folders.map((f) => relativePathIn(uri, f)).find((r) => r !== undefined) ?? absolute;
    return excludedBy(globs, absolute, relative);
  }

  /** The last analysis of an open document, whatever version it was for. */
  lastAnalysis(key: string): Analysis | undefined {
    return this.analyses.get(key)?.analysis;
  }

  private async validateOpen(doc: OpenDocument): Promise<void> {
    const { client, documents, features, large, schemaLog, config } = this.host;
    const generation = ++doc.generation;
    await this.host.ready();
    if (doc.generation !== generation) return;
    const document = doc.document;
    const settings = this.host.settingsFor(doc.uri);
    if (!this.validates(doc.uri, settings)) {
      await this.publishNotOurs(doc, generation);
      return;
    }
    if (doc.outOfSync !== undefined) {
      const diagnostics = [outOfSyncDiagnostic(doc.outOfSync)];
      client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
      return;
    }
    if (doc.lost !== undefined) {
      const diagnostics = [lostDocumentDiagnostic(doc.lost)];
      client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
      return;
    }
    let diagnostics: Diagnostic[];
    try {
      const started = performance.now();
      const analysis = await this.analyzeOpenDocument(doc);
      // Converting and sending many diagnostics is a turn of its own too (see validateAgainst).
      if (analysis.diagnostics.length >= MANY_ERRORS) await nextTurn();
      if (doc.generation !== generation || documents.get(doc.uri) !== doc) return;
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
        features.rememberParse(doc.uri, analysis.parsed);
      }
      this.host.store().setDependency(doc.key, analysis.schema?.uri);
      if (analysis.schema?.remote === undefined) large.releaseSchema(doc);
      schemaLog.note(doc.key, doc.uri, analysis);
      diagnostics = sharedDiagnostics(analysis, config.builtInValidation);
      if (document.length > settings.maxFileSize) {
        const size = formatBytes(settings.maxFileSize);
        diagnostics = [
          schemaLoadDiagnostic(
            hostTexts().t('diagnostic.maxFileSize', { size }),
            undefined,
            DiagnosticSeverity.Information,
          ),
          ...diagnostics,
        ];
      }
      // A schema opened before the documents that use it becomes a schema only now: check it as one.
      const target = analysis.schema ? documents.get(analysis.schema.uri) : undefined;
      if (target && target !== doc && this.analyses.get(target.key)?.analysis.isSchema === false) {
        this.schedule(target, 0);
      }
      this.host.schemaUse().openAnalyzed(doc.key, analysis, diagnostics);
    } catch (error) {
      if (doc.generation !== generation) return;
      this.host.schemaUse().openAnalyzed(doc.key, undefined, []);
      client.log(
        `Validating ${doc.uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      diagnostics = [internalErrorDiagnostic(error)];
    }
    client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
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
    const { config, client } = this.host;
    const document = doc.document;
    let diagnostics: Diagnostic[] = [];
    if (fallbackFor(config.builtInValidation) === 'vscode') {
      try {
        diagnostics = await this.host.vscodeValidation.validate(
          doc.uri,
          document.languageId,
          document.version,
          document.getText(),
          config.extensionAssociations,
          config.jsonSchemas,
        );
      } catch (error) {
        client.log(`VS Code's JSON validation of ${doc.uri} failed: ${String(error)}`);
      }
    }
    if (doc.generation !== generation || this.host.documents.get(doc.uri) !== doc) return;
    this.analyses.delete(doc.key);
    this.host.large.releaseSchema(doc);
    this.host.schemaUse().openAnalyzed(doc.key, undefined, diagnostics);
    client.publishDiagnostics({ uri: doc.uri, version: document.version, diagnostics });
  }

  /** The last analysis of an open document, or its first if it has none yet. */
  async analysisOf(doc: OpenDocument): Promise<Analysis> {
    return this.analyses.get(doc.key)?.analysis ?? this.currentAnalysis(doc);
  }

  /** The analysis of the document's current version (validating now if the last one is stale). */
  async currentAnalysis(doc: OpenDocument): Promise<Analysis> {
    const cached = this.analyses.get(doc.key);
    if (cached && cached.version === doc.document.version) return cached.analysis;
    return this.analyzeOpenDocument(doc);
  }

  /** The analysis of an open document's current text: on the document worker when it is large. */
  private analyzeOpenDocument(doc: OpenDocument): Promise<Analysis> {
    const { document, session } = doc;
    const worker = this.host.large.workerOf(doc);
    if (worker) {
      return this.host
        .validator()
        .analyzeRemote(
          doc.uri,
          document.snapshot(),
          document.languageId,
          worker,
          doc.key,
          session.options,
          this.analyses.get(doc.key)?.analysis,
        );
    }
    return this.host.validator().analyzeOpen(doc.uri, document.snapshot(), document.languageId, session);
  }

  /**
   * The diagnostics of a file that is not open, or undefined when no schema applies to it; the caller
   * publishes them (the schema uses are told so).
   */
  async analyzeFile(uri: string, text: string): Promise<Diagnostic[] | undefined> {
    const result = await this.analyzeClosed(uri, text);
    this.host.schemaUse().fileAnalyzed(uri, result?.analysis, result?.diagnostics ?? []);
    return result?.diagnostics;
  }

  /** A file's analysis and diagnostics, told to nobody; undefined when no schema applies to it. */
  async analyzeClosed(
    uri: string,
    text: string,
  ): Promise<{ analysis: Analysis; diagnostics: Diagnostic[] } | undefined> {
    const settings = this.host.settingsFor(uri);
    if (!this.validates(uri, settings)) return undefined;
    const analysis = await this.host.validator().analyze(uri, text);
    return analysis.association || analysis.isSchema
      ? { analysis, diagnostics: sharedDiagnostics(analysis, this.host.config.builtInValidation) }
      : undefined;
  }

  /** Whether an open document's validation is scheduled or running (background work waits for it). */
  validating(): boolean {
    // A document closed (or opened again) before its validation started never runs it.
    for (const doc of this.waiting) if (this.host.documents.get(doc.uri) !== doc) this.waiting.delete(doc);
    return this.running.size > 0 || this.waiting.size > 0;
  }

  /** Resolves once no open document's validation is scheduled or running. */
  settled(): Promise<void> {
    if (!this.validating()) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private noteSettled(): void {
    if (this.validating() || this.settledWaiters.length === 0) return;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
