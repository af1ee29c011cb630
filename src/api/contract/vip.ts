import { type } from "arktype";
import { MinorUnits } from "./common.ts";
import { maxAmount } from "./money.ts";
import { CategoryRates } from "./rebates.ts";
import { VipTier, vipTiers } from "./user.ts";

/**
 * VIP tiers (SPEC §4): Normal, Silver, Gold, Platinum, Diamond, reached by the player's cumulative approved
 * deposits in MYR (minor units). A daily job at 02:00 GMT+8 upgrades every player whose deposits approved up to
 * the end of the day before reached a threshold; a tier is kept for life (never lowered). The tier sets the
 * rate of the player's own rebates per game category (rebates.ts `VipRebateRates`).
 */

/** The tiers above Normal, lowest first. */
export const upgradeTiers = vipTiers.slice(1) as readonly Exclude<VipTier, "Normal">[];

/** A tier's rank: Normal 0 … Diamond 4. */
export const tierRank = (tier: VipTier): number => vipTiers.indexOf(tier);

const Threshold = MinorUnits.atLeast(1).atMost(maxAmount.MYR * 1000);

/**
 * The cumulative approved MYR deposits (sen) each tier above Normal needs: the default; a tenant may set its own
 * (config key `vip_thresholds`), each tier above the one before.
 */
export const VipThresholds = type({
  Silver: Threshold,
  Gold: Threshold,
  Platinum: Threshold,
  Diamond: Threshold,
}).narrow(
  (t, ctx) =>
    (t.Silver < t.Gold && t.Gold < t.Platinum && t.Platinum < t.Diamond) || ctx.mustBe("increasing from tier to tier"),
);
export type VipThresholds = Record<Exclude<VipTier, "Normal">, number>;

/** SPEC §4: RM 50,000 / 400,000 / 1,000,000 / 4,000,000. */
export const defaultVipThresholds: VipThresholds = {
  Silver: 5_000_000,
  Gold: 40_000_000,
  Platinum: 100_000_000,
  Diamond: 400_000_000,
};

/** The highest tier whose threshold `deposited` reaches (Normal below Silver's). */
export function tierFor(deposited: number, thresholds: VipThresholds): VipTier {
  let tier: VipTier = "Normal";
  for (const next of upgradeTiers) if (deposited >= thresholds[next]) tier = next;
  return tier;
}

/** The job runs at this hour of the GMT+8 day, counting deposits approved up to the end of the day before. */
export const vipUpgradeHour = 2;

/** One rung of the ladder: its threshold (0 for Normal) and its own rebate rates per category. */
export const VipLevel = type({ tier: VipTier, threshold: MinorUnits, rates: CategoryRates });
export type VipLevel = typeof VipLevel.infer;

/** The VIP page (`GET /api/player/vip/getVip`). */
export const VipInfo = type({
  tier: VipTier,
  /** Cumulative approved MYR deposits so far (sen), today's included. */
  deposited: MinorUnits,
  currency: "'MYR'",
  /** Every tier, lowest first. */
  levels: VipLevel.array(),
  /** The tier after the current one (null at Diamond). */
  next_tier: VipTier.or("null"),
  /** What is still to deposit to reach the next tier (0 when already reached, waiting for the job). */
  needed: MinorUnits,
  /** The tier the deposits already reach; above `tier` until the next run upgrades it. */
  reached: VipTier,
  /** When the upgrade to `reached` happens (the next 02:00 GMT+8 run), ISO; null when nothing is due. */
  upgrade_at: "string | null",
  /** The player's last upgrade (from, to, when), null before the first. */
  last_upgrade: type({ from: VipTier, to: VipTier, at: "string" }).or("null"),
});
export type VipInfo = typeof VipInfo.infer;

/** The mail telling a player their new tier. */
export const VipUpgradeParams = type({ from: VipTier, to: VipTier });
export type VipUpgradeParams = typeof VipUpgradeParams.infer;

/** What one run of the job did (the sandbox's `POST /api/sandbox/jobs/vip` answers the runs it made). */
export const VipJobRun = type({ run_key: /^\d{4}-\d{2}-\d{2}$/, upgraded: "number.integer >= 0" });
export const VipJobAnswer = type({ runs: VipJobRun.array() });
export type VipJobAnswer = typeof VipJobAnswer.infer;
