/**
 * The sentences that say why (part of) a document's schema could not be had: not downloaded on
 * purpose (an untrusted domain, Restricted Mode, downloads off), a download that failed with no copy
 * to use, or a schema that cannot be used at all; with how loudly to say it. Pure (no LSP, no IO):
 * `loadDiagnostics.ts` turns them into the editor's diagnostics, and the CLI prints them, so both say
 * the same thing. Only what happens after a failed download differs (the editor tries again, a CLI run
 * does not), so that part of the wording is the caller's.
 */
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import { editorEn } from '../../shared/src/l10n/editor/en';
import { english, type MessageId, type Texts } from '../../shared/src/l10n/texts';
import type { SyntaxMessageId, SyntaxParams } from '../../shared/src/types';
import type { SchemaChoice } from './associations';
import { hostTexts } from './displayLanguage';
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
  /** The sentence about it, with `{subject}` and the `{reason}` the download gave. */
  failed: 'load.failedRetrying' | 'load.failedNoCopy';
  failedSeverity: LoadSeverity;
  /** The sentence after one about a `$ref` target that could not be had. */
  referenceConsequence: 'load.referenceNotChecked' | 'load.documentNotValidated';
  /** How to trust a domain that is not trusted (in parentheses after it): the editor's setting, the CLI's option. */
  trust(domain: string, texts: Texts): string;
}

/** The editor's wording: it tries again, and validates with what it has meanwhile. */
export const EDITOR_WORDING: LoadWording = {
  failed: 'load.failedRetrying',
  failedSeverity: 'information',
  referenceConsequence: 'load.referenceNotChecked',
  trust: () => TRUSTED_SETTING,
};

/**
 * The reasons the schema store and the CLI give (in English, as the log shows them), each as a
 * pattern of its English template and the template to say it with.
 */
const REASONS: readonly (readonly [RegExp, MessageId, readonly string[]])[] = (
  [
    'load.reason.notFound',
    'load.reason.folder',
    'load.reason.permission',
    'load.reason.notLoaded',
    'load.reason.notRead',
    'load.reason.notDownloaded',
    'load.reason.notJsonAt',
    'load.reason.notJson',
    'load.reason.compileFailed',
    'load.reason.scheme',
    'load.reason.tooLarge',
    'load.reason.editorOnly',
    'load.reason.editorDidNotServe',
    'load.reason.downloadFailedMirror',
    'load.reason.downloadFailed',
    'load.reason.untrusted',
    'load.reason.restricted',
    'load.reason.disabled',
    'load.reason.notDownloadedRefused',
    'cli.reason.noSuchFile',
    'cli.reason.fileNotFound',
    'cli.reason.directory',
    'cli.reason.notAFile',
  ] as const
).map((id) => {
  const [pattern, names] = templatePattern(id);
  return [pattern, id, names] as const;
});

/** A pattern that finds an English template's parameters in its text, and their names in order. */
function templatePattern(id: MessageId): readonly [RegExp, readonly string[]] {
  const template = english.t(id, {});
  const names = [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]);
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[A-Za-z]+\\\}/g, '(.*)');
  return [new RegExp(`^${escaped}$`), names];
}

/**
 * The parser's templates, to find the problem a "not valid JSON" reason quotes: a reason is a string
 * (the schema store keeps it and the log shows it in English), so the problem reaches it only as its
 * English text. Everywhere a problem itself is shown, its `messageId` says this (see syntaxMessage).
 */
let syntaxPatterns: (readonly [RegExp, readonly string[], SyntaxMessageId])[] | undefined;

