/**
 * A JSONC tokenizer for the recovering parser. It mirrors jsonc-parser's scanner (same token kinds, same
 * error kinds) but is part of the core, so the bundles need no UMD module, and it builds no strings
 * for whitespace.
 */

export const enum Token {
  OpenBrace = 1,
  CloseBrace,
  OpenBracket,
  CloseBracket,
  Comma,
  Colon,
  Null,
  True,
  False,
  String,
  Number,
  LineComment,
  BlockComment,
  /** A run of characters that is no token: an unquoted word, a single-quoted string, a stray symbol. */
  Unknown,
  EOF,
}

export const enum ScanError {
  None,
  UnexpectedEndOfComment,
  UnexpectedEndOfString,
  UnexpectedEndOfNumber,
  InvalidUnicode,
  InvalidEscapeCharacter,
  InvalidCharacter,
}

/** Reads tokens one after the other; whitespace and line breaks are skipped, comments are tokens. */
export class Tokenizer {
  /** Kind, start, end and error of the current token. */
  kind: Token = Token.EOF;
  start = 0;
  end = 0;
  error: ScanError = ScanError.None;
  /** Decoded value of a String token (set only for strings). */
  value = '';
  private pos: number;

  constructor(
    private readonly text: string,
    start: number,
  ) {
    this.pos = start;
  }

  /** Moves to an offset; the next scan starts there. */
  seek(pos: number): void {
    this.pos = pos;
  }

  /** Advances to the next token and returns its kind. */
  scan(): Token {
    const text = this.text;
    const len = text.length;
    let pos = this.pos;
    let c = text.charCodeAt(pos);
    while (c === 32 || c === 9 || c === 10 || c === 13) c = text.charCodeAt(++pos);
    this.start = pos;
    this.error = ScanError.None;
    if (pos >= len) {
      this.pos = this.end = len;
      return (this.kind = Token.EOF);
    }
    let kind: Token;
    switch (c) {
      case 123:
        kind = Token.OpenBrace;
        pos++;
        break;
      case 125:
        kind = Token.CloseBrace;
        pos++;
        break;
      case 91:
        kind = Token.OpenBracket;
        pos++;
        break;
      case 93:
        kind = Token.CloseBracket;
        pos++;
        break;
      case 44:
        kind = Token.Comma;
        pos++;
        break;
      case 58:
        kind = Token.Colon;
        pos++;
        break;
      case 34:
        kind = Token.String;
        pos = this.scanString(pos + 1);
        break;
      case 47: {
        const c2 = text.charCodeAt(pos + 1);
        if (c2 === 47) {
          kind = Token.LineComment;
          pos += 2;
          while (pos < len && !isLineBreak(text.charCodeAt(pos))) pos++;
        } else if (c2 === 42) {
          kind = Token.BlockComment;
          const close = text.indexOf('*/', pos + 2);
          if (close < 0) {
            pos = len;
            this.error = ScanError.UnexpectedEndOfComment;
          } else pos = close + 2;
        } else {
          kind = Token.Unknown;
          pos++;
        }
        break;
      }
      case 45:
        if (!isDigit(text.charCodeAt(pos + 1))) {
          kind = Token.Unknown;
          pos++;
          break;
        }
        kind = Token.Number;
        pos = this.scanNumber(pos + 1);
        break;
      default:
        if (isDigit(c)) {
          kind = Token.Number;
          pos = this.scanNumber(pos);
          break;
        }
        // A word (true/false/null or junk such as NaN, 'single', undefined): read up to a delimiter.
        while (pos < len && isWordCharacter(text.charCodeAt(pos))) pos++;
        if (pos === this.start) pos++;
        kind = wordKind(text.slice(this.start, pos));
    }
    this.pos = this.end = pos;
    return (this.kind = kind);
  }

  /** Reads a number from its first digit; returns its end. Like jsonc-parser, `012` ends after `0`. */
  private scanNumber(pos: number): number {
    const text = this.text;
    if (text.charCodeAt(pos) === 48) pos++;
    else while (isDigit(text.charCodeAt(pos))) pos++;
    if (text.charCodeAt(pos) === 46) {
      pos++;
      if (!isDigit(text.charCodeAt(pos))) {
        this.error = ScanError.UnexpectedEndOfNumber;
        return pos;
      }
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    const e = text.charCodeAt(pos);
    if (e === 69 || e === 101) {
      pos++;
      const sign = text.charCodeAt(pos);
      if (sign === 43 || sign === 45) pos++;
      if (!isDigit(text.charCodeAt(pos))) {
        this.error = ScanError.UnexpectedEndOfNumber;
        return pos;
      }
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    return pos;
  }

  /** Reads a string body after its opening quote, setting value; returns the end of the token. */
  private scanString(pos: number): number {
    const text = this.text;
    const len = text.length;
    let result = '';
    let chunk = pos;
    for (;;) {
      if (pos >= len) {
        this.error = ScanError.UnexpectedEndOfString;
        result += text.slice(chunk, pos);
        break;
      }
      const c = text.charCodeAt(pos);
      if (c === 34) {
        result += text.slice(chunk, pos);
        pos++;
        break;
      }
      if (c === 92) {
        result += text.slice(chunk, pos);
        pos++;
        if (pos >= len) {
          this.error = ScanError.UnexpectedEndOfString;
          break;
        }
        const e = text.charCodeAt(pos++);
        switch (e) {
          case 34:
            result += '"';
            break;
          case 92:
            result += '\\';
            break;
          case 47:
            result += '/';
            break;
          case 98:
            result += '\b';
            break;
          case 102:
            result += '\f';
            break;
          case 110:
            result += '\n';
            break;
          case 114:
            result += '\r';
            break;
          case 116:
            result += '\t';
            break;
          case 117: {
            const code = hex4(text, pos);
            if (code >= 0) {
              result += String.fromCharCode(code);
              pos += 4;
            } else this.error = ScanError.InvalidUnicode;
            break;
          }
          default:
            // Keep the character so the recovered string stays close to what was meant.
            this.error = ScanError.InvalidEscapeCharacter;
            result += text[pos - 1];
        }
        chunk = pos;
        continue;
      }
      if (c <= 0x1f) {
        if (isLineBreak(c)) {
          // A string cannot span lines: end it here so the next line still parses.
          this.error = ScanError.UnexpectedEndOfString;
          result += text.slice(chunk, pos);
          break;
        }
        this.error = ScanError.InvalidCharacter;
      }
      pos++;
    }
    this.value = result;
    return pos;
  }
}

function wordKind(word: string): Token {
  switch (word) {
    case 'true':
      return Token.True;
    case 'false':
      return Token.False;
    case 'null':
      return Token.Null;
    default:
      return Token.Unknown;
  }
}

function hex4(text: string, pos: number): number {
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const c = text.charCodeAt(pos + i);
    let digit: number;
    if (c >= 48 && c <= 57) digit = c - 48;
    else if (c >= 65 && c <= 70) digit = c - 55;
    else if (c >= 97 && c <= 102) digit = c - 87;
    else return -1;
    value = value * 16 + digit;
  }
  return value;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/** Whether a word token (true, false, null or junk) goes on through this character. */
export function isWordCharacter(c: number): boolean {
  switch (c) {
    case 32:
    case 9:
    case 10:
    case 13:
    case 123:
    case 125:
    case 91:
    case 93:
    case 34:
    case 58:
    case 44:
    case 47:
      return false;
    default:
      return c === c;
  }
}
