/**
 * `format` checkers for every draft. Each draft knows only the formats its specification defines; any
 * other name is an unknown format, and unknown formats always pass. Checkers see strings only: the engine
 * lets every non-string through as valid.
 */
import type { Draft } from '../types';
import { isValidRegex } from '../regex';
import { isDate, isDateTime, isDuration, isTime } from './dateTime';
import { isEmail, isIdnEmail } from './email';
import { isHostname, isIdnHostname } from './hostname';
import { isIpv4, isIpv6 } from './ip';
import { isJsonPointer, isRelativeJsonPointer } from './jsonPointer';
import { isIri, isIriReference, isUri, isUriReference } from './uri';
import { isUriTemplate } from './uriTemplate';

/** Checks one string against a format. */
export type FormatChecker = (value: string) => boolean;

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

/** RFC 4122 UUID in its hex-and-dash form; any version and variant nibble. */
function isUuid(value: string): boolean {
  return UUID.test(value);
}

// Draft 4 and 6 describe `hostname` by RFC 1034/1123 only; from draft 7 on, labels produced by Punycode
// (RFC 5891) are named explicitly, so an `xn--` label must then decode to a valid U-label.
const DRAFT4: Record<string, FormatChecker> = {
  'date-time': isDateTime,
  email: isEmail,
  hostname: (value) => isHostname(value, false),
  ipv4: isIpv4,
  ipv6: isIpv6,
  uri: isUri,
};

const DRAFT6: Record<string, FormatChecker> = {
  ...DRAFT4,
  'uri-reference': isUriReference,
  'uri-template': isUriTemplate,
  'json-pointer': isJsonPointer,
};

const DRAFT7: Record<string, FormatChecker> = {
  ...DRAFT6,
  hostname: (value) => isHostname(value, true),
  date: isDate,
  time: isTime,
  'idn-email': isIdnEmail,
  'idn-hostname': isIdnHostname,
  iri: isIri,
  'iri-reference': isIriReference,
  'relative-json-pointer': isRelativeJsonPointer,
  regex: isValidRegex,
};

const DRAFT2019: Record<string, FormatChecker> = {
  ...DRAFT7,
  duration: isDuration,
  uuid: isUuid,
};

const BY_DRAFT: Record<Draft, Record<string, FormatChecker>> = {
  '4': DRAFT4,
  '6': DRAFT6,
  '7': DRAFT7,
  '2019-09': DRAFT2019,
  '2020-12': DRAFT2019,
};

/** Every format name that some draft defines, sorted. */
export const knownFormats: readonly string[] = Object.keys(DRAFT2019).sort();

/** A checker for a `format` value in a draft, or undefined for an unknown format (unknown formats always pass). Checkers only see strings; the engine passes non-strings through as valid. */
export function getFormatValidator(name: string, draft: Draft): FormatChecker | undefined {
  const table = BY_DRAFT[draft];
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}
