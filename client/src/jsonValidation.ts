/**
 * Reads what VS Code's own JSON support reads, so the server can honour the same associations: the
 * `contributes.jsonValidation` entries of installed extensions (VS Code's own built-in ones included)
 * and the `json.schemas` setting at each level. Pure (no `vscode` import) so it can be tested outside
 * the editor; the rules follow VS Code's JSON extension.
 */
import type { ExtensionSchemaAssociation, JsonSchemasEntry } from '../../shared/src/protocol';

/** The parts of an installed extension this module reads. */
export interface ExtensionDescription {
  id: string;
  /** The extension's folder as a URI string (`vscode.Extension.extensionUri.toString()`). */
  extensionUri: string;
  packageJSON: unknown;
}

export interface CollectOptions {
  /** Extensions whose contributions are skipped (this extension itself). */
  excludeIds?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The absolute schema URI of a contribution's `url`: absolute URIs (`https:`, `vscode:`, `file:`...)
 * as they are, `./x` and other relative paths against the extension's folder. Undefined when it is
 * not a URI at all.
 */
export function resolveContributionUrl(url: string, extensionUri: string): string | undefined {
  try {
    const resolved = /^[a-zA-Z][\w+.-]*:/.test(url)
      ? new URL(url)
      : new URL(url, extensionUri.replace(/\/?$/, '/'));
    return resolved.toString();
  } catch {
    return undefined;
  }
}

/**
 * A contribution's `fileMatch` pattern as VS Code's JSON support uses it: the editor's settings
 * folders (`%APP_SETTINGS_HOME%`...) become the path segments they stand for in the editor's own
 * URIs. (Any other pattern matches the end of a URI at a path boundary, which the server applies.)
 */
export function contributionPattern(pattern: string): string {
  if (!pattern.startsWith('%')) return pattern;
  return pattern
    .replace(/%APP_SETTINGS_HOME%/, '/User')
    .replace(/%MACHINE_SETTINGS_HOME%/, '/Machine')
    .replace(/%APP_WORKSPACES_HOME%/, '/Workspaces');
}

/** Every `jsonValidation` contribution of the given extensions, in extension order. */
export function collectJsonValidations(
  extensions: readonly ExtensionDescription[],
  options: CollectOptions = {},
): ExtensionSchemaAssociation[] {
  const out: ExtensionSchemaAssociation[] = [];
  const excluded = new Set((options.excludeIds ?? []).map((id) => id.toLowerCase()));
  for (const extension of extensions) {
    if (excluded.has(extension.id.toLowerCase()) || !isRecord(extension.packageJSON)) continue;
    const contributes = extension.packageJSON.contributes;
    if (!isRecord(contributes) || !Array.isArray(contributes.jsonValidation)) continue;
    for (const entry of contributes.jsonValidation as unknown[]) {
      if (!isRecord(entry) || typeof entry.url !== 'string') continue;
      const rawMatch: unknown[] = Array.isArray(entry.fileMatch) ? entry.fileMatch : [entry.fileMatch];
      const fileMatch = rawMatch
        .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
        .map(contributionPattern);
      if (fileMatch.length === 0) continue;
      const url = resolveContributionUrl(entry.url, extension.extensionUri);
      if (url === undefined) continue;
      out.push({ fileMatch, url, extensionId: extension.id });
    }
  }
  return out;
}

/**
 * VS Code's own associations (`vscode://schemas-associations/schemas-associations.json`: schema URI
 * -> file patterns), as contributions of "vscode".
 */
export function editorAssociations(text: string): ExtensionSchemaAssociation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(parsed)) return [];
  const out: ExtensionSchemaAssociation[] = [];
  for (const [url, patterns] of Object.entries(parsed)) {
    const fileMatch = (Array.isArray(patterns) ? patterns : [patterns]).filter(
      (p): p is string => typeof p === 'string' && p !== '',
    );
    if (fileMatch.length > 0) out.push({ fileMatch, url, extensionId: 'vscode' });
  }
  return out;
}

/** One level of the `json.schemas` setting, as `WorkspaceConfiguration.inspect` gives it. */
export interface JsonSchemasLevel {
  value: unknown;
  scope: JsonSchemasEntry['scope'];
  /** The folder relative URLs (`./x.json`, `/x.json`) resolve against. */
  base?: string;
  /** For a workspace folder's own settings: the entry applies only inside that folder. */
  folderUri?: string;
}

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\.?\/+/, '')}`;
}

/**
 * Reads `json.schemas` as VS Code's JSON support does: user settings as they are, workspace and
 * folder settings with `./`- and `/`-relative URLs resolved against their folder; inline schemas kept.
 */
export function readJsonSchemasLevels(levels: readonly JsonSchemasLevel[]): JsonSchemasEntry[] {
  const out: JsonSchemasEntry[] = [];
  for (const level of levels) {
    if (!Array.isArray(level.value)) continue;
    level.value.forEach((raw: unknown, index) => {
      if (!isRecord(raw)) return;
      const matches: unknown[] = Array.isArray(raw.fileMatch) ? raw.fileMatch : [raw.fileMatch];
      const fileMatch = matches.filter((m): m is string => typeof m === 'string' && m !== '');
      if (fileMatch.length === 0) return;
      let url = typeof raw.url === 'string' && raw.url !== '' ? raw.url : undefined;
      if (url && level.base && (url.startsWith('.') || url.startsWith('/'))) {
        url = url.startsWith('..')
          ? new URL(url, `${level.base.replace(/\/?$/, '/')}`).toString()
          : joinPath(level.base, url);
      }
      const schema = isRecord(raw.schema) || typeof raw.schema === 'boolean' ? raw.schema : undefined;
      if (!url && schema === undefined) return;
      out.push({
        fileMatch,
        ...(url ? { url } : {}),
        ...(schema !== undefined ? { schema } : {}),
        ...(level.folderUri ? { folderUri: level.folderUri } : {}),
        scope: level.scope,
        index,
      });
    });
  }
  return out;
}

/**
 * The file patterns given the `jsonc` language by installed extensions (`contributes.languages`:
 * file names, extensions, name patterns) and by `files.associations`, so that files validated without
 * being opened get the language VS Code would give them.
 */
export function jsoncPatternsOf(
  extensions: readonly ExtensionDescription[],
  filesAssociations: unknown,
): string[] {
  const out = new Set<string>();
  for (const extension of extensions) {
    if (!isRecord(extension.packageJSON)) continue;
    const contributes = extension.packageJSON.contributes;
    if (!isRecord(contributes) || !Array.isArray(contributes.languages)) continue;
    for (const language of contributes.languages as unknown[]) {
      if (!isRecord(language) || language.id !== 'jsonc') continue;
      const strings = (value: unknown): string[] =>
        Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
      for (const name of strings(language.filenames)) out.add(name);
      for (const extensionName of strings(language.extensions)) out.add(`*${extensionName}`);
      for (const pattern of strings(language.filenamePatterns)) out.add(pattern);
    }
  }
  if (isRecord(filesAssociations)) {
    for (const [pattern, language] of Object.entries(filesAssociations)) {
      if (language === 'jsonc' && pattern !== '') out.add(pattern);
    }
  }
  return [...out].sort();
}
