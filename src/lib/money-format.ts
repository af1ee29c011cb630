/**
 * Money shown to a player: integer minor units as text in the locale. Plain Intl, no schema library, so the screens
 * that only show money (the lobby's balance, a wallet row) do not load arktype with the contract's money rules
 * (src/api/contract/money.ts, which builds on the currencies and digits here).
 */

export const currencies = ["MYR", "USDT"] as const;
export type Currency = (typeof currencies)[number];

/** Decimal places of one minor unit. */
export const minorDigits: Record<Currency, number> = { MYR: 2, USDT: 6 };

/** Minor units as an exact decimal string ("125000" sen → "1250.00"). No float is involved. */
export function toDecimalString(minor: number, currency: Currency): string {
  const digits = minorDigits[currency];
  const value = BigInt(Math.trunc(minor));
  const sign = value < 0n ? "-" : "";
  const abs = (value < 0n ? -value : value).toString().padStart(digits + 1, "0");
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

// An Intl.NumberFormat costs about a millisecond to build (several on a slow phone) and a screen formats dozens of
// amounts: one per locale and style, built on first use.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, style: "amount" | "myr"): Intl.NumberFormat {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      style === "myr"
        ? { style: "currency", currency: "MYR", currencyDisplay: "narrowSymbol", roundingMode: "trunc" }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: "trunc" },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * Builds the locale's money formats in a task of their own and resolves after it; undefined when they are built
 * already. The first Intl.NumberFormat of a page costs far more than the next ones (ICU's number formatting starts
 * up: about 15 ms on a laptop, 60 ms and more on a slow phone): a screen that shows money as it opens (the lobby)
 * waits for this in its loader, so that cost is not one more slice of its first render's task.
 */
export function prepareMoneyFormat(locale: string): Promise<void> | undefined {
  if (formats.has(`myr ${locale}`) && formats.has(`amount ${locale}`)) return undefined;
  return new Promise((resolve) =>
    setTimeout(() => {
      // the first format call has its own start-up (decimal strings), as the first formatter has
      numberFormat(locale, "myr").format("0.00" as `${number}`);
      numberFormat(locale, "amount").format("0.00" as `${number}`);
      resolve();
    }, 0),
  );
}

/** The number with two decimals in the locale ("1,250.00"), cut, never rounded up. */
export function formatAmount(minor: number, currency: Currency, locale: string): string {
  return numberFormat(locale, "amount").format(toDecimalString(minor, currency) as `${number}`);
}

/**
 * Integer minor units in the locale with two decimals ("RM 1,250.00", "250.00 USDT").
 * Intl formats the exact decimal string, so no float rounding can creep in.
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  if (currency === "MYR") return numberFormat(locale, "myr").format(toDecimalString(minor, currency) as `${number}`);
  return `${formatAmount(minor, currency, locale)} USDT`;
}
