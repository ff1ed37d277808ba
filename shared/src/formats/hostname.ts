/**
 * Host names: `hostname` (RFC 1123 LDH labels; from draft 7 on, `xn--` labels must also be valid
 * IDNA2008 A-labels, RFC 5891 section 4.4) and `idn-hostname` (RFC 5890-5893 U-labels and A-labels).
 * IDNA2008 needs Unicode data (derived properties, Bidi classes, joining types): the `idn-hostname`
 * package carries it, and we only add the rules where JSON Schema is stricter than that package.
 */
import { isIdnHostname as idnaCheck } from 'idn-hostname';

const LDH_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const A_LABEL_PREFIX = /^xn--/i;
// RFC 3490 section 3.1: the full stop and its ideographic, fullwidth and halfwidth forms separate labels.
const IDN_SEPARATOR = /[.\u3002\uFF0E\uFF61]/;
// A longer text cannot become a 253-octet ACE name; the bound keeps Punycode work small on hostile input.
const MAX_IDN_INPUT = 1024;

function idnaAccepts(hostname: string): boolean {
  try {
    return idnaCheck(hostname);
  } catch {
    return false;
  }
}

/**
 * RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens, each 1-63 characters,
 * at most 253 characters in all, no trailing dot. With `checkALabels`, a label starting `xn--` must be the
 * canonical Punycode of a valid U-label.
 */
export function isHostname(value: string, checkALabels: boolean): boolean {
  if (value.length === 0 || value.length > 253) return false;
  for (const label of value.split('.')) {
    if (!LDH_LABEL.test(label)) return false;
    if (checkALabels && A_LABEL_PREFIX.test(label) && !idnaAccepts(label)) return false;
  }
  return true;
}

/** RFC 5890 internationalized host name: U-labels and A-labels under IDNA2008, no empty label, no root dot. */
export function isIdnHostname(value: string): boolean {
  if (value.length === 0 || value.length > MAX_IDN_INPUT) return false;
  // The package accepts a trailing root dot; JSON Schema's suite treats any empty label as invalid.
  if (value.split(IDN_SEPARATOR).some((label) => label.length === 0)) return false;
  return idnaAccepts(value);
}
