import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  collectJsonValidations,
  contributionPattern,
  editorAssociations,
  jsoncPatternsOf,
  readJsonSchemasLevels,
  resolveContributionUrl,
} from '../../../client/src/jsonValidation';

const EXT = 'file:///home/me/.vscode/extensions/acme.tools-1.0.0';

void describe('resolveContributionUrl', () => {
  const cases: [string, string | undefined][] = [
    ['./schemas/tool.json', `${EXT}/schemas/tool.json`],
    ['schemas/tool.json', `${EXT}/schemas/tool.json`],
    ['file:///etc/schema.json', 'file:///etc/schema.json'],
    ['https://json.schemastore.org/package', 'https://json.schemastore.org/package'],
    ['vscode://schemas/settings/user', 'vscode://schemas/settings/user'],
    ['http://[bad', undefined],
  ];
  for (const [url, expected] of cases) {
    void test(`${url} -> ${String(expected)}`, () => {
      assert.equal(resolveContributionUrl(url, EXT), expected);
    });
  }
  void test('an extension URI with a trailing slash resolves the same way', () => {
    assert.equal(resolveContributionUrl('./a.json', `${EXT}/`), `${EXT}/a.json`);
  });
});

void describe('contributionPattern', () => {
  const cases: [string, string][] = [
    ['tsconfig.json', 'tsconfig.json'],
    ['*.acme.json', '*.acme.json'],
    ['/.vscode/settings.json', '/.vscode/settings.json'],
    ['!skip.json', '!skip.json'],
    ['vscode://defaultsettings/*.json', 'vscode://defaultsettings/*.json'],
    ['%APP_SETTINGS_HOME%/settings.json', '/User/settings.json'],
    ['%MACHINE_SETTINGS_HOME%/settings.json', '/Machine/settings.json'],
    ['%APP_WORKSPACES_HOME%/*/workspace.json', '/Workspaces/*/workspace.json'],
  ];
  for (const [pattern, expected] of cases) {
    void test(`${pattern} -> ${expected}`, () => assert.equal(contributionPattern(pattern), expected));
  }
});

void describe('collectJsonValidations', () => {
  const extensions = [
    {
      id: 'acme.tools',
      extensionUri: EXT,
      packageJSON: {
        contributes: {
          jsonValidation: [
            { fileMatch: 'acme.json', url: './schemas/acme.json' },
            { fileMatch: ['*.acme.json', '!skip.acme.json'], url: 'https://acme.example/schema.json' },
            { fileMatch: '%APP_SETTINGS_HOME%/acme.json', url: './schemas/settings.json' },
            { fileMatch: [], url: './schemas/none.json' },
            { url: './schemas/no-match.json' },
            { fileMatch: 'x.json' },
          ],
        },
      },
    },
    {
      id: 'vscode.configuration-editing',
      extensionUri: 'file:///usr/share/code/extensions/configuration-editing',
      packageJSON: {
        contributes: { jsonValidation: [{ fileMatch: 'launch.json', url: 'vscode://schemas/launch' }] },
      },
    },
    {
      id: 'json-object-validator.json-object-validator',
      extensionUri: 'file:///self',
      packageJSON: { contributes: { jsonValidation: [{ fileMatch: 'self.json', url: './self.json' }] } },
    },
    { id: 'no.manifest', extensionUri: 'file:///x', packageJSON: null },
    {
      id: 'no.contributions',
      extensionUri: 'file:///y',
      packageJSON: { contributes: { jsonValidation: 'oops' } },
    },
  ];

  void test('every contribution VS Code reads, remote and editor schemas included; this extension skipped', () => {
    assert.deepEqual(
      collectJsonValidations(extensions, { excludeIds: ['JSON-Object-Validator.json-object-validator'] }),
      [
        { fileMatch: ['acme.json'], url: `${EXT}/schemas/acme.json`, extensionId: 'acme.tools' },
        {
          fileMatch: ['*.acme.json', '!skip.acme.json'],
          url: 'https://acme.example/schema.json',
          extensionId: 'acme.tools',
        },
        { fileMatch: ['/User/acme.json'], url: `${EXT}/schemas/settings.json`, extensionId: 'acme.tools' },
        {
          fileMatch: ['launch.json'],
          url: 'vscode://schemas/launch',
          extensionId: 'vscode.configuration-editing',
        },
      ],
    );
  });
});

