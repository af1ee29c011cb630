/**
 * Daily check-in: the day turns at 00:00 GMT+8 on the server's clock whatever the client's zone; one claim
 * per player per day, also when claims race (the unique key decides); the streak walks the tenant's cycle and
 * restarts after a missed day; points go to `point`, a bonus into the MYR wallet as a transaction of type
 * bonus (listed, on the ledger); a repeated request (same idempotency key) pays nothing twice.
 */
import { describe, expect, it } from "vitest";
import { platformDayStart } from "../../server/services/dates.ts";
import {
  type CheckInClaimAnswer,
  type CheckInRewards,
  type CheckInStatus,
  defaultCheckInRewards,
} from "../../src/api/contract/check-in.ts";
import type { TransactionPage } from "../../src/api/contract/wallet.ts";
import { registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { balances, ledger, newKey, setConfig } from "./support/wallet.ts";

const server = serverForTheseTests();

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A three-day cycle: points, a bonus of RM 2.50, points. */
const cycle: CheckInRewards = [
  { kind: "point", amount: 10 },
  { kind: "bonus", amount: 250 },
  { kind: "point", amount: 5 },
];

/** Moves the server's clock forward to the next `hours:minutes` GMT+8 (at least a second ahead). */
function moveToGmt8(hours: number, minutes: number): void {
  const now = server.now().getTime();
  let at = platformDayStart(server.now()).getTime() + hours * HOUR_MS + minutes * MINUTE_MS;
  while (at <= now) at += DAY_MS;
  server.advance(at - now);
}

/** A client in New York: the headers it would send say so; the server's day is GMT+8's all the same. */
const newYork = { "X-Timezone": "America/New_York", "Accept-Language": "en-US" };

const status = (player: UserAnswer) =>
  server.call<CheckInStatus>("GET", "/api/player/checkin/getCheckIn", { token: player.jwtToken, headers: newYork });

const claim = (player: UserAnswer, key = newKey()) =>
  server.call<CheckInClaimAnswer>("POST", "/api/player/checkin/claim", {
    token: player.jwtToken,
    headers: newYork,
    body: { idempotency_key: key },
  });

async function pointsOf(player: UserAnswer): Promise<number> {
  const me = await server.call<{ point: number }>("GET", "/api/player/user/getUser", { token: player.jwtToken });
  return me.body.point;
}

let counter = 0;
const newPlayer = () => registerPlayer(server, { username: `chkin${process.pid % 1000}x${++counter}` });

describe("the check-in calendar", () => {
  it("shows the default week to a new player: nothing claimed, day 1 claimable, the time to 00:00 GMT+8", async () => {
    const player = await newPlayer();
    moveToGmt8(21, 0);
    const res = await status(player);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ claimed_today: false, streak: 0, cycle_day: 1, bonus_currency: "MYR" });
    expect(res.body.calendar.map((d) => d.reward)).toEqual(defaultCheckInRewards);
    expect(res.body.calendar.map((d) => d.state)).toEqual(["claimable", ...Array(6).fill("upcoming")]);
    // the server's clock runs on while the test does: within a few seconds of three hours
    expect(res.body.ms_to_reset).toBeLessThanOrEqual(3 * HOUR_MS);
    expect(res.body.ms_to_reset).toBeGreaterThan(3 * HOUR_MS - 10_000);
    // 00:00 GMT+8 is 16:00 UTC of the day before
    expect(res.body.next_reset_at).toMatch(/T16:00:00\.000Z$/);
    await setConfig(server, "check_in_rewards", cycle);
  });

  it("refuses a reward outside the bounds as tenant config", async () => {
    for (const value of [[], [{ kind: "point", amount: 0 }], [{ kind: "bonus", amount: 1_000_001 }], "[{"]) {
      const res = await server.call("POST", "/api/sandbox/config", {
        body: { key: "check_in_rewards", value: typeof value === "string" ? value : JSON.stringify(value) },
      });
      expect(res.status).toBe(400);
    }
  });

  it("needs a session", async () => {
    expect((await server.call("GET", "/api/player/checkin/getCheckIn")).status).toBe(401);
    expect(
      (await server.call("POST", "/api/player/checkin/claim", { body: { idempotency_key: newKey() } })).status,
    ).toBe(401);
  });
});

