// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../../src/lib/locales.ts";

/**
 * The four catalogs are whole: every message of the first screens' catalog (first.po) and of the rest
 * (messages.po) has a translation in every language, and the translated ones are not English left as is.
 */
function entries(locale: string, file: string): { id: string; text: string }[] {
  const po = readFileSync(join(process.cwd(), "locales", locale, file), "utf8");
  return po
    .split(/\n\n+/)
    .map((entry) => {
      const joined = entry.replace(/"\n"/g, "");
      return {
        id: /^msgid "(.*)"$/m.exec(joined)?.[1] ?? "",
        text: /^msgstr "(.*)"$/m.exec(joined)?.[1] ?? "",
      };
    })
    .filter((entry) => entry.id !== "");
}

describe("catalogs", () => {
  for (const file of ["first.po", "messages.po"]) {
    for (const locale of Object.keys(locales)) {
      it(`${locale}/${file}: every message is translated`, () => {
        const all = entries(locale, file);
        expect(all.length).toBeGreaterThan(100);
        expect(all.filter((entry) => entry.text === "").map((entry) => entry.id)).toEqual([]);
        if (locale === "zh-CN" || locale === "zh-TW") {
          // Chinese text: an entry left in English would have no CJK character (names and codes aside)
          const english = all.filter((entry) => !/[\u3400-\u9fff]/.test(entry.text) && /[a-z]{3}/.test(entry.text));
          expect(english.length, english.map((entry) => entry.id).join(" | ")).toBeLessThan(all.length / 20);
        }
      });
    }
  }
});
