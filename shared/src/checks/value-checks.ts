/**
 * Checks of keyword values that are not schemas: names lists, `enum`, `type`, numbers, identifiers,
 * patterns, and the consistency of min/max pairs.
 */
import type { Draft, JsonObject, JsonPointer, JsonValue, SchemaProblem } from '../types';
import { compileSchemaPattern } from './pattern';
import { closestKeyword } from './spelling';
import { canonicalKey, childPointer, describe, isObject, own, quoted, schemaProblem } from './problem';
import { atLeast, keywordShape } from './vocabulary';
import { english, type MessageId, type Texts } from '../l10n/texts';
import type { KeywordShape } from './vocabulary';

/** What a value check needs: the draft, the schema object holding the keyword, where to report. */
export interface ValueContext {
  draft: Draft;
  problems: SchemaProblem[];
  schema: JsonObject;
  texts: Texts;
}

const SIMPLE_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

const MIN_MAX_PAIRS: ReadonlyArray<[string, string]> = [
  ['minProperties', 'maxProperties'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minContains', 'maxContains'],
  ['minimum', 'maximum'],
];

/** The problem of a keyword value of the wrong JSON type: `"minLength" must be ...; found ...`. */
export function keywordTypeProblem(
  pointer: JsonPointer,
  keyword: string,
  expected: string,
  value: JsonValue,
  texts: Texts = english,
  hint = '',
): SchemaProblem {
  return schemaProblem(
    pointer,
    'value',
    keyword,
    'keyword-type',
    'error',
    texts.t('check.mustBe', {
      place: texts.t('check.place.keyword', { keyword }),
      expected,
      found: describe(value, texts),
      hint,
    }),
  );
}

/** Checks the value of a keyword whose shape holds no subschema. */
export function checkValue(
  ctx: ValueContext,
  keyword: string,
  shape: KeywordShape,
  value: JsonValue,
  pointer: JsonPointer,
): void {
  const { draft, problems, texts } = ctx;
  const wrongType = (expected: MessageId, hint = ''): void => {
    problems.push(keywordTypeProblem(pointer, keyword, texts.t(expected), value, texts, hint));
  };
  switch (shape) {
    case 'stringArray':
      if (!Array.isArray(value)) {
        const hint =
          typeof value === 'boolean'
            ? texts.t('check.hint.requiredFlag', { value: String(value) })
            : typeof value === 'string'
              ? texts.t('check.hint.write', { value: JSON.stringify([value]) })
              : '';
        return wrongType('check.expect.nameList', hint);
      }
      checkNameList(problems, keyword, value, pointer, draft !== '4', 'check.place.eachEntryOf', texts);
      return;
    case 'enum':
      checkEnum(ctx, value, pointer);
      return;
    case 'type':
      checkType(problems, value, pointer, texts);
      return;
    case 'nonNegativeInteger':
      if (typeof value !== 'number') return wrongType('check.expect.nonNegativeInteger');
      if (!Number.isInteger(value) || value < 0) {
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-number',
            'error',
            texts.t('check.mustBe', {
              place: texts.t('check.place.keyword', { keyword }),
              expected: texts.t('check.expect.nonNegativeInteger'),
              found: describe(value, texts),
              hint: '',
            }),
          ),
        );
      }
      return;
    case 'positiveNumber':
      if (typeof value !== 'number') return wrongType('check.expect.positiveNumber');
      if (value <= 0) {
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-number',
            'error',
            texts.t('check.mustBe', {
              place: texts.t('check.place.keyword', { keyword }),
              expected: texts.t('check.expect.greaterThanZero'),
              found: describe(value, texts),
              hint: '',
            }),
          ),
        );
      }
      return;
    case 'number':
      if (typeof value !== 'number') wrongType('check.expect.number');
      return;
    case 'exclusiveLimit':
      checkExclusiveLimit(ctx, keyword, value, pointer, wrongType);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrongType('check.expect.boolean');
      return;
    case 'string':
      if (typeof value !== 'string') wrongType('check.expect.string');
      return;
    case 'array':
      if (!Array.isArray(value)) wrongType('check.expect.array');
      return;
    case 'regex':
      if (typeof value !== 'string') return wrongType('check.expect.regex');
      checkRegex(problems, value, pointer, 'value', keyword, texts);
      return;
    case 'anchor':
      checkAnchor(ctx, keyword, value, pointer, wrongType);
      return;
    case 'id':
      if (typeof value !== 'string') return wrongType('check.expect.uriReference');
      if (atLeast(draft, '2019-09') && !/^[^#]*#?$/.test(value)) {
        const fragment = value.slice(value.indexOf('#') + 1);
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-id',
            'error',
            texts.t('check.id.fragment', { keyword, draft, fragment }),
          ),
        );
      }
      return;
    case 'vocabulary':
      if (!isObject(value)) return wrongType('check.expect.vocabulary');
      for (const uri of Object.keys(value)) {
        if (typeof value[uri] !== 'boolean') {
          problems.push(
            schemaProblem(
              childPointer(pointer, uri),
              'value',
              keyword,
              'keyword-type',
              'error',
              texts.t('check.mustBe', {
                place: texts.t('check.place.eachValueOf', { keyword }),
                expected: texts.t('check.expect.boolean'),
                found: describe(value[uri], texts),
                hint: '',
              }),
            ),
          );
        }
      }
      return;
    case 'any':
      return;
    default:
      return;
  }
}

