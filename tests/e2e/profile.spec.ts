import { Jimp } from "jimp";
import { avatarRules } from "../../src/api/contract/user.ts";
import { loginAs } from "../support/api.ts";
import { arrangePlayer, e2eApi, logInAs, openSignedIn, sessionToken } from "./paths/players.ts";
import { sendCodeAndReadOtp } from "./support/sandbox.ts";
import { expect, test } from "./support/test.ts";

/**
 * The profile as a new player meets it: the card on /profile, a new nickname and avatar that the user cards
 * show at once, a password change that keeps this tab signed in and signs other devices out, and a forgotten
 * PIN reset with a code read from the sandbox SMS sink. The layout guard runs on every page here; axe checks
 * these screens in the signed-in tour (screens.spec.ts).
 */

/** A real photo-sized PNG (the server stores it as a 256 px square). */
async function photo(): Promise<Buffer> {
  const image = new Jimp({ width: 900, height: 600, color: 0x3b82f6ff });
  return image.getBuffer("image/png");
}

test("profile card → new nickname and avatar, shown in the user cards at once", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  const card = page.getByRole("region", { name: "Your profile" });
  await expect(card).toContainText(player.username);
  await expect(page.getByText(player.referral_code as string)).toBeVisible();
  await expect(page.getByText(`+${player.contactNo}`)).toBeVisible();
  await expect(card).toContainText("VIP Normal");

  await page.getByRole("link", { name: "Edit nickname" }).click();
  await page.getByLabel("Nickname").fill("   ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Nickname is required")).toBeVisible();
  // a name that passes for the operator is refused beside the field, what was typed kept
  await page.getByLabel("Nickname").fill("Support Team");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This nickname is reserved")).toBeVisible();
  await expect(page.getByLabel("Nickname")).toHaveValue("Support Team");
  // nicknames are unique per tenant (and the tenant's name is reserved): one of this run's own
  const nickname = `Emas ${player.username}`;
  await page.getByLabel("Nickname").fill(`  ${nickname} `);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(card).toContainText(nickname);

  await page.getByRole("link", { name: "Change avatar" }).click();
  const chooser = page.locator('input[type="file"]');
  // refused before any upload: not an image, and over 5 MB
  let uploads = 0;
  page.on("request", (request) => {
    if (request.url().includes("/updateAvatar/")) uploads += 1;
  });
  await chooser.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert")).toHaveText("notes.txt cannot be used: choose a PNG, JPEG or GIF image.");
  // a file just over 5 MB, made in the page (quicker than sending 5 MB through the test driver)
  await chooser.evaluate((input: HTMLInputElement, size) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(size)], "huge.jpg", { type: "image/jpeg" }));
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, avatarRules.maxBytes + 1);
  await expect(page.getByRole("alert")).toContainText("huge.jpg is 5.1 MB: the largest picture we accept is 5 MB.");
  await expect(page.getByRole("button", { name: "Save avatar" })).toBeDisabled();
  expect(uploads).toBe(0);

  await chooser.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
  const preview = page.getByRole("img", { name: "Preview of me.png" });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await page.getByRole("button", { name: "Save avatar" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const avatar = card.locator("img.avatar");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.png$/);
  const src = await avatar.getAttribute("src");
  const stored = await page.request.get(src as string);
  const image = await Jimp.fromBuffer(await stored.body());
  expect([image.bitmap.width, image.bitmap.height]).toEqual([256, 256]);

  // the home and account cards show both at once
  await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
  const userCard = page.getByRole("region", { name: "Your account" });
  await expect(userCard).toContainText(nickname);
  await expect(userCard.locator("img.avatar")).toHaveAttribute("src", src as string);
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(nickname);
});

test("change password → stays signed in here, another device is signed out, the new password logs in", async ({
  page,
}) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player, "/profile/change_password");
  await page.getByLabel("Current password").fill("Wrong1234");
  await page.getByLabel("New password", { exact: true }).fill("Changed123");
  await page.getByLabel("Confirm new password").fill("Changed124");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Changed123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect current password");
  const before = await sessionToken(page);

  await page.getByLabel("Current password").fill(player.password);
  await page.getByLabel("New password", { exact: true }).fill("Changed123");
  await page.getByLabel("Confirm new password").fill("Changed123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
  // the old token (what another device holds) is refused; this tab carries on with the new one
  const old = await e2eApi.call("GET", "/api/player/user/getUser", { token: before });
  expect(old.status).toBe(401);
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  await page.getByRole("navigation").getByRole("link", { name: "Wallet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logInAs(page, { username: player.username, password: "Changed123" });
  expect((await loginAs(e2eApi, player.username, "Changed123")).username).toBe(player.username);
});

test("forgot PIN → reset with a code from the SMS, the new PIN is the one checked", async ({ page }) => {
  const player = await arrangePlayer({ pin: true });
  await openSignedIn(page, player, "/profile/reset_pin");
  await expect(page.getByLabel("Current PIN")).toBeVisible();
  await page.getByRole("button", { name: "Forgot PIN? Reset it with an OTP" }).click();
  await expect(page.getByLabel("Phone number")).toHaveValue(`+${player.contactNo}`);
  const code = await sendCodeAndReadOtp(page, player.contactNo);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code (OTP)").fill(wrong);
  await expect(page.getByText("Invalid OTP")).toBeVisible();
  await page.getByLabel("Verification code (OTP)").fill(code);
  await expect(page.getByText("Phone verified")).toBeVisible();
  await page.getByLabel("New PIN", { exact: true }).fill("135790");
  await page.getByLabel("Confirm new PIN").fill("135790");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your PIN is saved." })).toBeVisible();
  await expect(page.getByText("Your PIN is changed", { exact: true })).toBeVisible();
  const token = await sessionToken(page);
  const change = (pin: string) =>
    e2eApi.call("PATCH", "/api/player/user/updatePin", {
      token,
      body: { pin, new_pin: "246802", confirm_pin: "246802" },
    });
  expect(await change("123456")).toMatchObject({ status: 400, body: "Incorrect PIN" });
  expect((await change("135790")).status).toBe(200);
});
