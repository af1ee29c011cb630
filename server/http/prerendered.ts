/**
 * The first screen as HTML: the build prerenders the signed-out screens in each language
 * (scripts/prerender.ts → STATIC_DIR/prerendered/<locale>/<page>.html, drawn with theme placeholders).
 * For a page request this picks the page (by path) and the language (the player's saved choice in a
 * cookie, then Accept-Language, then en-US); the caller fills in the tenant's theme (withTenantTheme).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  defaultLocale,
  isLocale,
  type Locale,
  localeCookieName,
  localeFromAcceptLanguage,
} from "../../src/lib/locales.ts";
import { type PrerenderedPage, prerenderedPages } from "../../src/lib/prerender.ts";

/**
 * The language of a page request: the cookie the app sets with the player's choice, else the best
 * of Accept-Language (by q-value), else en-US. The same order the app follows (src/lib/locales.ts).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${localeCookieName}=`))
    ?.slice(localeCookieName.length + 1);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** A matcher of the app's route paths (TanStack's syntax: `$param`, `{-$optional}`, a `$` splat). */
export function routeMatcher(paths: readonly string[]): (path: string) => boolean {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = paths.map((path) => {
    const segments = path.split("/").filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === "$") return "(?:/.*)?";
        if (/^\{-\$[^}]+\}$/.test(segment)) return "(?:/[^/]+)?";
        if (segment.startsWith("$")) return "/[^/]+";
        return `/${escapeRegExp(segment)}`;
      })
      .join("");
    return new RegExp(`^${source}/?$`);
  });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

export type Prerendered = {
  /** The prerendered page a path gets: a signed-out screen, not-found, or null (the plain app shell). */
  pageFor(path: string): PrerenderedPage | null;
  /** The file of a page in a language. */
  file(page: PrerenderedPage, locale: Locale): string;
};

/** The build's prerendered pages in a static folder, or null when the build has none. */
export function loadPrerendered(staticDir: string): Prerendered | null {
  const dir = join(staticDir, "prerendered");
  let routes: string[];
  try {
    routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8")) as string[];
  } catch {
    return null;
  }
  const isAppRoute = routeMatcher(routes);
  const byPath = new Map<string, PrerenderedPage>(
    (Object.entries(prerenderedPages) as [PrerenderedPage, string][]).map(([page, path]) => [path, page]),
  );
  return {
    pageFor(path) {
      const page = byPath.get(path.length > 1 ? path.replace(/\/$/, "") : path);
      if (page && page !== "not-found") return page;
      return isAppRoute(path) ? null : "not-found";
    },
    file: (page, locale) => join(dir, locale, `${page}.html`),
  };
}
