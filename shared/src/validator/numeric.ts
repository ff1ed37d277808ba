/** Numeric keywords: maximum, minimum, exclusiveMaximum, exclusiveMinimum (every draft's form) and multipleOf. */
import {
  compareDecimal,
  decimalOfNumber,
  isMultipleDecimal,
  parseDecimal,
  readingsOf,
  type Decimal,
} from '../decimal';
import type { KeywordCompiler } from './env';
import { literalAt } from './literals';
import type { Check, State } from './state';

type Bound = { keyword: string; limit: number; exclusive: boolean; max: boolean };

/** maximum/minimum/exclusive* in every draft's form (draft 4: boolean modifiers of maximum/minimum). */
export const numberBounds: KeywordCompiler = (env) => {
  const n = env.node;
  const bounds: Bound[] = [];
  const num = (k: string): number | undefined => (env.has(k) && typeof n[k] === 'number' ? n[k] : undefined);
  const max = num('maximum');
  const min = num('minimum');
  if (env.draft === '4') {
    if (max !== undefined) {
      bounds.push({ keyword: 'maximum', limit: max, exclusive: n.exclusiveMaximum === true, max: true });
    }
    if (min !== undefined) {
      bounds.push({ keyword: 'minimum', limit: min, exclusive: n.exclusiveMinimum === true, max: false });
    }
  } else {
    if (max !== undefined) bounds.push({ keyword: 'maximum', limit: max, exclusive: false, max: true });
    if (min !== undefined) bounds.push({ keyword: 'minimum', limit: min, exclusive: false, max: false });
    const xmax = num('exclusiveMaximum');
    const xmin = num('exclusiveMinimum');
    if (xmax !== undefined) {
      bounds.push({ keyword: 'exclusiveMaximum', limit: xmax, exclusive: true, max: true });
    }
    if (xmin !== undefined) {
      bounds.push({ keyword: 'exclusiveMinimum', limit: xmin, exclusive: true, max: false });
    }
  }
  const multipleOf = num('multipleOf');
  if (bounds.length === 0 && multipleOf === undefined) return undefined;
  for (const b of bounds) env.numbers.values.add(b.limit);
  if (multipleOf !== undefined) env.numbers.every = true;
  const paths = bounds.map((b) => env.path(b.keyword));
  const multiplePath = env.path('multipleOf');
  const multipleDecimal =
    multipleOf !== undefined && multipleOf > 0 ? decimalOfNumber(multipleOf) : undefined;
  const limits = bounds.map((b) => readingsOf(b.limit));
  const check: Check = (v, st) => {
    if (typeof v !== 'number') return true;
    if (st.literals !== null) {
      const literal = literalAt(st);
      if (literal !== undefined) return checkLiteral(literal, st);
    }
    let ok = true;
    for (let i = 0; i < bounds.length; i++) {
      const b = bounds[i];
      const fine = b.max
        ? b.exclusive
          ? v < b.limit
          : v <= b.limit
        : b.exclusive
          ? v > b.limit
          : v >= b.limit;
      if (fine) continue;
      if (st.quiet) return false;
      ok = false;
      reportBound(st, b, paths[i], String(v));
    }
    if (multipleDecimal !== undefined && !isMultiple(v, multipleOf as number, multipleDecimal)) {
      if (st.quiet) return false;
      ok = false;
      st.report(
        'multipleOf',
        multiplePath,
        st.texts.t('number.multipleOf', { value: String(v), multipleOf: String(multipleOf) }),
        { multipleOf },
      );
    }
    return ok;
  };
  /** The same checks on a literal that says more than its double, decided on the literal's decimal value. */
  const checkLiteral = (literal: string, st: State): boolean => {
    const value = parseDecimal(literal);
    if (value === undefined) return true;
    let ok = true;
    for (let i = 0; i < bounds.length; i++) {
      const b = bounds[i];
      if (
        withinBound(b, compareDecimal(value, limits[i][0])) ||
        withinBound(b, compareDecimal(value, limits[i][1]))
      ) {
        continue;
      }
      if (st.quiet) return false;
      ok = false;
      reportBound(st, b, paths[i], literal);
    }
    if (multipleDecimal !== undefined && !isMultipleDecimal(value, multipleDecimal)) {
      if (st.quiet) return false;
      ok = false;
      st.report(
        'multipleOf',
        multiplePath,
        st.texts.t('number.multipleOf', { value: literal, multipleOf: String(multipleOf) }),
        { multipleOf },
      );
    }
    return ok;
  };
  return check;
};

/** Whether a value that compares `c` (-1, 0, 1) with the limit satisfies the bound. */
function withinBound(b: Bound, c: number): boolean {
  return b.max ? (b.exclusive ? c < 0 : c <= 0) : b.exclusive ? c > 0 : c >= 0;
}

function reportBound(st: State, b: Bound, path: string, shown: string): void {
  const id = b.max
    ? b.exclusive
      ? 'number.exclusiveMaximum'
      : 'number.maximum'
    : b.exclusive
      ? 'number.exclusiveMinimum'
      : 'number.minimum';
  st.report(b.keyword, path, st.texts.t(id, { value: shown, limit: String(b.limit) }), {
    limit: b.limit,
    exclusive: b.exclusive,
    comparison: b.max ? (b.exclusive ? '<' : '<=') : b.exclusive ? '>' : '>=',
  });
}

/**
 * Whether v is a multiple of m, exactly: integers below 2^53 by their remainder (exact for doubles),
 * anything else on decimal values, so that 2^60 is not a multiple of 3 and 0.3 is one of 0.1.
 */
function isMultiple(v: number, m: number, mDecimal: Decimal): boolean {
  if (Number.isSafeInteger(v) && Number.isSafeInteger(m)) return v % m === 0;
  if (!Number.isFinite(v)) return false;
  return isMultipleDecimal(decimalOfNumber(v), mDecimal);
}
