/**
 * Syntax problems in the person's language. The parser writes its problems' `message` in English (a
 * parse is cached and shared, and most problems are never shown) and keeps the template they came from
 * (`messageId`, `params`); a problem is put into another language only where it is shown, from those.
 */
import { editorEn } from '../l10n/editor/en';
import { textsFor, type Texts } from '../l10n/texts';
import type { SyntaxProblem } from '../types';

/**
 * The message of a syntax problem in the language of `texts`: its template filled with its parameters,
 * numbers written the way the language writes them. English, and a problem no template says, keep
 * `message` as the parser wrote it.
 */
export function syntaxMessage(
  problem: Pick<SyntaxProblem, 'message' | 'messageId' | 'params'>,
  texts: Texts,
): string {
  const { messageId, params } = problem;
  // A problem a library user built may name anything: only the parser's templates are filled.
  const known =
    typeof messageId === 'string' && messageId.startsWith('syntax.') && Object.hasOwn(editorEn, messageId);
  if (!known || texts.locale === 'en') return problem.message;
  if (typeof params !== 'object' || params === null) return texts.t(messageId);
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') shown[name] = value.toLocaleString(texts.locale);
    else if (typeof value === 'string') shown[name] = value;
  }
  return texts.t(messageId, shown);
}

/**
 * The message of a syntax problem in a language: a BCP 47 tag or a POSIX locale, as `locale` of the
 * compile options (anything unknown gives English). For the library's users.
 */
export function syntaxProblemMessage(
  problem: Pick<SyntaxProblem, 'message' | 'messageId' | 'params'>,
  locale?: string,
): string {
  return syntaxMessage(problem, textsFor(locale));
}
