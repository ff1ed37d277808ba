/**
 * What a validation run produces, in plain data only: reports cross from worker threads to the main
 * thread by structured clone, so nothing here may hold a function or a compiled schema.
 */
import type { AssociationSource } from '../../shared/src/protocol';
import type { Problem } from './reportedProblems';

/** A schema as the output shows it: its name and its own problems (positions in its files). */
export interface SchemaSummary {
  /** Stable identity within a run: the schema file's absolute path, or `meta:` + the meta-schema URI. */
  key: string;
  /** How the schema is shown: a path relative to cwd, or a URI. */
  name: string;
  /** False when the schema cannot be used (syntax errors, invalid keywords, unreadable references). */
  valid: boolean;
  problems: Problem[];
}

/**
 * How a document got its schema. `source` uses the editor's names (`document` for a `$schema`
 * property, `settings` for `jsonObjectValidator.schemas`, `json.schemas`, ...) plus the CLI's own
 * `option` (`--schema`, `--as-schema`).
 */
export interface AssociationInfo {
  source: 'option' | AssociationSource;
  /** A sentence that says why this schema applies. */
  reason: string;
}

/** The outcome for one document (for a JSON Lines file: for all its lines). */
export interface FileReport {
  file: string;
  /**
   * True when the document has no error (warnings allowed) and was validated, or was left out only
   * for want of its catalog schema (`optional`).
   */
  valid: boolean;
  /** False when the document could not be validated at all (unreadable file, no usable schema). */
  checked: boolean;
  /** True when the file could not be read at all: counted on its own in the summary, not as not compliant. */
  unreadable?: boolean;
  /** True when the document has no schema and `--skip-unassociated` asked to leave it out. */
  skipped?: boolean;
  /**
   * True when the document was not validated only because the schema the SchemaStore catalog gives it
   * could not be had: a warning, not a failure of the run (unless `--strict-catalog`).
   */
  optional?: boolean;
  /** The schema used (or that failed to load), for printing its own problems once. */
  schema?: SchemaSummary;
  association?: AssociationInfo;
  errors: Problem[];
  /** Problems of this document left out of `errors` by `--max-errors` (counted in the totals all the same). */
  notShown?: number;
}

/** Counts for the closing summary; schema problems count as errors and warnings too. */
export interface Totals {
  files: number;
  /** Documents left out for having no schema (`--skip-unassociated`); not counted in `files`. */
  skipped: number;
  /** Documents not validated because their catalog schema could not be had (see `FileReport.optional`). */
  unavailable: number;
  notCompliant: number;
  /** Files that could not be read (not counted in `files`). */
  unreadable: number;
  errors: number;
  warnings: number;
  /** Problems found but not shown (`--max-errors`). */
  notShown: number;
}

/** Adds the errors and warnings among `problems` to `totals`. */
export function countProblems(totals: Totals, problems: readonly Problem[]): void {
  for (const p of problems) {
    if (p.severity === 'error') totals.errors++;
    else if (p.severity === 'warning') totals.warnings++;
  }
}
