// Located errors through validateText: for each kind of error the exact message and the exact
// source range (offset, length, start/end line and UTF-16 character), computed from the text by
// rangeOf rather than written as numbers, in nested objects and arrays, JSONC, CRLF and astral text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, validateText } from '../../shared/src/index';
import type { JsonValue, Position, Severity, SourceRange, ValidateTextOptions } from '../../shared/src/types';

/** The position of a UTF-16 offset: lines end at \n, \r\n or a lone \r (as in LSP). */
function positionAt(text: string, offset: number): Position {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** The range of the `occurrence`-th (1-based) appearance of `substring` in `text`. */
function rangeOf(text: string, substring: string, occurrence = 1): SourceRange {
  let offset = -1;
  for (let n = 0; n < occurrence; n++) {
    offset = text.indexOf(substring, offset + 1);
    if (offset < 0) {
      throw new Error(`${JSON.stringify(substring)} #${occurrence} is not in ${JSON.stringify(text)}`);
    }
  }
  const length = substring.length;
  return { offset, length, start: positionAt(text, offset), end: positionAt(text, offset + length) };
}

/** Where an expected error or problem is: a substring of the text and which appearance of it. */
type At = string | [substring: string, occurrence: number];

interface Expected {
  keyword: string;
  message: string;
  at: At;
  severity?: Severity;
}

interface ExpectedProblem {
  code: string;
  message: string;
  at: At;
  severity: Severity;
}

interface Case {
  name: string;
  schema: JsonValue;
  text: string;
  options?: ValidateTextOptions;
  errors: Expected[];
  syntax?: ExpectedProblem[];
  /** Default: no error and no syntax error. */
  valid?: boolean;
}

function range(text: string, at: At): SourceRange {
  return typeof at === 'string' ? rangeOf(text, at) : rangeOf(text, at[0], at[1]);
}

function check(c: Case): void {
  const result = validateText(c.schema, c.text, c.options);
  assert.deepEqual(
    result.errors.map((e) => ({
      keyword: e.keyword,
      message: e.message,
      severity: e.severity,
      range: e.range,
    })),
    c.errors.map((e) => ({
      keyword: e.keyword,
      message: e.message,
      severity: e.severity ?? 'error',
      range: range(c.text, e.at),
    })),
  );
  // The templates behind the messages are json-syntax-messages.test.ts's subject; here, the places.
  assert.ok(result.syntaxProblems.every((p) => p.messageId?.startsWith('syntax.')));
  assert.deepEqual(
    result.syntaxProblems.map((p) => ({
      code: p.code,
      message: p.message,
      severity: p.severity,
      range: p.range,
    })),
    (c.syntax ?? []).map((p) => ({
      code: p.code,
      message: p.message,
      severity: p.severity,
      range: range(c.text, p.at),
    })),
  );
  const hasSyntaxError = (c.syntax ?? []).some((p) => p.severity === 'error');
  assert.equal(result.valid, c.valid ?? (c.errors.length === 0 && !hasSyntaxError));
  // The compiled form gives the same result as the one-shot function.
  assert.deepEqual(compile(c.schema, c.options).validateText(c.text, c.options), result);
}

const closed: JsonValue = { properties: { name: { type: 'string' } }, additionalProperties: false };

const keywordCases: Case[] = [
  {
    name: 'a property that is not allowed: the key with its quotes',
    schema: closed,
    text: '{"name": "a", "nmae": "b"}',
    errors: [
      {
        keyword: 'additionalProperties',
        message: 'Property "nmae" is not allowed: the schema allows only "name".',
        at: '"nmae"',
      },
    ],
  },
  {
    name: 'a property a false subschema forbids: the key',
    schema: { properties: { legacy: false } },
    text: '{"legacy": {"a": 1}}',
    errors: [{ keyword: 'false', message: 'Property "legacy" is not allowed.', at: '"legacy"' }],
  },
  {
    name: 'an unevaluated property: the key',
    schema: { allOf: [{ properties: { name: {} } }], unevaluatedProperties: false },
    text: '{"name": 1, "extra": 2}',
    errors: [
      {
        keyword: 'unevaluatedProperties',
        message: 'Property "extra" is not allowed: the schema allows only "name" (unevaluatedProperties).',
        at: '"extra"',
      },
    ],
  },
  {
    name: 'a missing required property at the root: the opening brace',
    schema: { required: ['name'] },
    text: '  {"nmae": 1}',
    errors: [{ keyword: 'required', message: 'Missing required property "name".', at: '{' }],
  },
  {
    name: 'a missing required property in a nested object: the parent key',
    schema: { properties: { address: { required: ['city'] } } },
    text: '{"address": {"zip": "1"}}',
    errors: [{ keyword: 'required', message: 'Missing required property "city".', at: '"address"' }],
  },
  {
    name: 'a missing required property in array elements: each element brace',
    schema: { items: { required: ['id'] } },
    text: '[{"id": 1}, {"name": "x"}, {}]',
    errors: [
      { keyword: 'required', message: 'Missing required property "id".', at: ['{', 2] },
      { keyword: 'required', message: 'Missing required property "id".', at: ['{', 3] },
    ],
  },
  {
    name: 'dependentRequired: the parent key',
    schema: { properties: { payment: { dependentRequired: { card: ['cvc'] } } } },
    text: '{"payment": {"card": "4111"}}',
    errors: [
      {
        keyword: 'dependentRequired',
        message: '"card" requires "cvc" (dependentRequired).',
        at: '"payment"',
      },
    ],
  },
  {
    name: 'dependentRequired at the root: the opening brace',
    schema: { dependentRequired: { card: ['cvc'] } },
    text: '{"card": "4111"}',
    errors: [
      { keyword: 'dependentRequired', message: '"card" requires "cvc" (dependentRequired).', at: '{' },
    ],
  },
  {
    name: 'minProperties on a nested object (parent key) and maxProperties at the root (brace)',
    schema: { properties: { tags: { minProperties: 2 } }, maxProperties: 0 },
    text: '{"tags": {}}',
    errors: [
      { keyword: 'maxProperties', message: 'Object has 1 property; at most 0 are allowed.', at: '{' },
      {
        keyword: 'minProperties',
        message: 'Object has 0 properties; at least 2 are required.',
        at: '"tags"',
      },
    ],
  },
  {
    name: 'maxProperties in an array element: the element brace',
    schema: { items: { maxProperties: 1 } },
    text: '[{"a": 1, "b": 2}]',
    errors: [
      { keyword: 'maxProperties', message: 'Object has 2 properties; at most 1 is allowed.', at: '{' },
    ],
  },
  {
    name: 'type, enum, const and pattern: the value',
    schema: {
      properties: {
        t: { type: 'string' },
        e: { enum: ['a', 'b'] },
        c: { const: 1 },
        p: { pattern: '^a+$' },
      },
    },
    text: '{"t": 1, "e": "c", "c": 2, "p": "bbb"}',
    errors: [
      { keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' },
      { keyword: 'enum', message: 'Value must be one of "a", "b".', at: '"c"' },
      { keyword: 'const', message: 'Value must be 1.', at: '2' },
      { keyword: 'pattern', message: 'String "bbb" does not match the pattern "^a+$".', at: '"bbb"' },
    ],
  },
  {
    name: 'type of a whole object value: the value from brace to brace',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"a": {"k": [3]}}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got object.', at: '{"k": [3]}' }],
  },
  {
    name: 'propertyNames: the key',
    schema: { propertyNames: { maxLength: 2 } },
    text: '{"ab": 1, "abc": 2}',
    errors: [
      {
        keyword: 'propertyNames',
        message: 'Property name "abc" is not valid: string is too long: 3 characters; at most 2 allowed.',
        at: '"abc"',
      },
    ],
  },
  {
    name: 'a failed anyOf: the closest branch (by the discriminator), named in the message',
    schema: {
      properties: {
        pay: {
          anyOf: [
            {
              properties: { kind: { const: 'card' }, number: { type: 'string' } },
              required: ['kind', 'number'],
            },
            { properties: { kind: { const: 'iban' }, iban: { type: 'string' } }, required: ['kind', 'iban'] },
          ],
        },
      },
    },
    text: '{"pay": {"kind": "iban", "iban": 5}}',
    errors: [
      {
        keyword: 'type',
        message:
          'Incorrect type: expected string, got integer (closest of 2 alternatives of anyOf: the one under "pay", in anyOf branch 2).',
        at: '5',
      },
    ],
  },
  {
    name: 'a failed anyOf: the discriminator beats the count of errors',
    schema: {
      properties: {
        pay: {
          anyOf: [
            { properties: { kind: { const: 'card' } }, required: ['kind', 'number'] },
            { properties: { kind: { const: 'iban' } }, required: ['kind', 'iban'] },
          ],
        },
      },
    },
    text: '{"pay": {"kind": "card", "iban": "x"}}',
    errors: [
      {
        keyword: 'required',
        message:
          'Missing required property "number" (closest of 2 alternatives of anyOf: the one under "pay", in anyOf branch 1).',
        at: '"pay"',
      },
    ],
  },
  {
    name: 'a failed oneOf: the closest branch, named in the message',
    schema: { properties: { pay: { oneOf: [{ type: 'string' }, { type: 'object', required: ['id'] }] } } },
    text: '{"pay": {}}',
    errors: [
      {
        keyword: 'required',
        message:
          'Missing required property "id" (closest of 2 alternatives of oneOf: the one under "pay", in oneOf branch 2).',
        at: '"pay"',
      },
    ],
  },
  {
    name: 'if/then: the then error says which condition held',
    schema: {
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['zip'] },
    },
    text: '{"country": "US"}',
    errors: [
      {
        keyword: 'required',
        message: 'Property "zip" is required because "country" is "US" (the if/then at the schema\'s root).',
        at: '{',
      },
    ],
  },
  {
    name: 'if/then in a nested object: a value error from then',
    schema: {
      properties: {
        m: {
          if: { properties: { c: { const: 'US' } }, required: ['c'] },
          then: { properties: { zip: { pattern: '^[0-9]{5}$' } } },
        },
      },
    },
    text: '{"m": {"c": "US", "zip": "ABC"}}',
    errors: [
      {
        keyword: 'pattern',
        message:
          'String "ABC" does not match the pattern "^[0-9]{5}$" (because "c" is "US": the if/then under "m").',
        at: '"ABC"',
      },
    ],
  },
  {
    name: 'if/else: a name the else branch forbids, on the key',
    schema: {
      properties: {
        m: {
          if: { properties: { c: { const: 'US' } }, required: ['c'] },
          then: { required: ['zip'] },
          else: { properties: { zip: false } },
        },
      },
    },
    text: '{"m": {"c": "CA", "zip": 1}}',
    errors: [
      {
        keyword: 'false',
        message: 'Property "zip" is not allowed (the "if" under "m" did not match, so "else" applies).',
        at: '"zip"',
      },
    ],
  },
  {
    name: 'if without required: the message says the property is absent',
    schema: { if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } },
    text: '{}',
    errors: [
      {
        keyword: 'required',
        message:
          'Property "zip" is required because "country" is absent and the "if" has no "required" for it, so the condition holds (the if/then at the schema\'s root).',
        at: '{',
      },
    ],
  },
];

