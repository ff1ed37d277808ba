/**
 * The `jsonObjectValidator.*` settings: defaults, and normalisation of whatever a client sends (clients
 * send partial objects, wrong types, or nothing at all), so the rest of the server sees one shape.
 */
import type { SchemaSetting, SeveritySetting, ValidatorSettings } from '../../shared/src/protocol';

export const DEFAULT_VALIDATION_DELAY_MS = 200;
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;

/** The settings used before (or without) any client configuration. */
export function defaultSettings(): ValidatorSettings {
  return {
    schemas: [],
    severity: {},
    exclude: [],
    validationDelay: DEFAULT_VALIDATION_DELAY_MS,
    schemaDownload: { enable: false },
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    languageFeatures: 'auto',
  };
}

const SEVERITIES: readonly SeveritySetting[] = ['error', 'warning', 'information', 'hint', 'off'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function schemaSettings(value: unknown): SchemaSetting[] {
  if (!Array.isArray(value)) return [];
  const out: SchemaSetting[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const fileMatch = stringList(entry.fileMatch);
    const url = typeof entry.url === 'string' && entry.url !== '' ? entry.url : undefined;
    const schema = entry.schema;
    const hasSchema = typeof schema === 'boolean' || isRecord(schema);
    if (fileMatch.length === 0 || (!url && !hasSchema)) continue;
    out.push(hasSchema ? { fileMatch, schema, ...(url ? { url } : {}) } : { fileMatch, url });
  }
  return out;
}

function severities(value: unknown): Record<string, SeveritySetting> {
  const out: Record<string, SeveritySetting> = {};
  if (!isRecord(value)) return out;
  for (const [keyword, level] of Object.entries(value)) {
    if (typeof level === 'string' && (SEVERITIES as readonly string[]).includes(level)) {
      out[keyword] = level as SeveritySetting;
    }
  }
  return out;
}

function nonNegativeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Turns the raw `jsonObjectValidator` section (from `workspace/configuration` or
 * `didChangeConfiguration`) into complete settings; anything malformed falls back to its default.
 */
export function normalizeSettings(raw: unknown): ValidatorSettings {
  const defaults = defaultSettings();
  if (!isRecord(raw)) return defaults;
  const download = raw.schemaDownload;
  return {
    schemas: schemaSettings(raw.schemas),
    severity: severities(raw.severity),
    exclude: stringList(raw.exclude),
    validationDelay: nonNegativeNumber(raw.validationDelay, defaults.validationDelay),
    schemaDownload: { enable: isRecord(download) && download.enable === true },
    maxFileSize: nonNegativeNumber(raw.maxFileSize, defaults.maxFileSize) || defaults.maxFileSize,
    languageFeatures:
      raw.languageFeatures === 'always' || raw.languageFeatures === 'off' ? raw.languageFeatures : 'auto',
  };
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
