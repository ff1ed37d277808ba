/**
 * A full garbage collection on demand, for the moments a large document's memory should come back at
 * once: the thread that held it may allocate next to nothing afterwards (an idle worker, a server
 * answering small requests), and V8 collects the old generation only when allocation asks for it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collector: (() => void) | null | undefined;

/**
 * Runs a full collection on the calling thread; false when this runtime cannot. (`--expose-gc` cannot
 * be given to one worker thread, nor to a server an editor started; set at run time, it exposes `gc` to a
 * new context.)
 */
export function collectGarbage(): boolean {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('gc');
      collector = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collector = null;
    }
  }
  collector?.();
  return collector !== null;
}
