import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  affectsValidation,
  defaultSettings,
  normalizeSettings,
  readSettings,
  sectionFromPushedSettings,
} from '../../../host/src/settings';

const DEFAULTS = {
  validate: { enable: true },
  schemas: [],
  severity: {},
  exclude: [],
  validationDelay: 200,
  schemaDownload: {
    enable: true,
    trustedDomains: {
      'https://json.schemastore.org/': true,
      'https://www.schemastore.org/': true,
      'https://schemastore.azurewebsites.net/': true,
      'https://raw.githubusercontent.com/': true,
      'https://json-schema.org/': true,
    },
  },
  schemaStore: {
    enable: true,
    url: 'https://www.schemastore.org/api/json/catalog.json',
    mirror: '',
    versions: {},
  },
  maxFileSize: 52428800,
  languageFeatures: 'auto',
};

void describe('readSettings', () => {
  void test('nothing gives the defaults and no problem', () => {
    assert.deepEqual(readSettings(undefined), { settings: DEFAULTS, problems: [] });
    assert.deepEqual(normalizeSettings(null), DEFAULTS);
    assert.deepEqual(readSettings({}), { settings: DEFAULTS, problems: [] });
  });

  void test('keeps what is valid, repairs what is plain, and says what it did with the rest', () => {
    const { settings, problems } = readSettings({
      schemas: [
        { fileMatch: ['a.json'], url: 's.json' },
        { fileMatch: 'b.json', schema: { type: 'object' } },
        { fileMatch: [], url: 'x.json' },
        { url: 'no-match.json' },
        { fileMatch: ['c.json'] },
        { fileMatch: ['[z-a].json', 'd.json'], url: 'd.schema.json' },
        'junk',
      ],
      severity: { additionalProperties: 'warning', required: 'loud', format: 'warn', 'duplicate-key': 'off' },
      exclude: ['**/gen/**', 3],
      validationDelay: -5,
      schemaDownload: { enable: false, trustedDomains: { 'https://example.com/': true, bad: 'yes' } },
      schemaStore: { url: 'not a url' },
      maxFileSize: 1000,
      languageFeatures: 'sometimes',
    });
    assert.deepEqual(settings, {
      ...DEFAULTS,
      schemas: [
        { fileMatch: ['a.json'], url: 's.json' },
        { fileMatch: ['b.json'], schema: { type: 'object' } },
        { fileMatch: ['d.json'], url: 'd.schema.json' },
      ],
      severity: { additionalProperties: 'warning', format: 'warning', 'duplicate-key': 'off' },
      exclude: ['**/gen/**'],
      schemaDownload: { enable: false, trustedDomains: { 'https://example.com/': true } },
      maxFileSize: 1000,
    });
    assert.deepEqual(problems, [
      '"jsonObjectValidator.schemas[1].fileMatch" should be a list of globs; "b.json" is used as ["b.json"].',
      '"jsonObjectValidator.schemas[2]" has no usable "fileMatch" pattern; it is ignored.',
      '"jsonObjectValidator.schemas[3]" has no "fileMatch"; it is ignored.',
      '"jsonObjectValidator.schemas[4]" has neither "url" nor "schema" (nor "noSchema": true); it is ignored.',
      '"jsonObjectValidator.schemas[5].fileMatch" has the glob "[z-a].json", which is ignored: it is not a valid glob (check its [...] classes).',
      '"jsonObjectValidator.schemas[6]" should be an object with "fileMatch" and "url" or "schema"; it is ignored.',
      '"jsonObjectValidator.severity.required" is "loud", which is not a severity (use one of "error", "warning", "information", "hint", "off"); the default applies.',
      '"jsonObjectValidator.severity.format" is "warn": read as "warning" (use one of "error", "warning", "information", "hint", "off").',
      '"jsonObjectValidator.exclude" has 3, which is not a glob string; it is ignored.',
      '"jsonObjectValidator.validationDelay" should be a number of 0 or more, not -5; the default 200 applies.',
      '"jsonObjectValidator.schemaDownload.trustedDomains" has "bad": "yes"; the value should be true or false.',
      '"jsonObjectValidator.schemaStore.url" should be an http(s) or file URL, not "not a url"; the default applies.',
      '"jsonObjectValidator.languageFeatures" is "sometimes", which is not one of "auto", "always", "off"; "auto" applies.',
    ]);
    // The SchemaStore mirror: an http(s) URL, or "" for none; anything else is said and ignored.
    for (const [mirror, kept, problem] of [
      ['https://mirror.corp/ss/', 'https://mirror.corp/ss/', undefined],
      ['', '', undefined],
      ['file:///srv/schemastore/', '', 'not "file:///srv/schemastore/"'],
      [5, '', 'not 5'],
      ['mirror.corp/ss', '', 'not "mirror.corp/ss"'],
    ] as const) {
      const read = readSettings({ schemaStore: { mirror } });
      assert.equal(read.settings.schemaStore.mirror, kept, String(mirror));
      assert.deepEqual(
        read.problems,
        problem
          ? [
              `"jsonObjectValidator.schemaStore.mirror" should be an http(s) URL, ${problem}; the default applies.`,
            ]
          : [],
      );
    }
    assert.equal(normalizeSettings({ languageFeatures: 'off' }).languageFeatures, 'off');
    assert.equal(normalizeSettings({ languageFeatures: 'always' }).languageFeatures, 'always');
    assert.equal(
      affectsValidation(defaultSettings(), { ...defaultSettings(), languageFeatures: 'off' }),
      false,
    );
  });
});

void describe('sectionFromPushedSettings', () => {
  void test('nested form', () => {
    assert.deepEqual(
      sectionFromPushedSettings({ jsonObjectValidator: { exclude: ['x'] } }, 'jsonObjectValidator'),
      {
        exclude: ['x'],
      },
    );
  });
  void test('dotted form', () => {
    assert.deepEqual(
      sectionFromPushedSettings(
        {
          'jsonObjectValidator.validationDelay': 5,
          'jsonObjectValidator.schemaDownload.enable': true,
          other: 1,
        },
        'jsonObjectValidator',
      ),
      { validationDelay: 5, schemaDownload: { enable: true } },
    );
  });
  void test('absent', () => {
    assert.equal(sectionFromPushedSettings({ json: {} }, 'jsonObjectValidator'), undefined);
  });
});

void test('affectsValidation ignores the delay only', () => {
  const a = defaultSettings();
  assert.equal(affectsValidation(a, { ...a, validationDelay: 5 }), false);
  assert.equal(affectsValidation(a, { ...a, exclude: ['x'] }), true);
});
