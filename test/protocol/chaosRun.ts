// `npm run chaos`: the chaos test of chaos.test.ts at length, e.g. `npm run chaos -- --seeds 10 --messages 3000`.
// Prints a line a seed and exits non-zero when any seed fails; a failing seed's messages are written to a
// file, to become a regression test.
import { writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { HEAP_SLACK_MB, runChaos } from './chaos';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main(): Promise<void> {
  const seeds = option('seeds', 10);
  const messages = option('messages', 2000);
  const first = option('first-seed', 1);
  let failed = 0;
  for (let seed = first; seed < first + seeds; seed++) {
    const started = Date.now();
    const r = await runChaos(seed, messages);
    const problems: string[] = [];
    if (r.sent !== messages) problems.push(`sent ${r.sent} of ${messages} (the server exited)`);
    if (r.unanswered.length > 0) {
      problems.push(`${r.unanswered.length} unanswered: ${r.unanswered.slice(0, 5).join(', ')}`);
    }
    if (r.internalErrors.length > 0) {
      problems.push(`internal errors: ${r.internalErrors.slice(0, 5).join('; ')}`);
    }
    if (r.heapAfterMb > r.heapBeforeMb + HEAP_SLACK_MB) {
      problems.push(`the heap grew by ${(r.heapAfterMb - r.heapBeforeMb).toFixed(1)} MB`);
    }
    if (r.pingMs >= 1000) problems.push(`ping ${Math.round(r.pingMs)} ms`);
    if (!isDeepStrictEqual(r.fresh, r.reference)) {
      problems.push('a fresh document differs from a fresh server');
    }
    const memory = `heap ${r.heapBeforeMb.toFixed(1)} -> ${r.heapAfterMb.toFixed(1)} MB`;
    const codes = Object.entries(r.errorCodes)
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ');
    console.log(
      `seed ${seed}: ${r.sent} messages, ${r.requests} requests (errors ${codes || 'none'}), ping ${r.pingMs.toFixed(1)} ms, ${memory}, ${((Date.now() - started) / 1000).toFixed(1)} s: ${problems.length === 0 ? 'ok' : `FAIL: ${problems.join('; ')}`}`,
    );
    if (problems.length > 0) {
      failed++;
      const file = `chaos-seed-${seed}.txt`;
      writeFileSync(file, r.transcript.join('\n----\n'));
      console.log(`  its messages: ${file}; the server's last lines:\n${r.stderrTail}`);
    }
  }
  console.log(`${seeds - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
