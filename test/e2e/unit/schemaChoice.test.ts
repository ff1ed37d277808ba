import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  escapeGlob,
  fileMatchFor,
  pickerRows,
  settingsUrlFor,
  withChoice,
} from '../../../client/src/schemaChoice';
import type { PickerRow } from '../../../client/src/schemaChoice';
import { matchFileMatch } from '../../../host/src/glob';

void describe('fileMatchFor: a pattern that names one file and nothing else', () => {
  const cases: [string, string | undefined, string][] = [
    ['/w/app.json', '/w', '/app.json'],
    ['/w/config/app.json', '/w/', '/config/app.json'],
    ['/w/a[1]/b*.json', '/w', '/a[[]1]/b[*].json'],
    ['/w/{x,y}?.json', '/w', '/[{]x,y}[?].json'],
    ['/elsewhere/app.json', '/w', '/elsewhere/app.json'],
    ['/tmp/x.json', undefined, '/tmp/x.json'],
  ];
  for (const [file, folder, expected] of cases) {
    void test(`${file} in ${folder ?? '(no folder)'} -> ${expected}`, () => {
      assert.equal(fileMatchFor(file, folder), expected);
    });
  }
  void test('the pattern matches its file and not a sibling, a namesake elsewhere or a glob look-alike', () => {
    const names = [
      'app.json',
      'a[1]/b*.json',
      '{x,y}?.json',
      'sub/app.json',
      'a1/bz.json',
      'x.json',
      'xz.json',
    ];
    for (const name of names) {
      const pattern = fileMatchFor(`/w/${name}`, '/w');
      for (const other of names) {
        const matched = matchFileMatch([pattern], `/w/${other}`, other).matched;
        assert.equal(matched, other === name, `${pattern} against ${other}`);
      }
    }
  });
  void test('escapeGlob leaves plain names alone', () =>
    assert.equal(escapeGlob('a/b-c_d.json'), 'a/b-c_d.json'));
});

void describe('settingsUrlFor', () => {
  void test('inside the folder: relative, decoded', () =>
    assert.equal(settingsUrlFor('file:///w/schemas/my%20app.json', 'file:///w'), './schemas/my app.json'));
  void test('outside the folder or remote: the URI', () => {
    assert.equal(settingsUrlFor('file:///other/s.json', 'file:///w'), 'file:///other/s.json');
    assert.equal(
      settingsUrlFor('https://json.schemastore.org/x.json', 'file:///w'),
      'https://json.schemastore.org/x.json',
    );
    assert.equal(settingsUrlFor('file:///w/s.json', undefined), 'file:///w/s.json');
  });
});

void describe('withChoice: the new jsonObjectValidator.schemas list', () => {
  const team = { fileMatch: ['*.app.json'], url: './app.json' };
  void test('a choice is appended, every other entry kept as written', () => {
    assert.deepEqual(withChoice([team], '/a.json', { url: './s.json' }), [
      team,
      { fileMatch: ['/a.json'], url: './s.json', chosen: true },
    ]);
  });
  void test('a new choice replaces the earlier one for the same file, not others', () => {
    const other = { fileMatch: ['/b.json'], noSchema: true };
    const before = [{ fileMatch: ['/a.json'], url: './s.json', chosen: true }, other, team];
    assert.deepEqual(withChoice(before, '/a.json', 'none'), [
      other,
      team,
      { fileMatch: ['/a.json'], noSchema: true },
    ]);
  });
  void test('"Automatic" removes the choice only; a hand-written entry for the same path stays', () => {
    const handWritten = { fileMatch: ['/a.json'], url: './s.json' };
    const before = [handWritten, { fileMatch: ['/a.json'], noSchema: true }];
    assert.deepEqual(withChoice(before, '/a.json', 'automatic'), [handWritten]);
    assert.deepEqual(withChoice(undefined, '/a.json', 'automatic'), []);
  });
});

void describe('pickerRows', () => {
  const labels = (rows: PickerRow[]): string[] =>
    rows.map((r) =>
      r.kind === 'separator' ? `-- ${r.label}` : `${r.label}${r.description ? ` | ${r.description}` : ''}`,
    );
  void test('sections: in use (with the other matches), choose, workspace, associations, catalog; each schema once', () => {
    const rows = pickerRows(
      {
        schemaUri: 'file:///w/schemas/a.json',
        parts: [{ uri: 'file:///w/schemas/a.json', title: 'A', source: 'document', reason: 'r' }],
        reason: 'r',
        isSchema: false,
        matches: [
          { uri: 'file:///w/schemas/a.json', title: 'A', source: 'document', reason: 'r', applied: true },
          { uri: 'file:///w/schemas/b.json', source: 'settings', reason: 'r2', applied: false },
        ],
      },
      [
        { uri: 'file:///w/schemas/a.json', kind: 'workspace', title: 'A' },
        { uri: 'file:///w/schemas/b.json', kind: 'workspace' },
        { uri: 'file:///w/schemas/c.json', kind: 'workspace', title: 'C' },
        {
          uri: 'vscode://schemas/settings',
          kind: 'association',
          source: 'extension',
          extensionId: 'vscode',
          pattern: 'settings.json',
        },
        {
          uri: 'https://json.schemastore.org/tsconfig',
          kind: 'catalog',
          catalogName: 'tsconfig.json',
          description: 'TypeScript compiler configuration file',
        },
      ],
      'file:///w',
    );
    assert.deepEqual(labels(rows), [
      '-- in use',
      '$(check) A | $schema',
      '$(warning) b.json | also matches (jsonObjectValidator.schemas), not applied',
      '-- choose',
      '$(circle-slash) No schema for this file | no schema problems and no schema completion; syntax is still checked',
      '$(sync) Automatic | in effect: no choice is written for this file',
      '-- workspace schema files',
      'schemas/c.json | C',
      '-- schemas of the settings and extensions',
      'settings | VS Code · settings.json',
      '-- SchemaStore catalog',
      'tsconfig.json | TypeScript compiler configuration file',
    ]);
    const choices = rows.flatMap((r) => (r.kind === 'choice' ? [r.choice] : []));
    assert.deepEqual(choices[0], { url: 'file:///w/schemas/a.json' });
    assert.equal(choices[2], 'none');
    assert.equal(choices[3], 'automatic');
  });
  void test('with "no schema" chosen: it is in use, and Automatic says what comes back', () => {
    const rows = pickerRows(
      {
        reason: 'No schema for this file: …',
        isSchema: false,
        noSchema: true,
        automatic: {
          uri: 'https://json.schemastore.org/tsconfig',
          source: 'catalog',
          reason: 'r',
          catalogName: 'tsconfig.json',
        },
      },
      [],
      'file:///w',
    );
    assert.deepEqual(labels(rows), [
      '-- in use',
      '$(check) No schema | chosen in settings',
      '-- choose',
      '$(sync) Automatic | forget my choice (then: tsconfig)',
    ]);
  });
});
