/** Keywords on any value: type, enum and const. */
import type { JsonValue } from '../types';
import type { KeywordCompiler } from './env';
import { jsonEqual } from './equal';
import { isIntegerDecimal, parseDecimal } from '../decimal';
import { equalWithLiterals, literalAt, numberEquals } from './literals';
import { jsonType, show, showList } from './messages';
import type { State } from './state';
import { closestName, didYouMean } from './suggest';

/** The type name a message should use for a value, `integer` when an integer was among those expected. */
function actualType(value: JsonValue, expected: readonly string[], st: State): string {
  const t = jsonType(value);
  if (t === 'number' && expected.includes('number')) return 'number';
  if (t === 'number' && isInteger(value as number, st)) return 'integer';
  return t;
}

/**
 * Whether a number is an integer: decided on its literal when the text says more than the double
 * (1.0000000000000001 is not an integer though its double is; 1e400 is one though its double is Infinity).
 */
function isInteger(v: number, st: State): boolean {
  const literal = literalAt(st);
  if (literal === undefined) return Number.isInteger(v);
  const value = parseDecimal(literal);
  return value !== undefined && isIntegerDecimal(value);
}

/** A test for one type name, each its own function so call sites stay monomorphic. */
function typeTest(name: string): ((v: JsonValue, st: State) => boolean) | undefined {
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
      return (v, st) =>
        typeof v === 'number' && (st.literals === null ? Number.isInteger(v) : isInteger(v, st));
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
  const tests = names.map((n) => typeTest(n) as (v: JsonValue, st: State) => boolean);
  if (names.includes('integer')) env.numbers.integers = true;
  const schemaPath = env.path('type');
  const fail = (v: JsonValue, st: State): boolean => {
    if (st.quiet) return false;
    const got = actualType(v, names, st);
    st.report(
      'type',
      schemaPath,
      st.texts.t('type.mismatch', { expected: st.texts.or(names), actual: got }),
      {
        expected: names,
        actual: got,
      },
    );
    return false;
  };
  const only = tests.length === 1 ? names[0] : undefined;
  switch (only) {
    case 'string':
      return (v, st) => typeof v === 'string' || fail(v, st);
    case 'number':
      return (v, st) => typeof v === 'number' || fail(v, st);
    case 'integer':
      return (v, st) =>
        (typeof v === 'number' && (st.literals === null ? Number.isInteger(v) : isInteger(v, st))) ||
        fail(v, st);
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
        for (let i = 0; i < tests.length; i++) if (tests[i](v, st)) return true;
        return fail(v, st);
      };
  }
};

/** Long enums are lists of data, not of choices a person mistyped: no suggestion from them. */
const MAX_SUGGESTED_ENUM = 500;

/** The allowed string a mistyped string value most likely meant ("nodee" -> "node"). */
export function suggestValue(value: string, allowed: readonly string[]): string | undefined {
  if (allowed.length > MAX_SUGGESTED_ENUM || value.length > 200) return undefined;
  return closestName(value, allowed, () => false) ?? extendedOrShortened(value, allowed);
}

/**
 * The one allowed value that the value extends or shortens ("warning" for "warn", "err" for "error"),
 * ignoring letter case, when the shorter has at least three letters: too many edits for `closestName`,
 * yet plainly what was meant.
 */
function extendedOrShortened(value: string, allowed: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  let found: string | undefined;
  for (const candidate of allowed) {
    const other = candidate.toLowerCase();
    if (Math.min(other.length, lower.length) < 3 || other === lower) continue;
    if (!(lower.startsWith(other) || other.startsWith(lower))) continue;
    if (found !== undefined) return undefined;
    found = candidate;
  }
  return found;
}

/** enum: the value equals one of the listed values. */
export const enumKeyword: KeywordCompiler = (env) => {
  const values = env.node.enum;
  if (!env.has('enum') || !Array.isArray(values)) return undefined;
  env.numbers.addValue(values);
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
    values.length === 1
      ? env.texts.t('value.mustBe', { value: show(values[0]) })
      : env.texts.t('value.mustBeOneOf', { values: showList(env.texts, values) });
  return (v, st) => {
    if (
      st.literals !== null
        ? enumWithLiterals(v, st, strings, numbers, others)
        : typeof v === 'string'
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
      st.report('enum', schemaPath, message + didYouMean(st.texts, suggestion), {
        allowedValues: values,
        suggestion,
      });
    }
    return false;
  };
};

/** enum membership in a document with inexact number literals, decided on the literals. */
function enumWithLiterals(
  v: JsonValue,
  st: State,
  strings: ReadonlySet<string>,
  numbers: ReadonlySet<number>,
  others: readonly JsonValue[],
): boolean {
  if (typeof v === 'string') return strings.has(v);
  if (typeof v === 'number') return numbers.has(v) && numberEquals(v, v, literalAt(st));
  for (const d of others) if (equalWithLiterals(d, v, st)) return true;
  return false;
}

/** const (draft 6+): the value equals the given one. */
export const constKeyword: KeywordCompiler = (env) => {
  if (!env.has('const')) return undefined;
  const expected = env.node.const;
  env.numbers.addValue(expected);
  const schemaPath = env.path('const');
  return (v, st) => {
    if (st.literals === null ? jsonEqual(expected, v) : equalWithLiterals(expected, v, st)) return true;
    if (st.quiet) return false;
    st.report('const', schemaPath, st.texts.t('value.mustBe', { value: show(expected) }), {
      allowedValues: [expected],
    });
    return false;
  };
};
