import { expect, type Page } from "@playwright/test";
import { sessionStorageKey } from "../../../src/flows/session-storage.ts";
import { type FundedPlayer, MYR, walletPlayer } from "../../server/support/wallet.ts";
import { type Caller, httpCaller, loginAs } from "../../support/api.ts";
import { baseURL } from "../support/base-url.ts";

const http = httpCaller(baseURL);
let clientCounter = 0;

/**
 * The e2e server, called over HTTP as the server tests call theirs. Each call comes as from its own
 * client address (the e2e server believes one proxy hop, TRUST_PROXY=1), as players arranged here
 * would: the per-address OTP quota then holds back neither them nor the browser (127.0.0.1).
 */
export const e2eApi: Caller = {
  call: (method, path, options = {}) => {
    clientCounter += 1;
    const address = `198.18.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
    return http.call(method, path, { ...options, headers: { "X-Forwarded-For": address, ...options.headers } });
  },
};

let counter = 0;
/** A username no path has used yet (the e2e database lives for one run). */
export function freshUsername(): string {
  counter += 1;
  return `pt${Date.now().toString(36)}${counter}`;
}

/**
 * A new player arranged the real way: registered with an OTP, optionally with PIN 123456, a bank account and
 * approved deposits. Paths that arrange two players each (friend requests) can register more players in a
 * minute than the tenant's OTP quota lets through (otpRules.maxPerTenantPerMinute): then the sandbox clock
 * moves a minute on, as a minute's wait would, and the registration is tried again.
 */
export async function arrangePlayer(
  options: { pin?: boolean; bank?: boolean; myr?: number } = {},
): Promise<FundedPlayer> {
  const arrange = () =>
    walletPlayer(e2eApi, freshUsername(), { ...options, myr: options.myr === undefined ? 0 : MYR(options.myr) });
  try {
    return await arrange();
  } catch (error) {
    if (!String(error).includes('429 "Too many requests, try again later"')) throw error;
    await e2eApi.call("POST", "/api/sandbox/clock", { body: { advance_seconds: 60 } });
    return arrange();
  }
}

/** Logs in through the login screen and waits for /home. */
export async function logInAs(page: Page, player: { username: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Opens the app signed in as the player, as it opens on a phone that kept the session from an earlier login: the
 * session comes from the API's login (a new session on the server, as the login screen's) with the player config the
 * app loads after it, stored where the app keeps it (src/flows/session-storage.ts), and the app opens at `at`.
 * For tests that are not about logging in: no login screen to load and type into, no home screen to wait for.
 * The session is stored once, before the first page of this tab loads; a later logout stays a logout. With `at`
 * null nothing loads yet: the page the test opens next is the first, already signed in.
 */
export async function openSignedIn(
  page: Page,
  player: { username: string; password: string },
  at: string | null = "/home",
): Promise<void> {
  const user = await loginAs(e2eApi, player.username, player.password);
  const entries = await e2eApi.call<{ key: string; value: string | null }[]>(
    "GET",
    "/api/player/config/getPlayerBoConfig",
    { token: user.jwtToken },
  );
  if (entries.status !== 200) throw new Error(`getPlayerBoConfig failed: ${entries.status}`);
  // as src/api/config.ts builds it (toPlayerConfig), for a valid list
  const value = (key: string) => entries.body.find((entry) => entry.key === key)?.value ?? null;
  const config = {
    timezone: value("timezone"),
    device_subscribe: value("device_subscribe"),
    language: JSON.parse(value("language") ?? "[]"),
  };
  const stored = { key: sessionStorageKey, value: JSON.stringify({ user, config }), once: `e2e:signed-in:${user._id}` };
  await page.addInitScript((session) => {
    if (sessionStorage.getItem(session.once)) return;
    sessionStorage.setItem(session.once, "1");
    localStorage.setItem(session.key, session.value);
  }, stored);
  if (at === null) return;
  await page.goto(at);
  const path = at.split("?")[0];
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The server message a path's error event carries, as the player reads it (en-US). */
export function messageOf(event: object): string | null {
  const error = (event as { error?: { messageKey?: string } }).error;
  if (!error) return null;
  return error.messageKey ?? null;
}

/** After a step whose event is a server error: the player reads its message. */
export async function expectLastServerMessage(ctx: {
  page: Page;
  index: number;
  steps: { event: object }[];
}): Promise<void> {
  const message = ctx.index >= 0 ? messageOf(ctx.steps[ctx.index]?.event ?? {}) : null;
  if (message) await expect(ctx.page.getByText(message).first()).toBeVisible();
}

/** The token of the session the page is signed in with (the UI login replaced the one of registration). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("persist:root") ?? "null") as {
      user?: { jwtToken?: string };
    } | null;
    return stored?.user?.jwtToken ?? null;
  });
  if (!token) throw new Error("the page has no signed-in session");
  return token;
}

/** Sets PIN 123456 for a player without one, as another device of theirs would. */
export async function setPinThroughApi(token: string): Promise<void> {
  const res = await e2eApi.call("PATCH", "/api/player/user/updatePin", {
    body: { new_pin: "123456", confirm_pin: "123456" },
    token,
  });
  if (res.status !== 200) throw new Error(`updatePin failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Wrong PINs through the API until PIN checks of the player are locked (five in a row lock them for 15 minutes). */
export async function lockPinThroughApi(token: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const res = await e2eApi.call("PATCH", "/api/player/user/updatePin", {
      body: { pin: "000000", new_pin: "111111", confirm_pin: "111111" },
      token,
    });
    if (res.body === "PIN is locked, try again later") return;
    if (res.body !== "Incorrect PIN")
      throw new Error(`wrong PIN ${attempt}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  throw new Error("five wrong PINs did not lock PIN checks");
}