void describe('editorAssociations', () => {
  void test("VS Code's own associations become contributions of vscode", () => {
    assert.deepEqual(
      editorAssociations(
        JSON.stringify({ 'vscode://schemas/keybindings': ['/User/keybindings.json'], bad: 3, x: 'y.json' }),
      ),
      [
        { fileMatch: ['/User/keybindings.json'], url: 'vscode://schemas/keybindings', extensionId: 'vscode' },
        { fileMatch: ['y.json'], url: 'x', extensionId: 'vscode' },
      ],
    );
  });
  void test('text that is not a JSON object gives nothing', () => {
    assert.deepEqual(editorAssociations('nope'), []);
    assert.deepEqual(editorAssociations('[1]'), []);
  });
});

void describe('readJsonSchemasLevels', () => {
  void test('user entries as written, workspace and folder entries resolved against their folder', () => {
    assert.deepEqual(
      readJsonSchemasLevels([
        {
          value: [
            { fileMatch: ['a.json'], url: 'https://example.com/a.json' },
            { fileMatch: 'b.json', schema: { type: 'object' } },
            { fileMatch: [], url: 'x' },
            'junk',
          ],
          scope: 'user',
        },
        {
          value: [
            { fileMatch: ['c.json'], url: './schemas/c.json' },
            { fileMatch: ['d.json'], url: '/schemas/d.json' },
            { fileMatch: ['e.json'], url: '../shared/e.json' },
          ],
          scope: 'workspace',
          base: 'file:///w/project',
        },
        {
          value: [{ fileMatch: ['f.json'], url: './f.json' }],
          scope: 'folder',
          base: 'file:///w/other',
          folderUri: 'file:///w/other',
        },
      ]),
      [
        { fileMatch: ['a.json'], url: 'https://example.com/a.json', scope: 'user', index: 0 },
        { fileMatch: ['b.json'], schema: { type: 'object' }, scope: 'user', index: 1 },
        { fileMatch: ['c.json'], url: 'file:///w/project/schemas/c.json', scope: 'workspace', index: 0 },
        { fileMatch: ['d.json'], url: 'file:///w/project/schemas/d.json', scope: 'workspace', index: 1 },
        { fileMatch: ['e.json'], url: 'file:///w/shared/e.json', scope: 'workspace', index: 2 },
        {
          fileMatch: ['f.json'],
          url: 'file:///w/other/f.json',
          folderUri: 'file:///w/other',
          scope: 'folder',
          index: 0,
        },
      ],
    );
  });
});

void describe('jsoncPatternsOf', () => {
  void test('languages contributed as jsonc and files.associations to jsonc, and nothing else', () => {
    assert.deepEqual(
      jsoncPatternsOf(
        [
          {
            id: 'acme.lang',
            extensionUri: EXT,
            packageJSON: {
              contributes: {
                languages: [
                  {
                    id: 'jsonc',
                    filenames: ['.acmerc'],
                    extensions: ['.acme.json'],
                    filenamePatterns: ['**/conf/*.json'],
                  },
                  { id: 'yaml', filenames: ['x.yml'] },
                ],
              },
            },
          },
          { id: 'none', extensionUri: EXT, packageJSON: null },
        ],
        { '*.notes.json': 'jsonc', '*.txt': 'plaintext' },
      ),
      ['**/conf/*.json', '*.acme.json', '*.notes.json', '.acmerc'],
    );
  });
});
