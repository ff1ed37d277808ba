// Number literals that may say more than their double, and schemas that judge numbers in every way
// an inexact literal could matter (bounds, integer, const/enum with nested numbers, multipleOf,
// uniqueItems, through $ref) or not at all: the fast paths that skip reading such literals where they
// cannot change a verdict are checked against the full parser with these.
import type { JsonObject } from '../../shared/src/index';

/** Draft 2020-12 schemas (without `$schema`) over a document `{"a": number, "b": [numbers]}`. */
export const LONG_LITERAL_SCHEMAS: JsonObject[] = [
  { type: 'object', properties: { a: { type: 'number' }, b: { type: 'array' } } },
  { properties: { a: { minimum: 0.3 }, b: { items: { exclusiveMaximum: 1e21 } } } },
  { properties: { a: { type: 'integer' }, b: { items: { type: ['integer', 'string'] } } } },
  { properties: { a: { const: 9007199254740992 }, b: { enum: [[0.1, 2], [0.30000000000000004]] } } },
  { properties: { a: { multipleOf: 0.1 } } },
  { properties: { b: { uniqueItems: true } } },
  { properties: { a: { enum: [1, 0.3, 1e300] }, b: { maxItems: 3 } } },
  // Messages that word a number by its literal where an error stands on it ("got integer" or "number").
  { properties: { a: { type: 'string' }, b: { items: { type: ['string', 'boolean'] } } } },
  { properties: { a: { anyOf: [{ type: 'string' }, { type: 'boolean' }] }, b: { items: { not: {} } } } },
  {
    $defs: { n: { maximum: 0 } },
    properties: { a: { $ref: '#/$defs/n' }, b: { items: { $ref: '#/$defs/n' } } },
  },
];
/** Exact and inexact literals: beyond a double, 2^53 + 1, signed zeros, long measurements. */
export const LONG_LITERALS = [
  '0.3',
  '0.30000000000000001',
  '0.30000000000000004',
  '0.299999999999999988897769753748',
  '9007199254740993',
  '9007199254740992',
  '9007199254740992.0',
  '1.0000000000000001',
  '3.0000000000000000',
  '1e400',
  '-1e400',
  '1e-400',
  '0.0000000000000000',
  '-0.0000000000000001',
  '1E21',
  '1e21',
  '1000000000000000000001',
  '12.345678901234567',
  '-54.51529318001121',
  '0.1000000000000000055511151231257827',
  '1e300',
  '1.0e300',
  '100000000000000000000000',
];
