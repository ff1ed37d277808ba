/**
 * allOf, anyOf, oneOf and not. A failed anyOf/oneOf reports only the branch judged closest to the
 * instance, with a note saying which branch of how many (if/then/else lives in conditionals.ts).
 */
import type { JsonObject, JsonValue, ValidationError } from '../types';
import { isObject } from '../schema/registry';
import { conditionReason } from './conditionals';
import type { KeywordCompiler, KeywordEnv } from './env';
import { place, show, showList, withReason } from './messages';
import { withNote } from './ignored';
import type { Texts } from '../l10n/texts';
import { alternativesList, describeBranch, VALUE_KEYWORDS } from './branchWords';
import { inScope, reportNesting, type Check, type State } from './state';
import { didYouMean } from './suggest';
import { suggestValue } from './values';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function branches(env: KeywordEnv, keyword: string): Check[] | undefined {
  const list = env.node[keyword];
  if (!env.has(keyword) || !Array.isArray(list) || list.length === 0) return undefined;
  return list.map((s, i) => {
    env.inPlace(s);
    return env.sub(s, 'inPlace', keyword, i);
  });
}

/**
 * The note about keywords the draft ignores below a keyword's subschemas, computed on the first error
 * that needs it and kept (a schema is immutable once compiled), per set of branches.
 */
function ignoredNotes(env: KeywordEnv, keyword: string): (indices?: readonly number[]) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (indices) => {
    const key = indices === undefined ? '*' : indices.join(',');
    if (!cache.has(key)) cache.set(key, env.ignoredNote(keyword, indices));
    return cache.get(key);
  };
}

/** The branches of `keyword` in words, worked out on the first failure that needs them and kept. */
function branchPhrases(env: KeywordEnv, keyword: string): () => (string | undefined)[] {
  let phrases: (string | undefined)[] | undefined;
  return () => {
    if (phrases === undefined) {
      const list = env.node[keyword];
      phrases = Array.isArray(list)
        ? list.map((s) => describeBranch(env.texts, s, (o) => env.refTarget(o)))
        : [];
    }
    return phrases;
  };
}

/** Appends the note to the errors from `mark` on that do not have one yet (an inner keyword's comes first). */
function addNote(st: State, mark: number, note: string | undefined): void {
  if (note === undefined) return;
  for (let i = mark; i < st.errors.length; i++) {
    const e = st.errors[i];
    if (e.params.ignoredKeywords === true || e.keyword === 'nesting') continue;
    e.message = withNote(e.message, note);
    e.params = { ...e.params, ignoredKeywords: true };
  }
}

/** allOf: every subschema applies; each reports its own errors. */
export const allOfKeyword: KeywordCompiler = (env) => {
  const subs = branches(env, 'allOf');
  if (!subs) return undefined;
  return (v, st) => {
    let ok = true;
    for (const s of subs) {
      if (s(v, st)) continue;
      if (st.quiet) return false;
      ok = false;
    }
    return ok;
  };
};

/**
 * Depths of error locations, by error. An error found deep in a document travels up through every
 * enclosing anyOf/oneOf that ranks its branches; counting its segments once keeps that linear in the
 * depth instead of cubic.
 */
const depths = new WeakMap<ValidationError, number>();

function depthOf(error: ValidationError): number {
  let n = depths.get(error);
  if (n === undefined) {
    n = depth(error.instancePath);
    depths.set(error, n);
  }
  return n;
}

function depth(pointer: string): number {
  let n = 0;
  for (let i = 0; i < pointer.length; i++) if (pointer.charCodeAt(i) === 47) n++;
  return n;
}

/**
 * Ranks a failed branch: a branch whose type rejects the instance itself is for another kind of value
 * (farthest); one whose const/enum rejects the instance, or whose discriminator (a const/enum on a
 * direct property) does not match, is for the same kind with another value (so `"warning"` is closer
 * to `enum: ["off", "warn", "error"]` than to `type: "integer"`); among the rest, fewer errors and
 * deeper errors (the branch matched further down) are closer.
 */
