/**
 * `npm run fuzz -- --seconds N [--seed S]`: the fuzz test for as long as asked, library and server
 * (a tenth of the time), from a given or a time-based seed. Prints the seed, and every failure with
 * the seed that replays it; exits 1 on a failure.
 */
import { fuzzLibrary, fuzzServer } from './fuzz';

function option(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : Number(process.argv[i + 1]);
}

async function main(): Promise<void> {
  const seconds = option('--seconds') ?? 60;
  const seed = option('--seed') ?? Date.now() % 1_000_000_000;
  console.log(`fuzzing for ${seconds} s from seed ${seed}`);
  const start = performance.now();
  const library = fuzzLibrary(seed, Infinity, start + seconds * 900);
  console.log(
    `library: ${library.cases} cases, ${library.compared} compared with validate(JSON.parse(text)), ${library.broken} with syntax errors`,
  );
  const server = await fuzzServer(seed, Infinity, performance.now() + seconds * 100);
  console.log(`server: ${server.cases} documents`);
  const failures = [...library.failures, ...server.failures];
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length === 0 ? 'no failure' : `${failures.length} failure(s)`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

void main();
