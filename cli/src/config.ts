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
import { parseDocument } from '../../shared/src/index';
import type { ValidatorSettings } from '../../shared/src/protocol';
import type { Severity } from '../../shared/src/types';
import { chooseSchema } from '../../server/src/associations';
import type { SchemaChoice } from '../../server/src/associations';
import { Configuration } from '../../server/src/configuration';
import { matchesGlob } from '../../server/src/glob';
import { defaultSettings, readSettings, sectionFromPushedSettings } from '../../server/src/settings';
import type { Problem } from './problems';

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
      configuration.setSettings(defaultSettings(), new Map());
      return new CliConfig(configuration, defaultSettings(), folder, source.cwd, undefined, []);
    }
    const shown = relative(source.cwd, path).startsWith('..') ? path : relative(source.cwd, path);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      return { error: `Cannot read the settings file ${shown}: ${(error as Error).message}.` };
    }
    // VS Code's settings files are JSONC.
    const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
    const problems = parsed.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${shown}:${p.range.start.line + 1}:${p.range.start.character + 1}: ${p.message}`);
    const read = readSettings(sectionFromPushedSettings(parsed.value, 'jsonObjectValidator') ?? {});
    problems.push(...read.problems.map((p) => `${shown}: ${p}`));
    configuration.setSettings(defaultSettings(), new Map([[folder, read.settings]]));
    configuration.setJsonSection(
      undefined,
      new Map([[folder, sectionFromPushedSettings(parsed.value, 'json')]]),
    );
    return new CliConfig(configuration, read.settings, folder, source.cwd, shown, problems);
  }

  /** The schema (or schemas) that apply to the file at `absolutePath`, given its `$schema`. */
  choose(absolutePath: string, schemaProperty: string | undefined): SchemaChoice | undefined {
    const uri = pathToFileURL(absolutePath).href;
    return chooseSchema(this.configuration.associationContext(uri, schemaProperty));
  }

  /** Whether an association names the file as a schema: it then gets the schema-file checks. */
  namesAsSchema(absolutePath: string): boolean {
    return this.configuration.namesAsSchema(pathToFileURL(absolutePath).href);
  }

  /** Whether `exclude` names the file (by its absolute path or its path in the working directory). */
  isExcluded(absolutePath: string): boolean {
    const inFolder = relative(this.cwd, absolutePath).replace(/\\/g, '/');
    return this.settings.exclude.some((g) =>
      matchesGlob(g.replace(/^!/, ''), absolutePath.replace(/\\/g, '/'), inFolder),
    );
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