const order: JsonValue = {
  type: 'object',
  properties: {
    customer: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sku: { type: 'string', pattern: '^[A-Z]{3}-[0-9]+$' },
          qty: { type: 'integer', minimum: 1 },
        },
        required: ['sku', 'qty'],
      },
    },
  },
};

const placementCases: Case[] = [
  {
    name: 'nested objects and arrays over several lines',
    schema: order,
    text: [
      '{',
      '  "customer": {"nmae": "Ann"},',
      '  "lines": [',
      '    {"sku": "ABC-1", "qty": 1},',
      '    {"sku": "abc-2", "qty": 0},',
      '    {"qty": 2}',
      '  ]',
      '}',
    ].join('\n'),
    errors: [
      { keyword: 'required', message: 'Missing required property "name".', at: '"customer"' },
      {
        keyword: 'additionalProperties',
        message:
          'Property "nmae" is not allowed: the schema allows only "name", "email". Did you mean "name"?',
        at: '"nmae"',
      },
      {
        keyword: 'pattern',
        message: 'String "abc-2" does not match the pattern "^[A-Z]{3}-[0-9]+$".',
        at: '"abc-2"',
      },
      { keyword: 'minimum', message: 'Value 0 is out of range: it must be at least 1.', at: '0' },
      { keyword: 'required', message: 'Missing required property "sku".', at: ['{', 5] },
    ],
  },
  {
    name: 'the same with CRLF line ends',
    schema: order,
    text: [
      '{',
      '  "customer": {"nmae": "Ann"},',
      '  "lines": [',
      '    {"sku": "ABC-1", "qty": 1},',
      '    {"sku": "abc-2", "qty": 0},',
      '    {"qty": 2}',
      '  ]',
      '}',
    ].join('\r\n'),
    errors: [
      { keyword: 'required', message: 'Missing required property "name".', at: '"customer"' },
      {
        keyword: 'additionalProperties',
        message:
          'Property "nmae" is not allowed: the schema allows only "name", "email". Did you mean "name"?',
        at: '"nmae"',
      },
      {
        keyword: 'pattern',
        message: 'String "abc-2" does not match the pattern "^[A-Z]{3}-[0-9]+$".',
        at: '"abc-2"',
      },
      { keyword: 'minimum', message: 'Value 0 is out of range: it must be at least 1.', at: '0' },
      { keyword: 'required', message: 'Missing required property "sku".', at: ['{', 5] },
    ],
  },
  {
    name: 'JSONC: line and block comments (also ones that look like JSON) are skipped',
    schema: order,
    text: [
      '{',
      '  // "customer": {"name": 1},',
      '  "customer": /* {"nmae": */ {"name": 5},',
      '  /* "lines": [ */',
      '  "lines": [{"sku": "ABC-1", /* "qty": */ "qty": 1.5}]',
      '}',
    ].join('\n'),
    options: { allowComments: true },
    errors: [
      { keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '5' },
      { keyword: 'type', message: 'Incorrect type: expected integer, got number.', at: '1.5' },
    ],
  },
  {
    name: 'JSONC with CRLF and a trailing comma allowed',
    schema: order,
    text: '{\r\n  // order\r\n  "customer": {\r\n    "name": "Ann",\r\n    "phone": "1",\r\n  },\r\n}',
    options: { allowComments: true, allowTrailingCommas: true },
    errors: [
      {
        keyword: 'additionalProperties',
        message: 'Property "phone" is not allowed: the schema allows only "name", "email".',
        at: '"phone"',
      },
    ],
  },
  {
    name: 'astral characters before the error on the same line count two UTF-16 units each',
    schema: order,
    text: '{"note": "\u{1F600}\u{1F680}\u{1F600}", "customer": {"name": "\u{1F600}", "x": 1}}',
    errors: [
      {
        keyword: 'additionalProperties',
        message: 'Property "x" is not allowed: the schema allows only "name", "email".',
        at: '"x"',
      },
    ],
  },
  {
    name: 'astral characters in keys: the key range covers the surrogate pairs',
    schema: { properties: { o: { properties: { '\u{1F600}': { required: ['x'] } } } } },
    text: '{"o": {"\u{1F600}\u{1F600}": 1, "\u{1F600}": {}}}',
    errors: [{ keyword: 'required', message: 'Missing required property "x".', at: '"\u{1F600}"' }],
  },
  {
    name: 'astral characters and CRLF before an error on a later line',
    schema: order,
    text: '{"note": "\u{1F600}",\r\n "lines": [{"sku": "\u{1F680}", "qty": 1}]}',
    errors: [
      {
        keyword: 'pattern',
        message: 'String "\u{1F680}" does not match the pattern "^[A-Z]{3}-[0-9]+$".',
        at: '"\u{1F680}"',
      },
    ],
  },
  {
    name: 'a key written with escapes: the range is the raw key, the message the decoded name',
    schema: { additionalProperties: false },
    text: '{"a\\u0062": 1}',
    errors: [
      {
        keyword: 'additionalProperties',
        message: 'Property "ab" is not allowed: the schema allows no properties here.',
        at: '"a\\u0062"',
      },
    ],
  },
];

