/**
 * The assertions of the web suite: `node:assert` does not exist in a web worker extension host, and
 * these are all the suite needs. Each failure message shows both values.
 */

/** Fails unless `value` is truthy. */
export function ok(value: unknown, message: string): asserts value {
  if (!value) throw new Error(message);
}

/** Fails unless the two values have the same JSON form (plain data: ranges, titles, counts). */
export function same(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}:\n  expected ${e}\n  actual   ${a}`);
}
