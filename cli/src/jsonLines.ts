/**
 * JSON Lines in the CLI: a file or standard input read in chunks and validated line by line, each
 * non-blank line a document of its own (with `--schema`, or its own `$schema`), its problems handed on
 * as soon as the line is read, at its place in the file. Memory holds one chunk and its lines, not the
 * file. A line with `--schema` takes the core's fast path (`validateJsonLine`); a line with a problem
 * gets the report a one-line file would get (`reportOf`), so the wording and positions are the same.
 */
import { encodingProblem, isBlankLine, LineReader, validateJsonLine } from '../../shared/src/jsonLines';
import type { BadEncoding } from '../../shared/src/jsonLines';
import { decodeText } from './decodeText';
import { hostTexts } from '../../host/src/displayLanguage';
import type { AssociationInfo, FileReport, SchemaSummary } from './model';
import { cliProblem } from './reportedProblems';
import type { Problem } from './reportedProblems';
import { allowedSyntax, BY_OPTION, parseOptionsFor, reportOf, validateDocument } from './validateDocument';
import type { DocumentContext, DocumentInput, Validated } from './validateDocument';

/** Receives a line's problems as soon as they are found, in line order, with the schema that line used. */
export type ProblemSink = (problems: Problem[], schema?: SchemaSummary) => void;

/** Where the lines come from: the document's name and place, without its text. */
export type LinesSource = Pick<DocumentInput, 'name' | 'directory' | 'path'>;

/**
 * A line's problems, positioned in the line's own text, with where the line starts in its batch (moved to
 * their place in the file once, when the batch is merged) and the schema the line used.
 */
export interface LineProblems {
  problems: Problem[];
  line: number;
  offset: number;
  schema?: SchemaSummary;
}

/**
 * The outcome of a batch of whole lines, in plain data (a worker thread sends it back): the problems
 * line by line, with positions from the batch's start, and what the file's verdict needs.
 */
export interface BatchResult {
  /** Lines the batch spans, and their length in UTF-16 code units (newlines included). */
  lines: number;
  length: number;
  groups: LineProblems[];
  validated: number;
  skipped: number;
  valid: boolean;
  checked: boolean;
  /** A line was not validated for a reason other than a missing catalog schema. */
  mustFail: boolean;
  schema?: SchemaSummary;
  association?: AssociationInfo;
}

/**
 * How a stream of lines is read. `start` gives helper threads, asked once `afterBytes` (default 8 MB) have
 * been read. `paced`, asked after each batch's problems went to the sink, gives a promise when the reading
 * must wait (the output could not take them yet: a pipe to a slower reader), so memory stays flat.
 */
export interface StreamOptions {
  start?: () => LineHelpers | undefined;
  afterBytes?: number;
  paced?: () => Promise<void> | undefined;
}

/** Threads that validate batches besides this one (`linePool.ts`). */
export interface LineHelpers {
  readonly count: number;
  run(source: LinesSource, batch: string | Uint8Array): Promise<BatchResult>;
}

/** Moves a problem found in one line's text to its place in the whole file. */
function shiftProblem(problem: Problem, line: number, offset: number): Problem {
  if (line === 0 && offset === 0) return problem;
  const { start, end } = problem.range;
  return {
    ...problem,
    range: {
      start: { line: start.line + line, character: start.character },
      end: { line: end.line + line, character: end.character },
    },
    offset: problem.offset + offset,
  };
}

function isUtf16Bom(chunk: string | Uint8Array): boolean {
  if (typeof chunk === 'string' || chunk.length < 2) return false;
  return (chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff);
}

/** Bytes of a batch read into lines and validated before the next (see validateBatch). */
const BATCH_PIECE = 1 << 16;

/**
 * Validates a batch of whole lines (its last newline included, except at the end of the input), on
 * whichever thread: with `--schema` each line takes the core's fast path and only a line with a
 * problem gets a report (`reportOf`, as a one-line file would); otherwise each line is a document
 * whose own `$schema` or the settings pick the schema.
 */
