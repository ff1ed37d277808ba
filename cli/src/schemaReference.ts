/**
 * Decides what a document's `$schema` value names: a local schema file, an http(s) schema (downloaded
 * as in the editor), an official meta-schema (the document is itself a schema), or something the CLI
 * cannot use, with the reason.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectDraft } from '../../shared/src/index';
import type { Draft } from '../../shared/src/types';
import { hostTexts } from '../../host/src/displayLanguage';

export type SchemaReference =
  | { kind: 'file'; path: string }
  | { kind: 'remote'; uri: string }
  | { kind: 'meta'; uri: string; draft: Draft }
  | { kind: 'unusable'; message: string };

/** `scheme:` of an absolute URI; one letter is a Windows drive (`C:\`), not a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** Resolves `value` (a document's `$schema`) against the folder of the document. */
export function resolveSchemaReference(value: string, documentDir: string): SchemaReference {
  const draft = detectDraft({ $schema: value });
  if (draft.known) return { kind: 'meta', uri: value, draft: draft.draft };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  const hash = value.indexOf('#');
  if (hash !== -1 && hash < value.length - 1) {
    return {
      kind: 'unusable',
      message: hostTexts().t('cli.schemaFragment', { fragment: value.slice(hash) }),
    };
  }
  const target = hash === -1 ? value : value.slice(0, hash);
  if (scheme === 'http' || scheme === 'https') {
    try {
      return { kind: 'remote', uri: new URL(target).href };
    } catch {
      return { kind: 'unusable', message: hostTexts().t('cli.schemaBadUrl', { value }) };
    }
  }
  if (scheme === 'file') {
    try {
      return { kind: 'file', path: fileURLToPath(target) };
    } catch (error) {
      return {
        kind: 'unusable',
        message: hostTexts().t('cli.schemaBadFileUri', { value, reason: (error as Error).message }),
      };
    }
  }
  if (scheme !== undefined) {
    return {
      kind: 'unusable',
      message: hostTexts().t('cli.schemaBadScheme', { value }),
    };
  }
  if (target === '') return { kind: 'unusable', message: hostTexts().t('cli.schemaEmpty') };
  return { kind: 'file', path: isAbsolute(target) ? target : resolve(documentDir, target) };
}
