/**
 * The `validate` command from argv to exit status: reads the settings, sets up downloads and the
 * catalog, expands inputs, loads the `--schema` schema, validates each document (on worker threads
 * when there are many) and streams the report in input order. All process access goes through `CliIo`
 * (downloads go through the server's node environment).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { SchemaChoice } from '../../host/src/associations';
import { loadProblems, loadReason } from '../../host/src/loadMessages';
import { parseCommand, USAGE } from './args';
import type { ValidateOptions } from './args';
import { resolveCatalog } from './catalogs';
import { CliConfig } from './config';
import { affectedDocuments, changedFiles } from './changedSince';
import {
  createValidation,
  isJsonLines,
  isSchemaUrl,
  openJsonLines,
  readDocument,
  readStandardInput,
  validateInput,
  validateJsonLinesInput,
} from './documents';
import type { LinesInput } from './documents';
import type { ContextOptions } from './documents';
import { cacheFolder, CLI_WORDING, createDownloads } from './downloads';
import type { Downloads } from './downloads';
import { createReporter } from './formats/index';
import { InvalidGlob } from '../../host/src/glob';
import { expandInput } from './fileArguments';
import { countProblems } from './model';
import type { FileReport, Totals } from './model';
import { mergeReports } from './merge';
import type { Problem } from './reportedProblems';
import { WorkerPool } from './pool';
import { LineWorkers } from './linePool';
import type { LineHelpers } from './jsonLines';
import { readRegularFile } from './readFile';
import { inShard } from './shard';
import { environmentLocale, hostTexts, setDisplayLanguage } from '../../host/src/displayLanguage';

/** What the CLI needs from the process; tests and other hosts can supply their own. */
export interface CliIo {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  writeStdout(text: string): void;
  /**
   * Undefined when standard output took everything written so far; else a promise of when it has (a
   * pipe to a slower reader buffers writes in memory: the CLI waits rather than grows).
   */
  stdoutDrained?(): Promise<void> | undefined;
  writeStderr(text: string): void;
  /** Standard input: its bytes (decoded as documents are), or text already decoded. */
  readStdin(): string | Uint8Array;
  /** Standard input in chunks, for JSON Lines read as it comes; without it `readStdin` gives it whole. */
  stdinChunks?(): AsyncIterable<Uint8Array>;
  version: string;
  /** The script a worker thread runs (the CLI bundle); without it everything runs on this thread. */
  workerScript?: string;
  /** Cores to plan for; `os.availableParallelism()` when absent. */
  cores?: number;
  /** The SchemaStore catalog snapshot shipped beside the CLI; without it the catalog needs `--catalog`. */
  catalogSnapshot?: string;
  /** The SchemaStore schemas shipped beside the CLI: used when a download and the cache both fail. */
  shippedSchemas?: string;
}

export const EXIT_OK = 0;
export const EXIT_NOT_COMPLIANT = 1;
export const EXIT_USAGE = 2;

/**
 * Threads for a large JSON Lines input by default, with cores to spare (lineThreads). On this 2-core
 * machine, shared, a worker did not pay: 256 MB, 3 rounds each, --jobs 2 took 1.73-2.72x JSON.parse
 * (valid records) and 3.39-4.34x (30 % wrong) against 2.00-2.48x and 3.31-3.53x with --jobs 1, at 270 MB
 * peak RSS instead of 180 (bench/README.md).
 */
const LINE_THREADS = 2;
/** Characters of JSON Lines output gathered before one write. */
const OUTPUT_PIECE = 1 << 16;
/** Progress is worth showing only when there are this many documents. */
const PROGRESS_THRESHOLD = 20;
const PROGRESS_INTERVAL_MS = 100;
/**
 * Below this many documents, starting workers (each loads the CLI and compiles the schemas: tens of
 * milliseconds) costs more than it saves.
 */
