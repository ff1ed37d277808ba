// Runs the built CLI (dist/cli.js) as a user would, on a copy of test/cli/fixtures, and checks
// exact output lines, the JSON report and exit statuses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(__dirname, '../../..');
let work = '';
/** A copy of dist/cli.js taken once, so that a rebuild running meanwhile cannot change it under the tests. */
let cli = '';
let cliFolder = '';

/**
 * Files that cannot live in the repository as they are (Prettier would reject the broken JSON, and
 * git ignores node_modules), written next to the copied fixtures instead.
 */
const WRITTEN: Record<string, string> = {
  'docs/syntax-error.json':
    '{\n  "$schema": "../schemas/person.schema.json",\n  "name": "Ada"\n  "age": 36,\n}\n',
  'plain/commented.json': '{\n  // who\n  "name": "Ada",\n}\n',
  'schemas/broken-syntax.schema.json': '{\n  "type": "object"\n  "required": ["name"]\n}\n',
  'docs/not-a-schema.json':
    '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "type": "objekt",\n  "required": "name"\n}\n',
  'plain/redos.schema.json': '{ "properties": { "id": { "pattern": "^(a+)+$" } } }\n',
  'plain/redos.json': `{ "id": "${'a'.repeat(40)}!" }\n`,
  // The reproductions: a lone surrogate once sent the match to an unbounded engine; counted
  // repetition of a repetition, a back reference and a lookaround in nested repetition.
  'plain/redos-more.schema.json':
    '{ "properties": { "s": { "pattern": "^([a-z]+)+$" }, "n": { "pattern": "^(a+){1,9}$" }, "b": { "pattern": "^(a+)+\\\\1$" }, "l": { "pattern": "^(?=a)(a+)+$" } } }\n',
  'plain/redos-more.json': `{\n  "s": "${'a'.repeat(40)}\\ud800",\n  "n": "${'a'.repeat(45)}!",\n  "b": "${'a'.repeat(40)}!",\n  "l": "${'a'.repeat(40)}!"\n}\n`,
  'docs/bad-regex.schema.json':
    '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "minProperties": -1,\n  "patternProperties": { "([a-z]": {} }\n}\n',
  'tree/a/one.json': '{ "name": "A" }\n',
  'tree/a/deep/two.json': '{ "name": "B" }\n',
  'tree/b/three.json': '{ "name": 3 }\n',
  'tree/b/notes.txt': 'not json\n',
  'tree/node_modules/pkg/skip.json': '{ "name": 4 }\n',
};

/** Documents in other encodings than UTF-8, written as bytes. */
const BYTES: Record<string, Buffer> = {
  // A Latin-1 "é" (0xe9) on line 3: not UTF-8.
  'encodings/latin1.json': Buffer.concat([
    Buffer.from('{\n  "name": "Ada",\n  "city": "Cr'),
    Buffer.from([0xe9]),
    Buffer.from('teil"\n}\n'),
  ]),
  // A UTF-8 sequence cut short at the end of the file.
  'encodings/truncated.json': Buffer.concat([Buffer.from('{ "name": "Ada" } '), Buffer.from([0xe2, 0x82])]),
  'encodings/utf16le.json': Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('{ "name": "Zoë" }\n', 'utf16le'),
  ]),
  'encodings/utf16be.json': Buffer.concat([
    Buffer.from([0xfe, 0xff]),
    Buffer.from('{ "name": 1 }\n', 'utf16le').swap16(),
  ]),
};

