/**
 * Which schema applies to a document. Five sources with named priorities; the highest level that
 * matches decides:
 *   0. the entries of `jsonObjectValidator.schemas` chosen for the file (`chosen`, written by "Select
 *      Schema for This File", or `noSchema`: then the file has no schema);
 *   1. the document's own `$schema` (alone, as in VS Code);
 *   2. the `jsonObjectValidator.schemas` setting of the document's workspace folder;
 *   3. what VS Code's JSON support knows: the `json.schemas` setting and the extensions'
 *      `jsonValidation` contributions (VS Code's own included), every match combined as VS Code
 *      combines them (so `package.json` gets all its contributed schemas);
 *   4. the SchemaStore catalog.
 * Within levels 2 and 3 every matching entry applies (as `allOf`). Every answer carries a sentence
 * that says why, for the status item, the output channel and load-error diagnostics. Pure: no LSP,
 * no IO, so the CLI can use it too.
 */
import type {
  AssociationSource,
  ExtensionSchemaAssociation,
  JsonSchemasEntry,
  ValidatorSettings,
} from '../../shared/src/protocol';
import { matchFileMatch, matchVsCodeFileMatch } from './glob';
import { asFolderBase, normalizeUri, relativePathIn, resolveReference, uriToPath } from './uris';
import type { MessageId, Texts } from '../../shared/src/l10n/texts';
import { hostTexts } from './displayLanguage';

/** Higher wins. `json.schemas` and contributions share a level: VS Code combines them. */
export const ASSOCIATION_PRIORITY: Record<AssociationSource, number> = {
  catalog: 5,
  extension: 10,
  'json.schemas': 10,
  settings: 50,
  document: 70,
};

/**
 * Entries of `jsonObjectValidator.schemas` chosen for a file ("Select Schema for This File", or
 * `noSchema`) come before every source, the document's own `$schema` included.
 */
export const CHOSEN_PRIORITY = 90;

/** The schema URI of a `noSchema` entry: no schema is validated against it. */
export const NO_SCHEMA_URI = 'json-object-validator://none';

/** Scheme of the URIs given to inline schemas from the settings. */
export const INLINE_SCHEME = 'json-object-validator';

export interface Association {
  source: AssociationSource;
  priority: number;
  /** Absolute URI of the schema (a `json-object-validator:` URI for inline schemas). */
  schemaUri: string;
  /** Set for inline schemas from the settings: the schema itself. */
  inlineSchema?: unknown;
  /** The `fileMatch` pattern that decided, for settings, contributions and the catalog. */
  pattern?: string;
  /** The contributing extension, for contributions. */
  extensionId?: string;
  /** The catalog entry's name, for catalog matches. */
  catalogName?: string;
  /** Why this schema applies, as a sentence. */
  reason: string;
  /** A settings entry chosen for the file (`chosen` or `noSchema`): it comes before every source. */
  chosen?: boolean;
  /** A `noSchema` entry: the file has no schema. */
  noSchema?: boolean;
}

/** A workspace folder and the settings that apply inside it. */
export interface FolderSettings {
  uri: string;
  settings: ValidatorSettings;
}

/** A catalog lookup: the entry whose file patterns match a document, if any. */
export interface CatalogLookup {
  match(documentUri: string): { name: string; url: string; pattern: string } | undefined;
  /** Every entry (for choosing a schema by name). */
  readonly entries?: readonly { name: string; description?: string; url: string }[];
}

export interface AssociationContext {
  documentUri: string;
  /** The string value of the document's root `$schema` property, if any. */
  schemaProperty?: string;
  /** The folder that contains the document (undefined outside every folder). */
  folder?: FolderSettings;
  /** Settings used when the document is outside every folder. */
  settings: ValidatorSettings;
  extensionAssociations: readonly ExtensionSchemaAssociation[];
  /** VS Code's `json.schemas` entries (each with its folder and scope). */
  jsonSchemas?: readonly JsonSchemasEntry[];
  /** The SchemaStore catalog, when it is enabled. */
  catalog?: CatalogLookup;
}

/** The schema (or schemas) in force for a document. */
export interface SchemaChoice {
  /** The level that decided. With several associations, the source of the first one. */
  source: AssociationSource;
  /** Every association that applies, in order (one, or several to combine as `allOf`). */
  associations: Association[];
  /** The URI to validate with: the one schema's, or a combined schema's (see `combinedSchemaUri`). */
  schemaUri: string;
  /** Why, as one or more sentences. */
  reason: string;
}

const META_SCHEMA =
  /^https?:\/\/json-schema\.org\/(?:draft-0[3467]\/schema|draft\/(?:2019-09|2020-12|next)\/schema)#?$/;

/** Whether a `$schema` value names a JSON Schema meta-schema, i.e. the document is itself a schema. */
export function isMetaSchemaUri(uri: string): boolean {
  return META_SCHEMA.test(uri.trim());
}

