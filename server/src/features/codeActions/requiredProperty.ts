/**
 * Fixes for missing properties: "Add missing required property" for each name missing under `required`
 * (and `dependentRequired`/array `dependencies`), "Add all missing required properties" per object.
 * The inserted value is the core's `placeholder` (the property's resolved subschema: `default`,
 * `const`, the first `enum` value or example, else a value of its type that meets its own rules, an
 * object with its required properties); the position follows the schema's `properties` order.
 */
import type { JsonValue, ValidationError } from '../../../../shared/src/types';
import { insertProperty } from './jsonEdit';
import type { FixContext, SchemaLookup, TextFix } from './fixTypes';
import { isObject, parentLocation, pointerSegment } from './fixTypes';
import { hostTexts } from '../../../../host/src/displayLanguage';

const PLACEHOLDERS: Record<string, JsonValue> = {
  string: '',
  number: 0,
  integer: 0,
  boolean: false,
  null: null,
  object: {},
  array: [],
};

/** The keywords whose errors name a property that must be added (`params.missingProperty`). */
export const MISSING_PROPERTY_KEYWORDS = new Set(['required', 'dependentRequired', 'dependencies']);

/** The value to insert for a property, from what its schema says. */
export function valueFromSchema(schema: unknown): JsonValue {
  if (!isObject(schema)) return '';
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? schema.type[0])
    : schema.type;
  if (typeof type === 'string' && type in PLACEHOLDERS) return PLACEHOLDERS[type];
  if (isObject(schema.properties) || Array.isArray(schema.required)) return {};
  if (schema.items !== undefined || schema.prefixItems !== undefined) return [];
  return '';
}

function missingName(error: ValidationError): string | undefined {
  const name = error.params.missingProperty;
  return MISSING_PROPERTY_KEYWORDS.has(error.keyword) && typeof name === 'string' ? name : undefined;
}

/** The schema object that holds the keyword, for `properties` order and property schemas. */
function holder(error: ValidationError, lookup: SchemaLookup): Record<string, JsonValue> | undefined {
  // dependentRequired/dependencies point at `.../dependentRequired/<trigger>`: go up one more level.
  let location = parentLocation(error.schemaPath);
  if (error.keyword !== 'required') location = parentLocation(location);
  const schema = lookup(location);
  return isObject(schema) ? schema : undefined;
}

function propertyValue(error: ValidationError, name: string, lookup: SchemaLookup): JsonValue {
  // The core resolves the property's subschema ($ref, allOf) and fills required objects in.
  if ('placeholder' in error.params) return error.params.placeholder as JsonValue;
  const properties = holder(error, lookup)?.properties;
  return valueFromSchema(isObject(properties) ? properties[name] : undefined);
}

function propertyOrder(error: ValidationError, lookup: SchemaLookup): string[] {
  const properties = holder(error, lookup)?.properties;
  return isObject(properties) ? Object.keys(properties) : [];
}

function addAll(text: string, errors: readonly ValidationError[], lookup: SchemaLookup): string | undefined {
  let current = text;
  for (const error of errors) {
    const name = missingName(error);
    if (name === undefined) continue;
    const next = insertProperty(
      current,
      error.instancePath,
      name,
      propertyValue(error, name, lookup),
      propertyOrder(error, lookup),
    );
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

function triggerName(error: ValidationError): string {
  const trigger = error.params.property ?? error.params.trigger;
  return typeof trigger === 'string' ? trigger : '';
}

/** Add-property fixes for one error, plus "add all" when its object misses more than one property. */
export function missingPropertyFixes(error: ValidationError, context: FixContext): TextFix[] {
  const name = missingName(error);
  if (name === undefined) return [];
  const fixes: TextFix[] = [];
  const single = addAll(context.text, [error], context.lookup);
  if (single !== undefined) {
    const title =
      error.keyword === 'required'
        ? hostTexts().t('fix.addRequired', { name })
        : hostTexts().t('fix.addRequiredBy', { name, trigger: triggerName(error) });
    fixes.push({ title, newText: single, fixes: [error], unambiguous: true, preferred: true });
  }
  const siblings = uniqueMissing(
    context.errors.filter((e) => e.instancePath === error.instancePath && missingName(e)),
  );
  if (siblings.length > 1) {
    const all = addAll(context.text, siblings, context.lookup);
    if (all !== undefined) {
      fixes.push({
        title: hostTexts().t('fix.addAllRequired'),
        newText: all,
        fixes: siblings,
        unambiguous: true,
      });
    }
  }
  return fixes;
}

/** One error per (object, name): the same name can be missing for several rules. */
export function uniqueMissing(errors: readonly ValidationError[]): ValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.instancePath}/${pointerSegment(missingName(e) ?? '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds every missing property of every object (used by fix-all). */
export function addAllMissing(
  text: string,
  errors: readonly ValidationError[],
  lookup: SchemaLookup,
): string | undefined {
  return addAll(text, uniqueMissing(errors.filter((e) => missingName(e) !== undefined)), lookup);
}
