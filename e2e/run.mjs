// `npm run test:e2e`: runs the extension in the real VS Code workbench (code-server 4.100.3 driven by
// playwright-core and Debian's Chromium) and reports one closing `N passed, N failed` line.
//   1. the client's pure modules with node:test (out/test/e2e/unit),
//   2. the mocha suite inside the extension host (out/test/e2e/index.js, loaded through the
//      workbench's `payload` URL parameter, exactly as @vscode/test-electron would run it),
//   3. a short UI scenario through the workbench itself (squiggle, Ctrl+., command palette) that
//      saves screenshots to e2e/.run/screenshots (and to docs/ with --update-screenshots).
//   4. the web build: the web suite (out/test/e2e-web/index.js) in the browser's web worker extension
//      host of a fresh code-server (`remote.extensionKind`: web), with a local schema server.
//   5. with --vsix <file>: that package installed with `--install-extension` into a fresh
//      code-server, then the first steps of the UI scenario against the installed extension.
// Options: --skip-unit, --skip-suite (both suites), --skip-ui, --skip-web (the web suite only), --vsix <file>,
// --update-screenshots, --keep.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { format } from 'node:util';
import { chromium } from 'playwright-core';
import { languageServerPids, startCodeServer, USER_SETTINGS, workbenchUrl } from './codeServer.mjs';
import { startSchemaServer } from './schemaServer.mjs';
import { chromiumPath, installCodeServer, missingPrerequisites } from './install.mjs';
import { runUiScenario } from './uiScenario.mjs';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const runRoot = join(root, 'e2e/.run');
const args = new Set(process.argv.slice(2));
const vsixFlag = process.argv.indexOf('--vsix');
const vsix = vsixFlag > 0 ? resolve(process.argv[vsixFlag + 1] ?? '') : undefined;
const SUITE_TIMEOUT_MS = 240_000;
const EXTENSION_ID = 'json-object-validator.json-object-validator';
const totals = { passed: 0, failed: 0 };
/** Workbench chatter that says nothing about the extension (offline marketplace, socket set-up). */
const NOISE = [
  /^Resolv(ing|ed) connection token/,
  /^Creating a socket/,
  /^Creation of workbench contribution/,
  /^Updating additional builtin extensions/,
  /^\[Service Worker\]/,
  /^ChatSessionStore/,
  /open-vsx\.org/,
  /Long running operations during shutdown/,
];
const started = Date.now();

function stage(name) {
  console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
}

/** A fresh copy of a fixture workspace: the suite edits files in it. */
function freshWorkspace(name, fixture = 'test/e2e/fixtures/workspace') {
  const target = join(runRoot, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, fixture), target, { recursive: true });
  return target;
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function runUnitTests() {
  const dir = join(root, 'out/test/e2e/unit');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.test.js')) : [];
  if (files.length === 0) throw new Error(`no compiled unit tests in ${dir}: run \`npm run build\` first`);
  const tap = join(runRoot, 'unit.tap');
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files.map((f) => join(dir, f)),
    ],
    { stdio: 'inherit' },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + (result.status !== 0 && count('fail') === 0 ? 1 : 0);
  return { passed, failed };
}

/**
 * Runs a mocha suite in the extension host that runs the extension; resolves with its pass/fail
 * counts. `screenshot`: the file name of the last screen, under the screenshots folder. A suite that
 * logs `[e2e-screenshot] <name>` (the workbench is set up for it) gets that screenshot taken under the
 * same folder once the `shows` selectors are drawn, and then the file `.screenshot-taken` in its
 * workspace, which it waits for: after the suite the workbench clears what the extension showed.
 */
