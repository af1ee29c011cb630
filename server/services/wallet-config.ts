/**
 * Money rules a tenant can change: deposit channels, the tenant's bank and crypto address,
 * withdrawal limits. They live in the tenant's back-office config entries as JSON values
 * (keys below); a missing or malformed entry falls back to the defaults here (and is logged).
 * All amounts are integer minor units of the currency they belong to.
 */
import { type } from "arktype";
import { CheckInRewards, defaultCheckInRewards } from "../../src/api/contract/check-in.ts";
import { MinorUnits } from "../../src/api/contract/common.ts";
import {
  type Currency,
  Currency as CurrencySchema,
  defaultMoneyRules,
  maxAmount,
  minorPerUnit,
} from "../../src/api/contract/money.ts";
import {
  defaultRebateRates,
  defaultVipRebateRates,
  RebateRates,
  VipRebateRates,
} from "../../src/api/contract/rebates.ts";
import { defaultVipThresholds, VipThresholds } from "../../src/api/contract/vip.ts";
import {
  DepositChannel,
  type DepositOptions,
  type PaymentMethod,
  PaymentMethod as PaymentMethodSchema,
} from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { banksOf } from "./banks.ts";

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
} as const;

/**
 * Limits are whole minor units within the currency's maximum (money.ts), checked before use. A
 * minimum above the maximum is allowed: it closes the channel to every amount (tests use it).
 */
const withinMaximum = (rule: { currency: Currency; min: number; max: number }) =>
  rule.min <= maxAmount[rule.currency] && rule.max <= maxAmount[rule.currency];

const ChannelConfig = type({
  channel: DepositChannel,
  enabled: "boolean",
  currency: CurrencySchema,
  min: MinorUnits.atLeast(1),
  max: MinorUnits.atLeast(1),
  gateway_text: "string <= 200",
  /** Methods of their own (DuitNow, e-wallets, telcos, networks). */
  methods: PaymentMethodSchema.array().atMostLength(100),
  /** Also offer the tenant's banks (FPX banks, bank transfer), before `methods`. */
  "include_banks?": "boolean",
  charge_percent: "0 <= number.integer <= 100",
}).narrow((rule, ctx) => withinMaximum(rule) || ctx.mustBe("limits within the currency's maximum"));
export type ChannelConfig = typeof ChannelConfig.infer;
const ChannelConfigList = ChannelConfig.array().atMostLength(20);

const TenantBankConfig = type({
  bank_name: "1 <= string <= 100",
  account_holder_name: "1 <= string <= 100",
  account_number: "1 <= string <= 40",
});
type TenantBankConfig = typeof TenantBankConfig.infer;

const CryptoConfig = type({
  network: "'TRC20'",
  address: "1 <= string <= 128",
  exchange_rate: /^\d{1,9}(\.\d{1,9})?$/,
});
type CryptoConfig = typeof CryptoConfig.infer;

const WithdrawLimit = type({
  currency: CurrencySchema,
  min: MinorUnits.atLeast(1),
  max: MinorUnits.atLeast(1),
  daily_max: MinorUnits.atLeast(0),
  gateway_text: "string <= 200",
}).narrow(
  (rule, ctx) =>
    (withinMaximum(rule) && rule.daily_max <= maxAmount[rule.currency]) ||
    ctx.mustBe("limits within the currency's maximum"),
);
export type WithdrawLimit = typeof WithdrawLimit.infer;

const WithdrawRules = type({
  limits: WithdrawLimit.array().atMostLength(10),
  /** Withdrawals a day (GMT+8), not counting rejected or cancelled ones. */
  daily_frequency: "1 <= number.integer <= 1000",
  /** Withdrawals a month (GMT+8) without charge. */
  free_per_month: "0 <= number.integer <= 1000",
  /** Charge on each withdrawal past the free ones, in whole percent. */
  charge_percent: "0 <= number.integer <= 100",
});
export type WithdrawRules = typeof WithdrawRules.infer;

