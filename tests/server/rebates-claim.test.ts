/**
 * Rebates: worked out per finished GMT+8 day and source (own rounds, direct referrals' rounds) at the
 * tenant's rates, rounded down; a day finishes at 00:00 GMT+8 on the server's clock; working out twice (or
 * concurrently) makes no second row; a claim of one or all pays into the main wallet once (idempotent by
 * key, never twice under concurrent claims) and another player's rebate cannot be claimed; during a time-out or
 * self-exclusion a claim is refused and the rebate waits.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rebateProgress, rebates } from "../../server/db/schema.ts";
import { platformDay, platformDayStart } from "../../server/services/dates.ts";
import type { RebatePage } from "../../src/api/contract/rebates.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, transfer } from "./support/games.ts";
import { restrict } from "./support/responsible.ts";
import { loginAs } from "./support/server.ts";
import { balances, type FundedPlayer, ledger, MYR, newKey, setConfig } from "./support/wallet.ts";

const server = gameServerForTheseTests();

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SLOT = "DRG-0001"; // min bet RM 1

/** A player with RM 500 in their Dragon Gaming account (and RM 500 in the wallet), referred by `code`. */
async function gamer(username: string, code?: string): Promise<FundedPlayer> {
  const player = await gamePlayer(server, username, { pin: true, myr: MYR(1000), referral_code: code });
  const moved = await transfer(server, player, { from: "wallet", to: "DRG", amount: MYR(500) });
  expect(moved.status).toBe(200);
  return player;
}

