/**
 * Object keywords: properties, patternProperties, additionalProperties (compiled together, because
 * "additional" depends on the other two), required, propertyNames, min/maxProperties,
 * dependentRequired, dependentSchemas, draft 4-7 dependencies, unevaluatedProperties.
 */
import type { JsonObject, JsonValue } from '../types';
import { compilePattern, type PatternMatcher } from '../regex';
import { isObject } from '../schema/registry';
import type { KeywordCompiler, KeywordEnv } from './env';
import { show, showList, withReason } from './messages';
import type { Texts } from '../l10n/texts';
import { placeholderValue } from './placeholder';
import {
  applyChild,
  keepErrors,
  MEMO_MIN_MEMBERS,
  membersWithMemo,
  replay,
  type Check,
  type KeptError,
  type State,
} from './state';
import { closestName, didYouMean, suggestBudget, type SuggestBudget } from './suggest';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function countKeys(o: JsonObject): number {
  let n = 0;
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) n++;
  return n;
}

interface PatternEntry {
  /** Set for `^x-`-style patterns (an anchored run of literal characters): a cheap startsWith. */
  prefix: string | undefined;
  matcher: PatternMatcher;
  source: string;
  /** Where the pattern is, for a name it could not be checked against. */
  path: string;
  check: Check;
}

function literalPrefix(source: string): string | undefined {
  const m = /^\^([A-Za-z0-9_\-:@]+)$/.exec(source);
  return m ? m[1] : undefined;
}

function allowedSummary(texts: Texts, names: readonly string[], patterns: readonly string[]): string {
  const parts: string[] = [];
  if (names.length > 0) parts.push(showList(texts, names, 20));
  if (patterns.length > 0) {
    const shown = patterns.map((p) => show(p)).join(texts.t('list.separator'));
    parts.push(texts.t('object.namesMatching', { patterns: shown }));
  }
  return parts.length === 0
    ? texts.t('object.allowsNothing')
    : texts.t('object.allowsOnly', { allowed: texts.and(parts) });
}

