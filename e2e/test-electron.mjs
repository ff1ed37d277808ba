// Runs the extension-host suite (out/test/e2e/index.js) in desktop VS Code through
// @vscode/test-electron, for machines that can download VS Code. Where the download is impossible
// (no route to update.code.visualstudio.com, as on our CI machines) it says so and exits 0: the
// same suite then runs in code-server instead (`npm run test:e2e`). A failing suite exits 1.
// Usage: npm run build && node e2e/test-electron.mjs [--version 1.100.3]
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const versionFlag = process.argv.indexOf('--version');
// The newest VS Code whose engine the extension accepts and whose server runs on Node 20.
const version = versionFlag > 0 ? process.argv[versionFlag + 1] : '1.100.3';
const NETWORK_ERRORS =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|getaddrinfo/;

const testsPath = join(root, 'out/test/e2e/index.js');
if (!existsSync(testsPath) || !existsSync(join(root, 'dist/client.js'))) {
  console.error('Run `npm run build` first: out/test/e2e/index.js or dist/client.js is missing.');
  process.exit(1);
}

const started = Date.now();
let executable;
try {
  executable = await downloadAndUnzipVSCode({ version, cachePath: join(root, 'e2e/.run/vscode-test') });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (NETWORK_ERRORS.test(message)) {
    console.log(
      `test-electron: VS Code ${version} cannot be fetched on this machine (${message.split('\n')[0]}, after ${Date.now() - started} ms).`,
    );
    console.log('test-electron: skipped; the same suite runs in code-server with `npm run test:e2e`.');
    process.exit(0);
  }
  console.error(`test-electron: downloading VS Code ${version} failed: ${message}`);
  process.exit(1);
}

const workspace = join(root, 'e2e/.run/workspace-electron');
rmSync(workspace, { recursive: true, force: true });
mkdirSync(workspace, { recursive: true });
cpSync(join(root, 'test/e2e/fixtures/workspace'), workspace, { recursive: true });
const userData = join(root, 'e2e/.run/user-data-electron');
rmSync(userData, { recursive: true, force: true });
try {
  await runTests({
    vscodeExecutablePath: executable,
    // The fixture extension contributes jsonValidation, as other extensions do in real use.
    extensionDevelopmentPath: [root, join(root, 'test/e2e/fixtures/contributor')],
    extensionTestsPath: testsPath,
    // VS Code's built-in JSON support stays enabled at its defaults, as a person has it; a fresh
    // user-data folder per run so nothing leaks between runs.
    launchArgs: [workspace, `--user-data-dir=${userData}`, '--disable-workspace-trust', '--skip-welcome'],
  });
  console.log('test-electron: the suite passed in desktop VS Code.');
} catch (error) {
  console.error(`test-electron: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(userData, { recursive: true, force: true });
}
