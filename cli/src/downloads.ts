/**
 * Downloads for a CLI run, through the language server's own `SchemaStore` and node environment: the
 * trusted domains of the settings (plus `--trust-domain`), a cache on disk revalidated with ETags
 * whose last good copy serves when the network fails, proxies from `HTTPS_PROXY`/`HTTP_PROXY`/
 * `NO_PROXY`, and `--offline`, under which nothing reaches the network and only cached copies serve;
 * SchemaStore URLs through the mirror of the settings or `--schemastore-mirror`, and the schemas
 * shipped beside the CLI when neither a download nor the cache serves.
 * One store per run, on the main thread; workers ask it (see `pool.ts`).
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Environment } from '../../host/src/environment';
import { loadReason, TRUSTED_SETTING } from '../../host/src/loadMessages';
import type { LoadWording } from '../../host/src/loadMessages';
import { createNodeEnvironment } from '../../host/src/nodeEnvironment';
import { SchemaStore } from '../../host/src/schemaStore';
import type { DownloadPolicy, SchemaSource } from '../../host/src/schemaStore';
import type { RemoteSource, RemoteSources } from './schemaLoader';
import { hostTexts } from '../../host/src/displayLanguage';

/** The cache folder's name under `$XDG_CACHE_HOME` (or `~/.cache`). */
export const CACHE_NAME = 'json-object-validator';

/** What `--offline` makes of a download: the reason the store gives when it falls back to its cache. */
export const OFFLINE_REASON = '--offline forbids the network';

/**
 * How the CLI words a download that failed with no copy to use: unlike the editor it does not try
 * again, and a document whose schema is incomplete is not validated at all (a partial check could
 * pass or fail for the wrong reason). An untrusted domain names `--trust-domain` beside the setting.
 */
export const CLI_WORDING: LoadWording = {
  failed: 'load.failedNoCopy',
  failedSeverity: 'warning',
  referenceConsequence: 'load.documentNotValidated',
  // A CI log reader needs the option as much as the setting: either one trusts the domain.
  trust: (domain, texts) => texts.t('load.trustCli', { setting: TRUSTED_SETTING, domain }),
};

/**
 * Where downloads are cached: `--cache-dir`, else `$XDG_CACHE_HOME/json-object-validator`, else
 * `~/.cache/json-object-validator`.
 */
export function cacheFolder(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): string {
  if (option !== undefined) return resolve(cwd, option);
  const xdg = env.XDG_CACHE_HOME;
  // The XDG specification ignores a relative path.
  if (xdg !== undefined && xdg.startsWith('/')) return join(xdg, CACHE_NAME);
  return join(homedir(), '.cache', CACHE_NAME);
}

/** The node environment, with the network cut off for `--offline`. */
function environmentFor(offline: boolean): Environment {
  const environment = createNodeEnvironment();
  if (!offline) return environment;
  return { ...environment, httpGet: () => Promise.reject(new Error(OFFLINE_REASON)) };
}

/** A source as it crosses to a worker: its text (the loader parses it itself), not the parsed value. */
function plain(source: SchemaSource): RemoteSource {
  return {
    uri: source.uri,
    ...(source.text !== undefined ? { text: source.text } : {}),
    ...(source.error !== undefined ? { error: source.error } : {}),
    ...(source.note !== undefined ? { note: source.note } : {}),
    ...(source.blocked !== undefined ? { blocked: source.blocked } : {}),
    ...(source.retrying === true ? { retrying: true } : {}),
    ...(source.shipped !== undefined ? { shipped: source.shipped } : {}),
  };
}

export interface Downloads {
  store: SchemaStore;
  /** The environment the store uses (the network cut off with `--offline`). */
  environment: Environment;
  /** What the schema loaders use: each URL loaded once per run. */
  remote: RemoteSources;
  /** One line about the shipped SchemaStore copies the run used, if it used any. */
  shippedSummary(): string | undefined;
  dispose(): void;
}

/** The schema store of a run, under the given policy. */
export function createDownloads(options: {
  policy: DownloadPolicy;
  cacheFolder: string;
  offline: boolean;
  /** The shipped SchemaStore schemas (the last resort when neither a download nor the cache serves). */
  shippedFolder?: string;
  log: (message: string) => void;
}): Downloads {
  const environment = environmentFor(options.offline);
  // One line for the run rather than one per schema: a package.json alone names thirteen of them.
  const shipped = new Map<string, { why: string; date: string }>();
  const store = new SchemaStore({
    environment,
    cacheFolder: options.cacheFolder,
    log: options.log,
    ...(options.shippedFolder !== undefined ? { shippedFolder: options.shippedFolder } : {}),
    onShipped: (url, why, date) => shipped.set(url, { why, date }),
  });
  store.setDownloadPolicy(options.policy);
  return {
    store,
    environment,
    remote: { get: async (url) => plain(await store.getSource(url)) },
    shippedSummary: () => {
      const [first] = shipped;
      if (first === undefined) return undefined;
      const [url, { why, date }] = first;
      const texts = hostTexts();
      const params = { url, date, reason: loadReason(why, texts) };
      if (shipped.size === 1) return texts.t('cli.shippedOne', params);
      return texts.t('cli.shippedMany', { ...params, count: shipped.size });
    },
    // A failed download schedules a retry the run will not wait for.
    dispose: () => store.dispose(),
  };
}
