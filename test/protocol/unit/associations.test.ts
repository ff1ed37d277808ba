import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  automaticAmong,
  choiceAmong,
  findAssociation,
  noSchemaAmong,
  findAssociations,
  inlineSchemaUri,
  isMetaSchemaUri,
} from '../../../host/src/associations';
import { Configuration } from '../../../host/src/configuration';
import { defaultSettings } from '../../../host/src/settings';
import type { ValidatorSettings } from '../../../shared/src/protocol';

function withSchemas(schemas: ValidatorSettings['schemas']): ValidatorSettings {
  return { ...defaultSettings(), schemas };
}

const folder = {
  uri: 'file:///w',
  settings: withSchemas([
    { fileMatch: ['*.conf.json', '!legacy.conf.json'], url: './schemas/conf.schema.json' },
    { fileMatch: ['/inline/*.json'], schema: { type: 'object' } },
  ]),
};
const contributions = [
  { fileMatch: ['*.conf.json', 'tool.json'], url: 'file:///ext/tool.schema.json', extensionId: 'acme.tool' },
];

void describe('findAssociation', () => {
  void test('$schema wins over settings and contributions, relative to the document', () => {
    const a = findAssociation({
      documentUri: 'file:///w/sub/app.conf.json',
      schemaProperty: '../other.schema.json',
      folder,
      settings: defaultSettings(),
      extensionAssociations: contributions,
    });
    assert.deepEqual(a, {
      source: 'document',
      priority: 70,
      schemaUri: 'file:///w/other.schema.json',
      reason: `The document's "$schema" property names it.`,
    });
  });

  void test('settings win over contributions and resolve against the folder', () => {
    const all = findAssociations({
      documentUri: 'file:///w/sub/app.conf.json',
      folder,
      settings: defaultSettings(),
      extensionAssociations: contributions,
    });
    assert.deepEqual(
      all.map((a) => [a.source, a.schemaUri, a.pattern]),
      [
        ['settings', 'file:///w/schemas/conf.schema.json', '*.conf.json'],
        ['extension', 'file:///ext/tool.schema.json', '*.conf.json'],
      ],
    );
    assert.equal(
      all[0].reason,
      '"jsonObjectValidator.schemas" (workspace folder settings) maps "*.conf.json" to ./schemas/conf.schema.json.',
    );
    assert.equal(
      all[1].reason,
      'A "jsonValidation" contribution of the extension acme.tool maps "*.conf.json" to this schema.',
    );
  });

  void test('an exclusion in the settings leaves the contribution in force', () => {
    const a = findAssociation({
      documentUri: 'file:///w/legacy.conf.json',
      folder,
      settings: defaultSettings(),
      extensionAssociations: contributions,
    });
    assert.equal(a?.source, 'extension');
  });

  void test('inline schemas get a stable URI per folder and entry', () => {
    const a = findAssociation({
      documentUri: 'file:///w/inline/x.json',
      folder,
      settings: defaultSettings(),
      extensionAssociations: [],
    });
    assert.equal(a?.schemaUri, inlineSchemaUri('file:///w', 1));
    assert.equal(a?.schemaUri, 'json-object-validator://settings/file%3A%2F%2F%2Fw/1.schema.json');
    assert.deepEqual(a?.inlineSchema, { type: 'object' });
  });

  void test('a meta-schema $schema is not an association', () => {
    const a = findAssociation({
      documentUri: 'file:///w/s.json',
      schemaProperty: 'https://json-schema.org/draft/2020-12/schema',
      folder,
      settings: defaultSettings(),
      extensionAssociations: [],
    });
    assert.equal(a, undefined);
  });

  void test('no folder: settings patterns still match file names and urls resolve against the document', () => {
    const a = findAssociation({
      documentUri: 'file:///tmp/x/a.conf.json',
      settings: withSchemas([{ fileMatch: ['a.conf.json'], url: 's.json' }]),
      extensionAssociations: [],
    });
    assert.equal(a?.schemaUri, 'file:///tmp/x/s.json');
  });
});

void describe('isMetaSchemaUri', () => {
  const cases: [string, boolean][] = [
    ['http://json-schema.org/draft-04/schema#', true],
    ['http://json-schema.org/draft-07/schema', true],
    ['https://json-schema.org/draft/2019-09/schema', true],
    ['https://json-schema.org/draft/2020-12/schema', true],
    ['https://json-schema.org/draft/2020-12/meta/core', false],
    ['./schema.json', false],
  ];
  for (const [uri, expected] of cases) {
    void test(`${uri} -> ${expected}`, () => assert.equal(isMetaSchemaUri(uri), expected));
  }
});

