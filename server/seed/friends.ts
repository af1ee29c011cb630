/**
 * Demo friends (harimau): demo, ahmad88 and meiling are friends with each other, nurul_h is demo's
 * friend too, and rajesh_k's request to demo is pending, so the friends screens, chat and the
 * transfer to a friend have someone to show. Both rows of each friendship, as the API writes them.
 */
import type { Db } from "../db/open.ts";
import { friendRequests, friendships } from "../db/schema.ts";
import { newId } from "../services/ids.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** [one, other, days since they became friends] */
const demoFriendships: [string, string, number][] = [
  ["demo", "ahmad88", 30],
  ["demo", "meiling", 12],
  ["ahmad88", "meiling", 9],
  ["demo", "nurul_h", 3],
];

/** [sender, receiver, hours since it was sent]: still pending. */
const demoPendingRequests: [string, string, number][] = [["rajesh_k", "demo", 5]];

/** `ids` maps "tenant/username" to the seeded player's id. */
export async function seedFriends(tx: Db, ids: Map<string, string>, now: Date): Promise<void> {
  const id = (username: string) => {
    const found = ids.get(`harimau/${username}`);
    if (!found) throw new Error(`seed: no demo player ${username}`);
    return found;
  };
  for (const [one, other, days] of demoFriendships) {
    const since = new Date(now.getTime() - days * DAY_MS);
    const [a, b] = [id(one), id(other)];
    // the approved request that made them friends, then the friendship's two rows
    await tx.insert(friendRequests).values({
      id: newId(),
      tenantId: "harimau",
      senderId: a,
      receiverId: b,
      status: "approved",
      createdAt: new Date(since.getTime() - 2 * 60 * 60 * 1000),
      decidedAt: since,
    });
    await tx.insert(friendships).values([
      { tenantId: "harimau", playerId: a, friendId: b, createdAt: since },
      { tenantId: "harimau", playerId: b, friendId: a, createdAt: since },
    ]);
  }
  for (const [sender, receiver, hours] of demoPendingRequests) {
    await tx.insert(friendRequests).values({
      id: newId(),
      tenantId: "harimau",
      senderId: id(sender),
      receiverId: id(receiver),
      status: "pending",
      createdAt: new Date(now.getTime() - hours * 60 * 60 * 1000),
    });
  }
}