export async function validateBatch(
  source: LinesSource,
  batch: string | Uint8Array,
  context: DocumentContext,
): Promise<BatchResult> {
  const { name } = source;
  // Each line is a document of its own: nothing of the whole input (its bytes) may come along.
  const where: LinesSource =
    source.path === undefined
      ? { name, directory: source.directory }
      : { name, directory: source.directory, path: source.path };
  const result: BatchResult = {
    lines: 0,
    length: 0,
    groups: [],
    validated: 0,
    skipped: 0,
    valid: true,
    checked: true,
    mustFail: false,
  };
  const parseOptions = parseOptionsFor(source, context);
  const fixed = context.schema;
  const compiled = fixed?.compiled;
  const pending: { text: string; line: number; offset: number; bad?: BadEncoding }[] = [];
  let how: Validated | undefined;
  const reader = new LineReader((text, line, offset, bad) => {
    if (bad !== undefined || !isBlankLine(text)) pending.push({ text, line, offset, bad });
  });
  const take = (one: FileReport, line: number, offset: number): void => {
    if (one.skipped === true) result.skipped++;
    else {
      result.validated++;
      result.valid &&= one.valid;
      result.checked &&= one.checked;
      result.mustFail ||= !one.checked && one.optional !== true;
      result.schema ??= one.schema;
      result.association ??= one.association;
    }
    if (one.errors.length > 0) {
      const problems = one.errors;
      result.groups.push(
        one.schema ? { problems, line, offset, schema: one.schema } : { problems, line, offset },
      );
    }
  };
  // The lines are validated a piece of the batch at a time, so that a piece's text dies young (held for
  // the whole batch, it outlived the young generation and grew the old one, chunk after chunk).
  const drain = async (): Promise<void> => {
    for (const { text, line, offset, bad } of pending.splice(0)) {
      if (bad !== undefined) {
        const problem = encodingProblem(line, offset, bad, hostTexts());
        const error = cliProblem(name, 'encoding', 'invalid-encoding', problem.message, problem.range);
        take({ file: name, valid: false, checked: true, errors: [error] }, 0, 0);
        continue;
      }
      if (fixed !== undefined && compiled !== undefined) {
        const line1 = validateJsonLine(compiled, text, 0, 0, parseOptions);
        if (line1.valid && line1.errors.length === 0 && line1.syntaxProblems.length === 0) {
          result.validated++;
          result.schema ??= fixed.summary;
          result.association ??= BY_OPTION;
          continue;
        }
        how ??= {
          schema: fixed,
          also: [],
          association: BY_OPTION,
          pickedByProperty: false,
          allowed: allowedSyntax(source, context, [fixed]),
        };
        take(reportOf({ ...where, text }, context, parseOptions, line1, how), line, offset);
      } else {
        take(await validateDocument({ ...where, text }, context), line, offset);
      }
    }
  };
  if (typeof batch === 'string') reader.push(batch);
  else {
    for (let at = 0; at < batch.length; at += BATCH_PIECE) {
      reader.push(batch.subarray(at, Math.min(batch.length, at + BATCH_PIECE)));
      await drain();
    }
  }
  reader.end();
  await drain();
  result.lines = reader.lines;
  result.length = reader.length;
  return result;
}

/**
 * A copy of `bytes` in a buffer of its own. A Buffer's `slice` is a view: a read stream's chunk kept that
 * way would be emptied when a batch sharing its memory is transferred to a worker (seen as a line cut
 * in two at a chunk boundary with --jobs 2), and would keep the whole chunk alive.
 */
function copyOf(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  out.set(bytes);
  return out;
}

