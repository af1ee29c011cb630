import type { Theme } from "../api/contract/tenant.ts";

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i);
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour that keeps WCAG AA contrast on the accent: near-black or white. */
export function contrastOn(hex: string): string {
  const l = luminance(hex);
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (luminance("#0b0d12") + 0.05);
  return onLight >= onDark ? "#0b0d12" : "#ffffff";
}

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement("link");
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/** Applies the tenant theme: title, icons, theme colour and the CSS custom properties every colour derives from. */
export function applyTheme(theme: Theme): void {
  document.title = theme.brand_name;
  // the theme answer is checked against the contract in the background; a bad colour never reaches the CSS
  const color = /^#[0-9a-fA-F]{6}$/.test(theme.themecolor) ? theme.themecolor : "#f5b301";
  setLink("icon", theme.logo);
  setLink("apple-touch-icon", theme.logo);
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
