// anyOf/oneOf closest-branch reporting, if/then/else reasons and the pre-draft-7 implication pattern.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '../../shared/src/index';
import type { CompileOptions, JsonValue } from '../../shared/src/types';

/** [keyword, instancePath, schemaPath, message] of each error, in order. */
function summary(
  schema: JsonValue,
  data: JsonValue,
  options?: CompileOptions,
): [string, string, string, string][] {
  return validate(schema, data, options).errors.map((e) => [
    e.keyword,
    e.instancePath,
    e.schemaPath,
    e.message,
  ]);
}

const shapes: JsonValue = {
  oneOf: [
    { properties: { kind: { const: 'circle' }, r: { type: 'number' } }, required: ['kind', 'r'] },
    { properties: { kind: { const: 'square' }, side: { type: 'number' } }, required: ['kind', 'side'] },
    {
      properties: { kind: { const: 'rect' }, w: { type: 'number' }, h: { type: 'number' } },
      required: ['kind', 'w', 'h'],
    },
  ],
};

const cases: {
  name: string;
  schema: JsonValue;
  data: JsonValue;
  options?: CompileOptions;
  expected: [string, string, string, string][];
}[] = [
  {
    name: 'anyOf of types merges into one type error',
    schema: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    data: null,
    expected: [['anyOf', '', '#/anyOf', 'Incorrect type: expected string or number, got null.']],
  },
  {
    name: 'anyOf of values merges into one value error',
    schema: { anyOf: [{ const: 'a' }, { enum: ['b', 'c'] }] },
    data: 'x',
    expected: [['anyOf', '', '#/anyOf', 'Value must be one of "a", "b", "c".']],
  },
  {
    name: 'oneOf picks the branch whose discriminator matches',
    schema: shapes,
    data: { kind: 'rect', w: 1 },
    expected: [
      [
        'required',
        '',
        '#/oneOf/2/required',
        'Missing required property "h" (closest of 3 alternatives of oneOf: the one in oneOf branch 3).',
      ],
    ],
  },
  {
    name: 'the discriminator wins over the error count',
    schema: shapes,
    data: { kind: 'square', side: 'big' },
    expected: [
      [
        'type',
        '/side',
        '#/oneOf/1/properties/side/type',
        'Incorrect type: expected number, got string (closest of 3 alternatives of oneOf: the one in oneOf branch 2).',
      ],
    ],
  },
  {
    name: 'without a discriminator the branch with fewest errors is closest',
    schema: {
      anyOf: [{ required: ['a', 'b', 'c'] }, { required: ['a', 'd'] }],
    },
    data: { a: 1 },
    expected: [
      [
        'required',
        '',
        '#/anyOf/1/required',
        'Missing required property "d" (closest of 2 alternatives of anyOf: the one in anyOf branch 2).',
      ],
    ],
  },
  {
    name: 'oneOf with several passing branches names them',
    schema: { oneOf: [{ type: 'number' }, { minimum: 2 }, { maximum: 5 }] },
    data: 3,
    expected: [
      [
        'oneOf',
        '',
        '#/oneOf',
        "Value matches 3 alternatives of the oneOf at the schema's root (branches 1, 2 and 3); it must match exactly one.",
      ],
    ],
  },
  {
    name: 'nested anyOf notes the innermost alternative only once',
    schema: { anyOf: [{ anyOf: [{ required: ['a'] }, { required: ['a', 'b'] }] }, { type: 'string' }] },
    data: {},
    expected: [
      [
        'required',
        '',
        '#/anyOf/0/anyOf/0/required',
        'Missing required property "a" (closest of 2 alternatives of anyOf: the one in anyOf branch 1, in anyOf branch 1).',
      ],
    ],
  },
  {
    name: 'then says which value made the if hold',
    schema: {
      allOf: [
        {
          if: { properties: { country: { const: 'US' } }, required: ['country'] },
          then: { required: ['zip'] },
        },
      ],
    },
    data: { country: 'US' },
    expected: [
      [
        'required',
        '',
        '#/allOf/0/then/required',
        'Property "zip" is required because "country" is "US" (the if/then in allOf branch 1).',
      ],
    ],
  },
  {
    name: 'an if without required holds for an absent property, and the message says so',
    schema: { if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } },
    data: {},
    expected: [
      [
        'required',
        '',
        '#/then/required',
        'Property "zip" is required because "country" is absent and the "if" has no "required" for it, so the condition holds (the if/then at the schema\'s root).',
      ],
    ],
  },
  {
    name: 'if with required does not fire for an absent property',
    schema: {
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['zip'] },
    },
    data: {},
    expected: [],
  },
  {
    name: 'else says the if did not match',
    schema: {
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: {},
      else: { required: ['postcode'] },
    },
    data: { country: 'FR' },
    expected: [
      [
        'required',
        '',
        '#/else/required',
        'Missing required property "postcode" (the "if" at the schema\'s root did not match, so "else" applies).',
      ],
    ],
  },
  {
    name: 'errors below a then carry the reason too; patterns in branches are unanchored',
    schema: {
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { properties: { zip: { pattern: '[0-9]{5}' } } },
    },
    data: { country: 'US', zip: 'abc' },
    expected: [
      [
        'pattern',
        '/zip',
        '#/then/properties/zip/pattern',
        'String "abc" does not match the pattern "[0-9]{5}" (because "country" is "US": the if/then at the schema\'s root).',
      ],
    ],
  },
  {
    name: 'an unanchored pattern in a then accepts a match anywhere',
    schema: {
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { properties: { zip: { pattern: '[0-9]{5}' } } },
    },
    data: { country: 'US', zip: 'ZIP 12345 (main)' },
    expected: [],
  },
  {
    name: 'then and else without if are ignored',
    schema: { then: false, else: false },
    data: 1,
    expected: [],
  },
  {
    name: 'if/then is not a keyword before draft 7',
    schema: { if: { required: ['a'] }, then: { required: ['b'] } },
    data: { a: 1 },
    options: { draft: '6' },
    expected: [],
  },
  {
    name: 'the implication pattern before draft 7 reports the consequent with its reason',
    schema: {
      $schema: 'http://json-schema.org/draft-06/schema#',
      anyOf: [{ not: { properties: { type: { const: 'x' } }, required: ['type'] } }, { required: ['y'] }],
    },
    data: { type: 'x' },
    expected: [
      [
        'required',
        '',
        '#/anyOf/1/required',
        'Property "y" is required because "type" is "x" (the implication at the schema\'s root).',
      ],
    ],
  },
  {
    name: 'the implication pattern is satisfied when the antecedent is false or absent',
    schema: {
      anyOf: [{ not: { properties: { type: { const: 'x' } }, required: ['type'] } }, { required: ['y'] }],
    },
    data: { type: 'z' },
    expected: [],
  },
  {
    name: 'not says what must not hold',
    schema: { not: { required: ['a'] } },
    data: { a: 1 },
    expected: [
      [
        'not',
        '',
        '#/not',
        'Value must not match the "not" schema at the schema\'s root (it must not have "a").',
      ],
    ],
  },
];