void describe('Configuration.associationsOf', () => {
  void test("finds a document's associations once per $schema, again after anything they depend on changes", () => {
    const config = new Configuration();
    config.setFolders(['file:///w']);
    const uri = 'file:///w/app.conf.json';
    const none = config.associationsOf(uri, undefined);
    assert.deepEqual(none, []);
    assert.equal(config.associationsOf(uri, undefined), none, 'the same list, not found again');

    config.setSettings(withSchemas([]), new Map([['file:///w', folder.settings]]));
    const bySettings = config.associationsOf(uri, undefined);
    assert.deepEqual(
      bySettings.map((a) => [a.source, a.schemaUri]),
      [['settings', 'file:///w/schemas/conf.schema.json']],
    );
    const byProperty = config.associationsOf(uri, './mine.json');
    assert.deepEqual(byProperty[0].schemaUri, 'file:///w/mine.json');
    assert.equal(config.associationsOf(uri, undefined), bySettings, 'each $schema keeps its own');

    config.setEditorAssociations({ associations: contributions });
    assert.deepEqual(
      config.associationsOf(uri, undefined).map((a) => a.source),
      ['settings', 'extension'],
    );
    config.setFolders([]);
    assert.deepEqual(
      config.associationsOf(uri, undefined).map((a) => a.source),
      ['extension'],
    );
  });
});

void describe('entries chosen for a file', () => {
  const context = (schemas: ValidatorSettings['schemas'], schemaProperty?: string) => ({
    documentUri: 'file:///w/config/app.json',
    ...(schemaProperty ? { schemaProperty } : {}),
    folder: { uri: 'file:///w', settings: withSchemas(schemas) },
    settings: defaultSettings(),
    extensionAssociations: contributions,
  });
  const plain = { fileMatch: ['config/*.json'], url: './plain.json' };
  const cases: [string, ValidatorSettings['schemas'], string | undefined, string | undefined][] = [
    ['"$schema" wins over an ordinary entry', [plain], './own.json', 'file:///w/config/own.json'],
    [
      'a chosen entry wins over "$schema"',
      [plain, { fileMatch: ['/config/app.json'], url: './picked.json', chosen: true }],
      './own.json',
      'file:///w/picked.json',
    ],
    [
      'noSchema wins over "$schema" and everything else',
      [plain, { fileMatch: ['/config/*.json'], noSchema: true }],
      './own.json',
      undefined,
    ],
    [
      'noSchema beside a chosen schema for the same file: no schema',
      [
        { fileMatch: ['/config/app.json'], url: './picked.json', chosen: true },
        { fileMatch: ['/config/app.json'], noSchema: true },
      ],
      undefined,
      undefined,
    ],
    [
      'a choice for another file changes nothing',
      [plain, { fileMatch: ['/config/other.json'], noSchema: true }],
      undefined,
      'file:///w/plain.json',
    ],
  ];
  for (const [name, schemas, schemaProperty, expected] of cases) {
    void test(name, () => {
      const found = findAssociations(context(schemas, schemaProperty));
      assert.equal(choiceAmong(found)?.schemaUri, expected);
      assert.equal(noSchemaAmong(found) !== undefined, expected === undefined);
    });
  }
  void test('"Automatic" is what applies without the chosen entries', () => {
    const found = findAssociations(
      context([plain, { fileMatch: ['/config/app.json'], noSchema: true }], undefined),
    );
    assert.equal(automaticAmong(found)?.schemaUri, 'file:///w/plain.json');
  });
});

void describe('Configuration.namesAsSchema', () => {
  void test('the URIs the settings, json.schemas and contributions name, again after any of them changes', () => {
    const config = new Configuration();
    config.setFolders(['file:///w']);
    const conf = 'file:///w/schemas/conf.schema.json';
    assert.equal(config.namesAsSchema(conf), false);
    config.setSettings(withSchemas([]), new Map([['file:///w', folder.settings]]));
    assert.equal(config.namesAsSchema(conf), true);
    assert.equal(config.namesAsSchema('file:///w/schemas/other.json'), false);
    config.setEditorAssociations({ associations: contributions });
    assert.equal(config.namesAsSchema('file:///ext/tool.schema.json'), true);
    config.setJsonSection(
      { schemas: [{ fileMatch: ['x.json'], url: 'file:///vs/code.schema.json' }] },
      new Map(),
    );
    assert.equal(config.namesAsSchema('file:///vs/code.schema.json'), true);
    config.setSettings(withSchemas([]), new Map());
    assert.equal(config.namesAsSchema(conf), false, 'a name the settings no longer give is forgotten');
    assert.equal(config.namesAsSchema('file:///ext/tool.schema.json'), true);
  });
});
