/**
 * Lints about closed objects: `additionalProperties` only sees the `properties` and `patternProperties`
 * of its own schema object (spec 2.4, additionalProperties rules 5 and 6).
 */
import type { Draft, JsonObject, JsonPointer, JsonValue } from '../types';
import type { LintContext, LintRule } from './lint-context';
import { acceptsEverything, declaresName, quoteList } from './lint-context';
import { compileSchemaPattern } from './pattern';
import { childPointer, isObject, own, quoted, schemaProblem } from './problem';
import { startsResource } from './subschemas';
import { atLeast } from './vocabulary';
import type { Texts } from '../l10n/texts';

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

/** A name and where it is declared. */
type NameAt = Pick<Declaration, 'property' | 'pointer'>;

/**
 * How many schema objects one look through a subschema visits. Real extension chains are short; the
 * bound keeps a schema of thousands of mutually referencing definitions linear (past it, a rejected
 * name may go unreported, never the reverse).
 */
const WALK_BUDGET = 50;

/** What one document run has found out, keyed by the run's LocalRefs (one per `lintSchema` call). */
interface RunMemo {
  /** Per draft (an embedded resource may switch it): the names each subschema declares, transitively. */
  transitive: Map<Draft, Map<JsonObject, NameAt[]>>;
  /** The names each schema object declares itself (within one document, an object has one pointer). */
  own: Map<JsonObject, NameAt[]>;
}

const runs = new WeakMap<LintContext['refs'], RunMemo>();

function runMemo(ctx: LintContext): RunMemo {
  let memo = runs.get(ctx.refs);
  if (memo === undefined) {
    memo = { transitive: new Map(), own: new Map() };
    runs.set(ctx.refs, memo);
  }
  return memo;
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
  if (!isObject(start)) return;
  const memo = runMemo(ctx);
  let cache = memo.transitive.get(ctx.draft);
  if (cache === undefined) {
    cache = new Map();
    memo.transitive.set(ctx.draft, cache);
  }
  let names = cache.get(start);
  if (names === undefined) {
    names = walkDeclarations(start, startPointer, startResource, ctx);
    cache.set(start, names);
  }
  for (const { property, pointer } of names) out.push({ property, pointer, via });
}

function walkDeclarations(
  start: JsonObject,
  startPointer: JsonPointer,
  startResource: JsonPointer,
  ctx: LintContext,
): NameAt[] {
  const out: NameAt[] = [];
  const ownMemo = runMemo(ctx).own;
  const names = new Set<string>();
  const seen = new Set<JsonObject>();
  const stack: Array<[JsonValue, JsonPointer, JsonPointer]> = [[start, startPointer, startResource]];
  for (let item = stack.pop(); item !== undefined && seen.size < WALK_BUDGET; item = stack.pop()) {
    const [value, pointer, outer] = item;
    if (!isObject(value) || seen.has(value)) continue;
    seen.add(value);
    const resource = startsResource(value, ctx.draft) ? pointer : outer;
    const ref = own(value, '$ref');
    if (typeof ref === 'string') {
      const target = ctx.refs.resolve(ref, resource);
      if (target !== undefined) stack.push([target.value, target.pointer, target.resource]);
      if (refReplacesSiblings(value, ctx.draft)) continue;
    }
    let mine = ownMemo.get(value);
    if (mine === undefined) {
      mine = ownDeclarations(value, pointer);
      ownMemo.set(value, mine);
    }
    for (const d of mine) {
      if (!names.has(d.property)) {
        names.add(d.property);
        out.push(d);
      }
    }
    for (const [, child, at] of inPlaceApplicators(value, pointer, ctx.draft).reverse()) {
      stack.push([child, at, resource]);
    }
  }
  return out;
}

/** The names one schema object declares itself, in `properties` (unless forbidden there) and `required`. */
function ownDeclarations(schema: JsonObject, pointer: JsonPointer): NameAt[] {
  const out: NameAt[] = [];
  const properties = own(schema, 'properties');
  if (isObject(properties)) {
    // A name declared as `false` (or `not: {}`) is forbidden there too: rejecting it is what was meant.
    for (const property of Object.keys(properties)) {
      if (!rejectsEverything(properties[property])) {
        out.push({ property, pointer: childPointer(childPointer(pointer, 'properties'), property) });
      }
    }
  }
  const required = own(schema, 'required');
  if (Array.isArray(required)) {
    required.forEach((property, index) => {
      if (typeof property === 'string') {
        out.push({ property, pointer: childPointer(childPointer(pointer, 'required'), index) });
      }
    });
  }
  return out;
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
  return firstPerName(declarations).filter((d) => !declaresName(schema, d.property));
}

