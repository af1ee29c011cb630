import { i18n, type Messages } from "@lingui/core";
import { type Locale, localeCookieName, localeStorageKey, localeTags } from "../lib/locales.ts";

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * One catalog of every language (src/lib/locales.ts), each loaded when asked for (a chunk of its own), found
 * by its path locales/<locale>/<catalog>.po; a language without the file fails here, at start.
 */
function catalogsByLocale(files: Record<string, Catalog>, catalog: string): Record<Locale, Catalog> {
  const byLocale = new Map(localeTags.map((locale) => [locale, files[`../../locales/${locale}/${catalog}.po`]]));
  for (const [locale, load] of byLocale) if (!load) throw new Error(`locales/${locale}/${catalog}.po is missing`);
  return Object.fromEntries(byLocale) as Record<Locale, Catalog>;
}

/** The messages of the signed-out first screens and what they use (lingui.config.ts): all they wait for. */
const firstCatalogs = catalogsByLocale(import.meta.glob<{ messages: Messages }>("../../locales/*/first.po"), "first");

/** The messages of every other screen. */
const restCatalogs = catalogsByLocale(
  import.meta.glob<{ messages: Messages }>("../../locales/*/messages.po"),
  "messages",
);

const rest = new Map<Locale, Promise<Messages>>();
function restOf(locale: Locale): Promise<Messages> {
  let pending = rest.get(locale);
  if (!pending) {
    pending = restCatalogs[locale]().then((module) => module.messages);
    rest.set(locale, pending);
    // a failed load (offline) is tried again by the next caller
    pending.catch(() => rest.delete(locale));
  }
  return pending;
}

/** The language whose whole catalog is loaded (null while only its first-screen messages are). */
let complete: Locale | null = null;

/** Loads a language's whole catalog and activates it (in the browser and in the prerender). */
export async function loadLocale(locale: Locale): Promise<void> {
  const [first, others] = await Promise.all([firstCatalogs[locale](), restOf(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...others, ...first.messages } });
  complete = locale;
}

/**
 * The rest of the active language's messages, added to what is loaded (a no-op once there). The
 * signed-in screens wait for it (src/routes/_signedIn.tsx); the first screen asks for it once drawn.
 */
export async function loadRestOfLocale(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (complete === locale) return;
  const others = await restOf(locale);
  if (i18n.locale !== locale || complete === locale) return;
  i18n.load(locale, others);
  complete = locale;
}

/**
 * Loads a language (its first-screen messages only, when asked: the rest then follows with
 * `loadRestOfLocale`), activates it, and remembers the choice (storage, <html lang>, and a cookie, by
 * which the server serves the next first screen in this language). Whoever needs to follow the
 * language (the client's Accept-Language) listens to `i18n.on("change")`.
 */
export async function activateLocale(locale: Locale, only: "first screen" | "all" = "all"): Promise<void> {
  if (only === "first screen") {
    const { messages } = await firstCatalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
    complete = null;
  } else {
    await loadLocale(locale);
  }
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
