// `npm run example`: runs the CLI on the examples the way a person would type it, then explains
// the exit status, which is 1 here because some documents are not compliant on purpose.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const args = ['validate', '--verbose', 'examples/documents', 'examples/schemas'];
console.log(`$ json-object-validator ${args.join(' ')}\n`);
const result = spawnSync(process.execPath, ['dist/cli.js', ...args], { cwd: root, stdio: 'inherit' });
const status = result.status ?? 2;
const meaning = {
  0: 'every document is compliant',
  1: 'at least one document is not compliant (expected: the examples contain deliberate mistakes, see examples/README.md)',
  2: 'a usage error or an unreadable or invalid schema',
};
console.log(`\nexit status ${status}: ${meaning[status] ?? 'unexpected'}`);
process.exitCode = status <= 1 ? 0 : status;
