/**
 * Fixes for a property that is not allowed (`additionalProperties`, `unevaluatedProperties`, a
 * `false` property schema): remove it with its comma, or rename it to the closest allowed name
 * ("Did you mean ...?") when one is close enough to be a typo.
 */
import type { ValidationError } from '../../../../shared/src/types';
import { closestName } from '../../../../shared/src/validator/suggest';
import { containerAt, memberNamed, parseJson, removeProperty, renameProperty } from './jsonEdit';
import type { FixContext, TextFix } from './fixTypes';
import { isObject, parentLocation } from './fixTypes';
import { hostTexts } from '../../../../host/src/displayLanguage';

const NAME_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties', 'false']);

/** The property an error is about: its key is the target. */
function offendingProperty(error: ValidationError): { pointer: string; name: string } | undefined {
  if (!NAME_KEYWORDS.has(error.keyword) || error.target.part !== 'key') return undefined;
  const pointer = error.target.path;
  const slash = pointer.lastIndexOf('/');
  if (slash < 0) return undefined;
  const name = pointer
    .slice(slash + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
  return { pointer, name };
}

function allowedNames(error: ValidationError, context: FixContext): string[] {
  const allowed = error.params.allowedProperties;
  if (Array.isArray(allowed)) return allowed.filter((n): n is string => typeof n === 'string');
  const holder = context.lookup(parentLocation(error.schemaPath));
  return isObject(holder) && isObject(holder.properties) ? Object.keys(holder.properties) : [];
}

/**
 * The allowed name to rename the property to: the one the message's "Did you mean" names, so that the
 * fix and the message never disagree; errors from elsewhere (no suggestion in their params) get the same
 * rule applied to the names the schema allows and the object does not have yet.
 */
export function renameTarget(error: ValidationError, context: FixContext): string | undefined {
  const property = offendingProperty(error);
  if (!property) return undefined;
  const objectPointer = property.pointer.slice(0, property.pointer.lastIndexOf('/'));
  const object = containerAt(parseJson(context.text), objectPointer);
  const suggested = error.params.suggestion;
  if (typeof suggested === 'string') {
    return memberNamed(object, suggested) === undefined ? suggested : undefined;
  }
  return closestName(
    property.name,
    allowedNames(error, context),
    (n) => memberNamed(object, n) !== undefined,
  );
}

/** Remove and rename fixes for one error. */
export function disallowedPropertyFixes(error: ValidationError, context: FixContext): TextFix[] {
  const property = offendingProperty(error);
  if (!property) return [];
  const fixes: TextFix[] = [];
  const target = renameTarget(error, context);
  if (target !== undefined) {
    const renamed = renameProperty(context.text, property.pointer, target);
    if (renamed !== undefined) {
      fixes.push({
        title: hostTexts().t('fix.rename', { target, name: property.name }),
        newText: renamed,
        fixes: [error],
        unambiguous: true,
        preferred: true,
      });
    }
  }
  const removed = removeProperty(context.text, property.pointer);
  if (removed !== undefined) {
    fixes.push({
      title: hostTexts().t('fix.removeProperty', { name: property.name }),
      newText: removed,
      fixes: [error],
      unambiguous: false,
    });
  }
  return fixes;
}
