/**
 * The `jsonObjectValidator.*` settings: defaults, and normalisation of whatever a client sends (clients
 * send partial objects, wrong types, or nothing at all), so the rest of the server sees one shape.
 * What is malformed is dropped (or, where the intent is plain, repaired) and described in a problem
 * sentence that names the setting, so the person learns about it instead of wondering.
 */
import type { SchemaSetting, SeveritySetting, ValidatorSettings } from '../../shared/src/protocol';
import { globProblem } from './glob';
import type { MessageId, Params } from '../../shared/src/l10n/texts';
import { hostTexts } from './displayLanguage';

export const DEFAULT_VALIDATION_DELAY_MS = 200;
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;
export const DEFAULT_CATALOG_URL = 'https://www.schemastore.org/api/json/catalog.json';

/**
 * The domains schemas are downloaded from without asking: SchemaStore's hosts, GitHub's raw files
 * and json-schema.org, the same list VS Code's own JSON support trusts by default.
 */
export const DEFAULT_TRUSTED_DOMAINS: Readonly<Record<string, boolean>> = {
  'https://json.schemastore.org/': true,
  'https://www.schemastore.org/': true,
  'https://schemastore.azurewebsites.net/': true,
  'https://raw.githubusercontent.com/': true,
  'https://json-schema.org/': true,
};

/** The settings used before (or without) any client configuration. */
export function defaultSettings(): ValidatorSettings {
  return {
    validate: { enable: true },
    schemas: [],
    severity: {},
    exclude: [],
    validationDelay: DEFAULT_VALIDATION_DELAY_MS,
    schemaDownload: { enable: true, trustedDomains: { ...DEFAULT_TRUSTED_DOMAINS } },
    schemaStore: { enable: true, url: DEFAULT_CATALOG_URL, mirror: '', versions: {} },
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    languageFeatures: 'auto',
  };
}

