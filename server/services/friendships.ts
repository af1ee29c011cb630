/**
 * Who is whose friend: the one question chat, friend transfers and the friends screens all ask.
 * A friendship is two rows (schema.ts `friendships`), so each side reads its own.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { friendships } from "../db/schema.ts";

/** Whether `friendId` is a friend of `playerId` (both of one tenant: a friendship is only ever made within one). */
export async function areFriends(db: Db, playerId: string, friendId: string): Promise<boolean> {
  const [row] = await db
    .select({ friendId: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.playerId, playerId), eq(friendships.friendId, friendId)))
    .limit(1);
  return row !== undefined;
}
