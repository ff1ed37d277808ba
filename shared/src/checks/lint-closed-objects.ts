/**
 * Lints about closed objects: `additionalProperties` only sees the `properties` and `patternProperties`
 * of its own schema object (spec 2.4, additionalProperties rules 5 and 6).
 */
import type { Draft, JsonObject, JsonPointer, JsonValue } from '../types';
import type { LintContext, LintRule } from './lint-context';
import { acceptsEverything, declaresName, quoteList, stringEntries } from './lint-context';
import { childPointer, isObject, own, schemaProblem } from './problem';
import { startsResource } from './subschemas';
import { atLeast, draftName } from './vocabulary';

/** Where a property name is declared inside a subschema. */
interface Declaration {
  property: string;
  pointer: JsonPointer;
  /** The keyword of the closed object through which the declaration is reached (`allOf`, `$ref`, ...). */
  via: string;
}

/** The keywords through which a schema object applies further schemas to the same instance. */
function inPlaceApplicators(
  schema: JsonObject,
  pointer: JsonPointer,
  draft: Draft,
): Array<[string, JsonValue, JsonPointer]> {
  const out: Array<[string, JsonValue, JsonPointer]> = [];
  const add = (keyword: string, value: JsonValue | undefined, at: JsonPointer): void => {
    if (value !== undefined) out.push([keyword, value, at]);
  };
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = own(schema, keyword);
    if (Array.isArray(list)) {
      list.forEach((v, i) => add(keyword, v, childPointer(childPointer(pointer, keyword), i)));
    }
  }
  if (atLeast(draft, '7')) {
    for (const keyword of ['if', 'then', 'else']) {
      add(keyword, own(schema, keyword), childPointer(pointer, keyword));
    }
  }
  const conditional = atLeast(draft, '2019-09') ? 'dependentSchemas' : 'dependencies';
  const map = own(schema, conditional);
  if (isObject(map)) {
    for (const name of Object.keys(map)) {
      const value = map[name];
      if (!Array.isArray(value)) {
        add(conditional, value, childPointer(childPointer(pointer, conditional), name));
      }
    }
  }
  return out;
}

/** True for `false`, `{ "not": {} }` and `{ "not": true }`: a subschema that accepts nothing. */
function rejectsEverything(value: JsonValue | undefined): boolean {
  return (
    value === false ||
    (isObject(value) && Object.keys(value).length === 1 && acceptsEverything(own(value, 'not')))
  );
}

/** True when a `$ref` beside the other keywords makes them be ignored (up to draft 7). */
function refReplacesSiblings(schema: JsonObject, draft: Draft): boolean {
  return !atLeast(draft, '2019-09') && typeof own(schema, '$ref') === 'string';
}

/** Collects the property names declared (in `properties` or `required`) by a subschema and what it applies. */
function collectDeclarations(
  start: JsonValue,
  startPointer: JsonPointer,
  startResource: JsonPointer,
  via: string,
  ctx: LintContext,
  out: Declaration[],
): void {
  const seen = new Set<JsonObject>();
  const stack: Array<[JsonValue, JsonPointer, JsonPointer]> = [[start, startPointer, startResource]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, pointer, outer] = item;
    if (!isObject(value) || seen.has(value) || seen.size > 1000) continue;
    seen.add(value);
    const resource = startsResource(value, ctx.draft) ? pointer : outer;
    const ref = own(value, '$ref');
    if (typeof ref === 'string') {
      const target = ctx.refs.resolve(ref, resource);
      if (target !== undefined) stack.push([target.value, target.pointer, target.resource]);
      if (refReplacesSiblings(value, ctx.draft)) continue;
    }
    const properties = own(value, 'properties');
    if (isObject(properties)) {
      // A name declared as `false` (or `not: {}`) is forbidden there too: rejecting it is what was meant.
      for (const property of Object.keys(properties).filter((n) => !rejectsEverything(properties[n]))) {
        out.push({ property, pointer: childPointer(childPointer(pointer, 'properties'), property), via });
      }
    }
    const required = own(value, 'required');
    stringEntries(required).forEach((property) => {
      const index = (required as JsonValue[]).indexOf(property);
      out.push({ property, pointer: childPointer(childPointer(pointer, 'required'), index), via });
    });
    for (const [, child, at] of inPlaceApplicators(value, pointer, ctx.draft).reverse()) {
      stack.push([child, at, resource]);
    }
  }
}