const moreCases: Case[] = [
  {
    name: 'required in arrays of arrays: the brace of each inner element',
    schema: { items: { items: { required: ['x'] } } },
    text: '[[{}, {"x": 1}], [{"y": 2}]]',
    errors: [
      { keyword: 'required', message: 'Missing required property "x".', at: ['{', 1] },
      { keyword: 'required', message: 'Missing required property "x".', at: ['{', 3] },
    ],
  },
  {
    name: 'minProperties of an object in an array in an object: its brace',
    schema: { properties: { a: { items: { minProperties: 1 } } } },
    text: '{"a": [{}]}',
    errors: [
      { keyword: 'minProperties', message: 'Object has 0 properties; at least 1 is required.', at: ['{', 2] },
    ],
  },
  {
    name: 'an unevaluated property in a nested object: its key',
    schema: { properties: { o: { properties: { a: {} }, unevaluatedProperties: false } } },
    text: '{"o": {"a": 1, "b": 2}}',
    errors: [
      {
        keyword: 'unevaluatedProperties',
        message: 'Property "b" is not allowed: the schema allows only "a" (unevaluatedProperties).',
        at: '"b"',
      },
    ],
  },
  {
    name: 'dependentSchemas in a nested object: the parent key, the trigger named',
    schema: { properties: { o: { dependentSchemas: { a: { required: ['b'] } } } } },
    text: '{"o": {"a": 1}}',
    errors: [
      {
        keyword: 'required',
        message: 'Missing required property "b" (applies because "a" is present: dependentSchemas).',
        at: '"o"',
      },
    ],
  },
  {
    name: 'an additionalProperties subschema failure: the value, not the key',
    schema: { additionalProperties: { type: 'number' } },
    text: '{"b": "s"}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected number, got string.', at: '"s"' }],
  },
  {
    name: 'a value below a key written with escapes',
    schema: { properties: { 'a"b': { properties: { c: { type: 'string' } } } } },
    text: '{"a\\"b": {"c": 1}}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' }],
  },
  {
    name: 'a number in exponent form: the whole number',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"a": -1.5e+10}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '-1.5e+10' }],
  },
  {
    name: 'the root value with surrounding whitespace: the value only',
    schema: { type: 'object' },
    text: '  [1, 2]  ',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected object, got array.', at: '[1, 2]' }],
  },
  {
    name: 'lone CR line ends',
    schema: { properties: { a: { type: 'string' } } },
    text: '{\r"x": 1,\r"a": 1}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: ['1', 2] }],
  },
  {
    name: 'U+2028 inside a string is not a line break',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"x": "a\u2028b", "a": 1}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' }],
  },
  {
    name: 'a block comment spanning a CRLF',
    schema: { properties: { a: { type: 'string' } } },
    text: '{/* x\r\n y */ "a": 1}',
    options: { allowComments: true },
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' }],
  },
];

