import type { Theme } from "../src/api/contract/tenant.ts";
import type { User } from "../src/api/contract/user.ts";

/** Plain data the path models put in done events. */
export const aUser: User = {
  _id: "7f1c2c1e-0000-4000-8000-000000000001",
  username: "demo",
  full_name: "Aisyah Rahman",
  nickname: "demo",
  email: null,
  jwtToken: "token",
  referral_code: "HARIMAU1",
  contact_no: "60123456789",
  wallet: 125000,
  chip: 300,
  point: 1280,
  share: 0,
  currency: "MYR",
  total_downline: 3,
  total_active_downline: 2,
  avatar: null,
  uuid: "10000001",
  vip_tier: "Gold",
};

export const aTheme: Theme = {
  brand_name: "Harimau Play",
  logo: "/tenant-assets/harimau/logo.svg",
  themecolor: "#f5b301",
  user_card_arrow_left: "/tenant-assets/harimau/arrow-left.svg",
  user_card_arrow_right: "/tenant-assets/harimau/arrow-right.svg",
  restore_icon: "/tenant-assets/harimau/restore.svg",
};

export const apiError = (status: number, messageKey: string) => ({ status, messageKey });

/** A pending bank-transfer deposit as the API answers it. */
export const aDeposit = {
  _id: "0b9e6c1e-0000-4000-8000-000000000010",
  reference: "D2611210001",
  type: "deposit" as const,
  channel: "bank_transfer",
  method: "MBB",
  currency: "MYR" as const,
  amount: 10000,
  fee: 0,
  net_amount: 10000,
  status: "pending" as const,
  created_at: "2026-11-21T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
  payment_url: null,
  receipt_url: null,
  tx_hash: null,
  destination: null,
  remark: null,
};

export const aWithdrawInfo = {
  has_bank_account: true,
  has_pin: true,
  pin_locked_until: null,
  limits: [
    {
      currency: "MYR" as const,
      min: 3000,
      max: 3000000,
      daily_max: 3000000,
      daily_used: 0,
      daily_left: 3000000,
      /** RM 500 to withdraw. */
      available: 50000,
      gateway_text: "100 - 30,000 MYR",
      /** Above RM 1,000 (one, or today's total) a verified account is needed: the default threshold. */
      verification_threshold: 100000,
    },
  ],
  verification_status: "unverified" as const,
  daily_count: 0,
  daily_frequency: 3,
  withdrawals_left_today: 3,
  month_count: 0,
  free_per_month: 5,
  free_left_today: 3,
  next_charge_percent: 0,
};

/** A saved bank account as the API answers it. */
export const aBankAccount = {
  _id: "0b9e6c1e-0000-4000-8000-000000000020",
  bank_code: "MBB",
  bank_name: "Maybank",
  account_holder_name: "Aisyah Rahman",
  account_number: "5140001234",
  created_at: "2026-11-21T10:00:00.000Z",
};

/** The accounts of a transfer: the main wallet with RM 500 and two game accounts (one empty). */
export const aTransferSetup = {
  hasPin: true,
  accounts: [
    { id: "wallet", currency: "MYR" as const, balance: 50000 },
    { id: "DRG", currency: "MYR" as const, balance: 20000 },
    { id: "JK88", currency: "MYR" as const, balance: 0 },
  ],
};

/** A wallet → provider transfer as the API answers it. */
export const aTransfer = {
  ...aDeposit,
  _id: "0b9e6c1e-0000-4000-8000-000000000030",
  reference: "T2611210001",
  type: "transfer" as const,
  channel: "game",
  method: "wallet_to_game",
  status: "approved" as const,
  from_account: "wallet",
  to_account: "DRG",
};