void describe('combinator errors', () => {
  for (const c of cases) {
    void test(c.name, () => assert.deepEqual(summary(c.schema, c.data, c.options), c.expected));
  }

  void test('closest-branch errors carry the branch in params', () => {
    const [error] = validate(shapes, { kind: 'rect', w: 1 }).errors;
    assert.deepEqual(error?.params, {
      missingProperty: 'h',
      placeholder: 0,
      branch: 2,
      branchKeyword: 'oneOf',
      alternatives: 3,
    });
  });
});

void describe('the branch a person meant: a branch whose type rejects the value is the farthest', () => {
  // An ESLint rule's level: 0-2, "off"/"warn"/"error", or [level, options].
  const rule: JsonValue = {
    oneOf: [
      { type: 'integer', minimum: 0, maximum: 2 },
      { type: 'string', enum: ['off', 'warn', 'error'] },
      { type: 'array' },
    ],
  };
  const levels = 'one of "off", "warn", "error"';
  const cases: [string, JsonValue, JsonValue, [string, string, string, string][]][] = [
    [
      'a string that is not a level: the string branch first, its values and the closest one',
      rule,
      'warning',
      [
        [
          'enum',
          '',
          '#/oneOf/1/enum',
          `Value must be ${levels}, or an integer from 0 to 2, or an array. Did you mean "warn"?`,
        ],
      ],
    ],
    [
      'an integer out of range: the integer branch first',
      rule,
      3,
      [
        [
          'maximum',
          '',
          '#/oneOf/0/maximum',
          `Value 3 must be an integer from 0 to 2, or ${levels}, or an array.`,
        ],
      ],
    ],
    [
      "a value of no branch's kind: every alternative in words",
      rule,
      true,
      [
        [
          'type',
          '',
          '#/oneOf/0/type',
          `Incorrect type: expected an integer from 0 to 2, or ${levels}, or an array, got boolean.`,
        ],
      ],
    ],
    [
      'a const branch beside a type branch: the const branch for a value of its kind',
      { anyOf: [{ type: 'boolean' }, { const: 'auto' }] },
      'automatic',
      [['const', '', '#/anyOf/1/const', 'Value must be "auto", or true or false.']],
    ],
    [
      'branches behind $ref are said in words too',
      {
        $defs: {
          port: { type: 'integer', exclusiveMinimum: 0, maximum: 65535 },
          name: { type: 'string', minLength: 1 },
        },
        anyOf: [{ $ref: '#/$defs/port' }, { $ref: '#/$defs/name' }],
      },
      0,
      [
        [
          'exclusiveMinimum',
          '',
          '#/$defs/port/exclusiveMinimum',
          'Value 0 must be an integer greater than 0 and of at most 65535, or a string that is not empty.',
        ],
      ],
    ],
    [
      'draft 4 exclusive bounds and a pattern',
      {
        $schema: 'http://json-schema.org/draft-04/schema#',
        oneOf: [
          { type: 'number', minimum: 0, exclusiveMinimum: true },
          { type: 'string', pattern: '^[0-9]+%$' },
        ],
      },
      '50',
      [
        [
          'pattern',
          '',
          '#/oneOf/1/pattern',
          'Value "50" must be a string matching "^[0-9]+%$", or a number greater than 0.',
        ],
      ],
    ],
    [
      'several types in one branch',
      { oneOf: [{ type: ['string', 'null'], maxLength: 3 }, { type: 'array' }] },
      'abcd',
      [['maxLength', '', '#/oneOf/0/maxLength', 'Value "abcd" must be a string or null, or an array.']],
    ],
    [
      'nested: an object property whose value is the wrong level',
      { properties: { rules: { additionalProperties: rule } } },
      { rules: { semi: 'never' } },
      [
        [
          'enum',
          '/rules/semi',
          '#/properties/rules/additionalProperties/oneOf/1/enum',
          `Value must be ${levels}, or an integer from 0 to 2, or an array.`,
        ],
      ],
    ],
    ['an array is admitted by the array branch: no problem', rule, ['warn', { allow: 1 }, 'extra'], []],
    [
      'an object that fails inside: the object branch is reported with its place, not in words',
      {
        oneOf: [
          { type: 'string' },
          { type: 'object', properties: { level: { enum: ['low', 'high'] } }, required: ['level'] },
        ],
      },
      { level: 'hihg' },
      [
        [
          'enum',
          '/level',
          '#/oneOf/1/properties/level/enum',
          'Value must be one of "low", "high" (closest of 2 alternatives of oneOf: the one in oneOf branch 2). Did you mean "high"?',
        ],
      ],
    ],
    [
      'a missing property is not a value error: the object branch with its place',
      { anyOf: [{ type: 'string' }, { type: 'object', required: ['name'] }] },
      {},
      [
        [
          'required',
          '',
          '#/anyOf/1/required',
          'Missing required property "name" (closest of 2 alternatives of anyOf: the one in anyOf branch 2).',
        ],
      ],
    ],
    [
      'a branch words cannot say (a not) keeps the closest-branch report',
      {
        oneOf: [
          { type: 'integer', maximum: 2 },
          { type: 'string', not: { const: 'x' } },
        ],
      },
      5,
      [
        [
          'maximum',
          '',
          '#/oneOf/0/maximum',
          'Value 5 is out of range: it must be at most 2 (closest of 2 alternatives of oneOf: the one in oneOf branch 1).',
        ],
      ],
    ],
  ];
  for (const [name, schema, data, expected] of cases) {
    void test(name, () => assert.deepEqual(summary(schema, data), expected));
  }
});
