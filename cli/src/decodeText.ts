/**
 * Turns a document's bytes into text. JSON is exchanged as UTF-8 (RFC 8259): bytes that are not valid
 * UTF-8 are an error at the first bad byte (read with replacement characters they used to pass
 * unnoticed). A UTF-16 file with a byte order mark is decoded, with a warning: VS Code opens such a file
 * and this extension validates it there, so the CLI gives the same verdict on the same file rather
 * than a syntax error at its first byte.
 */
import { validUtf8Prefix } from '../../shared/src/jsonLines';
import { hostTexts } from '../../host/src/displayLanguage';

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
      warning: hostTexts().t('cli.encoding.utf16', { encoding: name }),
    };
  } catch {
    return {
      error: {
        message: hostTexts().t('cli.encoding.badBom', { encoding: name }),
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
        message: hostTexts().t('cli.encoding.notUtf8', { byte: hex(bytes[bad]), offset: bad }),
        line,
        character: before.length - lineStart,
        offset: before.length,
      },
    };
  }
}
