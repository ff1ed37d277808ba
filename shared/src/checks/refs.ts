/**
 * Just enough reference resolution for the lints to look through local `$ref`s (`#/...`, `#anchor`, an
 * `$id` of this document). Remote and unresolvable references yield undefined: the lints then stay
 * silent, and reporting them is the engine's job.
 */
import type { Draft, JsonPointer, JsonValue } from '../types';
import { isObject, own } from './problem';
import { idKeyword, schemaObjects, startsResource } from './subschemas';
import type { SchemaObjectAt } from './subschemas';

/** A resolved reference target. */
export interface RefTarget {
  value: JsonValue;
  pointer: JsonPointer;
  resource: JsonPointer;
}

/** Finds the targets of local references in one schema document. */
export class LocalRefs {
  private readonly anchors = new Map<string, JsonPointer>();
  private readonly ids = new Map<string, JsonPointer>();

  constructor(
    private readonly root: JsonValue,
    draft: Draft,
    objects: SchemaObjectAt[] = schemaObjects(root, draft),
  ) {
    for (const { schema, pointer, resource } of objects) {
      const id = own(schema, idKeyword(draft));
      if (typeof id === 'string') {
        if (startsResource(schema, draft)) this.ids.set(id.replace(/#$/, ''), pointer);
        else if (id.length > 1) this.anchors.set(`${resource}#${id.slice(1)}`, pointer);
      }
      for (const keyword of ['$anchor', '$dynamicAnchor']) {
        const name = own(schema, keyword);
        if (typeof name === 'string') this.anchors.set(`${resource}#${name}`, pointer);
      }
    }
  }

  private readonly resolved = new Map<string, RefTarget | undefined>();

  /** The target of `ref` written inside the resource at `resource`, when it is in this document. */
  resolve(ref: string, resource: JsonPointer): RefTarget | undefined {
    const key = `${resource}\u0000${ref}`;
    if (this.resolved.has(key)) return this.resolved.get(key);
    const target = this.resolveUncached(ref, resource);
    this.resolved.set(key, target);
    return target;
  }

  private resolveUncached(ref: string, resource: JsonPointer): RefTarget | undefined {
    const hash = ref.indexOf('#');
    const base = hash < 0 ? ref : ref.slice(0, hash);
    let fragment: string;
    try {
      fragment = hash < 0 ? '' : decodeURIComponent(ref.slice(hash + 1));
    } catch {
      return undefined;
    }
    let target = resource;
    if (base !== '') {
      const found = this.ids.get(base);
      if (found === undefined) return undefined;
      target = found;
    }
    if (fragment !== '' && !fragment.startsWith('/')) {
      const anchored = this.anchors.get(`${target}#${fragment}`);
      return anchored === undefined ? undefined : this.at(anchored, target);
    }
    return this.at(target + fragment, target);
  }

  private at(pointer: JsonPointer, resource: JsonPointer): RefTarget | undefined {
    let value: JsonValue | undefined = this.root;
    for (const raw of pointer.split('/').slice(1)) {
      const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (Array.isArray(value)) value = /^(0|[1-9]\d*)$/.test(token) ? value[Number(token)] : undefined;
      else if (isObject(value)) value = own(value, token);
      else value = undefined;
      if (value === undefined) return undefined;
    }
    return { value, pointer, resource };
  }
}
