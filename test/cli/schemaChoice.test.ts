// The choices "Select Schema for This File" writes to .vscode/settings.json give the CLI the same
// result as the editor: a chosen schema over the file's "$schema", and "no schema" leaving syntax only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { CliCopy, writeTree } from './harness';

void describe('per-file choices of the settings in the CLI', { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-cli-choice-', {
      'schemas/own.json': JSON.stringify({ required: ['own'] }),
      'schemas/picked.json': JSON.stringify({ required: ['picked'] }),
      'a.json': '{ "$schema": "./schemas/own.json" }\n',
      'b.json': '{ "$schema": "./schemas/own.json" }\n',
      'c.json': '{ "$schema": "./schemas/own.json", }\n',
      'd.json': '{ "$schema": "./schemas/own.json" }\n',
      '.vscode/settings.json': JSON.stringify({
        'jsonObjectValidator.schemas': [
          { fileMatch: ['/a.json'], url: './schemas/picked.json', chosen: true },
          { fileMatch: ['/b.json', '/c.json'], noSchema: true },
        ],
      }),
    });
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  void test('chosen over "$schema"; no schema keeps the syntax; other files as before', () => {
    const run = cli.run(['validate', '--no-catalog', 'a.json', 'b.json', 'c.json', 'd.json'], { cwd: dir });
    assert.equal(run.stderr, '');
    assert.equal(
      run.stdout,
      [
        'a.json:1:1 error Missing required property "picked". [required]',
        'c.json:1:34 error Trailing comma [trailing-comma]',
        'd.json:1:1 error Missing required property "own". [required]',
        '4 files checked, 3 not compliant, 3 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
  });

  void test('the JSON report says why each file got its schema, or none', () => {
    const run = cli.run(['validate', '--no-catalog', '--format', 'json', 'a.json', 'b.json'], { cwd: dir });
    const report = JSON.parse(run.stdout) as {
      files: { file: string; valid: boolean; association?: { source: string; reason: string } }[];
    };
    assert.deepEqual(
      report.files.map((f) => [f.file, f.valid, f.association?.reason]),
      [
        [
          'a.json',
          false,
          '"jsonObjectValidator.schemas" (workspace folder settings) chose ./schemas/picked.json for the file ("/a.json").',
        ],
        [
          'b.json',
          true,
          'No schema: "jsonObjectValidator.schemas" (workspace folder settings) says the file has no schema ("/b.json").',
        ],
      ],
    );
  });
});

// A document associated by the settings is read once for its "$schema" and validated from that read;
// whatever the document holds, it must get what the same schema given with --schema gives it.
void describe('settings associations validate as --schema does', { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-cli-assoc-', {
      'schema.json': JSON.stringify({
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          price: { multipleOf: 0.01 },
          tags: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      }),
      'docs/a-valid.json': '{"id": 1, "price": 12.34, "tags": ["a"]}\n',
      'docs/b-invalid.json': '{\n  "id": "x",\n  "tags": [1]\n}\n',
      'docs/c-duplicate.json': '{"id": 1, "id": 2}\n',
      'docs/d-deep.json': `{"id": 1, "tags": ${'['.repeat(1500)}${']'.repeat(1500)}}\n`,
      'docs/e-literals.json': '{"id": 9007199254740993, "price": 0.30000000000000004}\n',
      'docs/f-syntax.json': '{"id": 1,\n',
      'docs/g-bom.json': '\ufeff{"id": 1, "extra": true}\n',
      'docs/h-integer.json': '{"id": 1.0000000000000001}\n',
      '.vscode/settings.json': JSON.stringify({
        'jsonObjectValidator.schemas': [{ fileMatch: ['docs/*.json'], url: './schema.json' }],
      }),
    });
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  void test('the same problems at the same places, duplicate keys, nesting and long literals included', () => {
    const associated = cli.run(['validate', '--no-catalog', 'docs'], { cwd: dir });
    const given = cli.run(['validate', '--no-catalog', '-s', 'schema.json', 'docs'], { cwd: dir });
    assert.equal(associated.stderr, '');
    assert.equal(
      associated.stdout,
      [
        'docs/b-invalid.json:2:9 error Incorrect type: expected integer, got string. [type]',
        'docs/b-invalid.json:3:12 error Incorrect type: expected string, got integer. [type]',
        'docs/c-duplicate.json:1:11 warning Duplicate object key "id". [duplicate-key]',
        'docs/d-deep.json:1:1018 error Nesting deeper than 1000 levels is not supported. [too-deep]',
        'docs/e-literals.json:1:35 error Value 0.30000000000000004 must be a multiple of 0.01. [multipleOf]',
        'docs/f-syntax.json:1:9 error Property expected [property-expected]',
        'docs/g-bom.json:1:12 error Property "extra" is not allowed: the schema allows only "id", "price", "tags". [additionalProperties]',
        'docs/h-integer.json:1:8 error Incorrect type: expected integer, got number. [type]',
        '8 files checked, 6 not compliant, 7 errors, 1 warning',
        '',
      ].join('\n'),
    );
    assert.equal(associated.status, 1);
    assert.equal(given.stdout, associated.stdout);
    assert.equal(given.status, associated.status);
  });
});
