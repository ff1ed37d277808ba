/**
 * The workspace a schema change touches. When a schema document is edited in the editor (before it is
 * saved), changed on disk, or closed without saving, the files on disk known to use it (schemaUses.ts:
 * from the last workspace validation; open documents follow their own text already) are validated again
 * against the schema as it now stands, in the background: after typing pauses, one file per turn of the
 * event loop, waiting while an open document's validation is in flight, and abandoned at the next change
 * of the schema. Their problems are published as they come (only those that changed), and the schema
 * lens follows. A schema that does not compile as it stands (half typed) leaves the files as they were.
 */
import type { Diagnostic } from 'vscode-languageserver';
import type { Environment } from '../../../host/src/environment';
import { isUsable, type SchemaStore } from '../../../host/src/schemaStore';
import type { ValidatorSettings } from '../../../shared/src/protocol';
import type { ClientPort } from '../transport/clientPort';
import type { DocumentStore } from '../documents/documentStore';
import { uriToPath } from '../../../host/src/uris';
import { nextTurn } from '../documents/validation';
import type { Analysis } from '../documents/validation';
import { SchemaUses, useOf, type FileUse } from './schemaUses';

/** What the document lifecycle tells about analyses and the schema texts that change. */
export interface SchemaUseEvents {
  /** An open document's text changed (on every keystroke: cheap when it is not a schema files use). */
  edited(key: string): void;
  /** An open document was saved: its text and its file agree again. */
  saved(key: string): void;
  /** An open document closed: an edited schema goes back to its file on disk. */
  closed(key: string): void;
  /** A file changed on disk (the watcher's event) while not open. */
  changedOnDisk(key: string): void;
  /** An open document's analysis and published diagnostics (undefined: closed, or not validated here). */
  openAnalyzed(key: string, analysis: Analysis | undefined, diagnostics: readonly Diagnostic[]): void;
  /** A file on disk was validated and its diagnostics published (undefined: no schema applies to it). */
  fileAnalyzed(uri: string, analysis: Analysis | undefined, diagnostics: readonly Diagnostic[]): void;
}

/** The shortest pause after a schema's last change before its files are validated again. */
export const BACKGROUND_DELAY_MS = 300;
/**
 * While any open document was edited in the last TYPING_MS, the run rests PAUSE_WHILE_TYPING_MS after each
 * file instead of going on at the next turn: on a busy machine a thread that never sleeps waits for its
 * turn on a core when the keystroke arrives, which cost the keystroke's squiggles more than the file did.
 */
export const TYPING_MS = 1000;
export const PAUSE_WHILE_TYPING_MS = 4;
/** How often, at most, the client is told that the schema lens's counts changed. */
export const LENS_REFRESH_MS = 500;

/** What the background re-validation needs of the server's other parts. */
export interface SchemaImpactHost {
  readonly environment: Environment;
  readonly client: ClientPort;
  readonly documents: DocumentStore;
  store(): SchemaStore;
  settingsFor(uri: string): ValidatorSettings;
  /** A file's analysis and diagnostics, told to nobody; undefined when no schema applies to it. */
  analyzeClosed(
    uri: string,
    text: string,
  ): Promise<{ analysis: Analysis; diagnostics: Diagnostic[] } | undefined>;
  /** Whether an open document's validation is scheduled or running (the background waits for it)... */
  validatingOpen(): boolean;
  /** ...until this resolves. */
  openSettled(): Promise<void>;
  /** Asks the client for the code lenses again, if it can be asked. */
  refreshCodeLenses(): void;
}

/** How a background run ended (for the log and for tests). */
export interface RunSummary {
  schema: string;
  /** Files validated again. */
  checked: number;
  /** Files whose problems changed (and were published). */
  changed: number;
  /** Files it was meant to validate. */
  total: number;
  /** Abandoned because the schema changed again (or the server stopped). */
  cancelled: boolean;
  /** Not started: the schema does not compile as it stands. */
  skipped: boolean;
  ms: number;
}

/** Hooks for tests: called before each file of a run, and when a run ends. */
export interface SchemaImpactHooks {
  beforeFile?(schema: string, file: string, index: number): void | Promise<void>;
  runEnded?(summary: RunSummary): void;
}

interface SchemaState {
  /** Bumped by every change of the schema: a run whose generation is stale stops. */
  generation: number;
  timer?: ReturnType<typeof setTimeout>;
}

