/**
 * Setting a limit (POST /api/player/responsible/limit), as RTS 12 asks: a new limit or a lower one
 * applies at once (and drops a raise that was waiting); a higher one or a removal waits
 * `increaseDelayHours` (it replaces a raise that was waiting); the value in force again drops a
 * waiting raise ("unchanged"). Decided under the player's row lock against the limit in force, with
 * every change written to the audit (audit.ts) in the same database transaction.
 */
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { minorPerUnit } from "../../src/api/contract/money.ts";
import {
  increaseDelayHours,
  limitChange,
  limitTraits,
  limitValueProblem,
  type SetLimitAnswer,
  type SetLimitBody,
} from "../../src/api/contract/responsible.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type PlayerRow, playLimits } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { writeAudit } from "./audit.ts";
import { type LimitState, playLimitsOf, stateOf } from "./limits.ts";
import { lockPlayer } from "./transactions.ts";

const HOUR_MS = 60 * 60 * 1000;

/** A limit's value as the audit writes it: "50000" (minor units or minutes), "none". */
const valueText = (value: number | null) => (value === null ? "none" : String(value));

/** A limit as the audit writes it: "50000", "none", "50000, pending 80000 from 2026-11-28T06:05:00.000Z". */
export function limitText(state: LimitState): string {
  const pending = state.pending && `pending ${valueText(state.pending.value)} from ${state.pending.from.toISOString()}`;
  return pending ? `${valueText(state.value)}, ${pending}` : valueText(state.value);
}

/** 400 for a value the contract's rule refuses: the amount messages for money, else "Invalid data request". */
function checkValue(body: SetLimitBody, currency: PlayerRow["currency"]): void {
  if (body.value === null) return;
  const problem = limitValueProblem(body.key, body.value, currency);
  if (problem === null) return;
  if (limitTraits[body.key].kind === "session") fail(400, "Invalid data request");
  if (problem === "integer") fail(400, "Amount must be a whole number");
  fail(400, body.value < minorPerUnit[currency] ? "Amount is below the minimum" : "Amount is above the maximum");
}

/**
 * Raises and removals whose 24 hours have passed become the value in force in their rows, each with
 * its audit row (actor "system", at the time it took effect). Runs under the player's lock.
 */
export async function foldDueLimits(tx: Db, player: Pick<PlayerRow, "id" | "tenantId">, now: Date): Promise<void> {
  const due = await tx
    .select()
    .from(playLimits)
    .where(
      and(eq(playLimits.playerId, player.id), isNotNull(playLimits.pendingFrom), lte(playLimits.pendingFrom, now)),
    );
  for (const row of due) {
    const from = row.pendingFrom as Date;
    await tx
      .update(playLimits)
      .set({ value: row.pendingValue, pendingValue: null, pendingFrom: null, updatedAt: now })
      .where(and(eq(playLimits.playerId, row.playerId), eq(playLimits.key, row.key)));
    await writeAudit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      actor: "system",
      subject: row.key,
      oldValue: limitText({ value: row.value, pending: { value: row.pendingValue, from } }),
      newValue: valueText(row.pendingValue),
      at: from,
    });
  }
}

/** POST /limit: see the file's comment. Answers the outcome and the limit as it now stands. */
export async function setLimit(
  ctx: Ctx,
  player: Pick<PlayerRow, "id" | "tenantId" | "currency">,
  body: SetLimitBody,
): Promise<SetLimitAnswer> {
  checkValue(body, player.currency);
  const now = ctx.now();
  const { outcome, changed } = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    await foldDueLimits(tx, player, now);
    const [row] = await tx
      .select()
      .from(playLimits)
      .where(and(eq(playLimits.playerId, player.id), eq(playLimits.key, body.key)));
    const before = stateOf(row, now);
    const change = limitChange(before.value, body.value);
    const after: LimitState =
      change === "same"
        ? { value: before.value, pending: null }
        : change === "decrease"
          ? { value: body.value, pending: null }
          : // the same raise asked for again keeps its time; another one starts its 24 hours now
            before.pending && before.pending.value === body.value
            ? before
            : {
                value: before.value,
                pending: { value: body.value, from: new Date(now.getTime() + increaseDelayHours * HOUR_MS) },
              };
    const outcome = change === "same" ? "unchanged" : change === "decrease" ? "applied" : "pending";
    const oldText = limitText(before);
    const newText = limitText(after);
    if (oldText === newText) return { outcome, changed: false } as const;
    const values = {
      value: after.value,
      pendingValue: after.pending?.value ?? null,
      pendingFrom: after.pending?.from ?? null,
      updatedAt: now,
    };
    await tx
      .insert(playLimits)
      .values({ playerId: player.id, key: body.key, ...values })
      .onConflictDoUpdate({ target: [playLimits.playerId, playLimits.key], set: values });
    await writeAudit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      actor: "player",
      subject: body.key,
      oldValue: oldText,
      newValue: newText,
      at: now,
    });
    return { outcome, changed: true } as const;
  });
  // committed: the player's other screens and devices read their limits again
  if (changed) ctx.events.publish(player.tenantId, player.id, { kind: "responsible" });
  const limits = await playLimitsOf(ctx.db, player, ctx.now());
  const limit = limits.find((l) => l.key === body.key);
  if (!limit) fail(500, "Oops, something went wrong");
  return { outcome, limit };
}