/** The first declaration of each name, in order. */
function firstPerName(declarations: Declaration[]): Declaration[] {
  const seen = new Set<string>();
  return declarations.filter((d) => !seen.has(d.property) && seen.add(d.property) !== undefined);
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
  const { texts } = ctx;
  const names = rejected.map((d) => d.property);
  const unevaluated = atLeast(ctx.draft, '2019-09');
  // The count picks the plural forms: the sentences refer back to the names ("it", "them").
  const params = {
    count: names.length,
    names: quoteList(names, texts),
    via: quoteList([...new Set(rejected.map((d) => d.via))], texts),
    draft: ctx.draft,
  };
  const consequence = texts.t(
    additional === false ? 'check.additional.falseRejects' : 'check.additional.appliesTo',
    params,
  );
  const fix = texts.t(unevaluated ? 'check.additional.useUnevaluated' : 'check.additional.redeclare', params);
  ctx.problems.push(
    schemaProblem(
      childPointer(pointer, 'additionalProperties'),
      'key',
      'additionalProperties',
      'additional-properties-beside-combinator',
      'warning',
      texts.t('check.sentences', { first: consequence, second: fix }),
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
  const names = atLeast(ctx.draft, '6') ? own(schema, 'propertyNames') : undefined;
  const seen = new Set<string>();
  required.forEach((property, index) => {
    if (typeof property !== 'string' || seen.has(property)) return;
    seen.add(property);
    let reason: string;
    let message: string;
    const { texts } = ctx;
    const byNames = names === undefined ? undefined : propertyNameRejection(names, property, ctx.texts);
    if (isObject(properties) && own(properties, property) === false) {
      reason = 'false-schema';
      message = texts.t('check.required.falseSchema', { property });
    } else if (closed && !declaresName(schema, property) && !elsewhere.has(property)) {
      reason = 'additionalProperties';
      message = texts.t('check.required.closed', { property });
    } else if (byNames !== undefined) {
      reason = 'propertyNames';
      message = texts.t('check.required.propertyNames', { property, reason: byNames });
    } else {
      return;
    }
    ctx.problems.push(
      schemaProblem(
        childPointer(childPointer(pointer, 'required'), index),
        'value',
        'required',
        'required-but-not-allowed',
        'warning',
        message,
        { property, reason },
      ),
    );
  });
};

/** Why a `propertyNames` schema rejects `name`, for the simple forms it can be read from; else undefined. */
function propertyNameRejection(names: JsonValue, name: string, texts: Texts): string | undefined {
  if (names === false) return texts.t('check.names.false');
  if (!isObject(names)) return undefined;
  const pattern = own(names, 'pattern');
  if (typeof pattern === 'string') {
    const compiled = compileSchemaPattern(pattern);
    if ('matcher' in compiled && compiled.matcher.test(name) === false) {
      return texts.t('check.names.pattern', { pattern: quoted(pattern) });
    }
  }
  const allowed = own(names, 'enum');
  if (Array.isArray(allowed) && !allowed.includes(name)) return texts.t('check.names.enum');
  const only = own(names, 'const');
  if (only !== undefined && only !== name) {
    return texts.t('check.names.const', { name: JSON.stringify(only) });
  }
  const length = [...name].length;
  const max = own(names, 'maxLength');
  if (typeof max === 'number' && length > max) return texts.t('check.names.maxLength', { max });
  const min = own(names, 'minLength');
  if (typeof min === 'number' && length < min) return texts.t('check.names.minLength', { min });
  return undefined;
}

/** More distinct `required` names than `maxProperties` allows: no object can be valid. */
export const requiredExceedsMaxProperties: LintRule = ({ schema, pointer }, ctx) => {
  const max = own(schema, 'maxProperties');
  const required = own(schema, 'required');
  if (typeof max !== 'number' || !Array.isArray(required) || refReplacesSiblings(schema, ctx.draft)) return;
  const count = new Set(required.filter((r) => typeof r === 'string')).size;
  if (count <= max) return;
  ctx.problems.push(
    schemaProblem(
      childPointer(pointer, 'maxProperties'),
      'value',
      'maxProperties',
      'required-exceeds-max-properties',
      'warning',
      ctx.texts.t('check.requiredExceedsMax', { count, max }),
      { required: count, maxProperties: max },
    ),
  );
};

/** A closed schema reached through an `allOf` entry or a `$ref`, and what closes it. */
interface ClosedSchema {
  schema: JsonObject;
  pointer: JsonPointer;
  resource: JsonPointer;
  keyword: 'additionalProperties' | 'unevaluatedProperties';
}

/** Follows `$ref`s from an `allOf` entry (or a `$ref`) to the first schema that closes the object. */
function findClosed(
  start: JsonValue,
  pointer: JsonPointer,
  resource: JsonPointer,
  ctx: LintContext,
): ClosedSchema | undefined {
  let value = start;
  let at = pointer;
  let res = resource;
  for (let hops = 0; hops < 20 && isObject(value); hops++) {
    const schema = value;
    if (startsResource(schema, ctx.draft)) res = at;
    if (closingValue(schema, ctx.draft) !== undefined) {
      return { schema, pointer: at, resource: res, keyword: 'additionalProperties' };
    }
    const unevaluated = own(schema, 'unevaluatedProperties');
    if (atLeast(ctx.draft, '2019-09') && unevaluated !== undefined && !acceptsEverything(unevaluated)) {
      return { schema, pointer: at, resource: res, keyword: 'unevaluatedProperties' };
    }
    const ref = own(schema, '$ref');
    const target = typeof ref === 'string' ? ctx.refs.resolve(ref, res) : undefined;
    if (target === undefined) return undefined;
    ({ value, pointer: at, resource: res } = target);
  }
  return undefined;
}

/** A test for whether the closed schema lets a name through. */
function closedAccepts(closed: ClosedSchema, ctx: LintContext): (name: string) => boolean {
  // unevaluatedProperties also sees what the closed schema's own subschemas evaluate.
  const inner = new Set<string>();
  if (closed.keyword === 'unevaluatedProperties') {
    const found: Declaration[] = [];
    for (const [via, value, at] of inPlaceApplicators(closed.schema, closed.pointer, ctx.draft)) {
      collectDeclarations(value, at, closed.resource, via, ctx, found);
    }
    for (const d of found) inner.add(d.property);
  }
  return (name) => inner.has(name) || declaresName(closed.schema, name);
}

/**
 * An `allOf` entry (or, from 2019-09 on, a `$ref` beside other keywords) that is a closed schema: it
 * rejects the names that the extending schema and the other entries declare (spec 2.4,
 * additionalProperties rule 5: allOf cannot extend a closed schema).
 */
export const closedSchemaExtended: LintRule = ({ schema, pointer, resource }, ctx) => {
  if (refReplacesSiblings(schema, ctx.draft)) return;
  const parts: Array<[string, JsonValue, JsonPointer]> = [];
  const allOf = own(schema, 'allOf');
  if (Array.isArray(allOf)) {
    allOf.forEach((v, i) => parts.push(['allOf', v, childPointer(childPointer(pointer, 'allOf'), i)]));
  }
  const ref = own(schema, '$ref');
  if (typeof ref === 'string') parts.push(['$ref', { $ref: ref }, pointer]);
  if (parts.length === 0) return;
  for (const [keyword, value, at] of parts) {
    const closed = findClosed(value, at, resource, ctx);
    if (closed === undefined) continue;
    const accepts = closedAccepts(closed, ctx);
    const rejected = firstPerName(declarationsBeside(schema, pointer, resource, ctx, at)).filter(
      (d) => !accepts(d.property),
    );
    if (rejected.length === 0) continue;
    const names = rejected.map((d) => d.property);
    const closing = childPointer(closed.pointer, closed.keyword);
    const rejectsAll = own(closed.schema, closed.keyword) === false;
    const { texts } = ctx;
    const params = {
      count: names.length,
      keyword: closed.keyword,
      pointer: closing,
      names: quoteList(names, texts),
    };
    const viaRef = keyword === '$ref';
    const consequence = texts.t(
      rejectsAll
        ? viaRef
          ? 'check.closed.refClosed'
          : 'check.closed.entryClosed'
        : viaRef
          ? 'check.closed.refConstrained'
          : 'check.closed.entryConstrained',
      params,
    );
    const fix = texts.t(
      atLeast(ctx.draft, '2019-09') ? 'check.closed.useUnevaluated' : 'check.closed.redeclare',
      params,
    );
    ctx.problems.push(
      schemaProblem(
        keyword === '$ref' ? childPointer(pointer, '$ref') : at,
        keyword === '$ref' ? 'key' : 'value',
        keyword,
        'closed-schema-extended',
        'warning',
        texts.t('check.sentences', { first: consequence, second: fix }),
        {
          properties: names,
          declarations: rejected.map(({ property, pointer: p }) => ({ property, pointer: p })),
          closedBy: closing,
          closingIsFalse: rejectsAll,
          unevaluatedPropertiesAvailable: atLeast(ctx.draft, '2019-09'),
        },
      ),
    );
  }
};

/** Names declared by a schema object itself and by its in-place subschemas other than the one at `except`. */
function declarationsBeside(
  schema: JsonObject,
  pointer: JsonPointer,
  resource: JsonPointer,
  ctx: LintContext,
  except: JsonPointer,
): Declaration[] {
  const out: Declaration[] = ownDeclarations(schema, pointer).map((d) => ({ ...d, via: '' }));
  for (const [via, value, at] of inPlaceApplicators(schema, pointer, ctx.draft)) {
    if (at !== except) collectDeclarations(value, at, resource, via, ctx, out);
  }
  const ref = own(schema, '$ref');
  if (typeof ref === 'string' && except !== pointer) {
    const target = ctx.refs.resolve(ref, resource);
    if (target !== undefined) {
      collectDeclarations(target.value, target.pointer, target.resource, '$ref', ctx, out);
    }
  }
  return out;
}
