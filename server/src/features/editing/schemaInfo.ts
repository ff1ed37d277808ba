/**
 * What subschemas say to a person: title, description (`markdownDescription` first), type, the
 * constraints in one line, enum values with their descriptions, default, examples, deprecation. Only
 * annotations and keyword values are read here; which subschemas apply comes from the probe.
 */
import type { JsonObject, JsonValue, ProbedSchema } from '../../../../shared/src/index';
import type { Description } from './applicable';
import { combine, isSchemaObject } from './applicable';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** An allowed value with its own description, from `enum`/`const`. */
export interface AllowedValue {
  value: JsonValue;
  /** Markdown. */
  description?: string;
}

function str(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Escapes text that is not markdown for a markdown context. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]<>#|])/g, '\\$1');
}

/** The description of one schema as markdown (`markdownDescription`, else `description` escaped). */
export function descriptionOf(schema: JsonObject): string | undefined {
  const markdown = str(schema.markdownDescription);
  if (markdown !== undefined) return markdown;
  const plain = str(schema.description);
  return plain === undefined ? undefined : escapeMarkdown(plain);
}

export function titleOf(schema: JsonObject): string | undefined {
  return str(schema.title);
}

/** The deprecation message of a schema, or `true` when it is deprecated without one. */
export function deprecationOf(entry: ProbedSchema): string | true | undefined {
  const message = str(entry.schema.deprecationMessage);
  if (message !== undefined) return message;
  const draft = entry.draft;
  return (draft === '2019-09' || draft === '2020-12') && entry.schema.deprecated === true ? true : undefined;
}

/** The JSON types the subschemas allow; undefined when none says. */
export function typesOf(d: Description): string[] | undefined {
  const types = combine(
    d,
    (e) => {
      if (!e.has('type')) return undefined;
      const t = e.schema.type;
      const list = (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
      // `integer` is a kind of `number`: a number type allows both.
      return [...new Set(list.flatMap((x) => (x === 'number' ? ['number', 'integer'] : [x])))];
    },
    (x) => x,
  );
  if (types === undefined) return undefined;
  return types.includes('number') ? types.filter((t) => t !== 'integer') : types;
}

function ownAllowed(e: ProbedSchema): AllowedValue[] | undefined {
  if (e.has('const')) return [{ value: e.schema.const }];
  if (!e.has('enum') || !Array.isArray(e.schema.enum)) return undefined;
  const markdown = Array.isArray(e.schema.markdownEnumDescriptions) ? e.schema.markdownEnumDescriptions : [];
  const plain = Array.isArray(e.schema.enumDescriptions) ? e.schema.enumDescriptions : [];
  return e.schema.enum.map((value, i) => {
    const md = str(markdown[i]);
    const text = str(plain[i]);
    return { value, description: md ?? (text === undefined ? undefined : escapeMarkdown(text)) };
  });
}

/** Every allowed value (`const`, `enum`) with its description; undefined when nothing lists values. */
export function allowedValues(d: Description): AllowedValue[] | undefined {
  const values = combine(d, ownAllowed, (a) => JSON.stringify(a.value));
  if (values === undefined) return undefined;
  // A value's description may come from any subschema that lists it.
  const described = new Map<string, string>();
  for (const e of d.all) {
    for (const a of ownAllowed(e) ?? []) {
      const k = JSON.stringify(a.value);
      if (a.description !== undefined && !described.has(k)) described.set(k, a.description);
    }
  }
  return values.map((v) => ({ value: v.value, description: described.get(JSON.stringify(v.value)) }));
}

/** The subschemas of the first branch of each open choice, with the mandatory ones: one consistent shape. */
export function firstAlternative(d: Description): ProbedSchema[] {
  return [...d.mandatory, ...d.choices.flatMap((c) => c[0] ?? [])];
}

/** The first `default` any subschema gives. */
export function defaultOf(entries: readonly ProbedSchema[]): { value: JsonValue } | undefined {
  for (const e of entries) if (Object.hasOwn(e.schema, 'default')) return { value: e.schema.default };
  return undefined;
}

/** Every `examples` value, in order, without repeats. */
export function examplesOf(entries: readonly ProbedSchema[]): JsonValue[] {
  const out: JsonValue[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    if (!Array.isArray(e.schema.examples)) continue;
    for (const x of e.schema.examples) {
      const key = JSON.stringify(x);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(x);
      }
    }
  }
  return out;
}

