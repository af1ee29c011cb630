/** Plain integer count (points, chips) in the locale. Money is formatted by the contract's money rules. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
