import { editorEn } from '../l10n/editor/en';
import { english } from '../l10n/texts';
import type { Severity, SourceRange, SyntaxMessageId, SyntaxParams, SyntaxProblem } from '../types';

/**
 * A problem before it gets line/character positions (those need the line index). Every one comes from
 * a `syntax.*` template: `message` is its English text, `messageId` and `params` let the place that
 * shows it say it in the person's language (see syntaxMessages.ts).
 */
export interface RawProblem {
  code: string;
  message: string;
  messageId: SyntaxMessageId;
  params?: SyntaxParams;
  severity: Severity;
  offset: number;
  length: number;
}

/** The syntax templates that have parameters; every other one is a fixed text. */
type ParameterisedId = 'syntax.duplicateKey' | 'syntax.tooDeep' | 'syntax.tooManyProblems' | MemberLimitId;
type MemberLimitId = 'syntax.tooManyItems' | 'syntax.tooManyProperties';

/** A syntax template without parameters. */
export type FixedSyntaxId = Exclude<SyntaxMessageId, ParameterisedId>;

/** A problem whose message is a fixed text (the English is the catalog's string itself: no formatting). */
export function fixedProblem(
  code: string,
  messageId: FixedSyntaxId,
  offset: number,
  length: number,
): RawProblem {
  return { code, message: editorEn[messageId], messageId, severity: 'error', offset, length };
}

/** The warning on a key an object already has (on the later one); `key` as decoded from the text. */
export function duplicateKeyProblem(key: string, offset: number, length: number): RawProblem {
  const params = { key: JSON.stringify(key) };
  return {
    code: 'duplicate-key',
    message: english.t('syntax.duplicateKey', params),
    messageId: 'syntax.duplicateKey',
    params,
    severity: 'warning',
    offset,
    length,
  };
}

/** A problem at its range, as ParsedDocument.problems holds it. */
export function placeProblem(p: RawProblem, range: SourceRange): SyntaxProblem {
  const placed: SyntaxProblem = {
    code: p.code,
    message: p.message,
    messageId: p.messageId,
    severity: p.severity,
    range,
  };
  if (p.params !== undefined) placed.params = p.params;
  return placed;
}

/**
 * Deepest nesting of arrays and objects a document may have. Far beyond real documents, yet shallow
 * enough that every recursive consumer of the value (validator, quick fixes) stays well inside the stack.
 */
export const MAX_NESTING_DEPTH = 1000;

/** The problem for a document nested deeper than MAX_NESTING_DEPTH, on the first bracket too deep. */
export function tooDeepProblem(offset: number): RawProblem {
  return {
    code: 'too-deep',
    message: english.t('syntax.tooDeep', { limit: MAX_NESTING_DEPTH }),
    messageId: 'syntax.tooDeep',
    params: { limit: MAX_NESTING_DEPTH },
    severity: 'error',
    offset,
    length: 1,
  };
}

/** Most problems one document reports; the rest are summed up by one `too-many-problems` note. */
export const MAX_PROBLEMS = 1000;

/** The note that replaces every problem after the first MAX_PROBLEMS, at the first one left out. */
export function tooManyProblems(offset: number): RawProblem {
  return {
    code: 'too-many-problems',
    message: english.t('syntax.tooManyProblems', { limit: MAX_PROBLEMS }),
    messageId: 'syntax.tooManyProblems',
    params: { limit: MAX_PROBLEMS },
    severity: 'information',
    offset,
    length: 0,
  };
}

/**
 * Most items an array and members an object may have. V8 cannot grow a JavaScript array past about 112
 * million elements (pushing beyond is a fatal error, not an exception), nor an object past about 16.7
 * million properties; the recovering parser stops adding to a container here and says so.
 */
export const MAX_ARRAY_ITEMS = 100_000_000;
export const MAX_OBJECT_MEMBERS = 16_000_000;

/** The problem for the first member a container cannot take any more. */
export function tooManyMembers(offset: number, length: number, isArray: boolean, limit: number): RawProblem {
  const messageId: MemberLimitId = isArray ? 'syntax.tooManyItems' : 'syntax.tooManyProperties';
  return {
    code: 'too-many-members',
    // English has always written this limit with separators (the other limits without): kept as it was.
    message: english.t(messageId, { limit: limit.toLocaleString('en-US') }),
    messageId,
    params: { limit },
    severity: 'error',
    offset,
    length,
  };
}