/** properties, patternProperties and additionalProperties of one schema object. */
export const propertiesGroup: KeywordCompiler = (env) => {
  const n = env.node;
  const props = new Map<string, Check>();
  // The per-key lookup reads a prototype-less object: a keyed load of an internalized for-in key
  // is cheaper than Map#get, and no name can hit an inherited member.
  const table = Object.create(null) as Record<string, Check | undefined>;
  if (env.has('properties') && isObject(n.properties)) {
    for (const name of Object.keys(n.properties)) {
      const check = env.sub(n.properties[name], 'property', 'properties', name);
      props.set(name, check);
      table[name] = check;
    }
  }
  const patterns: PatternEntry[] = [];
  if (env.has('patternProperties') && isObject(n.patternProperties)) {
    for (const source of Object.keys(n.patternProperties)) {
      const compiled = compilePattern(source);
      if (!('matcher' in compiled)) {
        env.problem(
          'invalid-regex',
          `Invalid regular expression ${show(source)}: ${compiled.error}`,
          'patternProperties',
          'key',
          'patternProperties',
          source,
        );
        continue;
      }
      const check = env.sub(n.patternProperties[source], 'property', 'patternProperties', source);
      const path = env.path('patternProperties', source);
      patterns.push({ prefix: literalPrefix(source), matcher: compiled.matcher, source, path, check });
    }
  }
  const additional = env.has('additionalProperties') ? n.additionalProperties : undefined;
  if (props.size === 0 && patterns.length === 0 && additional === undefined) return undefined;
  const additionalFalse = additional === false;
  const additionalCheck =
    additional === undefined || additionalFalse
      ? undefined
      : env.sub(additional, 'property', 'additionalProperties');
  const additionalPath = env.path('additionalProperties');
  const declared = [...props.keys()];
  const patternSources = patterns.map((p) => p.source);
  const summary = allowedSummary(env.texts, declared, patternSources);
  if (patterns.length === 0 && additional === undefined && declared.length <= 16) {
    // Nothing depends on the names the schema does not declare: look up the declared ones only.
    const checks = [...props.values()];
    return (v, st) => {
      if (!isObject(v)) return true;
      let ok = true;
      const ev = st.ev;
      for (let i = 0; i < declared.length; i++) {
        const name = declared[i];
        // The own-property test first: a plain read of a missing name misses V8's property caches on
        // objects of many shapes (and allocates), and it would also see Object.prototype's members.
        if (!hasOwn(v, name)) continue;
        const value = v[name];
        if (ev !== null) ev.addName(name);
        if (!applyChild(checks[i], value, st, name)) {
          if (st.quiet) return false;
          ok = false;
        }
      }
      return ok;
    };
  }
  /**
   * One member under this schema (its property, pattern and additional subschemas), for the memo path:
   * the same checks as the loop below, which keeps them inline because a call per member is a stack
   * frame per nesting level, and deep documents must not run out of stack sooner than before.
   */
  const member = (v: JsonObject, key: string, st: State): boolean => {
    let ok = true;
    let matched = false;
    const pc = table[key];
    if (pc !== undefined) {
      matched = true;
      ok = applyChild(pc, v[key], st, key);
    }
    for (let i = 0; i < patterns.length; i++) {
      const p = patterns[i];
      const hit = p.prefix !== undefined ? key.startsWith(p.prefix) : p.matcher.test(key);
      if (hit === false) continue;
      matched = true;
      if (hit === undefined) {
        ok = false;
        reportUncheckedName(st, p.source, p.path, key);
      } else if (!applyChild(p.check, v[key], st, key)) ok = false;
    }
    if (!matched && additionalCheck !== undefined && !applyChild(additionalCheck, v[key], st, key)) {
      ok = false;
    }
    return ok;
  };
  const memoKey = {};
  return (v, st) => {
    if (!isObject(v)) return true;
    // A memo cannot stand in for the names evaluated (unevaluatedProperties) or share the "Did you
    // mean" budget of the whole object (additionalProperties: false).
    if (st.cache !== null && st.quiet === 0 && st.ev === null && st.literals === null && !additionalFalse) {
      return propertiesWithMemo(memoKey, member, v, st);
    }
    let ok = true;
    const ev = st.ev;
    // "Did you mean" lookups of this object share one budget, made on the first unknown key.
    let budget: SuggestBudget | undefined;
    // for-in with an inline own-property test: V8 walks its enum cache, no key array per object.
    for (const key in v) {
      if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
      let matched = false;
      const pc = table[key];
      if (pc !== undefined) {
        matched = true;
        if (!applyChild(pc, v[key], st, key)) {
          if (st.quiet) return false;
          ok = false;
        }
      }
      for (let i = 0; i < patterns.length; i++) {
        const p = patterns[i];
        const hit = p.prefix !== undefined ? key.startsWith(p.prefix) : p.matcher.test(key);
        if (hit === false) continue;
        matched = true;
        if (hit === undefined) {
          // Unknown whether the pattern applies: say so, and neither apply its schema nor call the name additional.
          if (st.quiet) return false;
          ok = false;
          reportUncheckedName(st, p.source, p.path, key);
          continue;
        }
        if (!applyChild(p.check, v[key], st, key)) {
          if (st.quiet) return false;
          ok = false;
        }
      }
      if (!matched) {
        if (additionalFalse) {
          if (st.quiet) return false;
          ok = false;
          const params: Record<string, unknown> = {
            property: key,
            allowedProperties: declared,
            allowedPatterns: patternSources,
          };
          budget ??= suggestBudget();
          const suggestion = closestAbsentName(key, declared, v, budget);
          if (suggestion !== undefined) params.suggestion = suggestion;
          st.report(
            'additionalProperties',
            additionalPath,
            st.texts.t('object.notAllowed', { name: show(key), summary }) +
              (suggestion === undefined ? '' : didYouMean(st.texts, suggestion)),
            params,
            'key',
            key,
          );
          continue;
        } else if (additionalCheck !== undefined) {
          matched = true;
          if (!applyChild(additionalCheck, v[key], st, key)) {
            if (st.quiet) return false;
            ok = false;
          }
        }
      }
      if (matched && ev !== null) ev.addName(key);
    }
    return ok;
  };
};

/**
 * The member loop of the property keywords through the cache's member memo. A function of its own:
 * arrow functions in the check that captured its `v` would make V8 allocate a context on every call.
 */
function propertiesWithMemo(
  memoKey: object,
  member: (v: JsonObject, key: string, st: State) => boolean,
  v: JsonObject,
  st: State,
): boolean {
  return membersWithMemo(
    memoKey,
    v,
    st,
    () => Object.keys(v),
    (key) => member(v, key as string, st),
  );
}

