import type { Page, Request } from "@playwright/test";
import type { InspectionMessage } from "../../src/api/contract/inspection.ts";
import { inspectionChannel } from "../../src/lib/inspection-channel.ts";
import { stateText } from "../../src/visualiser/live-lanes.ts";
import { openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * Live inspection through the reference API: the app runs first (signed in, on /deposit with ?inspect), and a
 * visualiser opened afterwards in another browser context (another device) shows at once the current state of
 * its session and deposit actors, one lane each; a second tab on /deposit is a second deposit lane; a tab that
 * goes away ends its lanes.
 */

declare global {
  interface Window {
    __latest?: Record<string, unknown>;
  }
}

/** Opens the app with ?inspect; its tab id, read from its first batch to the API (the page keeps the latest state of each machine as posted). */
async function openApp(page: Page, how: "sign in" | "signed in already"): Promise<string> {
  await page.addInitScript((channel: string) => {
    const latest: Record<string, unknown> = {};
    window.__latest = latest;
    new BroadcastChannel(channel).onmessage = (message) => {
      const data = message.data as { machine: string; value: unknown };
      latest[data.machine] = data.value;
    };
  }, inspectionChannel);
  const batch = page.waitForRequest(
    (request: Request) => request.method() === "POST" && request.url().endsWith("/api/sandbox/inspect"),
  );
  // the second tab shares the first one's session (a new login would end it)
  if (how === "sign in")
    await openSignedIn(page, { username: "demo", password: "Demo1234" }, "/deposit/bank_transfer?inspect");
  else await page.goto("/deposit/bank_transfer?inspect");
  const body = (await batch).postDataJSON() as { messages: InspectionMessage[] };
  const tab = body.messages[0]?.tab;
  if (!tab) throw new Error("the app sent no inspection message");
  // the deposit form is ready
  await expect.poll(() => latestState(page, "deposit")).toBe("editing");
  return tab;
}

const latestState = async (page: Page, machine: string) =>
  stateText(await page.evaluate((id) => window.__latest?.[id], machine));

test("a visualiser opened after the app shows its running actors at once, one lane each", async ({ page, browser }) => {
  const tab = await openApp(page, "sign in");
  const sessionState = await latestState(page, "session");
  const depositState = await latestState(page, "deposit");
  expect(sessionState).toMatch(/^signedIn/);
  expect(depositState).not.toBe("");

  // another device: its own browser context, at the desktop size
  const device = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const flows = await device.newPage();
  await flows.goto("/flows?live");
  const group = flows.locator(`section.live__tab[data-tab="${tab}"]`);
  const lane = (machine: string) => group.locator(`li.live-lane[data-machine="${machine}"]`);
  await expect(lane("session")).toHaveCount(1);
  await expect(lane("deposit")).toHaveCount(1);
  await expect(lane("session").getByRole("heading")).toHaveText(new RegExp(`^Session #\\d+ · tab ${tab.slice(0, 4)}$`));
  await expect(lane("deposit").getByRole("heading")).toHaveText(new RegExp(`^Deposit #\\d+ · tab ${tab.slice(0, 4)}$`));
  await expect(lane("session").getByTestId("lane-state")).toHaveText(sessionState);
  await expect(lane("deposit").getByTestId("lane-state")).toHaveText(depositState);
  await expect(lane("deposit").locator(".live-lane__status")).toHaveText("running");

  // its log and context are there; shown on the diagram, its active states light up
  await lane("deposit")
    .getByText(/^Events \(\d+\)$/)
    .click();
  await expect(lane("deposit").locator(".live-lane__log li").first()).toContainText(depositState);
  await lane("deposit").getByRole("button", { name: "Show on the diagram" }).click();
  await expect(flows.locator(`[data-state-id="deposit.${depositState}"]`)).toHaveClass(/is-active/);
  await expectNoAxeViolations(flows, "/flows live");

  // a second tab on /deposit: a second deposit actor, a second lane
  const second = await page.context().newPage();
  const secondTab = await openApp(second, "signed in already");
  expect(secondTab).not.toBe(tab);
  const secondLane = flows.locator(`section.live__tab[data-tab="${secondTab}"] li.live-lane[data-machine="deposit"]`);
  await expect(secondLane).toHaveCount(1);
  await expect(
    flows.locator(
      `section.live__tab:is([data-tab="${tab}"], [data-tab="${secondTab}"]) li.live-lane[data-machine="deposit"]`,
    ),
  ).toHaveCount(2);

  // the second tab goes away: its lanes end, the first tab's still run
  await second.goto("about:blank");
  await expect(secondLane.locator(".live-lane__status")).toHaveText("ended");
  await expect(lane("deposit").locator(".live-lane__status")).toHaveText("running");
  // ended lanes can be hidden
  await flows.getByLabel("Hide ended actors").check();
  await expect(secondLane).toHaveCount(0);
  await expect(lane("deposit")).toHaveCount(1);

  await device.close();
});

test("the live view on a phone: fits 360 px, and tells how to start when no app is inspected", async ({
  page,
  baseURL,
}) => {
  // the other demo tenant, where no app runs with ?inspect
  const origin = `http://lotus.localhost:${new URL(baseURL ?? "").port}`;
  await page.goto(`${origin}/flows?live`);
  const live = page.getByRole("region", { name: "Live" });
  await expect(live.getByRole("status")).toHaveText("Connected · actors: 0 · tabs: 0");
  await expect(live.getByRole("heading", { name: "No app is being inspected yet" })).toBeVisible();
  await expect(live.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", `${origin}/?inspect`);
  const box = await live.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, "/flows live 360");
});
