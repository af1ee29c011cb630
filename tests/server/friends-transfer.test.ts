/**
 * Transfer to a friend over HTTP on a real database: the two transactions (one per side) and their
 * ledger entries, both transaction lists and details, the PIN (required, wrong, locked), friends
 * only, the per-transfer limits and the tenant's daily limit (also under concurrent transfers),
 * no overdraw under concurrency, idempotent retries, and the limits answered by transferInfo.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { PlayerEvent } from "../../src/api/contract/events.ts";
import { defaultMoneyRules } from "../../src/api/contract/money.ts";
import type { Transaction, TransactionPage } from "../../src/api/contract/wallet.ts";
import { connect, type Stream } from "./support/event-stream.ts";
import {
  befriend,
  decide,
  otpRoom,
  removeFriend,
  sendMoney,
  sendRequest,
  transferInfo,
  uidOf,
} from "./support/friends.ts";
import { serverForTheseTests } from "./support/server.ts";
import {
  balances,
  type FundedPlayer,
  getConfig,
  ledger,
  ledgerSum,
  MYR,
  newKey,
  setConfig,
  walletPlayer,
} from "./support/wallet.ts";

const server = serverForTheseTests();
const LOTUS = "http://lotus.localhost/my_contact/transfer";
const rulesKey = "friend_transfer_rules";
type Rules = { limits: { currency: string; min: number; max: number; daily_max: number }[] };

let counter = 0;
const room = otpRoom(server);
async function player(options: { pin?: boolean; myr?: number; domain?: string } = {}): Promise<FundedPlayer> {
  room(1);
  counter += 1;
  return walletPlayer(server, `ft${process.pid % 10_000}x${counter}`, options);
}

/** A sender with a PIN and `myr` in the wallet, and a friend of theirs with nothing. */
async function friends(myr = MYR(1_000)): Promise<{ a: FundedPlayer; b: FundedPlayer }> {
  const [a, b] = await Promise.all([player({ pin: true, myr }), player()]);
  await befriend(server, a, b);
  return { a, b };
}

/** The books of a player: the wallet is the sum of its ledger entries and never negative. */
async function expectBooks(p: FundedPlayer): Promise<number> {
  const entries = await ledger(server, p.username);
  const available = (await balances(server, p)).MYR.available;
  expect(available, `${p.username}: wallet = sum of its entries`).toBe(ledgerSum(entries, "MYR"));
  expect(available).toBeGreaterThanOrEqual(0);
  return available;
}

const listOf = async (p: FundedPlayer) =>
  (
    await server.call<TransactionPage>(
      "GET",
      "/api/player/transaction/getTransactions?type=friend_transfer&page=1&limit=50",
      {
        token: p.jwtToken,
      },
    )
  ).body.items;

let defaults: Rules | null = null;
async function setDaily(max: number, dailyMax: number): Promise<void> {
  defaults ??= await getConfig<Rules>(server, rulesKey);
  await setConfig(server, rulesKey, {
    limits: defaults.limits.map((l) => (l.currency === "MYR" ? { ...l, max, daily_max: dailyMax } : l)),
  });
}
afterEach(async () => {
  if (defaults) await setConfig(server, rulesKey, defaults);
});

