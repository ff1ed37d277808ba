// JSON Lines read in chunks: the core's streaming entry point fed the same input cut at every byte of
// a line and in random chunk sizes (multi-byte characters, CRLF, blank lines, broken lines, a last
// line without a newline) gives what validating each line alone gives; then the built CLI on files
// larger than its read chunk, on standard input, with --max-errors, and with a line that is not UTF-8.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compile,
  LineReader,
  parseDocument,
  validateJsonLine,
  validateJsonLines,
} from '../../shared/src/index';
import type { CompiledSchema, JsonLineResult, SourceRange, ValidationError } from '../../shared/src/index';
import { createValidation } from '../../cli/src/documents';
import { streamJsonLines, validateBatch } from '../../cli/src/jsonLines';
import type { LineHelpers } from '../../cli/src/jsonLines';
import { seeded } from '../support/documents';
import { LONG_LITERAL_SCHEMAS, LONG_LITERALS } from '../support/longLiterals';
import { CliCopy, writeTree } from './harness';

const SCHEMA = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 0 },
    name: { type: 'string', maxLength: 12 },
    tags: { type: 'array', items: { type: 'string' } },
    where: {
      type: 'object',
      properties: { city: { type: 'string' }, geo: { type: 'array', items: { type: 'number' } } },
    },
    big: { type: 'integer', multipleOf: 2 },
  },
};

/** Lines of every kind the reader must get right; none holds a newline. */
const KINDS: ((r: () => number, i: number) => string)[] = [
  (_r, i) => JSON.stringify({ id: i, name: 'Zoë 😀', tags: ['é', '中文'] }),
  (r, i) => JSON.stringify({ id: i, name: 'x', where: { city: 'Zürich', geo: [r() * 90, r() * 180] } }),
  (_r, i) => `{"id":${i},"name":"too long a name ✓✓✓"}`,
  (_r, i) => `{"id":-${i + 1},"nam":"x"}`,
  (_r, i) => `{"id":${i},"name":"dup","name":"twice"}`,
  (_r, i) => `{"id":${i},"name":"big","big":9007199254740993}`,
  (_r, i) => `{"id":${i}, "name": "broken",`,
  (_r, i) => `  {"id":${i},"name":"spaced"}\t`,
  () => '',
  () => '   ',
  // A carriage return between tokens is whitespace to JSON.parse but a line break to positions.
  (_r, i) => `{"id":${i},\r"name":"x","nam":1}`,
  (_r, i) => `{"id":${i},"name":[1,{"a":"€"}]}`,
];

/** JSON Lines text from a seed: random kinds, LF or CRLF, with or without a final newline. */
function linesText(seed: number, count: number): string {
  const r = seeded(seed);
  let text = '';
  for (let i = 0; i < count; i++) {
    text += KINDS[Math.floor(r() * KINDS.length)](r, i);
    if (i < count - 1 || r() < 0.5) text += r() < 0.3 ? '\r\n' : '\n';
  }
  return text;
}

function shift(range: SourceRange, line: number, offset: number): SourceRange {
  return {
    offset: range.offset + offset,
    length: range.length,
    start: { line: range.start.line + line, character: range.start.character },
    end: { line: range.end.line + line, character: range.end.character },
  };
}

/** The trusted reference: each line validated alone by the full parser, moved to its place. */
function reference(schema: CompiledSchema, text: string): JsonLineResult[] {
  const out: JsonLineResult[] = [];
  let offset = 0;
  text.split('\n').forEach((lineText, line) => {
    if (!/^[\s\uFEFF]*$/.test(lineText)) {
      const result = schema.validateText(lineText);
      out.push({
        line,
        offset,
        valid: result.valid,
        errors: result.errors.map((e) => ({
          ...e,
          ...(e.range ? { range: shift(e.range, line, offset) } : {}),
        })),
        syntaxProblems: result.syntaxProblems.map((p) => ({ ...p, range: shift(p.range, line, offset) })),
      });
    }
    offset += lineText.length + 1;
  });
  return out;
}

