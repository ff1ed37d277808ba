/**
 * What VS Code's built-in JSON support offers, from the document alone, in a file it has no schema for
 * (vscode-json-languageservice's schema-less completion): the property names of similar objects (the
 * other objects of the same array, or the values of the other properties with the same name) and the
 * values seen at the same key (with the other boolean). Beside it, our completion leaves those labels
 * out, so the person never sees the same item twice. Its value labels are the source text; ours are
 * `JSON.stringify`, so a number written `1.50` elsewhere could still show as `1.5` and `1.50`.
 */
import type { JsonValue, PathSegment } from '../../../shared/src/index';
import { isSchemaObject } from './applicable';
import { valueAt } from './values';

/** Calls `visit` for every property (name, value, holder) of the value, without recursion. */
function eachProperty(
  root: JsonValue,
  visit: (name: string, value: JsonValue, holder: object) => void,
): void {
  const stack: JsonValue[] = [root];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
    } else if (isSchemaObject(v)) {
      for (const name of Object.keys(v)) {
        const child = v[name];
        visit(name, child, v);
        if (child !== null && typeof child === 'object') stack.push(child);
      }
    }
  }
}

/** The property names the built-in support offers in the object at `path`. */
export function echoedNames(root: JsonValue, path: readonly PathSegment[]): Set<string> {
  const names = new Set<string>();
  if (path.length === 0) {
    names.add('$schema');
    return names;
  }
  const last = path[path.length - 1];
  const holder = valueAt(root, path.slice(0, -1));
  const similar: JsonValue[] = [];
  if (typeof last === 'number') {
    // The other items of the same array.
    if (Array.isArray(holder)) holder.forEach((item, i) => i !== last && similar.push(item));
  } else {
    // The values of every other property with the same name (not this one: compared by its holder).
    eachProperty(root, (name, value, owner) => {
      if (name === last && owner !== holder) similar.push(value);
    });
  }
  for (const o of similar) if (isSchemaObject(o)) for (const name of Object.keys(o)) names.add(name);
  return names;
}

function labelOf(value: JsonValue): string {
  if (Array.isArray(value)) return '[]';
  if (value !== null && typeof value === 'object') return '{}';
  return JSON.stringify(value);
}

/**
 * The value labels the built-in support offers at `path` (a property's value or an array item): the
 * values of the other properties with the same name; for an item, the items of the other arrays held
 * by a property with the same name (never those of the array being edited, nor of an array that is
 * not a property's value). Nothing when the value being edited is an object or an array.
 */
export function echoedValues(root: JsonValue, path: readonly PathSegment[]): Set<string> {
  const labels = new Set<string>();
  const add = (value: JsonValue): void => {
    labels.add(labelOf(value));
    if (typeof value === 'boolean') labels.add(String(!value));
  };
  const last = path[path.length - 1];
  const holderPath = path.slice(0, -1);
  const holder = valueAt(root, holderPath);
  if (typeof last === 'string') {
    const here = isSchemaObject(holder) && Object.hasOwn(holder, last) ? holder[last] : undefined;
    if (here !== null && typeof here === 'object') return labels;
    eachProperty(root, (name, value, owner) => {
      if (name === last && owner !== holder) add(value);
    });
    return labels;
  }
  const owner = holderPath[holderPath.length - 1];
  if (typeof last === 'number' && typeof owner === 'string') {
    const here = Array.isArray(holder) ? holder[last] : undefined;
    if (here !== null && typeof here === 'object') return labels;
    eachProperty(root, (name, value) => {
      if (name === owner && Array.isArray(value) && value !== holder) for (const item of value) add(item);
    });
  }
  return labels;
}
