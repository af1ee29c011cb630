/**
 * Demo tenants and players seeded into an empty database. README and tests read the logins
 * from here. Every demo player's password is `demoPassword`; `demo` and `lotus` have the PIN
 * `demoPin`. `demo` is a verified account (withdrawals above the verification threshold work as
 * before); every other demo player is unverified. Money is in minor units (sen; micro-USDT).
 */

import type { Currency } from "../../src/api/contract/money.ts";
import type { VipTier } from "../../src/api/contract/user.ts";
import { defaultVerificationThresholds, type VerificationThresholds } from "../../src/api/contract/verification.ts";
import type { DepositChannel, TransactionStatus } from "../../src/api/contract/wallet.ts";
import { locales } from "../../src/lib/locales.ts";
import { walletConfigEntries, walletConfigKeys } from "../services/wallet-config.ts";

export const demoPassword = "Demo1234";
export const demoPin = "123456";

export type DemoTenant = {
  id: string;
  brandName: string;
  hosts: string[];
  themecolor: string;
};

export const demoTenants: DemoTenant[] = [
  { id: "harimau", brandName: "Harimau Play", hosts: ["localhost", "127.0.0.1"], themecolor: "#f5b301" },
  { id: "lotus", brandName: "Lotus Jade", hosts: ["lotus.localhost"], themecolor: "#1fc7a0" },
];

export type DemoPlayer = {
  tenant: string;
  username: string;
  fullName: string;
  contactNo: string;
  referralCode: string;
  memberUid: string;
  vipTier: VipTier;
  /** Username of the referrer, same tenant. */
  referredBy?: string;
  /** MYR available balance in sen after the seeded history (the opening entry makes up the rest). */
  balance: number;
  /** Six-digit PIN (none = not set). */
  pin?: string;
  /** A verified account (its documents checked when it joined); otherwise unverified. */
  verified?: boolean;
  bankAccounts?: DemoBankAccount[];
  /** Past deposits and withdrawals; their ledger effects are written too. */
  history?: DemoTransaction[];
  /** Game records for the reports, spread over the last 14 days. */
  gameRecords?: number;
  chip?: number;
  point?: number;
  share?: number;
  /** Days since the last login (null = never); decides "active" in referral lists. */
  lastLoginDaysAgo: number | null;
  /** Days since registration (for ordering referral lists newest first). */
  joinedDaysAgo: number;
};

export type DemoBankAccount = { bankCode: string; holder: string; number: string };

export type DemoTransaction = {
  type: "deposit" | "withdraw";
  /** Deposit channel; withdrawals use bank_transfer (MYR) or crypto (USDT). */
  channel: DepositChannel;
  /** Payment method, bank, e-wallet or network code. */
  method: string;
  currency: Currency;
  amount: number;
  status: TransactionStatus;
  minutesAgo: number;
  txHash?: string;
};

const MINUTES_A_DAY = 24 * 60;