const textCases: Case[] = [
  {
    name: 'a comment without allowComments: a syntax error, the value is still validated',
    schema: order,
    text: '{\n  // who\n  "customer": {"name": 1}\n}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' }],
    syntax: [
      {
        code: 'comment-not-permitted',
        message: 'Comments are not permitted in JSON.',
        at: '// who',
        severity: 'error',
      },
    ],
  },
  {
    name: 'a comment alone without allowComments makes the document not compliant',
    schema: { type: 'object' },
    text: '{"a": 1 /* note */}',
    errors: [],
    syntax: [
      {
        code: 'comment-not-permitted',
        message: 'Comments are not permitted in JSON.',
        at: '/* note */',
        severity: 'error',
      },
    ],
  },
  {
    name: 'a trailing comma without allowTrailingCommas',
    schema: { type: 'object' },
    text: '{"a": "x",}',
    errors: [],
    syntax: [{ code: 'trailing-comma', message: 'Trailing comma', at: ',', severity: 'error' }],
  },
  {
    name: 'a trailing comma with allowTrailingCommas',
    schema: { type: 'object' },
    text: '{"a": "x",}',
    options: { allowTrailingCommas: true },
    errors: [],
  },
  {
    name: 'a doubled comma',
    schema: { type: 'object' },
    text: '{"a": "x",, "b": 1}',
    errors: [],
    syntax: [{ code: 'property-expected', message: 'Property expected', at: [',', 2], severity: 'error' }],
  },
  {
    name: 'a number as key (spec 2.2 rule 3)',
    schema: { type: 'object' },
    text: '{1: "a"}',
    errors: [],
    syntax: [
      {
        code: 'property-keys-must-be-doublequoted',
        message: 'Property keys must be doublequoted',
        at: '1',
        severity: 'error',
      },
    ],
  },
  {
    name: 'a misspelt literal',
    schema: { type: 'object' },
    text: '{"a": tru}',
    errors: [],
    syntax: [{ code: 'value-expected', message: 'Value expected', at: 'tru', severity: 'error' }],
  },
  {
    name: 'text after the value',
    schema: { type: 'object' },
    text: '{"a": "x"} extra',
    errors: [],
    syntax: [
      { code: 'end-of-file-expected', message: 'End of file expected.', at: 'extra', severity: 'error' },
    ],
  },
  {
    name: 'an invalid escape: the whole string',
    schema: { type: 'object' },
    text: '{"a": "\\x"}',
    errors: [],
    syntax: [
      {
        code: 'invalid-escape-character',
        message: 'Invalid escape character in string.',
        at: '"\\x"',
        severity: 'error',
      },
    ],
  },
  {
    name: 'a syntax error on a later CRLF line after astral characters',
    schema: { type: 'object' },
    text: '{"\u{1F600}": 1,\r\n "b": tru}',
    errors: [],
    syntax: [{ code: 'value-expected', message: 'Value expected', at: 'tru', severity: 'error' }],
  },
  {
    name: 'a raw control character in a string: the whole string',
    schema: { type: 'object' },
    text: '{"a": "x\ty"}',
    errors: [],
    syntax: [
      {
        code: 'invalid-character',
        message: 'Invalid characters in string. Control characters must be escaped.',
        at: '"x\ty"',
        severity: 'error',
      },
    ],
  },
  {
    name: 'a single-quoted key',
    schema: { type: 'object' },
    text: "{'a': 1}",
    errors: [],
    syntax: [
      {
        code: 'property-keys-must-be-doublequoted',
        message: 'Property keys must be doublequoted',
        at: "'a'",
        severity: 'error',
      },
    ],
  },
  {
    name: 'a duplicate key: a warning on the later key, the last value is validated (and valid)',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"a": 1, "a": "x"}',
    errors: [],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
    ],
    valid: true,
  },
  {
    name: 'a duplicate key: the last value is validated (and invalid), the error on the last value',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"a": "x",\r\n "a": 1}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '1' }],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
    ],
  },
  {
    name: 'a duplicate key whose values are objects: a missing property goes on the later key',
    schema: { properties: { a: { required: ['b'] } } },
    text: '{"a": {"b": 1}, "a": {"c": 2}}',
    errors: [{ keyword: 'required', message: 'Missing required property "b".', at: ['"a"', 2] }],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
    ],
  },
  {
    name: 'duplicate keys at two levels: the error is in the last value of the last value',
    schema: { properties: { a: { properties: { b: { type: 'string' } } } } },
    text: '{"a": {"b": 1, "b": 2}, "a": {"b": 3, "b": 4}}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '4' }],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "b".', at: ['"b"', 2], severity: 'warning' },
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
      { code: 'duplicate-key', message: 'Duplicate object key "b".', at: ['"b"', 4], severity: 'warning' },
    ],
  },
  {
    name: 'a key three times: two warnings, the third value is validated',
    schema: { properties: { a: { type: 'string' } } },
    text: '{"a": 1, "a": 2, "a": 3}',
    errors: [{ keyword: 'type', message: 'Incorrect type: expected string, got integer.', at: '3' }],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 3], severity: 'warning' },
    ],
  },
  {
    name: 'a duplicate key does not count twice for maxProperties',
    schema: { maxProperties: 1 },
    text: '{"a": 1, "a": 2}',
    errors: [],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "a".', at: ['"a"', 2], severity: 'warning' },
    ],
    valid: true,
  },
  {
    name: 'a duplicate key in a nested object: a not-allowed name is reported once, on the later key',
    schema: { properties: { o: { additionalProperties: false } } },
    text: '{"o": {"z": 1, "z": 2}}',
    errors: [
      {
        keyword: 'additionalProperties',
        message: 'Property "z" is not allowed: the schema allows no properties here.',
        at: ['"z"', 2],
      },
    ],
    syntax: [
      { code: 'duplicate-key', message: 'Duplicate object key "z".', at: ['"z"', 2], severity: 'warning' },
    ],
  },
];

