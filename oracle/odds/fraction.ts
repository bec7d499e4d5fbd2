/**
 * Exact probabilities: non-negative fractions of BigInt numerator and denominator, always reduced by
 * their gcd, so that two equal probabilities have one spelling (5/12, never 15/36). The odds module
 * multiplies a path's 1/36 factors and sums paths that end alike; nothing is rounded until `decimal`.
 * No Node-only import: the browser explorer bundles it.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError(`a fraction's denominator must be positive (got ${d})`);
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO: Fraction = fraction(0n);
export const ONE: Fraction = fraction(1n);

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const equals = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den;
export const compare = (a: Fraction, b: Fraction): number => {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** `5/12`; `0` and `1` as such. */
export const fractionText = (f: Fraction): string => (f.den === 1n ? String(f.num) : `${f.num}/${f.den}`);

/**
 * The decimal expansion rounded half up to `digits` places, computed in integers (no float error):
 * decimal(1/3, 4) = "0.3333", decimal(5/12, 4) = "0.4167".
 */
export function decimal(f: Fraction, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (f.num * scale * 2n + f.den) / (2n * f.den);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}` : String(whole);
}

/** The JSON form: `{ num, den }` as numbers when both are safe integers, as decimal strings otherwise. */
export function fractionJson(f: Fraction): { num: number; den: number } | { num: string; den: string } {
  const safe = (x: bigint) => x <= BigInt(Number.MAX_SAFE_INTEGER);
  return safe(f.num) && safe(f.den) ? { num: Number(f.num), den: Number(f.den) } : { num: String(f.num), den: String(f.den) };
}

/** A fraction times a number (an expected value's term), as a fraction: value must be an integer. */
export const scale = (f: Fraction, value: number): Fraction => fraction(f.num * BigInt(value), f.den);
