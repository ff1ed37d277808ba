/**
 * Reading and validating one input path, the unit of work that runs either on the main thread or on
 * a worker thread: the same code in both places, so the output cannot depend on where it ran.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { notRegularFile } from '../../shared/src/limits';
import { MAX_DOCUMENT_FILE_BYTES } from '../../shared/src/limits';
import type { CatalogEntry } from '../../host/src/catalog';
import type { ValidateOptions } from './args';
import type { FileReport } from './model';
import { cliProblem, sortProblems } from './reportedProblems';
import { CliConfig } from './config';
import { decodeText } from './decodeText';
import { describeOpenError, readRegularFile } from './readFile';
import { SchemaLoader } from './schemaLoader';
import type { LoadedSchema, RemoteSources } from './schemaLoader';
import { streamJsonLines, validateJsonLines } from './jsonLines';
import type { ProblemSink, StreamOptions } from './jsonLines';
import { validateDocument } from './validateDocument';
import type { DocumentContext, DocumentInput } from './validateDocument';
import { hostTexts } from '../../host/src/displayLanguage';
import { loadReason } from '../../host/src/loadMessages';

/** The options a validation context is built from; plain data, so that workers can receive it. */
export interface ContextOptions {
  cwd: string;
  /** `--schema`: a file (relative to cwd) or an http(s) URL. */
  schema?: string;
  draft?: ValidateOptions['draft'];
  formatAssertion: boolean;
  allowComments: boolean;
  allowTrailingCommas: boolean;
  jsonl: boolean;
  asSchema: boolean;
  skipUnassociated: boolean;
  /** `--config FILE`. */
  config?: string;
  /** `--no-config`. */
  noConfig: boolean;
  /** The SchemaStore catalog in force (read once by the main thread), or undefined for none. */
  catalog?: CatalogEntry[];
  /** `--catalog` was given: the catalog applies even where the settings turn it off. */
  catalogForced: boolean;
  /** `--strict-catalog`. */
  strictCatalog: boolean;
  /** `--no-suppressions`. */
  noSuppressions: boolean;
}

/** What a thread needs to validate documents: the schema loader and the `--schema` schema. */
export interface Validation {
  context: DocumentContext;
  /** The `--schema` schema as loaded (possibly unusable: the caller decides). */
  fixed?: LoadedSchema;
  options: ContextOptions;
}

/** Whether `--schema` names a URL rather than a file. */
export function isSchemaUrl(schema: string): boolean {
  return /^https?:\/\//i.test(schema);
}

/**
 * Builds the per-thread validation state; each thread compiles its schemas once. Downloads go through
 * `remote` (the main thread's schema store).
 */
export async function createValidation(options: ContextOptions, remote: RemoteSources): Promise<Validation> {
  const loaded = CliConfig.load({ cwd: options.cwd, config: options.config, noConfig: options.noConfig });
  // The main thread has checked that the settings can be read; should they vanish before a worker
  // reads them, that worker goes on without them rather than failing the run.
  const config =
    'error' in loaded ? (CliConfig.load({ cwd: options.cwd, noConfig: true }) as CliConfig) : loaded;
  config.useCatalog(options.catalog, options.catalogForced);
  const loader = new SchemaLoader({
    cwd: options.cwd,
    remote,
    draft: options.draft,
    formatAssertion: options.formatAssertion,
  });
  const fixed =
    options.schema === undefined
      ? undefined
      : isSchemaUrl(options.schema)
        ? await loader.loadUri(options.schema)
        : await loader.loadFile(resolve(options.cwd, options.schema));
  return {
    context: {
      loader,
      schema: fixed?.compiled && !fixed.unavailable ? fixed : undefined,
      allowComments: options.allowComments,
      allowTrailingCommas: options.allowTrailingCommas,
      asSchema: options.asSchema,
      skipUnassociated: options.skipUnassociated,
      draft: options.draft,
      config,
      strictCatalog: options.strictCatalog,
      suppressions: !options.noSuppressions,
    },
    fixed,
    options,
  };
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : undefined;
  return cannotReadFile(reason ?? (error instanceof Error ? error.message : String(error)));
}

/** "Cannot read file: …" in the person's language, from the English reason. */
function cannotReadFile(reason: string): string {
  const texts = hostTexts();
  return texts.t('cli.cannotReadFile', { reason: loadReason(reason, texts) });
}

/** The text of a document's bytes, or its encoding problem (see decodeText.ts). */
function decoded(
  input: string | Uint8Array,
): Pick<DocumentInput, 'text' | 'bytes' | 'encodingError' | 'encodingWarning'> {
  if (typeof input === 'string') return { text: input };
  const result = decodeText(input);
  if ('error' in result) return { encodingError: result.error };
  // Only UTF-8 comes back without a warning: the parser's scan reads those bytes rather than encode the text.
  return result.warning === undefined
    ? { text: result.text, bytes: input }
    : { text: result.text, encodingWarning: result.warning };
}

