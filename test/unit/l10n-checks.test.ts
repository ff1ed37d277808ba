import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSchema, lintSchema } from '../../shared/src/checks/index';
import { checksEn } from '../../shared/src/l10n/checks/en';
import { LOCALES, Texts, templateParams, type Catalog } from '../../shared/src/l10n/texts';
import type { Draft, JsonValue, SchemaProblem } from '../../shared/src/types';

/** Schemas that between them make every message of the schema-file checks (checkSchema and lintSchema). */
const CASES: [draft: Draft, schema: JsonValue][] = [
  ['7', 5],
  ['4', { properties: { a: true }, additionalProperties: 5, items: 5, dependencies: { a: 5 } }],
  ['7', { not: 5, additionalItems: 'x', items: 5, dependencies: { a: 5 }, properties: 5 }],
  ['2020-12', { items: [{}], allOf: 5, anyOf: [], dependentRequired: 5, dependentSchemas: 5 }],
  ['2020-12', { dependentRequired: { a: 5, b: [1, 'c', 'c'] }, patternProperties: { '(': {} } }],
  ['7', { required: true, minLength: 'x', maxLength: -1, multipleOf: 0, uniqueItems: 5, pattern: 5 }],
  ['7', { required: 'a', enum: 5, type: 5, title: 5, const: 1, format: 5, examples: 5, multipleOf: 'x' }],
  ['7', { required: [1, 'a', 'a'], enum: [1, 1], type: [5, 'string', 'string', 'strng'], $id: 5 }],
  [
    '7',
    { allOf: [{ type: 'any' }, { type: 'date' }, { type: 'datetime' }, { type: 'Str' }, { type: 'foo' }] },
  ],
  ['4', { required: [], enum: [], exclusiveMaximum: 5, exclusiveMinimum: true, dependencies: { a: [] } }],
  ['7', { enum: [], type: [], exclusiveMaximum: true, pattern: '(', minimum: 5, maximum: 1 }],
  ['2019-09', { $anchor: '1a', $id: 'x#y', $vocabulary: 5 }],
  ['2020-12', { $anchor: 5, $dynamicAnchor: '-', $vocabulary: { 'https://x': 1 }, minItems: 3, maxItems: 1 }],
  ['2020-12', { pattern: '\\p{Nope}', minProperties: 2, maxProperties: 1, minContains: 3, maxContains: 2 }],
  ['2020-12', { enum: [{ a: [1] }, { a: [1] }], contains: true, propertyNames: 5 }],
  // Keywords of other drafts.
  [
    '7',
    { $anchor: 'a', prefixItems: [], dependentRequired: {}, $dynamicRef: '#a', unevaluatedProperties: false },
  ],
  [
    '2020-12',
    { $recursiveRef: '#', $recursiveAnchor: true, additionalItems: false, definitions: {}, id: 'x' },
  ],
  ['2019-09', { $dynamicRef: '#', $dynamicAnchor: 'a' }],
  ['4', { const: 1, if: {}, $id: 'x', $comment: 'x', contains: {} }],
  ['6', { if: {}, then: {}, else: {} }],
  // Misspellings and $ref siblings.
  [
    '7',
    {
      requird: ['a'],
      propertis: {},
      x_y: 1,
      'x-requird': 1,
      $ref: '#/definitions/a',
      definitions: { a: {} },
      type: 'object',
    },
  ],
  // dependencies from 2019-09 on.
  [
    '2019-09',
    {
      allOf: [
        { dependencies: { a: ['b'] } },
        { dependencies: { c: {} } },
        { dependencies: { a: ['b'], c: {}, d: ['e', 'f'] } },
        { dependencies: {} },
      ],
    },
  ],
  // Conditionals.
  ['7', { if: { properties: { kind: { const: 'x' } } }, then: { required: ['x'] } }],
  ['2020-12', { allOf: [{ then: {} }, { else: {} }, { if: {} }] }],
  ['7', { anyOf: [{ not: { properties: { a: { const: 1 } } } }, { required: ['b'] }] }],
  // Closed objects.
  ['2020-12', { allOf: [{ properties: { a: {} } }], additionalProperties: false }],
  ['2020-12', { allOf: [{ properties: { a: {}, b: {} } }], additionalProperties: { type: 'string' } }],
  ['7', { anyOf: [{ properties: { a: {} } }], additionalProperties: false }],
  ['7', { oneOf: [{ properties: { a: {}, b: {} } }], additionalProperties: { type: 'string' } }],
  [
    '2020-12',
    {
      $defs: { c: { properties: { a: {} }, additionalProperties: false } },
      allOf: [{ $ref: '#/$defs/c' }],
      properties: { b: {} },
    },
  ],
  [
    '2020-12',
    {
      $defs: { c: { properties: { a: {} }, additionalProperties: { type: 'string' } } },
      $ref: '#/$defs/c',
      properties: { b: {}, x: {} },
    },
  ],
  [
    '7',
    {
      definitions: { c: { properties: { a: {} }, additionalProperties: false } },
      allOf: [{ $ref: '#/definitions/c' }, { properties: { b: {}, d: {} } }],
    },
  ],
  [
    '7',
    {
      definitions: { c: { additionalProperties: { type: 'number' } } },
      allOf: [{ $ref: '#/definitions/c' }],
      properties: { b: {} },
    },
  ],
  [
    '2020-12',
    {
      required: ['a', 'b', 'c', 'd', 'e', 'f'],
      properties: { a: false },
      additionalProperties: false,
      maxProperties: 1,
    },
  ],
  ['7', { required: ['a'], propertyNames: false }],
  ['7', { required: ['abc'], propertyNames: { pattern: '^x' } }],
  ['7', { required: ['abc'], propertyNames: { enum: ['x'] } }],
  ['7', { required: ['abc'], propertyNames: { const: 'x' } }],
  ['7', { required: ['abc'], propertyNames: { maxLength: 2 } }],
  ['7', { required: ['abc'], propertyNames: { minLength: 5 } }],
  ['7', { required: ['a'], maxProperties: 0 }],
  [
    '2020-12',
    {
      $defs: { c: { properties: { a: {} }, additionalProperties: false } },
      $ref: '#/$defs/c',
      properties: { b: {} },
    },
  ],
  ['7', { dependencies: 5, minLength: {}, pattern: 'x{99999999}' }],
];

