// Suppression comments in documents of 1 MB or more, which the server validates on its document worker:
// the diagnostics must be those of a fresh validation by the core with its `suppressErrors`, before and
// after every edit of a seeded random sequence, and those of the same text opened fresh.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic, Range } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { compile, type CompiledSchema } from '../../shared/src/index';
import type { ValidationError } from '../../shared/src/types';
import { suppressErrors } from '../../shared/src/suppressions';
import { Client, Fixture, summary } from './harness';
import { seeded as random } from '../support/documents';

type Shape = 'array' | 'records' | 'map';

const RECORD = {
  type: 'object',
  required: ['id', 'kind', 'count'],
  properties: {
    id: { type: 'string', pattern: '^r[0-9]+$' },
    kind: { enum: ['user', 'order'] },
    count: { type: 'integer' },
    note: { type: 'string' },
  },
  additionalProperties: false,
};
const SCHEMAS: Record<Shape, object> = {
  array: { type: 'array', items: RECORD },
  records: {
    type: 'object',
    required: ['records'],
    properties: { records: { type: 'array', items: RECORD } },
  },
  map: { type: 'object', additionalProperties: RECORD },
};
/** The array's schema, but it says comments are allowed (VS Code's schema extension): for `.json` files. */
const ALLOWING = { ...SCHEMAS.array, allowComments: true };

const NEXT_LINE = 'json-object-validator-disable-next-line';
const DISABLE = 'json-object-validator-disable';
const ENABLE = 'json-object-validator-enable';

/**
 * About 1.2 MB of JSONC in one of three shapes: records, a few broken in each of three ways (enum, type,
 * an extra property), with next-line comments (narrowed to the right keyword, to a wrong one, or to none
 * above a good record), regions narrowed to `type` every 1,000 records, and an unnarrowed region.
 */
function documentOf(shape: Shape): string {
  const indent = shape === 'records' ? '    ' : '  ';
  const lines: string[] = [shape === 'array' ? '[' : '{'];
  if (shape === 'records') lines.push('  "records": [');
  const count = 10_000;
  for (let i = 0; i < count; i++) {
    const inner = `${indent}  `;
    if (i % 1000 === 200) lines.push(`${indent}/* ${DISABLE} type */`);
    if (i % 1000 === 350) lines.push(`${indent}/* ${ENABLE} */`);
    if (i === 7000) lines.push(`${indent}// ${DISABLE} -- everything to the end`);
    lines.push(shape === 'map' ? `${indent}"r${i}": {` : `${indent}{`);
    if (i % 1000 === 500) lines.push(`${inner}// ${NEXT_LINE}`);
    lines.push(`${inner}"id": "r${i}",`);
    const badKind = i % 97 === 5;
    if (badKind && Math.floor(i / 97) % 3 === 0) lines.push(`${inner}// ${NEXT_LINE} enum`);
    lines.push(`${inner}"kind": "${badKind ? 'admin' : 'user'}",`);
    const badCount = i % 89 === 7;
    if (badCount && Math.floor(i / 89) % 4 === 0) lines.push(`${inner}// ${NEXT_LINE} enum -- wrong keyword`);
    if (badCount && Math.floor(i / 89) % 4 === 1) lines.push(`${inner}/* ${NEXT_LINE} type, enum */`);
    lines.push(`${inner}"count": ${badCount ? '"seven"' : i},`);
    if (i % 101 === 11) lines.push(`${inner}"extra": true,`);
    lines.push(`${inner}"note": "record ${i} of the export"`);
    lines.push(`${indent}}${i < count - 1 ? ',' : ''}`);
  }
  if (shape === 'records') lines.push('  ]');
  lines.push(shape === 'array' ? ']' : '}');
  return lines.join('\n');
}

const compiled = new Map<object, CompiledSchema>();

/**
 * What the server must show for a text, worked out by the core alone: the schema errors located by a
 * fresh validation (the server's de-duplication applied), less those `suppressErrors` suppresses, and a
 * hint for each unused comment. As sorted `range code` lines.
 */
