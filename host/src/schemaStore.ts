/**
 * Loads, compiles and caches schemas for the server and the CLI. Sources, in order: an open editor's text
 * (overlay), inline schemas from the settings, the file system, and (only when enabled) http(s) with
 * an ETag cache on disk that serves the last good copy when offline. Keeps the dependency graph
 * schema file -> compiled root schemas -> documents, so a change to any file re-validates exactly the
 * documents that depend on it.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { compile } from '../../shared/src/index';
import type { CompiledSchema } from '../../shared/src/index';
import { retriedOnce } from './workerStopped';
import type { JsonValue } from '../../shared/src/types';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';
import type { Environment, HttpResponse, ProxySettings } from './environment';
import { domainKeyOf, isTrustedUrl } from './trust';
import { keepRecent } from './recent';
import { normalizeUri, uriToPath } from './uris';
import { compileFailure, parseSchemaText, schemaRootId } from './schemaText';
import { displayLanguage, hostTexts } from './displayLanguage';
import { mirroredUrl } from './schemaStoreUrls';
import { ShippedSchemas } from './shippedSchemas';

export { parseSchemaText };

/** Limits for downloads: enough for the largest schemas on SchemaStore, small enough not to hang. */
export const DOWNLOAD_TIMEOUT_MS = 10_000;
export const DOWNLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed per download (each hop must be trusted on its own). */
export const MAX_REDIRECTS = 5;
/** After a failed download with no copy to fall back on: try again after this, doubling up to the cap. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** Loads of a schema that keeps changing while it loads, before the last one is taken as it is. */
const MAX_LOAD_ATTEMPTS = 3;
/** Schema texts at least this long are dropped with the last compiled root that used them. */
const RELEASED_SOURCE_LENGTH = 1 << 20;
/**
 * Schema texts at least this long are neither parsed nor compiled on the thread that answers requests
 * when there is a document worker: for a 20 MB schema, JSON.parse alone held it 140 ms and the compile
 * 250 ms more, while every request waited. The worker parses and compiles them and validates the
 * documents that use them (see SchemaCompiler); below this, both take well under 100 ms here.
 */
export const LARGE_SCHEMA_LENGTH = 2 * 1024 * 1024;
/** Compiled roots of small schemas kept while no document uses them (reopening a file need not compile). */
const IDLE_ROOTS = 16;

/** Why a schema was not downloaded although its URL is known. */
export type BlockedReason = 'untrusted' | 'restricted' | 'disabled';

/** A download refused on purpose: why, the domain key that would allow it, the redirect that led there. */
export interface Blocked {
  reason: BlockedReason;
  domain?: string;
  redirectedTo?: string;
  /** The mirror URL that was refused in place of a SchemaStore URL (see DownloadPolicy.mirror). */
  mirroredAt?: string;
}

/** What the person decided about downloads (settings, workspace trust). */
export interface DownloadPolicy {
  enable: boolean;
  /** Keys of `trustedDomains` set to true (see trust.ts). */
  trustedDomains: Record<string, boolean>;
  /** Restricted Mode (an untrusted workspace): nothing is downloaded. */
  restricted: boolean;
  proxy?: ProxySettings;
  /**
   * The base URL of a SchemaStore mirror (ending with a slash; see schemaStoreUrls.ts): every SchemaStore
   * URL is fetched from it instead, under the same trust rules (the mirror's domain must be trusted).
   */
  mirror?: string;
}
/** How many rounds of "load the missing `$ref` targets and compile again" before giving up. */
const MAX_REFERENCE_ROUNDS = 20;

/**
 * A schema for the schema compiler (the document worker) to compile, only sent when it does not have
 * `key` yet.
 */
export interface SchemaPayload {
  key: number;
  root?: JsonValue;
  /** The root as text, when it is large (the worker parses it; see LARGE_SCHEMA_LENGTH). */
  rootText?: string;
  baseUri?: string;
  schemas?: Record<string, JsonValue>;
  /** Large `$ref`'d documents, as text. */
  texts?: Record<string, string>;
  /** The language of messages (the compiler's thread has its own copy of the process's setting). */
  locale?: string;
}

/** What compiling a schema on the schema compiler found. */
export interface SchemaCompileReply {
  /** Why the root could not be used (its text is not JSON, the compile failed). */
  error?: string;
  /** Documents the schema refers to that it was not given. */
  missingReferences: string[];
  /** Texts given as `texts` that are not JSON: URI -> why. */
  unreadable: Record<string, string>;
  /** The stand-ins of the roots of the texts it parsed (see schemaStandIn). */
  standIns: Record<string, JsonValue>;
}

