import type { Page, Request } from "@playwright/test";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { deposit, MYR, operator, withdraw } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * Live balance: the server tells the signed-in app when money moves (GET /api/player/events), and
 * the screen on view shows the new balance without a reload, whoever moved it: the operator on the
 * sandbox page in another browser, or the API. Queries still do not refetch on window focus.
 */

test.describe.configure({ mode: "serial" });

/** The available MYR balance /wallet shows, in sen. */
const walletBalance = (page: Page) => async () =>
  senOf(
    (await page
      .getByRole("region", { name: "MYR balance" })
      .locator(".balance-card__amount")
      .textContent({ timeout: 2_000 })) ?? "",
  );

/** The balance /home shows on the account card, in sen. */
const homeBalance = (page: Page) => async () =>
  senOf(
    (await page
      .getByRole("region", { name: "Your account" })
      .locator(".user-card__amount")
      .textContent({ timeout: 2_000 })) ?? "",
  );

/** A tab of the bottom navigation. */
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

/** Marks the document: a reload (or a full navigation) would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { liveMark?: boolean }).liveMark = true;
  });
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
}

/** The operator decides on the sandbox operator page, in a browser of their own. */
async function decideOnOperatorPage(page: Page, reference: string, action: "Approve" | "Reject") {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext();
  const operatorPage = await context.newPage();
  await operatorPage.goto("/sandbox/operator");
  await operatorPage.getByRole("row").filter({ hasText: reference }).getByRole("button", { name: action }).click();
  // the form posts and comes back to the list: close only once it has
  await expect(operatorPage.getByRole("row").filter({ hasText: reference })).toHaveCount(0);
  await context.close();
}

/** The stream the app opened (its request and answer), so a test knows it listens before money moves. */
async function streamOpened(page: Page) {
  const response = await page.waitForResponse((res) => res.url().includes("/api/player/events"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);
}

test("a rejected withdrawal gives the balance back on /wallet and /home without a reload", async ({ page }) => {
  const player = await arrangePlayer({ pin: true, bank: true, myr: 500 });
  const opened = streamOpened(page);
  await openSignedIn(page, player);
  await opened;
  const token = await sessionToken(page);
  const me = { ...player, jwtToken: token };

  await tab(page, "Wallet").click();
  await expect(page.getByRole("region", { name: "MYR balance" })).toBeVisible();
  expect(await walletBalance(page)()).toBe(MYR(500));
  await markDocument(page);

  // a withdrawal made on another device of the player: held at once, and shown here
  const first = await withdraw(e2eApi, me, { amount: MYR(100) });
  expect(first.status).toBe(200);
  await expect.poll(walletBalance(page)).toBe(MYR(400));
  await expect(page.getByText(/On hold for pending withdrawals/)).toBeVisible();
  await expectNoAxeViolations(page, "/wallet (pending withdrawal)");

  await decideOnOperatorPage(page, first.body.reference, "Reject");
  await expect.poll(walletBalance(page)).toBe(MYR(500));
  await expect(page.getByText(/On hold for pending withdrawals/)).toHaveCount(0);
  await expectSameDocument(page);

  // the same on /home, reached inside the app
  await tab(page, "Home").click();
  await expect.poll(homeBalance(page)).toBe(MYR(500));
  const second = await withdraw(e2eApi, me, { amount: MYR(50) });
  expect(second.status).toBe(200);
  await expect.poll(homeBalance(page)).toBe(MYR(450));
  await expectNoAxeViolations(page, "/home (pending withdrawal)");
  await decideOnOperatorPage(page, second.body.reference, "Reject");
  await expect.poll(homeBalance(page)).toBe(MYR(500));
  await expectSameDocument(page);

  // the transaction list, opened later, shows what happened meanwhile
  await tab(page, "Wallet").click();
  await page.getByRole("link", { name: "Transactions" }).click();
  await expect(page.getByRole("link", { name: new RegExp(second.body.reference) })).toContainText("Rejected");
  await expectSameDocument(page);
});

test("an approved deposit raises the balance on /wallet and /home without a reload", async ({ page }) => {
  const player = await arrangePlayer({ myr: 100 });
  const opened = streamOpened(page);
  await openSignedIn(page, player);
  await opened;
  const me = { ...player, jwtToken: await sessionToken(page) };

  await expect.poll(homeBalance(page)).toBe(MYR(100));
  await markDocument(page);
  const onHome = await deposit(e2eApi, me, { channel: "bank_transfer", method: "MBB", amount: MYR(200) });
  expect(onHome.status).toBe(200);
  await decideOnOperatorPage(page, onHome.body.reference, "Approve");
  await expect.poll(homeBalance(page)).toBe(MYR(300));

  await tab(page, "Wallet").click();
  await expect.poll(walletBalance(page)).toBe(MYR(300));
  const onWallet = await deposit(e2eApi, me, { channel: "bank_transfer", method: "MBB", amount: MYR(150) });
  expect((await operator(e2eApi, onWallet.body._id, "approve")).status).toBe(200);
  await expect.poll(walletBalance(page)).toBe(MYR(450));
  // a rejected deposit leaves it alone: the next approval is the next change seen
  const refused = await deposit(e2eApi, me, { channel: "bank_transfer", method: "MBB", amount: MYR(999) });
  expect((await operator(e2eApi, refused.body._id, "reject")).status).toBe(200);
  const more = await deposit(e2eApi, me, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
  expect((await operator(e2eApi, more.body._id, "approve")).status).toBe(200);
  await expect.poll(walletBalance(page)).toBe(MYR(550));
  await expectSameDocument(page);
});

test("nothing refetches on window focus: only a change the server announces reads the balance again", async ({
  page,
}) => {
  const player = await arrangePlayer({ myr: 100 });
  const opened = streamOpened(page);
  await openSignedIn(page, player);
  await opened;
  const me = { ...player, jwtToken: await sessionToken(page) };
  await tab(page, "Wallet").click();
  await expect.poll(walletBalance(page)).toBe(MYR(100));

  const moneyReads: string[] = [];
  const isMoneyRead = (request: Request) =>
    /\/api\/player\/(wallet\/getWallet|user\/getUser|transaction\/|report\/|withdraw\/getWithdrawInfo)/.test(
      request.url(),
    );
  page.on("request", (request) => {
    if (isMoneyRead(request)) moneyReads.push(new URL(request.url()).pathname);
  });
  // the player leaves the app and comes back, twice, as a phone does
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => {
      window.dispatchEvent(new Event("blur"));
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
      window.dispatchEvent(new Event("online"));
    });
  }
  // then money moves on the server: the one read that follows is the stream's doing
  const answered = page.waitForResponse((res) => res.url().includes("/api/player/wallet/getWallet"));
  const created = await deposit(e2eApi, me, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
  const approved = await operator(e2eApi, (created.body as Transaction)._id, "approve");
  expect(approved.status).toBe(200);
  await answered;
  await expect.poll(walletBalance(page)).toBe(MYR(200));
  expect(moneyReads).toEqual(["/api/player/wallet/getWallet"]);
});