async function streamed(schema: CompiledSchema, chunks: (string | Uint8Array)[]): Promise<JsonLineResult[]> {
  const out: JsonLineResult[] = [];
  for await (const result of validateJsonLines(schema, chunks)) out.push(result);
  return out;
}

/** `bytes` cut at the given offsets. */
function cut(bytes: Uint8Array, at: readonly number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const end of [...at, bytes.length]) {
    pieces.push(bytes.slice(start, end));
    start = end;
  }
  return pieces;
}

void describe('validateJsonLines (the library entry point)', () => {
  const schema = compile(SCHEMA);

  void test('a table of inputs: each gives what validating each line alone gives', async () => {
    const table: [string, string][] = [
      ['empty input', ''],
      ['one line without a newline', '{"id":1,"name":1}'],
      ['CRLF and a last line without a newline', '{"id":1,"name":"a"}\r\n{"id":"2"}\r\n{"nam":3}'],
      ['blank lines between', '\n\n{"id":1}\n   \n\t\n{"id":2,"name":"b"}\n\n'],
      ['a broken line among good ones', '{"id":1,"name":"a"}\n{"id":2,,}\n{"id":3,"name":"c"}\n'],
      ['a byte order mark on the first line', '\uFEFF{"id":1,"name":"a"}\n{"id":2}\n'],
      [
        'duplicate keys and a literal beyond a double',
        '{"id":1,"id":2,"name":"a"}\n{"id":1,"name":"b","big":9007199254740993}\n',
      ],
    ];
    for (const [name, text] of table) {
      const expected = reference(schema, text);
      assert.deepEqual(await streamed(schema, [text]), expected, `${name} (text)`);
      assert.deepEqual(await streamed(schema, [new TextEncoder().encode(text)]), expected, `${name} (bytes)`);
    }
    // The positions themselves, written out once: the second line's "2" and the third line's key.
    const [, second, third] = await streamed(schema, ['{"id":1,"name":"a"}\r\n{"id":"2"}\r\n{"nam":3}']);
    assert.deepEqual(
      second.errors.map((e) => [e.keyword, e.range?.start, e.range?.end]),
      [
        ['required', { line: 1, character: 0 }, { line: 1, character: 1 }],
        ['type', { line: 1, character: 6 }, { line: 1, character: 9 }],
      ],
    );
    assert.equal(second.offset, 21);
    assert.deepEqual(
      third.errors.map((e) => [e.keyword, e.range?.start.character, e.range?.offset]),
      [
        ['required', 0, 33],
        ['required', 0, 33],
        ['additionalProperties', 1, 34],
      ],
    );
  });

  void test('a line cut at every one of its bytes (multi-byte characters included)', async () => {
    const line = '{"id":7,"name":"Zoë 😀 中","tags":["€", 1]}';
    const text = `{"id":1,"name":"a"}\r\n${line}\r\n{"id":2,"name":"b"}`;
    const bytes = new TextEncoder().encode(text);
    const start = new TextEncoder().encode('{"id":1,"name":"a"}\r\n').length;
    const end = start + new TextEncoder().encode(line).length + 2;
    const expected = reference(schema, text);
    assert.ok(expected[1].errors.length > 0, 'the cut line has errors, so positions are compared');
    for (let at = start; at <= end; at++) {
      assert.deepEqual(await streamed(schema, cut(bytes, [at])), expected, `cut at byte ${at}`);
      assert.deepEqual(
        await streamed(schema, cut(bytes, [start, at])),
        expected,
        `cut at ${start} and ${at}`,
      );
    }
  });

  void test('seeded random inputs in random chunk sizes, as bytes and as text', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const text = linesText(seed, 30);
      const expected = reference(schema, text);
      const bytes = new TextEncoder().encode(text);
      const r = seeded(seed * 7919);
      for (let round = 0; round < 5; round++) {
        const at: number[] = [];
        for (let i = 1 + Math.floor(r() * 12); i < bytes.length; i += 1 + Math.floor(r() * 24)) at.push(i);
        assert.deepEqual(await streamed(schema, cut(bytes, at)), expected, `seed ${seed}, round ${round}`);
        const textPieces: string[] = [];
        for (let i = 0; i < text.length;) {
          const next = Math.min(text.length, i + 1 + Math.floor(r() * 30));
          textPieces.push(text.slice(i, next));
          i = next;
        }
        assert.deepEqual(await streamed(schema, textPieces), expected, `seed ${seed}, round ${round} (text)`);
      }
    }
  });

  void test('a line that is not UTF-8 is a problem at its first bad byte; the other lines are read', async () => {
    const before = new TextEncoder().encode('{"id":1,"name":"a"}\n{"id":2,"name":"é');
    const after = new TextEncoder().encode('"}\n{"id":3}\n');
    const bytes = new Uint8Array([...before, 0xff, ...after]);
    const results = await streamed(schema, cut(bytes, [25, 38]));
    assert.deepEqual(
      results.map((r) => [r.line, r.valid, r.syntaxProblems.map((p) => [p.code, p.range.start.character])]),
      [
        [0, true, []],
        [1, false, [['invalid-encoding', 17]]],
        [2, false, []],
      ],
    );
  });

  void test('LineReader numbers lines and offsets in UTF-16 code units across chunks', () => {
    const seen: [string, number, number][] = [];
    const reader = new LineReader((text, line, offset) => seen.push([text, line, offset]));
    const bytes = new TextEncoder().encode('😀a\r\nb\n\nc');
    for (const piece of cut(bytes, [1, 2, 3, 6])) reader.push(piece);
    reader.end();
    assert.deepEqual(seen, [
      ['😀a\r', 0, 0],
      ['b', 1, 5],
      ['', 2, 7],
      ['c', 3, 8],
    ]);
  });

  void test('one chunk of many 64 KB decode pieces: lines at every boundary, a long line, a bad byte late', () => {
    // Lines of lengths that put newlines just before, at and after each 64 KB piece's edge, a line
    // longer than a piece, empty lines, multi-byte characters, and a bad byte in the third piece.
    const lines: (string | Uint8Array)[] = [];
    let length = 0;
    const add = (line: string | Uint8Array): void => {
      lines.push(line);
      length += (typeof line === 'string' ? new TextEncoder().encode(line).length : line.length) + 1;
    };
    while (length < 65_536 - 40) add(`{"id":${lines.length},"name":"é${'x'.repeat(lines.length % 50)}"}`);
    while (length < 65_536) add('');
    add(`{"long":"${'中'.repeat(50_000)}"}`);
    while (length < 140_000) add(`{"id":${lines.length},"name":"😀"}`);
    add(
      new Uint8Array([
        ...new TextEncoder().encode('{"bad":"'),
        0xc3,
        0x28,
        ...new TextEncoder().encode('"}'),
      ]),
    );
    while (length < 200_003) add(`{"id":${lines.length}}`);
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const line of lines) {
      const encoded = typeof line === 'string' ? new TextEncoder().encode(line) : line;
      bytes.set(encoded, at);
      at += encoded.length;
      bytes[at++] = 10;
    }
    const seen: [string, number, number, number | undefined][] = [];
    const reader = new LineReader((text, line, offset, bad) => seen.push([text, line, offset, bad?.byte]));
    reader.push(bytes);
    reader.end();
    const expected: [string, number, number, number | undefined][] = [];
    let offset = 0;
    lines.forEach((line, i) => {
      const text = typeof line === 'string' ? line : new TextDecoder().decode(line);
      expected.push([text, i, offset, typeof line === 'string' ? undefined : 0xc3]);
      offset += text.length + 1;
    });
    // The input's last newline ends the last line: no empty line follows it.
    assert.deepEqual(seen, expected);
  });
});

