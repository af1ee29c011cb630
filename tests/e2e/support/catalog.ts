import { readFileSync } from "node:fs";

/**
 * The translation of an English message in a locale's catalogs, read from locales/<locale>/first.po (the
 * first screens' messages) and messages.po (the rest).
 */
export function translation(locale: string, english: string): string {
  const po = ["first.po", "messages.po"]
    .map((file) => readFileSync(new URL(`../../../locales/${locale}/${file}`, import.meta.url), "utf8"))
    .join("\n\n");
  const entries = po.split(/\n\n+/);
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    if (id === english && str) return str;
  }
  if (locale === "en-US") return english;
  throw new Error(`no ${locale} translation of "${english}"`);
}