/** Transfer to a friend, per currency: per transfer (min, max) and each sender's total a day (GMT+8). */
const FriendTransferLimit = type({
  currency: CurrencySchema,
  min: MinorUnits.atLeast(1),
  max: MinorUnits.atLeast(1),
  daily_max: MinorUnits.atLeast(0),
}).narrow(
  (rule, ctx) =>
    (withinMaximum(rule) && rule.daily_max <= maxAmount[rule.currency]) ||
    ctx.mustBe("limits within the currency's maximum"),
);
export type FriendTransferLimit = typeof FriendTransferLimit.infer;
const FriendTransferRules = type({ limits: FriendTransferLimit.array().atMostLength(10) });
export type FriendTransferRules = typeof FriendTransferRules.infer;

const units = (currency: Currency, whole: number) => whole * (minorPerUnit[currency] as number);

/** The defaults (SPEC §9): form limits 100..30,000 for deposits, 30..30,000 for withdrawals. */
export function defaultDepositChannels(): ChannelConfig[] {
  const channel = (
    channel: ChannelConfig["channel"],
    currency: Currency,
    gateway_text: string,
    methods: PaymentMethod[],
    extra: Partial<ChannelConfig> = {},
  ): ChannelConfig => ({
    channel,
    enabled: true,
    currency,
    min: units(currency, defaultMoneyRules.deposit.min),
    max: units(currency, defaultMoneyRules.deposit.max),
    gateway_text,
    methods,
    charge_percent: 0,
    ...extra,
  });
  return [
    channel("instant_deposit", "MYR", "30 - 30,000 MYR", [{ code: "DUITNOW", name: "DuitNow" }], {
      include_banks: true,
    }),
    channel("bank_transfer", "MYR", "30 - 30,000 MYR", [], { include_banks: true }),
    channel("e_wallet", "MYR", "50 - 50,000 MYR", [
      { code: "TNG", name: "Touch 'n Go eWallet" },
      { code: "GRABPAY", name: "GrabPay" },
      { code: "BOOST", name: "Boost" },
      { code: "SHOPEEPAY", name: "ShopeePay" },
    ]),
    channel("crypto", "USDT", "100 - 50,000 USDT", [{ code: "TRC20", name: "USDT (TRC20)" }]),
    channel(
      "telco",
      "MYR",
      "30 - 30,000 MYR",
      [
        { code: "DIGI", name: "Digi" },
        { code: "CELCOM", name: "Celcom" },
        { code: "MAXIS", name: "Maxis" },
        { code: "UMOBILE", name: "U Mobile" },
      ],
      { charge_percent: defaultMoneyRules.telcoChargePercent },
    ),
  ];
}

export function defaultWithdrawRules(): WithdrawRules {
  return {
    limits: [
      {
        currency: "MYR",
        min: units("MYR", defaultMoneyRules.withdraw.min),
        max: units("MYR", defaultMoneyRules.withdraw.max),
        daily_max: units("MYR", defaultMoneyRules.withdraw.dailyMax.MYR),
        gateway_text: "100 - 30,000 MYR",
      },
      {
        currency: "USDT",
        min: units("USDT", defaultMoneyRules.withdraw.min),
        max: units("USDT", defaultMoneyRules.withdraw.max),
        daily_max: units("USDT", defaultMoneyRules.withdraw.dailyMax.USDT),
        gateway_text: "100 - 50,000 USDT",
      },
    ],
    daily_frequency: defaultMoneyRules.withdraw.dailyCount,
    free_per_month: defaultMoneyRules.withdraw.freePerMonth,
    charge_percent: defaultMoneyRules.withdrawChargePercent,
  };
}

export function defaultFriendTransferRules(): FriendTransferRules {
  const { min, max, dailyMax } = defaultMoneyRules.friendTransfer;
  return {
    limits: (["MYR", "USDT"] as const).map((currency) => ({
      currency,
      min: units(currency, min),
      max: units(currency, max),
      daily_max: units(currency, dailyMax[currency]),
    })),
  };
}

export function defaultTenantBank(companyName: string): TenantBankConfig {
  return { bank_name: "Maybank", account_holder_name: companyName, account_number: "514098765432" };
}

export function defaultCrypto(): CryptoConfig {
  return { network: "TRC20", address: "TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF", exchange_rate: "4.64" };
}

/** The company a tenant's bank account is held by. */
export const companyNameOf = (brandName: string): string => `${brandName} Sdn Bhd`;

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
