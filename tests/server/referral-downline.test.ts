/**
 * Referrals: the downline list (direct referrals, newest first, paged, public fields only) and the
 * totals of the user answer, computed from the data: a new referral raises total_downline at once, an
 * approved deposit or a round makes a referral active, and 30 days later without either they are not.
 */
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { ReferralList } from "../../src/api/contract/user.ts";
import { loginAs, registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { fundedDeposit, MYR } from "./support/wallet.ts";

const server = serverForTheseTests();

type List = {
  items: { member_uid: string; name: string; vip_tier: string; joined_at: string; active: boolean }[];
  page: number;
  limit: number;
  total: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const user = async (player: { jwtToken: string }) =>
  (
    await server.call<UserAnswer & { total_downline: number; total_active_downline: number }>(
      "GET",
      "/api/player/user/getUser",
      { token: player.jwtToken },
    )
  ).body;

const list = (player: { jwtToken: string }, query = "page=1&limit=10") =>
  server.call<List>("GET", `/api/player/user/getReferralListByPlayer?${query}`, { token: player.jwtToken });

describe("downline", () => {
  it("lists direct referrals newest first with public fields only, and counts them", async () => {
    const referrer = await registerPlayer(server, { username: "upline01" });
    expect(await user(referrer)).toMatchObject({ total_downline: 0, total_active_downline: 0 });
    expect((await list(referrer)).body).toEqual({ items: [], page: 1, limit: 10, total: 0 });

    const code = referrer.referral_code as string;
    const first = await registerPlayer(server, { username: "downa01", referral_code: code });
    server.advance(1000);
    await registerPlayer(server, { username: "downb02", referral_code: code.toLowerCase() });
    server.advance(1000);
    const third = await registerPlayer(server, { username: "downc03", referral_code: code });
    // a referral of a referral is not a direct referral
    await registerPlayer(server, { username: "downd04", referral_code: third.referral_code as string });

    expect(await user(referrer)).toMatchObject({ total_downline: 3, total_active_downline: 0 });
    const res = await list(referrer);
    expect(res.status).toBe(200);
    expect(ReferralList(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((i) => i.name)).toEqual(["do***3", "do***2", "do***1"]);
    for (const item of res.body.items) {
      // nothing private: no id, username, phone, full name
      expect(Object.keys(item).sort()).toEqual(["active", "joined_at", "member_uid", "name", "vip_tier"]);
      expect(item).toMatchObject({ vip_tier: "Normal", active: false });
      expect(item.member_uid).toMatch(/^\d{8}$/);
    }
    expect(JSON.stringify(res.body)).not.toContain(first.contactNo);

    const page2 = await list(referrer, "page=2&limit=2");
    expect(page2.body).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.body.items.map((i) => i.name)).toEqual(["do***1"]);
    expect((await list(referrer, "page=3&limit=2")).body).toMatchObject({ items: [], total: 3 });
  });

  it("shows a chosen nickname instead of the masked username", async () => {
    const referrer = await registerPlayer(server, { username: "upline02" });
    const down = await registerPlayer(server, {
      username: "nicky001",
      referral_code: referrer.referral_code as string,
    });
    const renamed = await server.call("PATCH", `/api/player/user/updateNickname/${down._id}`, {
      body: { nickname: "Lucky Star" },
      token: down.jwtToken,
    });
    expect(renamed.status).toBe(200);
    expect((await list(referrer)).body.items.map((i) => i.name)).toEqual(["Lucky Star"]);
  });

  it("counts a referral active after an approved deposit, and no longer 30 days later", async () => {
    const referrer = await registerPlayer(server, { username: "upline03" });
    const code = referrer.referral_code as string;
    const payer = await registerPlayer(server, { username: "payer001", referral_code: code });
    await registerPlayer(server, { username: "idle0001", referral_code: code });
    // a pending deposit does not count
    const pending = await server.call("POST", "/api/player/deposit/createDeposit", {
      body: { channel: "bank_transfer", method: "MBB", amount: MYR(100), idempotency_key: "pending-deposit-0001" },
      token: payer.jwtToken,
    });
    expect(pending.status).toBe(200);
    expect(await user(referrer)).toMatchObject({ total_downline: 2, total_active_downline: 0 });

    await fundedDeposit(server, payer, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    expect(await user(referrer)).toMatchObject({ total_downline: 2, total_active_downline: 1 });
    expect((await list(referrer)).body.items.map((i) => [i.name, i.active])).toEqual([
      ["id***1", false],
      ["pa***1", true],
    ]);
    // the login answer carries the same computed totals
    expect(await loginAs(server, "upline03", referrer.password)).toMatchObject({
      total_downline: 2,
      total_active_downline: 1,
    });

    server.advance(31 * DAY_MS);
    const later = await loginAs(server, "upline03", referrer.password);
    expect(later).toMatchObject({ total_downline: 2, total_active_downline: 0 });
    expect((await list(later)).body.items.every((i) => !i.active)).toBe(true);
  });

  it("refuses paging out of bounds and answers only to a signed-in player", async () => {
    const demo = await loginAs(server, "demo", "Demo1234");
    for (const query of ["page=0", "page=100001", "limit=0", "limit=101", "limit=1e2", `page=${"9".repeat(12)}`]) {
      expect(await list(demo, query), query).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await server.call("GET", "/api/player/user/getReferralListByPlayer")).toMatchObject({ status: 401 });
  });
});
