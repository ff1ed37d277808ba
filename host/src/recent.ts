/**
 * Keeps the most recently released keys up to a bound (compiled schemas no document uses, kept so that
 * reopening a file runs warm code), oldest first in a Set's insertion order.
 */

/** Notes `key` as the most recent one; returns the oldest key when that pushed the set past `max`. */
export function keepRecent<T>(recent: Set<T>, key: T, max: number): T | undefined {
  recent.delete(key);
  recent.add(key);
  if (recent.size <= max) return undefined;
  const oldest = recent.values().next().value as T;
  recent.delete(oldest);
  return oldest;
}
