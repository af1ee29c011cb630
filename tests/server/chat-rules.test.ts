/**
 * Chat over HTTP: what a message must be (trimmed, 1..500 characters, no control characters), who
 * may write to whom (the room; friends only one-to-one), a retried send stored once, history paged
 * newest first, conversations with last message and unread counts, mute (history, conversations,
 * one-to-one refusal) and report, and the send rate limit under concurrency.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessage, ChatPage, Conversation } from "../../src/api/contract/chat.ts";
import { maxMessageLength, sendLimit } from "../../src/api/contract/chat.ts";
import { befriend, uidOf } from "./support/friends.ts";
import { registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { newKey } from "./support/wallet.ts";

const server = serverForTheseTests();

let counter = 0;
type Player = UserAnswer & { uuid: unknown };
/** A fresh player of the first tenant. */
const player = async (name: string): Promise<Player> => {
  const user = await registerPlayer(server, { username: `${name}${++counter}`.slice(0, 16) });
  return { ...user, uuid: user.uuid };
};

const send = (from: UserAnswer, to: string, body: string, clientId = newKey()) =>
  server.call<ChatMessage>("POST", "/api/player/chat/send", {
    body: { to, body, client_id: clientId },
    token: from.jwtToken,
  });

const page = (reader: UserAnswer, withId: string, query = "") =>
  server.call<ChatPage>("GET", `/api/player/chat/messages?with=${withId}${query}`, { token: reader.jwtToken });

const conversations = async (reader: UserAnswer) => {
  const res = await server.call<Conversation[]>("GET", "/api/player/chat/conversations", { token: reader.jwtToken });
  expect(res.status).toBe(200);
  return res.body;
};

/** Lifts the send limit between tests: the next window starts. */
const nextWindow = () => server.advance(sendLimit.windowMs + 1);

