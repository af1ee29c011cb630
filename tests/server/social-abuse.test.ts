/**
 * Abuse limits on the social surface over HTTP ("Hardening, round two", point 3): the friend-request
 * flood (a rate per sender, a cooldown per pair after a cancel or rejection, at most one unread request
 * mail per sender and no stream of alerts), player look-ups through sendRequest counted in the search
 * quota (unknown UIDs too), and hourly limits on chat reports and mutes; each also fired all at once,
 * where exactly the limit passes. Chat (send, messages) and friend transfers answer a UID nobody has
 * exactly as a real player who is not a friend (no existence oracle). Receivers who never sign in are written straight into the database;
 * windows pass by moving the server's clock, never by waiting.
 */
import { describe, expect, it } from "vitest";
import { CHAT_ABUSE_WINDOW_MS, CHAT_MUTES_PER_HOUR, CHAT_REPORTS_PER_HOUR } from "../../server/services/chat.ts";
import {
  FRIEND_REQUEST_COOLDOWN_MS,
  FRIEND_REQUEST_WINDOW_MS,
  FRIEND_REQUESTS_PER_HOUR,
  SEARCH_WINDOW_MS,
  SEARCHES_PER_MINUTE,
} from "../../server/services/friends.ts";
import type { ChatMessage, ChatPage } from "../../src/api/contract/chat.ts";
import {
  befriend,
  decide,
  type Member,
  otpRoom,
  removeFriend,
  search,
  sendMoney,
  sendRequest,
  uidOf,
} from "./support/friends.ts";
import { gameServerForTheseTests, insertPlayers } from "./support/games.ts";
import { systemMails, unread } from "./support/mail.ts";
import { registerPlayer, type UserAnswer } from "./support/server.ts";
import { MYR, newKey, walletPlayer } from "./support/wallet.ts";

const server = gameServerForTheseTests();

const TOO_MANY = { status: 429, body: "Too many requests, try again later" };
const NOT_FOUND = { status: 404, body: "User not found" };
const WAIT = { status: 429, body: "Please wait before sending this player another request" };

let counter = 0;
const room = otpRoom(server);
type Player = UserAnswer & { _id: string };
/** Fresh signed-in players of the default tenant (registered before a test's actions: the OTP quota may move the clock). */
async function registered(n: number): Promise<Player[]> {
  room(n);
  return Promise.all(
    Array.from({ length: n }, async () => {
      counter += 1;
      return (await registerPlayer(server, { username: `ab${process.pid % 10_000}x${counter}` })) as Player;
    }),
  );
}

/** `count` players of the tenant written straight into the database (they never sign in): their member UIDs. */
async function strangers(count: number): Promise<string[]> {
  const rows = await insertPlayers(server, count, { prefix: "abuse", uidDigit: "5", phonePrefix: "6019" });
  return rows.map((r) => r.memberUid);
}

/** The events published to a player's streams since `from` (an index into `server.published`), by kind. */
function eventsOf(player: Player, from: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { playerId, event } of server.published.slice(from)) {
    if (playerId === player._id) counts[event.kind] = (counts[event.kind] ?? 0) + 1;
  }
  return counts;
}

const report = (who: UserAnswer, messageId: number) =>
  server.call("POST", "/api/player/chat/report", {
    body: { message_id: messageId, reason: "spam" },
    token: who.jwtToken,
  });
const mute = (who: UserAnswer, verb: "mute" | "unmute", uid: string) =>
  server.call("POST", `/api/player/chat/${verb}`, { body: { member_uid: uid }, token: who.jwtToken });
const roomMessage = async (from: UserAnswer) => {
  const sent = await server.call<ChatMessage>("POST", "/api/player/chat/send", {
    body: { to: "room", body: "buy my coin", client_id: newKey() },
    token: from.jwtToken,
  });
  expect(sent.status).toBe(200);
  return sent.body.id;
};

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;

