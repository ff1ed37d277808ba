/**
 * Entry point of `dist/scanWorker.js`: the thread beside the document worker that reads a newly opened
 * large text while the document worker parses it with JSON.parse (see scanHelper.ts). It answers each
 * request twice, first with the literal search (short: a text without literals beyond a double can be
 * validated before its tree is made), then with the structure scan, and wakes the waiting thread after
 * each answer.
 */
import { workerData } from 'node:worker_threads';
import { wakeWaiter, type HelperData } from '../../../shared/src/helperThread';
import { collectGarbage } from './garbage';
import { LiteralIndex } from '../../../shared/src/json/numbers';
import { scanValidTree } from '../../../shared/src/json/validTree';
import type { ScanAnswer, ScanRequest } from './scanHelper';

const data = workerData as HelperData;

function answer(message: ScanAnswer, transfer: ArrayBuffer[] = []): void {
  wakeWaiter(data, message, transfer);
}

data.port.on('message', (message) => {
  const request = message as ScanRequest;
  const { id, text, nodeMin } = request;
  try {
    answer({ id, kind: 'literals', runs: new LiteralIndex(text).entries });
  } catch {
    answer({ id, kind: 'literals' });
  }
  try {
    const scan = scanValidTree(text, nodeMin);
    answer({ id, kind: 'structure', scan }, [
      scan.lineStarts.buffer as ArrayBuffer,
      scan.nodes.buffer as ArrayBuffer,
      scan.commas.buffer as ArrayBuffer,
    ]);
  } catch {
    answer({ id, kind: 'structure' });
  }
  // The thread stays for the next text but allocates nothing while it waits: the copies of this one would
  // stay resident until it ends. Collected after this handler returns: inside it, the text is still live
  // (a 91 MB text's helper held about 100 MB, collected here, and 10 MB collected a turn later).
  setImmediate(() => collectGarbage());
});
