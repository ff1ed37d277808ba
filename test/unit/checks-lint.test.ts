// lintSchema: each pitfall warning with its exact pointer, part, keyword, code, message fragment and the
// data a quick fix needs, per draft; and no warning on well-formed, realistic schemas.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSchema, lintSchema, SCHEMA_LINT_CODES } from '../../shared/src/checks/index';
import type { Draft, JsonValue } from '../../shared/src/types';

const ALL: Draft[] = ['4', '6', '7', '2019-09', '2020-12'];
const FROM_7: Draft[] = ['7', '2019-09', '2020-12'];
const FROM_2019: Draft[] = ['2019-09', '2020-12'];
const UP_TO_7: Draft[] = ['4', '6', '7'];

interface Expected {
  pointer: string;
  part: 'key' | 'value';
  keyword: string;
  code: string;
  message: string;
  data?: Record<string, unknown>;
}

interface Case {
  name: string;
  drafts: Draft[];
  schema: JsonValue;
  expect: Expected[] | ((draft: Draft) => Expected[]);
}

const customer = {
  type: 'object',
  properties: { id: { type: 'string' } },
  allOf: [{ properties: { name: { type: 'string' } }, required: ['name'] }],
  additionalProperties: false,
};

const cases: Case[] = [
  {
    name: 'additionalProperties: false beside allOf that declares other names',
    drafts: ALL,
    schema: customer,
    expect: (draft) => [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message:
          '"additionalProperties": false rejects "name", which is declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid.',
        data: {
          properties: ['name'],
          declarations: [{ property: 'name', pointer: '/allOf/0/properties/name' }],
          unevaluatedPropertiesAvailable: draft === '2019-09' || draft === '2020-12',
          additionalPropertiesFalse: true,
        },
      },
    ],
  },
  {
    name: 'the suggested fix depends on the draft (2019-09 on: unevaluatedProperties)',
    drafts: FROM_2019,
    schema: customer,
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: 'Use "unevaluatedProperties" instead of "additionalProperties"',
      },
    ],
  },
  {
    name: 'the suggested fix depends on the draft (up to 7: redeclare)',
    drafts: UP_TO_7,
    schema: customer,
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: `Redeclare it in this object's "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09`,
      },
    ],
  },
  {
    name: 'redeclared as true (the spec workaround) or matched by patternProperties: no warning',
    drafts: ALL,
    schema: {
      properties: { id: {}, name: {} },
      patternProperties: { '^x-': {} },
      anyOf: [{ properties: { name: { type: 'string' }, 'x-note': {} } }],
      additionalProperties: false,
    },
    expect: [],
  },
  {
    name: 'additionalProperties as a schema beside oneOf',
    drafts: ALL,
    schema: {
      oneOf: [{ properties: { age: { type: 'integer' } } }, { properties: { born: { type: 'string' } } }],
      additionalProperties: { type: 'string' },
    },
    expect: (draft) => [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message:
          '"additionalProperties" also applies to "age" and "born", which are declared only through "oneOf"',
        data: {
          properties: ['age', 'born'],
          declarations: [
            { property: 'age', pointer: '/oneOf/0/properties/age' },
            { property: 'born', pointer: '/oneOf/1/properties/born' },
          ],
          unevaluatedPropertiesAvailable: draft === '2019-09' || draft === '2020-12',
          additionalPropertiesFalse: false,
        },
      },
    ],
  },
  {
    name: '$ref beside additionalProperties is followed from 2019-09 on (through $defs and nested allOf)',
    drafts: FROM_2019,
    schema: {
      $ref: '#/$defs/base',
      properties: { extra: {} },
      additionalProperties: false,
      $defs: {
        base: { allOf: [{ $ref: '#/$defs/named' }], properties: { id: {} } },
        named: { properties: { name: {} } },
      },
    },
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: 'rejects "id" and "name", which are declared only through "$ref"',
        data: {
          properties: ['id', 'name'],
          declarations: [
            { property: 'id', pointer: '/$defs/base/properties/id' },
            { property: 'name', pointer: '/$defs/named/properties/name' },
          ],
          unevaluatedPropertiesAvailable: true,
          additionalPropertiesFalse: true,
        },
      },
    ],
  },
  {
    name: 'allOf entries that are local $refs, including to definitions and with escaped pointers',
    drafts: UP_TO_7,
    schema: {
      definitions: { 'a/b': { properties: { ab: {} } }, plain: { properties: { p: {} } } },
      allOf: [{ $ref: '#/definitions/a~1b' }, { $ref: '#/definitions/plain' }],
      additionalProperties: false,
    },
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: 'rejects "ab" and "p"',
      },
    ],
  },
  {
    name: 'dependentSchemas does not extend a closed schema (spec 2.4 dependentSchemas)',
    drafts: FROM_2019,
    schema: {
      properties: { card: {} },
      dependentSchemas: { card: { properties: { billing: {} }, required: ['billing'] } },
      additionalProperties: false,
    },
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: 'rejects "billing", which is declared only through "dependentSchemas"',
      },
    ],
  },
  {
    name: 'if/then declare names a closed object rejects',
    drafts: FROM_7,
    schema: {
      properties: { kind: {} },
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      then: { properties: { extra: {} } },
      additionalProperties: false,
    },
    expect: [
      {
        pointer: '/additionalProperties',
        part: 'key',
        keyword: 'additionalProperties',
        code: 'additional-properties-beside-combinator',
        message: 'rejects "extra", which is declared only through "then"',
      },
    ],
  },
  {
    name: 'allOf cannot extend a closed schema (spec 2.4 additionalProperties rule 5)',
    drafts: ALL,
    schema: {
      definitions: { base: { properties: { id: {} }, additionalProperties: false } },
      allOf: [{ $ref: '#/definitions/base' }, { properties: { id: {}, extra: {} }, required: ['extra'] }],
    },
    expect: (draft) => [
      {
        pointer: '/allOf/0',
        part: 'value',
        keyword: 'allOf',
        code: 'closed-schema-extended',
        message:
          'This "allOf" entry is closed by "additionalProperties" (at /definitions/base/additionalProperties) and does not declare "extra", so an object with it fails it: "allOf" and "$ref" cannot extend a closed schema. ' +
          (draft === '2019-09' || draft === '2020-12'
            ? 'Remove "additionalProperties" from the closed schema and put "unevaluatedProperties": false in the extending schema instead.'
            : 'Redeclare it in the closed schema\'s "properties", or move "additionalProperties": false into the extending schema and redeclare the inherited names there as true.'),
        data: {
          properties: ['extra'],
          declarations: [{ property: 'extra', pointer: '/allOf/1/properties/extra' }],
          closedBy: '/definitions/base/additionalProperties',
          closingIsFalse: true,
          unevaluatedPropertiesAvailable: draft === '2019-09' || draft === '2020-12',
        },
      },
    ],
  },
  {
    name: 'a $ref to a closed schema beside properties (2019-09 on)',
    drafts: FROM_2019,
    schema: {
      $defs: { A: { unevaluatedProperties: false } },
      properties: { prop1: { type: 'string' } },
      $ref: '#/$defs/A',
    },
    expect: [
      {
        pointer: '/$ref',
        part: 'key',
        keyword: '$ref',
        code: 'closed-schema-extended',
        message:
          'The schema that "$ref" points to is closed by "unevaluatedProperties" (at /$defs/A/unevaluatedProperties) and does not declare "prop1"',
        data: {
          properties: ['prop1'],
          declarations: [{ property: 'prop1', pointer: '/properties/prop1' }],
          closedBy: '/$defs/A/unevaluatedProperties',
          closingIsFalse: true,
          unevaluatedPropertiesAvailable: true,
        },
      },
    ],
  },
  {
    name: 'a closed allOf entry that declares every name, or evaluates it through its own subschemas',
    drafts: FROM_2019,
    schema: {
      $defs: {
        named: { properties: { name: {} } },
        base: { allOf: [{ $ref: '#/$defs/named' }], properties: { id: {} }, unevaluatedProperties: false },
      },
      properties: { id: { minLength: 1 }, name: { maxLength: 9 } },
      allOf: [{ $ref: '#/$defs/base' }],
    },
    expect: [],
  },
  {
    name: 'a required name that additionalProperties: false forbids',
    drafts: ALL,
    schema: { properties: { id: {}, name: {} }, required: ['id', 'nmae'], additionalProperties: false },
    expect: [
      {
        pointer: '/required/1',
        part: 'value',
        keyword: 'required',
        code: 'required-but-not-allowed',
        message:
          '"nmae" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "nmae" in "properties".',
        data: { property: 'nmae', reason: 'additionalProperties' },
      },
    ],
  },
  {
    name: 'a required name whose property schema is false',
    drafts: ['6', '7', '2019-09', '2020-12'],
    schema: { properties: { legacy: false }, required: ['legacy'] },
    expect: [
      {
        pointer: '/required/0',
        part: 'value',
        keyword: 'required',
        code: 'required-but-not-allowed',
        message: '"legacy" is required but its schema in "properties" is false',
        data: { property: 'legacy', reason: 'false-schema' },
      },
    ],
  },
  {
    name: 'a required name that propertyNames forbids',
    drafts: ['6', '7', '2019-09', '2020-12'],
    schema: {
      propertyNames: { pattern: '^[a-z]+$', maxLength: 8 },
      required: ['id', 'userName', 'description'],
    },
    expect: [
      {
        pointer: '/required/1',
        part: 'value',
        keyword: 'required',
        code: 'required-but-not-allowed',
        message:
          '"userName" is required but "propertyNames" forbids it (the name does not match "^[a-z]+$"), so no object can be valid here.',
        data: { property: 'userName', reason: 'propertyNames' },
      },
      {
        pointer: '/required/2',
        part: 'value',
        keyword: 'required',
        code: 'required-but-not-allowed',
        message: '(names are at most 8 characters long)',
        data: { property: 'description', reason: 'propertyNames' },
      },
    ],
  },
  {
    name: 'more required names than maxProperties',
    drafts: ALL,
    schema: { required: ['a', 'b', 'c'], maxProperties: 2 },
    expect: [
      {
        pointer: '/maxProperties',
        part: 'value',
        keyword: 'maxProperties',
        code: 'required-exceeds-max-properties',
        message: '"required" lists 3 names but "maxProperties" is 2, so no object can be valid here.',
        data: { required: 3, maxProperties: 2 },
      },
    ],
  },
  {
    name: 'if without then or else',
    drafts: FROM_7,
    schema: { if: { required: ['a'] } },
    expect: [
      {
        pointer: '/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-then-else',
        message: '"if" without "then" or "else" has no effect on validation',
      },
    ],
  },
  {
    name: 'if without then or else feeds unevaluatedProperties from 2019-09 on',
    drafts: FROM_2019,
    schema: { if: { properties: { a: true } }, unevaluatedProperties: false },
    expect: [],
  },
  {
    name: 'if without required: then fires on absence',
    drafts: FROM_7,
    schema: {
      type: 'object',
      properties: { country: { type: 'string' }, zip: { type: 'string' } },
      allOf: [{ if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } }],
    },
    expect: [
      {
        pointer: '/allOf/0/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-required',
        message:
          'This "if" tests "country" but does not require it: an object without "country" passes the "if", so "then" applies to it too. Add "country" to the "if"\'s "required" so that "then" applies only when "country" is present.',
        data: { property: 'country', ifHasRequired: false },
      },
    ],
  },
  {
    name: 'if with required for one name but not the other',
    drafts: FROM_7,
    schema: {
      if: { properties: { a: { const: 1 }, b: { const: 2 } }, required: ['a'] },
      then: { required: ['c'] },
    },
    expect: [
      {
        pointer: '/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-required',
        message: 'This "if" tests "b"',
        data: { property: 'b', ifHasRequired: true },
      },
    ],
  },
  {
    name: 'if without required is fine when the object requires the name anyway, or then accepts everything',
    drafts: FROM_7,
    schema: {
      required: ['country'],
      allOf: [
        {
          required: ['country'],
          if: { properties: { country: { const: 'US' } } },
          then: { required: ['zip'] },
        },
        { if: { properties: { kind: { const: 'x' } } }, then: true, else: { required: ['y'] } },
      ],
    },
    expect: [],
  },
  {
    name: 'if without required is fine when an enclosing schema requires the name through allOf',
    drafts: FROM_7,
    schema: {
      required: ['country'],
      allOf: [{ allOf: [{ if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } }] }],
    },
    expect: [],
  },
  {
    name: 'a required name of another instance (the parent object) does not count',
    drafts: FROM_7,
    schema: {
      required: ['country'],
      properties: {
        address: { if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } },
      },
    },
    expect: [
      {
        pointer: '/properties/address/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-required',
        message: 'This "if" tests "country" but does not require it',
        data: { property: 'country', ifHasRequired: false },
      },
    ],
  },
  {
    name: 'inside a dependentSchemas entry its property is present',
    drafts: FROM_2019,
    schema: {
      dependentSchemas: {
        card: { if: { properties: { card: { const: 'amex' } } }, then: { required: ['cid'] } },
      },
    },
    expect: [],
  },
  {
    name: 'a conditional in $defs is judged by the places that refer to it (the spec recommends this layout)',
    drafts: FROM_2019,
    schema: {
      $defs: {
        'zip-for-us': { if: { properties: { country: { const: 'US' } } }, then: { required: ['zip'] } },
        'state-for-us': { if: { properties: { country: { const: 'US' } } }, then: { required: ['state'] } },
      },
      properties: {
        home: {
          required: ['country'],
          allOf: [{ $ref: '#/$defs/zip-for-us' }, { $ref: '#/$defs/state-for-us' }],
        },
        work: { allOf: [{ $ref: '#/$defs/state-for-us' }] },
      },
    },
    expect: [
      {
        pointer: '/$defs/state-for-us/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-required',
        message: 'This "if" tests "country"',
        data: { property: 'country', ifHasRequired: false },
      },
    ],
  },
  {
    name: 'a then that cannot fail without the tested property, or a default equal to the tested value',
    drafts: FROM_7,
    schema: {
      allOf: [
        {
          if: { properties: { style: { const: 'form' } } },
          then: { properties: { explode: { default: true } } },
        },
        {
          if: { properties: { kind: { pattern: '^x-' } } },
          then: { properties: { kind: { maxLength: 20 } }, description: 'extension kinds are short' },
        },
        {
          properties: { mode: { default: 'fast' } },
          if: { properties: { mode: { const: 'fast' } } },
          then: { required: ['threads'] },
        },
      ],
    },
    expect: [],
  },
  {
    name: 'a $ref cycle through conditionals ends (and assumes nothing)',
    drafts: FROM_2019,
    schema: {
      $defs: {
        a: {
          allOf: [{ $ref: '#/$defs/b' }],
          if: { properties: { k: { const: 1 } } },
          then: { required: ['x'] },
        },
        b: { allOf: [{ $ref: '#/$defs/a' }] },
      },
    },
    expect: [
      {
        pointer: '/$defs/a/if',
        part: 'key',
        keyword: 'if',
        code: 'if-without-required',
        message: 'This "if" tests "k"',
      },
    ],
  },
  {
    name: 'then and else without if',
    drafts: FROM_7,
    schema: { then: { required: ['a'] }, else: { required: ['b'] } },
    expect: [
      {
        pointer: '/then',
        part: 'key',
        keyword: 'then',
        code: 'then-without-if',
        message: '"then" without "if" beside it is ignored',
      },
      {
        pointer: '/else',
        part: 'key',
        keyword: 'else',
        code: 'else-without-if',
        message: '"else" without "if" beside it is ignored',
      },
    ],
  },
  {
    name: 'if/then/else in draft 6',
    drafts: ['6'],
    schema: { if: { required: ['a'] }, then: { required: ['b'] } },
    expect: [
      {
        pointer: '/if',
        part: 'key',
        keyword: 'if',
        code: 'keyword-not-in-draft',
        message:
          '"if" is not a keyword in draft 6 (it exists from draft 7 on), so it is ignored here; write the condition as "anyOf": [{ "not": <if> }, <then>] instead.',
        data: { keyword: 'if', draft: '6', since: '7' },
      },
      {
        pointer: '/then',
        part: 'key',
        keyword: 'then',
        code: 'keyword-not-in-draft',
        message: '"then" is not a keyword in draft 6',
        data: { keyword: 'then', draft: '6', since: '7' },
      },
    ],
  },
  {
    name: 'unevaluatedProperties in draft 7',
    drafts: ['7'],
    schema: { properties: { a: {} }, unevaluatedProperties: false },
    expect: [
      {
        pointer: '/unevaluatedProperties',
        part: 'key',
        keyword: 'unevaluatedProperties',
        code: 'keyword-not-in-draft',
        message:
          '"unevaluatedProperties" is not a keyword in draft 7 (it exists from draft 2019-09 on), so it is ignored here',
        data: { keyword: 'unevaluatedProperties', draft: '7', since: '2019-09' },
      },
    ],
  },
  {
    name: 'propertyNames and const in draft 4',
    drafts: ['4'],
    schema: { propertyNames: { pattern: '^[a-z]+$' }, properties: { kind: { const: 'a' } } },
    expect: [
      {
        pointer: '/propertyNames',
        part: 'key',
        keyword: 'propertyNames',
        code: 'keyword-not-in-draft',
        message:
          '"propertyNames" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here.',
      },
      {
        pointer: '/properties/kind/const',
        part: 'key',
        keyword: 'const',
        code: 'keyword-not-in-draft',
        message: 'write "enum": [<value>] instead',
      },
    ],
  },
  {
    name: 'dependentRequired and dependentSchemas before 2019-09',
    drafts: UP_TO_7,
    schema: { dependentRequired: { a: ['b'] }, dependentSchemas: { c: { required: ['d'] } } },
    expect: [
      {
        pointer: '/dependentRequired',
        part: 'key',
        keyword: 'dependentRequired',
        code: 'keyword-not-in-draft',
        message: 'use "dependencies" instead',
      },
      {
        pointer: '/dependentSchemas',
        part: 'key',
        keyword: 'dependentSchemas',
        code: 'keyword-not-in-draft',
        message: 'use "dependencies" instead',
      },
    ],
  },
  {
    name: 'additionalItems and $recursiveRef in 2020-12',
    drafts: ['2020-12'],
    schema: { prefixItems: [{}], additionalItems: false, $defs: { t: { $recursiveRef: '#' } } },
    expect: [
      {
        pointer: '/additionalItems',
        part: 'key',
        keyword: 'additionalItems',
        code: 'keyword-not-in-draft',
        message:
          '"additionalItems" is not a keyword in draft 2020-12 (it exists in draft 4 to 2019-09), so it is ignored here; use "items" beside "prefixItems" instead.',
        data: { keyword: 'additionalItems', draft: '2020-12', since: '4', until: '2019-09' },
      },
      {
        pointer: '/$defs/t/$recursiveRef',
        part: 'key',
        keyword: '$recursiveRef',
        code: 'keyword-not-in-draft',
        message: '(it exists only in draft 2019-09), so it is ignored here; use "$dynamicRef" instead.',
      },
    ],
  },
  {
    name: 'prefixItems in 2019-09',
    drafts: ['2019-09'],
    schema: { prefixItems: [{ type: 'string' }] },
    expect: [
      {
        pointer: '/prefixItems',
        part: 'key',
        keyword: 'prefixItems',
        code: 'keyword-not-in-draft',
        message: 'use an array of schemas in "items" instead',
      },
    ],
  },
  {
    name: 'draft 4 "id" versus later "$id"',
    drafts: ['4'],
    schema: { $id: 'http://example.com/s.json', properties: { id: { type: 'integer' } } },
    expect: [
      {
        pointer: '/$id',
        part: 'key',
        keyword: '$id',
        code: 'keyword-not-in-draft',
        message: 'use "id" instead',
      },
    ],
  },
  {
    name: 'misspelled keywords are ignored; the closest keyword is suggested',
    drafts: ALL,
    schema: {
      properties: { a: { ref: '#/definitions/b', maxLenght: 3 } },
      additionalProperty: false,
      requird: ['a'],
      Type: 'object',
    },
    expect: [
      {
        pointer: '/additionalProperty',
        part: 'key',
        keyword: 'additionalProperty',
        code: 'unknown-keyword',
        message:
          '"additionalProperty" is not a keyword, so it is ignored here; did you mean "additionalProperties"?',
        data: { keyword: 'additionalProperty', suggestion: 'additionalProperties' },
      },
      {
        pointer: '/requird',
        part: 'key',
        keyword: 'requird',
        code: 'unknown-keyword',
        message: 'did you mean "required"?',
        data: { keyword: 'requird', suggestion: 'required' },
      },
      {
        pointer: '/Type',
        part: 'key',
        keyword: 'Type',
        code: 'unknown-keyword',
        message: 'did you mean "type"?',
      },
      {
        pointer: '/properties/a/ref',
        part: 'key',
        keyword: 'ref',
        code: 'unknown-keyword',
        message: 'did you mean "$ref"?',
      },
      {
        pointer: '/properties/a/maxLenght',
        part: 'key',
        keyword: 'maxLenght',
        code: 'unknown-keyword',
        message: 'did you mean "maxLength"?',
      },
    ],
  },
  {
    name: 'extension and annotation keys of other vocabularies are not typos',
    drafts: ALL,
    schema: {
      'x-internal': true,
      nullable: true,
      example: 1,
      markdownDescription: 'text',
      errorMessage: 'text',
      defaultSnippets: [],
      deprecationMessage: 'text',
      readonly: true,
      discriminator: { propertyName: 'kind' },
      typeof: 'function',
      minimumValue: 3,
    },
    expect: [],
  },
  {
    name: 'a typo of "dependencies" points at it where the draft has it',
    drafts: ['4', '6', '7'],
    schema: { dependancies: { card: ['billing'] } },
    expect: [
      {
        pointer: '/dependancies',
        part: 'key',
        keyword: 'dependancies',
        code: 'unknown-keyword',
        message: '"dependancies" is not a keyword, so it is ignored here; did you mean "dependencies"?',
        data: { keyword: 'dependancies', suggestion: 'dependencies' },
      },
    ],
  },
  {
    name: 'a typo of "dependencies" suggests nothing from 2019-09 on, where "dependencies" is ignored too',
    drafts: FROM_2019,
    schema: { dependancies: { card: ['billing'] } },
    expect: [],
  },
  {
    name: 'dependencies from 2019-09 on: split into dependentRequired and dependentSchemas',
    drafts: FROM_2019,
    schema: { dependencies: { card: ['billing'], vip: { required: ['level'] } } },
    expect: (draft) => [
      {
        pointer: '/dependencies',
        part: 'key',
        keyword: 'dependencies',
        code: 'dependencies-deprecated',
        message: `"dependencies" is not a keyword in draft ${draft} and is ignored; move "card" to "dependentRequired" and "vip" to "dependentSchemas".`,
        data: { dependentRequired: ['card'], dependentSchemas: ['vip'] },
      },
    ],
  },
  {
    name: 'an embedded draft 7 resource may use dependencies and if in a 2020-12 document',
    drafts: ['2020-12'],
    schema: {
      $defs: {
        legacy: {
          $id: 'https://example.com/legacy.json',
          $schema: 'http://json-schema.org/draft-07/schema#',
          dependencies: { a: ['b'] },
          if: { required: ['a'] },
          then: { required: ['c'] },
        },
        current: { $id: 'https://example.com/current.json', dependencies: { a: ['b'] } },
      },
    },
    expect: [
      {
        pointer: '/$defs/current/dependencies',
        part: 'key',
        keyword: 'dependencies',
        code: 'dependencies-deprecated',
        message: '"dependencies" is not a keyword in draft 2020-12',
      },
    ],
  },
  {
    name: 'dependencies up to draft 7: fine',
    drafts: UP_TO_7,
    schema: { dependencies: { a: ['b'] } },
    expect: [],
  },
  {
    name: 'keywords beside $ref are ignored up to draft 7',
    drafts: UP_TO_7,
    schema: {
      definitions: { list: { type: 'array' } },
      properties: { tags: { $ref: '#/definitions/list', maxItems: 3, description: 'at most three' } },
    },
    expect: (draft) => [
      {
        pointer: '/properties/tags/maxItems',
        part: 'key',
        keyword: 'maxItems',
        code: 'ref-sibling-ignored',
        message: `In draft ${draft}, keywords beside "$ref" are ignored, so "maxItems" has no effect here; put the "$ref" and "maxItems" in separate "allOf" entries to apply both.`,
        data: { keyword: 'maxItems', ref: '#/definitions/list' },
      },
    ],
  },
  {
    name: 'keywords beside $ref apply from 2019-09 on',
    drafts: FROM_2019,
    schema: {
      $defs: { list: { type: 'array' } },
      properties: { tags: { $ref: '#/$defs/list', maxItems: 3 } },
    },
    expect: [],
  },
  {
    name: 'the pre-draft-7 implication without required',
    drafts: ALL,
    schema: {
      anyOf: [{ not: { properties: { kind: { enum: ['business'] } } } }, { required: ['vatId'] }],
    },
    expect: [
      {
        pointer: '/anyOf/0/not',
        part: 'key',
        keyword: 'not',
        code: 'implication-without-required',
        message:
          'This negated condition tests "kind" but does not require it: an object without "kind" meets the condition, so this "anyOf" branch fails and the other branches must hold for it. Add "required": ["kind"] inside the "not"',
        data: { property: 'kind' },
      },
    ],
  },
  {
    name: 'the implication on a name the schema requires anyway',
    drafts: ALL,
    schema: {
      required: ['kind'],
      anyOf: [{ not: { properties: { kind: { enum: ['business'] } } } }, { required: ['vatId'] }],
    },
    expect: [],
  },
  {
    name: 'the implication written as the spec recommends',
    drafts: ALL,
    schema: {
      anyOf: [
        { not: { properties: { kind: { enum: ['business'] } }, required: ['kind'] } },
        { required: ['vatId'] },
      ],
    },
    expect: [],
  },
];

