/**
 * What the server knows about the workspace it serves: the folders, the `jsonObjectValidator`
 * settings of each, VS Code's `json.schemas` and the extensions' `jsonValidation` contributions, and
 * the association context they give a document. Holds state only; the server decides when to read
 * settings and what to validate again.
 */
import type {
  BuiltInValidation,
  ExtensionSchemaAssociation,
  JsonSchemasEntry,
  SchemaAssociationsParams,
  ValidatorSettings,
} from '../../shared/src/protocol';
import { findAssociations } from './associations';
import type { Association, AssociationContext, CatalogLookup, FolderSettings } from './associations';
import type { ProxySettings } from './environment';
import type { DownloadPolicy } from './schemaStore';
import { withMirror } from './schemaStoreUrls';
import { defaultSettings } from './settings';
import { asFolderBase, normalizeUri, relativePathIn, resolveReference } from './uris';

/** Documents whose associations are remembered at once (see associationsOf). */
const MAX_REMEMBERED_DOCUMENTS = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/**
 * Reads a `json.schemas` value (as VS Code or any LSP client sends the `json` section) into entries:
 * URLs starting with `.` or `/` are relative to the folder (VS Code's rule), inline schemas kept.
 */
export function readJsonSchemas(
  value: unknown,
  scope: JsonSchemasEntry['scope'],
  base?: string,
  folderUri?: string,
): JsonSchemasEntry[] {
  if (!Array.isArray(value)) return [];
  const out: JsonSchemasEntry[] = [];
  value.forEach((raw: unknown, index) => {
    if (!isRecord(raw)) return;
    const fileMatch = stringList(raw.fileMatch);
    if (fileMatch.length === 0) return;
    const schema = isRecord(raw.schema) || typeof raw.schema === 'boolean' ? raw.schema : undefined;
    let url = typeof raw.url === 'string' && raw.url !== '' ? raw.url : undefined;
    if (url && base && (url.startsWith('.') || url.startsWith('/'))) {
      url =
        url.startsWith('/') && !url.startsWith('//')
          ? resolveReference(`.${url}`, asFolderBase(base))
          : resolveReference(url, asFolderBase(base));
    } else if (url) {
      url = resolveReference(url, base ? asFolderBase(base) : 'file:///');
    }
    if (!url && schema === undefined) return;
    out.push({
      fileMatch,
      ...(url ? { url } : {}),
      ...(schema !== undefined ? { schema } : {}),
      ...(folderUri ? { folderUri } : {}),
      scope,
      index,
    });
  });
  return out;
}

export class Configuration {
  private folderList: string[] = [];
  private global: ValidatorSettings = defaultSettings();
  private perFolder = new Map<string, ValidatorSettings>();
  private contributions: ExtensionSchemaAssociation[] = [];
  private vsCodeSchemas: JsonSchemasEntry[] = [];
  /** Whether the editor pushes `json.schemas` itself (then the `json` section is not read). */
  private editorPushesJsonSchemas = false;
  /** Whether VS Code's own JSON validation runs, and why; undefined in other editors. */
  builtInValidation: BuiltInValidation | undefined;
  private catalogLookup: CatalogLookup | undefined;
  /**
   * The associations found per document and root `$schema` (see associationsOf), until anything they
   * depend on changes: every setter here clears them.
   */
  private readonly found = new Map<string, Map<string | undefined, Association[]>>();

  /** The URIs that associations name as schemas (see namesAsSchema), until anything changes. */
  private namedSchemas: Set<string> | undefined;

  /** Lets go of what was found from the settings, folders, contributions and catalog: one of them changed. */
  private forget(): void {
    this.found.clear();
    this.namedSchemas = undefined;
  }

  /** The SchemaStore catalog lookup, when the catalog is enabled and loaded. */
  get catalog(): CatalogLookup | undefined {
    return this.catalogLookup;
  }

  set catalog(lookup: CatalogLookup | undefined) {
    this.catalogLookup = lookup;
    this.forget();
  }

