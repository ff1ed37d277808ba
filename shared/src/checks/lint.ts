import type { Draft, JsonValue, SchemaProblem } from '../types';
import {
  additionalPropertiesBesideCombinator,
  closedSchemaExtended,
  requiredButNotAllowed,
  requiredExceedsMaxProperties,
} from './lint-closed-objects';
import {
  ifWithoutBranches,
  ifWithoutRequired,
  implicationWithoutRequired,
  orphanBranch,
} from './lint-conditionals';
import type { LintContext, LintRule } from './lint-context';
import {
  dependenciesDeprecated,
  keywordNotInDraft,
  misspelledKeyword,
  refSiblingIgnored,
} from './lint-drafts';
import { Presence } from './presence';
import { LocalRefs } from './refs';
import type { Texts } from '../l10n/texts';
import { schemaObjects } from './subschemas';

const RULES: readonly LintRule[] = [
  keywordNotInDraft,
  misspelledKeyword,
  dependenciesDeprecated,
  refSiblingIgnored,
  additionalPropertiesBesideCombinator,
  closedSchemaExtended,
  requiredButNotAllowed,
  requiredExceedsMaxProperties,
  ifWithoutRequired,
  orphanBranch,
  ifWithoutBranches,
  implicationWithoutRequired,
];

/** Runs every lint rule on every object subschema of the document, in document order. */
export function lintDocument(root: JsonValue, draft: Draft, texts: Texts): SchemaProblem[] {
  const objects = schemaObjects(root, draft);
  const usesUnevaluated = objects.some(
    (at) => Object.hasOwn(at.schema, 'unevaluatedProperties') || Object.hasOwn(at.schema, 'unevaluatedItems'),
  );
  const refs = new LocalRefs(root, draft, objects);
  const presence = new Presence(objects, refs);
  const ctx: LintContext = { draft, usesUnevaluated, refs, presence, problems: [], texts };
  for (const at of objects) {
    const here = at.draft === draft ? ctx : { ...ctx, draft: at.draft };
    for (const rule of RULES) rule(at, here);
  }
  return ctx.problems;
}