/** A property name that could not be matched against a `patternProperties` pattern within the budget. */
function reportUncheckedName(st: State, source: string, schemaPath: string, key: string): void {
  st.report(
    'patternProperties',
    schemaPath,
    st.texts.t('object.nameTooExpensive', { name: show(key), pattern: show(source) }),
    { pattern: source, property: key, tooExpensive: true },
    'key',
    key,
  );
}

/**
 * The allowed name closest to `key` that `object` does not have yet. A function of its own because an
 * arrow function inside a hot check that captured the check's `v` would make V8 allocate a context for
 * `v` on every call of the check, error or not (measured: most of the garbage one validation made).
 */
function closestAbsentName(
  key: string,
  candidates: readonly string[],
  object: object,
  budget: SuggestBudget,
): string | undefined {
  return closestName(key, candidates, (name) => hasOwn(object, name), budget);
}

/**
 * The value a quick fix inserts for a missing property (see placeholder.ts), from the property's
 * subschema here or in this schema's `allOf`/`anyOf`/`oneOf` members or `$ref` target; computed on
 * the first error only, so that compiling never pays for it.
 */
function missingPlaceholder(env: KeywordEnv, name: string): { value: JsonValue } | undefined {
  const candidates: JsonValue[] = [env.node];
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    const list = env.node[k];
    if (Array.isArray(list)) candidates.push(...list);
  }
  for (const c of candidates) {
    const schema = isObject(c) ? (env.refTarget(c) ?? c) : undefined;
    if (!isObject(schema) || !isObject(schema.properties) || !hasOwn(schema.properties, name)) continue;
    return { value: placeholderValue(schema.properties[name], (s) => env.refTarget(s)) };
  }
  return undefined;
}

/** A lazily computed placeholder per name, shared by the errors of one keyword. */
function placeholders(env: KeywordEnv): (name: string) => { value: JsonValue } | undefined {
  const memo = new Map<string, { value: JsonValue } | undefined>();
  return (name) => {
    if (!memo.has(name)) memo.set(name, missingPlaceholder(env, name));
    return memo.get(name);
  };
}

/** required: each missing name is one error on the object (hints for a quick fix in params). */
export const requiredKeyword: KeywordCompiler = (env) => {
  const list = env.node.required;
  if (!env.has('required') || !Array.isArray(list)) return undefined;
  const names = list.filter((x): x is string => typeof x === 'string');
  if (names.length === 0) return undefined;
  const schemaPath = env.path('required');
  const placeholderOf = placeholders(env);
  // Presence by own-property test, as in propertiesGroup (a plain read misses V8's caches when absent).
  return (v, st) => {
    if (!isObject(v)) return true;
    let ok = true;
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (hasOwn(v, name)) continue;
      if (st.quiet) return false;
      ok = false;
      const params: Record<string, unknown> = { missingProperty: name };
      const placeholder = placeholderOf(name);
      if (placeholder) params.placeholder = placeholder.value;
      st.report(
        'required',
        schemaPath,
        st.texts.t('object.required', { name: show(name) }),
        params,
        'parentKey',
      );
    }
    return ok;
  };
};

/** minProperties and maxProperties. */
export const propertyCountKeywords: KeywordCompiler = (env) => {
  const n = env.node;
  const max = env.has('maxProperties') && typeof n.maxProperties === 'number' ? n.maxProperties : undefined;
  const min = env.has('minProperties') && typeof n.minProperties === 'number' ? n.minProperties : undefined;
  if (max === undefined && min === undefined) return undefined;
  const maxPath = env.path('maxProperties');
  const minPath = env.path('minProperties');
  const memoKey = {};
  return (v, st) => {
    if (!isObject(v)) return true;
    // Counting a large object's keys walks all of them; the count changes only with its keys.
    let count = st.cache?.memoFor<number>(memoKey, v, st)?.data;
    if (count === undefined) {
      count = countKeys(v);
      if (st.cache !== null && count >= MEMO_MIN_MEMBERS) st.cache.saveMemo(memoKey, v, st, count);
    }
    if (max !== undefined && count > max) {
      if (st.quiet) return false;
      st.report(
        'maxProperties',
        maxPath,
        st.texts.t('object.maxProperties', {
          properties: st.texts.t('count.properties', { count }),
          count: max,
        }),
        { limit: max, count },
        'parentKey',
      );
      return false;
    }
    if (min !== undefined && count < min) {
      if (st.quiet) return false;
      st.report(
        'minProperties',
        minPath,
        st.texts.t('object.minProperties', {
          properties: st.texts.t('count.properties', { count }),
          count: min,
        }),
        { limit: min, count },
        'parentKey',
      );
      return false;
    }
    return true;
  };
};

