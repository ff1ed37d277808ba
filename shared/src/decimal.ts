/**
 * Exact decimal arithmetic for JSON numbers. A JSON number is a decimal literal; JavaScript holds the
 * nearest double. Where they differ (`9007199254740993`, `1e400`, `0.1000000000000000000001`) the
 * validator decides on the literal, and `multipleOf` always decides on decimal values, never on the
 * rounded quotient of two doubles. A double's decimal value here is its exact value when it is an
 * integer, and otherwise its shortest round-trip form (`String(x)`): the literal a person wrote for it,
 * `0.1` for 0.1.
 *
 * Nothing here allocates big numbers in proportion to an exponent: `1e400000000` costs what `1e4` does.
 */

/** sign x digits x 10^exp; `digits` has no leading or trailing zeros; zero has sign 0 and no digits. */
export interface Decimal {
  readonly sign: -1 | 0 | 1;
  readonly digits: string;
  readonly exp: number;
}

const ZERO: Decimal = { sign: 0, digits: '', exp: 0 };
/** Exponents beyond this are clamped: such a number compares as huge (or tiny) all the same. */
const MAX_EXPONENT = 1e15;
const NUMBER = /^(-)?([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/;

/** The decimal a JSON number literal (or `String(x)` of a finite double) denotes, or undefined. */
export function parseDecimal(literal: string): Decimal | undefined {
  const m = NUMBER.exec(literal);
  if (m === null || (m[2] === '' && (m[3] === undefined || m[3] === ''))) return undefined;
  const whole = m[2];
  const fraction = m[3] ?? '';
  let exp = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isFinite(exp) || Math.abs(exp) > MAX_EXPONENT) exp = Math.sign(exp) * MAX_EXPONENT;
  let digits = whole + fraction;
  exp -= fraction.length;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 48) first++;
  let last = digits.length;
  while (last > first && digits.charCodeAt(last - 1) === 48) last--;
  if (first === last) return ZERO;
  exp += digits.length - last;
  digits = digits.slice(first, last);
  return { sign: m[1] === '-' ? -1 : 1, digits, exp };
}

/**
 * The decimal value of a finite double: an integer's exact value (2^60 is 1152921504606846976, not the
 * 1152921504606847000 that `String` prints), anything else its shortest round-trip form.
 */
export function decimalOfNumber(x: number): Decimal {
  if (Number.isInteger(x) && Math.abs(x) >= 2 ** 53) return parseDecimal(BigInt(x).toString()) ?? ZERO;
  return parseDecimal(String(x)) ?? ZERO;
}

/**
 * The two decimals a schema's double may have been written as: its exact value and its shortest
 * round-trip form (the same for most numbers; 1e23 is 99999999999999991611392 exactly). A schema is
 * known only as doubles, so a document literal is compared with both, and passes if either passes.
 */
export function readingsOf(x: number): readonly [Decimal, Decimal] {
  const exact = decimalOfNumber(x);
  const shortest = parseDecimal(String(x)) ?? ZERO;
  return [exact, shortest];
}

/** True when the decimal equals one of the readings of a schema double. */
export function equalsReading(a: Decimal, readings: readonly [Decimal, Decimal]): boolean {
  return compareDecimal(a, readings[0]) === 0 || compareDecimal(a, readings[1]) === 0;
}

/** True when `literal` says a different number than the double JSON.parse makes of it. */
export function isInexactLiteral(literal: string): boolean {
  const x = Number(literal);
  // What JSON.stringify writes (most long literals in practice) is the shortest form of its double, which
  // decimalOfNumber gives back unless it is an integer of 2^53 or more (read exactly, through BigInt).
  if (String(x) === literal && !(Math.abs(x) >= 2 ** 53 && Number.isInteger(x))) return false;
  const exact = parseDecimal(literal);
  if (exact === undefined || !Number.isFinite(x)) return true;
  const rounded = decimalOfNumber(x);
  return exact.sign !== rounded.sign || exact.digits !== rounded.digits || exact.exp !== rounded.exp;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  if (a.sign === 0) return 0;
  // The position of the leading digit decides first, then the digits.
  const magnitude = a.digits.length + a.exp - (b.digits.length + b.exp);
  let order = magnitude !== 0 ? Math.sign(magnitude) : compareDigits(a.digits, b.digits);
  if (a.sign < 0) order = -order;
  return order;
}

function compareDigits(a: string, b: string): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (i < a.length ? a.charCodeAt(i) : 48) - (i < b.length ? b.charCodeAt(i) : 48);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** True when the decimal has no fractional part. */
export function isIntegerDecimal(a: Decimal): boolean {
  return a.sign === 0 || a.exp >= 0;
}

/** `digits` mod `divisor` (a positive BigInt), reading 15 digits at a time. */
function modulo(digits: string, divisor: bigint): bigint {
  let r = 0n;
  for (let i = 0; i < digits.length; i += 15) {
    const chunk = digits.slice(i, i + 15);
    r = (r * 10n ** BigInt(chunk.length) + BigInt(chunk)) % divisor;
  }
  return r;
}

/** How many times `factor` divides the integer `digits` (at most `limit`: only that many are asked for). */
function valuation(digits: string, factor: bigint, limit: number): number {
  // Divisibility by 2^n or 5^n depends on the last n digits only (10^n is a multiple of both).
  let n = 0;
  while (n < limit && modulo(digits.slice(-(n + 1)), factor ** BigInt(n + 1)) === 0n) n++;
  return n;
}

/**
 * True when a is an integer multiple of m (m > 0). With a = A x 10^p and m = B x 10^q (A, B without
 * trailing zeros) and B = 2^x 5^y B': for p < q never (A is not a multiple of 10); otherwise exactly when
 * B' divides A, and 2^x and 5^y divide A x 10^(p - q).
 */
export function isMultipleDecimal(a: Decimal, m: Decimal): boolean {
  if (a.sign === 0) return true;
  const k = a.exp - m.exp;
  if (k < 0) return false;
  let b = BigInt(m.digits);
  let x = 0;
  let y = 0;
  while (b % 2n === 0n) {
    b /= 2n;
    x++;
  }
  while (b % 5n === 0n) {
    b /= 5n;
    y++;
  }
  if (b !== 1n && modulo(a.digits, b) !== 0n) return false;
  if (x > k && valuation(a.digits, 2n, x - k) < x - k) return false;
  if (y > k && valuation(a.digits, 5n, y - k) < y - k) return false;
  return true;
}