/**
 * What the checks wrote before their messages went through the catalog (taken from the code as it was),
 * per case: pointer, code, message. English stays exactly this.
 */
const ENGLISH: [pointer: string, code: string, message: string][][] = [
  [['', 'invalid-schema', 'The schema must be a schema (an object or a boolean); found the number 5.']],
  [
    [
      '/properties/a',
      'invalid-schema',
      'Each value of "properties" must be a schema (an object); found true. In draft 4 a boolean is not a schema (it is from draft 6 on).',
    ],
    [
      '/additionalProperties',
      'invalid-schema',
      'The value of "additionalProperties" must be a boolean or a schema object; found the number 5.',
    ],
    [
      '/items',
      'invalid-schema',
      'The value of "items" must be a schema or an array of schemas; found the number 5.',
    ],
    [
      '/dependencies/a',
      'invalid-schema',
      'Each value of "dependencies" must be a schema (an object) or an array of property names; found the number 5.',
    ],
  ],
  [
    [
      '/properties',
      'keyword-type',
      '"properties" must be an object whose values are schemas; found the number 5.',
    ],
    [
      '/not',
      'invalid-schema',
      'The value of "not" must be a schema (an object or a boolean); found the number 5.',
    ],
    [
      '/additionalItems',
      'invalid-schema',
      'The value of "additionalItems" must be a schema (an object or a boolean); found the string "x".',
    ],
    [
      '/items',
      'invalid-schema',
      'The value of "items" must be a schema or an array of schemas; found the number 5.',
    ],
    [
      '/dependencies/a',
      'invalid-schema',
      'Each value of "dependencies" must be a schema (an object or a boolean) or an array of property names; found the number 5.',
    ],
  ],
  [
    ['/allOf', 'keyword-type', '"allOf" must be a non-empty array of schemas; found the number 5.'],
    ['/anyOf', 'empty-array', '"anyOf" must hold at least one schema; remove the empty array.'],
    [
      '/dependentRequired',
      'keyword-type',
      '"dependentRequired" must be an object whose values are arrays of property names; found the number 5.',
    ],
    [
      '/dependentSchemas',
      'keyword-type',
      '"dependentSchemas" must be an object whose values are schemas; found the number 5.',
    ],
    [
      '/items',
      'invalid-schema',
      'The value of "items" must be a schema (an object or a boolean); found an array. In draft 2020-12 an array of item schemas is written with "prefixItems".',
    ],
  ],
  [
    [
      '/dependentRequired/a',
      'keyword-type',
      'Each value of "dependentRequired" must be an array of property names; found the number 5.',
    ],
    [
      '/dependentRequired/b/0',
      'keyword-type',
      'Each array in "dependentRequired" must be a property name (a string); found the number 1.',
    ],
    [
      '/dependentRequired/b/2',
      'duplicate-entry',
      '"c" is listed twice in "dependentRequired" (first at index 1); remove this entry.',
    ],
    [
      '/patternProperties/(',
      'invalid-regex',
      '"(" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group.',
    ],
  ],
  [
    [
      '/required',
      'keyword-type',
      '"required" must be an array of property names; found true. "required": true on a property is draft 3 syntax; list the name in the "required" array of the object that holds the property.',
    ],
    ['/minLength', 'keyword-type', '"minLength" must be a non-negative integer; found the string "x".'],
    ['/maxLength', 'invalid-number', '"maxLength" must be a non-negative integer; found the number -1.'],
    ['/multipleOf', 'invalid-number', '"multipleOf" must be greater than 0; found the number 0.'],
    ['/uniqueItems', 'keyword-type', '"uniqueItems" must be true or false; found the number 5.'],
    [
      '/pattern',
      'keyword-type',
      '"pattern" must be a string holding a regular expression; found the number 5.',
    ],
  ],
  [
    [
      '/required',
      'keyword-type',
      '"required" must be an array of property names; found the string "a". Write ["a"].',
    ],
    [
      '/enum',
      'keyword-type',
      '"enum" must be an array of the allowed values; found the number 5. Write [5].',
    ],
    [
      '/type',
      'keyword-type',
      '"type" must be a type name or an array of unique type names; found the number 5.',
    ],
    ['/title', 'keyword-type', '"title" must be a string; found the number 5.'],
    ['/format', 'keyword-type', '"format" must be a string; found the number 5.'],
    ['/examples', 'keyword-type', '"examples" must be an array; found the number 5.'],
    ['/multipleOf', 'keyword-type', '"multipleOf" must be a number greater than 0; found the string "x".'],
  ],
  [
    [
      '/required/0',
      'keyword-type',
      'Each entry of "required" must be a property name (a string); found the number 1.',
    ],
    [
      '/required/2',
      'duplicate-entry',
      '"a" is listed twice in "required" (first at index 1); remove this entry.',
    ],
    ['/enum/1', 'duplicate-entry', 'This value repeats "enum" entry 0; remove the duplicate.'],
    ['/type/0', 'keyword-type', 'Each entry of "type" must be a type name; found the number 5.'],
    [
      '/type/2',
      'duplicate-entry',
      '"string" is listed twice in "type" (first at index 1); remove this entry.',
    ],
    [
      '/type/3',
      'unknown-type',
      '"strng" is not a type; use one of array, boolean, integer, null, number, object, string. Did you mean "string"?',
    ],
    ['/$id', 'keyword-type', '"$id" must be a string (a URI reference); found the number 5.'],
  ],
  [
    [
      '/allOf/0/type',
      'unknown-type',
      '"any" is not a type; use one of array, boolean, integer, null, number, object, string. Leave out "type" to allow every type.',
    ],
    [
      '/allOf/1/type',
      'unknown-type',
      '"date" is not a type; use one of array, boolean, integer, null, number, object, string. Write "type": "string" with "format": "date".',
    ],
    [
      '/allOf/2/type',
      'unknown-type',
      '"datetime" is not a type; use one of array, boolean, integer, null, number, object, string. Write "type": "string" with "format": "date-time".',
    ],
    [
      '/allOf/3/type',
      'unknown-type',
      '"Str" is not a type; use one of array, boolean, integer, null, number, object, string. Did you mean "string"?',
    ],
    [
      '/allOf/4/type',
      'unknown-type',
      '"foo" is not a type; use one of array, boolean, integer, null, number, object, string.',
    ],
  ],
  [
    [
      '/required',
      'empty-array',
      'In draft 4, "required" must list at least one property name; remove the empty array.',
    ],
    ['/enum', 'empty-array', 'In draft 4, "enum" must list at least one value; remove the empty array.'],
    [
      '/exclusiveMaximum',
      'keyword-type',
      '"exclusiveMaximum" must be true or false (a flag on "maximum"); found the number 5. A number here is draft 6 syntax; in draft 4 write "maximum": 5, "exclusiveMaximum": true.',
    ],
    [
      '/exclusiveMinimum',
      'exclusive-without-limit',
      'In draft 4, "exclusiveMinimum" only modifies "minimum", which this schema does not have; add "minimum".',
    ],
    [
      '/dependencies/a',
      'empty-array',
      'In draft 4, "dependencies" must list at least one property name; remove the empty array.',
    ],
  ],
  [
    ['/enum', 'empty-enum', 'This "enum" is empty, so no value is valid here; list the allowed values.'],
    [
      '/type',
      'empty-array',
      '"type" must name at least one type; remove the empty array to allow every type.',
    ],
    [
      '/exclusiveMaximum',
      'keyword-type',
      '"exclusiveMaximum" must be a number; found true. A boolean here is draft 4 syntax; from draft 6 on write the limit itself: "exclusiveMaximum": <number>.',
    ],
    [
      '/pattern',
      'invalid-regex',
      '"(" is not a valid regular expression (ECMA-262, "u" flag): Unterminated group.',
    ],
    [
      '/minimum',
      'min-exceeds-max',
      '"minimum" (5) is greater than "maximum" (1), so no value can satisfy both.',
    ],
  ],
  [
    [
      '/$anchor',
      'invalid-anchor',
      '"1a" is not a valid "$anchor": in draft 2019-09 an anchor must start with a letter and contain only letters, digits, "-", "_", ":" and ".".',
    ],
    [
      '/$id',
      'invalid-id',
      '"$id" must not have a fragment in draft 2019-09; name the location with "$anchor": "y" instead.',
    ],
    [
      '/$vocabulary',
      'keyword-type',
      '"$vocabulary" must be an object mapping vocabulary URIs to true or false; found the number 5.',
    ],
  ],
  [
    ['/$anchor', 'keyword-type', '"$anchor" must be a string (a plain name); found the number 5.'],
    [
      '/$dynamicAnchor',
      'invalid-anchor',
      '"-" is not a valid "$dynamicAnchor": in draft 2020-12 an anchor must start with a letter or "_" and contain only letters, digits, "-", "_" and ".".',
    ],
    [
      '/$vocabulary/https:~1~1x',
      'keyword-type',
      'Each value of "$vocabulary" must be true or false; found the number 1.',
    ],
    [
      '/minItems',
      'min-exceeds-max',
      '"minItems" (3) is greater than "maxItems" (1), so no value can satisfy both.',
    ],
  ],
  [
    [
      '/pattern',
      'regex-note',
      'Not valid with the "u" flag that JSON Schema patterns use (Invalid property name); compiled without it, so `.` and classes match UTF-16 code units rather than code points.',
    ],
    [
      '/minProperties',
      'min-exceeds-max',
      '"minProperties" (2) is greater than "maxProperties" (1), so no value can satisfy both.',
    ],
    [
      '/minContains',
      'min-exceeds-max',
      '"minContains" (3) is greater than "maxContains" (2), so no value can satisfy both.',
    ],
  ],
  [
    ['/enum/1', 'duplicate-entry', 'This value repeats "enum" entry 0; remove the duplicate.'],
    [
      '/propertyNames',
      'invalid-schema',
      'The value of "propertyNames" must be a schema (an object or a boolean); found the number 5.',
    ],
  ],
  [
    [
      '/$anchor',
      'keyword-not-in-draft',
      '"$anchor" is not a keyword in draft 7 (it exists from draft 2019-09 on), so it is ignored here; use "$id": "#<name>" instead.',
    ],
    [
      '/prefixItems',
      'keyword-not-in-draft',
      '"prefixItems" is not a keyword in draft 7 (it exists from draft 2020-12 on), so it is ignored here; use an array of schemas in "items" instead.',
    ],
    [
      '/dependentRequired',
      'keyword-not-in-draft',
      '"dependentRequired" is not a keyword in draft 7 (it exists from draft 2019-09 on), so it is ignored here; use "dependencies" instead.',
    ],
    [
      '/$dynamicRef',
      'keyword-not-in-draft',
      '"$dynamicRef" is not a keyword in draft 7 (it exists from draft 2020-12 on), so it is ignored here.',
    ],
    [
      '/unevaluatedProperties',
      'keyword-not-in-draft',
      '"unevaluatedProperties" is not a keyword in draft 7 (it exists from draft 2019-09 on), so it is ignored here; use "additionalProperties" and redeclare in "properties" the names that subschemas declare.',
    ],
  ],
  [
    [
      '/$recursiveRef',
      'keyword-not-in-draft',
      '"$recursiveRef" is not a keyword in draft 2020-12 (it exists only in draft 2019-09), so it is ignored here; use "$dynamicRef" instead.',
    ],
    [
      '/$recursiveAnchor',
      'keyword-not-in-draft',
      '"$recursiveAnchor" is not a keyword in draft 2020-12 (it exists only in draft 2019-09), so it is ignored here; use "$dynamicAnchor" instead.',
    ],
    [
      '/additionalItems',
      'keyword-not-in-draft',
      '"additionalItems" is not a keyword in draft 2020-12 (it exists in draft 4 to 2019-09), so it is ignored here; use "items" beside "prefixItems" instead.',
    ],
    [
      '/id',
      'keyword-not-in-draft',
      '"id" is not a keyword in draft 2020-12 (it exists only in draft 4), so it is ignored here; use "$id" instead.',
    ],
  ],
  [
    [
      '/$dynamicRef',
      'keyword-not-in-draft',
      '"$dynamicRef" is not a keyword in draft 2019-09 (it exists from draft 2020-12 on), so it is ignored here; use "$recursiveRef" instead.',
    ],
    [
      '/$dynamicAnchor',
      'keyword-not-in-draft',
      '"$dynamicAnchor" is not a keyword in draft 2019-09 (it exists from draft 2020-12 on), so it is ignored here; use "$recursiveAnchor" instead.',
    ],
  ],
  [
    [
      '/const',
      'keyword-not-in-draft',
      '"const" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here; write "enum": [<value>] instead.',
    ],
    [
      '/if',
      'keyword-not-in-draft',
      '"if" is not a keyword in draft 4 (it exists from draft 7 on), so it is ignored here; write the condition as "anyOf": [{ "not": <if> }, <then>] instead.',
    ],
    [
      '/$id',
      'keyword-not-in-draft',
      '"$id" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here; use "id" instead.',
    ],
    [
      '/contains',
      'keyword-not-in-draft',
      '"contains" is not a keyword in draft 4 (it exists from draft 6 on), so it is ignored here.',
    ],
  ],
  [
    [
      '/if',
      'keyword-not-in-draft',
      '"if" is not a keyword in draft 6 (it exists from draft 7 on), so it is ignored here; write the condition as "anyOf": [{ "not": <if> }, <then>] instead.',
    ],
    [
      '/then',
      'keyword-not-in-draft',
      '"then" is not a keyword in draft 6 (it exists from draft 7 on), so it is ignored here; write the condition as "anyOf": [{ "not": <if> }, <then>] instead.',
    ],
    [
      '/else',
      'keyword-not-in-draft',
      '"else" is not a keyword in draft 6 (it exists from draft 7 on), so it is ignored here; write the condition as "anyOf": [{ "not": <if> }, <then>] instead.',
    ],
  ],
  [
    [
      '/requird',
      'unknown-keyword',
      '"requird" is not a keyword, so it is ignored here; did you mean "required"?',
    ],
    [
      '/propertis',
      'unknown-keyword',
      '"propertis" is not a keyword, so it is ignored here; did you mean "properties"?',
    ],
    [
      '/type',
      'ref-sibling-ignored',
      'In draft 7, keywords beside "$ref" are ignored, so "type" has no effect here; put the "$ref" and "type" in separate "allOf" entries to apply both.',
    ],
  ],
  [
    [
      '/allOf/0/dependencies',
      'dependencies-deprecated',
      '"dependencies" is not a keyword in draft 2019-09 and is ignored; move "a" to "dependentRequired".',
    ],
    [
      '/allOf/1/dependencies',
      'dependencies-deprecated',
      '"dependencies" is not a keyword in draft 2019-09 and is ignored; move "c" to "dependentSchemas".',
    ],
    [
      '/allOf/2/dependencies',
      'dependencies-deprecated',
      '"dependencies" is not a keyword in draft 2019-09 and is ignored; move "a" and "d" to "dependentRequired" and "c" to "dependentSchemas".',
    ],
    [
      '/allOf/3/dependencies',
      'dependencies-deprecated',
      '"dependencies" is not a keyword in draft 2019-09 and is ignored.',
    ],
  ],
  [
    [
      '/if',
      'if-without-required',
      'This "if" tests "kind" but does not require it: an object without "kind" passes the "if", so "then" applies to it too. Add "kind" to the "if"\'s "required" so that "then" applies only when "kind" is present.',
    ],
  ],
  [
    [
      '/allOf/0/then',
      'then-without-if',
      '"then" without "if" beside it is ignored; add the "if" it belongs to, or move its keywords into this schema (or an "allOf" entry) to apply them always.',
    ],
    [
      '/allOf/1/else',
      'else-without-if',
      '"else" without "if" beside it is ignored; add the "if" it belongs to, or move its keywords into this schema (or an "allOf" entry) to apply them always.',
    ],
    [
      '/allOf/2/if',
      'if-without-then-else',
      '"if" without "then" or "else" has no effect on validation; add the branch it should select, or remove it.',
    ],
  ],
  [
    [
      '/anyOf/0/not',
      'implication-without-required',
      'This negated condition tests "a" but does not require it: an object without "a" meets the condition, so this "anyOf" branch fails and the other branches must hold for it. Add "required": ["a"] inside the "not" so that the implication applies only when "a" is present.',
    ],
  ],
  [
    [
      '/additionalProperties',
      'additional-properties-beside-combinator',
      '"additionalProperties": false rejects "a", which is declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid. Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare it in this object\'s "properties" as true.',
    ],
  ],
  [
    [
      '/additionalProperties',
      'additional-properties-beside-combinator',
      '"additionalProperties" also applies to "a" and "b", which are declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so their values must match it as well. Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare them in this object\'s "properties" as true.',
    ],
  ],
  [
    [
      '/additionalProperties',
      'additional-properties-beside-combinator',
      '"additionalProperties": false rejects "a", which is declared only through "anyOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid. Redeclare it in this object\'s "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09; this is draft 7).',
    ],
  ],
  [
    [
      '/additionalProperties',
      'additional-properties-beside-combinator',
      '"additionalProperties" also applies to "a" and "b", which are declared only through "oneOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so their values must match it as well. Redeclare them in this object\'s "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09; this is draft 7).',
    ],
  ],
  [
    [
      '/allOf/0',
      'closed-schema-extended',
      'This "allOf" entry is closed by "additionalProperties" (at /$defs/c/additionalProperties) and does not declare "b", so an object with it fails it: "allOf" and "$ref" cannot extend a closed schema. Remove "additionalProperties" from the closed schema and put "unevaluatedProperties": false in the extending schema instead.',
    ],
  ],
  [
    [
      '/$ref',
      'closed-schema-extended',
      'The schema that "$ref" points to is constrained by "additionalProperties" (at /$defs/c/additionalProperties) and does not declare "b" and "x", so their values must also match "additionalProperties" there. Remove "additionalProperties" from the closed schema and put "unevaluatedProperties": false in the extending schema instead.',
    ],
  ],
  [
    [
      '/allOf/0',
      'closed-schema-extended',
      'This "allOf" entry is closed by "additionalProperties" (at /definitions/c/additionalProperties) and does not declare "b" and "d", so an object with them fails it: "allOf" and "$ref" cannot extend a closed schema. Redeclare them in the closed schema\'s "properties", or move "additionalProperties": false into the extending schema and redeclare the inherited names there as true.',
    ],
  ],
  [
    [
      '/allOf/0',
      'closed-schema-extended',
      'This "allOf" entry is constrained by "additionalProperties" (at /definitions/c/additionalProperties) and does not declare "b", so its value must also match "additionalProperties" there. Redeclare it in the closed schema\'s "properties", or move "additionalProperties": false into the extending schema and redeclare the inherited names there as true.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"a" is required but its schema in "properties" is false, so no object can be valid here.',
    ],
    [
      '/required/1',
      'required-but-not-allowed',
      '"b" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "b" in "properties".',
    ],
    [
      '/required/2',
      'required-but-not-allowed',
      '"c" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "c" in "properties".',
    ],
    [
      '/required/3',
      'required-but-not-allowed',
      '"d" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "d" in "properties".',
    ],
    [
      '/required/4',
      'required-but-not-allowed',
      '"e" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "e" in "properties".',
    ],
    [
      '/required/5',
      'required-but-not-allowed',
      '"f" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "f" in "properties".',
    ],
    [
      '/maxProperties',
      'required-exceeds-max-properties',
      '"required" lists 6 names but "maxProperties" is 1, so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"a" is required but "propertyNames" forbids it (it is false), so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"abc" is required but "propertyNames" forbids it (the name does not match "^x"), so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"abc" is required but "propertyNames" forbids it (the name is not in its "enum"), so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"abc" is required but "propertyNames" forbids it (the only allowed name is "x"), so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"abc" is required but "propertyNames" forbids it (names are at most 2 characters long), so no object can be valid here.',
    ],
  ],
  [
    [
      '/required/0',
      'required-but-not-allowed',
      '"abc" is required but "propertyNames" forbids it (names are at least 5 characters long), so no object can be valid here.',
    ],
  ],
  [
    [
      '/maxProperties',
      'required-exceeds-max-properties',
      '"required" lists 1 names but "maxProperties" is 0, so no object can be valid here.',
    ],
  ],
  [
    [
      '/$ref',
      'closed-schema-extended',
      'The schema that "$ref" points to is closed by "additionalProperties" (at /$defs/c/additionalProperties) and does not declare "b", so an object with it fails it: "allOf" and "$ref" cannot extend a closed schema. Remove "additionalProperties" from the closed schema and put "unevaluatedProperties": false in the extending schema instead.',
    ],
  ],
  [
    [
      '/dependencies',
      'keyword-type',
      '"dependencies" must be an object whose values are schemas or arrays of property names; found the number 5.',
    ],
    ['/minLength', 'keyword-type', '"minLength" must be a non-negative integer; found an object.'],
    [
      '/pattern',
      'invalid-regex',
      '"x{99999999}" cannot be used as a regular expression: this validator cannot check it: its repetitions unroll to more than this validator checks (counted repetitions such as {1000} multiply).',
    ],
  ],
];