/** Where schemas with a large text are parsed and compiled (the document worker). */
export interface SchemaCompiler {
  compileSchema(payload: SchemaPayload): Promise<SchemaCompileReply>;
}

/** One schema document as read from its source. */
export interface SchemaSource {
  uri: string;
  /** The text, when the schema came from text (not from an inline setting). */
  text?: string;
  /**
   * The parsed value. For a `deferred` source it is parsed here only when something reads it (a catalog,
   * an editing feature); what validation needs of it comes from `standIn` and the schema compiler.
   */
  value?: JsonValue;
  /** The text is LARGE_SCHEMA_LENGTH or longer: it is parsed and compiled by the schema compiler. */
  deferred?: boolean;
  /** Of a deferred source, once compiled: its root's `$id`, title and syntax flags (see schemaStandIn). */
  standIn?: JsonValue;
  /** Why it could not be loaded. */
  error?: string;
  /** Something worth saying that is not an error (e.g. the cached copy is used because we are offline). */
  note?: string;
  /** Set when the URL was not downloaded on purpose (and the domain key that would allow it). */
  blocked?: Blocked;
  /** Set when a download failed with no copy to use: the store tries again later. */
  retrying?: boolean;
  /**
   * Set when the text is the copy of a SchemaStore schema shipped with the product (no download and no
   * cached copy could be had): the date of the SchemaStore snapshot it comes from.
   */
  shipped?: string;
}

/** A root schema ready to validate with (or the reason it is not). */
export interface SchemaEntry {
  uri: string;
  compiled?: CompiledSchema;
  /** Why the root schema could not be loaded or compiled. */
  error?: string;
  /** Notes of every source that went into it (offline copies...). */
  notes: string[];
  /** URIs (normalised, without fragment) of every document that went into the compiled schema. */
  dependencies: Set<string>;
  /** `$ref` targets that could not be loaded, with the reason. */
  unresolved: Map<string, string>;
  /** Documents (the root or `$ref` targets) not downloaded on purpose: URL -> why, and the domain. */
  blocked: Map<string, Blocked>;
  /** Documents whose download failed with no copy to use; they are tried again. */
  retrying: Set<string>;
  /** Documents (the root or `$ref` targets) served from the shipped copies: URL -> the snapshot's date. */
  shipped: Map<string, string>;
  /** The other schema documents the root was compiled with (for compiling parts of it again). */
  schemas: Record<string, JsonValue>;
  /** The deferred ones among them, as text (they are parsed where they are compiled). */
  texts: Record<string, string>;
  /**
   * Set when the schema compiler compiled it (a source of it is deferred): its key there. Documents are
   * then validated there, and `compiled` is undefined (see compiledHere for the editing features).
   */
  remote?: number;
  title?: string;
}

/** Schema entries numbered for the document worker (a reloaded schema is a new entry, so a new key). */
const entryKeys = new WeakMap<SchemaEntry, number>();
let nextEntryKey = 1;
/** The key that names a compiled schema on the document worker. */
export function schemaKeyOf(entry: SchemaEntry): number {
  let key = entryKeys.get(entry);
  if (key === undefined) {
    key = nextEntryKey++;
    entryKeys.set(entry, key);
  }
  return key;
}

/** Whether a schema can validate documents (here, or on the schema compiler). */
export function isUsable(entry: SchemaEntry | undefined): boolean {
  return entry !== undefined && (entry.compiled !== undefined || entry.remote !== undefined);
}

/** A source whose text is parsed on first read of `value` or `error` (see SchemaSource.deferred). */
function deferredSource(uri: string, text: string, extra: Partial<SchemaSource> = {}): SchemaSource {
  let parsed: { value?: JsonValue; error?: string } | undefined;
  const read = (): { value?: JsonValue; error?: string } => (parsed ??= parseSchemaText(text));
  return {
    uri,
    text,
    deferred: true,
    ...extra,
    get value(): JsonValue | undefined {
      return read().value;
    },
    get error(): string | undefined {
      return read().error;
    },
  };
}

interface DiskCacheEntry {
  url: string;
  /** Where the body was fetched from when not from `url` itself (a mirror): its ETag is that server's. */
  from?: string;
  etag?: string;
  body: string;
  savedAt: number;
}

