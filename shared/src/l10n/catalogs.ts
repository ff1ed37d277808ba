/** Every language's catalog, by locale; English (`en.ts`) is the reference and the fallback. */
import type { MessageId } from './en';

/** A template in plural forms (Intl.PluralRules categories), chosen by the `count` parameter. */
export type PluralTemplate = { readonly other: string } & Readonly<
  Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>
>;
export type Template = string | PluralTemplate;
/** One language's templates; a missing one falls back to English. */
export type Catalog = Readonly<Partial<Record<MessageId, Template>>>;

export const CATALOGS: Readonly<Record<string, Catalog>> = {};
