/**
 * The sentences that say why (part of) a document's schema could not be had: not downloaded on
 * purpose (an untrusted domain, Restricted Mode, downloads off), a download that failed with no copy
 * to use, or a schema that cannot be used at all; with how loudly to say it. Pure (no LSP, no IO):
 * `loadDiagnostics.ts` turns them into the editor's diagnostics, and the CLI prints them, so both say
 * the same thing. Only what happens after a failed download differs (the editor tries again, a CLI run
 * does not), so that part of the wording is the caller's.
 */
import type { SchemaChoice } from './associations';
import type { Blocked, SchemaEntry } from './schemaStore';

/** The setting that trusts a domain, as the sentences name it. */
export const TRUSTED_SETTING = '"jsonObjectValidator.schemaDownload.trustedDomains"';

export type LoadSeverity = 'error' | 'warning' | 'information';

/** One document (a schema or a `$ref` target) that could not be loaded, and how that happened. */
export interface MissingSchema {
  url: string;
  error: string;
  blocked?: Blocked;
  retrying: boolean;
}

/** What the caller says about a download that failed with no copy to use. */
export interface LoadWording {
  /** The sentence about it: its subject, and the reason the download gave. */
  failed(subject: string, reason: string): string;
  failedSeverity: LoadSeverity;
  /** The sentence after one about a `$ref` target that could not be had. */
  referenceConsequence: string;
  /** How to trust a domain that is not trusted (in parentheses after it): the editor's setting, the CLI's option. */
  trust(domain: string): string;
}

/** The editor's wording: it tries again, and validates with what it has meanwhile. */
export const EDITOR_WORDING: LoadWording = {
  failed: (subject, reason) =>
    `${subject} could not be downloaded yet (${reason}); the document is validated as soon as it arrives.`,
  failedSeverity: 'information',
  referenceConsequence: 'The rules behind that reference are not checked.',
  trust: () => TRUSTED_SETTING,
};

/** What loading a root schema gave: the parts of a `SchemaEntry` the sentences depend on. */
export type LoadOutcome = Pick<SchemaEntry, 'uri' | 'error' | 'unresolved' | 'blocked' | 'retrying'> & {
  /** Set when the root schema itself could be compiled. */
  compiled?: unknown;
  /** Set when it was compiled on the document worker instead. */
  remote?: number;
};

/** One thing to say about loading a document's schema. */
export interface LoadProblem {
  message: string;
  severity: LoadSeverity;
  /** The schema or `$ref` target it is about. */
  url: string;
  /** For an untrusted domain: the key that would trust it (for the "Trust domain" quick fix). */
  domain?: string;
}

/** The sentence and its severity for one document that could not be had. */
export function describeMissing(
  missing: MissingSchema,
  subject: string,
  wording: LoadWording = EDITOR_WORDING,
): { text: string; severity: LoadSeverity } {
  const { blocked } = missing;
  if (blocked?.reason === 'untrusted') {
    const how = blocked.redirectedTo
      ? ` (it redirects to ${blocked.redirectedTo})`
      : blocked.mirroredAt
        ? ` from the SchemaStore mirror (${blocked.mirroredAt})`
        : '';
    const domain = blocked.domain ?? missing.url;
    return {
      text: `${subject} is not downloaded${how}: ${domain} is not a trusted domain (${wording.trust(domain)}).`,
      severity: 'warning',
    };
  }
  if (blocked?.reason === 'restricted') {
    return {
      text: `${subject} is not downloaded while the workspace is in Restricted Mode; trust the workspace to validate with it.`,
      severity: 'information',
    };
  }
  if (blocked?.reason === 'disabled') {
    return {
      text: `${subject} is not downloaded: downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable").`,
      severity: 'warning',
    };
  }
  if (missing.retrying) {
    return {
      text: wording.failed(subject, missing.error.replace(/^downloading it failed \((.*)\)$/, '$1')),
      severity: wording.failedSeverity,
    };
  }
  return { text: `${subject} cannot be used: ${missing.error}.`, severity: 'error' };
}

/**
 * What to say about loading a document's schema: the schema itself (or each combined one) when it
 * could not be had, then each `$ref` target that could not be loaded. Empty when everything loaded.
 */
export function loadProblems(
  choice: SchemaChoice,
  entry: LoadOutcome,
  name: (uri: string) => string,
  wording: LoadWording = EDITOR_WORDING,
): LoadProblem[] {
  const out: LoadProblem[] = [];
  const roots = new Set(choice.associations.map((a) => a.schemaUri.replace(/#.*$/, '')));
  const missingOf = (url: string, error: string): MissingSchema => ({
    url,
    error,
    ...(entry.blocked.get(url) ? { blocked: entry.blocked.get(url) } : {}),
    retrying: entry.retrying.has(url),
  });
  const problem = (message: string, severity: LoadSeverity, missing: MissingSchema): LoadProblem => ({
    message,
    severity,
    url: missing.url,
    ...(missing.blocked?.reason === 'untrusted' && missing.blocked.domain
      ? { domain: missing.blocked.domain }
      : {}),
  });
  if (!entry.compiled && entry.remote === undefined) {
    const missing = missingOf(entry.uri, entry.error ?? 'it could not be loaded');
    const { text, severity } = describeMissing(missing, `The schema ${name(entry.uri)}`, wording);
    out.push(problem(`${text} ${choice.reason}`, severity, missing));
    return out;
  }
  for (const [reference, reason] of entry.unresolved) {
    const missing = missingOf(reference, reason);
    if (roots.has(reference)) {
      const { text, severity } = describeMissing(missing, `The schema ${name(reference)}`, wording);
      const association = choice.associations.find((a) => a.schemaUri.replace(/#.*$/, '') === reference);
      out.push(problem(`${text} ${association?.reason ?? ''}`.trim(), severity, missing));
      continue;
    }
    const { text, severity } = describeMissing(
      missing,
      `${reference}, which the schema ${choice.associations.map((a) => name(a.schemaUri)).join(' + ')} refers to,`,
      wording,
    );
    out.push(
      problem(
        `${text} ${wording.referenceConsequence}`,
        severity === 'error' ? 'warning' : severity,
        missing,
      ),
    );
  }
  return out;
}