describe("the claim's input", () => {
  it("is bounded: a missing, short, huge or odd idempotency key is 400 and claims nothing", async () => {
    const player = await newPlayer();
    const bodies: unknown[] = [
      {},
      { idempotency_key: "short" },
      { idempotency_key: "k".repeat(65) },
      { idempotency_key: "bad key with spaces!" },
      { idempotency_key: 1234567890123456 },
      [],
      "claim",
    ];
    for (const body of bodies) {
      const res = await server.call("POST", "/api/player/checkin/claim", { token: player.jwtToken, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body).toEqual(expect.any(String));
    }
    // a body past the player API's size limit is refused before it is read
    const huge = await server.call("POST", "/api/player/checkin/claim", {
      token: player.jwtToken,
      body: { idempotency_key: "k".repeat(70_000) },
    });
    expect(huge.status).toBe(413);
    expect((await status(player)).body).toMatchObject({ claimed_today: false, streak: 0 });
  });
});

describe("claiming across 00:00 GMT+8 from a client in New York", () => {
  it("counts 23:59 and 00:01 GMT+8 as two days (the same date in New York), refusing a second claim on each", async () => {
    const player = await newPlayer();
    moveToGmt8(23, 59);
    const before = await status(player);
    const first = await claim(player);
    expect(first.status).toBe(200);
    expect(first.body.claim).toMatchObject({
      day: before.body.today,
      streak: 1,
      cycle_day: 1,
      reward: { kind: "point", amount: 10 },
      transaction_id: null,
    });
    expect(first.body.status).toMatchObject({ claimed_today: true, streak: 1, cycle_day: 1 });
    expect(first.body.status.ms_to_reset).toBeLessThanOrEqual(MINUTE_MS);
    expect(await pointsOf(player)).toBe(10);

    server.advance(30 * 1000); // 23:59:30: still the same GMT+8 day
    expect(await claim(player)).toMatchObject({ status: 409, body: "Already checked in today" });

    server.advance(90 * 1000); // 00:01 GMT+8: 12:01 in New York, the same date there as the first claim
    const after = await status(player);
    expect(after.body.today).not.toBe(before.body.today);
    expect(after.body).toMatchObject({ claimed_today: false, streak: 1, cycle_day: 2 });
    expect(after.body.calendar.map((d) => d.state)).toEqual(["claimed", "claimable", "upcoming"]);
    const second = await claim(player);
    expect(second.status).toBe(200);
    expect(second.body.claim).toMatchObject({ day: after.body.today, streak: 2, cycle_day: 2 });
    expect(await claim(player)).toMatchObject({ status: 409, body: "Already checked in today" });
  });
});

describe("racing claims", () => {
  it("of ten claims at once exactly one succeeds and pays once", async () => {
    const player = await newPlayer();
    moveToGmt8(12, 0);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(player)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body).toBe("Already checked in today");
    expect(await pointsOf(player)).toBe(10);
    expect((await status(player)).body).toMatchObject({ claimed_today: true, streak: 1 });
  });

  it("of ten claims at once on a bonus day exactly one credits the wallet", async () => {
    const player = await newPlayer();
    moveToGmt8(12, 0);
    expect((await claim(player)).status).toBe(200);
    moveToGmt8(12, 0);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(player)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await balances(server, player)).MYR.available).toBe(250);
    const entries = (await ledger(server, player.username)).filter((e) => e.kind === "check_in_bonus");
    expect(entries).toHaveLength(1);
  });

  it("answers a repeated request (same key) with the first claim, paying nothing more", async () => {
    const player = await newPlayer();
    moveToGmt8(12, 0);
    const key = newKey();
    const [a, b] = await Promise.all([claim(player, key), claim(player, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.claim).toEqual(a.body.claim);
    expect((await claim(player, key)).body.claim).toEqual(a.body.claim);
    expect(await pointsOf(player)).toBe(10);
  });
});

describe("the streak and its rewards", () => {
  it("pays points, then a bonus into the balance and the transactions, then starts the cycle again", async () => {
    const player = await newPlayer();
    moveToGmt8(9, 0);
    const day1 = await claim(player);
    expect(day1.body.claim).toMatchObject({ streak: 1, cycle_day: 1, reward: { kind: "point", amount: 10 } });
    expect(await pointsOf(player)).toBe(10);
    expect((await balances(server, player)).MYR.available).toBe(0);

    moveToGmt8(9, 0);
    const day2 = await claim(player);
    expect(day2.status).toBe(200);
    expect(day2.body.claim).toMatchObject({ streak: 2, cycle_day: 2, reward: { kind: "bonus", amount: 250 } });
    const transactionId = day2.body.claim.transaction_id;
    expect(transactionId).toEqual(expect.any(String));
    expect((await balances(server, player)).MYR.available).toBe(250);
    expect(await pointsOf(player)).toBe(10);
    const list = await server.call<TransactionPage>(
      "GET",
      "/api/player/transaction/getTransactions?type=bonus&page=1&limit=20",
      { token: player.jwtToken },
    );
    expect(list.body.items).toEqual([
      expect.objectContaining({
        _id: transactionId,
        type: "bonus",
        channel: "check_in",
        currency: "MYR",
        amount: 250,
        net_amount: 250,
        status: "claimed",
        reference: expect.stringMatching(/^B\d{6}[A-Z2-9]{8}$/),
      }),
    ]);
    expect(await ledger(server, player.username)).toEqual([
      expect.objectContaining({ kind: "check_in_bonus", amount: 250, currency: "MYR", transaction_id: transactionId }),
    ]);

    moveToGmt8(9, 0);
    expect((await claim(player)).body.claim).toMatchObject({ streak: 3, cycle_day: 3, reward: { amount: 5 } });
    moveToGmt8(9, 0);
    const day4 = await claim(player);
    expect(day4.body.claim).toMatchObject({ streak: 4, cycle_day: 1, reward: { kind: "point", amount: 10 } });
    expect(day4.body.status.calendar.map((d) => d.state)).toEqual(["claimed", "upcoming", "upcoming"]);
    expect(await pointsOf(player)).toBe(25);
  });

  it("restarts at day 1 after a missed day", async () => {
    const player = await newPlayer();
    moveToGmt8(10, 0);
    await claim(player);
    moveToGmt8(10, 0);
    expect((await claim(player)).body.claim).toMatchObject({ streak: 2, cycle_day: 2 });
    moveToGmt8(10, 0);
    // missed: the streak of yesterday still stands today, unclaimed
    expect((await status(player)).body).toMatchObject({ streak: 2, cycle_day: 3, claimed_today: false });
    moveToGmt8(10, 0);
    const broken = await status(player);
    expect(broken.body).toMatchObject({ streak: 0, cycle_day: 1, claimed_today: false });
    expect(broken.body.calendar.map((d) => d.state)).toEqual(["claimable", "upcoming", "upcoming"]);
    const again = await claim(player);
    expect(again.body.claim).toMatchObject({ streak: 1, cycle_day: 1, reward: { kind: "point", amount: 10 } });
    expect(await pointsOf(player)).toBe(20); // day 1 twice; day 2 was a bonus
  });
});
