/**
 * `--changed-since REF`: the documents a pull request can have broken. A document is validated when
 * it changed since the git ref (committed or not; new files too), or when what decides its result
 * did: the schema it gets, any file that schema's `$ref`s read, the settings file (it associates,
 * excludes and sets severities: every document then), or a local `--catalog` file (every document the
 * catalog associates). Deleted documents are gone and not validated; a renamed one counts as changed.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMetaSchemaUri } from '../../host/src/associations';
import { rootSchemaProperty } from '../../host/src/schemaText';
import { parseDocument } from '../../shared/src/index';
import type { JsonValue } from '../../shared/src/types';
import type { CliConfig } from './config';
import { readDocument } from './documents';
import type { SchemaLoader } from './schemaLoader';
import { hostTexts } from '../../host/src/displayLanguage';

/** The files changed since a ref, as absolute paths; or why git could not say. */
export function changedFiles(ref: string, cwd: string): { files: Set<string> } | { error: string } {
  const git = (args: string[]): { out: string } | { error: string } => {
    const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.error) return { error: hostTexts().t('cli.gitNotRun', { reason: run.error.message }) };
    if (run.status !== 0) return { error: run.stderr.trim().split('\n')[0] || `git ${args[0]} failed` };
    return { out: run.stdout };
  };
  const top = git(['rev-parse', '--show-toplevel']);
  if ('error' in top) return { error: hostTexts().t('cli.needsGit', { reason: top.error }) };
  const root = top.out.trim();
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if ('error' in commit) {
    return { error: hostTexts().t('cli.notACommit', { ref }) };
  }
  // Against the working tree: what the job checks out, committed or not. Renames are paired (-M) so
  // the new name counts; -z keeps unusual names intact.
  const diff = git(['diff', '--name-status', '-M', '-z', commit.out.trim(), '--']);
  if ('error' in diff) return { error: `--changed-since: ${diff.error}` };
  const untracked = git(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']);
  if ('error' in untracked) return { error: `--changed-since: ${untracked.error}` };
  const files = new Set<string>();
  const fields = diff.out.split('\0');
  for (let i = 0; i < fields.length;) {
    const status = fields[i++];
    if (status === '') continue;
    // Renames and copies name the old path and the new one; both count (the old one may be a `$ref`).
    const paths = /^[RC]/.test(status) ? [fields[i++], fields[i++]] : [fields[i++]];
    for (const path of paths) if (path) files.add(resolve(root, path));
  }
  for (const path of untracked.out.split('\0')) if (path) files.add(resolve(root, path));
  return { files };
}

/** What deciding a document's dependencies needs of the run. */
export interface DependencyContext {
  cwd: string;
  config: CliConfig;
  loader: SchemaLoader;
  /** The `--schema` file's absolute path, if one was given (a URL: undefined). */
  fixedSchema?: string;
  /** A local `--catalog` file's absolute path, if one was given. */
  catalogFile?: string;
}

/**
 * A document's root `$schema`, read as cheaply as can be: most documents have none, or are plain JSON
 * (`JSON.parse` is several times faster than the parse that also places every value); JSONC and broken
 * text take the tolerant parse.
 */
function schemaPropertyOf(text: string | undefined): string | undefined {
  if (text === undefined || !text.includes('"$schema"')) return undefined;
  let value: JsonValue | undefined;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as JsonValue;
  } catch {
    value = parseDocument(text, { allowComments: true, allowTrailingCommas: true }).value;
  }
  return rootSchemaProperty(value);
}

/** The local files a schema's result depends on: the file and every file its `$ref`s read. */
async function schemaFiles(loader: SchemaLoader, path: string): Promise<readonly string[]> {
  const loaded = await loader.loadFile(path);
  return loaded.files ?? [path];
}

/**
 * The documents among `paths` to validate: those changed, and those whose schema, referenced files,
 * settings or catalog changed. Reads each unchanged document once to find its schema.
 */
export async function affectedDocuments(
  paths: readonly string[],
  changed: ReadonlySet<string>,
  context: DependencyContext,
): Promise<string[]> {
  const settingsFile =
    context.config.file === undefined ? undefined : resolve(context.cwd, context.config.file);
  if (settingsFile !== undefined && changed.has(settingsFile)) return [...paths];
  const touches = async (schemaPath: string): Promise<boolean> =>
    (await schemaFiles(context.loader, schemaPath)).some((f) => changed.has(f));
  if (context.fixedSchema !== undefined) {
    if (await touches(context.fixedSchema)) return [...paths];
    return paths.filter((p) => p === '-' || changed.has(resolve(context.cwd, p)));
  }
  const catalogChanged = context.catalogFile !== undefined && changed.has(context.catalogFile);
  const verdicts = new Map<string, Promise<boolean>>();
  const schemaTouched = (path: string): Promise<boolean> => {
    let verdict = verdicts.get(path);
    if (verdict === undefined) {
      verdict = touches(path);
      verdicts.set(path, verdict);
    }
    return verdict;
  };
  const out: string[] = [];
  for (const path of paths) {
    const absolute = resolve(context.cwd, path);
    if (path === '-' || changed.has(absolute)) {
      out.push(path);
      continue;
    }
    const own = schemaPropertyOf(readDocument(path, context.cwd).text);
    const choice = context.config.choose(absolute, own);
    if (choice === undefined) {
      // No association: a "$schema" the editor would not resolve (a meta-schema) has no local file.
      if (own === undefined || isMetaSchemaUri(own)) continue;
    }
    if (choice?.source === 'catalog' && catalogChanged) {
      out.push(path);
      continue;
    }
    let affected = false;
    for (const association of choice?.associations ?? []) {
      if (!association.schemaUri.startsWith('file:')) continue;
      if (await schemaTouched(fileURLToPath(association.schemaUri.replace(/#.*$/, '')))) {
        affected = true;
        break;
      }
    }
    if (affected) out.push(path);
  }
  return out;
}
