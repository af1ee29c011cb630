/**
 * Demo mail: every seeded player's inbox as the platform would have filled it. A "deposit approved" system mail
 * for each approved deposit of the seeded history (sent when it was decided), a "friend request" mail for each
 * seeded friend request (sent when it arrived; read once it was decided), and two operator mails: a welcome
 * when the player joined and a security reminder from today. Mails older than three days have been read; the newer ones
 * are unread, so the badge shows on a demo login.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { friendRequests, mails, players, tenants, transactions } from "../db/schema.ts";
import { newId } from "../services/ids.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export async function seedMail(db: Db, now: Date): Promise<void> {
  const readIfOld = (at: Date) => (now.getTime() - at.getTime() > 3 * DAY_MS ? new Date(at.getTime() + HOUR_MS) : null);
  const deposits = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.type, "deposit"), eq(transactions.status, "approved")));
  const people = await db
    .select({ id: players.id, tenantId: players.tenantId, joined: players.createdAt, brand: tenants.brandName })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId));
  const requests = await db
    .select({
      tenantId: friendRequests.tenantId,
      receiverId: friendRequests.receiverId,
      status: friendRequests.status,
      createdAt: friendRequests.createdAt,
      decidedAt: friendRequests.decidedAt,
      nickname: players.nickname,
      username: players.username,
      memberUid: players.memberUid,
    })
    .from(friendRequests)
    .innerJoin(players, eq(players.id, friendRequests.senderId));
  const promotionAt = new Date(now.getTime() - 5 * HOUR_MS);
  const rows: (typeof mails.$inferInsert)[] = [
    ...deposits.map((t) => ({
      id: newId(),
      tenantId: t.tenantId,
      playerId: t.playerId,
      kind: "system" as const,
      template: "deposit_approved" as const,
      params: { transaction_id: t.id, amount: t.netAmount, currency: t.currency, reference: t.reference },
      readAt: readIfOld(t.updatedAt),
      createdAt: t.updatedAt,
    })),
    ...requests.map((r) => ({
      id: newId(),
      tenantId: r.tenantId,
      playerId: r.receiverId,
      kind: "system" as const,
      template: "friend_request" as const,
      params: { nickname: r.nickname ?? r.username, member_uid: r.memberUid },
      readAt: r.status === "pending" ? null : (r.decidedAt ?? r.createdAt),
      createdAt: r.createdAt,
    })),
    ...people.flatMap((p) => [
      {
        id: newId(),
        tenantId: p.tenantId,
        playerId: p.id,
        kind: "operator" as const,
        title: `Welcome to ${p.brand}`,
        body: `Thank you for joining ${p.brand}.\nYour wallet holds ringgit and USDT: deposit, play and withdraw at any time.\nOur support team is here around the clock if you need a hand.`,
        readAt: readIfOld(p.joined),
        createdAt: p.joined,
      },
      {
        id: newId(),
        tenantId: p.tenantId,
        playerId: p.id,
        kind: "operator" as const,
        title: "Keep your account safe",
        body: `${p.brand} will never ask for your password, PIN or one-time code.\nIf anyone does, by phone, chat or message, do not share them and tell our support team.`,
        readAt: null,
        createdAt: promotionAt,
      },
    ]),
  ];
  if (rows.length > 0) await db.insert(mails).values(rows);
}
