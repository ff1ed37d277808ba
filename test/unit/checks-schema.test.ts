// checkSchema: each structural problem with its exact pointer, part, keyword, code, severity and a
// fragment of its message, per draft.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSchema, SCHEMA_CHECK_CODES } from '../../shared/src/checks/index';
import type { Draft, JsonObject, JsonValue } from '../../shared/src/types';

const ALL: Draft[] = ['4', '6', '7', '2019-09', '2020-12'];
const FROM_6: Draft[] = ['6', '7', '2019-09', '2020-12'];
const FROM_7: Draft[] = ['7', '2019-09', '2020-12'];
const FROM_2019: Draft[] = ['2019-09', '2020-12'];

/** pointer, part, keyword, code, severity, message fragment */
type Expected = [string, 'key' | 'value', string, string, 'error' | 'warning', string];

interface Case {
  name: string;
  drafts: Draft[];
  schema: JsonValue;
  expect: Expected[];
}

const cases: Case[] = [
  {
    name: 'required as a string',
    drafts: ALL,
    schema: { required: 'name' },
    expect: [
      [
        '/required',
        'value',
        'required',
        'keyword-type',
        'error',
        '"required" must be an array of property names; found the string "name". Write ["name"].',
      ],
    ],
  },
  {
    name: 'draft 3 style required: true on a property',
    drafts: ALL,
    schema: { properties: { name: { type: 'string', required: true } } },
    expect: [
      ['/properties/name/required', 'value', 'required', 'keyword-type', 'error', 'is draft 3 syntax'],
    ],
  },
  {
    name: 'duplicate name in required points at the repetition',
    drafts: ALL,
    schema: { required: ['a', 'b', 'a'] },
    expect: [
      [
        '/required/2',
        'value',
        'required',
        'duplicate-entry',
        'error',
        '"a" is listed twice in "required" (first at index 0)',
      ],
    ],
  },
  {
    name: 'non-string entry in required',
    drafts: ALL,
    schema: { required: ['a', 1] },
    expect: [['/required/1', 'value', 'required', 'keyword-type', 'error', 'found the number 1']],
  },
  {
    name: 'empty required in draft 4',
    drafts: ['4'],
    schema: { properties: { a: { required: [] } } },
    expect: [
      [
        '/properties/a/required',
        'value',
        'required',
        'empty-array',
        'error',
        'In draft 4, "required" must list',
      ],
    ],
  },
  { name: 'empty required from draft 6 on', drafts: FROM_6, schema: { required: [] }, expect: [] },
  {
    name: 'negative and fractional counts',
    drafts: ALL,
    schema: { minProperties: -1, maxProperties: 1.5, minLength: '2' },
    expect: [
      [
        '/minProperties',
        'value',
        'minProperties',
        'invalid-number',
        'error',
        'non-negative integer; found the number -1',
      ],
      ['/maxProperties', 'value', 'maxProperties', 'invalid-number', 'error', 'found the number 1.5'],
      ['/minLength', 'value', 'minLength', 'keyword-type', 'error', 'found the string "2"'],
    ],
  },
  {
    name: '1.0 is an integer (JSON cannot tell them apart once parsed)',
    drafts: ALL,
    schema: JSON.parse('{"minProperties": 1.0, "maxItems": 0}') as JsonValue,
    expect: [],
  },
  {
    name: 'minProperties above maxProperties',
    drafts: ALL,
    schema: { minProperties: 3, maxProperties: 2 },
    expect: [
      [
        '/minProperties',
        'value',
        'minProperties',
        'min-exceeds-max',
        'warning',
        '"minProperties" (3) is greater than "maxProperties" (2), so no value can satisfy both.',
      ],
    ],
  },
  {
    name: 'unknown type name with a suggestion',
    drafts: ALL,
    schema: { type: 'str' },
    expect: [
      ['/type', 'value', 'type', 'unknown-type', 'error', '"str" is not a type; use one of array, boolean'],
    ],
  },
  {
    name: 'type names of other languages get a suggestion',
    drafts: ALL,
    schema: {
      properties: {
        a: { type: 'float' },
        b: { type: 'any' },
        c: { type: 'date' },
        d: { type: 'Integer' },
        e: { type: 'intrinsic' },
      },
    },
    expect: [
      ['/properties/a/type', 'value', 'type', 'unknown-type', 'error', 'Did you mean "number"?'],
      [
        '/properties/b/type',
        'value',
        'type',
        'unknown-type',
        'error',
        'Leave out "type" to allow every type.',
      ],
      [
        '/properties/c/type',
        'value',
        'type',
        'unknown-type',
        'error',
        'Write "type": "string" with "format": "date".',
      ],
      ['/properties/d/type', 'value', 'type', 'unknown-type', 'error', 'Did you mean "integer"?'],
      [
        '/properties/e/type',
        'value',
        'type',
        'unknown-type',
        'error',
        '"intrinsic" is not a type; use one of array, boolean, integer, null, number, object, string.',
      ],
    ],
  },
  {
    name: 'type list: duplicate, unknown, non-string, empty',
    drafts: ALL,
    schema: {
      allOf: [{ type: ['string', 'null', 'string'] }, { type: ['objekt', 1] }, { type: [] }, { type: 5 }],
    },
    expect: [
      ['/allOf/0/type/2', 'value', 'type', 'duplicate-entry', 'error', '"string" is listed twice in "type"'],
      ['/allOf/1/type/0', 'value', 'type', 'unknown-type', 'error', 'Did you mean "object"?'],
      [
        '/allOf/1/type/1',
        'value',
        'type',
        'keyword-type',
        'error',
        'Each entry of "type" must be a type name',
      ],
      [
        '/allOf/2/type',
        'value',
        'type',
        'empty-array',
        'error',
        'remove the empty array to allow every type',
      ],
      ['/allOf/3/type', 'value', 'type', 'keyword-type', 'error', 'found the number 5'],
    ],
  },
  {
    name: 'enum that is not an array',
    drafts: ALL,
    schema: { enum: 'red' },
    expect: [['/enum', 'value', 'enum', 'keyword-type', 'error', 'Write ["red"].']],
  },
  {
    name: 'empty enum in drafts 4 and 6',
    drafts: ['4', '6'],
    schema: { enum: [] },
    expect: [['/enum', 'value', 'enum', 'empty-array', 'error', '"enum" must list at least one value']],
  },
  {
    name: 'empty enum from draft 7 on',
    drafts: FROM_7,
    schema: { enum: [] },
    expect: [['/enum', 'value', 'enum', 'empty-enum', 'warning', 'no value is valid here']],
  },
  {
    name: 'duplicate enum values compare deeply, ignoring key order',
    drafts: FROM_7,
    schema: { enum: [1, { a: 1, b: [2] }, { b: [2], a: 1 }] },
    expect: [['/enum/2', 'value', 'enum', 'duplicate-entry', 'warning', 'repeats "enum" entry 1']],
  },
  {
    name: 'properties must be an object of schemas',
    drafts: ALL,
    schema: { properties: { a: 5, b: { properties: [] } } },
    expect: [
      [
        '/properties/a',
        'value',
        'properties',
        'invalid-schema',
        'error',
        'Each value of "properties" must be a schema',
      ],
      ['/properties/b/properties', 'value', 'properties', 'keyword-type', 'error', 'found an array'],
    ],
  },
  {
    name: 'a boolean subschema in draft 4',
    drafts: ['4'],
    schema: { properties: { a: true }, additionalProperties: false },
    expect: [
      ['/properties/a', 'value', 'properties', 'invalid-schema', 'error', 'a boolean is not a schema'],
    ],
  },
  {
    name: 'boolean subschemas from draft 6 on',
    drafts: FROM_6,
    schema: { properties: { a: true, b: false } },
    expect: [],
  },
  {
    name: 'invalid regex as a patternProperties key (pointer escapes the slash)',
    drafts: ALL,
    schema: { patternProperties: { '^a/(': {}, '^ok$': {} } },
    expect: [
      [
        '/patternProperties/^a~1(',
        'key',
        'patternProperties',
        'invalid-regex',
        'error',
        'Unterminated group',
      ],
    ],
  },
  {
    name: 'invalid regex in pattern',
    drafts: ALL,
    schema: { properties: { a: { pattern: '[' }, b: { pattern: '^[a-z]+$' } } },
    expect: [
      [
        '/properties/a/pattern',
        'value',
        'pattern',
        'invalid-regex',
        'error',
        '"[" is not a valid regular expression (ECMA-262, "u" flag): Unterminated character class.',
      ],
    ],
  },
  {
    name: 'dependentRequired values',
    drafts: FROM_2019,
    schema: { dependentRequired: { a: 'b', c: ['d', 'd'], e: [] } },
    expect: [
      [
        '/dependentRequired/a',
        'value',
        'dependentRequired',
        'keyword-type',
        'error',
        'must be an array of property names',
      ],
      [
        '/dependentRequired/c/1',
        'value',
        'dependentRequired',
        'duplicate-entry',
        'error',
        '"d" is listed twice',
      ],
    ],
  },
  {
    name: 'dependentRequired is not checked before 2019-09',
    drafts: ['4', '6', '7'],
    schema: { dependentRequired: 5 },
    expect: [],
  },
  {
    name: 'dependencies in draft 4: arrays must not be empty, values must be schemas or arrays',
    drafts: ['4'],
    schema: { dependencies: { a: [], b: true, c: ['x'], d: { required: ['x'] } } },
    expect: [
      ['/dependencies/a', 'value', 'dependencies', 'empty-array', 'error', 'In draft 4'],
      [
        '/dependencies/b',
        'value',
        'dependencies',
        'invalid-schema',
        'error',
        'a schema (an object) or an array of property names',
      ],
    ],
  },
  {
    name: 'dependencies from draft 6 on (the later meta-schemas still check it)',
    drafts: FROM_6,
    schema: { dependencies: { a: [], b: true, c: 5 } },
    expect: [
      [
        '/dependencies/c',
        'value',
        'dependencies',
        'invalid-schema',
        'error',
        'or an array of property names',
      ],
    ],
  },
  {
    name: 'identifiers and references must be strings',
    drafts: FROM_6,
    schema: { $id: 5, properties: { a: { $ref: { x: 1 } } } },
    expect: [
      ['/$id', 'value', '$id', 'keyword-type', 'error', 'a string (a URI reference)'],
      ['/properties/a/$ref', 'value', '$ref', 'keyword-type', 'error', 'found an object'],
    ],
  },
  {
    name: '$anchor syntax in 2019-09',
    drafts: ['2019-09'],
    schema: { $defs: { a: { $anchor: '9lives' }, b: { $anchor: '_x' }, c: { $anchor: 'a:b' } } },
    expect: [
      [
        '/$defs/a/$anchor',
        'value',
        '$anchor',
        'invalid-anchor',
        'error',
        'start with a letter and contain only',
      ],
      ['/$defs/b/$anchor', 'value', '$anchor', 'invalid-anchor', 'error', '"_x" is not a valid "$anchor"'],
    ],
  },
  {
    name: '$anchor syntax in 2020-12',
    drafts: ['2020-12'],
    schema: { $defs: { a: { $anchor: '9lives' }, b: { $anchor: '_x' }, c: { $dynamicAnchor: 'a:b' } } },
    expect: [
      ['/$defs/a/$anchor', 'value', '$anchor', 'invalid-anchor', 'error', 'start with a letter or "_"'],
      [
        '/$defs/c/$dynamicAnchor',
        'value',
        '$dynamicAnchor',
        'invalid-anchor',
        'error',
        '"a:b" is not a valid',
      ],
    ],
  },
  {
    name: '$id with a fragment from 2019-09 on',
    drafts: FROM_2019,
    schema: { $id: 'https://example.com/s.json#', $defs: { a: { $id: 'https://example.com/a.json#part' } } },
    expect: [
      ['/$defs/a/$id', 'value', '$id', 'invalid-id', 'error', 'name the location with "$anchor": "part"'],
    ],
  },
  {
    name: 'multipleOf must be positive',
    drafts: ALL,
    schema: { multipleOf: 0 },
    expect: [
      [
        '/multipleOf',
        'value',
        'multipleOf',
        'invalid-number',
        'error',
        '"multipleOf" must be greater than 0',
      ],
    ],
  },
  {
    name: 'items as an empty array up to 2019-09',
    drafts: ['4', '6', '7', '2019-09'],
    schema: { items: [] },
    expect: [['/items', 'value', 'items', 'empty-array', 'error', 'must hold at least one schema']],
  },
  {
    name: 'items as an array in 2020-12',
    drafts: ['2020-12'],
    schema: { items: [{ type: 'string' }] },
    expect: [['/items', 'value', 'items', 'invalid-schema', 'error', 'written with "prefixItems"']],
  },
  {
    name: 'combinators need non-empty arrays of schemas',
    drafts: ALL,
    schema: { allOf: {}, anyOf: [], oneOf: [{}, 'x'], not: 'y' },
    expect: [
      ['/allOf', 'value', 'allOf', 'keyword-type', 'error', 'a non-empty array of schemas'],
      ['/anyOf', 'value', 'anyOf', 'empty-array', 'error', '"anyOf" must hold at least one schema'],
      ['/oneOf/1', 'value', 'oneOf', 'invalid-schema', 'error', 'Each entry of "oneOf" must be a schema'],
      ['/not', 'value', 'not', 'invalid-schema', 'error', 'The value of "not" must be a schema'],
    ],
  },
  {
    name: 'draft 4 exclusive flags',
    drafts: ['4'],
    schema: { properties: { a: { exclusiveMaximum: 5 }, b: { exclusiveMinimum: true } } },
    expect: [
      [
        '/properties/a/exclusiveMaximum',
        'value',
        'exclusiveMaximum',
        'keyword-type',
        'error',
        'is draft 6 syntax',
      ],
      [
        '/properties/b/exclusiveMinimum',
        'key',
        'exclusiveMinimum',
        'exclusive-without-limit',
        'error',
        'add "minimum"',
      ],
    ],
  },
  {
    name: 'draft 4 exclusive flags in later drafts',
    drafts: FROM_6,
    schema: { maximum: 5, exclusiveMaximum: true },
    expect: [
      ['/exclusiveMaximum', 'value', 'exclusiveMaximum', 'keyword-type', 'error', 'is draft 4 syntax'],
    ],
  },
  {
    name: 'a root that is not a schema',
    drafts: ALL,
    schema: 5,
    expect: [['', 'value', '', 'invalid-schema', 'error', 'The schema must be a schema']],
  },
  {
    name: 'a boolean root in draft 4',
    drafts: ['4'],
    schema: true,
    expect: [['', 'value', '', 'invalid-schema', 'error', 'a boolean is not a schema']],
  },
  {
    name: 'keywords of other drafts are not checked (the lint reports them)',
    drafts: ['4'],
    schema: { propertyNames: 5, const: [], if: 3, unevaluatedProperties: 'x' },
    expect: [],
  },
  {
    name: 'additionalItems is not a keyword of 2020-12',
    drafts: ['2020-12'],
    schema: { additionalItems: 5 },
    expect: [],
  },
  {
    name: 'unknown keywords and values of enum, const, default, examples are not walked',
    drafts: FROM_6,
    schema: {
      'x-extension': { type: 5 },
      enum: [{ type: 5 }],
      const: { required: 1 },
      default: { type: 5 },
      examples: [{ type: 5 }],
    },
    expect: [],
  },
  {
    name: 'annotations and metadata have their types',
    drafts: FROM_2019,
    schema: { title: 1, format: 2, deprecated: 'yes', examples: {}, $vocabulary: { 'https://x/y': 1 } },
    expect: [
      ['/title', 'value', 'title', 'keyword-type', 'error', '"title" must be a string'],
      ['/format', 'value', 'format', 'keyword-type', 'error', '"format" must be a string'],
      ['/deprecated', 'value', 'deprecated', 'keyword-type', 'error', 'must be true or false'],
      ['/examples', 'value', 'examples', 'keyword-type', 'error', '"examples" must be an array'],
      [
        '/$vocabulary/https:~1~1x~1y',
        'value',
        '$vocabulary',
        'keyword-type',
        'error',
        'must be true or false',
      ],
    ],
  },
  {
    name: 'prototype-like property names',
    drafts: FROM_6,
    schema: JSON.parse(
      '{"properties": {"__proto__": {"type": "strng"}, "constructor": {}}, "required": ["constructor", "toString", "constructor"]}',
    ) as JsonValue,
    // A schema object's own keywords are reported before its subschemas'.
    expect: [
      ['/required/2', 'value', 'required', 'duplicate-entry', 'error', '"constructor" is listed twice'],
      ['/properties/__proto__/type', 'value', 'type', 'unknown-type', 'error', 'Did you mean "string"?'],
    ],
  },
  {
    name: '$defs and definitions are walked in every draft',
    drafts: ALL,
    schema: { $defs: { a: { minItems: -1 } }, definitions: { b: { type: 'x' } } },
    expect: [
      ['/$defs/a/minItems', 'value', 'minItems', 'invalid-number', 'error', 'non-negative integer'],
      ['/definitions/b/type', 'value', 'type', 'unknown-type', 'error', '"x" is not a type'],
    ],
  },
  {
    name: 'subschemas of every applicator are walked (2020-12)',
    drafts: ['2020-12'],
    schema: {
      prefixItems: [{ minItems: -1 }],
      items: { minItems: -1 },
      contains: { minItems: -1 },
      unevaluatedItems: { minItems: -1 },
      propertyNames: { minLength: -1 },
      dependentSchemas: { a: { minItems: -1 } },
      unevaluatedProperties: { minItems: -1 },
      if: { minItems: -1 },
      then: { minItems: -1 },
      else: { minItems: -1 },
      contentSchema: { minItems: -1 },
    },
    expect: [
      ['/prefixItems/0/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/items/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/contains/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/unevaluatedItems/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/propertyNames/minLength', 'value', 'minLength', 'invalid-number', 'error', ''],
      ['/dependentSchemas/a/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/unevaluatedProperties/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/if/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/then/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/else/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/contentSchema/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
    ],
  },
  {
    name: 'an embedded resource with its own $schema is checked in its draft',
    drafts: ['2020-12'],
    schema: {
      $defs: {
        old: {
          $id: 'https://example.com/old.json',
          $schema: 'http://json-schema.org/draft-07/schema#',
          items: [{ type: 'string' }],
          properties: { n: { exclusiveMinimum: true } },
        },
        same: { $id: 'https://example.com/same.json', items: [{ type: 'string' }] },
      },
    },
    expect: [
      [
        '/$defs/old/properties/n/exclusiveMinimum',
        'value',
        'exclusiveMinimum',
        'keyword-type',
        'error',
        'is draft 4 syntax',
      ],
      ['/$defs/same/items', 'value', 'items', 'invalid-schema', 'error', 'written with "prefixItems"'],
    ],
  },
  {
    name: "the root keeps the caller's draft whatever its $schema says",
    drafts: ['2020-12'],
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://example.com/r.json',
      items: [{}],
    },
    expect: [['/items', 'value', 'items', 'invalid-schema', 'error', 'written with "prefixItems"']],
  },
  {
    name: 'items array and additionalItems in draft 7',
    drafts: ['7'],
    schema: { items: [{ minItems: -1 }, true], additionalItems: { minItems: -1 } },
    expect: [
      ['/items/0/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
      ['/additionalItems/minItems', 'value', 'minItems', 'invalid-number', 'error', ''],
    ],
  },
];

void describe('checkSchema', () => {
  for (const c of cases) {
    for (const draft of c.drafts) {
      void test(`${c.name} (draft ${draft})`, () => {
        const problems = checkSchema(c.schema, draft);
        assert.deepEqual(
          problems.map((p) => [p.pointer, p.part, p.keyword, p.code, p.severity]),
          c.expect.map((e) => e.slice(0, 5)),
        );
        problems.forEach((p, i) => {
          assert.equal(p.uri, '');
          assert.ok(
            (SCHEMA_CHECK_CODES as readonly string[]).includes(p.code),
            `undocumented code ${p.code}`,
          );
          assert.ok(
            p.message.includes(c.expect[i]?.[5] ?? ''),
            `message "${p.message}" lacks "${c.expect[i]?.[5]}"`,
          );
        });
      });
    }
  }

  void test('an unknown type name far from every type gets no suggestion', () => {
    const [problem] = checkSchema({ type: 'intrinsic' }, '7');
    assert.equal(
      problem?.message,
      '"intrinsic" is not a type; use one of array, boolean, integer, null, number, object, string.',
    );
    assert.equal(problem?.data, undefined);
  });

  void test('a 100,000-deep schema is checked without a stack overflow', () => {
    const root: JsonObject = {};
    let node = root;
    for (let i = 0; i < 100_000; i++) {
      const next: JsonObject = {};
      node.not = next;
      node = next;
    }
    node.minItems = -1;
    const problems = checkSchema(root, '2020-12');
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.code, 'invalid-number');
    assert.equal(problems[0]?.pointer, `${'/not'.repeat(100_000)}/minItems`);
  });
});
