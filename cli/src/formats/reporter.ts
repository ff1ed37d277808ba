/**
 * The interface every output format implements. A run calls `start`, then `schema` once per schema
 * before the first document that uses it, `file` once per document in input order, and `end`; each
 * returns the text to print at that point, so formats that can stream do (memory stays bounded
 * however many documents there are).
 */
import type { FileReport, SchemaSummary, Totals } from '../model';
import type { Problem } from '../reportedProblems';

export interface Reporter {
  start(): string;
  schema(schema: SchemaSummary): string;
  file(report: FileReport): string;
  /**
   * Problems of the document being read (JSON Lines), printed as its lines are validated; its
   * `file` call follows without them. Absent in formats that print a document in one piece.
   */
  problems?(problems: readonly Problem[]): string;
  end(totals: Totals): string;
}

export interface ReporterOptions {
  /** ANSI colours (text only). */
  color: boolean;
  /** Also list compliant documents (text only). */
  verbose: boolean;
  /** The working directory: relative paths in the output are relative to it. */
  cwd: string;
  /** The CLI's version, for formats that name the tool. */
  version: string;
}
