import { platformDayStart } from "../../server/services/dates.ts";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expect, test } from "./support/test.ts";

/**
 * VIP as a player meets it: a new player's approved deposits reach Silver (RM 50,000); /vip shows Normal with the
 * threshold reached and the upgrade due at the next 02:00 GMT+8; once the sandbox clock has passed it and the
 * daily job has run, the page (still open) shows Silver and the progress to Gold, and the mail tells them.
 * Deposits are arranged through the API (approved by the sandbox operator); the screen is checked for layout here
 * and with axe in the screens tour.
 */

const HOUR_MS = 60 * 60 * 1000;

// it moves this server's sandbox clock to the next day (it only moves forward): a worker and server of its own
test.use({ ownServer: true });

test("deposits reach Silver → after 02:00 GMT+8 the next day the job upgrades the player and /vip shows it", async ({
  page,
}) => {
  const player = await arrangePlayer({ myr: 50_000 });
  await openSignedIn(page, player);

  // from the badge on the home user card
  await page.getByRole("link", { name: "VIP Normal" }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByRole("heading", { level: 1, name: "VIP" })).toBeVisible();
  const card = page.getByRole("region", { name: "Your tier" });
  await expect(card).toContainText("VIP Normal");
  await expect(page.getByTestId("vip-upgrade-due")).toContainText("You have reached Silver");
  const progress = page.getByRole("progressbar", { name: "Progress to Silver" });
  await expect(progress).toHaveAttribute("aria-valuenow", "5000000");
  await expect(progress).toHaveAttribute("aria-valuemax", "5000000");

  // the sandbox clock to just past the next 02:00 GMT+8, then the daily job (main.ts's tick may beat us to it)
  const clock = await e2eApi.call<{ now: string }>("GET", "/api/sandbox/clock");
  const now = Date.parse(clock.body.now);
  // today's deposits count from the run of the next GMT+8 day, at its 02:00 (not today's 02:00, still ahead
  // between 00:00 and 02:00 GMT+8: the test failed in that window, 16:00-18:00 UTC)
  const due = platformDayStart(new Date(now)).getTime() + 24 * HOUR_MS + 2 * HOUR_MS;
  // in steps of at most a day (the sandbox clock's bound)
  for (let left = Math.ceil((due - now) / 1000) + 60; left > 0; left -= 86_400) {
    const moved = await e2eApi.call("POST", "/api/sandbox/clock", {
      body: { advance_seconds: Math.min(left, 86_400) },
    });
    expect(moved.status).toBe(200);
  }
  expect((await e2eApi.call("POST", "/api/sandbox/jobs/vip")).status).toBe(200);

  // the open page hears the upgrade (its event) and shows the new tier and the way to Gold
  await expect(card).toContainText("VIP Silver");
  await expect(page.getByRole("progressbar", { name: "Progress to Gold" })).toHaveAttribute("aria-valuenow", "5000000");
  await expect(page.getByTestId("vip-needed")).toContainText("Deposit RM");
  await expect(page.getByTestId("vip-needed")).toContainText("350,000.00 more to reach Gold");
  await expect(page.locator(".vip-ladder__tier--current")).toContainText("Silver");

  // and the mail says so
  await page.goto("/mail");
  await expect(page.getByText("Congratulations, you are now Silver")).toBeVisible();
});
