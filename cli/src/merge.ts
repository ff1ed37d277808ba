/**
 * `merge`: the reports of the shards of one run (`--shard K/N` on N machines) joined into one, as one
 * run would have written it: SARIF with one run (code scanning no longer combines several runs of one
 * tool and category in an upload), JUnit with one test suite, the JSON report with one list of files.
 * The format is read from the reports themselves; they must all have the same one. Pure: the caller
 * reads the files.
 */

/** A report to join: its name (for messages) and its text. */
export interface MergeInput {
  name: string;
  text: string;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Kind = 'sarif' | 'junit' | 'json';

/** Which of our formats a report's text is in, or why it is none of them. */
function kindOf(input: MergeInput): { kind: Kind; value?: JsonObject } | { error: string } {
  const text = input.text.trimStart();
  if (text.startsWith('<')) {
    return /<testsuites\b/.test(text)
      ? { kind: 'junit' }
      : { error: `${input.name} is XML but not a JUnit report (no <testsuites>).` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: `${input.name} is neither JSON nor JUnit XML.` };
  }
  if (isObject(value) && Array.isArray(value.runs) && typeof value.version === 'string') {
    return { kind: 'sarif', value };
  }
  if (isObject(value) && Array.isArray(value.files)) return { kind: 'json', value };
  return { error: `${input.name} is JSON but neither a SARIF log nor a json-object-validator report.` };
}

/** Joins the reports; the merged text, or an error message (usage: exit status 2). */
export function mergeReports(inputs: readonly MergeInput[]): { text: string } | { error: string } {
  const read: { kind: Kind; value?: JsonObject; input: MergeInput }[] = [];
  for (const input of inputs) {
    const kind = kindOf(input);
    if ('error' in kind) return kind;
    read.push({ ...kind, input });
  }
  const kinds = new Set(read.map((r) => r.kind));
  if (kinds.size !== 1) {
    return {
      error: `The reports are in different formats (${[...kinds].join(', ')}): merge joins one format.`,
    };
  }
  const [kind] = kinds;
  if (kind === 'junit') return { text: mergeJunit(read.map((r) => r.input)) };
  const values = read.map((r) => r.value as JsonObject);
  return kind === 'sarif' ? mergeSarif(values) : { text: `${JSON.stringify(mergeJson(values), null, 2)}\n` };
}

/**
 * One SARIF run: the results of every run, their rules once each (by id, `ruleIndex` renumbered), the
 * tool and the base URIs of the first run (the shards ran from the same checkout).
 */
function mergeSarif(logs: readonly JsonObject[]): { text: string } | { error: string } {
  const runs = logs.flatMap((log) => (log.runs as unknown[]).filter(isObject));
  if (runs.length === 0) return { error: 'The SARIF reports have no run.' };
  const rules: JsonObject[] = [];
  const ruleIndex = new Map<string, number>();
  const results: unknown[] = [];
  for (const run of runs) {
    const driver = isObject(run.tool) && isObject(run.tool.driver) ? run.tool.driver : {};
    const own = Array.isArray(driver.rules) ? driver.rules.filter(isObject) : [];
    for (const result of Array.isArray(run.results) ? run.results : []) {
      if (!isObject(result)) continue;
      const id =
        typeof result.ruleId === 'string'
          ? result.ruleId
          : typeof result.ruleIndex === 'number' && typeof own[result.ruleIndex]?.id === 'string'
            ? (own[result.ruleIndex].id as string)
            : undefined;
      if (id === undefined) {
        results.push(result);
        continue;
      }
      let index = ruleIndex.get(id);
      if (index === undefined) {
        index = rules.length;
        ruleIndex.set(id, index);
        rules.push(own.find((r) => r.id === id) ?? { id });
      }
      results.push({ ...result, ruleId: id, ruleIndex: index });
    }
  }
  const first = runs[0];
  const firstDriver = isObject(first.tool) && isObject(first.tool.driver) ? first.tool.driver : {};
  const merged: JsonObject = {
    ...first,
    results,
    tool: { ...(isObject(first.tool) ? first.tool : {}), driver: { ...firstDriver, rules } },
  };
  const base = logs[0];
  return { text: `${JSON.stringify({ ...base, runs: [merged] }, null, 2)}\n` };
}

/** One JSON report: every file, each schema once (by name), in the order of the reports. */
function mergeJson(reports: readonly JsonObject[]): JsonObject {
  const files = reports.flatMap((r) => r.files as unknown[]);
  const schemas: unknown[] = [];
  const seen = new Set<string>();
  for (const report of reports) {
    for (const schema of Array.isArray(report.schemas) ? report.schemas : []) {
      const key =
        isObject(schema) && typeof schema.schema === 'string' ? schema.schema : JSON.stringify(schema);
      if (seen.has(key)) continue;
      seen.add(key);
      schemas.push(schema);
    }
  }
  return { ...reports[0], files, schemas };
}

const TEST_CASE = /<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g;

/** One JUnit test suite with every test case; the counts are those of the cases. */
function mergeJunit(inputs: readonly MergeInput[]): string {
  const cases = inputs.flatMap((i) => i.text.match(TEST_CASE) ?? []);
  const count = (pattern: RegExp): number => cases.filter((c) => pattern.test(c)).length;
  const failures = count(/<failure\b/);
  const errors = count(/<error\b/);
  const skipped = count(/<skipped\b/);
  const name = /<testsuites\b[^>]*\bname="([^"]*)"/.exec(inputs[0].text)?.[1] ?? 'json-object-validator';
  const totals = `tests="${cases.length}" failures="${failures}" errors="${errors}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${name}" ${totals}>`,
    `  <testsuite name="${name}" ${totals} skipped="${skipped}">`,
    ...cases.map((c) => `    ${c.trim()}`),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
