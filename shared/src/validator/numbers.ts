/** Numeric keywords: maximum, minimum, exclusiveMaximum, exclusiveMinimum (every draft's form) and multipleOf. */
import type { KeywordCompiler } from './env';

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
  const paths = bounds.map((b) => env.path(b.keyword));
  const multiplePath = env.path('multipleOf');
  return (v, st) => {
    if (typeof v !== 'number') return true;
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
      const rel = b.max ? (b.exclusive ? 'less than' : 'at most') : b.exclusive ? 'greater than' : 'at least';
      st.report(b.keyword, paths[i], `Value ${v} is out of range: it must be ${rel} ${b.limit}.`, {
        limit: b.limit,
        exclusive: b.exclusive,
        comparison: b.max ? (b.exclusive ? '<' : '<=') : b.exclusive ? '>' : '>=',
      });
    }
    if (multipleOf !== undefined && multipleOf > 0 && !isMultiple(v, multipleOf)) {
      if (st.quiet) return false;
      ok = false;
      st.report('multipleOf', multiplePath, `Value ${v} must be a multiple of ${multipleOf}.`, {
        multipleOf,
      });
    }
    return ok;
  };
};

function isMultiple(v: number, m: number): boolean {
  const q = v / m;
  // v / m overflows for huge v and small m; an integer is still a multiple of m when 1/m is an integer.
  if (!Number.isFinite(q)) return Number.isInteger(v) && Number.isInteger(1 / m);
  if (Number.isInteger(q)) return true;
  // Decimal multipleOf (0.01) suffers from binary rounding: compare against the nearest integer quotient.
  const r = Math.round(q);
  return Math.abs(r * m - v) <= Math.abs(v) * Number.EPSILON * 4 && Math.abs(q - r) < 1e-8;
}
