// @vitest-environment node
import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { pathModels } from "../../machines/path-models.ts";
import {
  descriptionsFile,
  descriptionsSource,
  machineDescriptions,
  pathModelTexts,
} from "../../scripts/descriptions.ts";
import { translateDescription, translateVariant } from "../../src/visualiser/describe.ts";
import {
  machineDescriptions as descriptors,
  eventVariantNames,
  pathModelNames,
} from "../../src/visualiser/machine-descriptions.ts";

/**
 * The machines' English descriptions (machines/ does not import Lingui) and the path models' names and
 * event variant names reach the catalogs through the generated src/visualiser/machine-descriptions.ts,
 * and the visualiser shows them translated with `translateDescription` and `translateVariant`: the file
 * is up to date, its ids are the ones those look up, and every text is really translated in the three
 * other languages.
 */
const texts = machineDescriptions().flatMap((machine) => machine.texts);
const modelTexts = pathModelTexts();
const modelNames = modelTexts.names;
const variantNames = modelTexts.variants.flatMap((model) => model.names.map(({ name }) => name));
/** Every name a path model shows: its own and its variants' (some may be listed as descriptions). */
const shownNames = [
  ...new Set(pathModels.flatMap((model) => [model.name, ...Object.values(model.events).flatMap(Object.keys)])),
];

/** The app's i18n in a language (translateDescription takes only the language from it). */
function i18nFor(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  return i18n;
}

/** The entries of a catalog file, header left out, with their msgstr (continuation lines joined). */
function entries(file: string): { id: string; text: string }[] {
  return readFileSync(file, "utf8")
    .split(/\n\n+/)
    .map((entry) => {
      const joined = entry.replace(/"\n"/g, "");
      const id = /^msgid (".*")$/m.exec(joined)?.[1];
      const text = /^msgstr (".*")$/m.exec(joined)?.[1];
      return { id: JSON.parse(id ?? '""') as string, text: JSON.parse(text ?? '""') as string };
    })
    .filter((entry) => entry.id !== "");
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

  it("the generated file lists every path model's name and every variant name, with the ids translateVariant looks up", () => {
    expect(variantNames.length).toBeGreaterThan(100);
    expect(pathModelNames.map((descriptor) => descriptor.id)).toEqual(
      modelNames.map((name) => generateMessageId(name)),
    );
    expect(eventVariantNames.map((descriptor) => descriptor.id)).toEqual(
      variantNames.map((name) => generateMessageId(name)),
    );
    const listed = new Set([...texts, ...modelNames, ...variantNames]);
    expect(listed.size).toBe(texts.length + modelNames.length + variantNames.length);
    expect(shownNames.filter((name) => !listed.has(name))).toEqual([]);
    expect(shownNames).toContain("no bank account");
    expect(shownNames).toContain("session (restored)");
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

  /** Names that read the same in a language (an acronym), else each name's translation differs from English. */
  const keptAsIs: Record<string, string[]> = { "zh-CN": ["pin"], "zh-TW": ["pin"], "ms-MY": ["PIN", "deposit"] };
  for (const [locale, script] of translated) {
    it(`${locale}: every model name and variant name has its own translation`, () => {
      const i18n = i18nFor(locale);
      const problems = shownNames.flatMap((name) => {
        const shown = translateVariant(i18n, name);
        if (shown.trim() === "") return [`empty: ${name}`];
        if (shown === name && !keptAsIs[locale]?.includes(name)) return [`not translated: ${name}`];
        if (!script.test(shown) && !/^[A-Z]+$/.test(shown)) return [`not in ${locale}: ${shown}`];
        return [];
      });
      expect(problems, problems.join("\n")).toEqual([]);
    });

    it(`${locale}/flows.po: no msgstr is empty`, () => {
      const all = entries(`locales/${locale}/flows.po`);
      expect(all.length).toBe(texts.length + modelNames.length + variantNames.length);
      expect(all.filter((entry) => entry.text.trim() === "").map((entry) => entry.id)).toEqual([]);
    });
  }

  it("the descriptions are in the visualiser's catalog (flows.po), not in the players' app's", () => {
    const inFlows = msgids("locales/en-US/flows.po");
    const inApp = new Set([...msgids("locales/en-US/first.po"), ...msgids("locales/en-US/messages.po")]);
    expect(texts.filter((text) => !inFlows.has(text))).toEqual([]);
    expect([...modelNames, ...variantNames].filter((name) => !inFlows.has(name))).toEqual([]);
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

  it("translateVariant shows a variant's or a model's name in the active language and falls back to English", () => {
    const i18n = i18nFor("zh-CN");
    expect(translateVariant(i18n, "no bank account")).toBe("没有银行账户");
    expect(translateVariant(i18n, "session (restored)")).toBe("会话（已恢复）");
    expect(translateVariant(i18n, "a variant not in any catalog")).toBe("a variant not in any catalog");
    i18n.loadAndActivate({ locale: "ms-MY", messages: {} });
    expect(translateVariant(i18n, "over the balance")).toBe("melebihi baki");
    i18n.loadAndActivate({ locale: "en-US", messages: {} });
    expect(variantNames.filter((name) => translateVariant(i18n, name) !== name)).toEqual([]);
  });
});
