/**
 * What VS Code's built-in JSON support offers, from the document alone, in a file it has no schema for
 * (vscode-json-languageservice's schema-less completion): the property names of similar objects (the
 * other objects of the same array, or the values of the other properties with the same name) and the
 * values seen at the same key (with the other boolean). Beside it, our completion leaves those labels
 * out, so the person never sees the same item twice. Its value labels are the source text; ours are
 * `JSON.stringify`, so a number written `1.50` elsewhere could still show as `1.5` and `1.50`.
 * Both functions are asked about the labels ours would offer and stop looking once all of them are
 * found: in a large document of similar records that is within the first records, not the whole value.
 */
import type { JsonValue, PathSegment } from '../../../../shared/src/index';
import { isSchemaObject } from './applicable';
import { valueAt } from './probeValues';

/**
 * Calls `visit` for every property (name, value, holder) of the value in document order, without
 * recursion, until `done()` says so.
 */
function eachProperty(
  root: JsonValue,
  visit: (name: string, value: JsonValue, holder: object) => void,
  done: () => boolean,
): void {
  const stack: JsonValue[] = [root];
  for (let v = stack.pop(); v !== undefined && !done(); v = stack.pop()) {
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const item = v[i];
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    } else if (isSchemaObject(v)) {
      const names = Object.keys(v);
      for (const name of names) visit(name, v[name], v);
      for (let i = names.length - 1; i >= 0; i--) {
        const child = v[names[i]];
        if (child !== null && typeof child === 'object') stack.push(child);
      }
    }
  }
}

/** The labels of `wanted` found so far, and whether all are. */
class Found {
  readonly labels = new Set<string>();
  constructor(private readonly wanted: ReadonlySet<string>) {}
  add(label: string): void {
    if (this.wanted.has(label)) this.labels.add(label);
  }
  done = (): boolean => this.labels.size === this.wanted.size;
}

/** Which of the `wanted` property names the built-in support offers in the object at `path`. */
export function echoedNames(
  root: JsonValue,
  path: readonly PathSegment[],
  wanted: ReadonlySet<string>,
): Set<string> {
  const found = new Found(wanted);
  if (path.length === 0) {
    found.add('$schema');
    return found.labels;
  }
  const last = path[path.length - 1];
  const holder = valueAt(root, path.slice(0, -1));
  const similar = (o: JsonValue): void => {
    if (isSchemaObject(o)) for (const name of wanted) if (Object.hasOwn(o, name)) found.add(name);
  };
  if (typeof last === 'number') {
    // The other items of the same array.
    if (Array.isArray(holder)) {
      for (let i = 0; i < holder.length && !found.done(); i++) if (i !== last) similar(holder[i]);
    }
  } else {
    // The values of every other property with the same name (not this one: compared by its holder).
    eachProperty(
      root,
      (name, value, owner) => name === last && owner !== holder && similar(value),
      found.done,
    );
  }
  return found.labels;
}

function labelOf(value: JsonValue): string {
  if (Array.isArray(value)) return '[]';
  if (value !== null && typeof value === 'object') return '{}';
  return JSON.stringify(value);
}

/**
 * Which of the `wanted` value labels the built-in support offers at `path` (a property's value or an
 * array item): the values of the other properties with the same name; for an item, the items of the
 * other arrays held by a property with the same name (never those of the array being edited, nor of an
 * array that is not a property's value). Nothing when the value being edited is an object or an array.
 */
export function echoedValues(
  root: JsonValue,
  path: readonly PathSegment[],
  wanted: ReadonlySet<string>,
): Set<string> {
  const found = new Found(wanted);
  const add = (value: JsonValue): void => {
    found.add(labelOf(value));
    if (typeof value === 'boolean') found.add(String(!value));
  };
  const last = path[path.length - 1];
  const holderPath = path.slice(0, -1);
  const holder = valueAt(root, holderPath);
  if (typeof last === 'string') {
    const here = isSchemaObject(holder) && Object.hasOwn(holder, last) ? holder[last] : undefined;
    if (here !== null && typeof here === 'object') return found.labels;
    eachProperty(root, (name, value, owner) => name === last && owner !== holder && add(value), found.done);
    return found.labels;
  }
  const owner = holderPath[holderPath.length - 1];
  if (typeof last === 'number' && typeof owner === 'string') {
    const here = Array.isArray(holder) ? holder[last] : undefined;
    if (here !== null && typeof here === 'object') return found.labels;
    eachProperty(
      root,
      (name, value) => {
        if (name === owner && Array.isArray(value) && value !== holder) for (const item of value) add(item);
      },
      found.done,
    );
  }
  return found.labels;
}
