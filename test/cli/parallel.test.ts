// Validation on worker threads gives the output of one thread, byte for byte, in every format: the
// same order (arguments, then sorted expansion), each schema's own problems once, standard input and
// unreadable files in their place. The documents are generated from a seed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { CliCopy, writeTree } from './harness';
import { seeded as random } from '../support/documents';

const SEED = 1207;
const COUNT = 320;

let cli: CliCopy;
let work = '';

before(() => {
  cli = new CliCopy();
  const next = random(SEED);
  const files: Record<string, string> = {
    'schemas/person.schema.json':
      '{ "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "age": { "type": "integer", "minimum": 0 } }, "additionalProperties": false }\n',
    // A schema with a warning of its own, a legacy regex escape (printed once, before its first document).
    'schemas/legacy.schema.json':
      '{ "$schema": "http://json-schema.org/draft-04/schema#", "required": ["kind"], "properties": { "kind": { "type": "string", "pattern": "^\\\\-?[ab]$" } } }\n',
  };
  for (let i = 0; i < COUNT; i++) {
    const name = `docs/d${String(i).padStart(4, '0')}.json`;
    const roll = next();
    if (roll < 0.05) files[name] = '{ "name": "broken", }';
    else if (roll < 0.4) {
      files[name] = JSON.stringify({
        $schema: '../schemas/legacy.schema.json',
        kind: next() < 0.8 ? 'a' : 'c',
      });
    } else {
      const doc: Record<string, unknown> = {
        $schema: '../schemas/person.schema.json',
        name: next() < 0.9 ? 'Ada' : 7,
      };
      if (next() < 0.3) doc.age = Math.floor(next() * 10) - 3;
      if (next() < 0.1) doc.nmae = 'typo';
      files[name] = JSON.stringify(doc, null, next() < 0.5 ? 2 : undefined);
    }
  }
  work = writeTree('jov-parallel-', files);
});

after(() => {
  cli.dispose();
  rmSync(work, { recursive: true, force: true });
});

const STDIN = '{ "$schema": "./schemas/person.schema.json", "age": "x" }';

void describe('worker threads', () => {
  for (const format of ['text', 'json', 'sarif', 'junit', 'github']) {
    void test(`--format ${format}: --jobs 2 and 3 print what --jobs 1 prints`, () => {
      const args = (jobs: number) => [
        'validate',
        '--jobs',
        String(jobs),
        '-f',
        format,
        'docs/d000*.json',
        '-',
        'docs',
        'docs/missing.json',
      ];
      const one = cli.run(args(1), { cwd: work, input: STDIN });
      assert.equal(one.status, 2, one.stderr);
      for (const jobs of [2, 3]) {
        const many = cli.run(args(jobs), { cwd: work, input: STDIN });
        assert.equal(many.stderr, one.stderr);
        assert.equal(many.stdout, one.stdout);
        assert.equal(many.status, one.status);
      }
      if (format === 'text') {
        const lines = one.stdout.split('\n');
        assert.equal(lines.filter((l) => l.startsWith('schemas/legacy.schema.json:')).length, 1);
        // The missing file is counted on its own, not among the files checked.
        assert.match(
          lines.at(-2) ?? '',
          new RegExp(`^${COUNT + 1} files checked, \\d+ not compliant, 1 unreadable, `),
        );
        assert.ok(lines.includes('<stdin>:1:1 error Missing required property "name". [required]'));
        assert.ok(
          lines.includes('docs/missing.json:1:1 error Cannot read file: no such file. [unreadable-file]'),
        );
      }
    });
  }
});
