/**
 * The fuzz runs: hostile documents and schemas through the library, and documents edited in the
 * language server over stdio. A run fails on an exception, on an operation over its time budget, on
 * Object.prototype being touched, and (for text that JSON.parse accepts) on validateText disagreeing
 * with validate(JSON.parse(text)). Each failure names the seed and the input, so it can be replayed.
 */
import { compile, parseDocument, validate } from '../../shared/src/index';
import type { JsonValue, ValidationError } from '../../shared/src/types';
import { Client, Fixture } from '../protocol/harness';
import { documentText, Random, schemaValue } from './generate';

/** What one fuzz run found; `failures` is empty when nothing went wrong. */
export interface FuzzReport {
  cases: number;
  /** Library cases whose text JSON.parse accepted, compared with validate(JSON.parse(text)). */
  compared?: number;
  /** Library cases whose text had syntax errors. */
  broken?: number;
  failures: string[];
}

/** One library operation may take this long (pattern budgets are tens of milliseconds). */
const OPERATION_BUDGET_MS = 5000;

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join();
const ARRAY_PROTOTYPE_NAMES = Object.getOwnPropertyNames(Array.prototype).sort().join();

/** Why the prototypes look touched, or undefined. */
function prototypeDamage(): string | undefined {
  if (Object.getOwnPropertyNames(Object.prototype).sort().join() !== PROTOTYPE_NAMES) {
    return 'Object.prototype gained or lost a property';
  }
  if (Object.getOwnPropertyNames(Array.prototype).sort().join() !== ARRAY_PROTOTYPE_NAMES) {
    return 'Array.prototype gained or lost a property';
  }
  if (Object.getPrototypeOf({}) !== Object.prototype || Object.keys({}).length !== 0) {
    return 'a fresh object is not plain any more';
  }
  return undefined;
}

function timed<T>(what: string, failures: string[], fn: () => T): T | undefined {
  const start = performance.now();
  let result: T;
  try {
    result = fn();
  } catch (error) {
    failures.push(
      `${what} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return undefined;
  }
  const ms = performance.now() - start;
  if (ms > OPERATION_BUDGET_MS) failures.push(`${what} took ${ms.toFixed(0)} ms`);
  return result;
}

function depthOf(value: JsonValue): number {
  let max = 0;
  const stack: [JsonValue, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [JsonValue, number];
    if (d > max) max = d;
    if (typeof v === 'object' && v !== null) for (const c of Object.values(v)) stack.push([c, d + 1]);
  }
  return max;
}

function summary(errors: readonly ValidationError[]): string[] {
  return errors.map((e) => `${e.keyword} ${e.instancePath} ${e.schemaPath} ${e.message}`).sort();
}

function cut(text: string): string {
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);
}

/** Runs library cases from `seed` until `cases` are done or `deadline` (a performance.now() time) passes. */
export function fuzzLibrary(seed: number, cases: number, deadline = Infinity): FuzzReport {
  const failures: string[] = [];
  let done = 0;
  let compared = 0;
  let broken = 0;
  for (; done < cases && performance.now() < deadline && failures.length < 10; done++) {
    const caseSeed = seed + done;
    const r = new Random(caseSeed);
    const schema = schemaValue(r);
    const text = documentText(r);
    const options = { allowComments: r.chance(0.5), allowTrailingCommas: r.chance(0.5) };
    const where = `seed ${caseSeed}: schema ${cut(JSON.stringify(schema))}, text ${cut(text)}`;
    const compiled = timed(`compile (${where})`, failures, () => compile(schema));
    if (compiled === undefined) continue;
    const result = timed(`validateText (${where})`, failures, () => compiled.validateText(text, options));
    const damage = prototypeDamage();
    if (damage !== undefined) {
      failures.push(`${damage} (${where})`);
      break;
    }
    if (result === undefined) continue;
    if (result.syntaxProblems.some((p) => p.severity === 'error')) broken++;
    let value: JsonValue;
    try {
      value = JSON.parse(text) as JsonValue;
    } catch {
      continue;
    }
    // The library on the parsed value must agree, except where the text knows more than the value:
    // number literals beyond a double, and nesting beyond the parser's limit.
    const doc = parseDocument(text, options);
    if (doc.numberLiterals !== undefined || depthOf(value) > 1000) continue;
    const reference = timed(`validate (${where})`, failures, () => validate(schema, value));
    if (reference === undefined) continue;
    compared++;
    const a = summary(result.errors);
    const b = summary(reference.errors);
    if (result.valid !== (reference.valid && !doc.hasSyntaxErrors) || a.join('\n') !== b.join('\n')) {
      failures.push(
        `validateText and validate(JSON.parse(text)) disagree (${where}):\n  ${a.join('\n  ')}\n  vs\n  ${b.join('\n  ')}`,
      );
    }
  }
  return { cases: done, compared, broken, failures };
}

/**
 * Opens and edits fuzzed documents, with fuzzed schema files, in one server over stdio: every
 * document gets diagnostics, none says the validator failed, and a request after each round is
 * answered in time.
 */
export async function fuzzServer(seed: number, rounds: number, deadline = Infinity): Promise<FuzzReport> {
  const failures: string[] = [];
  const fixture = new Fixture({});
  const client = await Client.start({ rootUri: fixture.uri('') });
  let done = 0;
  try {
    for (; done < rounds && performance.now() < deadline && failures.length < 10; done++) {
      const r = new Random(seed + done);
      const schemaName = `s${done}.schema.json`;
      fixture.write(schemaName, JSON.stringify(schemaValue(r)));
      const uri = fixture.uri(`d${done}.json`);
      const body = documentText(r).slice(0, 200_000);
      const text = r.chance(0.7) ? `{"$schema": "./${schemaName}", "v": ${body}}` : body;
      const where = `server seed ${seed + done}: text ${cut(text)}`;
      const started = performance.now();
      let diagnostics = await client.open(uri, text);
      for (let k = r.int(4); k > 0; k--) {
        const document = client.documents.get(uri);
        const length = document?.getText().length ?? 0;
        const at = r.int(length + 1);
        const position = document?.positionAt(at) ?? { line: 0, character: 0 };
        diagnostics = await client.edit(
          uri,
          { start: position, end: position },
          r.pick(['1', ',', '"', '}', ' ', 'é']),
        );
      }
      const messages = diagnostics.map((d) => (typeof d.message === 'string' ? d.message : d.message.value));
      const failed = messages.filter((m) => m.startsWith('The validator failed'));
      if (failed.length > 0) failures.push(`${failed[0]} (${where})`);
      const ms = performance.now() - started;
      if (ms > 4 * OPERATION_BUDGET_MS) failures.push(`the server took ${ms.toFixed(0)} ms (${where})`);
      await client.close(uri);
    }
  } catch (error) {
    failures.push(`the server session failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.stop().catch(() => undefined);
    fixture.dispose();
  }
  return { cases: done, failures };
}
