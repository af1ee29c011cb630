/**
 * Friends over HTTP on a real database: finding a player by member UID or phone, friend requests
 * (send, approve, reject, cancel) with every refusal, both sides' lists after each step, a friend's
 * card, removing a friend, the search limit, and the approve/cancel race (exactly one outcome, the
 * books consistent: two friendship rows or none). The other limits: friends-limits.test.ts.
 */
import { describe, expect, it } from "vitest";
import { FRIEND_REQUEST_COOLDOWN_MS, SEARCHES_PER_MINUTE } from "../../server/services/friends.ts";
import { decidedRequestDays } from "../../src/api/contract/friends.ts";
import {
  befriend,
  decide,
  friendCard,
  friendsOf,
  type Member,
  otpRoom,
  removeFriend,
  requestsOf,
  search,
  sendRequest,
  uidOf,
} from "./support/friends.ts";
import { loginAs, registerPlayer, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();
const LOTUS = "http://lotus.localhost/my_contact/add_friend";

let counter = 0;
const room = otpRoom(server);
/** Fresh players of the default tenant (or of `domain`'s), registered `batch` at a time. */
async function members(n: number, domain?: string, batch = 10): Promise<RegisteredPlayer[]> {
  const out: RegisteredPlayer[] = [];
  while (out.length < n) {
    const size = Math.min(batch, n - out.length);
    room(size);
    const made = await Promise.all(
      Array.from({ length: size }, () => {
        counter += 1;
        return registerPlayer(server, { username: `fr${process.pid % 10_000}x${counter}`, domain });
      }),
    );
    out.push(...made.map((user) => ({ ...user, domain })));
  }
  return out;
}
type RegisteredPlayer = Member & {
  username: string;
  nickname: string | null;
  contactNo: string;
  password: string;
  _id: string;
};
const member = async (domain?: string) => (await members(1, domain))[0] as RegisteredPlayer;

describe("search", () => {
  it("finds a player by member UID and by phone in any form, as a public card with the relation", async () => {
    const [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    const byUid = await search(server, a, uidOf(b));
    expect(byUid.status).toBe(200);
    expect(byUid.body).toEqual({
      player: {
        member_uid: uidOf(b),
        nickname: b.nickname,
        username: expect.stringMatching(/^fr\*+.{2}$/),
        avatar: null,
        vip_tier: "Normal",
      },
      relation: "none",
      request_id: null,
    });
    // never the phone, the real name or the internal id
    expect(JSON.stringify(byUid.body)).not.toContain(b.contactNo.slice(2));
    expect(JSON.stringify(byUid.body)).not.toContain(b._id);
    expect(JSON.stringify(byUid.body)).not.toContain("Player ");
    const local = `0${b.contactNo.slice(2)}`; // 60 11… → 011…
    const spaced = `+${b.contactNo.slice(0, 2)} ${b.contactNo.slice(2, 4)}-${b.contactNo.slice(4)}`;
    for (const keyword of [b.contactNo, local, spaced, ` ${uidOf(b)} `]) {
      const res = await search(server, a, keyword);
      expect(res.status, keyword).toBe(200);
      expect(res.body.player.member_uid, keyword).toBe(uidOf(b));
    }
    expect((await search(server, a, uidOf(a))).body.relation).toBe("self");
  });

  it("refuses an empty keyword and finds nobody for an unknown one or a player of another tenant", async () => {
    const a = await member();
    const lotus = await member(LOTUS);
    for (const keyword of ["", "   "]) {
      expect(await search(server, a, keyword)).toMatchObject({ status: 400, body: "User ID is required" });
    }
    const missing = await server.call("GET", "/api/player/friend/search", { token: a.jwtToken });
    expect(missing).toMatchObject({ status: 400, body: "User ID is required" });
    for (const keyword of ["99999999", "60199999999", "nobody"]) {
      expect(await search(server, a, keyword)).toMatchObject({ status: 404, body: "User not found" });
    }
    expect(await search(server, a, uidOf(lotus))).toMatchObject({ status: 404, body: "User not found" });
    expect(await search(server, a, lotus.contactNo)).toMatchObject({ status: 404, body: "User not found" });
    expect(await search(server, a, "1".repeat(33))).toMatchObject({ status: 400, body: "Invalid data request" });
  });

  it(`allows ${SEARCHES_PER_MINUTE} searches a minute per player, also fired at once`, async () => {
    const [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    const answers = await Promise.all(
      Array.from({ length: SEARCHES_PER_MINUTE + 5 }, (_, i) => search(server, a, i % 2 ? uidOf(b) : "99999999")),
    );
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(SEARCHES_PER_MINUTE);
    for (const r of answers.filter((x) => x.status === 429)) expect(r.body).toBe("Too many requests, try again later");
    // another player is not held up, and the next minute starts over
    expect((await search(server, b, uidOf(a))).status).toBe(200);
    server.advance(61_000);
    expect((await search(server, a, uidOf(b))).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await server.call("GET", "/api/player/friend/search?keyword=12345678");
    expect(res.status).toBe(401);
  });
});

describe("a friend request", () => {
  it("approved: both sides are friends, each sees it in lists and cards; the relation follows each step", async () => {
    const [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    const sent = await sendRequest(server, a, b);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ direction: "outgoing", status: "pending", decided_at: null });
    expect(sent.body.player.member_uid).toBe(uidOf(b));
    const id = sent.body._id;

    expect((await search(server, a, uidOf(b))).body).toMatchObject({ relation: "request_sent", request_id: id });
    expect((await search(server, b, uidOf(a))).body).toMatchObject({ relation: "request_received", request_id: id });
    const [aLists, bLists] = [(await requestsOf(server, a)).body, (await requestsOf(server, b)).body];
    expect(aLists.outgoing.map((r) => [r._id, r.status, r.player.member_uid])).toEqual([[id, "pending", uidOf(b)]]);
    expect(aLists.incoming).toEqual([]);
    expect(bLists.incoming.map((r) => [r._id, r.direction, r.player.member_uid])).toEqual([[id, "incoming", uidOf(a)]]);
    expect(bLists.outgoing).toEqual([]);

    const approved = await decide(server, b, "approve", id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ _id: id, status: "approved", direction: "incoming" });
    expect(approved.body.decided_at).not.toBeNull();

    expect((await friendsOf(server, a)).body).toMatchObject({ total: 1, max: 500 });
    expect((await friendsOf(server, a)).body.items.map((f) => f.member_uid)).toEqual([uidOf(b)]);
    expect((await friendsOf(server, b)).body.items.map((f) => f.member_uid)).toEqual([uidOf(a)]);
    expect((await friendCard(server, a, uidOf(b))).body).toMatchObject({
      member_uid: uidOf(b),
      since: expect.any(String),
    });
    expect((await search(server, a, uidOf(b))).body).toMatchObject({ relation: "friend", request_id: null });
    // decided requests stay listed for each side, with their outcome
    expect((await requestsOf(server, a)).body.outgoing.map((r) => r.status)).toEqual(["approved"]);
    expect((await requestsOf(server, b)).body.incoming.map((r) => r.status)).toEqual(["approved"]);
  });

  it("rejected by the receiver and cancelled by the sender: each side sees the outcome, nobody is a friend", async () => {
    const [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    const first = await sendRequest(server, a, b);
    expect((await decide(server, b, "reject", first.body._id)).body).toMatchObject({ status: "rejected" });
    expect((await requestsOf(server, a)).body.outgoing.map((r) => r.status)).toEqual(["rejected"]);
    expect((await requestsOf(server, b)).body.incoming.map((r) => r.status)).toEqual(["rejected"]);
    // a rejected request holds a new one off for the cooldown only (social-abuse.test.ts tests it)
    expect(await sendRequest(server, a, b)).toMatchObject({
      status: 429,
      body: "Please wait before sending this player another request",
    });
    server.advance(FRIEND_REQUEST_COOLDOWN_MS + 60_000);
    const second = await sendRequest(server, a, b);
    expect(second.status).toBe(200);
    expect((await decide(server, a, "cancel", second.body._id)).body).toMatchObject({
      status: "cancelled",
      direction: "outgoing",
    });
    expect((await requestsOf(server, b)).body.incoming.map((r) => r.status)).toEqual(["cancelled", "rejected"]);
    expect((await friendsOf(server, a)).body.items).toEqual([]);
    expect((await friendsOf(server, b)).body.items).toEqual([]);
    expect((await search(server, a, uidOf(b))).body.relation).toBe("none");
  });

  it("lists a decided request for the days it should, then no more; pending ones stay", async () => {
    const [a, b, c] = (await members(3)) as [RegisteredPlayer, RegisteredPlayer, RegisteredPlayer];
    const rejected = await sendRequest(server, a, b);
    await decide(server, b, "reject", rejected.body._id);
    const pending = await sendRequest(server, a, c);
    server.advance(decidedRequestDays * 24 * 60 * 60 * 1000 - 60_000);
    expect((await requestsOf(server, a)).body.outgoing.map((r) => r.status)).toEqual(["pending", "rejected"]);
    server.advance(2 * 60_000);
    // signed in again: the tokens of a week ago have expired
    const again = async (p: RegisteredPlayer) => ({
      ...p,
      jwtToken: (await loginAs(server, p.username, p.password)).jwtToken,
    });
    expect((await requestsOf(server, await again(a))).body.outgoing.map((r) => r._id)).toEqual([pending.body._id]);
    expect((await requestsOf(server, await again(b))).body.incoming).toEqual([]);
  });

  it("refuses a request to oneself, an unknown or another tenant's player, a duplicate either way, and friends", async () => {
    const [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    const lotus = await member(LOTUS);
    expect(await sendRequest(server, a, a)).toMatchObject({ status: 400, body: "You cannot add yourself as a friend" });
    expect(await sendRequest(server, a, "99999999")).toMatchObject({ status: 404, body: "User not found" });
    expect(await sendRequest(server, a, lotus)).toMatchObject({ status: 404, body: "User not found" });
    expect(await sendRequest(server, lotus, a)).toMatchObject({ status: 404, body: "User not found" });
    expect(await sendRequest(server, a, "1234")).toMatchObject({ status: 400, body: "Invalid data request" });
    const sent = await sendRequest(server, a, b);
    expect(await sendRequest(server, a, b)).toMatchObject({
      status: 409,
      body: "You have already sent this player a friend request",
    });
    expect(await sendRequest(server, b, a)).toMatchObject({
      status: 409,
      body: "This player has already sent you a friend request",
    });
    await decide(server, b, "approve", sent.body._id);
    expect(await sendRequest(server, a, b)).toMatchObject({ status: 409, body: "You are already friends" });
    expect(await sendRequest(server, b, a)).toMatchObject({ status: 409, body: "You are already friends" });
  });

  it("two requests crossing each other at once: one is made, the other refused", async () => {
    const pairs = await members(10);
    for (let round = 0; round < 5; round++) {
      const [a, b] = [pairs[2 * round], pairs[2 * round + 1]] as [Member, Member];
      const [ab, ba] = await Promise.all([sendRequest(server, a, b), sendRequest(server, b, a)]);
      expect([ab.status, ba.status].sort()).toEqual([200, 409]);
      const refused = ab.status === 409 ? ab : ba;
      expect(refused.body).toBe("This player has already sent you a friend request");
      const lists = [...(await requestsOf(server, a)).body.outgoing, ...(await requestsOf(server, b)).body.outgoing];
      expect(lists.filter((r) => r.status === "pending")).toHaveLength(1);
    }
  });

  it("is decided only by its own side, only while pending, and unknown ids are not found", async () => {
    const [a, b, stranger] = (await members(3)) as [RegisteredPlayer, RegisteredPlayer, RegisteredPlayer];
    const lotus = await member(LOTUS);
    const sent = await sendRequest(server, a, b);
    const id = sent.body._id;
    for (const action of ["approve", "reject"] as const) {
      expect(await decide(server, a, action, id)).toMatchObject({
        status: 403,
        body: "This friend request is not yours to decide",
      });
    }
    expect(await decide(server, b, "cancel", id)).toMatchObject({
      status: 403,
      body: "This friend request is not yours to decide",
    });
    for (const p of [stranger, lotus]) {
      expect(await decide(server, p, "approve", id)).toMatchObject({ status: 404, body: "Friend request not found" });
    }
    for (const bad of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect(await decide(server, b, "approve", bad)).toMatchObject({ status: 404, body: "Friend request not found" });
    }
    expect((await decide(server, b, "reject", id)).status).toBe(200);
    for (const [p, action] of [
      [b, "approve"],
      [b, "reject"],
      [a, "cancel"],
    ] as const) {
      expect(await decide(server, p, action, id)).toMatchObject({
        status: 409,
        body: "This friend request is no longer pending",
      });
    }
  });
});

describe("the approve/cancel race", () => {
  it("resolves each request to exactly one outcome; friendship rows exist exactly when approved", async () => {
    const outcomes = new Map<string, number>();
    let [a, b] = (await members(2)) as [RegisteredPlayer, RegisteredPlayer];
    for (let round = 0; round < 20; round++) {
      if (round > 0) {
        // a cancel holds the next request off for the cooldown and a sender makes only so many an
        // hour: the clock moves past both, and the players sign in again (tokens live a week)
        server.advance(FRIEND_REQUEST_COOLDOWN_MS + 60_000);
        const again = async (p: RegisteredPlayer) => ({
          ...p,
          jwtToken: (await loginAs(server, p.username, p.password)).jwtToken,
        });
        [a, b] = await Promise.all([again(a), again(b)]);
      }
      // a friendship of the round before ends first, so each round starts from strangers
      if (round > 0 && (await friendsOf(server, a)).body.total > 0) await removeFriend(server, a, uidOf(b));
      const sent = await sendRequest(server, a, b);
      const id = sent.body._id;
      const [approve, cancel] = await Promise.all([decide(server, b, "approve", id), decide(server, a, "cancel", id)]);
      expect([approve.status, cancel.status].sort()).toEqual([200, 409]);
      const loser = approve.status === 409 ? approve : cancel;
      expect(loser.body).toBe("This friend request is no longer pending");
      const winner = approve.status === 200 ? "approved" : "cancelled";
      outcomes.set(winner, (outcomes.get(winner) ?? 0) + 1);
      const status = (await requestsOf(server, a)).body.outgoing.find((r) => r._id === id)?.status;
      expect(status).toBe(winner);
      const aFriends = (await friendsOf(server, a)).body.items.map((f) => f.member_uid);
      const bFriends = (await friendsOf(server, b)).body.items.map((f) => f.member_uid);
      expect(aFriends).toEqual(winner === "approved" ? [uidOf(b)] : []);
      expect(bFriends).toEqual(winner === "approved" ? [uidOf(a)] : []);
    }
    expect([...outcomes.values()].reduce((n, x) => n + x, 0)).toBe(20);
  }, 60_000);
});

describe("a friend", () => {
  it("has a card for friends only, and removing them removes both sides", async () => {
    const [a, b, stranger] = (await members(3)) as [RegisteredPlayer, RegisteredPlayer, RegisteredPlayer];
    await befriend(server, a, b);
    expect(await friendCard(server, a, uidOf(stranger))).toMatchObject({
      status: 404,
      body: "This player is not your friend",
    });
    expect(await friendCard(server, a, "abc")).toMatchObject({ status: 404, body: "This player is not your friend" });
    expect(await removeFriend(server, a, uidOf(stranger))).toMatchObject({
      status: 404,
      body: "This player is not your friend",
    });
    expect(await removeFriend(server, a, uidOf(b))).toMatchObject({ status: 200, body: { ok: true } });
    expect((await friendsOf(server, a)).body.items).toEqual([]);
    expect((await friendsOf(server, b)).body.items).toEqual([]);
    expect((await friendCard(server, b, uidOf(a))).status).toBe(404);
    expect(await removeFriend(server, b, uidOf(a))).toMatchObject({ status: 404 });
    // and they can become friends again
    await befriend(server, b, a);
    expect((await friendsOf(server, a)).body.items.map((f) => f.member_uid)).toEqual([uidOf(b)]);
  });
});

describe("the demo data", () => {
  it("has demo's friends and a request waiting for demo", async () => {
    const demo = await loginAs(server, "demo", "Demo1234");
    const friends = (await friendsOf(server, demo)).body.items.map((f) => f.member_uid);
    expect(friends.sort()).toEqual(["28800002", "28800003", "28800004"]);
    const requests = (await requestsOf(server, demo)).body;
    expect(requests.incoming.filter((r) => r.status === "pending").map((r) => r.player.member_uid)).toEqual([
      "28800005",
    ]);
    const ahmad = await loginAs(server, "ahmad88", "Demo1234");
    expect((await friendsOf(server, ahmad)).body.items.map((f) => f.member_uid).sort()).toEqual([
      "28800001",
      "28800003",
    ]);
  });
});
