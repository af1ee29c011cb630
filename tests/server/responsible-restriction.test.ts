/**
 * Time-out and self-exclusion (RTS 13, RTS 14) over HTTP: taking one signs every device out (the old
 * token 401) and ends the game; a new login answers the restriction; while it lasts deposits, transfers
 * into games, launches, rounds, transfers to a friend, gifts and the check-in reward are refused, a
 * withdrawal and bringing game money back are not; it cannot be shortened, and nothing in the sandbox
 * lifts it (its page only lists); the operator's mail to every player skips it; the audit holds every
 * change; it ends by itself at its end date.
 */
import { describe, expect, it } from "vitest";
import type { ResponsibleView } from "../../src/api/contract/responsible.ts";
import { befriend, sendMoney } from "./support/friends.ts";
import { launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, restore, transfer } from "./support/games.ts";
import { redeem, setPoints } from "./support/gifts.ts";
import { inbox, operatorMail } from "./support/mail.ts";
import { auditOf, DAY_MS, heartbeat, MINUTE_MS, responsible, restrict, setLimit } from "./support/responsible.ts";
import { loginAs, type UserAnswer } from "./support/server.ts";
import { deposit, MYR, newKey, withdraw } from "./support/wallet.ts";
import { relogin } from "./support/withdraw.ts";

const server = gameServerForTheseTests();
const REFUSED = { status: 403, body: "Not available during your time-out or self-exclusion" };
const SHORTER = { status: 409, body: "A time-out or self-exclusion cannot be shortened" };
const bank = (amount: number) => ({ channel: "bank_transfer", method: "MBB", amount });

/** The player's current login's restriction (GET /getUser). */
async function userOf(p: { jwtToken: string }) {
  return server.call<UserAnswer & { restriction: ResponsibleView["restriction"] }>("GET", "/api/player/user/getUser", {
    token: p.jwtToken,
  });
}

describe("a time-out", () => {
  it("signs every device out, is answered at the next login, refuses every move toward play but not withdrawing", async () => {
    const p = await gamePlayer(server, "rx_timeout", { pin: true, bank: true, myr: MYR(1000) });
    const friend = await gamePlayer(server, "rx_friend");
    await befriend(server, p, friend);
    await setPoints(server, p, 100_000);
    expect((await transfer(server, p, { from: "wallet", to: "DRG", amount: MYR(100) })).status).toBe(200);
    const launched = await launch(server, p, "DRG-0001");
    const session = (await openLaunchUrl(server, launched.body.url)).data?.session as string;
    expect((await heartbeat(server, p, "DRG")).status).toBe(200);

    const now = server.now();
    const taken = await restrict(server, p, "24h");
    expect(taken.status).toBe(200);
    const restriction = taken.body.restriction;
    expect(restriction?.kind).toBe("time_out");
    expect(Date.parse(restriction?.since as string)).toBeGreaterThanOrEqual(now.getTime());
    expect(Date.parse(restriction?.until as string) - Date.parse(restriction?.since as string)).toBe(DAY_MS);
    expect(taken.body.limits).toHaveLength(7);

    // every device signed out; the game ends with the app session
    expect(await userOf(p)).toMatchObject({ status: 401, body: "Session ended. Other devices logged in" });
    expect((await sendRound(server, session, { bet: MYR(1), round_key: newKey() })).status).toBe(401);
    const told = server.published.filter((e) => e.playerId === p._id).map((e) => e.event.kind);
    expect(told.slice(-2)).toEqual(["responsible", "session"]);

    // signing in still works, and says until when
    const again = { ...p, jwtToken: (await loginAs(server, "rx_timeout", p.password)).jwtToken };
    expect((await userOf(again)).body.restriction).toEqual(restriction);
    expect((await responsible(server, again)).restriction).toEqual(restriction);
    // the game session ended with it
    expect(await heartbeat(server, again, "DRG")).toMatchObject({ status: 404, body: "No game is open" });

    expect(await deposit(server, again, bank(MYR(100)))).toMatchObject(REFUSED);
    expect(await transfer(server, again, { from: "wallet", to: "DRG", amount: MYR(10) })).toMatchObject(REFUSED);
    expect(
      await transfer(server, again, { from: "DRG", to: "LCK", amount: MYR(10) }, "internal_transfer"),
    ).toMatchObject(REFUSED);
    expect(await launch(server, again, "DRG-0001")).toMatchObject(REFUSED);
    expect(await sendMoney(server, again, friend, { amount: MYR(10) })).toMatchObject(REFUSED);
    expect(await redeem(server, again, "power-bank")).toMatchObject(REFUSED);
    const claim = await server.call("POST", "/api/player/checkin/claim", {
      body: { idempotency_key: newKey() },
      token: again.jwtToken,
    });
    expect(claim).toMatchObject(REFUSED);

    // open: money back from the games, and out to the bank
    expect((await transfer(server, again, { from: "DRG", to: "wallet", amount: MYR(40) })).status).toBe(200);
    expect((await restore(server, again)).status).toBe(200);
    expect((await withdraw(server, again, { amount: MYR(50) })).status).toBe(200);

    const audit = await auditOf(server, "rx_timeout");
    expect(audit).toEqual([
      {
        actor: "player",
        subject: "restriction",
        old_value: "none",
        new_value: `time_out 24h until ${restriction?.until}`,
        at: restriction?.since,
      },
    ]);
  });

  it("ends by itself at its end date", async () => {
    let p = await gamePlayer(server, "rx_ends", { pin: true, bank: true, myr: MYR(300) });
    await restrict(server, p, "24h");
    p = await relogin(server, p);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(REFUSED);
    server.advance(DAY_MS - MINUTE_MS);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(REFUSED);
    server.advance(2 * MINUTE_MS);
    expect((await userOf(p)).body.restriction).toBeNull();
    expect((await responsible(server, p)).restriction).toBeNull();
    expect((await deposit(server, p, bank(MYR(100)))).status).toBe(200);
    expect((await transfer(server, p, { from: "wallet", to: "DRG", amount: MYR(10) })).status).toBe(200);
  });
});

