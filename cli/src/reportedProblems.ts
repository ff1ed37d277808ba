/**
 * The CLI's single shape for everything it reports (schema violations, syntax problems, schema
 * problems, unreadable files), so that both output formats print them the same way.
 */
import type { Position, Severity, SourceRange, SyntaxProblem, ValidationError } from '../../shared/src/types';
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import { hostTexts } from '../../host/src/displayLanguage';

/** One reported problem, positioned in the file named by `file` (zero-based, as in LSP). */
export interface Problem {
  /** The file the range belongs to, as shown to the user. */
  file: string;
  /** The failing keyword; for syntax problems the syntax code; for schema problems the keyword at fault. */
  keyword: string;
  /** Stable identifier of a schema or input problem (`invalid-regex`, `unreadable-schema`, ...). */
  code?: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  severity: Severity;
  range: { start: Position; end: Position };
  /** For sorting: offset of the range's start in its file. */
  offset: number;
}

const START: SourceRange = {
  offset: 0,
  length: 0,
  start: { line: 0, character: 0 },
  end: { line: 0, character: 0 },
};

/** A range at the very start of a file, for problems that belong to a file as a whole. */
export function fileStart(): SourceRange {
  return START;
}

function span(range: SourceRange): Pick<Problem, 'range' | 'offset'> {
  return { range: { start: range.start, end: range.end }, offset: range.offset };
}

/** A schema violation found in a document. */
export function fromValidationError(file: string, error: ValidationError): Problem {
  // Built in one literal (no spread): a JSON Lines file may report hundreds of thousands of these.
  const range = error.range ?? START;
  return {
    file,
    keyword: error.keyword,
    instancePath: error.instancePath,
    schemaPath: error.schemaPath,
    message: error.message,
    severity: error.severity,
    range: { start: range.start, end: range.end },
    offset: range.offset,
  };
}

/** A problem of the text itself (syntax error, comment where not allowed, duplicate key). */
export function fromSyntaxProblem(file: string, problem: SyntaxProblem): Problem {
  return {
    file,
    keyword: problem.code,
    instancePath: '',
    schemaPath: '',
    message: syntaxMessage(problem, hostTexts()),
    severity: problem.severity,
    ...span(problem.range),
  };
}

/** A problem the CLI itself found (unreadable file, no schema, ...). */
export function cliProblem(
  file: string,
  keyword: string,
  code: string,
  message: string,
  range: SourceRange = START,
  severity: Severity = 'error',
): Problem {
  return { file, keyword, code, instancePath: '', schemaPath: '', message, severity, ...span(range) };
}

/** Text order, so that output reads top to bottom; ties keep the order the core reported. */
export function sortProblems(problems: Problem[]): Problem[] {
  let sorted = true;
  for (let i = 1; i < problems.length && sorted; i++) sorted = problems[i - 1].offset <= problems[i].offset;
  if (sorted) return problems;
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.offset - b.p.offset || a.i - b.i)
    .map(({ p }) => p);
}
