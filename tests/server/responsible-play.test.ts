/**
 * The play session over HTTP: a launch starts it (and ends the one before where it was last seen), the
 * heartbeat answers time played, the net result and whether a reality check is due; "keep playing"
 * moves the next check an interval on, a new interval moves it too; the session limit ends play
 * (ended_by_limit) and then refuses launches, transfers into games and rounds until 00:00 GMT+8; time
 * before midnight counts for the day before.
 */
import { describe, expect, it } from "vitest";
import { fundedGamePlayer, type GameData, launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, transfer } from "./support/games.ts";
import {
  auditOf,
  heartbeat,
  keepPlaying,
  limitOf,
  limitSet,
  MINUTE_MS,
  setRealityCheck,
  stopPlaying,
  toBeforeMidnight,
} from "./support/responsible.ts";
import type { FundedPlayer } from "./support/wallet.ts";
import { MYR, newKey } from "./support/wallet.ts";
import { nextDay } from "./support/withdraw.ts";

const server = gameServerForTheseTests();
const SLOT = "DRG-0001";
const PLAYED_OUT = { status: 403, body: "Your daily play time limit is reached" };

/** Launches the slot and opens its page, as /play_game does. */
async function open(p: FundedPlayer): Promise<GameData> {
  const launched = await launch(server, p, SLOT);
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  return (await openLaunchUrl(server, launched.body.url)).data as GameData;
}

