/**
 * Loads, compiles and caches schemas for the server. Sources, in order: an open editor's text
 * (overlay), inline schemas from the settings, the file system, and (only when enabled) http(s) with
 * an ETag cache on disk that serves the last good copy when offline. Keeps the dependency graph
 * schema file -> compiled root schemas -> documents, so a change to any file re-validates exactly the
 * documents that depend on it.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { compile, parseDocument } from '../../shared/src/index';
import type { CompiledSchema } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';
import type { Environment, HttpResponse, ProxySettings } from './environment';
import { domainKeyOf, isTrustedUrl } from './trust';
import { keepRecent } from './recent';
import { normalizeUri, uriToPath } from './uris';

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
/** Compiled roots of small schemas kept while no document uses them (reopening a file need not compile). */
const IDLE_ROOTS = 16;

/** Why a schema was not downloaded although its URL is known. */
export type BlockedReason = 'untrusted' | 'restricted' | 'disabled';

/** A download refused on purpose: why, the domain key that would allow it, the redirect that led there. */
export interface Blocked {
  reason: BlockedReason;
  domain?: string;
  redirectedTo?: string;
}

/** What the person decided about downloads (settings, workspace trust). */
export interface DownloadPolicy {
  enable: boolean;
  /** Keys of `trustedDomains` set to true (see trust.ts). */
  trustedDomains: Record<string, boolean>;
  /** Restricted Mode (an untrusted workspace): nothing is downloaded. */
  restricted: boolean;
  proxy?: ProxySettings;
}
/** How many rounds of "load the missing `$ref` targets and compile again" before giving up. */
const MAX_REFERENCE_ROUNDS = 20;

/** One schema document as read from its source. */
export interface SchemaSource {
  uri: string;
  /** The text, when the schema came from text (not from an inline setting). */
  text?: string;
  value?: JsonValue;
  /** Why it could not be loaded. */
  error?: string;
  /** Something worth saying that is not an error (e.g. the cached copy is used because we are offline). */
  note?: string;
  /** Set when the URL was not downloaded on purpose (and the domain key that would allow it). */
  blocked?: Blocked;
  /** Set when a download failed with no copy to use: the store tries again later. */
  retrying?: boolean;
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
  /** The other schema documents the root was compiled with (for compiling parts of it again). */
  schemas: Record<string, JsonValue>;
  title?: string;
}

