/** Plain integer count (points, chips) in the locale. Money is formatted by the contract's money rules. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A file size in the player's language ("2.4 MB", "850 kB"), rounded up (a file a byte over the limit never
 * reads as the limit itself), its number and unit kept on one line.
 */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, "megabyte"] : [Math.max(bytes / 1024, 0.1), "kilobyte"];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
    roundingMode: "ceil",
  })
    .format(value)
    .replace(/ /g, "\u00a0");
}

/** Minutes in the player's language ("45 min", "45分钟"), kept on one line. */
export function formatMinutes(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "short" })
    .format(minutes)
    .replace(/ /g, "\u00a0");
}