void describe('lintSchema', () => {
  for (const c of cases) {
    for (const draft of c.drafts) {
      void test(`${c.name} (draft ${draft})`, () => {
        const expected = typeof c.expect === 'function' ? c.expect(draft) : c.expect;
        const problems = lintSchema(c.schema, draft);
        assert.deepEqual(
          problems.map((p) => [p.pointer, p.part, p.keyword, p.code, p.severity, p.uri]),
          expected.map((e) => [e.pointer, e.part, e.keyword, e.code, 'warning', '']),
        );
        problems.forEach((p, i) => {
          assert.ok((SCHEMA_LINT_CODES as readonly string[]).includes(p.code), `undocumented code ${p.code}`);
          const e = expected[i];
          assert.ok(p.message.includes(e.message), `message "${p.message}" lacks "${e.message}"`);
          if (e.data !== undefined) assert.deepEqual(p.data, e.data);
        });
        // Every lint case is a valid schema: the warnings are about meaning, not structure.
        assert.deepEqual(
          checkSchema(c.schema, draft).filter((p) => p.severity === 'error'),
          [],
        );
      });
    }
  }
});

/** Realistic, well-formed schemas that must get neither problems nor warnings. */
const realistic: Array<[string, Draft, JsonValue]> = [
  [
    'an order with a closed address, discriminated payment and $defs (2020-12)',
    '2020-12',
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/order.schema.json',
      title: 'Order',
      type: 'object',
      required: ['id', 'customer', 'items'],
      properties: {
        id: { type: 'string', pattern: '^ORD-[0-9]{6}$' },
        customer: { $ref: '#/$defs/customer' },
        items: { type: 'array', minItems: 1, items: { $ref: '#/$defs/item' } },
        payment: { $ref: '#/$defs/payment' },
        note: { type: ['string', 'null'], maxLength: 500 },
      },
      additionalProperties: false,
      $defs: {
        address: {
          type: 'object',
          required: ['street', 'city', 'country'],
          properties: {
            street: { type: 'string' },
            city: { type: 'string' },
            country: { type: 'string', minLength: 2, maxLength: 2 },
            zip: { type: 'string' },
          },
          additionalProperties: false,
          allOf: [
            {
              if: { properties: { country: { const: 'US' } }, required: ['country'] },
              then: { required: ['zip'], properties: { zip: { pattern: '^[0-9]{5}$' } } },
            },
          ],
        },
        customer: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1 },
            email: { type: 'string', format: 'email' },
            address: { $ref: '#/$defs/address' },
          },
          dependentRequired: { email: ['name'] },
          unevaluatedProperties: false,
        },
        item: {
          type: 'object',
          required: ['sku', 'quantity'],
          properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
          propertyNames: { pattern: '^[a-z]+$' },
          minProperties: 2,
          maxProperties: 4,
        },
        payment: {
          type: 'object',
          required: ['method'],
          properties: { method: { enum: ['card', 'invoice'] } },
          oneOf: [
            { properties: { method: { const: 'card' }, last4: { type: 'string' } }, required: ['last4'] },
            { properties: { method: { const: 'invoice' }, due: { type: 'string', format: 'date' } } },
          ],
          unevaluatedProperties: false,
        },
      },
    },
  ],
  [
    'a tool configuration with definitions and redeclared allOf names (draft 7)',
    '7',
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: {
        base: {
          type: 'object',
          properties: { name: { type: 'string' }, enabled: { type: 'boolean', default: true } },
        },
        rule: {
          oneOf: [
            { enum: ['off', 'warn', 'error'] },
            { type: 'array', items: [{ enum: ['off', 'warn', 'error'] }] },
          ],
        },
      },
      allOf: [{ $ref: '#/definitions/base' }],
      properties: {
        name: true,
        enabled: true,
        rules: { type: 'object', additionalProperties: { $ref: '#/definitions/rule' } },
        plugins: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        kind: { enum: ['app', 'lib'] },
        entry: { type: 'string' },
      },
      additionalProperties: false,
      if: { properties: { kind: { const: 'app' } }, required: ['kind'] },
      then: { required: ['entry'] },
      dependencies: { entry: ['kind'] },
    },
  ],
  [
    'a draft 4 package descriptor',
    '4',
    {
      $schema: 'http://json-schema.org/draft-04/schema#',
      id: 'http://example.com/package.json',
      type: 'object',
      required: ['name', 'version'],
      properties: {
        name: { type: 'string', maxLength: 214 },
        version: { type: 'string' },
        private: { type: 'boolean' },
        scripts: { type: 'object', additionalProperties: { type: 'string' } },
        price: { type: 'number', minimum: 0, exclusiveMinimum: true },
      },
      patternProperties: { '^_': {} },
      additionalProperties: false,
      dependencies: { private: { properties: { publishConfig: { not: {} } } } },
    },
  ],
  [
    'a 2019-09 event with $anchor references and dependentSchemas',
    '2019-09',
    {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      type: 'object',
      properties: {
        type: { enum: ['click', 'view'] },
        at: { $ref: '#timestamp' },
        target: { type: 'string' },
      },
      required: ['type', 'at'],
      dependentSchemas: { target: { properties: { type: { const: 'click' } } } },
      unevaluatedProperties: false,
      $defs: { timestamp: { $anchor: 'timestamp', type: 'string', format: 'date-time' } },
    },
  ],
];

void describe('no warnings on realistic schemas', () => {
  for (const [name, draft, schema] of realistic) {
    void test(name, () => {
      assert.deepEqual(checkSchema(schema, draft), []);
      assert.deepEqual(lintSchema(schema, draft), []);
    });
  }
});

void test('linting a subschema on its own after its document gives pointers relative to it', () => {
  const inner = { allOf: [{ properties: { name: {} } }], additionalProperties: false };
  const outer = { $defs: { customer: inner } };
  assert.deepEqual(
    lintSchema(outer, '2020-12').map((p) => [p.pointer, p.data?.declarations]),
    [
      [
        '/$defs/customer/additionalProperties',
        [{ property: 'name', pointer: '/$defs/customer/allOf/0/properties/name' }],
      ],
    ],
  );
  assert.deepEqual(
    lintSchema(inner, '2020-12').map((p) => [p.pointer, p.data?.declarations]),
    [['/additionalProperties', [{ property: 'name', pointer: '/allOf/0/properties/name' }]]],
  );
});
