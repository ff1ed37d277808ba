/**
 * if/then/else: the condition runs quietly and the branch it selects reports its errors with the
 * reason the branch applied (the tested properties' values, or that they are absent).
 */
import type { JsonValue } from '../types';
import { isObject } from '../schema/registry';
import type { KeywordCompiler } from './env';
import { place, show, withReason } from './messages';
import { inScope } from './state';
import type { Texts } from '../l10n/texts';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Why a branch applied: the tested properties' values, or that they are absent and the condition has no
 * `required` for them. `where` names the condition as a person sees it in the schema (the `if`, or the
 * `not` of an implication).
 */
export function conditionReason(
  texts: Texts,
  ifSchema: JsonValue,
  where = texts.t('if.where'),
): ((v: JsonValue) => string) | undefined {
  if (!isObject(ifSchema) || !isObject(ifSchema.properties)) return undefined;
  const names = Object.keys(ifSchema.properties).slice(0, 3);
  const required = new Set(Array.isArray(ifSchema.required) ? ifSchema.required : []);
  if (names.length === 0) return undefined;
  return (v) => {
    if (!isObject(v)) return '';
    const parts: string[] = [];
    const absent: string[] = [];
    for (const name of names) {
      if (hasOwn(v, name)) parts.push(texts.t('condition.is', { name: show(name), value: show(v[name]) }));
      else if (!required.has(name)) absent.push(name);
    }
    if (absent.length > 0) {
      const names = absent.map((a) => show(a)).join(texts.t('condition.and'));
      return texts.t('condition.absent', { count: absent.length, names, where });
    }
    return parts.join(texts.t('condition.and'));
  };
}

/** if/then/else: the condition runs quietly; the branch it selects reports errors with the reason. */
export const ifThenElseKeyword: KeywordCompiler = (env) => {
  const n = env.node;
  if (!env.has('if') || !hasOwn(n, 'if')) return undefined;
  const hasThen = env.has('then') && hasOwn(n, 'then');
  const hasElse = env.has('else') && hasOwn(n, 'else');
  if (!hasThen && !hasElse) {
    // A lone `if` still contributes annotations when it passes.
    env.inPlace(n.if);
    const cond = env.sub(n.if, 'inPlace', 'if');
    return (v, st) => {
      if (st.ev === null) return true;
      st.quiet++;
      inScope(cond, v, st);
      st.quiet--;
      return true;
    };
  }
  env.inPlace(n.if);
  const cond = env.sub(n.if, 'inPlace', 'if');
  const thenCheck = hasThen ? (env.inPlace(n.then), env.sub(n.then, 'inPlace', 'then')) : undefined;
  const elseCheck = hasElse ? (env.inPlace(n.else), env.sub(n.else, 'inPlace', 'else')) : undefined;
  const texts = env.texts;
  const reason = conditionReason(texts, n.if);
  const where = place(texts, env.here());
  return (v, st) => {
    st.quiet++;
    const matched = inScope(cond, v, st);
    st.quiet--;
    const branch = matched ? thenCheck : elseCheck;
    if (branch === undefined) return true;
    const mark = st.errors.length;
    if (branch(v, st)) return true;
    if (st.quiet) return false;
    const at = st.pointer();
    const because = matched && reason ? reason(v) : '';
    const rule = matched ? texts.t('if.then', { where }) : texts.t('if.else', { where });
    for (let i = mark; i < st.errors.length; i++) {
      const e = st.errors[i];
      if (e.keyword === 'required' && e.instancePath === at && because) {
        e.message = texts.t('object.requiredBecause', {
          name: show(e.params.missingProperty as string),
          because,
          rule,
        });
      } else {
        e.message = withReason(
          texts,
          e.message,
          because ? texts.t('reason.because', { because, rule }) : rule,
        );
      }
      e.params = { ...e.params, condition: matched ? 'then' : 'else' };
    }
    return false;
  };
};
