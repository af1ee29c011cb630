import { i18n } from "@lingui/core";
import { type Locale, localeStorageKey } from "./locales.ts";

const catalogs: Record<Locale, () => Promise<{ messages: import("@lingui/core").Messages }>> = {
  "en-US": () => import("../../locales/en-US/messages.po"),
  "zh-CN": () => import("../../locales/zh-CN/messages.po"),
  "zh-TW": () => import("../../locales/zh-TW/messages.po"),
  "ms-MY": () => import("../../locales/ms-MY/messages.po"),
};

/**
 * Loads one catalog, activates it, and remembers the choice (storage, <html lang>). Whoever needs
 * to follow the language (the client's Accept-Language) listens to `i18n.on("change")`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  localStorage.setItem(localeStorageKey, locale);
}

export { i18n };
