/**
 * The limits over HTTP: pending outgoing requests (`maxPendingOutgoing`, also when sent all at once)
 * and the friend list (`maxFriends`: a player with a full list can neither send nor approve a
 * request, nobody can send them one, and a removal makes room again). The other players are
 * written straight into the database (and a full list as the API writes it: two rows per
 * friendship), since registering hundreds of players over HTTP would take minutes; so are the
 * pending requests older than an hour, which a sender could not make at once under
 * `FRIEND_REQUESTS_PER_HOUR` (that rate and the other abuse limits: social-abuse.test.ts).
 */
import { describe, expect, it } from "vitest";
import { friendRequests, friendships } from "../../server/db/schema.ts";
import { FRIEND_REQUEST_WINDOW_MS, FRIEND_REQUESTS_PER_HOUR } from "../../server/services/friends.ts";
import { newId } from "../../server/services/ids.ts";
import { maxFriends, maxPendingOutgoing } from "../../src/api/contract/friends.ts";
import { decide, friendsOf, removeFriend, requestsOf, sendRequest, uidOf } from "./support/friends.ts";
import { gameServerForTheseTests, insertPlayers } from "./support/games.ts";
import { registerPlayer } from "./support/server.ts";

const server = gameServerForTheseTests();

/** `count` players of the tenant written straight into the database (they never log in). */
const fillers = (count: number) =>
  insertPlayers(server, count, { prefix: "filler", uidDigit: "7", phonePrefix: "6017" });

/** `count` new players, each already a friend of `playerId` (two rows each, as an approval writes). */
async function fillFriendList(playerId: string, count: number): Promise<void> {
  const now = server.now();
  await server.db.insert(friendships).values(
    (await fillers(count)).flatMap((f) => [
      { tenantId: server.tenantId, playerId, friendId: f.id, createdAt: now },
      { tenantId: server.tenantId, playerId: f.id, friendId: playerId, createdAt: now },
    ]),
  );
}

describe(`a friend list holds ${maxFriends} friends`, () => {
  it("a full list sends and approves no request and receives none; a removal makes room", async () => {
    const full = await registerPlayer(server, { username: "fullist" });
    const [asker, other] = [
      await registerPlayer(server, { username: "asker1" }),
      await registerPlayer(server, { username: "other1" }),
    ];
    const waiting = await sendRequest(server, asker, full);
    expect(waiting.status).toBe(200);
    await fillFriendList(full._id, maxFriends);

    expect((await friendsOf(server, full)).body).toMatchObject({ total: maxFriends, max: maxFriends });
    expect(await sendRequest(server, full, other)).toMatchObject({ status: 409, body: "Your friend list is full" });
    expect(await sendRequest(server, other, full)).toMatchObject({
      status: 409,
      body: "This player's friend list is full",
    });
    expect(await decide(server, full, "approve", waiting.body._id)).toMatchObject({
      status: 409,
      body: "Your friend list is full",
    });
    // the refused approval left the request pending, with no friendship written
    expect((await requestsOf(server, asker)).body.outgoing.map((r) => r.status)).toEqual(["pending"]);
    expect((await friendsOf(server, asker)).body.total).toBe(0);

    expect((await removeFriend(server, full, "70000000")).status).toBe(200);
    expect((await decide(server, full, "approve", waiting.body._id)).status).toBe(200);
    expect((await friendsOf(server, full)).body.total).toBe(maxFriends);
    expect((await friendsOf(server, asker)).body.items.map((f) => f.member_uid)).toEqual([uidOf(full)]);
  }, 60_000);
});

describe(`a player has at most ${maxPendingOutgoing} pending requests out`, () => {
  it("also when the last ones are sent at once; a decided request frees its place", async () => {
    const sender = await registerPlayer(server, { username: "manyasks" });
    // the last places are filled at once, within the hourly rate: the rest pending from earlier
    const room = Math.floor(FRIEND_REQUESTS_PER_HOUR / 2);
    const earlier = await fillers(maxPendingOutgoing - room);
    const before = new Date(server.now().getTime() - 2 * FRIEND_REQUEST_WINDOW_MS);
    await server.db.insert(friendRequests).values(
      earlier.map((o) => ({
        id: newId(),
        tenantId: server.tenantId,
        senderId: sender._id,
        receiverId: o.id,
        status: "pending" as const,
        createdAt: before,
      })),
    );
    const others = await fillers(FRIEND_REQUESTS_PER_HOUR);
    const answers = await Promise.all(others.map((o) => sendRequest(server, sender, o.memberUid)));
    const sent = answers.filter((r) => r.status === 200);
    expect(sent).toHaveLength(room);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 429, body: "Too many pending friend requests" });
    }
    expect((await requestsOf(server, sender)).body.outgoing).toHaveLength(maxPendingOutgoing);
    const left = others.find((_, i) => answers[i]?.status !== 200);
    expect(await sendRequest(server, sender, left?.memberUid ?? "")).toMatchObject({
      status: 429,
      body: "Too many pending friend requests",
    });
    await decide(server, sender, "cancel", sent[0]?.body._id ?? "");
    expect((await sendRequest(server, sender, left?.memberUid ?? "")).status).toBe(200);
  }, 60_000);
});
