// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromTags, locales, localeTags } from "../../src/lib/locales.ts";

/** The one language matcher (src/lib/locales.ts): the app's first choice, the first screen, content and games. */
describe("locales", () => {
  it("lists the languages once, in their order", () => {
    expect(localeTags).toEqual(Object.keys(locales));
    expect(localeTags).toEqual(["en-US", "zh-CN", "zh-TW", "ms-MY"]);
  });

  it.each([
    [["en-GB"], "en-US"],
    [["zh"], "zh-CN"],
    [["zh-SG"], "zh-CN"],
    [["zh-Hant"], "zh-TW"],
    [["zh-HK"], "zh-TW"],
    [["zh_TW"], "zh-TW"],
    [["zh-Hant-MO"], "zh-TW"],
    [["ms"], "ms-MY"],
    [["fr-FR", "ms-BN"], "ms-MY"],
    [["ZH-tw"], "zh-TW"],
    [["fr", "de"], null],
    [[], null],
  ])("%j → %s", (tags, expected) => {
    expect(localeFromTags(tags)).toBe(expected);
  });

  it("reads an Accept-Language header by q-value, then order, leaving out q=0 and *", () => {
    expect(localeFromAcceptLanguage("fr;q=0.9, zh-TW;q=0.5, en;q=0.8")).toBe("en-US");
    expect(localeFromAcceptLanguage("ms;q=0, *, zh-HK")).toBe("zh-TW");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
  });
});
