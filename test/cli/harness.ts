/**
 * Shared by the CLI tests that spawn the built CLI: a private copy of dist/cli.js and of the catalog
 * snapshot beside it (a rebuild running meanwhile cannot change them under the tests), a private
 * download cache (`XDG_CACHE_HOME`), temporary folders written from tables, and runners: `run` blocks,
 * `runAsync` lets the test's own HTTP servers answer the CLI meanwhile.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The repository root (test bundles live in out/test/<folder>/). */
export const repoRoot = resolve(__dirname, '../../..');
/** SchemaStore's data beside the repository. */
export const schemastoreDir = resolve(repoRoot, '../shared/schemastore');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A copy of the CLI bundle in a temporary folder, and a way to run it. */
export class CliCopy {
  readonly folder = mkdtempSync(join(tmpdir(), 'jov-cli-bin-'));
  readonly path = join(this.folder, 'cli.js');
  /** `XDG_CACHE_HOME` of every run unless a test sets its own: downloads never leave this copy. */
  readonly cacheHome = join(this.folder, 'cache');

  /** `shipped`: with the SchemaStore schemas that ship beside the CLI too, as installed (else the catalog only). */
  constructor(options: { shipped?: boolean } = {}) {
    cpSync(join(repoRoot, 'dist/cli.js'), this.path);
    mkdirSync(join(this.folder, 'schemastore'));
    cpSync(join(repoRoot, 'dist/schemastore/catalog.json'), join(this.folder, 'schemastore/catalog.json'));
    if (options.shipped) {
      cpSync(join(repoRoot, 'dist/schemastore/schemas'), join(this.folder, 'schemastore/schemas'), {
        recursive: true,
      });
    }
  }

  /** The environment of a run: no colours, the private cache, no proxy unless the test sets one. */
  private environment(env: Record<string, string> | undefined): NodeJS.ProcessEnv {
    const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: this.cacheHome };
    // The tests assert English messages whatever language the machine is set to; a test sets its own.
    delete base.LC_ALL;
    delete base.LC_MESSAGES;
    base.LANG = 'C.UTF-8';
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy']) {
      delete base[name];
    }
    return { ...base, ...env };
  }

  run(
    args: readonly string[],
    options: { cwd: string; input?: string; env?: Record<string, string> },
  ): CliRun {
    const result = spawnSync(process.execPath, [this.path, ...args], {
      cwd: options.cwd,
      input: options.input ?? '',
      encoding: 'utf8',
      env: this.environment(options.env),
      maxBuffer: 256 * 1024 * 1024,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** Like `run`, without blocking this process (its HTTP servers answer the CLI meanwhile). */
  runAsync(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<CliRun> {
    return new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, [this.path, ...args], {
        cwd: options.cwd,
        env: this.environment(options.env),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
    });
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/** Writes `files` (path relative to `dir` → text) below a new temporary folder and returns it. */
export function writeTree(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