function reference(text: string, schema: object): string[] {
  let validator = compiled.get(schema);
  if (!validator) compiled.set(schema, (validator = compile(schema as never)));
  const result = validator.validateText(text, { allowComments: true, allowTrailingCommas: false });
  assert.deepEqual(result.syntaxProblems, []);
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const e of result.errors) {
    const key = `${e.range?.offset ?? -1}:${e.range?.length ?? -1}:${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(e);
  }
  const { kept, unused } = suppressErrors(text, errors);
  const line = (r: { start: Range['start']; end: Range['end'] }, code: string): string =>
    `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character} ${code}`;
  return [
    ...kept.map((e) => line(e.range as NonNullable<ValidationError['range']>, e.keyword)),
    ...unused.map((r) => line(r, 'unused-suppression')),
  ].sort();
}

/** The server's diagnostics as sorted `range code` lines. */
function shown(diagnostics: Diagnostic[]): string[] {
  return summary(diagnostics)
    .map(([range, code]) => `${range} ${code}`)
    .sort();
}

interface Edit {
  what: string;
  range: Range;
  text: string;
}

/** The lines of a text that hold `needle`, as line numbers. */
function linesWith(text: string, needle: string): number[] {
  const found: number[] = [];
  text.split('\n').forEach((l, i) => {
    if (l.includes(needle)) found.push(i);
  });
  return found;
}

/**
 * One edit of the kinds a person makes around suppression comments: a comment added above a problem
 * (narrowed to its keyword or to another), a comment line removed, a value inside a region broken or
 * fixed, a digit typed elsewhere, a region opened, a directive typed in two halves.
 */
function nextEdit(text: string, diagnostics: Diagnostic[], next: () => number): Edit[] {
  const doc = TextDocument.create('file:///x', 'jsonc', 1, text);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const lineStart = (line: number): Range => ({
    start: { line, character: 0 },
    end: { line, character: 0 },
  });
  const indentOf = (line: number): string =>
    /^\s*/.exec(doc.getText({ ...lineStart(line), end: { line, character: 99 } }))![0];
  const problems = diagnostics.filter((d) => d.code !== 'unused-suppression');
  const directives = linesWith(text, 'json-object-validator-');
  const counts = linesWith(text, '"count": ');
  const kind = Math.floor(next() * 6);
  if (kind === 0 && problems.length > 0) {
    const problem = pick(problems);
    const line = problem.range.start.line;
    const keyword = next() < 0.7 ? String(problem.code) : 'required';
    return [
      {
        what: `comment for ${String(problem.code)} above line ${line} (${keyword})`,
        range: lineStart(line),
        text: `${indentOf(line)}// ${NEXT_LINE} ${keyword}\n`,
      },
    ];
  }
  if (kind === 1 && directives.length > 0) {
    const line = pick(directives);
    return [
      {
        what: `remove line ${line}`,
        range: { ...lineStart(line), end: { line: line + 1, character: 0 } },
        text: '',
      },
    ];
  }
  if (kind === 2 || kind === 3) {
    // A value changed: inside a region (kind 2: near a disable) or anywhere (kind 3).
    const disables = linesWith(text, `/* ${DISABLE} `);
    const near = kind === 2 && disables.length > 0 ? pick(disables) : -1;
    const candidates = near >= 0 ? counts.filter((l) => l > near && l < near + 60) : counts;
    const line = pick(candidates.length > 0 ? candidates : counts);
    const lineText = doc.getText({ start: { line, character: 0 }, end: { line, character: 200 } });
    const at = lineText.indexOf('"count": ') + '"count": '.length;
    const end = lineText.lastIndexOf(',') > at ? lineText.lastIndexOf(',') : lineText.length;
    const value = next() < 0.5 ? '"x"' : String(Math.floor(next() * 1000));
    return [
      {
        what: `count on line ${line} -> ${value}`,
        range: { start: { line, character: at }, end: { line, character: end } },
        text: value,
      },
    ];
  }
  if (kind === 4) {
    const line = pick(linesWith(text, '"id": '));
    const close = Math.min(doc.lineCount - 3, line + 20 + Math.floor(next() * 200));
    const narrowed = next() < 0.5;
    // The enable first (below), so the disable's line number still holds.
    return [
      {
        what: `enable above line ${close}`,
        range: lineStart(close),
        text: `${indentOf(close)}/* ${ENABLE} */\n`,
      },
      {
        what: `region from line ${line} (${narrowed ? 'enum' : 'all'})`,
        range: lineStart(line),
        text: `${indentOf(line)}/* ${DISABLE}${narrowed ? ' enum' : ''} */\n`,
      },
    ];
  }
  // A directive typed in two halves: the first half is an ordinary comment.
  const problem = problems.length > 0 ? pick(problems) : undefined;
  const line = problem ? problem.range.start.line : pick(counts);
  const half = `${indentOf(line)}// json-object-validator-disa`;
  return [
    { what: `half a directive above line ${line}`, range: lineStart(line), text: `${half}\n` },
    {
      what: 'the other half',
      range: { start: { line, character: half.length }, end: { line, character: half.length } },
      text: `ble-next-line ${problem ? String(problem.code) : ''}`,
    },
  ];
}

