/**
 * The validate-workspace command: finds the files of the workspace folders that a schema applies to
 * (an association matches them, or they are `.json`/`.jsonc` with a `$schema`), validates them without
 * opening them, publishes their diagnostics, reports progress and stops when cancelled. It yields to
 * the event loop after every file so the server keeps answering requests while it runs.
 */
import type { Diagnostic } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { ValidateWorkspaceResult } from '../../../shared/src/protocol';
import type { Environment } from '../../../host/src/environment';
import { matchesGlob } from '../../../host/src/glob';
import { pathToUri } from '../../../host/src/uris';

/** Folders never worth validating: dependencies and version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn']);

export interface ProgressSink {
  report(percentage: number, message: string): void;
}

export interface CancellationSignal {
  readonly isCancellationRequested: boolean;
}

export interface WorkspaceScanOptions {
  environment: Environment;
  /** Absolute paths of the workspace folders. */
  folders: readonly string[];
  /** Exclusion globs for a file (its absolute path and the path inside its folder). */
  isExcluded(absolutePath: string, relativePath: string): boolean;
  /** Whether a file that does not end in .json/.jsonc is still matched by an association. */
  isAssociated(uri: string): boolean;
  /** Files bigger than this are skipped. */
  maxFileSize(uri: string): number;
  /** Validates a file's text; undefined when no schema applies to it (the file is then not counted). */
  validate(uri: string, text: string): Promise<Diagnostic[] | undefined>;
  publish(uri: string, diagnostics: Diagnostic[]): void;
  progress?: ProgressSink;
  token: CancellationSignal;
  /** Lets other work run (requests from the client) between two files. */
  yieldControl(): Promise<void>;
}

/** Every candidate file below the folders, in a stable order. */
export async function listCandidateFiles(options: WorkspaceScanOptions): Promise<string[]> {
  const files: string[] = [];
  for (const folder of options.folders) {
    const stack: string[] = [folder];
    while (stack.length > 0) {
      if (options.token.isCancellationRequested) return files;
      const dir = stack.pop() as string;
      let entries;
      try {
        entries = await options.environment.readDirectory(dir);
      } catch {
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
      for (const [index, entry] of entries.entries()) {
        // Big folders: let requests in between (matching a name against the globs is not free).
        if (index % 50 === 49) await options.yieldControl();
        const full = `${dir.replace(/\/$/, '')}/${entry.name}`;
        const relative = full.slice(folder.replace(/\/$/, '').length + 1);
        if (entry.kind === 'directory') {
          if (!SKIPPED_FOLDERS.has(entry.name) && !options.isExcluded(full, relative)) stack.push(full);
        } else if (entry.kind === 'file' && !options.isExcluded(full, relative)) {
          if (/\.jsonc?$/i.test(entry.name) || options.isAssociated(pathToUri(full))) files.push(full);
        }
      }
    }
  }
  return files.reverse().sort();
}

/** Runs the workspace validation and returns its summary. */
export async function validateWorkspaceFiles(
  options: WorkspaceScanOptions,
): Promise<ValidateWorkspaceResult> {
  const result: ValidateWorkspaceResult = {
    filesFound: 0,
    filesChecked: 0,
    filesWithoutSchema: 0,
    filesSkipped: 0,
    filesNotCompliant: 0,
    problems: 0,
    cancelled: false,
  };
  options.progress?.report(0, 'Looking for files');
  const files = await listCandidateFiles(options);
  result.filesFound = files.length;
  let lastPercentage = -1;
  for (let i = 0; i < files.length; i++) {
    if (options.token.isCancellationRequested) break;
    const path = files[i];
    const uri = pathToUri(path);
    const size = await options.environment.fileSize(path);
    let text: string | undefined;
    if (size !== undefined && size <= options.maxFileSize(uri)) {
      try {
        text = await options.environment.readFile(path, options.maxFileSize(uri));
      } catch {
        text = undefined;
      }
    }
    const diagnostics = text === undefined ? undefined : await options.validate(uri, text);
    if (text === undefined) {
      result.filesSkipped++;
    } else if (!diagnostics) {
      result.filesWithoutSchema++;
    } else {
      result.filesChecked++;
      result.problems += diagnostics.length;
      const failing = diagnostics.some(
        (d) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning,
      );
      if (failing) result.filesNotCompliant++;
      options.publish(uri, diagnostics);
    }
    const percentage = Math.floor(((i + 1) * 100) / files.length);
    if (percentage !== lastPercentage) {
      lastPercentage = percentage;
      options.progress?.report(percentage, `${i + 1} of ${files.length} JSON files`);
    }
    await options.yieldControl();
  }
  result.cancelled = options.token.isCancellationRequested;
  return result;
}

/** Whether a path is excluded by any of the globs. */
export function excludedBy(globs: readonly string[], absolutePath: string, relativePath: string): boolean {
  return globs.some((g) => matchesGlob(g.replace(/^!/, ''), absolutePath, relativePath));
}
