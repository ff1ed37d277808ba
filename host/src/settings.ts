/**
 * The `jsonObjectValidator.*` settings: defaults, and normalisation of whatever a client sends (clients
 * send partial objects, wrong types, or nothing at all), so the rest of the server sees one shape.
 * What is malformed is dropped (or, where the intent is plain, repaired) and described in a problem
 * sentence that names the setting, so the person learns about it instead of wondering.
 */
import type { SchemaSetting, SeveritySetting, ValidatorSettings } from '../../shared/src/protocol';
import { globProblem } from './glob';

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

  problem(message: string): void {
    this.problems.push(message);
  }

  globs(value: unknown, setting: string): string[] {
    let list: unknown[];
    if (typeof value === 'string') {
      this.problem(`"${setting}" should be a list of globs; ${show(value)} is used as [${show(value)}].`);
      list = [value];
    } else if (Array.isArray(value)) {
      list = value;
    } else {
      if (value !== undefined) this.problem(`"${setting}" should be a list of globs, not ${show(value)}.`);
      return [];
    }
    const out: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string') {
        this.problem(`"${setting}" has ${show(item)}, which is not a glob string; it is ignored.`);
        continue;
      }
      const why = globProblem(item);
      if (why) {
        this.problem(`"${setting}" has the glob ${show(item)}, which is ignored: ${why}.`);
        continue;
      }
      out.push(item);
    }
    return out;
  }

  schemas(value: unknown): SchemaSetting[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problem(`"jsonObjectValidator.schemas" should be a list of entries, not ${show(value)}.`);
      return [];
    }
    const out: SchemaSetting[] = [];
    value.forEach((entry: unknown, index) => {
      const name = `jsonObjectValidator.schemas[${index}]`;
      if (!isRecord(entry)) {
        this.problem(`"${name}" should be an object with "fileMatch" and "url" or "schema"; it is ignored.`);
        return;
      }
      const fileMatch = this.globs(entry.fileMatch, `${name}.fileMatch`);
      const url = typeof entry.url === 'string' && entry.url.trim() !== '' ? entry.url : undefined;
      if (entry.url !== undefined && url === undefined) {
        this.problem(`"${name}.url" should be a path or URI string, not ${show(entry.url)}.`);
      }
      const schema = entry.schema;
      const hasSchema = typeof schema === 'boolean' || isRecord(schema);
      if (schema !== undefined && !hasSchema) {
        this.problem(`"${name}.schema" should be a JSON Schema object or boolean, not ${show(schema)}.`);
      }
      if (fileMatch.length === 0) {
        if (entry.fileMatch === undefined) this.problem(`"${name}" has no "fileMatch"; it is ignored.`);
        else this.problem(`"${name}" has no usable "fileMatch" pattern; it is ignored.`);
        return;
      }
      for (const flag of ['chosen', 'noSchema'] as const) {
        if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean') {
          this.problem(`"${name}.${flag}" should be true or false, not ${show(entry[flag])}.`);
        }
      }
      if (entry.noSchema === true) {
        out.push({ fileMatch, noSchema: true });
        return;
      }
      if (!url && !hasSchema) {
        this.problem(`"${name}" has neither "url" nor "schema" (nor "noSchema": true); it is ignored.`);
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
      this.problem(
        `"jsonObjectValidator.severity" should be an object of keyword: severity, not ${show(value)}.`,
      );
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
        this.problem(
          `"jsonObjectValidator.severity.${keyword}" is ${show(level)}: read as "${alias}" (use one of ${allowed}).`,
        );
      } else {
        this.problem(
          `"jsonObjectValidator.severity.${keyword}" is ${show(level)}, which is not a severity (use one of ${allowed}); the default applies.`,
        );
      }
    }
    return out;
  }

  number(value: unknown, setting: string, fallback: number): number {
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    this.problem(
      `"${setting}" should be a number of 0 or more, not ${show(value)}; the default ${fallback} applies.`,
    );
    return fallback;
  }

  boolean(value: unknown, setting: string, fallback: boolean): boolean {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.problem(
      `"${setting}" should be true or false, not ${show(value)}; the default ${fallback} applies.`,
    );
    return fallback;
  }

  trustedDomains(value: unknown): Record<string, boolean> {
    if (value === undefined) return { ...DEFAULT_TRUSTED_DOMAINS };
    const setting = 'jsonObjectValidator.schemaDownload.trustedDomains';
    if (!isRecord(value)) {
      this.problem(
        `"${setting}" should be an object of "https://domain/": true entries, not ${show(value)}; the defaults apply.`,
      );
      return { ...DEFAULT_TRUSTED_DOMAINS };
    }
    const out: Record<string, boolean> = {};
    for (const [domain, trusted] of Object.entries(value)) {
      if (typeof trusted !== 'boolean') {
        this.problem(
          `"${setting}" has ${show(domain)}: ${show(trusted)}; the value should be true or false.`,
        );
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
    const what = httpOnly ? 'an http(s) URL' : 'an http(s) or file URL';
    this.problem(`"${setting}" should be ${what}, not ${show(value)}; the default applies.`);
    return fallback;
  }

  stringMap(value: unknown, setting: string): Record<string, string> {
    const out: Record<string, string> = {};
    if (value === undefined) return out;
    if (!isRecord(value)) {
      this.problem(`"${setting}" should be an object, not ${show(value)}.`);
      return out;
    }
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string') out[key] = v;
      else this.problem(`"${setting}.${key}" should be a string, not ${show(v)}.`);
    }
    return out;
  }
}

function section(raw: Record<string, unknown>, name: string, reader: Reader): Record<string, unknown> {
  const value = raw[name];
  if (value === undefined) return {};
  if (isRecord(value)) return value;
  reader.problem(`"jsonObjectValidator.${name}" should be an object, not ${show(value)}.`);
  return {};
}

function languageFeatures(value: unknown, reader: Reader): ValidatorSettings['languageFeatures'] {
  if (value === undefined || value === 'auto' || value === 'always' || value === 'off') {
    return value ?? 'auto';
  }
  reader.problem(
    `"jsonObjectValidator.languageFeatures" is ${show(value)}, which is not one of "auto", "always", "off"; "auto" applies.`,
  );
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
    reader.problem(`The "jsonObjectValidator" settings should be an object, not ${show(raw)}.`);
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
