/**
 * What a document is told when (part of) its schema could not be had: not downloaded on purpose (an
 * untrusted domain, Restricted Mode, downloads off), a download that failed with no copy to use (said
 * quietly: the document is validated as soon as it arrives), or a schema that cannot be used at all.
 * Each diagnostic names the schema and why it applies; an untrusted domain carries what the
 * "Trust domain" quick fix needs.
 */
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic, Range } from 'vscode-languageserver';
import type { DiagnosticData } from '../../shared/src/protocol';
import type { SchemaChoice } from './associations';
import { schemaLoadDiagnostic } from './diagnostics';
import type { Blocked, SchemaEntry } from './schemaStore';

const TRUSTED_SETTING = '"jsonObjectValidator.schemaDownload.trustedDomains"';

/** One document (a schema or a `$ref` target) that could not be loaded, and how that happened. */
interface Missing {
  url: string;
  error: string;
  blocked?: Blocked;
  retrying: boolean;
}

function describeMissing(missing: Missing, subject: string): { text: string; severity: DiagnosticSeverity } {
  const { blocked } = missing;
  if (blocked?.reason === 'untrusted') {
    const how = blocked.redirectedTo ? ` (it redirects to ${blocked.redirectedTo})` : '';
    return {
      text: `${subject} is not downloaded${how}: ${blocked.domain ?? missing.url} is not a trusted domain (${TRUSTED_SETTING}).`,
      severity: DiagnosticSeverity.Warning,
    };
  }
  if (blocked?.reason === 'restricted') {
    return {
      text: `${subject} is not downloaded while the workspace is in Restricted Mode; trust the workspace to validate with it.`,
      severity: DiagnosticSeverity.Information,
    };
  }
  if (blocked?.reason === 'disabled') {
    return {
      text: `${subject} is not downloaded: downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable").`,
      severity: DiagnosticSeverity.Warning,
    };
  }
  if (missing.retrying) {
    return {
      text: `${subject} could not be downloaded yet (${missing.error.replace(/^downloading it failed \((.*)\)$/, '$1')}); the document is validated as soon as it arrives.`,
      severity: DiagnosticSeverity.Information,
    };
  }
  return { text: `${subject} cannot be used: ${missing.error}.`, severity: DiagnosticSeverity.Error };
}

function withData(diagnostic: Diagnostic, missing: Missing): Diagnostic {
  const data = diagnostic.data as DiagnosticData;
  data.url = missing.url;
  if (missing.blocked?.reason === 'untrusted' && missing.blocked.domain) data.domain = missing.blocked.domain;
  return diagnostic;
}

/**
 * The diagnostics about loading a document's schema: the schema itself (or each combined one) when it
 * could not be had, then each `$ref` target that could not be loaded. Empty when everything loaded.
 */
export function loadDiagnostics(
  choice: SchemaChoice,
  entry: SchemaEntry,
  anchor: Range | undefined,
  name: (uri: string) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const roots = new Set(choice.associations.map((a) => a.schemaUri.replace(/#.*$/, '')));
  const missingOf = (url: string, error: string): Missing => ({
    url,
    error,
    ...(entry.blocked.get(url) ? { blocked: entry.blocked.get(url) } : {}),
    retrying: entry.retrying.has(url),
  });
  if (!entry.compiled) {
    const { text, severity } = describeMissing(
      missingOf(entry.uri, entry.error ?? 'it could not be loaded'),
      `The schema ${name(entry.uri)}`,
    );
    out.push(
      withData(schemaLoadDiagnostic(`${text} ${choice.reason}`, anchor, severity), missingOf(entry.uri, '')),
    );
    return out;
  }
  for (const [reference, reason] of entry.unresolved) {
    const missing = missingOf(reference, reason);
    if (roots.has(reference)) {
      const { text, severity } = describeMissing(missing, `The schema ${name(reference)}`);
      const association = choice.associations.find((a) => a.schemaUri.replace(/#.*$/, '') === reference);
      out.push(
        withData(
          schemaLoadDiagnostic(`${text} ${association?.reason ?? ''}`.trim(), anchor, severity),
          missing,
        ),
      );
      continue;
    }
    const { text, severity } = describeMissing(
      missing,
      `${reference}, which the schema ${choice.associations.map((a) => name(a.schemaUri)).join(' + ')} refers to,`,
    );
    out.push(
      withData(
        schemaLoadDiagnostic(
          `${text} The rules behind that reference are not checked.`,
          anchor,
          severity === DiagnosticSeverity.Error ? DiagnosticSeverity.Warning : severity,
        ),
        missing,
      ),
    );
  }
  return out;
}
