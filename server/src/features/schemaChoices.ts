/**
 * `jsonObjectValidator/schemaChoices`: what "Select Schema for This File" offers for a document: the
 * workspace's schema files, the schemas the settings and the extensions associate with any file, and
 * the SchemaStore catalog by name. The choice itself is written by the client into the settings, which
 * the associations then read like any other entry (`chosen`, `noSchema`).
 */
import type { AssociationContext } from '../../../host/src/associations';
import { INLINE_SCHEME, isMetaSchemaUri } from '../../../host/src/associations';
import { normalizeUri, resolveReference, asFolderBase } from '../../../host/src/uris';
import type { SchemaChoiceItem, SchemaChoicesResult } from '../../../shared/src/protocol';

export interface SchemaChoicesHost {
  /** The association context of the document (its folder's settings, contributions, catalog). */
  context(uri: string): AssociationContext;
  /** The workspace's schema files with their titles. */
  schemaFiles(): Promise<readonly { uri: string; title?: string }[]>;
  /** The title of a schema already loaded, if any (nothing is loaded to answer). */
  titleOf(uri: string): string | undefined;
}

/** Lists the schemas a person can choose for a document, each once, in sections. */
export async function schemaChoices(host: SchemaChoicesHost, uri: string): Promise<SchemaChoicesResult> {
  const context = host.context(uri);
  const items: SchemaChoiceItem[] = [];
  const seen = new Set<string>();
  const add = (item: SchemaChoiceItem): void => {
    const key = normalizeUri(item.uri);
    // Inline settings schemas have no URL a settings entry could name; meta-schemas are not a choice.
    if (seen.has(key) || item.uri.startsWith(`${INLINE_SCHEME}:`) || isMetaSchemaUri(item.uri)) return;
    seen.add(key);
    items.push(item);
  };
  const titled = (u: string): { title?: string } => {
    const title = host.titleOf(u);
    return title ? { title } : {};
  };

  for (const file of await host.schemaFiles()) {
    if (normalizeUri(file.uri) === normalizeUri(uri)) continue;
    add({ uri: file.uri, kind: 'workspace', ...(file.title ? { title: file.title } : {}) });
  }

  const settings = context.folder?.settings ?? context.settings;
  const base = context.folder ? asFolderBase(context.folder.uri) : uri;
  for (const entry of settings.schemas) {
    if (entry.noSchema || !entry.url) continue;
    const target = resolveReference(entry.url, base);
    if (!target) continue;
    add({
      uri: target,
      kind: 'association',
      source: 'settings',
      pattern: entry.fileMatch[0],
      ...titled(target),
    });
  }
  for (const entry of context.jsonSchemas ?? []) {
    if (!entry.url) continue;
    add({
      uri: entry.url,
      kind: 'association',
      source: 'json.schemas',
      pattern: entry.fileMatch[0],
      ...titled(entry.url),
    });
  }
  for (const contribution of context.extensionAssociations) {
    add({
      uri: contribution.url,
      kind: 'association',
      source: 'extension',
      pattern: contribution.fileMatch[0],
      ...(contribution.extensionId ? { extensionId: contribution.extensionId } : {}),
      ...titled(contribution.url),
    });
  }

  for (const entry of context.catalog?.entries ?? []) {
    add({
      uri: entry.url,
      kind: 'catalog',
      catalogName: entry.name,
      ...(entry.description ? { description: entry.description } : {}),
    });
  }
  return { items };
}
