/**
 * The editor's associations on the command line: reads `.vscode/settings.json` (or `--config FILE`)
 * the way VS Code's settings reach the language server (`jsonObjectValidator.*` and `json.schemas`),
 * and answers, through the server's own modules (`settings.ts`, `configuration.ts`,
 * `associations.ts`, `glob.ts`), which schemas apply to a file, whether it is excluded, and what
 * severity a problem gets. Nothing here is a second copy of those rules.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pathToUri } from '../../host/src/uris';
import { parseDocument } from '../../shared/src/index';
import { syntaxMessage } from '../../shared/src/json/syntaxMessages';
import type { ValidatorSettings } from '../../shared/src/protocol';
import type { Severity } from '../../shared/src/types';
import { choiceAmong, findAssociations, metaSchemaAmong, noSchemaAmong } from '../../host/src/associations';
import type { Association } from '../../host/src/associations';
import type { SchemaChoice } from '../../host/src/associations';
import { Catalog } from '../../host/src/catalog';
import type { CatalogEntry } from '../../host/src/catalog';
import { Configuration } from '../../host/src/configuration';
import { matchesGlob } from '../../host/src/glob';
import type { DownloadPolicy } from '../../host/src/schemaStore';
import { withMirror } from '../../host/src/schemaStoreUrls';
import { defaultSettings, readSettings, sectionFromPushedSettings } from '../../host/src/settings';
import type { Problem } from './reportedProblems';
import { hostTexts } from '../../host/src/displayLanguage';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of an object whose value is `true` (trusted-domain settings). */
function trueEntries(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => e[1] === true));
}

/** Folders never worth validating, as in the editor's Validate Workspace. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn']);

/** Where settings come from: `--config FILE`, `.vscode/settings.json` of the working directory, or none. */
export interface ConfigSource {
  cwd: string;
  config?: string;
  noConfig: boolean;
}

/** The associations and settings in force for a run. */
export class CliConfig {
  private constructor(
    private readonly configuration: Configuration,
    readonly settings: ValidatorSettings,
    private readonly folder: string,
    private readonly cwd: string,
    /** The settings file read, if any (relative to cwd when below it). */
    readonly file: string | undefined,
    /** Sentences about parts of the settings that could not be used as written. */
    readonly problems: string[],
    /** VS Code's own `json.schemaDownload.trustedDomains` of the settings file (the editor trusts them too). */
    private readonly editorTrustedDomains: Record<string, boolean> = {},
  ) {}

