/**
 * "Did you mean" for a property that is not allowed: the declared name the person most likely meant
 * to type (a typo, a transposition, another letter case).
 */

/** Largest edit distance still taken for a typo; beyond it names are merely similar. */
const MAX_DISTANCE = 2;

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), or
 * `limit + 1` as soon as the distance is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows suffice: a transposition looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, before[j - 2] + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/**
 * The declared name closest to `name`: equal ignoring letter case, or at most two edits away and
 * fewer edits than half the shorter name (so `id` never suggests `ip`). Names the object already
 * has are skipped: suggesting one of them would only invite a duplicate. Ties go to the earlier name.
 */
export function closestName(
  name: string,
  candidates: readonly string[],
  present: (candidate: string) => boolean,
): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = MAX_DISTANCE + 1;
  for (const candidate of candidates) {
    if (candidate === name || present(candidate)) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    const limit = Math.min(MAX_DISTANCE, bestDistance - 1);
    if (limit < 1) continue;
    const d = editDistance(name, candidate, limit);
    if (d <= limit && d * 2 < Math.min(name.length, candidate.length)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The sentence appended to a "not allowed" message when there is a suggestion. */
export function didYouMean(suggestion: string): string {
  return ` Did you mean ${JSON.stringify(suggestion)}?`;
}