/** `required`, `dependentRequired` values and array `dependencies`: unique strings. */
export function checkNameList(
  problems: SchemaProblem[],
  keyword: string,
  list: JsonValue[],
  pointer: JsonPointer,
  emptyAllowed: boolean,
  /** How the message names an entry's place, with `keyword` (rendered only for a problem). */
  place: 'check.place.eachArrayIn' | 'check.place.eachEntryOf',
  texts: Texts = english,
): void {
  if (list.length === 0 && !emptyAllowed) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        keyword,
        'empty-array',
        'error',
        texts.t('check.nameList.empty', { keyword }),
      ),
    );
    return;
  }
  const seen = new Map<string, number>();
  list.forEach((entry, index) => {
    const entryPointer = childPointer(pointer, index);
    if (typeof entry !== 'string') {
      problems.push(
        schemaProblem(
          entryPointer,
          'value',
          keyword,
          'keyword-type',
          'error',
          texts.t('check.mustBe', {
            place: texts.t(place, { keyword }),
            expected: texts.t('check.expect.propertyName'),
            found: describe(entry, texts),
            hint: '',
          }),
        ),
      );
      return;
    }
    const first = seen.get(entry);
    if (first !== undefined) {
      problems.push(
        schemaProblem(
          entryPointer,
          'value',
          keyword,
          'duplicate-entry',
          'error',
          texts.t('check.duplicate', { entry, keyword, first }),
          { duplicate: entry, firstIndex: first },
        ),
      );
    } else {
      seen.set(entry, index);
    }
  });
}

function checkEnum(ctx: ValueContext, value: JsonValue, pointer: JsonPointer): void {
  const { problems, draft, texts } = ctx;
  // The draft 4 and 6 meta-schemas require a non-empty enum of unique values; from draft 7 on the
  // specification only says SHOULD, so there it is a warning.
  const strict = draft === '4' || draft === '6';
  const severity = strict ? 'error' : 'warning';
  if (!Array.isArray(value)) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        'enum',
        'keyword-type',
        'error',
        texts.t('check.mustBe', {
          place: texts.t('check.place.keyword', { keyword: 'enum' }),
          expected: texts.t('check.expect.enumArray'),
          found: describe(value, texts),
          hint:
            value !== null && typeof value !== 'object'
              ? texts.t('check.hint.write', { value: `[${JSON.stringify(value)}]` })
              : '',
        }),
      ),
    );
    return;
  }
  if (value.length === 0) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        'enum',
        strict ? 'empty-array' : 'empty-enum',
        severity,
        strict ? texts.t('check.enum.emptyError', { draft }) : texts.t('check.enum.empty'),
      ),
    );
    return;
  }
  const seen = new Map<string, number>();
  value.forEach((entry, index) => {
    let key: string;
    try {
      key = canonicalKey(entry);
    } catch {
      return; // nested too deep to compare; duplicates there are harmless
    }
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    problems.push(
      schemaProblem(
        childPointer(pointer, index),
        'value',
        'enum',
        'duplicate-entry',
        severity,
        texts.t('check.enum.duplicate', { first }),
        { firstIndex: first },
      ),
    );
  });
}