describe("transfer to a friend", () => {
  it("moves money wallet to wallet: one transaction each side, their ledger entries, both lists and details", async () => {
    const { a, b } = await friends();
    const res = await sendMoney(server, a, b, { amount: MYR(50) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: "friend_transfer",
      channel: "friend",
      method: "send",
      status: "approved",
      currency: "MYR",
      amount: MYR(50),
      fee: 0,
      net_amount: MYR(50),
      from_account: "wallet",
      to_account: uidOf(b),
    });
    expect(res.body.reference).toMatch(/^F\d{6}[A-HJ-NP-Z2-9]{8}$/);
    expect(await expectBooks(a)).toBe(MYR(950));
    expect(await expectBooks(b)).toBe(MYR(50));

    const [sent] = await listOf(a);
    const [received] = await listOf(b);
    expect(sent?._id).toBe(res.body._id);
    expect(received).toMatchObject({
      type: "friend_transfer",
      method: "receive",
      status: "approved",
      amount: MYR(50),
      from_account: uidOf(a),
      to_account: "wallet",
    });
    const detail = await server.call<Transaction>("GET", `/api/player/transaction/getTransaction/${received?._id}`, {
      token: b.jwtToken,
    });
    expect(detail.body).toEqual(received);
    // each side sees only its own
    expect(
      (await server.call("GET", `/api/player/transaction/getTransaction/${received?._id}`, { token: a.jwtToken }))
        .status,
    ).toBe(404);
    // one entry each, tied to its own transaction
    const aEntry = (await ledger(server, a.username)).filter((e) => e.transaction_id === res.body._id);
    const bEntry = (await ledger(server, b.username)).filter((e) => e.transaction_id === received?._id);
    expect(aEntry.map((e) => [e.kind, e.amount])).toEqual([["friend_transfer_out", -MYR(50)]]);
    expect(bEntry.map((e) => [e.kind, e.amount])).toEqual([["friend_transfer_in", MYR(50)]]);

    const info = await transferInfo(server, a);
    const rules = defaultMoneyRules.friendTransfer;
    expect(info.body).toEqual({
      has_pin: true,
      pin_locked_until: null,
      currency: "MYR",
      min: MYR(rules.min),
      max: MYR(rules.max),
      daily_max: MYR(rules.dailyMax.MYR),
      daily_used: MYR(50),
      daily_left: MYR(rules.dailyMax.MYR - 50),
      available: MYR(950),
    });
    // money received does not count toward the receiver's own limit
    expect((await transferInfo(server, b)).body).toMatchObject({ daily_used: 0, has_pin: false, available: MYR(50) });
  });

  it("answers a retry with the first transaction and moves the money once; another body under the key is refused", async () => {
    const { a, b } = await friends();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendMoney(server, a, b, { amount: MYR(20), idempotency_key: key })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body._id)).size).toBe(1);
    const again = await sendMoney(server, a, b, { amount: MYR(20), idempotency_key: key });
    expect(again.body._id).toBe(answers[0]?.body._id);
    expect(await sendMoney(server, a, b, { amount: MYR(30), idempotency_key: key })).toMatchObject({
      status: 409,
      body: "Invalid data request",
    });
    expect(await expectBooks(a)).toBe(MYR(980));
    expect(await expectBooks(b)).toBe(MYR(20));
    expect(await listOf(b)).toHaveLength(1);
  });

  it("needs a PIN: none set, a wrong one, then locked after five wrong ones", async () => {
    const [noPin, b] = await Promise.all([player({ myr: MYR(100) }), player()]);
    await befriend(server, noPin, b);
    expect(await sendMoney(server, noPin, b, { amount: MYR(10) })).toMatchObject({ status: 403, body: "PIN not set" });
    const { a, b: friend } = await friends();
    expect(await sendMoney(server, a, friend, { amount: MYR(10), pin: "000000" })).toMatchObject({
      status: 400,
      body: "Incorrect PIN",
    });
    for (let i = 0; i < 3; i++) await sendMoney(server, a, friend, { amount: MYR(10), pin: "000000" });
    expect(await sendMoney(server, a, friend, { amount: MYR(10), pin: "000000" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect(await sendMoney(server, a, friend, { amount: MYR(10) })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect((await transferInfo(server, a)).body.pin_locked_until).not.toBeNull();
    expect(await expectBooks(a)).toBe(MYR(1_000));
  });

  it("goes to friends only: not a stranger, not oneself, nobody of another tenant, not after removal", async () => {
    const { a, b } = await friends();
    const [stranger, lotus] = await Promise.all([player(), player({ domain: LOTUS })]);
    expect(await sendMoney(server, a, stranger, { amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "This player is not your friend",
    });
    expect(await sendMoney(server, a, a, { amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "This player is not your friend",
    });
    // another tenant's player and a UID nobody has are answered as a stranger is (no existence oracle)
    expect(await sendMoney(server, a, lotus, { amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "This player is not your friend",
    });
    expect(await sendMoney(server, a, "99999999", { amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "This player is not your friend",
    });
    await removeFriend(server, b, uidOf(a));
    expect(await sendMoney(server, a, b, { amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "This player is not your friend",
    });
    // none of these cost a PIN attempt or moved money
    expect((await transferInfo(server, a)).body.pin_locked_until).toBeNull();
    expect(await expectBooks(a)).toBe(MYR(1_000));
  });

  it("keeps to the limits per transfer and the balance", async () => {
    const { a, b } = await friends(MYR(100));
    const { min, max } = defaultMoneyRules.friendTransfer;
    expect(await sendMoney(server, a, b, { amount: MYR(min) - 100 })).toMatchObject({
      status: 400,
      body: "Amount is below the minimum",
    });
    expect(await sendMoney(server, a, b, { amount: MYR(max) + 100 })).toMatchObject({
      status: 400,
      body: "Amount is above the maximum",
    });
    expect(await sendMoney(server, a, b, { amount: MYR(50) + 1 })).toMatchObject({
      status: 400,
      body: "Amount must be a whole number",
    });
    expect(await sendMoney(server, a, b, { amount: MYR(101) })).toMatchObject({
      status: 422,
      body: "Insufficient balance",
    });
    expect(await sendMoney(server, a, b, { amount: 0 })).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(await expectBooks(a)).toBe(MYR(100));
  });

  it("never overdraws under concurrent transfers", async () => {
    const { a, b } = await friends(MYR(100));
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendMoney(server, a, b, { amount: MYR(30) })));
    const made = answers.filter((r) => r.status === 200);
    expect(made).toHaveLength(3);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 422, body: "Insufficient balance" });
    }
    expect(await expectBooks(a)).toBe(MYR(10));
    expect(await expectBooks(b)).toBe(MYR(90));
  });
});

describe("the tenant's daily limit", () => {
  it("refuses what would pass today's total, and a new day (GMT+8) starts over", async () => {
    await setDaily(MYR(100), MYR(250));
    const { a, b } = await friends();
    expect(await sendMoney(server, a, b, { amount: MYR(101) })).toMatchObject({
      status: 400,
      body: "Amount is above the maximum",
    });
    expect((await sendMoney(server, a, b, { amount: MYR(100) })).status).toBe(200);
    expect((await sendMoney(server, a, b, { amount: MYR(100) })).status).toBe(200);
    expect(await sendMoney(server, a, b, { amount: MYR(60) })).toMatchObject({
      status: 422,
      body: "Daily transfer limit reached",
    });
    expect((await transferInfo(server, a)).body).toMatchObject({
      max: MYR(100),
      daily_max: MYR(250),
      daily_used: MYR(200),
      daily_left: MYR(50),
    });
    expect((await sendMoney(server, a, b, { amount: MYR(50) })).status).toBe(200);
    server.advance(24 * 60 * 60 * 1000);
    expect((await transferInfo(server, a)).body).toMatchObject({ daily_used: 0, daily_left: MYR(250) });
    expect((await sendMoney(server, a, b, { amount: MYR(100) })).status).toBe(200);
    expect(await expectBooks(a)).toBe(MYR(650));
  });

  it("holds under concurrent transfers: today's total never passes it", async () => {
    await setDaily(MYR(100), MYR(300));
    const { a, b } = await friends();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendMoney(server, a, b, { amount: MYR(100) })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 422, body: "Daily transfer limit reached" });
    }
    expect((await transferInfo(server, a)).body.daily_used).toBe(MYR(300));
    expect(await expectBooks(a)).toBe(MYR(700));
    expect(await expectBooks(b)).toBe(MYR(300));
  });
});