interface DiskCacheEntry {
  url: string;
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
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

/** Parses schema text; schemas may carry comments and trailing commas (people annotate them). */
export function parseSchemaText(text: string): { value?: JsonValue; error?: string } {
  try {
    return { value: JSON.parse(text) as JsonValue };
  } catch {
    const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
    const first = parsed.problems.find((p) => p.severity === 'error');
    if (first || parsed.value === undefined) {
      const where = first
        ? ` at line ${first.range.start.line + 1}, column ${first.range.start.character + 1}`
        : '';
      return { error: `it is not valid JSON (${first?.message ?? 'nothing could be parsed'}${where})` };
    }
    return { value: parsed.value };
  }
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

  constructor(options: SchemaStoreOptions) {
    this.environment = options.environment;
    this.cacheFolder = options.cacheFolder;
    this.log = options.log ?? (() => undefined);
    this.editorContent = options.editorContent;
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
    for (const uri of entry.dependencies) {
      const text = this.settledSources.get(uri)?.text;
      if (inUse.has(uri) || text === undefined || text.length < RELEASED_SOURCE_LENGTH) continue;
      this.settledSources.delete(uri);
      this.sources.delete(uri);
    }
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
    for (const uri of [...this.sources.keys()]) {
      if (changed(uri)) {
        this.sources.delete(uri);
        this.settledSources.delete(uri);
      }
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
    this.sources.clear();
    this.settledSources.clear();
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
    const value = source.value;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const id =
        typeof value.$id === 'string' ? value.$id : typeof value.id === 'string' ? value.id : undefined;
      if (id && /^[a-z][a-z0-9+.-]*:/i.test(id)) this.aliases.set(withoutFragment(id), key);
    }
  }

  /** An already loaded source by its URI or by its root `$id` (as schema paths name it). */
  peekSource(uri: string): SchemaSource | undefined {
    const key = withoutFragment(uri);
    return (
      this.settledSources.get(key) ?? this.settledSources.get(this.aliases.get(key) ?? normalizeUri(key))
    );
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
      schemas: {},
    };
    const root = await this.getSource(uri);
    if (root.note) entry.notes.push(root.note);
    if (root.blocked) entry.blocked.set(uri, root.blocked);
    if (root.retrying) entry.retrying.add(uri);
    if (root.value === undefined) {
      entry.error = root.error ?? 'it could not be read';
      return entry;
    }
    if (typeof root.value === 'object' && root.value !== null && !Array.isArray(root.value)) {
      const title = root.value.title;
      if (typeof title === 'string') entry.title = title;
    }
    const schemas = entry.schemas;
    try {
      for (let round = 0; round < MAX_REFERENCE_ROUNDS; round++) {
        const compiled = compile(root.value, { baseUri: uri, schemas });
        entry.compiled = compiled;
        const missing = compiled.missingReferences
          .map((m) => withoutFragment(m))
          .filter((m) => !(m in schemas) && !entry.unresolved.has(m));
        if (missing.length === 0) break;
        for (const ref of missing) {
          const source = await this.getSource(ref);
          entry.dependencies.add(ref);
          if (source.note) entry.notes.push(source.note);
          if (source.blocked) entry.blocked.set(ref, source.blocked);
          if (source.retrying) entry.retrying.add(ref);
          if (source.value === undefined) entry.unresolved.set(ref, source.error ?? 'it could not be read');
          else schemas[ref] = source.value;
        }
      }
    } catch (error) {
      this.log(
        `Compiling ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      entry.compiled = undefined;
      entry.error = `compiling it failed (${describeError(error)})`;
    }
    return entry;
  }

  private async load(uri: string): Promise<SchemaSource> {
    const inline = this.inline.get(uri);
    if (inline !== undefined) return { uri, value: inline };
    const lazy = this.overlays.get(uri);
    const overlay = typeof lazy === 'function' ? lazy() : lazy;
    if (overlay !== undefined) return { uri, text: overlay, ...parseSchemaText(overlay) };
    const path = uriToPath(uri);
    if (path !== undefined) {
      try {
        const text = await this.environment.readFile(path, MAX_SCHEMA_FILE_BYTES);
        return { uri, text, ...parseSchemaText(text) };
      } catch (error) {
        return { uri, error: describeError(error) };
      }
    }
    if (/^https?:/.test(uri)) return this.download(uri);
    if (/^vscode:/.test(uri)) return this.fromEditor(uri);
    return { uri, error: `the URI scheme of ${uri} is not supported` };
  }

  private async fromEditor(uri: string): Promise<SchemaSource> {
    if (!this.editorContent) return { uri, error: 'only VS Code can serve its own schemas' };
    try {
      const answer = await this.editorContent(uri);
      if (typeof answer.text !== 'string') {
        return { uri, error: answer.error ?? 'the editor did not serve it' };
      }
      return { uri, text: answer.text, ...parseSchemaText(answer.text) };
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

  private async download(url: string): Promise<SchemaSource> {
    const refused = this.refusal(url);
    if (refused) return refused;
    const cached = await this.readDiskCache(url);
    try {
      const response = await this.fetchFollowing(url, cached?.etag);
      if (response.status === 304 && cached) {
        this.retryDelays.delete(url);
        return { uri: url, text: cached.body, ...parseSchemaText(cached.body) };
      }
      if ('refused' in response) return response.refused;
      if (response.status >= 200 && response.status < 300 && response.body !== undefined) {
        this.retryDelays.delete(url);
        const parsed = parseSchemaText(response.body);
        const path = this.cachePath(url);
        if (path && parsed.value !== undefined) {
          const entry: DiskCacheEntry = {
            url,
            etag: response.etag,
            body: response.body,
            savedAt: this.environment.now(),
          };
          await this.environment.writeFile(path, JSON.stringify(entry)).catch((e: unknown) => {
            this.log(`Could not cache ${url}: ${describeError(e)}`);
          });
        }
        return { uri: url, text: response.body, ...parsed };
      }
      throw new Error(`the server answered HTTP ${response.status}`);
    } catch (error) {
      const reason = describeError(error);
      if (cached) {
        const when = new Date(cached.savedAt).toISOString();
        return {
          uri: url,
          text: cached.body,
          ...parseSchemaText(cached.body),
          note: `${url} could not be downloaded (${reason}); using the copy cached on ${when}.`,
        };
      }
      this.scheduleRetry(url);
      return { uri: url, error: `downloading it failed (${reason})`, retrying: true };
    }
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
