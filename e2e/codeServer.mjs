// Starts code-server (the real VS Code 1.100.3 workbench and remote extension host) on a free local
// port with its own profile, and stops it with its whole process group: a plain kill of the main
// process leaves orphaned file-watcher and extension-host children behind.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * User settings of the test profile: quiet. VS Code's built-in JSON support stays at its defaults,
 * as a person who installs the extension has it (`json.*` is deliberately absent).
 */
export const USER_SETTINGS = {
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
 * Returns { url, log, stop, processGroup, logsDir } (code-server leads its own process group).
 */
export async function startCodeServer(runDir, { settings = USER_SETTINGS, extensions = [], vsix } = {}) {
  // A fresh profile every run: a reused user-data folder restores the last run's editors and state
  // (which activated the extension before the activation test opened anything).
  rmSync(runDir, { recursive: true, force: true });
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
  return { url, log, stop, processGroup: child.pid, logsDir: join(userData, 'logs') };
}

/**
 * The workbench URL that opens folder and loads the extensions at devPaths (one path or a list) as
 * extensions under development; with testsPath, the workbench also runs that test module in the
 * extension host that runs the extension under development.
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

/** Process ids of the language servers running under this code-server (its process group). */
export function languageServerPids(server) {
  const ps = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m && Number(m[2]) === server.processGroup && m[3].includes('dist/server.js'))
    .map((m) => Number(m[1]));
}

/** The text of this extension's output channel in the extension host that wrote to it last. */
export function latestOutputChannel(server) {
  const files = [];
  for (const session of existsSync(server.logsDir) ? readdirSync(server.logsDir) : []) {
    const sessionDir = join(server.logsDir, session);
    for (const host of readdirSync(sessionDir).filter((d) => d.startsWith('exthost'))) {
      const file = join(
        sessionDir,
        host,
        'json-object-validator.json-object-validator',
        'JSON Object Validator.log',
      );
      if (existsSync(file)) files.push({ file, mtime: statSync(file).mtimeMs });
    }
  }
  files.sort((a, b) => b.mtime - a.mtime);
  return files.length ? readFileSync(files[0].file, 'utf8') : '';
}
