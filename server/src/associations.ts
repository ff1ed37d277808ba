/**
 * Which schema applies to a document. Three sources with named priorities (the highest that matches
 * wins): the document's own `$schema`, the `jsonObjectValidator.schemas` setting of the document's
 * workspace folder, and other extensions' `jsonValidation` contributions. Every answer carries a
 * sentence that says why, for the status bar and for load-error diagnostics.
 */
import type {
  AssociationSource,
  ExtensionSchemaAssociation,
  ValidatorSettings,
} from '../../shared/src/protocol';
import { matchFileMatch } from './glob';
import { asFolderBase, normalizeUri, relativePathIn, resolveReference, uriToPath } from './uris';

/** Higher wins. Gaps leave room for sources added later (a catalog, a modeline). */
export const ASSOCIATION_PRIORITY: Record<AssociationSource, number> = {
  extension: 10,
  settings: 50,
  document: 70,
};

/** Scheme of the URIs given to inline schemas from the settings. */
export const INLINE_SCHEME = 'json-object-validator';

export interface Association {
  source: AssociationSource;
  priority: number;
  /** Absolute URI of the schema (a `json-object-validator:` URI for inline schemas). */
  schemaUri: string;
  /** Set for inline schemas from the settings: the schema itself. */
  inlineSchema?: unknown;
  /** The `fileMatch` pattern that decided, for settings and contributions. */
  pattern?: string;
  /** Why this schema applies, as a sentence. */
  reason: string;
}

/** A workspace folder and the settings that apply inside it. */
export interface FolderSettings {
  uri: string;
  settings: ValidatorSettings;
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

/** Every association that matches, highest priority first (the first one is the one in force). */
export function findAssociations(context: AssociationContext): Association[] {
  const found: Association[] = [];
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
        reason: `The document's "$schema" property names it.`,
      });
    }
  }

  const settings = context.folder?.settings ?? context.settings;
  const base = context.folder ? asFolderBase(context.folder.uri) : documentUri;
  settings.schemas.forEach((entry, index) => {
    const match = matchFileMatch(entry.fileMatch, absolutePath, relativePath);
    if (!match.matched) return;
    const where = context.folder ? 'workspace folder settings' : 'settings';
    if (entry.schema !== undefined) {
      found.push({
        source: 'settings',
        priority: ASSOCIATION_PRIORITY.settings,
        schemaUri: inlineSchemaUri(context.folder?.uri, index),
        inlineSchema: entry.schema,
        pattern: match.pattern,
        reason: `The inline schema #${index + 1} of "jsonObjectValidator.schemas" (${where}) matches the file with "${match.pattern}".`,
      });
      return;
    }
    const schemaUri = entry.url ? resolveReference(entry.url, base) : undefined;
    if (!schemaUri) return;
    found.push({
      source: 'settings',
      priority: ASSOCIATION_PRIORITY.settings,
      schemaUri,
      pattern: match.pattern,
      reason: `"jsonObjectValidator.schemas" (${where}) maps "${match.pattern}" to ${entry.url}.`,
    });
  });

  for (const contribution of context.extensionAssociations) {
    const match = matchFileMatch(contribution.fileMatch, absolutePath, relativePath);
    if (!match.matched) continue;
    const by = contribution.extensionId
      ? `the extension ${contribution.extensionId}`
      : 'an installed extension';
    found.push({
      source: 'extension',
      priority: ASSOCIATION_PRIORITY.extension,
      schemaUri: normalizeUri(contribution.url),
      pattern: match.pattern,
      reason: `A "jsonValidation" contribution of ${by} maps "${match.pattern}" to this schema.`,
    });
  }

  // Stable sort: within one source the first entry (settings order) wins.
  return found.sort((a, b) => b.priority - a.priority);
}

/** The association in force for a document, or undefined when no schema applies. */
export function findAssociation(context: AssociationContext): Association | undefined {
  return findAssociations(context)[0];
}
