/**
 * Sharing the editor with VS Code's built-in JSON language features (`vscode.json-language-features`):
 * the person must never see the same completion item or hover twice. Our completion and hover serve
 * every document in other editors; in VS Code, with `jsonObjectValidator.languageFeatures` = `auto`,
 * only the documents the built-in support cannot serve: those whose schema comes from a source it does
 * not know (`jsonObjectValidator.schemas`, a catalog).
 */
import type { Association } from '../../../host/src/associations';
import { knownToVsCode } from '../../../host/src/associations';

/** `jsonObjectValidator.languageFeatures`. */
export type LanguageFeaturesSetting = 'auto' | 'always' | 'off';

/**
 * Whether VS Code's built-in JSON support gives this document completion and hover from a schema:
 * some matching association comes from a source it reads as well (`$schema`, `json.schemas`, other
 * extensions' `jsonValidation`; not ours, not the catalog), or the document names a schema (any root
 * `$schema`, a meta-schema included: the built-in then completes schema keywords).
 */
export function builtInServes(
  associations: readonly Association[],
  schemaProperty: string | undefined,
): boolean {
  if (schemaProperty !== undefined && schemaProperty.trim() !== '') return true;
  return knownToVsCode(associations);
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
