/** Helpers for the withdrawal tests: the GMT+8 calendar on the test server's clock, and the withdraw info. */
import { platformDayStart, platformMonthStart } from "../../../server/services/dates.ts";
import type { WithdrawInfo } from "../../../src/api/contract/wallet.ts";
import { loginAs, type TestServer } from "./server.ts";
import type { WalletPlayer } from "./wallet.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the server clock to `minutes` past the start of the next GMT+8 day. */
export function nextDay(server: TestServer, minutes = 5): void {
  const target = platformDayStart(server.now()).getTime() + DAY_MS + minutes * 60_000;
  server.advance(target - server.now().getTime());
}

/** Moves the server clock to 01:00 of the first day of next month, GMT+8. */
export function nextMonth(server: TestServer): void {
  const monthStart = platformMonthStart(new Date(platformMonthStart(server.now()).getTime() + 40 * DAY_MS));
  server.advance(monthStart.getTime() + 60 * 60_000 - server.now().getTime());
}

/** Logs the player in again (after the clock moved past the session's life). */
export async function relogin<T extends WalletPlayer>(server: TestServer, p: T): Promise<T> {
  const fresh = await loginAs(server, p.username, p.password, p.domain);
  return { ...p, jwtToken: fresh.jwtToken };
}

/** The withdraw info the player's app reads. */
export async function withdrawInfoOf(server: TestServer, p: { jwtToken: string }): Promise<WithdrawInfo> {
  return (await server.call<WithdrawInfo>("GET", "/api/player/withdraw/getWithdrawInfo", { token: p.jwtToken })).body;
}
