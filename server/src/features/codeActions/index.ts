/** All quick fixes for the errors under the cursor, from the fix families. */
import type { ValidationError } from '../../../../shared/src/types';
import { allowedValueFixes } from './allowedValue';
import { disallowedPropertyFixes } from './disallowedProperty';
import type { FixContext, TextFix } from './fixTypes';
import { missingPropertyFixes } from './requiredProperty';
import { typeConversionFixes } from './typeConversion';

export type { FixContext, SchemaLookup, TextFix } from './fixTypes';
export { fixAll } from './fixAll';
export { minimalEdit } from './jsonEdit';

/** Fixes for the given errors, without duplicates (two errors can share an "add all" fix). */
export function quickFixes(errors: readonly ValidationError[], context: FixContext): TextFix[] {
  const out: TextFix[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const fixes = [
      ...missingPropertyFixes(error, context),
      ...disallowedPropertyFixes(error, context),
      ...allowedValueFixes(error, context),
      ...typeConversionFixes(error, context),
    ];
    for (const fix of fixes) {
      const key = `${fix.title}\u0000${fix.newText.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(fix);
    }
  }
  return out;
}
