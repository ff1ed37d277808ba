/**
 * RFC 3339 dates and times (`date`, `time`, `date-time`) and its Appendix A durations (`duration`).
 * Every pattern here is anchored and free of nested quantifiers, so a check is linear in the input.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|([+-])(\d{2}):(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** RFC 3339 `full-date`: `YYYY-MM-DD` with a day that exists in that month. */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const max = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= max;
}

/**
 * RFC 3339 `full-time`: the offset is required. A leap second (`:60`) is only accepted when the time,
 * shifted to UTC by its offset, is 23:59, the only minute a leap second can be inserted in.
 */
export function isTime(value: string): boolean {
  const m = TIME.exec(value);
  if (!m) return false;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3]);
  const sign = m[4] === '-' ? -1 : 1;
  const offsetHour = m[5] === undefined ? 0 : Number(m[5]);
  const offsetMinute = m[6] === undefined ? 0 : Number(m[6]);
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  const utcMinutes = (hour * 60 + minute - sign * (offsetHour * 60 + offsetMinute) + 2 * 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}

/** RFC 3339 `date-time`: a full date, `T` (either case), a full time. */
export function isDateTime(value: string): boolean {
  const separator = value[10];
  if (separator !== 'T' && separator !== 't') return false;
  return isDate(value.slice(0, 10)) && isTime(value.slice(11));
}

// RFC 3339 Appendix A: years may be followed by months then days, hours by minutes then seconds;
// weeks stand alone. Each alternative starts with digits and a distinct unit letter, so no backtracking blows up.
const DURATION_TIME = String.raw`T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S)`;
const DURATION_DATE = String.raw`(?:\d+D|\d+M(?:\d+D)?|\d+Y(?:\d+M(?:\d+D)?)?)`;
const DURATION = new RegExp(`^P(?:${DURATION_DATE}(?:${DURATION_TIME})?|${DURATION_TIME}|\\d+W)$`);

/** RFC 3339 Appendix A `duration` (ISO 8601 subset): `P1Y2M3DT4H5M6S`, `PT36H`, `P2W`, integers only. */
export function isDuration(value: string): boolean {
  return DURATION.test(value);
}
