import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { demoLogins } from "../../server/seed/demo.ts";
import { type BankAccount, depositChannels } from "../../src/api/contract/wallet.ts";
import { type Locale, localeTags as locales } from "../../src/lib/locales.ts";
import { befriend, removeFriend, sendMoney, sendRequest, uidOf } from "../server/support/friends.ts";
import { redeem, setPoints } from "../server/support/gifts.ts";
import { deposit, MYR, newKey, TX_HASH, USDT, walletPlayer, withdraw } from "../server/support/wallet.ts";
import { e2eApi, freshUsername, openSignedIn, sessionToken, setPinThroughApi } from "./paths/players.ts";
import { axeViolations } from "./support/axe.ts";
import { translation } from "./support/catalog.ts";
import { goInside } from "./support/go-inside.ts";
import { arrangePasskey } from "./support/passkeys.ts";
import { expect, type LayoutGuard, test } from "./support/test.ts";
import { minTouchTarget, smallTouchTargets } from "./support/touch-targets.ts";
import { AuthenticatorApp, shownSecret } from "./support/two-step.ts";

/** A 1×1 PNG: a photo, as far as the server's check of a verification document's bytes goes. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Every screen of the app, signed out and signed in, at the two phone sizes and in the four languages: each one
 * must pass the layout guard (nothing wider than the phone, no clipped text) and the touch-target rule (every
 * visible control at least 44×44 CSS px: support/touch-targets.ts) in every language, and axe in en-US. Each screen is checked at 360×740, then resized
 * to 320×640 and checked again (layout and touch targets; axe's rules do not depend on the width). The screens come
 * in groups by product area, one test per group and language (a failure names its group, and the workers share the
 * groups): each group
 * arranges a fresh player of its own through the API, so each precondition screen of withdraw shows on the way (no
 * bank account, then no PIN, then the form); the screens that only a seeded player fills (game records, referrals,
 * rebates, VIP, check-in, gifts, the profile with a PIN) are seen as the demo player. Inside a group, screens are
 * reached by in-app navigation (the router follows history.pushState), not page loads.
 *
 * With SHOTS_DIR set, one screenshot per area is saved there (360×740 only).
 */

const localeKey = "player-app:language";

// each group, width and language tours with players of its own: the tours spread over the workers
test.describe.configure({ mode: "parallel" });
/** The language axe runs in (the source language; see ScreenTour.check). */
const axeLocale: Locale = "en-US";

type Viewport = { width: number; height: number };
/** The reference phone, where axe runs and screenshots are taken, and the narrowest one that must work. */
const viewports: [Viewport, Viewport] = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
];

/** The problems found on each screen, listed together when the test ends (one screen does not hide the next). */
type Findings = { screen: string; problem: string }[];

class ScreenTour {
  readonly findings: Findings = [];
  /** How many layout violations the guard had recorded when the tour last looked. */
  private mark = 0;
  private readonly page: Page;
  private readonly guard: LayoutGuard;
  private readonly locale: Locale;
  private readonly shots: string | null;
  constructor(page: Page, guard: LayoutGuard, locale: Locale, shots: string | null) {
    this.page = page;
    this.guard = guard;
    this.locale = locale;
    this.shots = shots;
  }

  /** Goes to a screen inside the app (as a link would) and checks it. */
  visit(url: string, name = url, area?: string): Promise<void> {
    return this.arrive(() => goInside(this.page, url), url, name, area);
  }

  /** Loads a screen afresh (after something changed on the server that the app has cached) and checks it. */
  load(url: string, name = url, area?: string): Promise<void> {
    return this.arrive(() => this.page.goto(url), url, name, area);
  }

  /** Does what leads to a screen, then checks the screen. */
  async arrive(action: () => Promise<unknown>, url: string, name: string, area?: string): Promise<void> {
    this.mark = this.guard.violations.length;
    await action();
    await this.check(url, name, area);
  }

