/**
 * Gifts: the tenant's catalogue, redemptions with points, and the operator's decisions.
 *
 * A redemption is one database transaction of three statements that each guard a counter on their own:
 * `UPDATE gifts SET stock = stock - 1 WHERE … AND stock > 0 RETURNING` (stock never below zero),
 * `UPDATE players SET point = point - $price WHERE id = … AND point >= $price RETURNING` (points never below
 * zero), and the redemption's row (pending). A refusal of either update rolls the other back. It is idempotent
 * per (player, idempotency key): a repeat answers the first redemption and moves nothing; the same key with
 * another body is 409 "Invalid data request".
 *
 * The operator moves a redemption pending → approved → delivered, or rejects it while pending or approved: in
 * one transaction the status changes conditionally (… where status = the one read), the points go back to the
 * player and the gift back to stock. Every decision writes a system mail in its transaction; once committed the
 * player's streams hear `gift` (and `mail`).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { RedeemGiftBody } from "../../src/api/contract/gift-redeem.ts";
import {
  type Gift,
  type GiftList,
  type RedeemAnswer,
  type Redemption,
  type RedemptionPage,
  type RedemptionStatus,
  redemptionTransitions,
} from "../../src/api/contract/gifts.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type GiftRedemptionRow, type GiftRow, giftRedemptions, gifts, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { announceMail, sendSystemMail } from "./mail.ts";
import { isUuid, uniqueViolation } from "./players.ts";
import { assertNotRestrictedIn } from "./restriction-state.ts";
import { requestHash } from "./transactions.ts";

type PlayerRef = { id: string; tenantId: string };

function toGift(row: GiftRow): Gift {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    point: row.point,
    stock: row.stock,
  };
}

export function toRedemption(row: GiftRedemptionRow): Redemption {
  return {
    _id: row.id,
    gift_id: row.giftId,
    gift_name: row.giftName,
    gift_image: row.giftImage,
    point: row.point,
    receiver_name: row.receiverName,
    receiver_phone: row.receiverPhone,
    receiver_address: row.receiverAddress,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

async function pointsOf(db: Db, playerId: string): Promise<number> {
  const [row] = await db.select({ point: players.point }).from(players).where(eq(players.id, playerId));
  return row?.point ?? 0;
}

/** The active gifts of the tenant in its order, and the player's points. */
export async function listGifts(ctx: Ctx, player: PlayerRef): Promise<GiftList> {
  const [rows, point] = await Promise.all([
    ctx.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.tenantId, player.tenantId), eq(gifts.active, true)))
      .orderBy(gifts.position, gifts.id),
    pointsOf(ctx.db, player.id),
  ]);
  return { items: rows.map(toGift), point };
}

/** One active gift of the tenant; anything else is 404 "Gift not found". */
export async function getGift(ctx: Ctx, tenantId: string, id: string): Promise<Gift> {
  const [row] = await ctx.db
    .select()
    .from(gifts)
    .where(and(eq(gifts.tenantId, tenantId), eq(gifts.id, id), eq(gifts.active, true)));
  if (!row) fail(404, "Gift not found");
  return toGift(row);
}

function announceGift(ctx: Pick<Ctx, "events">, player: PlayerRef): void {
  ctx.events.publish(player.tenantId, player.id, { kind: "gift" });
}

async function byKey(db: Db, playerId: string, key: string): Promise<GiftRedemptionRow | null> {
  const [row] = await db
    .select()
    .from(giftRedemptions)
    .where(and(eq(giftRedemptions.playerId, playerId), eq(giftRedemptions.idempotencyKey, key)));
  return row ?? null;
}

async function replay(ctx: Ctx, row: GiftRedemptionRow, hash: string): Promise<RedeemAnswer> {
  if (row.requestHash !== hash) fail(409, "Invalid data request");
  return { redemption: toRedemption(row), point: await pointsOf(ctx.db, row.playerId) };
}

/**
 * Redeems one of a gift for the player: stock, points and the redemption in one transaction (see the header).
 * Refusals, in this order: an unknown or inactive gift (404 "Gift not found"), none left (409 "Gift is out of
 * stock"), too few points (422 "Insufficient point to redeem gift").
 */
export async function redeemGift(ctx: Ctx, player: PlayerRef, body: RedeemGiftBody): Promise<RedeemAnswer> {
  const { idempotency_key: key, ...request } = body;
  const hash = requestHash({ endpoint: "gift_redeem", ...request });
  const earlier = await byKey(ctx.db, player.id, key);
  if (earlier) return replay(ctx, earlier, hash);
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      // no gifts during a time-out or self-exclusion (the player's row locked for the rest of the redemption)
      await assertNotRestrictedIn(tx, player.id, ctx.now());
      const [gift] = await tx
        .update(gifts)
        .set({ stock: sql`${gifts.stock} - 1` })
        .where(
          and(
            eq(gifts.tenantId, player.tenantId),
            eq(gifts.id, body.gift_id),
            eq(gifts.active, true),
            sql`${gifts.stock} > 0`,
          ),
        )
        .returning();
      if (!gift) {
        const [known] = await tx
          .select({ id: gifts.id })
          .from(gifts)
          .where(and(eq(gifts.tenantId, player.tenantId), eq(gifts.id, body.gift_id), eq(gifts.active, true)));
        if (!known) fail(404, "Gift not found");
        fail(409, "Gift is out of stock");
      }
      const [paid] = await tx
        .update(players)
        .set({ point: sql`${players.point} - ${gift.point}` })
        .where(and(eq(players.id, player.id), sql`${players.point} >= ${gift.point}`))
        .returning({ point: players.point });
      if (!paid) fail(422, "Insufficient point to redeem gift");
      const [row] = await tx
        .insert(giftRedemptions)
        .values({
          id: newId(),
          tenantId: player.tenantId,
          playerId: player.id,
          giftId: gift.id,
          giftName: gift.name,
          giftImage: gift.image,
          point: gift.point,
          receiverName: body.receiver_name,
          receiverPhone: body.receiver_phone,
          receiverAddress: body.receiver_address,
          status: "pending",
          idempotencyKey: key,
          requestHash: hash,
          createdAt: ctx.now(),
        })
        .returning();
      return { redemption: toRedemption(row as GiftRedemptionRow), point: paid.point };
    });
    announceGift(ctx, player);
    return answer;
  } catch (error) {
    // the same key raced in twice: the other request made it (this one's stock and points rolled back)
    if (uniqueViolation(error)?.includes("gift_redemptions_player_key")) {
      const first = await byKey(ctx.db, player.id, key);
      if (first) return replay(ctx, first, hash);
    }
    throw error;
  }
}