/** Special files for the tests that only regular files are read (named pipes have no writer). */
function makeSpecialFiles(): void {
  mkdirSync(join(work, 'special/folder.schema.json'), { recursive: true });
  for (const fifo of ['special/pipe.json', 'special/pipe.schema.json', 'special/glob/pipe.json']) {
    mkdirSync(dirname(join(work, fifo)), { recursive: true });
    const made = spawnSync('mkfifo', [join(work, fifo)]);
    assert.equal(made.status, 0, `mkfifo ${fifo}: ${String(made.stderr)}`);
  }
  // Sparse: 60 MB on paper, nothing on disk.
  const huge = join(work, 'special/huge.schema.json');
  writeFileSync(huge, '{}');
  truncateSync(huge, 60 * 1024 * 1024);
  const files: Record<string, string> = {
    'special/zero-schema.json': '{ "$schema": "/dev/zero" }\n',
    'special/pipe-schema.json': '{ "$schema": "pipe.schema.json" }\n',
    'special/folder-schema.json': '{ "$schema": "folder.schema.json" }\n',
    'special/huge-schema.json': '{ "$schema": "huge.schema.json" }\n',
    'special/ref-pipe.schema.json': '{ "properties": { "a": { "$ref": "pipe.schema.json" } } }\n',
    'special/glob/fine.json': '{}\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(work, file), text);
}

before(() => {
  cliFolder = mkdtempSync(join(tmpdir(), 'jov-cli-bin-'));
  cli = join(cliFolder, 'cli.js');
  cpSync(join(root, 'dist/cli.js'), cli);
  work = mkdtempSync(join(tmpdir(), 'jov-cli-'));
  cpSync(join(root, 'test/cli/fixtures'), work, { recursive: true });
  for (const [file, text] of Object.entries(WRITTEN)) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), text);
  }
  writeFileSync(join(work, 'docs/file-uri.json'), fileUriDocument());
  mkdirSync(join(work, 'encodings'), { recursive: true });
  for (const [file, bytes] of Object.entries(BYTES)) writeFileSync(join(work, file), bytes);
  makeSpecialFiles();
});

/** A document whose `$schema` is the absolute file: URI of the copied person schema. */
function fileUriDocument(): string {
  return JSON.stringify({ $schema: schemaUri('schemas/person.schema.json'), name: 1 });
}

after(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(cliFolder, { recursive: true, force: true });
});

interface Run {
  status: number | null;
  stdout: string[];
  stderr: string;
}

function run(args: string[], options: { cwd?: string; input?: string } = {}): Run {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: options.cwd ?? work,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    // A CLI that hangs (on a named pipe, say) fails its test instead of the whole run.
    timeout: 60_000,
  });
  assert.equal(result.error, undefined, `the CLI did not finish: ${String(result.error)}`);
  return { status: result.status, stdout: result.stdout.split('\n').slice(0, -1), stderr: result.stderr };
}

function schemaUri(file: string): string {
  return pathToFileURL(join(work, file)).href;
}

interface Case {
  name: string;
  args: string[];
  cwd?: string;
  input?: string;
  status: number;
  stdout: string[];
  stderr?: string;
}

function runCases(cases: Case[]): void {
  for (const c of cases) {
    void test(c.name, () => {
      const result = run(c.args, {
        cwd: c.cwd === undefined ? undefined : join(work, c.cwd),
        input: c.input,
      });
      assert.deepEqual(result.stdout, c.stdout);
      assert.equal(result.stderr, c.stderr ?? '');
      assert.equal(result.status, c.status);
    });
  }
}

const USAGE_HINT = 'Run "json-object-validator --help" for usage.\n';
const NOT_COMPLIANT_LINES = [
  'docs/not-compliant.json:1:1 error Missing required property "name". [required]',
  'docs/not-compliant.json:3:3 error Property "nmae" is not allowed: the schema allows only "name", "age". Did you mean "name"? [additionalProperties]',
  'docs/not-compliant.json:4:10 error Incorrect type: expected integer, got string. [type]',
];

