// Runs the built CLI (dist/cli.js) as a user would, on a copy of test/cli/fixtures, and checks
// exact output lines, the JSON report and exit statuses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  'docs/bad-regex.schema.json':
    '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "minProperties": -1,\n  "patternProperties": { "([a-z]": {} }\n}\n',
  'tree/a/one.json': '{ "name": "A" }\n',
  'tree/a/deep/two.json': '{ "name": "B" }\n',
  'tree/b/three.json': '{ "name": 3 }\n',
  'tree/b/notes.txt': 'not json\n',
  'tree/node_modules/pkg/skip.json': '{ "name": 4 }\n',
};

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
  });
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
        'docs/not-a-schema.json:3:11 error Value must be one of "array", "boolean", "integer", "null", "number", "object", "string" (closest of 2 alternatives of anyOf: the one under "type", in anyOf branch 1). Did you mean "object"? [enum]',
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
        '2 files checked, 1 not compliant, 1 error, 0 warnings',
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

void test('a catastrophic pattern does not hang the CLI (V8 falls back to its linear-time engine)', () => {
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
    ['no arguments', [], 'Missing command: expected "validate".'],
    ['an unknown command', ['check', 'a.json'], 'Unknown command "check": expected "validate".'],
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
