/**
 * The schema files of the workspace: `.json` files whose root `$schema` names a JSON Schema
 * meta-schema, or whose name ends in `.schema.json`. Offered as `$schema` values, and searched by find
 * references and rename in schema files. Listed once, then kept until a JSON file is created, deleted
 * or changed on disk.
 */
import type { Environment } from '../../../host/src/environment';
import { isMetaSchemaUri } from '../../../host/src/associations';
import { pathToUri, uriToPath } from '../../../host/src/uris';

/** Folders never searched. */
const SKIPPED = new Set(['node_modules', '.git', '.hg', '.svn']);
/** Enough for any workspace people edit schemas in; a bound for the ones that are not. */
const MAX_FILES_READ = 5000;
const MAX_FILE_SIZE = 2 * 1024 * 1024;

/** Whether a file's text is a schema: its root `$schema` (read without parsing it all) is a meta-schema. */
export function looksLikeSchema(text: string): boolean {
  const match = /^\s*\{[^]{0,4096}?"\$schema"\s*:\s*"([^"]*)"/.exec(text.slice(0, 8192));
  return match !== null && isMetaSchemaUri(match[1]);
}

/** The root `$id` (or draft 4 `id`) of a schema file's text, read without parsing it all. */
export function rootIdOf(text: string): string | undefined {
  const match = /^\s*\{[^]{0,4096}?"\$?id"\s*:\s*"([^"]+)"/.exec(text.slice(0, 8192));
  return match?.[1];
}

/** The root `title` of a schema file's text, if it parses (read once, for "Select Schema"). */
export function rootTitleOf(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const title =
      typeof value === 'object' && value !== null ? (value as { title?: unknown }).title : undefined;
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

interface Listing {
  files: string[];
  /** File URI -> its root `title`, for the files read. */
  titles: Map<string, string>;
  /** Root `$id` (without fragment) -> file URI, so `$id`-relative references find workspace files. */
  ids: Map<string, string>;
}

export class SchemaFileIndex {
  private listing: Promise<Listing> | undefined;

  constructor(
    private readonly environment: Environment,
    private readonly folders: () => readonly string[],
  ) {}

  /** Forget the listing (files changed on disk, folders changed). */
  invalidate(): void {
    this.listing = undefined;
  }

  /** URIs of the workspace's schema files, sorted. */
  async list(): Promise<string[]> {
    return (await this.scanned()).files;
  }

  /** The workspace's schema files with their root titles (when read and titled), sorted. */
  async listWithTitles(): Promise<{ uri: string; title?: string }[]> {
    const { files, titles } = await this.scanned();
    return files.map((uri) => {
      const title = titles.get(uri);
      return title === undefined ? { uri } : { uri, title };
    });
  }

  /** The workspace file whose root `$id` is `uri` (no fragment), if any. */
  async fileWithId(uri: string): Promise<string | undefined> {
    return (await this.scanned()).ids.get(uri);
  }

  private scanned(): Promise<Listing> {
    this.listing ??= this.scan().catch(() => ({
      files: [],
      titles: new Map<string, string>(),
      ids: new Map<string, string>(),
    }));
    return this.listing;
  }

  private async scan(): Promise<Listing> {
    const found: string[] = [];
    const ids = new Map<string, string>();
    const titles = new Map<string, string>();
    let read = 0;
    for (const folder of this.folders()) {
      const root = uriToPath(folder);
      if (root === undefined) continue;
      const stack = [root];
      while (stack.length > 0) {
        const dir = stack.pop() as string;
        let entries;
        try {
          entries = await this.environment.readDirectory(dir);
        } catch {
          continue;
        }
        for (const entry of entries) {
          const path = `${dir}/${entry.name}`;
          if (entry.kind === 'directory') {
            if (!SKIPPED.has(entry.name)) stack.push(path);
            continue;
          }
          if (entry.kind !== 'file' || !/\.json$/i.test(entry.name)) continue;
          const named = /\.schema\.json$/i.test(entry.name);
          if (read >= MAX_FILES_READ) {
            if (named) found.push(pathToUri(path));
            continue;
          }
          const size = await this.environment.fileSize(path);
          if (size === undefined || size > MAX_FILE_SIZE) continue;
          read++;
          const text = await this.environment.readFile(path, MAX_FILE_SIZE).catch(() => '');
          if (!named && !looksLikeSchema(text)) continue;
          const uri = pathToUri(path);
          found.push(uri);
          const title = rootTitleOf(text);
          if (title !== undefined) titles.set(uri, title);
          const id = rootIdOf(text);
          if (id !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(id)) ids.set(id.replace(/#.*$/, ''), uri);
        }
      }
    }
    return { files: [...new Set(found)].sort(), titles, ids };
  }
}
