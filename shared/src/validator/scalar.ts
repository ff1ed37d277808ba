/** Keywords on any value, numbers and strings: type, enum, const, numeric bounds, lengths, pattern, format. */
import type { JsonValue } from '../types';
import { getFormatValidator } from '../formats';
import { compilePattern } from '../regex';
import type { KeywordCompiler } from './env';
import { jsonEqual } from './equal';
import { jsonType, orList, plural, show, showList } from './messages';
import type { Check, State } from './state';

/** The type name a message should use for a value, `integer` when an integer was among those expected. */
function actualType(value: JsonValue, expected: readonly string[]): string {
  const t = jsonType(value);
  if (t === 'number' && expected.includes('number')) return 'number';
  if (t === 'number' && Number.isInteger(value)) return 'integer';
  return t;
}

/** A test for one type name, each its own function so call sites stay monomorphic. */
function typeTest(name: string): ((v: JsonValue) => boolean) | undefined {
  switch (name) {
    case 'null':
      return (v) => v === null;
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'object':
      return (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'array':
      return (v) => Array.isArray(v);
    case 'number':
      return (v) => typeof v === 'number';
    case 'integer':
      // JSON.parse cannot tell 1.0 from 1, so both drafts' integer rules meet here: no fractional part.
      return (v) => typeof v === 'number' && Number.isInteger(v);
    case 'string':
      return (v) => typeof v === 'string';
    default:
      return undefined;
  }
}

/** type: one or several type names. */
export const typeKeyword: KeywordCompiler = (env) => {
  if (!env.has('type')) return undefined;
  const raw = env.node.type;
  const names = (Array.isArray(raw) ? raw : [raw]).filter(
    (t): t is string => typeof t === 'string' && typeTest(t) !== undefined,
  );
  if (names.length === 0) return undefined;
  const tests = names.map((n) => typeTest(n) as (v: JsonValue) => boolean);
  const schemaPath = env.path('type');
  const fail = (v: JsonValue, st: State): boolean => {
    if (st.quiet) return false;
    const got = actualType(v, names);
    st.report('type', schemaPath, `Incorrect type: expected ${orList(names)}, got ${got}.`, {
      expected: names,
      actual: got,
    });
    return false;
  };
  const only = tests.length === 1 ? names[0] : undefined;
  switch (only) {
    case 'string':
      return (v, st) => typeof v === 'string' || fail(v, st);
    case 'number':
      return (v, st) => typeof v === 'number' || fail(v, st);
    case 'integer':
      return (v, st) => (typeof v === 'number' && Number.isInteger(v)) || fail(v, st);
    case 'boolean':
      return (v, st) => typeof v === 'boolean' || fail(v, st);
    case 'object':
      return (v, st) => (v !== null && typeof v === 'object' && !Array.isArray(v)) || fail(v, st);
    case 'array':
      return (v, st) => Array.isArray(v) || fail(v, st);
    case 'null':
      return (v, st) => v === null || fail(v, st);
    default:
      // A loop, not tests.some: some(callback) would allocate a closure over v per value.
      return (v, st) => {
        for (let i = 0; i < tests.length; i++) if (tests[i](v)) return true;
        return fail(v, st);
      };
  }
};

/** enum: the value equals one of the listed values. */
export const enumKeyword: KeywordCompiler = (env) => {
  const values = env.node.enum;
  if (!env.has('enum') || !Array.isArray(values)) return undefined;
  const schemaPath = env.path('enum');
  // Primitive members are found by Set lookups of the value itself (no key strings to build);
  // only object/array members need deep comparison.
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const others: JsonValue[] = [];
  for (const v of values) {
    if (typeof v === 'string') strings.add(v);
    else if (typeof v === 'number') numbers.add(v);
    else others.push(v);
  }
  const message =
    values.length === 1 ? `Value must be ${show(values[0])}.` : `Value must be one of ${showList(values)}.`;
  return (v, st) => {
    if (
      typeof v === 'string'
        ? strings.has(v)
        : typeof v === 'number'
          ? numbers.has(v)
          : others.some((d) => jsonEqual(d, v))
    ) {
      return true;
    }
    if (st.quiet) return false;
    st.report('enum', schemaPath, message, { allowedValues: values });
    return false;
  };
};

/** const (draft 6+): the value equals the given one. */
export const constKeyword: KeywordCompiler = (env) => {
  if (!env.has('const')) return undefined;
  const expected = env.node.const;
  const schemaPath = env.path('const');
  return (v, st) => {
    if (jsonEqual(expected, v)) return true;
    if (st.quiet) return false;
    st.report('const', schemaPath, `Value must be ${show(expected)}.`, { allowedValues: [expected] });
    return false;
  };
};

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

/** minLength, maxLength (code points), pattern and format (when it asserts). */
export const stringKeywords: KeywordCompiler = (env) => {
  const n = env.node;
  const maxLength = env.has('maxLength') && typeof n.maxLength === 'number' ? n.maxLength : undefined;
  const minLength = env.has('minLength') && typeof n.minLength === 'number' ? n.minLength : undefined;
  let regex: RegExp | undefined;
  const source = env.has('pattern') && typeof n.pattern === 'string' ? n.pattern : undefined;
  if (source !== undefined) {
    const compiled = compilePattern(source);
    if ('regex' in compiled) regex = compiled.regex;
    else {
      env.problem(
        'invalid-regex',
        `Invalid regular expression ${show(source)}: ${compiled.error}`,
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
    regex === undefined &&
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
          `String is too long: ${plural(len, 'character')}; at most ${maxLength} allowed.`,
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
          `String is too short: ${plural(len, 'character')}; at least ${minLength} required.`,
          {
            limit: minLength,
            length: len,
          },
        );
      }
    }
    if (regex !== undefined && !regex.test(v)) {
      if (st.quiet) return false;
      ok = false;
      st.report('pattern', patternPath, `String ${show(v)} does not match the pattern ${show(source)}.`, {
        pattern: source,
      });
    }
    if (formatCheck !== undefined && !formatCheck(v)) {
      if (st.quiet) return false;
      ok = false;
      st.report('format', formatPath, `String ${show(v)} is not a valid ${format}.`, { format });
    }
    return ok;
  };
  return check;
};