function concatBytes(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Input read before helper threads are asked for: below it one thread is quicker (a worker's start
 * and the second warm-up of its code cost more than it saves).
 */
const BYTES_BEFORE_HELPERS = 8 << 20;

/**
 * Validates a JSON Lines input read from `chunks` (bytes cut anywhere, or text): problems go to `sink`
 * line by line, in line order; the report that comes back has the file's verdict and no problems. The
 * file is compliant when every line is. Each chunk's whole lines are one batch; with `helpers` (asked
 * for once the input proves large), batches are shared out among the threads and merged in order,
 * a few in flight at most, so memory stays a few chunks whatever the input's size. A file that starts
 * with a UTF-16 byte order mark is read whole and decoded first, with a warning, as other documents.
 */
export async function streamJsonLines(
  source: LinesSource,
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  context: DocumentContext,
  sink: ProblemSink,
  options?: StreamOptions,
): Promise<FileReport> {
  let startHelpers = options?.start;
  const helpersAfter = options?.afterBytes ?? BYTES_BEFORE_HELPERS;
  const paced = options?.paced;
  const { name } = source;
  if (source.path !== undefined && context.config.isExcluded(source.path)) {
    return { file: name, valid: true, checked: true, skipped: true, errors: [] };
  }
  const report: FileReport = { file: name, valid: true, checked: true, errors: [] };
  let skipped = 0;
  let validated = 0;
  // A line not validated for want of a catalog schema does not fail the file; any other does.
  let mustFail = false;
  let line = 0;
  let offset = 0;
  const merge = (r: BatchResult): void => {
    for (const group of r.groups) {
      const at = line + group.line;
      const from = offset + group.offset;
      sink(
        group.problems.map((p) => shiftProblem(p, at, from)),
        group.schema,
      );
    }
    skipped += r.skipped;
    validated += r.validated;
    report.valid &&= r.valid;
    report.checked &&= r.checked;
    mustFail ||= r.mustFail;
    report.schema ??= r.schema;
    report.association ??= r.association;
    line += r.lines;
    offset += r.length;
  };

  let helpers: LineHelpers | undefined;
  let read = 0;
  let batches = 0;
  const inFlight: Promise<BatchResult>[] = [];
  /** `owned`: the batch's bytes are a buffer of their own (joined from pieces), which a helper may take. */
  const submit = async (batch: string | Uint8Array, owned = false): Promise<void> => {
    if (batch.length === 0) return;
    // Every (count + 1)th batch is this thread's: it validates while the helpers do theirs.
    const turn = batches++;
    if (helpers !== undefined && turn % (helpers.count + 1) !== helpers.count) {
      inFlight.push(helpers.run(source, typeof batch === 'string' || owned ? batch : copyOf(batch)));
    } else {
      inFlight.push(validateBatch(source, batch, context));
    }
    const ahead = helpers === undefined ? 0 : 2 * (helpers.count + 1);
    while (inFlight.length > ahead) {
      merge(await (inFlight.shift() as Promise<BatchResult>));
      const wait = paced?.();
      if (wait !== undefined) await wait;
    }
  };

  let utf16: Uint8Array[] | undefined;
  let first = true;
  let tail: Uint8Array[] = [];
  let textTail = '';
  for await (const chunk of chunks) {
    if (first && chunk.length > 0) {
      first = false;
      if (isUtf16Bom(chunk)) utf16 = [];
    }
    if (utf16 !== undefined) {
      utf16.push(chunk as Uint8Array);
      continue;
    }
    read += chunk.length;
    if (helpers === undefined && startHelpers !== undefined && read >= helpersAfter) {
      helpers = startHelpers();
      startHelpers = undefined;
    }
    // A batch is the whole lines read so far; the rest of the last line waits for the next chunk.
    if (typeof chunk === 'string') {
      const last = chunk.lastIndexOf('\n');
      if (last === -1) textTail += chunk;
      else {
        await submit(textTail + chunk.slice(0, last + 1));
        textTail = chunk.slice(last + 1);
      }
    } else {
      const last = chunk.lastIndexOf(0x0a);
      if (last === -1) tail.push(chunk);
      else {
        // One batch per chunk, so that helper threads take turns at chunks.
        const head = chunk.subarray(0, last + 1);
        if (tail.length === 0) await submit(head);
        else await submit(concatBytes([...tail, head]), true);
        tail = last + 1 < chunk.length ? [copyOf(chunk.subarray(last + 1))] : [];
      }
    }
  }
  if (utf16 !== undefined) {
    const decoded = decodeText(concatBytes(utf16));
    if ('error' in decoded) {
      const { line: at, character, offset: where, message } = decoded.error;
      const range = {
        offset: where,
        length: 1,
        start: { line: at, character },
        end: { line: at, character: character + 1 },
      };
      sink([cliProblem(name, 'encoding', 'invalid-encoding', message, range)]);
      return { file: name, valid: false, checked: true, errors: [] };
    }
    if (decoded.warning !== undefined) {
      sink([cliProblem(name, 'encoding', 'not-utf8', decoded.warning, undefined, 'warning')]);
    }
    await submit(decoded.text);
  }
  await submit(textTail);
  await submit(tail.length === 0 ? new Uint8Array(0) : concatBytes(tail));
  for (const pending of inFlight.splice(0)) merge(await pending);
  if (skipped > 0 && validated === 0) report.skipped = true;
  if (!report.checked && !mustFail) report.optional = true;
  return report;
}

/**
 * Validates a JSON Lines document already read (a worker's file, a test's text): each non-blank line a
 * document, its problems at that line. Unreadable input gets the report any document would.
 */
export async function validateJsonLines(input: DocumentInput, context: DocumentContext): Promise<FileReport> {
  const { text } = input;
  if (text === undefined) return validateDocument(input, context);
  const errors: Problem[] = [];
  const report = await streamJsonLines(input, [text], context, (problems) => errors.push(...problems));
  return { ...report, errors };
}
