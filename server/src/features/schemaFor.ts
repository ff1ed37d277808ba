/**
 * `jsonObjectValidator/schemaFor`: which schema applies to a document, from which source and why, and
 * who validates it (this server, VS Code's own validation, or nobody), for the status item, the
 * "Show Schema" command and other editors. Reads the document from disk when it is not open.
 */
import type { ParsedDocument } from '../../../shared/src/index';
import { MAX_DOCUMENT_FILE_BYTES } from '../../../shared/src/limits';
import type {
  SchemaForParams,
  SchemaForPart,
  SchemaForResult,
  ValidatorSettings,
} from '../../../shared/src/protocol';
import type { BuiltInValidation } from '../../../shared/src/protocol';
import {
  automaticAmong,
  isMetaSchemaUri,
  noSchemaAmong,
  type Association,
  type SchemaChoice,
} from '../../../host/src/associations';
import type { Environment } from '../../../host/src/environment';
import { isUsable, type SchemaStore } from '../../../host/src/schemaStore';
import { uriToPath } from '../../../host/src/uris';
import { fallbackFor } from '../coexistence/sharing';
import type { DocumentStore } from '../documents/documentStore';
import type { DocumentValidator } from '../documents/validation';
import type { LargeDocuments } from '../worker/largeDocuments';
import { hostTexts } from '../../../host/src/displayLanguage';
import { loadReason } from '../../../host/src/loadMessages';

export interface SchemaInfoDependencies {
  validator: DocumentValidator;
  store: SchemaStore;
  settingsFor(uri: string): ValidatorSettings;
  isExcluded(uri: string): boolean;
  isSchemaTarget(uri: string): boolean;
  builtInValidation(): BuiltInValidation | undefined;
}

/**
 * Describes the schema of a parsed document (an open one's session answers without reading its whole
 * text while people type).
 */
export async function describeSchemaOf(
  deps: SchemaInfoDependencies,
  uri: string,
  parsed: ParsedDocument,
): Promise<SchemaForResult> {
  const { choice, schemaProperty, metaSchema, knownToVsCode, found } = deps.validator.associationOf(
    uri,
    parsed,
  );
  const matches = matchesOf(deps.store, found, choice);
  const noSchema = noSchemaAmong(found);
  const automaticChoice = found.some((a) => a.chosen) ? automaticAmong(found) : undefined;
  const automatic = automaticChoice ? partOf(deps.store, automaticChoice.associations[0]) : undefined;
  const context = {
    // Only when a source was overridden: otherwise `parts` already says everything.
    ...(matches.some((m) => !m.applied) ? { matches } : {}),
    ...(automatic ? { automatic } : {}),
  };
  const isSchema =
    (schemaProperty !== undefined && isMetaSchemaUri(schemaProperty)) ||
    metaSchema !== undefined ||
    deps.isSchemaTarget(uri);
  const builtIn = deps.builtInValidation();
  const ours = deps.settingsFor(uri).validate.enable && !deps.isExcluded(uri);
  const validatedBy: SchemaForResult['validatedBy'] = !ours
    ? fallbackFor(builtIn) === 'vscode'
      ? 'vscode'
      : 'none'
    : builtIn === 'on' && knownToVsCode
      ? 'vscode'
      : 'us';
  if (!choice) {
    return {
      reason: noSchema
        ? hostTexts().t('association.noSchemaFor', { reason: noSchema.reason })
        : hostTexts().t(isSchema ? 'association.isSchema' : 'association.none'),
      isSchema,
      validatedBy,
      knownToVsCode,
      ...(noSchema ? { noSchema: true, source: noSchema.source } : {}),
      ...context,
    };
  }
  const parts: SchemaForPart[] = [];
  for (const a of choice.associations) {
    const title = (await deps.store.getSchema(a.schemaUri)).title;
    parts.push({ ...partOf(deps.store, a), ...(title ? { title } : {}) });
  }
  const first = parts[0];
  const combined = await deps.store.getSchema(choice.schemaUri);
  return {
    schemaUri: first.uri,
    parts,
    ...(first.title ? { title: first.title } : {}),
    source: first.source,
    reason: choice.reason,
    ...(first.pattern ? { pattern: first.pattern } : {}),
    ...(isUsable(combined)
      ? {}
      : { error: loadReason(combined.error ?? 'it could not be loaded', hostTexts()) }),
    ...(isUsable(combined) && combined.shipped.size > 0
      ? { shipped: { date: [...combined.shipped.values()][0], uris: [...combined.shipped.keys()] } }
      : {}),
    isSchema,
    validatedBy,
    knownToVsCode,
    ...context,
  };
}

/** An association as the protocol describes it (a title only when the schema is loaded already). */
function partOf(store: SchemaStore, a: Association): SchemaForPart {
  const title = a.noSchema ? undefined : store.peek(a.schemaUri)?.title;
  return {
    uri: a.schemaUri,
    ...(title ? { title } : {}),
    source: a.source,
    reason: a.reason,
    ...(a.pattern ? { pattern: a.pattern } : {}),
    ...(a.extensionId ? { extensionId: a.extensionId } : {}),
    ...(a.catalogName ? { catalogName: a.catalogName } : {}),
    ...(a.chosen ? { chosen: true } : {}),
    ...(a.noSchema ? { noSchema: true } : {}),
  };
}

/**
 * Every source that matches, marked applied or not (once per schema and source). The catalog is a
 * fallback by design: listed only when it applies, so a `tsconfig.json` is not "matched twice".
 */
function matchesOf(
  store: SchemaStore,
  found: readonly Association[],
  choice: SchemaChoice | undefined,
): SchemaForPart[] {
  const none = choice ? undefined : noSchemaAmong(found);
  const applied = new Set<Association>(choice?.associations ?? (none ? [none] : []));
  const seen = new Set<string>();
  const out: SchemaForPart[] = [];
  for (const a of found) {
    if (isMetaSchemaUri(a.schemaUri)) continue;
    if (a.source === 'catalog' && !applied.has(a)) continue;
    const key = `${a.source}\n${a.schemaUri}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...partOf(store, a), applied: applied.has(a) });
  }
  return out;
}
/** What answering `schemaFor` for any document (open, or read from disk) needs besides. */
export interface SchemaForHost extends SchemaInfoDependencies {
  readonly documents: DocumentStore;
  readonly large: LargeDocuments;
  readonly environment: Environment;
}

/**
 * `jsonObjectValidator/schemaFor`: which schema applies to a document, and why (once the settings and
 * the catalog are there: the caller waits for them).
 */
export async function answerSchemaFor(
  host: SchemaForHost,
  params: SchemaForParams,
): Promise<SchemaForResult> {
  const open = host.documents.get(params.uri);
  let parsed: ParsedDocument;
  if (open?.lost !== undefined) {
    // Not read here (it ran a thread out of memory): the associations by name still apply.
    parsed = host.validator.parse(params.uri, '').parsed;
  } else if (open) {
    // The status bar asks while people type: the session's tree answers without reading the whole text.
    const worker = host.large.workerOf(open);
    parsed = worker
      ? await host.validator.parseRemote(open.document.snapshot(), worker, open.key)
      : open.session.refresh(open.document.snapshot());
  } else {
    const path = uriToPath(params.uri);
    const text = path ? await host.environment.readFile(path, MAX_DOCUMENT_FILE_BYTES).catch(() => '') : '';
    parsed = host.validator.parse(params.uri, text).parsed;
  }
  return describeSchemaOf(host, params.uri, parsed);
}
