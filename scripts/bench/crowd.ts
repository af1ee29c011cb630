/**
 * The bench's crowd: players written straight into the database so that calls limited per player (chat sends:
 * 10 per 10 s; a player's row lock on money moves and play sessions; 5 event streams) can be loaded without
 * measuring the limits instead of the calls. Each has the demo's password and PIN, RM 10,000 to move, and one
 * friend (players 0 and 1 are friends, 2 and 3, …). Usernames `crowd<n>`, member UIDs `97<6 digits>` and phones
 * `60197<6 digits>` clash with no demo player (server/seed/demo.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/open.ts";
import { friendships, ledgerEntries, players } from "../../server/db/schema.ts";
import { newId } from "../../server/services/ids.ts";
import { hashSecret } from "../../server/services/secrets.ts";

export type CrowdPlayer = { username: string; memberUid: string };
export type Crowd = { players: CrowdPlayer[]; password: string; pin: string; tenantId: string };

/** Each crowd player's opening balance (minor units): RM 10,000, a thousand of the smallest friend transfers. */
export const crowdBalance = 1_000_000;
const password = "Demo1234";
const pin = "123456";

const playerOf = (n: number): CrowdPlayer => ({
  username: `crowd${String(n).padStart(4, "0")}`,
  memberUid: `97${String(n).padStart(6, "0")}`,
});

/** The crowd of `count` players (an even number) in `tenantId`, written once per database. */
export async function ensureCrowd(db: Db, tenantId: string, count: number): Promise<Crowd> {
  if (count < 2 || count % 2 !== 0) throw new Error("bench: the crowd pairs its players: an even count");
  const crowd = Array.from({ length: count }, (_, n) => playerOf(n));
  const found = await db
    .select({ username: players.username })
    .from(players)
    .where(
      and(
        eq(players.tenantId, tenantId),
        inArray(
          players.username,
          crowd.map((p) => p.username),
        ),
      ),
    );
  if (found.length === count) return { players: crowd, password, pin, tenantId };
  if (found.length > 0) throw new Error(`bench: ${found.length} of the ${count} crowd players exist already`);
  const now = new Date();
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(pin)]);
  const rows = crowd.map((p, n) => ({
    id: newId(),
    tenantId,
    username: p.username,
    passwordHash,
    pinHash,
    fullName: `Crowd Player ${n}`,
    nickname: p.username,
    displayKey: p.username,
    contactNo: `60197${String(n).padStart(6, "0")}`,
    referralCode: `CROWD${n}`,
    memberUid: p.memberUid,
    currency: "MYR" as const,
    createdAt: now,
    updatedAt: now,
  }));
  await db.transaction(async (tx) => {
    await tx.insert(players).values(rows);
    await tx.insert(ledgerEntries).values(
      rows.map((row) => ({
        id: newId(),
        playerId: row.id,
        currency: "MYR" as const,
        amount: crowdBalance,
        kind: "opening_balance" as const,
        reference: "bench",
        createdAt: now,
      })),
    );
    const pairs = rows.flatMap((row, n) => {
      const friend = rows[n ^ 1];
      return friend ? [{ tenantId, playerId: row.id, friendId: friend.id, createdAt: now }] : [];
    });
    await tx.insert(friendships).values(pairs);
  });
  return { players: crowd, password, pin, tenantId };
}

/**
 * Puts `amount` into each crowd player's account at `provider`, as an opening balance of that game account
 * (a game's balance is the sum of its entries, server/services/games.ts), so that each can bring it back once.
 */
export async function fundGameAccounts(db: Db, crowd: Crowd, provider: string, amount: number): Promise<void> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.tenantId, crowd.tenantId),
        inArray(
          players.username,
          crowd.players.map((p) => p.username),
        ),
      ),
    );
  const now = new Date();
  await db.insert(ledgerEntries).values(
    rows.map((row) => ({
      id: newId(),
      playerId: row.id,
      currency: "MYR" as const,
      amount,
      kind: "opening_balance" as const,
      gameAccount: provider,
      reference: "bench",
      createdAt: now,
    })),
  );
}

/** A crowd player's friend (0 ↔ 1, 2 ↔ 3, …). */
export const friendOf = (crowd: Crowd, n: number): CrowdPlayer | undefined => crowd.players[n ^ 1];
