/** What the neovim tests share: running one of test/nvim's Lua scripts headless and reading what it saw. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SERVER = join(__dirname, '..', '..', '..', 'dist', 'server.js');

/** A diagnostic as the scripts' `diagnostics_of` reports it (0-based, as neovim keeps them). */
export interface NvimDiagnostic {
  lnum: number;
  col: number;
  end_lnum: number;
  end_col: number;
  severity: number;
  message: string;
  source: string;
  code: string;
}

/** Whether nvim is installed; CI installs it and fails rather than skips without it. */
export const nvimAvailable = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0;

/** The skip reason of a neovim test on this machine, or false when it runs. */
export const nvimSkip =
  !nvimAvailable && process.env.CI !== 'true'
    ? 'nvim is not installed (apt-get install neovim); CI runs this test'
    : false;

/**
 * Runs test/nvim/`script` in a headless neovim against dist/server.js, in `root` (its XDG folders
 * there too, so no state outlives the test), and returns the JSON the script wrote.
 */
export function runNvimScript<T>(script: string, root: string): { result: T; run: SpawnSyncReturns<string> } {
  const out = join(root, 'out.json');
  const xdg = join(root, 'xdg');
  const path = join(__dirname, '..', '..', '..', 'test', 'nvim', script);
  const run = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${path}`], {
    env: {
      ...process.env,
      SERVER,
      ROOT: root,
      OUT_FILE: out,
      XDG_CACHE_HOME: xdg,
      XDG_STATE_HOME: xdg,
      XDG_DATA_HOME: xdg,
      XDG_CONFIG_HOME: xdg,
    },
    encoding: 'utf8',
    timeout: 80_000,
  });
  return { result: JSON.parse(readFileSync(out, 'utf8')) as T, run };
}
