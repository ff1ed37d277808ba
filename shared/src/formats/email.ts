/**
 * E-mail addresses: `email` is an RFC 5321 `Mailbox`, `idn-email` the RFC 6531 extension that also
 * admits UTF-8 in the local part and an internationalized domain. Comments, display names and folding
 * white space (RFC 5322 syntax that SMTP does not carry) are rejected.
 */
import { isHostname, isIdnHostname } from './hostname';
import { isIpv4, isIpv6 } from './ip';

// RFC 5321 section 4.5.3.1: 64 octets for the local part, 254 for the whole address (256 minus "<>").
const MAX_LOCAL_OCTETS = 64;
const MAX_ADDRESS_OCTETS = 254;
const ATEXT_ASCII = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]$/;
const GENERAL_LITERAL = /^[A-Za-z0-9-]*[A-Za-z0-9]:[\x21-\x5a\x5e-\x7e]+$/;

function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    octets += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return octets;
}

function isAtext(char: string, idn: boolean): boolean {
  return ATEXT_ASCII.test(char) || (idn && char.charCodeAt(0) >= 0x80);
}

/** Returns the index just past the local part (a dot-string or a quoted string), or -1. */
function scanLocalPart(value: string, idn: boolean): number {
  if (value.startsWith('"')) {
    let i = 1;
    while (i < value.length) {
      const code = value.charCodeAt(i);
      if (code === 0x22) return i + 1;
      if (code === 0x5c) {
        // quoted-pairSMTP: a backslash and one printable ASCII character.
        const next = value.charCodeAt(i + 1);
        if (!(next >= 0x20 && next <= 0x7e)) return -1;
        i += 2;
      } else if ((code >= 0x20 && code <= 0x7e) || (idn && code >= 0x80)) {
        i += 1;
      } else {
        return -1;
      }
    }
    return -1;
  }
  let i = 0;
  let atomLength = 0;
  for (const char of value) {
    if (char === '@') break;
    if (char === '.') {
      if (atomLength === 0) return -1;
      atomLength = 0;
    } else if (isAtext(char, idn)) {
      atomLength += 1;
    } else {
      return -1;
    }
    i += char.length;
  }
  return atomLength === 0 ? -1 : i;
}

function isAddressLiteral(literal: string): boolean {
  if (/^IPv6:/i.test(literal)) return isIpv6(literal.slice(5));
  return isIpv4(literal) || GENERAL_LITERAL.test(literal);
}

function isMailbox(value: string, idn: boolean): boolean {
  // A UTF-16 length never exceeds the UTF-8 length, so this rejects overlong input before any scan.
  if (value.length > MAX_ADDRESS_OCTETS) return false;
  const end = scanLocalPart(value, idn);
  if (end <= 0 || value[end] !== '@') return false;
  const local = value.slice(0, end);
  const domain = value.slice(end + 1);
  if (utf8Length(local) > MAX_LOCAL_OCTETS || utf8Length(value) > MAX_ADDRESS_OCTETS) return false;
  if (domain.startsWith('[') && domain.endsWith(']')) return isAddressLiteral(domain.slice(1, -1));
  return idn ? isIdnHostname(domain) : isHostname(domain, true);
}

/** RFC 5321 mailbox: `local@domain` or `local@[address-literal]`, ASCII only. */
export function isEmail(value: string): boolean {
  return isMailbox(value, false);
}

/** RFC 6531 mailbox: like `email`, with UTF-8 allowed in the local part and an IDNA2008 domain. */
export function isIdnEmail(value: string): boolean {
  return isMailbox(value, true);
}
