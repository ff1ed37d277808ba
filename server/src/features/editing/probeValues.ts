/**
 * JSON values for probing, built from the tolerant syntax tree of the text as it stands, and changed
 * along one path without copying anything else (the rest of a huge document is shared, not cloned).
 */
import type { Node } from 'jsonc-parser';
import type { JsonObject, JsonValue, PathSegment } from '../../../../shared/src/index';

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property, `__proto__` included (an assignment would change the prototype instead). */
function setOwn(object: JsonObject, name: string, value: JsonValue): void {
  Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The value of a syntax tree node. Properties without a value (still being typed) and the property
 * `skip` (the one whose name is being completed) are left out; the last of duplicate keys wins.
 */
export function treeValue(node: Node | undefined, skip?: Node): JsonValue | undefined {
  if (node === undefined) return undefined;
  // An explicit stack: a deeply nested document must not overflow ours.
  const root: { value?: JsonValue } = {};
  const stack: { node: Node; assign: (v: JsonValue) => void }[] = [{ node, assign: (v) => (root.value = v) }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const n = top.node;
    switch (n.type) {
      case 'object': {
        const object: JsonObject = {};
        top.assign(object);
        // Keys in text order, each with its last value (as JSON.parse keeps duplicates).
        const last = new Map<string, Node>();
        for (const property of n.children ?? []) {
          const key = property.children?.[0];
          const value = property.children?.[1];
          if (property === skip || value === undefined || typeof key?.value !== 'string') continue;
          last.delete(key.value);
          last.set(key.value, value);
        }
        for (const [name, value] of last) {
          setOwn(object, name, null);
          stack.push({ node: value, assign: (v) => setOwn(object, name, v) });
        }
        break;
      }
      case 'array': {
        const array: JsonValue[] = [];
        top.assign(array);
        (n.children ?? []).forEach((item, i) => {
          array.push(null);
          stack.push({ node: item, assign: (v) => (array[i] = v) });
        });
        break;
      }
      case 'string':
      case 'number':
      case 'boolean':
        top.assign(n.value as JsonValue);
        break;
      case 'null':
        top.assign(null);
        break;
      default:
        break;
    }
  }
  return root.value;
}

/** The value at `path`, if there is one. */
export function valueAt(root: JsonValue | undefined, path: readonly PathSegment[]): JsonValue | undefined {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isObject(current) && typeof segment === 'string' && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else return undefined;
  }
  return current;
}

/**
 * `root` with `value` at `path` (copying only the containers on the path). With `insert`, an array item
 * is inserted at the last index instead of replacing it. Undefined when the path does not exist (its
 * parent is not a container).
 */
export function withValueAt(
  root: JsonValue | undefined,
  path: readonly PathSegment[],
  value: JsonValue,
  insert = false,
): JsonValue | undefined {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = root.slice();
    if (rest.length === 0 && insert) copy.splice(Math.min(head, copy.length), 0, value);
    else {
      const child = withValueAt(root[head], rest, value, insert);
      if (child === undefined) return undefined;
      copy[Math.min(head, copy.length)] = child;
    }
    return copy;
  }
  if (isObject(root) && typeof head === 'string') {
    const child = withValueAt(root[head], rest, value, insert);
    if (child === undefined) return undefined;
    const copy = { ...root };
    setOwn(copy, head, child);
    return copy;
  }
  return undefined;
}