describe("the friend-request flood", () => {
  it("20 send-then-cancel cycles on one player: one request, one mail and its alerts, then 'please wait'", async () => {
    const [attacker, victim] = (await registered(2)) as [Player, Player];
    const from = server.published.length;
    const answers: { status: number; body: unknown }[] = [];
    for (let i = 0; i < 20; i++) {
      const sent = await sendRequest(server, attacker, victim);
      answers.push(sent);
      if (sent.status === 200) expect((await decide(server, attacker, "cancel", sent.body._id)).status).toBe(200);
    }
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(429)]);
    for (const refused of answers.slice(1)) expect(refused).toMatchObject(WAIT);
    expect(await systemMails(server, victim, "friend_request")).toHaveLength(1);
    expect(await unread(server, victim)).toBe(1);
    // the victim's app heard of one request and its cancel, and of one mail
    expect(eventsOf(victim, from)).toEqual({ friend: 2, mail: 1 });
  });

  it(`20 send-then-cancel cycles over 20 players: ${FRIEND_REQUESTS_PER_HOUR} an hour, then 429; the next hour opens`, async () => {
    const [attacker] = (await registered(1)) as [Player];
    const victims = await strangers(21);
    const answers: { status: number; body: unknown }[] = [];
    for (const uid of victims.slice(0, 20)) {
      const sent = await sendRequest(server, attacker, uid);
      answers.push(sent);
      if (sent.status === 200) await decide(server, attacker, "cancel", (sent.body as { _id: string })._id);
    }
    expect(statuses(answers)).toEqual([
      ...Array(FRIEND_REQUESTS_PER_HOUR).fill(200),
      ...Array(20 - FRIEND_REQUESTS_PER_HOUR).fill(429),
    ]);
    for (const refused of answers.slice(FRIEND_REQUESTS_PER_HOUR)) expect(refused).toMatchObject(TOO_MANY);
    // an hour after the first request, its place is free again (the window slides)
    server.advance(FRIEND_REQUEST_WINDOW_MS - 60_000);
    expect(await sendRequest(server, attacker, victims[20] ?? "")).toMatchObject(TOO_MANY);
    server.advance(2 * 60_000);
    expect((await sendRequest(server, attacker, victims[20] ?? "")).status).toBe(200);
  });

  it(`20 requests to 20 players in a row, none cancelled: ${FRIEND_REQUESTS_PER_HOUR} made, each receiver one mail`, async () => {
    const [attacker, ...receivers] = (await registered(3)) as [Player, Player, Player];
    const victims = await strangers(18);
    const targets: (Member | string)[] = [receivers[0] as Player, ...victims, receivers[1] as Player];
    const answers = [];
    for (const target of targets) answers.push(await sendRequest(server, attacker, target));
    expect(count(answers, 200)).toBe(FRIEND_REQUESTS_PER_HOUR);
    expect(answers.slice(FRIEND_REQUESTS_PER_HOUR).map((a) => [a.status, a.body])).toEqual(
      Array(20 - FRIEND_REQUESTS_PER_HOUR).fill([TOO_MANY.status, TOO_MANY.body]),
    );
    expect(await systemMails(server, receivers[0] as Player, "friend_request")).toHaveLength(1);
    expect(await systemMails(server, receivers[1] as Player, "friend_request")).toEqual([]);
  });
});

