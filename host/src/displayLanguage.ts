/**
 * The language the server and the CLI speak: one per process (a language server serves one editor, a
 * CLI run one person), set once at start (from `initialize`'s `locale`, from `--locale` or the
 * environment) and read wherever a message is made or a schema compiled.
 */
import { resolveLocale, textsFor, type Locale, type Texts } from '../../shared/src/l10n/texts';

let current: Locale = 'en';

/** Sets the language from a BCP 47 tag or a POSIX locale; unknown ones give English. */
export function setDisplayLanguage(tag: string | undefined | null): Locale {
  current = resolveLocale(tag);
  return current;
}

/** The language in use. */
export function displayLanguage(): Locale {
  return current;
}

/** The messages in the language in use. */
export function hostTexts(): Texts {
  return textsFor(current);
}

/**
 * The language a POSIX environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first
 * that is set and not empty); `C` and `POSIX` mean no preference.
 */
export function environmentLocale(env: Readonly<Record<string, string | undefined>>): string | undefined {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const language = value.replace(/[.@].*$/, '');
    return language === 'C' || language === 'POSIX' ? undefined : value;
  }
  return undefined;
}

/** A locale as RFC 5646 writes it (`pt-BR`, `zh-CN`, `de`). */
export function languageTag(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region === undefined ? language : `${language}-${region.toUpperCase()}`;
}
