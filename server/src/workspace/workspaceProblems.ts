/**
 * The problems "Validate Workspace" published for files that are not open stay until the file
 * changes or the workspace is validated again: closing such a file shows its problems from disk again
 * (instead of clearing them), a change on disk re-validates it, and the list of those files is kept in
 * the server's storage folder so that a restarted server (or a new window) publishes them again.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver';
import type { Environment } from '../../../host/src/environment';
import { normalizeUri, uriToPath } from '../../../host/src/uris';
import { MAX_SCHEMA_FILE_BYTES } from '../../../shared/src/limits';

export interface WorkspaceProblemsDependencies {
  environment: Environment;
  /** Whether the document is open in the editor (its own validation then owns its diagnostics). */
  isOpen(uri: string): boolean;
  maxFileSize(uri: string): number;
  /** The diagnostics of a file's text, or undefined when no schema applies to it. */
  analyze(uri: string, text: string): Promise<Diagnostic[] | undefined>;
  publish(uri: string, diagnostics: Diagnostic[]): void;
  log(message: string): void;
  /** The files of the workspace validation, once a run or a restart made the list (the schema uses keep only those). */
  listed?(files: ReadonlySet<string>): void;
}

export class WorkspaceProblems {
  private readonly files = new Set<string>();
  private stateFile: string | undefined;

  constructor(private readonly deps: WorkspaceProblemsDependencies) {}

  /** Where the list is kept: one file per set of workspace folders, in the storage folder. */
  useStorage(storageFolder: string | undefined, folders: readonly string[]): void {
    if (!storageFolder || folders.length === 0) {
      this.stateFile = undefined;
      return;
    }
    const key = createHash('sha256')
      .update([...folders].sort().join('\n'))
      .digest('hex')
      .slice(0, 24);
    this.stateFile = join(storageFolder, 'workspace-validation', `${key}.json`);
  }

  /** Whether the last workspace validation published problems for this file. */
  has(uri: string): boolean {
    return this.files.has(normalizeUri(uri));
  }

  /** The files a finished workspace validation checked (replacing the previous run's). */
  async replace(uris: Iterable<string>): Promise<void> {
    this.files.clear();
    for (const uri of uris) this.files.add(normalizeUri(uri));
    this.deps.listed?.(this.files);
    await this.save();
  }

  /** Publishes again, from disk, what the last workspace validation (of an earlier server) found. */
  async restore(): Promise<void> {
    if (!this.stateFile) return;
    let saved: unknown;
    try {
      saved = JSON.parse(await this.deps.environment.readFile(this.stateFile, MAX_SCHEMA_FILE_BYTES));
    } catch {
      return;
    }
    if (!Array.isArray(saved)) return;
    const uris = saved.filter((u): u is string => typeof u === 'string');
    for (const uri of uris) this.files.add(normalizeUri(uri));
    await this.refresh(uris);
    this.deps.listed?.(this.files);
  }

  /** Validates files of the last workspace validation from disk again and publishes their problems. */
  async refresh(uris: Iterable<string>): Promise<void> {
    let changed = false;
    for (const raw of uris) {
      const uri = normalizeUri(raw);
      if (!this.files.has(uri) || this.deps.isOpen(uri)) continue;
      const diagnostics = await this.fromDisk(uri);
      if (diagnostics === undefined) {
        // Gone, unreadable, or no schema any more: nothing to keep for it.
        this.files.delete(uri);
        changed = true;
        this.deps.publish(uri, []);
      } else {
        this.deps.publish(uri, diagnostics);
      }
    }
    if (changed) await this.save();
  }

  private async fromDisk(uri: string): Promise<Diagnostic[] | undefined> {
    const path = uriToPath(uri);
    if (!path) return undefined;
    const size = await this.deps.environment.fileSize(path);
    if (size === undefined || size > this.deps.maxFileSize(uri)) return undefined;
    try {
      return await this.deps.analyze(
        uri,
        await this.deps.environment.readFile(path, this.deps.maxFileSize(uri)),
      );
    } catch {
      return undefined;
    }
  }

  private async save(): Promise<void> {
    if (!this.stateFile) return;
    await this.deps.environment
      .writeFile(this.stateFile, JSON.stringify([...this.files].sort()))
      .catch((error: unknown) =>
        this.deps.log(`Could not keep the workspace validation's file list: ${String(error)}`),
      );
  }
}
