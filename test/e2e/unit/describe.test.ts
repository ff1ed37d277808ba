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

const CLICK = 'Click to choose the schema of this file ("Show Schema for Current File" opens it).';

void describe('describeSchema', () => {
  void test('a schema served from the shipped SchemaStore copy: the item says so, with the date', () => {
    const part = {
      uri: 'https://json.schemastore.org/tsconfig',
      title: "JSON schema for the TypeScript compiler's configuration file",
      source: 'extension' as const,
      extensionId: 'vscode.typescript-language-features',
      reason: 'r',
    };
    const base = { schemaUri: part.uri, title: part.title, parts: [part], source: part.source, reason: 'r' };
    const one = describeSchema({
      ...base,
      isSchema: false,
      validatedBy: 'us',
      shipped: { date: '2026-08-07', uris: [part.uri] },
    });
    assert.equal(
      one.text,
      "$(json) JSON schema for the TypeScript compiler's configuration file · extension vscode.typescript-language-features · shipped copy of 2026-08-07",
    );
    assert.equal(
      one.tooltip,
      [
        'r',
        `Schema: ${part.uri}`,
        `Offline: validated against the copy of ${part.uri} shipped with JSON Object Validator (SchemaStore, 2026-08-07); a download replaces it when the network or the mirror answers.`,
        CLICK,
      ].join('\n'),
    );
    const many = describeSchema({
      ...base,
      isSchema: false,
      shipped: {
        date: '2026-08-07',
        uris: [part.uri, 'https://json.schemastore.org/a.json', 'https://json.schemastore.org/b.json'],
      },
    });
    assert.match(
      many.tooltip,
      /copy of https:\/\/json\.schemastore\.org\/tsconfig \(and 2 schemas it refers to\) shipped/,
    );
    const downloaded = describeSchema({ ...base, isSchema: false });
    assert.doesNotMatch(downloaded.text + downloaded.tooltip, /shipped/);
  });

  void test('no schema chosen in settings: the item says so, and why', () => {
    const reason =
      'No schema for this file: "jsonObjectValidator.schemas" (workspace folder settings) says the file has no schema ("/a.json").';
    const described = describeSchema({
      reason,
      isSchema: false,
      validatedBy: 'us',
      noSchema: true,
      matches: [
        {
          uri: 'json-object-validator://none',
          source: 'settings',
          chosen: true,
          noSchema: true,
          reason: 'r1',
          applied: true,
        },
        { uri: 'file:///w/a.schema.json', title: 'A', source: 'document', reason: 'r2', applied: false },
      ],
    });
    assert.equal(described.text, '$(circle-slash) no schema · chosen in settings');
    assert.equal(
      described.tooltip,
      [
        reason,
        '2 sources match this file:',
        '• applied: no schema (chosen in settings): r1',
        '• not applied: A ($schema): r2',
        CLICK,
      ].join('\n'),
    );
  });
  void test('two sources match and one is overridden: a warning mark and every match in the tooltip', () => {
    const applied = { uri: 'file:///w/a.schema.json', title: 'A', source: 'document' as const, reason: 'r1' };
    const described = describeSchema({
      schemaUri: applied.uri,
      parts: [applied],
      title: 'A',
      source: 'document',
      reason: 'r1',
      isSchema: false,
      validatedBy: 'us',
      matches: [
        { ...applied, applied: true },
        { uri: 'file:///w/b.schema.json', source: 'settings', reason: 'r2', applied: false },
      ],
    });
    assert.equal(described.text, '$(warning) A · $schema');
    assert.equal(
      described.tooltip,
      [
        '2 sources match this file:',
        '• applied: A ($schema): r1',
        '• not applied: b.schema.json (jsonObjectValidator.schemas): r2',
        CLICK,
      ].join('\n'),
    );
  });
  void test('a schema chosen for the file over its "$schema": listed, not flagged', () => {
    const chosen = {
      uri: 'file:///w/b.schema.json',
      source: 'settings' as const,
      reason: 'r2',
      chosen: true,
    };
    const described = describeSchema({
      schemaUri: chosen.uri,
      parts: [chosen],
      source: 'settings',
      reason: 'r2',
      isSchema: false,
      validatedBy: 'us',
      matches: [
        { ...chosen, applied: true },
        { uri: 'file:///w/a.schema.json', source: 'document', reason: 'r1', applied: false },
      ],
    });
    assert.equal(described.text, '$(json) b.schema.json · chosen in settings');
  });
  void test('no schema: says so, and the tooltip is the reason', () => {
    assert.deepEqual(describeSchema({ reason: 'No schema applies.', isSchema: false, validatedBy: 'us' }), {
      text: '$(json) no schema',
      tooltip: `No schema applies.\n${CLICK}`,
    });
  });
  void test('a schema file without a schema of its own', () => {
    assert.deepEqual(describeSchema({ reason: 'This document is a schema.', isSchema: true }), {
      text: '$(json) JSON Schema',
      tooltip: `This document is a schema.\n${CLICK}`,
    });
  });
  void test('a schema in use: its name, the source, why, where, and the click', () => {
    const reason = 'The document\'s "$schema" property names it.';
    assert.deepEqual(
      describeSchema({
        schemaUri: 'file:///w/customer.schema.json',
        parts: [{ uri: 'file:///w/customer.schema.json', title: 'Customer', source: 'document', reason }],
        title: 'Customer',
        source: 'document',
        reason,
        isSchema: false,
        validatedBy: 'us',
        knownToVsCode: true,
      }),
      {
        text: '$(json) Customer · $schema',
        tooltip: `${reason}\nSchema: file:///w/customer.schema.json\nClick to choose the schema of this file ("Show Schema for Current File" opens it).`,
      },
    );
  });
  void test("a source VS Code's JSON support does not read says so, so the two status items do not disagree", () => {
    const reason = 'The SchemaStore catalog maps ".eslintrc.json" to ".eslintrc".';
    const described = describeSchema({
      schemaUri: 'https://www.schemastore.org/eslintrc.json',
      parts: [{ uri: 'https://www.schemastore.org/eslintrc.json', source: 'catalog', reason }],
      source: 'catalog',
      reason,
      isSchema: false,
      validatedBy: 'us',
      knownToVsCode: false,
    });
    assert.equal(described.text, '$(json) eslintrc.json · SchemaStore catalog');
    assert.equal(
      described.tooltip,
      `${reason}\nSchema: https://www.schemastore.org/eslintrc.json\nVS Code's own JSON status ({}) does not list this schema: VS Code's JSON support does not read this source. JSON Object Validator validates the file against it.\nClick to choose the schema of this file ("Show Schema for Current File" opens it).`,
    );
  });
  void test('several schemas together: every one named with its source', () => {
    const described = describeSchema({
      schemaUri: 'https://json.schemastore.org/package',
      parts: [
        {
          uri: 'https://json.schemastore.org/package',
          source: 'extension',
          extensionId: 'vscode.npm',
          reason: 'npm maps it.',
        },
        {
          uri: 'vscode://schemas/vscode-extensions',
          source: 'extension',
          extensionId: 'vscode',
          reason: 'VS Code maps it.',
        },
        { uri: 'file:///w/extra.json', source: 'json.schemas', reason: 'json.schemas maps it.' },
      ],
      source: 'extension',
      reason: 'npm maps it. VS Code maps it. json.schemas maps it.',
      isSchema: false,
      validatedBy: 'us',
      knownToVsCode: true,
    });
    assert.equal(described.text, '$(json) package +2 · extension vscode.npm');
    assert.equal(
      described.tooltip,
      [
        '3 schemas apply together (every one must hold):',
        '• package (extension vscode.npm): npm maps it.',
        '• vscode-extensions (VS Code): VS Code maps it.',
        '• extra.json (json.schemas): json.schemas maps it.',
        'Click to choose the schema of this file ("Show Schema for Current File" opens it).',
      ].join('\n'),
    );
  });
  void test("a file VS Code's own validation reports is marked so", () => {
    const described = describeSchema({
      schemaUri: 'file:///w/s.json',
      parts: [{ uri: 'file:///w/s.json', source: 'document', reason: 'r' }],
      source: 'document',
      reason: 'r',
      isSchema: false,
      validatedBy: 'vscode',
      knownToVsCode: true,
    });
    assert.equal(described.text, '$(circle-slash) s.json · $schema');
    assert.match(described.tooltip, /VS Code's own JSON validation reports this file's problems/);
  });
  void test('a schema that cannot be loaded gets a warning icon and the reason', () => {
    assert.deepEqual(
      describeSchema({
        schemaUri: 'https://example.com/s.json',
        parts: [{ uri: 'https://example.com/s.json', source: 'settings', reason: 'Settings map it.' }],
        reason: 'Settings map it.',
        error: 'it is not downloaded because https://example.com/ is not a trusted domain',
        isSchema: false,
        validatedBy: 'us',
        knownToVsCode: false,
      }).text,
      '$(warning) s.json · jsonObjectValidator.schemas',
    );
  });
});

