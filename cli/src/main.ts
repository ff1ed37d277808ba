/** Entry point of `json-object-validator` (bundled to dist/cli.js); everything else is in `run.ts`. */
import { readFileSync } from 'node:fs';
import { version } from '../../package.json';
import { runCli } from './run';

// `json-object-validator validate ... | head` closes the pipe early: stop quietly, as other tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit();
});

process.exitCode = runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  writeStdout: (text) => process.stdout.write(text),
  writeStderr: (text) => process.stderr.write(text),
  readStdin: () => readFileSync(0),
  version,
});
