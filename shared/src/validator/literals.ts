/**
 * Number literals that say more than their double (`9007199254740993`, `1e400`): the keywords that
 * judge numbers ask here for the literal of the value they check, and decide on it. `st.literals` is
 * null for nearly every document, so the common path costs one comparison.
 */
import { equalsReading, parseDecimal, readingsOf } from '../decimal';
import { escapePointerSegment, valueAtPointer } from '../json/pointer';
import type { JsonValue } from '../types';
import { jsonEqual } from './equal';
import type { State } from './state';

/**
 * The numbers a compiled schema judges so closely that a literal saying more than its double could
 * change a verdict. Elsewhere the double decides as the literal would: the nearest double to a literal
 * is on the same side of every other double, so only a bound or a const/enum number equal to the
 * literal's double can tell them apart; a literal whose double has a fraction has one too; and only
 * multipleOf and uniqueItems look at every number's exact value. Keywords add to it as they are
 * compiled (lazily compiled ones when first applied, so after validating a value it covers every
 * keyword that judged it).
 */
export class NumberSensitivity {
  /** multipleOf or uniqueItems was compiled: every number's exact value counts. */
  every = false;
  /** An integer type was compiled: an integral double may come from a literal with a fraction. */
  integers = false;
  /** Doubles that bounds, const and enum compare numbers with. */
  readonly values = new Set<number>();

  /** Adds the numbers of a const or enum value (deeply). */
  addValue(value: JsonValue): void {
    if (typeof value === 'number') {
      this.values.add(value);
    } else if (value !== null && typeof value === 'object') {
      for (const v of Array.isArray(value) ? value : Object.values(value)) this.addValue(v);
    }
  }

  /** Whether a literal read as `x` (but saying more) could be judged otherwise than `x` is. */
  matters(x: number): boolean {
    return this.every || !Number.isFinite(x) || (this.integers && Number.isInteger(x)) || this.values.has(x);
  }
}

/**
 * Which literals of `value` to read exactly when validating it by its doubles found `errors`: those a
 * keyword judges closely (`numbers.matters`), and the numbers errors stand on, since a message words the
 * number at its own place by its literal (a bound's "Value 90.000000000000000001 must be at most 90",
 * "got number" rather than "got integer"); messages show other numbers by their doubles.
 */
export function literalsThatMatter(
  numbers: NumberSensitivity,
  value: JsonValue,
  errors: readonly { instancePath: string }[],
): (x: number) => boolean {
  let quoted: Set<number> | undefined;
  for (const e of errors) {
    const at = valueAtPointer(value, e.instancePath);
    if (typeof at === 'number') (quoted ??= new Set()).add(at);
  }
  if (quoted === undefined) return (x) => numbers.matters(x);
  const found = quoted;
  return (x) => numbers.matters(x) || found.has(x);
}

/** The literal of the number at the current instance path, when the text says more than its double. */
export function literalAt(st: State): string | undefined {
  return st.literals === null ? undefined : st.literals.get(st.pointer());
}

/** Whether a schema number equals the number at `pointer`, decided on its literal when there is one. */
export function numberEquals(schemaNumber: number, value: number, literal: string | undefined): boolean {
  if (schemaNumber !== value) return false;
  if (literal === undefined) return true;
  const decimal = parseDecimal(literal);
  return decimal !== undefined && equalsReading(decimal, readingsOf(schemaNumber));
}

/**
 * JSON equality of a schema value with the instance value at the current path, where a number whose
 * literal says more than its double is compared by that literal (with either reading of the schema's
 * double, see `readingsOf`).
 */
export function equalWithLiterals(expected: JsonValue, value: JsonValue, st: State): boolean {
  const literals = st.literals;
  if (literals === null) return false;
  const pointer = st.pointer();
  let any = false;
  for (const key of literals.keys()) {
    if (key === pointer || key.startsWith(pointer + '/')) {
      any = true;
      break;
    }
  }
  return any ? equalAt(expected, value, pointer, literals) : jsonEqual(expected, value);
}

function equalAt(
  a: JsonValue,
  b: JsonValue,
  pointer: string,
  literals: ReadonlyMap<string, string>,
): boolean {
  if (typeof b === 'number' && typeof a === 'number') return numberEquals(a, b, literals.get(pointer));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalAt(a[i], b[i], `${pointer}/${i}`, literals)) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!equalAt(a[k], b[k], `${pointer}/${escapePointerSegment(k)}`, literals)) return false;
  }
  return true;
}