/** Rounds at the slot as the game page plays them (a fresh launch: the clock may have moved). */
async function play(player: FundedPlayer, bets: number[]): Promise<void> {
  const launched = await launch(server, player, SLOT);
  expect(launched.status).toBe(200);
  const page = await openLaunchUrl(server, launched.body.url);
  const session = page.data?.session as string;
  for (const bet of bets) {
    const res = await sendRound(server, session, { bet, round_key: newKey() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const getRebates = (player: { jwtToken: string }, query = "page=1&limit=20") =>
  server.call<RebatePage>("GET", `/api/player/rebate/getRebates?${query}`, { token: player.jwtToken });

const claim = (player: { jwtToken: string }, body: Record<string, unknown>) =>
  server.call<Transaction>("POST", "/api/player/rebate/claim", { body, token: player.jwtToken });

async function rowsOf(player: { _id: string }) {
  return server.db.select().from(rebates).where(eq(rebates.playerId, player._id));
}

let ref: FundedPlayer;
let down: FundedPlayer;
let other: FundedPlayer;
let dayD = "";

describe("working out rebates", () => {
  it("counts own and downline turnover per GMT+8 day, rounded down, once the day ends at 00:00 GMT+8", async () => {
    ref = await gamer("rbref01");
    down = await gamer("rbdown01", ref.referral_code ?? undefined);
    other = await gamer("rbother1");
    // to 23:58 GMT+8
    const now = server.now();
    server.advance(platformDayStart(now).getTime() + DAY_MS - 2 * MINUTE_MS - now.getTime());
    dayD = platformDay(server.now());
    await play(ref, [MYR(100), MYR(1)]); // 10,100 sen × 0.5 % = 50.5 → 50
    await play(down, [MYR(5), MYR(2)]); // 700 sen × 0.2 % = 1.4 → 1 for ref; × 0.5 % = 3.5 → 3 for down
    // a round makes the referral active
    const me = await server.call<{ total_downline: number; total_active_downline: number }>(
      "GET",
      "/api/player/user/getUser",
      { token: ref.jwtToken },
    );
    expect(me.body).toMatchObject({ total_downline: 1, total_active_downline: 1 });
    // still today: nothing to claim, the turnover shows as "so far"
    const before = await getRebates(ref);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      items: [],
      total: 0,
      claimable: 0,
      claimed: 0,
      currency: "MYR",
      // a Normal player's own rate for slots (their VIP tier × the category), the tenant's downline rate
      tier: "Normal",
      rates: { own: { slots: 50 }, downline: 20 },
      today: { day: dayD, own_turnover: 10_100, downline_turnover: 700, own_estimate: 50, downline_estimate: 1 },
    });

    server.advance(4 * MINUTE_MS); // 00:02 GMT+8: day D has ended
    const dayAfter = platformDay(server.now());
    expect(dayAfter).not.toBe(dayD);
    await play(ref, [MYR(10)]);
    const after = await getRebates(ref);
    // newest day first; own before downline within a day
    expect(after.body.items).toEqual([
      expect.objectContaining({
        day: dayD,
        source: "own",
        category: "slots",
        turnover: 10_100,
        rate_bp: 50,
        amount: 50,
        status: "pending",
      }),
      expect.objectContaining({
        day: dayD,
        source: "downline",
        category: "slots",
        turnover: 700,
        rate_bp: 20,
        amount: 1,
        status: "pending",
      }),
    ]);
    expect(after.body).toMatchObject({
      total: 2,
      claimable: 51,
      claimed: 0,
      today: { day: dayAfter, own_turnover: 1000, downline_turnover: 0, own_estimate: 5, downline_estimate: 0 },
    });
    expect((await getRebates(down)).body.items).toEqual([
      expect.objectContaining({ day: dayD, source: "own", turnover: 700, amount: 3 }),
    ]);
    // a player without rounds or referrals has none
    expect((await getRebates(other)).body).toMatchObject({ items: [], claimable: 0 });
  });

  it("works out a day once, also when asked again and concurrently", async () => {
    const ids = (await rowsOf(ref)).map((r) => r.id).sort();
    expect(ids).toHaveLength(2);
    // forget how far it got: every read at once works the days out again
    await server.db.delete(rebateProgress).where(eq(rebateProgress.playerId, ref._id));
    const answers = await Promise.all(Array.from({ length: 6 }, () => getRebates(ref)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await rowsOf(ref)).map((r) => r.id).sort()).toEqual(ids);

    server.advance(DAY_MS);
    const next = await getRebates(ref);
    expect(next.body.items.map((i) => [i.source, i.amount])).toEqual([
      ["own", 5],
      ["own", 50],
      ["downline", 1],
    ]);
    expect(next.body.claimable).toBe(56);
  });
});

describe("claiming", () => {
  it("pays one rebate into the wallet once per key, then refuses it; claim all takes the rest", async () => {
    const wallet = (await balances(server, ref)).MYR.available;
    const own = (await getRebates(ref)).body.items.find((i) => i.day === dayD && i.source === "own");
    const key = newKey();
    const first = await claim(ref, { rebate_id: own?._id, idempotency_key: key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ type: "rebate", status: "claimed", amount: 50, net_amount: 50, fee: 0 });
    expect(first.body.reference).toMatch(/^R\d{6}/);
    expect((await balances(server, ref)).MYR.available).toBe(wallet + 50);
    // the same key answers the same claim and pays nothing more; another body under it is refused
    const again = await claim(ref, { rebate_id: own?._id, idempotency_key: key });
    expect(again.body._id).toBe(first.body._id);
    expect(await claim(ref, { idempotency_key: key })).toMatchObject({ status: 409, body: "Invalid data request" });
    expect(await claim(ref, { rebate_id: own?._id, idempotency_key: newKey() })).toMatchObject({
      status: 409,
      body: "No rebate to claim",
    });
    expect((await balances(server, ref)).MYR.available).toBe(wallet + 50);
    const entries = (await ledger(server, "rbref01")).filter((e) => e.kind === "rebate");
    expect(entries).toEqual([
      expect.objectContaining({ amount: 50, transaction_id: first.body._id, game_account: null }),
    ]);
    // after the commit the app is told: the transaction and the wallet
    const told = server.published.filter((p) => p.playerId === ref._id).map((p) => p.event);
    expect(told).toContainEqual({ kind: "transaction", id: first.body._id, type: "rebate", status: "claimed" });
    expect(told).toContainEqual({ kind: "wallet", currency: "MYR" });

    const all = await claim(ref, { idempotency_key: newKey() });
    expect(all.body).toMatchObject({ type: "rebate", status: "claimed", amount: 6, method: "all" });
    expect((await balances(server, ref)).MYR.available).toBe(wallet + 56);
    const list = await getRebates(ref);
    expect(list.body).toMatchObject({ claimable: 0, claimed: 56 });
    expect(list.body.items.every((i) => i.status === "claimed" && i.transaction_id && i.claimed_at)).toBe(true);
    expect(await claim(ref, { idempotency_key: newKey() })).toMatchObject({ status: 409, body: "No rebate to claim" });
    const history = await server.call<{ items: Transaction[] }>(
      "GET",
      "/api/player/transaction/getTransactions?type=rebate",
      { token: ref.jwtToken },
    );
    expect(history.body.items.map((t) => t.amount)).toEqual([6, 50]);
  });

  it("never pays twice under concurrent claims", async () => {
    const wallet = (await balances(server, down)).MYR.available;
    expect((await getRebates(down)).body.claimable).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        claim(down, n % 2 ? { idempotency_key: newKey() } : { rebate_id: undefined, idempotency_key: newKey() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, body: "No rebate to claim" });
    }
    expect((await balances(server, down)).MYR.available).toBe(wallet + 3);
    expect((await ledger(server, "rbdown01")).filter((e) => e.kind === "rebate")).toHaveLength(1);
  });

  it("refuses another player's rebate, which stays theirs to claim", async () => {
    const [rebate] = (await getRebates(down)).body.items;
    const theirs = (await rowsOf(ref))[0];
    expect(await claim(other, { rebate_id: theirs?.id, idempotency_key: newKey() })).toMatchObject({
      status: 404,
      body: "Rebate not found",
    });
    expect(await claim(other, { rebate_id: rebate?._id, idempotency_key: newKey() })).toMatchObject({ status: 404 });
    expect(await claim(other, { idempotency_key: newKey() })).toMatchObject({
      status: 409,
      body: "No rebate to claim",
    });
  });
});

describe("during a time-out", () => {
  it("refuses a claim (a reward toward play, as the check-in reward), keeps the rebate pending, and pays it after", async () => {
    const player = await gamer("rbrestr1");
    const now = server.now();
    server.advance(platformDayStart(now).getTime() + DAY_MS - 2 * MINUTE_MS - now.getTime());
    await play(player, [MYR(100)]); // 10,000 sen × 0.5 % = 50
    server.advance(3 * MINUTE_MS);
    expect((await getRebates(player)).body).toMatchObject({ claimable: 50 });
    expect((await restrict(server, player, "24h")).status).toBe(200);
    // the time-out signed every device out: a new login
    const again = { ...player, jwtToken: (await loginAs(server, player.username, player.password)).jwtToken };
    const wallet = (await balances(server, again)).MYR.available;
    expect(await claim(again, { idempotency_key: newKey() })).toMatchObject({
      status: 403,
      body: "Not available during your time-out or self-exclusion",
    });
    expect((await rowsOf(player)).map((row) => row.status)).toEqual(["pending"]);
    expect((await balances(server, again)).MYR.available).toBe(wallet);
    // over: the claim is open again
    server.advance(DAY_MS + MINUTE_MS);
    const after = await claim(again, { idempotency_key: newKey() });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect((await balances(server, again)).MYR.available).toBe(wallet + 50);
  });
});

describe("rates and bounds", () => {
  it("takes the tenant's downline rate, checked like the other money rules", async () => {
    for (const bad of [{ downline: 5000 }, { downline: 1.5 }, { own: 50 }]) {
      const res = await server.call("POST", "/api/sandbox/config", {
        body: { key: "rebate_rates", value: JSON.stringify(bad) },
      });
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    await setConfig(server, "rebate_rates", { downline: 30 });
    try {
      const ref2 = await gamer("rbref02");
      const down2 = await gamer("rbdown02", ref2.referral_code ?? undefined);
      await play(down2, [MYR(20)]);
      expect((await getRebates(ref2)).body).toMatchObject({ rates: { downline: 30 }, today: { downline_estimate: 6 } });
      server.advance(DAY_MS);
      expect((await getRebates(ref2)).body.items).toEqual([
        expect.objectContaining({ source: "downline", category: "slots", turnover: 2000, rate_bp: 30, amount: 6 }),
      ]);
    } finally {
      await setConfig(server, "rebate_rates", { downline: 20 });
    }
  });

  it("shows the seeded demo player own and downline rebates to claim", async () => {
    const demo = await loginAs(server, "demo", "Demo1234");
    const list = await getRebates(demo, "page=1&limit=100");
    expect(list.body.items.some((i) => i.source === "downline" && i.status === "pending")).toBe(true);
    expect(list.body.items.some((i) => i.source === "own" && i.status === "pending")).toBe(true);
    expect(list.body.claimable).toBe(list.body.items.reduce((n, i) => n + i.amount, 0));
  });

  it("refuses out-of-bounds paging and bodies, and answers only to a signed-in player", async () => {
    for (const query of ["page=0", "page=100001", "limit=0", "limit=101", "page=x"]) {
      expect(await getRebates(ref, query), query).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    for (const body of [
      {},
      { idempotency_key: "short" },
      { idempotency_key: "k".repeat(65) },
      { idempotency_key: newKey(), rebate_id: "not-a-uuid" },
      { idempotency_key: newKey(), rebate_id: "x".repeat(5000) },
      { idempotency_key: newKey(), rebate_id: 12 },
    ]) {
      expect(await claim(ref, body), JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    expect(await server.call("GET", "/api/player/rebate/getRebates")).toMatchObject({ status: 401 });
    expect(
      await server.call("POST", "/api/player/rebate/claim", { body: { idempotency_key: newKey() } }),
    ).toMatchObject({ status: 401 });
  });
});
