/**
 * Turns a document's bytes into text. JSON is exchanged as UTF-8 (RFC 8259): bytes that are not valid
 * UTF-8 are an error at the first bad byte (read with replacement characters they used to pass
 * unnoticed). A UTF-16 file with a byte order mark is decoded, with a warning: VS Code opens such a file
 * and this extension validates it there, so the CLI gives the same verdict on the same file rather
 * than a syntax error at its first byte.
 */
import { validUtf8Prefix } from '../../shared/src/jsonLines';

/** Where a document's bytes stop being UTF-8, in the text decoded so far (zero-based, UTF-16 columns). */
export interface EncodingError {
  message: string;
  line: number;
  character: number;
  /** Offset in the decoded text of the bad byte's replacement. */
  offset: number;
}

export type DecodedText = { text: string; warning?: string } | { error: EncodingError };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function hex(byte: number): string {
  return `0x${byte.toString(16).padStart(2, '0')}`;
}

function decodeUtf16(bytes: Uint8Array, label: 'utf-16le' | 'utf-16be', name: string): DecodedText {
  try {
    const text = new TextDecoder(label, { fatal: true }).decode(bytes);
    return {
      text,
      warning:
        `This file is ${name} (with a byte order mark), not UTF-8: it was validated after decoding, but ` +
        'JSON is exchanged as UTF-8 (RFC 8259) and other tools may not read it; save it as UTF-8.',
    };
  } catch {
    return {
      error: {
        message: `This file starts with a ${name} byte order mark but is not valid ${name}; save it as UTF-8.`,
        line: 0,
        character: 0,
        offset: 0,
      },
    };
  }
}

/** Decodes a document's bytes: UTF-8 (a BOM is kept, as the parser expects), or UTF-16 with a BOM. */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, 'utf-16le', 'UTF-16 little-endian');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, 'utf-16be', 'UTF-16 big-endian');
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    const bad = validUtf8Prefix(bytes);
    const before = utf8.decode(bytes.subarray(0, bad));
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 0;
    for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) line++;
    return {
      error: {
        message:
          `The file is not valid UTF-8: byte ${hex(bytes[bad])} at byte offset ${bad} does not begin a ` +
          'valid UTF-8 character. JSON text must be UTF-8 (RFC 8259): save the file as UTF-8.',
        line,
        character: before.length - lineStart,
        offset: before.length,
      },
    };
  }
}
