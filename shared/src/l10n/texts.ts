/**
 * Messages in the person's language: catalogs of templates with named parameters (`{name}`), keyed by
 * a stable id, one catalog per language. The keyword codes and the parameters (the schema's names and
 * values) are never translated; only the words around them are. A missing template falls back to
 * English, a region to its language, an unknown locale to English.
 */
import { en, type MessageId } from './en';
import { CATALOGS, type Catalog, type PluralTemplate, type Template } from './catalogs';

export type { MessageId } from './en';
export type { Catalog, Template, PluralTemplate } from './catalogs';

/** The languages of VS Code's language packs, plus English. */
export const LOCALES = [
  'en',
  'cs',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl',
  'pt-br',
  'ru',
  'tr',
  'zh-cn',
  'zh-tw',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Parameters of a template: already rendered text, or numbers (`count` selects a plural form). */
export type Params = Readonly<Record<string, string | number>>;

const CHINESE_TRADITIONAL = new Set(['tw', 'hk', 'mo', 'hant']);

/**
 * The supported locale a language tag asks for: `de-CH` gives `de`, `es_MX.UTF-8` (a POSIX locale) gives
 * `es`, `pt-PT` gives `pt-br`, `zh-Hant`/`zh-HK` give `zh-tw`, anything unknown gives `en`.
 */
export function resolveLocale(tag: string | undefined | null): Locale {
  if (typeof tag !== 'string') return 'en';
  // POSIX: language_TERRITORY.codeset@modifier.
  const clean = tag
    .trim()
    .toLowerCase()
    .replace(/[.@].*$/, '')
    .replace(/_/g, '-');
  if ((LOCALES as readonly string[]).includes(clean)) return clean as Locale;
  const [language, ...rest] = clean.split('-');
  if (language === 'zh') return rest.some((r) => CHINESE_TRADITIONAL.has(r)) ? 'zh-tw' : 'zh-cn';
  if (language === 'pt') return 'pt-br';
  if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  return 'en';
}

function isPlural(t: Template): t is PluralTemplate {
  return typeof t === 'object';
}

/**
 * A template cut into literal text and parameter names: `[text, name, text, name, ..., text]`. Each
 * template is cut once per process; filling it is then one pass of concatenation.
 */
const cut = new Map<string, readonly string[]>();

function partsOf(template: string): readonly string[] {
  let parts = cut.get(template);
  if (parts !== undefined) return parts;
  const list: string[] = [];
  let text = '';
  let at = 0;
  for (;;) {
    const open = template.indexOf('{', at);
    const close = open < 0 ? -1 : template.indexOf('}', open);
    if (close < 0) break;
    const name = template.slice(open + 1, close);
    if (/^[A-Za-z][A-Za-z0-9]*$/.test(name)) {
      list.push(text + template.slice(at, open), name);
      text = '';
      at = close + 1;
    } else {
      // Not a parameter (`{ "not": <if> }` in a sentence about schemas): kept as text.
      text += template.slice(at, open + 1);
      at = open + 1;
    }
  }
  list.push(text + template.slice(at));
  parts = list;
  cut.set(template, parts);
  return parts;
}

/** Replaces each `{name}` with its parameter; an unknown name stays as written. */
function fill(template: string, params: Params | undefined): string {
  const parts = partsOf(template);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const value = params === undefined ? undefined : params[parts[i]];
    out += (value === undefined ? `{${parts[i]}}` : value) + parts[i + 1];
  }
  return out;
}

/** The `{name}` parameters a template string uses, sorted (for the catalogs' parity tests). */
export function templateParams(template: Template): string[] {
  const names = new Set<string>();
  const forms = isPlural(template) ? Object.values(template) : [template];
  for (const form of forms) {
    for (const m of form.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) names.add(m[1]);
  }
  return [...names].sort();
}

/**
 * The messages of one locale. Made once per compile (or process) and kept: formatting happens only on
 * the error path, one template lookup per reported problem.
 */
export class Texts {
  readonly locale: Locale;
  /** English with this language's templates over it: one lookup per message. */
  private readonly templates: Readonly<Record<MessageId, Template>>;
  private plurals: Intl.PluralRules | undefined;
  /** The plural category of small whole counts, found once each (Intl's select is slow). */
  private readonly categories: (Intl.LDMLPluralRule | undefined)[] = [];
  /** The words before the suggestion in "Did you mean …?", to find it in a message. */
  readonly didYouMeanPrefix: string;

  /** `catalog` defaults to the locale's own (tests pass a partial one to see the fallback). */
  constructor(locale: Locale, catalog: Catalog = CATALOGS[locale] ?? {}) {
    this.locale = locale;
    this.templates = { ...en, ...catalog };
    const template = this.template('suggest.didYouMean') as string;
    this.didYouMeanPrefix = template.slice(0, template.indexOf('{'));
  }

  private template(id: MessageId): Template {
    return this.templates[id];
  }

  /** The message `id` with its parameters; a plural template picks its form by `params.count`. */
  t(id: MessageId, params?: Params): string {
    const template = this.template(id);
    if (!isPlural(template)) return fill(template, params);
    const count = typeof params?.count === 'number' ? params.count : 0;
    const form = template[this.category(count)] ?? template.other;
    return fill(form, params);
  }

  private category(count: number): Intl.LDMLPluralRule {
    const small = Number.isInteger(count) && count >= 0 && count < 1024;
    const known = small ? this.categories[count] : undefined;
    if (known !== undefined) return known;
    this.plurals ??= new Intl.PluralRules(this.locale);
    const category = this.plurals.select(count);
    if (small) this.categories[count] = category;
    return category;
  }

  /** `a`, `a or b`, `a, b or c` in this language. */
  or(words: readonly string[]): string {
    return this.joinLast(words, 'list.or');
  }

  /** `a`, `a and b`, `a, b and c` in this language. */
  and(words: readonly string[]): string {
    return this.joinLast(words, 'list.and');
  }

  private joinLast(words: readonly string[], id: 'list.or' | 'list.and'): string {
    if (words.length <= 1) return words.join('');
    const rest = words.slice(0, -1).join(this.t('list.separator'));
    return this.t(id, { rest, last: words[words.length - 1] });
  }

  /** A list of already rendered values, cut after `max` with a count of the rest. */
  list(shown: readonly string[], total: number): string {
    const text = shown.join(this.t('list.separator'));
    return total > shown.length ? this.t('list.more', { list: text, count: total - shown.length }) : text;
  }

  /** Whether a reason quoted mid-sentence starts with a small letter (not in German, where nouns keep theirs). */
  get lowersReasons(): boolean {
    return this.locale !== 'de';
  }
}

const made = new Map<Locale, Texts>();

/** The shared Texts of a locale tag (see resolveLocale). */
export function textsFor(tag?: string | null): Texts {
  const locale = resolveLocale(tag);
  let texts = made.get(locale);
  if (texts === undefined) {
    texts = new Texts(locale);
    made.set(locale, texts);
  }
  return texts;
}

/** The English texts, the default everywhere a locale is not given. */
export const english: Texts = textsFor('en');
