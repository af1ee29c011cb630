import type { Page } from "@playwright/test";

/**
 * How a statechart of /flows reads as drawn (tests/e2e/diagram.spec.ts asserts it, `npm run flows:measure`
 * reports it): the size its arrow labels are drawn at, and whether the whole machine is inside the window.
 */
export type Reading = {
  machine: string;
  /** median and smallest arrow-label font size as drawn, CSS px */
  median: number;
  smallest: number;
  /** every state box inside the window as the page opens */
  inside: boolean;
  /** the minimap is shown (the diagram is larger than its view) */
  minimap: boolean;
  /** the note that says the machine is shown at reading size, and how to see the rest */
  note: boolean;
  /** the diagram's own box is inside the window */
  frameInside: boolean;
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
    const frame = document.querySelector(".diagram__viewport")?.getBoundingClientRect();
    if (!frame) throw new Error("no diagram viewport");
    const within = (box: DOMRect, area: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= area.left - 1 &&
      box.top >= area.top - 1 &&
      box.right <= area.right + 1 &&
      box.bottom <= area.bottom + 1;
    const window_ = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const inside = [...svg.querySelectorAll("[data-state-id]")].every((element) => {
      const box = element.getBoundingClientRect();
      return within(box, frame) && within(box, window_);
    });
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      machine: id,
      median: round(median),
      smallest: round(sizes[0] ?? 0),
      inside,
      minimap: document.querySelector(".diagram__minimap") !== null,
      note: document.querySelector(".diagram__note") !== null,
      frameInside: within(frame, window_),
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
