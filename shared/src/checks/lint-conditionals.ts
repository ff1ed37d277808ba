/** Lints about conditionals: `if` that fires on absence, orphan `then`/`else`, the pre-draft-7 implication. */
import type { JsonObject, JsonValue } from '../types';
import type { LintContext, LintRule } from './lint-context';
import { acceptsEverything, stringEntries } from './lint-context';
import { canonicalKey, childPointer, isObject, own, schemaProblem } from './problem';
import { atLeast } from './vocabulary';

/** Names a condition tests through `properties` without requiring them (so absence passes the test). */
function untestedAbsence(condition: JsonObject, alsoRequired: readonly string[]): string[] {
  const properties = own(condition, 'properties');
  if (!isObject(properties)) return [];
  const required = new Set([...stringEntries(own(condition, 'required')), ...alsoRequired]);
  return Object.keys(properties).filter(
    (name) => !required.has(name) && !acceptsEverything(properties[name]),
  );
}

/** Keywords that never make a schema fail. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
]);

/**
 * True for a subschema that cannot fail on an object lacking `absent`: made only of annotations and of
 * `properties` entries that are annotations themselves or describe that absent property.
 */
function cannotFail(value: JsonValue | undefined, absent?: string, depth = 0): boolean {
  if (acceptsEverything(value)) return true;
  if (!isObject(value) || depth > 8) return false;
  return Object.keys(value).every((keyword) => {
    if (ANNOTATIONS.has(keyword)) return true;
    const properties = value[keyword];
    return (
      keyword === 'properties' &&
      isObject(properties) &&
      Object.keys(properties).every(
        (name) => (depth === 0 && name === absent) || cannotFail(properties[name], undefined, depth + 1),
      )
    );
  });
}

/** The single value a condition's property schema tests for (`const`, or a one-value `enum`). */
function testedValue(test: JsonValue | undefined): JsonValue | undefined {
  if (!isObject(test)) return undefined;
  const only = own(test, 'const');
  if (only !== undefined) return only;
  const values = own(test, 'enum');
  return Array.isArray(values) && values.length === 1 ? values[0] : undefined;
}

/**
 * True when the schema declares `property` with a `default` equal to the value the condition tests:
 * then the branch applying to an object without it is what the author means (absent = the default).
 */
function absenceMeansTestedValue(schema: JsonObject, condition: JsonObject, property: string): boolean {
  const tests = own(condition, 'properties');
  const tested = isObject(tests) ? testedValue(own(tests, property)) : undefined;
  if (tested === undefined) return false;
  const declared = own(schema, 'properties');
  const declaration = isObject(declared) ? own(declared, property) : undefined;
  const fallback = isObject(declaration) ? own(declaration, 'default') : undefined;
  return fallback !== undefined && canonicalKey(fallback) === canonicalKey(tested);
}

/** `if` testing a property it does not require, with a `then` that therefore also applies when it is absent. */
export const ifWithoutRequired: LintRule = (at, ctx) => {
  const { schema, pointer } = at;
  if (!atLeast(ctx.draft, '7')) return;
  const condition = own(schema, 'if');
  const then = own(schema, 'then');
  // A `then` of annotations only cannot make an object fail, whenever it applies.
  if (!isObject(condition) || then === undefined || cannotFail(then)) return;
  // A name that this object or an enclosing one (through allOf, then, ...) requires cannot be absent
  // from a valid instance: the branch firing on absence then only adds errors to an invalid one.
  const names = untestedAbsence(condition, [
    ...stringEntries(own(schema, 'required')),
    ...ctx.presence.requiredAround(at),
  ]).filter((name) => !absenceMeansTestedValue(schema, condition, name) && !cannotFail(then, name));
  const hasRequired = Array.isArray(own(condition, 'required'));
  for (const property of names) {
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, 'if'),
        'key',
        'if',
        'if-without-required',
        'warning',
        ctx.texts.t('check.ifWithoutRequired', { property }),
        { property, ifHasRequired: hasRequired },
      ),
    );
  }
};

/** `then` or `else` without an `if` beside it: ignored. */
export const orphanBranch: LintRule = ({ schema, pointer }, ctx) => {
  if (!atLeast(ctx.draft, '7') || own(schema, 'if') !== undefined) return;
  for (const keyword of ['then', 'else']) {
    if (own(schema, keyword) === undefined) continue;
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, keyword),
        'key',
        keyword,
        `${keyword}-without-if`,
        'warning',
        ctx.texts.t('check.branchWithoutIf', { keyword }),
      ),
    );
  }
};

/**
 * The implication `anyOf: [{ not: A }, B]` where A tests a property without requiring it: when the
 * property is absent A holds, the `not` fails, and B is forced.
 */
export const implicationWithoutRequired: LintRule = (at, ctx: LintContext) => {
  const { schema, pointer } = at;
  const branches = own(schema, 'anyOf');
  if (!Array.isArray(branches) || branches.length < 2) return;
  branches.forEach((branch, index) => {
    if (!isObject(branch)) return;
    const negated = own(branch, 'not');
    if (!isObject(negated)) return;
    const required = [...stringEntries(own(schema, 'required')), ...ctx.presence.requiredAround(at)];
    for (const property of untestedAbsence(negated, required)) {
      ctx.problems.push(
        schemaProblem(
          childPointer(childPointer(childPointer(pointer, 'anyOf'), index), 'not'),
          'key',
          'not',
          'implication-without-required',
          'warning',
          ctx.texts.t('check.implicationWithoutRequired', { property }),
          { property },
        ),
      );
    }
  });
};

/**
 * `if` with neither `then` nor `else`: it decides nothing. From 2019-09 on its annotations can still
 * feed `unevaluatedProperties`/`unevaluatedItems`, so there it is only reported in documents without them.
 */
export const ifWithoutBranches: LintRule = ({ schema, pointer }, ctx) => {
  if (!atLeast(ctx.draft, '7') || own(schema, 'if') === undefined) return;
  if (own(schema, 'then') !== undefined || own(schema, 'else') !== undefined) return;
  if (atLeast(ctx.draft, '2019-09') && ctx.usesUnevaluated) return;
  ctx.problems.push(
    schemaProblem(
      childPointer(pointer, 'if'),
      'key',
      'if',
      'if-without-then-else',
      'warning',
      ctx.texts.t('check.ifWithoutBranches'),
    ),
  );
};
