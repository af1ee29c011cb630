// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Restriction } from "../../src/api/contract/responsible.ts";
import {
  activeRestriction,
  isOpenDuringRestriction,
} from "../../src/routes/_signedIn/-components/restriction-guard.ts";

const timeOut: Restriction = {
  kind: "time_out",
  since: "2026-11-27T06:05:00.000Z",
  until: "2026-11-28T06:05:00.000Z",
};

describe("the time-out and self-exclusion guard", () => {
  it("keeps open the balance, withdrawing and what it needs, the history and the player's own settings", () => {
    for (const path of [
      "/restricted",
      "/wallet",
      "/withdraw",
      "/bank_account",
      "/bank_account/create",
      "/transaction",
      "/transaction/result",
      "/reports/deposit_result",
      "/game_account/DRG",
      "/play_responsibly",
      "/verification",
      "/account",
      "/profile",
      "/profile/reset_pin",
      "/security",
      "/security/sign_ins",
    ]) {
      expect(isOpenDuringRestriction(path), path).toBe(true);
    }
  });

  it("closes every screen that deposits, plays, transfers, gives or rewards", () => {
    for (const path of [
      "/home",
      "/deposit/instant_deposit",
      "/submit_payment",
      "/transfer",
      "/games/transfer",
      "/play_game",
      "/games/detail/DRG-0001",
      "/my_contact/transfer/10000002",
      "/redeem_gift",
      "/daily_check_in",
      "/wallets",
      "/withdrawal",
    ]) {
      expect(isOpenDuringRestriction(path), path).toBe(false);
    }
  });

  it("holds while the end is ahead, and not once it has passed or without one", () => {
    const before = Date.parse(timeOut.until) - 1;
    expect(activeRestriction({ restriction: timeOut }, before)).toEqual(timeOut);
    expect(activeRestriction({ restriction: timeOut }, Date.parse(timeOut.until))).toBeNull();
    expect(activeRestriction({ restriction: null }, before)).toBeNull();
    expect(activeRestriction({}, before)).toBeNull();
    expect(activeRestriction(null, before)).toBeNull();
  });
});