const MIN_DOCUMENTS_FOR_WORKERS = 200;
/**
 * On two cores a worker did not pay for itself: its bootstrap and second JIT warm-up cost about 0.8 s
 * of CPU on 10,000 documents (2.2 s on one thread), and with other processes on the machine the run
 * took longer in every measurement (bench/README.md). `--jobs 2` still asks for it.
 */
const MIN_CORES_FOR_WORKERS = 3;
/** Each worker should get at least this many documents. */
const MIN_DOCUMENTS_PER_WORKER = 100;

function usageError(io: CliIo, message: string): number {
  io.writeStderr(`json-object-validator: ${message}\n${hostTexts().t('cli.usageHint')}\n`);
  return EXIT_USAGE;
}

/**
 * Turns the arguments into documents to read, and names the patterns that matched nothing; or says
 * which argument is not a valid glob.
 */
function collectInputs(
  inputs: readonly string[],
  cwd: string,
): { paths: string[]; unmatched: string[] } | { invalid: string } {
  const paths: string[] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  for (const input of inputs) {
    let files: string[];
    try {
      files = input === '-' ? ['-'] : expandInput(input, cwd).files;
    } catch (error) {
      if (!(error instanceof InvalidGlob)) throw error;
      return {
        invalid: hostTexts().t('cli.invalidGlob', { glob: JSON.stringify(input), reason: error.message }),
      };
    }
    if (files.length === 0) unmatched.push(input);
    for (const file of files) {
      const key = file === '-' ? '-' : resolve(cwd, file);
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push(file);
    }
  }
  return { paths, unmatched };
}

/** A one-line counter on a terminal's stderr, throttled so it costs nothing on fast runs. */
function progressReporter(io: CliIo, total: number): { tick(done: number): void; done(): void } {
  if (!io.stderrIsTTY || total < PROGRESS_THRESHOLD) return { tick: () => undefined, done: () => undefined };
  let last = 0;
  let shown = false;
  return {
    tick(done) {
      const now = Date.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      shown = true;
      io.writeStderr(`\r${hostTexts().t('cli.progress', { done, total })}`);
    },
    done() {
      if (shown) io.writeStderr('\r\x1b[K');
    },
  };
}

/** How many threads (this one and workers) validate `count` documents (1 = no worker). */
export function threadsFor(count: number, options: ValidateOptions, io: CliIo): number {
  if (io.workerScript === undefined) return 1;
  if (options.jobs !== undefined) return options.jobs;
  const cores = io.cores ?? availableParallelism();
  if (cores < MIN_CORES_FOR_WORKERS || count < MIN_DOCUMENTS_FOR_WORKERS) return 1;
  return Math.max(1, Math.min(cores, Math.floor(count / MIN_DOCUMENTS_PER_WORKER)));
}

/**
 * How many threads validate the lines of a large JSON Lines input (1 = this one alone): `--jobs`, else
 * LINE_THREADS from MIN_CORES_FOR_WORKERS cores on.
 */
export function lineThreads(options: ValidateOptions, io: CliIo): number {
  if (io.workerScript === undefined) return 1;
  if (options.jobs !== undefined) return options.jobs;
  return (io.cores ?? availableParallelism()) < MIN_CORES_FOR_WORKERS ? 1 : LINE_THREADS;
}

/** The association of `--schema`, in the shape the editor's wording takes. */
function optionChoice(uri: string): SchemaChoice {
  const reason = hostTexts().t('association.option');
  return {
    source: 'settings',
    associations: [{ source: 'settings', priority: 0, schemaUri: uri, reason }],
    schemaUri: uri,
    reason,
  };
}

