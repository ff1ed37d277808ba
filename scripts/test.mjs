// Runs every node:test file that the build put in out/test (the extension-host suite under
// out/test/e2e runs inside VS Code instead, see `npm run test:e2e`; the pre-commit hook test under
// out/test/hooks takes minutes to install its environment and runs with `npm run test:hooks`, or
// when named: `node scripts/test.mjs hooks`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const only = process.argv.slice(2);
const skipped = [join(root, 'out/test/e2e')];
if (!only.some((o) => o.includes('hooks'))) skipped.push(join(root, 'out/test/hooks'));

/** Lists compiled test files below dir, skipping the extension-host suite (and the hooks test). */
function find(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!skipped.includes(full)) out.push(...find(full));
    } else if (name.endsWith('.test.js')) out.push(full);
  }
  return out;
}

const files = find(join(root, 'out/test')).filter(
  (f) => only.length === 0 || only.some((o) => f.includes(o)),
);
if (files.length === 0) {
  console.error('No test files found under out/test: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