export interface SchemaStoreOptions {
  environment: Environment;
  /** Folder for the download cache; undefined disables the disk cache. */
  cacheFolder?: string;
  log?: (message: string) => void;
  /** Schemas only the editor has (`vscode://schemas/...`), asked of the client. */
  editorContent?: (uri: string) => Promise<{ text?: string; error?: string }>;
  /** Where large schema texts are compiled; without one, every schema is compiled on this thread. */
  compiler?: () => SchemaCompiler | undefined;
  /** The folder of the shipped SchemaStore schemas (`dist/schemastore/schemas`); undefined: none. */
  shippedFolder?: string;
  /** Told each time a shipped copy serves, and why; by default a line in the log. */
  onShipped?: (url: string, why: string, date: string) => void;
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'the file does not exist';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

export class SchemaStore {
  private readonly environment: Environment;
  private readonly cacheFolder: string | undefined;
  private readonly log: (message: string) => void;
  private readonly editorContent: SchemaStoreOptions['editorContent'];
  private readonly compiler: () => SchemaCompiler | undefined;
  private readonly shipped: ShippedSchemas;
  private readonly onShipped: (url: string, why: string, date: string) => void;
  /**
   * The root source each entry was built from: sending the schema to the worker again must not depend on
   * the source cache, which lets go of large texts when their last root is released.
   */
  private readonly rootOf = new WeakMap<SchemaEntry, SchemaSource>();
  /** Large schemas compiled on this thread for the editing features (see compiledHere). */
  private readonly compiledHereOf = new WeakMap<SchemaEntry, CompiledSchema>();
  /** Editor texts by URI; a function builds the text when it is first needed (most documents are not schemas). */
  private readonly overlays = new Map<string, string | (() => string)>();
  private readonly inline = new Map<string, JsonValue>();
  private readonly sources = new Map<string, Promise<SchemaSource>>();
  /** Settled sources, for synchronous lookups by code actions and related information. */
  private readonly settledSources = new Map<string, SchemaSource>();
  /** Root `$id` of a loaded document -> the URI it was loaded from. */
  private readonly aliases = new Map<string, string>();
  private readonly entries = new Map<string, Promise<SchemaEntry>>();
  /** Settled entries, for synchronous lookups (dependency graph, titles). */
  private readonly settled = new Map<string, SchemaEntry>();
  /** Root schema URI -> documents validated with it. */
  private readonly dependents = new Map<string, Set<string>>();
  /** Compiled roots of small schemas no document uses, oldest first (see release). */
  private readonly idle = new Set<string>();
  private policy: DownloadPolicy = { enable: false, trustedDomains: {}, restricted: false };
  /** URL -> pending retry of a failed download, and the delay used for it. */
  private readonly retries = new Map<string, { timer: ReturnType<typeof setTimeout>; delay: number }>();
  private readonly retryDelays = new Map<string, number>();
  /** Called with the documents to validate again when a retried download succeeded. */
  onRetried: (documents: string[]) => void = () => undefined;
  /** Called with the schema documents whose sources were let go (what was read of them can go too). */
  onForgotten: (uris: string[]) => void = () => undefined;

  constructor(options: SchemaStoreOptions) {
    this.environment = options.environment;
    this.cacheFolder = options.cacheFolder;
    this.log = options.log ?? (() => undefined);
    this.editorContent = options.editorContent;
    this.compiler = options.compiler ?? (() => undefined);
    this.shipped = new ShippedSchemas(this.environment, options.shippedFolder, this.log);
    this.onShipped =
      options.onShipped ??
      ((url, why, date) => this.log(`${url}: ${why}; using the shipped copy of ${date}.`));
  }

  /**
   * Applies the person's download decisions; what was loaded (or refused) under the old ones is
   * forgotten so the new ones take effect. Returns the documents to validate again.
   */
  setDownloadPolicy(policy: DownloadPolicy): string[] {
    if (JSON.stringify(policy) === JSON.stringify(this.policy)) return [];
    this.policy = { ...policy, trustedDomains: { ...policy.trustedDomains } };
    return this.invalidateWhere((uri) => /^https?:/.test(uri));
  }

  /** The download decisions in force. */
  get downloadPolicy(): DownloadPolicy {
    return this.policy;
  }

  /** Stops pending retries (server shutdown). */
  dispose(): void {
    for (const retry of this.retries.values()) clearTimeout(retry.timer);
    this.retries.clear();
  }

  /** Registers (or replaces) an inline schema from the settings; returns the documents to re-validate. */
  setInlineSchema(uri: string, schema: JsonValue): string[] {
    const previous = this.inline.get(uri);
    if (previous !== undefined && JSON.stringify(previous) === JSON.stringify(schema)) return [];
    this.inline.set(uri, schema);
    return this.invalidate(uri);
  }