/** `defaultSnippets` (VS Code's schema extension): `{ label, description, body, bodyText }`. */
export interface DefaultSnippet {
  label?: string;
  description?: string;
  markdownDescription?: string;
  body?: JsonValue;
  bodyText?: string;
}

export function defaultSnippetsOf(entries: readonly ProbedSchema[]): DefaultSnippet[] {
  const out: DefaultSnippet[] = [];
  for (const e of entries) {
    const list = e.schema.defaultSnippets;
    if (!Array.isArray(list)) continue;
    for (const s of list) {
      if (!isSchemaObject(s) || (!Object.hasOwn(s, 'body') && typeof s.bodyText !== 'string')) continue;
      out.push({
        label: str(s.label),
        description: str(s.description),
        markdownDescription: str(s.markdownDescription),
        ...(Object.hasOwn(s, 'body') ? { body: s.body } : {}),
        ...(typeof s.bodyText === 'string' ? { bodyText: s.bodyText } : {}),
      });
    }
  }
  return out;
}

function num(schema: JsonObject, k: string): number | undefined {
  const v = schema[k];
  return typeof v === 'number' ? v : undefined;
}

function inline(value: JsonValue): string {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** One line of what the subschemas require: type, allowed values, pattern, bounds, formats. */
export function constraintSummary(d: Description, required: boolean): string {
  const entries = d.mandatory;
  const texts = hostTexts();
  const parts: string[] = [];
  const types = typesOf(d);
  if (types !== undefined) parts.push(types.length === 0 ? texts.t('hover.noType') : types.join(' | '));
  const values = allowedValues(d);
  if (values !== undefined) {
    const shown = values.slice(0, 6).map((v) => inline(v.value));
    const list = `${shown.join(', ')}${values.length > 6 ? `, … (${values.length})` : ''}`;
    parts.push(texts.t('hover.oneOf', { values: list }));
  }
  for (const e of entries) {
    const s = e.schema;
    if (e.has('pattern') && typeof s.pattern === 'string') {
      parts.push(texts.t('hover.pattern', { pattern: `\`${s.pattern}\`` }));
    }
    if (e.has('format') && typeof s.format === 'string') {
      parts.push(texts.t('hover.format', { format: s.format }));
    }
    const bound = (lo: string, hi: string, unit: 'characters' | 'items' | 'properties'): void => {
      const min = e.has(lo) ? num(s, lo) : undefined;
      const max = e.has(hi) ? num(s, hi) : undefined;
      const count = (n: number, shown: string): string => texts.t(`hover.${unit}`, { count: n, shown });
      if (min !== undefined && max !== undefined) parts.push(count(max, `${min}–${max}`));
      else if (min !== undefined) parts.push(texts.t('hover.atLeast', { count: count(min, String(min)) }));
      else if (max !== undefined) parts.push(texts.t('hover.atMost', { count: count(max, String(max)) }));
    };
    bound('minLength', 'maxLength', 'characters');
    bound('minItems', 'maxItems', 'items');
    bound('minProperties', 'maxProperties', 'properties');
    const min = e.has('minimum') ? num(s, 'minimum') : undefined;
    const max = e.has('maximum') ? num(s, 'maximum') : undefined;
    const xmin = e.has('exclusiveMinimum') ? num(s, 'exclusiveMinimum') : undefined;
    const xmax = e.has('exclusiveMaximum') ? num(s, 'exclusiveMaximum') : undefined;
    if (min !== undefined) parts.push(`≥ ${min}`);
    if (xmin !== undefined) parts.push(`> ${xmin}`);
    if (max !== undefined) parts.push(`≤ ${max}`);
    if (xmax !== undefined) parts.push(`< ${xmax}`);
    if (e.has('multipleOf') && num(s, 'multipleOf') !== undefined) {
      parts.push(texts.t('hover.multipleOf', { value: String(num(s, 'multipleOf')) }));
    }
    if (e.has('uniqueItems') && s.uniqueItems === true) parts.push(texts.t('hover.uniqueItems'));
  }
  if (required) parts.push(texts.t('hover.required'));
  return [...new Set(parts)].join(' · ');
}
