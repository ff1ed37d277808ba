/** Finding the keyword an unknown key was probably meant to be. */

/** Edit distance with adjacent transpositions (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The one candidate that `word` most likely misspells (case ignored; at most one edit, two from eight
 * characters on; a singular for a plural is one edit), or undefined when none or several are equally
 * close.
 */
export function closestKeyword(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const limit = lower.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tie = false;
  // A singular for a plural keyword ("additionalProperty", "patternProperty") counts as one edit.
  const plurals = lower.endsWith('y') ? [`${lower.slice(0, -1)}ies`, `${lower}s`] : [`${lower}s`];
  for (const candidate of candidates) {
    const target = candidate.toLowerCase();
    // A keyword with something appended ("typeof", "typeName") is a vocabulary's own keyword, not a slip.
    if (lower.length > target.length + 1 && lower.startsWith(target)) continue;
    const d = plurals.includes(target) ? 1 : editDistance(lower, target, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return best !== undefined && !tie ? best : undefined;
}
