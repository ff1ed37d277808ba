/**
 * Array keywords: items (schema and, up to 2019-09, array form), prefixItems, additionalItems,
 * contains with min/maxContains, min/maxItems, uniqueItems, unevaluatedItems.
 */
import type { JsonValue } from '../types';
import type { KeywordCompiler } from './env';
import { applyChild, MEMO_MIN_MEMBERS, membersWithMemo, type Check, type State } from './state';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** items/prefixItems/additionalItems: the per-position and the rest-of-array subschemas, in each draft's form. */
export const itemsGroup: KeywordCompiler = (env) => {
  const n = env.node;
  let prefix: Check[] = [];
  let rest: JsonValue | undefined;
  let restKeyword = '';
  if (env.draft === '2020-12') {
    if (env.has('prefixItems') && Array.isArray(n.prefixItems)) {
      prefix = n.prefixItems.map((s, i) => env.sub(s, 'item', 'prefixItems', i));
    }
    if (env.has('items') && hasOwn(n, 'items') && !Array.isArray(n.items)) {
      rest = n.items;
      restKeyword = 'items';
    }
  } else if (env.has('items') && hasOwn(n, 'items')) {
    if (Array.isArray(n.items)) {
      prefix = n.items.map((s, i) => env.sub(s, 'item', 'items', i));
      if (env.has('additionalItems') && hasOwn(n, 'additionalItems')) {
        rest = n.additionalItems;
        restKeyword = 'additionalItems';
      }
    } else {
      rest = n.items;
      restKeyword = 'items';
    }
  }
  if (prefix.length === 0 && rest === undefined) {
    // An empty prefixItems/items array still evaluates nothing; nothing to check.
    return undefined;
  }
  const restFalse = rest === false;
  const restCheck = rest === undefined || restFalse ? undefined : env.sub(rest, 'item', restKeyword);
  const restPath = env.path(restKeyword);
  const prefixLength = prefix.length;
  /** Names this keyword's memos in a ValidationCache. */
  const memoKey = {};
  return (v, st) => {
    if (!Array.isArray(v)) return true;
    let ok = true;
    const upTo = Math.min(prefixLength, v.length);
    for (let i = 0; i < upTo; i++) {
      if (!applyChild(prefix[i], v[i], st, i)) {
        if (st.quiet) return false;
        ok = false;
      }
    }
    if (v.length > prefixLength) {
      if (restFalse) {
        if (st.quiet) return false;
        st.report(
          restKeyword,
          restPath,
          st.texts.t('array.closedTuple', {
            items: st.texts.t('count.items', { count: v.length }),
            count: prefixLength,
            keyword: restKeyword,
          }),
          { limit: prefixLength, count: v.length },
        );
        return false;
      }
      if (restCheck !== undefined) {
        if (st.cache !== null && st.quiet === 0 && st.literals === null && v.length >= MEMO_MIN_MEMBERS) {
          if (!restWithMemo(memoKey, restCheck, v, prefixLength, st)) ok = false;
        } else {
          for (let i = prefixLength; i < v.length; i++) {
            if (!applyChild(restCheck, v[i], st, i)) {
              if (st.quiet) return false;
              ok = false;
            }
          }
        }
      }
    }
    const ev = st.ev;
    if (ev !== null) {
      if (restCheck !== undefined) ev.all = true;
      else if (upTo > ev.prefix) ev.prefix = upTo;
    }
    return ok;
  };
};

/**
 * The rest-of-array loop through the cache's member memo. A function of its own: arrow functions in the
 * check that captured its `v` would make V8 allocate a context on every call of the check.
 */
function restWithMemo(memoKey: object, check: Check, v: JsonValue[], from: number, st: State): boolean {
  const item = (i: string | number): boolean => applyChild(check, v[i as number], st, i);
  return membersWithMemo(memoKey, v, st, { from, to: v.length }, item);
}

/** contains with minContains/maxContains: counts matching items (they count as evaluated). */
export const containsKeyword: KeywordCompiler = (env) => {
  const n = env.node;
  if (!env.has('contains') || !hasOwn(n, 'contains')) return undefined;
  const sub = env.sub(n.contains, 'item', 'contains');
  const annotates = env.draft === '2020-12';
  const min = env.has('minContains') && typeof n.minContains === 'number' ? n.minContains : 1;
  const max = env.has('maxContains') && typeof n.maxContains === 'number' ? n.maxContains : undefined;
  const containsPath = env.path('contains');
  const minPath = env.has('minContains') ? env.path('minContains') : containsPath;
  const maxPath = env.path('maxContains');
  return (v, st) => {
    if (!Array.isArray(v)) return true;
    let count = 0;
    // Matching items count as evaluated for unevaluatedItems only from 2020-12 on.
    const ev = annotates ? st.ev : null;
    // Items that do not match are not errors; only the count matters, so the subschema runs quietly.
    st.quiet++;
    for (let i = 0; i < v.length; i++) {
      if (applyChild(sub, v[i], st, i)) {
        count++;
        if (ev !== null) ev.addIndex(i);
        else if (max === undefined && count >= min) break;
      }
    }
    st.quiet--;
    if (count < min) {
      if (st.quiet) return false;
      st.report(
        min === 1 && minPath === containsPath ? 'contains' : 'minContains',
        minPath,
        st.texts.t('array.minContains', { items: st.texts.t('count.items', { count: min }), found: count }),
        { limit: min, count },
      );
      return false;
    }
    if (max !== undefined && count > max) {
      if (st.quiet) return false;
      st.report(
        'maxContains',
        maxPath,
        st.texts.t('array.maxContains', { items: st.texts.t('count.items', { count: max }), found: count }),
        { limit: max, count },
      );
      return false;
    }
    return true;
  };
};

