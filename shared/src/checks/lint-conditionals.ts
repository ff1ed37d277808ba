/** Lints about conditionals: `if` that fires on absence, orphan `then`/`else`, the pre-draft-7 implication. */
import type { JsonObject } from '../types';
import type { LintContext, LintRule } from './lint-context';
import { acceptsEverything, stringEntries } from './lint-context';
import { childPointer, isObject, own, schemaProblem } from './problem';
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

/** `if` testing a property it does not require, with a `then` that therefore also applies when it is absent. */
export const ifWithoutRequired: LintRule = ({ schema, pointer, requiredAround }, ctx) => {
  if (!atLeast(ctx.draft, '7')) return;
  const condition = own(schema, 'if');
  const then = own(schema, 'then');
  if (!isObject(condition) || then === undefined || acceptsEverything(then)) return;
  // A name that this object or an enclosing one (through allOf, then, ...) requires cannot be absent
  // from a valid instance: the branch firing on absence then only adds errors to an invalid one.
  const names = untestedAbsence(condition, [...stringEntries(own(schema, 'required')), ...requiredAround]);
  const hasRequired = Array.isArray(own(condition, 'required'));
  for (const property of names) {
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, 'if'),
        'key',
        'if',
        'if-without-required',
        'warning',
        `This "if" tests "${property}" but does not require it: an object without "${property}" passes the "if", so "then" applies to it too. Add "${property}" to the "if"'s "required" so that "then" applies only when "${property}" is present.`,
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
        `"${keyword}" without "if" beside it is ignored; add the "if" it belongs to, or move its keywords into this schema (or an "allOf" entry) to apply them always.`,
      ),
    );
  }
};

/**
 * The implication `anyOf: [{ not: A }, B]` where A tests a property without requiring it: when the
 * property is absent A holds, the `not` fails, and B is forced.
 */
export const implicationWithoutRequired: LintRule = (
  { schema, pointer, requiredAround },
  ctx: LintContext,
) => {
  const branches = own(schema, 'anyOf');
  if (!Array.isArray(branches) || branches.length < 2) return;
  branches.forEach((branch, index) => {
    if (!isObject(branch)) return;
    const negated = own(branch, 'not');
    if (!isObject(negated)) return;
    const required = [...stringEntries(own(schema, 'required')), ...requiredAround];
    for (const property of untestedAbsence(negated, required)) {
      ctx.problems.push(
        schemaProblem(
          childPointer(childPointer(childPointer(pointer, 'anyOf'), index), 'not'),
          'key',
          'not',
          'implication-without-required',
          'warning',
          `This negated condition tests "${property}" but does not require it: an object without "${property}" meets the condition, so this "anyOf" branch fails and the other branches must hold for it. Add "required": ["${property}"] inside the "not" so that the implication applies only when "${property}" is present.`,
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
      '"if" without "then" or "else" has no effect on validation; add the branch it should select, or remove it.',
    ),
  );
};
