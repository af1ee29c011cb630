/**
 * `npm run flows:measure`: how readable each statechart of /flows is the moment its page opens, on a laptop
 * (1280×800) and on phones (360×740, 390×844): the median size in CSS pixels at which its arrow labels are drawn,
 * the smallest, and whether the whole diagram is inside the window or opens at the smallest readable size with
 * the minimap. Needs the built app (`npm run build`); starts its own API in sandbox mode.
 * `--json` prints the figures as JSON (the closing notes quote them).
 */
import { chromium } from "@playwright/test";
import { machines } from "../src/visualiser/machines.ts";
import { openAtFit, type Reading, readDiagram } from "../tests/e2e/support/diagram.ts";
import { chromiumFlags, testChromiumPath } from "../tests/support/chromium.ts";
import { startInstance } from "./bench/servers.ts";

export type Screen = { name: string; width: number; height: number; mobile: boolean };
export const screens: Screen[] = [
  { name: "laptop 1280×800", width: 1280, height: 800, mobile: false },
  { name: "phone 360×740", width: 360, height: 740, mobile: true },
  { name: "phone 390×844", width: 390, height: 844, mobile: true },
];

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
