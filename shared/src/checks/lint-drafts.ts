/**
 * Lints about keywords the schema's draft ignores: foreign keywords, misspelled keywords, `dependencies`,
 * `$ref` siblings.
 */
import type { Draft } from '../types';
import { english, type Texts } from '../l10n/texts';
import type { LintRule } from './lint-context';
import { quoteList } from './lint-context';
import { childPointer, isObject, own, schemaProblem } from './problem';
import { closestKeyword } from './spelling';
import {
  atLeast,
  foreignKeyword,
  isAssertionOrApplicator,
  isKnownKeyword,
  misspellingTargets,
} from './vocabulary';

/** What to write instead, per keyword and draft; undefined when the draft has no equivalent. */
export function keywordReplacement(
  keyword: string,
  draft: Draft,
  texts: Texts = english,
): string | undefined {
  const use = (instead: string): string => texts.t('replace.use', { keyword: instead });
  switch (keyword) {
    case 'const':
      return texts.t('replace.const');
    case 'if':
    case 'then':
    case 'else':
      return texts.t('replace.ifThenElse');
    case 'unevaluatedProperties':
      return texts.t('replace.unevaluatedProperties');
    case 'dependentRequired':
    case 'dependentSchemas':
      return use('"dependencies"');
    case 'prefixItems':
      return texts.t('replace.prefixItems');
    case 'additionalItems':
      return texts.t('replace.additionalItems');
    case '$recursiveRef':
      return draft === '2020-12' ? use('"$dynamicRef"') : undefined;
    case '$recursiveAnchor':
      return draft === '2020-12' ? use('"$dynamicAnchor"') : undefined;
    case '$dynamicRef':
      return draft === '2019-09' ? use('"$recursiveRef"') : undefined;
    case '$dynamicAnchor':
      return draft === '2019-09' ? use('"$recursiveAnchor"') : undefined;
    case '$anchor':
      return use(`"${draft === '4' ? 'id' : '$id'}": "#<name>"`);
    case '$id':
      return use('"id"');
    case 'id':
      return use('"$id"');
    default:
      return undefined;
  }
}

/** A keyword that exists in other drafts but not in this one, and is therefore ignored. */
export const keywordNotInDraft: LintRule = ({ schema, pointer }, ctx) => {
  for (const keyword of Object.keys(schema)) {
    const foreign = foreignKeyword(keyword, ctx.draft);
    if (foreign === undefined) continue;
    // `id`/`$id` are also common property-like metadata; only a string can have been meant as an identifier.
    if ((keyword === 'id' || keyword === '$id') && typeof schema[keyword] !== 'string') continue;
    const id =
      foreign.until === undefined
        ? 'check.notInDraft.since'
        : foreign.since === foreign.until
          ? 'check.notInDraft.only'
          : 'check.notInDraft.range';
    const advice = keywordReplacement(keyword, ctx.draft, ctx.texts);
    const instead = advice === undefined ? '' : ctx.texts.t('check.notInDraft.instead', { advice });
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, keyword),
        'key',
        keyword,
        'keyword-not-in-draft',
        'warning',
        ctx.texts.t(id, {
          keyword,
          draft: ctx.draft,
          since: foreign.since,
          until: foreign.until ?? '',
          instead,
        }),
        {
          keyword,
          draft: ctx.draft,
          since: foreign.since,
          ...(foreign.until === undefined ? {} : { until: foreign.until }),
        },
      ),
    );
  }
};

/** `dependencies` from 2019-09 on: ignored; its entries belong in `dependentRequired`/`dependentSchemas`. */
export const dependenciesDeprecated: LintRule = ({ schema, pointer }, ctx) => {
  if (!atLeast(ctx.draft, '2019-09')) return;
  const dependencies = own(schema, 'dependencies');
  if (!isObject(dependencies)) return;
  const names = Object.keys(dependencies);
  const required = names.filter((n) => Array.isArray(dependencies[n]));
  const schemas = names.filter((n) => !Array.isArray(dependencies[n]));
  const id =
    required.length > 0
      ? schemas.length > 0
        ? 'check.dependencies.moveBoth'
        : 'check.dependencies.moveRequired'
      : schemas.length > 0
        ? 'check.dependencies.moveSchemas'
        : 'check.dependencies.ignored';
  ctx.problems.push(
    schemaProblem(
      childPointer(pointer, 'dependencies'),
      'key',
      'dependencies',
      'dependencies-deprecated',
      'warning',
      ctx.texts.t(id, {
        draft: ctx.draft,
        required: quoteList(required, ctx.texts),
        schemas: quoteList(schemas, ctx.texts),
      }),
      { dependentRequired: required, dependentSchemas: schemas },
    ),
  );
};

/** Up to draft 7, a `$ref` replaces its schema object: every keyword beside it is ignored. */
export const refSiblingIgnored: LintRule = ({ schema, pointer }, ctx) => {
  if (atLeast(ctx.draft, '2019-09')) return;
  const ref = own(schema, '$ref');
  if (typeof ref !== 'string') return;
  for (const keyword of Object.keys(schema)) {
    if (!isAssertionOrApplicator(keyword, ctx.draft)) continue;
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, keyword),
        'key',
        keyword,
        'ref-sibling-ignored',
        'warning',
        ctx.texts.t('check.refSibling', { draft: ctx.draft, keyword }),
        { keyword, ref },
      ),
    );
  }
};

/** A key no draft defines that is one or two edits away from a keyword of this draft: ignored, probably a typo. */
export const misspelledKeyword: LintRule = ({ schema, pointer }, ctx) => {
  for (const key of Object.keys(schema)) {
    if (isKnownKeyword(key) || key.startsWith('x-')) continue;
    const suggestion = closestKeyword(key, misspellingTargets(ctx.draft));
    if (suggestion === undefined) continue;
    ctx.problems.push(
      schemaProblem(
        childPointer(pointer, key),
        'key',
        key,
        'unknown-keyword',
        'warning',
        ctx.texts.t('check.unknownKeyword', { keyword: key, suggestion }),
        { keyword: key, suggestion },
      ),
    );
  }
};
