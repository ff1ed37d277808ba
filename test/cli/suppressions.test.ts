// Suppression comments in the CLI: honoured by default where comments are allowed, an unused one is a
// warning, and --no-suppressions reports every problem for audits.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { CliCopy, writeTree } from './harness';

const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { name: { type: 'string' }, port: { type: 'integer' } },
  additionalProperties: false,
});

const DOC = [
  '{',
  '  "$schema": "./schema.json",',
  '  // json-object-validator-disable-next-line additionalProperties',
  '  "extra": 1,',
  '  /* json-object-validator-disable required */',
  '  "port": "80"',
  '}',
  '',
].join('\n');

/** A `.json` file whose schema allows comments and trailing commas. */
const ALLOWED = [
  '{',
  '  "$schema": "./allowing.schema.json",',
  '  // json-object-validator-disable-next-line additionalProperties',
  '  "extra": 1,',
  '  // json-object-validator-disable-next-line enum',
  '  "port": "80",',
  '}',
  '',
].join('\n');

void describe('suppression comments in the CLI', { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-suppress-', {
      'schema.json': SCHEMA,
      'doc.jsonc': DOC,
      'plain.json':
        '{\n  "$schema": "./schema.json",\n  // json-object-validator-disable-next-line\n  "extra": 1\n}\n',
      // VS Code's schema extensions: this schema allows comments (and trailing commas) in JSON files,
      // the other forbids comments even in JSONC.
      'allowing.schema.json': JSON.stringify({
        ...JSON.parse(SCHEMA),
        allowComments: true,
        allowTrailingCommas: true,
      }),
      'forbidding.schema.json': JSON.stringify({ allOf: [{ allowComments: false }], ...JSON.parse(SCHEMA) }),
      'allowed.json': ALLOWED,
      'forbidden.jsonc': DOC.replace('./schema.json', './forbidding.schema.json'),
    });
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  void test('by default a suppressed problem is gone and an unused comment is a warning', () => {
    const run = cli.run(['validate', '--no-config', '--no-catalog', 'doc.jsonc'], { cwd: dir });
    assert.equal(run.stderr, '');
    assert.equal(
      run.stdout,
      [
        'doc.jsonc:5:3 warning This comment suppresses no problem. [unused-suppression]',
        'doc.jsonc:6:11 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 1 error, 1 warning',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
  });

  void test('--no-suppressions reports every problem and no unused comment', () => {
    const run = cli.run(['validate', '--no-config', '--no-catalog', '--no-suppressions', 'doc.jsonc'], {
      cwd: dir,
    });
    assert.equal(run.stderr, '');
    assert.equal(
      run.stdout,
      [
        'doc.jsonc:4:3 error Property "extra" is not allowed: the schema allows only "name", "port". [additionalProperties]',
        'doc.jsonc:6:11 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
  });

  void test('in plain JSON, where comments are errors, a comment suppresses nothing', () => {
    const run = cli.run(['validate', '--no-config', '--no-catalog', 'plain.json'], { cwd: dir });
    assert.equal(run.stderr, '');
    assert.equal(
      run.stdout,
      [
        'plain.json:3:3 error Comments are not permitted in JSON. [comment-not-permitted]',
        'plain.json:4:3 error Property "extra" is not allowed: the schema allows only "name", "port". [additionalProperties]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
  });

  void test("a .json file whose schema allows comments honours them, as in the editor (the schema's allowComments)", () => {
    const run = cli.run(['validate', '--no-config', '--no-catalog', 'allowed.json'], { cwd: dir });
    assert.equal(run.stderr, '');
    // No comment or trailing-comma error: the schema allows both.
    assert.equal(
      run.stdout,
      [
        'allowed.json:5:3 warning This comment suppresses no problem. [unused-suppression]',
        'allowed.json:6:11 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 1 error, 1 warning',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
    const audit = cli.run(['validate', '--no-config', '--no-catalog', '--no-suppressions', 'allowed.json'], {
      cwd: dir,
    });
    assert.equal(
      audit.stdout,
      [
        'allowed.json:4:3 error Property "extra" is not allowed: the schema allows only "name", "port". [additionalProperties]',
        'allowed.json:6:11 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
        '',
      ].join('\n'),
    );
  });

  void test('a JSONC file whose schema forbids comments reads no suppression comment, as in the editor', () => {
    const run = cli.run(['validate', '--no-config', '--no-catalog', 'forbidden.jsonc'], { cwd: dir });
    assert.equal(run.stderr, '');
    assert.equal(
      run.stdout,
      [
        'forbidden.jsonc:4:3 error Property "extra" is not allowed: the schema allows only "name", "port". [additionalProperties]',
        'forbidden.jsonc:6:11 error Incorrect type: expected integer, got string. [type]',
        '1 file checked, 1 not compliant, 2 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    assert.equal(run.status, 1);
  });
});
