/**
 * Checks of keyword values that are not schemas: names lists, `enum`, `type`, numbers, identifiers,
 * patterns, and the consistency of min/max pairs.
 */
import type { Draft, JsonObject, JsonPointer, JsonValue, SchemaProblem } from '../types';
import { compileSchemaPattern } from './pattern';
import { closestKeyword } from './spelling';
import { canonicalKey, childPointer, describe, isObject, own, quoted, schemaProblem } from './problem';
import { atLeast, draftName, keywordShape } from './vocabulary';
import type { KeywordShape } from './vocabulary';

/** What a value check needs: the draft, the schema object holding the keyword, where to report. */
export interface ValueContext {
  draft: Draft;
  problems: SchemaProblem[];
  schema: JsonObject;
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
  hint = '',
): SchemaProblem {
  return schemaProblem(
    pointer,
    'value',
    keyword,
    'keyword-type',
    'error',
    `"${keyword}" must be ${expected}; found ${describe(value)}.${hint}`,
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
  const { draft, problems } = ctx;
  const wrongType = (expected: string, hint = ''): void => {
    problems.push(keywordTypeProblem(pointer, keyword, expected, value, hint));
  };
  switch (shape) {
    case 'stringArray':
      if (!Array.isArray(value)) {
        const hint =
          typeof value === 'boolean'
            ? ` "required": ${String(value)} on a property is draft 3 syntax; list the name in the "required" array of the object that holds the property.`
            : typeof value === 'string'
              ? ` Write ${JSON.stringify([value])}.`
              : '';
        return wrongType('an array of property names', hint);
      }
      checkNameList(problems, keyword, value, pointer, draft !== '4', `Each entry of "${keyword}"`);
      return;
    case 'enum':
      checkEnum(ctx, value, pointer);
      return;
    case 'type':
      checkType(problems, value, pointer);
      return;
    case 'nonNegativeInteger':
      if (typeof value !== 'number') return wrongType('a non-negative integer');
      if (!Number.isInteger(value) || value < 0) {
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-number',
            'error',
            `"${keyword}" must be a non-negative integer; found ${describe(value)}.`,
          ),
        );
      }
      return;
    case 'positiveNumber':
      if (typeof value !== 'number') return wrongType('a number greater than 0');
      if (value <= 0) {
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-number',
            'error',
            `"${keyword}" must be greater than 0; found ${describe(value)}.`,
          ),
        );
      }
      return;
    case 'number':
      if (typeof value !== 'number') wrongType('a number');
      return;
    case 'exclusiveLimit':
      checkExclusiveLimit(ctx, keyword, value, pointer, wrongType);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrongType('true or false');
      return;
    case 'string':
      if (typeof value !== 'string') wrongType('a string');
      return;
    case 'array':
      if (!Array.isArray(value)) wrongType('an array');
      return;
    case 'regex':
      if (typeof value !== 'string') return wrongType('a string holding a regular expression');
      checkRegex(problems, value, pointer, 'value', keyword);
      return;
    case 'anchor':
      checkAnchor(ctx, keyword, value, pointer, wrongType);
      return;
    case 'id':
      if (typeof value !== 'string') return wrongType('a string (a URI reference)');
      if (atLeast(draft, '2019-09') && !/^[^#]*#?$/.test(value)) {
        const fragment = value.slice(value.indexOf('#') + 1);
        problems.push(
          schemaProblem(
            pointer,
            'value',
            keyword,
            'invalid-id',
            'error',
            `"${keyword}" must not have a fragment in ${draftName(draft)}; name the location with "$anchor": "${fragment}" instead.`,
          ),
        );
      }
      return;
    case 'vocabulary':
      if (!isObject(value)) return wrongType('an object mapping vocabulary URIs to true or false');
      for (const uri of Object.keys(value)) {
        if (typeof value[uri] !== 'boolean') {
          problems.push(
            schemaProblem(
              childPointer(pointer, uri),
              'value',
              keyword,
              'keyword-type',
              'error',
              `Each value of "${keyword}" must be true or false; found ${describe(value[uri])}.`,
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
  place: string,
): void {
  if (list.length === 0 && !emptyAllowed) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        keyword,
        'empty-array',
        'error',
        `In draft 4, "${keyword}" must list at least one property name; remove the empty array.`,
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
          `${place} must be a property name (a string); found ${describe(entry)}.`,
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
          `"${entry}" is listed twice in "${keyword}" (first at index ${first}); remove this entry.`,
          { duplicate: entry, firstIndex: first },
        ),
      );
    } else {
      seen.set(entry, index);
    }
  });
}