  /**
   * Every association that matches a document with this root `$schema`, highest priority first. Found once
   * per document and `$schema` while the settings, folders, contributions and catalog stay the same: an
   * edit does not walk the globs of every setting and catalog entry again.
   */
  associationsOf(uri: string, schemaProperty: string | undefined): readonly Association[] {
    let perDocument = this.found.get(uri);
    if (perDocument === undefined) {
      // Workspace validation asks once per file: what a walk fills is let go of rather than kept.
      if (this.found.size >= MAX_REMEMBERED_DOCUMENTS) this.found.clear();
      perDocument = new Map();
      this.found.set(uri, perDocument);
    }
    let associations = perDocument.get(schemaProperty);
    if (associations === undefined) {
      // A document whose $schema is being typed goes through many values: only the last few are kept.
      if (perDocument.size >= 4) perDocument.clear();
      associations = findAssociations(this.associationContext(uri, schemaProperty));
      perDocument.set(schemaProperty, associations);
    }
    return associations;
  }
  /** File patterns the editor gives the `jsonc` language beyond VS Code's own. */
  jsoncPatterns: string[] = [];
  /** False in Restricted Mode (told by the editor). */
  workspaceTrusted = true;
  /** VS Code's own trusted download domains (its `json.schemaDownload.trustedDomains`). */
  private editorTrustedDomains: Record<string, boolean> = {};
  /** VS Code's `http.proxy` and `http.proxyStrictSSL` (the `http` section). */
  proxy: ProxySettings | undefined;

  /** The workspace folders (normalised URIs). */
  get folders(): readonly string[] {
    return this.folderList;
  }

  setFolders(folders: readonly string[]): void {
    this.forget();
    this.folderList = folders.map((f) => normalizeUri(f));
  }

  /** The settings outside every folder. */
  get globalSettings(): ValidatorSettings {
    return this.global;
  }

  /** Every settings object in force (global, then one per folder), to compare before and after. */
  allSettings(): ValidatorSettings[] {
    return [this.global, ...this.folderList.map((f) => this.settingsForFolder(f))];
  }

  /** Replaces the settings; returns whether anything that affects validation changed. */
  setSettings(global: ValidatorSettings, perFolder: Map<string, ValidatorSettings>): void {
    this.forget();
    this.global = global;
    this.perFolder = perFolder;
  }

  settingsForFolder(folder: string): ValidatorSettings {
    return this.perFolder.get(folder) ?? this.global;
  }

  /** The innermost workspace folder that contains a document. */
  folderOf(uri: string): string | undefined {
    let best: string | undefined;
    for (const folder of this.folderList) {
      if (relativePathIn(uri, folder) !== undefined && (!best || folder.length > best.length)) best = folder;
    }
    return best;
  }

  /** The settings that apply to a document (its folder's, else the global ones). */
  settingsFor(uri: string): ValidatorSettings {
    const folder = this.folderOf(normalizeUri(uri));
    return folder ? this.settingsForFolder(folder) : this.global;
  }

  /**
   * Takes the `json` section as an LSP client sends it (`json.schemas`), once for the global scope
   * and once per folder; ignored when the editor pushes `json.schemas` itself. Returns whether the
   * entries changed.
   */
  setJsonSection(global: unknown, perFolder: ReadonlyMap<string, unknown>): boolean {
    this.forget();
    if (this.editorPushesJsonSchemas) return false;
    const schemasOf = (section: unknown): unknown => (isRecord(section) ? section.schemas : undefined);
    const globalSchemas = schemasOf(global);
    const entries = readJsonSchemas(globalSchemas, 'user', this.folderList[0]);
    for (const [folder, section] of perFolder) {
      const schemas = schemasOf(section);
      // A folder's answer is the merged value: the same list as the global one adds nothing.
      if (JSON.stringify(schemas) === JSON.stringify(globalSchemas)) continue;
      entries.push(...readJsonSchemas(schemas, 'folder', folder, folder));
    }
    return this.replaceJsonSchemas(entries);
  }

  private replaceJsonSchemas(entries: JsonSchemasEntry[]): boolean {
    if (JSON.stringify(entries) === JSON.stringify(this.vsCodeSchemas)) return false;
    this.vsCodeSchemas = entries;
    return true;
  }