void describe('suppression comments in documents on the document worker', { timeout: 240_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  const settings = (extra: object = {}): object => ({
    jsonObjectValidator: {
      schemas: [
        ...(['array', 'records', 'map'] as const).map((shape) => ({
          fileMatch: [`*.${shape}.jsonc`],
          url: `./${shape}.schema.json`,
        })),
        { fileMatch: ['*.allowing.json'], url: './allowing.schema.json' },
        { fileMatch: ['*.plain.json'], url: './array.schema.json' },
      ],
      validationDelay: 0,
      ...extra,
    },
  });

  before(async () => {
    fixture = new Fixture({
      'array.schema.json': JSON.stringify(SCHEMAS.array),
      'records.schema.json': JSON.stringify(SCHEMAS.records),
      'map.schema.json': JSON.stringify(SCHEMAS.map),
      'allowing.schema.json': JSON.stringify(ALLOWING),
    });
    client = await Client.start({ rootUri: fixture.uri(''), settings: settings() });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  const seeds: [Shape, number][] = [
    ['array', 11],
    ['records', 12],
    ['map', 13],
  ];
  for (const [shape, seed] of seeds) {
    void test(`${shape}: a fresh validation's suppressions on open and after each of 16 random edits (seed ${seed})`, async () => {
      const uri = fixture.uri(`edited.${shape}.jsonc`);
      const text = documentOf(shape);
      assert.ok(text.length > 1024 * 1024, `${text.length} characters`);
      let diagnostics = await client.open(uri, text, 'jsonc');
      const opened = reference(text, SCHEMAS[shape]);
      assert.deepEqual(shown(diagnostics), opened);
      // Every kind of outcome is there: suppressed problems (fewer than without comments), unused comments.
      assert.ok(opened.some((l) => l.endsWith('unused-suppression')));
      assert.ok(opened.length - opened.filter((l) => l.endsWith('unused-suppression')).length < 300);
      const next = random(seed);
      for (let n = 0; n < 16; n++) {
        for (const edit of nextEdit(client.text(uri), diagnostics, next)) {
          diagnostics = await client.edit(uri, edit.range, edit.text);
          assert.deepEqual(
            shown(diagnostics),
            reference(client.text(uri), SCHEMAS[shape]),
            `edit ${n}: ${edit.what}`,
          );
        }
      }
      // And what a server that never saw the edits says of the text (a fresh reading on the worker).
      const freshUri = fixture.uri(`fresh.${shape}.jsonc`);
      const fresh = await client.open(freshUri, client.text(uri), 'jsonc');
      assert.deepEqual(summary(diagnostics).sort(), summary(fresh).sort());
      await client.close(freshUri);
      await client.close(uri);
    });
  }

  void test('the quick fixes work in a document on the worker', async () => {
    const uri = fixture.uri('fixes.array.jsonc');
    const text = documentOf('array');
    const diagnostics = await client.open(uri, text, 'jsonc');
    // A type problem left (its comment names another keyword): suppress it.
    const problem = diagnostics.find((d) => d.code === 'type');
    assert.ok(problem);
    const actions = await client.codeActions(uri, problem.range);
    const suppress = actions.find((a) => a.title === 'Suppress "type" on this line');
    assert.ok(suppress, JSON.stringify(actions.map((a) => a.title)));
    const after = await client.apply(suppress);
    assert.deepEqual(shown(after), reference(client.text(uri), SCHEMAS.array));
    assert.equal(
      after.filter((d) => d.code === 'type').length,
      diagnostics.filter((d) => d.code === 'type').length - 1,
    );
    assert.ok(!after.some((d) => d.code === 'type' && d.range.start.line === problem.range.start.line + 1));
    // An unused comment: remove it.
    const unused = after.find((d) => d.code === 'unused-suppression');
    assert.ok(unused);
    const remove = (await client.codeActions(uri, unused.range)).find(
      (a) => a.title === 'Remove unused suppression comment',
    );
    assert.ok(remove);
    const removed = await client.apply(remove);
    assert.deepEqual(shown(removed), reference(client.text(uri), SCHEMAS.array));
    assert.equal(
      removed.filter((d) => d.code === 'unused-suppression').length,
      after.filter((d) => d.code === 'unused-suppression').length - 1,
    );
    await client.close(uri);
  });

  void test('JSON: comments suppress only where the schema allows them; the severity setting applies', async () => {
    const text = documentOf('array');
    // The schema says comments are allowed: as JSONC.
    const allowing = fixture.uri('big.allowing.json');
    const allowed = await client.open(allowing, text, 'json');
    assert.deepEqual(shown(allowed), reference(text, SCHEMAS.array));
    // A plain JSON schema: comments are errors, and nothing is suppressed.
    const plainUri = fixture.uri('big.plain.json');
    const plain = await client.open(plainUri, text, 'json');
    const comments = linesWith(text, 'json-object-validator-').length;
    assert.equal(plain.filter((d) => d.code === 'comment-not-permitted').length, comments);
    assert.ok(!plain.some((d) => d.code === 'unused-suppression'));
    const validator = compile(SCHEMAS.array as never);
    const all = validator.validateText(text, { allowComments: true, allowTrailingCommas: false }).errors;
    assert.equal(
      plain.filter((d) => d.code !== 'comment-not-permitted').length,
      new Set(all.map((e) => `${e.range?.offset}:${e.range?.length}:${e.message}`)).size,
    );
    await client.close(plainUri);
    // unused-suppression: off leaves the hints out, nothing else.
    const changed = client.waitFor(allowing, (d) => !d.some((x) => x.code === 'unused-suppression'));
    await client.changeSettings(settings({ severity: { 'unused-suppression': 'off' } }));
    const quiet = await changed;
    assert.deepEqual(
      shown(quiet),
      reference(text, SCHEMAS.array).filter((l) => !l.endsWith('unused-suppression')),
    );
    await client.changeSettings(settings());
    await client.close(allowing);
  });
});