  private async check(url: string, name: string, area?: string): Promise<void> {
    const page = this.page;
    const path = url.split("?")[0] ?? url;
    await expect(page).toHaveURL((actual) => actual.pathname === path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // loaded: no skeleton rows, no overlay
    await expect(page.locator(".skeleton-list, .loading-overlay")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", this.locale);
    const [wide, narrow] = viewports;
    await this.checkLayout(name, wide);
    // axe in the source language: its rules read roles, names, contrast and structure, which a translation does not
    // change (every message is translated: tests/unit/catalogs.test.ts); the layout and touch targets, which a
    // longer or taller text does change, are checked in every language
    if (this.locale === axeLocale) {
      for (const violation of await axeViolations(page)) {
        const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
        this.findings.push({ screen: name, problem: `axe ${violation.id}: ${violation.help} (${targets})` });
      }
    }
    if (this.shots && area) {
      await page.screenshot({ path: join(this.shots, `${area}-${this.locale}.png`), fullPage: true });
    }
    // the same screen on the narrower phone: the layout and the touch targets again (axe's rules do not depend on
    // the width), then back to the reference width for the next screen
    await this.guard.resize(page, narrow);
    await afterLayout(page);
    await this.checkLayout(name, narrow);
    await this.guard.resize(page, wide);
  }

  /** The layout guard's findings since the last look, and the touch targets, at the viewport the page has now. */
  private async checkLayout(name: string, viewport: Viewport): Promise<void> {
    const screen = `${name} at ${viewport.width}px`;
    const after = await this.guard.checkNow();
    for (const violation of after.slice(this.mark)) {
      this.findings.push({ screen, problem: `layout ${violation.kind} ${violation.selector}: ${violation.detail}` });
    }
    this.mark = after.length;
    for (const target of await smallTouchTargets(this.page)) {
      this.findings.push({
        screen,
        problem: `touch target ${target.selector}: ${target.width}×${target.height}px, under ${minTouchTarget}×${minTouchTarget}`,
      });
    }
  }
}

/** Waits until the page has laid out and painted twice (a resize has taken effect). */
function afterLayout(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** What a group's tour starts with: the page in the tour's language, the tour, and the language's words. */
type TourStart = { page: Page; tour: ScreenTour; t: (english: string) => string; locale: Locale };

/**
 * One test per width and language for a group of screens: the page speaks the language from its first load, and
 * every problem the tour found on the way is listed at the end.
 */
function screenGroup(group: string, walk: (start: TourStart) => Promise<void>): void {
  for (const locale of locales) {
    test(`${group}: every screen in ${locale} fits 360 and 320 px${locale === axeLocale ? ", passes axe" : ""} and has touch targets of 44 px`, async ({
      page,
      context,
      layoutGuard,
    }) => {
      test.setTimeout(90_000);
      const t = (english: string) => translation(locale, english);
      const shots = process.env.SHOTS_DIR || null;
      if (shots) mkdirSync(shots, { recursive: true });
      await context.addInitScript((chosen) => localStorage.setItem(chosen.key, chosen.locale), {
        key: localeKey,
        locale,
      });
      const tour = new ScreenTour(page, layoutGuard, locale, shots);
      await walk({ page, tour, t, locale });
      const listed = tour.findings.map((finding) => `${finding.screen}: ${finding.problem}`);
      expect(listed, `${group}: screens that do not fit, fail axe or have small targets in ${locale}`).toEqual([]);
    });
  }
}

/** A new player with money in both currencies, signed in on the page at `at` (the app's stored session). */
async function signedInPlayer(page: Page, at: string) {
  const player = await walletPlayer(e2eApi, freshUsername(), { myr: MYR(500), usdt: USDT(150) });
  await openSignedIn(page, player, at);
  // the session the page holds (a login of its own, as a phone's)
  const token = await sessionToken(page);
  return { player, token, me: { jwtToken: token, uuid: player.uuid } };
}

/** Adds a bank account (MBB) to the player's through the API, as another device of theirs would. */
async function addBankAccount(token: string, fullName: string): Promise<BankAccount> {
  const created = await e2eApi.call<BankAccount>("POST", "/api/player/bank/createBankAccount", {
    body: { bank_code: "MBB", account_holder_name: fullName, account_number: "514099887766" },
    token,
  });
  expect(created.status).toBe(200);
  return created.body;
}

/** Signs the page in as the seeded demo player (the screens only a player with a history fills). */
async function asDemoPlayer(page: Page, at: string): Promise<string> {
  await openSignedIn(page, demoLogins.harimau, at);
  return sessionToken(page);
}

screenGroup("signed out", async ({ tour }) => {
  await tour.load("/login", "login", "login");
  await tour.visit("/register", "register", "register");
  await tour.visit("/forgotPassword", "forgot password", "forgot-password");
  await tour.visit("/no-such-page", "not found, signed out", "not-found-signed-out");
});

screenGroup("wallet", async ({ page, tour, t }) => {
  // a player with money and a history, but no bank account and no PIN yet: logs in on the login screen
  const player = await walletPlayer(e2eApi, freshUsername(), { myr: MYR(500), usdt: USDT(150) });
  const pending = await deposit(e2eApi, player, { channel: "bank_transfer", method: "MBB", amount: MYR(120) });
  expect(pending.status).toBe(200);
  await page.goto("/login");
  await page.getByLabel(t("Username")).fill(player.username);
  await page.getByLabel(t("Password"), { exact: true }).fill(player.password);
  await tour.arrive(
    () => page.getByRole("button", { name: t("Log in"), exact: true }).click(),
    "/home",
    "home",
    "home",
  );
  await tour.visit("/wallet", "wallet", "wallet");
  // the signed-in shell's offline screen (with the balance the wallet just read), then back online
  await tour.arrive(() => page.context().setOffline(true), "/wallet", "offline", "offline");
  await page.context().setOffline(false);
  await expect(page.getByRole("heading", { name: t("Wallet"), level: 1 })).toBeVisible();
  await tour.visit("/account", "account", "account");
  await tour.visit("/invite", "invite", "invite");
  await tour.visit("/share", "share", "share");
  await tour.visit("/no-such-page", "not found, signed in", "not-found-signed-in");
  for (const channel of depositChannels) {
    await tour.visit(`/deposit/${channel}`, `deposit ${channel}`, `deposit-${channel}`);
  }
  await tour.visit("/withdraw", "withdraw, no bank account", "withdraw-no-bank");
  await tour.visit("/bank_account", "bank accounts, none", "bank-accounts-empty");
  await tour.visit("/bank_account/create", "add bank account", "bank-account-create");

  // the login replaced the session of the registration
  const token = await sessionToken(page);
  const bankAccount = await addBankAccount(token, player.fullName);
  await tour.load("/withdraw", "withdraw, no PIN", "withdraw-no-pin");
  await tour.visit("/bank_account", "bank accounts", "bank-accounts");
  await tour.visit(`/bank_account/edit/${bankAccount._id}`, "edit bank account", "bank-account-edit");
  await tour.visit("/profile/reset_pin", "set PIN", "reset-pin");

  await setPinThroughApi(token);
  const withdrawal = await withdraw(e2eApi, { jwtToken: token, bankAccount }, { amount: MYR(100) });
  expect(withdrawal.status).toBe(200);
  await tour.load("/withdraw", "withdraw", "withdraw");
  await tour.visit("/transaction", "transactions", "transactions");
  // the statement of this month: its range and currency (MYR and USDT held), and its printable page
  await tour.visit("/transaction/statement", "statement", "statement");
  await tour.visit("/transaction/statement/view", "statement page", "statement-view");
  await tour.visit(`/transaction/${pending.body._id}`, "transaction, pending deposit", "transaction");
  await tour.visit(`/transaction/${withdrawal.body._id}`, "transaction, withdrawal");
  const crypto = await e2eApi.call<{ items: { _id: string; tx_hash: string | null }[] }>(
    "GET",
    "/api/player/transaction/getTransactions?type=deposit&limit=50",
    { token },
  );
  const hashed = crypto.body.items.find((item) => item.tx_hash === TX_HASH);
  expect(hashed).toBeDefined();
  await tour.visit(`/transaction/${hashed?._id}`, "transaction, crypto deposit");
  await tour.visit(`/transaction/result?id=${pending.body._id}`, "payment result", "transaction-result");
  await tour.visit(`/submit_payment?id=${pending.body._id}`, "upload receipt", "submit-payment");
});

screenGroup("games and transfers", async ({ page, tour }) => {
  const { token } = await signedInPlayer(page, "/home");
  await setPinThroughApi(token);
  // RM 50 in a game gives the game screens a balance
  const moved = await e2eApi.call<{ _id: string }>("POST", "/api/player/games/transfer", {
    body: { from: "wallet", to: "DRG", amount: MYR(50), pin: "123456", idempotency_key: newKey() },
    token,
  });
  expect(moved.status).toBe(200);
  await tour.load("/transfer", "transfer", "transfer");
  await tour.visit("/games/transfer?provider=DRG&direction=out", "game transfer", "games-transfer");
  await tour.visit("/games/internal_transfer", "game to game", "games-internal-transfer");
  await tour.visit("/game_account/DRG", "game account", "game-account");
  await tour.visit("/game_account/RYL", "game account, under maintenance", "game-account-maintenance");
  await tour.visit(`/transaction/${moved.body._id}`, "transaction, transfer", "transaction-transfer");
  // the lobby's game screens (codes and ids from the seed's catalogue: the first provider, its first game)
  await tour.visit("/provider/slots", "providers of a category", "lobby-providers");
  await tour.visit("/game/slots", "games of a type", "lobby-game-type");
  await tour.visit("/games/RYL", "a provider's games, in maintenance", "lobby-provider-games");
  await tour.visit("/games/detail/DRG-0001", "game detail", "lobby-game-detail");
});

screenGroup("friends, chat and mail", async ({ page, tour }) => {
  const { player, token, me } = await signedInPlayer(page, "/home");
  // a PIN: it guards sending money to a friend, and the withdrawal of the mail below
  await setPinThroughApi(token);
  // friends: one friend (sent RM 20), one player's request waiting for this one, one friend no more
  const [friend, asker, former] = await Promise.all([
    walletPlayer(e2eApi, freshUsername()),
    walletPlayer(e2eApi, freshUsername()),
    walletPlayer(e2eApi, freshUsername()),
  ]);
  await befriend(e2eApi, me, friend);
  await befriend(e2eApi, me, former);
  expect((await removeFriend(e2eApi, former, uidOf(me))).status).toBe(200);
  expect((await sendRequest(e2eApi, asker, me)).status).toBe(200);
  const gift = await sendMoney(e2eApi, me, uidOf(friend), { amount: MYR(20) });
  expect(gift.status).toBe(200);
  await tour.visit("/my_contact", "friends", "friends");
  await tour.visit(`/my_contact/add_friend?keyword=${uidOf(asker)}`, "add friend, found", "add-friend");
  await tour.visit(`/my_contact/detail/${uidOf(friend)}`, "friend", "friend-detail");
  await tour.visit(`/my_contact/transfer/${uidOf(friend)}`, "transfer to a friend", "friend-transfer");
  await tour.visit(`/transaction/${gift.body._id}`, "transaction, friend transfer", "transaction-friend");

  // chat: the room and a one-to-one conversation with the friend, each with a message in it
  for (const to of ["room", uidOf(me)]) {
    const sent = await e2eApi.call("POST", "/api/player/chat/send", {
      body: {
        to,
        body: "Selamat petang! 下午好 👋 https://example.com/a-rather-long-link-that-must-wrap",
        client_id: newKey(),
      },
      token: friend.jwtToken,
    });
    expect(sent.status).toBe(200);
  }
  await tour.visit("/chatroom", "chat room", "chat-room");
  await tour.visit("/chatroom?view=friends", "chat conversations", "chat-conversations");
  await tour.visit(`/chatroom/${uidOf(friend)}`, "chat with a friend", "chat-friend");
  await tour.visit(`/chatroom/${uidOf(former)}`, "chat with a former friend", "chat-no-longer-friends");

  // mail: the approved deposits' mails, a rejected withdrawal's (with a reason) and a long operator mail
  const bankAccount = await addBankAccount(token, player.fullName);
  const withdrawal = await withdraw(e2eApi, { jwtToken: token, bankAccount }, { amount: MYR(100) });
  expect(withdrawal.status).toBe(200);
  const rejected = await e2eApi.call("POST", `/api/sandbox/operator/${withdrawal.body._id}/reject`, {
    body: { reason: "The account holder name does not match your registered full name" },
    headers: { Accept: "application/json" },
  });
  expect(rejected.status).toBe(200);
  const written = await e2eApi.call("POST", "/api/sandbox/mail", {
    body: {
      audience: "one",
      recipient: player.username,
      title: "Scheduled maintenance of the payment gateways this weekend",
      body: "Deposits by DuitNow and e-wallets pause on Sunday from 02:00 to 04:00 (GMT+8).\nBank transfers and withdrawals are not affected.",
    },
    headers: { Accept: "application/json" },
  });
  expect(written.status).toBe(200);
  const inbox = await e2eApi.call<{ items: { _id: string; kind: string; template?: string }[] }>(
    "GET",
    "/api/player/mail/getMails?page=1&limit=20",
    { token },
  );
  const rejectedMail = inbox.body.items.find((mail) => mail.template === "withdrawal_rejected");
  const operatorMail = inbox.body.items.find((mail) => mail.kind === "operator");
  expect(rejectedMail && operatorMail).toBeDefined();
  await tour.load("/mail", "mail inbox", "mail");
  await tour.visit(`/mail/${rejectedMail?._id}`, "mail, withdrawal rejected", "mail-withdrawal-rejected");
  await tour.visit(`/mail/${operatorMail?._id}`, "mail, from the operator", "mail-operator");
});

screenGroup("play responsibly, verification and security", async ({ page, tour, t }) => {
  const { player, token } = await signedInPlayer(page, "/account");
  // sign-in and security: the overview, and the history with a wrong password in it
  const wrong = await e2eApi.call("POST", "/api/player/user/login", {
    body: { username: player.username, password: "WrongPass1" },
  });
  expect(wrong.status).toBe(401);
  await tour.visit("/security", "sign-in and security", "security");
  await tour.visit("/security/sign_ins", "sign-in history", "security-sign-ins");
  // a daily deposit limit with some of it used, and a raise of the weekly one waiting its 24 hours
  for (const [key, value] of [
    ["deposit_day", MYR(1000)],
    ["deposit_week", MYR(2000)],
    ["deposit_week", MYR(5000)],
    ["session_day", 90],
  ] as const) {
    const set = await e2eApi.call("POST", "/api/player/responsible/limit", { body: { key, value }, token });
    expect(set.status).toBe(200);
  }
  await tour.visit("/play_responsibly", "play responsibly", "play-responsibly");
  await tour.arrive(
    () => page.getByRole("button", { name: new RegExp(`^${t("Deposit limit per week")}`) }).click(),
    "/play_responsibly",
    "play responsibly, a limit's sheet",
    "play-responsibly-limit",
  );
  await page.getByRole("button", { name: t("Close") }).click();
  await tour.arrive(
    () => page.getByRole("button", { name: t("Take a time-out") }).click(),
    "/play_responsibly",
    "play responsibly, a time-out's confirmation",
    "play-responsibly-time-out",
  );
  await page.getByRole("button", { name: t("Cancel") }).click();
  // verification: one document uploaded, then the three sent and rejected with the operator's reason
  const upload = async (kind: string) => {
    const form = new FormData();
    form.append("file", new Blob([onePixelPng], { type: "image/png" }), `${kind}.png`);
    const res = await e2eApi.call("POST", `/api/player/verification/document/${kind}`, { raw: form, token });
    expect(res.status).toBe(200);
  };
  await upload("id_front");
  await tour.visit("/verification", "verification, one document", "verification");
  await upload("id_back");
  await upload("selfie");
  expect((await e2eApi.call("POST", "/api/player/verification/submit", { body: {}, token })).status).toBe(200);
  const rejected = await e2eApi.call("POST", `/api/sandbox/verification/${player._id}`, {
    body: { decision: "reject", reason: "The photo of the ID is blurred: the name on it cannot be read" },
    headers: { Accept: "application/json" },
  });
  expect(rejected.status).toBe(200);
  await tour.load("/verification", "verification, rejected", "verification-rejected");
  // passkeys: one added on another device of the player's (through the API), and the confirmation to remove it
  await arrangePasskey(e2eApi, token, "Pixel 8");
  await tour.visit("/security/passkeys", "passkeys", "passkeys");
  await tour.arrive(
    () => page.locator(".passkey-row__remove").first().click(),
    "/security/passkeys",
    "passkeys, removing one",
    "passkeys-remove",
  );
  await page.getByRole("button", { name: t("Close") }).click();
  // two-step sign-in: off, the QR code and setup key, the recovery codes (once), then on with the form to turn it off
  await tour.visit("/security/two_step", "two-step sign-in, off", "two-step-off");
  await tour.arrive(
    async () => {
      await page.getByRole("button", { name: t("Turn on") }).click();
      await expect(page.getByRole("img", { name: t("QR code for your authenticator app") })).toBeVisible();
    },
    "/security/two_step",
    "two-step sign-in, the QR code and setup key",
    "two-step-scan",
  );
  const app = new AuthenticatorApp(await shownSecret(page), e2eApi);
  await page.getByRole("button", { name: t("Next") }).click();
  await page.getByLabel(t("Code from the app")).fill(await app.code());
  await tour.arrive(
    async () => {
      await page.getByRole("button", { name: t("Turn on") }).click();
      await expect(page.getByRole("list", { name: t("Recovery codes") }).getByRole("listitem")).toHaveCount(10);
    },
    "/security/two_step",
    "two-step sign-in, the recovery codes",
    "two-step-codes",
  );
  await tour.arrive(
    async () => {
      await page.getByRole("button", { name: t("I have saved them") }).click();
      await expect(page.getByRole("heading", { name: t("Turn off two-step sign-in") })).toBeVisible();
    },
    "/security/two_step",
    "two-step sign-in, on",
    "two-step-on",
  );
});

const range = "?start_date=2020-01-01&end_date=2099-12-31";

screenGroup("reports", async ({ page, tour }) => {
  await signedInPlayer(page, "/reports");
  await tour.arrive(async () => {}, "/reports", "reports", "reports");
  for (const [report, result] of [
    ["deposit", "deposit_result"],
    ["withdraw", "withdrawal_result"],
    ["game_record", "game_record_result"],
    ["turnover", "turnover_result"],
  ]) {
    await tour.visit(`/reports/${report}`, `report filter ${report}`, `report-filter-${report}`);
    await tour.visit(`/reports/${result}${range}`, `report ${report}`, `report-${report}`);
  }
  // the game records and turnover of a seeded player (a new one has played nothing)
  await page.evaluate(() => localStorage.removeItem("persist:root"));
  await asDemoPlayer(page, `/reports/game_record_result${range}`);
  await tour.arrive(
    async () => {},
    "/reports/game_record_result",
    "report game_record (demo)",
    "report-game_record-rows",
  );
  await tour.visit(`/reports/turnover_result${range}`, "report turnover (demo)", "report-turnover-rows");
});

screenGroup("rewards (demo player)", async ({ page, tour, t }) => {
  const token = await asDemoPlayer(page, "/referral");
  await tour.arrive(async () => {}, "/referral", "referrals (demo)", "referral");
  await tour.visit("/rebate_list", "rebates (demo)", "rebates");
  // VIP: the demo player's tier (Gold), the progress to Platinum and the ladder with its rates
  await tour.visit("/vip", "VIP (demo)", "vip");
  // daily check-in: the demo player's streak and calendar; today's claim (once a day on this server: the first
  // tour claims it, the others see it claimed), then the screen again with what it won or that it is done
  await tour.visit("/daily_check_in", "daily check-in (demo)", "check-in");
  const checkIn = page.getByRole("button", { name: t("Check in"), exact: true });
  const done = page.locator(".check-in__done");
  // the status may still be loading: wait for the button or the done note, not for whichever is there now
  await expect(checkIn.or(done)).toBeVisible();
  if (await checkIn.isVisible()) await checkIn.click();
  await expect(done).toBeVisible();
  await tour.arrive(async () => {}, "/daily_check_in", "daily check-in, claimed (demo)", "check-in-claimed");
  // gifts: the catalogue with points, one gift's form, and the history with a redemption in it
  await setPoints(e2eApi, demoLogins.harimau, 5000);
  await tour.visit("/redeem_gift", "gift catalogue", "gifts");
  await tour.visit("/redeem_gift/grocery-voucher", "gift detail and form", "gift-detail");
  const redeemed = await redeem(e2eApi, { ...demoLogins.harimau, jwtToken: token }, "grocery-voucher", {
    receiver_address: "Unit 12-3A, Residensi Bukit Bintang, Jalan Bukit Bintang, 55100 Kuala Lumpur",
  });
  expect(redeemed.status).toBe(200);
  await tour.visit("/redeem_gift/history", "gift redemptions", "gift-history");
});

screenGroup("content and profile (demo player)", async ({ page, tour, t, locale }) => {
  // the Events tab, an event, the announcements, a post, about / terms / contact us (seeded content in the tour's
  // language)
  const token = await asDemoPlayer(page, "/event");
  const read = { token, headers: { "Accept-Language": locale } };
  const promotions = await e2eApi.call<{ items: { _id: string }[] }>(
    "GET",
    "/api/player/event/getEvents?page=1&limit=5",
    read,
  );
  const news = await e2eApi.call<{ items: { _id: string }[] }>("GET", "/api/player/post/getPosts?page=1&limit=5", read);
  await tour.arrive(async () => {}, "/event", "events", "events");
  await tour.visit(`/event/${promotions.body.items[0]?._id}`, "event detail", "event-detail");
  await tour.visit("/announcement", "announcements", "announcements");
  await tour.visit(`/post_detail/${news.body.items.at(-1)?._id}`, "post", "post-detail");
  await tour.visit("/about", "about", "about");
  await tour.visit("/tnc", "terms and conditions", "tnc");
  await tour.visit("/contact_us", "contact us", "contact-us");
  // the profile of the seeded player (a PIN set): the card, its changes, and the forgotten-PIN path
  await tour.visit("/profile", "profile (demo)", "profile");
  await tour.visit("/profile/edit_nickname", "edit nickname", "profile-edit-nickname");
  await tour.visit("/profile/change_avatar", "change avatar", "profile-change-avatar");
  await tour.visit("/profile/change_password", "change password", "profile-change-password");
  await tour.visit("/profile/reset_pin", "reset PIN (demo)", "profile-reset-pin");
  await tour.arrive(
    () => page.getByRole("button", { name: t("Forgot PIN? Reset it with an OTP") }).click(),
    "/profile/reset_pin",
    "reset PIN, forgot",
    "profile-reset-pin-forgot",
  );
});

screenGroup("time-out and self-exclusion", async ({ page, tour }) => {
  // a player who took a time-out, and one who excluded themselves for five years: signed in, the app lands on the
  // screen that says until when and what stays open (the home screen the login opens leads there)
  for (const [length, shot] of [
    ["24h", "restricted-time-out"],
    ["5y", "restricted-self-exclusion"],
  ] as const) {
    const player = await walletPlayer(e2eApi, freshUsername(), { myr: MYR(100) });
    const restricted = await e2eApi.call("POST", "/api/player/responsible/restrict", {
      body: { length },
      token: player.jwtToken,
    });
    expect(restricted.status).toBe(200);
    await openSignedIn(page, player, null);
    await tour.arrive(() => page.goto("/home"), "/restricted", `restricted, ${length}`, shot);
  }
});

test("no dead ends: every tab, tile and menu entry opens a screen in the shell, and its area's tab stays marked", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill(demoLogins.harimau.username);
  await page.getByLabel("Password", { exact: true }).fill(demoLogins.harimau.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const tabBar = page.getByRole("navigation", { name: "Main" });
  const currentTab = tabBar.locator("[aria-current]");

  const places = [
    { from: "/home", links: page.locator(".quick-actions__grid a") },
    // the Events tab's reward shortcuts
    { from: "/event", links: page.locator("main.events .quick-actions__grid a") },
    { from: "/account", links: page.locator(".list-card__links a") },
    // the wallet screen's own list (the one it shows while the previous screen is still there is not it)
    { from: "/wallet", links: page.locator("main:has(.wallet-actions) .list a") },
    { from: "/home", links: tabBar.getByRole("link") },
  ];
  const seen: string[] = [];
  for (const place of places) {
    await goInside(page, place.from);
    await expect(page).toHaveURL((url) => url.pathname === place.from);
    await expect(place.links.first()).toBeVisible();
    const hrefs = await place.links.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length, `entries on ${place.from}`).toBeGreaterThan(0);
    for (const href of hrefs) {
      await goInside(page, place.from);
      await expect(page).toHaveURL((url) => url.pathname === place.from);
      await place.links.and(page.locator(`[href="${href}"]`)).click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(tabBar).toBeVisible();
      seen.push(href);
    }
  }
  // what exists today, and nothing that does not
  expect(new Set(seen)).toEqual(
    new Set([
      "/home",
      "/wallet",
      "/account",
      "/deposit/instant_deposit",
      "/withdraw",
      "/transfer",
      "/profile/reset_pin",
      "/bank_account",
      "/transaction",
      "/reports",
      "/rebate_list",
      "/daily_check_in",
      "/invite",
      "/mail",
      "/my_contact",
      "/chatroom",
      "/vip",
      "/event",
      "/announcement",
      "/redeem_gift",
      "/about",
      "/tnc",
      "/contact_us",
      "/profile",
      "/profile/change_password",
      "/play_responsibly",
      "/verification",
      "/security",
    ]),
  );

  // sub-pages keep their area's tab marked
  const areas = [
    { path: "/deposit/crypto", tab: "Wallet" },
    { path: "/withdraw", tab: "Wallet" },
    { path: "/transfer", tab: "Wallet" },
    { path: "/transaction", tab: "Wallet" },
    { path: "/reports/turnover", tab: "Wallet" },
    { path: "/bank_account/create", tab: "Account" },
    { path: "/profile/reset_pin", tab: "Account" },
    { path: "/mail", tab: "Account" },
    { path: "/my_contact/add_friend", tab: "Account" },
    { path: "/chatroom", tab: "Account" },
    { path: "/vip", tab: "Account" },
    { path: "/redeem_gift/history", tab: "Events" },
    { path: "/announcement", tab: "Events" },
    { path: "/tnc", tab: "Account" },
    { path: "/play_responsibly", tab: "Account" },
    { path: "/verification", tab: "Account" },
    { path: "/security/sign_ins", tab: "Account" },
    { path: "/games/transfer", tab: "Wallet" },
    { path: "/games/DRG", tab: "Home" },
    { path: "/game/slots", tab: "Home" },
    { path: "/games/detail/DRG-0001", tab: "Home" },
    { path: "/share", tab: "Invite" },
    { path: "/referral", tab: "Invite" },
    { path: "/home", tab: "Home" },
  ];
  for (const area of areas) {
    await goInside(page, area.path);
    await expect(page).toHaveURL((url) => url.pathname === area.path);
    await expect(currentTab).toHaveCount(1);
    await expect(currentTab).toHaveText(area.tab);
    await expect(currentTab).toHaveAttribute("aria-current", area.path === "/home" ? "page" : "true");
  }

  // a path that leads nowhere, also one inside an area (a provider nobody has, under Home): the not-found screen
  // inside the shell as every signed-in screen has it (the mail envelope in the header), no tab marked, a way home
  for (const path of ["/games/NO-SUCH-PROVIDER", "/no/such/page"]) {
    await goInside(page, path);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(tabBar).toBeVisible();
    await expect(currentTab).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Mail/ })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