function checkType(problems: SchemaProblem[], value: JsonValue, pointer: JsonPointer, texts: Texts): void {
  const unknown = (name: string, at: JsonPointer): void => {
    const hint = typeHint(name, texts);
    const suggestion = typeSuggestion(name);
    problems.push(
      schemaProblem(
        at,
        'value',
        'type',
        'unknown-type',
        'error',
        texts.t('check.type.unknown', { name, types: SIMPLE_TYPES.join(', '), hint: hint ?? '' }),
        suggestion === undefined ? undefined : { suggestion },
      ),
    );
  };
  if (typeof value === 'string') {
    if (!SIMPLE_TYPES.includes(value)) unknown(value, pointer);
    return;
  }
  if (!Array.isArray(value)) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        'type',
        'keyword-type',
        'error',
        texts.t('check.mustBe', {
          place: texts.t('check.place.keyword', { keyword: 'type' }),
          expected: texts.t('check.expect.typeNames'),
          found: describe(value, texts),
          hint: '',
        }),
      ),
    );
    return;
  }
  if (value.length === 0) {
    problems.push(
      schemaProblem(pointer, 'value', 'type', 'empty-array', 'error', texts.t('check.type.empty')),
    );
    return;
  }
  const seen = new Map<string, number>();
  value.forEach((entry, index) => {
    const at = childPointer(pointer, index);
    if (typeof entry !== 'string') {
      problems.push(
        schemaProblem(
          at,
          'value',
          'type',
          'keyword-type',
          'error',
          texts.t('check.mustBe', {
            place: texts.t('check.place.eachEntryOf', { keyword: 'type' }),
            expected: texts.t('check.expect.typeName'),
            found: describe(entry, texts),
            hint: '',
          }),
        ),
      );
    } else if (!SIMPLE_TYPES.includes(entry)) {
      unknown(entry, at);
    } else if (seen.has(entry)) {
      problems.push(
        schemaProblem(
          at,
          'value',
          'type',
          'duplicate-entry',
          'error',
          texts.t('check.duplicate', { entry, keyword: 'type', first: String(seen.get(entry)) }),
          { duplicate: entry, firstIndex: seen.get(entry) },
        ),
      );
    } else {
      seen.set(entry, index);
    }
  });
}

/** Type names of other languages and schema dialects, and the JSON Schema type they mean. */
const TYPE_ALIASES: Record<string, string> = {
  int: 'integer',
  long: 'integer',
  float: 'number',
  double: 'number',
  decimal: 'number',
  real: 'number',
  bool: 'boolean',
  str: 'string',
  text: 'string',
  list: 'array',
  tuple: 'array',
  dict: 'object',
  map: 'object',
  hash: 'object',
  record: 'object',
  nil: 'null',
  none: 'null',
  num: 'number',
  obj: 'object',
  arr: 'array',
};

/** The type an unknown type name most likely means, if any. */
function typeSuggestion(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (SIMPLE_TYPES.includes(lower)) return lower;
  if (Object.hasOwn(TYPE_ALIASES, lower)) return TYPE_ALIASES[lower];
  return closestKeyword(lower, SIMPLE_TYPES);
}

