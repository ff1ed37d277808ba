/**
 * Decides what a document's `$schema` value names: a local schema file, an official meta-schema
 * (the document is itself a schema), or something the offline CLI cannot use, with the reason.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectDraft } from '../../shared/src/index';
import type { Draft } from '../../shared/src/types';

export type SchemaReference =
  | { kind: 'file'; path: string }
  | { kind: 'meta'; uri: string; draft: Draft }
  | { kind: 'unusable'; message: string };

/** `scheme:` of an absolute URI; one letter is a Windows drive (`C:\`), not a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** Resolves `value` (a document's `$schema`) against the folder of the document. */
export function resolveSchemaReference(value: string, documentDir: string): SchemaReference {
  const draft = detectDraft({ $schema: value });
  if (draft.known) return { kind: 'meta', uri: value, draft: draft.draft };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    return {
      kind: 'unusable',
      message: `Schema ${value} cannot be downloaded: the CLI works offline. Save it next to the document and refer to it by a relative path, or pass --schema FILE.`,
    };
  }
  const hash = value.indexOf('#');
  if (hash !== -1 && hash < value.length - 1) {
    return {
      kind: 'unusable',
      message: `"$schema" must name a whole schema document; "${value.slice(hash)}" points inside one.`,
    };
  }
  const target = hash === -1 ? value : value.slice(0, hash);
  if (scheme === 'file') {
    try {
      return { kind: 'file', path: fileURLToPath(target) };
    } catch (error) {
      return { kind: 'unusable', message: `Invalid file URI "${value}": ${(error as Error).message}.` };
    }
  }
  if (scheme !== undefined) {
    return {
      kind: 'unusable',
      message: `Schema "${value}" has an unsupported URI scheme: use a relative path, a file: URI or --schema FILE.`,
    };
  }
  if (target === '') return { kind: 'unusable', message: '"$schema" is empty: name a schema file.' };
  return { kind: 'file', path: isAbsolute(target) ? target : resolve(documentDir, target) };
}
