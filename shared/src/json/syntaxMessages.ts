/**
 * Syntax problems in the person's language. The parser writes its problems in English (a parse is
 * cached and shared, and most problems are never shown); a problem is put into another language only
 * when it is shown, from the English text the parser wrote (which comes from the same catalog).
 */
import { editorEn } from '../l10n/editor/en';
import type { MessageId, Texts } from '../l10n/texts';

/** The English text of each syntax template without parameters, to its id. */
let fixed: Map<string, MessageId> | undefined;

function fixedTexts(): Map<string, MessageId> {
  if (fixed !== undefined) return fixed;
  fixed = new Map();
  for (const [id, text] of Object.entries(editorEn)) {
    if (id.startsWith('syntax.') && typeof text === 'string' && !text.includes('{')) {
      fixed.set(text, id as MessageId);
    }
  }
  return fixed;
}

const [DUPLICATE_HEAD, DUPLICATE_TAIL] = editorEn['syntax.duplicateKey'].split('{key}');

/** A template with one `{limit}` parameter as a pattern that finds the limit in its English text. */
function limitPattern(id: keyof typeof editorEn): RegExp {
  const template = editorEn[id] as string;
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{limit\\}', '([0-9,]+)');
  return new RegExp(`^${escaped}$`);
}

let limits: [RegExp, MessageId][] | undefined;

/**
 * The syntax problem `message` (as the parser wrote it) in the language of `texts`; a message that is
 * not the parser's is returned as it is.
 */
export function syntaxMessage(message: string, texts: Texts): string {
  if (texts.locale === 'en') return message;
  const id = fixedTexts().get(message);
  if (id !== undefined) return texts.t(id);
  if (message.startsWith(DUPLICATE_HEAD) && message.endsWith(DUPLICATE_TAIL)) {
    const key = message.slice(DUPLICATE_HEAD.length, message.length - DUPLICATE_TAIL.length);
    return texts.t('syntax.duplicateKey', { key });
  }
  limits ??= (
    ['syntax.tooDeep', 'syntax.tooManyProblems', 'syntax.tooManyItems', 'syntax.tooManyProperties'] as const
  ).map((limitId) => [limitPattern(limitId), limitId]);
  for (const [pattern, limitId] of limits) {
    const m = pattern.exec(message);
    if (m === null) continue;
    const limit = Number(m[1].replace(/,/g, ''));
    return texts.t(limitId, { limit: limit.toLocaleString(texts.locale) });
  }
  return message;
}