  /**
   * `jsonObjectValidator/schemaAssociations`: the contributions, and from VS Code also its
   * `json.schemas` and whether its own validation is on. Malformed entries are dropped.
   */
  setEditorAssociations(params: SchemaAssociationsParams | undefined): void {
    this.forget();
    const list: unknown[] = Array.isArray(params?.associations) ? params.associations : [];
    this.contributions = list.flatMap((a): ExtensionSchemaAssociation[] => {
      if (!isRecord(a) || typeof a.url !== 'string') return [];
      const fileMatch = stringList(a.fileMatch);
      if (fileMatch.length === 0) return [];
      const extensionId = typeof a.extensionId === 'string' ? a.extensionId : undefined;
      return [{ fileMatch, url: a.url, ...(extensionId ? { extensionId } : {}) }];
    });
    if (Array.isArray(params?.jsonSchemas)) {
      this.editorPushesJsonSchemas = true;
      this.replaceJsonSchemas(
        params.jsonSchemas.flatMap((e) => (isRecord(e) && Array.isArray(e.fileMatch) ? [e] : [])),
      );
    }
    if (Array.isArray(params?.jsoncPatterns)) {
      this.jsoncPatterns = params.jsoncPatterns.filter((p): p is string => typeof p === 'string' && p !== '');
    }
    const builtIn = params?.builtInValidation;
    if (builtIn === 'on' || builtIn === 'off' || builtIn === 'off-by-default') {
      this.builtInValidation = builtIn;
    }
    if (typeof params?.workspaceTrusted === 'boolean') this.workspaceTrusted = params.workspaceTrusted;
    if (isRecord(params?.trustedDomains)) {
      this.editorTrustedDomains = Object.fromEntries(
        Object.entries(params.trustedDomains).filter((e): e is [string, boolean] => e[1] === true),
      );
    }
  }

  /** Takes the `http` section (`proxy`, `proxyStrictSSL`). */
  setHttpSection(section: unknown): void {
    if (!isRecord(section)) {
      this.proxy = undefined;
      return;
    }
    const url =
      typeof section.proxy === 'string' && section.proxy.trim() !== '' ? section.proxy.trim() : undefined;
    this.proxy = { ...(url ? { url } : {}), strictSSL: section.proxyStrictSSL !== false };
  }

  /** Domains trusted for this session through the "Trust domain" command (editors without settings UI). */
  readonly sessionTrusted = new Set<string>();

  /** What the schema store may download, from the global settings, the editor and the workspace trust. */
  downloadPolicy(): DownloadPolicy {
    const own = this.global.schemaDownload;
    const session = Object.fromEntries([...this.sessionTrusted].map((d) => [d, true]));
    return {
      enable: own.enable,
      trustedDomains: { ...this.editorTrustedDomains, ...session, ...own.trustedDomains },
      restricted: !this.workspaceTrusted,
      ...(this.proxy ? { proxy: this.proxy } : {}),
      ...withMirror(this.global.schemaStore),
    };
  }

  /** The contributions of other extensions (VS Code's own included). */
  get extensionAssociations(): readonly ExtensionSchemaAssociation[] {
    return this.contributions;
  }

  /** VS Code's `json.schemas` entries. */
  get jsonSchemas(): readonly JsonSchemasEntry[] {
    return this.vsCodeSchemas;
  }

  /** Everything the association rules need to pick a document's schema. */
  associationContext(uri: string, schemaProperty: string | undefined): AssociationContext {
    const folder = this.folderOf(normalizeUri(uri));
    const folderSettings: FolderSettings | undefined = folder
      ? { uri: folder, settings: this.settingsForFolder(folder) }
      : undefined;
    const settings = folderSettings?.settings ?? this.global;
    return {
      documentUri: uri,
      schemaProperty,
      folder: folderSettings,
      settings: this.global,
      extensionAssociations: this.contributions,
      jsonSchemas: this.vsCodeSchemas,
      ...(settings.schemaStore.enable && this.catalog ? { catalog: this.catalog } : {}),
    };
  }

  /** Whether some association names this document as a schema (then it gets the schema-file checks). */
  namesAsSchema(uri: string): boolean {
    // Asked of every document of a workspace or CLI run: the named URIs are resolved once.
    this.namedSchemas ??= this.schemaUrisNamed();
    return this.namedSchemas.has(normalizeUri(uri));
  }

  private schemaUrisNamed(): Set<string> {
    const named = new Set<string>();
    for (const [i, s] of this.allSettings().entries()) {
      const base = i === 0 ? undefined : asFolderBase(this.folderList[i - 1]);
      for (const entry of s.schemas) {
        if (!entry.url) continue;
        for (const uri of [
          base && resolveReference(entry.url, base),
          resolveReference(entry.url, 'file:///'),
        ]) {
          if (uri) named.add(uri);
        }
      }
    }
    for (const e of this.vsCodeSchemas) if (e.url !== undefined) named.add(normalizeUri(e.url));
    for (const a of this.contributions) named.add(normalizeUri(a.url));
    return named;
  }
}
