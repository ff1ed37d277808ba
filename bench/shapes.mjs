// The documents of the editor benchmarks: one generated list of records in four shapes (a list at the
// root, `{"records": [...]}`, `{"data": {"items": [...]}}`, an object map of records), pretty-printed
// like an export, and a schema for each: the benchmark's record schema (`$ref`, `allOf` of `if`/`then`,
// `unevaluatedProperties`) with a keyword that looks at every record (`contains` and `minItems` on the
// list, `propertyNames` and `minProperties` on the map).
import { makeDocument, makeSchema } from './generate.mjs';

export const SHAPES = ['array', 'records', 'nested', 'map'];

/** The records of about `megabytes` MB, the schema of each shape, and the document of each shape. */
export function benchShapes(megabytes) {
  const generated = makeDocument(megabytes << 20, 20260314);
  const records = JSON.parse(generated.text);
  const recordSchema = makeSchema();
  const meta = { $schema: recordSchema.$schema, $defs: recordSchema.$defs };
  const list = {
    type: 'array',
    items: { $ref: '#/$defs/record' },
    minItems: 1,
    contains: { properties: { kind: { const: 'device' } }, required: ['kind'] },
  };
  const schemas = {
    array: { ...meta, ...list },
    records: {
      ...meta,
      type: 'object',
      required: ['records'],
      properties: { records: list },
      unevaluatedProperties: false,
    },
    nested: {
      ...meta,
      type: 'object',
      properties: {
        data: {
          type: 'object',
          required: ['items'],
          properties: { items: list },
          unevaluatedProperties: false,
        },
      },
      unevaluatedProperties: false,
    },
    map: {
      ...meta,
      type: 'object',
      additionalProperties: { $ref: '#/$defs/record' },
      propertyNames: { pattern: '^rec[0-9]+$' },
      minProperties: 1,
    },
  };
  const documentFor = (shape) => {
    switch (shape) {
      case 'array':
        return generated.text;
      case 'records':
        return JSON.stringify({ records }, null, 2);
      case 'nested':
        return JSON.stringify({ data: { items: records } }, null, 2);
      case 'map':
        return JSON.stringify(Object.fromEntries(records.map((r, i) => [`rec${i}`, r])), null, 2);
      default:
        throw new Error(`unknown shape ${shape}`);
    }
  };
  return { records, schemas, documentFor };
}
