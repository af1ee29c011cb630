// @vitest-environment node
import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { descriptionsFile, descriptionsSource, machineDescriptions } from "../../scripts/descriptions.ts";
import { translateDescription } from "../../src/visualiser/describe.ts";
import { machineDescriptions as descriptors } from "../../src/visualiser/machine-descriptions.ts";

/**
 * The machines' English descriptions (machines/ does not import Lingui) reach the catalogs through the
 * generated src/visualiser/machine-descriptions.ts, and the visualiser shows them translated with
 * `translateDescription`: the file is up to date, its ids are the ones `translateDescription` looks up,
 * and every description is really translated in the three other languages.
 */
const texts = machineDescriptions().flatMap((machine) => machine.texts);

/** The app's i18n in a language (translateDescription takes only the language from it). */
function i18nFor(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  return i18n;
}

/** The msgids of a catalog file. */
function msgids(file: string): Set<string> {
  const po = readFileSync(file, "utf8");
  return new Set([...po.matchAll(/^msgid (".*")$/gm)].map(([, id]) => JSON.parse(id ?? '""') as string));
}

describe("machine descriptions", () => {
  it("the generated file lists every description of every machine (else: run npm run descriptions)", () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(readFileSync(descriptionsFile, "utf8") === descriptionsSource(), "run npm run descriptions").toBe(true);
  });

  it("each listed message has the id that translateDescription looks up", () => {
    expect(descriptors.map((descriptor) => descriptor.id)).toEqual(texts.map((text) => generateMessageId(text)));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("en-US shows every description as written, placeholders included", () => {
    const i18n = i18nFor("en-US");
    const shown = texts.filter((text) => translateDescription(i18n, text) !== text);
    expect(shown).toEqual([]);
  });

  const translated: [string, RegExp][] = [
    ["zh-CN", /[\u3400-\u9fff]/],
    ["zh-TW", /[\u3400-\u9fff]/],
    ["ms-MY", /[a-z]/],
  ];
  for (const [locale, script] of translated) {
    it(`${locale}: every description has its own translation, with the same {placeholders}`, () => {
      const i18n = i18nFor(locale);
      const problems = texts.flatMap((text) => {
        const shown = translateDescription(i18n, text);
        if (shown === text) return [`not translated: ${text}`];
        if (!script.test(shown)) return [`not in ${locale}: ${shown}`];
        const wanted = text.match(/\{\w+\}/g) ?? [];
        if (wanted.some((placeholder) => !shown.includes(placeholder))) return [`placeholder lost: ${shown}`];
        return [];
      });
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  it("the descriptions are in the visualiser's catalog (flows.po), not in the players' app's", () => {
    const inFlows = msgids("locales/en-US/flows.po");
    const inApp = new Set([...msgids("locales/en-US/first.po"), ...msgids("locales/en-US/messages.po")]);
    expect(texts.filter((text) => !inFlows.has(text))).toEqual([]);
    expect(texts.filter((text) => inApp.has(text))).toEqual([]);
  });

  it("translateDescription shows the active language and falls back to English", () => {
    const i18n = i18nFor("zh-CN");
    expect(translateDescription(i18n, "The server says the session is valid.")).toBe("服务器表示会话有效。");
    expect(translateDescription(i18n, '“Accept {name} as a friend?” with Accept and "Go back".')).toContain("{name}");
    expect(translateDescription(i18n, "A description not in any catalog.")).toBe("A description not in any catalog.");
    i18n.loadAndActivate({ locale: "zh-TW", messages: {} });
    expect(translateDescription(i18n, "The server says the session is valid.")).toBe("伺服器表示工作階段有效。");
  });
});
