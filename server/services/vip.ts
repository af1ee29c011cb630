/**
 * VIP tiers (SPEC §4). A player's tier follows their cumulative approved MYR deposits (the `deposit` ledger
 * entries, written when a deposit is approved) against the tenant's thresholds (config `vip_thresholds`).
 *
 * The daily job (`runDueVipJobs`) upgrades players at 02:00 GMT+8: the run of GMT+8 day R (its run key, "R")
 * counts the deposits approved before R 00:00 GMT+8, i.e. up to the end of the day before. Tiers never go
 * down: the upgrade is one conditional UPDATE (… where vip_tier < the new tier). Each run key is claimed in
 * `scheduled_runs` (insert … on conflict do nothing) in the same database transaction as its upgrades, so with
 * two API instances on one database, or two ticks at once, only the winner upgrades; the other waits on the key
 * and then finds it taken. Every run key missed since the last run (the API was down) is run on the next tick,
 * oldest first, each with its own cut-off. The first run ever is the latest due one only.
 *
 * Each upgrade is recorded (`vip_upgrades`: from, to, when), mailed to the player (system mail `vip_upgrade`,
 * written in the same transaction) and told to their app (`vip` and `mail` events) once committed.
 *
 * The clock is the app's (`ctx.now`): main.ts ticks it every minute; tests call `runDueVipJobs` or the
 * sandbox's `POST /api/sandbox/jobs/vip`.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { VipTier } from "../../src/api/contract/user.ts";
import {
  tierFor,
  tierRank,
  upgradeTiers,
  type VipInfo,
  type VipJobAnswer,
  type VipThresholds,
  vipUpgradeHour,
} from "../../src/api/contract/vip.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, players, scheduledRuns, tenants, vipUpgrades } from "../db/schema.ts";
import { nextPlatformDay, platformDay, platformDayStartOf } from "./dates.ts";
import { newId } from "./ids.ts";
import { announceMail, type MailNotice, sendSystemMail } from "./mail.ts";
import type { PlayerView } from "./players.ts";
import { vipRebateRatesOf, vipThresholdsOf } from "./wallet-config.ts";

export const VIP_JOB = "vip_upgrade";
const HOUR_MS = 60 * 60 * 1000;

export type JobCtx = Pick<Ctx, "db" | "now" | "config" | "events" | "log" | "metrics">;

/** The run key (GMT+8 day) of the latest run due at `now`: today's once 02:00 GMT+8 has passed, else yesterday's. */
export function latestDueRunKey(now: Date): string {
  return platformDay(new Date(now.getTime() - vipUpgradeHour * HOUR_MS));
}

/** The instant the run of `runKey` is due: 02:00 GMT+8 on that day. */
export function runDueAt(runKey: string): Date {
  return new Date(platformDayStartOf(runKey).getTime() + vipUpgradeHour * HOUR_MS);
}

/** The sum of approved MYR deposits (sen): `deposit` ledger entries, written when a deposit is approved. */
const depositedSum = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number);

async function depositedOf(db: Db, playerId: string, before: Date | null): Promise<number> {
  const [row] = await db
    .select({ sum: depositedSum })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.kind, "deposit"),
        eq(ledgerEntries.currency, "MYR"),
        before ? lt(ledgerEntries.createdAt, before) : undefined,
      ),
    );
  return row?.sum ?? 0;
}

/** One run of the job for `runKey`, if no instance ran it yet: the players it upgraded, else null. */
async function runOnce(ctx: JobCtx, runKey: string): Promise<{ upgraded: number; notices: MailNotice[] } | null> {
  const now = ctx.now();
  const cutoff = platformDayStartOf(runKey);
  const tenantList = await ctx.db.select({ id: tenants.id }).from(tenants);
  const thresholds = new Map<string, VipThresholds>();
  for (const t of tenantList) thresholds.set(t.id, await vipThresholdsOf(ctx, t.id));

  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledRuns)
      .values({ job: VIP_JOB, runKey, ranAt: now })
      .onConflictDoNothing()
      .returning({ runKey: scheduledRuns.runKey });
    if (claimed.length === 0) return null;

    const notices: MailNotice[] = [];
    for (const [tenantId, limits] of thresholds) {
      const lowest = Math.min(...upgradeTiers.map((tier) => limits[tier]));
      const candidates = await tx
        .select({ id: players.id, tier: players.vipTier, deposited: depositedSum })
        .from(ledgerEntries)
        .innerJoin(players, eq(players.id, ledgerEntries.playerId))
        .where(
          and(
            eq(players.tenantId, tenantId),
            eq(ledgerEntries.kind, "deposit"),
            eq(ledgerEntries.currency, "MYR"),
            lt(ledgerEntries.createdAt, cutoff),
          ),
        )
        .groupBy(players.id, players.vipTier)
        .having(sql`coalesce(sum(${ledgerEntries.amount}), 0) >= ${lowest}`);
      for (const c of candidates) {
        const to = tierFor(c.deposited, limits);
        if (tierRank(to) <= tierRank(c.tier)) continue;
        // never down, and never twice: only a lower tier moves up (enum order is the tiers' order)
        const [moved] = await tx
          .update(players)
          .set({ vipTier: to, updatedAt: now })
          .where(and(eq(players.id, c.id), sql`${players.vipTier} < ${to}`))
          .returning({ id: players.id });
        if (!moved) continue;
        await tx.insert(vipUpgrades).values({
          id: newId(),
          tenantId,
          playerId: c.id,
          fromTier: c.tier,
          toTier: to,
          runKey,
          deposited: c.deposited,
          createdAt: now,
        });
        notices.push(
          await sendSystemMail(tx, {
            tenantId,
            playerId: c.id,
            template: "vip_upgrade",
            params: { from: c.tier, to },
            now,
          }),
        );
      }
    }
    await tx
      .update(scheduledRuns)
      .set({ count: notices.length })
      .where(and(eq(scheduledRuns.job, VIP_JOB), eq(scheduledRuns.runKey, runKey)));
    return { upgraded: notices.length, notices };
  });
}

