// The official JSON-Schema-Test-Suite's schemas are valid: checkSchema must report no error on any of
// them (warnings such as an empty enum are legitimate there). The suite is read in place, never copied.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSchema } from '../../shared/src/checks/index';
import type { Draft, JsonValue } from '../../shared/src/types';

interface SuiteGroup {
  description: string;
  schema: JsonValue;
}

const suiteRoot =
  process.env.JSON_SCHEMA_TEST_SUITE ?? resolve(process.cwd(), '../shared/json-schema-test-suite');
const drafts: Array<[Draft, string]> = [
  ['4', 'draft4'],
  ['6', 'draft6'],
  ['7', 'draft7'],
  ['2019-09', 'draft2019-09'],
  ['2020-12', 'draft2020-12'],
];

void describe('checkSchema on the JSON-Schema-Test-Suite (required tests)', () => {
  if (!existsSync(join(suiteRoot, 'tests'))) {
    void test('suite is present', () => {
      assert.fail(
        `JSON-Schema-Test-Suite not found at ${suiteRoot}; set JSON_SCHEMA_TEST_SUITE to its path.`,
      );
    });
    return;
  }
  for (const [draft, folder] of drafts) {
    void test(`draft ${draft}: no schema gets an error`, () => {
      const dir = join(suiteRoot, 'tests', folder);
      const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      let schemas = 0;
      const errors: string[] = [];
      for (const file of files) {
        const groups = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SuiteGroup[];
        for (const group of groups) {
          schemas++;
          for (const p of checkSchema(group.schema, draft)) {
            if (p.severity === 'error') {
              errors.push(`${file} / ${group.description}: ${p.pointer} ${p.message}`);
            }
          }
        }
      }
      assert.ok(schemas > 100, `only ${schemas} schemas found in ${dir}`);
      assert.deepEqual(errors, []);
    });
  }
});
