/**
 * Prints the outcome: `file:line:column severity message [keyword]` lines and a summary (text), or
 * one JSON object with zero-based LSP positions (json). Pure string building, no IO.
 */
import type { Severity } from '../../shared/src/types';
import type { Problem } from './problems';
import type { LoadedSchema } from './schemaLoader';
import type { FileReport } from './validateDocument';

export interface TextStyle {
  color: boolean;
  verbose: boolean;
}

const SEVERITY_COLORS: Record<Severity, string> = { error: '31', warning: '33', information: '36' };

function paint(enabled: boolean, code: string, text: string): string {
  return enabled ? `\x1b[${code}m${text}\x1b[0m` : text;
}

function plural(count: number, singular: string, pluralForm = singular + 's'): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** One problem as a line; lines and columns count from 1 as editors show them. */
export function formatProblemLine(problem: Problem, color: boolean): string {
  const { line, character } = problem.range.start;
  const location = paint(color, '1', `${problem.file}:${line + 1}:${character + 1}`);
  const severity = paint(color, SEVERITY_COLORS[problem.severity], problem.severity);
  const keyword = paint(color, '2', `[${problem.code ?? problem.keyword}]`);
  return `${location} ${severity} ${problem.message} ${keyword}`;
}

/** Schemas whose problems are printed, each once, in the order documents first used them. */
function schemasOf(reports: readonly FileReport[], extra: readonly LoadedSchema[]): LoadedSchema[] {
  const seen = new Set<LoadedSchema>(extra);
  for (const r of reports) if (r.schema) seen.add(r.schema);
  return [...seen];
}

function counts(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const p of problems) {
    if (p.severity === 'error') errors++;
    else if (p.severity === 'warning') warnings++;
  }
  return { errors, warnings };
}

/** The text report: problem lines (a schema's own problems before the first document using it), then a summary. */
export function formatText(
  reports: readonly FileReport[],
  schemas: readonly LoadedSchema[],
  style: TextStyle,
): string {
  const lines: string[] = [];
  const printed = new Set<LoadedSchema>();
  const all: Problem[] = [];
  const printSchema = (schema: LoadedSchema | undefined): void => {
    if (!schema || printed.has(schema)) return;
    printed.add(schema);
    for (const p of schema.problems) lines.push(formatProblemLine(p, style.color));
    all.push(...schema.problems);
  };
  for (const s of schemas) printSchema(s);
  for (const report of reports) {
    printSchema(report.schema);
    for (const p of report.errors) lines.push(formatProblemLine(p, style.color));
    all.push(...report.errors);
    if (style.verbose && report.checked && report.schema) {
      const verdict = report.valid
        ? paint(style.color, '32', 'compliant')
        : paint(style.color, '31', 'not compliant');
      lines.push(`${report.file}: ${verdict} with ${report.schema.name}`);
    }
  }
  const { errors, warnings } = counts(all);
  // A file that could not be read was not checked, and is not "not compliant": it has a count of its own.
  const unreadable = reports.filter((r) => r.unreadable === true).length;
  const notCompliant = reports.filter((r) => !r.valid && r.unreadable !== true).length;
  const summary =
    `${plural(reports.length - unreadable, 'file')} checked, ${notCompliant} not compliant, ` +
    (unreadable > 0 ? `${unreadable} unreadable, ` : '') +
    `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  lines.push(paint(style.color, '1', summary));
  return lines.join('\n') + '\n';
}

interface JsonProblem {
  keyword: string;
  code?: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  severity: Severity;
  range: Problem['range'];
}

function toJson(p: Problem): JsonProblem {
  const out: JsonProblem = {
    keyword: p.keyword,
    instancePath: p.instancePath,
    schemaPath: p.schemaPath,
    message: p.message,
    severity: p.severity,
    range: p.range,
  };
  if (p.code !== undefined) out.code = p.code;
  return out;
}

/**
 * The JSON report. `files` is the documented shape; `schemas` lists each schema used with its own
 * problems (positions in the schema's files, which is why each entry names its `file`).
 */
export function formatJson(reports: readonly FileReport[], schemas: readonly LoadedSchema[]): string {
  const files = reports.map((r) => ({
    file: r.file,
    valid: r.valid,
    ...(r.unreadable === true ? { unreadable: true } : {}),
    errors: r.errors.map(toJson),
  }));
  const schemaEntries = schemasOf(reports, schemas).map((s) => ({
    schema: s.name,
    valid: s.compiled !== undefined,
    errors: s.problems.map((p) => ({ file: p.file, ...toJson(p) })),
  }));
  return JSON.stringify({ files, schemas: schemaEntries }, null, 2) + '\n';
}
