/** Fixes for `enum`/`const` errors: replace the value with an allowed one (one action per value). */
import type { JsonValue, ValidationError } from '../../../../shared/src/types';
import { replaceValue } from './jsonEdit';
import type { FixContext, TextFix } from './fixTypes';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** More than this many values would flood the light-bulb menu. */
const MAX_VALUES = 20;

function allowedValues(error: ValidationError, context: FixContext): JsonValue[] {
  const { params } = error;
  if (error.keyword === 'enum') {
    if (Array.isArray(params.allowedValues)) return params.allowedValues as JsonValue[];
    const schema = context.lookup(error.schemaPath);
    return Array.isArray(schema) ? schema : [];
  }
  if (error.keyword === 'const') {
    if ('allowedValue' in params) return [params.allowedValue as JsonValue];
    if (Array.isArray(params.allowedValues)) return params.allowedValues as JsonValue[];
    const schema = context.lookup(error.schemaPath);
    return schema === undefined ? [] : [schema];
  }
  // anyOf/oneOf whose alternatives are lists of values report them merged.
  if (Array.isArray(params.allowedValues)) return params.allowedValues as JsonValue[];
  return [];
}

/** Replace-value fixes for one error. */
export function allowedValueFixes(error: ValidationError, context: FixContext): TextFix[] {
  if (error.target.part !== 'value') return [];
  const all = allowedValues(error, context);
  // The value the message suggests ("Did you mean ...?") comes first and is the preferred fix.
  const suggestion = error.params.suggestion;
  const values =
    typeof suggestion === 'string' && all.includes(suggestion)
      ? [suggestion, ...all.filter((v) => v !== suggestion)]
      : all;
  const fixes: TextFix[] = [];
  for (const value of values.slice(0, MAX_VALUES)) {
    const newText = replaceValue(context.text, error.instancePath, value);
    if (newText === undefined) continue;
    const shown = JSON.stringify(value);
    fixes.push({
      title: hostTexts().t('fix.replaceWith', {
        value: shown.length > 60 ? `${shown.slice(0, 57)}...` : shown,
      }),
      newText,
      fixes: [error],
      unambiguous: values.length === 1,
      preferred: values.length === 1 || value === suggestion,
    });
  }
  return fixes;
}