const SEVERITIES: readonly SeveritySetting[] = ['error', 'warning', 'information', 'hint', 'off'];
/** What people write instead of a severity name. */
const SEVERITY_ALIASES: Record<string, SeveritySetting> = {
  warn: 'warning',
  info: 'information',
  err: 'error',
  none: 'off',
  ignore: 'off',
  false: 'off',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Settings read from a client, with a sentence for each part that could not be used as written. */
export interface ReadSettings {
  settings: ValidatorSettings;
  problems: string[];
}

class Reader {
  readonly problems: string[] = [];

  /** Notes a setting that cannot be used as written, in the person's language. */
  problem(id: MessageId, params: Params): void {
    this.problems.push(hostTexts().t(id, params));
  }

  globs(value: unknown, setting: string): string[] {
    let list: unknown[];
    if (typeof value === 'string') {
      this.problem('settings.globList', { setting, value: show(value) });
      list = [value];
    } else if (Array.isArray(value)) {
      list = value;
    } else {
      if (value !== undefined) this.problem('settings.globListNot', { setting, value: show(value) });
      return [];
    }
    const out: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string') {
        this.problem('settings.notGlobString', { setting, value: show(item) });
        continue;
      }
      const why = globProblem(item);
      if (why) {
        this.problem('settings.globIgnored', { setting, value: show(item), reason: why });
        continue;
      }
      out.push(item);
    }
    return out;
  }

  schemas(value: unknown): SchemaSetting[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problem('settings.schemasList', { value: show(value) });
      return [];
    }
    const out: SchemaSetting[] = [];
    value.forEach((entry: unknown, index) => {
      const name = `jsonObjectValidator.schemas[${index}]`;
      if (!isRecord(entry)) {
        this.problem('settings.entryObject', { name });
        return;
      }
      const fileMatch = this.globs(entry.fileMatch, `${name}.fileMatch`);
      const url = typeof entry.url === 'string' && entry.url.trim() !== '' ? entry.url : undefined;
      if (entry.url !== undefined && url === undefined) {
        this.problem('settings.entryUrl', { name, value: show(entry.url) });
      }
      const schema = entry.schema;
      const hasSchema = typeof schema === 'boolean' || isRecord(schema);
      if (schema !== undefined && !hasSchema) {
        this.problem('settings.entrySchema', { name, value: show(schema) });
      }
      if (fileMatch.length === 0) {
        this.problem(entry.fileMatch === undefined ? 'settings.noFileMatch' : 'settings.noUsableFileMatch', {
          name,
        });
        return;
      }
      for (const flag of ['chosen', 'noSchema'] as const) {
        if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean') {
          this.problem('settings.entryFlag', { name, flag, value: show(entry[flag]) });
        }
      }
      if (entry.noSchema === true) {
        out.push({ fileMatch, noSchema: true });
        return;
      }
      if (!url && !hasSchema) {
        this.problem('settings.entryEmpty', { name });
        return;
      }
      const chosen = entry.chosen === true ? { chosen: true } : {};
      out.push(
        hasSchema ? { fileMatch, schema, ...(url ? { url } : {}), ...chosen } : { fileMatch, url, ...chosen },
      );
    });
    return out;
  }

  severity(value: unknown): Record<string, SeveritySetting> {
    const out: Record<string, SeveritySetting> = {};
    if (value === undefined) return out;
    if (!isRecord(value)) {
      this.problem('settings.severityObject', { value: show(value) });
      return out;
    }
    for (const [keyword, level] of Object.entries(value)) {
      if (typeof level === 'string' && (SEVERITIES as readonly string[]).includes(level)) {
        out[keyword] = level as SeveritySetting;
        continue;
      }
      const alias = typeof level === 'string' ? SEVERITY_ALIASES[level.toLowerCase()] : undefined;
      const allowed = SEVERITIES.map((s) => `"${s}"`).join(', ');
      if (alias) {
        out[keyword] = alias;
        this.problem('settings.severityAlias', { keyword, value: show(level), alias, allowed });
      } else {
        this.problem('settings.severityUnknown', { keyword, value: show(level), allowed });
      }
    }
    return out;
  }

  number(value: unknown, setting: string, fallback: number): number {
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    this.problem('settings.number', { setting, value: show(value), fallback: String(fallback) });
    return fallback;
  }

  boolean(value: unknown, setting: string, fallback: boolean): boolean {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.problem('settings.boolean', { setting, value: show(value), fallback: String(fallback) });
    return fallback;
  }

  trustedDomains(value: unknown): Record<string, boolean> {
    if (value === undefined) return { ...DEFAULT_TRUSTED_DOMAINS };
    const setting = 'jsonObjectValidator.schemaDownload.trustedDomains';
    if (!isRecord(value)) {
      this.problem('settings.trustedObject', { setting, value: show(value) });
      return { ...DEFAULT_TRUSTED_DOMAINS };
    }
    const out: Record<string, boolean> = {};
    for (const [domain, trusted] of Object.entries(value)) {
      if (typeof trusted !== 'boolean') {
        this.problem('settings.trustedValue', { setting, domain: show(domain), value: show(trusted) });
        continue;
      }
      out[domain] = trusted;
    }
    return out;
  }

  url(value: unknown, setting: string, fallback: string, httpOnly = false): string {
    if (value === undefined) return fallback;
    const scheme = httpOnly ? /^https?:\/\/./i : /^(https?|file):\/\/./i;
    if (typeof value === 'string' && scheme.test(value.trim())) return value.trim();
    this.problem(httpOnly ? 'settings.httpUrl' : 'settings.httpOrFileUrl', { setting, value: show(value) });
    return fallback;
  }

  stringMap(value: unknown, setting: string): Record<string, string> {
    const out: Record<string, string> = {};
    if (value === undefined) return out;
    if (!isRecord(value)) {
      this.problem('settings.object', { setting, value: show(value) });
      return out;
    }
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string') out[key] = v;
      else this.problem('settings.string', { setting, key, value: show(v) });
    }
    return out;
  }
}

