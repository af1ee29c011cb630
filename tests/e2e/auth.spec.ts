import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { freshPhone, sendCodeAndReadOtp } from "./support/sandbox.ts";
import { expect, test } from "./support/test.ts";

const password = "Secret123";

async function logIn(page: Page, username: string, secret: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.describe.configure({ mode: "serial" });

const username = `p${Date.now().toString(36)}`.slice(0, 16);
const phone = freshPhone();

test("register with a referral link: the right code completes registering by itself, landing on /home", async ({
  page,
}) => {
  await page.goto("/register/HARIMAU1");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Referral code (optional)")).toHaveValue("HARIMAU1");
  await expect(page.getByText(/Invited by/)).toBeVisible();
  await expectNoAxeViolations(page, "/register");

  // the form refuses what the rules refuse, keeping what was typed
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill("Different1");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(username);

  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("Full name").fill("Nur Test");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Verify your phone number first")).toBeVisible();

  // a code cannot be asked for without a valid phone
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Please enter your phone number first")).toBeVisible();
  await page.getByLabel("Phone number").fill("12");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

  // a wrong code is refused as its sixth digit is typed, with the server's message; nothing typed is lost
  await page.getByLabel("Phone number").fill(`+${phone}`);
  const code = await sendCodeAndReadOtp(page, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const registering: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/player/user/register")) registering.push(request.method());
  });
  await page.getByLabel("Verification code (OTP)").fill(wrong);
  await expect(page.getByText("Invalid OTP", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Verification code (OTP)")).toHaveValue(wrong);
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Full name")).toHaveValue("Nur Test");
  await expect(page.getByRole("button", { name: "Verify", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "/register (wrong code)");
  expect(registering).toEqual([]);

  // the right code: verified and registered without another press, once
  await page.getByLabel("Verification code (OTP)").fill(code);
  await expect(page).toHaveURL(/\/home$/);
  expect(registering).toEqual(["POST"]);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByText("Wallet balance")).toBeVisible();
  await expectNoAxeViolations(page, "/home");
});

test("log out from /account, then log in again", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
  // /home has drawn (its loaders settled) before the tab is tapped
  await expect(page.getByText("Wallet balance")).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();
  await expectNoAxeViolations(page, "/account");
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("persist:root") ?? "{}") as { user?: { jwtToken?: string } }).user?.jwtToken,
  );
  expect(token).toBeTruthy();
  const logout = page.waitForResponse((res) => res.url().endsWith("/api/player/user/logout"));
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // the session ended on the server too: the token is refused from now on
  expect((await logout).status()).toBe(200);
  const check = await page.request.get("/api/tenant/user/check-session", { headers: { "X-Cookie": token ?? "" } });
  expect(check.status()).toBe(401);
  // history was replaced: going back does not show a signed-in screen
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
});

test("forgot password: verify the phone, choose a new password, log in with it", async ({ page }) => {
  // meiling (seeded, phone 60167778888) forgot her password
  const meiling = "60167778888";
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await expectNoAxeViolations(page, "/forgotPassword");
  // a phone that has no account is answered like one that has (no enumeration), but gets no SMS
  await page.getByLabel("Phone number").fill("012-000 0000");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code (OTP)")).toBeVisible();
  const sms = await page.request.get("/api/sandbox/sms?contact_no=60120000000", {
    headers: { current_domain: "http://localhost/" },
  });
  expect(await sms.json()).toEqual([]);
  await page.getByLabel("Phone number").fill("016-777 8888");
  const code = await sendCodeAndReadOtp(page, meiling);
  // the code is checked as it is typed: then the new password
  await page.getByLabel("Verification code (OTP)").fill(code);
  await page.getByLabel("New password", { exact: true }).fill("Changed456");
  await page.getByLabel("Confirm new password").fill("Changed456");
  await expectNoAxeViolations(page, "/forgotPassword (new password)");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await logIn(page, "meiling", "Demo1234");
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Changed456");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "demo", "WrongPass1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("demo");
  await expectNoAxeViolations(page, "/login (wrong password)");
});

test("a second login elsewhere ends the first session with the message", async ({ browser }) => {
  const firstDevice = await browser.newContext();
  const first = await firstDevice.newPage();
  await first.clock.install();
  await first.goto("/login");
  await logIn(first, "ahmad88", "Demo1234");
  await expect(first).toHaveURL(/\/home$/);

  const secondDevice = await browser.newContext();
  const second = await secondDevice.newPage();
  await second.goto("/login");
  await logIn(second, "ahmad88", "Demo1234");
  await expect(second).toHaveURL(/\/home$/);

  // the first device's check is fresh for 60 s; after that, coming back into view re-checks it
  await first.clock.fastForward(61_000);
  await first.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(first).toHaveURL(/\/login$/);
  await expect(first.getByText("Session ended. Other devices logged in")).toBeVisible();
  await expectNoAxeViolations(first, "/login (session ended)");
  await firstDevice.close();
  await secondDevice.close();
});
