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
import type { FileReport, SchemaSummary } from './model';
import { cliProblem } from './reportedProblems';
import type { Problem } from './reportedProblems';
import { BY_OPTION, parseOptionsFor, reportOf, validateDocument } from './validateDocument';
import type { DocumentContext, DocumentInput } from './validateDocument';

/** Receives a line's problems as soon as they are found, in line order, with the schema that line used. */
export type ProblemSink = (problems: Problem[], schema?: SchemaSummary) => void;

/** Where the lines come from: the document's name and place, without its text. */
export type LinesSource = Pick<DocumentInput, 'name' | 'directory' | 'path'>;

interface PendingLine {
  text: string;
  line: number;
  offset: number;
  bad?: BadEncoding;
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

/**
 * Validates a JSON Lines input read from `chunks` (bytes cut anywhere, or text): problems go to `sink`
 * line by line; the report that comes back has the file's verdict and no problems. The file is
 * compliant when every line is. A file that starts with a UTF-16 byte order mark is read whole and
 * decoded first, with a warning, as for other documents.
 */
export async function streamJsonLines(
  source: LinesSource,
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  context: DocumentContext,
  sink: ProblemSink,
): Promise<FileReport> {
  const { name } = source;
  if (source.path !== undefined && context.config.isExcluded(source.path)) {
    return { file: name, valid: true, checked: true, skipped: true, errors: [] };
  }
  const report: FileReport = { file: name, valid: true, checked: true, errors: [] };
  let skipped = 0;
  let validated = 0;
  // A line not validated for want of a catalog schema does not fail the file; any other does.
  let mustFail = false;
  const parseOptions = parseOptionsFor(source, context);
  const fixed = context.schema;
  const compiled = fixed?.compiled;
  let pending: PendingLine[] = [];
  const reader = new LineReader((text, line, offset, bad) => {
    if (bad !== undefined || !isBlankLine(text)) pending.push({ text, line, offset, bad });
  });

  const take = (one: FileReport, line: number, offset: number): void => {
    if (one.skipped === true) skipped++;
    else {
      validated++;
      report.valid &&= one.valid;
      report.checked &&= one.checked;
      mustFail ||= !one.checked && one.optional !== true;
      report.schema ??= one.schema;
      report.association ??= one.association;
    }
    if (one.errors.length > 0) {
      sink(
        one.errors.map((p) => shiftProblem(p, line, offset)),
        one.schema,
      );
    }
  };
  const flush = async (): Promise<void> => {
    const lines = pending;
    pending = [];
    for (const { text, line, offset, bad } of lines) {
      if (bad !== undefined) {
        const problem = encodingProblem(line, offset, bad);
        const error = cliProblem(name, 'encoding', 'invalid-encoding', problem.message, problem.range);
        take({ file: name, valid: false, checked: true, errors: [error] }, 0, 0);
        continue;
      }
      if (fixed !== undefined && compiled !== undefined) {
        const result = validateJsonLine(compiled, text, 0, 0, parseOptions);
        if (result.valid && result.errors.length === 0 && result.syntaxProblems.length === 0) {
          validated++;
          report.schema ??= fixed.summary;
          report.association ??= BY_OPTION;
          continue;
        }
        const how = { schema: fixed, also: [], association: BY_OPTION, pickedByProperty: false };
        take(reportOf({ ...source, text }, context, parseOptions, result, how), line, offset);
      } else {
        take(await validateDocument({ ...source, text }, context), line, offset);
      }
    }
  };

  let utf16: Uint8Array[] | undefined;
  let first = true;
  for await (const chunk of chunks) {
    if (first && chunk.length > 0) {
      first = false;
      if (isUtf16Bom(chunk)) utf16 = [];
    }
    if (utf16 !== undefined) {
      utf16.push(chunk as Uint8Array);
      continue;
    }
    reader.push(chunk);
    await flush();
  }
  if (utf16 !== undefined) {
    const decoded = decodeText(concatBytes(utf16));
    if ('error' in decoded) {
      const { line, character, offset, message } = decoded.error;
      const range = {
        offset,
        length: 1,
        start: { line, character },
        end: { line, character: character + 1 },
      };
      sink([cliProblem(name, 'encoding', 'invalid-encoding', message, range)]);
      return { file: name, valid: false, checked: true, errors: [] };
    }
    if (decoded.warning !== undefined) {
      sink([cliProblem(name, 'encoding', 'not-utf8', decoded.warning, undefined, 'warning')]);
    }
    reader.push(decoded.text);
  }
  reader.end();
  await flush();
  if (skipped > 0 && validated === 0) report.skipped = true;
  if (!report.checked && !mustFail) report.optional = true;
  return report;
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
