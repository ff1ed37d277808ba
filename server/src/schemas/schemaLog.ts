/**
 * One line in the log per document and schema: which schema a document got, from where, and how long
 * loading and validating took. Written when the schema a document uses changes (a first validation,
 * another association, an edited or re-downloaded schema), not on every keystroke.
 */
import { isUsable, type SchemaEntry } from '../../../host/src/schemaStore';
import type { Analysis } from '../documents/validation';

const SOURCE_WORDS: Record<string, string> = {
  document: 'its "$schema"',
  settings: '"jsonObjectValidator.schemas"',
  'json.schemas': '"json.schemas"',
  extension: 'an extension\'s "jsonValidation"',
  catalog: 'the SchemaStore catalog',
};

/** The log line of an analysis. */
export function schemaLogLine(uri: string, analysis: Analysis): string {
  const choice = analysis.choice;
  if (!choice) return `${uri}: no schema${analysis.isSchema ? ' (checked as a schema)' : ''}.`;
  const schemas = choice.associations
    .map(
      (a) =>
        `${a.schemaUri} (from ${a.extensionId && a.source === 'extension' ? `the extension ${a.extensionId}` : SOURCE_WORDS[a.source]})`,
    )
    .join(' + ');
  const timings = analysis.timings;
  const took = timings
    ? `; schema ready in ${Math.round(timings.loadMs)} ms, validated in ${Math.round(timings.validateMs)} ms`
    : '';
  const state = isUsable(analysis.schema) ? '' : ` — not usable: ${analysis.schema?.error ?? 'not loaded'}`;
  return `${uri}: ${schemas}${took}${state}.`;
}

/** Remembers which schema each document was logged with, so each change is logged once. */
export class SchemaLog {
  private readonly logged = new Map<string, SchemaEntry | null>();

  constructor(private readonly write: (line: string) => void) {}

  /** Logs the analysis if the document's schema changed since the last line about it. */
  note(key: string, uri: string, analysis: Analysis): void {
    const current = analysis.schema ?? null;
    if (this.logged.has(key) && this.logged.get(key) === current) return;
    this.logged.set(key, current);
    this.write(schemaLogLine(uri, analysis));
  }

  /** Forgets a closed document. */
  forget(key: string): void {
    this.logged.delete(key);
  }
}