/** A sentence (with its leading space) that helps with an unknown type name. */
function typeHint(name: string, texts: Texts): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'any') return texts.t('check.type.any');
  if (['date', 'datetime', 'date-time', 'time', 'uri', 'email', 'uuid'].includes(lower)) {
    return texts.t('check.type.format', { format: lower === 'datetime' ? 'date-time' : lower });
  }
  const suggestion = typeSuggestion(name);
  return suggestion === undefined ? undefined : texts.t('check.type.didYouMean', { suggestion });
}

function checkExclusiveLimit(
  ctx: ValueContext,
  keyword: string,
  value: JsonValue,
  pointer: JsonPointer,
  wrongType: (expected: MessageId, hint?: string) => void,
): void {
  const { texts } = ctx;
  const limit = keyword === 'exclusiveMaximum' ? 'maximum' : 'minimum';
  if (ctx.draft === '4') {
    if (typeof value !== 'boolean') {
      const hint =
        typeof value === 'number'
          ? texts.t('check.hint.exclusiveNumber', { limit, value: String(value), keyword })
          : '';
      const expected = texts.t('check.expect.limitFlag', { limit });
      ctx.problems.push(keywordTypeProblem(pointer, keyword, expected, value, texts, hint));
      return;
    }
    if (own(ctx.schema, limit) === undefined) {
      ctx.problems.push(
        schemaProblem(
          pointer,
          'key',
          keyword,
          'exclusive-without-limit',
          'error',
          texts.t('check.exclusive.withoutLimit', { keyword, limit }),
        ),
      );
    }
    return;
  }
  if (typeof value !== 'number') {
    const hint = typeof value === 'boolean' ? texts.t('check.hint.exclusiveBoolean', { keyword }) : '';
    wrongType('check.expect.number', hint);
  }
}

function checkAnchor(
  ctx: ValueContext,
  keyword: string,
  value: JsonValue,
  pointer: JsonPointer,
  wrongType: (expected: MessageId) => void,
): void {
  if (typeof value !== 'string') return wrongType('check.expect.anchorName');
  const syntax = ctx.draft === '2019-09' ? /^[A-Za-z][-A-Za-z0-9.:_]*$/ : /^[A-Za-z_][-A-Za-z0-9._]*$/;
  if (!syntax.test(value)) {
    ctx.problems.push(
      schemaProblem(
        pointer,
        'value',
        keyword,
        'invalid-anchor',
        'error',
        ctx.texts.t(ctx.draft === '2019-09' ? 'check.anchor.invalid2019' : 'check.anchor.invalid', {
          value,
          keyword,
          draft: ctx.draft,
        }),
      ),
    );
  }
}

export function checkRegex(
  problems: SchemaProblem[],
  source: string,
  pointer: JsonPointer,
  part: 'key' | 'value',
  keyword: string,
  texts: Texts = english,
): void {
  const compiled = compileSchemaPattern(source);
  if ('error' in compiled) {
    problems.push(
      schemaProblem(
        pointer,
        part,
        keyword,
        'invalid-regex',
        'error',
        texts.t(compiled.unusable === true ? 'check.regex.unusable' : 'check.regex.invalid', {
          pattern: quoted(source),
          error: compiled.error,
        }),
      ),
    );
  } else if (compiled.note !== undefined) {
    problems.push(schemaProblem(pointer, part, keyword, 'regex-note', 'warning', compiled.note));
  }
}

export function checkMinMax(
  schema: JsonObject,
  pointer: JsonPointer,
  draft: Draft,
  problems: SchemaProblem[],
  texts: Texts = english,
): void {
  for (const [min, max] of MIN_MAX_PAIRS) {
    if (keywordShape(min, draft) === undefined) continue;
    const low = own(schema, min);
    const high = own(schema, max);
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      problems.push(
        schemaProblem(
          childPointer(pointer, min),
          'value',
          min,
          'min-exceeds-max',
          'warning',
          texts.t('check.minExceedsMax', { min, low: String(low), max, high: String(high) }),
          { min: low, max: high },
        ),
      );
    }
  }
}