async function validateAll(options: ValidateOptions, io: CliIo): Promise<number> {
  // Before anything is compiled or said: the whole run (and its workers) speaks this language.
  setDisplayLanguage(options.locale ?? environmentLocale(io.env));
  const config = CliConfig.load({ cwd: io.cwd, config: options.config, noConfig: options.noConfig });
  if ('error' in config) return usageError(io, config.error);
  for (const problem of config.problems) io.writeStderr(`json-object-validator: ${problem}\n`);
  const log = (message: string): void => io.writeStderr(`json-object-validator: ${message}\n`);
  const downloads = createDownloads({
    policy: config.downloadPolicy(options.trustDomains, options.schemaStoreMirror),
    cacheFolder: cacheFolder(options.cacheDir, io.env, io.cwd),
    offline: options.offline,
    ...(io.shippedSchemas !== undefined ? { shippedFolder: io.shippedSchemas } : {}),
    log,
  });
  try {
    return await validateWith(options, io, config, downloads, log);
  } finally {
    const shipped = downloads.shippedSummary();
    if (shipped !== undefined) log(shipped);
    downloads.dispose();
  }
}

async function validateWith(
  options: ValidateOptions,
  io: CliIo,
  config: CliConfig,
  downloads: Downloads,
  log: (message: string) => void,
): Promise<number> {
  // The catalog first: it decides which files the workspace mode finds.
  const catalog = await resolveCatalog(
    {
      spec: options.catalog,
      disabled: options.noCatalog,
      byDefault: options.inputs.length === 0 || options.skipUnassociated,
      setting: config.catalogSetting,
      snapshotPath: io.catalogSnapshot,
      cwd: io.cwd,
    },
    downloads.environment,
    downloads.store,
    log,
  );
  if ('error' in catalog) return usageError(io, catalog.error);
  config.useCatalog(catalog.entries, catalog.forced);
  // No file arguments: what the editor's Validate Workspace validates here.
  const collected =
    options.inputs.length === 0
      ? { paths: config.candidates(), unmatched: [] }
      : collectInputs(options.inputs, io.cwd);
  if ('invalid' in collected) return usageError(io, collected.invalid);
  const { paths: found, unmatched } = collected;
  for (const pattern of unmatched) {
    io.writeStderr(`json-object-validator: ${hostTexts().t('cli.noFilesMatch', { pattern })}\n`);
  }
  if (found.length === 0) return usageError(io, hostTexts().t('cli.noDocuments'));

  const contextOptions: ContextOptions = {
    cwd: io.cwd,
    schema: options.schema,
    draft: options.draft,
    formatAssertion: options.formatAssertion,
    allowComments: options.allowComments,
    allowTrailingCommas: options.allowTrailingCommas,
    jsonl: options.jsonl,
    asSchema: options.asSchema,
    skipUnassociated: options.skipUnassociated || options.inputs.length === 0,
    config: options.config,
    noConfig: options.noConfig,
    ...(catalog.entries ? { catalog: catalog.entries } : {}),
    catalogForced: catalog.forced,
    strictCatalog: options.strictCatalog,
    noSuppressions: options.noSuppressions,
  };
  const validation = await createValidation(contextOptions, downloads.remote);
  let paths = found;
  if (options.changedSince !== undefined) {
    const changes = changedFiles(options.changedSince, io.cwd);
    if ('error' in changes) return usageError(io, changes.error);
    const local = (spec: string | undefined): string | undefined =>
      spec === undefined || isSchemaUrl(spec) ? undefined : resolve(io.cwd, spec);
    paths = await affectedDocuments(paths, changes.files, {
      cwd: io.cwd,
      config: validation.context.config,
      loader: validation.context.loader,
      fixedSchema: local(options.schema),
      catalogFile: local(options.catalog),
    });
    log(
      hostTexts().t('cli.changedSince', {
        changed: paths.length,
        count: found.length,
        ref: options.changedSince,
      }),
    );
  }
  if (options.shard !== undefined) {
    const { index, count } = options.shard;
    const before = paths.length;
    paths = inShard(paths, index, count, io.cwd);
    log(`Shard ${index}/${count}: ${paths.length} of ${before} document${before === 1 ? '' : 's'}.`);
  }
  const reporter = createReporter(options.format, {
    color: io.stdoutIsTTY && !io.env.NO_COLOR,
    verbose: options.verbose,
    cwd: io.cwd,
    version: io.version,
  });
  const totals: Totals = {
    files: 0,
    skipped: 0,
    unavailable: 0,
    notCompliant: 0,
    unreadable: 0,
    errors: 0,
    warnings: 0,
    notShown: 0,
  };
  const printedSchemas = new Set<string>();

  const fixed = validation.fixed;
  if (fixed !== undefined) {
    if (fixed.readError !== undefined) return usageError(io, fixed.readError);
    if (fixed.unavailable !== undefined) {
      for (const p of fixed.problems) log(p.message);
      const choice = optionChoice(fixed.unavailable.uri);
      for (const p of loadProblems(choice, fixed.unavailable, (uri) => uri, CLI_WORDING)) log(p.message);
      log(hostTexts().t('cli.noneValidated'));
      return EXIT_USAGE;
    }
    io.writeStdout(reporter.start());
    printedSchemas.add(fixed.summary.key);
    io.writeStdout(reporter.schema(fixed.summary));
    countProblems(totals, fixed.summary.problems);
    if (fixed.compiled === undefined) {
      io.writeStdout(reporter.end(totals));
      io.writeStderr(`json-object-validator: ${hostTexts().t('cli.schemaInvalid', { name: fixed.name })}\n`);
      return EXIT_USAGE;
    }
  } else io.writeStdout(reporter.start());

  const progress = progressReporter(io, paths.length);
  let allChecked = true;
  const limit = options.maxErrors ?? Number.POSITIVE_INFINITY;
  let shownInRun = 0;
  /** The problems that may still be shown (`--max-errors`, per file and in the run); the rest are counted. */
  const admit = (problems: Problem[], file: { shown: number; notShown: number }): Problem[] => {
    const room = Math.max(0, Math.min(limit - file.shown, limit - shownInRun));
    const shown = room >= problems.length ? problems : problems.slice(0, room);
    file.shown += shown.length;
    shownInRun += shown.length;
    file.notShown += problems.length - shown.length;
    totals.notShown += problems.length - shown.length;
    return shown;
  };
  const schemaOnce = (schema: FileReport['schema']): string => {
    if (schema === undefined || printedSchemas.has(schema.key)) return '';
    printedSchemas.add(schema.key);
    countProblems(totals, schema.problems);
    return reporter.schema(schema);
  };
  /** `counted`: the report's problems were counted (and cut to --max-errors) as they were found. */
  const onReport = (report: FileReport, index: number, counted = false): void => {
    progress.tick(index + 1);
    if (report.skipped === true) {
      totals.skipped++;
      return;
    }
    let out = schemaOnce(report.schema);
    if (!counted) {
      countProblems(totals, report.errors);
      const file = { shown: 0, notShown: 0 };
      const errors = admit(report.errors, file);
      if (file.notShown > 0) report = { ...report, errors, notShown: file.notShown };
    }
    out += reporter.file(report);
    if (out !== '') io.writeStdout(out);
    // A file that could not be read was not checked, and is not "not compliant": it has a count of its own.
    if (report.unreadable === true) totals.unreadable++;
    else {
      if (!report.checked && report.optional === true) totals.unavailable++;
      else totals.files++;
      if (!report.valid) totals.notCompliant++;
    }
    if (!report.checked && report.optional !== true) allChecked = false;
  };
  const local = async (path: string): Promise<FileReport> => {
    // Reading waits while standard output holds what it could not pass on yet.
    const wait = io.stdoutDrained?.();
    if (wait !== undefined) await wait;
    return validateInput(
      path === '-' ? readStandardInput(() => io.readStdin(), io.cwd) : readDocument(path, io.cwd),
      validation,
    );
  };
  let lineWorkers: LineWorkers | undefined;
  /** Worker threads for the lines of a large JSON Lines input (the same ones for every such input). */
  const startLineHelpers = (): LineHelpers | undefined => {
    const threads = lineThreads(options, io);
    if (threads < 2 || io.workerScript === undefined) return undefined;
    lineWorkers ??= new LineWorkers(io.workerScript, threads - 1, contextOptions, downloads.remote);
    return lineWorkers;
  };
  /**
   * A JSON Lines input, read in chunks: its problems are printed as its lines are validated by the
   * formats that stream (text, github, sarif; the reading waits while standard output has not passed
   * them on: a write to a pipe does not block, Node buffers it), and kept up to --max-errors by the
   * others.
   */
  const streamLines = async (path: string, index: number): Promise<void> => {
    const input: LinesInput =
      path === '-'
        ? io.stdinChunks
          ? { source: { name: '<stdin>', directory: io.cwd }, chunks: io.stdinChunks() }
          : { document: readStandardInput(() => io.readStdin(), io.cwd) }
        : openJsonLines(path, io.cwd);
    const file = { shown: 0, notShown: 0 };
    const kept: Problem[] = [];
    // Problems are written in pieces of about 64 KB: one write per line of output cost more than its
    // validation.
    let out = '';
    const report = await validateJsonLinesInput(
      input,
      validation,
      (problems, schema) => {
        out += schemaOnce(schema);
        countProblems(totals, problems);
        const shown = admit(problems, file);
        if (reporter.problems !== undefined) out += reporter.problems(shown);
        else kept.push(...shown);
        if (out.length >= OUTPUT_PIECE) {
          io.writeStdout(out);
          out = '';
        }
      },
      { start: startLineHelpers, paced: () => io.stdoutDrained?.() },
    );
    if (out !== '') io.writeStdout(out);
    onReport(
      { ...report, errors: kept, ...(file.notShown > 0 ? { notShown: file.notShown } : {}) },
      index,
      true,
    );
  };

  const streaming = paths.some((path) => isJsonLines(path === '-' ? '<stdin>' : path, contextOptions));
  // JSON Lines inputs print their problems while they are read, so files are taken one at a time.
  const threads = streaming ? 1 : threadsFor(paths.length, options, io);
  if (threads > 1 && io.workerScript !== undefined) {
    // This thread validates too, so N threads are N - 1 workers.
    const pool = new WorkerPool(io.workerScript, threads - 1, contextOptions, downloads.remote);
    try {
      await pool.run({ paths, local, onReport, paced: () => io.stdoutDrained?.() });
    } finally {
      await pool.close();
    }
  } else {
    try {
      for (const [index, path] of paths.entries()) {
        if (isJsonLines(path === '-' ? '<stdin>' : path, contextOptions)) await streamLines(path, index);
        else onReport(await local(path), index);
      }
    } finally {
      await lineWorkers?.close();
    }
  }
  progress.done();
  io.writeStdout(reporter.end(totals));

  if (unmatched.length > 0 || !allChecked) return EXIT_USAGE;
  return totals.notCompliant === 0 ? EXIT_OK : EXIT_NOT_COMPLIANT;
}

/** Runs the CLI with `argv` (without node and the script) and resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const command = parseCommand(argv);
  switch (command.kind) {
    case 'help':
      io.writeStdout(USAGE + '\n');
      return EXIT_OK;
    case 'version':
      io.writeStdout(io.version + '\n');
      return EXIT_OK;
    case 'usage-error':
      return usageError(io, command.message);
    case 'validate':
      return validateAll(command.options, io);
    case 'merge':
      return merge(command.options.files, io);
  }
}

/** `merge`: the shards' reports joined into one on standard output. */
function merge(files: readonly string[], io: CliIo): number {
  const inputs = [];
  for (const file of files) {
    const read = readRegularFile(resolve(io.cwd, file), 1024 * 1024 * 1024);
    if ('error' in read) {
      return usageError(
        io,
        hostTexts().t('cli.cannotRead', { file, reason: loadReason(read.error, hostTexts()) }),
      );
    }
    inputs.push({ name: file, text: read.bytes.toString('utf8') });
  }
  const merged = mergeReports(inputs);
  if ('error' in merged) return usageError(io, merged.error);
  io.writeStdout(merged.text);
  return EXIT_OK;
}
