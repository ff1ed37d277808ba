import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import { en, type MessageId } from '../../shared/src/l10n/en';
import { CATALOGS, type Template } from '../../shared/src/l10n/catalogs';
import { LOCALES, Texts, resolveLocale, templateParams, textsFor } from '../../shared/src/l10n/texts';

const IDS = Object.keys(en) as MessageId[];
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/**
 * Templates a language legitimately writes as English does (the words are the same in that language,
 * or the template is only punctuation and parameters). Anything else equal to English is untranslated.
 */
const SAME_AS_ENGLISH: Partial<Record<(typeof LOCALES)[number], readonly MessageId[]>> = {
  de: ['place.keyword', 'place.segment', 'hover.format'],
  it: ['place.keyword', 'place.segment'],
  pl: ['hover.format'],
};

/**
 * Forms a template may leave to "other": CLDR's "many" in French, Spanish, Italian and Portuguese is for
 * round millions ("un million de"), where "other" reads right in these messages.
 */
const OPTIONAL_FORMS: Partial<Record<(typeof LOCALES)[number], readonly string[]>> = {
  fr: ['many'],
  es: ['many'],
  it: ['many'],
  'pt-br': ['many'],
};

/** Templates of only punctuation and parameters: nothing to translate. */
const NO_WORDS = new Set<MessageId>([
  'list.separator',
  'sentence.end',
  'reason.wrap',
  'words.kindWith',
  'words.null',
  'load.sentences',
]);

function forms(template: Template): string[] {
  return typeof template === 'string' ? [template] : Object.values(template);
}

