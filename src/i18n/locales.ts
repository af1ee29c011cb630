/** The four languages of the app; en-US is the source and the fallback. */
export const locales = {
  "en-US": "English",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
  "ms-MY": "Bahasa Melayu",
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "en-US";
export const localeStorageKey = "player-app:language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && value in locales;
}

/** The saved choice, else the browser's nearest match, else en-US. */
export function initialLocale(): Locale {
  const saved = typeof localStorage === "undefined" ? null : localStorage.getItem(localeStorageKey);
  if (isLocale(saved)) return saved;
  const wanted = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of wanted) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("zh")) {
      return lower.includes("tw") || lower.includes("hk") || lower.includes("hant") ? "zh-TW" : "zh-CN";
    }
    if (lower.startsWith("ms")) return "ms-MY";
    if (lower.startsWith("en")) return "en-US";
  }
  return defaultLocale;
}
