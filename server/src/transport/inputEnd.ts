/**
 * The end of the client's input over stdio. vscode-languageserver ends the process at the end of an input
 * stream, but not of a message reader, which the server gives it (see messageDecoder.ts). Exiting at the
 * `end` event itself would drop what was read just before: the reader hands messages on in turns (and
 * decodes large bodies on another thread), so a client that wrote `shutdown`, `exit` and closed stdin at
 * once saw its shutdown unanswered and the process end with 1.
 */
import type { MessageReader } from 'vscode-languageserver/node';
import { tapReader } from './readerTap';

/**
 * Ends the process (`exit`) once the input has ended and every frame read before has reached the
 * connection, plus `graceMs` for it to be handled; after `maxWaitMs` whatever happened (a frame that was
 * not JSON never reaches it). The code is 0 after a shutdown request and 1 before, as vscode-languageserver
 * gives; an `exit` notification among the last messages ends the process first, with its own code.
 */
export function exitWhenInputEnds(
  input: NodeJS.ReadableStream,
  reader: MessageReader,
  shutdownReceived: () => boolean,
  exit: (code: number) => void,
  graceMs = 100,
  maxWaitMs = 5000,
): void {
  let read = 0;
  let delivered = 0;
  let ended = false;
  let exited = false;
  const finish = (): void => {
    if (exited) return;
    exited = true;
    exit(shutdownReceived() ? 0 : 1);
  };
  const settle = (): void => {
    if (ended && delivered >= read) setTimeout(finish, graceMs);
  };
  // FrameRepair passes on one whole frame per chunk.
  input.on('data', () => read++);
  tapReader(reader, () => {
    delivered++;
    settle();
  });
  const onEnd = (): void => {
    if (ended) return;
    ended = true;
    settle();
    setTimeout(finish, maxWaitMs);
  };
  input.on('end', onEnd);
  input.on('close', onEnd);
}
