import { arrangePlayer, e2eApi } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * Play responsibly where the player meets it outside its own screens, at 360 px in Malaysia's time: a player in a
 * time-out who signs in lands on the screen that says until when and what stays open, and every other screen leads
 * back there. (The deposit limit on the deposit form is walked as a new player would in play-responsibly.spec.ts.) (The reality check and the play time limit on /play_game, and a withdrawal that needs
 * a verified account, are walked by their statecharts' UI paths: tests/e2e/paths/.)
 */
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kuala_Lumpur" });

async function asPlayer(jwtToken: string, path: string, body: object): Promise<void> {
  const res = await e2eApi.call("POST", path, { body, token: jwtToken });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
}

test("a player in a time-out signs in and lands on its end date; closed screens lead back there, open ones open", async ({
  page,
}) => {
  const player = await arrangePlayer({ myr: 100 });
  await asPlayer(player.jwtToken, "/api/player/responsible/restrict", { length: "24h" });
  // signed in on the login screen, as the player would
  await page.goto("/login");
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/restricted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Time-out" })).toBeVisible();
  await expect(page.getByText(/^Your time-out ends on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByText(/^Time left: (23 hours 5\d minutes|1 day)\.$/)).toBeVisible();
  const open = page.getByRole("region", { name: "What you can still do" });
  for (const name of ["See your balance", "Withdraw", "See your history", "Play responsibly"]) {
    await expect(open.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Closed until then" })).toContainText("Deposits");
  await expectNoAxeViolations(page, "/restricted");

  // a closed screen, by the tab bar or by its address, leads back
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/restricted$/);
  await page.goto("/deposit/instant_deposit");
  await expect(page).toHaveURL(/\/restricted$/);
  // an open one opens: the balance
  await open.getByRole("link", { name: "See your balance" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("region", { name: "MYR balance" })).toContainText(/RM\s?100\.00/);

  await page.goBack();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