  /** Uses an open editor's text for a schema file instead of the disk; returns affected documents. */
  setOverlay(uri: string, text: string | (() => string)): string[] {
    const key = normalizeUri(uri);
    // Most open documents are not schemas: no comparison of (possibly huge) texts for them.
    if (!this.isLoaded(key)) {
      this.overlays.set(key, text);
      return [];
    }
    const content = typeof text === 'string' ? text : text();
    if (this.overlays.get(key) === content) return [];
    this.overlays.set(key, content);
    return this.invalidate(key);
  }

  /** Stops using the editor's text (the editor closed); returns affected documents. */
  removeOverlay(uri: string): string[] {
    const key = normalizeUri(uri);
    if (!this.overlays.delete(key)) return [];
    return this.invalidate(key);
  }

  /** Whether a document (normalised URI) went into any compiled schema. */
  isLoaded(uri: string): boolean {
    const key = withoutFragment(normalizeUri(uri));
    if (this.sources.has(key)) return true;
    for (const entry of this.settled.values()) if (entry.dependencies.has(key)) return true;
    return false;
  }

  /** Records that a document was validated with a root schema (replacing its previous schema). */
  setDependency(documentUri: string, schemaUri: string | undefined): void {
    for (const [root, documents] of this.dependents) {
      if (root !== schemaUri) documents.delete(documentUri);
      if (documents.size === 0) {
        this.dependents.delete(root);
        this.release(root);
      }
    }
    if (schemaUri === undefined) return;
    this.idle.delete(schemaUri);
    let documents = this.dependents.get(schemaUri);
    if (!documents) this.dependents.set(schemaUri, (documents = new Set()));
    documents.add(documentUri);
  }

  /**
   * Forgets a compiled root no open document uses any more, and the large documents only it held, so
   * that closing the documents of a huge schema gives its memory back. The compiled roots of small schemas
   * are kept, the last IDLE_ROOTS of them: reopening a document (or opening another with the same schema)
   * then needs no compile, and its validation runs code that is already warm.
   */
  private release(root: string): void {
    const entry = this.settled.get(root);
    if (!entry) return;
    if (this.isSmall(entry)) {
      const oldest = keepRecent(this.idle, root, IDLE_ROOTS);
      if (oldest !== undefined && !this.dependents.has(oldest)) this.forgetRoot(oldest);
      return;
    }
    this.forgetRoot(root);
  }

  /** Whether every source of a compiled schema is small (its compiled form is kept while idle). */
  isSmall(entry: SchemaEntry): boolean {
    return [...entry.dependencies].every(
      (uri) => (this.settledSources.get(uri)?.text?.length ?? 0) < RELEASED_SOURCE_LENGTH,
    );
  }

  /** Drops a compiled root, and the large sources no other compiled root uses. */
  private forgetRoot(root: string): void {
    const entry = this.settled.get(root);
    if (!entry) return;
    this.settled.delete(root);
    this.entries.delete(root);
    const inUse = new Set<string>();
    for (const other of this.settled.values()) for (const d of other.dependencies) inUse.add(d);
    const forgotten: string[] = [];
    for (const uri of entry.dependencies) {
      const text = this.settledSources.get(uri)?.text;
      if (inUse.has(uri) || text === undefined || text.length < RELEASED_SOURCE_LENGTH) continue;
      this.settledSources.delete(uri);
      this.sources.delete(uri);
      forgotten.push(uri);
    }
    if (forgotten.length > 0) this.onForgotten(forgotten);
  }

  /** Documents currently validated with a root schema. */
  documentsUsing(schemaUri: string): string[] {
    return [...(this.dependents.get(schemaUri) ?? [])];
  }

  /** The root schemas that documents currently use. */
  rootsInUse(): string[] {
    return [...this.dependents.keys()];
  }

  /**
   * Forgets a changed schema document and every compiled root that included it; returns the documents
   * that must be validated again.
   */
  invalidate(uri: string): string[] {
    const key = withoutFragment(normalizeUri(uri));
    return this.invalidateWhere((candidate) => candidate === key);
  }

