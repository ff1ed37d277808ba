// The editor's checks of a schema document show the compile-time problems of issue 10 (items 11, 12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { schemaDocumentProblems } from '../../../server/src/schemas/schemaLints';
import { parseDocument } from '../../../shared/src/index';

void test('a $ref to a non-schema and a dynamic self-reference are shown in the schema file', () => {
  const cases: [unknown, [string, string][]][] = [
    [
      { properties: { b: { $ref: '#/required' } }, required: ['a'] },
      [['ref-not-schema', '/properties/b/$ref']],
    ],
    [
      { $schema: 'https://json-schema.org/draft/2020-12/schema', $dynamicAnchor: 'x', $dynamicRef: '#x' },
      [['cyclic-ref', '/$dynamicRef']],
    ],
  ];
  for (const [schema, expected] of cases) {
    const problems = schemaDocumentProblems(parseDocument(JSON.stringify(schema)), 'file:///w/s.json');
    assert.deepEqual(
      problems.map((p) => [p.code, p.pointer]),
      expected,
    );
  }
});