function distance(errors: readonly ValidationError[], at: string): [number, number, number] {
  let mismatch = 0;
  let deepest = 0;
  const atDepth = depth(at);
  for (const e of errors) {
    const d = depthOf(e);
    if (d > deepest) deepest = d;
    if (e.instancePath === at && e.keyword === 'type') {
      mismatch = 3;
    } else if (e.instancePath === at && (e.keyword === 'const' || e.keyword === 'enum')) {
      mismatch = Math.max(mismatch, 2);
    } else if (
      (e.keyword === 'const' || e.keyword === 'enum') &&
      d === atDepth + 1 &&
      e.instancePath.startsWith(at + '/')
    ) {
      mismatch = Math.max(mismatch, 1);
    }
  }
  return [mismatch, errors.length, -deepest];
}

function less(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] < b[i];
  }
  return false;
}

/** Re-runs every branch with errors on and reports the closest one (or one merged type/value error). */
function reportNoMatch(
  v: JsonValue,
  st: State,
  subs: readonly Check[],
  env: KeywordEnv,
  keyword: string,
  schemaPath: string,
  note: () => string | undefined,
  phrases: () => (string | undefined)[],
): void {
  const start = st.errors.length;
  reportClosest(v, st, subs, env, keyword, schemaPath, phrases);
  addNote(st, start, note());
}

function reportClosest(
  v: JsonValue,
  st: State,
  subs: readonly Check[],
  env: KeywordEnv,
  keyword: string,
  schemaPath: string,
  phrases: () => (string | undefined)[],
): void {
  if (st.depthPath !== undefined) {
    // The branches failed because the value is too deep; re-running them would only find that again.
    reportNesting(st, st.depthPath);
    return;
  }
  const perBranch: ValidationError[][] = [];
  const ev = st.ev;
  st.ev = null;
  for (const s of subs) {
    const mark = st.errors.length;
    s(v, st);
    perBranch.push(st.errors.splice(mark));
    if (st.depthReported) break;
  }
  st.ev = ev;
  if (st.depthReported) {
    // A branch hit the nesting limit: that is the one thing worth saying.
    for (const errs of perBranch) st.errors.push(...errs.filter((e) => e.keyword === 'nesting'));
    return;
  }
  const at = st.pointer();
  // Every branch failed only on the type (or the value) of the instance itself: one merged error says it all.
  const simple = perBranch.every((errs) => errs.length === 1 && errs[0]?.instancePath === at);
  if (simple && perBranch.every((errs) => errs[0]?.keyword === 'type')) {
    const expected = [...new Set(perBranch.flatMap((errs) => errs[0]?.params.expected as string[]))];
    const actual = perBranch[0]?.[0]?.params.actual as string;
    st.report(keyword, schemaPath, st.texts.t('type.mismatch', { expected: st.texts.or(expected), actual }), {
      expected,
      actual,
    });
    return;
  }
  const valueError = (errs: ValidationError[]): boolean =>
    errs[0]?.keyword === 'const' || errs[0]?.keyword === 'enum';
  // A list of values, alone or beside a pattern that admits their variants (SchemaStore's idiom for
  // case-insensitive enums): the list is what a person can act on, with the value it likely meant.
  if (
    simple &&
    perBranch.some(valueError) &&
    perBranch.every((errs) => valueError(errs) || (typeof v === 'string' && errs[0]?.keyword === 'pattern'))
  ) {
    const allowed = perBranch
      .filter(valueError)
      .flatMap((errs) => errs[0]?.params.allowedValues as JsonValue[]);
    const patterns = perBranch.length - perBranch.filter(valueError).length;
    const suggestion =
      typeof v === 'string'
        ? suggestValue(
            v,
            allowed.filter((a): a is string => typeof a === 'string'),
          )
        : undefined;
    const values = showList(st.texts, allowed);
    const message =
      st.texts.t(patterns > 0 ? 'value.mustBeOneOfOrPattern' : 'value.mustBeOneOf', { values }) +
      (suggestion === undefined ? '' : didYouMean(st.texts, suggestion));
    st.report(keyword, schemaPath, message, {
      allowedValues: allowed,
      ...(suggestion === undefined ? {} : { suggestion }),
    });
    return;
  }
  let best = 0;
  let bestScore = distance(perBranch[0] ?? [], at);
  for (let i = 1; i < perBranch.length; i++) {
    const score = distance(perBranch[i] ?? [], at);
    if (less(score, bestScore)) {
      best = i;
      bestScore = score;
    }
  }
  const chosen = perBranch[best] ?? [];
  const merged = inWords(st.texts, v, perBranch, best, at, phrases);
  if (merged !== undefined) {
    const first = chosen[0];
    first.message = merged;
    first.params = { ...first.params, branch: best, branchKeyword: keyword, alternatives: subs.length };
    st.errors.push(first);
    return;
  }
  const where = place(st.texts, `${env.here()}/${keyword}/${best}`);
  const note = st.texts.t('anyOf.closest', { count: subs.length, keyword, where });
  if (chosen.length === 0) {
    st.report(keyword, schemaPath, st.texts.t('anyOf.noMatch', { keyword }), { branch: best });
    return;
  }
  for (const e of chosen) {
    // The innermost alternative names the branch; outer ones would only repeat the sentence.
    if (e.keyword === 'nesting' || e.params.branchKeyword !== undefined) {
      st.errors.push(e);
      continue;
    }
    e.message = withReason(st.texts, e.message, note);
    e.params = { ...e.params, branch: best, branchKeyword: keyword, alternatives: subs.length };
    st.errors.push(e);
  }
}

