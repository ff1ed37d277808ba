// Starts code-server (the real VS Code 1.100.3 workbench and remote extension host) on a free local
// port with its own profile, and stops it with its whole process group: a plain kill of the main
// process leaves orphaned file-watcher and extension-host children behind.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { codeServerBin } from './install.mjs';

/** A TCP port that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** User settings of the test profile: quiet, and without VS Code's own JSON validation. */
export const USER_SETTINGS = {
  // The built-in JSON extension would validate the same files; the suite filters by source anyway,
  // but the screenshots should show our squiggles only.
  'json.validate.enable': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'security.workspace.trust.enabled': false,
  'window.commandCenter': false,
  'chat.commandCenter.enabled': false,
  'workbench.colorTheme': 'Default Dark Modern',
  // The fixture workspace sits inside this repository: no "open the parent repository?" toast.
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
};

/**
 * Starts code-server with a fresh profile under runDir and waits until it answers. `extensions`
 * ({ path, folder }) are copied into its extensions folder as installed extensions; `vsix` (a
 * path) is installed the way a person would, with `--install-extension`.
 * Returns { url, log, stop }.
 */
export async function startCodeServer(runDir, { settings = USER_SETTINGS, extensions = [], vsix } = {}) {
  rmSync(join(runDir, 'extensions'), { recursive: true, force: true });
  const userData = join(runDir, 'user-data');
  mkdirSync(join(userData, 'User'), { recursive: true });
  writeFileSync(join(userData, 'User/settings.json'), JSON.stringify(settings, null, 2));
  // Installed extensions besides the one under test (code-server loads only one development path).
  for (const extension of extensions) {
    cpSync(extension.path, join(runDir, 'extensions', extension.folder), { recursive: true });
  }
  const xdg = join(runDir, 'xdg');
  mkdirSync(xdg, { recursive: true });
  const env = { ...process.env, XDG_CONFIG_HOME: xdg, XDG_DATA_HOME: xdg, XDG_CACHE_HOME: xdg };
  const profile = ['--user-data-dir', userData, '--extensions-dir', join(runDir, 'extensions')];
  if (vsix) {
    const install = spawnSync(codeServerBin, [...profile, '--install-extension', vsix], {
      env,
      encoding: 'utf8',
    });
    if (install.status !== 0 || !/was successfully installed/.test(install.stdout)) {
      throw new Error(`installing ${vsix} failed:\n${install.stdout}${install.stderr}`);
    }
  }
  const port = await freePort();
  const log = join(runDir, 'code-server.log');
  const out = openSync(log, 'w');
  const child = spawn(
    codeServerBin,
    [
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      ...profile,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
    ],
    {
      // detached = setsid: the server and everything it forks share one process group we can kill.
      detached: true,
      stdio: ['ignore', out, out],
      env,
    },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`code-server exited during start-up; see ${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`code-server did not answer on ${url} within 30 s; see ${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, log, stop };
}

/**
 * The workbench URL that opens folder and loads the extensions at devPaths (one path or a list) as
 * extensions under development; with testsPath, the workbench also runs that test module in the
 * extension host.
 */
export function workbenchUrl(base, { folder, devPath, testsPath }) {
  if (!devPath) return `${base}/?folder=${encodeURIComponent(folder)}`;
  const authority = new URL(base).host;
  const payload = [devPath]
    .flat()
    .map((path) => ['extensionDevelopmentPath', `vscode-remote://${authority}${path}`]);
  if (testsPath) payload.push(['extensionTestsPath', `vscode-remote://${authority}${testsPath}`]);
  return `${base}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}
