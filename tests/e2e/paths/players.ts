import { expect, type Page } from "@playwright/test";
import { type FundedPlayer, MYR, walletPlayer } from "../../server/support/wallet.ts";
import { type Caller, httpCaller } from "../../support/api.ts";
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

/** A new player arranged the real way: registered with an OTP, optionally with PIN 123456, a bank account and approved deposits. */
export function arrangePlayer(options: { pin?: boolean; bank?: boolean; myr?: number } = {}): Promise<FundedPlayer> {
  return walletPlayer(e2eApi, freshUsername(), { ...options, myr: options.myr === undefined ? 0 : MYR(options.myr) });
}

/** Logs in through the login screen and waits for /home. */
export async function logInAs(page: Page, player: { username: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
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