/** Reads a document from disk (relative to cwd); a failure becomes the document's problem. */
export function readDocument(path: string, cwd: string): DocumentInput {
  const absolute = resolve(cwd, path);
  const where = { name: path, directory: dirname(absolute), path: absolute };
  // Only regular files: an argument may name /dev/zero, a named pipe or a directory.
  const read = readRegularFile(absolute, MAX_DOCUMENT_FILE_BYTES);
  if ('error' in read) return { ...where, readError: cannotReadFile(read.error) };
  return { ...where, ...decoded(read.bytes) };
}

/** Reads standard input through `read` (bytes are decoded as files are); a failure becomes the document's problem. */
export function readStandardInput(read: () => string | Uint8Array, cwd: string): DocumentInput {
  let input: string | Uint8Array;
  try {
    input = read();
  } catch (error) {
    return { name: '<stdin>', directory: cwd, readError: describeReadError(error) };
  }
  return { name: '<stdin>', directory: cwd, ...decoded(input) };
}

/** Whether a file is read as JSON Lines. */
export function isJsonLines(name: string, options: ContextOptions): boolean {
  return options.jsonl || /\.(jsonl|ndjson)$/i.test(name);
}

/**
 * Validates one document. The core promises not to throw; should it still, one document's failure
 * must not hide the results of all the others, so it becomes that document's problem (exit status 2).
 */
export async function validateInput(input: DocumentInput, validation: Validation): Promise<FileReport> {
  try {
    const report = await (isJsonLines(input.name, validation.options)
      ? validateJsonLines(input, validation.context)
      : validateDocument(input, validation.context));
    if (input.encodingWarning !== undefined && report.skipped !== true) {
      const warning = cliProblem(
        input.name,
        'encoding',
        'not-utf8',
        input.encodingWarning,
        undefined,
        'warning',
      );
      report.errors = sortProblems([warning, ...report.errors]);
    }
    return report;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file: input.name,
      valid: false,
      checked: false,
      errors: [
        cliProblem(input.name, 'internal', 'internal-error', hostTexts().t('cli.internalError', { reason })),
      ],
    };
  }
}

/**
 * Chunks of a JSON Lines input at a time: a read stream's buffer size, so that a file of any size is
 * read in the memory of one chunk (and its longest line).
 */
const JSON_LINES_CHUNK = 1 << 20;

/**
 * A JSON Lines input to read in chunks; or one read whole already (`document`: standard input from a
 * host that reads it at once, or a file that could not be read, with its problem).
 */
export type LinesInput =
  | {
      source: { name: string; directory: string; path?: string };
      chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
    }
  | { document: DocumentInput };

/**
 * Opens a JSON Lines file for reading in chunks. Like `readRegularFile` it opens without blocking and
 * takes only a regular file, but it sets no size limit: the file is never held whole.
 */
export function openJsonLines(path: string, cwd: string): LinesInput {
  const absolute = resolve(cwd, path);
  const where = { name: path, directory: dirname(absolute), path: absolute };
  let fd: number;
  try {
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { document: { ...where, readError: cannotReadFile(describeOpenError(error)) } };
  }
  let special: string | undefined;
  try {
    special = notRegularFile(fstatSync(fd));
  } catch (error) {
    special = error instanceof Error ? error.message : String(error);
  }
  if (special !== undefined) {
    closeSync(fd);
    return { document: { ...where, readError: cannotReadFile(special) } };
  }
  return { source: where, chunks: readChunks(fd) };
}

/**
 * A file's chunks, read as they are asked for. Read synchronously: with a read stream the thread sat
 * idle a fifth of the time (profile of a 20 MB file: 310 of 1,545 ms), waiting for each next chunk
 * from the thread pool; a regular file's read from the page cache is quicker than that wait (five
 * paired runs, 20 MB with 30 % errors, --jobs 1: median 1.72 s against 1.79 s).
 */
function* readChunks(fd: number): Generator<Uint8Array> {
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafeSlow(JSON_LINES_CHUNK);
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return;
      yield read === chunk.length ? chunk : chunk.subarray(0, read);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Validates a JSON Lines input read in chunks, its problems handed to `sink` line by line. As with
 * `validateInput`, a failure becomes the document's problem (exit status 2), not the run's end.
 */
export async function validateJsonLinesInput(
  input: LinesInput,
  validation: Validation,
  sink: ProblemSink,
  options?: StreamOptions,
): Promise<FileReport> {
  if ('document' in input) {
    const report = await validateInput(input.document, validation);
    sink(report.errors, report.schema);
    return { ...report, errors: [] };
  }
  try {
    return await streamJsonLines(input.source, input.chunks, validation.context, sink, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const name = input.source.name;
    // A read that fails halfway (an I/O error, a file cut short) ends the file's lines there.
    sink([cliProblem(name, 'internal', 'internal-error', hostTexts().t('cli.internalError', { reason }))]);
    return { file: name, valid: false, checked: false, errors: [] };
  }
}