describe("what both sides hear", () => {
  /** The events of a stream after its ready message, once `count` of them came. */
  async function heard(stream: Stream, count: number): Promise<PlayerEvent[]> {
    await stream.next((m) => m.event !== "ready", count);
    return stream.messages.filter((m) => m.event !== "ready").map((m) => JSON.parse(m.data) as PlayerEvent);
  }
  const kinds = (events: PlayerEvent[]) =>
    events.map((e) =>
      e.kind === "friend" ? `friend:${e.change}` : e.kind === "transaction" ? `transaction:${e.type}` : e.kind,
    );

  it("a friend change reaches both players, a transfer both wallets and both transaction lists; a refusal nothing", async () => {
    const [a, b] = await Promise.all([player({ pin: true, myr: MYR(100) }), player()]);
    const [sa, sb] = await Promise.all([connect(server, a.jwtToken), connect(server, b.jwtToken)]);
    await Promise.all([sa.next(), sb.next()]);
    const sent = await sendRequest(server, a, b);
    await decide(server, b, "approve", sent.body._id);
    // a refused transfer (over the balance) is not heard
    expect((await sendMoney(server, a, b, { amount: MYR(200) })).status).toBe(422);
    expect((await sendMoney(server, a, b, { amount: MYR(40) })).status).toBe(200);
    await removeFriend(server, a, uidOf(b));
    const expected = ["friend:request", "friend:approved", "wallet", "transaction:friend_transfer", "friend:removed"];
    expect(kinds(await heard(sa, 5)).sort()).toEqual([...expected].sort());
    // the receiver of the request also got its mail
    expect(kinds(await heard(sb, 6)).sort()).toEqual([...expected, "mail"].sort());
  });
});