/** Messages that are not the checks' own words: the regular-expression engine's notes (still English). */
const NOT_OURS = new Set(['regex-note']);

function problems(draft: Draft, schema: JsonValue, locale?: string): SchemaProblem[] {
  return [...checkSchema(schema, draft, locale), ...lintSchema(schema, draft, locale)];
}

void describe("the schema-file checks' messages", () => {
  void test('English is exactly what the checks wrote before the catalog', () => {
    assert.deepEqual(
      CASES.map(([draft, schema]) => problems(draft, schema).map((p) => [p.pointer, p.code, p.message])),
      ENGLISH,
    );
    // The default and an explicit "en" are the same.
    assert.deepEqual(
      CASES.map(([draft, schema]) =>
        problems(draft, schema, 'en').map((p) => [p.pointer, p.code, p.message]),
      ),
      ENGLISH,
    );
  });

  void test('the cases use every template of the checks', () => {
    // Each template becomes a marker that passes its parameters on, so nested templates show too.
    const markers: Catalog = Object.fromEntries(
      Object.entries(checksEn).map(([id, template]) => [
        id,
        `«${id}»${templateParams(template)
          .map((name) => `{${name}}`)
          .join('')}`,
      ]),
    );
    const texts = new Texts('de', markers);
    const used = new Set<string>();
    for (const [draft, schema] of CASES) {
      for (const p of [...checkSchema(schema, draft, texts), ...lintSchema(schema, draft, texts)]) {
        for (const m of p.message.matchAll(/«([^»]+)»/g)) used.add(m[1]);
      }
    }
    assert.deepEqual(
      Object.keys(checksEn).filter((id) => !used.has(id)),
      [],
    );
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    void test(`${locale}: the same problems, in words of its own, names and codes as written`, () => {
      for (const [index, [draft, schema]] of CASES.entries()) {
        const english = problems(draft, schema);
        const translated = problems(draft, schema, locale);
        assert.deepEqual(
          translated.map((p) => [p.pointer, p.part, p.code, p.severity, p.keyword, JSON.stringify(p.data)]),
          english.map((p) => [p.pointer, p.part, p.code, p.severity, p.keyword, JSON.stringify(p.data)]),
        );
        translated.forEach((p, i) => {
          const where = `case ${index}, ${p.code}: ${p.message}`;
          if (!NOT_OURS.has(p.code)) assert.notEqual(p.message, english[i].message, where);
          assert.doesNotMatch(p.message, /\{[A-Za-z][A-Za-z0-9]*\}/, where);
          // Every quoted name, keyword and value of the English message is in the translation as written.
          const quoted = (m: string): string[] => [...new Set(m.match(/"[^"]*"/g) ?? [])].sort();
          assert.deepEqual(quoted(p.message), quoted(english[i].message), where);
        });
      }
    });
  }
});
