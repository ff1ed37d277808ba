/**
 * What schema authors say to the people who fill in their documents: `deprecated` (2019-09 and later) and
 * `deprecationMessage` (VS Code's extension) as a warning, and `errorMessage` (a string, or an object per
 * keyword as in ajv-errors) and `patternErrorMessage` (VS Code's) in place of our message. The keyword of
 * an error never changes, so quick fixes and severity settings keep working.
 */
import type { JsonValue, ValidationError } from '../types';
import { isObject } from '../schema/registry';
import type { KeywordCompiler, KeywordEnv } from './env';
import { show } from './messages';
import type { Check, State } from './state';

/**
 * `deprecated: true` (a meta-data keyword from 2019-09 on) or a `deprecationMessage` string: a warning on
 * the property (its key) or value, never a failure. Reported where errors are (not inside a quiet branch).
 */
export const deprecatedKeyword: KeywordCompiler = (env) => {
  const n = env.node;
  const flagged = (env.draft === '2019-09' || env.draft === '2020-12') && n.deprecated === true;
  const custom = typeof n.deprecationMessage === 'string' ? n.deprecationMessage : undefined;
  if (!flagged && custom === undefined) return undefined;
  const schemaPath = env.path(flagged ? 'deprecated' : 'deprecationMessage');
  return (_v, st) => {
    if (st.quiet) return true;
    const name = st.path[st.path.length - 1];
    const isProperty = typeof name === 'string';
    const message =
      custom ??
      (isProperty ? st.texts.t('deprecated.property', { name: show(name) }) : st.texts.t('deprecated.value'));
    const before = st.errors.length;
    st.report(
      'deprecated',
      schemaPath,
      message,
      isProperty ? { property: name } : {},
      isProperty ? 'key' : 'value',
    );
    const reported = st.errors[before];
    if (reported !== undefined && st.errors.length > before) reported.severity = 'warning';
    return true;
  };
};

/** The messages one schema object gives, normalised. */
interface Overrides {
  /** `errorMessage` as a string: every own error. */
  all?: string;
  /** Per keyword (object form); `required`/`dependentRequired` may map property names to messages. */
  byKeyword: Map<string, string | Map<string, string>>;
  /** `errorMessage.properties`: any error at that property. */
  byProperty: Map<string, string>;
  /** `errorMessage._`: own errors no other entry matched. */
  rest?: string;
}

function stringMap(value: JsonValue | undefined): Map<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') map.set(k, v);
  return map;
}

function overridesOf(node: Record<string, JsonValue>): Overrides | undefined {
  const errorMessage = node.errorMessage;
  const pattern = typeof node.patternErrorMessage === 'string' ? node.patternErrorMessage : undefined;
  const o: Overrides = { byKeyword: new Map(), byProperty: new Map() };
  if (typeof errorMessage === 'string') o.all = errorMessage;
  else if (isObject(errorMessage)) {
    for (const [k, v] of Object.entries(errorMessage)) {
      if (k === '_' && typeof v === 'string') o.rest = v;
      else if (k === 'properties') o.byProperty = stringMap(v) ?? o.byProperty;
      else if (typeof v === 'string') o.byKeyword.set(k, v);
      else if (k === 'required' || k === 'dependentRequired') {
        const perName = stringMap(v);
        if (perName) o.byKeyword.set(k, perName);
      }
    }
  }
  // VS Code's patternErrorMessage wins over a general errorMessage for pattern (and format) errors.
  if (pattern !== undefined) {
    o.byKeyword.set('pattern', pattern);
    if (!o.byKeyword.has('format')) o.byKeyword.set('format', pattern);
  }
  if (o.all === undefined && o.rest === undefined && o.byKeyword.size === 0 && o.byProperty.size === 0) {
    return undefined;
  }
  return o;
}

/** Whether this schema object's own keywords reported `e` (not one of its subschemas). */
function isOwn(e: ValidationError, base: string): boolean {
  const own = `${base}/${e.keyword}`;
  if (e.schemaPath === own) return true;
  if (e.schemaPath.startsWith(own + '/')) {
    // The trigger of dependentRequired/dependencies; the closest branch of a failed anyOf/oneOf.
    if (e.keyword === 'dependentRequired' || e.keyword === 'dependencies') return true;
  }
  // A failed anyOf/oneOf of this schema reports its closest branch's errors in its name.
  const branch = e.params.branchKeyword;
  return (
    (branch === 'anyOf' || branch === 'oneOf') &&
    e.schemaPath.startsWith(`${base}/${branch}/`) &&
    e.params.alternatives !== undefined
  );
}

function messageFor(e: ValidationError, own: boolean, o: Overrides, childOf: string): string | undefined {
  if (e.instancePath.startsWith(childOf)) {
    const rest = e.instancePath.slice(childOf.length);
    const name = rest.split('/')[0].replace(/~1/g, '/').replace(/~0/g, '~');
    const forProperty = o.byProperty.get(name);
    if (forProperty !== undefined) return forProperty;
  }
  if (!own) return undefined;
  const keyword = o.byKeyword.get(e.keyword) ?? o.byKeyword.get(e.params.branchKeyword as string);
  if (typeof keyword === 'string') return keyword;
  if (keyword instanceof Map) {
    const missing = e.params.missingProperty;
    const perName = typeof missing === 'string' ? keyword.get(missing) : undefined;
    if (perName !== undefined) return perName;
  }
  return o.all ?? o.rest;
}

/**
 * The checks of a schema object, with its `errorMessage`/`patternErrorMessage` applied to what they
 * report. Unchanged (the same list) for the schemas that have neither.
 */
export function withSchemaMessages(env: KeywordEnv, checks: Check[]): Check[] {
  const o = overridesOf(env.node);
  if (o === undefined || checks.length === 0) return checks;
  const base = env.path();
  const all = checks;
  const rewrite = (st: State, mark: number): void => {
    const childOf = `${st.pointer()}/`;
    for (let i = mark; i < st.errors.length; i++) {
      const e = st.errors[i];
      const message = messageFor(e, isOwn(e, base), o, childOf);
      if (message !== undefined) e.message = message;
    }
  };
  const check: Check = (v, st) => {
    const mark = st.errors.length;
    let ok = true;
    for (let i = 0; i < all.length; i++) {
      if (all[i](v, st)) continue;
      ok = false;
      if (st.quiet) return false;
    }
    if (st.errors.length > mark) rewrite(st, mark);
    return ok;
  };
  return [check];
}
