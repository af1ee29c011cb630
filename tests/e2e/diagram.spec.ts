import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { machines } from "../../src/visualiser/machines.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openAtFit, readDiagram } from "./support/diagram.ts";
import { expect, test } from "./support/test.ts";

/**
 * The statechart diagram of /flows (src/visualiser/diagram-view.tsx) as a product owner first sees it: every machine
 * opens inside the window with its labels at 11 px or more (or at 11 px with the map and a note saying so), at
 * 1280×800 and at 360×740, in plain language (no code names) unless technical details are asked for; zoom in small
 * steps, pan, fit; details of a tapped state over the diagram; the download is the machine as SVG.
 */

const withdraw = machines.find((entry) => entry.machine.id === "withdraw");

/** Every machine, chosen from the one menu as a reader does (no scrolling), read as drawn. */
async function everyMachineReadable(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await openAtFit(page, "", machines[0]?.machine.id ?? "");
  for (const { machine, title } of machines) {
    // by its place, not its name: the name is in the reader's language
    await page.locator(".visualiser__machine-select select").selectOption(machine.id);
    await page.locator(`.diagram__canvas svg[data-machine="${machine.id}"]`).waitFor();
    await expect
      .poll(
        async () => {
          const reading = await readDiagram(page, machine.id);
          const shown = reading.inside || (reading.minimap && reading.note);
          return { readable: reading.median >= 11, shown, frameInside: reading.frameInside };
        },
        { message: title },
      )
      .toEqual({ readable: true, shown: true, frameInside: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${title} scrolls sideways`,
    ).toBeLessThanOrEqual(width);
    // plain language: no code names in what the diagram shows or says
    const codeNames = await page.evaluate(() => {
      const svg = document.querySelector(".diagram__canvas svg");
      const said = [...(svg?.querySelectorAll("[aria-label]") ?? [])].map((element) =>
        element.getAttribute("aria-label"),
      );
      return [svg?.textContent ?? "", ...said].join(" ").match(/xstate\.[\w.]+/g) ?? [];
    });
    expect(codeNames, title).toEqual([]);
  }
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test("every machine opens readable and inside the window, in plain language", async ({ page }) => {
    await everyMachineReadable(page);
  });

  test("zoom in small steps, pan, the map follows, fit restores the opening view", async ({ page }) => {
    await openAtFit(page, "", "withdraw");
    const canvas = page.locator(".diagram__canvas");
    const viewport = page.locator(".diagram__viewport");
    const zoom = page.getByTestId("diagram-zoom");
    const percent = async () => Number((await zoom.textContent())?.replace("%", ""));
    const opened = await canvas.getAttribute("style");
    const openedZoom = await percent();

    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(percent).toBe(Math.round(openedZoom * 1.25));
    await expect(page.locator(".diagram__minimap")).toBeVisible();

    // drag to pan
    const frame = await viewport.boundingBox();
    if (!frame) throw new Error("no viewport");
    const panned = await canvas.getAttribute("style");
    await page.mouse.move(frame.x + frame.width / 3, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 3 - 120, frame.y + frame.height / 2 - 80, { steps: 6 });
    await page.mouse.up();
    await expect(canvas).not.toHaveAttribute("style", panned ?? "");

    // one notch of Ctrl+wheel zooms out by at most 1.2×, not from 68 % to 400 % at once
    const before = await percent();
    await page.mouse.move(frame.x + frame.width / 3, frame.y + frame.height / 2);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, 100);
    await page.keyboard.up("Control");
    await expect.poll(percent).toBeLessThan(before);
    expect(before / (await percent())).toBeLessThanOrEqual(1.21);

    // a click in the map moves the view there
    const beforeMap = await canvas.getAttribute("style");
    const map = await page.locator(".diagram__minimap").boundingBox();
    if (map) await page.mouse.click(map.x + 4, map.y + 4);
    await expect(canvas).not.toHaveAttribute("style", beforeMap ?? "");

    // arrow keys pan while a state has the focus
    await page.locator('[data-state-id="withdraw.editing"]').focus();
    const beforeKeys = await canvas.getAttribute("style");
    await page.keyboard.press("ArrowRight");
    await expect(canvas).not.toHaveAttribute("style", beforeKeys ?? "");

    await page.getByRole("button", { name: "Fit", exact: true }).click();
    await expect(canvas).toHaveAttribute("style", opened ?? "");
  });

  test("a tapped state shows its description over the diagram; technical details bring the code names back; the download", async ({
    page,
  }) => {
    if (!withdraw) throw new Error("no withdraw machine");
    await openAtFit(page, "", "withdraw");
    const details = page.getByRole("complementary", { name: "Details" });
    const editing = page.locator('[data-state-id="withdraw.editing"]');
    await editing.focus();
    await editing.locator("text").first().click();
    const description = withdraw.machine.getStateNodeById("withdraw.editing").description ?? "";
    await expect(details).toContainText(description);
    await expect(editing).toHaveAttribute("aria-pressed", "true");
    // Close stays on one line
    const close = details.getByRole("button", { name: "Close" });
    expect((await close.boundingBox())?.height ?? 0).toBeLessThan(50);
    await close.click();
    await expect(details).toBeHidden();

    // the hover card: the description beside the pointer, at once
    await editing.locator("text").first().hover();
    await expect(page.locator(".diagram__hover")).toHaveText(description);

    await expectNoAxeViolations(page, "/flows diagram");

    // technical details: guards and code names, kept in the link
    await page.getByRole("checkbox", { name: "Technical details" }).check();
    await expect(page).toHaveURL(/technical=1/);
    await expect(page.locator(".diagram__canvas svg")).toContainText("[isDraftRefused]");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download SVG" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("withdraw.svg");
    const text = await readFile((await download.path()) ?? "", "utf8");
    const parsed = await page.evaluate((svg) => {
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.tagName,
        states: [...doc.querySelectorAll("[data-state-id]")].map((element) => element.getAttribute("data-state-id")),
      };
    }, text);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("svg");
    for (const id of ["withdraw", "withdraw.editing", "withdraw.succeeded"]) expect(parsed.states).toContain(id);
    expect(text).toContain("Legend");
  });
});

test("at 360×740 every machine opens readable and inside the window, in plain language", async ({ page }) => {
  await everyMachineReadable(page);
  await expectNoAxeViolations(page, "/flows at 360");
});

// the other three languages: longer titles and labels (Malay), text without spaces (Chinese); the layout guard
// (support/test.ts) checks every screen for clipped text and sideways scrolling, the menu's longest name included
for (const locale of ["zh-CN", "zh-TW", "ms-MY"]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test(`at 360×740 every machine opens readable and inside the window, in ${locale}`, async ({ page }) => {
      await everyMachineReadable(page);
    });
  });
}
