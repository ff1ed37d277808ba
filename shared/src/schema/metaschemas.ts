/**
 * The official meta-schemas of the five drafts, bundled as data at build time from the npm
 * packages that ship them (ajv, ajv-draft-04), so `$schema` and `$ref` to them work offline.
 */
import type { JsonObject, JsonValue } from '../types';
import draft04 from 'ajv-draft-04/dist/refs/json-schema-draft-04.json';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import d2019 from 'ajv/dist/refs/json-schema-2019-09/schema.json';
import d2019Applicator from 'ajv/dist/refs/json-schema-2019-09/meta/applicator.json';
import d2019Content from 'ajv/dist/refs/json-schema-2019-09/meta/content.json';
import d2019Core from 'ajv/dist/refs/json-schema-2019-09/meta/core.json';
import d2019Format from 'ajv/dist/refs/json-schema-2019-09/meta/format.json';
import d2019MetaData from 'ajv/dist/refs/json-schema-2019-09/meta/meta-data.json';
import d2019Validation from 'ajv/dist/refs/json-schema-2019-09/meta/validation.json';
import d2020 from 'ajv/dist/refs/json-schema-2020-12/schema.json';
import d2020Applicator from 'ajv/dist/refs/json-schema-2020-12/meta/applicator.json';
import d2020Content from 'ajv/dist/refs/json-schema-2020-12/meta/content.json';
import d2020Core from 'ajv/dist/refs/json-schema-2020-12/meta/core.json';
import d2020Format from 'ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json';
import d2020MetaData from 'ajv/dist/refs/json-schema-2020-12/meta/meta-data.json';
import d2020Unevaluated from 'ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json';
import d2020Validation from 'ajv/dist/refs/json-schema-2020-12/meta/validation.json';

/**
 * ajv's copy of the draft-07 meta-schema lacks `writeOnly`, which the published one declares right
 * after `readOnly` (draft-handrews-json-schema-validation-01, section 10.3). A corrected copy is
 * used; ajv's own module object is left untouched because ajv may share it in the same process.
 */
function officialDraft07(): JsonValue {
  const doc = draft07 as unknown as JsonObject;
  const properties = doc.properties as JsonObject;
  if (Object.prototype.hasOwnProperty.call(properties, 'writeOnly')) return doc;
  const corrected: JsonObject = {};
  for (const [key, value] of Object.entries(properties)) {
    corrected[key] = value;
    if (key === 'readOnly') corrected.writeOnly = { type: 'boolean', default: false };
  }
  return { ...doc, properties: corrected };
}

const documents: JsonValue[] = [
  draft04,
  draft06,
  officialDraft07(),
  d2019,
  d2019Applicator,
  d2019Content,
  d2019Core,
  d2019Format,
  d2019MetaData,
  d2019Validation,
  d2020,
  d2020Applicator,
  d2020Content,
  d2020Core,
  d2020Format,
  d2020MetaData,
  d2020Unevaluated,
  d2020Validation,
] as JsonValue[];

function idOf(doc: JsonValue): string {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return '';
  const id = doc.$id ?? doc.id;
  return typeof id === 'string' ? id.replace(/#$/, '') : '';
}

/** Meta-schema documents by their `$id` without the trailing `#` (http and https as published). */
export const META_SCHEMAS: ReadonlyMap<string, JsonValue> = new Map(documents.map((d) => [idOf(d), d]));

/** Looks up a bundled meta-schema; the draft-04..07 ones answer to https as well as http. */
export function getMetaSchema(uri: string): JsonValue | undefined {
  const key = uri.replace(/#$/, '');
  return META_SCHEMAS.get(key) ?? META_SCHEMAS.get(key.replace(/^https:/, 'http:'));
}
