/**
 * The structural check: every keyword value a draft's meta-schema would reject, plus what the
 * meta-schema cannot express (regex validity, draft 4's exclusive flags without their limit). This
 * module walks the subschemas; `value-checks` judges the other keyword values.
 */
import { english, type MessageId, type Texts } from '../l10n/texts';
import type { Draft, JsonObject, JsonPointer, JsonValue, SchemaProblem } from '../types';
import { childPointer, describe, isObject, schemaProblem } from './problem';
import { draftAt } from './subschemas';
import { checkMinMax, checkNameList, checkRegex, checkValue, keywordTypeProblem } from './value-checks';
import { keywordShape } from './vocabulary';
import type { KeywordShape } from './vocabulary';

/** A place where the draft expects a schema. */
interface SchemaSite {
  value: JsonValue;
  pointer: JsonPointer;
  keyword: string;
  /**
   * How the message names the place (`The value of "not"`, `Each value of "properties"`), with
   * `keyword`: an id, rendered only when there is a problem (most sites have none).
   */
  place: PlaceId;
  /** What is expected there, when more than a schema is allowed (`a schema or an array of schemas`). */
  expected?: MessageId;
  /** Draft 4 accepts a boolean only for `additionalProperties`/`additionalItems`. */
  booleanAllowed: boolean;
  /** The draft of the enclosing schema (an embedded resource may switch it with `$schema`). */
  draft: Draft;
  hint?: MessageId;
}

type PlaceId =
  'check.place.schema' | 'check.place.valueOf' | 'check.place.eachValueOf' | 'check.place.eachEntryOf';

/** Walks every subschema of `root` that `draft` defines and reports keyword values of the wrong shape. */
export function checkStructure(root: JsonValue, draft: Draft, texts: Texts = english): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  // An explicit stack: a deeply nested schema must not overflow the call stack.
  const stack: SchemaSite[] = [
    {
      value: root,
      pointer: '',
      keyword: '',
      place: 'check.place.schema',
      booleanAllowed: draft !== '4',
      draft,
    },
  ];
  for (let site = stack.pop(); site !== undefined; site = stack.pop()) {
    const children = checkSite(site, problems, texts);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return problems;
}

function checkSite(site: SchemaSite, problems: SchemaProblem[], texts: Texts): SchemaSite[] {
  const { value } = site;
  // The root keeps the caller's draft (as the engine does); embedded resources may switch it.
  const draft = site.pointer === '' ? site.draft : draftAt(value, site.draft);
  if (typeof value === 'boolean' && site.booleanAllowed) return [];
  if (!isObject(value)) {
    const expected = texts.t(
      site.expected ?? (draft === '4' ? 'check.expect.schemaObject' : 'check.expect.schemaOrBoolean'),
    );
    const draft4Boolean = typeof value === 'boolean' ? texts.t('check.hint.draft4Boolean', { draft }) : '';
    problems.push(
      schemaProblem(
        site.pointer,
        'value',
        site.keyword,
        'invalid-schema',
        'error',
        texts.t('check.mustBe', {
          place: texts.t(site.place, { keyword: site.keyword }),
          expected,
          found: describe(value, texts),
          hint: `${draft4Boolean}${site.hint === undefined ? '' : texts.t(site.hint)}`,
        }),
      ),
    );
    return [];
  }
  const children: SchemaSite[] = [];
  const keywordContext = { draft, problems, children, schema: value, texts };
  for (const keyword of Object.keys(value)) {
    const shape = keywordShape(keyword, draft);
    if (shape !== undefined) {
      checkKeyword(keywordContext, keyword, shape, value[keyword], childPointer(site.pointer, keyword));
    }
  }
  checkMinMax(value, site.pointer, draft, problems, texts);
  return children;
}

interface KeywordContext {
  draft: Draft;
  problems: SchemaProblem[];
  children: SchemaSite[];
  schema: JsonObject;
  texts: Texts;
}

