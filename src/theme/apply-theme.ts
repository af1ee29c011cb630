import type { Theme } from "../api/contract/tenant.ts";
import { contrastOn } from "../lib/contrast.ts";

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement("link");
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/** Applies the tenant theme: title, icon, theme colour and the CSS custom properties every colour derives from. */
export function applyTheme(theme: Theme): void {
  document.title = theme.brand_name;
  // the theme answer is checked against the contract in the background; a bad colour never reaches the CSS
  const color = /^#[0-9a-fA-F]{6}$/.test(theme.themecolor) ? theme.themecolor : "#f5b301";
  // (the home-screen icons are PNGs drawn from the logo for the page's host: index.html links them)
  setLink("icon", theme.logo);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "theme-color";
    document.head.append(meta);
  }
  meta.content = color;
  const root = document.documentElement.style;
  root.setProperty("--accent", color);
  root.setProperty("--on-accent", contrastOn(color));
  root.setProperty("--accent-soft", `color-mix(in srgb, ${color} 16%, transparent)`);
  try {
    localStorage.setItem("player-app:theme-color", color);
  } catch {
    // storage may be unavailable (private mode); the splash then uses the default colour
  }
}
