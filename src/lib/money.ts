/** Money arrives in integer minor units: sen for MYR, micro-USDT for USDT. */
export type Currency = "MYR" | "USDT";

const minorDigits: Record<Currency, number> = { MYR: 2, USDT: 6 };

/** Minor units as an exact decimal string ("125000" sen → "1250.00"). No float is involved. */
export function toDecimalString(minor: number, currency: Currency): string {
  const digits = minorDigits[currency];
  const value = BigInt(Math.trunc(minor));
  const sign = value < 0n ? "-" : "";
  const abs = (value < 0n ? -value : value).toString().padStart(digits + 1, "0");
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * Formats integer minor units in the locale with two decimals. Intl formats the
 * exact decimal string, so no float rounding can creep in.
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const decimal = toDecimalString(minor, currency) as `${number}`;
  if (currency === "MYR") {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "MYR",
      currencyDisplay: "narrowSymbol",
      roundingMode: "trunc",
    }).format(decimal);
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: "trunc",
  });
  return `${number.format(decimal)} USDT`;
}

/** Plain integer count (points, chips) in the locale. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
