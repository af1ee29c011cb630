/**
 * The player's event stream (GET /api/player/events): who hears what when money moves, after the
 * database commits and never for a refused or repeated change; authentication, the per-player cap,
 * Last-Event-ID replay, the end of a stream when its session ends, and the heartbeat (driven by
 * hand through the injected timer: nothing here waits for a clock).
 */
import { describe, expect, it } from "vitest";
import type { EventStreamReady, PlayerEvent } from "../../src/api/contract/events.ts";
import { connect as openStream, type SseMessage, type Stream } from "./support/event-stream.ts";
import { loginAs, serverForTheseTests } from "./support/server.ts";
import { deposit, MYR, operator, walletPlayer, withdraw } from "./support/wallet.ts";

/** Heartbeat ticks of the open streams: a test runs them by hand. */
const heartbeats = new Set<() => void>();
const server = serverForTheseTests({
  eventStream: {
    heartbeatMs: 5_000,
    every: (_ms, tick) => {
      heartbeats.add(tick);
      return () => heartbeats.delete(tick);
    },
  },
});

/** Opens the player's stream on this file's server. */
const connect = (token: string | null, headers: Record<string, string> = {}) => openStream(server, token, headers);

const eventOf = (m: SseMessage) => JSON.parse(m.data) as PlayerEvent;
const isTransaction = (id: string, status: string) => (m: SseMessage) =>
  m.event === "transaction" && eventOf(m).kind === "transaction" && m.data.includes(id) && m.data.includes(status);

/** The events after the `ready` message, as plain objects. */
const eventsOf = (stream: Stream) => stream.messages.filter((m) => m.event !== "ready").map(eventOf);

/** A new deposit of `player`: its own `transaction` event marks a point in its stream. */
async function marker(player: { jwtToken: string }, stream: Stream) {
  const created = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
  expect(created.status).toBe(200);
  await stream.next(isTransaction(created.body._id, "pending"));
  return created.body;
}

