/** The four languages of the app; en-US is the source and the fallback. */
export const locales = {
  "en-US": "English",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
  "ms-MY": "Bahasa Melayu",
} as const;

export type Locale = keyof typeof locales;
/**
 * The language tags, in the order above: every other list of languages (the contract's content and gift
 * languages, the server's game languages, the catalogs, Lingui's config) is derived from `locales`.
 */
export const localeTags = Object.keys(locales) as readonly Locale[] as readonly [Locale, ...Locale[]];
export const defaultLocale: Locale = "en-US";
export const localeStorageKey = "player-app:language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && value in locales;
}

/**
 * The cookie that carries the player's choice to the server (set with the choice; read by the server
 * to pick the language of the prerendered first screen: server/http/prerendered.ts).
 */
export const localeCookieName = "player-app-language";

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or the script named (zh-Hant). */
const traditionalChinese = /-(tw|hk|mo|hant)\b/;

/**
 * The first of the given language tags (most wanted first) the app speaks, else null: a tag matches one of
 * `locales` exactly, else by its language (the first subtag: en-GB → en-US, ms → ms-MY), Chinese by its script
 * (zh-Hant, zh-HK, zh-TW, zh-MO → zh-TW; any other zh → zh-CN).
 */
export function localeFromTags(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase().replaceAll("_", "-");
    const exact = localeTags.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split("-")[0];
    if (language === "zh") return traditionalChinese.test(lower) ? "zh-TW" : "zh-CN";
    const sameLanguage = localeTags.find((locale) => locale.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/**
 * The best language of an Accept-Language header the app speaks, else null: its tags by preference (q-value,
 * then order; q=0 and `*` left out), matched by {@link localeFromTags}. The server's one matcher (the first
 * screen, content, games).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  const wanted = (header ?? "")
    .slice(0, 500)
    .split(",")
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return localeFromTags(wanted);
}

/**
 * The saved choice, else the browser's nearest match, else en-US: the same order the server follows
 * for the first screen's HTML (its cookie, then Accept-Language), so both pick the same language.
 */
export function initialLocale(): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(localeStorageKey);
  } catch {
    // no storage (private mode, or prerendering): the browser's languages decide
  }
  if (isLocale(saved)) return saved;
  return localeFromTags(typeof navigator === "undefined" ? [] : navigator.languages) ?? defaultLocale;
}
