import { summariseUserAgent } from "../../src/lib/user-agent.ts";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { goInside } from "./support/go-inside.ts";
import { addVirtualAuthenticator, virtualCredentials } from "./support/passkeys.ts";
import { expect, test } from "./support/test.ts";

/**
 * Passkeys as a player meets them, at 360 px, with Chromium's virtual authenticator (CDP WebAuthn) as the phone's
 * fingerprint: one added on /security/passkeys (named after the device to start with), signing in with it from
 * /login without typing a password, its "last used" in the list, and removing it, after which it signs in no more.
 * The session statechart's passkey paths (a closed prompt included) are walked in paths.spec.ts.
 */
test("add a passkey, sign in with it without a password, see it used, remove it", async ({ page }) => {
  const player = await arrangePlayer();
  const authenticator = await addVirtualAuthenticator(page);
  const { cdp, authenticatorId } = authenticator;
  await openSignedIn(page, player, "/security/passkeys");
  await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("No passkeys yet")).toBeVisible();
  const { device, browser } = summariseUserAgent(await page.evaluate(() => navigator.userAgent));
  const thisDevice = [device, browser].filter(Boolean).join(" · ");
  const name = page.getByLabel("Passkey name");
  await expect(name).toHaveValue(thisDevice);

  // the fingerprint is not accepted (the prompt ends without a passkey, as when the player closes it): a calm note,
  // no alarm, the name typed kept
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
  await name.fill("Work phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No passkey was added." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(name).toHaveValue("Work phone");
  expect(await virtualCredentials(authenticator)).toHaveLength(0);
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });

  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. You can use it the next time you log in.")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Work phone" });
  await expect(row).toContainText(thisDevice);
  await expect(row).toContainText(/Added \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(row).toContainText("Not used yet");
  expect(await virtualCredentials(authenticator)).toHaveLength(1);

  // signed out, then in with the passkey: no username, no password typed
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);

  await goInside(page, "/security/passkeys");
  await expect(row).toContainText(/Last used \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // removed after a confirmation
  await page.getByRole("button", { name: "Remove Work phone" }).click();
  const sheet = page.getByRole("dialog", { name: "Remove this passkey?" });
  await expect(sheet).toContainText('"Work phone" will no longer sign you in.');
  await sheet.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(page.getByText("No passkeys yet")).toBeVisible();

  // the phone still holds it, but it signs in no more
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passkey sign-in failed");
  await expect(page).toHaveURL(/\/login$/);
});
