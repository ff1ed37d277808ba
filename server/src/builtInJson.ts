/**
 * Sharing the editor with VS Code's built-in JSON language features (`vscode.json-language-features`):
 * the person must never see the same completion item or hover twice. Our completion and hover serve
 * every document in other editors; in VS Code, with `jsonObjectValidator.languageFeatures` = `auto`,
 * only the documents the built-in support cannot serve: those whose schema comes from a source it does
 * not know (`jsonObjectValidator.schemas`, a catalog).
 */
import type { AssociationSource } from '../../shared/src/protocol';
import type { Association } from './associations';

/** `jsonObjectValidator.languageFeatures`. */
export type LanguageFeaturesSetting = 'auto' | 'always' | 'off';

/**
 * Association sources the built-in support reads as well: a document's own `$schema` and other
 * extensions' `jsonValidation` contributions (and its own `json.schemas` setting, once associations.ts
 * reads that setting too: its source belongs here).
 */
const BUILT_IN_SOURCES: ReadonlySet<AssociationSource> = new Set<AssociationSource>([
  'document',
  'extension',
]);

/**
 * Whether VS Code's built-in JSON support gives this document completion and hover from a schema:
 * some matching association comes from a source it knows, or the document names a schema (any root
 * `$schema`, a meta-schema included: the built-in then completes schema keywords).
 */
export function builtInServes(
  associations: readonly Association[],
  schemaProperty: string | undefined,
): boolean {
  if (schemaProperty !== undefined && schemaProperty.trim() !== '') return true;
  return associations.some((a) => BUILT_IN_SOURCES.has(a.source));
}

/** Whether our completion and hover answer for this document. */
export function weServe(
  setting: LanguageFeaturesSetting,
  builtInPresent: boolean,
  associations: readonly Association[],
  schemaProperty: string | undefined,
): boolean {
  if (setting === 'off') return false;
  if (setting === 'always' || !builtInPresent) return true;
  return !builtInServes(associations, schemaProperty);
}