/** Names that subschemas declare and the closed object next to them rejects. */
function rejectedDeclarations(
  schema: JsonObject,
  pointer: JsonPointer,
  resource: JsonPointer,
  ctx: LintContext,
): Declaration[] {
  const declarations: Declaration[] = [];
  const sources = inPlaceApplicators(schema, pointer, ctx.draft);
  const ref = own(schema, '$ref');
  if (typeof ref === 'string') sources.unshift(['$ref', schema, pointer]);
  for (const [via, value, at] of sources) {
    if (via === '$ref') {
      const target = ctx.refs.resolve(ref as string, resource);
      if (target !== undefined) {
        collectDeclarations(target.value, target.pointer, target.resource, via, ctx, declarations);
      }
    } else {
      collectDeclarations(value, at, resource, via, ctx, declarations);
    }
  }
  const reported = new Set<string>();
  return declarations.filter((d) => {
    if (reported.has(d.property) || declaresName(schema, d.property)) return false;
    reported.add(d.property);
    return true;
  });
}

/** The closed object's `additionalProperties` value when it constrains anything, else undefined. */
function closingValue(schema: JsonObject, draft: Draft): JsonValue | undefined {
  const additional = own(schema, 'additionalProperties');
  if (additional === undefined || acceptsEverything(additional) || refReplacesSiblings(schema, draft)) {
    return undefined;
  }
  return additional;
}

/** `additionalProperties` beside `allOf`/`anyOf`/`oneOf`/`$ref`/conditionals whose declared names it rejects. */
export const additionalPropertiesBesideCombinator: LintRule = ({ schema, pointer, resource }, ctx) => {
  const additional = closingValue(schema, ctx.draft);
  if (additional === undefined) return;
  const rejected = rejectedDeclarations(schema, pointer, resource, ctx);
  if (rejected.length === 0) return;
  const names = rejected.map((d) => d.property);
  const via = quoteList([...new Set(rejected.map((d) => d.via))]);
  const unevaluated = atLeast(ctx.draft, '2019-09');
  const consequence =
    additional === false
      ? `"additionalProperties": false rejects ${quoteList(names)}, which ${names.length === 1 ? 'is' : 'are'} declared only through ${via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses ${names.length === 1 ? 'it' : 'them'} is not valid.`
      : `"additionalProperties" also applies to ${quoteList(names)}, which ${names.length === 1 ? 'is' : 'are'} declared only through ${via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so ${names.length === 1 ? 'its value' : 'their values'} must match it as well.`;
  const fix = unevaluated
    ? `Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare ${names.length === 1 ? 'it' : 'them'} in this object's "properties" as true.`
    : `Redeclare ${names.length === 1 ? 'it' : 'them'} in this object's "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09; this is ${draftName(ctx.draft)}).`;
  ctx.problems.push(
    schemaProblem(
      childPointer(pointer, 'additionalProperties'),
      'key',
      'additionalProperties',
      'additional-properties-beside-combinator',
      'warning',
      `${consequence} ${fix}`,
      {
        properties: names,
        declarations: rejected.map(({ property, pointer: at }) => ({ property, pointer: at })),
        unevaluatedPropertiesAvailable: unevaluated,
        additionalPropertiesFalse: additional === false,
      },
    ),
  );
};

/** A name in `required` that the same object's `additionalProperties: false` (or a `false` property schema) forbids. */
export const requiredButNotAllowed: LintRule = ({ schema, pointer, resource }, ctx) => {
  const required = own(schema, 'required');
  if (!Array.isArray(required) || refReplacesSiblings(schema, ctx.draft)) return;
  const properties = own(schema, 'properties');
  const closed = own(schema, 'additionalProperties') === false;
  // Names the combinator lint already reports on "additionalProperties" are not reported twice.
  const elsewhere = closed
    ? new Set(rejectedDeclarations(schema, pointer, resource, ctx).map((d) => d.property))
    : new Set();
  required.forEach((property, index) => {
    if (typeof property !== 'string' || required.indexOf(property) !== index) return;
    const forbiddenByFalse = isObject(properties) && own(properties, property) === false;
    const forbiddenByClosed = closed && !declaresName(schema, property) && !elsewhere.has(property);
    if (!forbiddenByFalse && !forbiddenByClosed) return;
    ctx.problems.push(
      schemaProblem(
        childPointer(childPointer(pointer, 'required'), index),
        'value',
        'required',
        'required-but-not-allowed',
        'warning',
        forbiddenByFalse
          ? `"${property}" is required but its schema in "properties" is false, so no object can be valid here.`
          : `"${property}" is required but "additionalProperties": false forbids it (it is not in this object's "properties" or "patternProperties"), so no object can be valid here; declare "${property}" in "properties".`,
        { property, reason: forbiddenByFalse ? 'false-schema' : 'additionalProperties' },
      ),
    );
  });
};