function section(raw: Record<string, unknown>, name: string, reader: Reader): Record<string, unknown> {
  const value = raw[name];
  if (value === undefined) return {};
  if (isRecord(value)) return value;
  reader.problem('settings.object', { setting: `jsonObjectValidator.${name}`, value: show(value) });
  return {};
}

function languageFeatures(value: unknown, reader: Reader): ValidatorSettings['languageFeatures'] {
  if (value === undefined || value === 'auto' || value === 'always' || value === 'off') {
    return value ?? 'auto';
  }
  reader.problem('settings.languageFeatures', { value: show(value) });
  return 'auto';
}

/**
 * Reads the raw `jsonObjectValidator` section (from `workspace/configuration` or
 * `didChangeConfiguration`) into complete settings, keeping what is valid, with a problem sentence
 * for everything else.
 */
export function readSettings(raw: unknown): ReadSettings {
  const defaults = defaultSettings();
  const reader = new Reader();
  if (raw === undefined || raw === null) return { settings: defaults, problems: [] };
  if (!isRecord(raw)) {
    reader.problem('settings.section', { value: show(raw) });
    return { settings: defaults, problems: reader.problems };
  }
  const validate = section(raw, 'validate', reader);
  const download = section(raw, 'schemaDownload', reader);
  const store = section(raw, 'schemaStore', reader);
  const maxFileSize = reader.number(raw.maxFileSize, 'jsonObjectValidator.maxFileSize', defaults.maxFileSize);
  const settings: ValidatorSettings = {
    validate: { enable: reader.boolean(validate.enable, 'jsonObjectValidator.validate.enable', true) },
    schemas: reader.schemas(raw.schemas),
    severity: reader.severity(raw.severity),
    exclude: reader.globs(raw.exclude, 'jsonObjectValidator.exclude'),
    validationDelay: reader.number(
      raw.validationDelay,
      'jsonObjectValidator.validationDelay',
      defaults.validationDelay,
    ),
    schemaDownload: {
      enable: reader.boolean(download.enable, 'jsonObjectValidator.schemaDownload.enable', true),
      trustedDomains: reader.trustedDomains(download.trustedDomains),
    },
    schemaStore: {
      enable: reader.boolean(store.enable, 'jsonObjectValidator.schemaStore.enable', true),
      url: reader.url(store.url, 'jsonObjectValidator.schemaStore.url', DEFAULT_CATALOG_URL),
      mirror:
        store.mirror === ''
          ? ''
          : reader.url(store.mirror, 'jsonObjectValidator.schemaStore.mirror', '', true),
      versions: reader.stringMap(store.versions, 'jsonObjectValidator.schemaStore.versions'),
    },
    maxFileSize: maxFileSize || defaults.maxFileSize,
    languageFeatures: languageFeatures(raw.languageFeatures, reader),
  };
  return { settings, problems: reader.problems };
}

/** `readSettings` without the problems. */
export function normalizeSettings(raw: unknown): ValidatorSettings {
  return readSettings(raw).settings;
}

/**
 * Reads the section out of a `didChangeConfiguration` payload, which clients shape either as
 * `{ jsonObjectValidator: {...} }` or with dotted keys (`{ "jsonObjectValidator.schemas": [...] }`).
 */
export function sectionFromPushedSettings(settings: unknown, section: string): unknown {
  if (!isRecord(settings)) return undefined;
  if (isRecord(settings[section])) return settings[section];
  const prefix = `${section}.`;
  const dotted: Record<string, unknown> = {};
  let found = false;
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith(prefix)) continue;
    found = true;
    const path = key.slice(prefix.length).split('.');
    let target = dotted;
    for (const part of path.slice(0, -1)) {
      if (!isRecord(target[part])) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = value;
  }
  return found ? dotted : undefined;
}

/** Whether two settings differ in a way that changes validation results (the delay does not). */
export function affectsValidation(a: ValidatorSettings, b: ValidatorSettings): boolean {
  const strip = (s: ValidatorSettings): string =>
    JSON.stringify({ ...s, validationDelay: 0, languageFeatures: 'auto' });
  return strip(a) !== strip(b);
}
