/**
 * `jsonObjectValidator/schemaFor`: which schema applies to a document, from which source and why, and
 * who validates it (this server, VS Code's own validation, or nobody), for the status item, the
 * "Show Schema" command and other editors. Reads the document from disk when it is not open.
 */
import type { ParsedDocument } from '../../../shared/src/index';
import type { SchemaForPart, SchemaForResult, ValidatorSettings } from '../../../shared/src/protocol';
import type { BuiltInValidation } from '../../../shared/src/protocol';
import { isMetaSchemaUri } from '../../../host/src/associations';
import { isUsable, type SchemaStore } from '../../../host/src/schemaStore';
import { fallbackFor } from '../coexistence/sharing';
import type { DocumentValidator } from '../documents/validation';

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
  const { choice, schemaProperty, metaSchema, knownToVsCode } = deps.validator.associationOf(uri, parsed);
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
      reason: isSchema
        ? 'This document is a schema: it is checked with the schema-file checks.'
        : 'No schema applies: the document has no "$schema", and no setting, extension contribution or SchemaStore catalog entry matches it.',
      isSchema,
      validatedBy,
      knownToVsCode,
    };
  }
  const parts: SchemaForPart[] = [];
  for (const a of choice.associations) {
    const title = (await deps.store.getSchema(a.schemaUri)).title;
    parts.push({
      uri: a.schemaUri,
      ...(title ? { title } : {}),
      source: a.source,
      reason: a.reason,
      ...(a.pattern ? { pattern: a.pattern } : {}),
      ...(a.extensionId ? { extensionId: a.extensionId } : {}),
      ...(a.catalogName ? { catalogName: a.catalogName } : {}),
    });
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
    ...(isUsable(combined) ? {} : { error: combined.error ?? 'it could not be loaded' }),
    isSchema,
    validatedBy,
    knownToVsCode,
  };
}
