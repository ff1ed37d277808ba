/**
 * `node:crypto`'s `createHash` in the web build (scripts/build.mjs). The callers hash to name cache
 * files and to notice that a list of problems changed, never for security, and a web worker has no
 * synchronous digest: this is a 128-bit non-cryptographic hash (four seeded 32-bit multiply-xor lanes
 * over the UTF-16 code units), written out as `hex` or `base64` as asked.
 */

/** The subset of node's `Hash` the callers use. */
export interface Hash {
  update(text: string): Hash;
  digest(encoding: 'hex' | 'base64'): string;
}

/** A hash of the text given to `update`; the algorithm's name is not used. */
export function createHash(_algorithm: string): Hash {
  const lanes = [0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f];
  let length = 0;
  const hash: Hash = {
    update(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        for (let l = 0; l < 4; l++) lanes[l] = Math.imul(lanes[l] ^ c, 0x01000193 + 2 * l) >>> 0;
      }
      length += text.length;
      return hash;
    },
    digest(encoding) {
      const bytes: number[] = [];
      for (let l = 0; l < 4; l++) {
        let h = (lanes[l] ^ length) >>> 0;
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
        h = (h ^ (h >>> 16) ^ lanes[(l + 1) % 4]) >>> 0;
        bytes.push(h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255);
      }
      if (encoding === 'hex') return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
      return btoa(String.fromCharCode(...bytes));
    },
  };
  return hash;
}
