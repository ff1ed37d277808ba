/** Every language's catalog, by locale; English (`en.ts`) is the reference and the fallback. */
import type { MessageId } from './en';
import { cs } from './cs';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pl } from './pl';
import { ptBr } from './pt-br';
import { ru } from './ru';
import { tr } from './tr';
import { zhCn } from './zh-cn';
import { zhTw } from './zh-tw';
import { checksCs } from './checks/cs';
import { editorCs } from './editor/cs';
import { checksDe } from './checks/de';
import { editorDe } from './editor/de';
import { checksEs } from './checks/es';
import { editorEs } from './editor/es';
import { checksFr } from './checks/fr';
import { editorFr } from './editor/fr';
import { checksIt } from './checks/it';
import { editorIt } from './editor/it';
import { checksJa } from './checks/ja';
import { editorJa } from './editor/ja';
import { checksKo } from './checks/ko';
import { editorKo } from './editor/ko';
import { checksPl } from './checks/pl';
import { editorPl } from './editor/pl';
import { checksPtBr } from './checks/pt-br';
import { editorPtBr } from './editor/pt-br';
import { checksRu } from './checks/ru';
import { editorRu } from './editor/ru';
import { checksTr } from './checks/tr';
import { editorTr } from './editor/tr';
import { checksZhCn } from './checks/zh-cn';
import { editorZhCn } from './editor/zh-cn';
import { checksZhTw } from './checks/zh-tw';
import { editorZhTw } from './editor/zh-tw';

/** A template in plural forms (Intl.PluralRules categories), chosen by the `count` parameter. */
export type PluralTemplate = { readonly other: string } & Readonly<
  Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>
>;
export type Template = string | PluralTemplate;
/** One language's templates; a missing one falls back to English. */
export type Catalog = Readonly<Partial<Record<MessageId, Template>>>;

/**
 * Each language's catalog in its sections (validator, schema-file checks, the editor's and CLI's own
 * sentences), merged only when the language is first asked for: merged at load, the 26 spreads of
 * about 100 templates each into large object literals cost a process 80 ms of start-up and as much
 * again in garbage collection (each property added to a large literal copies its descriptors).
 */
const SECTIONS: Readonly<Record<string, readonly Catalog[]>> = {
  cs: [cs, checksCs, editorCs],
  de: [de, checksDe, editorDe],
  es: [es, checksEs, editorEs],
  fr: [fr, checksFr, editorFr],
  it: [it, checksIt, editorIt],
  ja: [ja, checksJa, editorJa],
  ko: [ko, checksKo, editorKo],
  pl: [pl, checksPl, editorPl],
  'pt-br': [ptBr, checksPtBr, editorPtBr],
  ru: [ru, checksRu, editorRu],
  tr: [tr, checksTr, editorTr],
  'zh-cn': [zhCn, checksZhCn, editorZhCn],
  'zh-tw': [zhTw, checksZhTw, editorZhTw],
};

const merged = new Map<string, Catalog>();

function catalogOf(locale: string): Catalog | undefined {
  let catalog = merged.get(locale);
  if (catalog === undefined) {
    const sections = SECTIONS[locale];
    if (sections === undefined) return undefined;
    catalog = Object.fromEntries(sections.flatMap((section) => Object.entries(section)));
    merged.set(locale, catalog);
  }
  return catalog;
}

/** Every language's catalog by locale (each merged on first use). */
export const CATALOGS: Readonly<Record<string, Catalog>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(SECTIONS).map((locale) => [locale, { enumerable: true, get: () => catalogOf(locale) }]),
  ),
);
