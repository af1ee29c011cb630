import { type ContentLocale, fallbackContentLocale } from "../../src/api/contract/content.ts";
import { localeFromAcceptLanguage } from "../../src/lib/locales.ts";
import type { ContentTexts } from "../db/schema.ts";
import { fail } from "../errors.ts";

// ---------- language ----------

/** The content language for an Accept-Language header (the app's matcher, src/lib/locales.ts); else en-US. */
export function contentLocaleOf(header: string | undefined): ContentLocale {
  return localeFromAcceptLanguage(header) ?? fallbackContentLocale;
}

/** The texts in the wanted language, else en-US (always stored), with the language they are in. */
export function textIn<T>(texts: ContentTexts<T>, locale: ContentLocale): { text: T; locale: ContentLocale } {
  const own = texts[locale];
  if (own) return { text: own, locale };
  const fallback = texts[fallbackContentLocale];
  if (fallback) return { text: fallback, locale: fallbackContentLocale };
  // a row always has en-US (the operator creates it in en-US first); any language rather than nothing
  const [first, text] = Object.entries(texts)[0] as [ContentLocale, T];
  return { text, locale: first };
}

/**
 * An instant the operator wrote: with a zone as written, without one (a datetime-local field) in GMT+8, the
 * platform's time. "Invalid data request" when it is no real date.
 */
export function operatorInstant(value: string): Date {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+08:00`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
    fail(400, "Invalid data request");
  }
  return date;
}

export const page = <T>(items: T[], pageNo: number, limit: number, total: number) => ({
  items,
  page: pageNo,
  limit,
  total,
});