/**
 * One message listing every alternative in words, when each branch failed on the value itself (its
 * type, its allowed values, its range, length or pattern) and each can be said in a phrase: the
 * closest branch comes first and keeps its keyword and parameters (so its quick fix, "Replace with
 * "warn"", is offered).
 */
function inWords(
  texts: Texts,
  v: JsonValue,
  perBranch: readonly ValidationError[][],
  best: number,
  at: string,
  phrases: () => (string | undefined)[],
): string | undefined {
  for (const errs of perBranch) {
    if (errs.length === 0) return undefined;
    for (const e of errs) if (e.instancePath !== at || !VALUE_KEYWORDS.has(e.keyword)) return undefined;
  }
  const words = phrases();
  if (words.length !== perBranch.length || words.some((w) => w === undefined)) return undefined;
  const ordered = [words[best] as string, ...words.filter((_, i) => i !== best).map((w) => w as string)];
  const first = perBranch[best][0];
  const list = alternativesList(texts, ordered);
  if (first.keyword === 'type') {
    return texts.t('type.mismatch', { expected: list, actual: String(first.params.actual) });
  }
  const question = first.message.indexOf(texts.didYouMeanPrefix);
  const suggestion = question >= 0 ? first.message.slice(question) : '';
  // A value that is of the right kind but out of range or the wrong shape is worth naming.
  if (first.keyword === 'enum' || first.keyword === 'const') {
    return texts.t('words.valueMustBe', { alternatives: list }) + suggestion;
  }
  return texts.t('words.namedValueMustBe', { value: show(v), alternatives: list }) + suggestion;
}

/**
 * The pre-draft-7 implication pattern `anyOf: [{not: A}, B]` ("A implies B"): when it fails, A held,
 * so B's errors are reported with A as the reason, like a then branch.
 */
function implication(env: KeywordEnv): { consequent: number; reason: (v: JsonValue) => string } | undefined {
  const list = env.node.anyOf;
  if (!Array.isArray(list) || list.length !== 2) return undefined;
  const isNot = (s: JsonValue | undefined): s is JsonObject =>
    isObject(s) &&
    hasOwn(s, 'not') &&
    Object.keys(s).every((k) => k === 'not' || k === 'description' || k === '$comment');
  const negated = isNot(list[0]) ? 0 : isNot(list[1]) ? 1 : -1;
  if (negated < 0) return undefined;
  const condition = (list[negated] as JsonObject).not;
  const describe = conditionReason(env.texts, condition, env.texts.t('implication.where'));
  return { consequent: 1 - negated, reason: (v) => (describe ? describe(v) : '') };
}