describe("the cooldown per pair", () => {
  it("after a cancel: the same sender waits before asking the same player again; the other side may ask at once", async () => {
    const [a, b] = (await registered(2)) as [Player, Player];
    const first = await sendRequest(server, a, b);
    expect((await decide(server, a, "cancel", first.body._id)).status).toBe(200);
    expect(await sendRequest(server, a, b)).toMatchObject(WAIT);
    server.advance(FRIEND_REQUEST_COOLDOWN_MS - 60_000);
    expect(await sendRequest(server, a, b)).toMatchObject(WAIT);
    server.advance(2 * 60_000);
    const again = await sendRequest(server, a, b);
    expect(again.status).toBe(200);
    // b never opened the first mail: it is brought up to date, not doubled
    const mails = await systemMails(server, b, "friend_request");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.created_at).toBe(again.body.created_at);
    expect(mails[0]?.params.member_uid).toBe(uidOf(a));
    // the receiver of a cancelled request is not held back
    expect((await decide(server, a, "cancel", again.body._id)).status).toBe(200);
    expect((await sendRequest(server, b, a)).status).toBe(200);
  });

  it("after a rejection: the sender waits, each rejection starts it anew; the one who rejected may ask at once", async () => {
    const [a, b] = (await registered(2)) as [Player, Player];
    const first = await sendRequest(server, a, b);
    expect((await decide(server, b, "reject", first.body._id)).status).toBe(200);
    expect(await sendRequest(server, a, b)).toMatchObject(WAIT);
    server.advance(FRIEND_REQUEST_COOLDOWN_MS + 60_000);
    const second = await sendRequest(server, a, b);
    expect(second.status).toBe(200);
    expect((await decide(server, b, "reject", second.body._id)).status).toBe(200);
    expect(await sendRequest(server, a, b)).toMatchObject(WAIT);
    const changedMind = await sendRequest(server, b, a);
    expect(changedMind.status).toBe(200);
    expect((await decide(server, a, "approve", changedMind.body._id)).status).toBe(200);
  });
});

describe("one unread request mail per sender", () => {
  it("a new request while the sender's earlier mail is unread refreshes it; once read, the next one is a new mail", async () => {
    const [a, b, c] = (await registered(3)) as [Player, Player, Player];
    const from = server.published.length;
    const first = await sendRequest(server, a, b);
    expect((await decide(server, b, "approve", first.body._id)).status).toBe(200);
    expect((await removeFriend(server, a, uidOf(b))).status).toBe(200);
    const second = await sendRequest(server, a, b);
    expect(second.status).toBe(200);
    const [mail, ...none] = await systemMails(server, b, "friend_request");
    expect(none).toEqual([]);
    expect(mail?.created_at).toBe(second.body.created_at);
    expect(await unread(server, b)).toBe(1);
    // one mail alert per request that wrote or refreshed the mail
    expect(eventsOf(b, from).mail).toBe(2);
    // another sender has a mail of their own
    expect((await sendRequest(server, c, b)).status).toBe(200);
    expect((await systemMails(server, b, "friend_request")).map((m) => m.params.member_uid).sort()).toEqual(
      [uidOf(a), uidOf(c)].sort(),
    );
    // b reads a's mail: a's next request is a new mail
    const opened = await server.call("GET", `/api/player/mail/getMail/${mail?._id}`, { token: b.jwtToken });
    expect(opened.status).toBe(200);
    expect((await decide(server, a, "cancel", second.body._id)).status).toBe(200);
    server.advance(FRIEND_REQUEST_COOLDOWN_MS + 60_000);
    expect((await sendRequest(server, a, b)).status).toBe(200);
    const fromA = (await systemMails(server, b, "friend_request")).filter((m) => m.params.member_uid === uidOf(a));
    expect(fromA.map((m) => m.read_at === null)).toEqual([true, false]);
  });
});

