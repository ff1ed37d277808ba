/**
 * "Did you mean" for a property that is not allowed: the declared name the person most likely meant
 * to type (a typo, a transposition, another letter case).
 *
 * Bounded work. A document may hold thousands of unknown keys and a schema thousands of names, some
 * of them 30,000 characters long; comparing every key with every name was quadratic in both (5,000 x
 * 5,000 took 10.8 s). So names longer than `MAX_SUGGESTED_LENGTH` get no suggestion, a name is only
 * compared with the candidates whose length is within the distance (an index per candidate list, built
 * once), the distance is computed in a band of the matrix, one lookup makes at most
 * `MAX_COMPARISONS_PER_LOOKUP` comparisons, and the caller passes a per-object budget.
 */
import type { Texts } from '../l10n/texts';

/** Largest edit distance still taken for a typo; beyond it names are merely similar. */
const MAX_DISTANCE = 2;
/** Longer names (the key or the candidate) get no suggestion: nobody mistypes a name that long. */
export const MAX_SUGGESTED_LENGTH = 100;
/** Edit distances one lookup may compute. */
const MAX_COMPARISONS_PER_LOOKUP = 2_000;
/** Edit distances the lookups for one object may compute together (see `SuggestBudget`). */
export const MAX_COMPARISONS_PER_OBJECT = 20_000;

/** What the lookups for one object may still spend; created on the first lookup, passed to the next. */
export interface SuggestBudget {
  comparisons: number;
}

/** A new budget for the lookups of one object. */
export function suggestBudget(): SuggestBudget {
  return { comparisons: MAX_COMPARISONS_PER_OBJECT };
}

// Rows of the distance matrix, reused: names are at most MAX_SUGGESTED_LENGTH long when it matters.
let rowBefore = new Int32Array(MAX_SUGGESTED_LENGTH + 3);
let rowPrevious = new Int32Array(MAX_SUGGESTED_LENGTH + 3);
let rowCurrent = new Int32Array(MAX_SUGGESTED_LENGTH + 3);

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), or
 * `limit + 1` as soon as the distance is known to exceed `limit`. Only the cells within `limit` of the
 * diagonal are computed (a cell farther away is already more than `limit`), so the cost is
 * O(length x limit).
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const over = limit + 1;
  if (rowCurrent.length < b.length + 1) {
    rowBefore = new Int32Array(b.length + 1);
    rowPrevious = new Int32Array(b.length + 1);
    rowCurrent = new Int32Array(b.length + 1);
  }
  let before = rowBefore;
  let previous = rowPrevious;
  let current = rowCurrent;
  for (let j = 0; j <= b.length; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = i <= limit ? i : over;
    // The cell left of the band counts as out of reach.
    if (from > 1) current[from - 1] = over;
    let rowMin = current[0];
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const up = j <= i - 1 + limit ? previous[j] : over;
      let d = Math.min(up + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, before[j - 2] + 1);
      }
      if (d > over) d = over;
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (to < b.length) current[to + 1] = over;
    if (rowMin > limit) return over;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] > limit ? over : previous[b.length];
}

/** The candidates of one list by length and by lower case, with their positions (ties go to the earlier). */
interface CandidateIndex {
  byLength: Map<number, number[]>;
  byLowerCase: Map<string, number[]>;
}

const indexes = new WeakMap<readonly string[], CandidateIndex>();

function indexOf(candidates: readonly string[]): CandidateIndex {
  const known = indexes.get(candidates);
  if (known !== undefined) return known;
  const byLength = new Map<number, number[]>();
  const byLowerCase = new Map<string, number[]>();
  for (let position = 0; position < candidates.length; position++) {
    const candidate = candidates[position];
    if (candidate.length > MAX_SUGGESTED_LENGTH) continue;
    const sameLength = byLength.get(candidate.length);
    if (sameLength === undefined) byLength.set(candidate.length, [position]);
    else sameLength.push(position);
    const lower = candidate.toLowerCase();
    const sameLower = byLowerCase.get(lower);
    if (sameLower === undefined) byLowerCase.set(lower, [position]);
    else sameLower.push(position);
  }
  const index = { byLength, byLowerCase };
  indexes.set(candidates, index);
  return index;
}

/**
 * The declared name closest to `name`: equal ignoring letter case, or at most two edits away and
 * fewer edits than half the shorter name (so `id` never suggests `ip`). Names the object already
 * has are skipped: suggesting one of them would only invite a duplicate. Ties go to the earlier name.
 * `budget`, shared by the lookups of one object, caps their work together.
 */
export function closestName(
  name: string,
  candidates: readonly string[],
  present: (candidate: string) => boolean,
  budget?: SuggestBudget,
): string | undefined {
  if (name.length > MAX_SUGGESTED_LENGTH || (budget !== undefined && budget.comparisons <= 0)) {
    return undefined;
  }
  const index = indexOf(candidates);
  for (const position of index.byLowerCase.get(name.toLowerCase()) ?? []) {
    const candidate = candidates[position];
    if (candidate !== name && !present(candidate)) return candidate;
  }
  let best = -1;
  let bestDistance = MAX_DISTANCE + 1;
  let comparisons = Math.min(MAX_COMPARISONS_PER_LOOKUP, budget?.comparisons ?? Infinity);
  for (let length = name.length - MAX_DISTANCE; length <= name.length + MAX_DISTANCE; length++) {
    for (const position of index.byLength.get(length) ?? []) {
      if (comparisons <= 0) break;
      const candidate = candidates[position];
      if (candidate === name || present(candidate)) continue;
      const limit = Math.min(MAX_DISTANCE, bestDistance - (position < best ? 0 : 1));
      if (limit < 1) continue;
      comparisons--;
      if (budget !== undefined) budget.comparisons--;
      const d = editDistance(name, candidate, limit);
      if (d > limit || d * 2 >= Math.min(name.length, candidate.length)) continue;
      if (d < bestDistance || (d === bestDistance && position < best)) {
        best = position;
        bestDistance = d;
      }
    }
  }
  return best < 0 ? undefined : candidates[best];
}

/** The sentence appended to a "not allowed" message when there is a suggestion. */
export function didYouMean(texts: Texts, suggestion: string): string {
  return texts.t('suggest.didYouMean', { suggestion: JSON.stringify(suggestion) });
}