void describe('summarizeValidation', () => {
  const base = { filesWithoutSchema: 0, filesSkipped: 0, cancelled: false };
  const cases: [Parameters<typeof summarizeValidation>[0], string][] = [
    [
      {
        ...base,
        filesFound: 354,
        filesChecked: 322,
        filesWithoutSchema: 30,
        filesSkipped: 2,
        filesNotCompliant: 2,
        problems: 7,
      },
      'Validated 322 of 354 JSON files (30 without a schema, 2 skipped (too large or unreadable)): 2 not compliant, 7 problems.',
    ],
    [
      { ...base, filesFound: 1, filesChecked: 1, filesNotCompliant: 1, problems: 1 },
      'Validated 1 of 1 JSON file: 1 not compliant, 1 problem.',
    ],
    [
      { ...base, filesFound: 3, filesChecked: 3, filesNotCompliant: 0, problems: 0 },
      'Validated 3 of 3 JSON files: all compliant.',
    ],
    [
      { ...base, filesFound: 4, filesChecked: 0, filesWithoutSchema: 4, filesNotCompliant: 0, problems: 0 },
      'No JSON file in the workspace has a schema to validate against (4 JSON files found).',
    ],
    [
      { ...base, filesFound: 9, filesChecked: 2, filesNotCompliant: 1, problems: 3, cancelled: true },
      'Workspace validation cancelled after 2 files of 9: 1 not compliant so far, 3 problems.',
    ],
  ];
  for (const [input, expected] of cases) {
    void test(expected, () => assert.equal(summarizeValidation(input), expected));
  }
});
