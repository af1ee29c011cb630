import { readFileSync } from "node:fs";

/** The translation of an English message in a locale's catalog, read from locales/<locale>/messages.po. */
export function translation(locale: string, english: string): string {
  const po = readFileSync(new URL(`../../../locales/${locale}/messages.po`, import.meta.url), "utf8");
  const entries = po.split(/\n\n+/);
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    if (id === english && str) return str;
  }
  if (locale === "en-US") return english;
  throw new Error(`no ${locale} translation of "${english}"`);
}
