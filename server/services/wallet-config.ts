/**
 * Money rules a tenant can change: deposit channels, the tenant's bank and crypto address,
 * withdrawal limits. They live in the tenant's back-office config entries as JSON values
 * (keys below); a missing or malformed entry falls back to the defaults here (and is logged).
 * All amounts are integer minor units of the currency they belong to.
 */
import { type } from "arktype";
import { CheckInRewards, defaultCheckInRewards } from "../../src/api/contract/check-in.ts";
import { type Currency, maxAmount, minorPerUnit } from "../../src/api/contract/money.ts";
import {
  defaultRebateRates,
  defaultVipRebateRates,
  RebateRates,
  VipRebateRates,
} from "../../src/api/contract/rebates.ts";
import { defaultVerificationThresholds, VerificationThresholds } from "../../src/api/contract/verification.ts";
import { defaultVipThresholds, VipThresholds } from "../../src/api/contract/vip.ts";
import type { DepositOptions, PaymentMethod } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { banksOf } from "./banks.ts";
import {
  companyNameOf,
  defaultCrypto,
  defaultDepositChannels,
  defaultFriendTransferRules,
  defaultTenantBank,
  defaultWithdrawRules,
} from "./wallet-config-defaults.ts";
import {
  type ChannelConfig,
  ChannelConfigList,
  CryptoConfig,
  type FriendTransferLimit,
  FriendTransferRules,
  TenantBankConfig,
  WithdrawRules,
} from "./wallet-config-shapes.ts";

export type {
  ChannelConfig,
  FriendTransferLimit,
  FriendTransferRules,
  WithdrawLimit,
  WithdrawRules,
} from "./wallet-config-shapes.ts";

export const walletConfigKeys = {
  depositChannels: "deposit_channels",
  tenantBank: "deposit_tenant_bank",
  crypto: "deposit_crypto",
  withdrawRules: "withdraw_rules",
  /** The downline's rebate rate in basis points ({"downline":20}); default: the contract's defaultRebateRates. */
  rebateRates: "rebate_rates",
  /** Own rebate rates in basis points per VIP tier and game category; default: the contract's defaultVipRebateRates. */
  vipRebateRates: "vip_rebate_rates",
  /** Cumulative MYR deposits (sen) per VIP tier above Normal; default: the contract's defaultVipThresholds. */
  vipThresholds: "vip_thresholds",
  friendTransferRules: "friend_transfer_rules",
  /** The daily check-in's cycle, one reward a day ([{"kind":"point","amount":10},…]); default: the contract's defaultCheckInRewards. */
  checkInRewards: "check_in_rewards",
  /** Withdrawals above these (one, or a day's total; minor units per currency) need a verified account. */
  verificationThresholds: "verification_thresholds",
} as const;

async function entry<T>(
  ctx: Pick<Ctx, "config" | "log">,
  tenantId: string,
  key: string,
  schema: (data: unknown) => unknown,
  fallback: () => T,
): Promise<T> {
  const raw = (await ctx.config.list(tenantId)).find((e) => e.key === key)?.value;
  if (raw === undefined) return fallback();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  const out = schema(data);
  if (out instanceof type.errors || data === undefined) {
    ctx.log.warn(`[config] ${tenantId}/${key} is not valid, using the default`);
    return fallback();
  }
  return out as T;
}

export type DepositSetup = {
  channels: (Omit<ChannelConfig, "include_banks"> & { methods: PaymentMethod[] })[];
  tenantBank: TenantBankConfig;
  crypto: CryptoConfig;
};

/** Deposit channels (with the tenant's banks merged into their methods), tenant bank and crypto details. */
export async function depositSetup(ctx: Ctx, tenant: { id: string; brandName: string }): Promise<DepositSetup> {
  const [channels, tenantBank, crypto, banks] = await Promise.all([
    entry(ctx, tenant.id, walletConfigKeys.depositChannels, ChannelConfigList, defaultDepositChannels),
    entry(ctx, tenant.id, walletConfigKeys.tenantBank, TenantBankConfig, () =>
      defaultTenantBank(companyNameOf(tenant.brandName)),
    ),
    entry(ctx, tenant.id, walletConfigKeys.crypto, CryptoConfig, defaultCrypto),
    banksOf(ctx, tenant.id),
  ]);
  return {
    channels: channels.map(({ include_banks, ...c }) => ({
      ...c,
      methods: [...(include_banks ? banks.map((b) => ({ code: b.code, name: b.name })) : []), ...c.methods],
    })),
    tenantBank,
    crypto,
  };
}

export function toDepositOptions(setup: DepositSetup): DepositOptions {
  return {
    channels: setup.channels
      .filter((c) => c.enabled)
      .map((c) => ({
        channel: c.channel,
        currency: c.currency,
        min: c.min,
        max: c.max,
        gateway_text: c.gateway_text,
        methods: c.methods,
        charge_percent: c.charge_percent,
      })),
    tenant_bank: setup.tenantBank,
    crypto: setup.crypto,
  };
}

