/**
 * A look at every message a JSON-RPC reader delivers, taken before the connection handles it (the
 * connection takes the reader's `listen`, so watching it means wrapping that).
 */
import type { Message, MessageReader } from 'vscode-languageserver/node';

/** Calls `seen` with each message `reader` delivers, just before its listener gets it. */
export function tapReader(reader: MessageReader, seen: (message: Message) => void): void {
  const listen = reader.listen.bind(reader);
  reader.listen = (callback) =>
    listen((message) => {
      seen(message);
      callback(message);
    });
}