/** The player's redemptions, newest first. */
export async function listRedemptions(
  ctx: Ctx,
  player: PlayerRef,
  page: number,
  limit: number,
): Promise<RedemptionPage> {
  const mine = eq(giftRedemptions.playerId, player.id);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(giftRedemptions)
      .where(mine)
      .orderBy(desc(giftRedemptions.createdAt), desc(giftRedemptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(giftRedemptions).where(mine),
  ]);
  return { items: rows.map(toRedemption), page, limit, total: totals?.total ?? 0 };
}

/** What the operator page lists: the tenant's redemptions still to decide or deliver, oldest first, with who. */
export async function openRedemptionsOf(db: Db, tenantId: string) {
  return db
    .select({ row: giftRedemptions, username: players.username })
    .from(giftRedemptions)
    .innerJoin(players, eq(players.id, giftRedemptions.playerId))
    .where(and(eq(giftRedemptions.tenantId, tenantId), sql`${giftRedemptions.status} in ('pending', 'approved')`))
    .orderBy(giftRedemptions.createdAt, giftRedemptions.id)
    .limit(200);
}

/** The tenant's gifts for the operator page: every gift, active or not, with its stock. */
export async function catalogueOf(db: Db, tenantId: string): Promise<GiftRow[]> {
  return db.select().from(gifts).where(eq(gifts.tenantId, tenantId)).orderBy(gifts.position, gifts.id);
}

/**
 * The operator's decision: approved or delivered moves it on; rejected gives the points back to the player and
 * the gift back to stock, in the same transaction. Deciding it the way it already is answers it unchanged (a
 * double click); a decision its status does not allow is 409 "This redemption can no longer be changed".
 */
export async function decideRedemption(
  ctx: Ctx,
  tenantId: string,
  id: string,
  to: Exclude<RedemptionStatus, "pending">,
): Promise<Redemption> {
  if (!isUuid(id)) fail(404, "Redemption not found");
  const own = and(eq(giftRedemptions.id, id), eq(giftRedemptions.tenantId, tenantId));
  const [current] = await ctx.db.select().from(giftRedemptions).where(own);
  if (!current) fail(404, "Redemption not found");
  if (current.status === to) return toRedemption(current);
  if (!redemptionTransitions[current.status].includes(to)) fail(409, "This redemption can no longer be changed");
  const now = ctx.now();
  const { row, notice } = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(giftRedemptions)
      .set({ status: to, decidedAt: now })
      .where(and(own, eq(giftRedemptions.status, current.status)))
      .returning();
    // another decision came first: nothing moves twice
    if (!changed) fail(409, "This redemption can no longer be changed");
    if (to === "rejected") {
      await tx
        .update(players)
        .set({ point: sql`${players.point} + ${changed.point}` })
        .where(eq(players.id, changed.playerId));
      await tx
        .update(gifts)
        .set({ stock: sql`${gifts.stock} + 1` })
        .where(and(eq(gifts.tenantId, changed.tenantId), eq(gifts.id, changed.giftId)));
    }
    const mail = await sendSystemMail(tx, {
      tenantId: changed.tenantId,
      playerId: changed.playerId,
      template: "gift_redemption",
      params: { redemption_id: changed.id, gift_name: changed.giftName, status: to, point: changed.point },
      now,
    });
    return { row: changed, notice: mail };
  });
  announceGift(ctx, { id: row.playerId, tenantId: row.tenantId });
  announceMail(ctx, notice);
  return toRedemption(row);
}

/** Sets a player's points (sandbox: demos and tests give a player points to redeem with). */
export async function setPoints(ctx: Ctx, tenantId: string, username: string, point: number): Promise<void> {
  const [row] = await ctx.db
    .update(players)
    .set({ point })
    .where(and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = ${username.toLowerCase()}`))
    .returning({ id: players.id });
  if (!row) fail(404, "User not found");
  announceGift(ctx, { id: row.id, tenantId });
}

/** Sets a gift's stock (sandbox). */
export async function setStock(ctx: Ctx, tenantId: string, giftId: string, stock: number): Promise<void> {
  const [row] = await ctx.db
    .update(gifts)
    .set({ stock })
    .where(and(eq(gifts.tenantId, tenantId), eq(gifts.id, giftId)))
    .returning({ id: gifts.id });
  if (!row) fail(404, "Gift not found");
}