describe("a self-exclusion", () => {
  it("cannot be shortened: a new one must end later than the one in force", async () => {
    let p = await gamePlayer(server, "rx_longer");
    const take = async (length: Parameters<typeof restrict>[2]) => {
      const res = await restrict(server, p, length);
      if (res.status === 200) p = await relogin(server, p);
      return res;
    };
    expect((await take("7d")).status).toBe(200);
    expect(await take("24h")).toMatchObject(SHORTER);
    expect((await take("30d")).body.restriction?.kind).toBe("time_out");
    const excluded = await take("6m");
    expect(excluded.body.restriction?.kind).toBe("self_exclusion");
    const until = excluded.body.restriction?.until as string;
    // six calendar months on, GMT+8
    const since = new Date(Date.parse(excluded.body.restriction?.since as string) + 8 * 3_600_000);
    const end = new Date(Date.parse(until) + 8 * 3_600_000);
    expect((end.getUTCFullYear() - since.getUTCFullYear()) * 12 + end.getUTCMonth() - since.getUTCMonth()).toBe(6);
    for (const shorter of ["24h", "7d", "30d"] as const) expect(await take(shorter)).toMatchObject(SHORTER);
    expect((await responsible(server, p)).restriction?.until).toBe(until);
    // limits may still be made stricter meanwhile
    expect((await setLimit(server, p, "deposit_day", MYR(100))).status).toBe(200);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(REFUSED);

    const audit = (await auditOf(server, "rx_longer")).filter((r) => r.subject === "restriction");
    expect(audit.map((r) => [r.old_value?.split(" ")[0], r.new_value?.split(" ").slice(0, 2).join(" ")])).toEqual([
      ["none", "time_out 7d"],
      ["time_out", "time_out 30d"],
      ["time_out", "self_exclusion 6m"],
    ]);
  });

  it("nothing in the sandbox lifts one: its page lists them, with no control", async () => {
    const p = await gamePlayer(server, "rx_listed");
    expect((await restrict(server, p, "1y")).status).toBe(200);
    const page = await fetch(`${server.url}/sandbox/excluded`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("rx_listed");
    expect(html).toContain("Self-exclusion");
    // the time-out of the first test has ended (the clock moved a day since): no longer listed
    expect(html).not.toContain("rx_timeout");
    expect(html).not.toMatch(/<form|<button|<input|<select|<textarea/i);
    // the operator's page links to it
    expect(await (await fetch(`${server.url}/sandbox/operator`)).text()).toContain('href="/sandbox/excluded"');
    // and no sandbox call changes one
    for (const path of [
      "/api/sandbox/excluded",
      "/api/sandbox/restriction",
      "/sandbox/excluded",
      "/api/sandbox/lift",
    ]) {
      const res = await server.call("POST", path, { body: { username: "rx_listed" } });
      expect(res.status, path).toBe(404);
    }
    const fresh = await loginAs(server, "rx_listed", p.password);
    expect((fresh as { restriction?: { kind: string } }).restriction?.kind).toBe("self_exclusion");
  });

  it("the operator's mail to every player skips it; marketing stops", async () => {
    const excluded = await gamePlayer(server, "rx_nomail");
    const other = await gamePlayer(server, "rx_getsmail");
    await restrict(server, excluded, "5y");
    const back = await relogin(server, excluded);
    const sent = await operatorMail(server, { audience: "all", title: "Weekend bonus", body: "Play this weekend." });
    expect(sent.status).toBe(200);
    const titles = async (q: { jwtToken: string }) =>
      (await inbox(server, q)).items.flatMap((m) => (m.kind === "operator" ? [m.title] : []));
    expect(await titles(other)).toContain("Weekend bonus");
    expect(await titles(back)).not.toContain("Weekend bonus");
  });
});