async function runExtensionHostSuite(
  browser,
  server,
  { folder, testsPath = join(root, 'out/test/e2e/index.js'), screenshot = 'suite-last.png', shows = [] },
) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let summary;
  const exit = new Promise((resolve) => {
    void page.exposeFunction('codeAutomationExit', (code) => resolve(code));
  });
  mkdirSync(join(runRoot, 'screenshots'), { recursive: true });
  const takeScreenshot = async (name) => {
    for (const selector of shows) {
      await page
        .locator(selector)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    }
    await page.screenshot({ path: join(runRoot, 'screenshots', name) }).catch(() => undefined);
    writeFileSync(join(folder, '.screenshot-taken'), '');
  };
  await page.exposeFunction('codeAutomationLog', (type, logArgs) => {
    const line = format(...logArgs);
    const match = /^\[e2e-summary\] (\{.*\})$/.exec(line);
    if (match) summary = JSON.parse(match[1]);
    const shot = /^\[e2e-screenshot\] ([\w.-]+\.png)$/.exec(line);
    if (shot) void takeScreenshot(shot[1]);
    if (NOISE.some((re) => re.test(line))) return;
    console.log(type === 'error' ? `[host:error] ${line}` : line);
  });
  const url = workbenchUrl(server.url, { folder, devPath: root, testsPath });
  await page.goto(url);
  let timer;
  const code = await Promise.race([
    exit,
    new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), SUITE_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  mkdirSync(join(runRoot, 'screenshots'), { recursive: true });
  // What the suite left on screen for its screenshot, once the workbench has drawn it.
  for (const selector of code === 0 ? shows : []) {
    await page
      .locator(selector)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await page.screenshot({ path: join(runRoot, 'screenshots', screenshot) }).catch(() => undefined);
  await page.close();
  if (code === 'timeout') {
    console.log(`The extension-host suite did not finish within ${SUITE_TIMEOUT_MS / 1000} s.`);
    return { passed: summary?.passed ?? 0, failed: (summary?.failed ?? 0) + 1 };
  }
  if (!summary) {
    // The host ended without the suite's summary: it did not load or crashed.
    return { passed: 0, failed: 1 };
  }
  return { passed: summary.passed, failed: summary.failed + (code !== 0 && summary.failed === 0 ? 1 : 0) };
}

/**
 * The web suite in a fresh code-server whose user settings trust a local schema server (a remote
 * schema downloaded with `fetch` from the web worker), with the web fixture and its `remote.json`.
 */
async function runWebSuite(browser) {
  const schemas = await startSchemaServer({
    '/remote.schema.json': {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      properties: { retries: { type: 'integer', description: 'How often to try again.' } },
    },
  });
  const server = await startCodeServer(join(runRoot, 'code-server-web'), {
    settings: {
      ...USER_SETTINGS,
      'jsonObjectValidator.schemaDownload.trustedDomains': { [`${schemas.url}/`]: true },
      // Runs the extension (and so the suite, which lies inside its folder) in the browser's web worker
      // extension host, from its manifest's `browser` entry, as vscode.dev and github.dev would; the
      // payload's extensionDevelopmentKind is not read by the web workbench.
      'remote.extensionKind': { [EXTENSION_ID]: ['web'] },
    },
  });
  try {
    const folder = freshWorkspace('workspace-web', 'test/e2e-web/fixtures/workspace');
    writeFileSync(
      join(folder, 'remote.json'),
      `{\n  "$schema": "${schemas.url}/remote.schema.json",\n  "retries": "three"\n}\n`,
    );
    const result = await runExtensionHostSuite(browser, server, {
      folder,
      testsPath: join(root, 'out/test/e2e-web/index.js'),
      shows: ['.squiggly-error', '.markers-panel .monaco-list-row'],
    });
    if (args.has('--update-screenshots') && result.failed === 0) {
      copyFileSync(join(runRoot, 'screenshots/web-worker-host.png'), join(root, 'docs/web-worker-host.png'));
      console.log('  screenshot copied to docs/web-worker-host.png');
    }
    if (schemas.requests('/remote.schema.json') === 0) {
      console.log('The web worker never asked the schema server for remote.schema.json.');
      result.failed += 1;
    }
    return result;
  } finally {
    server.stop();
    await schemas.close();
  }
}

async function main() {
  mkdirSync(runRoot, { recursive: true });
  for (const file of [
    'dist/client.js',
    'dist/server.js',
    'dist/browserClient.js',
    'dist/browserServer.js',
    'out/test/e2e/index.js',
    'out/test/e2e-web/index.js',
  ]) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  if (!args.has('--skip-unit')) {
    stage('client unit tests (node:test)');
    const unit = runUnitTests();
    console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);
    totals.passed += unit.passed;
    totals.failed += unit.failed;
  }
  if (args.has('--skip-suite') && args.has('--skip-ui') && !vsix) return;
  if (vsix && !existsSync(vsix)) throw new Error(`${vsix} does not exist: run \`npm run package\` first`);

  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`e2e prerequisites missing:\n- ${missing.join('\n- ')}`);
  stage('code-server');
  const installSeconds = installCodeServer();
  if (installSeconds) console.log(`code-server installed in ${installSeconds.toFixed(0)} s`);
  const needsWorkbench = !args.has('--skip-suite') || !args.has('--skip-ui');
  const server = needsWorkbench
    ? await startCodeServer(join(runRoot, 'code-server'), {
        // An installed extension that only contributes a jsonValidation association, for the suite.
        extensions: [{ path: join(root, 'test/e2e/fixtures/contributor'), folder: 'e2e.contributor-0.0.1' }],
      })
    : undefined;
  if (server) console.log(`code-server 4.100.3 at ${server.url} (log: ${server.log})`);
  const browser = await launchBrowser();
  try {
    if (!args.has('--skip-suite')) {
      stage('extension-host suite (mocha in the VS Code workbench)');
      const suite = await runExtensionHostSuite(browser, server, {
        folder: freshWorkspace('workspace-suite'),
      });
      console.log(`suite: ${suite.passed} passed, ${suite.failed} failed`);
      totals.passed += suite.passed;
      totals.failed += suite.failed;
    }
    if (!args.has('--skip-ui')) {
      stage('UI scenario (Playwright through the workbench)');
      const ui = await runUiScenario(browser, server, {
        folder: freshWorkspace('workspace-ui'),
        devPath: root,
        screenshotDir: join(runRoot, 'screenshots'),
        docsDir: args.has('--update-screenshots') ? join(root, 'docs') : undefined,
      });
      console.log(`ui: ${ui.passed} passed, ${ui.failed} failed`);
      totals.passed += ui.passed;
      totals.failed += ui.failed;
    }
    if (!args.has('--skip-suite') && !args.has('--skip-web')) {
      stage('web worker extension host (the browser build, as on vscode.dev and github.dev)');
      const web = await runWebSuite(browser);
      console.log(`web: ${web.passed} passed, ${web.failed} failed`);
      totals.passed += web.passed;
      totals.failed += web.failed;
    }
    if (vsix) {
      stage(`packaged extension (${vsix} installed in a fresh code-server)`);
      const packaged = await startCodeServer(join(runRoot, 'code-server-vsix'), { vsix });
      try {
        const smoke = await runUiScenario(browser, packaged, {
          folder: freshWorkspace('workspace-vsix'),
          screenshotDir: join(runRoot, 'screenshots/vsix'),
          smoke: true,
          // The counterpart of the web check below: here the server is a process code-server started.
          smokeCheck: {
            name: 'the language server runs as a node process',
            run: async () => {
              if (languageServerPids(packaged).length === 0) throw new Error('no dist/server.js process');
            },
          },
        });
        console.log(`vsix: ${smoke.passed} passed, ${smoke.failed} failed`);
        totals.passed += smoke.passed;
        totals.failed += smoke.failed;
      } finally {
        packaged.stop();
      }
      // The same package in the browser's web worker extension host, from its `browser` entry: the
      // squiggles come, and no language server process runs beside code-server.
      stage(`packaged extension in the web worker extension host`);
      const packagedWeb = await startCodeServer(join(runRoot, 'code-server-vsix-web'), {
        vsix,
        settings: { ...USER_SETTINGS, 'remote.extensionKind': { [EXTENSION_ID]: ['web'] } },
      });
      try {
        const smoke = await runUiScenario(browser, packagedWeb, {
          folder: freshWorkspace('workspace-vsix-web'),
          screenshotDir: join(runRoot, 'screenshots/vsix-web'),
          smoke: true,
          smokeCheck: {
            name: 'no language server process: the server is the web worker',
            run: async () => {
              const pids = languageServerPids(packagedWeb);
              if (pids.length > 0) throw new Error(`dist/server.js runs as ${pids.join(', ')}`);
            },
          },
        });
        console.log(`vsix (web): ${smoke.passed} passed, ${smoke.failed} failed`);
        totals.passed += smoke.passed;
        totals.failed += smoke.failed;
      } finally {
        packagedWeb.stop();
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    server?.stop();
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    totals.failed += 1;
  })
  .finally(() => {
    if (!args.has('--keep')) {
      for (const dir of [
        'workspace-suite',
        'workspace-ui',
        'workspace-web',
        'workspace-vsix',
        'workspace-vsix-web',
      ])
        rmSync(join(runRoot, dir), { recursive: true, force: true });
    }
    console.log(`\ne2e finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`${totals.passed} passed, ${totals.failed} failed`);
    process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
  });
