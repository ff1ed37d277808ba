/**
 * The JSON format: `{"files":[...],"schemas":[...]}` with zero-based LSP positions. Each file entry
 * names the schema it was validated against and how that schema was associated. Files are streamed
 * as they are validated; the schemas, fewer and known only at the end, close the object.
 */
import type { AssociationInfo, FileReport, SchemaSummary } from '../model';
import type { Problem } from '../reportedProblems';
import type { Reporter } from './reporter';

/** A problem as the JSON format writes it: its file only where the entry does not say it, no sort offset. */
type JsonProblem = Omit<Problem, 'file' | 'offset'> & { file?: string };

function toJson(p: Problem, withFile = false): JsonProblem {
  const out: JsonProblem = {
    ...(withFile ? { file: p.file } : {}),
    keyword: p.keyword,
    ...(p.code !== undefined ? { code: p.code } : {}),
    instancePath: p.instancePath,
    schemaPath: p.schemaPath,
    message: p.message,
    severity: p.severity,
    range: p.range,
  };
  return out;
}

interface JsonFile {
  file: string;
  valid: boolean;
  unreadable?: true;
  /** Present (false) when the document was not validated at all. */
  validated?: false;
  schema?: string;
  association?: AssociationInfo;
  errors: JsonProblem[];
  /** Problems left out by --max-errors. */
  notShown?: number;
}

/** Pretty-printed like `JSON.stringify(whole, null, 2)` would print it at nesting `depth`. */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n' + '  '.repeat(depth));
}

/** The JSON reporter. */
export function jsonReporter(): Reporter {
  const schemas: SchemaSummary[] = [];
  let files = 0;
  return {
    start: () => '{\n  "files": [',
    schema(schema) {
      schemas.push(schema);
      return '';
    },
    file(report: FileReport) {
      const entry: JsonFile = {
        file: report.file,
        valid: report.valid,
        ...(report.unreadable === true ? { unreadable: true as const } : {}),
        ...(report.checked ? {} : { validated: false as const }),
        ...(report.schema ? { schema: report.schema.name } : {}),
        ...(report.association ? { association: report.association } : {}),
        errors: report.errors.map((p) => toJson(p)),
        ...(report.notShown !== undefined && report.notShown > 0 ? { notShown: report.notShown } : {}),
      };
      return (files++ === 0 ? '\n    ' : ',\n    ') + indented(entry, 2);
    },
    end() {
      const entries = schemas.map((s) => ({
        schema: s.name,
        valid: s.valid,
        errors: s.problems.map((p) => toJson(p, true)),
      }));
      const close = files === 0 ? ']' : '\n  ]';
      return `${close},\n  "schemas": ${indented(entries, 1)}\n}\n`;
    },
  };
}