/** propertyNames: each name is validated as a string; a failure is reported on the key. */
export const propertyNamesKeyword: KeywordCompiler = (env) => {
  if (!env.has('propertyNames') || !hasOwn(env.node, 'propertyNames')) return undefined;
  const sub = env.sub(env.node.propertyNames, 'inPlace', 'propertyNames');
  const schemaPath = env.path('propertyNames');
  const memoKey = {};
  return (v, st) => {
    if (!isObject(v)) return true;
    // The names of an object whose keys did not change since the last run pass or fail as then.
    const found = st.cache?.memoFor<{ ok: boolean; errors: KeptError[] }>(memoKey, v, st);
    if (found !== undefined) {
      if (st.quiet === 0) replay(found.data.errors, st);
      return found.data.ok;
    }
    let ok = true;
    let count = 0;
    const start = st.errors.length;
    for (const key in v) {
      if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
      count++;
      const mark = st.errors.length;
      const ev = st.ev;
      st.ev = null;
      const fine = sub(key, st);
      st.ev = ev;
      if (fine) continue;
      if (st.quiet) return false;
      ok = false;
      // The subschema's own errors point at the object; one error on the offending key says it better.
      const inner = st.errors.splice(mark);
      const why = inner[0]?.message ?? st.texts.t('object.propertyNameDefault');
      const reason = st.texts.lowersReasons ? why.charAt(0).toLowerCase() + why.slice(1) : why;
      st.report(
        'propertyNames',
        schemaPath,
        st.texts.t('object.propertyNameInvalid', { name: show(key), reason }),
        {
          propertyName: key,
          reasons: inner.map((e) => ({ keyword: e.keyword, message: e.message, params: e.params })),
        },
        'key',
        key,
      );
    }
    if (st.cache !== null && st.quiet === 0 && count >= MEMO_MIN_MEMBERS) {
      st.cache.saveMemo(memoKey, v, st, { ok, errors: keepErrors(st, start, st.pointer()) });
    }
    return ok;
  };
};

