/**
 * Entry of the extension-host suite, in the shape `@vscode/test-electron`'s `runTests` expects: a
 * module whose `run()` resolves when every test passed. The code-server harness (e2e/run.mjs) loads
 * the same module through the workbench's `extensionTestsPath`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/** Runs every `*.e2e.js` file next to this one; prints a summary line the harness reads. */
export function run(): Promise<void> {
  // E2E_GREP (a title pattern) runs part of the suite while working on it; CI runs it all.
  const grep = process.env.E2E_GREP;
  const mocha = new Mocha({
    ui: 'bdd',
    timeout: 60_000,
    color: false,
    reporter: 'spec',
    ...(grep ? { grep } : {}),
  });
  for (const file of readdirSync(__dirname).sort()) {
    if (file.endsWith('.e2e.js')) mocha.addFile(join(__dirname, file));
  }
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const stats = runner.stats;
      const summary = {
        passed: stats?.passes ?? 0,
        failed: stats?.failures ?? failures,
        pending: stats?.pending ?? 0,
      };
      console.log(`[e2e-summary] ${JSON.stringify(summary)}`);
      console.log(`${summary.passed} passed, ${summary.failed} failed`);
      if (failures > 0) reject(new Error(`${failures} e2e test(s) failed`));
      else resolve();
    });
  });
}