/** anyOf: at least one branch passes; on failure, the closest branch (or the implied consequent) is reported. */
export const anyOfKeyword: KeywordCompiler = (env) => {
  const subs = branches(env, 'anyOf');
  if (!subs) return undefined;
  const schemaPath = env.path('anyOf');
  const implied = implication(env);
  const notes = ignoredNotes(env, 'anyOf');
  const phrases = branchPhrases(env, 'anyOf');
  const rule = env.texts.t('implication.rule', { where: place(env.texts, env.here()) });
  return (v, st) => {
    let ok = false;
    const collect = st.ev !== null;
    st.quiet++;
    for (const s of subs) {
      if (!inScope(s, v, st)) continue;
      ok = true;
      // Annotations of every passing branch count for unevaluated*, so keep going only when observed.
      if (!collect) break;
    }
    st.quiet--;
    if (ok) return true;
    if (st.quiet) return false;
    if (implied) {
      const mark = st.errors.length;
      const ev = st.ev;
      st.ev = null;
      subs[implied.consequent](v, st);
      st.ev = ev;
      const because = implied.reason(v);
      for (let i = mark; i < st.errors.length; i++) {
        const e = st.errors[i];
        if (e.keyword === 'required' && e.instancePath === st.pointer() && because) {
          e.message = st.texts.t('object.requiredBecause', {
            name: show(e.params.missingProperty as string),
            because,
            rule,
          });
        } else {
          e.message = withReason(
            st.texts,
            e.message,
            because ? st.texts.t('reason.because', { because, rule }) : rule,
          );
        }
      }
      addNote(st, mark, notes());
      return false;
    }
    reportNoMatch(v, st, subs, env, 'anyOf', schemaPath, () => notes(), phrases);
    return false;
  };
};

/** oneOf: exactly one branch passes; names the passing branches when several do. */
export const oneOfKeyword: KeywordCompiler = (env) => {
  const subs = branches(env, 'oneOf');
  if (!subs) return undefined;
  const schemaPath = env.path('oneOf');
  const notes = ignoredNotes(env, 'oneOf');
  const phrases = branchPhrases(env, 'oneOf');
  return (v, st) => {
    const passing: number[] = [];
    st.quiet++;
    for (let i = 0; i < subs.length; i++) if (inScope(subs[i], v, st)) passing.push(i);
    st.quiet--;
    if (passing.length === 1) return true;
    if (st.quiet) return false;
    if (passing.length === 0) {
      reportNoMatch(v, st, subs, env, 'oneOf', schemaPath, () => notes(), phrases);
      return false;
    }
    const branchWords = st.texts.and(passing.map((i) => String(i + 1)));
    const mark = st.errors.length;
    st.report(
      'oneOf',
      schemaPath,
      st.texts.t('oneOf.several', {
        count: passing.length,
        where: place(st.texts, env.here()),
        branches: branchWords,
      }),
      { passingBranches: passing },
    );
    addNote(st, mark, notes(passing));
    return false;
  };
};

/** not: the subschema must fail; its annotations never count. */
export const notKeyword: KeywordCompiler = (env) => {
  if (!env.has('not') || !hasOwn(env.node, 'not')) return undefined;
  const schema = env.node.not;
  env.inPlace(schema);
  const sub = env.sub(schema, 'inPlace', 'not');
  const schemaPath = env.path('not');
  const what = describeNot(env.texts, schema);
  const notes = ignoredNotes(env, 'not');
  return (v, st) => {
    const ev = st.ev;
    st.ev = null;
    st.quiet++;
    const matched = sub(v, st);
    st.quiet--;
    st.ev = ev;
    if (!matched) return true;
    if (st.quiet) return false;
    const mark = st.errors.length;
    const where = place(st.texts, env.here());
    st.report('not', schemaPath, st.texts.t('not.matches', { where, what }), {});
    addNote(st, mark, notes());
    return false;
  };
};

function describeNot(texts: Texts, schema: JsonValue): string {
  if (!isObject(schema)) return '';
  if (Array.isArray(schema.required) && Object.keys(schema).length === 1) {
    return texts.t('not.mustNotHave', { names: showList(texts, schema.required) });
  }
  return '';
}
