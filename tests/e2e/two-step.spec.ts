import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expect, test } from "./support/test.ts";
import { AuthenticatorApp, shownSecret } from "./support/two-step.ts";

/**
 * Two-step sign-in as a player meets it on a phone (360 px): turned on from /security/two_step with an authenticator
 * app (its codes computed here from the setup key the screen shows), the recovery codes saved, then signing in with
 * the password and the app's code, and once with a recovery code; last, turned off with the password and a code.
 * The session statechart's code step is also walked path by path (tests/e2e/paths/two-step-login.ts); the screen
 * tour (screens.spec.ts) checks these screens in every language.
 */

async function logOut(page: Page): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function typePassword(page: Page, player: { username: string; password: string }): Promise<void> {
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

test("turn on two-step sign-in, save the recovery codes, sign in with the app's code and with a recovery code", async ({
  page,
}) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player, "/security/two_step");
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  const status = page.locator(".two-step-status__label");
  await expect(status).toHaveText("Two-step sign-in is off");

  // step 1: the QR code and the setup key in groups of four; the app is set up from the key
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByTestId("two-step-secret")).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(page.getByRole("button", { name: "Copy setup key" })).toBeVisible();
  const app = new AuthenticatorApp(await shownSecret(page), e2eApi);
  await page.getByRole("button", { name: "Next" }).click();

  // step 2: a wrong code is refused beside the field; the app's code turns it on
  const code = page.getByLabel("Code from the app");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(await app.wrongCode());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid code" })).toBeVisible();
  await code.fill(await app.code());
  await page.getByRole("button", { name: "Turn on" }).click();

  // the ten recovery codes, once: downloaded as a text file, then "I have saved them"
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
  for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const saved = readFileSync(await download.path(), "utf8");
  for (const recovery of codes) expect(saved).toContain(recovery);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(status).toHaveText("Two-step sign-in is on");
  await expect(page.getByText("Recovery codes left: 10 of 10")).toBeVisible();
  await expect(list).toHaveCount(0);

  // signing in again: the password, then the app's code
  await logOut(page);
  await typePassword(page, player);
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  const loginCode = page.getByLabel("Code", { exact: true });
  await expect(loginCode).toHaveAttribute("autocomplete", "one-time-code");
  await expect(loginCode).toHaveAttribute("inputmode", "numeric");
  await loginCode.fill(await app.code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // and once with a recovery code instead of the app's
  await logOut(page);
  await typePassword(page, player);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // the code used is gone; turning it off takes the password and a code
  await page.goto("/security/two_step");
  await expect(page.getByText("Recovery codes left: 9 of 10")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByLabel("Code from the app or a recovery code").fill(await app.code());
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(status).toHaveText("Two-step sign-in is off");
});
