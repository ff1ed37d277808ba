/**
 * Loads and compiles schemas for the CLI: schema files (with the local files their `$ref`s point
 * to), http(s) schemas and `$ref` targets (through `RemoteSources`: the server's schema store on the
 * main thread, with its trusted domains, download cache and offline copies), and the official
 * meta-schemas. The core does no IO, so this module loads the documents the core reports in
 * `missingReferences` and compiles again until nothing new can be loaded.
 */
import { relative, isAbsolute } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, parseDocument, parsePointer } from '../../shared/src/index';
import type { CompiledSchema } from '../../shared/src/index';
import type {
  Draft,
  JsonObject,
  JsonValue,
  ParseOptions,
  SchemaProblem,
  SourceRange,
} from '../../shared/src/types';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';
import type { LoadOutcome } from '../../host/src/loadMessages';
import type { Blocked, SchemaSource } from '../../host/src/schemaStore';
import { cliProblem, fromSyntaxProblem, sortProblems } from './reportedProblems';
import { readRegularFile } from './readFile';
import type { Problem } from './reportedProblems';
import type { SchemaSummary } from './model';
import { displayLanguage } from '../../host/src/displayLanguage';
import { hostTexts } from '../../host/src/displayLanguage';
import { loadReason } from '../../host/src/loadMessages';

/** A downloaded document as the schema store gave it (its text, or why there is none); plain data. */
export type RemoteSource = Omit<SchemaSource, 'value'>;

/** Where http(s) documents come from: the schema store (main thread) or a request to it (workers). */
export interface RemoteSources {
  get(url: string): Promise<RemoteSource>;
}

