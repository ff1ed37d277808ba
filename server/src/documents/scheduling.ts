/**
 * When an edited document is validated again. The `validationDelay` setting is the longest wait after
 * the last edit; when the document's last validation was quick (an incremental run takes a few
 * milliseconds even in a large document), the wait shrinks to a few times that run, so squiggles follow
 * typing closely without validating on every keystroke of a fast typist.
 */

/** The shortest wait after an edit, so a burst of keystrokes still ends in one validation. */
export const MIN_DELAY_MS = 15;
/** The wait is this many times the last validation's duration (when that is below the setting). */
export const DELAY_PER_RUN = 4;

/** Milliseconds to wait after an edit, given the setting and how long the last validation took. */
export function adaptiveDelay(setting: number, lastRunMs: number | undefined): number {
  if (lastRunMs === undefined || !(setting > MIN_DELAY_MS)) return setting;
  return Math.min(setting, Math.max(MIN_DELAY_MS, Math.ceil(lastRunMs * DELAY_PER_RUN)));
}

/**
 * Runs `run` after `delay` milliseconds and returns what cancels it. No delay means the next turn of the
 * event loop (setImmediate): node's setTimeout waits at least a millisecond, a tenth of an edit's budget.
 */
export function runLater(run: () => void, delay: number): () => void {
  if (delay <= 0) {
    const immediate = setImmediate(run);
    return () => clearImmediate(immediate);
  }
  const timer = setTimeout(run, delay);
  return () => clearTimeout(timer);
}
