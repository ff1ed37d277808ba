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

/** A template in plural forms (Intl.PluralRules categories), chosen by the `count` parameter. */
export type PluralTemplate = { readonly other: string } & Readonly<
  Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>
>;
export type Template = string | PluralTemplate;
/** One language's templates; a missing one falls back to English. */
export type Catalog = Readonly<Partial<Record<MessageId, Template>>>;

export const CATALOGS: Readonly<Record<string, Catalog>> = {
  cs,
  de,
  es,
  fr,
  it,
  ja,
  ko,
  pl,
  'pt-br': ptBr,
  ru,
  tr,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
};