/**
 * Runs every due run of the VIP job not run yet, oldest first: from the day after the last run (any
 * instance's) to the latest due one. Safe to call from any number of instances and ticks at once.
 */
export async function runDueVipJobs(ctx: JobCtx): Promise<VipJobAnswer> {
  const latest = latestDueRunKey(ctx.now());
  const [last] = await ctx.db
    .select({ runKey: scheduledRuns.runKey })
    .from(scheduledRuns)
    .where(eq(scheduledRuns.job, VIP_JOB))
    .orderBy(desc(scheduledRuns.runKey))
    .limit(1);
  const keys: string[] = [];
  for (let key = last ? nextPlatformDay(last.runKey) : latest; key <= latest; key = nextPlatformDay(key)) {
    keys.push(key);
  }
  const runs: VipJobAnswer["runs"] = [];
  for (const key of keys) {
    const done = await runOnce(ctx, key);
    if (!done) continue;
    runs.push({ run_key: key, upgraded: done.upgraded });
    announceMail(ctx, done.notices);
    for (const n of done.notices) ctx.events.publish(n.tenantId, n.playerId, { kind: "vip" });
    if (done.upgraded > 0) ctx.log.info(`[vip] run ${key}: ${done.upgraded} player(s) upgraded`);
  }
  return { runs };
}

/**
 * Ticks the job every `everyMs` (main.ts; first tick at once, catching up after downtime). Stop it with the
 * returned function. A tick that fails is logged and tried again on the next one.
 */
export function startVipSchedule(ctx: JobCtx, everyMs = 60_000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueVipJobs(ctx)
      .then(
        () => ctx.metrics.jobRun(VIP_JOB, "ok"),
        (error: unknown) => {
          ctx.metrics.jobRun(VIP_JOB, "failed");
          ctx.log.error("[vip] the upgrade job failed:", error);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

/** The VIP page: tier, deposits, the ladder with rates, the next tier and what it still needs, when an upgrade is due. */
export async function vipInfoOf(ctx: Ctx, player: PlayerView): Promise<VipInfo> {
  const latestKey = latestDueRunKey(ctx.now());
  const nextKey = nextPlatformDay(latestKey);
  const [thresholds, rates, deposited, countedLatest, countedNext, [row], [last], [latestRan]] = await Promise.all([
    vipThresholdsOf(ctx, player.tenantId),
    vipRebateRatesOf(ctx, player.tenantId),
    depositedOf(ctx.db, player.id, null),
    // what the latest due run counts (it may not have run yet: every instance down, or between ticks)
    depositedOf(ctx.db, player.id, platformDayStartOf(latestKey)),
    // what the next run counts: deposits approved before its day began
    depositedOf(ctx.db, player.id, platformDayStartOf(nextKey)),
    ctx.db.select({ tier: players.vipTier }).from(players).where(eq(players.id, player.id)),
    ctx.db
      .select()
      .from(vipUpgrades)
      .where(eq(vipUpgrades.playerId, player.id))
      .orderBy(desc(vipUpgrades.createdAt))
      .limit(1),
    ctx.db
      .select({ runKey: scheduledRuns.runKey })
      .from(scheduledRuns)
      .where(and(eq(scheduledRuns.job, VIP_JOB), eq(scheduledRuns.runKey, latestKey))),
  ]);
  const tier: VipTier = row?.tier ?? player.vipTier;
  const reached = tierFor(deposited, thresholds);
  const next = upgradeTiers.find((t) => tierRank(t) > tierRank(tier)) ?? null;
  const due = tierRank(reached) > tierRank(tier);
  const raises = (counted: number) => tierRank(tierFor(counted, thresholds)) > tierRank(tier);
  // the latest due run when it has not run yet and will raise the tier; else the next one that counts enough
  const upgradeKey =
    !latestRan && raises(countedLatest) ? latestKey : raises(countedNext) ? nextKey : nextPlatformDay(nextKey);
  return {
    tier,
    deposited,
    currency: "MYR",
    levels: (["Normal", ...upgradeTiers] as const).map((t) => ({
      tier: t,
      threshold: t === "Normal" ? 0 : thresholds[t],
      rates: rates[t],
    })),
    next_tier: next,
    needed: next ? Math.max(0, thresholds[next] - deposited) : 0,
    reached: due ? reached : tier,
    upgrade_at: due ? runDueAt(upgradeKey).toISOString() : null,
    last_upgrade: last ? { from: last.fromTier, to: last.toTier, at: last.createdAt.toISOString() } : null,
  };
}
