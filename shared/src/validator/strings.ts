/** String keywords: minLength, maxLength (code points), pattern and format (when it asserts). */
import { getFormatValidator } from '../formats';
import { compilePattern, type PatternMatcher } from '../regex';
import type { KeywordCompiler } from './env';
import { show } from './messages';
import type { Check, State } from './state';

/** String length in Unicode code points, as the drafts define it. */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * A string that does not match, or that could not be checked because matching needs more work than
 * one check may take (`matched` undefined): the value is then reported as not checked, never accepted.
 */
function reportPattern(
  st: State,
  schemaPath: string,
  source: string,
  v: string,
  matched: false | undefined,
): void {
  if (matched === false) {
    st.report(
      'pattern',
      schemaPath,
      st.texts.t('string.pattern', { value: show(v), pattern: show(source) }),
      {
        pattern: source,
      },
    );
    return;
  }
  st.report(
    'pattern',
    schemaPath,
    st.texts.t('string.patternTooExpensive', { value: show(v), pattern: show(source) }),
    { pattern: source, tooExpensive: true },
  );
}

/** minLength, maxLength (code points), pattern and format (when it asserts). */
export const stringKeywords: KeywordCompiler = (env) => {
  const n = env.node;
  const maxLength = env.has('maxLength') && typeof n.maxLength === 'number' ? n.maxLength : undefined;
  const minLength = env.has('minLength') && typeof n.minLength === 'number' ? n.minLength : undefined;
  let matcher: PatternMatcher | undefined;
  const source = env.has('pattern') && typeof n.pattern === 'string' ? n.pattern : undefined;
  if (source !== undefined) {
    const compiled = compilePattern(source);
    if ('matcher' in compiled) matcher = compiled.matcher;
    else {
      env.problem(
        'invalid-regex',
        env.texts.t('schema.invalidRegex', { pattern: show(source), error: compiled.error }),
        'pattern',
        'value',
        'pattern',
      );
    }
  }
  const format = env.has('format') && typeof n.format === 'string' ? n.format : undefined;
  const formatCheck =
    format !== undefined && env.formatAssertion ? getFormatValidator(format, env.draft) : undefined;
  if (
    maxLength === undefined &&
    minLength === undefined &&
    matcher === undefined &&
    formatCheck === undefined
  ) {
    return undefined;
  }
  const maxPath = env.path('maxLength');
  const minPath = env.path('minLength');
  const patternPath = env.path('pattern');
  const formatPath = env.path('format');
  const check: Check = (v, st) => {
    if (typeof v !== 'string') return true;
    let ok = true;
    if (maxLength !== undefined || minLength !== undefined) {
      // Code points never exceed UTF-16 units, so the cheap length decides most cases.
      const len =
        v.length <= (minLength ?? 0) || v.length > (maxLength ?? Infinity) ? codePoints(v) : v.length;
      if (maxLength !== undefined && len > maxLength) {
        if (st.quiet) return false;
        ok = false;
        st.report(
          'maxLength',
          maxPath,
          st.texts.t('string.maxLength', {
            length: st.texts.t('count.characters', { count: len }),
            limit: String(maxLength),
          }),
          {
            limit: maxLength,
            length: len,
          },
        );
      }
      if (minLength !== undefined && len < minLength) {
        if (st.quiet) return false;
        ok = false;
        st.report(
          'minLength',
          minPath,
          st.texts.t('string.minLength', {
            length: st.texts.t('count.characters', { count: len }),
            limit: String(minLength),
          }),
          {
            limit: minLength,
            length: len,
          },
        );
      }
    }
    if (matcher !== undefined) {
      const matched = matcher.test(v);
      if (matched !== true) {
        if (st.quiet) return false;
        ok = false;
        reportPattern(st, patternPath, source as string, v, matched);
      }
    }
    if (formatCheck !== undefined && !formatCheck(v)) {
      if (st.quiet) return false;
      ok = false;
      st.report(
        'format',
        formatPath,
        st.texts.t('string.format', { value: show(v), format: String(format) }),
        { format },
      );
    }
    return ok;
  };
  return check;
};
