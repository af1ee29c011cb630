import type { Page } from "@playwright/test";
import { Jimp } from "jimp";
import { DateTime } from "luxon";
import { MYR, newKey } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { catalogueOf } from "./support/lobby.ts";
import { asOperator } from "./support/sandbox.ts";
import { expect, type LayoutGuard, test } from "./support/test.ts";

/**
 * Play responsibly as a new player meets it at 360 px in Malaysia's time, each step the player's own through the
 * screens (issue 28, "Done when", the Playwright bullet): a daily deposit limit that refuses what would pass it;
 * a reality check over a game once 15 minutes are played; a 24-hour time-out that signs the player out and meets
 * them, signed in again, with its end; and verification rejected with a reason, sent again, approved, and a
 * withdrawal above the RM 1,000 threshold accepted. Only the arrangement (a new player with what the test needs)
 * and the operator's decisions are shortcuts.
 *
 * The tests move the server's clock (`POST /api/sandbox/clock`, forward only): their worker has a server of its
 * own. They run in order on it, so a time the server decides is read from its clock, never assumed to be the
 * test's.
 */
test.use({ ownServer: true, viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kuala_Lumpur" });

/** The screen fits the phone: nothing to scroll sideways, and the layout guard finds nothing on it. */
async function expectNoSidewaysScroll(page: Page, layoutGuard: LayoutGuard, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is wider than the phone`).toBeLessThanOrEqual(360);
  expect(await layoutGuard.checkNow(), `layout on ${screen}`).toEqual([]);
}

/** The server's time now (its sandbox clock, which the tests move forward). */
async function serverNow(): Promise<DateTime> {
  const res = await e2eApi.call<{ now: string }>("GET", "/api/sandbox/clock");
  expect(res.status).toBe(200);
  return DateTime.fromISO(res.body.now);
}

async function advanceServerClock(seconds: number): Promise<void> {
  const res = await e2eApi.call("POST", "/api/sandbox/clock", { body: { advance_seconds: seconds } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A small photo of a card on a table (the server reads the type from the bytes and walks them). */
async function photo(mime: "image/png" | "image/jpeg"): Promise<Buffer> {
  const image = new Jimp({ width: 48, height: 32, color: 0x3a6ea5ff });
  image.scan(8, 8, 32, 16, (_x, _y, idx) => {
    image.bitmap.data[idx] = 0xee;
    image.bitmap.data[idx + 1] = 0xe8;
    image.bitmap.data[idx + 2] = 0xd5;
  });
  return mime === "image/jpeg" ? image.getBuffer(mime, { quality: 85 }) : image.getBuffer(mime);
}

/** Opens Play responsibly from the account screen, as the player finds it. */
async function openPlayResponsibly(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await page.getByRole("link", { name: "Play responsibly", exact: true }).click();
  await expect(page).toHaveURL(/\/play_responsibly$/);
  await expect(page.getByRole("heading", { level: 1, name: "Play responsibly" })).toBeVisible();
}

test("a daily deposit limit of RM 200: RM 150 deposited leaves RM 50, and RM 100 is refused with the reason", async ({
  page,
  layoutGuard,
}) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);

  // 1. the limit, on Play responsibly: the row, the amount, Review, Confirm
  await openPlayResponsibly(page);
  await expectNoSidewaysScroll(page, layoutGuard, "/play_responsibly");
  const row = page.getByRole("button", { name: /^Deposit limit per day/ });
  await expect(row).toContainText("No limit");
  await row.click();
  const sheet = page.getByRole("dialog", { name: "Deposit limit per day" });
  await sheet.getByLabel("New limit (MYR)").fill("200");
  await sheet.getByRole("button", { name: "Review" }).click();
  await expect(sheet.getByRole("status")).toContainText("applies now.");
  await expectNoSidewaysScroll(page, layoutGuard, "/play_responsibly, the limit's review");
  await sheet.getByRole("button", { name: "Confirm" }).click();
  await expect(sheet.getByRole("status")).toContainText("Saved. Your limit is RM 200.00");
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(row).toContainText("RM 200.00 left");

  // 2. RM 150 by bank transfer, from the wallet: a pending deposit counts against the limit
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallet" }).click();
  await page.getByRole("main").getByRole("link", { name: "Deposit" }).click();
  await page.getByRole("navigation", { name: "Deposit channels" }).getByRole("link", { name: "Bank transfer" }).click();
  await expect(page).toHaveURL(/\/deposit\/bank_transfer$/);
  const amount = page.getByLabel("Amount (MYR)");
  const resets = "resets \\d{4}-\\d{2}-\\d{2} 00:00";
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`RM\\s?200\\.00 left of your daily deposit limit · ${resets}$`),
  );
  await expectNoSidewaysScroll(page, layoutGuard, "/deposit/bank_transfer");
  await page.getByRole("group", { name: "Your bank" }).getByRole("radio").first().check();
  await amount.fill("150");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Upload your transfer receipt" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose receipt" }).click();
  await (await chooser).setFiles({ name: "receipt.png", mimeType: "image/png", buffer: await photo("image/png") });
  await page.getByRole("button", { name: "Submit receipt" }).click();
  await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
  await expectNoSidewaysScroll(page, layoutGuard, "/deposit/bank_transfer, submitted");

  // 3. the next deposit: RM 50 left, on the form
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallet" }).click();
  await page.getByRole("main").getByRole("link", { name: "Deposit" }).click();
  await page.getByRole("navigation", { name: "Deposit channels" }).getByRole("link", { name: "Bank transfer" }).click();
  const left = `RM\\s?50\\.00 left of your daily deposit limit · ${resets}`;
  await expect(amount).toHaveAccessibleDescription(new RegExp(`${left}$`));

  // 4. RM 100 would pass it: refused at the amount with the reason and what is left; the amount stays as typed
  await page.getByRole("group", { name: "Your bank" }).getByRole("radio").first().check();
  await amount.fill("100");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`^This deposit would pass your deposit limit · ${left}$`),
  );
  await expect(page.getByText("This deposit would pass your deposit limit")).toBeVisible();
  await expect(amount).toHaveValue("100");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Upload your transfer receipt" })).toHaveCount(0);
  await expectNoSidewaysScroll(page, layoutGuard, "/deposit/bank_transfer, refused");

  // 5. and on Play responsibly (home by the brand, as the deposit screen has no tab bar): RM 150 used, RM 50 left
  await page.getByRole("banner").getByRole("link", { name: "Harimau Play home" }).click();
  await openPlayResponsibly(page);
  await expect(row).toContainText("RM 150.00 used");
  await expect(row).toContainText("RM 50.00 left");
});

test("a 15-minute reality check: after 15 minutes of play the dialog shows the time and the net result", async ({
  page,
  layoutGuard,
}) => {
  // the app's 60 s heartbeat timer is Playwright's clock (it flows as real time does until moved on)
  await page.clock.install();
  const player = await arrangePlayer({ pin: true, myr: 100 });
  await openSignedIn(page, player);
  const catalogue = await catalogueOf(page);
  const provider = catalogue.providers.find((p) => !p.maintenance);
  const game = catalogue.games.find((item) => item.provider_code === provider?.code);
  if (!provider || !game) throw new Error("no open provider with a game");
  // the game's provider account holds RM 50 (moved there before: not the point here)
  const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
    body: { from: "wallet", to: provider.code, amount: MYR(50), pin: "123456", idempotency_key: newKey() },
    token: await sessionToken(page),
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);

  // 1. the reality check, every 15 minutes: the radio on Play responsibly, saved as it is picked
  await openPlayResponsibly(page);
  const interval = page.getByRole("group", { name: "Reality check" });
  await expect(interval.getByRole("radio", { name: "Off" })).toBeChecked();
  await interval.getByRole("radio", { name: "Every 15 minutes" }).check();
  await expect(page.getByText("Reality check saved")).toBeVisible();
  await expect(interval.getByRole("radio", { name: "Every 15 minutes" })).toBeChecked();
  await expect(interval.getByRole("radio", { name: "Every 15 minutes" })).toBeEnabled();

  // 2. the game, opened as a player opens it; the session's first heartbeat is in
  const heartbeat = /\/api\/player\/responsible\/play$/;
  const firstHeartbeat = page.waitForResponse((res) => heartbeat.test(res.url()) && res.request().method() === "POST");
  await page.goto(`/play_game?game=${game._id}`);
  const frame = page.locator("iframe.play-game__frame");
  await expect(frame).toBeVisible();
  expect((await firstHeartbeat).status()).toBe(200);
  await expectNoSidewaysScroll(page, layoutGuard, "/play_game");

  // 3. one round in the game: its win minus its bet is the session's net result
  const round = page.waitForResponse((res) => /\/round/.test(res.url()) && res.request().method() === "POST");
  await page
    .frameLocator("iframe.play-game__frame")
    .getByRole("button", { name: /^(Spin|Roll)$/ })
    .click();
  const answer = await round;
  expect(answer.status()).toBe(200);
  const bet = (answer.request().postDataJSON() as { bet: number }).bet;
  const net = ((await answer.json()) as { win: number }).win - bet;

  // 4. 15 minutes pass on the server; the next heartbeat, a minute later on the page, finds the check due
  await advanceServerClock(15 * 60 + 5);
  await page.clock.fastForward(60_000);
  const dialog = page.getByRole("dialog", { name: "Reality check" });
  await expect(dialog).toBeVisible();
  const fact = (name: string) => dialog.getByText(name).locator("xpath=following-sibling::dd");
  await expect(fact("Time played this session")).toHaveText(/^1[5-6] min$/);
  const ringgit = (Math.abs(net) / 100).toFixed(2);
  const sign = net > 0 ? "\\+" : net < 0 ? "[-−]" : "";
  await expect(fact("Net result this session")).toHaveText(new RegExp(`^${sign}RM\\s?${ringgit.replace(".", "\\.")}$`));
  await expectNoSidewaysScroll(page, layoutGuard, "/play_game, reality check");
  await expectNoAxeViolations(page, "/play_game, reality check");

  // 5. "Keep playing" closes it, and the game is on
  await dialog.getByRole("button", { name: "Keep playing" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(frame).toBeVisible();
});

test("a 24-hour time-out: signed out, signed in again, the end date 24 hours on in Malaysia's time", async ({
  page,
  layoutGuard,
}) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  await openPlayResponsibly(page);

  // 1. Take a break: 24 hours, then the two steps of the confirmation
  const takeABreak = page.getByRole("region", { name: "Take a break" });
  await expect(takeABreak.getByRole("radio", { name: "24 hours" })).toBeChecked();
  await takeABreak.getByRole("button", { name: "Take a time-out" }).click();
  const sheet = page.getByRole("dialog", { name: "Time-out for 24 hours" });
  // what stops, and until when (24 hours from now on the phone's clock, in Malaysia's time)
  const shownEnd = (at: DateTime) => at.plus({ hours: 24 }).setZone("Asia/Kuala_Lumpur").toFormat("yyyy-MM-dd HH:mm");
  const phoneEnds = [shownEnd(DateTime.now().minus({ minutes: 1 })), shownEnd(DateTime.now().plus({ minutes: 1 }))];
  await expect(sheet.getByText(/^Until \d{4}-\d{2}-\d{2} \d{2}:\d{2} you cannot:$/)).toBeVisible();
  const until = (await sheet.getByText(/^Until /).textContent())?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0] ?? "";
  expect(until >= (phoneEnds[0] ?? "") && until <= (phoneEnds[1] ?? ""), `${until} is 24 hours from now`).toBe(true);
  await expect(sheet).toContainText("A time-out cannot be shortened or undone.");
  await expectNoSidewaysScroll(page, layoutGuard, "/play_responsibly, time-out (1 of 2)");
  await sheet.getByRole("button", { name: "Continue" }).click();
  await expect(sheet.getByRole("status")).toHaveText(
    `Start your time-out now? It ends on ${until}. You will be signed out.`,
  );
  await expectNoSidewaysScroll(page, layoutGuard, "/play_responsibly, time-out (2 of 2)");
  const before = await serverNow();
  await sheet.getByRole("button", { name: "Start my time-out" }).click();

  // 2. signed out: the login screen
  await expect(page).toHaveURL(/\/login$/);
  const after = await serverNow();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expectNoSidewaysScroll(page, layoutGuard, "/login");

  // 3. signed in on the login screen: the time-out's screen, with its end 24 hours after it started (server time)
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/restricted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Time-out" })).toBeVisible();
  const ends = new Set([shownEnd(before), shownEnd(after)]);
  const endText = page.getByText(/^Your time-out ends on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/);
  await expect(endText).toBeVisible();
  const end = (await endText.textContent())?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0] ?? "";
  expect([...ends], "the end is 24 hours after the server started the time-out, in Malaysia's time").toContain(end);
  await expect(page.getByRole("region", { name: "Closed until then" })).toContainText("Deposits");
  await expectNoSidewaysScroll(page, layoutGuard, "/restricted");
  await expectNoAxeViolations(page, "/restricted");
});

test("verification rejected with a reason, sent again and approved: a withdrawal above RM 1,000 goes through", async ({
  page,
  layoutGuard,
}) => {
  test.setTimeout(120_000); // two rounds of three uploads, the operator's desk twice, and two withdrawals
  const player = await arrangePlayer({ bank: true, pin: true, myr: 1500 });
  await openSignedIn(page, player);
  const main = page.getByRole("navigation", { name: "Main" });

  // 1. RM 1,200 before verification: the withdrawal asks for it
  async function reviewWithdrawal(): Promise<void> {
    await main.getByRole("link", { name: "Wallet" }).click();
    await page.getByRole("main").getByRole("link", { name: "Withdraw" }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
    await expect(page.getByRole("group", { name: "To bank account" }).getByRole("radio").first()).toBeChecked();
    await page.getByLabel("Amount (MYR)").fill("1200");
    await page.getByRole("button", { name: "Review withdrawal" }).click();
  }
  await reviewWithdrawal();
  await expect(page.getByRole("heading", { name: "Verify your account first" })).toBeVisible();
  await expect(page.getByText(/Withdrawals above RM\s?1,000\.00 a day need a verified account\./)).toBeVisible();
  await expect(page.getByText("Not verified yet")).toBeVisible();
  await expect(page.getByLabel("PIN", { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page, layoutGuard, "/withdraw, needs verification");
  await page.getByRole("link", { name: "Verify my account" }).click();
  await expect(page).toHaveURL(/\/verification$/);

  // 2. the three photos, then "Send for review"
  const stepOf = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const [jpeg, png] = [await photo("image/jpeg"), await photo("image/png")];
  const photos = [
    { title: "Front of your ID", file: "id-front.jpg", mimeType: "image/jpeg", buffer: jpeg },
    { title: "Back of your ID", file: "id-back.png", mimeType: "image/png", buffer: png },
    { title: "A selfie with your ID", file: "selfie.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ];
  async function uploadAll(): Promise<void> {
    for (const photo of photos) {
      const step = stepOf(photo.title);
      const chooser = page.waitForEvent("filechooser");
      await step.getByRole("button").click();
      await (await chooser).setFiles({ name: photo.file, mimeType: photo.mimeType, buffer: photo.buffer });
      await expect(step).toContainText(/Uploaded \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await expect(step.getByRole("button")).toHaveAccessibleName(`Replace photo: ${photo.title}`);
    }
    await expectNoSidewaysScroll(page, layoutGuard, "/verification, three photos");
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("Under review", { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Not verified" })).toContainText(
    /Withdrawals above RM\s?1,000\.00 \(at once or in a day\) need a verified account\./,
  );
  await uploadAll();
  await expectNoSidewaysScroll(page, layoutGuard, "/verification, under review");

  // 3. the operator, on the sandbox desk, rejects them with a reason
  const reason = "The photo of the ID is blurred: the name cannot be read";
  const who = new RegExp(`${player.username} \\(UID`);
  await asOperator(page, async (operator) => {
    await operator.goto("/sandbox/verification");
    await operator.getByRole("textbox", { name: new RegExp(`^Reason to reject ${who.source}`) }).fill(reason);
    await operator.getByRole("button", { name: new RegExp(`^Reject ${who.source}`) }).click();
    await expect(operator.getByRole("status")).toContainText("Verification rejected");
  });

  // 4. the player reads the reason (the decision's live event reads the status again) and sends new photos
  await expect(page.getByText("Not accepted", { exact: true })).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expectNoSidewaysScroll(page, layoutGuard, "/verification, rejected");
  await page.getByRole("button", { name: "Upload again" }).click();
  // the photos of the rejected review are there, marked: the screen asks for new ones
  await expect(stepOf("Front of your ID")).toContainText("replace it if it was the problem");
  await expect(page.getByRole("button", { name: "Send for review" })).toBeDisabled();
  await uploadAll();

  // 5. the operator approves them
  await asOperator(page, async (operator) => {
    await operator.goto("/sandbox/verification");
    await operator.getByRole("button", { name: new RegExp(`^Approve ${who.source}`) }).click();
    await expect(operator.getByRole("status")).toContainText("Verification approved");
  });
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByText(/Your account was verified on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  await expectNoSidewaysScroll(page, layoutGuard, "/verification, verified");

  // 6. RM 1,200 again: the review, the PIN, accepted
  await reviewWithdrawal();
  await expect(page.getByText("You receive")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verify your account first" })).toHaveCount(0);
  await expectNoSidewaysScroll(page, layoutGuard, "/withdraw, review");
  await page.getByLabel("PIN", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/RM\s?1,200\.00/);
  await expectNoSidewaysScroll(page, layoutGuard, "/withdraw, requested");
});