void describe('located errors: each kind of error', () => {
  for (const c of keywordCases) void test(c.name, () => check(c));
});
void describe('located errors: nested, JSONC, CRLF, astral', () => {
  for (const c of [...placementCases, ...moreCases]) void test(c.name, () => check(c));
});
void describe('located errors: syntax problems and duplicate keys', () => {
  for (const c of textCases) void test(c.name, () => check(c));

  void test('an unclosed object: not compliant, the problem at the end of the text', () => {
    const text = '{"a": "x"';
    const result = validateText({ type: 'object' }, text);
    assert.equal(result.valid, false);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(
      result.syntaxProblems.map((p) => [p.code, p.severity]),
      [['comma-or-close-brace-expected', 'error']],
    );
    // The problem ends where the text ends, so the editor shows it on the last line.
    assert.deepEqual(result.syntaxProblems[0]?.range.end, positionAt(text, text.length));
  });

  void test('empty text: not compliant, an empty range at the start', () => {
    const result = validateText({ type: 'object' }, '');
    assert.equal(result.valid, false);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(
      result.syntaxProblems.map((p) => [p.code, p.range]),
      [['value-expected', rangeOf('', '')]],
    );
  });
});

void describe('rangeOf (the helper the expectations rely on)', () => {
  void test('counts \\n, \\r\\n and \\r as one line break and characters in UTF-16 units', () => {
    assert.deepEqual(rangeOf('a\r\nb\nc\rd\u{1F600}e', 'e'), {
      offset: 10,
      length: 1,
      start: { line: 3, character: 3 },
      end: { line: 3, character: 4 },
    });
    assert.deepEqual(rangeOf('x x', 'x', 2).offset, 2);
    assert.throws(() => rangeOf('x', 'x', 2));
  });
});
