/**
 * Fixes for a property that is not allowed (`additionalProperties`, `unevaluatedProperties`, a
 * `false` property schema): remove it with its comma, or rename it to the closest allowed name
 * ("Did you mean ...?") when one is close enough to be a typo.
 */
import type { ValidationError } from '../../../shared/src/types';
import { containerAt, memberNamed, parseJson, removeProperty, renameProperty } from './jsonEdit';
import type { FixContext, TextFix } from './fixTypes';
import { isObject, parentLocation } from './fixTypes';

const NAME_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties', 'false']);

/** Damerau-Levenshtein distance (adjacent swaps count once: `adress` vs `address` is 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** The allowed name closest to `name`, if it is close enough to be a typo (case is ignored). */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.max(1, Math.floor(Math.max(name.length, 3) / 3));
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

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

/** The allowed name to rename the property to, when there is exactly one good candidate. */
export function renameTarget(error: ValidationError, context: FixContext): string | undefined {
  const property = offendingProperty(error);
  if (!property) return undefined;
  const objectPointer = property.pointer.slice(0, property.pointer.lastIndexOf('/'));
  const object = containerAt(parseJson(context.text), objectPointer);
  const unused = allowedNames(error, context).filter((n) => !memberNamed(object, n));
  return closestName(property.name, unused);
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
        title: `Did you mean '${target}'? Rename '${property.name}'`,
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
      title: `Remove property "${property.name}"`,
      newText: removed,
      fixes: [error],
      unambiguous: false,
    });
  }
  return fixes;
}
