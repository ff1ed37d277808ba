// The core compiles without any host's type library (no DOM, no @types/node) so that it cannot reach for
// platform APIs by accident. The Encoding standard's TextEncoder is the one it uses on purpose: every
// host it runs in (Node, browsers, web workers) has it.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
// Its TextDecoder too: JSON Lines input arrives as UTF-8 bytes (jsonLines.ts).
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}
