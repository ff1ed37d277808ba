/**
 * Shared by the CLI tests that spawn the built CLI: a private copy of dist/cli.js (a rebuild running
 * meanwhile cannot change it under the tests), temporary folders written from tables, and a runner.
 */
import { spawnSync } from 'node:child_process';
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

  constructor() {
    cpSync(join(repoRoot, 'dist/cli.js'), this.path);
  }

  run(
    args: readonly string[],
    options: { cwd: string; input?: string; env?: Record<string, string> },
  ): CliRun {
    const result = spawnSync(process.execPath, [this.path, ...args], {
      cwd: options.cwd,
      input: options.input ?? '',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      maxBuffer: 256 * 1024 * 1024,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
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
