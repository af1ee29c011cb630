/**
 * A time played, in whole minutes (59 s is "0 min"), as the language
 * abbreviates hours and minutes: "1 hr 5 min" (en), "1小时5分钟" (zh), "1 j 5 min" (ms). Under an hour: minutes only.
 */
export function formatPlayedTime(seconds: number, locale: string): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: "hour" | "minute") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  if (hours === 0) return unit(minutes, "minute");
  return new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format([
    unit(hours, "hour"),
    unit(minutes, "minute"),
  ]);
}