describe("a message", () => {
  it("is trimmed text of 1 to 500 characters, kept as typed (never HTML-escaped or interpreted)", async () => {
    nextWindow();
    const a = await player("text");
    const html = "<img src=x onerror=alert(1)>";
    const sent = await send(a, "room", `  ${html}  `);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      body: html,
      room: true,
      recipient_uid: null,
      sender: { member_uid: uidOf(a), nickname: a.nickname },
    });
    expect((await send(a, "room", "界".repeat(maxMessageLength))).status).toBe(200);
    for (const body of ["", "   ", "x".repeat(maxMessageLength + 1)]) {
      expect(await send(a, "room", body), JSON.stringify(body.slice(0, 10))).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    for (const body of ["a\u0000b", "line\nbreak", "bell\u0007", "bidi\u202eevil", "zero\u200bwidth"]) {
      expect(await send(a, "room", body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: expect.stringMatching(/^(Text contains characters that are not allowed|Bad request)$/),
      });
    }
  });

  it("sent again with the same client id is stored once and answered the same", async () => {
    nextWindow();
    const a = await player("retry");
    const clientId = newKey();
    const first = await send(a, "room", "once", clientId);
    const again = await send(a, "room", "once", clientId);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const concurrent = await Promise.all([1, 2, 3].map(() => send(a, "room", "twice?", clientId)));
    for (const res of concurrent) expect(res.body.id).toBe(first.body.id);
    const history = await page(a, "room", "&limit=50");
    expect(history.body.messages.filter((m) => m.client_id === clientId)).toHaveLength(1);
  });

  it("one-to-one goes to friends only: a stranger, oneself, an unknown UID and another tenant's player are refused", async () => {
    nextWindow();
    const [a, stranger] = await Promise.all([player("lonely"), player("stranger")]);
    expect(await send(a, uidOf(stranger), "hi")).toMatchObject({
      status: 403,
      body: "You can only chat with friends",
    });
    expect(await page(a, uidOf(stranger))).toMatchObject({ status: 403, body: "You can only chat with friends" });
    expect(await send(a, uidOf(a), "me")).toMatchObject({ status: 403, body: "You can only chat with friends" });
    // a UID nobody has is answered as a stranger is (no existence oracle), in history as in sending
    expect(await send(a, "99999999", "hi")).toMatchObject({ status: 403, body: "You can only chat with friends" });
    expect(await page(a, "99999999")).toMatchObject({ status: 403, body: "You can only chat with friends" });
    // the lotus tenant's demo player, from the first tenant
    expect(await send(a, "38800001", "hi")).toMatchObject({ status: 403, body: "You can only chat with friends" });
    for (const to of ["1234567", "abcdefgh", "ROOM", ""]) {
      expect(await send(a, to, "hi")).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("needs a session", async () => {
    const res = await server.call("POST", "/api/player/chat/send", {
      body: { to: "room", body: "x", client_id: newKey() },
    });
    expect(res).toMatchObject({ status: 401, body: "Unauthorized" });
    expect(await server.call("GET", "/api/player/chat/conversations")).toMatchObject({ status: 401 });
  });
});

describe("history", () => {
  it("pages back newest first with before and limit (at most 50), without gaps or doubles", async () => {
    nextWindow();
    const [a, b] = await Promise.all([player("pagerA"), player("pagerB")]);
    await befriend(server, a, b);
    const sent: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await send(i % 2 ? b : a, uidOf(i % 2 ? a : b), `m${i}`);
      expect(res.status).toBe(200);
      sent.push(res.body.id);
    }
    const seen: number[] = [];
    let before = "";
    for (;;) {
      const res = await page(a, uidOf(b), `&limit=3${before}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.messages.map((m) => m.id));
      const oldest = res.body.messages.at(-1);
      if (!res.body.has_more || !oldest) break;
      before = `&before=${oldest.id}`;
    }
    expect(seen).toEqual([...sent].reverse());
    // both sides read the same conversation
    expect((await page(b, uidOf(a), "&limit=50")).body.messages.map((m) => m.id)).toEqual(seen);
    for (const bad of ["&limit=51", "&limit=0", "&before=0", "&before=x", "&before=9007199254740992"]) {
      expect(await page(a, uidOf(b), bad), bad).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("lists the room and every friend with the last message and unread count; mark-read clears it", async () => {
    nextWindow();
    const [a, b, c] = await Promise.all([player("convA"), player("convB"), player("convC")]);
    await befriend(server, a, b);
    await befriend(server, a, c);
    await send(b, uidOf(a), "one");
    const last = await send(b, uidOf(a), "two");
    const list = await conversations(a);
    expect(list[0]?.with).toBe("room");
    expect(list.map((x) => x.with).slice(1)).toEqual([uidOf(b), uidOf(c)]);
    expect(list[1]).toMatchObject({ unread: 2, last_message: { id: last.body.id, body: "two" } });
    expect(list[2]).toMatchObject({ unread: 0, last_message: null });
    // the sender's own messages are never unread for them
    expect((await conversations(b)).find((x) => x.with === uidOf(a))?.unread).toBe(0);
    const mark = (id: number) =>
      server.call("POST", "/api/player/chat/markRead", {
        body: { with: uidOf(b), last_id: id },
        token: a.jwtToken,
      });
    expect((await mark(last.body.id)).status).toBe(200);
    // a mark never moves back
    expect((await mark(1)).status).toBe(200);
    expect((await conversations(a))[1]?.unread).toBe(0);
  });
});

describe("mute", () => {
  it("hides the muted player's messages from the muter's history and counts, and refuses their one-to-one", async () => {
    nextWindow();
    const [a, b] = await Promise.all([player("muter"), player("muted")]);
    await befriend(server, a, b);
    const inRoom = await send(b, "room", "noise in the room");
    const direct = await send(b, uidOf(a), "noise for you");
    const mute = (verb: "mute" | "unmute", uid: string) =>
      server.call("POST", `/api/player/chat/${verb}`, { body: { member_uid: uid }, token: a.jwtToken });
    expect((await mute("mute", uidOf(b))).status).toBe(200);
    expect((await mute("mute", uidOf(b))).status).toBe(200);
    const muted = await server.call("GET", "/api/player/chat/mutes", { token: a.jwtToken });
    expect(muted.body).toEqual([{ member_uid: uidOf(b), nickname: b.nickname }]);

    const roomIds = (await page(a, "room", "&limit=50")).body.messages.map((m) => m.id);
    expect(roomIds).not.toContain(inRoom.body.id);
    expect((await page(a, uidOf(b))).body.messages).toEqual([]);
    expect((await conversations(a)).find((x) => x.with === uidOf(b))).toMatchObject({
      unread: 0,
      last_message: null,
    });
    // others still see it; the muted player still reads their own
    expect((await page(b, "room", "&limit=50")).body.messages.map((m) => m.id)).toContain(inRoom.body.id);
    expect(await send(b, uidOf(a), "hello?")).toMatchObject({ status: 403, body: "This player has muted you" });
    // the muter may still write to them
    expect((await send(a, uidOf(b), "I can")).status).toBe(200);

    expect(await mute("mute", uidOf(a))).toMatchObject({ status: 400, body: "You cannot mute yourself" });
    expect(await mute("mute", "99999999")).toMatchObject({ status: 404, body: "User not found" });

    expect((await mute("unmute", uidOf(b))).status).toBe(200);
    expect((await page(a, uidOf(b))).body.messages.map((m) => m.id)).toContain(direct.body.id);
    expect((await send(b, uidOf(a), "back")).status).toBe(200);
  });
});

describe("report", () => {
  it("stores a report of a message the reporter can see, once; others' private messages and unknown ids are not found", async () => {
    nextWindow();
    const [a, b, c] = await Promise.all([player("reporter"), player("reported"), player("outsider")]);
    await befriend(server, a, b);
    const inRoom = await send(b, "room", "buy my scam coin");
    const direct = await send(b, uidOf(a), "private");
    const report = (who: UserAnswer, messageId: number, reason = "scam") =>
      server.call("POST", "/api/player/chat/report", { body: { message_id: messageId, reason }, token: who.jwtToken });
    expect(await report(a, inRoom.body.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await report(a, inRoom.body.id)).toMatchObject({ status: 200 });
    expect(await report(a, direct.body.id, "abuse")).toMatchObject({ status: 200 });
    expect(await report(c, direct.body.id)).toMatchObject({ status: 404, body: "Message not found" });
    expect(await report(a, 9_000_000_000)).toMatchObject({ status: 404, body: "Message not found" });
    expect(await report(a, inRoom.body.id, "because")).toMatchObject({ status: 400, body: "Invalid data request" });
    const reports = await server.call<{ message_id: number; reason: string }[]>("GET", "/api/sandbox/chatReports");
    const mine = reports.body.filter((r) => r.message_id === inRoom.body.id || r.message_id === direct.body.id);
    expect(mine.map((r) => [r.message_id, r.reason]).sort()).toEqual(
      [
        [inRoom.body.id, "scam"],
        [direct.body.id, "abuse"],
      ].sort(),
    );
  });
});

describe("the send limit", () => {
  it(`lets exactly ${sendLimit.messages} of concurrent sends through per ${sendLimit.windowMs / 1000} s, then the next window opens`, async () => {
    nextWindow();
    const a = await player("flood");
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => send(a, "room", `flood ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(sendLimit.messages);
    expect(results.filter((r) => r.status === 429).map((r) => r.body)).toEqual(
      Array(16 - sendLimit.messages).fill("You are sending messages too fast"),
    );
    const stored = (await page(a, "room", "&limit=50")).body.messages.filter((m) => m.body.startsWith("flood "));
    expect(stored.filter((m) => m.sender.member_uid === uidOf(a))).toHaveLength(sendLimit.messages);
    nextWindow();
    expect((await send(a, "room", "calm again")).status).toBe(200);
  });
});
