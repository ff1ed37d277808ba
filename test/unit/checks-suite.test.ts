// The official JSON-Schema-Test-Suite's schemas are valid: checkSchema must report no error on any of
// them (warnings such as an empty enum are legitimate there). The suite is read in place, never copied.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkSchema,
  lintSchema,
  SCHEMA_CHECK_CODES,
  SCHEMA_LINT_CODES,
} from '../../shared/src/checks/index';
import type { Draft, JsonValue } from '../../shared/src/types';
import { suiteDir } from '../support/suite';

interface SuiteGroup {
  description: string;
  schema: JsonValue;
}

const suiteRoot = suiteDir;
const drafts: Array<[Draft, string]> = [
  ['4', 'draft4'],
  ['6', 'draft6'],
  ['7', 'draft7'],
  ['2019-09', 'draft2019-09'],
  ['2020-12', 'draft2020-12'],
];

/**
 * Every warning the suite's schemas get. Each one is a pitfall the suite demonstrates on purpose
 * (additionalProperties not seeing applicators, a closed allOf entry or `$ref` target that the other
 * schemas cannot extend, `then` without `if`, `if` without `then`/`else`, `$ref` siblings in old
 * drafts, an empty enum, minContains above maxContains); any new entry would be a false positive.
 */
const EXPECTED_WARNINGS = [
  '4 additionalProperties.json / additionalProperties does not look in applicators: /additionalProperties additional-properties-beside-combinator',
  '4 infinite-loop-detection.json / evaluating the same schema location against the same data location twice is not a sign of an infinite loop: /allOf/1 closed-schema-extended',
  '4 ref.json / ref overrides any sibling keywords: /properties/foo/maxItems ref-sibling-ignored',
  '6 additionalProperties.json / additionalProperties does not look in applicators: /additionalProperties additional-properties-beside-combinator',
  '6 infinite-loop-detection.json / evaluating the same schema location against the same data location twice is not a sign of an infinite loop: /allOf/1 closed-schema-extended',
  '6 ref.json / ref overrides any sibling keywords: /properties/foo/maxItems ref-sibling-ignored',
  '7 additionalProperties.json / additionalProperties does not look in applicators: /additionalProperties additional-properties-beside-combinator',
  '7 if-then-else.json / ignore if without then or else: /if if-without-then-else',
  '7 if-then-else.json / ignore then without if: /then then-without-if',
  '7 if-then-else.json / ignore else without if: /else else-without-if',
  '7 if-then-else.json / non-interference across combined schemas: /allOf/0/if if-without-then-else',
  '7 if-then-else.json / non-interference across combined schemas: /allOf/1/then then-without-if',
  '7 if-then-else.json / non-interference across combined schemas: /allOf/2/else else-without-if',
  '7 infinite-loop-detection.json / evaluating the same schema location against the same data location twice is not a sign of an infinite loop: /allOf/1 closed-schema-extended',
  '7 ref.json / ref overrides any sibling keywords: /properties/foo/maxItems ref-sibling-ignored',
  '7 ref.json / ref to if: /allOf/1/if if-without-then-else',
  '7 ref.json / ref to then: /allOf/1/then then-without-if',
  '7 ref.json / ref to else: /allOf/1/else else-without-if',
  '2019-09 additionalProperties.json / additionalProperties does not look in applicators: /additionalProperties additional-properties-beside-combinator',
  '2019-09 additionalProperties.json / dependentSchemas with additionalProperties: /additionalProperties additional-properties-beside-combinator',
  '2019-09 enum.json / empty enum: /enum empty-enum',
  '2019-09 if-then-else.json / ignore if without then or else: /if if-without-then-else',
  '2019-09 if-then-else.json / ignore then without if: /then then-without-if',
  '2019-09 if-then-else.json / ignore else without if: /else else-without-if',
  '2019-09 if-then-else.json / non-interference across combined schemas: /allOf/0/if if-without-then-else',
  '2019-09 if-then-else.json / non-interference across combined schemas: /allOf/1/then then-without-if',
  '2019-09 if-then-else.json / non-interference across combined schemas: /allOf/2/else else-without-if',
  '2019-09 infinite-loop-detection.json / evaluating the same schema location against the same data location twice is not a sign of an infinite loop: /allOf/1 closed-schema-extended',
  '2019-09 minContains.json / maxContains < minContains: /minContains min-exceeds-max',
  '2019-09 ref.json / ref creates new scope when adjacent to keywords: /$ref closed-schema-extended',
  '2019-09 ref.json / ref to if: /if if-without-then-else',
  '2019-09 ref.json / ref to then: /then then-without-if',
  '2019-09 ref.json / ref to else: /else else-without-if',
  "2019-09 unevaluatedProperties.json / unevaluatedProperties can't see inside cousins: /allOf/1 closed-schema-extended",
  "2019-09 unevaluatedProperties.json / unevaluatedProperties can't see inside cousins (reverse order): /allOf/0 closed-schema-extended",
  '2019-09 unevaluatedProperties.json / nested unevaluatedProperties, outer true, inner false, properties outside: /allOf/0 closed-schema-extended',
  '2019-09 unevaluatedProperties.json / cousin unevaluatedProperties, true and false, true with properties: /allOf/1 closed-schema-extended',
  '2019-09 unevaluatedProperties.json / in-place applicator siblings, allOf has unevaluated: /allOf/0 closed-schema-extended',
  '2020-12 additionalProperties.json / additionalProperties does not look in applicators: /additionalProperties additional-properties-beside-combinator',
  '2020-12 additionalProperties.json / dependentSchemas with additionalProperties: /additionalProperties additional-properties-beside-combinator',
  '2020-12 enum.json / empty enum: /enum empty-enum',
  '2020-12 if-then-else.json / ignore if without then or else: /if if-without-then-else',
  '2020-12 if-then-else.json / ignore then without if: /then then-without-if',
  '2020-12 if-then-else.json / ignore else without if: /else else-without-if',
  '2020-12 if-then-else.json / non-interference across combined schemas: /allOf/0/if if-without-then-else',
  '2020-12 if-then-else.json / non-interference across combined schemas: /allOf/1/then then-without-if',
  '2020-12 if-then-else.json / non-interference across combined schemas: /allOf/2/else else-without-if',
  '2020-12 infinite-loop-detection.json / evaluating the same schema location against the same data location twice is not a sign of an infinite loop: /allOf/1 closed-schema-extended',
  '2020-12 minContains.json / maxContains < minContains: /minContains min-exceeds-max',
  '2020-12 ref.json / ref creates new scope when adjacent to keywords: /$ref closed-schema-extended',
  '2020-12 ref.json / ref to if: /if if-without-then-else',
  '2020-12 ref.json / ref to then: /then then-without-if',
  '2020-12 ref.json / ref to else: /else else-without-if',
  "2020-12 unevaluatedProperties.json / unevaluatedProperties can't see inside cousins: /allOf/1 closed-schema-extended",
  "2020-12 unevaluatedProperties.json / unevaluatedProperties can't see inside cousins (reverse order): /allOf/0 closed-schema-extended",
  '2020-12 unevaluatedProperties.json / nested unevaluatedProperties, outer true, inner false, properties outside: /allOf/0 closed-schema-extended',
  '2020-12 unevaluatedProperties.json / cousin unevaluatedProperties, true and false, true with properties: /allOf/1 closed-schema-extended',
  '2020-12 unevaluatedProperties.json / in-place applicator siblings, allOf has unevaluated: /allOf/0 closed-schema-extended',
];

