/**
 * `node:vm` in the web build (scripts/build.mjs): worker/garbage.ts asks it for `gc`, which a browser
 * never exposes; the throw is caught there and collections are left to the engine.
 */

/** Throws: there is no `vm` in a browser. */
export function runInNewContext(_code: string): never {
  throw new Error('node:vm is not available in a browser');
}
