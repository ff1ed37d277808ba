/**
 * Entry of the web suite, loaded by the workbench (`extensionTestsPath`) in the web worker extension
 * host, where there is no `require` of node modules: scripts/build.mjs bundles this file with mocha's
 * browser build and the tests into one script (out/test/e2e-web/index.js).
 */
import * as vscode from 'vscode';
import './setup';
import './web.e2e';
import type { mocha as Mocha } from './setup';
import { open, waitForDiagnostics } from '../e2e/helpers';

const mocha = (globalThis as unknown as { mocha: typeof Mocha }).mocha;

/**
 * Sets the workbench up as the README's screenshot of the web worker host shows it (a file with its
 * squiggles and the Problems panel) and waits until the harness took it: it logs
 * `[e2e-screenshot] web-worker-host.png`, and writes `.screenshot-taken` in the workspace when done
 * (after the suite, the workbench clears what the extension showed).
 */
async function showForScreenshot(): Promise<void> {
  const editor = await open('main.app.json');
  await waitForDiagnostics(editor.document.uri, (d) => d.length === 2, "the screenshot file's two problems");
  await vscode.commands.executeCommand('notifications.clearAll');
  await vscode.commands.executeCommand('workbench.actions.view.problems');
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return;
  const watcher = vscode.workspace.createFileSystemWatcher(
    new vscode.RelativePattern(folder, '.screenshot-taken'),
  );
  try {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 30_000);
      watcher.onDidCreate(() => {
        clearTimeout(timer);
        resolve();
      });
      console.log('[e2e-screenshot] web-worker-host.png');
    });
  } finally {
    watcher.dispose();
  }
}

/** Runs the suite; prints the summary line the harness reads. */
export function run(): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = async (failures: number): Promise<void> => {
      if (failures === 0) await showForScreenshot().catch((error: unknown) => console.error(error));
      const summary = {
        passed: runner.stats?.passes ?? 0,
        failed: runner.stats?.failures ?? failures,
        pending: runner.stats?.pending ?? 0,
      };
      console.log(`[e2e-summary] ${JSON.stringify(summary)}`);
      console.log(`${summary.passed} passed, ${summary.failed} failed`);
      if (failures > 0) reject(new Error(`${failures} web e2e test(s) failed`));
      else resolve();
    };
    const runner = mocha.run((failures) => void finish(failures));
  });
}
