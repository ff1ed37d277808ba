/**
 * The `validate` command from argv to exit status: expands inputs, loads schemas, validates each
 * document and prints the report. All process access goes through `CliIo`.
 */
import { dirname, resolve } from 'node:path';
import { parseCommand, USAGE } from './args';
import type { ValidateOptions } from './args';
import { expandInput, InvalidGlob } from './glob';
import { formatJson, formatText } from './report';
import { SchemaLoader } from './schemaLoader';
import type { LoadedSchema } from './schemaLoader';
import { validateDocument } from './validateDocument';
import type { DocumentContext, DocumentInput, FileReport } from './validateDocument';
import { cliProblem } from './problems';
import { decodeText } from './decodeText';
import { readRegularFile } from './readFile';
import { MAX_DOCUMENT_FILE_BYTES } from '../../shared/src/limits';

/** What the CLI needs from the process; tests and other hosts can supply their own. */
export interface CliIo {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  writeStdout(text: string): void;
  writeStderr(text: string): void;
  /** Standard input: its bytes (decoded as documents are), or text already decoded. */
  readStdin(): string | Uint8Array;
  version: string;
}

export const EXIT_OK = 0;
export const EXIT_NOT_COMPLIANT = 1;
export const EXIT_USAGE = 2;

/** Progress is worth showing only when there are this many documents. */
const PROGRESS_THRESHOLD = 20;
const PROGRESS_INTERVAL_MS = 100;

function usageError(io: CliIo, message: string): number {
  io.writeStderr(`json-object-validator: ${message}\nRun "json-object-validator --help" for usage.\n`);
  return EXIT_USAGE;
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'Cannot read file: no such file.';
  if (code === 'EISDIR') return 'Cannot read file: it is a directory.';
  return `Cannot read file: ${error instanceof Error ? error.message : String(error)}.`;
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
      return { invalid: `Invalid glob ${JSON.stringify(input)}: ${error.message}.` };
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

function readDocument(path: string, io: CliIo): DocumentInput {
  if (path === '-') {
    let input: string | Uint8Array;
    try {
      input = io.readStdin();
    } catch (error) {
      return { name: '<stdin>', directory: io.cwd, readError: describeReadError(error) };
    }
    return { name: '<stdin>', directory: io.cwd, ...decoded(input) };
  }
  const absolute = resolve(io.cwd, path);
  // Only regular files: an argument may name /dev/zero, a named pipe or a directory.
  const read = readRegularFile(absolute, MAX_DOCUMENT_FILE_BYTES);
  if ('error' in read) {
    return { name: path, directory: dirname(absolute), readError: `Cannot read file: ${read.error}.` };
  }
  return { name: path, directory: dirname(absolute), ...decoded(read.bytes) };
}

/** The text of a document's bytes, or its encoding problem (see decodeText.ts). */
function decoded(
  input: string | Uint8Array,
): Pick<DocumentInput, 'text' | 'encodingError' | 'encodingWarning'> {
  if (typeof input === 'string') return { text: input };
  const result = decodeText(input);
  if ('error' in result) return { encodingError: result.error };
  return result.warning === undefined
    ? { text: result.text }
    : { text: result.text, encodingWarning: result.warning };
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
      io.writeStderr(`\rValidating ${done}/${total} files...`);
    },
    done() {
      if (shown) io.writeStderr('\r\x1b[K');
    },
  };
}

/**
 * The core promises not to throw; should it still, one document's failure must not hide the
 * results of all the others, so it becomes that document's problem (and exit status 2).
 */
function validateSafely(input: DocumentInput, context: DocumentContext): FileReport {
  try {
    return validateDocument(input, context);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file: input.name,
      valid: false,
      checked: false,
      errors: [
        cliProblem(input.name, 'internal', 'internal-error', `Internal error while validating: ${reason}.`),
      ],
    };
  }
}

function validateAll(options: ValidateOptions, io: CliIo): number {
  const collected = collectInputs(options.inputs, io.cwd);
  if ('invalid' in collected) return usageError(io, collected.invalid);
  const { paths, unmatched } = collected;
  for (const pattern of unmatched) io.writeStderr(`json-object-validator: no files match "${pattern}".\n`);
  if (paths.length === 0) return usageError(io, 'No documents to validate.');

  const loader = new SchemaLoader({
    cwd: io.cwd,
    draft: options.draft,
    formatAssertion: options.formatAssertion,
  });
  const color = io.stdoutIsTTY && !io.env.NO_COLOR;
  const print = (reports: FileReport[], schemas: LoadedSchema[]): void => {
    io.writeStdout(
      options.format === 'json'
        ? formatJson(reports, schemas)
        : formatText(reports, schemas, { color, verbose: options.verbose }),
    );
  };

  let fixed: LoadedSchema | undefined;
  if (options.schema !== undefined) {
    fixed = loader.loadFile(resolve(io.cwd, options.schema));
    if (fixed.readError !== undefined) return usageError(io, fixed.readError);
    if (fixed.compiled === undefined) {
      print([], [fixed]);
      io.writeStderr(`json-object-validator: schema ${fixed.name} is invalid; no document was validated.\n`);
      return EXIT_USAGE;
    }
  }

  const progress = progressReporter(io, paths.length);
  const reports: FileReport[] = [];
  const context: DocumentContext = {
    loader,
    schema: fixed,
    allowComments: options.allowComments,
    allowTrailingCommas: options.allowTrailingCommas,
  };
  for (const path of paths) {
    reports.push(validateSafely(readDocument(path, io), context));
    progress.tick(reports.length);
  }
  progress.done();
  print(reports, fixed ? [fixed] : []);

  if (unmatched.length > 0 || reports.some((r) => !r.checked)) return EXIT_USAGE;
  return reports.every((r) => r.valid) ? EXIT_OK : EXIT_NOT_COMPLIANT;
}

/** Runs the CLI with `argv` (without node and the script) and returns the exit status. */
export function runCli(argv: readonly string[], io: CliIo): number {
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
  }
}