/** The meta-schema URI that names each draft in `$schema`. */
export const META_SCHEMA_URIS: Readonly<Record<Draft, string>> = {
  '4': 'http://json-schema.org/draft-04/schema#',
  '6': 'http://json-schema.org/draft-06/schema#',
  '7': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** A schema ready to validate with, or the reasons it is not. */
export interface LoadedSchema {
  /** How the schema is shown to the user: a path relative to cwd, or a URI. */
  name: string;
  /** The schema file's absolute path; undefined for a meta-schema or a downloaded schema. */
  path?: string;
  /**
   * Set when the schema, or a document it refers to, could not be downloaded (refused, failed, not
   * cached offline): documents are then not validated, and this says why in the editor's words.
   */
  unavailable?: LoadOutcome;
  /** Undefined when the schema could not be read or has errors: documents are then not validated. */
  compiled?: CompiledSchema;
  /** The root schema as written (its `allowComments`/`allowTrailingCommas` are VS Code's say on syntax). */
  root?: JsonValue;
  /** Why the schema file could not be read at all (reported where the schema was named). */
  readError?: string;
  /** Problems located in the schema file (or the files it references), in text order per file. */
  problems: Problem[];
  /** What the output shows of this schema (the same object for the whole run). */
  summary: SchemaSummary;
  /** The local files the schema was read from: its own and those its `$ref`s named (read or not). */
  files?: string[];
}

/** Completes a loaded schema with its summary. */
function withSummary(key: string, loaded: Omit<LoadedSchema, 'summary'>): LoadedSchema {
  const summary: SchemaSummary = {
    key,
    name: loaded.name,
    valid: loaded.compiled !== undefined,
    problems: loaded.problems,
  };
  return { ...loaded, summary };
}

export interface LoaderOptions {
  cwd: string;
  remote: RemoteSources;
  /** Forces this draft on every schema, whatever its `$schema` says. */
  draft?: Draft;
  formatAssertion: boolean;
}

/** A schema document read from disk, kept for locating problems in it. */
interface SourceFile {
  name: string;
  uri: string;
  value: JsonValue | undefined;
  locate: (pointer: string, part: 'key' | 'value') => SourceRange | undefined;
}

/** JSONC is accepted in schema files: people comment their schemas, and nothing is lost by it. */
const SCHEMA_PARSE_OPTIONS: ParseOptions = { allowComments: true, allowTrailingCommas: true };

function isRemote(uri: string): boolean {
  return /^https?:/i.test(uri);
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}

/**
 * The local file that supplies the document `uri`: a `file:` URI is itself; a URI below the folder of
 * the root schema's `$id` (`https://example.com/schemas/defs/a.json` for an `$id` of
 * `https://example.com/schemas/root.json`) is the same relative path beside the root schema file,
 * because schemas published together are usually stored together. Anything else is remote.
 */
function localFileFor(uri: string, rootId: string | undefined, rootFile: string): string | undefined {
  if (uri.startsWith('file:')) return uri;
  if (rootId === undefined) return undefined;
  try {
    const idFolder = new URL('.', rootId).href;
    if (!/^https?:/.test(idFolder) || !uri.startsWith(idFolder)) return undefined;
    return new URL(uri.slice(idFolder.length), new URL('.', rootFile)).href;
  } catch {
    return undefined;
  }
}

/** The value at an RFC 6901 pointer, or undefined when the path does not exist. */
function valueAt(value: JsonValue | undefined, pointer: string): JsonValue | undefined {
  let current = value;
  for (const segment of parsePointer(pointer)) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  return current;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema file that was not read, with the reason (`readRegularFile`'s words) and the system's code. */
class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** A note of the schema store (a cached copy used offline), shown once with the schema. */
function noteProblem(uri: string, note: string): Problem {
  return cliProblem(uri, 'schema-load', 'schema-load', note, undefined, 'information');
}

/** What the editor's wording needs about documents that could not be downloaded. */
function outcome(uri: string, compiled: boolean, failed: ReadonlyMap<string, DownloadFailure>): LoadOutcome {
  const result: LoadOutcome = {
    uri,
    ...(compiled ? { compiled: true } : { error: failed.get(uri)?.error }),
    unresolved: new Map(),
    blocked: new Map(),
    retrying: new Set(),
  };
  for (const [url, failure] of failed) {
    if (url !== uri || compiled) result.unresolved.set(url, failure.error);
    if (failure.blocked) result.blocked.set(url, failure.blocked);
    if (failure.retrying) result.retrying.add(url);
  }
  return result;
}

/** describeReadError in the person's language. */
function localReadError(error: unknown): string {
  return loadReason(describeReadError(error), hostTexts());
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (error instanceof UnreadableFile && code === undefined) return error.message;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** A document that could not be downloaded: what the schema store said about it. */
interface DownloadFailure {
  error: string;
  blocked?: Blocked;
  retrying: boolean;
}

/** Reads and compiles schemas once per path, URL (or meta-schema URI) for the whole run. */
export class SchemaLoader {
  private readonly cache = new Map<string, Promise<LoadedSchema> | LoadedSchema>();

  constructor(private readonly options: LoaderOptions) {}

  /** Shows a path relative to the working directory when it is below it. */
  displayPath(path: string): string {
    const rel = relative(this.options.cwd, path);
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
  }

  /** The schema in the file at `path` (absolute), with the documents it references. */
  loadFile(path: string): Promise<LoadedSchema> {
    return this.once(path, async () => withSummary(path, { ...(await this.compileFile(path)), path }));
  }

  /** The schema at a `file:` or `http(s):` URI (a document's `$schema`, an association, `--schema`). */
  loadUri(uri: string): Promise<LoadedSchema> {
    // Every document of an association asks for the same URI: answer from the first answer.
    let loaded = this.byUri.get(uri);
    if (loaded === undefined) {
      loaded = this.loadUriOnce(uri);
      this.byUri.set(uri, loaded);
    }
    return loaded;
  }

  private readonly byUri = new Map<string, Promise<LoadedSchema>>();

  private loadUriOnce(uri: string): Promise<LoadedSchema> {
    const target = withoutFragment(uri);
    if (target.startsWith('file:')) {
      let path: string;
      try {
        path = fileURLToPath(target);
      } catch (error) {
        return Promise.resolve(
          withSummary(target, {
            name: target,
            readError: `Invalid file URI ${target}: ${describeReadError(error)}.`,
            problems: [],
          }),
        );
      }
      return this.loadFile(path);
    }
    if (isRemote(target)) return this.once(target, () => this.compileRemote(target));
    return Promise.resolve(
      withSummary(target, {
        name: target,
        readError: hostTexts().t('cli.schemaScheme', { target }),
        problems: [],
      }),
    );
  }

  private once(key: string, load: () => Promise<LoadedSchema>): Promise<LoadedSchema> {
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = load().then((loaded) => {
      this.cache.set(key, loaded);
      return loaded;
    });
    this.cache.set(key, pending);
    return pending;
  }

  /**
   * An inline schema of the settings (`"schema": {...}` in `jsonObjectValidator.schemas` or
   * `json.schemas`), known by the URI the editor gives it; its problems are reported against `file`.
   */
  loadInline(uri: string, value: JsonValue, file = uri): LoadedSchema {
    const key = 'inline:' + uri;
    const cached = this.cache.get(key);
    if (cached && !(cached instanceof Promise)) return cached;
    const compiled = compile(this.applyDraftOverride(value), {
      locale: displayLanguage(),
      baseUri: uri,
      draft: this.options.draft,
      formatAssertion: this.options.formatAssertion,
    });
    const problems = compiled.problems.map((p) =>
      cliProblem(file, p.keyword, p.code, `Inline schema: ${p.message}`, undefined, p.severity),
    );
    const loaded = withSummary(key, {
      name: `inline schema in ${file}`,
      compiled: problems.some((p) => p.severity === 'error') ? undefined : compiled,
      root: value,
      problems,
    });
    this.cache.set(key, loaded);
    return loaded;
  }

  /** An official meta-schema, known to the core (no IO): documents that are themselves schemas. */
  loadMetaSchema(uri: string, draft: Draft): LoadedSchema {
    const key = 'meta:' + uri;
    const cached = this.cache.get(key);
    if (cached && !(cached instanceof Promise)) return cached;
    // A reference resolves to the core's offline copy; `$schema` beside it selects the draft
    // the meta-schema is written in (siblings of `$ref` are ignored before 2019-09).
    const forced = this.options.draft ?? draft;
    const compiled = compile(
      { $schema: META_SCHEMA_URIS[forced], $ref: uri },
      { draft: forced, formatAssertion: this.options.formatAssertion, locale: displayLanguage() },
    );
    const problems = compiled.problems.map((p) =>
      cliProblem(uri, p.keyword, p.code, p.message, undefined, p.severity),
    );
    const loaded = withSummary(key, {
      name: uri,
      compiled: problems.some((p) => p.severity === 'error') ? undefined : compiled,
      problems,
    });
    this.cache.set(key, loaded);
    return loaded;
  }

  /** A schema document from its text, kept for locating problems in it. */
  private sourceFromText(
    name: string,
    uri: string,
    text: string,
  ): { source: SourceFile; value: JsonValue | undefined; problems: Problem[] } {
    const doc = parseDocument(text, SCHEMA_PARSE_OPTIONS);
    const source: SourceFile = {
      name,
      uri,
      value: doc.value,
      locate: (pointer, part) => doc.locate([{ path: pointer, part }])[0],
    };
    return { source, value: doc.value, problems: doc.problems.map((p) => fromSyntaxProblem(name, p)) };
  }

  private readSource(
    path: string,
    uri: string,
  ): { source: SourceFile; value: JsonValue | undefined; problems: Problem[] } {
    // Only regular files, and not without limit: a `$ref` may name /dev/zero or a named pipe.
    const read = readRegularFile(path, MAX_SCHEMA_FILE_BYTES);
    if ('error' in read) throw new UnreadableFile(read.error, read.code);
    return this.sourceFromText(this.displayPath(path), uri, read.bytes.toString('utf8'));
  }

  private async compileFile(path: string): Promise<Omit<LoadedSchema, 'summary'>> {
    const name = this.displayPath(path);
    let root;
    try {
      root = this.readSource(path, pathToFileURL(path).href);
    } catch (error) {
      return {
        name,
        readError: hostTexts().t('cli.cannotReadSchema', { name, reason: localReadError(error) }),
        problems: [],
      };
    }
    return this.compileRoot(root, pathToFileURL(path).href, true);
  }

  /** A schema at an http(s) URL, downloaded through the schema store. */
  private async compileRemote(url: string): Promise<LoadedSchema> {
    const source = await this.options.remote.get(url);
    const notes = source.note === undefined ? [] : [noteProblem(url, source.note)];
    if (source.text === undefined) {
      const failure: DownloadFailure = {
        error: source.error ?? 'it could not be downloaded',
        ...(source.blocked ? { blocked: source.blocked } : {}),
        retrying: source.retrying === true,
      };
      return withSummary(url, {
        name: url,
        problems: notes,
        unavailable: outcome(url, false, new Map([[url, failure]])),
      });
    }
    const root = this.sourceFromText(url, url, source.text);
    root.problems.unshift(...notes);
    return withSummary(url, await this.compileRoot(root, url, false));
  }

  /**
   * Compiles a root schema, loading what its `$ref`s name until nothing new can be loaded: local
   * files (for a local root, also a file beside it that stands for a URL below its `$id`, see
   * `localFileFor`) and downloads.
   */
  private async compileRoot(
    root: { source: SourceFile; value: JsonValue | undefined; problems: Problem[] },
    baseUri: string,
    isFile: boolean,
  ): Promise<Omit<LoadedSchema, 'summary'>> {
    const name = root.source.name;
    if (root.problems.some((p) => p.severity === 'error') || root.value === undefined) {
      return { name, problems: sortProblemsByFile(root.problems) };
    }
    const schema = this.applyDraftOverride(root.value);
    const sources = new Map<string, SourceFile>([
      ['', root.source],
      [baseUri, root.source],
    ]);
    let rootId: string | undefined;
    if (isObject(root.value)) {
      const id = root.value.$id ?? root.value.id;
      if (typeof id === 'string') {
        rootId = withoutFragment(id);
        sources.set(rootId, root.source);
      }
    }
    const schemas: Record<string, JsonValue> = {};
    // Why each missing document could not be supplied, to complete the core's "cannot resolve".
    const unavailable = new Map<string, string>();
    // Documents that could not be downloaded: not a fault of the schema, said on each document.
    const failed = new Map<string, DownloadFailure>();
    const loadProblems: Problem[] = [...root.problems];
    const files = new Set<string>(isFile ? [fileURLToPath(baseUri)] : []);
    let compiled = this.compileWith(schema, baseUri, schemas);
    // Each round can only add documents, and each URI is tried once, so this ends.
    for (;;) {
      const fresh = [
        ...new Set(
          compiled.missingReferences
            .map(withoutFragment)
            .filter(
              (uri) =>
                !unavailable.has(uri) &&
                !failed.has(uri) &&
                !Object.prototype.hasOwnProperty.call(schemas, uri),
            ),
        ),
      ];
      if (fresh.length === 0) break;
      for (const uri of fresh) {
        const local = isFile ? localFileFor(uri, rootId, baseUri) : uri.startsWith('file:') ? uri : undefined;
        if (local !== undefined) files.add(fileURLToPath(local));
      }
      // Downloads of one round run together.
      const loaded = await Promise.all(fresh.map((uri) => this.loadReferenced(uri, rootId, baseUri, isFile)));
      let added = false;
      fresh.forEach((uri, i) => {
        const result = loaded[i];
        if (result.problems) loadProblems.push(...result.problems);
        if ('value' in result) {
          schemas[uri] = result.value;
          sources.set(uri, result.source);
          added = true;
        } else if ('failure' in result) {
          failed.set(uri, result.failure);
        } else {
          unavailable.set(uri, result.reason);
        }
      });
      if (!added) break;
      compiled = this.compileWith(schema, baseUri, schemas);
    }
    const explained = new Set<string>();
    const problems: Problem[] = [...loadProblems];
    for (const p of compiled.problems) {
      const uri = p.code === 'unresolvable-ref' ? this.referencedUri(p, sources, root.source) : undefined;
      // A reference that could not be downloaded is said on the documents, in the editor's words.
      if (uri !== undefined && failed.has(uri)) continue;
      const located = this.locateProblem(p, sources, root.source);
      const reason = uri === undefined ? undefined : unavailable.get(uri);
      if (uri !== undefined && reason !== undefined) {
        located.message += ' ' + reason;
        explained.add(uri);
      }
      problems.push(located);
    }
    // Normally every missing document has a located "cannot resolve" above; this is the fallback.
    for (const [uri, reason] of unavailable) {
      if (!explained.has(uri)) {
        problems.push(
          cliProblem(
            name,
            '$ref',
            'unresolvable-ref',
            hostTexts().t('cli.cannotLoadReference', { uri, reason }),
          ),
        );
      }
    }
    const fatal = problems.some((p) => p.severity === 'error');
    return {
      name,
      compiled: fatal ? undefined : compiled,
      root: root.value,
      problems: sortProblemsByFile(withoutDuplicates(problems)),
      ...(failed.size > 0 ? { unavailable: outcome(baseUri, true, failed) } : {}),
      files: [...files],
    };
  }

  /** One document a `$ref` names: its value, or why it could not be had. */
  private async loadReferenced(
    uri: string,
    rootId: string | undefined,
    baseUri: string,
    isFile: boolean,
  ): Promise<
    | { value: JsonValue; source: SourceFile; problems: Problem[] }
    | { reason: string; problems?: Problem[] }
    | { failure: DownloadFailure; problems?: Problem[] }
  > {
    const local = isFile ? localFileFor(uri, rootId, baseUri) : uri.startsWith('file:') ? uri : undefined;
    if (local !== undefined) {
      const path = fileURLToPath(local);
      const shown = this.displayPath(path);
      try {
        const referenced = this.readSource(path, uri);
        if (referenced.value === undefined || referenced.problems.some((p) => p.severity === 'error')) {
          return {
            reason: hostTexts().t('cli.syntaxErrors', { name: shown }),
            problems: referenced.problems,
          };
        }
        return { value: referenced.value, source: referenced.source, problems: referenced.problems };
      } catch (error) {
        // A URL below the root's `$id` that has no file beside the root is downloaded instead.
        const missing = (error as { code?: unknown }).code === 'ENOENT';
        if (!(missing && isRemote(uri))) {
          return { reason: hostTexts().t('cli.cannotRead', { file: shown, reason: localReadError(error) }) };
        }
      }
    }
    if (!isRemote(uri)) return { reason: hostTexts().t('cli.onlyFilesAndUrls') };
    const source = await this.options.remote.get(uri);
    const notes = source.note === undefined ? [] : [noteProblem(uri, source.note)];
    if (source.text === undefined) {
      return {
        failure: {
          error: source.error ?? 'it could not be downloaded',
          ...(source.blocked ? { blocked: source.blocked } : {}),
          retrying: source.retrying === true,
        },
        problems: notes,
      };
    }
    const referenced = this.sourceFromText(uri, uri, source.text);
    const problems = [...notes, ...referenced.problems];
    if (referenced.value === undefined || referenced.problems.some((p) => p.severity === 'error')) {
      return { reason: hostTexts().t('cli.syntaxErrors', { name: uri }), problems };
    }
    return { value: referenced.value, source: referenced.source, problems };
  }

  private compileWith(
    schema: JsonValue,
    baseUri: string,
    schemas: Record<string, JsonValue>,
  ): CompiledSchema {
    return compile(schema, {
      locale: displayLanguage(),
      baseUri,
      schemas,
      draft: this.options.draft,
      formatAssertion: this.options.formatAssertion,
    });
  }

  /** `--draft` wins over the schema's own `$schema`: the root's `$schema` is replaced. */
  private applyDraftOverride(schema: JsonValue): JsonValue {
    if (this.options.draft === undefined || !isObject(schema)) return schema;
    return { ...schema, $schema: META_SCHEMA_URIS[this.options.draft] };
  }

  private locateProblem(problem: SchemaProblem, sources: Map<string, SourceFile>, root: SourceFile): Problem {
    const source = sources.get(withoutFragment(problem.uri)) ?? root;
    const range = source.locate(problem.pointer, problem.part) ?? source.locate('', 'value');
    const located = cliProblem(
      source.name,
      problem.keyword,
      problem.code,
      problem.message,
      range,
      problem.severity,
    );
    located.schemaPath = `#${problem.pointer}`;
    return located;
  }

  /** The absolute URI (without fragment) of the `$ref` that a core problem points at. */
  private referencedUri(
    problem: SchemaProblem,
    sources: Map<string, SourceFile>,
    root: SourceFile,
  ): string | undefined {
    const source = sources.get(withoutFragment(problem.uri)) ?? root;
    const ref = valueAt(source.value, problem.pointer);
    if (typeof ref !== 'string') return undefined;
    try {
      return withoutFragment(new URL(ref, source.uri).href);
    } catch {
      return undefined;
    }
  }
}

/**
 * Structural checks and the compiler can both report the same fault (say, an invalid regex once on
 * the key and once on the value); one line per fault is enough.
 */
function withoutDuplicates(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (p.code === undefined || p.schemaPath === '') return true;
    const key = `${p.file}\n${p.schemaPath}\n${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Groups problems by file (in order of first appearance) and sorts each group by position. */
function sortProblemsByFile(problems: Problem[]): Problem[] {
  const groups = new Map<string, Problem[]>();
  for (const p of problems) {
    const group = groups.get(p.file);
    if (group) group.push(p);
    else groups.set(p.file, [p]);
  }
  return [...groups.values()].flatMap(sortProblems);
}
