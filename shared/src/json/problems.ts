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
    message: `Nesting deeper than ${MAX_NESTING_DEPTH} levels is not supported.`,
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
    message: `Only the first ${MAX_PROBLEMS} problems are reported.`,
    severity: 'information',
    offset,
    length: 0,
  };
}