  private invalidateWhere(changed: (uri: string) => boolean): string[] {
    const affected = new Set<string>();
    const forgotten: string[] = [];
    for (const uri of [...this.sources.keys()]) {
      if (changed(uri)) {
        this.sources.delete(uri);
        this.settledSources.delete(uri);
        forgotten.push(uri);
      }
    }
    if (forgotten.length > 0) {
      this.onForgotten(forgotten);
      // A root still loading may have read a forgotten document already (a shipped copy, before the
      // mirror was set): it is built again by whoever waits for it (getSchema sees its entry replaced)
      // rather than settled with what was forgotten. Its documents are not known yet: none to list.
      for (const root of [...this.entries.keys()]) if (!this.settled.has(root)) this.entries.delete(root);
    }
    for (const [root, entry] of [...this.settled]) {
      if (changed(root) || [...entry.dependencies].some(changed)) {
        this.settled.delete(root);
        this.entries.delete(root);
        this.idle.delete(root);
        for (const d of this.dependents.get(root) ?? []) affected.add(d);
      }
    }
    for (const root of [...this.entries.keys()]) {
      if (changed(root)) {
        this.entries.delete(root);
        for (const d of this.dependents.get(root) ?? []) affected.add(d);
      }
    }
    return [...affected];
  }

  /** Forgets every cached schema and the download cache on disk; returns every dependent document. */
  async clear(): Promise<string[]> {
    const affected = new Set<string>();
    for (const documents of this.dependents.values()) for (const d of documents) affected.add(d);
    const forgotten = [...this.settledSources.keys()];
    this.sources.clear();
    this.settledSources.clear();
    if (forgotten.length > 0) this.onForgotten(forgotten);
    this.entries.clear();
    this.settled.clear();
    this.idle.clear();
    if (this.cacheFolder) await this.environment.removeDirectory(this.cacheFolder).catch(() => undefined);
    return [...affected];
  }

  /** The settled entry of a root schema, if it was compiled already. */
  peek(uri: string): SchemaEntry | undefined {
    return this.settled.get(uri);
  }

  /** The source of a schema document (text and parsed value), loading it if needed. */
  getSource(uri: string): Promise<SchemaSource> {
    const key = withoutFragment(normalizeUri(uri));
    let source = this.sources.get(key);
    if (!source) {
      const pending = this.load(key).then((loaded) => {
        if (this.sources.get(key) === pending) this.settle(key, loaded);
        return loaded;
      });
      source = pending;
      this.sources.set(key, source);
    }
    return source;
  }

  private settle(key: string, source: SchemaSource): void {
    this.settledSources.set(key, source);
    // A deferred source is not parsed for its `$id`: its stand-in brings it once compiled (noteStandIns).
    const id = schemaRootId(source.deferred ? source.standIn : source.value);
    if (id !== undefined) this.aliases.set(id, key);
  }

  /** An already loaded source by its URI or by its root `$id` (as schema paths name it). */
  peekSource(uri: string): SchemaSource | undefined {
    const key = withoutFragment(uri);
    return (
      this.settledSources.get(key) ?? this.settledSources.get(this.aliases.get(key) ?? normalizeUri(key))
    );
  }

  /**
   * The root value of a loaded schema document for reading a property or two: of a deferred source its
   * stand-in (never parsing the text here).
   */
  peekRoot(uri: string): JsonValue | undefined {
    const source = this.peekSource(uri);
    return source?.deferred ? source.standIn : source?.value;
  }

  /** What the schema compiler learnt of deferred sources' roots (their `$id`, title, syntax flags). */
  private noteStandIns(standIns: Record<string, JsonValue>): void {
    for (const [uri, standIn] of Object.entries(standIns)) {
      // By the URI it was asked for (a `$ref` as written), which the source cache knows normalised.
      const source = this.peekSource(uri);
      if (!source?.deferred) continue;
      source.standIn = standIn;
      this.settle(source.uri, source);
    }
  }

  /** The schema's documents as the document worker compiles them (`key` names it there). */
  payloadOf(entry: SchemaEntry): SchemaPayload {
    const root = this.rootOf.get(entry) ?? this.settledSources.get(entry.uri);
    return {
      key: schemaKeyOf(entry),
      baseUri: entry.uri,
      ...(root?.deferred ? { rootText: root.text } : { root: root?.value }),
      schemas: entry.schemas,
      texts: entry.texts,
      locale: displayLanguage(),
    };
  }

