/**
 * The web app manifest of a tenant (GET /manifest.webmanifest, routes/app-install.ts): what a phone installs from
 * the tenant's host, named and coloured as the tenant (its theme) and with icons drawn from its logo
 * (services/app-icons.ts). One app per host: id, start_url and scope are the host's root.
 */
import type { Theme } from "../../src/api/contract/tenant.ts";
import { appBackground } from "../../src/lib/app-colors.ts";
import type { Locale } from "../../src/lib/locales.ts";

/** The icons the manifest lists and /app-icon/<name>.png draws: the sizes (180 is the apple-touch-icon) and kinds. */
export const appIconSizes = [180, 192, 512] as const;
export type AppIconSize = (typeof appIconSizes)[number];
export type AppIconKind = "any" | "maskable";

/** The path of an icon. */
export const appIconPath = (size: AppIconSize, kind: AppIconKind) =>
  `/app-icon/${kind === "maskable" ? "maskable-" : ""}${size}.png`;

/** The icon a path names (`192.png`, `maskable-512.png`), or null for any other name. */
export function appIconOf(name: string): { size: AppIconSize; kind: AppIconKind } | null {
  const [, maskable, digits] = /^(maskable-)?(\d{3})\.png$/.exec(name) ?? [];
  const size = appIconSizes.find((known) => String(known) === digits);
  return size ? { size, kind: maskable ? "maskable" : "any" } : null;
}

/** The most characters a short name has (under a home-screen icon, where a longer one is cut). */
export const shortNameLength = 12;

/**
 * The brand name short enough for a home screen: as it is when it fits, else its first words that fit, else its
 * first characters (whole characters: an emoji or a Chinese character is never cut in half).
 */
export function shortName(brand: string): string {
  const name = brand.trim().replace(/\s+/g, " ");
  const characters = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)];
  if (characters(name).length <= shortNameLength) return name;
  let words = "";
  for (const word of name.split(" ")) {
    const next = words ? `${words} ${word}` : word;
    if (characters(next).length > shortNameLength) break;
    words = next;
  }
  return (
    words ||
    characters(name)
      .slice(0, shortNameLength)
      .map((part) => part.segment)
      .join("")
  );
}

export type AppManifest = ReturnType<typeof appManifest>;

/** The manifest of a tenant's app, its texts in `lang` (the brand name is the tenant's own in every language). */
export function appManifest(theme: Theme, lang: Locale) {
  const icon = (size: AppIconSize, kind: AppIconKind) => ({
    src: appIconPath(size, kind),
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: kind,
  });
  return {
    id: "/",
    name: theme.brand_name,
    short_name: shortName(theme.brand_name),
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: theme.themecolor,
    background_color: appBackground,
    lang,
    dir: "ltr",
    icons: [icon(192, "any"), icon(512, "any"), icon(192, "maskable"), icon(512, "maskable")],
  };
}
