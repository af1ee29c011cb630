import type { CheckInStatus } from "../../src/api/contract/check-in.ts";
import { formatMoney } from "../../src/lib/money-format.ts";
import { setConfig } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The daily check-in as a new player meets it: from the home tile, the calendar of the cycle (this spec's
 * server runs a two-day cycle: a RM 5 bonus, then 30 points), the countdown to 00:00 GMT+8; checking in shows
 * what was won, the streak, and the bonus in the user card's balance. When the sandbox clock passes 00:00
 * GMT+8, the next day's claim is open: it brings the points, in the user card too.
 */
// it moves this server's sandbox clock to the next day (it only moves forward): a worker and server of its own
test.use({ ownServer: true });

test("a new player checks in: the streak, the bonus in the balance, the countdown; the next day brings points", async ({
  page,
}) => {
  await setConfig(e2eApi, "check_in_rewards", [
    { kind: "bonus", amount: 500 },
    { kind: "point", amount: 30 },
  ]);
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  const balance = page.locator(".user-card__amount");
  await expect(balance).toHaveText(formatMoney(0, "MYR", "en-US"));

  await page.getByRole("link", { name: "Check-in", exact: true }).click();
  await expect(page).toHaveURL(/\/daily_check_in$/);
  await expect(page.getByRole("heading", { name: "Daily check-in" })).toBeVisible();
  await expect(page.getByTestId("check-in-streak")).toHaveText("0 days in a row");
  await expect(page.getByTestId("check-in-day-1")).toContainText(formatMoney(500, "MYR", "en-US"));
  await expect(page.getByTestId("check-in-day-2")).toContainText("30 points");
  await expect(page.getByTestId("check-in-day-1")).toHaveAttribute("aria-current", "date");
  const countdown = page.getByTestId("check-in-countdown");
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "");
  await expect(page.getByText(/A new day starts at 00:00 \(GMT\+8\)/)).toBeVisible();
  await expectNoAxeViolations(page, "/daily_check_in");

  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByTestId("check-in-won")).toContainText(`You won ${formatMoney(500, "MYR", "en-US")}`);
  await expect(page.getByTestId("check-in-streak")).toHaveText("1 day in a row");
  await expect(page.getByText("You have checked in today")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "/daily_check_in, claimed");
  // the bonus's transaction, from what was won
  await page.getByRole("link", { name: "added to your wallet" }).click();
  await expect(page).toHaveURL(/\/transaction\/[0-9a-f-]+$/);
  await expect(page.getByText("Bonus").first()).toBeVisible();

  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(balance).toHaveText(formatMoney(500, "MYR", "en-US"));

  // past 00:00 GMT+8 on the sandbox clock: the next day of the streak, 30 points
  const token = await sessionToken(page);
  const status = await e2eApi.call<CheckInStatus>("GET", "/api/player/checkin/getCheckIn", { token });
  const moved = await e2eApi.call("POST", "/api/sandbox/clock", {
    body: { advance_seconds: Math.ceil(status.body.ms_to_reset / 1000) + 1 },
  });
  expect(moved.status).toBe(200);
  await page.getByRole("link", { name: "Check-in", exact: true }).click();
  await expect(page.getByTestId("check-in-streak")).toHaveText("1 day in a row");
  await expect(page.getByTestId("check-in-day-2")).toHaveAttribute("aria-current", "date");
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByTestId("check-in-won")).toHaveText("You won 30 points");
  await expect(page.getByTestId("check-in-streak")).toHaveText("2 days in a row");
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator(".user-card__stats")).toContainText("30");
});
