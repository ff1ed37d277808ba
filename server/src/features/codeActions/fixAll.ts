/**
 * The `source.fixAll.jsonObjectValidator` action: applies every unambiguous fix (add missing
 * properties, rename an obvious typo, set the only allowed value), validating again between rounds
 * because one fix can reveal or resolve others (an added object brings its own required properties).
 */
import type { ValidationError } from '../../../../shared/src/types';
import { allowedValueFixes } from './allowedValue';
import { disallowedPropertyFixes } from './disallowedProperty';
import type { SchemaLookup } from './fixTypes';
import { addAllMissing } from './requiredProperty';

const MAX_ROUNDS = 5;

/** The text after every unambiguous fix; `validate` gives the errors of a text. */
export function fixAll(
  text: string,
  validate: (text: string) => readonly ValidationError[],
  lookup: SchemaLookup,
): string {
  let current = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const errors = validate(current);
    let next = current;
    // Renames first: a typo'd name must not be "fixed" by adding the right name beside it.
    for (const error of errors) {
      const context = { text: current, errors, lookup };
      const fix = [...disallowedPropertyFixes(error, context), ...allowedValueFixes(error, context)].find(
        (f) => f.unambiguous,
      );
      if (fix) {
        next = fix.newText;
        // Pointers of later errors may have moved: validate again before the next fix.
        break;
      }
    }
    if (next === current) next = addAllMissing(current, errors, lookup) ?? current;
    if (next === current) break;
    current = next;
  }
  return current;
}
