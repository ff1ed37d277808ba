/**
 * The `github` format: GitHub Actions workflow commands, one per problem, so that problems show as
 * annotations on the lines of a pull request:
 * `::error file=F,line=L,endLine=L2,col=C,endColumn=C2,title=T::message`.
 * Lines and columns count from 1; `endColumn` is the column after the range, as GitHub expects.
 * GitHub accepts columns only for a range on one line, so a range over several lines gives its lines
 * only. The closing summary is a plain log line.
 */
import type { Severity } from '../../../shared/src/types';
import type { FileReport, SchemaSummary, Totals } from '../model';
import type { Problem } from '../reportedProblems';
import type { Reporter } from './reporter';
import { notShownLine, summaryLine } from './text';

const COMMANDS: Record<Severity, string> = { error: 'error', warning: 'warning', information: 'notice' };

/** Escapes a command's message, as the runner decodes it. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property value: a message's escapes, plus the `:` and `,` that end a property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One problem as a workflow command. */
export function workflowCommand(problem: Problem): string {
  const { start, end } = problem.range;
  const properties: [string, string | number][] = [
    ['file', problem.file],
    ['line', start.line + 1],
    ['endLine', end.line + 1],
  ];
  if (start.line === end.line) {
    properties.push(['col', start.character + 1], ['endColumn', end.character + 1]);
  }
  properties.push(['title', `json-object-validator (${problem.code ?? problem.keyword})`]);
  const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(',');
  return `::${COMMANDS[problem.severity]} ${list}::${escapeData(problem.message)}\n`;
}

function commands(problems: readonly Problem[]): string {
  let out = '';
  for (const p of problems) out += workflowCommand(p);
  return out;
}

/** The GitHub Actions reporter. */
export function githubReporter(): Reporter {
  return {
    start: () => '',
    schema: (schema: SchemaSummary) => commands(schema.problems),
    file: (report: FileReport) => commands(report.errors) + notShownLine(report),
    problems: commands,
    end: (totals: Totals) => summaryLine(totals) + '\n',
  };
}