/** The URI an inline settings schema is known by (stable per folder and entry index). */
export function inlineSchemaUri(folderUri: string | undefined, index: number): string {
  const scope = folderUri ? encodeURIComponent(normalizeUri(folderUri)) : 'user';
  return `${INLINE_SCHEME}://settings/${scope}/${index}.schema.json`;
}

/** The URI of an inline schema of VS Code's `json.schemas` (stable per scope, folder and index). */
export function jsonSchemasInlineUri(entry: JsonSchemasEntry): string {
  const scope = entry.folderUri ? encodeURIComponent(normalizeUri(entry.folderUri)) : entry.scope;
  return `${INLINE_SCHEME}://json-schemas/${scope}/${entry.index}.schema.json`;
}

/** The URI of the schema that combines several (`allOf` of `$ref`s), stable for the same list. */
export function combinedSchemaUri(schemaUris: readonly string[]): string {
  return `${INLINE_SCHEME}://combined/${encodeURIComponent(schemaUris.join('\n'))}.schema.json`;
}

/** The combined schema itself: every member must hold. */
export function combinedSchema(schemaUris: readonly string[]): { allOf: { $ref: string }[] } {
  return { allOf: schemaUris.map((uri) => ({ $ref: uri })) };
}

const SCOPE_WORDS: Record<JsonSchemasEntry['scope'], MessageId> = {
  user: 'association.userSettings',
  workspace: 'association.workspaceSettings',
  folder: 'association.folderSettings',
};

function extensionWords(extensionId: string | undefined, texts: Texts): string {
  if (extensionId === 'vscode') return texts.t('association.vscode');
  return extensionId
    ? texts.t('association.theExtension', { id: extensionId })
    : texts.t('association.anExtension');
}

/** Every association that matches, highest priority first (levels as described above). */
export function findAssociations(context: AssociationContext): Association[] {
  const found: Association[] = [];
  const texts = hostTexts();
  const documentUri = normalizeUri(context.documentUri);
  const absolutePath = uriToPath(documentUri) ?? documentUri;
  const relativePath = context.folder ? relativePathIn(documentUri, context.folder.uri) : undefined;

  const own = context.schemaProperty?.trim();
  if (own && !isMetaSchemaUri(own)) {
    const schemaUri = resolveReference(own, documentUri);
    if (schemaUri) {
      found.push({
        source: 'document',
        priority: ASSOCIATION_PRIORITY.document,
        schemaUri,
        reason: texts.t('association.schemaProperty'),
      });
    }
  }

  const settings = context.folder?.settings ?? context.settings;
  const base = context.folder ? asFolderBase(context.folder.uri) : documentUri;
  settings.schemas.forEach((entry, index) => {
    const match = matchFileMatch(entry.fileMatch, absolutePath, relativePath);
    if (!match.matched) return;
    const where = texts.t(context.folder ? 'association.folderSettings' : 'association.settings');
    const pattern = String(match.pattern);
    const priority = entry.chosen || entry.noSchema ? CHOSEN_PRIORITY : ASSOCIATION_PRIORITY.settings;
    const chosen = priority === CHOSEN_PRIORITY ? { chosen: true } : {};
    if (entry.noSchema) {
      found.push({
        source: 'settings',
        priority,
        schemaUri: NO_SCHEMA_URI,
        pattern: match.pattern,
        noSchema: true,
        chosen: true,
        reason: texts.t('association.noSchema', { where, pattern }),
      });
      return;
    }
    if (entry.schema !== undefined) {
      found.push({
        source: 'settings',
        priority,
        ...chosen,
        schemaUri: inlineSchemaUri(context.folder?.uri, index),
        inlineSchema: entry.schema,
        pattern: match.pattern,
        reason: texts.t(entry.chosen ? 'association.chosenInline' : 'association.inline', {
          where,
          pattern,
          number: index + 1,
        }),
      });
      return;
    }
    const schemaUri = entry.url ? resolveReference(entry.url, base) : undefined;
    if (!schemaUri) return;
    found.push({
      source: 'settings',
      priority,
      ...chosen,
      schemaUri,
      pattern: match.pattern,
      reason: texts.t(entry.chosen ? 'association.chosenUrl' : 'association.url', {
        where,
        pattern,
        url: entry.url ?? '',
      }),
    });
  });

  for (const entry of context.jsonSchemas ?? []) {
    const match = matchVsCodeFileMatch(entry.fileMatch, documentUri, entry.folderUri);
    if (!match.matched) continue;
    const where = texts.t(SCOPE_WORDS[entry.scope]);
    if (entry.schema !== undefined) {
      found.push({
        source: 'json.schemas',
        priority: ASSOCIATION_PRIORITY['json.schemas'],
        schemaUri: jsonSchemasInlineUri(entry),
        inlineSchema: entry.schema,
        pattern: match.pattern,
        reason: texts.t('association.jsonSchemasInline', {
          where,
          pattern: String(match.pattern),
          number: entry.index + 1,
        }),
      });
      continue;
    }
    if (!entry.url) continue;
    found.push({
      source: 'json.schemas',
      priority: ASSOCIATION_PRIORITY['json.schemas'],
      schemaUri: normalizeUri(entry.url),
      pattern: match.pattern,
      reason: texts.t('association.jsonSchemasUrl', {
        where,
        pattern: String(match.pattern),
        url: entry.url,
      }),
    });
  }

  for (const contribution of context.extensionAssociations) {
    const match = matchVsCodeFileMatch(contribution.fileMatch, documentUri);
    if (!match.matched) continue;
    found.push({
      source: 'extension',
      priority: ASSOCIATION_PRIORITY.extension,
      schemaUri: normalizeUri(contribution.url),
      pattern: match.pattern,
      extensionId: contribution.extensionId,
      reason: texts.t('association.extension', {
        extension: extensionWords(contribution.extensionId, texts),
        pattern: String(match.pattern),
      }),
    });
  }

  const fromCatalog = context.catalog?.match(documentUri);
  if (fromCatalog) {
    found.push({
      source: 'catalog',
      priority: ASSOCIATION_PRIORITY.catalog,
      schemaUri: fromCatalog.url,
      pattern: fromCatalog.pattern,
      catalogName: fromCatalog.name,
      reason: texts.t('association.catalog', {
        pattern: fromCatalog.pattern,
        name: fromCatalog.name,
        url: fromCatalog.url,
      }),
    });
  }

  // Stable sort: within one level the order of the settings and contributions is kept.
  return found.sort((a, b) => b.priority - a.priority);
}