void describe('validate with each document\'s "$schema"', () => {
  runCases([
    {
      name: 'a compliant document (its $schema key is not an additional property)',
      args: ['validate', 'docs/compliant.json'],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: 'a document that is not compliant',
      args: ['validate', 'docs/not-compliant.json'],
      status: 1,
      stdout: [...NOT_COMPLIANT_LINES, '1 file checked, 1 not compliant, 3 errors, 0 warnings'],
    },
    {
      name: 'a syntax error makes the document not compliant',
      args: ['validate', 'docs/syntax-error.json'],
      status: 1,
      stdout: [
        'docs/syntax-error.json:4:3 error Expected comma [comma-expected]',
        'docs/syntax-error.json:4:12 error Trailing comma [trailing-comma]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
    {
      name: 'a relative $schema is resolved against the document, whatever the working directory',
      args: ['validate', 'shape-bad-origin.json'],
      cwd: 'docs',
      status: 1,
      stdout: [
        'shape-bad-origin.json:4:3 error Missing required property "y". [required]',
        'shape-bad-origin.json:4:23 error Property "z" is not allowed: the schema allows only "x", "y". [additionalProperties]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
    {
      name: 'JSONC is accepted in .jsonc files',
      args: ['validate', 'docs/commented.jsonc'],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: 'a schema document is validated against its meta-schema',
      args: ['validate', 'schemas/person.schema.json', 'docs/not-a-schema.json'],
      status: 1,
      stdout: [
        'docs/not-a-schema.json:3:11 error Value must be one of "array", "boolean", "integer", "null", "number", "object", "string", or an array. Did you mean "object"? [enum]',
        'docs/not-a-schema.json:4:15 error Incorrect type: expected array, got string. [type]',
        '2 files checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
    {
      name: "a schema document also gets the core's structural checks, which the meta-schema cannot express",
      args: ['validate', 'docs/bad-regex.schema.json'],
      status: 1,
      stdout: [
        'docs/bad-regex.schema.json:3:20 error Value -1 is out of range: it must be at least 0. [minimum]',
        'docs/bad-regex.schema.json:4:26 error "([a-z]" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group. [invalid-regex]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
    {
      name: 'a missing schema file is an unreadable schema (exit 2)',
      args: ['validate', 'docs/missing-schema.json'],
      status: 2,
      stdout: [
        'docs/missing-schema.json:2:14 error Cannot read schema schemas/does-not-exist.json: file not found. [unreadable-schema]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'an invalid schema is reported at its own lines and columns (exit 2)',
      args: ['validate', 'docs/invalid-schema.json'],
      status: 2,
      stdout: [
        'schemas/invalid.schema.json:4:20 error "minProperties" must be a non-negative integer; found the number -1. [invalid-number]',
        'schemas/invalid.schema.json:6:5 error "([a-z]" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group. [invalid-regex]',
        'docs/invalid-schema.json:2:14 error Not validated: schema schemas/invalid.schema.json has 2 errors; fix them first. [invalid-schema]',
        '1 file checked, 1 not compliant, 3 errors, 0 warnings',
      ],
    },
    {
      name: 'an http(s) schema on a domain that is not trusted is not downloaded (exit 2)',
      args: ['validate', 'docs/remote-schema.json'],
      status: 2,
      stdout: [
        'docs/remote-schema.json:2:14 warning The schema https://example.com/schemas/person.json is not downloaded: https://example.com/ is not a trusted domain ("jsonObjectValidator.schemaDownload.trustedDomains" in the settings, or --trust-domain https://example.com/). The document\'s "$schema" property names it. [schema-load]',
        '1 file checked, 1 not compliant, 0 errors, 1 warning',
      ],
    },
    {
      name: 'a document without $schema and no --schema cannot be checked (exit 2)',
      args: ['validate', 'docs/no-schema.json'],
      status: 2,
      stdout: [
        'docs/no-schema.json:1:1 error No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE. [no-schema]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'a missing document is unreadable input (exit 2), the others are still checked',
      args: ['validate', 'docs/compliant.json', 'docs/nothing-here.json'],
      status: 2,
      stdout: [
        'docs/nothing-here.json:1:1 error Cannot read file: no such file. [unreadable-file]',
        '1 file checked, 0 not compliant, 1 unreadable, 1 error, 0 warnings',
      ],
    },
    {
      name: 'references to other local files are loaded relative to the schema',
      args: ['validate', '--verbose', 'docs/shape-bad-origin.json', 'docs/compliant.json'],
      status: 1,
      stdout: [
        'docs/shape-bad-origin.json:4:3 error Missing required property "y". [required]',
        'docs/shape-bad-origin.json:4:23 error Property "z" is not allowed: the schema allows only "x", "y". [additionalProperties]',
        'docs/shape-bad-origin.json: not compliant with schemas/shape.schema.json',
        'docs/compliant.json: compliant with schemas/person.schema.json',
        '2 files checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
  ]);
});

void test('a file: URI in $schema', () => {
  const text = fileUriDocument();
  const column = text.indexOf('"name":1') + '"name":'.length + 1;
  const result = run(['validate', 'docs/file-uri.json']);
  assert.deepEqual(result.stdout, [
    `docs/file-uri.json:1:${column} error Incorrect type: expected string, got integer. [type]`,
    '1 file checked, 1 not compliant, 1 error, 0 warnings',
  ]);
  assert.equal(result.status, 1);
});

void describe('validate --schema', () => {
  runCases([
    {
      name: 'every document against one schema',
      args: ['validate', '--schema', 'schemas/person.schema.json', 'plain/person.json', 'tree/a/one.json'],
      status: 1,
      stdout: [
        'plain/person.json:1:27 error Value -1 is out of range: it must be at least 0. [minimum]',
        '2 files checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: "a document's $schema naming the --schema file is not an additional property",
      args: ['validate', '-s', 'schemas/person.schema.json', 'docs/compliant.json'],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: 'a $schema naming another schema is, for a closed --schema',
      args: ['validate', '-s', 'schemas/person.schema.json', 'docs/shape-bad-origin.json'],
      status: 1,
      stdout: [
        'docs/shape-bad-origin.json:1:1 error Missing required property "name". [required]',
        'docs/shape-bad-origin.json:2:3 error Property "$schema" is not allowed: the schema allows only "name", "age". [additionalProperties]',
        'docs/shape-bad-origin.json:3:3 error Property "kind" is not allowed: the schema allows only "name", "age". [additionalProperties]',
        'docs/shape-bad-origin.json:4:3 error Property "origin" is not allowed: the schema allows only "name", "age". [additionalProperties]',
        '1 file checked, 1 not compliant, 4 errors, 0 warnings',
      ],
    },
    {
      name: 'a schema file that does not exist is a usage error',
      args: ['validate', '--schema', 'schemas/nope.json', 'plain/person.json'],
      status: 2,
      stdout: [],
      stderr: 'json-object-validator: Cannot read schema schemas/nope.json: file not found.\n' + USAGE_HINT,
    },
    {
      name: 'an invalid schema: its problems, no document validated',
      args: ['validate', '-s', 'schemas/invalid.schema.json', 'plain/person.json'],
      status: 2,
      stdout: [
        'schemas/invalid.schema.json:4:20 error "minProperties" must be a non-negative integer; found the number -1. [invalid-number]',
        'schemas/invalid.schema.json:6:5 error "([a-z]" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group. [invalid-regex]',
        '0 files checked, 0 not compliant, 2 errors, 0 warnings',
      ],
      stderr:
        'json-object-validator: schema schemas/invalid.schema.json is invalid; no document was validated.\n',
    },
    {
      name: 'a schema with a syntax error',
      args: ['validate', '-s', 'schemas/broken-syntax.schema.json', 'plain/person.json'],
      status: 2,
      stdout: [
        'schemas/broken-syntax.schema.json:3:3 error Expected comma [comma-expected]',
        '0 files checked, 0 not compliant, 1 error, 0 warnings',
      ],
      stderr:
        'json-object-validator: schema schemas/broken-syntax.schema.json is invalid; no document was validated.\n',
    },
    {
      name: 'a $ref to a local file that does not exist is located in the schema',
      args: ['validate', '-s', 'schemas/dangling-ref.schema.json', 'plain/person.json'],
      status: 2,
      stdout: [
        'schemas/dangling-ref.schema.json:4:25 error Cannot resolve the reference "defs/missing.schema.json": no schema with that URI is available. Cannot read schemas/defs/missing.schema.json: file not found. [unresolvable-ref]',
        '0 files checked, 0 not compliant, 1 error, 0 warnings',
      ],
      stderr:
        'json-object-validator: schema schemas/dangling-ref.schema.json is invalid; no document was validated.\n',
    },
    {
      name: 'a $ref below the folder of the root $id is read beside the schema file',
      args: ['validate', '-s', 'schemas/with-id.schema.json', 'plain/origin.json'],
      status: 1,
      stdout: [
        'plain/origin.json:1:3 error Missing required property "y". [required]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'comments are syntax errors in .json files',
      args: ['validate', '-s', 'schemas/person.schema.json', 'plain/commented.json'],
      status: 1,
      stdout: [
        'plain/commented.json:2:3 error Comments are not permitted in JSON. [comment-not-permitted]',
        'plain/commented.json:3:16 error Trailing comma [trailing-comma]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
      ],
    },
    {
      name: '--allow-comments --allow-trailing-commas accept JSONC',
      args: [
        'validate',
        '--allow-comments',
        '--allow-trailing-commas',
        '-s',
        'schemas/person.schema.json',
        'plain/commented.json',
      ],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
  ]);
});

void test('a catastrophic pattern does not hang the CLI (its matcher is linear in the string)', () => {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [cli, 'validate', '-s', 'plain/redos.schema.json', 'plain/redos.json'],
    {
      cwd: work,
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  assert.deepEqual(result.stdout.split('\n'), [
    `plain/redos.json:1:9 error String "${'a'.repeat(40)}!" does not match the pattern "^(a+)+$". [pattern]`,
    '1 file checked, 1 not compliant, 1 error, 0 warnings',
    '',
  ]);
  assert.equal(result.status, 1);
  // 2^40 backtracking steps would take hours; the bounded engine answers at once.
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
});

void test('every pattern check of the CLI ends in bounded time: lone surrogates, counts, back references, lookarounds', () => {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [cli, 'validate', '-s', 'plain/redos-more.schema.json', 'plain/redos-more.json'],
    { cwd: work, encoding: 'utf8', timeout: 60_000 },
  );
  const a = (n: number): string => 'a'.repeat(n);
  const tooExpensive =
    'this pattern is too expensive to check on this string (matching it needs more steps than one check may take). [pattern]';
  const note =
    'warning This pattern uses a lookaround or a back reference and repeats a group that itself repeats: on some strings checking it takes more than the time allowed, and such strings are reported as not checked. [regex-note]';
  assert.deepEqual(result.stdout.split('\n'), [
    `plain/redos-more.schema.json:1:107 ${note}`,
    `plain/redos-more.schema.json:1:141 ${note}`,
    `plain/redos-more.json:2:8 error String "${a(40)}\\ud800" does not match the pattern "^([a-z]+)+$". [pattern]`,
    `plain/redos-more.json:3:8 error String "${a(45)}!" does not match the pattern "^(a+){1,9}$". [pattern]`,
    `plain/redos-more.json:4:8 error String "${a(40)}!" could not be checked against the pattern "^(a+)+\\\\1$": ${tooExpensive}`,
    `plain/redos-more.json:5:8 error String "${a(40)}!" could not be checked against the pattern "^(?=a)(a+)+$": ${tooExpensive}`,
    '1 file checked, 1 not compliant, 4 errors, 2 warnings',
    '',
  ]);
  assert.equal(result.status, 1);
  assert.ok(Date.now() - started < 30_000, `took ${Date.now() - started} ms`);
});

void describe('only regular files are read, and not without limit', () => {
  const pipe = 'it is a named pipe (FIFO), not a regular file';
  const device = 'it is a character device (such as /dev/zero), not a regular file';
  runCases([
    {
      name: '/dev/zero as a document',
      args: ['validate', '-s', 'schemas/person.schema.json', '/dev/zero'],
      status: 2,
      stdout: [
        `/dev/zero:1:1 error Cannot read file: ${device}. [unreadable-file]`,
        '0 files checked, 0 not compliant, 1 unreadable, 1 error, 0 warnings',
      ],
    },
    {
      name: 'a named pipe without a writer as a document',
      args: ['validate', '-s', 'schemas/person.schema.json', 'special/pipe.json'],
      status: 2,
      stdout: [
        `special/pipe.json:1:1 error Cannot read file: ${pipe}. [unreadable-file]`,
        '0 files checked, 0 not compliant, 1 unreadable, 1 error, 0 warnings',
      ],
    },
    {
      name: '/dev/zero as --schema',
      args: ['validate', '-s', '/dev/zero', 'docs/compliant.json'],
      status: 2,
      stdout: [],
      stderr: `json-object-validator: Cannot read schema /dev/zero: ${device}.\n` + USAGE_HINT,
    },
    {
      name: '"$schema" naming /dev/zero, a named pipe, a directory, a 60 MB file',
      args: [
        'validate',
        'special/zero-schema.json',
        'special/pipe-schema.json',
        'special/folder-schema.json',
        'special/huge-schema.json',
      ],
      status: 2,
      stdout: [
        `special/zero-schema.json:1:14 error Cannot read schema /dev/zero: ${device}. [unreadable-schema]`,
        `special/pipe-schema.json:1:14 error Cannot read schema special/pipe.schema.json: ${pipe}. [unreadable-schema]`,
        'special/folder-schema.json:1:14 error Cannot read schema special/folder.schema.json: it is a directory, not a file. [unreadable-schema]',
        'special/huge-schema.json:1:14 error Cannot read schema special/huge.schema.json: it is larger than 50 MB. [unreadable-schema]',
        '4 files checked, 4 not compliant, 4 errors, 0 warnings',
      ],
    },
    {
      name: 'a "$ref" to a named pipe',
      args: ['validate', '-s', 'special/ref-pipe.schema.json', 'docs/compliant.json'],
      status: 2,
      stdout: [
        `special/ref-pipe.schema.json:1:34 error Cannot resolve the reference "pipe.schema.json": no schema with that URI is available. Cannot read special/pipe.schema.json: ${pipe}. [unresolvable-ref]`,
        '0 files checked, 0 not compliant, 1 error, 0 warnings',
      ],
      stderr:
        'json-object-validator: schema special/ref-pipe.schema.json is invalid; no document was validated.\n',
    },
    {
      name: 'a directory or a glob never picks a named pipe',
      args: ['validate', '-s', 'schemas/person.schema.json', 'special/glob', 'special/glob/*.json'],
      status: 1,
      stdout: [
        'special/glob/fine.json:1:1 error Missing required property "name". [required]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
  ]);
});

void describe('encodings: invalid UTF-8 is an error where it starts, UTF-16 with a BOM is decoded', () => {
  const notUtf8 = (byte: string, offset: number): string =>
    `The file is not valid UTF-8: byte ${byte} at byte offset ${offset} does not begin a valid UTF-8 character. JSON text must be UTF-8 (RFC 8259): save the file as UTF-8. [invalid-encoding]`;
  runCases([
    {
      name: 'a Latin-1 byte: exit 1, at its line and column',
      args: ['validate', '-s', 'schemas/person.schema.json', 'encodings/latin1.json'],
      status: 1,
      stdout: [
        `encodings/latin1.json:3:14 error ${notUtf8('0xe9', 32)}`,
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'a sequence cut short at the end',
      args: ['validate', '-s', 'schemas/person.schema.json', 'encodings/truncated.json'],
      status: 1,
      stdout: [
        `encodings/truncated.json:1:19 error ${notUtf8('0xe2', 18)}`,
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'invalid UTF-8 on standard input',
      args: ['validate', '-s', 'schemas/person.schema.json', '-'],
      input: '{"name": "\u00e9"}',
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: 'UTF-16 little-endian with a BOM: validated, with a warning',
      args: ['validate', '-s', 'schemas/person.schema.json', 'encodings/utf16le.json'],
      status: 0,
      stdout: [
        'encodings/utf16le.json:1:1 warning This file is UTF-16 little-endian (with a byte order mark), not UTF-8: it was validated after decoding, but JSON is exchanged as UTF-8 (RFC 8259) and other tools may not read it; save it as UTF-8. [not-utf8]',
        '1 file checked, 0 not compliant, 0 errors, 1 warning',
      ],
    },
    {
      name: 'UTF-16 big-endian with a BOM: validated, with a warning',
      args: ['validate', '-s', 'schemas/person.schema.json', 'encodings/utf16be.json'],
      status: 1,
      stdout: [
        'encodings/utf16be.json:1:1 warning This file is UTF-16 big-endian (with a byte order mark), not UTF-8: it was validated after decoding, but JSON is exchanged as UTF-8 (RFC 8259) and other tools may not read it; save it as UTF-8. [not-utf8]',
        'encodings/utf16be.json:1:11 error Incorrect type: expected string, got integer. [type]',
        '1 file checked, 1 not compliant, 1 error, 1 warning',
      ],
    },
  ]);

  void test('invalid UTF-8 bytes on standard input', () => {
    const result = spawnSync(process.execPath, [cli, 'validate', '-s', 'schemas/person.schema.json', '-'], {
      cwd: work,
      input: Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
      env: { ...process.env, NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.deepEqual(result.stdout.split('\n'), [
      `<stdin>:1:11 error ${notUtf8('0xc3', 10)}`,
      '1 file checked, 1 not compliant, 1 error, 0 warnings',
      '',
    ]);
    assert.equal(result.status, 1);
  });

  void test('JSON output marks an unreadable file', () => {
    const result = run([
      'validate',
      '--format',
      'json',
      '-s',
      'schemas/person.schema.json',
      'docs/nothing-here.json',
    ]);
    assert.equal(result.status, 2);
    const report = JSON.parse(result.stdout.join('\n')) as {
      files: { file: string; valid: boolean; unreadable?: boolean }[];
    };
    assert.deepEqual(
      report.files.map((f) => [f.file, f.valid, f.unreadable]),
      [['docs/nothing-here.json', false, true]],
    );
  });
});

void describe('--draft overrides the schema\'s "$schema"', () => {
  runCases([
    {
      name: 'draft-07 ignores dependentRequired',
      args: ['validate', '-s', 'schemas/draft7-dependent-required.schema.json', 'plain/shipping.json'],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: '--draft 2019-09 applies it',
      args: [
        'validate',
        '--draft',
        '2019-09',
        '-s',
        'schemas/draft7-dependent-required.schema.json',
        'plain/shipping.json',
      ],
      status: 1,
      stdout: [
        'plain/shipping.json:1:1 error "shipping" requires "address" (dependentRequired). [dependentRequired]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
  ]);
});

void describe('--format-assertion', () => {
  runCases([
    {
      name: 'format is an annotation by default',
      args: ['validate', '-s', 'schemas/contact.schema.json', 'plain/contact.json'],
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
    {
      name: 'and an assertion when asked',
      args: ['validate', '--format-assertion', '-s', 'schemas/contact.schema.json', 'plain/contact.json'],
      status: 1,
      stdout: [
        'plain/contact.json:1:12 error String "not-an-email" is not a valid email. [format]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
  ]);
});

void describe('standard input', () => {
  runCases([
    {
      name: '- with --schema',
      args: ['validate', '-s', 'schemas/person.schema.json', '-'],
      input: '{ "name": "Ada", "age": 1.5 }',
      status: 1,
      stdout: [
        '<stdin>:1:25 error Incorrect type: expected integer, got number. [type]',
        '1 file checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: '- resolves a relative $schema against the working directory',
      args: ['validate', '-'],
      cwd: 'docs',
      input: '{ "$schema": "../schemas/person.schema.json", "name": "Ada" }',
      status: 0,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
    },
  ]);
});

void describe('globs and directories', () => {
  runCases([
    {
      name: 'a quoted ** glob, sorted, node_modules skipped',
      args: ['validate', '--verbose', '-s', 'schemas/person.schema.json', 'tree/**/*.json'],
      status: 1,
      stdout: [
        'tree/a/deep/two.json: compliant with schemas/person.schema.json',
        'tree/a/one.json: compliant with schemas/person.schema.json',
        'tree/b/three.json:1:11 error Incorrect type: expected string, got integer. [type]',
        'tree/b/three.json: not compliant with schemas/person.schema.json',
        '3 files checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'a directory means its .json and .jsonc files; duplicates are checked once',
      args: ['validate', '-s', 'schemas/person.schema.json', 'tree', 'tree/a/one.json'],
      status: 1,
      stdout: [
        'tree/b/three.json:1:11 error Incorrect type: expected string, got integer. [type]',
        '3 files checked, 1 not compliant, 1 error, 0 warnings',
      ],
    },
    {
      name: 'a glob that matches nothing is an input error',
      args: ['validate', '-s', 'schemas/person.schema.json', 'tree/*.yaml', 'tree/a/*.json'],
      status: 2,
      stdout: ['1 file checked, 0 not compliant, 0 errors, 0 warnings'],
      stderr: 'json-object-validator: no files match "tree/*.yaml".\n',
    },
  ]);
});

void describe('usage', () => {
  const usageCases: [name: string, args: string[], message: string][] = [
    ['no arguments', [], 'Missing command: expected "validate" or "merge".'],
    ['an unknown command', ['check', 'a.json'], 'Unknown command "check": expected "validate" or "merge".'],
    ['an unknown option', ['validate', '--strict', 'a.json'], "Unknown option '--strict'."],
    [
      'a missing option value',
      ['validate', 'a.json', '--schema'],
      "Option '-s, --schema <value>' argument missing",
    ],
    [
      'an unknown draft',
      ['validate', '--draft', '5', 'a.json'],
      'Unknown draft "5": expected one of 4, 6, 7, 2019-09, 2020-12.',
    ],
    [
      'an unknown format',
      ['validate', '--format', 'xml', 'a.json'],
      'Unknown format "xml": expected text, json, github, sarif, junit.',
    ],
    [
      'an invalid glob (issue 10: it threw an uncaught SyntaxError, exit 1)',
      ['validate', '[z-a].json'],
      'Invalid glob "[z-a].json": range out of order in character class in "[z-a].json".',
    ],
    [
      'an invalid glob segment under a folder that does not exist',
      ['validate', 'docs/compliant.json', 'nowhere/[z-a]/*.json'],
      'Invalid glob "nowhere/[z-a]/*.json": range out of order in character class in "[z-a]".',
    ],
    [
      'an invalid glob inside braces',
      ['validate', '{docs,[9-0]}/*.json'],
      'Invalid glob "{docs,[9-0]}/*.json": range out of order in character class in "[9-0]".',
    ],
    ['stdin twice', ['validate', '-', '-'], 'Standard input ("-") can be read only once.'],
  ];
  for (const [name, args, message] of usageCases) {
    void test(`${name}: exit 2 with a message on stderr`, () => {
      const result = run(args);
      assert.deepEqual(result.stdout, []);
      assert.equal(result.stderr, `json-object-validator: ${message}\n${USAGE_HINT}`);
      assert.equal(result.status, 2);
    });
  }

  void test('--help prints usage on stdout', () => {
    const result = run(['--help']);
    assert.equal(result.stdout[0], 'Usage: json-object-validator validate [options] [FILE|DIR|GLOB|- ...]');
    assert.ok(result.stdout.some((line) => line.startsWith('  -d, --draft DRAFT')));
    assert.equal(result.status, 0);
  });

  void test('--version prints the package version', () => {
    const result = run(['--version']);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    assert.deepEqual(result.stdout, [version]);
    assert.equal(result.status, 0);
  });
});

void describe('--format json', () => {
  void test('documents with LSP positions, schemas with their problems', () => {
    const result = run(['validate', '--format', 'json', 'docs/not-compliant.json', 'docs/syntax-error.json']);
    assert.equal(result.status, 1);
    const person = schemaUri('schemas/person.schema.json');
    const range = (line: number, character: number, endLine: number, endCharacter: number) => ({
      start: { line, character },
      end: { line: endLine, character: endCharacter },
    });
    assert.deepEqual(JSON.parse(result.stdout.join('\n')), {
      files: [
        {
          file: 'docs/not-compliant.json',
          valid: false,
          schema: 'schemas/person.schema.json',
          association: { source: 'document', reason: 'Its "$schema" property names this schema.' },
          errors: [
            {
              keyword: 'required',
              instancePath: '',
              schemaPath: `${person}#/required`,
              message: 'Missing required property "name".',
              severity: 'error',
              range: range(0, 0, 0, 1),
            },
            {
              keyword: 'additionalProperties',
              instancePath: '',
              schemaPath: `${person}#/additionalProperties`,
              message:
                'Property "nmae" is not allowed: the schema allows only "name", "age". Did you mean "name"?',
              severity: 'error',
              range: range(2, 2, 2, 8),
            },
            {
              keyword: 'type',
              instancePath: '/age',
              schemaPath: `${person}#/properties/age/type`,
              message: 'Incorrect type: expected integer, got string.',
              severity: 'error',
              range: range(3, 9, 3, 13),
            },
          ],
        },
        {
          file: 'docs/syntax-error.json',
          valid: false,
          schema: 'schemas/person.schema.json',
          association: { source: 'document', reason: 'Its "$schema" property names this schema.' },
          errors: [
            {
              keyword: 'comma-expected',
              instancePath: '',
              schemaPath: '',
              message: 'Expected comma',
              severity: 'error',
              range: range(3, 2, 3, 7),
            },
            {
              keyword: 'trailing-comma',
              instancePath: '',
              schemaPath: '',
              message: 'Trailing comma',
              severity: 'error',
              range: range(3, 11, 3, 12),
            },
          ],
        },
      ],
      schemas: [{ schema: 'schemas/person.schema.json', valid: true, errors: [] }],
    });
  });

  void test('an invalid --schema: no files, the schema with its located problems', () => {
    const result = run(['validate', '-f', 'json', '-s', 'schemas/invalid.schema.json', 'plain/person.json']);
    assert.equal(result.status, 2);
    const problem = (keyword: string, code: string, schemaPath: string, message: string, at: number[]) => ({
      file: 'schemas/invalid.schema.json',
      keyword,
      code,
      instancePath: '',
      schemaPath,
      message,
      severity: 'error',
      range: { start: { line: at[0], character: at[1] }, end: { line: at[2], character: at[3] } },
    });
    assert.deepEqual(JSON.parse(result.stdout.join('\n')), {
      files: [],
      schemas: [
        {
          schema: 'schemas/invalid.schema.json',
          valid: false,
          errors: [
            problem(
              'minProperties',
              'invalid-number',
              '#/minProperties',
              '"minProperties" must be a non-negative integer; found the number -1.',
              [3, 19, 3, 21],
            ),
            problem(
              'patternProperties',
              'invalid-regex',
              '#/patternProperties/([a-z]',
              '"([a-z]" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group.',
              [5, 4, 5, 12],
            ),
          ],
        },
      ],
    });
  });

  void test('problems the CLI finds carry a code', () => {
    const result = run(['validate', '-f', 'json', 'docs/no-schema.json']);
    assert.equal(result.status, 2);
    assert.deepEqual(JSON.parse(result.stdout.join('\n')), {
      files: [
        {
          file: 'docs/no-schema.json',
          valid: false,
          validated: false,
          errors: [
            {
              keyword: '$schema',
              code: 'no-schema',
              instancePath: '',
              schemaPath: '',
              message:
                'No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE.',
              severity: 'error',
              range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
            },
          ],
        },
      ],
      schemas: [],
    });
  });
});
