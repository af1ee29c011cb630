import { readFileSync } from "node:fs";
import type { Page, Request, Route } from "@playwright/test";
import { deposit } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { logIn } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * Signed-in routes read their data in their loader (TanStack Router + Query): the request
 * starts with the navigation, or earlier with the intent (hover, touch), not after the
 * screen has rendered; the screen then reads the same query, so nothing is asked twice.
 */

/** The built file of a route's lazily loaded screen (its `component`), from the build manifest. */
function screenChunkOf(routeFile: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL("../../dist/.vite/manifest.json", import.meta.url), "utf8"),
  ) as Record<string, { file: string }>;
  const chunk = manifest[`${routeFile}?tsr-split=component`];
  if (!chunk) throw new Error(`no screen chunk for ${routeFile} in the build`);
  return chunk.file;
}

/** Every request of the page whose path matches, as it is made. */
function recordRequests(page: Page, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

test("hovering the Wallet tab starts reading the balances before the click; the click asks nothing again", async ({
  page,
}) => {
  await logIn(page, "demo", "Demo1234");
  const walletCalls = recordRequests(page, /^\/api\/player\/wallet\/getWallet$/);
  const tab = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallet" });
  await tab.hover();
  await expect.poll(() => walletCalls.length, { message: "the balances are asked for on hover" }).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
  await tab.click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("region", { name: "MYR balance" })).toBeVisible();
  expect(walletCalls).toHaveLength(1);
});

test("opening a transaction asks for it from the route's loader, once, while the screen's code is still on its way", async ({
  page,
}) => {
  const player = await arrangePlayer();
  const pending = await deposit(e2eApi, player, { channel: "bank_transfer", method: "MBB", amount: 10_000 });
  expect(pending.status).toBe(200);
  const { _id: id, reference } = pending.body;
  await openSignedIn(page, player, "/transaction");
  const row = page.getByRole("link", { name: new RegExp(reference) });
  await expect(row).toBeVisible();

  // Hold the transaction screen's code: whatever asks for the transaction meanwhile is not the screen.
  const screenChunk = screenChunkOf("src/routes/_signedIn/(wallet)/transaction/$id.tsx");
  const heldCode: Route[] = [];
  await page.route(`**/${screenChunk}`, (route) => {
    heldCode.push(route);
  });
  const calls = recordRequests(page, new RegExp(`^/api/player/transaction/getTransaction/${id}$`));
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${id}$`));
  await expect.poll(() => calls.length, { message: "the loader asks for the transaction" }).toBe(1);
  expect(heldCode.length, "the screen's code was asked for and is held").toBeGreaterThan(0);
  // meanwhile the route shows its frame and placeholder rows, not a blank page or a spinner
  await expect(page.getByRole("heading", { name: "Transaction", exact: true })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
  await expectNoAxeViolations(page, "/transaction/$id while it loads");

  for (const route of heldCode) await route.continue();
  await page.unroute(`**/${screenChunk}`);
  await expect(page.getByRole("region", { name: "Transaction details" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upload receipt" })).toBeVisible();
  expect(calls, "one request for one navigation").toHaveLength(1);
});

test("a loader whose request fails shows the screen's failure or the error page, never a blank screen", async ({
  page,
}) => {
  await logIn(page, "demo", "Demo1234");

  // an unknown transaction: the screen says so, as it always did
  await page.goto("/transaction/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Transaction", exact: true })).toBeVisible();
  await expect(page.locator(".empty-state__title")).toHaveText("Transaction not found");
  await expect(page.getByRole("link", { name: "All transactions" })).toBeVisible();

  // the deposit options do not come: the deposit screen says it failed to load
  await page.route("**/api/player/deposit/getDepositOptions", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/deposit/instant_deposit");
  await expect(page.getByRole("heading", { name: "Deposit" })).toBeVisible();
  await expect(page.locator(".form-error")).toHaveText("Failed to load");

  // the balances do not come: the app's error page, and the alert
  await page.route("**/api/player/wallet/getWallet", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/wallet");
  await expect(page.getByRole("heading", { name: "enter error boundary" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByText("Error Encountered")).toBeVisible();
});