  /**
   * The compiled schema for the editing features (completion, hover): a schema compiled by the schema
   * compiler is compiled here too the first time one of them needs it, which holds this thread once for
   * as long as the compile takes (they cannot run elsewhere: their answers need the document here).
   */
  compiledHere(entry: SchemaEntry): CompiledSchema | undefined {
    if (entry.compiled !== undefined || entry.remote === undefined) return entry.compiled;
    let compiled = this.compiledHereOf.get(entry);
    if (compiled !== undefined) return compiled;
    const started = performance.now();
    const root = this.rootOf.get(entry)?.value;
    if (root === undefined) return undefined;
    const schemas: Record<string, JsonValue> = { ...entry.schemas };
    for (const [uri, text] of Object.entries(entry.texts)) {
      const value = parseSchemaText(text).value;
      if (value !== undefined) schemas[uri] = value;
    }
    try {
      compiled = compile(root, { baseUri: entry.uri, schemas, locale: displayLanguage() });
    } catch (error) {
      this.log(`Compiling ${entry.uri} for completion and hover failed: ${describeError(error)}`);
      return undefined;
    }
    this.log(
      `Compiled ${entry.uri} on the main thread for completion and hover in ${Math.round(performance.now() - started)} ms.`,
    );
    this.compiledHereOf.set(entry, compiled);
    return compiled;
  }

  /**
   * The compiled root schema, loading every `$ref`'d document it needs. A schema that changed while
   * it was being loaded (a file created or saved meanwhile) is loaded again: the document asking for
   * it is not yet known as a dependent, so nothing else would validate it with the new content.
   */
  async getSchema(uri: string): Promise<SchemaEntry> {
    const key = withoutFragment(normalizeUri(uri));
    for (let attempt = 1; ; attempt++) {
      const pending = this.entryFor(key);
      const entry = await pending;
      if (this.entries.get(key) === pending || attempt >= MAX_LOAD_ATTEMPTS) return entry;
    }
  }

  private entryFor(key: string): Promise<SchemaEntry> {
    let entry = this.entries.get(key);
    if (!entry) {
      const pending: Promise<SchemaEntry> = this.build(key).then((e) => {
        if (this.entries.get(key) === pending) this.settled.set(key, e);
        return e;
      });
      entry = pending;
      this.entries.set(key, entry);
    }
    return entry;
  }

