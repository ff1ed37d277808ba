/**
 * Fixes for `type` errors: "Convert to number/integer/boolean/string" where the value converts
 * without losing anything (`"8080"` → `8080`, `true` → `"true"`), and "Wrap in array" where the
 * expected type is an array. A fix is offered only when validating the fixed text leaves fewer
 * problems at that value than before: a wrap whose items break the schema is no fix.
 */
import type { JsonValue, ValidationError } from '../../../../shared/src/types';
import { parseJson, replaceValue } from './jsonEdit';
import type { FixContext, TextFix } from './fixTypes';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** JSON's number grammar: a string holding anything else ("0x1F", " 8", "1e") is not a number. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The value at a pointer as written, or undefined where the text does not parse there. */
function valueAt(text: string, pointer: string): { value: JsonValue; source: string } | undefined {
  const node = parseJson(text).locate([{ path: pointer, part: 'value' }])[0];
  if (!node) return undefined;
  const source = text.slice(node.offset, node.offset + node.length);
  try {
    return { value: JSON.parse(source) as JsonValue, source };
  } catch {
    return undefined;
  }
}

/** Whether a decimal string survives the round trip through a double (no digits lost). */
function exactNumber(s: string): number | undefined {
  if (!JSON_NUMBER.test(s)) return undefined;
  const n = Number(s);
  if (!Number.isFinite(n)) return undefined;
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) return undefined;
  const digits = s
    .replace(/^-/, '')
    .replace(/[eE].*$/, '')
    .replace('.', '')
    .replace(/^0+/, '');
  return digits.replace(/0+$/, '').length <= 15 ? n : undefined;
}

/** The value converted to `type` without loss, or undefined. */
function converted(value: JsonValue, source: string, type: string): JsonValue | undefined {
  switch (type) {
    case 'number':
    case 'integer': {
      if (typeof value !== 'string') return undefined;
      const n = exactNumber(value);
      if (n === undefined || (type === 'integer' && !Number.isInteger(n))) return undefined;
      return n;
    }
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'null':
      return value === 'null' ? null : undefined;
    case 'string':
      // The number as written ("1.50" stays "1.50"), not as a double would print it.
      if (typeof value === 'number') return source;
      if (typeof value === 'boolean') return String(value);
      return undefined;
    default:
      return undefined;
  }
}

function problemsAt(errors: readonly ValidationError[], pointer: string): number {
  return errors.filter((e) => e.instancePath === pointer || e.instancePath.startsWith(`${pointer}/`)).length;
}

/** Conversion and wrap fixes for one `type` error. */
export function typeConversionFixes(error: ValidationError, context: FixContext): TextFix[] {
  if (error.keyword !== 'type' || error.target.part !== 'value' || !context.validate) return [];
  const expected = Array.isArray(error.params.expected)
    ? error.params.expected.filter((t): t is string => typeof t === 'string')
    : [];
  const current = valueAt(context.text, error.instancePath);
  if (!current) return [];
  const before = problemsAt(context.errors, error.instancePath);
  const candidates: { title: string; value: JsonValue }[] = [];
  for (const type of expected) {
    if (type === 'array') {
      candidates.push({ title: hostTexts().t('fix.wrapInArray'), value: [current.value] });
      continue;
    }
    const value = converted(current.value, current.source, type);
    if (value !== undefined) candidates.push({ title: hostTexts().t('fix.convertTo', { type }), value });
  }
  const fixes: TextFix[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const key = JSON.stringify(candidate.value);
    if (seen.has(key)) continue;
    seen.add(key);
    const newText = replaceValue(context.text, error.instancePath, candidate.value);
    if (newText === undefined) continue;
    const after = context.validate(newText);
    if (problemsAt(after, error.instancePath) >= before) continue;
    fixes.push({ title: candidate.title, newText, fixes: [error], unambiguous: false });
  }
  if (fixes.length === 1) fixes[0].preferred = true;
  return fixes;
}
