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
