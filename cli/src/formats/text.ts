/**
 * The text format: one `file:line:column severity message [keyword]` line per problem (lines and
 * columns from 1, as editors show them), a schema's own problems before the first document that uses
 * it, and a closing summary.
 */
import type { Severity } from '../../../shared/src/types';
import type { FileReport, SchemaSummary, Totals } from '../model';
import type { Problem } from '../reportedProblems';
import type { Reporter, ReporterOptions } from './reporter';
import { hostTexts } from '../../../host/src/displayLanguage';

const SEVERITY_COLORS: Record<Severity, string> = { error: '31', warning: '33', information: '36' };

function paint(enabled: boolean, code: string, text: string): string {
  return enabled ? `\x1b[${code}m${text}\x1b[0m` : text;
}

/** One problem as a line. */
export function formatProblemLine(problem: Problem, color: boolean): string {
  const { line, character } = problem.range.start;
  const location = paint(color, '1', `${problem.file}:${line + 1}:${character + 1}`);
  const severity = paint(color, SEVERITY_COLORS[problem.severity], problem.severity);
  const keyword = paint(color, '2', `[${problem.code ?? problem.keyword}]`);
  return `${location} ${severity} ${problem.message} ${keyword}`;
}

function lines(problems: readonly Problem[], color: boolean): string {
  let out = '';
  for (const p of problems) out += formatProblemLine(p, color) + '\n';
  return out;
}

/** The line that says how many of a document's problems `--max-errors` left out, if any. */
export function notShownLine(report: FileReport): string {
  const count = report.notShown ?? 0;
  return count > 0 ? `${report.file}: ${hostTexts().t('cli.moreNotShown', { count })}\n` : '';
}

/** The closing summary line, without colour. */
export function summaryLine(totals: Totals): string {
  const t = hostTexts();
  const parts = [
    t.t('cli.filesChecked', { count: totals.files }),
    t.t('cli.notCompliant', { count: totals.notCompliant }),
  ];
  if (totals.unreadable > 0) parts.push(t.t('cli.unreadable', { count: totals.unreadable }));
  parts.push(t.t('cli.errors', { count: totals.errors }), t.t('cli.warnings', { count: totals.warnings }));
  if (totals.skipped > 0) parts.push(t.t('cli.skipped', { count: totals.skipped }));
  if (totals.unavailable > 0) parts.push(t.t('cli.unavailable', { count: totals.unavailable }));
  if (totals.notShown > 0) parts.push(t.t('cli.notShown', { count: totals.notShown }));
  return parts.join(t.t('list.separator'));
}

/** The text reporter. */
export function textReporter(options: ReporterOptions): Reporter {
  const { color, verbose } = options;
  return {
    start: () => '',
    schema: (schema: SchemaSummary) => lines(schema.problems, color),
    problems: (problems) => lines(problems, color),
    file(report: FileReport) {
      let out = lines(report.errors, color) + notShownLine(report);
      if (verbose && report.checked && report.schema) {
        const t = hostTexts();
        const verdict = report.valid
          ? paint(color, '32', t.t('cli.compliant'))
          : paint(color, '31', t.t('cli.notCompliantVerdict'));
        out += `${report.file}: ${t.t('cli.verdictWith', { verdict, schema: report.schema.name })}\n`;
      }
      return out;
    },
    end: (totals: Totals) => paint(color, '1', summaryLine(totals)) + '\n',
  };
}