function readGroups(folder: string): Array<[string, SuiteGroup]> {
  const dir = join(suiteRoot, 'tests', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(join(dir, file), 'utf8')) as SuiteGroup[]).map((g): [string, SuiteGroup] => [
        file,
        g,
      ]),
    );
}

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
      const groups = readGroups(folder);
      const errors: string[] = [];
      for (const [file, group] of groups) {
        for (const p of checkSchema(group.schema, draft)) {
          if (p.severity === 'error') {
            errors.push(`${file} / ${group.description}: ${p.pointer} ${p.message}`);
          }
        }
      }
      const schemas = groups.length;
      assert.ok(schemas > 100, `only ${schemas} schemas found for draft ${draft}`);
      assert.deepEqual(errors, []);
    });
  }
  void test('warnings (checkSchema and lintSchema) are exactly the pitfalls the suite demonstrates', () => {
    const warnings: string[] = [];
    for (const [draft, folder] of drafts) {
      for (const [file, group] of readGroups(folder)) {
        for (const p of [...checkSchema(group.schema, draft), ...lintSchema(group.schema, draft)]) {
          if (p.severity !== 'error') {
            warnings.push(`${draft} ${file} / ${group.description}: ${p.pointer} ${p.code}`);
          }
        }
      }
    }
    assert.deepEqual(warnings.sort(), [...EXPECTED_WARNINGS].sort());
  });
  void test('every code reported on the suite is a documented code', () => {
    const documented = new Set<string>([...SCHEMA_CHECK_CODES, ...SCHEMA_LINT_CODES]);
    for (const [draft, folder] of drafts) {
      for (const [, group] of readGroups(folder)) {
        for (const p of [...checkSchema(group.schema, draft), ...lintSchema(group.schema, draft)]) {
          assert.ok(documented.has(p.code), `undocumented code ${p.code}`);
        }
      }
    }
  });
});