/** The words of a template, without parameters, quoted names and code. */
function words(template: Template): string {
  return forms(template)
    .join(' ')
    .replace(/\{[A-Za-z0-9]+\}/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/'[^']*'/g, ' ')
    .replace(/--[a-z-]+/g, ' ')
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, ' ')
    .replace(/\b(false|true|JSON Object Validator)\b/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

void describe('message catalogs', () => {
  void test('every language has a catalog with every template', () => {
    const missing: Record<string, string[]> = {};
    for (const locale of TRANSLATED) {
      const catalog = CATALOGS[locale];
      assert.ok(catalog, `no catalog for ${locale}`);
      const absent = IDS.filter((id) => catalog[id] === undefined);
      if (absent.length > 0) missing[locale] = absent;
    }
    assert.deepEqual(missing, {});
  });

  void test('no catalog has a template English does not have', () => {
    for (const locale of TRANSLATED) {
      const extra = Object.keys(CATALOGS[locale] ?? {}).filter((id) => !(id in en));
      assert.deepEqual(extra, [], locale);
    }
  });

  void test('every template has the same named parameters as the English one', () => {
    const mismatches: string[] = [];
    for (const locale of TRANSLATED) {
      const catalog = CATALOGS[locale] ?? {};
      for (const id of IDS) {
        const template = catalog[id];
        if (template === undefined) continue;
        const want = templateParams(en[id]);
        const got = templateParams(template);
        if (JSON.stringify(want) !== JSON.stringify(got)) {
          mismatches.push(`${locale} ${id}: ${got.join(',')} instead of ${want.join(',')}`);
        }
      }
    }
    assert.deepEqual(mismatches, []);
  });

  void test("plural templates use exactly their language's plural forms", () => {
    const wrong: string[] = [];
    for (const locale of TRANSLATED) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const [id, template] of Object.entries(CATALOGS[locale] ?? {})) {
        if (typeof template === 'string') continue;
        const used = Object.keys(template);
        const foreign = used.filter((f) => !categories.includes(f));
        const optional = OPTIONAL_FORMS[locale] ?? [];
        const lacking = categories.filter((c) => !used.includes(c) && !optional.includes(c));
        if (foreign.length > 0 || lacking.length > 0) {
          wrong.push(`${locale} ${id}: has ${used.join('/')}, the language has ${categories.join('/')}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  void test('"Did you mean" starts with words a message can be searched for (reasons go before it)', () => {
    for (const locale of LOCALES) {
      const prefix = textsFor(locale).didYouMeanPrefix;
      assert.ok(prefix.trim().length >= 2, `${locale}: ${JSON.stringify(prefix)}`);
    }
  });

  void test('no language file has a template left in English', () => {
    const english: string[] = [];
    for (const locale of TRANSLATED) {
      const catalog = CATALOGS[locale] ?? {};
      const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
      for (const id of IDS) {
        const template = catalog[id];
        if (template === undefined || NO_WORDS.has(id) || allowed.has(id)) continue;
        const theirs = words(template);
        if (theirs !== '' && theirs === words(en[id])) english.push(`${locale} ${id}: ${forms(template)[0]}`);
      }
    }
    assert.deepEqual(english, []);
  });
});

void describe('choosing the language', () => {
  const cases: [string | undefined, string][] = [
    ['de', 'de'],
    ['de-CH', 'de'],
    ['de_AT.UTF-8', 'de'],
    ['es-MX', 'es'],
    ['fr_FR.UTF-8', 'fr'],
    ['fr_CA.ISO-8859-1@euro', 'fr'],
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['pt', 'pt-br'],
    ['zh-CN', 'zh-cn'],
    ['zh-SG', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant-TW', 'zh-tw'],
    ['JA', 'ja'],
    ['ko-KR', 'ko'],
    ['en-GB', 'en'],
    ['xx', 'en'],
    ['klingon-tlh', 'en'],
    ['C', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ];
  for (const [tag, locale] of cases) {
    void test(`${JSON.stringify(tag)} speaks ${locale}`, () => {
      assert.equal(resolveLocale(tag), locale);
      assert.equal(textsFor(tag).locale, locale);
    });
  }

  void test('a template a catalog lacks falls back to English, the others are translated', () => {
    const partial = new Texts('de', { 'object.required': 'Die erforderliche Eigenschaft {name} fehlt.' });
    assert.equal(partial.t('object.required', { name: '"a"' }), 'Die erforderliche Eigenschaft "a" fehlt.');
    assert.equal(partial.t('value.mustBe', { value: '1' }), 'Value must be 1.');
  });

  void test('plural forms follow the language: Russian and Polish have a few and many', () => {
    const ru = textsFor('ru');
    const pl = textsFor('pl');
    const shown = (texts: Texts, n: number): string => texts.t('count.items', { count: n });
    // Which form each count takes is Intl's; the catalog only has to give one per category.
    for (const n of [1, 2, 5, 21, 22, 25, 100]) {
      assert.ok(shown(ru, n).startsWith(`${n} `), shown(ru, n));
      assert.ok(shown(pl, n).startsWith(`${n} `), shown(pl, n));
    }
  });
});

void describe('validation messages in the chosen language', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 3 },
      mode: { enum: ['fast', 'slow'] },
      size: { type: 'integer', maximum: 10 },
    },
    required: ['name', 'kind'],
    additionalProperties: false,
  };
  const value = { name: 'ab', mode: 'fats', size: 12, colour: 'red' };
  const messages = (locale?: string): string[] =>
    compile(schema, locale === undefined ? {} : { locale })
      .validate(value)
      .errors.map((e) => `${e.keyword}: ${e.message}`);

  void test('English by default, byte for byte as before', () => {
    assert.deepEqual(messages(), [
      'required: Missing required property "kind".',
      'minLength: String is too short: 2 characters; at least 3 required.',
      'enum: Value must be one of "fast", "slow". Did you mean "fast"?',
      'maximum: Value 12 is out of range: it must be at most 10.',
      'additionalProperties: Property "colour" is not allowed: the schema allows only "name", "mode", "size".',
    ]);
  });

  void test('German: the keyword codes and the schema names stay, the words are German', () => {
    assert.deepEqual(messages('de'), [
      'required: Die erforderliche Eigenschaft "kind" fehlt.',
      'minLength: Die Zeichenfolge ist zu kurz: 2 Zeichen; mindestens 3 erforderlich.',
      'enum: Der Wert muss einer der folgenden sein: "fast", "slow". Meinten Sie "fast"?',
      'maximum: Der Wert 12 liegt außerhalb des Bereichs: Er darf höchstens 10 sein.',
      'additionalProperties: Die Eigenschaft "colour" ist nicht zulässig: das Schema lässt nur "name", "mode", "size" zu.',
    ]);
  });

  void test('Japanese and Chinese end their sentences with their own full stop', () => {
    for (const locale of ['ja', 'zh-cn']) {
      for (const message of messages(locale)) assert.match(message, /。|？$/, `${locale}: ${message}`);
    }
  });

  void test('an unknown locale gives English', () => {
    assert.deepEqual(messages('xx-YY'), messages());
  });

  void test('a reason goes before the final full stop in every language', () => {
    const conditional = {
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      then: { required: ['extra'] },
    };
    const got = (locale: string): string =>
      compile(conditional, { locale }).validate({ kind: 'a' }).errors[0]?.message ?? '';
    assert.equal(
      got('en'),
      'Property "extra" is required because "kind" is "a" (the if/then at the schema\'s root).',
    );
    assert.equal(
      got('ja'),
      '"kind" が "a" であるため、プロパティ "extra" は必須です (if/then (スキーマのルート))。',
    );
    assert.equal(got('zh-cn'), '属性 "extra" 是必需的，因为 "kind" 为 "a"（if/then 位于架构的根）。');
  });

  void test('schema problems speak the language too', () => {
    const compiled = compile({ $schema: 'https://example.com/unknown', $ref: '#/nowhere' }, { locale: 'fr' });
    const said = compiled.problems.map((p) => p.message);
    assert.ok(
      said.includes('"$schema" inconnu "https://example.com/unknown" : validation selon le draft 2020-12.'),
      said.join('\n'),
    );
  });
});
