import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { machines } from "../../src/visualiser/machines.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The statechart diagram of /flows (src/visualiser/diagram-view.tsx): every machine fits its view at
 * 1280×800 and at 360×740, zoom and pan move the view and fit restores it, the download is the
 * machine as SVG, a selected state shows its description.
 */

const withdraw = machines.find((entry) => entry.machine.id === "withdraw");

/**
 * Shows a machine the way the page offers it: the machine buttons, or on a narrow screen the machine
 * menu; by position and id, not by title (titles are translated and reworded).
 */
async function openMachine(page: Page, id: string) {
  // the page shows the menu up to 700 px wide (visualiser.css); asking the page whether it is visible
  // could answer before it has drawn either
  if ((page.viewportSize()?.width ?? 1280) <= 700) {
    await page.getByRole("combobox", { name: "Machine", exact: true }).selectOption(id);
  } else {
    const index = machines.findIndex((entry) => entry.machine.id === id);
    await page.getByRole("navigation", { name: "Machines" }).getByRole("button").nth(index).click();
  }
  const diagram = page.locator("section.diagram").filter({ has: page.locator(`svg[data-machine="${id}"]`) });
  await expect(diagram.locator(".diagram__canvas [data-state-id]").first()).toBeAttached();
  await diagram.locator(".diagram__viewport").scrollIntoViewIfNeeded();
  return diagram;
}

/** Every state box outside the diagram's viewport or the window, after the view settles. */
async function boxesOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.querySelector(".diagram__viewport")?.getBoundingClientRect();
    if (!viewport) return ["no viewport"];
    const outside: string[] = [];
    for (const element of document.querySelectorAll(".diagram__canvas [data-state-id]")) {
      const box = element.getBoundingClientRect();
      const inside = (frame: { left: number; right: number; top: number; bottom: number }) =>
        box.left >= frame.left - 1 &&
        box.right <= frame.right + 1 &&
        box.top >= frame.top - 1 &&
        box.bottom <= frame.bottom + 1;
      const window_ = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      if (!inside(viewport) || !inside(window_)) outside.push(element.getAttribute("data-state-id") ?? "?");
    }
    return outside;
  });
}

async function everyMachineFits(page: Page) {
  await page.goto("/flows");
  for (const { machine, title } of machines) {
    const diagram = await openMachine(page, machine.id);
    await expect(diagram.locator(`[data-state-id="${machine.id}"]`)).toBeAttached();
    await expect.poll(() => boxesOutside(page), { message: title }).toEqual([]);
  }
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test("every machine fits the diagram and the window", async ({ page }) => {
    await everyMachineFits(page);
  });

  test("zoom and pan move the view, the minimap follows, fit restores it", async ({ page }) => {
    await page.goto("/flows");
    const diagram = await openMachine(page, "withdraw");
    const canvas = diagram.locator(".diagram__canvas");
    const viewport = diagram.locator(".diagram__viewport");
    await expect.poll(() => boxesOutside(page)).toEqual([]);
    const fitted = await canvas.getAttribute("style");
    const zoom = diagram.getByTestId("diagram-zoom");
    const fittedZoom = await zoom.textContent();
    const state = diagram.locator('[data-state-id="withdraw.editing"]');
    const before = await state.boundingBox();

    await diagram.getByRole("button", { name: "Zoom in" }).click();
    await diagram.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).not.toHaveText(fittedZoom ?? "");
    const zoomed = await state.boundingBox();
    expect(zoomed?.width ?? 0).toBeGreaterThan((before?.width ?? 0) * 1.4);
    await expect(diagram.locator(".diagram__minimap")).toBeVisible();

    // drag to pan
    const frame = await viewport.boundingBox();
    if (!frame) throw new Error("no viewport");
    const panned = await canvas.getAttribute("style");
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 2 - 120, frame.y + frame.height / 2 - 80, { steps: 6 });
    await page.mouse.up();
    await expect(canvas).not.toHaveAttribute("style", panned ?? "");

    // Ctrl+wheel zooms out at the pointer
    const zoomedText = await zoom.textContent();
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, 240);
    await page.keyboard.up("Control");
    await expect(zoom).not.toHaveText(zoomedText ?? "");

    // a click in the minimap moves the view there
    const beforeMinimap = await canvas.getAttribute("style");
    const minimap = diagram.locator(".diagram__minimap");
    if (await minimap.isVisible()) {
      const map = await minimap.boundingBox();
      if (map) await page.mouse.click(map.x + 4, map.y + 4);
      await expect(canvas).not.toHaveAttribute("style", beforeMinimap ?? "");
    }

    // arrow keys pan while a state has the focus
    await state.focus();
    const beforeKeys = await canvas.getAttribute("style");
    await page.keyboard.press("ArrowRight");
    await expect(canvas).not.toHaveAttribute("style", beforeKeys ?? "");

    await diagram.getByRole("button", { name: "Fit to screen" }).click();
    await expect(canvas).toHaveAttribute("style", fitted ?? "");
    await expect(zoom).toHaveText(fittedZoom ?? "");
    await expect(diagram.locator(".diagram__minimap")).toBeHidden();
  });

  test("a selected state or transition shows its description; the download is the machine as SVG", async ({ page }) => {
    if (!withdraw) throw new Error("no withdraw machine");
    await page.goto("/flows");
    const diagram = await openMachine(page, "withdraw");
    const details = diagram.getByRole("complementary", { name: "Details" });

    // on its name (a loop's label may lie over the rest of a small box)
    await diagram.locator('[data-state-id="withdraw.editing"] .state__name').click();
    await expect(details.getByRole("heading", { name: "editing" })).toBeVisible();
    const description = withdraw.machine.getStateNodeById("withdraw.editing").description;
    await expect(details).toContainText(description ?? "No description.");
    await expect(diagram.locator('[data-state-id="withdraw.editing"]')).toHaveAttribute("aria-pressed", "true");

    // by keyboard: an edge, named by its label
    const edge = diagram.locator('[data-transition^="withdraw.editing --withdraw.review [isDraftRefused]"]');
    await edge.focus();
    await page.keyboard.press("Enter");
    await expect(details.getByRole("heading", { name: "withdraw.review [isDraftRefused]" })).toBeVisible();
    await expect(details).toContainText("editing (stays)");

    const downloading = page.waitForEvent("download");
    await diagram.getByRole("button", { name: "Download SVG" }).click();
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
    if (description) expect(text).toContain(description.replaceAll("'", "&#39;"));

    await expectNoAxeViolations(page, "/flows diagram");
  });
});

test("at 360×740 every machine fits after fit", async ({ page }) => {
  await everyMachineFits(page);
  await expectNoAxeViolations(page, "/flows at 360");
});