describe("player look-ups through sendRequest", () => {
  it(`40 requests to unknown UIDs: ${SEARCHES_PER_MINUTE} answered 'User not found', then 429 (search's quota)`, async () => {
    const [a, b] = (await registered(2)) as [Player, Player];
    server.advance(SEARCH_WINDOW_MS + 1000);
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await sendRequest(server, a, `9${String(i).padStart(7, "0")}`));
    for (const r of answers.slice(0, SEARCHES_PER_MINUTE)) expect(r).toMatchObject(NOT_FOUND);
    for (const r of answers.slice(SEARCHES_PER_MINUTE)) expect(r).toMatchObject(TOO_MANY);
    // a real player's card is not answered past the quota either, nor by search
    expect(await sendRequest(server, a, b)).toMatchObject(TOO_MANY);
    expect(await search(server, a, uidOf(b))).toMatchObject(TOO_MANY);
    // the next minute starts over
    server.advance(SEARCH_WINDOW_MS + 1000);
    expect((await sendRequest(server, a, b)).status).toBe(200);
  });

  it("shares the quota with search: searches use it up for requests and the other way round", async () => {
    const [a, b] = (await registered(2)) as [Player, Player];
    server.advance(SEARCH_WINDOW_MS + 1000);
    const half = SEARCHES_PER_MINUTE / 2;
    for (let i = 0; i < half; i++) expect((await search(server, a, "99999999")).status).toBe(404);
    for (let i = 0; i < SEARCHES_PER_MINUTE - half; i++)
      expect((await sendRequest(server, a, "99999999")).status).toBe(404);
    expect(await sendRequest(server, a, b)).toMatchObject(TOO_MANY);
    expect(await search(server, a, "99999999")).toMatchObject(TOO_MANY);
  });
});

describe("chat reports and mutes", () => {
  it(`reports: ${CHAT_REPORTS_PER_HOUR} an hour per reporter (unknown messages count too), then 429; the next hour opens`, async () => {
    const [reporter, spammer, other] = (await registered(3)) as [Player, Player, Player];
    const message = await roomMessage(spammer);
    const answers = [];
    for (let i = 0; i < CHAT_REPORTS_PER_HOUR + 5; i++) {
      answers.push(await report(reporter, i % 2 ? message : 9_000_000_000 + i));
    }
    expect(statuses(answers.slice(0, CHAT_REPORTS_PER_HOUR))).toEqual(
      Array.from({ length: CHAT_REPORTS_PER_HOUR }, (_, i) => (i % 2 ? 200 : 404)),
    );
    for (const r of answers.slice(CHAT_REPORTS_PER_HOUR)) expect(r).toMatchObject(TOO_MANY);
    // another reporter is not held up
    expect((await report(other, message)).status).toBe(200);
    server.advance(CHAT_ABUSE_WINDOW_MS + 1000);
    expect((await report(reporter, message)).status).toBe(200);
  });

  it(`mutes and unmutes: ${CHAT_MUTES_PER_HOUR} an hour together (unknown UIDs count too), then 429`, async () => {
    const [muter, other] = (await registered(2)) as [Player, Player];
    const [target] = (await strangers(1)) as [string];
    const answers = [];
    for (let i = 0; i < CHAT_MUTES_PER_HOUR + 5; i++) {
      answers.push(await mute(muter, i % 2 ? "unmute" : "mute", i % 5 === 4 ? "99999999" : target));
    }
    expect(statuses(answers.slice(0, CHAT_MUTES_PER_HOUR))).toEqual(
      Array.from({ length: CHAT_MUTES_PER_HOUR }, (_, i) => (i % 5 === 4 ? 404 : 200)),
    );
    for (const r of answers.slice(CHAT_MUTES_PER_HOUR)) expect(r).toMatchObject(TOO_MANY);
    expect((await mute(other, "mute", target)).status).toBe(200);
    server.advance(CHAT_ABUSE_WINDOW_MS + 1000);
    expect((await mute(muter, "unmute", target)).status).toBe(200);
  });
});

