import { english } from '../l10n/texts';
import type { Severity } from '../types';

/** A problem before it gets line/character positions (those need the line index). */
export interface RawProblem {
  code: string;
  message: string;
  severity: Severity;
  offset: number;
  length: number;
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
  return {
    code: 'too-many-members',
    message: english.t(isArray ? 'syntax.tooManyItems' : 'syntax.tooManyProperties', {
      limit: limit.toLocaleString('en-US'),
    }),
    severity: 'error',
    offset,
    length,
  };
}
