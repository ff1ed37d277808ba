/**
 * The `junit` format: JUnit XML, which CI servers (Jenkins, GitLab, Azure Pipelines, ...) show as a
 * test report. One test case per document: passed when compliant, a `<failure>` listing its problems
 * when not, an `<error>` when it could not be validated at all. A schema with problems of its own is a
 * test case too. The counts sit on the opening tags, so this format is printed at the end, not streamed.
 */
import type { FileReport, SchemaSummary, Totals } from '../model';
import type { Problem } from '../reportedProblems';
import type { Reporter } from './reporter';
import { formatProblemLine } from './text';

/** Escapes text for XML content and attributes, dropping the control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: removing them is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function plural(count: number, singular: string): string {
  return `${count} ${count === 1 ? singular : singular + 's'}`;
}

interface Case {
  xml: string;
  failure: boolean;
  error: boolean;
  skipped?: boolean;
}

/** `optional`: not validated for want of a catalog schema, which does not fail the run: skipped. */
function testCase(
  name: string,
  classname: string,
  problems: readonly Problem[],
  checked: boolean,
  optional = false,
  notShown = 0,
): Case {
  const errors = problems.filter((p) => p.severity === 'error');
  const open = `    <testcase name="${escapeXml(name)}" classname="${classname}" file="${escapeXml(name)}"`;
  const listing =
    problems.map((p) => formatProblemLine(p, false)).join('\n') +
    (notShown > 0
      ? `\n${notShown} more ${notShown === 1 ? 'problem' : 'problems'} not shown (--max-errors)`
      : '');
  if (!checked && optional && errors.length === 0) {
    const message = problems[0]?.message ?? 'Not validated.';
    return {
      xml: `${open}>\n      <skipped message="${escapeXml(message)}"/>\n    </testcase>\n`,
      failure: false,
      error: false,
      skipped: true,
    };
  }
  if (!checked) {
    const message = errors[0]?.message ?? 'Not validated.';
    return {
      xml: `${open}>\n      <error message="${escapeXml(message)}" type="not-validated">${escapeXml(listing)}</error>\n    </testcase>\n`,
      failure: false,
      error: true,
    };
  }
  if (errors.length > 0) {
    const warnings = problems.length - errors.length;
    const message = plural(errors.length, 'error') + (warnings > 0 ? `, ${plural(warnings, 'warning')}` : '');
    return {
      xml: `${open}>\n      <failure message="${escapeXml(message)}" type="not-compliant">${escapeXml(listing)}</failure>\n    </testcase>\n`,
      failure: true,
      error: false,
    };
  }
  if (problems.length > 0) {
    return {
      xml: `${open}>\n      <system-out>${escapeXml(listing)}</system-out>\n    </testcase>\n`,
      failure: false,
      error: false,
    };
  }
  return { xml: `${open}/>\n`, failure: false, error: false };
}

/** The JUnit reporter. */
export function junitReporter(): Reporter {
  const cases: Case[] = [];
  return {
    start: () => '',
    schema(schema: SchemaSummary) {
      if (schema.problems.length > 0) cases.push(testCase(schema.name, 'schema', schema.problems, true));
      return '';
    },
    file(report: FileReport) {
      cases.push(
        testCase(
          report.file,
          'document',
          report.errors,
          report.checked,
          report.optional === true,
          report.notShown ?? 0,
        ),
      );
      return '';
    },
    end(_totals: Totals) {
      const failures = cases.filter((c) => c.failure).length;
      const errors = cases.filter((c) => c.error).length;
      const skipped = cases.filter((c) => c.skipped === true).length;
      const counts = `tests="${cases.length}" failures="${failures}" errors="${errors}"`;
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="json-object-validator" ${counts}>\n` +
        `  <testsuite name="json-object-validator" ${counts} skipped="${skipped}">\n` +
        cases.map((c) => c.xml).join('') +
        '  </testsuite>\n</testsuites>\n'
      );
    },
  };
}
