/**
 * Mechanical repairs of schema pitfalls (diagnostics of `lintSchema` in an open schema document):
 * add the tested name to an `if`'s `required`; split `dependencies` into `dependentRequired` and
 * `dependentSchemas`; replace `additionalProperties: false` beside a combinator by
 * `unevaluatedProperties: false` when the draft has it.
 */
import type { JsonValue } from '../../../../shared/src/types';
import {
  containerAt,
  insertProperty,
  memberNamed,
  parseJson,
  removeProperty,
  renameProperty,
} from './jsonEdit';
import { valueAtPointer } from '../../../../shared/src/json/pointer';
import { isObject } from './fixTypes';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** A schema problem as its diagnostic carries it. */
export interface SchemaProblemRef {
  code: string;
  pointer: string;
  fix?: unknown;
}

export interface SchemaTextFix {
  title: string;
  newText: string;
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

function appendToArray(text: string, pointer: string, value: JsonValue): string | undefined {
  const array = containerAt(parseJson(text), pointer);
  if (array?.type !== 'array') return undefined;
  const items = array.members;
  const rendered = JSON.stringify(value);
  if (items.length === 0) {
    return text.slice(0, array.offset) + `[${rendered}]` + text.slice(array.offset + array.length);
  }
  const at = items[items.length - 1].end;
  return `${text.slice(0, at)}, ${rendered}${text.slice(at)}`;
}

function addToIfRequired(text: string, problem: SchemaProblemRef): SchemaTextFix | undefined {
  const data = problem.fix;
  if (!isObject(data) || typeof data.property !== 'string') return undefined;
  const property = data.property;
  const ifPointer = problem.pointer;
  const parsed = parseJson(text);
  const condition = containerAt(parsed, ifPointer);
  if (condition?.type !== 'object') return undefined;
  const hasRequired = containerAt(parsed, `${ifPointer}/required`)?.type === 'array';
  const newText = hasRequired
    ? appendToArray(text, `${ifPointer}/required`, property)
    : insertProperty(text, ifPointer, 'required', [property], ['properties', 'required']);
  return newText === undefined
    ? undefined
    : { title: hostTexts().t('fix.addToIfRequired', { name: property }), newText };
}

function splitDependencies(text: string, problem: SchemaProblemRef): SchemaTextFix | undefined {
  const dependencies: unknown = valueAtPointer(parseJson(text).value, problem.pointer);
  if (!isObject(dependencies)) return undefined;
  const split: Record<string, Record<string, JsonValue>> = { dependentRequired: {}, dependentSchemas: {} };
  for (const [name, value] of Object.entries(dependencies)) {
    split[Array.isArray(value) ? 'dependentRequired' : 'dependentSchemas'][name] = value;
  }
  const holder = parentPointer(problem.pointer);
  let current: string | undefined = removeProperty(text, problem.pointer);
  for (const keyword of ['dependentRequired', 'dependentSchemas']) {
    const value = split[keyword];
    if (current === undefined || Object.keys(value).length === 0) continue;
    current = insertProperty(current, holder, keyword, value);
  }
  return current === undefined
    ? undefined
    : { title: hostTexts().t('fix.splitDependencies'), newText: current };
}

function useUnevaluated(text: string, problem: SchemaProblemRef): SchemaTextFix | undefined {
  const data = problem.fix;
  if (
    !isObject(data) ||
    data.unevaluatedPropertiesAvailable !== true ||
    data.additionalPropertiesFalse !== true
  ) {
    return undefined;
  }
  const holder = containerAt(parseJson(text), parentPointer(problem.pointer));
  if (holder?.type !== 'object' || memberNamed(holder, 'unevaluatedProperties')) return undefined;
  const newText = renameProperty(text, problem.pointer, 'unevaluatedProperties');
  return newText === undefined ? undefined : { title: hostTexts().t('fix.useUnevaluated'), newText };
}

const FIXERS: Record<string, (text: string, problem: SchemaProblemRef) => SchemaTextFix | undefined> = {
  'if-without-required': addToIfRequired,
  'dependencies-deprecated': splitDependencies,
  'additional-properties-beside-combinator': useUnevaluated,
};

/** The repair of a schema problem, when it is mechanical. */
export function schemaLintFix(text: string, problem: SchemaProblemRef): SchemaTextFix | undefined {
  return FIXERS[problem.code]?.(text, problem);
}
