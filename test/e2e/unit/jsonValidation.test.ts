import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectJsonValidations, resolveContributionUrl } from '../../../client/src/jsonValidation';

const EXT = 'file:///home/me/.vscode/extensions/acme.tools-1.0.0';

void describe('resolveContributionUrl', () => {
  const cases: [string, boolean, string | undefined][] = [
    ['./schemas/tool.json', false, `${EXT}/schemas/tool.json`],
    ['schemas/tool.json', false, `${EXT}/schemas/tool.json`],
    ['file:///etc/schema.json', false, 'file:///etc/schema.json'],
    ['https://json.schemastore.org/package', false, undefined],
    ['https://json.schemastore.org/package', true, 'https://json.schemastore.org/package'],
    ['vscode://schemas/settings/user', true, undefined],
    ['http://[bad', true, undefined],
  ];
  for (const [url, remote, expected] of cases) {
    void test(`${url} (downloads ${remote ? 'on' : 'off'}) -> ${String(expected)}`, () => {
      assert.equal(resolveContributionUrl(url, EXT, remote), expected);
    });
  }
  void test('an extension URI with a trailing slash resolves the same way', () => {
    assert.equal(resolveContributionUrl('./a.json', `${EXT}/`, false), `${EXT}/a.json`);
  });
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

  void test('without downloads: local schemas only, editor schemas and this extension skipped', () => {
    assert.deepEqual(
      collectJsonValidations(extensions, {
        includeRemote: false,
        excludeIds: ['JSON-Object-Validator.json-object-validator'],
      }),
      [{ fileMatch: ['acme.json'], url: `${EXT}/schemas/acme.json`, extensionId: 'acme.tools' }],
    );
  });

  void test('with downloads: remote schemas too, exclusions kept in fileMatch', () => {
    assert.deepEqual(collectJsonValidations(extensions, { includeRemote: true }), [
      { fileMatch: ['acme.json'], url: `${EXT}/schemas/acme.json`, extensionId: 'acme.tools' },
      {
        fileMatch: ['*.acme.json', '!skip.acme.json'],
        url: 'https://acme.example/schema.json',
        extensionId: 'acme.tools',
      },
      {
        fileMatch: ['self.json'],
        url: 'file:///self/self.json',
        extensionId: 'json-object-validator.json-object-validator',
      },
    ]);
  });
});
