/**
 * Which SchemaStore catalog a run uses, read once on the main thread through the server's modules
 * (`catalog.ts`, `catalogSource.ts`): the snapshot shipped beside the CLI (`schemastore/catalog.json`)
 * without file arguments and with `--skip-unassociated`, as the lowest-priority association, like the
 * editor; the catalog at `jsonObjectValidator.schemaStore.url` when the settings name another one (as
 * the editor, the snapshot serves when it cannot be had); `--catalog URL|FILE` in every mode;
 * nothing with `--no-catalog` or `jsonObjectValidator.schemaStore.enable: false`. The default URL is
 * not downloaded: a run should not change because SchemaStore published something meanwhile, and
 * the snapshot is what this version was tested with.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseDocument } from '../../shared/src/index';
import { MAX_SCHEMA_FILE_BYTES } from '../../shared/src/limits';
import { readCatalog } from '../../host/src/catalog';
import type { CatalogEntry } from '../../host/src/catalog';
import { CatalogSource } from '../../host/src/catalogSource';
import type { Environment } from '../../host/src/environment';
import { describeMissing } from '../../host/src/loadMessages';
import type { SchemaStore } from '../../host/src/schemaStore';
import { DEFAULT_CATALOG_URL } from '../../host/src/settings';
import { CLI_WORDING } from './downloads';
import { readRegularFile } from './readFile';
import { hostTexts } from '../../host/src/displayLanguage';
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import { loadReason } from '../../host/src/loadMessages';

export interface CatalogRequest {
  /** `--catalog URL|FILE`. */
  spec?: string;
  /** `--no-catalog`. */
  disabled: boolean;
  /** Whether the run is one where the catalog applies by default (no file arguments, `--skip-unassociated`). */
  byDefault: boolean;
  /** The settings' `jsonObjectValidator.schemaStore`. */
  setting: { enable: boolean; url: string };
  /** The snapshot shipped beside the CLI bundle, if there is one. */
  snapshotPath?: string;
  cwd: string;
}

/** The entries in force (undefined: no catalog) and whether `--catalog` asked for them. */
export type ResolvedCatalog = { entries?: CatalogEntry[]; forced: boolean } | { error: string };

/** Catalog URLs relative to the catalog itself (a company catalog beside its schemas) made absolute. */
function absolute(entries: CatalogEntry[], base: string): CatalogEntry[] {
  const resolveUrl = (url: string): string => {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };
  return entries.map((e) => ({
    ...e,
    url: resolveUrl(e.url),
    ...(e.versions
      ? { versions: Object.fromEntries(Object.entries(e.versions).map(([v, u]) => [v, resolveUrl(u)])) }
      : {}),
  }));
}

function fromText(text: string, shown: string, base: string): ResolvedCatalog {
  const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
  const syntax = parsed.problems.find((p) => p.severity === 'error');
  if (syntax !== undefined || parsed.value === undefined) {
    const texts = hostTexts();
    return {
      error: syntax
        ? texts.t('cli.catalogNotJsonAt', {
            name: shown,
            line: syntax.range.start.line + 1,
            message: syntaxMessage(syntax, texts),
          })
        : texts.t('cli.catalogNotJson', { name: shown }),
    };
  }
  const entries = readCatalog(parsed.value);
  if (entries.length === 0) {
    return {
      error: hostTexts().t('cli.catalogNoEntry', { name: shown }),
    };
  }
  return { entries: absolute(entries, base), forced: true };
}

/** `--catalog URL|FILE`: read or downloaded now; a catalog that cannot be had stops the run. */
async function explicitCatalog(
  spec: string,
  cwd: string,
  store: SchemaStore,
  log: (message: string) => void,
): Promise<ResolvedCatalog> {
  if (/^https?:\/\//i.test(spec)) {
    const source = await store.getSource(spec);
    if (source.text === undefined) {
      const { text } = describeMissing(
        {
          url: spec,
          error: source.error ?? 'it could not be downloaded',
          ...(source.blocked ? { blocked: source.blocked } : {}),
          retrying: source.retrying === true,
        },
        hostTexts().t('load.subjectCatalog', { name: spec }),
        CLI_WORDING,
      );
      return { error: text };
    }
    if (source.note !== undefined) log(source.note);
    return fromText(source.text, spec, spec);
  }
  const path = spec.startsWith('file:') ? fileURLToPath(spec) : resolve(cwd, spec);
  // Only a regular file, and not without limit (like schema files).
  const read = readRegularFile(path, MAX_SCHEMA_FILE_BYTES);
  if ('error' in read) {
    const why = read.code === 'ENOENT' ? 'file not found' : read.error;
    return {
      error: hostTexts().t('cli.cannotReadCatalog', { name: spec, reason: loadReason(why, hostTexts()) }),
    };
  }
  return fromText(read.bytes.toString('utf8'), spec, pathToFileURL(path).href);
}

/** The catalog of a run (see the module comment); `log` gets what the editor would write to its log. */
export async function resolveCatalog(
  request: CatalogRequest,
  environment: Environment,
  store: SchemaStore,
  log: (message: string) => void,
): Promise<ResolvedCatalog> {
  if (request.disabled) return { forced: false };
  if (request.spec !== undefined) return explicitCatalog(request.spec, request.cwd, store, log);
  if (!request.byDefault || !request.setting.enable) return { forced: false };
  const source = new CatalogSource(environment, request.snapshotPath, log);
  await source.ready();
  if (request.setting.url !== DEFAULT_CATALOG_URL) await source.refresh(request.setting.url, store);
  const entries = source.current?.entries;
  return { ...(entries ? { entries: [...entries] } : {}), forced: false };
}