/** `dependentRequired` (2019-09+) and the array form of `dependencies` (draft 4-7). */
function requiredDependencies(
  env: KeywordEnv,
  keyword: 'dependentRequired' | 'dependencies',
): Check | undefined {
  const map = env.node[keyword];
  if (!env.has(keyword) || !isObject(map)) return undefined;
  const entries: [string, string[]][] = [];
  for (const trigger of Object.keys(map)) {
    const list = map[trigger];
    if (Array.isArray(list)) entries.push([trigger, list.filter((x): x is string => typeof x === 'string')]);
  }
  if (entries.length === 0) return undefined;
  const schemaPath = env.path(keyword);
  const placeholderOf = placeholders(env);
  return (v, st) => {
    if (!isObject(v)) return true;
    let ok = true;
    for (const [trigger, deps] of entries) {
      if (!hasOwn(v, trigger)) continue;
      for (const dep of deps) {
        if (hasOwn(v, dep)) continue;
        if (st.quiet) return false;
        ok = false;
        const params: Record<string, unknown> = { trigger, dependent: dep, missingProperty: dep };
        const placeholder = placeholderOf(dep);
        if (placeholder) params.placeholder = placeholder.value;
        st.report(
          keyword,
          `${schemaPath}/${trigger.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          st.texts.t('object.dependentRequired', { trigger: show(trigger), name: show(dep), keyword }),
          params,
          'parentKey',
        );
      }
    }
    return ok;
  };
}

/** `dependentSchemas` (2019-09+) and the schema form of `dependencies` (draft 4-7): applied to the whole object. */
function schemaDependencies(
  env: KeywordEnv,
  keyword: 'dependentSchemas' | 'dependencies',
): Check | undefined {
  const map = env.node[keyword];
  if (!env.has(keyword) || !isObject(map)) return undefined;
  const entries: [string, Check, string][] = [];
  for (const trigger of Object.keys(map)) {
    const sub = map[trigger];
    if (Array.isArray(sub)) continue;
    env.inPlace(sub);
    entries.push([trigger, env.sub(sub, 'inPlace', keyword, trigger), env.here()]);
  }
  if (entries.length === 0) return undefined;
  return (v, st) => {
    if (!isObject(v)) return true;
    let ok = true;
    for (const [trigger, check] of entries) {
      if (!hasOwn(v, trigger)) continue;
      const mark = st.errors.length;
      if (check(v, st)) continue;
      if (st.quiet) return false;
      ok = false;
      for (let i = mark; i < st.errors.length; i++) {
        const e = st.errors[i];
        if (e) {
          const reason = st.texts.t('object.dependentSchema', { trigger: show(trigger), keyword });
          e.message = withReason(st.texts, e.message, reason);
        }
      }
    }
    return ok;
  };
}

/** dependentRequired (2019-09+). */
export const dependentRequiredKeyword: KeywordCompiler = (env) =>
  requiredDependencies(env, 'dependentRequired');
/** dependentSchemas (2019-09+). */
export const dependentSchemasKeyword: KeywordCompiler = (env) => schemaDependencies(env, 'dependentSchemas');
/** dependencies (draft 4 to 7): arrays act as dependentRequired, schemas as dependentSchemas. */
export const dependenciesKeyword: KeywordCompiler = (env) => {
  const a = requiredDependencies(env, 'dependencies');
  const b = schemaDependencies(env, 'dependencies');
  if (!a || !b) return a ?? b;
  return (v, st) => {
    const x = a(v, st);
    if (!x && st.quiet) return false;
    return b(v, st) && x;
  };
};

/**
 * Names this schema and the subschemas it always applies (allOf, $ref) declare. Conditional ones
 * (anyOf, if/then, dependentSchemas) are added per instance from what was actually evaluated.
 */
function declaredNames(env: KeywordEnv, schema: JsonValue, seen: Set<JsonValue>, out: Set<string>): void {
  if (!isObject(schema) || seen.has(schema) || seen.size > 50) return;
  seen.add(schema);
  if (isObject(schema.properties)) for (const k of Object.keys(schema.properties)) out.add(k);
  const target = env.refTarget(schema);
  if (target !== undefined) declaredNames(env, target, seen, out);
  if (Array.isArray(schema.allOf)) for (const s of schema.allOf) declaredNames(env, s, seen, out);
}

/** unevaluatedProperties: properties that nothing in this schema (or its passing in-place subschemas) evaluated. */
export const unevaluatedPropertiesKeyword: KeywordCompiler = (env) => {
  if (!env.has('unevaluatedProperties') || !hasOwn(env.node, 'unevaluatedProperties')) return undefined;
  const schema = env.node.unevaluatedProperties;
  const isFalse = schema === false;
  const sub = isFalse ? undefined : env.sub(schema, 'property', 'unevaluatedProperties');
  const schemaPath = env.path('unevaluatedProperties');
  let declared: string[] | undefined;
  return (v, st) => {
    const ev = st.ev;
    if (!isObject(v) || ev === null) return true;
    let ok = true;
    let allowed: string[] | undefined;
    let budget: SuggestBudget | undefined;
    for (const key in v) {
      if (!Object.prototype.hasOwnProperty.call(v, key) || ev.hasName(key)) continue;
      if (sub !== undefined) {
        if (applyChild(sub, v[key], st, key)) continue;
        if (st.quiet) return false;
        ok = false;
        continue;
      }
      if (st.quiet) return false;
      ok = false;
      if (declared === undefined) {
        const names = new Set<string>();
        declaredNames(env, env.node, new Set(), names);
        declared = [...names];
      }
      // Once per object: rebuilding it per unknown key made thousands of unknown keys quadratic.
      allowed ??= [...new Set([...declared, ...ev.nameList()])];
      budget ??= suggestBudget();
      const params: Record<string, unknown> = { property: key, allowedProperties: allowed };
      const suggestion = closestAbsentName(key, allowed, v, budget);
      if (suggestion !== undefined) params.suggestion = suggestion;
      st.report(
        'unevaluatedProperties',
        schemaPath,
        st.texts.t('object.unevaluatedNotAllowed', {
          name: show(key),
          summary:
            allowed.length > 0
              ? st.texts.t('object.allowsOnly', { allowed: showList(st.texts, allowed, 20) })
              : st.texts.t('object.noSubschemaDeclares'),
        }) + (suggestion === undefined ? '' : didYouMean(st.texts, suggestion)),
        params,
        'key',
        key,
      );
    }
    if (ok) ev.all = true;
    return ok;
  };
};
