/**
 * The `sarif` format: SARIF 2.1.0, the static-analysis format that GitHub code scanning and many CI
 * dashboards read. One run; one rule per keyword (or problem code) with its help link; each result
 * with its file and region. Columns count UTF-16 code units, as LSP and the other formats do, and the
 * run says so (`columnKind`). Results stream; the rules, known at the end, follow them.
 */
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDocumentedKeyword, keywordDocumentation } from '../../../shared/src/keywordDocs';
import type { Severity } from '../../../shared/src/types';
import type { FileReport, SchemaSummary, Totals } from '../model';
import type { Problem } from '../reportedProblems';
import type { Reporter, ReporterOptions } from './reporter';
import { displayLanguage, languageTag } from '../../../host/src/displayLanguage';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const LEVELS: Record<Severity, string> = { error: 'error', warning: 'warning', information: 'note' };
const SRCROOT = '%SRCROOT%';

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  helpUri?: string;
}

/** Descriptions of the rules that are not schema keywords: problems of the text or of the input. */
const DESCRIPTIONS: Record<string, string> = {
  'no-schema': 'The document names no schema and none is associated with it.',
  'unusable-schema': 'The schema the document names cannot be used.',
  'unreadable-schema': 'The schema file cannot be read.',
  'invalid-schema': 'The document was not validated because its schema has errors.',
  'schema-load':
    'The schema, or a schema it refers to, could not be downloaded (an untrusted domain, a failed download with no cached copy, --offline), or a cached copy was used.',
  'unreadable-file': 'The document cannot be read.',
  'internal-error': 'The validator failed on this document.',
  'duplicate-key': 'An object has the same key twice.',
};

function ruleFor(problem: Problem): SarifRule {
  const id = problem.code ?? problem.keyword;
  if (problem.code === undefined) {
    const rule: SarifRule = { id, shortDescription: { text: `JSON Schema keyword "${id}"` } };
    if (isDocumentedKeyword(id)) rule.helpUri = keywordDocumentation(id);
    return rule;
  }
  const text =
    DESCRIPTIONS[id] ??
    (problem.schemaPath.startsWith('#')
      ? `Schema problem: ${id} (at "${problem.keyword}")`
      : `JSON syntax: ${id}`);
  return { id, shortDescription: { text } };
}

/** Where a file sits: relative to the source root when it is below the working directory. */
function artifactLocation(file: string): { uri: string; uriBaseId?: string } {
  if (/^[a-z][a-z0-9+.-]+:/i.test(file)) return { uri: file };
  if (isAbsolute(file)) return { uri: pathToFileURL(file).href };
  return { uri: file.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

/** The SARIF reporter. */
export function sarifReporter(options: ReporterOptions): Reporter {
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  let results = 0;

  const result = (problem: Problem): string => {
    const id = problem.code ?? problem.keyword;
    let index = ruleIndex.get(id);
    if (index === undefined) {
      index = rules.length;
      ruleIndex.set(id, index);
      rules.push(ruleFor(problem));
    }
    const { start, end } = problem.range;
    const entry = {
      ruleId: id,
      ruleIndex: index,
      level: LEVELS[problem.severity],
      message: { text: problem.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(problem.file),
            region: {
              startLine: start.line + 1,
              startColumn: start.character + 1,
              endLine: end.line + 1,
              endColumn: end.character + 1,
            },
          },
        },
      ],
      ...(problem.instancePath !== '' || problem.schemaPath !== ''
        ? { properties: { instancePath: problem.instancePath, schemaPath: problem.schemaPath } }
        : {}),
    };
    return (results++ === 0 ? '\n        ' : ',\n        ') + JSON.stringify(entry);
  };
  const all = (problems: readonly Problem[]): string => problems.map(result).join('');

  return {
    start: () =>
      `{\n  "$schema": "${SARIF_SCHEMA}",\n  "version": "2.1.0",\n  "runs": [\n    {\n      "results": [`,
    schema: (schema: SchemaSummary) => all(schema.problems),
    file: (report: FileReport) => all(report.errors),
    problems: all,
    end(totals: Totals) {
      const rest = {
        tool: {
          driver: {
            name: 'json-object-validator',
            version: options.version,
            informationUri: 'https://www.npmjs.com/package/json-object-validator',
            rules,
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(options.cwd).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        // The language of the messages (RFC 5646), when it is not SARIF's default, English.
        ...(displayLanguage() !== 'en' ? { language: languageTag(displayLanguage()) } : {}),
        // What --max-errors left out, in the run's property bag: SARIF has no field of its own for it.
        ...(totals.notShown > 0 ? { properties: { problemsNotShown: totals.notShown } } : {}),
      };
      const body = JSON.stringify(rest, null, 2).slice(1, -1).replace(/\n/g, '\n    ');
      return `${results === 0 ? ']' : '\n      ]'},${body}}\n  ]\n}\n`;
    },
  };
}
