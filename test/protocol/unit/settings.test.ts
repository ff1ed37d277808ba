import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  affectsValidation,
  defaultSettings,
  normalizeSettings,
  sectionFromPushedSettings,
} from '../../../server/src/settings';

void describe('normalizeSettings', () => {
  void test('nothing gives the defaults', () => {
    assert.deepEqual(normalizeSettings(undefined), {
      schemas: [],
      severity: {},
      exclude: [],
      validationDelay: 200,
      schemaDownload: { enable: false },
      maxFileSize: 52428800,
      languageFeatures: 'auto',
    });
  });

  void test('keeps valid entries and drops malformed ones', () => {
    const s = normalizeSettings({
      schemas: [
        { fileMatch: ['a.json'], url: 's.json' },
        { fileMatch: 'b.json', schema: { type: 'object' } },
        { fileMatch: [], url: 'x.json' },
        { url: 'no-match.json' },
        { fileMatch: ['c.json'] },
        'junk',
      ],
      severity: { additionalProperties: 'warning', required: 'loud', 'duplicate-key': 'off' },
      exclude: ['**/gen/**', 3],
      validationDelay: -5,
      schemaDownload: { enable: true },
      maxFileSize: 1000,
      languageFeatures: 'sometimes',
    });
    assert.deepEqual(s, {
      schemas: [
        { fileMatch: ['a.json'], url: 's.json' },
        { fileMatch: ['b.json'], schema: { type: 'object' } },
      ],
      severity: { additionalProperties: 'warning', 'duplicate-key': 'off' },
      exclude: ['**/gen/**'],
      validationDelay: 200,
      schemaDownload: { enable: true },
      maxFileSize: 1000,
      languageFeatures: 'auto',
    });
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
