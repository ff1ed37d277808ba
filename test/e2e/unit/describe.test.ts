import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeSchema, schemaDisplayName, summarizeValidation } from '../../../client/src/describe';

void describe('schemaDisplayName', () => {
  const cases: [{ schemaUri?: string; title?: string }, string][] = [
    [{ schemaUri: 'file:///w/schemas/customer.schema.json', title: 'Customer' }, 'Customer'],
    [{ schemaUri: 'file:///w/schemas/customer.schema.json' }, 'customer.schema.json'],
    [{ schemaUri: 'file:///w/my%20schemas/a%20b.json' }, 'a b.json'],
    [{ schemaUri: 'https://json.schemastore.org/package.json#' }, 'package.json'],
    [{ schemaUri: 'https://example.com/schemas/' }, 'schemas'],
    [{ schemaUri: 'json-object-validator://settings/user/0.schema.json' }, 'inline schema #1'],
    [{ schemaUri: 'json-object-validator://settings/file%3A%2F%2F%2Fw/2.schema.json' }, 'inline schema #3'],
    [{ schemaUri: 'file:///w/bad%E0.json' }, 'bad%E0.json'],
    [{}, 'no schema'],
  ];
  for (const [input, expected] of cases) {
    void test(`${JSON.stringify(input)} -> ${expected}`, () =>
      assert.equal(schemaDisplayName(input), expected));
  }
});

void describe('describeSchema', () => {
  void test('no schema: says so, and the tooltip is the reason', () => {
    assert.deepEqual(describeSchema({ reason: 'No schema applies.', isSchema: false }), {
      text: '$(json) no schema',
      tooltip: 'No schema applies.',
    });
  });
  void test('a schema file without a schema of its own', () => {
    assert.deepEqual(describeSchema({ reason: 'This document is a schema.', isSchema: true }), {
      text: '$(json) JSON Schema',
      tooltip: 'This document is a schema.',
    });
  });
  void test('a schema in use: its name, why, where, and the click', () => {
    assert.deepEqual(
      describeSchema({
        schemaUri: 'file:///w/customer.schema.json',
        title: 'Customer',
        source: 'document',
        reason: 'The document\'s "$schema" property names it.',
        isSchema: false,
      }),
      {
        text: '$(json) Customer',
        tooltip:
          'The document\'s "$schema" property names it.\nSchema: file:///w/customer.schema.json\nClick to open the schema.',
      },
    );
  });
  void test('a schema that cannot be loaded gets a warning icon and the reason', () => {
    assert.deepEqual(
      describeSchema({
        schemaUri: 'https://example.com/s.json',
        reason: 'Settings map it.',
        error: 'downloading schemas is disabled',
        isSchema: false,
      }),
      {
        text: '$(warning) s.json',
        tooltip:
          'Settings map it.\nSchema: https://example.com/s.json\nIt cannot be used: downloading schemas is disabled\nClick to open the schema.',
      },
    );
  });
});

void describe('summarizeValidation', () => {
  const cases: [Parameters<typeof summarizeValidation>[0], string][] = [
    [
      { filesChecked: 5, filesNotCompliant: 2, problems: 7, cancelled: false },
      'Validated 5 files: 2 not compliant, 7 problems.',
    ],
    [
      { filesChecked: 1, filesNotCompliant: 1, problems: 1, cancelled: false },
      'Validated 1 file: 1 not compliant, 1 problem.',
    ],
    [
      { filesChecked: 3, filesNotCompliant: 0, problems: 0, cancelled: false },
      'Validated 3 files: all compliant.',
    ],
    [
      { filesChecked: 0, filesNotCompliant: 0, problems: 0, cancelled: false },
      'No JSON file in the workspace has a schema to validate against.',
    ],
    [
      { filesChecked: 40, filesNotCompliant: 3, problems: 9, cancelled: true },
      'Workspace validation cancelled after 40 files: 3 not compliant so far, 9 problems.',
    ],
  ];
  for (const [input, expected] of cases) {
    void test(expected, () => assert.equal(summarizeValidation(input), expected));
  }
});
