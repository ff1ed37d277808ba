// The extension's own words: the manifest through package.nls.json and package.nls.<lang>.json, the
// client through vscode.l10n bundles (l10n/bundle.l10n.<lang>.json, keyed by the English message).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles, PackageManager } from '@vscode/vsce';
import { LOCALES } from '../../shared/src/l10n/texts';

const root = join(__dirname, '..', '..', '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');
const readJson = <T>(file: string): T => JSON.parse(read(file)) as T;

const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/** Every `%key%` the manifest uses. */
function manifestKeys(): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const m = /^%(.+)%$/.exec(value);
      if (m) keys.add(m[1]);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(readJson<unknown>('package.json'));
  return [...keys].sort();
}

/** Every message the client passes to `t(...)` (l10n.ts: each one is a literal). */
function clientMessages(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(join(root, 'client/src'))) {
    const source = read(join('client/src', file));
    for (const m of source.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/gs)) {
      found.add(m[2].replace(/\\(["'\\])/g, '$1'));
    }
  }
  return [...found].sort();
}

/** What must come through a translation unchanged: placeholders, code spans, setting links, link targets. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\d*\}|`[^`]*`|#[\w.]+#|\]\([^)\s]+\)/g)].map((m) => m[0]).sort();
}

/** The words of a message, without what must stay as it is (names, code, the product's name). */
function words(text: string): string {
  return text
    .replace(/\{\d*\}|`[^`]*`|"[^"]*"|\*\*[^*]*\*\*/g, ' ')
    .replace(/JSON Object Validator|VS Code|SchemaStore|JSON|\b[a-z]+[A-Z.][\w.]*\b/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** Messages whose words are the same in that language (product names, "Schema" in German...). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['config.schemas.title', 'Schema: {0}'],
  fr: ['extension {0}'],
  // "file" is the Italian word for a file, and "schema" its word for a schema.
  it: ['1 file', '1 JSON file', 'Schema: {0}'],
  // "problem" is the Polish word for a problem.
  pl: ['1 problem'],
};

function languagesWith(file: (locale: string) => string): string[] {
  return TRANSLATED.filter((l) => existsSync(join(root, file(l))));
}

const nlsFile = (l: string): string => `package.nls.${l}.json`;
const bundleFile = (l: string): string => `l10n/bundle.l10n.${l}.json`;

void describe('the manifest and the client in every language', () => {
  const english = readJson<Record<string, string>>('package.nls.json');

  void test('package.json names its l10n folder and every %key% has an English text, none unused', () => {
    assert.equal(readJson<{ l10n?: string }>('package.json').l10n, './l10n');
    assert.deepEqual(manifestKeys(), Object.keys(english).sort());
  });

  void test('every language of the catalog has a manifest and a client translation, and no other does', () => {
    // A file for a tag VS Code does not use (`zh-TW`, `pt`) would never be loaded: no stray files.
    const nls = readdirSync(root).filter((f) => /^package\.nls\..+\.json$/.test(f));
    const bundles = readdirSync(join(root, 'l10n')).map((f) => `l10n/${f}`);
    assert.deepEqual(nls.sort(), TRANSLATED.map(nlsFile).sort());
    assert.deepEqual(bundles.sort(), TRANSLATED.map(bundleFile).sort());
  });

  void test('the .vsix carries the manifest and client translations of every language (vsce lists it)', async () => {
    const packaged = await listFiles({ cwd: root, packageManager: PackageManager.None });
    const translations = packaged.filter((f) => /^package\.nls\.|^l10n\//.test(f)).sort();
    const expected = ['package.nls.json', ...TRANSLATED.map(nlsFile), ...TRANSLATED.map(bundleFile)];
    assert.deepEqual(translations, expected.sort());
  });

  for (const locale of languagesWith(nlsFile)) {
    void test(`package.nls.${locale}.json: every key, the same code and setting links, translated`, () => {
      const theirs = readJson<Record<string, string>>(nlsFile(locale));
      assert.deepEqual(Object.keys(theirs).sort(), Object.keys(english).sort());
      const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
      for (const [key, text] of Object.entries(english)) {
        assert.deepEqual(tokens(theirs[key]), tokens(text), `${locale} ${key}`);
        if (key === 'command.category' || key === 'configuration.title' || allowed.has(key)) continue;
        const mine = words(text);
        if (mine !== '') assert.notEqual(words(theirs[key]), mine, `${locale} ${key} is in English`);
      }
    });
  }

  // A command named in another text must be named as the palette shows it in that language.
  const commandMentions: readonly (readonly [key: string, message: string])[] = [
    ['command.validateWorkspace.title', 'Validate Workspace'],
    [
      'command.validateWorkspace.title',
      'No known file uses {0}: Validate Workspace finds the files that do.',
    ],
    [
      'command.showSchema.title',
      'Click to choose the schema of this file ("Show Schema for Current File" opens it).',
    ],
    [
      'command.restartServer.title',
      'The JSON Object Validator server stopped {0} times in 3 minutes and was not restarted again. See the output channel for the cause, then run "JSON Object Validator: Restart Server".',
    ],
  ];

  for (const locale of ['en', ...languagesWith(nlsFile)]) {
    void test(`${locale}: the commands named in settings and messages are the palette's titles`, () => {
      const nls = readJson<Record<string, string>>(locale === 'en' ? 'package.nls.json' : nlsFile(locale));
      const bundle =
        locale === 'en'
          ? Object.fromEntries(clientMessages().map((m) => [m, m]))
          : readJson<Record<string, string>>(bundleFile(locale));
      for (const [key, message] of commandMentions) {
        assert.ok(bundle[message].includes(nls[key]), `${locale}: ${message} → ${bundle[message]}`);
      }
      const titles = new Set([
        nls['command.category'],
        ...Object.keys(nls)
          .filter((k) => k.startsWith('command.'))
          .map((k) => nls[k]),
      ]);
      for (const [key, text] of Object.entries(nls)) {
        for (const [, bold] of text.replace(/`[^`]*`/g, '').matchAll(/\*\*([^*]+)\*\*/g)) {
          assert.ok(titles.has(bold), `${locale} ${key}: **${bold}** is no command title`);
        }
      }
    });
  }

  const messages = clientMessages();

  void test('the client has messages to translate, each a literal', () => {
    assert.ok(messages.length > 50, String(messages.length));
    assert.ok(messages.includes('Validating JSON files'));
  });

  for (const locale of languagesWith(bundleFile)) {
    void test(`l10n/bundle.l10n.${locale}.json: every client message, the same placeholders, translated`, () => {
      const bundle = readJson<Record<string, string>>(bundleFile(locale));
      assert.deepEqual(Object.keys(bundle).sort(), messages);
      const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
      for (const message of messages) {
        assert.deepEqual(tokens(bundle[message]), tokens(message), `${locale} ${message}`);
        if (allowed.has(message)) continue;
        const mine = words(message);
        if (mine !== '') assert.notEqual(words(bundle[message]), mine, `${locale}: ${message} is in English`);
      }
    });
  }
});