  /** Reads the settings; a `--config` file that cannot be read is an error (a message). */
  static load(source: ConfigSource): CliConfig | { error: string } {
    const folder = pathToFileURL(source.cwd).href;
    const configuration = new Configuration();
    configuration.setFolders([folder]);
    const path =
      source.noConfig === true
        ? undefined
        : source.config !== undefined
          ? resolve(source.cwd, source.config)
          : join(source.cwd, '.vscode', 'settings.json');
    if (path === undefined || (source.config === undefined && !existsSync(path))) {
      const settings = defaultSettings();
      configuration.setSettings(settings, new Map());
      return new CliConfig(configuration, settings, folder, source.cwd, undefined, []);
    }
    const shown = relative(source.cwd, path).startsWith('..') ? path : relative(source.cwd, path);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      return {
        error: hostTexts().t('cli.cannotReadSettings', { name: shown, reason: (error as Error).message }),
      };
    }
    // VS Code's settings files are JSONC.
    const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
    const problems = parsed.problems
      .filter((p) => p.severity === 'error')
      .map(
        (p) =>
          `${shown}:${p.range.start.line + 1}:${p.range.start.character + 1}: ${syntaxMessage(p, hostTexts())}`,
      );
    const read = readSettings(sectionFromPushedSettings(parsed.value, 'jsonObjectValidator') ?? {});
    problems.push(...read.problems.map((p) => `${shown}: ${p}`));
    configuration.setSettings(defaultSettings(), new Map([[folder, read.settings]]));
    const json = sectionFromPushedSettings(parsed.value, 'json');
    configuration.setJsonSection(undefined, new Map([[folder, json]]));
    return new CliConfig(
      configuration,
      read.settings,
      folder,
      source.cwd,
      shown,
      problems,
      trueEntries(isRecord(json) && isRecord(json.schemaDownload) ? json.schemaDownload.trustedDomains : {}),
    );
  }

  /**
   * What may be downloaded: as in the editor (`jsonObjectValidator.schemaDownload.enable` and
   * `.trustedDomains`, whose default is SchemaStore's hosts, raw.githubusercontent.com and
   * json-schema.org; VS Code's `json.schemaDownload.trustedDomains` too), plus the domains given on
   * the command line, which win over a `false` in the settings.
   */
  downloadPolicy(trustDomains: readonly string[], mirror?: string): DownloadPolicy {
    const own = this.settings.schemaDownload;
    return {
      enable: own.enable,
      trustedDomains: {
        ...this.editorTrustedDomains,
        ...own.trustedDomains,
        ...Object.fromEntries(trustDomains.map((d) => [d, true])),
      },
      restricted: false,
      ...withMirror({ ...this.settings.schemaStore, ...(mirror !== undefined ? { mirror } : {}) }),
    };
  }

  /**
   * Makes the SchemaStore catalog the lowest-priority association, as in the editor (with the
   * versions chosen in `jsonObjectValidator.schemaStore.versions`); `force` applies it even where the
   * settings turn it off (`--catalog` given). Undefined entries: no catalog.
   */
  useCatalog(entries: readonly CatalogEntry[] | undefined, force = false): void {
    if (entries === undefined) {
      this.configuration.catalog = undefined;
      return;
    }
    const catalog = new Catalog(entries);
    catalog.versionChoices = this.settings.schemaStore.versions;
    this.configuration.catalog = catalog;
    if (force) this.settings.schemaStore.enable = true;
  }

  /** Whether the settings want the catalog (`jsonObjectValidator.schemaStore.enable`), and from where. */
  get catalogSetting(): { enable: boolean; url: string } {
    return this.settings.schemaStore;
  }

  /**
   * The draft meta-schema an association names for the file (`*.schema.json` -> draft 7 in the
   * catalog): the file is then a schema, checked as one, as in the editor.
   */
  metaSchemaFor(absolutePath: string, schemaProperty: string | undefined): string | undefined {
    return metaSchemaAmong(this.associationsFor(absolutePath, schemaProperty));
  }

  /** The schema (or schemas) that apply to the file at `absolutePath`, given its `$schema`. */
  choose(absolutePath: string, schemaProperty: string | undefined): SchemaChoice | undefined {
    return choiceAmong(this.associationsFor(absolutePath, schemaProperty));
  }

  /** The settings entry that says the file has no schema (`noSchema`), if one does. */
  noSchemaFor(absolutePath: string, schemaProperty: string | undefined): Association | undefined {
    return noSchemaAmong(this.associationsFor(absolutePath, schemaProperty));
  }

  /**
   * Every association of a file, found once per file and `$schema`: a document asks three questions of
   * them in a row, and finding them (globs, URIs) was a third of a run on many small files.
   */
  private associationsFor(absolutePath: string, schemaProperty: string | undefined): readonly Association[] {
    const last = this.lastFound;
    if (last?.path === absolutePath && last.schemaProperty === schemaProperty) return last.found;
    const uri = pathToUri(absolutePath);
    const found = findAssociations(this.configuration.associationContext(uri, schemaProperty));
    this.lastFound = { path: absolutePath, schemaProperty, found };
    return found;
  }

  private lastFound: { path: string; schemaProperty: string | undefined; found: Association[] } | undefined;

  /** Whether an association names the file as a schema: it then gets the schema-file checks. */
  namesAsSchema(absolutePath: string): boolean {
    return this.configuration.namesAsSchema(pathToUri(absolutePath));
  }

  /** Whether `exclude` names the file (by its absolute path or its path in the working directory). */
  isExcluded(absolutePath: string): boolean {
    // Most settings exclude nothing: no relative path per document then.
    if (this.settings.exclude.length === 0) return false;
    const inFolder = relative(this.cwd, absolutePath).replace(/\\/g, '/');
    return this.settings.exclude.some((g) =>
      matchesGlob(g.replace(/^!/, ''), absolutePath.replace(/\\/g, '/'), inFolder),
    );
  }

  /** Whether the settings give any keyword or code a severity of its own (`applySeverity` changes something). */
  get setsSeverities(): boolean {
    return Object.keys(this.settings.severity).length > 0;
  }

  /** The problem with the severity the settings give its keyword (or code); undefined when `off`. */
  applySeverity(problem: Problem): Problem | undefined {
    const setting = this.settings.severity[problem.code ?? problem.keyword];
    if (setting === undefined) return problem;
    if (setting === 'off') return undefined;
    const severity: Severity = setting === 'hint' ? 'information' : setting;
    return severity === problem.severity ? problem : { ...problem, severity };
  }

  /**
   * The files the editor's Validate Workspace considers in the working directory: `.json`/`.jsonc`
   * files and files an association of the settings matches, outside `node_modules`, `.git`, `.hg`,
   * `.svn` and the excluded paths; relative to cwd, sorted.
   */
  candidates(): string[] {
    const files: string[] = [];
    const stack = [this.cwd];
    while (stack.length > 0) {
      const dir = stack.pop() as string;
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name) && !this.isExcluded(full)) stack.push(full);
        } else if (entry.isFile() && !this.isExcluded(full)) {
          if (/\.jsonc?$/i.test(entry.name) || this.isAssociated(full)) files.push(relative(this.cwd, full));
        }
      }
    }
    return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Whether a setting (not a `$schema`) associates a schema with the file. */
  private isAssociated(absolutePath: string): boolean {
    const choice = this.choose(absolutePath, undefined);
    return choice !== undefined && choice.source !== 'document';
  }

  /** The workspace folder URI (the working directory). */
  get folderUri(): string {
    return this.folder;
  }
}
