/** Who a chat message goes to: a conversation's key, a peer of the tenant by member UID, the room or a friend, and players as sender and recipient of a message (services/chat.ts). */
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type ConversationId, room } from "../../src/api/contract/chat.ts";
import type { Db } from "../db/open.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { friendByUid } from "./friends.ts";
import type { PlayerView } from "./players.ts";

export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

type Peer = { id: string; memberUid: string; nickname: string | null };

/** A player of the tenant by member UID, or a 404 (mute only: it needs no friendship, and is counted per hour). */
export async function peerByUid(db: Db, tenantId: string, memberUid: string): Promise<Peer> {
  const [row] = await db
    .select({ id: players.id, memberUid: players.memberUid, nickname: players.nickname })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.memberUid, memberUid)))
    .limit(1);
  if (!row) fail(404, "User not found");
  return row;
}

type Target = { conversation: string; friend: Peer | null };

/**
 * The conversation `with` names from the player's side: the room, or a friend's. Anyone else — a
 * player who is no friend, oneself, another tenant's player or a UID nobody has — is the same 403
 * "You can only chat with friends", found by the same one statement (friendByUid: the friendship
 * joined to the player), so send, messages and markRead never tell an unknown UID from a real one.
 */
export async function targetOf(db: Db, player: PlayerView, to: ConversationId): Promise<Target> {
  if (to === room) return { conversation: room, friend: null };
  const friend = await friendByUid(db, player, to);
  if (!friend) fail(403, "You can only chat with friends");
  return {
    conversation: pairKey(player.id, friend.id),
    friend: { id: friend.id, memberUid: friend.memberUid, nickname: friend.nickname },
  };
}

export const sender = alias(players, "sender");
export const recipient = alias(players, "recipient");