const rest = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class SchemaImpact implements SchemaUseEvents {
  private readonly states = new Map<string, SchemaState>();
  /** Open schema documents edited since they were opened or saved (closing them changes the schema). */
  private readonly unsaved = new Set<string>();
  private readonly dirty = new Set<string>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** When an open document was last edited. */
  private lastEdit = -Infinity;
  hooks: SchemaImpactHooks = {};
  /** Which files use which schema, and how many comply. */
  readonly uses = new SchemaUses((schemas) => this.usersChanged(schemas));

  constructor(
    private readonly host: SchemaImpactHost,
    /** False: changes of a schema do not start runs (the counts are kept all the same). */
    private readonly enabled = true,
  ) {}

  /**
   * A schema document changed (an edit, a change on disk, its editor closed): a run that is going on
   * for it stops, and one starts after the pause when files on disk are known to use it. Called on every
   * keystroke of every open document, so it costs two map lookups when the document is not such a schema.
   */
  changed(schema: string): void {
    const state = this.states.get(schema);
    if (state) {
      state.generation++;
      if (state.timer !== undefined) clearTimeout(state.timer);
      state.timer = undefined;
    }
    if (this.stopped || !this.enabled || !this.uses.hasFileUsers(schema)) return;
    const current = state ?? { generation: 0 };
    this.states.set(schema, current);
    const generation = current.generation;
    const delay = Math.max(BACKGROUND_DELAY_MS, this.host.settingsFor(schema).validationDelay);
    current.timer = setTimeout(() => {
      current.timer = undefined;
      this.run(schema, current, generation).catch((error: unknown) =>
        this.host.client.log(
          `Validating the files that use ${schema} again failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      );
    }, delay);
  }

  edited(key: string): void {
    this.lastEdit = performance.now();
    if (this.states.has(key) || this.uses.hasFileUsers(key)) {
      this.unsaved.add(key);
      this.changed(key);
    }
  }

  saved(key: string): void {
    this.unsaved.delete(key);
  }

  closed(key: string): void {
    this.uses.noteOpen(key, undefined);
    if (this.unsaved.delete(key)) this.changed(key);
  }

  changedOnDisk(key: string): void {
    this.changed(key);
  }

  openAnalyzed(key: string, analysis: Analysis | undefined, diagnostics: readonly Diagnostic[]): void {
    this.uses.noteOpen(key, analysis && useOf(analysis, diagnostics, false));
  }

  fileAnalyzed(uri: string, analysis: Analysis | undefined, diagnostics: readonly Diagnostic[]): void {
    this.uses.noteFile(uri, analysis && useOf(analysis, diagnostics, true));
  }

  /** The counts of these schemas changed: tell the client (at most every LENS_REFRESH_MS). */
  usersChanged(schemas: readonly string[]): void {
    for (const s of schemas) this.dirty.add(s);
    if (this.flushTimer !== undefined || this.stopped) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      const dirty = [...this.dirty];
      this.dirty.clear();
      if (dirty.some((schema) => this.host.documents.get(schema))) this.host.refreshCodeLenses();
    }, LENS_REFRESH_MS);
  }

  /** Stops every run and timer (server shutdown). */
  dispose(): void {
    this.stopped = true;
    for (const state of this.states.values()) {
      state.generation++;
      if (state.timer !== undefined) clearTimeout(state.timer);
    }
    if (this.flushTimer !== undefined) clearTimeout(this.flushTimer);
  }

  private async run(schema: string, state: SchemaState, generation: number): Promise<void> {
    const { host } = this;
    const started = performance.now();
    const files = this.uses.fileUsersOf(schema);
    const summary: RunSummary = {
      schema,
      checked: 0,
      changed: 0,
      total: files.length,
      cancelled: false,
      skipped: false,
      ms: 0,
    };
    const stale = (): boolean => state.generation !== generation || this.stopped;
    /** Per root schema: whether it compiles with the schema as it stands. */
    const compiles = new Map<string, boolean>();
    /** Reads started ahead: the disk works on the next file while this one is validated. */
    const reads = new Map<number, Promise<string | undefined>>();
    const readAt = (i: number): Promise<string | undefined> => {
      let read = reads.get(i);
      if (!read) reads.set(i, (read = this.read(files[i])));
      return read;
    };
    for (const [index, file] of files.entries()) {
      reads.delete(index - 1);
      // A turn of its own per file: a keystroke's didChange, and the validation it schedules, come first.
      if (performance.now() - this.lastEdit < TYPING_MS) await rest(PAUSE_WHILE_TYPING_MS);
      else await nextTurn();
      // And while an open document's validation is scheduled or running, nothing of the run goes on.
      while (host.validatingOpen()) await host.openSettled();
      await this.hooks.beforeFile?.(schema, file, index);
      if (stale()) break;
      const before = this.uses.fileUse(file);
      if (!before || this.isOpen(file)) continue;
      const root = before.schemas[0];
      let ok = compiles.get(root);
      if (ok === undefined) {
        ok = await this.compiles(root, schema);
        compiles.set(root, ok);
        if (stale()) break;
      }
      if (!ok) continue;
      if (index + 1 < files.length) void readAt(index + 1);
      const text = await readAt(index);
      if (stale()) break;
      const result = text === undefined ? undefined : await host.analyzeClosed(file, text);
      if (stale()) break;
      // Gone or unreadable (the file watcher's event deals with it), or opened meanwhile: left alone.
      if (result === undefined || this.isOpen(file)) continue;
      summary.checked++;
      const use: FileUse = useOf(result.analysis, result.diagnostics, true);
      this.uses.noteFile(file, use);
      if (use.digest !== before.digest) {
        summary.changed++;
        host.client.publishDiagnostics({ uri: file, diagnostics: result.diagnostics });
      }
    }
    summary.cancelled = stale();
    summary.skipped = compiles.size > 0 && ![...compiles.values()].some((ok) => ok);
    summary.ms = performance.now() - started;
    if (!summary.cancelled && !summary.skipped && summary.total > 0) {
      host.client.log(
        `${schema} changed: ${summary.checked} of ${summary.total} files that use it validated again in ${summary.ms.toFixed(0)} ms, ${summary.changed} with other problems than before.`,
      );
    }
    this.hooks.runEnded?.(summary);
  }

  private isOpen(uri: string): boolean {
    return this.host.documents.get(uri) !== undefined;
  }

  /** Whether the root schema compiles with the changed document as it stands. */
  private async compiles(root: string, changed: string): Promise<boolean> {
    const entry = await this.host.store().getSchema(root);
    return isUsable(entry) && !entry.unresolved.has(changed);
  }

  private async read(file: string): Promise<string | undefined> {
    const path = uriToPath(file);
    if (path === undefined) return undefined;
    try {
      return await this.host.environment.readFile(path, this.host.settingsFor(file).maxFileSize);
    } catch {
      return undefined;
    }
  }
}