export const demoPlayers: DemoPlayer[] = [
  {
    tenant: "harimau",
    username: "demo",
    fullName: "Aisyah Rahman",
    contactNo: "60123456789",
    referralCode: "HARIMAU1",
    memberUid: "28800001",
    vipTier: "Gold",
    balance: 125_000,
    chip: 300,
    point: 1280,
    share: 0,
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 120,
    pin: demoPin,
    verified: true,
    bankAccounts: [{ bankCode: "MBB", holder: "Aisyah Rahman", number: "514012345678" }],
    history: [
      {
        type: "deposit",
        channel: "instant_deposit",
        method: "MBB",
        currency: "MYR",
        amount: 50_000,
        status: "approved",
        minutesAgo: 6 * MINUTES_A_DAY + 180,
      },
      {
        type: "deposit",
        channel: "crypto",
        method: "TRC20",
        currency: "USDT",
        amount: 250_000_000,
        status: "approved",
        minutesAgo: 5 * MINUTES_A_DAY + 95,
        txHash: "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f",
      },
      {
        type: "deposit",
        channel: "bank_transfer",
        method: "CIMB",
        currency: "MYR",
        amount: 30_000,
        status: "approved",
        minutesAgo: 4 * MINUTES_A_DAY + 320,
      },
      {
        type: "withdraw",
        channel: "bank_transfer",
        method: "MBB",
        currency: "MYR",
        amount: 20_000,
        status: "approved",
        minutesAgo: 3 * MINUTES_A_DAY + 60,
      },
      {
        type: "deposit",
        channel: "instant_deposit",
        method: "DUITNOW",
        currency: "MYR",
        amount: 20_000,
        status: "approved",
        minutesAgo: 2 * MINUTES_A_DAY + 400,
      },
      {
        type: "deposit",
        channel: "bank_transfer",
        method: "MBB",
        currency: "MYR",
        amount: 15_000,
        status: "pending",
        minutesAgo: 40,
      },
    ],
    gameRecords: 30,
  },
  {
    tenant: "harimau",
    username: "ahmad88",
    fullName: "Ahmad Faiz",
    contactNo: "60129876543",
    referralCode: "AHMAD88",
    memberUid: "28800002",
    vipTier: "Silver",
    referredBy: "demo",
    balance: 35_050,
    lastLoginDaysAgo: 2,
    joinedDaysAgo: 90,
  },
  {
    tenant: "harimau",
    username: "meiling",
    fullName: "Tan Mei Ling",
    contactNo: "60167778888",
    referralCode: "MEILING",
    memberUid: "28800003",
    vipTier: "Normal",
    referredBy: "ahmad88",
    balance: 8_000,
    lastLoginDaysAgo: 5,
    joinedDaysAgo: 60,
  },
  {
    tenant: "harimau",
    username: "nurul_h",
    fullName: "Nurul Huda",
    contactNo: "60171234567",
    referralCode: "NURULH",
    memberUid: "28800004",
    vipTier: "Normal",
    referredBy: "demo",
    balance: 2_500,
    lastLoginDaysAgo: 1,
    joinedDaysAgo: 30,
  },
  {
    tenant: "harimau",
    username: "rajesh_k",
    fullName: "Rajesh Kumar",
    contactNo: "60182345678",
    referralCode: "RAJESHK",
    memberUid: "28800005",
    vipTier: "Silver",
    referredBy: "demo",
    balance: 0,
    lastLoginDaysAgo: 45,
    joinedDaysAgo: 75,
  },
  {
    tenant: "harimau",
    username: "kahwai",
    fullName: "Wong Kah Wai",
    contactNo: "60193456789",
    referralCode: "KAHWAI",
    memberUid: "28800006",
    vipTier: "Normal",
    referredBy: "demo",
    balance: 12_000,
    lastLoginDaysAgo: null,
    joinedDaysAgo: 7,
  },
  {
    tenant: "lotus",
    username: "lotus",
    fullName: "Lim Wei Jie",
    contactNo: "60135556666",
    referralCode: "LOTUS1",
    memberUid: "38800001",
    vipTier: "Platinum",
    balance: 888_800,
    chip: 1200,
    point: 5400,
    share: 10,
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 200,
    pin: demoPin,
    bankAccounts: [{ bankCode: "PBB", holder: "Lim Wei Jie", number: "3187654321" }],
    history: [
      {
        type: "deposit",
        channel: "instant_deposit",
        method: "PBB",
        currency: "MYR",
        amount: 100_000,
        status: "approved",
        minutesAgo: 3 * MINUTES_A_DAY + 200,
      },
      {
        type: "withdraw",
        channel: "bank_transfer",
        method: "PBB",
        currency: "MYR",
        amount: 50_000,
        status: "approved",
        minutesAgo: MINUTES_A_DAY + 300,
      },
      {
        type: "deposit",
        channel: "bank_transfer",
        method: "PBB",
        currency: "MYR",
        amount: 20_000,
        status: "pending",
        minutesAgo: 120,
      },
    ],
    gameRecords: 6,
  },
];

/** The demo logins, for the README and tests. */
export const demoLogins = {
  harimau: { username: "demo", password: demoPassword, contactNo: "60123456789", pin: demoPin },
  harimauReferral: { username: "ahmad88", password: demoPassword, contactNo: "60129876543" },
  harimauChainEnd: { username: "meiling", password: demoPassword, contactNo: "60167778888" },
  lotus: { username: "lotus", password: demoPassword, contactNo: "60135556666", pin: demoPin },
} as const;

/** Withdrawals above these (one, or the day's total) need a verified account. */
const verificationThresholds: VerificationThresholds = [
  { currency: "MYR", amount: defaultVerificationThresholds.MYR },
  { currency: "USDT", amount: defaultVerificationThresholds.USDT },
];

/** The app's languages, each by its own name (src/lib/locales.ts). */
const languages = Object.entries(locales).map(([value, text]) => ({ text, value }));

/**
 * Back-office configuration of each demo tenant. Money rules are JSON values (amounts in minor
 * units) read by services/wallet-config.ts: deposit_channels, deposit_tenant_bank, deposit_crypto,
 * withdraw_rules, and verification_thresholds (RM 1,000 and USDT 200, the defaults, written out so the
 * operator sees and edits them).
 */
export function demoConfig(tenant: DemoTenant): Record<string, string> {
  return {
    timezone: "Asia/Kuala_Lumpur",
    device_subscribe: "false",
    language: JSON.stringify(languages),
    currency: "MYR",
    support_whatsapp: tenant.id === "lotus" ? "60135550000" : "60123450000",
    ...walletConfigEntries(tenant.brandName),
    [walletConfigKeys.verificationThresholds]: JSON.stringify(verificationThresholds),
  };
}
