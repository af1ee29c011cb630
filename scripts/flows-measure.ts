/**
 * `npm run flows:measure`: how readable each statechart of /flows is the moment its page opens, on a laptop
 * (1280×800) and on phones (360×740, 390×844): the median size in CSS pixels at which its arrow labels are drawn,
 * the smallest, and whether the whole diagram is inside the window or opens at the smallest readable size with
 * the minimap. Needs the built app (`npm run build`); starts its own API in sandbox mode.
 * `--json` prints the figures as JSON (the closing notes quote them).
 */
import { chromium, type Page } from "@playwright/test";
import { machines } from "../src/visualiser/machines.ts";
import { chromiumFlags, testChromiumPath } from "../tests/support/chromium.ts";
import { startInstance } from "./bench/servers.ts";

export type Screen = { name: string; width: number; height: number; mobile: boolean };
export const screens: Screen[] = [
  { name: "laptop 1280×800", width: 1280, height: 800, mobile: false },
  { name: "phone 360×740", width: 360, height: 740, mobile: true },
  { name: "phone 390×844", width: 390, height: 844, mobile: true },
];

export type Reading = {
  machine: string;
  /** median and smallest arrow-label font size as drawn, CSS px */
  median: number;
  smallest: number;
  /** every state box inside the window as the page opens */
  inside: boolean;
  /** the minimap is shown (the diagram is larger than its view) */
  minimap: boolean;
};

/** Reads the diagram as drawn: label sizes from the SVG's scale on screen, state boxes against the window. */
export async function readDiagram(page: Page, machine: string): Promise<Reading> {
  return page.evaluate((id) => {
    const svg = document.querySelector<SVGSVGElement>(`.diagram__canvas svg[data-machine="${id}"]`);
    if (!svg) throw new Error(`no diagram of ${id}`);
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll<SVGTextElement>("[data-edge-id] text")]
      .map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale)
      .sort((a, b) => a - b);
    const median = sizes.length === 0 ? 0 : (sizes[Math.floor((sizes.length - 1) / 2)] as number);
    const inside = [...svg.querySelectorAll("[data-state-id]")].every((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= -1 && box.top >= -1 && box.right <= innerWidth + 1 && box.bottom <= innerHeight + 1;
    });
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      machine: id,
      median: round(median),
      smallest: round(sizes[0] ?? 0),
      inside,
      minimap: document.querySelector(".diagram__minimap") !== null,
    };
  }, machine);
}

/** Opens /flows on one machine and waits until its diagram is drawn and fitted. */
export async function openAtFit(page: Page, base: string, machine: string): Promise<void> {
  await page.goto(`${base}/flows?machine=${machine}`);
  await page.locator(`.diagram__canvas svg[data-machine="${machine}"]`).waitFor();
  // fit runs on the first measure after the drawing: two frames
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function main() {
  const json = process.argv.includes("--json");
  const api = await startInstance({});
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
  const results: Record<string, Reading[]> = {};
  try {
    for (const screen of screens) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        isMobile: screen.mobile,
        hasTouch: screen.mobile,
        deviceScaleFactor: screen.mobile ? 2 : 1,
      });
      const page = await context.newPage();
      const readings: Reading[] = [];
      for (const { machine } of machines) {
        await openAtFit(page, api.base, machine.id);
        readings.push(await readDiagram(page, machine.id));
      }
      results[screen.name] = readings;
      await context.close();
    }
  } finally {
    await browser.close();
    await api.stop();
  }
  if (json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  for (const [screen, readings] of Object.entries(results)) {
    console.log(`\n${screen}`);
    console.log("machine          median  smallest  inside  minimap");
    for (const r of readings)
      console.log(
        `${r.machine.padEnd(16)} ${String(r.median).padStart(6)}  ${String(r.smallest).padStart(8)}  ${String(r.inside).padEnd(6)}  ${r.minimap}`,
      );
  }
}

if (import.meta.main) await main();
