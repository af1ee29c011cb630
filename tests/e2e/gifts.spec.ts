import { setPoints, setStock } from "../server/support/gifts.ts";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { asOperator } from "./support/sandbox.ts";
import { expect, test } from "./support/test.ts";

/**
 * Gifts as a new player meets them: the back office gives them points (the sandbox, never a player call); they
 * open "Redeem gift" from the account menu, see their points and the catalogue, redeem the grocery voucher with
 * a receiver, read the result (points spent, what happens next) and find it pending in their history; the
 * operator approves it on the sandbox gift desk and the history says so without a reload.
 */

test("a new player redeems a gift with points and sees it in history, approved live", async ({ page }) => {
  const player = await arrangePlayer();
  await setPoints(e2eApi, player, 1000);
  await setStock(e2eApi, "grocery-voucher", 120);
  const opened = page.waitForResponse((res) => res.url().includes("/api/player/events") && res.status() === 200);
  await openSignedIn(page, player);
  await opened;

  await page.getByRole("link", { name: "Account", exact: true }).click();
  await page.getByRole("link", { name: "Redeem gift" }).click();
  await expect(page).toHaveURL(/\/redeem_gift$/);
  await expect(page.getByTestId("gift-points")).toHaveText("1,000");
  const gifts = page.getByRole("list", { name: "Gifts" });
  await expect(gifts.getByRole("listitem")).toHaveCount(8);
  await expect(gifts.getByRole("link", { name: /Insulated tumbler/ })).toContainText("Out of stock");
  await expectNoAxeViolations(page, "/redeem_gift");

  await gifts.getByRole("link", { name: /RM 50 grocery voucher/ }).click();
  await expect(page).toHaveURL(/\/redeem_gift\/grocery-voucher$/);
  await expect(page.getByRole("heading", { name: "RM 50 grocery voucher" })).toBeVisible();
  // the rules of the form, in words
  await page.getByRole("button", { name: "Review redemption" }).click();
  await expect(page.getByLabel("Receiver name")).toHaveAccessibleDescription("Receiver name is required");
  await page.getByLabel("Receiver phone").fill("12345");
  await page.getByRole("button", { name: "Review redemption" }).click();
  await expect(page.getByLabel("Receiver phone")).toHaveAccessibleDescription("Enter a valid phone number");
  await expectNoAxeViolations(page, "/redeem_gift/grocery-voucher");

  await page.getByLabel("Receiver name").fill("Aisyah Rahman");
  await page.getByLabel("Receiver phone").fill("012-345 6789");
  await page.getByLabel("Receiver address").fill("12 Jalan Ampang\n50450 Kuala Lumpur");
  await page.getByRole("button", { name: "Review redemption" }).click();
  const review = page.getByRole("region", { name: "Review redemption" });
  await expect(review).toContainText("800 points");
  await expect(review).toContainText("200 points");
  await page.getByRole("button", { name: "Confirm redemption" }).click();

  await expect(page.getByRole("heading", { name: "Gift redeemed" })).toBeVisible();
  await expect(page.getByText("800 points spent. You have 200 points left.")).toBeVisible();
  await expect(page.getByText(/send the gift to Aisyah Rahman/)).toBeVisible();
  await expectNoAxeViolations(page, "/redeem_gift/grocery-voucher (redeemed)");

  await page.getByRole("link", { name: "My redemptions" }).click();
  await expect(page).toHaveURL(/\/redeem_gift\/history$/);
  const row = page.getByRole("list", { name: "My redemptions" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("RM 50 grocery voucher");
  await expect(row).toContainText("Pending");
  await expectNoAxeViolations(page, "/redeem_gift/history");

  await asOperator(page, async (operator) => {
    await operator.goto("/sandbox/gifts");
    await operator.getByRole("button", { name: `Approve RM 50 grocery voucher for ${player.username}` }).click();
    await expect(operator).toHaveURL(/\/sandbox\/gifts$/);
  });
  // the decision arrives on the open screen (live event), no reload
  await expect(row).toContainText("Approved");
});