describe("the event stream", () => {
  it("starts with a ready message that names the heartbeat and an id to resume from", async () => {
    const player = await walletPlayer(server, "ev_ready");
    const stream = await connect(player.jwtToken);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toContain("no-store");
    // the security headers of every answer
    expect(stream.headers.get("content-security-policy")).toContain("default-src 'self'");
    const ready = await stream.next();
    expect(ready.event).toBe("ready");
    expect(JSON.parse(ready.data) as EventStreamReady).toEqual({ resumed: false, heartbeat_ms: 5_000 });
    expect(ready.lastEventId).toMatch(/^[0-9a-z]+\.\d+$/);
  });

  it("tells the player of a withdrawal the operator rejects or approves; another player hears nothing", async () => {
    const player = await walletPlayer(server, "ev_withdraw", { pin: true, bank: true, myr: MYR(1_000) });
    const other = await walletPlayer(server, "ev_other");
    const mine = await connect(player.jwtToken);
    const theirs = await connect(other.jwtToken);
    await mine.next();
    await theirs.next();

    const first = await withdraw(server, player, { amount: MYR(100) });
    expect(first.status).toBe(200);
    await mine.next(isTransaction(first.body._id, "pending"));
    expect(await operator(server, first.body._id, "reject")).toMatchObject({ status: 200 });
    await mine.next(isTransaction(first.body._id, "rejected"));

    const second = await withdraw(server, player, { amount: MYR(50) });
    expect(second.status).toBe(200);
    expect(await operator(server, second.body._id, "approve")).toMatchObject({ status: 200 });
    await mine.next(isTransaction(second.body._id, "approved"));

    // each change: the transaction, and its currency's balance (a withdrawal holds, a reject gives back,
    // an approval ends the hold)
    expect(eventsOf(mine)).toEqual([
      { kind: "transaction", id: first.body._id, type: "withdraw", status: "pending" },
      { kind: "wallet", currency: "MYR" },
      { kind: "transaction", id: first.body._id, type: "withdraw", status: "rejected" },
      { kind: "wallet", currency: "MYR" },
      // the player's mail about the rejection (services/mail.ts), written with it
      { kind: "mail" },
      { kind: "transaction", id: second.body._id, type: "withdraw", status: "pending" },
      { kind: "wallet", currency: "MYR" },
      { kind: "transaction", id: second.body._id, type: "withdraw", status: "approved" },
      { kind: "wallet", currency: "MYR" },
    ]);
    // delivery is in order: had the other player been told anything, it would come before their own marker
    const own = await marker(other, theirs);
    expect(eventsOf(theirs)).toEqual([{ kind: "transaction", id: own._id, type: "deposit", status: "pending" }]);
    // every event carries an id, and ids grow
    const ids = mine.messages.slice(1).map((m) => Number(m.lastEventId.split(".")[1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("tells of deposits: created (no balance change), approved (balance), rejected (none); USDT names its wallet", async () => {
    const player = await walletPlayer(server, "ev_deposit");
    const stream = await connect(player.jwtToken);
    await stream.next();
    const approved = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(200) });
    await operator(server, approved.body._id, "approve");
    await stream.next(isTransaction(approved.body._id, "approved"));
    const rejected = await deposit(server, player, {
      channel: "crypto",
      method: "TRC20",
      amount: 100_000_000,
      tx_hash: "b".repeat(64),
    });
    await operator(server, rejected.body._id, "reject");
    await stream.next(isTransaction(rejected.body._id, "rejected"));
    const usdt = await deposit(server, player, {
      channel: "crypto",
      method: "TRC20",
      amount: 100_000_000,
      tx_hash: "c".repeat(64),
    });
    await operator(server, usdt.body._id, "approve");
    await stream.next(isTransaction(usdt.body._id, "approved"));
    // the gateway's decision too
    const instant = await deposit(server, player, { channel: "instant_deposit", method: "DUITNOW", amount: MYR(150) });
    const paid = await server.call("POST", `/api/sandbox/gateway/${instant.body._id}/approve`, {
      headers: { Accept: "application/json" },
    });
    expect(paid.status).toBe(200);
    await stream.next(isTransaction(instant.body._id, "approved"));

    expect(eventsOf(stream)).toEqual([
      { kind: "transaction", id: approved.body._id, type: "deposit", status: "pending" },
      { kind: "transaction", id: approved.body._id, type: "deposit", status: "approved" },
      { kind: "wallet", currency: "MYR" },
      // an approved deposit's mail (services/mail.ts); a rejected deposit gets none
      { kind: "mail" },
      { kind: "transaction", id: rejected.body._id, type: "deposit", status: "pending" },
      { kind: "transaction", id: rejected.body._id, type: "deposit", status: "rejected" },
      { kind: "transaction", id: usdt.body._id, type: "deposit", status: "pending" },
      { kind: "transaction", id: usdt.body._id, type: "deposit", status: "approved" },
      { kind: "wallet", currency: "USDT" },
      { kind: "mail" },
      { kind: "transaction", id: instant.body._id, type: "deposit", status: "pending" },
      { kind: "transaction", id: instant.body._id, type: "deposit", status: "approved" },
      { kind: "wallet", currency: "MYR" },
      { kind: "mail" },
    ]);
  });

  it("says nothing for a change that was refused or rolled back, a repeated request or a repeated decision", async () => {
    const player = await walletPlayer(server, "ev_refused", { pin: true, bank: true, myr: MYR(100) });
    const stream = await connect(player.jwtToken);
    await stream.next();
    // refused inside the database transaction (the balance is read with the row locked): rolled back
    expect((await withdraw(server, player, { amount: MYR(500) })).body).toBe("Insufficient balance");
    // a wrong PIN, refused before
    expect((await withdraw(server, player, { amount: MYR(50), pin: "000000" })).status).toBe(400);
    // one withdrawal sent twice with one key: one event
    const body = { amount: MYR(40), idempotency_key: "repeat-key-0000001" };
    const once = await withdraw(server, player, body);
    const again = await withdraw(server, player, body);
    expect(again.body._id).toBe(once.body._id);
    // decided twice (a double click on the operator page): one change
    await operator(server, once.body._id, "reject");
    expect((await operator(server, once.body._id, "reject")).status).toBe(200);
    expect((await operator(server, once.body._id, "approve")).status).toBe(409);
    const own = await marker(player, stream);
    expect(eventsOf(stream)).toEqual([
      { kind: "transaction", id: once.body._id, type: "withdraw", status: "pending" },
      { kind: "wallet", currency: "MYR" },
      { kind: "transaction", id: once.body._id, type: "withdraw", status: "rejected" },
      { kind: "wallet", currency: "MYR" },
      { kind: "mail" },
      { kind: "transaction", id: own._id, type: "deposit", status: "pending" },
    ]);
  });

  it("is a player call: no token, a forged one, another tenant's or an ended session → 401", async () => {
    const none = await connect(null);
    expect([none.status, none.error]).toEqual([401, "Unauthorized"]);
    const forged = await connect("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln");
    expect([forged.status, forged.error]).toEqual([401, "Unauthorized"]);
    const player = await walletPlayer(server, "ev_auth");
    const lotus = await connect(player.jwtToken, { current_domain: "http://lotus.localhost:5173/home" });
    expect([lotus.status, lotus.error]).toEqual([401, "Unauthorized"]);
    const bearer = await connect(null, { Authorization: `Bearer ${player.jwtToken}` });
    expect(bearer.status).toBe(200);
    await loginAs(server, "ev_auth", player.password);
    const old = await connect(player.jwtToken);
    expect([old.status, old.error]).toEqual([401, "Session ended. Other devices logged in"]);
  });

  it("refuses a malformed Last-Event-ID (400) and resumes from a good one, replaying what was missed", async () => {
    const player = await walletPlayer(server, "ev_resume", { pin: true, bank: true, myr: MYR(500) });
    for (const bad of ["x", "abc.", ".1", "ABC.1", `${"a".repeat(17)}.1`, `a.${"9".repeat(16)}`, "a.1 b"]) {
      const refused = await connect(player.jwtToken, { "Last-Event-ID": bad });
      expect([refused.status, refused.error], bad).toEqual([400, "Invalid data request"]);
    }
    const first = await connect(player.jwtToken);
    await first.next();
    const created = await withdraw(server, player, { amount: MYR(60) });
    await first.next((m) => m.event === "wallet");
    const seen = first.lastEventId();
    first.close();
    await first.ended;

    // while away: the operator rejects it
    await operator(server, created.body._id, "reject");
    const resumed = await connect(player.jwtToken, { "Last-Event-ID": seen });
    const ready = await resumed.next();
    expect(JSON.parse(ready.data)).toEqual({ resumed: true, heartbeat_ms: 5_000 });
    await resumed.next((m) => m.event === "mail");
    expect(eventsOf(resumed)).toEqual([
      { kind: "transaction", id: created.body._id, type: "withdraw", status: "rejected" },
      { kind: "wallet", currency: "MYR" },
      { kind: "mail" },
    ]);
    expect(resumed.lastEventId()).not.toBe(seen);

    // an id of another process (a restart) or from the future cannot be resumed: the app catches up instead
    for (const unknown of ["zzzz.1", `${seen.split(".")[0]}.999999999`]) {
      const fresh = await connect(player.jwtToken, { "Last-Event-ID": unknown });
      expect(JSON.parse((await fresh.next()).data)).toMatchObject({ resumed: false });
      fresh.close();
    }
  });

  it("caps the streams of one player (concurrent requests included): a new stream ends the oldest", async () => {
    const player = await walletPlayer(server, "ev_cap");
    const streams = await Promise.all(Array.from({ length: 8 }, () => connect(player.jwtToken)));
    expect(streams.map((s) => s.status)).toEqual(Array(8).fill(200));
    // exactly three end (the three registered first), five stay open and hear what happens
    const ended = new Set<Stream>();
    await new Promise<void>((resolve) => {
      for (const stream of streams) {
        void stream.ended.then(() => {
          ended.add(stream);
          if (ended.size === 3) resolve();
        });
      }
    });
    const live = streams.filter((s) => !ended.has(s));
    expect(live).toHaveLength(5);
    const created = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    await Promise.all(live.map((s) => s.next(isTransaction(created.body._id, "pending"))));
    expect(ended.size).toBe(3);
    // another player is not held back by it, nor are their streams ended
    const other = await walletPlayer(server, "ev_cap2");
    const theirs = await connect(other.jwtToken);
    expect(theirs.status).toBe(200);
    await theirs.next();
    await marker(other, theirs);
  });

  it("gives a reloading player a stream at once: the oldest ends even when its close was not seen", async () => {
    const player = await walletPlayer(server, "ev_reload");
    // five pages whose connections the server still holds open (a proxy that has not passed the close on)
    const held: Stream[] = [];
    for (let i = 0; i < 5; i++) {
      const stream = await connect(player.jwtToken);
      await stream.next();
      held.push(stream);
    }
    const reloaded = await connect(player.jwtToken);
    expect([reloaded.status, reloaded.error]).toEqual([200, null]);
    expect((await reloaded.next()).event).toBe("ready");
    // the oldest made room; the other four and the new one hear what happens
    await held[0]?.ended;
    const created = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    for (const stream of [...held.slice(1), reloaded]) await stream.next(isTransaction(created.body._id, "pending"));
  });

  it("frees the places of closed streams at once: five closed, the next opened right after is accepted", async () => {
    const player = await walletPlayer(server, "ev_closed");
    const streams: Stream[] = [];
    for (let i = 0; i < 5; i++) {
      const stream = await connect(player.jwtToken);
      await stream.next();
      streams.push(stream);
    }
    for (const stream of streams) stream.close();
    // no wait for the server to see them go, no heartbeat: the next is accepted
    const again = await connect(player.jwtToken);
    expect([again.status, again.error]).toEqual([200, null]);
    expect((await again.next()).event).toBe("ready");
    await marker(player, again);
    // and the closed ones' places are free: four more fit beside it without ending it
    const more = await Promise.all(Array.from({ length: 4 }, () => connect(player.jwtToken)));
    expect(more.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    await Promise.all(more.map((s) => s.next()));
    const created = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    for (const stream of [again, ...more]) await stream.next(isTransaction(created.body._id, "pending"));
  });

  it("writes a heartbeat comment on every tick of its timer, and a stream's tick stops with the stream", async () => {
    const player = await walletPlayer(server, "ev_beat");
    const before = new Set(heartbeats);
    const stream = await connect(player.jwtToken);
    await stream.next();
    const mine = [...heartbeats].filter((tick) => !before.has(tick));
    expect(mine).toHaveLength(1);
    const tick = mine[0] as () => void;
    const heard = (count: number) =>
      new Promise<void>((resolve) => {
        const look = () => (stream.comments.length >= count ? resolve() : setImmediate(look));
        look();
      });
    tick();
    await heard(1);
    tick();
    await heard(2);
    expect(stream.comments).toEqual(["heartbeat", "heartbeat"]);
    stream.close();
    await stream.ended;
    for (let tries = 0; heartbeats.has(tick) && tries < 200; tries++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(heartbeats.has(tick)).toBe(false);
  });

  it("ends when its session ends: sign-out, a login elsewhere, a password change", async () => {
    const player = await walletPlayer(server, "ev_session");
    const signedOut = await connect(player.jwtToken);
    await signedOut.next();
    await server.call("POST", "/api/player/user/logout", { token: player.jwtToken });
    await signedOut.ended;

    const first = await loginAs(server, "ev_session", player.password);
    const stream = await connect(first.jwtToken);
    await stream.next();
    const second = await loginAs(server, "ev_session", player.password);
    await stream.ended;
    expect((await connect(first.jwtToken)).status).toBe(401);

    const current = await connect(second.jwtToken);
    await current.next();
    const changed = await server.call("PATCH", `/api/player/user/updatePassword/${player._id}`, {
      token: second.jwtToken,
      body: { current_password: player.password, new_password: "Changed123", confirm_password: "Changed123" },
    });
    expect(changed.status).toBe(200);
    await current.ended;
  });
});