function checkEnum(ctx: ValueContext, value: JsonValue, pointer: JsonPointer): void {
  const { problems, draft } = ctx;
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
        `"enum" must be an array of the allowed values; found ${describe(value)}.${
          value !== null && typeof value !== 'object' ? ` Write [${JSON.stringify(value)}].` : ''
        }`,
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
        strict
          ? `In ${draftName(draft)}, "enum" must list at least one value; remove the empty array.`
          : 'This "enum" is empty, so no value is valid here; list the allowed values.',
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
        `This value repeats "enum" entry ${first}; remove the duplicate.`,
        { firstIndex: first },
      ),
    );
  });
}

function checkType(problems: SchemaProblem[], value: JsonValue, pointer: JsonPointer): void {
  const unknown = (name: string, at: JsonPointer): void => {
    const hint = typeHint(name);
    const suggestion = typeSuggestion(name);
    problems.push(
      schemaProblem(
        at,
        'value',
        'type',
        'unknown-type',
        'error',
        `"${name}" is not a type; use one of ${SIMPLE_TYPES.join(', ')}.${hint === undefined ? '' : ` ${hint}`}`,
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
        `"type" must be a type name or an array of unique type names; found ${describe(value)}.`,
      ),
    );
    return;
  }
  if (value.length === 0) {
    problems.push(
      schemaProblem(
        pointer,
        'value',
        'type',
        'empty-array',
        'error',
        '"type" must name at least one type; remove the empty array to allow every type.',
      ),
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
          `Each entry of "type" must be a type name; found ${describe(entry)}.`,
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
          `"${entry}" is listed twice in "type" (first at index ${String(seen.get(entry))}); remove this entry.`,
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

/** A sentence that helps with an unknown type name. */
function typeHint(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'any') return 'Leave out "type" to allow every type.';
  if (['date', 'datetime', 'date-time', 'time', 'uri', 'email', 'uuid'].includes(lower)) {
    return `Write "type": "string" with "format": "${lower === 'datetime' ? 'date-time' : lower}".`;
  }
  const suggestion = typeSuggestion(name);
  return suggestion === undefined ? undefined : `Did you mean "${suggestion}"?`;
}

function checkExclusiveLimit(
  ctx: ValueContext,
  keyword: string,
  value: JsonValue,
  pointer: JsonPointer,
  wrongType: (expected: string, hint?: string) => void,
): void {
  const limit = keyword === 'exclusiveMaximum' ? 'maximum' : 'minimum';
  if (ctx.draft === '4') {
    if (typeof value !== 'boolean') {
      const hint =
        typeof value === 'number'
          ? ` A number here is draft 6 syntax; in draft 4 write "${limit}": ${value}, "${keyword}": true.`
          : '';
      return wrongType(`true or false (a flag on "${limit}")`, hint);
    }
    if (own(ctx.schema, limit) === undefined) {
      ctx.problems.push(
        schemaProblem(
          pointer,
          'key',
          keyword,
          'exclusive-without-limit',
          'error',
          `In draft 4, "${keyword}" only modifies "${limit}", which this schema does not have; add "${limit}".`,
        ),
      );
    }
    return;
  }
  if (typeof value !== 'number') {
    const hint =
      typeof value === 'boolean'
        ? ` A boolean here is draft 4 syntax; from draft 6 on write the limit itself: "${keyword}": <number>.`
        : '';
    wrongType('a number', hint);
  }
}

function checkAnchor(
  ctx: ValueContext,
  keyword: string,
  value: JsonValue,
  pointer: JsonPointer,
  wrongType: (expected: string) => void,
): void {
  if (typeof value !== 'string') return wrongType('a string (a plain name)');
  const syntax = ctx.draft === '2019-09' ? /^[A-Za-z][-A-Za-z0-9.:_]*$/ : /^[A-Za-z_][-A-Za-z0-9._]*$/;
  if (!syntax.test(value)) {
    const rule =
      ctx.draft === '2019-09'
        ? 'start with a letter and contain only letters, digits, "-", "_", ":" and "."'
        : 'start with a letter or "_" and contain only letters, digits, "-", "_" and "."';
    ctx.problems.push(
      schemaProblem(
        pointer,
        'value',
        keyword,
        'invalid-anchor',
        'error',
        `"${value}" is not a valid "${keyword}": in ${draftName(ctx.draft)} an anchor must ${rule}.`,
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
        compiled.unusable === true
          ? `${quoted(source)} cannot be used as a regular expression: ${compiled.error}.`
          : `${quoted(source)} is not a valid regular expression (ECMA-262, "u" flag): ${compiled.error}.`,
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
          `"${min}" (${low}) is greater than "${max}" (${high}), so no value can satisfy both.`,
          { min: low, max: high },
        ),
      );
    }
  }
}