/** The schema of each money-rule config key: what the sandbox checks before it stores a value. */
const moneyRuleSchemas: Record<string, (data: unknown) => unknown> = {
  [walletConfigKeys.depositChannels]: ChannelConfigList,
  [walletConfigKeys.tenantBank]: TenantBankConfig,
  [walletConfigKeys.crypto]: CryptoConfig,
  [walletConfigKeys.withdrawRules]: WithdrawRules,
  [walletConfigKeys.rebateRates]: RebateRates,
  [walletConfigKeys.vipRebateRates]: VipRebateRates,
  [walletConfigKeys.vipThresholds]: VipThresholds,
  [walletConfigKeys.friendTransferRules]: FriendTransferRules,
  [walletConfigKeys.checkInRewards]: CheckInRewards,
  [walletConfigKeys.verificationThresholds]: VerificationThresholds,
};

/** Whether a config value may be stored under its key: money rules must be valid JSON of their schema. */
export function isValidConfigValue(key: string, value: string): boolean {
  const schema = moneyRuleSchemas[key];
  if (!schema) return true;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return false;
  }
  return !(schema(data) instanceof type.errors);
}

export function withdrawRules(ctx: Ctx, tenantId: string): Promise<WithdrawRules> {
  return entry(ctx, tenantId, walletConfigKeys.withdrawRules, WithdrawRules, defaultWithdrawRules);
}

/** The tenant's downline rebate rate (basis points). */
export function rebateRatesOf(ctx: Pick<Ctx, "config" | "log">, tenantId: string): Promise<RebateRates> {
  return entry(ctx, tenantId, walletConfigKeys.rebateRates, RebateRates, () => ({ ...defaultRebateRates }));
}

/** The tenant's own rebate rates per VIP tier and game category (basis points). */
export function vipRebateRatesOf(ctx: Pick<Ctx, "config" | "log">, tenantId: string): Promise<VipRebateRates> {
  return entry(ctx, tenantId, walletConfigKeys.vipRebateRates, VipRebateRates, () => defaultVipRebateRates);
}

/** The tenant's VIP thresholds (cumulative MYR deposits in sen per tier above Normal). */
export function vipThresholdsOf(ctx: Pick<Ctx, "config" | "log">, tenantId: string): Promise<VipThresholds> {
  return entry(ctx, tenantId, walletConfigKeys.vipThresholds, VipThresholds, () => defaultVipThresholds);
}

/** The tenant's verification threshold in `currency` (contract/verification.ts), in minor units. */
export async function verificationThresholdOf(
  ctx: Pick<Ctx, "config" | "log">,
  tenantId: string,
  currency: Currency,
): Promise<number> {
  const list = await entry(
    ctx,
    tenantId,
    walletConfigKeys.verificationThresholds,
    VerificationThresholds,
    (): VerificationThresholds => [],
  );
  return list.find((t) => t.currency === currency)?.amount ?? defaultVerificationThresholds[currency];
}

/** The tenant's daily check-in cycle (one reward per day of the cycle). */
export function checkInRewardsOf(ctx: Ctx, tenantId: string): Promise<CheckInRewards> {
  return entry(ctx, tenantId, walletConfigKeys.checkInRewards, CheckInRewards, () =>
    defaultCheckInRewards.map((r) => ({ ...r })),
  );
}

/**
 * The tenant's limits of a transfer to a friend in `currency`; a currency the tenant's rules leave
 * out is closed (min above max refuses every amount, daily 0).
 */
export async function friendTransferLimit(
  ctx: Ctx,
  tenantId: string,
  currency: Currency,
): Promise<FriendTransferLimit> {
  const rules = await entry(
    ctx,
    tenantId,
    walletConfigKeys.friendTransferRules,
    FriendTransferRules,
    defaultFriendTransferRules,
  );
  return (
    rules.limits.find((l) => l.currency === currency) ?? {
      currency,
      min: maxAmount[currency],
      max: minorPerUnit[currency],
      daily_max: 0,
    }
  );
}

/** The seeded config entries of a tenant (JSON values). */
export function walletConfigEntries(brandName: string): Record<string, string> {
  return {
    [walletConfigKeys.depositChannels]: JSON.stringify(defaultDepositChannels()),
    [walletConfigKeys.tenantBank]: JSON.stringify(defaultTenantBank(companyNameOf(brandName))),
    [walletConfigKeys.crypto]: JSON.stringify(defaultCrypto()),
    [walletConfigKeys.withdrawRules]: JSON.stringify(defaultWithdrawRules()),
    [walletConfigKeys.friendTransferRules]: JSON.stringify(defaultFriendTransferRules()),
  };
}
