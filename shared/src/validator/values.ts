/** Keywords on any value: type, enum and const. */
import type { JsonValue } from '../types';
import type { KeywordCompiler } from './env';
import { jsonEqual } from './equal';
import { jsonType, orList, show, showList } from './messages';
import type { State } from './state';
import { closestName, didYouMean } from './suggest';

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

/** Long enums are lists of data, not of choices a person mistyped: no suggestion from them. */
const MAX_SUGGESTED_ENUM = 500;

/** The allowed string a mistyped string value most likely meant ("nodee" -> "node"). */
export function suggestValue(value: string, allowed: readonly string[]): string | undefined {
  if (allowed.length > MAX_SUGGESTED_ENUM || value.length > 200) return undefined;
  return closestName(value, allowed, () => false);
}

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
  // For "Did you mean", built on the first error only.
  let stringList: string[] | undefined;
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
    const suggestion = typeof v === 'string' ? suggestValue(v, (stringList ??= [...strings])) : undefined;
    if (suggestion === undefined) {
      st.report('enum', schemaPath, message, { allowedValues: values });
    } else {
      st.report('enum', schemaPath, message + didYouMean(suggestion), { allowedValues: values, suggestion });
    }
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
