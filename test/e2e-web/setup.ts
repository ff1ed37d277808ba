/**
 * Loads mocha's browser build and sets up its globals (`describe`, `it`, ...) before the test files
 * are evaluated: index.ts imports this module first.
 */
import 'mocha/mocha.js';

/** The global mocha's browser build defines. */
export declare const mocha: {
  setup(options: { ui: string; reporter?: string; timeout: number; color: boolean }): void;
  run(done: (failures: number) => void): { stats?: { passes: number; failures: number; pending: number } };
};

(globalThis as unknown as { mocha: typeof mocha }).mocha.setup({
  ui: 'bdd',
  reporter: 'spec',
  timeout: 60_000,
  color: false,
});
