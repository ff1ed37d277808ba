// Installs the pinned code-server into e2e/.code-server from its lockfile, working around what a
// machine with only the npm registry and Debian apt reachable runs into (see ../shared/e2e/README.md):
// ripgrep cannot be downloaded from GitHub (so Debian's rg is offered in the cache the installer
// looks in first), the postinstall refuses to run as root without unsafe-perm, and node-pty's
// `npx node-gyp` needs npx to be allowed to fetch.
// Usage: node e2e/install.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
export const codeServerDir = join(here, '.code-server');
export const codeServerBin = join(codeServerDir, 'node_modules/.bin/code-server');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RIPGREP_CACHE = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_TARBALL = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';

/** What is missing on this machine for the e2e run, as sentences (empty when all is there). */
export function missingPrerequisites() {
  const missing = [];
  if (!existsSync(chromiumPath))
    missing.push(`Chromium is not at ${chromiumPath} (apt-get install chromium).`);
  if (!existsSync('/usr/bin/rg')) missing.push('ripgrep is not installed (apt-get install ripgrep).');
  if (!existsSync('/usr/include/gssapi/gssapi.h')) {
    missing.push(
      'the Kerberos headers code-server builds against are missing (apt-get install libkrb5-dev).',
    );
  }
  return missing;
}

/** Installs code-server unless it is already there; returns the seconds it took (0 when present). */
export function installCodeServer({ force = false } = {}) {
  if (existsSync(codeServerBin) && !force) return 0;
  const started = Date.now();
  const rgTmp = mkdtempSync(join(tmpdir(), 'rg-cache-'));
  mkdirSync(join(rgTmp, RIPGREP_CACHE));
  const tar = spawnSync('tar', ['czf', join(rgTmp, RIPGREP_CACHE, RIPGREP_TARBALL), '-C', '/usr/bin', 'rg'], {
    stdio: 'inherit',
  });
  if (tar.status !== 0) throw new Error('could not pack /usr/bin/rg for the ripgrep cache');
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: codeServerDir,
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: rgTmp, npm_config_unsafe_perm: 'true', npm_config_yes: 'true' },
  });
  rmSync(rgTmp, { recursive: true, force: true });
  if (npm.status !== 0 || !existsSync(codeServerBin)) throw new Error(`npm ci in ${codeServerDir} failed`);
  return (Date.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingPrerequisites();
  if (missing.length) {
    console.error(`e2e prerequisites missing:\n- ${missing.join('\n- ')}`);
    process.exit(1);
  }
  const seconds = installCodeServer({ force: process.argv.includes('--force') });
  console.log(seconds ? `code-server installed in ${seconds.toFixed(0)} s` : 'code-server already installed');
}