/** A parser's message quoted in a reason, in the language of `texts`; other text as it is. */
function quotedSyntaxMessage(text: string, texts: Texts): string {
  syntaxPatterns ??= (Object.keys(editorEn) as MessageId[])
    .filter((id): id is SyntaxMessageId => id.startsWith('syntax.'))
    .map((id) => [...templatePattern(id), id] as const);
  for (const [pattern, names, messageId] of syntaxPatterns) {
    const m = pattern.exec(text);
    if (m === null) continue;
    const params: { key?: string; limit?: number } = {};
    names.forEach((name, i) => {
      // English writes some limits with thousands separators.
      if (name === 'limit') params.limit = Number(m[i + 1].replace(/,/g, ''));
      else if (name === 'key') params.key = m[i + 1];
    });
    if (params.limit !== undefined && !Number.isFinite(params.limit)) continue;
    const quoted: SyntaxParams = params;
    return syntaxMessage({ message: text, messageId, params: quoted }, texts);
  }
  return text;
}

/**
 * A reason the schema store or the CLI gave (`the file does not exist`, `it is not valid JSON (...)`)
 * in the language of `texts`; one it does not know (a system's own words) is returned as it is.
 */
export function loadReason(reason: string, texts: Texts): string {
  if (texts.locale === 'en') return reason;
  for (const [pattern, id, names] of REASONS) {
    const m = pattern.exec(reason);
    if (m === null) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = name === 'message' ? quotedSyntaxMessage(m[i + 1], texts) : m[i + 1];
    });
    return texts.t(id, params);
  }
  return reason;
}

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

/** The sentence and its severity for one document that could not be had (`subject` says which). */
export function describeMissing(
  missing: MissingSchema,
  subject: string,
  wording: LoadWording = EDITOR_WORDING,
  texts: Texts = hostTexts(),
): { text: string; severity: LoadSeverity } {
  const { blocked } = missing;
  if (blocked?.reason === 'untrusted') {
    const domain = blocked.domain ?? missing.url;
    const params = { subject, domain, trust: wording.trust(domain, texts) };
    return {
      text: blocked.redirectedTo
        ? texts.t('load.untrustedRedirect', { ...params, target: blocked.redirectedTo })
        : blocked.mirroredAt
          ? texts.t('load.untrustedMirror', { ...params, mirror: blocked.mirroredAt })
          : texts.t('load.untrusted', params),
      severity: 'warning',
    };
  }
  if (blocked?.reason === 'restricted') {
    return { text: texts.t('load.restricted', { subject }), severity: 'information' };
  }
  if (blocked?.reason === 'disabled') {
    return { text: texts.t('load.disabled', { subject }), severity: 'warning' };
  }
  if (missing.retrying) {
    const reason = missing.error.replace(/^downloading it failed \((.*)\)$/, '$1');
    return { text: texts.t(wording.failed, { subject, reason }), severity: wording.failedSeverity };
  }
  return {
    text: texts.t('load.cannotUse', { subject, reason: loadReason(missing.error, texts) }),
    severity: 'error',
  };
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
  texts: Texts = hostTexts(),
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
  const schemaSubject = (uri: string): string => texts.t('load.subjectSchema', { name: name(uri) });
  if (!entry.compiled && entry.remote === undefined) {
    const missing = missingOf(entry.uri, entry.error ?? 'it could not be loaded');
    const { text, severity } = describeMissing(missing, schemaSubject(entry.uri), wording, texts);
    out.push(problem(texts.t('load.sentences', { first: text, second: choice.reason }), severity, missing));
    return out;
  }
  for (const [reference, reason] of entry.unresolved) {
    const missing = missingOf(reference, reason);
    if (roots.has(reference)) {
      const { text, severity } = describeMissing(missing, schemaSubject(reference), wording, texts);
      const association = choice.associations.find((a) => a.schemaUri.replace(/#.*$/, '') === reference);
      const reason = association?.reason;
      out.push(
        problem(
          reason ? texts.t('load.sentences', { first: text, second: reason }) : text,
          severity,
          missing,
        ),
      );
      continue;
    }
    const subject = texts.t('load.subjectReference', {
      reference,
      schema: choice.associations.map((a) => name(a.schemaUri)).join(' + '),
    });
    const { text, severity } = describeMissing(missing, subject, wording, texts);
    out.push(
      problem(
        texts.t('load.sentences', { first: text, second: texts.t(wording.referenceConsequence) }),
        severity === 'error' ? 'warning' : severity,
        missing,
      ),
    );
  }
  return out;
}
