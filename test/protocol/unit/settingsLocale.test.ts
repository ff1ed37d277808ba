import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setDisplayLanguage } from '../../../host/src/displayLanguage';
import { readSettings } from '../../../host/src/settings';

/** Settings that cannot be used as written are said in the person's language; names and values stay. */
const SETTINGS = {
  schemas: [{ url: 'no-match.json' }],
  severity: { format: 'warn' },
  validationDelay: -5,
  languageFeatures: 'sometimes',
};

const EXPECTED: Record<string, string[]> = {
  de: [
    '"jsonObjectValidator.schemas[0]" hat kein "fileMatch"; es wird ignoriert.',
    '"jsonObjectValidator.severity.format" ist "warn": gelesen als "warning" (verwenden Sie einen der Werte "error", "warning", "information", "hint", "off").',
    '"jsonObjectValidator.validationDelay" sollte eine Zahl ab 0 sein, nicht -5; der Standardwert 200 gilt.',
    '"jsonObjectValidator.languageFeatures" ist "sometimes", keiner der Werte "auto", "always", "off"; "auto" gilt.',
  ],
  ja: [
    '"jsonObjectValidator.schemas[0]" に "fileMatch" がありません。無視されます。',
    '"jsonObjectValidator.severity.format" は "warn" です: "warning" として読み取ります ("error", "warning", "information", "hint", "off" のいずれかを使用してください)。',
    '"jsonObjectValidator.validationDelay" は -5 ではなく、0 以上の数値である必要があります。既定値 200 が適用されます。',
    '"jsonObjectValidator.languageFeatures" の "sometimes" は "auto"、"always"、"off" のいずれでもありません。"auto" が適用されます。',
  ],
};

void describe('settings problems in the display language', () => {
  for (const [locale, expected] of Object.entries(EXPECTED)) {
    void test(locale, () => {
      setDisplayLanguage(locale);
      try {
        assert.deepEqual(readSettings(SETTINGS).problems, expected);
      } finally {
        setDisplayLanguage('en');
      }
    });
  }

  void test('English again afterwards, as before', () => {
    assert.equal(
      readSettings({ validationDelay: -5 }).problems[0],
      '"jsonObjectValidator.validationDelay" should be a number of 0 or more, not -5; the default 200 applies.',
    );
  });
});