async function beat(p: FundedPlayer) {
  const res = await heartbeat(server, p, "DRG");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("POST /api/player/responsible/play", () => {
  it("needs an open game", async () => {
    const p = await gamePlayer(server, "ply_none");
    expect(await heartbeat(server, p, "DRG")).toMatchObject({ status: 404, body: "No game is open" });
    expect(await keepPlaying(server, p)).toMatchObject({ status: 404, body: "No game is open" });
    expect(await stopPlaying(server, p)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await heartbeat(server, p, "no such!")).toMatchObject({ status: 400, body: "Invalid data request" });
    expect((await server.call("POST", "/api/player/responsible/play", { body: { provider_code: "DRG" } })).status).toBe(
      401,
    );
  });

  it("the reality check is due after the interval, keep playing moves the next; net is this session's result", async () => {
    const p = await fundedGamePlayer(server, "ply_check", "DRG", MYR(100));
    const set = await setRealityCheck(server, p, 15);
    expect(set).toMatchObject({ status: 200, body: { reality_check_minutes: 15 } });
    expect(await setRealityCheck(server, p, 20)).toMatchObject({ status: 400, body: "Invalid data request" });
    const data = await open(p);
    const start = await beat(p);
    expect(start.played_seconds).toBeLessThan(5);
    expect(start).toMatchObject({
      net: 0,
      currency: "MYR",
      reality_check_due: false,
      session_left_seconds: null,
      ended_by_limit: false,
    });
    let net = 0;
    for (const bet of [MYR(1), MYR(2), MYR(5)]) {
      const round = await sendRound(server, data.session, { bet, round_key: newKey() });
      expect(round.status).toBe(200);
      net += round.body.win - bet;
    }
    server.advance(14 * MINUTE_MS);
    expect(await beat(p)).toMatchObject({ net, reality_check_due: false });
    server.advance(MINUTE_MS + 1000);
    const due = await beat(p);
    expect(due.reality_check_due).toBe(true);
    expect(due.played_seconds).toBeGreaterThanOrEqual(15 * 60);
    // the player keeps playing at 17 minutes: the next check is at 30
    server.advance(2 * MINUTE_MS);
    expect((await keepPlaying(server, p)).body).toMatchObject({ reality_check_due: false, net });
    server.advance(12 * MINUTE_MS);
    expect((await beat(p)).reality_check_due).toBe(false);
    server.advance(MINUTE_MS + 1000);
    expect((await beat(p)).reality_check_due).toBe(true);

    // a new launch is a new session: its own clock and result
    await open(p);
    const fresh = await beat(p);
    expect(fresh).toMatchObject({ net: 0, reality_check_due: false });
    expect(fresh.played_seconds).toBeLessThan(5);
    expect((await auditOf(server, "ply_check")).map((r) => [r.subject, r.old_value, r.new_value])).toEqual([
      ["reality_check", "0", "15"],
    ]);
  });

  it("a new interval moves the open game's next check; off means never", async () => {
    const p = await fundedGamePlayer(server, "ply_interval", "DRG", 0);
    await setRealityCheck(server, p, 30);
    await open(p);
    server.advance(20 * MINUTE_MS);
    expect((await beat(p)).reality_check_due).toBe(false);
    // 15 minutes from 20 played: the next multiple, 30
    await setRealityCheck(server, p, 15);
    expect((await beat(p)).reality_check_due).toBe(false);
    server.advance(10 * MINUTE_MS + 1000);
    expect((await beat(p)).reality_check_due).toBe(true);
    await setRealityCheck(server, p, 0);
    expect((await beat(p)).reality_check_due).toBe(false);
    server.advance(60 * MINUTE_MS);
    expect((await beat(p)).reality_check_due).toBe(false);
  });

  it("a launch ends the session before where it was last seen; stop ends it now", async () => {
    const p = await fundedGamePlayer(server, "ply_ends", "DRG", 0);
    toBeforeMidnight(server, 3 * 60 * MINUTE_MS); // the whole test within one GMT+8 day
    await open(p);
    server.advance(5 * MINUTE_MS);
    await beat(p);
    server.advance(30 * MINUTE_MS); // the app went away without a word
    await open(p);
    expect((await limitOf(server, p, "session_day")).used).toBe(5);
    server.advance(3 * MINUTE_MS);
    expect(await stopPlaying(server, p)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await heartbeat(server, p, "DRG")).toMatchObject({ status: 404, body: "No game is open" });
    server.advance(30 * MINUTE_MS);
    expect((await limitOf(server, p, "session_day")).used).toBe(8);
  });
});

describe("the session limit", () => {
  it("ends play at the limit, then refuses launches, transfers in and rounds until 00:00 GMT+8", async () => {
    const p = await fundedGamePlayer(server, "ply_limit", "DRG", MYR(50));
    toBeforeMidnight(server, 2 * 60 * MINUTE_MS);
    expect(await limitSet(server, p, "session_day", 10)).toMatchObject({ outcome: "applied", limit: { value: 10 } });
    const data = await open(p);
    // the clock runs on in real time too: a few seconds of slack
    const first = await beat(p);
    expect(first.ended_by_limit).toBe(false);
    expect(first.session_left_seconds).toBeGreaterThan(600 - 5);
    server.advance(6 * MINUTE_MS);
    const later = await beat(p);
    expect(later.ended_by_limit).toBe(false);
    expect(later.session_left_seconds).toBeLessThanOrEqual(240);
    expect(later.session_left_seconds).toBeGreaterThan(240 - 5);
    expect((await sendRound(server, data.session, { bet: MYR(1), round_key: newKey() })).status).toBe(200);
    server.advance(4 * MINUTE_MS);
    const ended = await beat(p);
    expect(ended).toMatchObject({ session_left_seconds: 0, ended_by_limit: true });
    expect(ended.played_seconds).toBeGreaterThanOrEqual(600);
    // the session ended with it
    expect(await heartbeat(server, p, "DRG")).toMatchObject({ status: 404, body: "No game is open" });
    expect(await limitOf(server, p, "session_day")).toMatchObject({ used: 10, left: 0 });

    expect(await sendRound(server, data.session, { bet: MYR(1), round_key: newKey() })).toMatchObject(PLAYED_OUT);
    expect(await launch(server, p, SLOT)).toMatchObject(PLAYED_OUT);
    expect(await transfer(server, p, { from: "wallet", to: "DRG", amount: MYR(10) })).toMatchObject(PLAYED_OUT);
    // the balance goes back to the wallet
    expect((await transfer(server, p, { from: "DRG", to: "wallet", amount: MYR(10) })).status).toBe(200);

    nextDay(server, 1);
    expect(await limitOf(server, p, "session_day")).toMatchObject({ used: 0, left: 10 });
    expect((await launch(server, p, SLOT)).status).toBe(200);
  });

  it("counts only today's part of a session that began before midnight", async () => {
    const p = await fundedGamePlayer(server, "ply_midnight", "DRG", 0);
    toBeforeMidnight(server, 5 * MINUTE_MS);
    await open(p);
    server.advance(12 * MINUTE_MS);
    const played = (await beat(p)).played_seconds;
    expect(played).toBeGreaterThanOrEqual(12 * 60);
    expect(played).toBeLessThan(12 * 60 + 5);
    expect((await limitOf(server, p, "session_day")).used).toBe(7);
  });
});