describe("fired all at once, exactly the limit passes", () => {
  it("friend requests, look-ups, reports and mutes", async () => {
    const [sender, prober, reporter, spammer] = (await registered(4)) as [Player, Player, Player, Player];
    const victims = await strangers(FRIEND_REQUESTS_PER_HOUR + 5);
    const message = await roomMessage(spammer);

    const requests = await Promise.all(victims.map((uid) => sendRequest(server, sender, uid)));
    expect(count(requests, 200)).toBe(FRIEND_REQUESTS_PER_HOUR);
    for (const r of requests.filter((x) => x.status !== 200)) expect(r).toMatchObject(TOO_MANY);

    const probes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sendRequest(server, prober, `9${String(i).padStart(7, "0")}`)),
    );
    expect(count(probes, 404)).toBe(SEARCHES_PER_MINUTE);
    for (const r of probes.filter((x) => x.status !== 404)) expect(r).toMatchObject(TOO_MANY);

    const reports = await Promise.all(
      Array.from({ length: CHAT_REPORTS_PER_HOUR + 10 }, () => report(reporter, message)),
    );
    expect(count(reports, 200)).toBe(CHAT_REPORTS_PER_HOUR);
    for (const r of reports.filter((x) => x.status !== 200)) expect(r).toMatchObject(TOO_MANY);

    const mutes = await Promise.all(
      Array.from({ length: CHAT_MUTES_PER_HOUR + 10 }, () => mute(reporter, "mute", uidOf(spammer))),
    );
    expect(count(mutes, 200)).toBe(CHAT_MUTES_PER_HOUR);
    for (const r of mutes.filter((x) => x.status !== 200)) expect(r).toMatchObject(TOO_MANY);
  });
});

describe("no existence oracle", () => {
  const CHAT_REFUSED = { status: 403, body: "You can only chat with friends" };
  const TRANSFER_REFUSED = { status: 403, body: "This player is not your friend" };
  /** A member UID nobody has (the strangers above start with 5, the seeded players differ). */
  const nobody = "99999997";
  const answerOf = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  /** A caller, a friend of theirs, a registered player who is not one, and a stranger written into the database. */
  async function cast() {
    const [friend, other] = (await registered(2)) as [Player, Player];
    room(1);
    counter += 1;
    const caller = await walletPlayer(server, `ab${process.pid % 10_000}w${counter}`, { pin: true, myr: MYR(100) });
    const [stranger] = (await strangers(1)) as [string];
    await befriend(server, caller, friend);
    return { caller, friend, notFriends: [uidOf(other), stranger, uidOf(caller)] };
  }

  it("chat send and messages: a UID nobody has is answered exactly as a real player who is not a friend", async () => {
    const { caller, friend, notFriends } = await cast();
    const send = async (to: string) =>
      answerOf(
        await server.call<ChatMessage>("POST", "/api/player/chat/send", {
          body: { to, body: "who are you?", client_id: newKey() },
          token: caller.jwtToken,
        }),
      );
    const history = async (withId: string) =>
      answerOf(
        await server.call<ChatPage>("GET", `/api/player/chat/messages?with=${withId}`, { token: caller.jwtToken }),
      );

    expect(await send(nobody)).toEqual(CHAT_REFUSED);
    expect(await history(nobody)).toEqual(CHAT_REFUSED);
    for (const uid of notFriends) {
      expect(await send(uid), uid).toEqual(await send(nobody));
      expect(await history(uid), uid).toEqual(await history(nobody));
    }
    // a friend is written to and read as before
    const sent = await send(uidOf(friend));
    expect(sent.status).toBe(200);
    const page = await history(uidOf(friend));
    expect(page.status).toBe(200);
    expect((page.body as ChatPage).messages.map((m) => m.id)).toEqual([(sent.body as ChatMessage).id]);
  });

  it("friend transfer: a UID nobody has is answered exactly as a real player who is not a friend, at no PIN cost", async () => {
    const { caller, friend, notFriends } = await cast();
    const transfer = async (to: string, pin = "123456") =>
      answerOf(await sendMoney(server, caller, to, { amount: MYR(10), pin }));

    expect(await transfer(nobody)).toEqual(TRANSFER_REFUSED);
    for (const uid of notFriends) expect(await transfer(uid), uid).toEqual(await transfer(nobody));
    // the refusal comes before the PIN is weighed: a wrong PIN changes nothing, for the unknown and the real alike
    expect(await transfer(nobody, "000000")).toEqual(TRANSFER_REFUSED);
    expect(await transfer(notFriends[1] as string, "000000")).toEqual(TRANSFER_REFUSED);
    // a friend is paid as before
    const paid = await transfer(uidOf(friend));
    expect(paid).toMatchObject({ status: 200, body: { type: "friend_transfer", amount: MYR(10) } });
  });
});
