import { demoLogins } from "../../server/seed/demo.ts";
import type { Wallet } from "../../src/api/contract/wallet.ts";
import { arrangePlayer, e2eApi, freshUsername, openSignedIn, sessionToken } from "./paths/players.ts";
import { freshPhone, verifyPhone } from "./support/sandbox.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * Referrals as players meet them: a new player copies their invite link on /invite; a friend opens it in
 * another browser, finds the code filled in and registers; the first player sees them on /referral with the
 * totals updated. The seeded demo player claims their rebates on /rebate_list and the wallet rises by the
 * claimed amount. The layout guard runs on every page here; axe checks these screens in the signed-in tour
 * (screens.spec.ts), in four languages at two widths.
 */

async function mainWallet(token: string): Promise<number> {
  const res = await e2eApi.call<Wallet>("GET", "/api/player/wallet/getWallet", { token });
  return res.body.balances.find((b) => b.currency === "MYR")?.available ?? 0;
}

test("invite link → a friend registers with the code filled in → listed on /referral; rebates claimed into the wallet", async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const inviter = await arrangePlayer();
  await openSignedIn(page, inviter, "/invite");
  await expect(page.getByRole("heading", { level: 1, name: "Invite friends" })).toBeVisible();
  const code = (await page.getByTestId("referral-code").textContent()) ?? "";
  expect(code).toBe(inviter.referral_code);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId("invite-link")).toHaveText(`${origin}/register/${code}`);
  await expect(page.getByRole("img", { name: "QR code of your invite link" })).toBeVisible();
  await page.getByRole("button", { name: "Copy invite link" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${origin}/register/${code}`);
  await expect(page.getByRole("region", { name: "Your referrals" })).toContainText("Referred0");

  // "Share": the phone's share sheet where it has one, with the message and the link …
  const shared = await page.evaluate(async () => {
    const seen: ShareData[] = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => seen.push(data),
    });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: () => true });
    (document.querySelector(".invite__actions .button--primary") as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return seen;
  });
  expect(shared).toEqual([{ title: expect.any(String), text: expect.stringContaining(code), url: link }]);
  await expect(page).toHaveURL(/\/invite$/);
  // … else the share links of /share
  await page.evaluate(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page).toHaveURL(/\/share$/);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`Join me on Harimau Play! Register with my referral code ${code}: ${link}`)}`,
  );

  // the friend, on their own phone
  const friendContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const friend = await friendContext.newPage();
  const username = freshUsername().slice(0, 16);
  await friend.goto(link);
  await expect(friend.getByLabel("Referral code (optional)")).toHaveValue(code);
  await expect(friend.getByText(`Invited by ${inviter.username}`)).toBeVisible();
  await friend.getByLabel("Username").fill(username);
  await friend.getByLabel("Password", { exact: true }).fill("Secret123");
  await friend.getByLabel("Confirm password").fill("Secret123");
  await friend.getByLabel("Full name").fill("Friend Invited");
  await verifyPhone(friend, freshPhone());
  await expect(friend).toHaveURL(/\/home$/);
  await friendContext.close();

  // the inviter sees them, masked, with the totals
  await page.goto("/referral");
  await expect(page.getByRole("heading", { level: 1, name: "My referrals" })).toBeVisible();
  const rows = page.getByRole("list", { name: "Referrals" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${username.slice(0, 2)}***${username.slice(-1)}`);
  await expect(rows.first()).toContainText("Inactive");
  await expect(page.getByRole("region", { name: "Your referrals" })).toContainText("Referred1");
  await expect(page.getByRole("region", { name: "Your referrals" })).toContainText("Active0");

  // the demo player's rebates from past days (own rounds and their referrals' rounds), claimed all at once
  // in a context of its own: the inviter's signed-in app may store its session again at any moment
  const demoContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const demo = await demoContext.newPage();
  await openSignedIn(demo, demoLogins.harimau);
  const token = await sessionToken(demo);
  const before = await mainWallet(token);
  await demo.goto("/rebate_list");
  await expect(demo.getByRole("heading", { level: 1, name: "Rebates" })).toBeVisible();
  const byDay = demo.getByRole("list", { name: "Rebates by day" });
  await expect(byDay.getByText("Your referrals' games").first()).toBeVisible();
  const claimable = senOf((await demo.getByTestId("rebates-claimable").textContent()) ?? "");
  expect(claimable).toBeGreaterThan(0);
  await demo.getByRole("button", { name: "Claim all" }).click();
  await expect(demo.getByRole("status").filter({ hasText: "Added to your wallet" })).toBeVisible();
  await expect(demo.getByTestId("rebates-claimable")).toHaveText(/RM\s?0\.00/);
  await expect(demo.getByRole("button", { name: "Claim all" })).toBeDisabled();
  await expect(byDay.getByRole("button", { name: "Claim" })).toHaveCount(0);
  expect(await mainWallet(token)).toBe(before + claimable);
  // the claim is a transaction of its own
  await demo.getByRole("status").getByRole("link").click();
  await expect(demo).toHaveURL(/\/transaction\/[0-9a-f-]{36}$/);
  await demoContext.close();
});
