/**
 * Entry of the web suite, loaded by the workbench (`extensionTestsPath`) in the web worker extension
 * host, where there is no `require` of node modules: scripts/build.mjs bundles this file with mocha's
 * browser build and the tests into one script (out/test/e2e-web/index.js).
 */
import './setup';
import './web.e2e';
import type { mocha as Mocha } from './setup';

const mocha = (globalThis as unknown as { mocha: typeof Mocha }).mocha;

/** Runs the suite; prints the summary line the harness reads. */
export function run(): Promise<void> {
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const summary = {
        passed: runner.stats?.passes ?? 0,
        failed: runner.stats?.failures ?? failures,
        pending: runner.stats?.pending ?? 0,
      };
      console.log(`[e2e-summary] ${JSON.stringify(summary)}`);
      console.log(`${summary.passed} passed, ${summary.failed} failed`);
      if (failures > 0) reject(new Error(`${failures} web e2e test(s) failed`));
      else resolve();
    });
  });
}