/**
 * A string that two items share exactly when they are equal as JSON: numbers by value (1 and 1.0 are
 * the same double; -0 is 0), objects regardless of key order. Hashing every item once makes
 * uniqueItems linear in the array's size, where comparing items pairwise was quadratic (30,000 small
 * objects took 12.8 s). Exact keys rather than a numeric hash: crafted collisions cannot slow it down.
 */
function canonicalKey(v: JsonValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return v === 0 ? '0' : String(v);
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + canonicalKey(v[i]);
    return out + ']';
  }
  const keys = Object.keys(v).sort();
  let out = '{';
  for (const k of keys) out += JSON.stringify(k) + ':' + canonicalKey(v[k]) + ',';
  return out + '}';
}

/** Indices of the first two equal items, or undefined. */
function firstDuplicate(v: readonly JsonValue[]): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (let i = 0; i < v.length; i++) {
    const item = v[i];
    // Strings, the commonest items, skip the quoting: 's' + text cannot collide with another kind's key.
    const key = typeof item === 'string' ? 's' + item : canonicalKey(item);
    const prev = seen.get(key);
    if (prev !== undefined) return [prev, i];
    seen.set(key, i);
  }
  return undefined;
}

/** minItems, maxItems and uniqueItems. */
export const arraySizeKeywords: KeywordCompiler = (env) => {
  const n = env.node;
  const max = env.has('maxItems') && typeof n.maxItems === 'number' ? n.maxItems : undefined;
  const min = env.has('minItems') && typeof n.minItems === 'number' ? n.minItems : undefined;
  const unique = env.has('uniqueItems') && n.uniqueItems === true;
  if (max === undefined && min === undefined && !unique) return undefined;
  if (unique) env.numbers.every = true;
  const maxPath = env.path('maxItems');
  const minPath = env.path('minItems');
  const uniquePath = env.path('uniqueItems');
  return (v, st) => {
    if (!Array.isArray(v)) return true;
    let ok = true;
    if (max !== undefined && v.length > max) {
      if (st.quiet) return false;
      ok = false;
      st.report(
        'maxItems',
        maxPath,
        st.texts.t('array.maxItems', { items: st.texts.t('count.items', { count: v.length }), count: max }),
        { limit: max, count: v.length },
      );
    }
    if (min !== undefined && v.length < min) {
      if (st.quiet) return false;
      ok = false;
      st.report(
        'minItems',
        minPath,
        st.texts.t('array.minItems', { items: st.texts.t('count.items', { count: v.length }), count: min }),
        { limit: min, count: v.length },
      );
    }
    if (unique) {
      const dup = firstDuplicate(v);
      if (dup !== undefined) {
        if (st.quiet) return false;
        ok = false;
        st.report('uniqueItems', uniquePath, st.texts.t('array.unique', { first: dup[0], second: dup[1] }), {
          duplicates: dup,
        });
      }
    }
    return ok;
  };
};

/** unevaluatedItems: items no keyword of this schema (or its passing in-place subschemas) evaluated. */
export const unevaluatedItemsKeyword: KeywordCompiler = (env) => {
  if (!env.has('unevaluatedItems') || !hasOwn(env.node, 'unevaluatedItems')) return undefined;
  const schema = env.node.unevaluatedItems;
  const isFalse = schema === false;
  const sub = isFalse ? undefined : env.sub(schema, 'item', 'unevaluatedItems');
  const schemaPath = env.path('unevaluatedItems');
  return (v, st) => {
    const ev = st.ev;
    if (!Array.isArray(v) || ev === null) return true;
    let ok = true;
    for (let i = 0; i < v.length; i++) {
      if (ev.hasIndex(i)) continue;
      if (sub !== undefined) {
        if (applyChild(sub, v[i], st, i)) continue;
        if (st.quiet) return false;
        ok = false;
        continue;
      }
      if (st.quiet) return false;
      ok = false;
      st.report(
        'unevaluatedItems',
        schemaPath,
        st.texts.t('array.unevaluatedItem', { index: i }),
        { index: i },
        'value',
        i,
      );
    }
    if (ok) ev.all = true;
    return ok;
  };
};