  private async build(uri: string): Promise<SchemaEntry> {
    const entry: SchemaEntry = {
      uri,
      notes: [],
      dependencies: new Set([uri]),
      unresolved: new Map(),
      blocked: new Map(),
      retrying: new Set(),
      shipped: new Map(),
      schemas: {},
      texts: {},
    };
    const root = await this.getSource(uri);
    this.rootOf.set(entry, root);
    if (root.note) entry.notes.push(root.note);
    if (root.blocked) entry.blocked.set(uri, root.blocked);
    if (root.retrying) entry.retrying.add(uri);
    if (root.shipped !== undefined) entry.shipped.set(uri, root.shipped);
    const compiler = this.compiler();
    if (!(root.deferred && compiler) && root.value === undefined) {
      entry.error = root.error ?? 'it could not be read';
      return entry;
    }
    const { schemas, texts } = entry;
    try {
      for (let round = 0; round < MAX_REFERENCE_ROUNDS; round++) {
        let references: readonly string[];
        if (compiler && (root.deferred || Object.keys(texts).length > 0)) {
          entry.compiled = undefined;
          const reply = await retriedOnce(() => compiler.compileSchema(this.payloadOf(entry)));
          this.noteStandIns(reply.standIns);
          for (const [ref, error] of Object.entries(reply.unreadable)) entry.unresolved.set(ref, error);
          if (reply.error !== undefined) {
            entry.remote = undefined;
            entry.error = reply.error;
            break;
          }
          entry.remote = schemaKeyOf(entry);
          references = reply.missingReferences;
        } else {
          const compiled = compile(root.value as JsonValue, {
            baseUri: uri,
            schemas,
            locale: displayLanguage(),
          });
          entry.compiled = compiled;
          references = compiled.missingReferences;
        }
        const missing = references
          .map((m) => withoutFragment(m))
          .filter((m) => !(m in schemas) && !(m in texts) && !entry.unresolved.has(m));
        if (missing.length === 0) break;
        for (const ref of missing) {
          const source = await this.getSource(ref);
          entry.dependencies.add(ref);
          if (source.note) entry.notes.push(source.note);
          if (source.blocked) entry.blocked.set(ref, source.blocked);
          if (source.retrying) entry.retrying.add(ref);
          if (source.shipped !== undefined) entry.shipped.set(ref, source.shipped);
          if (source.deferred && compiler && source.text !== undefined) texts[ref] = source.text;
          else if (source.value === undefined) {
            entry.unresolved.set(ref, source.error ?? 'it could not be read');
          } else schemas[ref] = source.value;
        }
      }
      if (entry.remote !== undefined) {
        const length = [root.text, ...Object.values(texts)].reduce((n, t) => n + (t?.length ?? 0), 0);
        this.log(
          `${uri}: ${(length / (1 << 20)).toFixed(1)} MB of large schema text, compiled on the document worker.`,
        );
      }
      const title = (this.peekRoot(uri) as Record<string, JsonValue> | undefined)?.title;
      if (typeof title === 'string') entry.title = title;
    } catch (error) {
      this.log(
        `Compiling ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      entry.compiled = undefined;
      entry.remote = undefined;
      entry.error = compileFailure(error);
    }
    return entry;
  }

  private async load(uri: string): Promise<SchemaSource> {
    const inline = this.inline.get(uri);
    if (inline !== undefined) return { uri, value: inline };
    const lazy = this.overlays.get(uri);
    const overlay = typeof lazy === 'function' ? lazy() : lazy;
    if (overlay !== undefined) return this.fromText(uri, overlay);
    const path = uriToPath(uri);
    if (path !== undefined) {
      try {
        const text = await this.environment.readFile(path, MAX_SCHEMA_FILE_BYTES);
        return this.fromText(uri, text);
      } catch (error) {
        return { uri, error: describeError(error) };
      }
    }
    if (/^https?:/.test(uri)) return this.download(uri);
    if (/^vscode:/.test(uri)) return this.fromEditor(uri);
    return { uri, error: `the URI scheme of ${uri} is not supported` };
  }

  /** A source read as text: parsed now, or deferred to the schema compiler when it is large. */
  private fromText(
    uri: string,
    text: string,
    parsed?: { value?: JsonValue; error?: string },
    extra: Partial<SchemaSource> = {},
  ): SchemaSource {
    if (parsed === undefined && text.length >= LARGE_SCHEMA_LENGTH && this.compiler() !== undefined) {
      return deferredSource(uri, text, extra);
    }
    return { uri, text, ...(parsed ?? parseSchemaText(text)), ...extra };
  }

  private async fromEditor(uri: string): Promise<SchemaSource> {
    if (!this.editorContent) return { uri, error: 'only VS Code can serve its own schemas' };
    try {
      const answer = await this.editorContent(uri);
      if (typeof answer.text !== 'string') {
        return { uri, error: answer.error ?? 'the editor did not serve it' };
      }
      return this.fromText(uri, answer.text);
    } catch (error) {
      return { uri, error: `the editor could not serve it (${describeError(error)})` };
    }
  }

  private cachePath(url: string): string | undefined {
    if (!this.cacheFolder) return undefined;
    return join(this.cacheFolder, `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.json`);
  }

  private async readDiskCache(url: string): Promise<DiskCacheEntry | undefined> {
    const path = this.cachePath(url);
    if (!path) return undefined;
    try {
      const entry = JSON.parse(
        await this.environment.readFile(path, MAX_SCHEMA_FILE_BYTES),
      ) as DiskCacheEntry;
      return entry.url === url && typeof entry.body === 'string' ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  private refusal(url: string): SchemaSource | undefined {
    const setting = '"jsonObjectValidator.schemaDownload.trustedDomains"';
    if (this.policy.restricted) {
      return {
        uri: url,
        error:
          'nothing is downloaded while the workspace is in Restricted Mode (trust the workspace to allow it)',
        blocked: { reason: 'restricted' },
      };
    }
    if (!this.policy.enable) {
      return {
        uri: url,
        error: 'downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable")',
        blocked: { reason: 'disabled' },
      };
    }
    if (!isTrustedUrl(url, this.policy.trustedDomains)) {
      const domain = domainKeyOf(url);
      return {
        uri: url,
        error: `it is not downloaded because ${domain ?? url} is not a trusted domain (${setting})`,
        blocked: { reason: 'untrusted', ...(domain ? { domain } : {}) },
      };
    }
    return undefined;
  }

  /**
   * A schema from the network, in this order: a fresh download (from the mirror for a SchemaStore URL
   * when one is set), the copy cached on disk, the copy shipped with the product. The source keeps the
   * URL as named (its `$ref`s resolve against it); only the request goes to the mirror.
   */
  private async download(url: string): Promise<SchemaSource> {
    const from = mirroredUrl(url, this.policy.mirror) ?? url;
    const refused = this.refusal(from);
    if (refused) {
      // Downloads off, Restricted Mode and an untrusted scheme (`http://json.schemastore.org/...`) keep
      // the network out, not what ships: the shipped copy serves. An untrusted mirror is said (with the
      // "Trust domain" fix) rather than papered over: the person set it up to be used.
      if (refused.blocked?.reason !== 'untrusted' || from === url) {
        const shipped = await this.shippedSource(url, refused.error ?? 'it is not downloaded');
        if (shipped) return shipped;
      }
      return {
        ...refused,
        uri: url,
        ...(from !== url && refused.blocked ? { blocked: { ...refused.blocked, mirroredAt: from } } : {}),
      };
    }
    const cached = await this.readDiskCache(url);
    try {
      const etag = (cached?.from ?? url) === from ? cached?.etag : undefined;
      const response = await this.fetchFollowing(from, etag);
      if (response.status === 304 && cached) {
        this.retryDelays.delete(url);
        return this.fromText(url, cached.body);
      }
      if ('refused' in response) return { ...response.refused, uri: url };
      if (response.status >= 200 && response.status < 300 && response.body !== undefined) {
        this.retryDelays.delete(url);
        const parsed = parseSchemaText(response.body);
        const path = this.cachePath(url);
        if (path && parsed.value !== undefined) {
          const entry: DiskCacheEntry = {
            url,
            ...(from !== url ? { from } : {}),
            etag: response.etag,
            body: response.body,
            savedAt: this.environment.now(),
          };
          await this.environment.writeFile(path, JSON.stringify(entry)).catch((e: unknown) => {
            this.log(`Could not cache ${url}: ${describeError(e)}`);
          });
        }
        return this.fromText(url, response.body, parsed);
      }
      throw new Error(`the server answered HTTP ${response.status}`);
    } catch (error) {
      const reason = describeError(error);
      const where = from !== url ? ` from the mirror ${from}` : '';
      if (cached) {
        const when = new Date(cached.savedAt).toISOString();
        const params = { url, reason, date: when };
        return this.fromText(url, cached.body, undefined, {
          note:
            from !== url
              ? hostTexts().t('load.cachedCopyMirror', { ...params, mirror: from })
              : hostTexts().t('load.cachedCopy', params),
        });
      }
      // A later download replaces the shipped copy: the store keeps trying, as with no copy at all.
      this.scheduleRetry(url);
      const shipped = await this.shippedSource(url, `it could not be downloaded${where} (${reason})`);
      if (shipped) return shipped;
      return { uri: url, error: `downloading it failed (${reason})`, retrying: true };
    }
  }

  /** The shipped copy of a SchemaStore URL as a source (logged with why it serves), if one ships. */
  private async shippedSource(url: string, why: string): Promise<SchemaSource | undefined> {
    const copy = await this.shipped.get(url);
    if (copy === undefined) return undefined;
    this.onShipped(url, why, copy.date);
    return this.fromText(url, copy.text, undefined, { shipped: copy.date });
  }

  /**
   * GETs a URL and follows redirects itself, so that every hop is checked against the trusted
   * domains (a trusted host must not hand us content from an untrusted one) and loops end.
   */
  private async fetchFollowing(
    url: string,
    etag: string | undefined,
  ): Promise<HttpResponse | { status: 0; refused: SchemaSource }> {
    const seen = new Set<string>([url]);
    let current = url;
    for (let hop = 0; ; hop++) {
      const response = await this.environment.httpGet({
        url: current,
        etag: current === url ? etag : undefined,
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
        maxBytes: DOWNLOAD_MAX_BYTES,
        ...(this.policy.proxy ? { proxy: this.policy.proxy } : {}),
      });
      if (response.status < 300 || response.status >= 400 || response.status === 304 || !response.location) {
        return response;
      }
      if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      const next = new URL(response.location, current).toString();
      if (seen.has(next)) throw new Error(`a redirect loop (${current} leads back to ${next})`);
      seen.add(next);
      const refused = this.refusal(next);
      if (refused) {
        return {
          status: 0,
          refused: {
            ...refused,
            uri: url,
            error: `it redirects to ${next}, which ${refused.error?.replace(/^it /, '') ?? 'is refused'}`,
            ...(refused.blocked ? { blocked: { ...refused.blocked, redirectedTo: next } } : {}),
          },
        };
      }
      current = next;
    }
  }

  /** Tries a failed download again later (doubling the wait) and re-validates its documents then. */
  private scheduleRetry(url: string): void {
    if (this.retries.has(url)) return;
    const delay = Math.min(this.retryDelays.get(url) ?? RETRY_FIRST_MS, RETRY_MAX_MS);
    this.retryDelays.set(url, delay * 2);
    const timer = setTimeout(() => {
      this.retries.delete(url);
      if (!this.isLoaded(url)) return;
      const affected = this.invalidate(url);
      if (affected.length > 0) this.onRetried(affected);
    }, delay);
    timer.unref?.();
    this.retries.set(url, { timer, delay });
  }
}