function checkKeyword(
  ctx: KeywordContext,
  keyword: string,
  shape: KeywordShape,
  value: JsonValue,
  pointer: JsonPointer,
): void {
  const { draft, problems, children, texts } = ctx;
  const wrongType = (expected: MessageId): void => {
    problems.push(keywordTypeProblem(pointer, keyword, texts.t(expected), value, texts));
  };
  const booleanSchemas = draft !== '4';
  switch (shape) {
    case 'schema':
    case 'schemaOrBoolean':
      children.push({
        value,
        pointer,
        keyword,
        place: 'check.place.valueOf',
        booleanAllowed: booleanSchemas || shape === 'schemaOrBoolean',
        draft,
        ...(shape === 'schemaOrBoolean' ? { expected: 'check.expect.booleanOrSchemaObject' as const } : {}),
        ...(keyword === 'items' && Array.isArray(value) ? { hint: 'check.hint.prefixItems' as const } : {}),
      });
      return;
    case 'schemaOrSchemaArray':
      if (Array.isArray(value)) {
        pushSchemaArray(ctx, keyword, value, pointer);
      } else {
        children.push({
          value,
          pointer,
          keyword,
          place: 'check.place.valueOf',
          expected: 'check.expect.schemaOrSchemaArray',
          booleanAllowed: booleanSchemas,
          draft,
        });
      }
      return;
    case 'schemaArray':
      if (!Array.isArray(value)) return wrongType('check.expect.schemaArray');
      pushSchemaArray(ctx, keyword, value, pointer);
      return;
    case 'schemaMap':
    case 'patternSchemaMap':
      if (!isObject(value)) return wrongType('check.expect.schemaMap');
      for (const name of Object.keys(value)) {
        const entry = childPointer(pointer, name);
        if (shape === 'patternSchemaMap') checkRegex(problems, name, entry, 'key', keyword, texts);
        children.push({
          value: value[name],
          pointer: entry,
          keyword,
          place: 'check.place.eachValueOf',
          booleanAllowed: booleanSchemas,
          draft,
        });
      }
      return;
    case 'dependencies':
      if (!isObject(value)) {
        return wrongType('check.expect.dependencies');
      }
      for (const name of Object.keys(value)) {
        const entry = value[name];
        const entryPointer = childPointer(pointer, name);
        if (Array.isArray(entry)) {
          checkNameList(
            problems,
            keyword,
            entry,
            entryPointer,
            draft !== '4',
            'check.place.eachArrayIn',
            texts,
          );
        } else {
          children.push({
            value: entry,
            pointer: entryPointer,
            keyword,
            place: 'check.place.eachValueOf',
            expected: booleanSchemas ? 'check.expect.dependencyOrBoolean' : 'check.expect.dependency',
            booleanAllowed: booleanSchemas,
            draft,
          });
        }
      }
      return;
    case 'stringArrayMap':
      if (!isObject(value)) return wrongType('check.expect.nameListMap');
      for (const name of Object.keys(value)) {
        const entry = value[name];
        const entryPointer = childPointer(pointer, name);
        if (!Array.isArray(entry)) {
          problems.push(
            schemaProblem(
              entryPointer,
              'value',
              keyword,
              'keyword-type',
              'error',
              texts.t('check.mustBe', {
                place: texts.t('check.place.eachValueOf', { keyword }),
                expected: texts.t('check.expect.nameList'),
                found: describe(entry, texts),
                hint: '',
              }),
            ),
          );
        } else {
          checkNameList(problems, keyword, entry, entryPointer, true, 'check.place.eachArrayIn', texts);
        }
      }
      return;
    default:
      checkValue(ctx, keyword, shape, value, pointer);
  }
}

function pushSchemaArray(
  ctx: KeywordContext,
  keyword: string,
  value: JsonValue[],
  pointer: JsonPointer,
): void {
  if (value.length === 0) {
    ctx.problems.push(
      schemaProblem(
        pointer,
        'value',
        keyword,
        'empty-array',
        'error',
        ctx.texts.t('check.schemaArray.empty', { keyword }),
      ),
    );
  }
  value.forEach((entry, index) =>
    ctx.children.push({
      value: entry,
      pointer: childPointer(pointer, index),
      keyword,
      place: 'check.place.eachEntryOf',
      booleanAllowed: ctx.draft !== '4',
      draft: ctx.draft,
    }),
  );
}