/**
 * The schema in force: every association of the highest level that matches (only the first for
 * `$schema` and the catalog), with duplicates of the same schema dropped.
 */
export function chooseSchema(context: AssociationContext): SchemaChoice | undefined {
  return choiceAmong(findAssociations(context));
}

/** `chooseSchema` given what `findAssociations` found. */
export function choiceAmong(found: readonly Association[]): SchemaChoice | undefined {
  // A meta-schema association (`*.schema.json` -> draft-07, in VS Code and the catalog) says "this is a
  // schema": the schema-file checks report what the meta-schema would, better; see `metaSchemaOf`.
  const all = found.filter((a) => !isMetaSchemaUri(a.schemaUri));
  const first = all[0];
  if (!first) return undefined;
  const single = first.source === 'document' || first.source === 'catalog';
  const level = single ? [first] : all.filter((a) => a.priority === first.priority);
  if (level.some((a) => a.noSchema)) return undefined;
  const seen = new Set<string>();
  const associations = level.filter((a) => !seen.has(a.schemaUri) && seen.add(a.schemaUri));
  const uris = associations.map((a) => a.schemaUri);
  return {
    source: first.source,
    associations,
    schemaUri: uris.length === 1 ? uris[0] : combinedSchemaUri(uris),
    reason: associations.map((a) => a.reason).join(' '),
  };
}

/** The `noSchema` entry in force for a document, if the settings say it has no schema. */
export function noSchemaAmong(found: readonly Association[]): Association | undefined {
  const first = found.find((a) => !isMetaSchemaUri(a.schemaUri));
  if (first?.priority !== CHOSEN_PRIORITY) return undefined;
  return found.find((a) => a.priority === CHOSEN_PRIORITY && a.noSchema);
}

/** What would apply to a document without the entries chosen for it (what "Automatic" gives back). */
export function automaticAmong(found: readonly Association[]): SchemaChoice | undefined {
  return choiceAmong(found.filter((a) => !a.chosen));
}

/**
 * The meta-schema an association names for a document (a JSON Schema draft's URI), if any: the
 * document is then a schema of that draft (unless its own `$schema` says otherwise).
 */
export function metaSchemaOf(context: AssociationContext): string | undefined {
  return metaSchemaAmong(findAssociations(context));
}

/** `metaSchemaOf` given what `findAssociations` found. */
export function metaSchemaAmong(found: readonly Association[]): string | undefined {
  return found.find((a) => a.source !== 'document' && isMetaSchemaUri(a.schemaUri))?.schemaUri;
}

/** The association in force for a document (the first when several combine), or undefined. */
export function findAssociation(context: AssociationContext): Association | undefined {
  return chooseSchema(context)?.associations[0];
}

/** Whether VS Code's own JSON support also associates the document with a schema (for sharing the editor). */
export function knownToVsCode(associations: readonly Association[]): boolean {
  return associations.some(
    (a) => a.source === 'document' || a.source === 'json.schemas' || a.source === 'extension',
  );
}
