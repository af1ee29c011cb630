import type { Page } from "@playwright/test";
import { type Caller, registerPlayer } from "../support/api.ts";
import { e2eApi, freshUsername } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The sign-in history as a player meets it, at 360 px: a wrong password and then the right one on the login screen,
 * both in the history (from Account → Sign-in and security) with their words and "This device"; then a sign-in on an
 * iPhone brings the new-device mail, whose "This wasn't me" leads to changing the password.
 */

/** Safari on an iPhone, as it introduces itself. */
const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a wrong password and a sign-in in the history; a new device's sign-in mails the player", async ({
  page,
  browser,
}) => {
  await page.goto("/login");
  // registered from this browser (its user agent), so that the first sign-in here is a device the account knows
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const thisBrowser: Caller = {
    call: (method, path, options = {}) =>
      e2eApi.call(method, path, { ...options, headers: { "User-Agent": userAgent, ...options.headers } }),
  };
  const player = await registerPlayer(thisBrowser, { username: freshUsername() });

  await logIn(page, player.username, "WrongPass1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();
  await logIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/home$/);

  // Account → Sign-in and security: the sign-in before this one is the registration
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await page.getByRole("link", { name: "Sign-in and security" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in and security" })).toBeVisible();
  const historyLink = page.getByRole("link", { name: /^Sign-in history/ });
  await expect(historyLink).toContainText(/Last sign-in: \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\), Linux · Chrome/);
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible();

  await historyLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in history" })).toBeVisible();
  const lines = page.getByRole("list", { name: "Sign-ins" }).getByRole("listitem");
  await expect(lines).toHaveCount(3);
  // newest first: this sign-in, the wrong password before it, the registration
  await expect(lines.nth(0)).toContainText("Linux · Chrome");
  await expect(lines.nth(0)).toContainText("Signed in");
  await expect(lines.nth(0)).toContainText("This device");
  await expect(lines.nth(0)).toContainText("Password");
  // the loopback address this browser calls from (127.0.0.1, or ::1 grouped by its /64)
  await expect(lines.nth(0)).toContainText(/IP (127\.0\.0\.1|[0-9a-f:]+\/64)/);
  await expect(lines.nth(0)).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)/);
  await expect(lines.nth(1)).toContainText("Wrong password");
  await expect(lines.nth(1)).not.toContainText("This device");
  await expect(lines.nth(1)).toHaveClass(/sign-in--failed/);
  await expect(lines.nth(2)).toContainText("Signed in");
  await expect(lines.nth(2)).not.toContainText("This device");
  await expectNoAxeViolations(page, "/security/sign_ins");

  // the same account signed in on an iPhone
  const iphone = await browser.newContext({
    userAgent: iphoneSafari,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    timezoneId: "Asia/Kuala_Lumpur",
  });
  const phone = await iphone.newPage();
  await phone.goto("/login");
  await logIn(phone, player.username, player.password);
  await expect(phone).toHaveURL(/\/home$/);
  await phone.getByRole("banner").getByRole("link", { name: /^Mail/ }).click();
  const mail = phone.getByRole("link", { name: /New sign-in to your account/ });
  await expect(mail).toContainText("Your account was signed in on iPhone · Safari");
  await mail.click();
  await expect(phone.getByRole("heading", { name: "New sign-in to your account" })).toBeVisible();
  await expect(phone.locator(".mail__body")).toContainText(/ \(IP (127\.0\.0\.1|[0-9a-f:]+\/64)\)\. /);
  await expectNoAxeViolations(phone, "/mail/$mailId (new sign-in)");
  await phone.getByRole("link", { name: "This wasn't me" }).click();
  await expect(phone).toHaveURL(/\/profile\/change_password$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  await iphone.close();
});
