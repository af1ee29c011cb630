/** The shapes of the wallet's configuration entries (deposit channels, tenant bank, crypto, withdraw and friend-transfer rules), checked before use (services/wallet-config.ts). */
import { type } from "arktype";
import { MinorUnits } from "../../src/api/contract/common.ts";
import { type Currency, Currency as CurrencySchema, maxAmount } from "../../src/api/contract/money.ts";
import { DepositChannel, PaymentMethod as PaymentMethodSchema } from "../../src/api/contract/wallet.ts";

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
export const ChannelConfigList = ChannelConfig.array().atMostLength(20);

export const TenantBankConfig = type({
  bank_name: "1 <= string <= 100",
  account_holder_name: "1 <= string <= 100",
  account_number: "1 <= string <= 40",
});
export type TenantBankConfig = typeof TenantBankConfig.infer;

export const CryptoConfig = type({
  network: "'TRC20'",
  address: "1 <= string <= 128",
  exchange_rate: /^\d{1,9}(\.\d{1,9})?$/,
});
export type CryptoConfig = typeof CryptoConfig.infer;

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

export const WithdrawRules = type({
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
export const FriendTransferRules = type({ limits: FriendTransferLimit.array().atMostLength(10) });
export type FriendTransferRules = typeof FriendTransferRules.infer;
