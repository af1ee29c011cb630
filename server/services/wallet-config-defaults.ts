import { type Currency, defaultMoneyRules, minorPerUnit } from "../../src/api/contract/money.ts";
import type { PaymentMethod } from "../../src/api/contract/wallet.ts";
import type {
  ChannelConfig,
  CryptoConfig,
  FriendTransferRules,
  TenantBankConfig,
  WithdrawRules,
} from "./wallet-config-shapes.ts";

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
