/** RFC 6570 URI Templates (`uri-template`), every level up to 4, checked by a single left-to-right scan. */
import { isIprivate, isUcschar } from './uri';

// RFC 6570 section 2.1 `literals` in ASCII (with the apostrophe that Errata 6937 adds).
const LITERAL_ASCII = new Set(
  Array.from("!#$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~", (c) =>
    c.charCodeAt(0),
  ),
);
const HEX2 = /^[0-9A-Fa-f]{2}$/;
// Level 2 and 3 operators; `= , ! @ |` are reserved for future extensions and so invalid today.
const OPERATORS = '+#./;?&';
const VARCHAR = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+$/;
const MAX_LENGTH = /^[1-9][0-9]{0,3}$/;

function isVarspec(varspec: string): boolean {
  let name = varspec;
  if (name.endsWith('*')) {
    name = name.slice(0, -1);
  } else {
    const colon = name.indexOf(':');
    if (colon >= 0) {
      if (!MAX_LENGTH.test(name.slice(colon + 1))) return false;
      name = name.slice(0, colon);
    }
  }
  // varname = varchar *( ["."] varchar ): dots only between non-empty runs.
  return name.split('.').every((part) => VARCHAR.test(part));
}

function isExpression(body: string): boolean {
  const list = OPERATORS.includes(body.charAt(0)) ? body.slice(1) : body;
  return list.split(',').every(isVarspec);
}

/** RFC 6570 URI Template: literals (with percent-encoded triplets) and `{...}` expressions. */
export function isUriTemplate(value: string): boolean {
  for (let i = 0; i < value.length;) {
    const cp = value.codePointAt(i) ?? 0;
    if (cp === 0x7b) {
      const close = value.indexOf('}', i + 1);
      const open = value.indexOf('{', i + 1);
      if (close < 0 || (open >= 0 && open < close)) return false;
      if (!isExpression(value.slice(i + 1, close))) return false;
      i = close + 1;
    } else if (cp === 0x25) {
      if (!HEX2.test(value.slice(i + 1, i + 3))) return false;
      i += 3;
    } else if (LITERAL_ASCII.has(cp) || isUcschar(cp) || isIprivate(cp)) {
      i += cp > 0xffff ? 2 : 1;
    } else {
      return false;
    }
  }
  return true;
}