void describe('long number literals on the JSON Lines fast path', () => {
  // The fast path reads a valid line's long literals only where the schema judges their double closely
  // (bounds, const, enum, integer, multipleOf, uniqueItems): each line must still get what the full
  // parser, which reads every literal, gives.
  for (const [index, raw] of LONG_LITERAL_SCHEMAS.entries()) {
    void test(`schema ${index}: seeded lines of long literals give what the full parser gives`, () => {
      const schema = compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...raw });
      const r = seeded(4000 + index);
      const pick = (): string => LONG_LITERALS[Math.floor(r() * LONG_LITERALS.length)];
      for (let i = 0; i < 300; i++) {
        const items = Array.from({ length: Math.floor(r() * 4) }, pick);
        const text = `{"a":${pick()},"b":[${items.join(',')}]}`;
        const fast = validateJsonLine(schema, text);
        const full = schema.validateDocument(parseDocument(text));
        const shape = (errors: ValidationError[]) =>
          errors.map((e) => [e.keyword, e.instancePath, e.message, e.range]);
        assert.equal(fast.valid, full.valid, text);
        assert.deepEqual(shape(fast.errors), shape(full.errors), text);
      }
    });
  }
});

void describe('the CLI reads JSON Lines in chunks', () => {
  let cli: CliCopy;
  let work: string;
  /** Larger than the CLI's 1 MB read chunk, so that lines straddle chunk boundaries. */
  let big: string;

  before(() => {
    cli = new CliCopy();
    big = linesText(2026, 40_000);
    work = writeTree('jov-jsonl-', {
      'schema.json': JSON.stringify(SCHEMA),
      'big.jsonl': big,
      'few.ndjson': '{"id":1,"name":1}\n{"id":"x"}\n{"id":3,"name":"c"}\n{"nam":4}\n',
      'ok.jsonl': '{"id":1,"name":"a"}\n{"id":2,"name":"b"}\n',
    });
  });

  after(() => {
    cli.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  interface JsonOut {
    files: {
      file: string;
      valid: boolean;
      notShown?: number;
      errors: { keyword: string; message: string; range: { start: unknown; end: unknown } }[];
    }[];
  }

  /** What the CLI should report for `text`: each line validated alone by the core, in line order. */
  function expectedProblems(text: string): { keyword: string; message: string; range: unknown }[] {
    const out: { keyword: string; message: string; range: unknown; offset: number; index: number }[] = [];
    for (const result of reference(compile(SCHEMA), text)) {
      const problems = [
        ...result.syntaxProblems.map((p) => ({ keyword: p.code, message: p.message, range: p.range })),
        ...result.errors.map((e) => ({
          keyword: e.keyword,
          message: e.message,
          range: e.range as SourceRange,
        })),
      ];
      problems
        .map((p, index) => ({ ...p, offset: p.range.offset, index }))
        .sort((a, b) => a.offset - b.offset || a.index - b.index)
        .forEach((p) => out.push(p));
    }
    return out.map((p) => ({
      keyword: p.keyword,
      message: p.message,
      range: { start: (p.range as SourceRange).start, end: (p.range as SourceRange).end },
    }));
  }

  void test('a file larger than a read chunk: every problem at its place, as each line alone gives it', () => {
    const result = cli.run(['validate', '-f', 'json', '-s', 'schema.json', 'big.jsonl'], { cwd: work });
    assert.equal(result.status, 1);
    const [file] = (JSON.parse(result.stdout) as JsonOut).files;
    const actual = file.errors.map((e) => ({ keyword: e.keyword, message: e.message, range: e.range }));
    const expected = expectedProblems(big);
    assert.ok(expected.length > 1000);
    assert.deepEqual(actual, expected);
  });

  void test('standard input ("-") streams the same problems, named <stdin>', () => {
    const file = cli.run(['validate', '-s', 'schema.json', 'big.jsonl'], { cwd: work });
    const stdin = cli.run(['validate', '--jsonl', '-s', 'schema.json', '-'], { cwd: work, input: big });
    assert.equal(stdin.status, 1);
    assert.equal(stdin.stdout, file.stdout.replaceAll('big.jsonl:', '<stdin>:'));
  });

  void test('--jobs 2 on a file large enough for worker threads prints what one thread prints', () => {
    // Past the 8 MB the CLI reads before it starts workers, so batches of lines go to a worker too.
    const path = join(work, 'large.jsonl');
    writeFileSync(path, linesText(77, 300_000));
    try {
      assert.ok(statSync(path).size > 10 << 20, `${statSync(path).size} bytes`);
      const one = cli.run(['validate', '--jobs', '1', '-s', 'schema.json', 'large.jsonl'], { cwd: work });
      const two = cli.run(['validate', '--jobs', '2', '-s', 'schema.json', 'large.jsonl'], { cwd: work });
      assert.equal(one.status, 1);
      assert.equal(two.status, 1);
      assert.ok(one.stdout.split('\n').length > 10_000);
      assert.equal(two.stdout, one.stdout);
      assert.equal(two.stderr, '');
    } finally {
      rmSync(path, { force: true });
    }
  });

  /** The CLI's validation of JSON Lines against schema.json in `work`, without settings or downloads. */
  function jsonLinesValidation(): ReturnType<typeof createValidation> {
    return createValidation(
      {
        cwd: work,
        schema: 'schema.json',
        formatAssertion: false,
        allowComments: false,
        allowTrailingCommas: false,
        jsonl: true,
        asSchema: false,
        skipUnassociated: false,
        noConfig: true,
        catalogForced: false,
        strictCatalog: false,
        noSuppressions: false,
      },
      { get: () => Promise.reject(new Error('no downloads here')) },
    );
  }

  void test('validateBatch over a batch of many 64 KB pieces gives what each line alone gives', async () => {
    const text = linesText(77, 20_000);
    assert.ok(Buffer.byteLength(text) > 4 * 65_536);
    const validation = await jsonLinesValidation();
    const batch = await validateBatch(
      { name: 'b.jsonl', directory: work },
      Buffer.from(text),
      validation.context,
    );
    // Each group's problems are placed in its line, which starts at the group's line of the batch.
    const problems = batch.groups.flatMap((g) =>
      g.problems.map((p) => ({
        keyword: p.keyword,
        message: p.message,
        range: {
          start: { line: p.range.start.line + g.line, character: p.range.start.character },
          end: { line: p.range.end.line + g.line, character: p.range.end.character },
        },
      })),
    );
    const expected = expectedProblems(text);
    assert.ok(expected.length > 1000);
    assert.deepEqual(problems, expected);
    assert.equal(batch.lines, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
  });

  void test('batches handed to helper threads by transfer: chunks that share memory stay intact', async () => {
    // The helpers here transfer each batch's buffer as a worker's postMessage does, and the chunks
    // are views of one buffer, as a read stream's may be: a batch that still shared memory with a
    // chunk would empty it and cut a line in two.
    const text = linesText(5, 3_000);
    const bytes = Buffer.from(text);
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 4093) chunks.push(bytes.subarray(at, at + 4093));
    const validation = await jsonLinesValidation();
    let helped = 0;
    const helpers: LineHelpers = {
      count: 1,
      run(source, batch) {
        helped += batch.length;
        const moved =
          typeof batch === 'string'
            ? batch
            : structuredClone(batch, { transfer: [batch.buffer as ArrayBuffer] });
        return validateBatch(source, moved, validation.context);
      },
    };
    const problems: unknown[] = [];
    const source = { name: 'x.jsonl', directory: work };
    await streamJsonLines(source, chunks, validation.context, (p) => problems.push(...p), {
      start: () => helpers,
      afterBytes: 0,
    });
    const alone: unknown[] = [];
    await streamJsonLines(source, [text], validation.context, (p) => alone.push(...p));
    assert.ok(alone.length > 100);
    assert.deepEqual(problems, alone);
    // The threads take turns at chunks: the helper gets about half of the input, not a chunk's first
    // line now and then (a split that once left the helper idle).
    assert.ok(helped > 0.4 * bytes.length && helped < 0.6 * bytes.length, `${helped} of ${bytes.length}`);
  });

  void test('--max-errors N: N problems per file and in all, the rest counted; exit status unchanged', () => {
    const one = cli.run(['validate', '--max-errors', '2', '-s', 'schema.json', 'few.ndjson', 'ok.jsonl'], {
      cwd: work,
    });
    assert.equal(one.status, 1);
    assert.equal(
      one.stdout,
      [
        'few.ndjson:1:16 error Incorrect type: expected string, got integer. [type]',
        'few.ndjson:2:1 error Missing required property "name". [required]',
        'few.ndjson: 4 more problems not shown (--max-errors)',
        '2 files checked, 1 not compliant, 6 errors, 0 warnings, 4 problems not shown (--max-errors)',
        '',
      ].join('\n'),
    );
    const json = cli.run(
      ['validate', '-f', 'json', '--max-errors', '1', '-s', 'schema.json', 'few.ndjson', 'big.jsonl'],
      { cwd: work },
    );
    const files = (JSON.parse(json.stdout) as JsonOut).files;
    assert.deepEqual(
      files.map((f) => [f.file, f.valid, f.errors.length, f.notShown]),
      [
        ['few.ndjson', false, 1, 5],
        ['big.jsonl', false, 0, expectedProblems(big).length],
      ],
    );
    const sarif = cli.run(
      ['validate', '-f', 'sarif', '--max-errors', '1', '-s', 'schema.json', 'few.ndjson'],
      {
        cwd: work,
      },
    );
    assert.equal(sarif.status, 1);
    const run = (JSON.parse(sarif.stdout) as { runs: { results: unknown[]; properties?: unknown }[] })
      .runs[0];
    assert.equal(run.results.length, 1);
    assert.deepEqual(run.properties, { problemsNotShown: 5 });
    const none = cli.run(['validate', '--max-errors', '0', '-s', 'schema.json', 'ok.jsonl'], { cwd: work });
    assert.equal(none.status, 0);
    assert.equal(none.stdout, '1 file checked, 0 not compliant, 0 errors, 0 warnings\n');
    const bad = cli.run(['validate', '--max-errors', 'many', '-s', 'schema.json', 'ok.jsonl'], { cwd: work });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /Option --max-errors needs a whole number \(0 or more\); got "many"\./);
  });

  void test('a line that is not UTF-8 is an error at its byte; the lines after it are still checked', () => {
    const path = join(work, 'latin1.jsonl');
    writeFileSync(
      path,
      Buffer.from([...Buffer.from('{"id":1,"name":"caf'), 0xe9, ...Buffer.from('"}\n{"id":"2"}\n')]),
    );
    const result = cli.run(['validate', '-s', 'schema.json', 'latin1.jsonl'], { cwd: work });
    assert.equal(result.status, 1);
    assert.equal(
      result.stdout,
      [
        'latin1.jsonl:1:20 error This line is not valid UTF-8: byte 0xe9 does not begin a valid UTF-8 character. JSON text must be UTF-8 (RFC 8259). [invalid-encoding]',
        'latin1.jsonl:2:1 error Missing required property "name". [required]',
        'latin1.jsonl:2:7 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 3 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    // In the person's language, at the same place.
    const german = cli.run(['validate', '-s', 'schema.json', 'latin1.jsonl'], {
      cwd: work,
      env: { LANG: 'de_DE.UTF-8' },
    });
    assert.equal(
      german.stdout.split('\n')[0],
      'latin1.jsonl:1:20 error Diese Zeile ist kein gültiges UTF-8: Das Byte 0xe9 beginnt kein gültiges UTF-8-Zeichen. JSON-Text muss UTF-8 sein (RFC 8259). [invalid-encoding]',
    );
  });
});
