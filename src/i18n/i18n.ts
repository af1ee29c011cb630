import { i18n } from "@lingui/core";
import { type Locale, localeCookieName, localeStorageKey } from "../lib/locales.ts";

const catalogs: Record<Locale, () => Promise<{ messages: import("@lingui/core").Messages }>> = {
  "en-US": () => import("../../locales/en-US/messages.po"),
  "zh-CN": () => import("../../locales/zh-CN/messages.po"),
  "zh-TW": () => import("../../locales/zh-TW/messages.po"),
  "ms-MY": () => import("../../locales/ms-MY/messages.po"),
};

/** Loads one catalog and activates it (in the browser and in the prerender). */
export async function loadLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

/**
 * Loads one catalog, activates it, and remembers the choice (storage, <html lang>, and a cookie, by
 * which the server serves the next first screen in this language). Whoever needs to follow the
 * language (the client's Accept-Language) listens to `i18n.on("change")`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // no storage (private mode): the cookie below still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, which players use; one fixed cookie, no text of the player's
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export { i18n };
